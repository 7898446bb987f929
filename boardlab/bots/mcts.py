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
picks the child that maximises its own component.  A leaf is played out — the other
seats at random, the searching seat greedily (the best of ``greedy`` sampled legal
actions by its margin) — until the searching seat's first decision of its next turn
(once another seat has decided since the root), which ends the play-out, or for
``rollout_depth`` decisions; then it is scored by ``state.evaluate(seat)`` where the game defines it (and
the game is not over), else ``state.scores()``.  Ending on a greedy decision of its own
is what lets a card choice be judged by what it becomes: in Ecosystem's draft a picked
card scores only once placed, and with random placements a good pick looked no better
than a bad one (MCTSBot lost to GreedyBot).  Ending at the next turn rather than at the
next decision keeps the other seats' replies in the play-out where a turn holds several
decisions (Urland, El Dorado).

A seat's reward is its *margin*: its value less the best other seat's (what GreedyBot
maximises too; a solo game: the value itself).  Margins are in points, so UCB1 sees
them rescaled to [0, 1] by the lowest and highest reward met so far in this search.
(An earlier version ranked the seats instead — best 1, worst 0 — which could not tell
a lead of 1 point from a lead of 50: in El Dorado it never brought a pawn home.)

The root's actions start with ``prior`` visits each at the value of a two-decision
look-ahead ("prior knowledge", Gelly & Silver 2007): on one determinized world, the
action, then the other seats' first legal actions, then the seat's own best follow-up
(the look-ahead of ``GreedyBot(depth=2)``) — or one decision only where the follow-ups number more
than ``PRIOR_BUDGET`` (Urland's turns).  The
search starts from GreedyBot's judgement and corrects it where the play-outs disagree.
With ``prior=0`` the root's actions are only tried best first, by a cheaper one-decision
look-ahead (the margin after each: what the analysis board's many small searches use).
The choice is the most visited root action; among equally visited ones, the best on
average (then the first listed).  It uses the contract only.
"""
from __future__ import annotations

import math
import random

from ..engine import Action, State
from . import _choices, _first_moves_until

PRIOR_BUDGET = 256   # follow-up positions the root's two-decision look-ahead may value


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

    ``iterations`` searches per decision; ``rollout_depth`` decisions at most in a
    play-out after a leaf; ``greedy`` the actions sampled for each of the seat's own
    decisions in a play-out (the best by its margin is played; 0: random play-outs of
    ``rollout_depth`` decisions); ``prior`` the visits each root action starts with at its
    look-ahead value; ``exploration`` the UCB1 constant (rewards are rescaled to [0, 1]
    within each search).  Deterministic for a ``seed``: the search's
    generator is seeded afresh from ``seed`` and the move number at every ``choose``, so
    the same state (or a state its seat cannot tell from it, or its seat's view) gets the
    same choice, whatever the bot chose before.  ``seed=None`` searches with a fresh random generator each time.

    The default, 200 iterations, is ``"mcts"`` of the lab and the command line too (one
    meaning: ``simulate(bots="mcts")`` and ``simulate(bots=MCTSBot)`` play the same games).
    It is the budget that beats the default GreedyBot in every game (``make strength``)
    while a whole game stays affordable: a decision costs about 200 play-outs, so a game
    of a thousand decisions (Lost Cities, El Dorado) takes minutes, not the better part of
    an hour as with 1,000.  ``mcts:1000`` (``MCTSBot(1000)``) searches deeper.
    """

    def __init__(self, iterations: int = 200, seed: int | None = 0, rollout_depth: int = 8,
                 exploration: float = 0.7, greedy: int = 4, prior: int = 10):
        if iterations < 1:
            raise ValueError("iterations is at least 1")
        if rollout_depth < 0:
            raise ValueError("rollout_depth is at least 0")
        if exploration < 0:
            raise ValueError("exploration is at least 0")
        if greedy < 0:
            raise ValueError("greedy is at least 0 (0: the play-outs are random throughout)")
        if prior < 0:
            raise ValueError("prior is at least 0 (0: no prior visits)")
        self.iterations, self.seed = iterations, seed
        self.rollout_depth, self.exploration = rollout_depth, exploration
        self.greedy, self.prior = greedy, prior

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
        prior = self._look_ahead(view, me, actions, rng, follow_up=self.prior > 0)
        greedy, sample = self.greedy, rng.sample
        if self.prior:
            for a in actions:
                kid = root.children[a] = _Node(players)
                kid.visits = kid.avail = self.prior
                kid.totals[me] = prior[a] * self.prior
            lo, hi = min(prior.values()), max(prior.values())
        for _ in range(self.iterations):
            world = view.determinize(me, rng)
            node, path = root, []
            legal: list[Action] | None = actions   # the root's: the same in every world
            others_moved = False   # has another seat decided since the root?
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
                    others_moved = others_moved or world.to_move != me
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
                others_moved = others_moved or mover != me
                world.apply(best_action)
                path.append(best_child)
                node, legal = best_child, None
            # play-out: the others at random, I greedily, until my next turn's first decision
            reward = None
            for _ in range(depth_limit):
                if world.is_over:
                    break
                legal = world.legal_actions()
                if world.to_move != me or not greedy:
                    others_moved = others_moved or world.to_move != me
                    world.apply(choice(legal))
                    continue
                best: tuple[list[float], State] | None = None
                for a in (legal if len(legal) <= greedy else sample(legal, greedy)):
                    trial = world.copy()
                    trial.apply(a)
                    margins = _margins(_values(trial))
                    if best is None or margins[me] > best[0][me]:
                        best = (margins, trial)
                assert best is not None   # a full state not over has a legal action
                if others_moved:
                    reward = best[0]
                    break
                world = best[1]
            if reward is None:
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
    def _look_ahead(view: State, me: int, actions: list[Action], rng: random.Random,
                    follow_up: bool = True) -> dict[Action, float]:
        """Each root action's value by a look-ahead on one determinized world.

        Two decisions (``follow_up``, the judgement of ``GreedyBot(depth=2)``): the action, the other
        seats' first legal actions until ``me`` decides again, then my best follow-up by my
        margin.  Where I do not decide again (the game ends), the margin there.  If the
        follow-ups number more than ``PRIOR_BUDGET`` in all (Urland: a hundred moves, each
        with a hundred more), or without ``follow_up``: one decision, my margin right after
        each action."""
        world = view.determinize(me, rng)
        values, nexts = {}, {}
        for a in actions:
            trial = world.copy()
            trial.apply(a)
            values[a] = _margins(_values(trial))[me]
            if follow_up:
                nexts[a] = trial
        if not follow_up:
            return values
        for trial in nexts.values():
            _first_moves_until(trial, me)   # the other seats' decisions before my next one
        if sum(len(t.legal_actions()) for t in nexts.values()) > PRIOR_BUDGET:
            return values
        two_ahead = {}
        for a, trial in nexts.items():
            if trial.is_over or trial.to_move != me:
                two_ahead[a] = _margins(_values(trial))[me]
                continue
            best = -math.inf
            for b in trial.legal_actions():
                after = trial.copy()
                after.apply(b)
                best = max(best, _margins(_values(after))[me])
            two_ahead[a] = best
        return two_ahead

    def __repr__(self) -> str:
        args = [f"iterations={self.iterations}"] if self.iterations != 200 else []
        args += [f"seed={self.seed}"] if self.seed != 0 else []
        args += [f"rollout_depth={self.rollout_depth}"] if self.rollout_depth != 8 else []
        args += [f"exploration={self.exploration}"] if self.exploration != 0.7 else []
        args += [f"greedy={self.greedy}"] if self.greedy != 4 else []
        args += [f"prior={self.prior}"] if self.prior != 10 else []
        return f"MCTSBot({', '.join(args)})"
