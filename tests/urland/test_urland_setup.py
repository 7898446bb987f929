"""Urland's conventions, components and setup as the engine plays them (U-0, U-1, U-3):
new games for 3, 4 and 5 players checked against the U-3 table and steps U-3.1 … U-3.9,
and the U-0 invariants (27 Ichtos per colour, 13 chips in one place each) over random
games.  The constants themselves are checked in ``test_urland_data.py``."""
from __future__ import annotations

import random
from collections import Counter
from typing import Iterator

import pytest

import boardlab
from boardlab.games.urland import Urland
from boardlab.games.urland.components import PANIC
from boardlab.games.urland.genes import BASE_GENES

COUNTS = (3, 4, 5)
SEAS = ("S1", "S2", "S3", "S4", "S5")
#: U-3's table: players → (extra chips, chips dealt, supply after setup, display, deck)
TABLE = {3: (1, 3, 7, 3, 9), 4: (2, 2, 8, 4, 11), 5: (2, 2, 8, 4, 11)}


def new(n: int, seed: int) -> Urland:
    return boardlab.new("urland", players=n, seed=seed)


def events(s: Urland, rule: str) -> list:
    return [e for e in s.log if e.rule == rule]


def random_game(n: int, seed: int) -> Iterator[Urland]:
    """The states of a random game, after setup and after each decision."""
    s = new(n, seed)
    rng = random.Random(seed)
    yield s
    while not s.is_over:
        s.apply(rng.choice(s.legal_actions()))
        yield s


def chip_places(s: Urland) -> Counter:
    """U-0.4 — every chip counted once per place it is in (from the public state)."""
    places: Counter = Counter(s.pile)
    for h in s.hands:
        places.update(h)
    places.update(s.on_board)
    if s.chosen is not None:
        places[s.chosen] += 1
    places.update(k for k in range(1, 13) if not s.regions.is_live(k))
    if s.panic_aside:
        places[PANIC] += 1
    return places


# --- U-0 conventions ---------------------------------------------------------------------

@pytest.mark.parametrize("n", COUNTS)
def test_U_0_1_seats_clockwise_roles_pass_to_the_left_neighbour(n):
    """U-0.1: seats 0 … n−1 clockwise; the left neighbour is the next seat; roles pass
    clockwise (the neutral player, E's left neighbour, is the next E)."""
    s = new(n, 11)
    rng = random.Random(2)
    envs = [s.env]
    while s.epoch == 1 and not s.is_over and len(envs) < 2 * n:
        r = s.roles()
        if s.decision() == "choose":
            assert r["neutral"] == (r["environment"] + 1) % n
        before = s.env
        s.apply(rng.choice(s.legal_actions()))
        if s.env != before:
            assert s.env == (before + 1) % n
            envs.append(s.env)
    assert len(envs) > n


@pytest.mark.parametrize("n,seed", [(3, 1), (4, 2), (5, 3), (4, 9)])
def test_U_0_2_board_plus_supply_is_27_per_colour_at_all_times(n, seed):
    """U-0.2: every colour's Ichtos on the board plus its supply make 27, after every
    decision of a whole random game; the marker is on the track, not in these 27."""
    for s in random_game(n, seed):
        for c in range(n):
            board = sum(s.ichtos(r)[c] for r in s.region_names())
            assert board + s.supply[c] == 27, (c, board, s.supply[c])
            assert s.supply[c] >= 0
        assert len(s.track) == n


def test_U_0_3_regions_pool_their_zones_and_seas_never_merge():
    """U-0.3: 12 land zones and 5 seas; after eruptions a land region is a set of zones
    (counted as one), the seas stay 5 separate regions."""
    s = new(4, 3)                         # setup eruption: volcano 10 joins zones 9 and 10
    assert s.regions.region_of(10) == s.regions.region_of(9) == 9
    assert s.ichtos(9) == s.ichtos(10) == s.ichtos("L9")
    names = s.region_names()
    assert len(names) == 11 + 5 and [x for x in names if x[0] == "S"] == list(SEAS)
    for s in random_game(4, 5):
        pass
    zones = sum(len(s.regions.zones(int(x[1:]))) for x in s.region_names() if x[0] == "L")
    assert zones == 12 and len([x for x in s.region_names() if x[0] == "S"]) == 5
    assert len(s.region_names()) < 16   # the game's eruptions merged land regions


@pytest.mark.parametrize("n,seed", [(3, 4), (4, 5), (5, 6)])
def test_U_0_4_every_chip_in_exactly_one_place_at_all_times(n, seed):
    """U-0.4: the 12 zone chips and the panic chip are each in exactly one place — pile,
    a hand, the chosen slot, on the board, set aside (panic) or removed — at every step."""
    seen_aside = False
    for s in random_game(n, seed):
        assert chip_places(s) == Counter(range(1, 14))
        seen_aside |= s.panic_aside
        assert PANIC not in s.on_board and not any(PANIC in h for h in s.hands)
    assert seen_aside


def test_U_0_5_seat_colours():
    """U-0.5: black, white, yellow, purple, and red for the fifth colour."""
    s = new(5, 1)
    assert [s.colour(c) for c in range(5)] == ["black", "white", "yellow", "purple", "red"]
    assert [s.seat_name(c) for c in range(5)] == ["black", "white", "yellow", "purple", "red"]


def test_U_0_6_most_and_fewest_count_colours_in_the_one_region():
    """U-0.6: a colour weak in the scored region loses there even if it has many more
    Ichtos elsewhere on the board."""
    from boardlab.games.urland.position import erupted, setup_position
    p = setup_position(4, 2)          # seed 2: white's 9 in L7 meet no panic (U-11) this turn
    p.update(erupted(12), on_board=[], chosen=None, pile=None,
             gene_deck=None, environment="black", hands={"black": [3, 7, 8]})
    p.pop("supply", None)
    p["ichtos"] = {**{x: {"black": 3, "white": 3} for x in SEAS},
                   "L3": {"black": 2, "white": 1}, "L7": {"white": 9}}
    s = Urland.from_position(p)
    s.apply("choose 3")
    ev = s.apply("end") + s.apply("end")
    comp = [e for e in ev if e.rule == "U-8.2.4"]
    assert comp and comp[0].data["losers"] == ["white"]
    assert s.ichtos("L3")[:2] == (2, 0) and s.ichtos("L7")[1] == 9


# --- U-1 components ----------------------------------------------------------------------

@pytest.mark.parametrize("n", COUNTS)
def test_U_1_the_engine_uses_the_box(n):
    """U-1: 27 Ichtos in play + a marker per colour, extra-action chips from the box's 10,
    13 environment chips, at most 7 volcano tiles (1 at setup), the 11 base genes."""
    s = new(n, 7)
    assert all(s.supply[c] + sum(s.ichtos(r)[c] for r in s.region_names()) == 27 for c in range(n))
    assert sum(s.extra) <= 10
    assert sorted(chip_places(s).elements()) == list(range(1, 14))
    assert len(events(s, "U-3.3")) == 1
    ids = {g.id for g in BASE_GENES}
    assert set(s.display) | set(s.gene_deck) <= ids and len(ids) == 11
    for s in random_game(n, 7):
        pass
    erupted = [k for k in range(1, 13) if not s.regions.is_live(k)]
    assert len(erupted) <= 7


# --- U-3 setup by player count -----------------------------------------------------------

@pytest.mark.parametrize("n", COUNTS)
@pytest.mark.parametrize("seed", range(6))
def test_U_3_setup_by_player_count_as_in_the_table(n, seed):
    """U-3's table: supply 7/8/8 after setup, extra-action chips 1/2/2, display 3/4/4 and
    deck 9/11/11, one of n−2 Ichto players with 3/2/2 actions."""
    extra, dealt, supply, display, deck = TABLE[n]
    s = new(n, seed)
    assert s.supply == [supply] * n
    assert s.extra == [extra] * n
    assert len(s.display) == display and len(s.display) + len(s.gene_deck) == deck
    assert all(len(e.data["chips"]) == dealt for e in events(s, "U-3.4"))
    s.apply(s.legal_actions()[0])
    assert len(s.roles()["ichto"]) == n - 2
    assert s.left == {3: 3, 4: 2, 5: 2}[n]


@pytest.mark.parametrize("n", COUNTS)
def test_U_3_1_three_ichtos_of_each_colour_in_each_sea(n):
    """U-3.1: 3 of each colour in each of the 5 seas (15 at sea)."""
    s = new(n, 2)
    for x in SEAS:
        assert s.ichtos(x) == (3,) * n
    assert len(events(s, "U-3.1")) == 1


@pytest.mark.parametrize("n", COUNTS)
def test_U_3_2_extra_action_chips_per_player(n):
    """U-3.2: 1 extra-action chip each with 3 players, 2 with 4 or 5."""
    for seed in range(3):
        assert new(n, seed).extra == [1 if n == 3 else 2] * n


@pytest.mark.parametrize("seed", range(8))
def test_U_3_3_setup_eruption_removes_one_chip_and_merges_its_zones(seed):
    """U-3.3: one random chip k; volcano k merges its two zones; chip k leaves the game
    (11 live chips: 3 in the first hand, 8 + panic in the pile); nobody loses an Ichto."""
    s = new(4, seed)
    (e,) = events(s, "U-3.3")
    k = e.data["volcano"]
    a, b = e.data["zones"]
    assert a == k and s.regions.region_of(a) == s.regions.region_of(b)
    assert [z for z in range(1, 13) if not s.regions.is_live(z)] == [k]
    assert len(s.region_names()) == 11 + 5
    live = [c for c in range(1, 13) if c != k]
    assert sorted([c for h in s.hands for c in h] + [c for c in s.pile if c != PANIC]) == live
    assert all(s.supply[c] == 8 for c in range(4))
    ks = {events(new(4, x), "U-3.3")[0].data["volcano"] for x in range(40)}
    assert len(ks) > 6                     # a random chip, not always the same


@pytest.mark.parametrize("n", COUNTS)
def test_U_3_4_dealt_chips_put_one_own_ichto_on_each_region(n):
    """U-3.4: each player is dealt 3/2/2 different live chips and has an Ichto on each of
    their regions; setup land Ichtos are dealt + received (2), at most 1 per region."""
    for seed in range(4):
        s = new(n, seed)
        dealt = {e.data["seat"]: e.data["chips"] for e in events(s, "U-3.4")}
        received = {e.data["seat"]: e.data["chips"] for e in events(s, "U-3.6")}
        every = [c for cs in dealt.values() for c in cs]
        assert len(every) == len(set(every)) == n * TABLE[n][1]
        assert all(s.regions.is_live(c) for c in every)
        for c in range(n):
            assert len(dealt[c]) == TABLE[n][1]
            for chip in dealt[c] + received[c]:
                assert s.ichtos(chip)[c] == 1
            land = sum(s.ichtos(r)[c] for r in s.region_names() if r[0] == "L")
            assert land == TABLE[n][1] + 2


@pytest.mark.parametrize("n", COUNTS)
@pytest.mark.parametrize("seed", range(10))
def test_U_3_5_first_player_holds_the_highest_dealt_chip_markers_counter_clockwise(n, seed):
    """U-3.5 (D-16): the highest chip dealt (before passing) makes the first player, on
    space 1; seat f−1 on 2, f−2 on 3 … f+1 on n."""
    s = new(n, seed)
    dealt = {e.data["seat"]: e.data["chips"] for e in events(s, "U-3.4")}
    f = max(dealt, key=lambda c: max(dealt[c]))
    assert events(s, "U-3.5")[0].data["seat"] == f
    assert [s.track[(f - j) % n] for j in range(n)] == list(range(1, n + 1))
    assert s.env == f and s.to_move == f


@pytest.mark.parametrize("n", COUNTS)
def test_U_3_6_one_chip_to_each_neighbour(n):
    """U-3.6 (D-15): each player gives one dealt chip to his left and one to his right
    neighbour (with 3 players one chip stays back) and places an Ichto on each region
    received: nobody has two setup Ichtos in one region."""
    kept = Counter()
    for seed in range(12):
        s = new(n, seed)
        dealt = {e.data["seat"]: e.data["chips"] for e in events(s, "U-3.4")}
        received = {e.data["seat"]: e.data["chips"] for e in events(s, "U-3.6")}
        for c in range(n):
            assert len(received[c]) == 2
            left, right = (c - 1) % n, (c + 1) % n     # received from both neighbours
            assert {x for x in received[c]} <= set(dealt[left]) | set(dealt[right])
            assert any(x in dealt[left] for x in received[c])
            assert any(x in dealt[right] for x in received[c])
            assert not set(received[c]) & set(dealt[c])
        passed = Counter(x for cs in received.values() for x in cs)
        assert all(v == 1 for v in passed.values())
        if n == 3:
            for c in range(n):
                back = [x for x in dealt[c] if x not in passed]
                assert len(back) == 1
                kept[dealt[c].index(back[0])] += 1
        else:
            assert sorted(passed) == sorted(x for cs in dealt.values() for x in cs)
    if n == 3:
        assert len(kept) > 1                  # D-15: the unpassed chip is random


def test_U_3_7_genes_three_players_without_stinkglands_and_muscles():
    """U-3.7: with 3 players Stinkglands and Muscles are out; the rest shuffled, 3 face up
    (4 with 4–5 players, all 11 genes)."""
    seen = set()
    for seed in range(10):
        s = new(3, seed)
        genes = set(s.display) | set(s.gene_deck)
        assert "stinkglands" not in genes and "muscles" not in genes and len(genes) == 9
        assert len(s.display) == 3 and s.genes == ((),) * 3
        seen.add(s.display)
        for n in (4, 5):
            t = new(n, seed)
            assert len(t.display) == 4
            assert set(t.display) | set(t.gene_deck) == {g.id for g in BASE_GENES}
    assert len(seen) > 5


@pytest.mark.parametrize("n", COUNTS)
def test_U_3_8_first_hand_three_chips_never_the_panic_chip(n):
    """U-3.8: the first player draws 3 chips, then the panic chip is shuffled into the rest
    of the pile: never in the first hand, anywhere in the pile."""
    where = set()
    for seed in range(60):
        s = new(n, seed)
        f = s.env
        assert len(s.hands[f]) == 3 and PANIC not in s.hands[f]
        assert all(not h for c, h in enumerate(s.hands) if c != f)
        assert PANIC in s.pile and len(s.pile) == 9
        where.add(s.pile.index(PANIC))
    assert len(where) > 4


@pytest.mark.parametrize("n", COUNTS)
def test_U_3_9_epoch_1_nothing_reached_first_player_is_environment(n):
    """U-3.9: epoch 1, no mutation space reached, the first player is E of turn 1."""
    s = new(n, 4)
    assert (s.epoch, s.turn, s.reached) == (1, 1, ())
    assert s.env == events(s, "U-3.5")[0].data["seat"] == s.track.index(1)
    assert s.decision() == "choose" and s.to_move == s.env
