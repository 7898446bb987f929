"""What the engine keeps so that bots look ahead fast gives the same answers as working it
out again: the shuffles, the unseen cards, the legal list a view shares, evaluate's kept
movement per card."""
from __future__ import annotations

import random
from collections import Counter

import boardlab
from boardlab.games.shuffle import shuffle
from boardlab.games.el_dorado.state import HIDDEN, movement_per_card, reshuffled, unseen


def _played(seed: int, moves: int):
    s, rng = boardlab.new("el_dorado", players=3, seed=seed), random.Random(seed)
    for _ in range(moves):
        if s.is_over:
            break
        s.apply(rng.choice(s.legal_actions()))
    return s


def test_ED_9_3_shuffle_deals_as_random_shuffle():
    """ED-9.3 — determinize's shuffle puts the cards in the order ``random.Random.shuffle``
    does from the same generator, and leaves the generator where it leaves it."""
    for seed in range(200):
        for size in (0, 1, 2, 7, 12, 31):
            a, b = list(range(size)), list(range(size))
            ra, rb = random.Random(seed), random.Random(seed)
            ra.shuffle(a)
            shuffle(b, rb)
            assert a == b and ra.random() == rb.random()


def test_ED_9_3_reshuffle_order_is_the_seeded_shuffle():
    """ED-9.3 — a discard pile is reshuffled in the order its seeded generator shuffles it."""
    pile = ["explorer", "scout", "traveler", "sailor", "captain", "explorer", "photographer"]
    key = "12345/shuffle/1/2"
    expected = list(pile)
    random.Random(key).shuffle(expected)
    assert [pile[i] for i in reshuffled(key, len(pile))] == expected


def test_ED_1_3_unseen_cards_are_the_collection_less_what_is_seen():
    """ED-1.3 — a seat's cards nobody has seen are its collection less its discard pile,
    played area and the hand cards seen, in collection order, whether kept or worked out."""
    for seed in range(12):
        s = _played(seed, 20 + 7 * seed)
        for k in range(3):
            hand = s.hands[k]
            got = unseen(s.collection[k], s.discards[k], s.played[k], hand)
            want = Counter(s.collection[k]) - Counter(s.discards[k]) - Counter(s.played[k]) - Counter(hand)
            assert list(got) == sorted(want.elements())
            assert unseen(s.collection[k], s.discards[k], s.played[k], hand) is got   # kept
            assert Counter(got) == Counter(s.decks[k])


def test_ED_3_1_a_view_shares_only_its_own_legal_list():
    """ED-3.1 — the view of the seat to move lists the same actions as the full state;
    another seat's view lists none and holds no list read from the mover's hand."""
    for seed in range(10):
        s = _played(seed, 15 + 11 * seed)
        if s.is_over:
            continue
        mover = s.to_move
        assert s.view(mover).legal_actions() == s.legal_actions()
        for k in range(3):
            if k != mover:
                v = s.view(k)
                assert v.legal_actions() == [] and v._lc is None
        world = s.view(mover).determinize(mover, random.Random(seed))
        assert world.legal_actions() == s.legal_actions()
        other = (mover + 1) % 3
        assert s.view(other).determinize(other, random.Random(seed))._lc is None


def test_ED_9_2_kept_movement_per_card_is_worked_out_again():
    """ED-9.2 — evaluate's movement per card kept per seat is the one worked out from its
    cards, whichever copy kept it; every seat's evaluate is the same seat by seat and all at once."""
    for seed in range(10):
        s = _played(seed, 30 + 9 * seed)
        values = s.evaluations()
        assert values == [s.evaluate(k) for k in range(3)]
        for k in range(3):
            cards, less = s._drawn[k][0], s._drawn[k][1]
            assert cards is s.collection[k]
            assert s._drawn[k][3] == movement_per_card(cards, less)
            assert HIDDEN not in cards
