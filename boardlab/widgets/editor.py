"""``Editor``: a position editor — "what if the bear were here?".

Choose an edit in ``operation`` (the game's edits, :mod:`boardlab.edit`), click the board
to choose where (the clicked nodes fill ``where``; a node that is not drawn, such as an
empty Ecosystem cell, can be typed there) and type what in ``what``.  The edit is made
as soon as its nodes are clicked and its text is given, or with ``apply_button``.

Every edit is checked by the game's ``from_position``: a refused edit shows the rule id
and reason (``refusal``) and leaves the position as it was.  ``undo_button`` takes back
the last edit; ``export_button`` writes the position as JSON into ``json`` and
``import_button`` reads it back (checked the same way); ``play_button`` ("Play from
here") shows a :class:`Play` on a copy of the edited position below the editor.

Everything is drivable from code::

    ed = Editor(boardlab.new("urland", seed=3))
    ed.operation.value = "set ichtos"; ed.what.value = "black=2"
    ed.board.click("L2")            # made: ed.state has 2 black Ichtos in L2
    ed.undo_button.click()
"""
from __future__ import annotations

import json
from html import escape
from typing import Any

import ipywidgets as w

from .. import render
from ..edit import Edit, apply as apply_edit, edits, position_of
from ..engine import State, short
from ..positions import build, dumps
from ..rules import BadPosition, BoardlabError
from .board import BoardView
from .common import Composite, button, html
from ..positions import diff
from .play import Play


class Editor(Composite):
    """Edit a copy of ``state`` (``Editor(boardlab.new("lost_cities", seed=7))``);
    ``editor.state`` is the edited position, ``editor.play`` the game started from it."""

    def __init__(self, state: State):
        if not isinstance(state, State):
            raise TypeError(f"Editor needs a game state, e.g. Editor(boardlab.new('ecosystem')), "
                            f"not {short(state)}")
        position_of(state)                       # a view is refused (its secrets are '?')
        self.state: State = state.copy()
        self.edits: dict[str, Edit] = edits(state)
        self.undo_stack: list[State] = []
        self.refusal: tuple[str, str] | None = None   # (rule, reason) of the last refused edit
        self.play: Play | None = None

        self.status = html("boardlab-status")
        self.board = BoardView()
        self.operation = w.Dropdown(options=list(self.edits), description="edit",
                                    layout=w.Layout(width="18em"))
        self.operation.add_class("boardlab-edit-op")
        self.help = html("boardlab-edit-help")
        self.where = w.Text(description="where", layout=w.Layout(width="22em"))
        self.where.add_class("boardlab-edit-where")
        self.what = w.Text(description="what", layout=w.Layout(width="30em"))
        self.what.add_class("boardlab-edit-what")
        self.apply_button = button("Apply edit", "boardlab-edit-apply", "make the edit chosen")
        self.undo_button = button("Undo edit", "boardlab-edit-undo", "take back the last edit")
        self.message = html("boardlab-message")
        self.json = w.Textarea(rows=8, layout=w.Layout(width="40em"))
        self.json.add_class("boardlab-edit-json")
        self.export_button = button("Export JSON", "boardlab-edit-export", "write the position below")
        self.import_button = button("Import JSON", "boardlab-edit-import", "read the position below")
        self.play_button = button("Play from here", "boardlab-edit-play",
                                  "play a game from a copy of this position")
        self.play_area = w.VBox([])
        self.play_area.add_class("boardlab-edit-play-area")
        self.widget = w.VBox([
            self.status, self.board,
            w.HBox([self.operation, self.help]), w.HBox([self.where, self.what]),
            w.HBox([self.apply_button, self.undo_button, self.play_button]), self.message,
            self.json, w.HBox([self.export_button, self.import_button]), self.play_area])
        self.widget.add_class("boardlab-editor")

        self.board.observe(self._on_click, names="clicks")
        self.operation.observe(lambda _: self._on_operation(), names="value")
        self.apply_button.on_click(lambda _: self.apply())
        self.undo_button.on_click(lambda _: self.undo())
        self.export_button.on_click(lambda _: self.export())
        self.import_button.on_click(lambda _: self.import_json())
        self.play_button.on_click(lambda _: self.play_from_here())
        self._on_operation()
        self._refresh()

    # ------------------------------------------------------------- actions
    @property
    def edit(self) -> Edit:
        """The edit chosen in ``operation``."""
        return self.edits[self.operation.value]

    def apply(self) -> bool:
        """Make the chosen edit with ``where`` and ``what``: True if it was made, False
        (with ``refusal`` set and the position unchanged) if it was refused."""
        try:
            new = apply_edit(self.state, self.edit, self.where.value.split(), self.what.value)
        except BoardlabError as e:
            self._refuse(e.rule, e.reason)
            return False
        self._commit(new, f"{self.edit.name}")
        return True

    def undo(self) -> bool:
        """Take back the last edit (or import); False when there is none."""
        if not self.undo_stack:
            self._say("no edit to take back")
            return False
        self.state = self.undo_stack.pop()
        self.where.value = ""
        self._say("took back the last edit")
        self._refresh()
        return True

    def export(self) -> str:
        """The position as JSON text (``state.save``'s format), also put in ``json``."""
        text = dumps(position_of(self.state))
        self.json.value = text
        self._say("exported the position below")
        return text

    def import_json(self, text: str | None = None) -> bool:
        """Read a position (``text``, else ``json.value``) as the new one, checked by
        ``from_position`` like every edit; an undoable step."""
        text = self.json.value if text is None else text
        try:
            try:
                position = json.loads(text)
            except ValueError as e:
                raise BadPosition("", f"not JSON ({e})", subject="position") from None
            if not isinstance(position, dict) or position.get("game") != self.state.game:
                raise BadPosition("", f"a position of {self.state.game} is a JSON object with "
                                      f"\"game\": \"{self.state.game}\"", subject="position")
            new = build(type(self.state), position)
        except BoardlabError as e:
            self._refuse(e.rule, e.reason)
            return False
        self._commit(new, "import")
        return True

    def play_from_here(self) -> Play:
        """A :class:`Play` on a copy of the edited position, shown below the editor."""
        self.play = Play(build(type(self.state), position_of(self.state)))
        self.play_area.children = (self.play.widget,)
        self._say("playing from here: the game is below (edits do not change it)")
        return self.play

    # -------------------------------------------------------------- clicks
    def _on_click(self, _change: Any = None) -> None:
        node = self.board.clicked
        need = self.edit.nodes
        if need == 0:
            self._say(f"{self.edit.name} needs no click: {self.edit.help}")
            return
        chosen = self.where.value.split()
        chosen = chosen + [node] if len(chosen) < need else [node]
        self.where.value = " ".join(chosen)
        if len(chosen) < need:
            self._say(f"{self.edit.name}: {node} chosen; click {need - len(chosen)} more")
            self._refresh()
        elif self.edit.what and not self.what.value.strip():
            self._say(f"{self.edit.name}: type what in the 'what' box (e.g. {self.edit.what!r}), "
                      "then press Apply edit")
            self._refresh()
        else:
            self.apply()

    def _on_operation(self) -> None:
        e = self.edit
        self.where.value = ""
        self.where.disabled = e.nodes == 0
        self.where.placeholder = "click the board" if e.nodes else "(no click)"
        self.what.placeholder = e.what or "(nothing to type)"
        self.what.disabled = not e.what
        self.help.value = escape(e.help)
        self._refresh()

    # ------------------------------------------------------------- display
    def _commit(self, new: State, what: str) -> None:
        old, self.state = self.state, new
        self.undo_stack.append(old)
        self.refusal = None
        self.where.value = ""
        said = list(diff(old, new))
        self.message.value = (f"<b>{escape(what)}</b>: " + (escape("; ".join(said)) if said
                                                             else "no change"))
        self._refresh()

    def _say(self, text: str) -> None:
        self.message.value = escape(text)

    def _refuse(self, rule: str, reason: str) -> None:
        """Show why an edit was refused; ``refusal`` keeps ``(rule, reason)``."""
        self.refusal = (rule, reason)
        self.where.value = ""
        head = f"<b>{escape(rule)}</b>: " if rule else ""
        self.message.value = f"<span style='color:#b00020'>refused — {head}{escape(reason)}</span>"
        self._refresh()

    def _refresh(self) -> None:
        with self.board.hold_sync():
            self.board.svg = render.svg(self.state)
            self.board.highlight = self.where.value.split()
        self.status.value = f"<b>{escape(render.status(self.state))}</b> — {len(self.undo_stack)} edit" \
                            f"{'s' * (len(self.undo_stack) != 1)}"
        self.undo_button.disabled = not self.undo_stack

    def __repr__(self) -> str:
        return (f"Editor({self.state.game} {self.state.players}p, edit={self.operation.value!r}, "
                f"edits made={len(self.undo_stack)})")
