"""``Replay``: a slider through a game record (finished or not).

The record is replayed as ``boardlab.load`` does (same game, players, seed, options,
start position, then the actions); the states are computed the first time the slider
reaches them and kept.
"""
from __future__ import annotations

from html import escape

import ipywidgets as w

from .. import render
from ..engine import Event, State
from .board import BoardView
from .common import Composite, events_html, html


def _start(record: dict) -> State:
    """The record's start position (``State.load`` with no actions)."""
    from .. import load   # the public entry point (imported late: boardlab imports us lazily)
    if not isinstance(record, dict):
        raise ValueError("a record is a dict from state.to_record()")
    return load({**record, "actions": []})


class Replay(Composite):
    """``Replay(state.to_record())`` (or ``Replay(state)``): slide through the moves.

    ``.slider.value = i`` shows the position after ``i`` actions and the events of
    action ``i``; ``.state`` is that position.
    """

    def __init__(self, record: dict | State):
        if isinstance(record, State):
            record = record.to_record()
        self.record = record
        self.actions: list[str] = list(record.get("actions", []))
        self.states: list[State] = [_start(record)]
        self.events: list[list[Event]] = [[]]

        self.slider = w.IntSlider(value=0, min=0, max=len(self.actions), description="move",
                                  layout=w.Layout(width="40em"))
        self.slider.add_class("boardlab-slider")
        self.caption = html("boardlab-caption")
        self.board = BoardView()
        self.event_list = html("boardlab-events")
        self.widget = w.VBox([self.slider, self.caption, self.board, self.event_list])
        self.widget.add_class("boardlab-replay")
        self.slider.observe(lambda _: self._show(), names="value")
        self._show()

    def at(self, i: int) -> State:
        """The position after ``i`` actions (replayed on first use, then kept)."""
        while len(self.states) <= i:
            s = self.states[-1].copy()
            self.events.append(s.apply(self.actions[len(self.states) - 1]))
            self.states.append(s)
        return self.states[i]

    @property
    def state(self) -> State:
        return self.at(self.slider.value)

    def _show(self) -> None:
        i = self.slider.value
        s = self.at(i)
        self.board.svg = render.svg(s)
        n = len(self.actions)
        head = f"move {i} of {n}" + (f": <b>{escape(self.actions[i - 1])}</b>" if i else " (start)")
        self.caption.value = f"{head}<br>{escape(render.status(s))}"
        self.event_list.value = events_html(self.events[i] if i else s.log,
                                            empty="no events")

    def __repr__(self) -> str:
        return f"Replay({self.record.get('game')}, move={self.slider.value} of {len(self.actions)})"
