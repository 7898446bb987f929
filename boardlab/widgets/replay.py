"""``Replay``: a slider through a game record (finished or not).

The record is checked and replayed once, at construction, by ``boardlab.load``: a
record that cannot be replayed raises ``boardlab.BadPosition`` there, never later in
a slider callback.  Moving the slider asks the replayed game for ``at_move(i)``,
which starts from the engine's nearest undo checkpoint, so any jump replays fewer
than ``engine.CHECKPOINT_EVERY`` moves (every interaction ≤ 30 ms, even in a
2,000-move Lost Cities game).
"""
from __future__ import annotations

from html import escape
from typing import Any

import ipywidgets as w

from .. import render
from ..engine import Event, State
from ..rules import BadPosition
from .board import BoardView
from .common import Composite, events_html, html


def _record_of(record: Any) -> dict:
    """The record a Replay plays: ``record`` itself, or ``state.to_record()``."""
    if isinstance(record, State):
        return record.to_record()
    if not isinstance(record, dict):
        raise BadPosition("", "Replay needs a record (a dict from state.to_record()) "
                              f"or a state, not {type(record).__name__}", subject="record")
    return record


class Replay(Composite):
    """``Replay(state.to_record())`` (or ``Replay(state)``): slide through the moves.

    ``.slider.value = i`` shows the position after ``i`` actions and the events of
    action ``i``; ``.state`` is that position (the widget's own: copy it to change it).
    """

    def __init__(self, record: dict | State):
        from .. import load   # the public entry point (imported late: boardlab imports us lazily)
        record = _record_of(record)
        self.game: State = load(record)          # checks the record; raises BadPosition
        self.actions: list[str] = [str(a) for a in self.game.history]
        self.record = record
        self._shown: tuple[int, State, list[Event]] | None = None

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

    def _replay(self, i: int) -> tuple[State, list[Event]]:
        """The position after ``i`` actions and the events of action ``i`` (the start's
        log for 0), from the game's nearest checkpoint (``State.at_move``)."""
        if self._shown is not None and self._shown[0] == i:
            return self._shown[1], self._shown[2]
        if not 0 <= i <= len(self.actions):
            raise IndexError(f"move {i} is not in 0..{len(self.actions)}")
        if i == 0:
            s = self.game.at_move(0)
            return s, list(s.log)
        s = self.game.at_move(i - 1)
        return s, s.apply(self.game.history[i - 1])

    def at(self, i: int) -> State:
        """The position after ``i`` actions (a fresh state, except the one shown)."""
        return self._replay(i)[0]

    @property
    def state(self) -> State:
        return self._replay(self.slider.value)[0]

    def _show(self) -> None:
        i = self.slider.value
        s, events = self._replay(i)
        self._shown = (i, s, events)
        self.board.svg = render.svg(s)
        n = len(self.actions)
        head = f"move {i} of {n}" + (f": <b>{escape(self.actions[i - 1])}</b>" if i else " (start)")
        self.caption.value = f"{head}<br>{escape(render.status(s))}"
        self.event_list.value = events_html(events, empty="no events")

    def __repr__(self) -> str:
        return f"Replay({self.record.get('game')}, move={self.slider.value} of {len(self.actions)})"
