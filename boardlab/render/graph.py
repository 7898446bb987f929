"""The generic drawing and clicks of any game whose board is a networkx graph (docs/contract.md).

A game registered without a renderer or a ``ui`` of its own (``boardlab.register``) is
drawn and clicked with this module, so it plays in ``Play``, ``Walkthrough`` and
``Replay`` before anyone writes its renderer:

* nodes stand at their ``pos`` attribute (``(x, y)``, y up), or where a networkx spring
  layout (seeded: the same graph is always drawn the same) puts them;
* each node is a circle holding its ``label`` attribute (else its id), with its
  ``piece`` attribute (a string, or a list of them) written under it and every other
  attribute in its tooltip; a ``colour`` attribute fills the circle;
* every node is clickable: ``<g data-node="…">`` with the node id as text (``str(n)``);
* edges are lines.

Clicks: an action is clicked as the nodes ``state.nodes_of(action)`` names when the
game's class defines a ``nodes_of`` method of its own; otherwise as the node ids its
notation names, in order (``"move a b"`` → ``("a", "b")``).  ``Play`` then chooses the legal action whose
nodes the clicks name.

Only ``svg``, ``line``, ``circle``, ``text``, ``g``, ``title`` and ``desc`` (the
screen-reader text, :mod:`.accessible`) elements with plain attributes are used, so
:mod:`boardlab.render.mpl` paints the same drawing.
"""
from __future__ import annotations

import re
from typing import Any, Iterable

from ..engine import Action, State, move_label
from ..svg import esc as _e, text as _text
from .accessible import accessible

WIDTH, HEIGHT, MARGIN, TOP = 480, 360, 36, 30
R = 18                     # node radius
HL = "#d6336c"             # highlight outline
FILL, INK, EDGE = "#f1f3f5", "#212529", "#868e96"
SHOWN = {"pos", "label", "piece", "colour"}   # attributes drawn; the rest go into the tooltip


def _positions(g: Any) -> dict[Any, tuple[float, float]]:
    """Node → (x, y) in drawing coordinates (y down), scaled into the picture."""
    raw = {n: d.get("pos") for n, d in g.nodes(data=True)}
    if any(p is None for p in raw.values()):
        import networkx as nx
        raw = {n: (float(x), float(y)) for n, (x, y) in nx.spring_layout(g, seed=0).items()}
    xs = [float(p[0]) for p in raw.values()] or [0.0]
    ys = [float(p[1]) for p in raw.values()] or [0.0]
    sx = (WIDTH - 2 * MARGIN) / ((max(xs) - min(xs)) or 1)
    sy = (HEIGHT - TOP - 2 * MARGIN) / ((max(ys) - min(ys)) or 1)
    scale = min(sx, sy)
    return {n: (MARGIN + (float(p[0]) - min(xs)) * scale,
                TOP + MARGIN + (max(ys) - float(p[1])) * scale) for n, p in raw.items()}


def _pieces(value: Any) -> str:
    if value is None or value == "" or value == []:
        return ""
    if isinstance(value, (list, tuple)):
        return " ".join(str(v) for v in value)
    return str(value)


def svg(state: State, highlight: Iterable[str] = ()) -> str:
    """``state.board`` drawn as SVG text; ``highlight`` outlines these node ids."""
    g = state.board
    lit = set(highlight)
    xy = _positions(g)
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" class="boardlab-svg" '
           f'data-game="{_e(state.game)}" width="{WIDTH}" height="{HEIGHT}" '
           f'viewBox="0 0 {WIDTH} {HEIGHT}" font-family="sans-serif">']
    _text(out, 8, 20, status(state), 13, bold=True)
    for u, v in g.edges():
        (x1, y1), (x2, y2) = xy[u], xy[v]
        out.append(f'<line x1="{x1:.1f}" y1="{y1:.1f}" x2="{x2:.1f}" y2="{y2:.1f}" '
                   f'stroke="{EDGE}" stroke-width="2"/>')
    for n, d in g.nodes(data=True):
        node = str(n)
        x, y = xy[n]
        label = str(d.get("label", node))
        pieces = _pieces(d.get("piece"))
        extra = ", ".join(f"{k}={d[k]}" for k in sorted(d, key=str) if k not in SHOWN)
        title = node + (f": {pieces}" if pieces else "") + (f" ({extra})" if extra else "")
        stroke, sw = (HL, 3) if node in lit else ("#495057", 1)
        out.append(f'<g data-node="{_e(node)}"><title>{_e(title)}</title>')
        out.append(f'<circle class="bl-shape" cx="{x:.1f}" cy="{y:.1f}" r="{R}" '
                   f'fill="{_e(str(d.get("colour", FILL)))}" stroke="{stroke}" stroke-width="{sw}"/>')
        _text(out, x, y + 4, label, 11, anchor="middle", fill=INK)
        if pieces:
            _text(out, x, y + R + 13, pieces, 11, bold=True, anchor="middle", fill=INK)
        out.append("</g>")
    out.append("</svg>")
    return accessible(state, "".join(out), status)


def status(state: State) -> str:
    """One line: whose move it is, or the winners."""
    seat = state.to_move
    if state.is_over or seat is None:
        return "game over — winners: " + ", ".join(state.seat_name(s) for s in state.winners())
    return f"{move_label(state)}: {state.seat_name(seat)} to move"


# ------------------------------------------------------------------ clicks
def _node_ids(state: State) -> set[str]:
    return {str(n) for n in state.board}


def _named(text: str, ids: set[str]) -> tuple[str, ...]:
    """The node ids a notation names, in order: whole words, else parts of words split
    at ``-`` / ``>`` (``"move a b"``, ``"a-b"``, ``"a->b"``)."""
    out: list[str] = []
    for word in text.split():
        if word in ids:
            out.append(word)
        else:
            out.extend(p for p in re.split(r"->|[->]", word) if p in ids)
    return tuple(out)


def nodes_of(state: State, action: Action) -> tuple[str, ...]:
    """The nodes a person clicks to choose ``action``: the game's own
    ``nodes_of(action)`` method if its class defines one, else the node ids its notation
    names."""
    own = getattr(state, "nodes_of", None)
    if callable(own):
        return tuple(own(action))
    return _named(str(action), _node_ids(state))


def action_for(state: State, nodes: Iterable[str]) -> str | None:
    """The notation of the one legal action clicked as exactly ``nodes``, or None (the
    generic clicks know no illegal moves; ``Play`` then says no legal move uses them)."""
    nodes = tuple(nodes)
    if state.is_over or not nodes:
        return None
    found = [a for a in state.legal_actions() if nodes_of(state, a) == nodes]
    return str(found[0]) if len(found) == 1 else None


def refusal(state: State, nodes: Iterable[str]) -> tuple[str, str] | None:
    """The generic clicks give no reasons of their own: None (``Play`` says which seat is
    to move and that no legal move uses the clicked nodes)."""
    return None
