"""The Quest for El Dorado in plain sentences, for screen readers and the terminal.

:func:`describe` says whose turn it is and what they decide (ED-3), one short paragraph
per seat — where its pawns stand and how far they are from El Dorado (ED-4, ED-10), its
hand, draw and discard piles (ED-2.4, ED-9.1), the cards played this turn (ED-3.4), the
barriers it won (ED-6.3) and its cave tokens (ED-12.2) — then the market and the reserve
(ED-7.4, ED-2.3), the barriers still in place (ED-6.1), the caves (ED-12.1) and the moves
that can be made.  It reads only what the state shows: on ``view(seat)`` the other hands,
every draw pile and the cave tokens face down are ``"?"`` and are said to be hidden.
"""
from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Any, cast

from ...engine import moves_sentence
from .board import Route
from .data import BARRIERS, CARD_TYPES
from .render import SEAT_COLOUR, _decision
from .state import distances

if TYPE_CHECKING:
    from .state import ElDorado

HIDDEN = "?"
_BARRIER = {b.id: b for b in BARRIERS}


def _who(s: "ElDorado", seat: int) -> str:
    return f"Seat {seat} ({SEAT_COLOUR[seat]}{', you' if seat == s.viewer else ''})"


def _card(c: Any) -> str:
    t = CARD_TYPES.get(c)
    return t.name_en if t is not None else str(c)


def _cards(cards: Any) -> str:
    return ", ".join(_card(c) for c in cards) or "none"


def _token(t: Any) -> str:
    kind, strength = t
    return kind.replace("_", " ") + ("" if strength is None else f" {strength}")


def _barrier(b: int) -> str:
    x = _BARRIER[b]
    return f"barrier {b} ({x.symbol} {x.strength})"


def _turn(s: "ElDorado") -> str:
    if s.is_over:
        w = s.winners()
        if not w:
            return "The game is over: nobody reached El Dorado, no winner (ED-D26)."
        names = " and ".join(_who(s, k) for k in w)
        return f"The game is over after round {s.turn}. Winner{'s' * (len(w) > 1)}: {names} (ED-10.4, ED-10.5)."
    end = " This is the last round (ED-10.2)." if s.ending else ""
    return f"Round {s.turn}: {_who(s, s.seat)} {_decision(s)}.{end}"


def _pawns(s: "ElDorado", seat: int, dist: tuple[int, ...]) -> str:
    out = []
    for p in s.pawns_of(seat):
        h = s.pawns[p]
        if h < 0:
            out.append("in El Dorado")
        else:
            r = s.route
            what = "a start space" if r.terrain[h] == "start" else f"{r.terrain[h]} {r.strength[h]}"
            out.append(f"on hex {s.hex_name(h)} ({what}), {dist[h]} steps from El Dorado"
                       + _ahead(s, h, dist) + _next_barrier(s, h))
    return ("Pawn " if len(out) == 1 else "Pawns ") + "; ".join(out) + "."


def _terrain(s: "ElDorado", j: int) -> str:
    r = s.route
    if r.terrain[j] in ("mountain", "cave"):
        return r.terrain[j]
    return f"{r.terrain[j]} {r.strength[j]}" + (" (El Dorado)" if r.finish[j] else "")


def _ahead(s: "ElDorado", h: int, dist: tuple[int, ...]) -> str:
    """ED-4.3 — the hexes next to ``h`` that lead towards El Dorado, with their terrain."""
    r = s.route
    nearer = [j for j in r.adjacency[h] if dist[j] < dist[h]]
    if not nearer:
        return ""
    return "; ahead: " + ", ".join(f"{_terrain(s, j)} at {s.hex_name(j)}" for j in nearer)


def _next_barrier(s: "ElDorado", h: int) -> str:
    """ED-6.1 — the next barrier still standing on the way, and how many hexes on."""
    r = s.route
    for k, seam in enumerate(r.seams):
        b = s.barrier_at[k]
        if b is None or seam.between[1] <= r.piece_no[h]:
            continue
        return f"; next barrier: {_barrier(b)}, {_hexes_to(r, k, h)} hexes on"
    return ""


@lru_cache(maxsize=4096)
def _hexes_to(r: Route, k: int, h: int) -> int:
    """ED-6.1 — how many hexes from ``h`` to the far side of the route's seam ``k`` (kept
    per route, seam and hex: every description asks it again for the pawns that stand still)."""
    seam = r.seams[k]
    beyond = {i for edge in seam.edges for i in edge if r.piece_no[i] == seam.between[1]}
    seen, frontier, steps = {h}, {h}, 0
    while frontier and not beyond & frontier:
        steps += 1
        frontier = {j for i in frontier for j in r.adjacency[i]} - seen
        seen |= frontier
    return steps


def _seat(s: "ElDorado", k: int, dist: tuple[int, ...]) -> str:
    hand = s.hands[k]
    if hand and all(c == HIDDEN for c in hand):
        held = f"Hand: {len(hand)} cards, hidden."
    else:
        held = f"{'Your hand' if k == s.viewer else 'Hand'}: {_cards(hand)}."
    parts = [f"{_who(s, k)}: {_pawns(s, k, dist)}", held,
             f"Draw pile: {len(s.decks[k])} cards. Discard pile (top last): {_cards(s.discards[k])}."]
    if s.played[k]:
        parts.append(f"Played this turn: {_cards(s.played[k])}.")
    if s.won[k]:
        parts.append(f"Barriers won: {', '.join(_barrier(b) for b in s.won[k])}.")
    if s.tokens[k]:
        parts.append(f"Cave tokens: {', '.join(_token(t) for t in s.tokens[k])}.")
    return " ".join(parts)



def describe(state: "ElDorado", seat: int | None = None) -> str:
    """The situation in plain sentences; ``seat``: only what that seat may know (the text
    of ``state.view(seat)``)."""
    s = state if seat is None else cast("ElDorado", state.view(seat))
    seen = "" if s.viewer is None else f", as {_who(s, s.viewer)} sees it"
    caves = " with caves (ED-12)" if s.caves else ""
    lines = [f"The Quest for El Dorado, {s.players} players, route {s.route.name}{caves}{seen}.", _turn(s)]
    dist = distances(s.route)
    lines += [_seat(s, k, dist) for k in range(s.players)]
    market = "; ".join(f"{_card(t)} ({k} left)" for t, k in s.slots if k) or "empty"
    reserve = "; ".join(f"{_card(t)} ({k} left)" for t, k in s.reserve if k) or "empty"
    lines.append(f"Market (ED-7.4): {market}. Reserve: {reserve}.")
    standing = [_barrier(b) for b in s.barrier_at if b is not None]
    lines.append(f"Barriers still in place (ED-6.1): {', '.join(standing) or 'none'}.")
    if s.caves:
        lines.append(f"Cave tokens face down (ED-12.1): {', '.join(str(len(p)) for p in s.piles)} "
                     "on the caves.")
    lines.append(moves_sentence(s, lambda k: _who(s, k)))
    return "\n".join(line for line in lines if line)


def note(state: "ElDorado", action: Any) -> str:
    """What a decision of a movement costs, for a list of moves (``boardlab play``): a step
    spends the strength of the hex it enters (ED-4.3), a barrier its requirement (ED-6.3),
    from what the card played has left; ``""`` for any other decision."""
    s = state
    if s.mv is None:
        return ""
    _pawn, symbol, budget, _card, _moved = s.mv
    kind = type(action).__name__
    if kind == "Step":
        j = s._hex(action.hex)
        if j is None:
            return ""
        cost = s.route.strength[j]
        return f"{_terrain(s, j)}: costs {cost} of the {budget} {symbol} left"
    if kind == "Clear":
        x = _BARRIER[action.barrier]
        return f"{_barrier(action.barrier)}: costs {x.strength} of the {budget} {symbol} left"
    if kind == "Stop" and budget:
        return f"the {budget} {symbol} left are lost (ED-4.4)"
    return ""
