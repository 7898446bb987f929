"""``Analyze``: the analysis board — every legal turn of the seat to move,
ranked by its value for that seat, now and after a look-ahead (:mod:`boardlab.analysis`).

* the **ranked list** (``moves``, a Select; CSS ``boardlab-analyze-moves``): one row per
  turn, ``value now [± error] [→ look-ahead ± error]  decisions``, best first;
* the **heat overlay** on the board: the first node a person clicks for a turn is outlined
  in a colour from red (worst) to green (best) — the best value among the turns that start
  there — and its ``<title>`` gives the value (:func:`heat`; ``data-heat`` holds it);
* **Think** (``think_button``) runs the look-ahead (``worlds`` determinizations, each
  seat's answers chosen by MCTS with ``iterations`` searches a decision — or at random
  with ``policy="random"``), the ``progress`` bar (an IntProgress) moving as it goes,
  then re-ranks;
* clicking a row (``moves.value = i``) or a node (``board.click(node)``: the best turn
  that starts there) **steps into the variation** — the position after that turn — and
  the **breadcrumb** (``crumbs``: one button per step, ``boardlab-crumb``) steps back;
* after Think each row ends with its **principal variation** (``⟶`` the decisions the
  look-ahead expects next, ``line.variation``); **Follow** (``follow_button``, or
  ``follow(i)``) steps into the best line (row ``i``) and then through its variation, a
  breadcrumb per decision.

Think looks ahead the ``top`` best lines (default :data:`boardlab.analysis.TOP`), best
first, until it has valued ``budget`` positions (default :data:`boardlab.analysis.BUDGET`:
the same lines on every machine), starting no line after ``seconds`` (a safety cap, default
:data:`boardlab.analysis.SECONDS`), so the board answers within seconds in every game.  While
it thinks the progress bar moves and ``looking`` (CSS ``boardlab-looking``) says which line
it is looking at, of how many ("line 3 of 8: …").

Give it ``state.view(seat)`` to analyse a position as that seat knows it: nothing secret
is read (the turns are played in determinizations of the view) and the board shows the
view.  No Output widgets; every control is drivable from code.
"""
from __future__ import annotations

import colorsys
import re
from html import escape, unescape
from typing import Any

import ipywidgets as w

from .. import render
from ..analysis import BUDGET, ITERATIONS, LIMIT, POLICIES, SECONDS, TOP, Analysis, Line
from ..engine import State, short
from ..rules import BoardlabError
from .board import BoardView
from .common import Composite, button, html

_GROUP = re.compile(r'<g data-node="([^"]*)"')
#: the longest breadcrumb label (a long turn is cut with "…")
CRUMB = 36


def colour(t: float) -> str:
    """A colour from red (``t`` = 0, worst) through yellow to green (1, best), as ``#rrggbb``."""
    t = min(1.0, max(0.0, t))
    r, g, b = colorsys.hsv_to_rgb(t / 3, 0.85, 0.85)
    return f"#{round(r * 255):02x}{round(g * 255):02x}{round(b * 255):02x}"


def heat(svg: str, colours: dict[str, str], notes: dict[str, str] | None = None) -> str:
    """``svg`` with each node of ``colours`` (``data-node`` id → colour) outlined in its
    colour: its first ``bl-shape`` gets an inline stroke (or, without one, the group
    itself an outline), the group a ``data-heat`` attribute with its note and the note
    appended to its ``<title>``.  Generic: it edits the SVG text of any renderer.

    >>> heat('<svg><g data-node="a"><title>A</title><rect class="bl-shape"/></g></svg>',
    ...      {"a": "#00ff00"}, {"a": "+3.0"})  # doctest: +NORMALIZE_WHITESPACE
    '<svg><g data-node="a" data-heat="+3.0"><title>A — +3.0</title><rect class="bl-shape
    boardlab-heat" style="stroke:#00ff00;stroke-width:4px"/></g></svg>'
    """
    notes = notes or {}
    parts = _GROUP.split(svg)   # text, node, text, node, text …
    out = [parts[0]]
    for i in range(1, len(parts), 2):
        node, body = parts[i], parts[i + 1]
        c = colours.get(unescape(node))
        note = notes.get(unescape(node), "")
        head = f'<g data-node="{node}"'
        if c is not None:
            style = f"stroke:{c};stroke-width:4px"
            if note:
                head += f' data-heat="{escape(note)}"'
                body = re.sub(r"(<title>[^<]*)(</title>)", lambda m: f"{m[1]} — {escape(note)}{m[2]}",
                              body, count=1)
            if 'class="bl-shape"' in body:
                body = body.replace('class="bl-shape"',
                                    f'class="bl-shape boardlab-heat" style="{style}"', 1)
            else:
                head += f' class="boardlab-heat" style="outline:3px solid {c}"'
        out.append(head + body)
    return "".join(out)


class Analyze(Composite):
    """``Analyze(state)`` (or ``Analyze(state.view(seat))``): the analysis board.

    ``limit`` caps the turns listed, ``worlds``/``iterations``/``policy``/``rollouts``/``horizon``
    set the look-ahead and ``top``/``budget``/``seconds`` how much of it a Think does
    (:meth:`boardlab.analysis.Analysis.think`), ``seed`` makes it
    deterministic (see :mod:`boardlab.analysis`).  The state passed in
    is never changed; ``.state`` is the position shown, ``.analysis`` its analysis,
    ``.path`` the positions from the start to it.
    """

    def __init__(self, state: State, limit: int = LIMIT, worlds: int = 8, seed: int = 0,
                 rollouts: int = 1, horizon: int | None = None, iterations: int = ITERATIONS,
                 policy: str = "mcts", top: int | None = TOP, seconds: float | None = SECONDS,
                 budget: int | None = BUDGET):
        if not isinstance(state, State):
            raise TypeError("Analyze needs a game state, e.g. "
                            f"Analyze(boardlab.new('lost_cities')), not {short(state)}")
        if policy not in POLICIES:   # checked here, not at the first click of Think
            raise ValueError(f"policy is one of {', '.join(map(repr, POLICIES))}, not {policy!r}")
        if iterations < 1 or rollouts < 1:
            raise ValueError("iterations and rollouts are at least 1")
        if budget is not None and budget < 1:
            raise ValueError("budget is at least 1 (or None: no limit)")
        self.limit, self.worlds, self.seed = limit, worlds, seed
        self.rollouts, self.horizon = rollouts, horizon
        self.iterations, self.policy, self.top, self.seconds = iterations, policy, top, seconds
        self.budget = budget
        #: (position, its analysis, the turn that led to it — "" for the start)
        self.path: list[tuple[State, Analysis, str]] = []
        self._quiet = False    # True while the move list is rebuilt (no step on its change)

        self.breadcrumb = w.HBox([])
        self.breadcrumb.add_class("boardlab-breadcrumb")
        self.status = html("boardlab-status")
        self.board = BoardView()
        self.moves = w.Select(options=[], rows=12, layout=w.Layout(width="34em"))
        self.moves.add_class("boardlab-analyze-moves")
        self.think_button = button("Think", "boardlab-think",
                                   "look ahead: every seat answers (MCTS) in determinized worlds")
        self.progress = w.IntProgress(value=0, min=0, max=1, description="thinking",
                                      layout=w.Layout(width="16em"))
        self.progress.add_class("boardlab-progress")
        self.looking = html("boardlab-looking")   # while Think runs: the line it looks at
        self.follow_button = button("Follow", "boardlab-follow",
                                    "step into the best line, then through its variation")
        self.message = html("boardlab-message")
        self.widget = w.VBox([self.breadcrumb, self.status, self.board,
                              w.HBox([self.moves, w.VBox([self.think_button, self.progress,
                                                          self.looking, self.follow_button])]),
                              self.message])
        self.widget.add_class("boardlab-analyze")

        self.moves.observe(self._on_row, names="value")
        self.board.observe(self._on_click, names="clicks")
        self.think_button.on_click(lambda _: self.think())
        self.follow_button.on_click(lambda _: self.follow(0))
        self._push(state, "")

    # ----------------------------------------------------------- navigation
    @property
    def state(self) -> State:
        return self.path[-1][0]

    @property
    def analysis(self) -> Analysis:
        return self.path[-1][1]

    @property
    def crumbs(self) -> list[w.Button]:
        """The breadcrumb's buttons: ``crumbs[i].click()`` goes back to ``path[i]``."""
        return list(self.breadcrumb.children)

    def _push(self, state: State, label: str) -> None:
        a = Analysis(state, limit=self.limit, worlds=self.worlds, seed=self.seed)
        self.path.append((state, a, label))
        self._crumbs()
        self._refresh()

    def step(self, i: int) -> None:
        """Step into line ``i`` of the ranked list: the position after that turn."""
        line = self.analysis.lines[i]
        self._push(self.analysis.after(i), str(line.turn))
        self._say(f"stepped into {line.turn}")

    def follow(self, i: int = 0) -> None:
        """Step into line ``i`` and then through its principal variation (after Think), a
        breadcrumb per decision; it stops where a decision of the variation is not legal
        in the position shown (the variation was played in a re-dealt world)."""
        line = self.analysis.lines[i]
        viewer = self.state.viewer
        # on a view the variation is played in the analysis's first world (a full state),
        # and its view is shown
        world = line.afters[0].copy() if viewer is not None else None
        self.step(i)
        done = 0
        for a in line.variation:
            s = world if world is not None else self.state.copy()
            try:
                s.apply(a)
            except BoardlabError:
                break
            self._push(s.view(viewer) if viewer is not None else s, str(a))
            done += 1
        left = len(line.variation) - done
        self._say(f"followed {line.turn}" + (f" and {done} decision{'s' * (done != 1)} of its variation"
                                             if done else "")
                  + (f"; {left} more not legal here (the variation was played in a re-dealt world)"
                     if left else ""))

    def back(self, depth: int) -> None:
        """Go back to ``path[depth]`` (0: the start), as the breadcrumb's buttons do."""
        if not 0 <= depth < len(self.path):
            raise IndexError(f"the breadcrumb has steps 0 … {len(self.path) - 1}, not {depth}")
        del self.path[depth + 1:]
        self._crumbs()
        self._refresh()
        self._say("")

    def think(self) -> None:
        """Run the look-ahead of the position shown, then re-rank; while it runs the progress
        bar moves and ``looking`` says which line it looks at, of how many."""
        a = self.analysis
        looked = len(a.lines) if self.top is None else min(self.top, len(a.lines))
        self.progress.max = max(1, looked * a.worlds)
        self.progress.value = 0
        self.think_button.disabled = True

        def tick(done: int, total: int) -> None:
            self.progress.value = done

        def look(i: int, n: int, line: Line) -> None:
            self.looking.value = escape(f"line {i} of {n}: {line.turn}")

        try:
            a.think(iterations=self.iterations, horizon=self.horizon, progress=tick,
                    policy=self.policy, rollouts=self.rollouts, top=self.top, seconds=self.seconds,
                    budget=self.budget, looking=look)
        finally:
            self.think_button.disabled = False
            self.looking.value = ""
        self.progress.value = self.progress.max
        self._refresh()
        how = (f"MCTS answers, {self.iterations} searches a decision" if self.policy == "mcts"
               else "random answers")
        runs = f" × {self.rollouts} rollouts" if self.rollouts != 1 else ""
        done = sum(line.ahead is not None for line in a.lines)
        best = f" the best {done} turn{'s' * (done != 1)}," if done < len(a.lines) else ""
        why = (f" — its budget of {self.budget:,} positions was spent" if a.stopped == "budget" else
               f" — its time of {self.seconds:g} s was up" if a.stopped == "seconds" else "")
        self._say(f"looked ahead:{best} {a.worlds} worlds{runs} per turn ({how}){why}; "
                  "Follow steps through the best line's variation")

    # ---------------------------------------------------------------- input
    def _on_row(self, change: Any) -> None:
        if self._quiet or change["new"] is None:
            return
        self.step(int(change["new"]))

    def _starts(self) -> dict[str, list[int]]:
        """First clicked node (and its aliases) → indices of the lines that start there."""
        s = self.state
        out: dict[str, list[int]] = {}
        for i, line in enumerate(self.analysis.lines):
            try:
                nodes = render.nodes_of(s, line.turn.actions[0])
            except Exception:   # a game's ui that cannot place this decision: list only
                nodes = ()
            if nodes:
                for n in render.aliases(s, nodes[0]):
                    out.setdefault(n, []).append(i)
        return out

    def _on_click(self, _change: Any = None) -> None:
        node = render.canonical(self.state, self.board.clicked)
        starts = self._starts()
        lines = starts.get(node) or starts.get(self.board.clicked)
        if not lines:
            self._say(f"no turn starts at {node}")
            return
        self.step(lines[0])   # the lines are ranked: the first is the best

    # -------------------------------------------------------------- display
    def _say(self, text: str) -> None:
        self.message.value = escape(text)

    def _crumbs(self) -> None:
        buttons = []
        for depth, (_, _, label) in enumerate(self.path):
            text = "start" if depth == 0 else (label if len(label) <= CRUMB else label[:CRUMB - 1] + "…")
            b = button(text, "boardlab-crumb", f"back to {label or 'the start'}")
            b.on_click(lambda _, d=depth: self.back(d))
            buttons.append(b)
        self.breadcrumb.children = buttons

    def _refresh(self) -> None:
        s, a = self.state, self.analysis
        lines = a.lines
        starts = self._starts()
        colours: dict[str, str] = {}
        notes: dict[str, str] = {}
        if lines:
            best = {n: max(lines[i].score for i in idx) for n, idx in starts.items()}
            lo, hi = min(line.score for line in lines), max(line.score for line in lines)
            for n, v in best.items():
                colours[n] = colour(0.5 if hi == lo else (v - lo) / (hi - lo))
                notes[n] = f"{v:+.1f}"
        self.board.svg = heat(render.svg(s), colours, notes)
        self._quiet = True
        try:
            self.moves.options = [(f"{i + 1}. {line.label()}", i) for i, line in enumerate(lines)]
            self.moves.value = None
        finally:
            self._quiet = False
        self.think_button.disabled = not lines
        head = escape(render.status(s))
        if not lines or a.seat is None:
            note = self._why_empty()
        else:
            note = (f"{len(lines)} turn{'s' * (len(lines) != 1)} of {escape(s.seat_name(a.seat))}"
                    f"{' (capped: more exist)' if a.capped else ''}, best first — "
                    "click one to step into it")
        self.status.value = f"<b>{head}</b><br>{note}"

    def _why_empty(self) -> str:
        s = self.state
        if s.is_over or s.to_move is None:
            return "the game is over: no turn to analyse"
        seat = s.viewer
        assert seat is not None   # a full state not over always has a turn
        return (f"{escape(s.seat_name(s.to_move))} is to move: its turns are hidden from "
                f"{escape(s.seat_name(seat))}'s view")

    def __repr__(self) -> str:
        s = self.state
        return (f"Analyze({s.game} {s.players}p, depth {len(self.path) - 1}, "
                f"{len(self.analysis)} turns)")
