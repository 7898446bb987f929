"""``Play``: play a game in a notebook — board clicks or a move list, undo/redo,
whose-view toggle, bots as opponents, and the event log with rule ids (docs/contract.md).

Everything is drivable from code: ``play.board.click("hand:B")``,
``play.moves.value = "no swap"; play.apply_button.click()``,
``play.undo_button.click()``, ``play.viewer.value = 1``.

Clicking the board
    Clicked nodes accumulate.  The candidates are the legal actions whose
    ``render.nodes_of(state, a)`` (the game's ``ui``) starts with the clicked sequence
    (or, failing that, contains it in any order: a Rabbit's swap may be clicked either
    way round).  When exactly one action's nodes equal the sequence it is applied; while several remain, their next
    nodes are highlighted; when none remains, the message line says why, with the
    engine's own rule id and reason (``EC-4.3: 2,3 is occupied …``) and the sequence
    starts again.  A click that cannot continue an unfinished move starts a new one
    when it can — unless the clicks name a move the rules refuse (a card, then a row
    it may not go on): that is explained instead.  Moves without nodes (``no swap``)
    are in the move list only.

Bots
    ``bots={seat: bot}``, ``bot.choose(view) -> Action``: a bot is handed its seat's view
    (``state.view(seat)``), never the full state.  At the start and after every
    human move, bots play until a human seat is to move or the game is over.

Undo and redo
    Undo takes back the bot moves since the last human decision *and* that decision,
    so it is that human's turn again (otherwise the bot would simply replay).  If every
    move so far was a bot's, nothing is undone.  Redo re-applies exactly what the last
    undo took back (the same bot moves, not new ones).  A new move clears the redo list.

Event log
    ``log`` lists the events newest first, each with its rule id; the events of the last
    human decision (and the bot moves after it) are bold.  It shows the newest
    ``LOG_RECENT`` (50) events; the ``log_all`` toggle ("whole log") shows every one.

Views
    ``viewer`` ("everyone" or a seat) chooses whose view is drawn: ``state.view(seat)``
    hides what that seat cannot know, and the move list and highlights of another seat's
    decision are then hidden too.  Moves are always played on the full ``state``.
"""
from __future__ import annotations

from html import escape
from typing import Any, Mapping

import ipywidgets as w

from .. import render
from ..engine import Action, State, move_label, short
from ..rules import BoardlabError
from .board import BoardView
from .common import Composite, button, events_html, html

ALL = "all"
#: how many of the newest events the log shows (the rest on demand: ``log_all``)
LOG_RECENT = 50


def check_view(view: Any, players: int) -> None:
    """``view`` is ``"all"`` (everyone) or a seat number (ValueError otherwise)."""
    if view != ALL and (isinstance(view, bool) or not isinstance(view, int)
                        or not 0 <= view < players):
        raise ValueError(f"view is 'all' (everyone) or a seat 0 to {players - 1}, "
                         f"not {short(view)}")


def check_bots(bots: Any, players: int) -> dict[int, Any]:
    """``bots`` maps seats (0 to players − 1) to objects with a ``choose(state)`` method."""
    if bots is None:
        return {}
    if not isinstance(bots, Mapping):
        raise TypeError(f"bots is a dict {{seat: bot}}, e.g. {{1: RandomBot(1)}}, "
                        f"not a {type(bots).__name__}")
    for seat, bot in bots.items():
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < players:
            raise ValueError(f"bots: {short(seat)} is not a seat (0 to {players - 1})")
        if not callable(getattr(bot, "choose", None)):
            raise TypeError(f"bots[{seat}] is {short(bot)}: a bot has a choose(state) method, "
                            "e.g. RandomBot(1) or GreedyBot()")
    return dict(bots)


class Play(Composite):
    """A game to play: ``Play(boardlab.new("ecosystem", players=3), bots={1: RandomBot(1)})``.

    The state passed in is played on (not copied): ``play.state`` is that object.
    ``view`` is ``"all"`` (everyone) or a seat number.
    """

    def __init__(self, state: State, bots: Mapping[int, Any] | None = None,
                 view: int | str = ALL):
        if not isinstance(state, State):
            raise TypeError("Play needs a game state, e.g. "
                            f"Play(boardlab.new('ecosystem', players=3)), not {short(state)}")
        if state.viewer is not None:
            raise ValueError("Play needs the full state, not a seat's view (state.view(seat))")
        check_view(view, state.players)
        self.bots = check_bots(bots, state.players)
        self.state = state
        self._pending: list[str] = []   # clicked nodes of a move not yet complete
        self.refusal: tuple[str, str] | None = None  # (rule, reason) until a move goes through
        self._redo: list[list[Action]] = []
        self._fresh = 0                 # events caused since the last human decision

        self.status = html("boardlab-status")
        self.board = BoardView()
        self.moves = w.Select(options=[], rows=6, layout=w.Layout(width="16em"))
        self.moves.add_class("boardlab-moves")
        self.apply_button = button("Apply", "boardlab-apply", "apply the move chosen in the list")
        self.undo_button = button("Undo", "boardlab-undo",
                                  "take back your last decision (and the bot moves after it)")
        self.redo_button = button("Redo", "boardlab-redo", "re-apply what Undo took back")
        seats = [(state.seat_name(s), s) for s in range(state.players)]
        self.viewer = w.Dropdown(options=[("everyone", ALL)] + seats, value=view,
                                 description="view", layout=w.Layout(width="14em"))
        self.viewer.add_class("boardlab-viewer")
        self.message = html("boardlab-message")
        self.log = html("boardlab-log")
        self.log_all = w.ToggleButton(value=False, description="whole log",
                                      tooltip=f"show every event, not only the newest {LOG_RECENT}",
                                      layout=w.Layout(width="auto"))
        self.log_all.add_class("boardlab-log-all")
        self._log_key: tuple | None = None   # what the log shows now (skip unchanged redraws)
        controls = w.VBox([self.apply_button, w.HBox([self.undo_button, self.redo_button]),
                           self.viewer, self.log_all])
        self.widget = w.VBox([self.status, self.board, w.HBox([self.moves, controls]),
                              self.message, self.log])
        self.widget.add_class("boardlab-play")

        self.board.observe(self._on_click, names="clicks")
        self.apply_button.on_click(lambda _: self.apply(self.moves.value))
        self.undo_button.on_click(lambda _: self.undo())
        self.redo_button.on_click(lambda _: self.redo())
        self.viewer.observe(lambda _: self._refresh(), names="value")
        self.log_all.observe(lambda _: self._refresh_log(), names="value")
        self._run_bots()
        self._refresh()

    # ------------------------------------------------------------ actions
    def apply(self, action: Action | str | None) -> bool:
        """Apply a move for the seat to move (as the Apply button does); False if refused."""
        if action is None:
            self._say("choose a move in the list first")
            return False
        before = len(self.state.log)
        try:
            self.state.apply(action)
        except BoardlabError as e:
            self._refuse(e.rule, e.reason)
            return False
        self._redo.clear()
        self._pending = []
        self.refusal = None  # the last move went through
        self._say("")
        self._run_bots()
        self._fresh = len(self.state.log) - before
        self._refresh()
        return True

    def undo(self) -> bool:
        """Take back the last human decision and the bot moves after it (see module doc):
        one ``state.undo()`` per decision, never a replay of the game here."""
        s = self.state
        undone: list[Action] = []
        while s.history:
            undone.append(s.undo())
            if s.to_move not in self.bots:
                break
        if not undone or s.to_move in self.bots:   # only bot moves: put them back
            for a in reversed(undone):
                s.apply(a)
            self._say("nothing to undo" + (": every move so far was a bot's" if undone else ""))
            self._refresh()
            return False
        self._redo.append(list(reversed(undone)))
        self._after_jump()
        return True

    def redo(self) -> bool:
        """Re-apply what the last undo took back."""
        if not self._redo:
            self._say("nothing to redo")
            return False
        for a in self._redo.pop():
            self.state.apply(a)
        self._run_bots()
        self._after_jump()
        return True

    def _after_jump(self) -> None:
        self._pending = []
        self._fresh = 0
        self._say("")
        self._refresh()

    def _run_bots(self) -> None:
        s = self.state
        while not s.is_over and s.to_move in self.bots:  # bots see views only (docs/contract.md)
            s.apply(self.bots[s.to_move].choose(s.view(s.to_move)))

    # ------------------------------------------------------------- clicks
    def _candidates(self, seq: list[str]) -> list[tuple[Action, tuple[str, ...]]]:
        s = self.state
        pairs = [(a, render.nodes_of(s, a)) for a in s.legal_actions()]
        k = len(seq)
        prefix = [(a, n) for a, n in pairs if n[:k] == tuple(seq)]
        if prefix:
            return prefix
        return [(a, n) for a, n in pairs
                if len(n) >= k and all(n.count(x) >= seq.count(x) for x in seq)]

    def _on_click(self, _change: Any = None) -> None:
        s = self.state
        node = render.canonical(s, self.board.clicked)
        mover = s.to_move
        if s.is_over or mover is None:        # a game with nobody to move is over (contract)
            self._refuse(s.over_rule, "the game is over")
            return
        seat = self._view()
        if seat is not None and seat != mover:
            self._refuse("", f"{s.seat_name(mover)} is to move: choose the view 'everyone' "
                             f"or '{s.seat_name(mover)}' to play")
            return
        if node in self._pending:             # a second click on a chosen node unselects it
            self._pending.remove(node)
            self._say(f"unselected {node}")
            self._refresh()
            return
        seq = self._pending + [node]
        cands = self._candidates(seq)
        why = None
        if not cands and self._pending:
            why = self._why(seq)              # a move the rules refuse: say why (no restart)
            if why is None:                   # else a fresh start: forget the unfinished move
                restart = self._candidates([node])
                if restart:
                    seq, cands = [node], restart
        exact = [a for a, n in cands if sorted(n) == sorted(seq)]
        if len(exact) == 1:
            self.apply(exact[0])
        elif cands:
            self._pending = seq
            self._say(f"{len(cands)} moves go on from {', '.join(seq)}: click a highlighted node "
                      "(or choose in the list)")
            self._refresh()
        else:
            self._pending = []
            why = why or self._why(seq) or (
                "", f"no legal move of {s.seat_name(mover)} uses {', '.join(seq)}")
            self._refuse(*why)
            self._refresh()

    def _why(self, seq: list[str]) -> tuple[str, str] | None:
        """(rule, reason) why no legal move matches the clicks — the engine's own
        error (IllegalAction …) for the move they name, else the game's click refusal — or None."""
        s = self.state
        text = render.click_action(s, seq)
        if text is not None:
            try:
                s.copy().apply(text)
            except BoardlabError as e:
                return (e.rule, e.reason)
        return render.click_refusal(s, seq)

    # ------------------------------------------------------------ display
    def _say(self, text: str) -> None:
        self.message.value = escape(text)

    def _refuse(self, rule: str, reason: str) -> None:
        """Show why a click or move was refused; ``self.refusal`` keeps ``(rule, reason)``."""
        self.refusal = (rule, reason)
        rule = f"<b>{escape(rule)}</b>: " if rule else ""
        self.message.value = (f"<span style='color:#b00020'>refused — {rule}"
                              f"{escape(reason)}</span>")

    def _view(self) -> int | None:
        v = self.viewer.value
        return None if v == ALL else int(v)

    def _refresh(self) -> None:
        """Update every widget in place (values and traits; nothing is recreated)."""
        s = self.state
        seat = self._view()
        drawn = s if seat is None else s.view(seat)
        visible = not s.is_over and (seat is None or seat == s.to_move)
        actions = s.legal_actions() if visible else []
        if self._pending and visible:   # the clicked nodes and where the moves go on
            nxt = {x for _, n in self._candidates(self._pending) for x in n}
            highlight = sorted({y for x in set(self._pending) | nxt for y in render.aliases(s, x)})
        else:
            highlight = sorted({y for a in actions for x in render.nodes_of(s, a)
                                for y in render.aliases(s, x)})
        with self.board.hold_sync():
            self.board.svg = render.svg(drawn)
            self.board.highlight = highlight
        options = [(str(a), str(a)) for a in actions]
        if [o[1] for o in self.moves.options] != [o[1] for o in options]:
            self.moves.options = options
        if options and self.moves.value is None:
            self.moves.value = options[0][1]
        self.apply_button.disabled = not options
        self.undo_button.disabled = not s.history
        self.redo_button.disabled = not self._redo
        line = escape(render.status(s))
        if not s.is_over and s.to_move is not None and seat is not None and not visible:
            line += f" <i>(hidden from {escape(s.seat_name(seat))}'s view)</i>"
        self.status.value = f"<b>{line}</b>"
        self._refresh_log()

    def _refresh_log(self) -> None:
        """The event log, newest first: the newest ``LOG_RECENT`` events, or all of them
        while ``log_all`` is down (a late Lost Cities log is ~100 KB of HTML)."""
        log = self.state.log
        shown = log if self.log_all.value else log[-LOG_RECENT:]
        key = (len(log), list(shown), self._fresh)
        if key == self._log_key:
            return
        self._log_key = key
        text = events_html(shown, newest_first=True, fresh=self._fresh)
        hidden = len(log) - len(shown)
        if hidden:
            text += (f"<i>… {hidden} earlier event{'s' * (hidden != 1)}: "
                     "press 'whole log' to see them</i>")
        self.log.value = text

    def __repr__(self) -> str:
        s = self.state
        bots = ", ".join(f"{k}: {_name(b)}" for k, b in sorted(self.bots.items()))
        mover = s.to_move
        who = "over" if s.is_over or mover is None else f"{s.seat_name(mover)} to move"
        view = self.viewer.value
        return (f"Play({s.game} {s.players}p, {move_label(s)}, {who}, "
                f"bots={{{bots}}}, view={'everyone' if view == ALL else s.seat_name(view)})")


def _name(bot: Any) -> str:
    r = repr(bot)
    return type(bot).__name__ if " at 0x" in r else r
