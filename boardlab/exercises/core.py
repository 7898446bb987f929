"""``Exercise`` and ``Quiz``: a question on a position, answered by a
click on the board, a choice, or a number; feedback cites the rule id.

An exercise is shown as the asking seat's view (``state.view(seat)``): the board, the
question (HTML), the answer control, a Check and a Hint button and the feedback line.
Everything is drivable from code — ``ex.board.click(node)``, ``ex.choice.value = …``,
``ex.number.value = …``, ``ex.check_button.click()``, ``ex.hint_button.click()`` — and
``ex.answer(x)`` checks an answer directly, returning the :class:`Feedback` it shows.
Every answer is recorded (``ex.attempts``); a :class:`Quiz` scores the first answer
of each exercise and exports the results as CSV or JSON.

The correct ``answer`` is a value (a node id, a choice, a number), a collection of
values (any of them is right), or a function ``judge(x) -> Feedback`` (the generators
use one, so that a wrong answer is explained with the engine's own rule id).
CSS classes for browser tests: ``boardlab-exercise``, ``boardlab-question``,
``boardlab-selection``, ``boardlab-check``, ``boardlab-hint``, ``boardlab-hint-text``,
``boardlab-feedback``, ``boardlab-quiz``, ``boardlab-quiz-score``.
"""
from __future__ import annotations

import csv
import io
import json
import math
from dataclasses import dataclass
from html import escape
from pathlib import Path
from typing import Any, Callable, Collection, Sequence

import ipywidgets as w

from .. import render
from ..engine import State
from ..widgets.board import BoardView
from ..widgets.common import Composite, button, html

KINDS = ("click", "choice", "number")
TO_MOVE = "to_move"


@dataclass(frozen=True)
class Feedback:
    """The verdict on one answer: ``correct``, the ``rule`` id it rests on, the words."""

    correct: bool
    rule: str
    text: str
    given: Any = None

    def __str__(self) -> str:
        verdict = "right" if self.correct else "not quite"
        rule = f" ({self.rule})" if self.rule else ""
        return f"{verdict}{rule}: {self.text}"

    @property
    def html(self) -> str:
        colour = "#2b8a3e" if self.correct else "#b00020"
        mark = "✓ right" if self.correct else "✗ not quite"
        rule = f" <b>{escape(self.rule)}</b>" if self.rule else ""
        return f"<span style='color:{colour}'>{mark}{rule}: {escape(self.text)}</span>"


Judge = Callable[[Any], Feedback]


def _same(a: Any, b: Any) -> bool:
    if isinstance(a, (int, float)) and isinstance(b, (int, float)) and not isinstance(a, bool):
        return math.isclose(float(a), float(b), abs_tol=1e-9)
    return str(a).strip() == str(b).strip()


class Exercise(Composite):
    """A question on ``state``, asked of ``seat`` (default: the seat to move; ``None``:
    everyone — the full state is drawn).

    ``kind`` is ``"click"`` (answer with a board node id), ``"choice"`` (one of
    ``choices``) or ``"number"``; without it: ``"choice"`` when ``choices`` are given,
    ``"number"`` when ``answer`` is a number, else ``"click"``.  ``rule`` is the rule id
    cited by the default feedback, ``why`` the explanation given with it, ``hint`` what
    the Hint button shows, ``details`` what a generator worked out (e.g. the evaluation
    of each move).  ``state`` is copied: the exercise does not change it.
    """

    def __init__(self, state: State, question: str, answer: Any, *, kind: str | None = None,
                 seat: int | str | None = TO_MOVE, choices: Sequence[str] | None = None,
                 rule: str = "", why: str = "", hint: str = "", title: str = "",
                 details: dict[str, Any] | None = None):
        if not isinstance(state, State):
            raise TypeError(f"an Exercise needs a game state, not {type(state).__name__}")
        self.state = state.copy()
        self.seat: int | None = state.to_move if seat == TO_MOVE else seat  # type: ignore[assignment]
        if self.seat is not None and not (isinstance(self.seat, int)
                                          and 0 <= self.seat < state.players):
            raise ValueError(f"seat is a seat 0 to {state.players - 1} or None, not {seat!r}")
        self.shown = self.state if self.seat is None else self.state.view(self.seat)
        if kind is None:
            kind = ("choice" if choices is not None else
                    "number" if isinstance(answer, (int, float)) and not isinstance(answer, bool)
                    else "click")
        if kind not in KINDS:
            raise ValueError(f"kind is one of {', '.join(KINDS)}, not {kind!r}")
        if kind == "choice" and not choices:
            raise ValueError("a choice exercise needs its choices")
        self.kind = kind
        self.question, self.rule, self.why, self.hint_text = question, rule, why, hint
        self.title = title
        self.details = dict(details or {})
        self.choices = [str(c) for c in choices] if choices is not None else None
        self.expected = answer
        self.attempts: list[Feedback] = []
        self.hints = 0
        self.selected: str | None = None
        self._listeners: list[Callable[["Exercise", Feedback], None]] = []

        self.heading = html("boardlab-question",
                            (f"<b>{escape(title)}</b><br>" if title else "") + escape(question))
        self.board = BoardView(render.svg(self.shown))
        self.selection = html("boardlab-selection")
        self.choice = w.Dropdown(options=[(c, c) for c in self.choices or []], value=None,
                                 description="answer", layout=w.Layout(width="22em"))
        self.choice.add_class("boardlab-choice")
        self.number = w.FloatText(value=0, description="answer", layout=w.Layout(width="14em"))
        self.number.add_class("boardlab-number")
        self.check_button = button("Check", "boardlab-check", "check your answer")
        self.hint_button = button("Hint", "boardlab-hint", "show a hint")
        self.hint_line = html("boardlab-hint-text")
        self.feedback = html("boardlab-feedback")
        control: w.Widget = {"click": self.selection, "choice": self.choice,
                             "number": self.number}[kind]
        self.widget = w.VBox([self.heading, self.board,
                              w.HBox([control, self.check_button, self.hint_button]),
                              self.hint_line, self.feedback])
        self.widget.add_class("boardlab-exercise")
        if kind == "click":
            self._check_nodes()
            self.selection.value = "<i>click the board to answer</i>"
            self.board.observe(self._on_click, names="clicks")
        self.check_button.on_click(lambda _: self._check())
        self.hint_button.on_click(lambda _: self.hint())

    # ------------------------------------------------------------ answering
    def answer(self, given: Any) -> Feedback:
        """Check ``given`` (a node id, a choice, a number), show and record the feedback."""
        if self.kind == "number":
            try:
                given = float(given)
            except (TypeError, ValueError):
                return self._show(Feedback(False, self.rule, f"{given!r} is not a number", given),
                                  record=False)
            if given.is_integer():
                given = int(given)
        elif given is not None:
            given = str(given)
        return self._show(self._judge(given), record=True)

    def hint(self) -> str:
        """Show the hint (and count it)."""
        self.hints += 1
        text = self.hint_text or "no hint for this one: look at the rule cited after an answer"
        self.hint_line.value = f"<i>hint: {escape(text)}</i>"
        return text

    def on_answer(self, callback: Callable[["Exercise", Feedback], None]) -> None:
        """Call ``callback(exercise, feedback)`` after every recorded answer."""
        self._listeners.append(callback)

    @property
    def answered(self) -> bool:
        return bool(self.attempts)

    @property
    def first_correct(self) -> bool:
        """The first answer was right (what a :class:`Quiz` scores)."""
        return bool(self.attempts) and self.attempts[0].correct

    @property
    def solved(self) -> bool:
        """Some answer was right."""
        return any(f.correct for f in self.attempts)

    def _judge(self, given: Any) -> Feedback:
        if given is None:
            return Feedback(False, self.rule, "no answer given", given)
        expected = self.expected
        if callable(expected):
            return expected(given)
        if isinstance(expected, Collection) and not isinstance(expected, str):
            right = any(_same(given, e) for e in expected)
        else:
            right = _same(given, expected)
        return Feedback(right, self.rule, self.why or ("that's it" if right else "try again"),
                        given)

    def _show(self, fb: Feedback, record: bool) -> Feedback:
        self.feedback.value = fb.html
        if record:
            self.attempts.append(fb)
            for call in self._listeners:
                call(self, fb)
        return fb

    def _check(self) -> None:
        if self.kind == "click":
            if self.selected is None:
                self._show(Feedback(False, "", "click the board first"), record=False)
                return
            self.answer(self.selected)
        elif self.kind == "choice":
            if self.choice.value is None:
                self._show(Feedback(False, "", "choose an answer first"), record=False)
                return
            self.answer(self.choice.value)
        else:
            self.answer(self.number.value)

    def _on_click(self, _change: Any = None) -> None:
        node = self.board.clicked
        self.selected = node
        self.board.highlight = [node]
        self.selection.value = f"your answer: <b>{escape(node)}</b> — press Check"

    def _check_nodes(self) -> None:
        """A click answer the board cannot be clicked on is a mistake of the exercise."""
        expected = self.expected
        if callable(expected):
            return
        values = (expected if isinstance(expected, Collection) and not isinstance(expected, str)
                  else [expected])
        missing = [v for v in values if str(v) not in self.board.nodes]
        if missing:
            raise ValueError(f"the board has no node {missing[0]!r} to click")

    def result(self) -> dict[str, Any]:
        """One row of a quiz's results."""
        first = self.attempts[0] if self.attempts else None
        return {"title": self.title, "question": self.question, "kind": self.kind,
                "rule": first.rule if first and first.rule else self.rule,
                "answered": self.answered, "first_answer": None if first is None else first.given,
                "first_correct": self.first_correct, "solved": self.solved,
                "attempts": len(self.attempts), "hints": self.hints}

    def __repr__(self) -> str:
        who = "everyone" if self.seat is None else self.state.seat_name(self.seat)
        state = ("solved" if self.solved else f"{len(self.attempts)} wrong" if self.attempts
                 else "unanswered")
        rule = f", rule={self.rule}" if self.rule else ""
        return f"Exercise({self.state.game}, {self.kind}, asks {who}{rule}, {state})"


FIELDS = ["n", "title", "question", "kind", "rule", "answered", "first_answer",
          "first_correct", "solved", "attempts", "hints"]


class Quiz(Composite):
    """Several exercises, one after the other, and a score: the exercises whose first
    answer was right.  ``to_csv()`` / ``to_json()`` export one row per exercise."""

    def __init__(self, exercises: Sequence[Exercise], title: str = "Quiz"):
        self.exercises = list(exercises)
        if not self.exercises or not all(isinstance(e, Exercise) for e in self.exercises):
            raise ValueError("a Quiz needs one or more Exercise objects")
        self.title = title
        self.score_line = html("boardlab-quiz-score")
        parts: list[w.Widget] = [self.score_line]
        for i, ex in enumerate(self.exercises, 1):
            parts.append(html("boardlab-quiz-number",
                              f"<h4>Question {i} of {len(self.exercises)}</h4>"))
            parts.append(ex.widget)
            ex.on_answer(lambda *_: self._refresh())
        self.widget = w.VBox(parts)
        self.widget.add_class("boardlab-quiz")
        self._refresh()

    @property
    def score(self) -> int:
        return sum(e.first_correct for e in self.exercises)

    @property
    def total(self) -> int:
        return len(self.exercises)

    @property
    def done(self) -> bool:
        return all(e.answered for e in self.exercises)

    def _refresh(self) -> None:
        answered = sum(e.answered for e in self.exercises)
        self.score_line.value = (f"<b>{escape(self.title)}</b>: score {self.score} of "
                                 f"{self.total} ({answered} answered)")

    def results(self) -> list[dict[str, Any]]:
        return [{"n": i, **e.result()} for i, e in enumerate(self.exercises, 1)]

    def to_json(self, path: str | Path | None = None) -> str:
        """The results as JSON text (written to ``path`` too, if given)."""
        text = json.dumps({"title": self.title, "score": self.score, "total": self.total,
                           "exercises": self.results()}, indent=1, ensure_ascii=False)
        if path is not None:
            Path(path).write_text(text + "\n", encoding="utf-8")
        return text

    def to_csv(self, path: str | Path | None = None) -> str:
        """The results as CSV text, one row per exercise (written to ``path`` too)."""
        out = io.StringIO()
        writer = csv.DictWriter(out, fieldnames=FIELDS, lineterminator="\n")
        writer.writeheader()
        writer.writerows(self.results())
        text = out.getvalue()
        if path is not None:
            Path(path).write_text(text, encoding="utf-8")
        return text

    def __repr__(self) -> str:
        return f"Quiz({self.title!r}, score {self.score} of {self.total})"
