"""El Dorado position edits (:mod:`boardlab.edit`).

* ``move pawn`` — click the hex of a pawn, then the hex it moves to (``hex:q,r``); the
  target must be on the route and free (ED-4.6).  Moved beyond barriers still in place, the
  pawn clears them and its seat takes them, as the first player to cross does (ED-6.1, ED-6.2):
  a lesson puts a pawn far along the route in one edit, and the position stays one a game
  can reach (to leave a barrier to another seat, set ``barriers`` and ``won`` with
  ``set field``);
* ``set hand`` — type ``seat: cards`` (``0: explorer explorer traveler scout``): each card
  is taken from where it is — the seat's draw pile or discard pile (a card it replaces
  takes its spot there), else the market or the reserve (the seat then owns one more,
  ED-7.1) — and the cards replaced go to the bottom of the seat's draw pile, so every
  card of the game is counted once (ED-1.3, ED-1.5);
* ``swap market`` — click a market card, then another (``market:scout``,
  ``market:captain``): the two types change places, slot with slot or slot with reserve,
  each with its copies (ED-7.4).

Each edit only changes the position; ``from_position`` decides whether it could occur.
"""
from __future__ import annotations

from collections import Counter

from ...edit import Edit, node_part, refuse, seat_and_rest, take
from .beyond import clear_passed
from .data import CARD_TYPES

SET_HAND_EXAMPLE = "0: explorer explorer traveler scout"


def _hex(node: str) -> str:
    return node_part(node, "hex:", "move pawn", "a hex ('hex:-3,3')")


def _move_pawn(p: dict, where: list[str], what: str) -> dict:
    start, end = (_hex(n) for n in where)
    for seat, pawns in enumerate(p["pawns"]):
        if start in pawns:
            n = pawns.index(start)
            pawns[n] = end
            return clear_passed(p, [(seat, n)])       # the barriers it passes: its seat's (ED-6.2)
    raise refuse(f"move pawn: no pawn stands on {start} (click a pawn's hex first)", "ED-2.5")


def _dealt(p: dict) -> dict:
    """``p`` with its draw piles written out (``null`` piles are dealt with the seed, as
    ``from_position`` deals them), so that a card can be taken from them."""
    if p.get("draw_piles") is not None:
        return p
    from .state import ElDorado
    p["draw_piles"] = ElDorado.from_position(p).to_position()["draw_piles"]
    return p


def _set_hand(p: dict, where: list[str], what: str) -> dict:
    seat, rest = seat_and_rest(what, len(p["hands"]), "set hand", SET_HAND_EXAMPLE)
    new = rest.lower().replace(",", " ").split()
    unknown = [c for c in new if c not in CARD_TYPES]
    if unknown:
        raise refuse(f"set hand: no card {unknown[0]!r} (cards: {', '.join(CARD_TYPES)})", "ED-1.4")
    p = _dealt(p)
    hand, pile, discard = list(p["hands"][seat]), list(p["draw_piles"][seat]), list(p["discards"][seat])
    # ED-7.1: what the seat's own piles do not hold comes from the market, else the reserve
    bought = Counter(new) - Counter(hand) - Counter(pile) - Counter(discard)
    for card, k in bought.items():
        _from_market(p, card, k)
    p["hands"][seat] = take(hand, new, [pile, discard])
    p["draw_piles"][seat], p["discards"][seat] = pile, discard
    if p.get("cards") is not None:      # every card the seat owns (ED-1.3)
        p["cards"][seat] = sorted(p["hands"][seat] + pile + discard + list(p["played"][seat]))
    return p


def _from_market(p: dict, card: str, k: int) -> None:
    """Take ``k`` copies of ``card`` from its market slot or the reserve (ED-7.4); copies
    not there are left to ``from_position``'s count (ED-1.3), which says where they are."""
    for i, slot in enumerate(p.get("market") or []):
        if slot is not None and slot[0] == card:
            n = min(k, slot[1])
            p["market"][i] = [card, slot[1] - n] if slot[1] > n else None
            k -= n
    reserve = p.get("reserve") or {}
    if k and reserve.get(card):
        n = min(k, reserve[card])
        reserve[card] -= n
        if not reserve[card]:
            del reserve[card]


def _market_type(node: str) -> str:
    t = node_part(node, "market:", "swap market", "a market card ('market:scout')")
    if t not in CARD_TYPES:
        raise refuse(f"swap market: no card {t!r}", "ED-1.4")
    return t


def _swap_market(p: dict, where: list[str], what: str) -> dict:
    a, b = (_market_type(n) for n in where)
    market, reserve = p.get("market") or [], p.get("reserve") or {}
    slots = {slot[0]: i for i, slot in enumerate(market) if slot is not None}
    if a not in slots and b not in slots:
        raise refuse(f"swap market: {a} and {b} both lie in the reserve; click a card of a market slot",
                     "ED-7.4")
    if a not in slots:
        a, b = b, a
    i = slots[a]
    if b in slots:
        j = slots[b]
        market[i], market[j] = market[j], market[i]
    elif b in reserve:
        copies = market[i][1]
        market[i] = [b, reserve.pop(b)]
        reserve[a] = copies
    else:
        raise refuse(f"swap market: no copy of {b} is left in the market or the reserve", "ED-7.4")
    return p


EDITS = [
    Edit("move pawn", "click a pawn's hex, then the hex it moves to (barriers it passes: "
         "cleared, its seat's)", 2, "", _move_pawn, ("hex:-3,3", "hex:-3,-1")),
    Edit("set hand", "no click: type 'seat: cards'", 0, SET_HAND_EXAMPLE, _set_hand),
    Edit("swap market", "click a market card, then one it changes places with", 2, "", _swap_market,
         ("market:scout", "market:captain")),
]

#: ``set field``'s example here
SET_FIELD_EXAMPLE = "round = 2"
