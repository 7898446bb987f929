"""The contract (DESIGN.md §2), checked on every registered game and player count.

Each test plays seeded random games and checks one promise of the contract at
random moments.  A new game registered in ``boardlab.games.REGISTRY`` runs
this file unchanged.
"""
from __future__ import annotations

import json
import random

import pytest

import boardlab
from boardlab import IllegalAction
from boardlab.engine import Event
from boardlab.games import REGISTRY

# (game, players, options): every player count with the default rules, and every
# declared rule variant at each player count
CASES = [(g, p, o) for g, cls in REGISTRY.items() for o in ({}, *cls.variants) for p in cls.player_counts]
IDS = [f"{g}-{p}p" + "".join(f"-{k}={v}" for k, v in o.items()) for g, p, o in CASES]
GARBAGE = ["", "   ", "xyzzy", "pick", "place 1", "place a,b", "swap 0,0", "🙂", "pick Q",
           "place 99,99", "gift", "0", "None", "pick B C", "play -1"]


def snapshot(s) -> str:
    """Everything observable about a state, as text."""
    return json.dumps([s.to_position(), [str(a) for a in s.history], [list(e) for e in s.log],
                       s.to_move, s.is_over], default=str, sort_keys=True)


def fingerprint(s) -> str:
    """A cheaper :func:`snapshot` for checks repeated many times per game: the
    position, whose turn, and the length and last entry of history and log."""
    return json.dumps([s.to_position(), len(s.history), str(s.history[-1:]), len(s.log),
                       [list(e) for e in s.log[-1:]], s.to_move, s.is_over], default=str, sort_keys=True)


def play(game: str, players: int, seed: int, visit=None, options=None):
    """A seeded random game to the end; ``visit(state, rng)`` is called before each move."""
    s = boardlab.new(game, players=players, seed=seed, **(options or {}))
    rng = random.Random(seed * 7919 + players)
    while not s.is_over:
        if visit:
            visit(s, rng)
        s.apply(rng.choice(s.legal_actions()))
    return s


@pytest.mark.parametrize("game,players,options", CASES, ids=IDS)
def test_random_games_end_and_every_legal_action_applies(game, players, options):
    """Every listed action applies (checked on copies at random moments); games end."""
    def visit(s, rng):
        s.check()
        assert s.to_move is not None
        actions = s.legal_actions()
        assert actions, "a live game always has a legal action"
        assert len({str(a) for a in actions}) == len(actions), "notations are unique"
        if rng.random() < 0.15:
            for a in actions:
                c = s.copy()
                events = c.apply(a)
                assert all(isinstance(e, Event) and e.rule and e.text for e in events)
                assert c.parse(str(a)) == a, "notation reads back"
                c.check()

    for seed in range(3):
        s = play(game, players, seed, visit, options)
        assert s.is_over and s.to_move is None and s.legal_actions() == []
        assert set(s.scores()) == set(range(players))
        assert set(s.winners()) <= set(range(players))
        s.check()


@pytest.mark.parametrize("game,players,options", CASES, ids=IDS)
def test_garbage_stale_and_other_seat_actions_raise_and_change_nothing(game, players, options):
    """Text that names no action, and actions legal at another moment or for another
    seat, raise IllegalAction with a rule id; the state is exactly as before."""
    pool: set[str] = set()

    def visit(s, rng):
        legal = {str(a) for a in s.legal_actions()}
        pool.update(legal)
        if rng.random() < 0.3:
            before = fingerprint(s)
            wrong = [t for t in sorted(pool - legal)]
            for text in GARBAGE + rng.sample(wrong, min(8, len(wrong))):
                if text in legal:
                    continue
                with pytest.raises(IllegalAction) as info:
                    s.apply(text)
                assert info.value.rule and str(info.value)
                assert fingerprint(s) == before, f"{text!r} changed the state"

    play(game, players, 11, visit, options)


@pytest.mark.parametrize("game,players,options", CASES, ids=IDS)
def test_copy_is_independent_and_undo_restores_exactly(game, players, options):
    def visit(s, rng):
        if rng.random() < 0.2:
            before = snapshot(s)
            c = s.copy()
            assert snapshot(c) == before
            c.apply(rng.choice(c.legal_actions()))
            assert snapshot(s) == before, "playing on a copy changed the original"
            a = rng.choice(s.legal_actions())
            s.apply(a)
            assert s.undo() == a
            assert snapshot(s) == before, "undo did not restore the state exactly"

    play(game, players, 5, visit, options)


@pytest.mark.parametrize("game,players,options", CASES, ids=IDS)
def test_record_and_position_round_trip(game, players, options):
    def visit(s, rng):
        if rng.random() < 0.1:
            assert snapshot(boardlab.load(json.loads(json.dumps(s.to_record())))) == snapshot(s)
            pos = json.loads(json.dumps(s.to_position()))
            t = boardlab.from_position(game, pos)
            assert t.to_position() == s.to_position()
            # the same choices from both give the same game (chance included)
            u = s.copy()
            for _ in range(15):
                if u.is_over:
                    break
                a = rng.choice(u.legal_actions())
                assert [tuple(e)[:2] for e in u.apply(a)] == [tuple(e)[:2] for e in t.apply(a)]
                assert t.to_position() == u.to_position()
            if t.history:  # undo works from a position too
                t.undo()

    s = play(game, players, 3, visit, options)
    assert snapshot(boardlab.load(s.to_record())) == snapshot(s)


@pytest.mark.parametrize("game,players,options", CASES, ids=IDS)
def test_same_seed_same_choices_same_game(game, players, options):
    assert snapshot(play(game, players, 21, options=options)) == snapshot(play(game, players, 21, options=options))
    assert snapshot(play(game, players, 21, options=options)) != snapshot(play(game, players, 22, options=options))


@pytest.mark.parametrize("game,players,options", CASES, ids=IDS)
def test_view_hides_what_a_seat_cannot_know(game, players, options):
    hidden_seen = []

    def visit(s, rng):
        if rng.random() < 0.2:
            for seat in range(players):
                secrets = s.secrets(seat)
                shown = s.view(seat).secrets(seat)
                assert set(shown) == set(secrets)
                for name, value in shown.items():
                    assert all(x == "?" for x in value), f"view({seat}) shows {name}"
                    assert len(value) == len(secrets[name])  # sizes are public
                hidden_seen.extend(v for v in secrets.values() if any(x != "?" for x in v))
                v = s.view(seat)
                with pytest.raises(IllegalAction):
                    v.apply(s.legal_actions()[0])

    play(game, players, 8, visit, options)
    assert hidden_seen, "the test never met hidden information"
