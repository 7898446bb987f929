"""Information-set Monte Carlo tree search (``MCTSBot``): single-observer ISMCTS
(Cowling, Powley & Whitehouse 2012) with max^n back-up for any number of seats.

It never peeks (docs/contract.md): every iteration searches a fresh
``state.determinize(me, rng)`` — a full state that agrees with what ``me`` may know,
the hidden cards dealt again at random — and all iterations share one tree keyed by
actions.  A child's *availability* counts the iterations in which its action was
legal in the sampled world, and UCB1 uses it in place of the parent's visits, so an
action that exists in only a few worlds (an opponent's card) is judged fairly.
The root's legal actions are listed once (they are the seat's own, the same in every
world); below the root they are asked of each world, since they may differ.

Each node keeps a value vector, one component per seat; the seat to move at a node
picks the child that maximises its own component.  A leaf is played out with random
moves for at most ``rollout_depth`` decisions, then scored by ``state.evaluate(seat)``
where the game defines it (and the game is not over), else ``state.scores()``.  A
seat's reward is its *margin*: its value less the best other seat's (what GreedyBot
maximises too; a solo game: the value itself).  Margins are in points, so UCB1 sees
them rescaled to [0, 1] by the lowest and highest reward met so far in this search.
(An earlier version ranked the seats instead — best 1, worst 0 — which could not tell
a lead of 1 point from a lead of 50: in El Dorado it never brought a pawn home.)
The root's actions are tried best first by a one-decision look-ahead (GreedyBot's
margin after each, on one determinized world), so that a budget smaller than the
number of actions (Urland: 50–150 moves) is spent on the likely ones.  The choice is
the most visited root action; among equally visited ones, the best on average (then
the first listed).  It uses the contract only.
"""
from __future__ import annotations

import math
import random

from ..engine import Action, State
from . import _choices


class _Node:
    """One tree node: the statistics of the action that leads to it (from its parent)."""

    __slots__ = ("visits", "avail", "totals", "children")

    def __init__(self, players: int):
        self.visits = 0
        self.avail = 0
        self.totals = [0.0] * players
        self.children: dict[Action, _Node] = {}


def _margins(values: list[float]) -> list[float]:
    """Each seat's value less the best other seat's (one seat: its value)."""
    if len(values) == 1:
        return list(values)
    order = sorted(values, reverse=True)
    first, second = order[0], order[1]
    return [v - (second if v == first else first) for v in values]


def _values(state: State) -> list[float]:
    """Every seat's ``evaluate`` (at once) where the game defines it and is not over, else
    its score."""
    if not state.is_over and callable(getattr(state, "evaluate", None)):
        return state.evaluations()
    scores = state.scores()
    return [float(scores.get(s, 0)) for s in range(state.players)]


class MCTSBot:
    """Information-set MCTS on determinized worlds (see the module docstring).

    ``iterations`` searches per decision; ``rollout_depth`` random decisions at most
    after a leaf before it is scored; ``exploration`` the UCB1 constant (rewards are
    rescaled to [0, 1] within each search).  Deterministic for a ``seed``: the search's
    generator is seeded afresh from ``seed`` and the move number at every ``choose``, so
    the same state (or a state its seat cannot tell from it, or its seat's view) gets the
    same choice, whatever the bot chose before.  ``seed=None`` searches with a fresh random generator each time.
    """

    def __init__(self, iterations: int = 1000, seed: int | None = 0, rollout_depth: int = 4,
                 exploration: float = 0.7):
        if iterations < 1:
            raise ValueError("iterations is at least 1")
        if rollout_depth < 0:
            raise ValueError("rollout_depth is at least 0")
        if exploration < 0:
            raise ValueError("exploration is at least 0")
        self.iterations, self.seed = iterations, seed
        self.rollout_depth, self.exploration = rollout_depth, exploration

    def choose(self, state: State) -> Action:
        """The most visited legal action after the search (of a view's own seat, on a view)."""
        actions = _choices(state)
        if len(actions) == 1:
            return actions[0]
        me = state.to_move
        assert me is not None  # _choices: a decision is pending
        view = state if state.viewer is not None else state.view(me)   # all it reads
        rng = random.Random(None if self.seed is None else f"{self.seed}/{len(view.history)}")
        root = self._search(view, me, actions, rng)
        kids = root.children
        ranks = [(kids[a].visits, kids[a].totals[me] / kids[a].visits) if a in kids else (-1, 0.0)
                 for a in actions]
        return actions[ranks.index(max(ranks))]

    def _search(self, view: State, me: int, actions: list[Action], rng: random.Random) -> _Node:
        players = view.players
        root = _Node(players)
        c = self.exploration
        depth_limit = self.rollout_depth
        log, sqrt = math.log, math.sqrt
        choice = rng.choice
        lo, hi = math.inf, -math.inf   # the rewards met so far: UCB1 sees them in [0, 1]
        prior = self._prior(view, me, actions, rng)
        for _ in range(self.iterations):
            world = view.determinize(me, rng)
            node, path = root, []
            legal: list[Action] | None = actions   # the root's: the same in every world
            # selection and expansion
            while True:
                if world.is_over:
                    break
                if legal is None:
                    legal = world.legal_actions()
                kids = node.children
                untried = []
                for a in legal:
                    child = kids.get(a)
                    if child is None:
                        untried.append(a)
                    else:
                        child.avail += 1
                if untried:
                    a = max(untried, key=prior.__getitem__) if node is root else choice(untried)
                    child = kids[a] = _Node(players)
                    child.avail = 1
                    world.apply(a)
                    path.append(child)
                    break
                mover = world.to_move
                assert mover is not None   # a full state not over has a seat to move
                best_value, best_action, best_child = -math.inf, actions[0], None
                span = hi - lo if hi > lo else 1.0
                for a in legal:
                    child = kids[a]
                    n = child.visits
                    value = (child.totals[mover] / n - lo) / span + c * sqrt(log(child.avail) / n)
                    if value > best_value:
                        best_value, best_action, best_child = value, a, child
                assert best_child is not None
                world.apply(best_action)
                path.append(best_child)
                node, legal = best_child, None
            # rollout
            for _ in range(depth_limit):
                if world.is_over:
                    break
                world.apply(choice(world.legal_actions()))
            reward = _margins(_values(world))
            lo, hi = min(lo, *reward), max(hi, *reward)
            # back-up
            for child in path:
                child.visits += 1
                totals = child.totals
                for s in range(players):
                    totals[s] += reward[s]
        return root

    @staticmethod
    def _prior(view: State, me: int, actions: list[Action], rng: random.Random) -> dict[Action, float]:
        """Each root action's one-decision look-ahead (GreedyBot's margin after it, on one
        determinized world): the search tries the root's actions best first, so that a
        budget smaller than the actions (Urland: 50–150 moves) spends itself on the likely
        ones."""
        world = view.determinize(me, rng)
        margins = []
        for a in actions:
            trial = world.copy()
            trial.apply(a)
            margins.append(_margins(_values(trial))[me])
        return dict(zip(actions, margins))

    def __repr__(self) -> str:
        args = [f"iterations={self.iterations}"] if self.iterations != 1000 else []
        args += [f"seed={self.seed}"] if self.seed != 0 else []
        args += [f"rollout_depth={self.rollout_depth}"] if self.rollout_depth != 4 else []
        args += [f"exploration={self.exploration}"] if self.exploration != 0.7 else []
        return f"MCTSBot({', '.join(args)})"
