"""Helpers for the Lost Cities tests: positions built as JSON, as a tutorial would."""
from __future__ import annotations

import random

import pytest

import boardlab
from boardlab import IllegalAction, NotationError
from boardlab.games.lost_cities.data import COLOURS, LETTERS, SLOT_LAYOUT, TILE_COUNTS

NO_PAWNS = {"L": None, "E1": None, "E2": None, "E3": None, "E4": None}


def layout_tiles(placed: dict[str, str] | None = None, slots=None, empty=()) -> dict:
    """Every slot of the layout → a tile: ``placed`` ({"B6": "STEP"}) where given, the
    other slots filled with the remaining tiles in a fixed order (artifacts last);
    the slots in ``empty`` have had their artifact taken (null)."""
    placed = dict(placed or {})
    layout = slots or SLOT_LAYOUT
    names = [f"{LETTERS[COLOURS.index(c)]}{s}" for c in COLOURS for s in layout.get(c, ())]
    left = dict(TILE_COUNTS)
    for kind in placed.values():
        left[kind] -= 1
    left["ARTIFACT"] -= len(empty)
    assert min(left.values()) >= 0, placed
    fill = [k for k in ("VP5", "VP10", "VP15", "STEP", "ARTIFACT") for _ in range(left[k])]
    out = {}
    for name in names:
        if name in placed:
            out[name] = placed[name]
        elif name in empty:
            out[name] = None
        else:
            out[name] = fill.pop(0)
    return out


def position(players: int = 3, **kw) -> dict:
    """A round-1 position, seat 0 to play; ``kw`` overrides any field.  Hands default to
    8 cards each that no test plays by accident; the rest of the cards form the draw pile
    (shuffled with the seed) unless ``draw_pile`` is given."""
    hands = ["Y0 Y1 W9 W10 G9 G10 R9 R10", "Y2 Y3 B9 B10 G7 G8 R7 R8", "Y4 Y5 B7 B8 W7 W8 G5 G6",
             "Y6 Y7 B5 B6 W5 W6 R5 R6"]
    base = {"game": "lost_cities", "players": players, "seed": 1, "round": 1, "phase": "play",
            "to_move": 0, "pawns": [dict(NO_PAWNS) for _ in range(players)],
            "rows": [{} for _ in range(players)], "hands": hands[:players],
            "tiles": layout_tiles()}
    base.update(kw)
    _no_artifact_under_pawns(base)
    return base


def _no_artifact_under_pawns(pos: dict) -> None:
    """LC-7.2 — the first pawn to arrive takes an artifact: swap every artifact that lies
    under a pawn with the first non-artifact tile of the layout no pawn stands on, so that
    the filled-in tiles of :func:`layout_tiles` make a possible position."""
    tiles = pos.get("tiles")
    if not isinstance(tiles, dict) or not isinstance(pos.get("pawns"), list):
        return
    under = {step for seat in pos["pawns"] if isinstance(seat, dict) for step in seat.values()
             if isinstance(step, str)}
    free = [k for k in tiles if k not in under and tiles[k] not in (None, "ARTIFACT")]
    for k in tiles:
        if k in under and tiles[k] == "ARTIFACT" and free:
            other = free.pop(0)
            tiles[k], tiles[other] = tiles[other], tiles[k]


def pawns(**where) -> dict:
    """``pawns(L="B3", E1="R7")`` → a seat's pawn dict (others in the camp)."""
    out = dict(NO_PAWNS)
    out.update(where)
    return out


def start(**kw):
    return boardlab.from_position("lost_cities", position(**kw))


def refused(s, text: str, rule: str) -> IllegalAction | NotationError:
    """``text`` raises IllegalAction (or NotationError: no such card or pawn) citing
    ``rule`` and leaves the state unchanged."""
    before = (s.to_position(), [str(a) for a in s.history], list(s.log))
    with pytest.raises((IllegalAction, NotationError)) as e:
        s.apply(text)
    assert e.value.rule == rule, str(e.value)
    assert (s.to_position(), [str(a) for a in s.history], list(s.log)) == before
    return e.value


def play_random(players: int, seed: int, until=None, **options):
    s = boardlab.new("lost_cities", players=players, seed=seed, **options)
    rng = random.Random(seed)
    while not s.is_over and not (until and until(s)):
        s.apply(rng.choice(s.legal_actions()))
    return s


def legal(s) -> list[str]:
    return [str(a) for a in s.legal_actions()]


def last_card(pos: dict, pile: str = "G3") -> dict:
    """``pos`` with a draw pile of just ``pile``: every other card not in a hand or a
    row goes onto the discard piles (so the next draw ends the round, LC-8.2)."""
    from collections import Counter
    used = Counter()
    for h in pos["hands"]:
        used.update(h.split())
    for rows in pos["rows"]:
        for letter, values in rows.items():
            used.update(f"{letter}{v}" for v in values)
    used.update(pile.split())
    discards = {}
    for letter in LETTERS:
        values = [v for v in range(11) for _ in range(2 - used[f"{letter}{v}"])]
        if values:
            discards[letter] = values
    return {**pos, "draw_pile": pile, "discards": discards, "removed": "" if pos["players"] > 2 else None}
