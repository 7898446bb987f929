"""Bots: any object with ``choose(state) -> Action``.  Game-agnostic: they use
the contract only (``legal_actions``, ``copy``, ``apply``, ``scores``).

A bot may be given a seat's view (``state.view(seat)``, DESIGN §2) instead of the
full state: it then chooses among that seat's legal actions using only what the seat
may know.  Choosing when the state (or view) has no decision to make raises
``IllegalAction``.
"""
from __future__ import annotations

import random

from ..engine import Action, State
from ..rules import IllegalAction

#: what a look-ahead on a view may meet where the rules need a hidden "?" part
_HIDDEN_FAILURES = (KeyError, TypeError, ValueError, IndexError, AttributeError)


def _choices(state: State) -> list[Action]:
    """``state.legal_actions()``, or ``IllegalAction`` when there is nothing to choose
    (the game is over, or a view whose seat is not to move)."""
    actions = state.legal_actions()
    if not actions:
        if state.is_over:
            raise IllegalAction(state.over_rule, "the game is over: there is nothing to choose")
        raise IllegalAction(state.turn_rule, f"{state.seat_name(state.viewer)} is not to move "
                                             "in this view: there is nothing to choose")
    return actions


class RandomBot:
    """Chooses uniformly among the legal actions, from its own seeded generator."""

    def __init__(self, seed: int | None = None):
        self.seed = seed
        self.rng = random.Random(seed)

    def choose(self, state: State) -> Action:
        """A uniformly random legal action (of a view's own seat, on a view)."""
        return self.rng.choice(_choices(state))

    def __repr__(self) -> str:
        return f"RandomBot({self.seed})"


class GreedyBot:
    """Greedy look-ahead on the game's score (``state.scores()``).

    It plays the action after which its own score, less the best other seat's, is
    highest.  With ``depth=1`` that is a plain one-ply look-ahead.  With the default
    ``depth=2`` it also looks at its *next own decision* before judging: the seats
    in between take their first legal action, then it takes its own best follow-up.
    That is what makes a card choice meaningful in a draft, where a picked card
    scores only once it is placed (Ecosystem: pick, then place).  Ties go to the
    first action listed, so the bot is deterministic.  It uses the contract only.

    On a seat's view it must not peek, and the hidden parts are "?": it looks one
    decision ahead (``depth=1``) on ``view.lookahead()`` copies, whatever its depth —
    deeper lines run through other seats' hidden hands.  When the rules of an action
    reach a hidden part (drawing an unseen card, the neutral hand's random card) the
    trial is judged as far as they got — e.g. its own placement is scored — else as no
    change of score; hidden scores ("?", Lost Cities' ``secret_vp``) are left out.
    """

    def __init__(self, depth: int = 2):
        if depth < 1:
            raise ValueError("depth is at least 1")
        self.depth = depth

    def choose(self, state: State) -> Action:
        """The best legal action by the look-ahead above (of a view's own seat, on a view)."""
        if state.viewer is not None:
            return self._best_in_view(state, _choices(state))
        _choices(state)
        return self._best(state, state.to_move, self.depth)[0]

    def _best(self, state: State, me: int, depth: int) -> tuple[Action, float]:
        best, best_value = None, None
        for a in state.legal_actions():
            trial = state.copy()
            trial.apply(a)
            value = self._value(trial, me, depth - 1)
            if best_value is None or value > best_value:
                best, best_value = a, value
        return best, best_value

    def _best_in_view(self, view: State, actions: list[Action]) -> Action:
        """One decision ahead on ``view.lookahead()`` copies (see the class docstring)."""
        me = view.viewer
        now = self._margin(view.scores(), me)
        best, best_value = actions[0], None
        for a in actions:
            trial = view.lookahead()
            try:
                trial.apply(a)
            except _HIDDEN_FAILURES:
                pass  # the rules reached a hidden part: judge the trial as far as they got
            try:
                value = self._margin(trial.scores(), me)
            except _HIDDEN_FAILURES:
                value = now  # not even that can be scored: unknown, counted as no change
            if best_value is None or value > best_value:
                best, best_value = a, value
        return best

    @staticmethod
    def _margin(scores: dict, me: int) -> float:
        """My score less the best other seat's, leaving out hidden ("?") scores."""
        known = {s: v for s, v in scores.items() if isinstance(v, (int, float))}
        others = [v for s, v in known.items() if s != me]
        return known.get(me, 0) - (max(others) if others else 0)

    def _value(self, state: State, me: int, depth: int) -> float:
        if depth > 0:
            for _ in range(64):  # the other seats' decisions before my next one
                if state.is_over or state.to_move == me:
                    break
                state.apply(state.legal_actions()[0])
            if not state.is_over and state.to_move == me:
                return self._best(state, me, depth)[1]
        return self._margin(state.scores(), me)

    def __repr__(self) -> str:
        return f"GreedyBot(depth={self.depth})" if self.depth != 2 else "GreedyBot()"


__all__ = ["RandomBot", "GreedyBot"]
