"""Urland's board: the map as data (U-2.2), validated (U-2.3), as a networkx graph (U-2.4).

**The map is a reconstruction** (U-2.2 ``[REC]``, decision D-1): no available source
describes the printed board.  The map the engine uses is designed to satisfy every
fact of U-2.1 and every invariant of U-2.3; it is kept as data in ``data/map.json``
(marked ``"provisional": true`` with a ``"source"`` note) so that only that file
changes if the real board is found.  Another map can be given as a dict,
``load_map(map={...})``, in the same shape; it is checked against every invariant of
U-2.3 and refused with :class:`~boardlab.BadPosition` citing U-2.3.

Vocabulary (the rules'): land zones are numbered 1–12 (graph nodes ``"L1"`` …
``"L12"``), sea zones are ``"S1"`` … ``"S5"``; a **river** joins two land zones of one
continent and carries the volcano that may erupt on it; volcano *k* lies on a river
of zone *k* and merges *k* with the zone across it (``volcano[k] == (k, m)``, U-2.5.4).

The map file (a JSON object; zone keys may be ints in a Python dict)::

    {"source": "…", "note": "…", "provisional": true, "name": "…",
     "land":   {"1": {"continent": "A", "coast": ["S1", "S2"]}, …},   # zones 1–12
     "seas":   {"S1": {"name": "West Sea"}, …},                        # S1–S5
     "rivers": [{"zones": [1, 2], "volcano": 2}, …],                   # "volcano" optional
     "sea_sea": [["S1", "S2"], …],
     "layout": {"L1": [2.7, 7.2], …, "S5": [5.9, 4.5]}}               # optional, y up

:class:`UrlandMap` keeps the checked data twice: as plain tuples for the engine's hot
paths (``river_neighbours[zone]``, ``coast[zone]``, ``adjacency[node index]`` — no
networkx in loops) and, on request, as the static graph of U-2.4 (:func:`board_graph`).

>>> m = load_map()
>>> m.provisional, len(m.zones), m.seas
(True, 12, ('S1', 'S2', 'S3', 'S4', 'S5'))
>>> m.continents
{'A': (1, 2, 3), 'B': (4, 5, 6, 7), 'C': (8, 9, 10, 11, 12)}
>>> m.volcano[11], m.coast[1], m.river_neighbours[10]
((11, 10), ('S1', 'S2'), (9, 11))
>>> g = board_graph()
>>> g.number_of_nodes(), g.number_of_edges()
(17, 40)
>>> g.nodes["L10"]["kind"], g.nodes["L10"]["continent"], g.edges["L10", "L11"]["volcano"]
('land', 'C', 11)
>>> try:
...     load_map(map={**m.to_json(), "sea_sea": [["S1", "S2"]]})
... except BadPosition as e:
...     print(e)
U-2.3: (6) the sea zones are not connected: S3 is cut off from S1
"""
from __future__ import annotations

import copy
import json
import math
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from types import MappingProxyType
from typing import Any, Mapping

import networkx as nx

from ...engine import short
from ...rules import BadPosition

#: the rule every map error cites
INVARIANTS = "U-2.3"
#: the default map's file (a reconstruction, U-2.2 / D-1)
MAP_FILE = Path(__file__).with_name("data") / "map.json"

#: U-2.2.1 / U-2.3 (1) — land zones 1–12 and sea zones S1–S5
LAND_ZONES: tuple[int, ...] = tuple(range(1, 13))
SEAS: tuple[str, ...] = ("S1", "S2", "S3", "S4", "S5")
#: U-2.3 (1) — continent sizes
CONTINENT_SIZES = (3, 4, 5)
#: the 17 graph nodes in index order: land zone k is index k − 1, sea Sj is index 11 + j
NODES: tuple[str, ...] = tuple(f"L{z}" for z in LAND_ZONES) + SEAS
NODE_INDEX: Mapping[str, int] = MappingProxyType({n: i for i, n in enumerate(NODES)})

_KEYS = {"land", "seas", "rivers", "sea_sea"}
_OPTIONAL = {"source", "note", "provisional", "name", "layout"}


def node(zone: int | str) -> str:
    """The graph node of a land zone number or sea id: ``3`` → ``"L3"``, ``"S2"`` → ``"S2"``.

    >>> node(3), node("S2")
    ('L3', 'S2')
    """
    return zone if isinstance(zone, str) else f"L{zone}"


def _bad(reason: str) -> BadPosition:
    return BadPosition(INVARIANTS, reason)


@dataclass(frozen=True, eq=False)
class UrlandMap:
    """A checked map (U-2.2 / U-2.3).  Read-only: share it, do not modify it.

    Tuples indexed by zone number have an empty slot 0 (``coast[0] == ()``).
    """

    source: str
    note: str
    provisional: bool
    name: str
    #: U-2.2.2 — zone → continent letter (slot 0: ``None``); continent → its zones
    continent: tuple[str | None, ...]
    continents: dict[str, tuple[int, ...]]
    #: zone → the land zones across its rivers; zone → its bordering seas (both sorted)
    river_neighbours: tuple[tuple[int, ...], ...]
    coast: tuple[tuple[str, ...], ...]
    #: U-2.2.3 — sea → adjacent seas; sea → bordering land zones
    sea_neighbours: Mapping[str, tuple[str, ...]]
    sea_coast: Mapping[str, tuple[int, ...]]
    sea_names: Mapping[str, str]
    #: U-2.2.4 — the rivers ``(a, b, volcano or None)`` in file order
    rivers: tuple[tuple[int, int, int | None], ...]
    #: U-2.2.5 — volcano k → (k, m): the zones its eruption merges (U-2.5.4)
    volcano: Mapping[int, tuple[int, int]]
    #: node index (:data:`NODES`) → the indices of its neighbours (every static edge)
    adjacency: tuple[tuple[int, ...], ...]
    #: node name → (x, y), y up (for drawing only), or ``None`` if the map gives none
    layout: Mapping[str, tuple[float, float]] | None
    _data: dict = field(repr=False)
    _graph: list = field(default_factory=list, repr=False)

    @property
    def zones(self) -> tuple[int, ...]:
        """U-2.2.1 — the land zone numbers 1–12."""
        return LAND_ZONES

    @property
    def seas(self) -> tuple[str, ...]:
        """U-2.2.1 — the sea zone ids S1–S5."""
        return SEAS

    def river_volcano(self, a: int, b: int) -> int | None:
        """The volcano on the river between zones ``a`` and ``b`` (``None``: no volcano);
        ``KeyError`` if no river joins them."""
        for x, y, k in self.rivers:
            if {x, y} == {a, b}:
                return k
        raise KeyError((a, b))

    def to_json(self) -> dict:
        """The map as the JSON object it was read from (a fresh copy, zone keys as strings)."""
        return copy.deepcopy(self._data)


# ------------------------------------------------------------------ reading and checking
def _zone(value: Any, what: str) -> int:
    if type(value) is str and 0 < len(value) <= 2 and value.isdigit() and str(int(value)) == value:
        value = int(value)
    if type(value) is not int or value not in LAND_ZONES:
        raise _bad(f"(1) {what} must be a land zone 1–12, not {short(value)}")
    return value


def _sea(value: Any, what: str) -> str:
    if type(value) is not str or value not in SEAS:
        raise _bad(f"(1) {what} must be a sea zone S1–S5, not {short(value)}")
    return value


def _text(data: dict, key: str, default: str) -> str:
    value = data.get(key, default)
    if type(value) is not str:
        raise _bad(f"the map's {key!r} is a text, not {short(value)}")
    return value


def _read_land(land: Any) -> tuple[dict[int, str], dict[int, tuple[str, ...]]]:
    if not isinstance(land, dict):
        raise _bad(f"(1) 'land' maps the zones 1–12 to their data, not {short(land)}")
    continent: dict[int, str] = {}
    coast: dict[int, tuple[str, ...]] = {}
    for key, entry in land.items():
        z = _zone(key, "a 'land' key")
        if z in continent:
            raise _bad(f"(1) land zone {z} is given twice")
        if not isinstance(entry, dict) or set(entry) != {"continent", "coast"}:
            raise _bad(f"land zone {z} is {{'continent': …, 'coast': […]}}, not {short(entry)}")
        c, seas = entry["continent"], entry["coast"]
        if type(c) is not str or not c:
            raise _bad(f"the continent of land zone {z} is a name, not {short(c)}")
        if not isinstance(seas, list):
            raise _bad(f"the coast of land zone {z} is a list of seas, not {short(seas)}")
        checked = tuple(_sea(s, f"the coast of land zone {z}") for s in seas)
        if len(set(checked)) != len(checked):
            raise _bad(f"the coast of land zone {z} names a sea twice: {short(seas)}")
        continent[z], coast[z] = c, tuple(sorted(checked))
    missing = [z for z in LAND_ZONES if z not in continent]
    if missing:
        raise _bad(f"(1) the map has 12 land zones 1–12: {short(missing)} missing")
    return continent, coast


def _read_seas(seas: Any) -> dict[str, str]:
    if not isinstance(seas, dict):
        raise _bad(f"(1) 'seas' maps S1–S5 to their data, not {short(seas)}")
    names = {}
    for key, entry in seas.items():
        s = _sea(key, "a 'seas' key")
        if not isinstance(entry, dict) or not set(entry) <= {"name"}:
            raise _bad(f"sea zone {s} is {{'name': …}}, not {short(entry)}")
        names[s] = _text(entry, "name", s)
    missing = [s for s in SEAS if s not in names]
    if missing:
        raise _bad(f"(1) the map has 5 sea zones S1–S5: {short(missing)} missing")
    return names


def _read_rivers(rivers: Any) -> list[tuple[int, int, int | None]]:
    if not isinstance(rivers, list):
        raise _bad(f"'rivers' is a list of {{'zones': [a, b], 'volcano': k}}, not {short(rivers)}")
    out: list[tuple[int, int, int | None]] = []
    seen: set[frozenset] = set()
    for entry in rivers:
        if (not isinstance(entry, dict) or not {"zones"} <= set(entry) <= {"zones", "volcano"}
                or not isinstance(entry["zones"], list) or len(entry["zones"]) != 2):
            raise _bad(f"a river is {{'zones': [a, b], 'volcano': k}}, not {short(entry)}")
        a, b = (_zone(z, "a river's zone") for z in entry["zones"])
        if a == b:
            raise _bad(f"a river joins two different land zones, not {a} and {b}")
        if frozenset((a, b)) in seen:
            raise _bad(f"(3) the river between zones {a} and {b} is listed twice")
        seen.add(frozenset((a, b)))
        k = entry.get("volcano")
        if k is not None:
            k = _zone(k, "a volcano number")
        out.append((a, b, k))
    return out


def _read_sea_sea(pairs: Any) -> list[tuple[str, str]]:
    if not isinstance(pairs, list):
        raise _bad(f"'sea_sea' is a list of [sea, sea] pairs, not {short(pairs)}")
    out: list[tuple[str, str]] = []
    for pair in pairs:
        if not isinstance(pair, list) or len(pair) != 2:
            raise _bad(f"'sea_sea' holds [sea, sea] pairs, not {short(pair)}")
        a, b = (_sea(s, "a 'sea_sea' entry") for s in pair)
        if a == b or {a, b} in [set(p) for p in out]:
            raise _bad(f"'sea_sea' joins two different seas once each, not {short(pair)}")
        out.append((a, b))
    return out


def _read_layout(layout: Any) -> dict[str, tuple[float, float]] | None:
    if layout is None:
        return None
    if not isinstance(layout, dict) or set(layout) != set(NODES):
        raise _bad(f"'layout' gives [x, y] for each of the 17 nodes L1–L12, S1–S5, "
                   f"not {short(layout)}")
    out = {}
    for n in NODES:
        xy = layout[n]
        if (not isinstance(xy, list) or len(xy) != 2
                or not all(type(v) in (int, float) and math.isfinite(v) for v in xy)):
            raise _bad(f"the layout of {n} is [x, y] (two numbers), not {short(xy)}")
        out[n] = (float(xy[0]), float(xy[1]))
    return out


def _check_invariants(continent: dict[int, str], coast: dict[int, tuple[str, ...]],
                      rivers: list[tuple[int, int, int | None]],
                      sea_sea: list[tuple[str, str]]) -> dict[int, tuple[int, int]]:
    """The six invariants of U-2.3, in order; returns the volcano table (U-2.2.5)."""
    # (1) three continents of sizes 3, 4, 5
    sizes: dict[str, int] = {}
    for c in continent.values():
        sizes[c] = sizes.get(c, 0) + 1
    if sorted(sizes.values()) != list(CONTINENT_SIZES):
        raise _bad(f"(1) the continents have 3, 4 and 5 land zones, not "
                   f"{short(dict(sorted(sizes.items())))}")
    # (2) every land zone borders a sea, every sea a land zone
    for z in LAND_ZONES:
        if not coast[z]:
            raise _bad(f"(2) every land zone borders a sea zone: zone {z} borders none")
    for s in SEAS:
        if not any(s in coast[z] for z in LAND_ZONES):
            raise _bad(f"(2) every sea zone borders a land zone: {s} borders none")
    # (3) rivers inside continents; volcano k on a river of zone k, once each, one per river
    volcano: dict[int, tuple[int, int]] = {}
    for a, b, k in rivers:
        if continent[a] != continent[b]:
            raise _bad(f"(3) a river joins land zones of one continent, not {a} "
                       f"({continent[a]}) and {b} ({continent[b]})")
        if k is None:
            continue
        if k in volcano:
            raise _bad(f"(3) volcano {k} lies on two rivers")
        if k not in (a, b):
            raise _bad(f"(3) volcano {k} lies on a river of zone {k}, not on the river {a}–{b}")
        volcano[k] = (k, b if k == a else a)
    missing = [k for k in LAND_ZONES if k not in volcano]
    if missing:
        raise _bad(f"(3) each land zone's volcano lies on a river: volcano {missing[0]} has none")
    # (4) volcano 11 merges 11 and 10; region {10, 11} borders exactly 2 seas
    if volcano[11] != (11, 10):
        raise _bad(f"(4) volcano 11 lies on the river between zones 11 and 10, not "
                   f"{volcano[11][0]} and {volcano[11][1]}")
    joined = set(coast[10]) | set(coast[11])
    if len(joined) != 2:
        raise _bad(f"(4) zones 10 and 11 together border exactly 2 seas, not {len(joined)}")
    # (5) zone 1 borders exactly 2 seas
    if len(coast[1]) != 2:
        raise _bad(f"(5) zone 1 borders exactly 2 seas, not {len(coast[1])}")
    # (6) the sea graph is connected
    reached, todo = {SEAS[0]}, [SEAS[0]]
    while todo:
        sea = todo.pop()
        for x, y in sea_sea:
            other = y if x == sea else x if y == sea else None
            if other is not None and other not in reached:
                reached.add(other)
                todo.append(other)
    cut = [s for s in SEAS if s not in reached]
    if cut:
        raise _bad(f"(6) the sea zones are not connected: {cut[0]} is cut off from {SEAS[0]}")
    return volcano


def _build(data: Any) -> UrlandMap:
    if not isinstance(data, dict):
        raise _bad(f"a map is a dict (JSON object), not {short(data)}")
    unknown = [k for k in data if k not in _KEYS | _OPTIONAL]
    if unknown:
        raise _bad(f"a map has no key {short(unknown[0])} (land, seas, rivers, sea_sea; "
                   f"layout, source, note, name, provisional)")
    missing = [k for k in ("land", "seas", "rivers", "sea_sea") if k not in data]
    if missing:
        raise _bad(f"the map lacks its {missing[0]!r}")
    provisional = data.get("provisional", False)
    if type(provisional) is not bool:
        raise _bad(f"the map's 'provisional' is true or false, not {short(provisional)}")
    source, note, name = (_text(data, k, "") for k in ("source", "note", "name"))
    continent, coast = _read_land(data["land"])
    sea_names = _read_seas(data["seas"])
    rivers = _read_rivers(data["rivers"])
    sea_sea = _read_sea_sea(data["sea_sea"])
    layout = _read_layout(data.get("layout"))
    volcano = _check_invariants(continent, coast, rivers, sea_sea)

    river_nb = {z: sorted({b if a == z else a for a, b, _ in rivers if z in (a, b)})
                for z in LAND_ZONES}
    sea_nb = {s: sorted({b if a == s else a for a, b in sea_sea if s in (a, b)}) for s in SEAS}
    sea_coast = {s: tuple(z for z in LAND_ZONES if s in coast[z]) for s in SEAS}
    neighbours = {node(z): [node(v) for v in river_nb[z]] + list(coast[z]) for z in LAND_ZONES}
    for s in SEAS:
        neighbours[s] = [node(z) for z in sea_coast[s]] + sea_nb[s]
    adjacency = tuple(tuple(sorted(NODE_INDEX[v] for v in neighbours[n])) for n in NODES)
    conts: dict[str, tuple[int, ...]] = {}
    for z in LAND_ZONES:
        conts[continent[z]] = conts.get(continent[z], ()) + (z,)

    normal: dict[str, Any] = {k: data[k] for k in ("name", "provisional", "source", "note")
                              if k in data}
    normal["land"] = {str(z): {"continent": continent[z], "coast": list(_coast_order(data, z))}
                      for z in LAND_ZONES}
    normal["seas"] = {s: {"name": sea_names[s]} for s in SEAS}
    normal["rivers"] = [{"zones": [a, b], **({"volcano": k} if k is not None else {})}
                        for a, b, k in rivers]
    normal["sea_sea"] = [[a, b] for a, b in sea_sea]
    if layout is not None:
        normal["layout"] = {n: list(layout[n]) for n in NODES}
    return UrlandMap(
        source=source, note=note, provisional=provisional, name=name,
        continent=(None,) + tuple(continent[z] for z in LAND_ZONES),
        continents=dict(sorted(conts.items())),
        river_neighbours=((),) + tuple(tuple(river_nb[z]) for z in LAND_ZONES),
        coast=((),) + tuple(coast[z] for z in LAND_ZONES),
        sea_neighbours=MappingProxyType({s: tuple(v) for s, v in sea_nb.items()}),
        sea_coast=MappingProxyType(sea_coast),
        sea_names=MappingProxyType(sea_names),
        rivers=tuple(rivers),
        volcano=MappingProxyType(dict(sorted(volcano.items()))),
        adjacency=adjacency,
        layout=None if layout is None else MappingProxyType(layout),
        _data=normal,
    )


def _coast_order(data: dict, z: int) -> list[str]:
    """The coast of zone ``z`` in the order the map gave it (for ``to_json``)."""
    land = data["land"]
    entry = land[str(z)] if str(z) in land else land[z]
    return list(entry["coast"])


@cache
def _default() -> UrlandMap:
    with open(MAP_FILE, encoding="utf-8") as f:
        return _build(json.load(f))


def load_map(map: Any = None) -> UrlandMap:
    """The checked map: the default reconstruction (``data/map.json``, read once; U-2.2,
    D-1), or ``map`` — a dict in the same shape, or an :class:`UrlandMap` (returned as
    is).  Every invariant of U-2.3 is checked; a map that breaks one is refused with
    :class:`~boardlab.BadPosition` citing U-2.3 and naming the invariant ``(1)`` … ``(6)``.
    """
    if map is None:
        return _default()
    if isinstance(map, UrlandMap):
        return map
    return _build(map)


def _static_graph(m: UrlandMap) -> nx.Graph:
    g = nx.Graph(name=m.name, source=m.source, note=m.note, provisional=m.provisional,
                 rule="U-2.4")
    for z in LAND_ZONES:
        g.add_node(node(z), kind="land", continent=m.continent[z], zone=z, volcano=z,
                   name=f"zone {z}", label=str(z))
    for s in SEAS:
        g.add_node(s, kind="sea", continent=None, zone=s, name=m.sea_names[s], label=s)
    if m.layout is not None:
        for n, xy in m.layout.items():
            g.nodes[n]["pos"] = xy
    for a, b, k in m.rivers:
        attrs: dict[str, Any] = {"kind": "land-land"}
        if k is not None:
            attrs["volcano"] = k
        g.add_edge(node(a), node(b), **attrs)
    for z in LAND_ZONES:
        for s in m.coast[z]:
            g.add_edge(node(z), s, kind="land-sea")
    for s in SEAS:
        for t in m.sea_neighbours[s]:
            if s < t:
                g.add_edge(s, t, kind="sea-sea")
    return g


def board_graph(map: Any = None) -> nx.Graph:
    """U-2.4 — the static 17-node graph of a map (default: the reconstruction, D-1).

    Nodes ``"L1"`` … ``"L12"``, ``"S1"`` … ``"S5"`` with ``kind`` (``"land"`` / ``"sea"``),
    ``continent`` (``None`` at sea), ``zone`` (the number, or the sea id), ``volcano``
    (land: the zone's own volcano, U-2.1), ``name``, ``label`` and ``pos`` (the map's
    layout, y up, when it gives one).  Edges: ``kind`` ``"land-land"`` (a river, with its
    ``volcano``), ``"land-sea"`` or ``"sea-sea"``.  Graph attributes: ``name``,
    ``source``, ``note``, ``provisional``.  Nodes are never contracted (U-2.4): merged
    regions live in :mod:`.regions`.  A fresh copy each call: modify it freely.
    """
    m = load_map(map)
    if not m._graph:
        m._graph.append(_static_graph(m))
    return m._graph[0].copy()
