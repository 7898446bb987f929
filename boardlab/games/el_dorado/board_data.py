"""A board given as plain JSON data (ED-13.2, ED-14.4): a small board for a lesson or a puzzle.

The ``route`` option (and so a position's ``options``) accepts, besides a published route's
name and a list of piece placements, a board written hex by hex::

    {"hexes": {"0,0": ["machete", 1], "1,-1": ["cave"], "0,1": ["start"], …},
     "start_spaces": ["0,1", "1,1"],           # start spaces 1, 2, … in number order (ED-D5)
     "finish_spaces": ["0,-3"],                # machete-1 or paddle-1 hexes (ED-4.8)
     "barrier_seams": [[["0,-1", "0,-2"], ["1,-2", "0,-2"]]],   # each seam: its crossing edges
     "name": "lesson"}                         # optional

``hexes`` maps ``"q,r"`` (axial, ED-13.1) to ``[terrain, strength]``: machete, paddle, coin,
rubble and basecamp hexes have a strength 1–4; mountain, cave and start hexes none.
``barrier_seams`` (may be left out) lists, per seam, the hex pairs a barrier closes
(ED-6.1); the game puts one barrier on each (ED-2.2), at most 6.  The board is checked like
a custom route (ED-14.4): every start hex listed once, finish spaces of the right kind, crossing
edges between neighbours and in one seam only, no barrier in front of a finish space (ED-6.7),
and a path of enterable hexes from the start spaces to a finish space.  Refusals are
:class:`~boardlab.BadPosition` citing the rule and naming the hex.

:func:`board_data` writes any route — a published one included — in this form, to edit.

>>> from boardlab.games.el_dorado.board import route
>>> data = board_data(route("FirstGame"))
>>> len(data["hexes"]), data["start_spaces"], len(data["barrier_seams"])
(188, ['-3,3', '-2,3', '-1,3', '0,3'], 4)
>>> board_route(data).cells == route("FirstGame").cells
True
"""
from __future__ import annotations

import re
from types import MappingProxyType
from typing import Any

from ...engine import short
from ...rules import BadPosition
from .board import NEIGHBOURS, TERRAINS, Route, Seam, _check_path

KEYS = {"hexes", "start_spaces", "finish_spaces", "barrier_seams", "name"}
STRENGTH = ("machete", "paddle", "coin", "rubble", "basecamp")
MAX_HEXES = 600


def _bad(rule: str, reason: str) -> BadPosition:
    return BadPosition(rule, f"board: {reason}")


def _cell(x: Any, what: str) -> tuple[int, int]:
    if not isinstance(x, str) or not re.fullmatch(r"-?\d{1,3},-?\d{1,3}", x):
        raise _bad("ED-13.1", f"{what} is a hex 'q,r', not {short(x)}")
    q, r = x.split(",")
    return int(q), int(r)


def _hexes(data: Any) -> dict[tuple[int, int], tuple[str, int]]:
    if not isinstance(data, dict) or not data or len(data) > MAX_HEXES:
        raise _bad("ED-13.2", f"'hexes' maps 1–{MAX_HEXES} hexes 'q,r' to [terrain, strength], "
                              f"not {short(data)}")
    out: dict[tuple[int, int], tuple[str, int]] = {}
    for key, v in data.items():
        c = _cell(key, "a key of 'hexes'")
        if c in out:
            raise _bad("ED-13.2", f"hex {key} is given twice")
        if not isinstance(v, list) or not 1 <= len(v) <= 2 or v[0] not in TERRAINS:
            raise _bad("ED-13.2", f"hex {key} is [terrain, strength] with a terrain of "
                                  f"{', '.join(TERRAINS)}, not {short(v)}")
        t, k = v[0], (v[1] if len(v) == 2 else None)
        if t in STRENGTH:
            if type(k) is not int or not 1 <= k <= 4:
                raise _bad("ED-4.1", f"hex {key} ({t}) has a strength 1–4, not {short(k)}")
        elif k not in (None, 0):
            raise _bad("ED-4.1", f"hex {key} is a {t}: it has no strength, not {short(k)}")
        out[c] = (t, k or 0)
    return out


def _list(data: Any, key: str, rule: str, lo: int, hi: int) -> list:
    v = data.get(key, [] if lo == 0 else None)
    if not isinstance(v, list) or not lo <= len(v) <= hi:
        raise _bad(rule, f"'{key}' is a list of {lo}–{hi} entries, not {short(v)}")
    return v


def board_route(data: Any) -> Route:
    """ED-13.2, ED-14.4 — the checked :class:`~.board.Route` of a board given as data (module
    docstring); :class:`~boardlab.BadPosition` naming the rule and the hex otherwise."""
    if not isinstance(data, dict):
        raise _bad("ED-14.4", f"a board is a dict with 'hexes', 'start_spaces', 'finish_spaces' and "
                              f"'barrier_seams', not {short(data)}")
    unknown = [k for k in data if k not in KEYS]
    if unknown:
        raise _bad("ED-14.4", f"unknown field {short(unknown[0])} (fields: {', '.join(sorted(KEYS))})")
    name = data.get("name", "board")
    if not isinstance(name, str) or len(name) > 40:
        raise _bad("ED-14.2", f"a board's name is a short text, not {short(name)}")
    hexes = _hexes(data.get("hexes"))
    cells = tuple(sorted(hexes))
    index = {c: i for i, c in enumerate(cells)}
    terrain = tuple(hexes[c][0] for c in cells)
    adjacency = tuple(tuple(sorted(index[(q + a, r + b)] for a, b in NEIGHBOURS if (q + a, r + b) in index))
                      for q, r in cells)

    def hex_of(x: Any, what: str) -> int:
        c = _cell(x, what)
        if c not in index:
            raise _bad("ED-13.2", f"{what} {x} is not a hex of the board")
        return index[c]

    starts = [hex_of(x, "start space") for x in _list(data, "start_spaces", "ED-2.5", 1, 4)]
    if len(set(starts)) != len(starts):
        raise _bad("ED-2.5", "a start space is listed twice")
    for i in starts:
        if terrain[i] != "start":
            raise _bad("ED-2.5", f"start space {_name(cells[i])} is a {terrain[i]} hex, not 'start'")
    loose = [c for i, c in enumerate(cells) if terrain[i] == "start" and i not in starts]
    if loose:
        raise _bad("ED-2.5", f"hex {_name(loose[0])} is a start hex missing from 'start_spaces'")
    finish = [hex_of(x, "finish space") for x in _list(data, "finish_spaces", "ED-4.8", 1, 20)]
    for i in finish:
        if terrain[i] not in ("machete", "paddle") or hexes[cells[i]][1] != 1:
            raise _bad("ED-4.8", f"finish space {_name(cells[i])} is machete 1 or paddle 1, not "
                                 f"{terrain[i]} {hexes[cells[i]][1]}")
    seams = _seams(_list(data, "barrier_seams", "ED-2.2", 0, 6), hex_of, adjacency, set(finish), cells)
    _check_path(adjacency, terrain, tuple(starts), set(finish))
    barrier_of_edge = {e: s for s, seam in enumerate(seams) for e in seam.edges}
    caves = tuple(i for i, t in enumerate(terrain) if t == "cave")
    cave_set = set(caves)
    fin = set(finish)
    return Route(
        name=name, cells=cells, index=MappingProxyType(index), terrain=terrain,
        strength=tuple(hexes[c][1] for c in cells), piece=("board",) * len(cells),
        piece_no=(0,) * len(cells), finish=tuple(i in fin for i in range(len(cells))),
        adjacency=adjacency, start_spaces=tuple(starts), finish_spaces=tuple(sorted(fin)),
        caves=caves, seams=seams, barrier_of_edge=MappingProxyType(barrier_of_edge),
        cave_neighbours=tuple(tuple(j for j in nbs if j in cave_set) for nbs in adjacency),
        pieces=(), provenance="a board given as data (ED-14.4)", data=board_data_of(
            name, cells, hexes, starts, sorted(fin), seams))


def _seams(raw: list, hex_of: Any, adjacency: tuple, finish: set, cells: tuple) -> tuple[Seam, ...]:
    """ED-6.1, ED-6.7, ED-14.3 — each seam's crossing edges: neighbours, in one seam only, none
    touching a finish space."""
    seen: set[frozenset[int]] = set()
    out = []
    for n, seam in enumerate(raw):
        if not isinstance(seam, list) or not seam:
            raise _bad("ED-14.3", f"barrier seam {n} is a non-empty list of hex pairs, not {short(seam)}")
        edges = set()
        for e in seam:
            if not isinstance(e, list) or len(e) != 2:
                raise _bad("ED-14.3", f"barrier seam {n}: an edge is a pair of hexes, not {short(e)}")
            a, b = hex_of(e[0], f"barrier seam {n}: hex"), hex_of(e[1], f"barrier seam {n}: hex")
            if b not in adjacency[a]:
                raise _bad("ED-14.3", f"barrier seam {n}: {e[0]} and {e[1]} are not neighbours")
            if a in finish or b in finish:
                raise _bad("ED-6.7", f"barrier seam {n}: no barrier lies in front of a finish space "
                                     f"({_name(cells[a if a in finish else b])})")
            edge = frozenset((a, b))
            if edge in seen or edge in edges:
                raise _bad("ED-14.3", f"barrier seam {n}: the edge {e[0]}–{e[1]} is in another seam or twice")
            edges.add(edge)
        seen |= edges
        out.append(Seam(between=(n, n + 1), edges=frozenset(edges)))
    return tuple(out)


def _name(c: tuple[int, int]) -> str:
    return f"{c[0]},{c[1]}"


def board_data_of(name: str, cells: tuple, hexes: dict, starts: list, finish: list,
                  seams: tuple[Seam, ...]) -> dict:
    """The board's plain JSON (module docstring)."""
    return {"name": name,
            "hexes": {_name(c): [hexes[c][0], hexes[c][1]] if hexes[c][0] in STRENGTH else [hexes[c][0]]
                      for c in cells},
            "start_spaces": [_name(cells[i]) for i in starts],
            "finish_spaces": [_name(cells[i]) for i in finish],
            "barrier_seams": [sorted([_name(cells[i]) for i in sorted(e)] for e in seam.edges)
                              for seam in seams]}


def board_data(route: Route) -> dict:
    """Any route as a board given as data (a fresh dict: edit it and pass it as ``route``)."""
    if route.data is not None:
        import copy
        return copy.deepcopy(route.data)
    hexes = {c: (route.terrain[i], route.strength[i]) for i, c in enumerate(route.cells)}
    return board_data_of(route.name, route.cells, hexes, list(route.start_spaces),
                         list(route.finish_spaces), route.seams)

