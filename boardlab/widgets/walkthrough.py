"""``Walkthrough``: Next/Back through a scripted sequence of actions (a lesson).

Each step shows the board, the Events that step's action caused (with their rule ids)
and an optional sentence.  The actions are applied to a copy of the given state, all at
once when the walkthrough is built, so a script with an illegal action fails at once
with the step number and the engine's rule id.
"""
from __future__ import annotations

from html import escape
from typing import Sequence

import ipywidgets as w

from .. import render
from ..engine import Action, Event, State
from ..rules import IllegalAction, NotationError
from .board import BoardView
from .common import Composite, button, events_html, html


class Walkthrough(Composite):
    """Step through ``actions`` from ``state`` (which is not changed).

    ``.step`` is the number of actions applied so far, 0 … ``len(actions)``.  At step
    ``i ≥ 1`` the widget shows the board after ``actions[i-1]``, the Events it caused and
    ``notes[i-1]``; at every step the nodes of the next action are highlighted.
    ``notes`` has one sentence (or ``None``) per action.
    """

    def __init__(self, state: State, actions: Sequence[Action | str],
                 notes: Sequence[str | None] | None = None):
        notes = list(notes) if notes is not None else [None] * len(actions)
        if len(notes) != len(actions):
            raise ValueError(f"notes: one per action ({len(actions)}), got {len(notes)}")
        self.notes = notes
        s = state.copy()
        self.states: list[State] = [s.copy()]
        self.actions: list[Action] = []
        self.events: list[list[Event]] = [[]]
        for i, a in enumerate(actions):
            try:
                action = s.parse(a) if isinstance(a, str) else a
                self.events.append(s.apply(action))
            except (IllegalAction, NotationError) as e:   # the same class, naming the step
                raise type(e)(e.rule, f"walkthrough step {i + 1} ({a}): {e.reason}") from e
            self.actions.append(action)
            self.states.append(s.copy())
        self.step = 0

        self.caption = html("boardlab-caption")
        self.board = BoardView()
        self.note = html("boardlab-note")
        self.event_list = html("boardlab-events")
        self.back_button = button("◀ Back", "boardlab-back", "the step before")
        self.next_button = button("Next ▶", "boardlab-next", "apply the next action")
        self.widget = w.VBox([self.caption, self.board, self.note, self.event_list,
                              w.HBox([self.back_button, self.next_button])])
        self.widget.add_class("boardlab-walkthrough")
        self.back_button.on_click(lambda _: self.go(self.step - 1))
        self.next_button.on_click(lambda _: self.go(self.step + 1))
        self.go(0)

    @property
    def state(self) -> State:
        """The state shown at the current step (a copy: play on it freely)."""
        return self.states[self.step]

    def go(self, step: int) -> None:
        """Show step ``step`` (clamped to 0 … number of actions)."""
        n = len(self.actions)
        self.step = i = max(0, min(step, n))
        s = self.states[i]
        nxt = self.actions[i] if i < n else None
        with self.board.hold_sync():
            self.board.svg = render.svg(s)
            self.board.highlight = list(render.nodes_of(s, nxt)) if nxt is not None else []
        head = f"Step {i} of {n}"
        if i:
            head += f": <b>{escape(str(self.actions[i - 1]))}</b>"
        if nxt is not None:
            head += f" — next: {escape(str(nxt))}"
        self.caption.value = head + f"<br>{escape(render.status(s))}"
        note = self.notes[i - 1] if i else None
        self.note.value = f"<p>{escape(note)}</p>" if note else ""
        self.event_list.value = (events_html(self.events[i]) if i else
                                 "<i>the start: click Next to play the first action</i>")
        self.back_button.disabled = i == 0
        self.next_button.disabled = i == n

    def __repr__(self) -> str:
        return f"Walkthrough({self.states[0].game}, step={self.step} of {len(self.actions)})"
