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
    """One-ply look-ahead: plays the action after which its own score, less the
    best opponent's, is highest (``state.scores()``; ties broken by list order,
    so it is deterministic)."""

    def choose(self, state: State) -> Action:
        me = state.to_move
        best, best_value = None, None
        for a in state.legal_actions():
            trial = state.copy()
            trial.apply(a)
            sc = trial.scores()
            others = [v for s, v in sc.items() if s != me]
            value = sc.get(me, 0) - (max(others) if others else 0)
            if best_value is None or value > best_value:
                best, best_value = a, value
        return best

    def __repr__(self) -> str:
        return "GreedyBot()"


__all__ = ["RandomBot", "GreedyBot"]
