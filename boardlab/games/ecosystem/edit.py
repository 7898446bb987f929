"""Ecosystem position edits (:mod:`boardlab.edit`).

Cells are the drawing's nodes ``"{seat}:{row},{col}"`` (EC-4.1 coordinates); an empty
cell that is not drawn can be typed in the editor's ``where`` box.

* ``put card`` — click a cell, type a card code (``B``): the card comes from the deck, a
  card already there goes back to it (EC-1.1);
* ``remove card`` — click a cell: its card goes back to the deck;
* ``move card`` — click two cells of one ecosystem: the first card moves to (or swaps
  with) the second;
* ``set hand`` — type ``seat: codes`` (``0: MDFDMMSSWS``): each card is taken from the deck
  (or another hand) and a card it replaces takes its spot there.

Each edit only changes the position; ``from_position`` decides whether it could occur
(grid sizes for the step, EC-3.3/EC-3.5; the grid's shape, EC-4.3/EC-4.4; card counts, EC-1.1).
"""
from __future__ import annotations

from ...edit import Edit, refuse, seat_and_rest, take
from .components import CARDS

Cell = tuple[int, int]


def _cell(node: str, players: int) -> tuple[int, Cell]:
    seat, _, rc = node.partition(":")
    r, _, c = rc.partition(",")
    try:
        s, cell = int(seat), (int(r), int(c))
    except ValueError:
        raise refuse(f"click a cell of an ecosystem ('0:1,2'), not {node!r}", "EC-4.1") from None
    if not 0 <= s < players:
        raise refuse(f"{node!r}: there is no ecosystem {s}", "EC-4.1")
    return s, cell


def _grid(spec) -> tuple[dict[Cell, str], Cell]:
    """A position's grid (text, or ``{"grid", "top_left"}``) as cells and its top-left."""
    top = (0, 0)
    if isinstance(spec, dict):
        top = tuple(spec.get("top_left", (0, 0)))
        spec = spec.get("grid", "")
    lines = [ln.replace(" ", "") for ln in str(spec).replace("/", "\n").splitlines() if ln.strip()]
    grid = {(r + top[0], c + top[1]): ch.upper() for r, ln in enumerate(lines)
            for c, ch in enumerate(ln) if ch != "."}
    return grid, top


def _spec(grid: dict[Cell, str], top: Cell) -> dict | str:
    """Cells back as a position's grid; the top-left kept where it was unless a card lies
    above or left of it (EC-4.1: the grid need not cover its top-left cell)."""
    if not grid:
        return ""
    r0 = min([top[0]] + [r for r, _ in grid])
    c0 = min([top[1]] + [c for _, c in grid])
    r1 = max(r for r, _ in grid)
    c1 = max(c for _, c in grid)
    text = "/".join("".join(grid.get((r, c), ".") for c in range(c0, c1 + 1))
                    for r in range(r0, r1 + 1))
    return text if (r0, c0) == (0, 0) else {"grid": text, "top_left": [r0, c0]}


def _code(what: str) -> str:
    code = what.strip().upper()
    if len(code) != 1 or code not in CARDS:
        raise refuse(f"type one card code ({''.join(CARDS)}), not {what!r}", "EC-1.1")
    return code


def _deck(p: dict) -> str:
    return p.get("deck") or ""


def _put(p: dict, where: list[str], what: str) -> dict:
    seat, cell = _cell(where[0], len(p["grids"]))
    code = _code(what)
    grid, top = _grid(p["grids"][seat])
    deck = list(_deck(p))
    if code in deck:
        deck.remove(code)
    if cell in grid:
        deck.append(grid[cell])
    grid[cell] = code
    p["grids"][seat] = _spec(grid, top)
    p["deck"] = "".join(deck)
    return p


def _remove(p: dict, where: list[str], what: str) -> dict:
    seat, cell = _cell(where[0], len(p["grids"]))
    grid, top = _grid(p["grids"][seat])
    if cell not in grid:
        raise refuse(f"remove card: {where[0]} holds no card", "EC-4.1")
    p["deck"] = _deck(p) + grid.pop(cell)
    p["grids"][seat] = _spec(grid, top)
    return p


def _move(p: dict, where: list[str], what: str) -> dict:
    (seat, a), (other, b) = (_cell(n, len(p["grids"])) for n in where)
    if seat != other:
        raise refuse("move card: both cells in one ecosystem (a card never leaves its grid)", "EC-4.6")
    grid, top = _grid(p["grids"][seat])
    if a not in grid:
        raise refuse(f"move card: {where[0]} holds no card", "EC-4.1")
    card = grid.pop(a)
    if b in grid:
        grid[a] = grid[b]
    grid[b] = card
    p["grids"][seat] = _spec(grid, top)
    return p


def _set_hand(p: dict, where: list[str], what: str) -> dict:
    hands = p.get("hands") or []
    seat, rest = seat_and_rest(what, len(hands), "set hand", "0: MDFDMMSSWS")
    new = [_code(c) for c in rest.replace(" ", "")]
    # EC-1.1: each card comes from the deck (or another hand), a card it replaces takes its spot
    deck = None if p.get("deck") is None else list(p["deck"])
    others = [list(h) for h in hands]
    others[seat] = take(others[seat], new, [deck] + [h for k, h in enumerate(others) if k != seat])
    p["hands"] = [h if isinstance(old, list) else "".join(h) for old, h in zip(hands, others)]
    if deck is not None:
        p["deck"] = deck if isinstance(p["deck"], list) else "".join(deck)
    return p


EDITS = [
    Edit("put card", "click a cell, type a card code", 1, "M", _put, ("0:0,0",), moves=6),
    Edit("remove card", "click a cell (the grid then holds one card fewer than the step allows: "
         "put one elsewhere next)", 1, "", _remove),
    Edit("move card", "click a card, then the cell it moves to", 2, "", _move, ("0:0,0", "0:0,1"), moves=6),
    Edit("set hand", "no click: type 'seat: codes'", 0, "0: MDFDMMSSWS", _set_hand),
]

#: ``set field``'s example here
SET_FIELD_EXAMPLE = "seed = 2"
