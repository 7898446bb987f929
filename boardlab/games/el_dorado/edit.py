"""El Dorado position edits (:mod:`boardlab.edit`).

* ``move pawn`` — click the hex of a pawn, then the hex it moves to (``hex:q,r``); the
  target must be on the route and free (ED-4.6);
* ``set hand`` — type ``seat: cards`` (``0: explorer explorer traveler sailor``): the
  cards are swapped with that seat's draw pile, so the seat owns the same cards (ED-1.5).

Each edit only changes the position; ``from_position`` decides whether it could occur.
"""
from __future__ import annotations

from ...edit import Edit, exchange, node_part, refuse, seat_and_rest


def _hex(node: str) -> str:
    return node_part(node, "hex:", "move pawn", "a hex ('hex:-3,3')")


def _move_pawn(p: dict, where: list[str], what: str) -> dict:
    start, end = (_hex(n) for n in where)
    for pawns in p["pawns"]:
        if start in pawns:
            pawns[pawns.index(start)] = end
            return p
    raise refuse(f"move pawn: no pawn stands on {start} (click a pawn's hex first)", "ED-2.5")


def _set_hand(p: dict, where: list[str], what: str) -> dict:
    seat, rest = seat_and_rest(what, len(p["hands"]), "set hand", "0: explorer explorer traveler sailor")
    piles = p.get("draw_piles")
    if piles is None:
        raise refuse("set hand: this position leaves the draw piles to the seed; give them first")
    hand, pile = exchange(p["hands"][seat], rest.lower().split(), piles[seat])
    p["hands"][seat], piles[seat] = hand, pile
    return p


EDITS = [
    Edit("move pawn", "click a pawn's hex, then the hex it moves to", 2, "", _move_pawn),
    Edit("set hand", "no click: type 'seat: cards'", 0, "0: explorer explorer traveler sailor", _set_hand),
]
