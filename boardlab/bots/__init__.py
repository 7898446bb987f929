"""Bots: any object with ``choose(state) -> Action``.  Game-agnostic: they use
the contract only (``legal_actions``, ``copy``, ``apply``, ``scores``)."""
from __future__ import annotations

import random

from ..engine import Action, State


class RandomBot:
    """Chooses uniformly among the legal actions, from its own seeded generator."""

    def __init__(self, seed: int | None = None):
        self.seed = seed
        self.rng = random.Random(seed)

    def choose(self, state: State) -> Action:
        return self.rng.choice(state.legal_actions())

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
    """

    def __init__(self, depth: int = 2):
        if depth < 1:
            raise ValueError("depth is at least 1")
        self.depth = depth

    def choose(self, state: State) -> Action:
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

    def _value(self, state: State, me: int, depth: int) -> float:
        if depth > 0:
            for _ in range(64):  # the other seats' decisions before my next one
                if state.is_over or state.to_move == me:
                    break
                state.apply(state.legal_actions()[0])
            if not state.is_over and state.to_move == me:
                return self._best(state, me, depth)[1]
        scores = state.scores()
        others = [v for seat, v in scores.items() if seat != me]
        return scores.get(me, 0) - (max(others) if others else 0)

    def __repr__(self) -> str:
        return f"GreedyBot(depth={self.depth})" if self.depth != 2 else "GreedyBot()"


__all__ = ["RandomBot", "GreedyBot"]
