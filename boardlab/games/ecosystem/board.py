"""Ecosystem's board as networkx graphs (EC-5).  Built on request, never in the hot path."""
from __future__ import annotations

import networkx as nx

from .components import NAME, Grid


def grid_graph(grid: Grid) -> nx.Graph:
    """EC-5.1/EC-5.2 — one ecosystem: nodes ``(row, col)`` with ``card`` (the EC-1.1 code)
    and ``name``; edges between orthogonal neighbours only (no diagonals)."""
    g = nx.Graph()
    for cell, code in sorted(grid.items()):
        g.add_node(cell, card=code, name=NAME[code])
    for (r, c) in grid:
        for n in ((r + 1, c), (r, c + 1)):
            if n in grid:
                g.add_edge((r, c), n)
    return g


def board_graph(state) -> nx.Graph:
    """Every ecosystem of ``state`` in one graph: nodes ``(seat, row, col)`` with
    ``seat``, ``cell``, ``card`` and ``name``.  ``state.grid_graph(seat)`` gives one
    ecosystem with plain ``(row, col)`` nodes, as EC-5 describes."""
    g = nx.Graph()
    for seat, grid in enumerate(state.grids):
        sub = grid_graph(grid)
        g.add_nodes_from(((seat, *v), {**d, "seat": seat, "cell": v}) for v, d in sub.nodes(data=True))
        g.add_edges_from(((seat, *u), (seat, *v)) for u, v in sub.edges)
    return g
