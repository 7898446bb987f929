"""El Dorado's routes (ED-14) assembled from board pieces (ED-13) into hex graphs.

A route is an ordered chain of pieces — start board first, terrain boards and strips,
finish piece last (ED-14.1) — each placed by ``global = rotate(local, k) + offset`` in
axial coordinates (ED-13.1).  The 7 published routes are data (``data/el_dorado_boards.json``,
ED-14.2); a custom route is a list of placements ``{"piece": "C", "rotation": 3,
"offset": [-3, -4]}`` checked by :func:`build_route` (ED-14.4) and refused with
:class:`~boardlab.BadPosition` citing the rule it breaks.

:class:`Route` keeps the assembled route as plain tuples for the engine's hot paths: every
hex has an **index** (its position in ``cells``, sorted by ``(q, r)``) and ``terrain``,
``strength``, ``adjacency`` … are indexed by it.  Barrier seams (ED-14.3, ED-D6) are
numbered 0, 1, … in route order; which barrier lies on which seam is game state, so
:meth:`Route.graph` takes it as a mapping.

>>> r = route("FirstGame")
>>> r
<Route FirstGame: 6 pieces, 188 hexes>
>>> len(r.cells), [r.cells[i] for i in r.start_spaces]
(188, [(-3, 3), (-2, 3), (-1, 3), (0, 3)])
>>> [r.cells[i] for i in r.finish_spaces]
[(-4, -21), (-4, -20), (-3, -22)]
>>> len(r.seams), r.seams[0].between, len(r.seams[0].edges)
(4, (0, 1), 7)
>>> i = r.index[(-1, 0)]
>>> r.terrain[i], r.strength[i], r.piece[i], r.piece_no[i]
('coin', 1, 'B', 0)
>>> g = r.graph({0: 5})
>>> g.nodes[(-3, 3)]["start_no"], g.nodes[(-3, 3)]["terrain"]
(1, 'start')
>>> g.edges[(-3, 0), (-3, -1)]["barrier"], g.edges[(-3, 0), (-3, -1)]["seam"]
(5, 0)
>>> ROUTES[1], route_of("HillsOfGold") is route("HillsOfGold")
('HillsOfGold', True)
>>> try:
...     build_route([{"piece": "C", "rotation": 0, "offset": [0, 0]}])
... except BadPosition as e:
...     print(e)
ED-14.1: a route starts with a start board (A or B), not 'C'
"""
from __future__ import annotations

import math
from collections import deque
from dataclasses import dataclass, field
from functools import cache
from types import MappingProxyType
from typing import Any, Mapping

import networkx as nx

from ...engine import short
from ...rules import BadPosition
from .data import BARRIERS, load

#: ED-13.1 — the 6 neighbour offsets (the JSON's order)
NEIGHBOURS: tuple[tuple[int, int], ...] = tuple(
    (dq, dr) for dq, dr in load()["coordinate_system"]["neighbour_offsets"])
#: ED-14.2 — the published routes, in the JSON's order; FirstGame for a first game (ED-2.1)
ROUTES: tuple[str, ...] = tuple(load()["routes"])
DEFAULT_ROUTE = "FirstGame"
#: ED-13.1 — the terrains of a hex
TERRAINS = ("machete", "paddle", "coin", "rubble", "basecamp", "mountain", "cave", "start")
#: ED-4.6 / ED-5 / ED-D4 — terrains a pawn may enter (barriers aside)
ENTERABLE = frozenset({"machete", "paddle", "coin", "rubble", "basecamp"})
#: ED-14.4 — a seam between consecutive pieces has at least this many crossing edges
MIN_SEAM = 5
_BOARDS = ("start_board", "terrain_board")
_PLACEMENT_KEYS = {"piece", "rotation", "offset"}


def rotate(q: int, r: int, k: int) -> tuple[int, int]:
    """ED-13.1 — rotate ``(q, r)`` by ``k`` steps of 60° about (0, 0); one step maps
    ``(q, r) → (−r, q + r)``.

    >>> rotate(1, 0, 1), rotate(1, 0, 2), rotate(2, -1, 6)
    ((0, 1), (-1, 1), (2, -1))
    """
    for _ in range(k % 6):
        q, r = -r, q + r
    return q, r


def distance(a: tuple[int, int], b: tuple[int, int]) -> int:
    """ED-13.1 — hex distance ``(|dq| + |dr| + |dq + dr|) / 2``.

    >>> distance((0, 0), (2, -1)), distance((-3, 3), (0, -3))
    (2, 6)
    """
    dq, dr = b[0] - a[0], b[1] - a[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


@dataclass(frozen=True)
class Seam:
    """ED-14.3 — a barrier seam: the route positions of its two pieces and its
    crossing edges (each a frozenset of two hex indices)."""

    between: tuple[int, int]
    edges: frozenset[frozenset[int]]


@dataclass(frozen=True, eq=False)
class Route:
    """An assembled, checked route (ED-13, ED-14).  Read-only: share it.

    Per-hex tuples are indexed by the hex index (position in ``cells``).
    """

    name: str
    #: every hex, sorted by (q, r): this order defines the hex index
    cells: tuple[tuple[int, int], ...]
    index: Mapping[tuple[int, int], int]
    terrain: tuple[str, ...]
    #: 0 on mountains, caves and start spaces
    strength: tuple[int, ...]
    piece: tuple[str, ...]
    #: the position in the route of the hex's piece (0: start board)
    piece_no: tuple[int, ...]
    finish: tuple[bool, ...]
    #: every neighbouring pair of the assembled route (ED-13.2), sorted indices
    adjacency: tuple[tuple[int, ...], ...]
    #: start spaces 1–4 in number order (ED-D5)
    start_spaces: tuple[int, ...]
    finish_spaces: tuple[int, ...]
    caves: tuple[int, ...]
    #: ED-14.3 / ED-D6 — the barrier seams in route order
    seams: tuple[Seam, ...]
    #: crossing edge → its seam number (only crossing edges of barrier seams)
    barrier_of_edge: Mapping[frozenset[int], int]
    #: per hex: the cave hexes adjacent to it (ED-12.2)
    cave_neighbours: tuple[tuple[int, ...], ...]
    #: the placements ``{"piece", "rotation", "offset"}`` (fresh dicts)
    pieces: tuple[dict, ...]
    #: the published route's source and confidence ("" for a custom route)
    provenance: str = ""
    _graph: list = field(default_factory=list, repr=False)
    #: a board given as data (:mod:`.board_data`): its plain JSON; ``None`` for pieces
    data: Any = field(default=None, repr=False)

    def __repr__(self) -> str:
        return f"<Route {self.name}: {len(self.pieces)} pieces, {len(self.cells)} hexes>"

    def graph(self, barriers: Mapping[int, int] | None = None) -> nx.Graph:
        """ED-13.2 — the route as a ``networkx.Graph`` (a fresh copy: modify it freely).

        Nodes ``(q, r)`` with ``terrain``, ``strength``, ``piece``, ``finish``,
        ``start_no`` (1–4 or ``None``), ``cave``, ``index`` and ``pos`` (pointy-top
        drawing position, y up).  Every edge has ``seam`` (the seam number on a crossing
        edge of a barrier seam, else ``None``) and ``barrier`` (the barrier id that
        ``barriers`` — seam number → barrier id — puts on that seam, else ``None``).
        """
        marks = self._barrier_marks(barriers)
        if not self._graph:
            self._graph.append(self._static_graph())
        g = self._graph[0].copy()
        for edge, seam in self.barrier_of_edge.items():
            if marks.get(seam) is not None:
                a, b = edge
                g.edges[self.cells[a], self.cells[b]]["barrier"] = marks[seam]
        return g

    def _barrier_marks(self, barriers: Any) -> dict[int, int]:
        if barriers is None:
            return {}
        if not isinstance(barriers, Mapping):
            raise BadPosition("ED-2.2", f"barriers map seam numbers to barrier ids, "
                              f"not {short(barriers)}")
        ids = {b.id for b in BARRIERS}
        for seam, bid in barriers.items():
            if type(seam) is not int or not 0 <= seam < len(self.seams):
                raise BadPosition("ED-2.2", f"route {self.name} has barrier seams "
                                  f"0..{len(self.seams) - 1}, not {short(seam)}")
            if bid is not None and (type(bid) is not int or bid not in ids):
                raise BadPosition("ED-2.2", f"a barrier id is 1..6, not {short(bid)}")
        return dict(barriers)

    def _static_graph(self) -> nx.Graph:
        g = nx.Graph(name=self.name, provenance=self.provenance, rule="ED-13.2")
        starts = {i: n for n, i in enumerate(self.start_spaces, 1)}
        caves = set(self.caves)
        for i, (q, r) in enumerate(self.cells):
            g.add_node((q, r), index=i, terrain=self.terrain[i], strength=self.strength[i],
                       piece=self.piece[i], finish=self.finish[i], start_no=starts.get(i),
                       cave=i in caves, pos=(math.sqrt(3) * (q + r / 2), -1.5 * r))
        for i, nbs in enumerate(self.adjacency):
            for j in nbs:
                if i < j:
                    g.add_edge(self.cells[i], self.cells[j], barrier=None,
                               seam=self.barrier_of_edge.get(frozenset((i, j))))
        return g


# ------------------------------------------------------------------ reading placements
def _bad(reason: str, rule: str = "ED-14.4") -> BadPosition:
    return BadPosition(rule, reason)


def _placement(p: Any, n: int) -> tuple[str, int, tuple[int, int]]:
    if not isinstance(p, Mapping) or set(p) != _PLACEMENT_KEYS:
        raise _bad(f"piece {n} of the route is {{'piece': id, 'rotation': k, "
                   f"'offset': [dq, dr]}}, not {short(p)}")
    pid, k, off = p["piece"], p["rotation"], p["offset"]
    if type(pid) is not str or pid not in load()["pieces"]:
        raise _bad(f"piece {n}: no board piece {short(pid)} (A–R, FINISH_BLUE, FINISH_GREEN)")
    if type(k) is not int or not 0 <= k <= 5:
        raise _bad(f"piece {n} ({pid}): a rotation is an int 0..5, not {short(k)}")
    if (not isinstance(off, (list, tuple)) or len(off) != 2
            or not all(type(v) is int for v in off)):
        raise _bad(f"piece {n} ({pid}): an offset is a pair of ints [dq, dr], not {short(off)}")
    return pid, k, (off[0], off[1])


def _check_order(placed: list[tuple[str, int, tuple[int, int]]]) -> list[str]:
    pieces = load()["pieces"]
    kinds = [pieces[pid]["kind"] for pid, _, _ in placed]
    if not placed or kinds[0] != "start_board":
        first = placed[0][0] if placed else None
        raise _bad(f"a route starts with a start board (A or B), not {short(first)}", "ED-14.1")
    if len(placed) < 2 or kinds[-1] != "finish":
        raise _bad(f"a route ends with a finish piece (FINISH_BLUE or FINISH_GREEN), "
                   f"not {placed[-1][0]!r}", "ED-14.1")
    for n, (kind, (pid, _, _)) in enumerate(zip(kinds, placed)):
        if 0 < n < len(placed) - 1 and kind not in ("terrain_board", "strip"):
            raise _bad(f"piece {n} ({pid}) is a {kind.replace('_', ' ')}: between the start "
                       f"board and the finish piece lie terrain boards and strips", "ED-14.1")
    seen: dict[str, str] = {}
    for pid, _, _ in placed:
        board = pieces[pid].get("physical_board") or pid
        if board.endswith("?"):   # strip pairing unconfirmed (ED-13.5): only the side counts
            board = pid
        if pid in seen.values() or board in seen:
            raise _bad(f"piece {pid} is used twice (both sides of board {board} or the same "
                       f"side twice)", "ED-1.1")
        seen[board] = pid
    return kinds


def _barrier_seam(kinds: list[str], n: int) -> bool:
    """ED-14.3 / ED-D6 — does the seam between pieces ``n`` and ``n + 1`` get a barrier?
    Board→board and board→strip do; strip→board and anything→finish do not."""
    return kinds[n] in _BOARDS and kinds[n + 1] != "finish"


def _assemble(pieces: Any, name: str, provenance: str) -> Route:
    if not isinstance(pieces, (list, tuple)):
        raise _bad(f"a custom route is a list of piece placements, not {short(pieces)}",
                   "ED-14.1")
    if len(pieces) > len(load()["pieces"]):
        raise _bad(f"a route has at most one placement per piece, not {len(pieces)}", "ED-1.1")
    placed = [_placement(p, n) for n, p in enumerate(pieces)]
    kinds = _check_order(placed)
    data = load()["pieces"]
    hexes: dict[tuple[int, int], tuple[dict, int]] = {}
    start_cells: list[tuple[int, int]] = []
    for n, (pid, k, (dq, dr)) in enumerate(placed):
        for h in data[pid]["hexes"]:
            q, r = rotate(h["q"], h["r"], k)
            cell = (q + dq, r + dr)
            if cell in hexes:
                other = placed[hexes[cell][1]][0]
                raise _bad(f"pieces {other} and {pid} overlap at {cell}", "ED-14.1")
            hexes[cell] = (h, n)
        if n == 0:
            starts = data[pid]["start_spaces"]
            for no in sorted(starts, key=int):
                q, r = rotate(starts[no][0], starts[no][1], k)
                start_cells.append((q + dq, r + dr))
    cells = tuple(sorted(hexes))
    index = {c: i for i, c in enumerate(cells)}
    adjacency = tuple(
        tuple(sorted(index[(q + a, r + b)] for a, b in NEIGHBOURS if (q + a, r + b) in index))
        for q, r in cells)
    piece_no = tuple(hexes[c][1] for c in cells)
    terrain = tuple(hexes[c][0]["terrain"] for c in cells)

    crossing: list[set[frozenset[int]]] = [set() for _ in placed[:-1]]
    for i, nbs in enumerate(adjacency):
        for j in nbs:
            a, b = sorted((piece_no[i], piece_no[j]))
            if b == a + 1:
                crossing[a].add(frozenset((i, j)))
            elif b > a + 1:
                _check_bypass(placed, kinds, a, b, cells[i], cells[j])
    for n, edges in enumerate(crossing):
        left, right = placed[n][0], placed[n + 1][0]
        if not edges:
            raise _bad(f"pieces {n} ({left}) and {n + 1} ({right}) do not touch", "ED-14.1")
        if len(edges) < MIN_SEAM:
            raise _bad(f"pieces {n} ({left}) and {n + 1} ({right}) touch along only "
                       f"{len(edges)} edge{'s' * (len(edges) != 1)}; a seam has at least "
                       f"{MIN_SEAM} crossing edges")

    start_spaces = tuple(index[c] for c in start_cells)
    finish_spaces = tuple(i for i, c in enumerate(cells) if hexes[c][0].get("finish"))
    _check_path(adjacency, terrain, start_spaces, set(finish_spaces))

    seams = tuple(Seam(between=(n, n + 1), edges=frozenset(edges))
                  for n, edges in enumerate(crossing) if _barrier_seam(kinds, n))
    barrier_of_edge = {e: s for s, seam in enumerate(seams) for e in seam.edges}
    caves = tuple(i for i, t in enumerate(terrain) if t == "cave")
    cave_set = set(caves)
    return Route(
        name=name, cells=cells, index=MappingProxyType(index), terrain=terrain,
        strength=tuple(hexes[c][0].get("strength") or 0 for c in cells),
        piece=tuple(placed[n][0] for n in piece_no), piece_no=piece_no,
        finish=tuple(bool(hexes[c][0].get("finish")) for c in cells),
        adjacency=adjacency, start_spaces=start_spaces, finish_spaces=finish_spaces,
        caves=caves, seams=seams, barrier_of_edge=MappingProxyType(barrier_of_edge),
        cave_neighbours=tuple(tuple(j for j in nbs if j in cave_set) for nbs in adjacency),
        pieces=tuple({"piece": pid, "rotation": k, "offset": [dq, dr]}
                     for pid, k, (dq, dr) in placed),
        provenance=provenance)


def _check_bypass(placed: list, kinds: list[str], a: int, b: int, x: Any, y: Any) -> None:
    """ED-14.3, ED-14.4 — pieces ``a`` and ``b`` (not consecutive) touch at ``x``–``y``: refused
    when a barrier seam lies between them in the chain, since pawns would walk around it."""
    for n in range(a, b):
        if _barrier_seam(kinds, n):
            raise _bad(f"pieces {a} ({placed[a][0]}) and {b} ({placed[b][0]}) touch at {x}–{y}, out of "
                       f"chain order: pawns would pass around the barrier between pieces {n} and {n + 1}",
                       "ED-14.3")


def _check_path(adjacency: tuple[tuple[int, ...], ...], terrain: tuple[str, ...],
                starts: tuple[int, ...], finish: set[int]) -> None:
    """ED-14.4 — some finish space is reachable from the start spaces over enterable
    hexes (barriers ignored)."""
    seen, todo = set(starts), deque(starts)
    while todo:
        i = todo.popleft()
        for j in adjacency[i]:
            if j not in seen and terrain[j] in ENTERABLE:
                if j in finish:
                    return
                seen.add(j)
                todo.append(j)
    raise _bad("no path of enterable hexes leads from the start spaces to a finish space")


def build_route(pieces: Any, name: str = "custom") -> Route:
    """ED-14.4 — assemble and check a custom route from placements
    ``[{"piece": "B", "rotation": 0, "offset": [0, 0]}, …, {"piece": "FINISH_BLUE", …}]``.

    Refused with :class:`~boardlab.BadPosition`: bad placements, unknown pieces, bad
    rotations or offsets, no path to a finish space or a seam of fewer than 5 crossing
    edges (ED-14.4); a wrong order, overlapping or non-touching pieces (ED-14.1); a piece
    used twice (ED-1.1).  Barrier seams follow ED-14.3 / ED-D6.
    """
    if type(name) is not str:
        raise _bad(f"a route name is a text, not {short(name)}", "ED-14.2")
    return _assemble(pieces, name, "")


def route(name: str = DEFAULT_ROUTE) -> Route:
    """ED-14.2 — a published route by id (default ``FirstGame``, ED-2.1), built once."""
    if type(name) is not str or name not in ROUTES:
        raise BadPosition("ED-14.2", f"no route {short(name)}; the routes are "
                          f"{', '.join(ROUTES)}")
    return _published(name)


@cache
def _published(name: str) -> Route:
    spec = load()["routes"][name]
    provenance = f"{spec['source']} (confidence: {spec['confidence']})"
    return _assemble(spec["pieces"], name, provenance)


def route_of(spec: Any) -> Route:
    """A route from a route id (:func:`route`), a list of placements
    (:func:`build_route`), a board given as data (:func:`.board_data.board_route`) or a
    :class:`Route` (returned as is)."""
    if isinstance(spec, Route):
        return spec
    if isinstance(spec, str):
        return route(spec)
    if isinstance(spec, (list, tuple)):
        return build_route(spec)
    if isinstance(spec, Mapping):
        from .board_data import board_route
        return board_route(dict(spec))
    raise BadPosition("ED-14.2", f"a route is a route id ({', '.join(ROUTES)}), a list "
                      f"of piece placements or a board given as data, not {short(spec)}")


def route_json(r: Route) -> Any:
    """The plain JSON a route is written as in options and positions: a published route's
    name, a custom route's placements, a board's data."""
    if r.data is not None:
        return r.data
    if r.name in ROUTES and r is route(r.name):
        return r.name
    return [dict(p) for p in r.pieces]
