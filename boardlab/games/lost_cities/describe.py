"""Lost Cities in plain sentences, for screen readers and the terminal.

:func:`describe` says whose turn it is and what they decide, one short paragraph per seat
(VP and artifact chips, hand, expedition rows, pawns: LC-1.2, LC-5.1), the board (draw
pile, the top of each discard pile, each path with its pawns and event tiles: LC-1.3 – LC-1.7) and the
moves that can be made.  It reads only what the state shows: on ``view(seat)`` the other
hands, the draw pile and (``secret_vp``, LC-14.2) others' VP are ``"?"`` and are said to
be hidden.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, cast

from ...engine import moves_sentence
from .components import CAMP, CARD_NAME, PAWN_NAME, PAWNS, STEPS, node
from .data import COLOURS

if TYPE_CHECKING:
    from .state import LostCities

HIDDEN = "?"
_COLOUR = tuple(c.lower() for c in COLOURS)
_TILE = {"ARTIFACT": "an artifact", "STEP": "a step tile", "VP5": "5 VP", "VP10": "10 VP",
         "VP15": "15 VP"}
_DOES = {"play": "is to play a card to an expedition row or discard one (LC-4.1, LC-5)",
         "pawn": "is to choose the pawn that starts the {colour} expedition (LC-5.3)",
         "step_tile": "may advance a pawn one step with the step tile, or not (LC-7.4)",
         "city_bonus": "may advance another pawn one step with the city bonus, or not (LC-5.7)",
         "draw": "is to draw a card: the top of the draw pile or of a discard pile (LC-5.9)"}


def _card(c: object) -> str:
    return c if isinstance(c, str) else CARD_NAME[c]  # type: ignore[index]


def _who(s: "LostCities", seat: int) -> str:
    name = s.seat_name(seat).capitalize()
    return f"{name} (you)" if seat == s.viewer else name


def _owner(s: "LostCities", seat: int) -> str:
    return "your" if seat == s.viewer else f"{s.seat_name(seat)}'s"


def _turn(s: "LostCities") -> str:
    if s.is_over:
        w = s.winners()
        names = " and ".join(s.seat_name(k) for k in w) or "nobody"
        return f"The game is over. Winner{'s' * (len(w) > 1)}: {names} (LC-11.3)."
    verb = _DOES[s.phase]
    if s.phase == "pawn":
        verb = verb.format(colour=_COLOUR[s.pending] if s.pending >= 0 else "new")
    return f"{_who(s, s.seat)} {verb}."


def _seat(s: "LostCities", k: int) -> str:
    vp = s.vp[k]
    head = f"{_who(s, k)}: {'VP hidden (LC-14.2)' if vp == HIDDEN else f'{vp} VP'}, {s.chips[k]} artifact chips"
    if s.artifacts[k]:
        head += f", {s.artifacts[k]} artifact tiles this round"
    hand = s.hands[k]
    if hand and all(c == HIDDEN for c in hand):
        held = f"Hand: {len(hand)} cards, hidden."
    else:
        held = f"{'Your hand' if k == s.viewer else 'Hand'}: {', '.join(_card(c) for c in hand) or 'empty'}."
    rows = [f"{_COLOUR[c]} {' '.join(map(str, s.rows[k * 5 + c]))}" for c in range(5) if s.rows[k * 5 + c]]
    out = [f"{PAWN_NAME[pid]} on {_COLOUR[s.pos[k * 5 + i] // STEPS]} step {s.pos[k * 5 + i] % STEPS + 1}"
           for i, pid in enumerate(PAWNS) if s.pos[k * 5 + i] != CAMP]
    pawns = f"Pawns out: {', '.join(out)}; the rest in the camp." if out else "All pawns in the camp."
    return (f"{head}. {held} Expedition rows: {'; '.join(rows) or 'none'}. {pawns}")


def _pawns_at(s: "LostCities") -> dict[int, list[str]]:
    """Board node → the pawns on it, in seat and pawn order (read once per description)."""
    on: dict[int, list[str]] = {}
    for p, at in enumerate(s.pos):
        if at != CAMP:
            on.setdefault(at, []).append(f"{_owner(s, p // 5)} {PAWN_NAME[PAWNS[p % 5]]}")
    return on


#: per path: its steps 1 … 9 and their node indices
_STEPS = tuple(tuple((step, node(c, step)) for step in range(1, STEPS + 1)) for c in range(5))


def _path(s: "LostCities", c: int, on: dict[int, list[str]]) -> str:
    parts = []
    tiles = s.tiles
    for step, n in _STEPS[c]:
        here = on.get(n, [])
        tile = tiles[n]
        if here or tile:
            what = ", ".join(here + ([_TILE.get(tile, tile)] if tile else []))
            parts.append(f"step {step}: {what}")
    return f"The {_COLOUR[c]} path: {'; '.join(parts) or 'empty'}."



def describe(state: "LostCities", seat: int | None = None) -> str:
    """The situation in plain sentences; ``seat``: only what that seat may know (the text
    of ``state.view(seat)``)."""
    s = state if seat is None else cast("LostCities", state.view(seat))
    where = "the short game (1 round)" if s.rounds == 1 else f"round {s.round} of {s.rounds}"
    seen = "" if s.viewer is None else f", as {s.seat_name(s.viewer)} sees it"
    lines = [f"Lost Cities: The Board Game, {s.players} players, {where}{seen}. "
             f"{s.crossings} of {s.rules_options.crossings} bridge crossings (LC-8.1).", _turn(s)]
    lines += [_seat(s, k) for k in range(s.players)]
    piles = [f"{_COLOUR[c]} {s.discards[c][-1]} ({len(s.discards[c])} card{'s' * (len(s.discards[c]) > 1)})"
             for c in range(5) if s.discards[c]]
    lines.append(f"Draw pile: {len(s.deck) - s.dpos} cards. Discard piles, top card (LC-5.8): "
                 f"{'; '.join(piles) or 'all empty'}.")
    on = _pawns_at(s)
    lines += [_path(s, c, on) for c in range(5)]
    lines.append(moves_sentence(s, s.seat_name))
    return "\n".join(line for line in lines if line)
