"""What the widgets need of Ecosystem's board: which nodes a move is clicked as, what a
click sequence means and why a click is refused (docs/contract.md).

Node ids are those of the drawing (:mod:`.render`): ``"{seat}:{row},{col}"`` for a cell
of a seat's ecosystem (the EC-4.1 coordinates) and ``"hand:{code}"`` for a card of the
hand of the seat to move.  Only public accessors of the state are read.
"""
from __future__ import annotations

from typing import Iterable

from ...engine import Action
from .actions import Gift, Pick, Place, Swap
from .state import Ecosystem


def nodes_of(state: Ecosystem, a: Action) -> tuple[str, ...]:
    """The board nodes a person clicks, in order, to choose ``a`` (``()`` for a move
    that is in the move list only, such as ``no swap``, or once the game is over)."""
    seat = state.to_move
    if seat is None:
        return ()
    if isinstance(a, (Pick, Gift)):
        return (f"hand:{a.card}",)
    if isinstance(a, Place):
        return (f"{seat}:{a.row},{a.col}",)
    if isinstance(a, Swap) and a.a is not None and a.b is not None:
        return (f"{seat}:{a.a[0]},{a.a[1]}", f"{seat}:{a.b[0]},{a.b[1]}")
    return ()


def action_for(state: Ecosystem, nodes: Iterable[str]) -> str | None:
    """The notation a click sequence would mean, legal or not, or None.

    Used by the widgets to explain a refused click with the engine's own
    :class:`~boardlab.IllegalAction` (rule id + reason).  A cell of another seat's
    ecosystem has no action: ``None`` (see :func:`refusal`).
    """
    nodes = list(nodes)
    if not nodes or state.is_over:
        return None
    first = nodes[0]
    if first.startswith("hand:"):
        verb = "gift" if state.phase == "gift" else "pick"
        return f"{verb} {first[5:]}"
    cells = []
    for n in nodes:
        seat, _, rc = n.partition(":")
        if seat != str(state.to_move) or not rc:
            return None
        cells.append(rc)
    if state.phase == "swap":
        return f"swap {cells[0]} {cells[-1]}" if len(cells) > 1 else None
    return f"place {cells[-1]}"


def refusal(state: Ecosystem, nodes: Iterable[str]) -> tuple[str, str] | None:
    """(rule, reason) for a click on a node that no rule lets the seat to move use
    and that :func:`action_for` cannot turn into an action (another seat's cell)."""
    nodes = list(nodes)
    seat, _, rc = nodes[-1].partition(":")
    if rc and seat.isdigit() and seat != str(state.to_move) and state.to_move is not None:
        return ("EC-3.3", f"{state.seat_name(int(seat))}'s ecosystem: "
                          f"{state.seat_name(state.to_move)} places in their own ecosystem")
    return None
