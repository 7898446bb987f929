"""Lost Cities' fast look-ahead gives the values of the slow one: GreedyBot's
``values_after`` against a copy that applies each action, the evaluation kept by
position against a fresh state's, and the dealer's shuffle against ``random.shuffle``."""
from __future__ import annotations

import random

import pytest

import boardlab
from boardlab.games.lost_cities import LostCities
from boardlab.games.shuffle import shuffle


def _positions(players: int, count: int = 40, **options):
    """Positions of a random game, one every few decisions, every phase."""
    s = boardlab.new("lost_cities", players=players, seed=players, **options)
    rng, out = random.Random(players), []
    while not s.is_over and len(out) < count:
        for _ in range(rng.randrange(1, 12)):
            if s.is_over:
                break
            s.apply(rng.choice(s.legal_actions()))
        if not s.is_over:
            out.append(s.copy())
    return out


class Printed(LostCities):
    """The printed rules in a subclass: ``values_after`` plays every action."""


@pytest.mark.parametrize("players, options", [(2, {}), (3, {}), (4, {"descending_variant": True}),
                                              (3, {"crossings": 3, "hand_size": 6})])
def test_LC_5_8_LC_5_9_values_after_are_the_values_of_each_action_applied(players, options):
    """LC-5.8 / LC-5.9 — on each position the values ``values_after`` gives every legal
    action (one discard and one take valued for all) are those of a copy that applies
    it; every seat's ``evaluate`` equals a fresh state's (from its position), so the
    values kept by position are the right ones."""
    for s in _positions(players, **options):
        world = s.determinize(s.to_move, random.Random(1))
        actions = world.legal_actions()
        slow = []
        for a in actions:
            trial = world.copy()
            trial.apply(a)
            slow.append(trial.evaluations() if not trial.is_over else [float(v) for v in trial.vp])
        assert world.values_after(actions) == slow
        sub = Printed.from_position(world.to_position())
        assert sub.values_after(actions) == slow
        fresh = LostCities.from_position(s.to_position())
        assert [fresh.evaluate(k) for k in range(players)] == s.evaluations()


def _slow_values(world, actions):
    out = []
    for a in actions:
        trial = world.copy()
        trial.apply(a)
        out.append(trial.evaluations() if not trial.is_over else [float(v) for v in trial.vp])
    return out


@pytest.mark.parametrize("rounds", [3, 1])
def test_LC_8_2_values_after_drawing_the_last_card_are_those_of_the_round_ended(rounds):
    """LC-8.2 — a draw of the last card of the pile ends the round (the game, in the short
    game, LC-12.1): ``values_after`` gives the values of the round scored and the next one
    dealt (or the final VP), as a copy that draws it has; the other draws and takes leave
    the round going."""
    met = 0
    for seed in range(40):
        s = boardlab.new("lost_cities", players=3, seed=seed, rounds=rounds, crossings=8)
        rng = random.Random(seed)
        while not s.is_over and s.round == 1:
            if s.phase == "draw" and len(s.draw_pile) == 1:
                world = s.determinize(s.to_move, random.Random(seed))
                actions = world.legal_actions()
                assert world.values_after(actions) == _slow_values(world, actions)
                met += 1
                break
            s.apply(rng.choice(s.legal_actions()))
    assert met >= 10


def test_LC_14_1_cards_are_shuffled_as_random_shuffle_shuffles_them():
    """LC-14.1 — ``determinize`` deals the unseen cards with ``boardlab.games.shuffle``: the
    same order as ``random.Random.shuffle`` from the same generator, which is left in the
    same state (so a bot's later deals stay the same too)."""
    for seed in range(50):
        for n in (0, 1, 2, 3, 30, 64, 65, 94, 110):
            a, b = random.Random(seed), random.Random(seed)
            x, y = list(range(n)), list(range(n))
            a.shuffle(x)
            shuffle(y, b)
            assert x == y and a.getstate() == b.getstate()
