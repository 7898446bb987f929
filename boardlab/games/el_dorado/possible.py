"""Positions that cannot occur in a game of El Dorado, refused on load with the rule and the thing.

:func:`check_possible` runs after :func:`.position.from_position` has read a position whose
every field is well formed; it refuses (:class:`~boardlab.BadPosition`) what no game reaches
and what would make the engine inconsistent:

* a pawn beyond a barrier still in place: every way from the start spaces to its hex (to a
  finish space, for a pawn in El Dorado) crosses a seam whose barrier still lies on it (ED-6.1;
  :mod:`.beyond`) — the refusal names the seat, the hex and the barriers, which a position
  marks as cleared (``null`` in ``barriers``, the barrier in the ``won`` of the seat that
  crossed first, ED-6.2; :func:`.beyond.clear_passed` does it);
* ``ending`` that contradicts the pawns: true with nobody in El Dorado, false with a seat
  arrived (ED-10.1; two players: both pawns, ED-11.5);
* a movement under way whose card lies in the hand (not in the played area or, an item, out
  of the game), whose card has no symbol, or whose budget exceeds the card's (or a token's)
  strength (ED-4.2, ED-4.3, ED-8.2);
* ``last_item`` naming an item of which no copy has left the game (ED-8.2, ED-12.6);
* cards in a played area in phase discard, or in the played area of a seat not to play
  (ED-9.1);
* the caves variant's flags with caves off: ignore_occupied, change_symbol, an exchange, a
  token's movement (ED-12).

Accepted although no game reaches them (they keep the engine consistent, and a lesson or a
puzzle may want them): the positions listed in :data:`.rulebook.ACCEPTED`, which
``docs/rules/el_dorado.md`` shows.

Every problem is listed at once (``BadPosition.problems``).
"""
from __future__ import annotations

from typing import Any

from ...rules import BadPosition, Problems
from .beyond import FINISH, barriers_in_way
from .data import BARRIERS, CARD_TYPES, COPIES, STARTING_DECK


def _bad(rule: str, reason: str) -> BadPosition:
    return BadPosition(rule, reason, subject="position")


def check_possible(s: Any) -> None:
    """Refuse a position no game reaches (module docstring), every problem at once."""
    problems = Problems()
    problems.run(_beyond, s, problems)
    for check in (_ending, _move, _last_item, _played, _caves_only):
        problems.run(check, s)
    problems.raise_all()


def _beyond(s: Any, problems: Problems) -> None:
    """ED-6.1 — no pawn beyond a barrier still in place (one problem per pawn)."""
    closed = {k for k, b in enumerate(s.barrier_at) if b is not None}
    if not closed:
        return
    way = barriers_in_way(s.route, closed)
    for p, i in enumerate(s.pawns):
        seams = way.get(FINISH if i < 0 else i, ())
        if seams:
            with problems.part():
                raise _bad("ED-6.1", _beyond_reason(s, s.pawn_seat(p), i, seams))


def _beyond_reason(s: Any, seat: int, i: int, seams: tuple[int, ...]) -> str:
    where = "in El Dorado" if i < 0 else f"on {s.hex_name(i)}"
    ids = [s.barrier_at[k] for k in seams]
    one = len(seams) == 1
    names = ", ".join(f"{b} ({_BARRIER[b].symbol} {_BARRIER[b].strength}) on seam {k + 1}"
                      for k, b in zip(seams, ids))
    return (f"seat {seat}'s pawn {where} stands beyond barrier{'' if one else 's'} {names}, still in place: "
            f"no pawn crosses a seam while its barrier lies on it. Mark {'it' if one else 'them'} cleared — "
            f"null at index {', '.join(map(str, seams))} of 'barriers', and {', '.join(map(str, ids))} in the "
            f"'won' of the seat that crossed first, e.g. seat {seat} (ED-6.2; beyond.clear_passed does it) — "
            "or move the pawn back")


_BARRIER = {b.id: b for b in BARRIERS}


def _ending(s: Any) -> None:
    rule = "ED-11.5" if s.players == 2 else "ED-10.1"
    arrived = [x for x in range(s.players) if s.reached(x)]
    if s.ending and not arrived:
        raise _bad(rule, "'ending' is true but no seat has reached El Dorado"
                   + (" with both pawns" if s.players == 2 else ""))
    if arrived and not s.ending:
        raise _bad(rule, f"seat {arrived[0]} has reached El Dorado, so the end is triggered: 'ending' is true")


def _gone(s: Any, card: str) -> bool:
    """ED-8.2 — some copy of ``card`` has left the game (fewer in the market, the reserve and the
    seats' cards than the game has)."""
    have = sum(col.count(card) for col in s.collection) + sum(k for t, k in s.slots + s.reserve if t == card)
    limit = STARTING_DECK.count(card) * s.players + (COPIES if CARD_TYPES[card].initial_location != "starting_deck"
                                                     else 0)
    return have < limit


def _move(s: Any) -> None:
    if s.mv is None:
        return
    _pawn, symbol, budget, card, moved = s.mv
    if card is None:
        if not s.caves:
            raise _bad("ED-12.6", "a movement without a card is a strength token's: caves variant only")
        if budget > 3:
            raise _bad("ED-12.6", f"a strength token's movement has a budget of at most 3, not {budget}")
        return
    c = CARD_TYPES[card]
    if c.symbol not in ("machete", "paddle", "coin", "joker"):
        raise _bad("ED-4.2", f"{card} has no symbol: it starts no movement")
    if budget > c.strength or (not moved and budget != c.strength):
        raise _bad("ED-4.3", f"the {card} moving has strength {c.strength}: its budget is {c.strength} until it "
                             f"moves and never more, not {budget}")
    if c.single_use:
        if not _gone(s, card):
            raise _bad("ED-8.2", f"the {card} moving is a single-use item: used, it has left the game, but every "
                                 "copy is still somewhere")
    elif card not in s.played[s.seat]:
        raise _bad("ED-3.4", f"the {card} moving lies in the played area, not in the hand")


def _last_item(s: Any) -> None:
    item = s.last_item
    if item is None:
        return
    if s.phase in ("discard", "over"):
        raise _bad("ED-12.6", f"last_item belongs to phase 1 (the {item} just used), not to phase {s.phase}")
    if not _gone(s, item):
        raise _bad("ED-8.2", f"last_item names the {item}, but no {item} has left the game: nobody used one")


def _played(s: Any) -> None:
    for x in range(s.players):
        if s.played[x] and (x != s.seat or s.phase in ("discard", "over")):
            where = "in phase discard" if x == s.seat else "while another seat plays"
            raise _bad("ED-9.1", f"seat {x}'s played area holds {s.played[x][0]} {where}: phase 2 puts the "
                                 "played area on the discard pile")


def _caves_only(s: Any) -> None:
    if s.caves:
        return
    for flag in ("ignore_occupied", "change_symbol"):
        if getattr(s, flag):
            raise _bad("ED-12.6", f"'{flag}' is a cave token's effect: caves variant only (caves=True)")
    if s.pending is not None and s.pending[0] == "cards" and s.pending[1] == "exchange":
        raise _bad("ED-12.6", "an exchange of cards is a cave token's effect: caves variant only (caves=True)")
    if s.pending is not None and s.pending[0] == "trash" and s.pending[3] is None:
        raise _bad("ED-12.6", "a trash without a card is the trash_card token's: caves variant only (caves=True)")
