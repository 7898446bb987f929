"""Ecosystem in plain sentences, for screen readers and the terminal.

:func:`describe` says whose decision it is (EC-3.2 pick, EC-4.3 place, EC-4.6 swap,
EC-10.2 gift), one short paragraph per grid — score so far (EC-5.6: a preview until the
end), hand, pick, and every card of the ecosystem at its ``row,column`` (the coordinates
of ``place r,c``, EC-4.1) — then the deck and the moves that can be made.  It reads only
what the state shows: on ``view(seat)`` the other hands, the deck and (while picking)
others' picks are ``"?"`` and are said to be hidden (EC-3.6).
"""
from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, cast

from ...engine import moves_sentence
from .components import NAME

if TYPE_CHECKING:
    from .state import Ecosystem

HIDDEN = "?"
_DOES = {"pick": "is to pick a card from their hand, face down (EC-3.2)",
         "place": "is to place {card} in their ecosystem (EC-4.3)",
         "swap": "may swap two cards of their ecosystem after placing a rabbit, or not (EC-4.6)",
         "gift": "is to give a card to the automated opponent (EC-10.2)"}


def _name(code: str) -> str:
    return NAME.get(code, "a hidden card")


def _who(s: "Ecosystem", seat: int) -> str:
    name = s.seat_name(seat)
    name = name[0].upper() + name[1:]
    return f"{name} (you)" if seat == s.viewer else name


def _turn(s: "Ecosystem") -> str:
    if s.is_over:
        if s.mode == "solo":
            res = s.solo_result()
            levels = ", ".join(res["levels"]) or "none"
            return (f"The game is over: the player {res['player']}, the opponent {res['opponent']}, "
                    f"margin {res['margin']}; levels reached: {levels} (EC-10.7).")
        w = s.winners()
        names = " and ".join(s.seat_name(k) for k in w) or "nobody"
        return f"The game is over. Winner{'s' * (len(w) > 1)}: {names} (EC-11)."
    pick = s.picks[s.seat] if s.seat < len(s.picks) else None
    card = f"the {_name(pick)}" if pick and pick != HIDDEN else "the chosen card"
    verb = _DOES[s.phase].format(card=card)
    if s.mode == "solo" and s.phase == "pick":
        verb = "is to choose a card to place (EC-10.2)"
    return f"{_who(s, s.seat)} {verb}."


@lru_cache(maxsize=4096)
def _cell(r: int, c: int, code: str) -> str:
    """A card at its ``row,column`` (EC-4.1); kept, as every description repeats most."""
    return f"{r},{c} {_name(code)}"


def _grid(s: "Ecosystem", seat: int) -> str:
    return _cards(tuple(sorted(s.grids[seat].items())))


@lru_cache(maxsize=4096)
def _cards(cells: tuple) -> str:
    """An ecosystem's cards (``(cell, code)``, row by row) in a sentence; kept, as every
    description repeats most ecosystems of the last one."""
    if not cells:
        return "Ecosystem: no card yet."
    where = "; ".join([_cell(r, c, code) for (r, c), code in cells])
    return f"Ecosystem ({len(cells)} cards, at row,column): {where}."


def _seat(s: "Ecosystem", seat: int, scores: dict[int, int]) -> str:
    parts = [_who(s, seat)]
    if seat in scores:
        parts[0] += f": {scores[seat]} points" + ("" if s.is_over else " so far (EC-5.6)")
    parts[0] += "."
    if seat < len(s.hands):
        hand = s.hands[seat]
        if hand and all(c == HIDDEN for c in hand):
            parts.append(f"Hand: {len(hand)} cards, hidden.")
        else:
            mine = "Your hand" if seat == s.viewer else "Hand"
            parts.append(f"{mine}: {', '.join(_name(c) for c in hand) or 'empty'}.")
    pick = s.picks[seat] if seat < len(s.picks) else None
    if pick:
        parts.append("Has picked a card (hidden)." if pick == HIDDEN else f"Picked: {_name(pick)}.")
    parts.append(_grid(s, seat))
    return " ".join(parts)



def describe(state: "Ecosystem", seat: int | None = None) -> str:
    """The situation in plain sentences; ``seat``: only what that seat may know (the text
    of ``state.view(seat)``)."""
    s = state if seat is None else cast("Ecosystem", state.view(seat))
    where = (f"turn {s.step} of 20" if s.mode == "solo"
             else f"round {s.round} of 2, step {s.step} of 10")
    seen = "" if s.viewer is None else f", as {s.seat_name(s.viewer)} sees it"
    mode = {"solo": "solo against the automated opponent (EC-10)",
            "two_player": "2 players and the neutral hand (EC-9)"}.get(s.mode, f"{s.players} players")
    lines = [f"Ecosystem, {mode}, {where}{seen}.", _turn(s)]
    scores = s.scores()
    lines += [_seat(s, k, scores) for k in range(s.seats)]
    lines.append(f"Deck: {len(s.deck)} cards.")
    lines.append(moves_sentence(s, s.seat_name))
    return "\n".join(line for line in lines if line)
