"""Lost Cities in words for ``boardlab.diff``: what changed between
two positions, with the rules' names — "seat 0's leader: blue 3 → blue 5" (LC-1.2,
LC-1.3), "blue 4: step tile → VP15" (LC-1.6, LC-1.7), "seat 0's blue row: 2 3 → 2 3 5"
(LC-5.5)."""
from __future__ import annotations

from typing import Any

from ...positions import Pair, Words, change, labelled, per_key, per_seat, pile, row, seat_words
from .data import COLOURS, LETTERS

#: LC-1.2 — the pawns by their ids in a position
PAWN_NAMES = {"L": "leader", "E1": "explorer E1", "E2": "explorer E2", "E3": "explorer E3",
              "E4": "explorer E4"}
#: LC-1.6 — the tiles as the rules name them
TILE_NAMES = {"ARTIFACT": "artifact", "STEP": "step tile", "VP5": "VP5", "VP10": "VP10", "VP15": "VP15"}


def colour(letter: Any) -> str:
    """``"B"`` → ``"blue"`` (LC-1.1, D-11)."""
    return COLOURS[LETTERS.index(letter)].lower() if letter in LETTERS else str(letter)


def card(text: Any) -> str:
    """A card or a step, ``"B6"`` → ``"blue 6"``; ``null`` (a pawn's place) is the camp."""
    if text is None:
        return "the camp"
    if isinstance(text, str) and len(text) > 1 and text[0] in LETTERS:
        return f"{colour(text[0])} {text[1:]}"
    return str(text)


def tile(kind: Any) -> str:
    """LC-1.6 — a tile slot's content; ``null`` once its artifact is taken."""
    return "empty" if kind is None else TILE_NAMES.get(kind, str(kind))


def _pawns(old: Any, new: Any, pair: Pair) -> list[str]:
    """LC-1.2 / LC-6 — each pawn that moved: "seat 0's leader: blue 3 → blue 5"."""
    return per_seat(old, new, lambda seat, a, b: per_key(
        a, b, lambda pid, x, y: change(f"seat {seat}'s {PAWN_NAMES.get(pid, pid)}", x, y, card)))


def _rows(old: Any, new: Any, pair: Pair) -> list[str]:
    """LC-5.5 — each row that changed: "seat 0's blue row: 2 3 → 2 3 5"."""
    return per_seat(old, new, lambda seat, a, b: per_key(
        a, b, lambda c, x, y: row(f"seat {seat}'s {colour(c)} row", x, y)))


def _discards(old: Any, new: Any, pair: Pair) -> list[str]:
    """LC-5.8 — each discard pile that changed, bottom → top."""
    return per_key(old, new, lambda c, x, y: row(f"{colour(c)} discard pile", x, y))


def _tiles(old: Any, new: Any, pair: Pair) -> list[str]:
    """LC-1.7 / LC-7 — each slot whose tile changed: "blue 4: step tile → VP15"."""
    if old is None or new is None:
        return change("tiles", "seeded (null)" if old is None else "laid out",
                      "seeded (null)" if new is None else "laid out")
    return per_key(old, new, lambda slot, x, y: change(card(slot), x, y, tile))


#: the phases of a turn the engine names otherwise than the rules (LC-7.4, LC-5.7); the
#: others (play, pawn, draw) are the rules' words already
PHASES = {"step_tile": "step tile", "city_bonus": "city bonus"}

WORDS: dict[str, Words] = {
    "round": labelled("round"),
    "phase": labelled("phase", name=lambda p: PHASES.get(p, str(p))),
    "to_move": labelled("to move", name=lambda s: "nobody (the game is over)" if s is None else f"seat {s}"),
    "vp": seat_words("VP", change),
    "chips": seat_words("artifact chips", change),
    "artifacts": seat_words("artifact tiles this round", change),
    "pawns": _pawns,
    "rows": _rows,
    "hands": seat_words("hand", lambda label, a, b: pile(label, a, b, card)),
    "discards": _discards,
    "draw_pile": labelled("draw pile", pile, name=card),
    "removed": labelled("cards out of the round", pile, name=card),
    "tiles": _tiles,
    "discarded": labelled("discarded this turn", name=lambda c: "none" if c is None else colour(c)),
    "last_advance": labelled("last to advance",
                             name=lambda s: "nobody" if s is None else f"seat {s}"),
}
