"""``Compare``: two positions side by side, what changed highlighted.

``Compare(a, b)`` draws both boards; a node (``data-node``) is *changed* when its drawing
differs between the two SVGs — its shapes and texts, not its tooltip (``<title>``: "click
to pick it" changes with the seat to move) — or when it is drawn on one side only.  Each
board highlights its changed nodes, and ``boardlab.diff(a, b)`` is listed in sentences.

``Compare(state)`` shows the last move's trail on a single board: the nodes the move was
clicked as (``render.nodes_of`` of the position before it), and the diff of that move.

Views: ``Compare(a, b, view=seat)`` (or a view passed in) draws both as that seat sees
them.  A trail seen by a seat who did not make the move is the nodes that changed in
that seat's view only — the nodes of another seat's move could tell a hidden card.
"""
from __future__ import annotations

import xml.etree.ElementTree as ET
from html import escape
from typing import Any

import ipywidgets as w

from .. import render
from ..engine import State, short
from ..positions import diff
from ..rules import NotAllowed
from .board import BoardView
from .common import Composite, html

_TITLE = "{http://www.w3.org/2000/svg}title"


def node_drawings(svg: str) -> dict[str, bytes]:
    """Each ``data-node`` of ``svg`` → its drawing (the element as XML, tooltips left out)."""
    out: dict[str, bytes] = {}
    for el in ET.fromstring(svg).iter():
        node = el.get("data-node")
        if node is None:
            continue
        el = _without_titles(el)
        out[node] = ET.tostring(el)
    return out


def _without_titles(el: ET.Element) -> ET.Element:
    copy = ET.Element(el.tag, el.attrib)
    copy.text, copy.tail = el.text, None
    for child in el:
        if child.tag not in (_TITLE, "title"):
            copy.append(_without_titles(child))
    return copy


def changed_nodes(svg_a: str, svg_b: str) -> tuple[list[str], list[str]]:
    """The nodes to highlight on each side: drawn differently, or drawn on that side only."""
    a, b = node_drawings(svg_a), node_drawings(svg_b)
    left = [n for n in a if b.get(n) != a[n]]
    right = [n for n in b if a.get(n) != b[n]]
    return left, right


def _same_view(a: State, b: State, view: int | None) -> tuple[State, State]:
    """Both as one seat sees them: ``view``, else the seat of a view passed in."""
    seats = {s.viewer for s in (a, b) if s.viewer is not None}
    if view is not None:
        seats.add(view)
    if len(seats) > 1:
        raise NotAllowed("view", "compare views of one seat, not of seats "
                                 f"{', '.join(str(x) for x in sorted(seats))}")
    if not seats:
        return a, b
    seat = seats.pop()
    return (a if a.viewer is not None else a.view(seat)), (b if b.viewer is not None else b.view(seat))


def _sentences(lines: list[str]) -> str:
    if not lines:
        return "<i>no change</i>"
    return ("<ul style='margin:0;padding-left:1.2em'>"
            + "".join(f"<li>{escape(x)}</li>" for x in lines) + "</ul>")


class Compare(Composite):
    """``Compare(a, b)``: two boards side by side, changed nodes highlighted, the diff
    listed.  ``Compare(state)``: one board, the last move's trail highlighted.

    ``.left`` / ``.right`` are the :class:`BoardView` s (``.right`` is ``None`` for a
    trail); ``.changes`` the diff sentences; ``.changed`` every highlighted node.
    """

    def __init__(self, a: State, b: State | None = None, view: int | None = None):
        for s in (a, b):
            if s is not None and not isinstance(s, State):
                raise TypeError(f"Compare needs game states (Compare(a, b) or Compare(state)), "
                                f"not {short(s)}")
        self.caption = html("boardlab-caption")
        self.left = BoardView()
        self.right: BoardView | None = None
        self.changes_html = html("boardlab-compare-diff")
        if b is None:
            self._trail(a, view)
            boards: Any = self.left
        else:
            if a.game != b.game:
                raise ValueError(f"Compare shows two positions of one game, not {a.game} and {b.game}")
            self._pair(a, b, view)
            boards = w.HBox([self.left, self.right])
        self.changes_html.value = _sentences(self.changes)
        self.widget = w.VBox([self.caption, boards, self.changes_html])
        self.widget.add_class("boardlab-compare")

    def _pair(self, a: State, b: State, view: int | None) -> None:
        a, b = _same_view(a, b, view)
        self.a, self.b = a, b
        svg_a, svg_b = render.svg(a), render.svg(b)
        left, right = changed_nodes(svg_a, svg_b)
        self.right = BoardView()
        with self.left.hold_sync():
            self.left.svg, self.left.highlight = svg_a, left
        with self.right.hold_sync():
            self.right.svg, self.right.highlight = svg_b, right
        self.changed = sorted(set(left) | set(right))
        self.changes: list[str] = list(diff(a, b))
        self.caption.value = (f"<b>before</b>: {escape(render.status(a))} &nbsp;|&nbsp; "
                              f"<b>after</b>: {escape(render.status(b))}")

    def _trail(self, state: State, view: int | None) -> None:
        if state.viewer is not None:
            raise NotAllowed("view", "a view cannot take back its last move to find its trail: "
                                     f"pass the full state, Compare(state, view={state.viewer})")
        after = state if view is None else state.view(view)
        self.a, self.b = after, after
        self.left.svg = render.svg(after)
        self.changes = []
        self.changed = []
        if not state.history:
            self.caption.value = f"no move yet — {escape(render.status(after))}"
            return
        before = state.copy()
        before.undo()
        last = state.history[-1]
        mover = before.to_move
        drawn = set(self.left.nodes)
        if view is None or view == mover:
            trail = [n for n in render.nodes_of(before, last) if n in drawn]
            who = str(last)
        else:        # another seat's move: only what this seat's view shows changed
            _, trail = changed_nodes(render.svg(before.view(view)), self.left.svg)
            who = f"{before.seat_name(mover)}'s move" if mover is not None else "the last move"
        self.left.highlight = trail
        self.changed = sorted(set(trail))
        self.changes = list(diff(before if view is None else before.view(view), after))
        self.caption.value = f"last move: <b>{escape(who)}</b> — {escape(render.status(after))}"

    def __repr__(self) -> str:
        kind = "trail" if self.right is None else "pair"
        return f"Compare({self.a.game}, {kind}, changed={len(self.changed)})"
