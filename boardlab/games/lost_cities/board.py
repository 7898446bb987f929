"""The board as a networkx graph (LC-2).  Built on request, never in the hot path.

:func:`static_board` is the printed board of LC-2.1 for a slot layout (cached,
checked against LC-2.2); :func:`board_graph` is a fresh copy with the pieces of a
state added as node attributes (``s.board``):

* every node: ``pawns`` — list of ``(seat, pawn)`` standing there (``"camp"`` too);
* step nodes: ``tile`` — the event tile lying on the slot (``"STEP"``, ``"VP10"`` …),
  or ``None`` (no slot, or its artifact was taken).

Graph attributes: ``round``, ``crossings`` (LC-6.3), ``slots`` (the layout).
"""
from __future__ import annotations

from functools import lru_cache

import networkx as nx

from .components import CAMP, N_NODES, NODE_STEP, PAWNS, graph_node
from .data import BRIDGE_AFTER, COLOURS, STEPS, TILE_COUNTS, TRACK_VALUES


@lru_cache(maxsize=16)
def _static(layout: tuple[tuple[str, tuple[int, ...]], ...]) -> nx.DiGraph:
    slots = dict(layout)
    g = nx.DiGraph()
    g.add_node("camp", kind="camp")
    for colour in COLOURS:
        for step in range(1, STEPS + 1):
            g.add_node((colour, step), kind="step", colour=colour, path=colour, step=step,
                       value=TRACK_VALUES[step - 1], negative=step <= 3,
                       beyond_bridge=step > BRIDGE_AFTER, is_city=step == STEPS,
                       slot=step in slots.get(colour, ()))
        g.add_edge("camp", (colour, 1), kind="start", bridge=False)
        for step in range(1, STEPS):
            g.add_edge((colour, step), (colour, step + 1), kind="path", bridge=step == BRIDGE_AFTER)
    check_board(g)
    return g


def check_board(g: nx.DiGraph) -> None:
    """LC-2.2 — the invariants of the static board (raises ``AssertionError``)."""
    n_tiles = sum(TILE_COUNTS.values())
    assert g.number_of_nodes() == 1 + len(COLOURS) * STEPS, "LC-2.2: 46 nodes"
    assert g.number_of_edges() == len(COLOURS) * STEPS, "LC-2.2: 45 edges"
    assert sum(1 for *_, b in g.edges(data="bridge") if b) == len(COLOURS), "LC-2.2: 5 bridges"
    for v, d in g.nodes(data=True):
        if d["kind"] == "step":
            assert g.in_degree(v) == 1 and g.out_degree(v) <= 1, f"LC-2.2: {v} is on one path"
            assert not d["is_city"] or g.out_degree(v) == 0, f"LC-2.2: {v} is the end of its path"
    assert sum(1 for _, s in g.nodes(data="slot") if s) == n_tiles, f"LC-2.2: {n_tiles} slots"


def static_board(slots: dict[str, tuple[int, ...]]) -> nx.DiGraph:
    """LC-2.1 — the static board for a slot layout (shared and cached: do not modify)."""
    return _static(tuple(sorted((c, tuple(v)) for c, v in slots.items())))


def board_graph(state) -> nx.DiGraph:
    """The board with the pieces of ``state`` as node attributes (see the module docstring)."""
    g = static_board(state.slots).copy()
    for v in g:
        g.nodes[v]["pawns"] = []
        if v != "camp":
            g.nodes[v]["tile"] = None
    for n in range(N_NODES):
        t = state.tiles[n]
        if t is not None:
            g.nodes[graph_node(n)]["tile"] = t
    for seat in range(state.players):
        for k, pid in enumerate(PAWNS):
            n = state.pos[seat * 5 + k]
            g.nodes[graph_node(n)]["pawns"].append((seat, pid))
    g.graph.update(round=state.round, crossings=state.crossings,
                   slots={c: list(v) for c, v in state.slots.items()})
    return g


def successor(n: int) -> int | None:
    """LC-2.3 — the next step on the path, ``None`` from a lost city (or the camp)."""
    if n == CAMP or NODE_STEP[n] == STEPS:
        return None
    return n + 1

