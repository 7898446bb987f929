"""The engine base (DESIGN §2, §4): undo and rewinding through checkpoints at any point of
the longest game (issue 8 item 14), restoring exactly what a replay from the start gives."""
from __future__ import annotations

import json
import random

import pytest

import boardlab
from boardlab import NotAllowed
from boardlab.engine import CHECKPOINT_EVERY

K = CHECKPOINT_EVERY


def snapshot(s) -> str:
    """Everything observable about a state (the position holds the chance outcomes: the
    draw-pile order and the tiles), as text."""
    return json.dumps([s.to_position(), [str(a) for a in s.history], [list(e) for e in s.log],
                       s.to_move, s.is_over], default=str, sort_keys=True)


def random_game(game: str, players: int, seed: int, moves: int | None = None):
    s = boardlab.new(game, players=players, seed=seed)
    rng = random.Random(seed)
    while not s.is_over and (moves is None or len(s.history) < moves):
        s.apply(rng.choice(s.legal_actions()))
    return s


def replayed(s, n: int):
    """The reference: ``s``'s record cut to its first ``n`` actions, replayed from the start."""
    rec = s.to_record()
    return boardlab.load(dict(rec, actions=rec["actions"][:n]))


@pytest.fixture(scope="module")
def long_game():
    """A 2-player Lost Cities game of 1,664 decisions (random games run 1,300–2,200)."""
    s = random_game("lost_cities", 2, 26)
    assert len(s.history) == 1664 and s.is_over
    return s


def test_at_move_equals_the_replay_around_every_kind_of_checkpoint(long_game):
    s = long_game
    n_all = len(s.history)
    for n in (0, 1, K - 1, K, K + 1, 2 * K, 10 * K + 3, n_all - K, n_all - 1, n_all):
        t = s.at_move(n)
        assert snapshot(t) == snapshot(replayed(s, n)), f"at_move({n}) differs from the replay"
        for a in s.history[n:]:      # chance to come is the same too: the game replays to its end
            t.apply(a)
        assert snapshot(t) == snapshot(s)


def test_undo_near_the_end_of_a_long_game_replays_less_than_a_checkpoint_gap(long_game, monkeypatch):
    """One undo at move 1,664 replays fewer than CHECKPOINT_EVERY decisions, not the game."""
    s = long_game.copy()
    cls = type(s)
    calls = []
    decide = cls._decide
    monkeypatch.setattr(cls, "_decide", lambda self, a: calls.append(a) or decide(self, a))
    last = s.history[-1]
    assert s.undo() == last
    assert 0 < len(calls) < K
    monkeypatch.undo()
    assert snapshot(s) == snapshot(replayed(long_game, len(long_game.history) - 1))


def test_undo_step_by_step_across_checkpoints_stays_exact(long_game):
    s = long_game.copy()
    n = len(s.history)
    for i in range(1, 2 * K + 3):
        s.undo()
        if i % 9 == 0 or i in (K - 1, K, K + 1):
            assert snapshot(s) == snapshot(replayed(long_game, n - i))
    assert long_game.is_over and len(long_game.history) == n   # the original is untouched


def test_copies_share_checkpoints_safely_when_they_diverge():
    """A copy rewinds, takes other decisions (new checkpoints of its own), and neither
    the original's undo nor the copy's is misled by the other's checkpoints."""
    s = random_game("lost_cities", 3, 4, moves=5 * K + 10)
    c = s.copy()
    for _ in range(2 * K):
        c.undo()
    rng = random.Random(99)
    for _ in range(3 * K):
        c.apply(rng.choice(c.legal_actions()))
    assert [str(a) for a in c.history] != [str(a) for a in s.history]
    s.undo()
    c.undo()
    assert snapshot(s) == snapshot(replayed(s, len(s.history)))
    assert snapshot(c) == snapshot(replayed(c, len(c.history)))
    assert snapshot(c.at_move(4 * K)) == snapshot(replayed(c, 4 * K))


def test_undo_in_a_game_started_from_a_position_uses_its_root():
    s = random_game("ecosystem", 6, 2, moves=20)   # 6 players: 240+ decisions
    t = boardlab.from_position("ecosystem", json.loads(json.dumps(s.to_position())))
    rng = random.Random(1)
    for _ in range(2 * K + 5):
        t.apply(rng.choice(t.legal_actions()))
    u = t.copy()
    for _ in range(K + 7):
        u.undo()
    assert snapshot(u) == snapshot(replayed(t, len(t.history) - K - 7))
    assert snapshot(t.at_move(0)) == snapshot(boardlab.from_position("ecosystem", s.to_position()))


def test_at_move_refuses_a_move_number_that_is_not_in_the_game():
    s = random_game("ecosystem", 3, 1, moves=10)
    for bad in (-1, 11, "3", True, 2.0, None, 10**5000):
        with pytest.raises(NotAllowed) as info:
            s.at_move(bad)
        assert info.value.subject == "undo" and info.value.rule == "" and len(str(info.value)) < 120
    assert len(s.history) == 10


def test_a_view_has_no_checkpoints_and_undo_is_refused():
    s = random_game("lost_cities", 2, 3, moves=3 * K)
    v = s.view(1)
    assert v._checkpoints == () and len(s._checkpoints) == 3   # snapshots hold every hand
    with pytest.raises(NotAllowed):
        v.undo()
