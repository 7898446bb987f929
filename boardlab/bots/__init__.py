"""Bots: any object with ``choose(state) -> Action``.  Game-agnostic: they use
the contract only (``legal_actions``, ``copy``, ``apply``, ``scores``).

Bots do not peek (docs/contract.md): ``Play`` and the lab hand a bot its seat's view
(``state.view(seat)``), and a bot that looks ahead searches
``state.determinize(seat, rng)`` — a full state that agrees with everything the seat
may know, the hidden cards dealt again at random — never the true state, whether it
is given the view or the full state.  Choosing when the state (or view) has no
decision to make raises ``IllegalAction``.
"""
from __future__ import annotations

import random

from ..engine import Action, State
from ..rules import IllegalAction

def _choices(state: State) -> list[Action]:
    """``state.legal_actions()``, or ``IllegalAction`` when there is nothing to choose
    (the game is over, or a view whose seat is not to move)."""
    actions = state.legal_actions()
    if not actions:
        if state.is_over:
            raise IllegalAction(state.over_rule, "the game is over: there is nothing to choose")
        seat = state.viewer   # a full state not over always has a legal action (contract)
        who = "seat None" if seat is None else state.seat_name(seat)
        raise IllegalAction(state.turn_rule, f"{who} is not to move "
                                             "in this view: there is nothing to choose")
    return actions


def _margin_of(values: dict[int, float] | list[float], me: int) -> float:
    """``me``'s value less the best other seat's (``values`` by seat)."""
    if type(values) is list:   # the common case (evaluations, values_after), without the generic loop
        others = values[:me] + values[me + 1:]
        return values[me] - (max(others) if others else 0)
    items = values.items() if isinstance(values, dict) else enumerate(values)
    others = [v for s, v in items if s != me]
    mine = values.get(me, 0) if isinstance(values, dict) else values[me]
    return mine - (max(others) if others else 0)


def _first_moves_until(state: State, me: int, limit: int = 64) -> None:
    """Play the other seats' first legal actions on ``state`` (a determinized copy) until
    ``me`` is to move or the game ends (at most ``limit`` decisions): GreedyBot's depth-2
    assumption about the seats in between."""
    for _ in range(limit):
        if state.is_over or state.to_move == me:
            return
        state.apply(state.legal_actions()[0])


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
    """Greedy look-ahead on the game's evaluation (``state.evaluate(seat)``, what a seat can
    expect from here; ``judge="scores"``: the score so far, ``state.scores()``), on
    determinized copies.

    It plays the action after which its own value, less the best other seat's, is
    highest.  With the default ``depth=1`` that is a plain one-ply look-ahead — the bot
    ``"greedy"`` of the lab and the command line, fast enough for thousands of games.
    With ``depth=2`` (``"greedy:2"``) it also looks at its *next own decision* before
    judging: the seats in between take their first legal action, then it takes its own
    best follow-up.  That is what makes a card choice meaningful in a draft, where a
    picked card scores only once it is placed (a pick, then a placement), at several
    times the cost of a decision (a turn of many small decisions: tens of times).  Ties
    go to the first action listed.  It uses the contract only.

    It never peeks: every look-ahead runs on ``state.determinize(me, rng)`` (docs/contract.md),
    ``samples`` of them, the values averaged — so two states that look the same to its
    seat get the same choice from bots with the same ``seed``, and a full state gets
    the same choice as its seat's view.

    A game may value a one-ply look-ahead faster than a copy that applies each action:
    ``world.values_after(actions)`` (optional), every seat's ``evaluate`` after each
    action (its final score once the game is over) — the very values of ``copy()``,
    ``apply(a)``, ``evaluations()``.
    """

    def __init__(self, depth: int = 1, samples: int = 1, seed: int | None = 0, judge: str = "evaluate"):
        if depth < 1:
            raise ValueError("depth is at least 1")
        if samples < 1:
            raise ValueError("samples is at least 1")
        if judge not in ("evaluate", "scores"):
            raise ValueError(f"judge is 'evaluate' (what a seat can expect from here) or 'scores' "
                             f"(the score so far), not {judge!r}")
        self.depth, self.samples, self.seed, self.judge = depth, samples, seed, judge
        self.rng = random.Random(seed)

    def choose(self, state: State) -> Action:
        """The best legal action by the look-ahead above (of a view's own seat, on a view)."""
        actions = _choices(state)
        me = state.to_move
        assert me is not None  # _choices: a decision is pending
        totals = [0.0] * len(actions)
        depth, judge, last = self.depth - 1, self.judge, len(actions) - 1
        for _ in range(self.samples):
            world = state.determinize(me, self.rng)
            world.legal_actions()   # a game that keeps its list (to check an action) shares it with the copies
            after = getattr(world, "values_after", None)
            if after is not None and self.depth == 1 and self.judge == "evaluate":
                for i, values in enumerate(after(actions)):
                    totals[i] += _margin_of(values, me)
                continue
            for i, a in enumerate(actions):
                trial = world.copy() if i < last else world   # the last trial is the world's own
                trial.apply(a)
                totals[i] += self._value(trial, me, depth) if depth else self._margin(trial, me, judge)
        return actions[totals.index(max(totals))]

    def _best(self, state: State, me: int, depth: int) -> float:
        """The value of my best action here (``state`` is a determinized copy)."""
        best: float | None = None
        for a in state.legal_actions():
            trial = state.copy()
            trial.apply(a)
            value = self._value(trial, me, depth - 1)
            if best is None or value > best:
                best = value
        return best if best is not None else self._margin(state, me, self.judge)

    @staticmethod
    def _margin(state: State, me: int, judge: str = "evaluate") -> float:
        """My value less the best other seat's: ``state.evaluate(seat)`` when the game
        defines it (what a seat can expect from here) and ``judge`` is ``"evaluate"``, else
        ``state.scores()`` (the score so far: blind to what a move prepares)."""
        if judge == "evaluate" and not state.is_over and getattr(state, "evaluate", None) is not None:
            seats = state.evaluations()   # all seats at once, seat by seat
            others = seats[:me] + seats[me + 1:]
            return seats[me] - (max(others) if others else 0)
        values = state.scores()
        rest = [v for s, v in values.items() if s != me]
        return values.get(me, 0) - (max(rest) if rest else 0)

    def _value(self, state: State, me: int, depth: int) -> float:
        if depth > 0:
            _first_moves_until(state, me)
            if not state.is_over and state.to_move == me:
                return self._best(state, me, depth)
        return self._margin(state, me, self.judge)

    def __repr__(self) -> str:
        args = [f"depth={self.depth}"]   # always shown: the depth is what tells greedy bots apart
        args += [f"samples={self.samples}"] if self.samples != 1 else []
        args += [f"seed={self.seed}"] if self.seed != 0 else []
        args += [f"judge={self.judge!r}"] if self.judge != "evaluate" else []
        return f"GreedyBot({', '.join(args)})"


from .mcts import MCTSBot  # noqa: E402  (mcts uses _choices above)

__all__ = ["RandomBot", "GreedyBot", "MCTSBot"]
