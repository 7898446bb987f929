"""Lost Cities position edits (:mod:`boardlab.edit`).

* ``move pawn`` — click a pawn (``pawn:{seat}:{id}``), type a step (``B6``), a step of
  the path it is on (``3``) or ``camp``; its path must have a row of that seat (LC-5.4) at
  most as long as the pawn is far (LC-5.6).  The artifacts on the steps it moves onto are
  its seat's, as the first pawn to arrive takes them (LC-7.2);
* ``swap tiles`` — type two slots (``Y2 Y4``): their tiles change places (LC-1.6, LC-7.2);
* ``set hand`` — type ``seat: cards`` (``0: B2 B4 W2 W10 G0 G8 G10 R2``): each card is
  taken from where it is (the draw pile, the cards out of a 2-player round, another hand)
  and a card it replaces takes its spot, so every card stays once in the game (LC-1.1,
  LC-4.2).

Each edit only changes the position; ``from_position`` decides whether it could occur.
"""
from __future__ import annotations

from ...edit import Edit, node_part, refuse, seat_and_rest, take
from .components import NODE_STEP, card_code, node_code


def _cards(value) -> list[str]:
    return value.split() if isinstance(value, str) else list(value or [])


def _move_pawn(p: dict, where: list[str], what: str) -> dict:
    seat, _, pawn = node_part(where[0], "pawn:", "move pawn", "a pawn ('pawn:0:L')").partition(":")
    if not seat.isdigit() or int(seat) >= len(p["pawns"]) or pawn not in p["pawns"][int(seat)]:
        raise refuse(f"move pawn: {where[0]!r} is no pawn of this position")
    at = p["pawns"][int(seat)][pawn]
    if what.isdigit():                  # a step of the path the pawn is on
        if not at:
            raise refuse(f"move pawn: the pawn is in the camp: type its path too ('B{what}')", "LC-1.3")
        what = f"{at[0]}{what}"
    try:
        node_code(what or None)
    except ValueError as e:
        raise refuse(f"move pawn: {e}", "LC-1.3") from None
    to = None if what.lower() in ("", "camp") else what.upper()
    p["pawns"][int(seat)][pawn] = to
    if to:
        _take_artifacts(p, int(seat), at, to)
    return p


def _take_artifacts(p: dict, seat: int, start: str | None, end: str) -> None:
    """LC-7.2 — the artifacts on the steps a pawn moves onto, ``start`` (a step, ``None``:
    the camp) to ``end``, are taken by its seat: the first pawn to arrive takes them."""
    tiles = p.get("tiles")
    if not isinstance(tiles, dict):     # null: the seed places them, none on or behind a pawn
        return
    first = NODE_STEP[node_code(start)] + 1 if start and start[0] == end[0] else 1
    for step in range(first, NODE_STEP[node_code(end)] + 1):
        slot = f"{end[0]}{step}"
        if tiles.get(slot) == "ARTIFACT":
            tiles[slot] = None
            p["artifacts"][seat] += 1


def _swap_tiles(p: dict, where: list[str], what: str) -> dict:
    slots = what.upper().split()
    tiles = p.get("tiles")
    if len(slots) != 2 or not isinstance(tiles, dict) or any(s not in tiles for s in slots):
        raise refuse(f"swap tiles: type two slots of the layout (e.g. 'Y2 Y4'; slots: "
                     f"{' '.join(tiles or [])}), not {what!r}", "LC-1.6")
    a, b = slots
    tiles[a], tiles[b] = tiles[b], tiles[a]
    return p


def _set_hand(p: dict, where: list[str], what: str) -> dict:
    seat, rest = seat_and_rest(what, len(p["hands"]), "set hand", "0: B2 B4 W2 W10 G0 G8 G10 R2")
    new = rest.upper().split()
    for card in new:
        try:
            card_code(card)
        except ValueError as e:
            raise refuse(f"set hand: {e}", "LC-1.1") from None
    # LC-1.1: each card comes from where it is — the draw pile, the cards out of the round,
    # another hand — and one of the cards it replaces takes its spot there
    pile = None if p.get("draw_pile") is None else _cards(p["draw_pile"])
    removed = None if p.get("removed") is None else _cards(p["removed"])
    others = [_cards(h) for h in p["hands"]]
    hand = take(others[seat], new, [pile, removed] + [h for k, h in enumerate(others) if k != seat])
    others[seat] = hand
    p["hands"] = [_like(old, h) for old, h in zip(p["hands"], others)]
    for key, cards in (("draw_pile", pile), ("removed", removed)):
        if cards is not None:
            p[key] = _like(p[key], cards)
    return p


def _like(old, cards: list[str]):
    """``cards`` written as ``old`` was: a list, or a string with spaces."""
    return list(cards) if isinstance(old, list) else " ".join(cards)


EDITS = [
    Edit("move pawn", "click a pawn, type a step ('B6'), a step of its path ('3') or 'camp'", 1, "3",
         _move_pawn, ("pawn:0:L",), moves=2),
    Edit("swap tiles", "no click: type two slots ('Y2 Y4')", 0, "Y2 Y4", _swap_tiles),
    Edit("set hand", "no click: type 'seat: cards'", 0, "0: B2 B4 W2 W10 G0 G8 G10 R2", _set_hand),
]

#: ``set field``'s example here
SET_FIELD_EXAMPLE = "round = 2"
