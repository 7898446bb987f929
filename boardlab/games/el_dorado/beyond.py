"""Which barriers still in place lie between the start spaces and a hex (ED-6.1).

While a barrier lies on its seam no pawn crosses any edge of that seam (ED-6.1); the first
player to cross takes it (ED-6.2).  So a pawn stands **beyond** a barrier still in place when
every way from the start spaces to its hex — over hexes a pawn may enter (ED-4.6), the start
spaces themselves included — crosses an edge of a seam whose barrier is still on it.  The
barrier seams are the route's (ED-14.3) or those of a board given as data (ED-14.4).

:func:`barriers_in_way` names, per hex, the seams to clear on a way that crosses the fewest of
them: the seams a position must mark as cleared (``null`` in ``barriers``, the barrier in
the ``won`` of the seat that crossed first) before a pawn may stand there.

>>> from boardlab.games.el_dorado.board import route
>>> r = route("FirstGame")
>>> way = barriers_in_way(r, closed={0, 1, 2, 3})
>>> way[r.index[(-3, 3)]], way[r.index[(-1, 0)]], way[r.index[(-3, -1)]]
((), (), (0,))
>>> way[FINISH]                      # El Dorado: behind every seam of the route
(0, 1, 2, 3)
>>> barriers_in_way(r, closed=set())[FINISH]
()
"""
from __future__ import annotations

from collections import deque
from typing import Any, Collection, Iterable

from .board import ENTERABLE, Route
from .options import ElDoradoOptions

#: the key of El Dorado (the finish spaces) in :func:`barriers_in_way`'s answer
FINISH = -1


def barriers_in_way(route: Route, closed: Collection[int]) -> dict[int, tuple[int, ...]]:
    """ED-6.1 — per hex a pawn can reach from the start spaces (and :data:`FINISH` for El
    Dorado), the barrier seams of ``closed`` (seams whose barrier is still in place) crossed on a
    way that crosses the fewest of them, in the order crossed; ``()`` where no barrier is in the
    way.  Hexes no way reaches are left out.  A 0-1 breadth-first search: an edge of a closed
    seam costs 1, any other 0."""
    seam_of = route.barrier_of_edge
    way: dict[int, tuple[int, ...]] = {i: () for i in route.start_spaces}
    todo = deque(route.start_spaces)
    done: set[int] = set()
    while todo:
        i = todo.popleft()
        if i in done:
            continue
        done.add(i)
        for j in route.adjacency[i]:
            if route.terrain[j] not in ENTERABLE or j in done:
                continue
            seam = seam_of.get(frozenset((i, j)))
            crossed = way[i] + ((seam,) if seam is not None and seam in closed else ())
            if j not in way or len(crossed) < len(way[j]):
                way[j] = crossed
                if len(crossed) == len(way[i]):
                    todo.appendleft(j)
                else:
                    todo.append(j)
    finish = [way[i] for i in route.finish_spaces if i in way]
    if finish:
        way[FINISH] = min(finish, key=len)
    return way


def _cell(route: Route, h: Any) -> int | None:
    """A pawn's hex ``"q,r"`` → its index, :data:`FINISH` for ``"El Dorado"``, ``None`` for
    what is no hex of the route (``from_position`` says what is wrong with it)."""
    if h == "El Dorado":
        return FINISH
    try:
        q, r = (int(v) for v in str(h).split(","))
    except ValueError:
        return None
    return route.index.get((q, r))


def clear_passed(position: dict, pawns: Iterable[tuple[int, int]] | None = None) -> dict:
    """ED-6.1, ED-6.2 — ``position`` (a position dict, changed and returned) with every barrier
    still in place that a pawn stands beyond marked as cleared: ``null`` on its seam, and taken
    (``won``) by the seat of the first such pawn — the first crosser takes it (ED-6.2).  The
    pawns are looked at in seat order, or only those of ``pawns`` (``(seat, n)``: seat's pawn
    ``n``), in that order.  How a lesson or a test puts a pawn far along the route honestly:

    >>> from boardlab.games.el_dorado.position import setup_position
    >>> p = setup_position(players=2, seed=1)
    >>> p["pawns"][1][0] = "-3,-1"                 # beyond the first barrier
    >>> p = clear_passed(p)
    >>> p["barriers"][0], p["won"][1] == [setup_position(players=2, seed=1)["barriers"][0]]
    (None, True)
    """
    route = ElDoradoOptions.from_json(position.get("options")).layout
    bars = position["barriers"]
    won = position.setdefault("won", [[] for _ in position["pawns"]])
    order = pawns if pawns is not None else [(x, n) for x, ps in enumerate(position["pawns"])
                                             for n in range(len(ps))]
    for seat, n in order:
        way = barriers_in_way(route, {k for k, b in enumerate(bars) if b is not None})
        i = _cell(route, position["pawns"][seat][n])
        for k in way.get(i, ()) if i is not None else ():
            won[seat] = list(won[seat]) + [bars[k]]
            bars[k] = None
    return position
