"""``state.determinize(seat, rng)`` (DESIGN §2): a full state that agrees with ``view(seat)``,
every hidden part dealt again at random — what bots search instead of the true state."""
from __future__ import annotations

import random
from collections import Counter

import pytest

import boardlab
from boardlab import NotAllowed
from boardlab.testing import snapshot, view_snapshot


def played(game, players, seed, moves, **options):
    s = boardlab.new(game, players=players, seed=seed, **options)
    rng = random.Random(seed)
    for _ in range(moves):
        s.apply(rng.choice(s.legal_actions()))
    return s


def test_EC_3_6_determinize_keeps_what_the_seat_sees_and_redeals_the_rest():
    """EC-3.6 — seat 0's hand, every grid and the sizes stay; the other hands and the deck
    are dealt again from the cards seat 0 has not seen (EC-1.1 counts kept)."""
    s = played("ecosystem", 3, 7, 4)
    d = s.determinize(0, random.Random(1))
    assert d.viewer is None and d.hands[0] == s.hands[0] and d.grids == s.grids
    assert [len(h) for h in d.hands] == [len(h) for h in s.hands] and len(d.deck) == len(s.deck)
    unseen = Counter(s.deck) + Counter(c for h in s.hands[1:] for c in h)
    assert Counter(d.deck) + Counter(c for h in d.hands[1:] for c in h) == unseen
    assert (d.hands[1:], d.deck) != (s.hands[1:], s.deck)   # dealt again, not copied
    d.check()


def test_EC_3_2_unseen_picks_are_dealt_and_stay_hidden_in_history():
    """EC-3.2 — seats 0 and 1 have picked; seat 2's determinized state holds picks for them
    (cards it has not seen) and full ``pick`` decisions in its history, which its view
    masks again exactly as the real view does."""
    s = played("ecosystem", 3, 4, 0)
    s.apply(s.legal_actions()[0])
    s.apply(s.legal_actions()[0])
    d = s.determinize(2, random.Random(3))
    assert all(p not in (None, "?") for p in d.picks[:2])
    assert [str(a) for a in d.history[-2:]] == [f"pick {p}" for p in d.picks[:2]]
    assert view_snapshot(d.view(2)) == view_snapshot(s.view(2))
    assert [str(a) for a in d.view(2).history[-2:]] == ["?", "?"]


@pytest.mark.parametrize("game,players,options", [("ecosystem", 2, {}), ("ecosystem", 1, {}),
                                                  ("lost_cities", 2, {}), ("lost_cities", 4, {})])
def test_determinize_reads_only_the_view(game, players, options):
    """The same rng gives the same state from the full state and from ``view(seat)``; two
    different rngs deal differently; the real state is untouched."""
    s = played(game, players, 5, 12, **options)
    before = snapshot(s)
    for seat in range(players):
        a = s.determinize(seat, random.Random(9))
        assert snapshot(a) == snapshot(s.view(seat).determinize(seat, random.Random(9)))
        assert snapshot(a) != snapshot(s.determinize(seat, random.Random(10)))
        assert view_snapshot(a.view(seat)) == view_snapshot(s.view(seat))
        a.check()
    assert snapshot(s) == before


def test_LC_14_1_determinize_redeals_hands_pile_and_removed_cards():
    """LC-14.1 / LC-3.3 c — the other hand, the draw pile and the 30 removed cards are
    dealt from the unseen cards; hands stay sorted; the play goes on to the end."""
    s = played("lost_cities", 2, 8, 30)
    d = s.determinize(1, random.Random(2))
    assert d.hands[1] == s.hands[1] and d.rows == s.rows and d.discards == s.discards
    assert list(d.hands[0]) == sorted(d.hands[0]) and len(d.removed) == 30
    unseen = Counter(s.hands[0]) + Counter(s.removed) + Counter(s.deck[s.dpos:])
    assert Counter(d.hands[0]) + Counter(d.removed) + Counter(d.deck[d.dpos:]) == unseen
    assert d.draw_pile != s.draw_pile and len(d.draw_pile) == len(s.draw_pile)
    rng = random.Random(0)
    while not d.is_over:
        d.apply(rng.choice(d.legal_actions()))
    d.check()


def test_LC_14_2_secret_vp_is_the_total_of_the_public_events():
    """LC-14.2 — hidden VP totals cannot be dealt: the determinized state gives each other
    seat what the public events add up to (LC-7.3 gains, LC-9.1 results floored, LC-9.3),
    which for a game played from its start is its total."""
    s = boardlab.new("lost_cities", players=3, seed=2, secret_vp=True)
    rng = random.Random(2)
    while s.round < 3 and not s.is_over:
        s.apply(rng.choice(s.legal_actions()))
    assert s.view(0).vp[1] == "?" and any(s.vp)
    assert s.determinize(0, random.Random(1)).vp == s.vp


def test_a_determinized_state_has_no_record_and_no_past_before_its_deal():
    s = played("ecosystem", 3, 1, 5)
    d = s.determinize(1, random.Random(0))
    with pytest.raises(NotAllowed):
        d.to_record()
    with pytest.raises(NotAllowed):
        d.undo()
    a = d.legal_actions()[0]
    before = snapshot(d)
    d.apply(a)
    assert d.undo() == a and snapshot(d) == before


def test_determinize_refuses_another_seat_of_a_view_and_a_bad_rng():
    s = played("lost_cities", 3, 1, 3)
    with pytest.raises(NotAllowed):
        s.view(0).determinize(1, random.Random(0))
    with pytest.raises(NotAllowed):
        s.determinize(7, random.Random(0))
    with pytest.raises(TypeError):
        s.determinize(0, 5)
