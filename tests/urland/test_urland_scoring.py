"""Scoring a region (U-8) and the score track (U-9) as the engine plays them: the four
cases with the seed's worked examples, Muscles' strength, the chip on the board, moving
with skipping and the order of several movers."""
from __future__ import annotations

import random

import pytest

import boardlab
from boardlab.games.urland import Urland
from boardlab.games.urland.genes import deck
from boardlab.games.urland.position import erupted, setup_position

SEAS = ("S1", "S2", "S3", "S4", "S5")
COLS = ("black", "white", "yellow", "purple", "red")


def position(n: int = 4, land: dict | None = None, track: dict | None = None,
             genes: dict | None = None, hand: tuple = (3, 7, 8), regions: list | None = None,
             removed: list | None = None) -> dict:
    """Phase choose in epoch 1, E black holding ``hand``; 3 of each colour in each sea; the
    map ``regions`` after ``removed`` erupted, by default volcano 12 at setup (U-3.3: zones
    11 + 12 are ``L11``)."""
    p = setup_position(n, 1)
    cols = COLS[:n]
    p.pop("supply", None)
    genes = genes or {}
    owned = {g for gs in genes.values() for g in gs}
    p.update(erupted(12) if regions is None else {"regions": regions, "removed": removed or []}, on_board=[],
             chosen=None, pile=None, gene_deck=None, environment="black",
             hands={"black": list(hand)},
             genes={c: list(genes.get(c, [])) for c in cols},
             display=[g.id for g in deck(n) if g.id not in owned][:4 if n > 3 else 3],
             track=track or {c: 20 + i for i, c in enumerate(cols)})
    p["reached"] = [x for x in (12, 16, 21) if x <= max(p["track"].values())]   # U-10.1
    p["ichtos"] = {**{x: {c: 3 for c in cols} for x in SEAS}, **(land or {})}
    return p


def score(p: dict, chip: int = 3) -> tuple[Urland, list]:
    """E chooses ``chip``, every Ichto player ends at once: the events up to the next turn."""
    s = Urland.from_position(p)
    ev = s.apply(f"choose {chip}")
    while s.phase == "act":
        ev += s.apply("end")
    return s, ev


def case(ev: list) -> list:
    return [e for e in ev if e.rule in ("U-8.2.1", "U-8.2.2", "U-8.2.3", "U-8.2.4")]


def moves(ev: list) -> list[tuple[int, int, int]]:
    return [(e.data["seat"], e.data["from"], e.data["to"]) for e in ev if e.rule == "U-9.2"]


# --- U-8 scoring -------------------------------------------------------------------------

def test_U_8_1_the_chosen_chip_designates_the_region_holding_its_zone():
    """U-8.1, U-2.5.3: chip 4 scores the merged region of zones 4 and 5 (named L4), all
    of its Ichtos counted."""
    p = position(land={"L4": {"white": 2, "yellow": 1}}, hand=(4, 7, 8),
                 regions=[[1], [2], [3], [4, 5], [6], [7], [8], [9], [10], [11], [12]], removed=[5])
    s, ev = score(p, 4)
    (e,) = [e for e in ev if e.rule == "U-8.1"]
    assert e.data == {"chip": 4, "region": "L4", "volcano": False}
    (c,) = case(ev)
    assert c.rule == "U-8.2.4"
    assert c.data["losers"] == ["yellow"] and c.data["gains"] == {"white": 3}


@pytest.mark.parametrize("n", [3, 4, 5])
def test_U_8_2_exactly_one_case_per_scoring(n):
    """U-8.2: every scoring (regular or volcano) of random games reports exactly one of
    empty, monopoly, coexistence, competition, agreeing with the colours present."""
    kinds = set()
    for seed in range(4):
        s = boardlab.new("urland", players=n, seed=seed)
        rng = random.Random(seed)
        while not s.is_over:
            before = {z: s.ichtos(z) for z in range(1, 13)}
            ev = s.apply(rng.choice(s.legal_actions()))
            scorings = [i for i, e in enumerate(ev) if e.rule in ("U-8.1", "U-12.2")]
            cases = [i for i, e in enumerate(ev) if e.rule.startswith("U-8.2")]
            assert len(scorings) == len(cases)
            for i, j in zip(scorings, cases):
                assert i < j and all(not ev[k].rule.startswith("U-8") for k in range(i + 1, j))
                kinds.add(ev[j].rule)
                changed = ("U-7.4", "U-10", "U-14", "U-11", "U-12.3")
                moved = any(e.rule.startswith(changed) for e in ev[:i])
                if not moved:
                    present = sum(1 for k in before[ev[i].data["chip"]] if k)
                    expect = {0: "U-8.2.1", 1: "U-8.2.2"}.get(present)
                    assert ev[j].rule == expect if expect else ev[j].rule in ("U-8.2.3", "U-8.2.4")
    assert kinds == {"U-8.2.1", "U-8.2.2", "U-8.2.3", "U-8.2.4"}


def test_U_8_2_1_empty_region_nobody_scores():
    """U-8.2.1: an empty region scores nobody; the track does not move."""
    s, ev = score(position(land={"L7": {"white": 2}}), 3)
    assert [e.rule for e in case(ev)] == ["U-8.2.1"]
    assert moves(ev) == [] and s.track == [20, 21, 22, 23]


def test_U_8_2_2_monopoly_scores_three():
    """U-8.2.2: exactly one colour present scores 3, nothing is removed."""
    s, ev = score(position(land={"L3": {"yellow": 1}}), 3)
    (c,) = case(ev)
    assert c.rule == "U-8.2.2" and c.data == {"seat": 2, "points": 3}
    assert s.track[2] == 22 + 3 + 1 and s.ichtos("L3") == (0, 0, 1, 0)   # 23 occupied: skipped


def test_U_8_2_3_coexistence_all_equal_each_scores_two_nothing_removed():
    """U-8.2.3: two or more colours of equal strength each score 2; nobody is removed."""
    s, ev = score(position(land={"L3": {"white": 2, "purple": 2, "yellow": 2}},
                           track={"black": 1, "white": 5, "yellow": 9, "purple": 13}), 3)
    (c,) = case(ev)
    assert c.rule == "U-8.2.3" and c.data["gains"] == {"white": 2, "yellow": 2, "purple": 2}
    assert s.ichtos("L3") == (0, 2, 2, 2)
    assert s.track == [1, 7, 11, 15]


def test_U_8_2_4_competition_four_three_two_one_the_seeds_example():
    """U-8.2.4, the seed's example: 4/3/2/1 in one region — the 1 is removed to its supply,
    the 4 scores 3, the 3 and the 2 score 2."""
    p = position(land={"L3": {"black": 4, "white": 3, "yellow": 2, "purple": 1}},
                 track={"black": 1, "white": 5, "yellow": 9, "purple": 13})
    supply = Urland.from_position(p).supply[3]
    s, ev = score(p, 3)
    (c,) = case(ev)
    assert c.rule == "U-8.2.4"
    assert c.data["losers"] == ["purple"]
    assert c.data["gains"] == {"black": 3, "white": 2, "yellow": 2}
    assert s.ichtos("L3") == (4, 3, 2, 0) and s.supply[3] == supply + 1
    assert s.track == [4, 7, 11, 13]


def test_U_8_2_4_competition_ties_at_the_bottom_and_the_top():
    """U-8.2.4: every colour with the lowest strength is removed; every colour with the
    highest scores 3, the others still present 2; two colours: the weaker goes, the
    stronger scores 3."""
    p = position(land={"L3": {"black": 3, "white": 3, "yellow": 1, "purple": 1}},
                 track={"black": 1, "white": 5, "yellow": 9, "purple": 13})
    s, ev = score(p, 3)
    (c,) = case(ev)
    assert sorted(c.data["losers"]) == ["purple", "yellow"]
    assert c.data["gains"] == {"black": 3, "white": 3}
    assert s.ichtos("L3") == (3, 3, 0, 0) and s.track == [4, 8, 9, 13]
    s, ev = score(position(land={"L3": {"white": 5, "yellow": 4}}), 3)
    (c,) = case(ev)
    assert c.data == {"losers": ["yellow"], "gains": {"white": 3}}
    assert s.ichtos("L3") == (0, 5, 0, 0)


def test_U_8_3_muscles_half_a_point_where_its_holder_is_present():
    """U-8.3, U-14.6 (D-11): Muscles' holder counts + 0.5 where he has an Ichto: 1 beats 1
    (no coexistence), 2 loses to 3; absent, he adds nothing to anyone."""
    genes = {"white": ["muscles"]}
    s, ev = score(position(land={"L3": {"white": 1, "yellow": 1}}, genes=genes), 3)
    (c,) = case(ev)
    assert c.rule == "U-8.2.4" and c.data == {"losers": ["yellow"], "gains": {"white": 3}}
    s, ev = score(position(land={"L3": {"white": 2, "yellow": 3}}, genes=genes), 3)
    (c,) = case(ev)
    assert c.data == {"losers": ["white"], "gains": {"yellow": 3}}
    s, ev = score(position(land={"L3": {"white": 2, "yellow": 2, "purple": 1}}, genes=genes), 3)
    (c,) = case(ev)
    assert c.data == {"losers": ["purple"], "gains": {"white": 3, "yellow": 2}}
    land = {"L3": {"purple": 2, "yellow": 2}, "L7": {"white": 4}}
    s, ev = score(position(land=land, genes=genes), 3)
    (c,) = case(ev)
    assert c.rule == "U-8.2.3"
    s, ev = score(position(land={"L3": {"white": 1}}, genes=genes), 3)
    assert case(ev)[0].data == {"seat": 1, "points": 3}


def test_U_8_4_points_move_on_the_track():
    """U-8.4: the points scored move the markers (U-9.2), events ``U-9.2`` with the gain."""
    s, ev = score(position(land={"L3": {"white": 3, "yellow": 2}},
                           track={"black": 1, "white": 2, "yellow": 3, "purple": 4}), 3)
    assert [(e.data["seat"], e.data["points"]) for e in ev if e.rule == "U-9.2"] == [(1, 3)]
    assert s.track == [1, 7, 3, 4] and s.scores() == {0: 1, 1: 7, 2: 3, 3: 4}   # 3, 4 jumped


def test_U_8_5_the_scored_chip_lies_on_the_board_until_the_epoch_ends():
    """U-8.5, U-12.6: after scoring, the chip is on the board (not chosen, not in a hand);
    the board's chips pile up through the epoch and go back into the new pile."""
    s, ev = score(position(land={"L3": {"white": 1}}), 3)
    assert s.on_board == (3,) and s.chosen is None and all(3 not in h for h in s.hands)
    s = boardlab.new("urland", players=4, seed=8)
    rng = random.Random(8)
    while not s.is_over:
        board = s.on_board
        ev = s.apply(rng.choice(s.legal_actions()))
        chips = [e.data["chip"] for e in ev if e.rule == "U-8.1"]
        if any(e.rule == "U-12.6" for e in ev):
            held = set(s.pile) | {c for h in s.hands for c in h}
            assert s.on_board == () and set(board + tuple(chips)) <= held
        else:
            assert s.on_board == board + tuple(chips)


# --- U-9 score track ---------------------------------------------------------------------

def test_U_9_1_track_has_no_last_space_score_is_the_space():
    """U-9.1 (D-3): the track is unbounded — a marker on 29 gaining 3 stands on 32; a
    player's score is his marker's space."""
    s, ev = score(position(land={"L3": {"white": 2}}, track={"black": 1, "white": 29, "yellow": 3,
                                                             "purple": 4}), 3)
    assert moves(ev)[0] == (1, 29, 32)
    assert s.is_over and s.scores()[1] == s.track[1] >= 32


def test_U_9_2_occupied_spaces_are_jumped_and_not_counted():
    """U-9.2, the seed's example: a marker jumps occupied spaces — from 5 with 6 and 8
    occupied, 3 points lead to 10."""
    s, ev = score(position(land={"L3": {"black": 1}},
                           track={"black": 5, "white": 6, "yellow": 8, "purple": 20}), 3)
    assert moves(ev) == [(0, 5, 10)]
    assert s.track == [10, 6, 8, 20]


def test_U_9_3_the_marker_furthest_ahead_moves_first():
    """U-9.3: several gains move one at a time, the furthest ahead first; later movers see
    the new positions.  Coexistence, black on 5 and white on 6, +2 each: white 6 → 8, then
    black 5 → 7 (6 is free now).  Black first would have given black 8, white 9."""
    s, ev = score(position(land={"L3": {"black": 2, "white": 2}},
                           track={"black": 5, "white": 6, "yellow": 1, "purple": 2}), 3)
    assert moves(ev) == [(1, 6, 8), (0, 5, 7)]
    assert s.track[:2] == [7, 8]


def test_U_9_3_competition_order_with_skipping():
    """U-9.3 with U-9.2: 4/3/2 on 5/6/7 with purple (removed) on 8: yellow 7 → 10, white
    6 → 9, black 5 → 11."""
    s, ev = score(position(land={"L3": {"black": 4, "white": 3, "yellow": 2, "purple": 1}},
                           track={"black": 5, "white": 6, "yellow": 7, "purple": 8}), 3)
    assert moves(ev) == [(2, 7, 10), (1, 6, 9), (0, 5, 11)]


@pytest.mark.parametrize("n,seed", [(3, 5), (4, 6), (5, 8)])
def test_U_9_4_positions_are_unique_so_the_track_order_never_ties(n, seed):
    """U-9.4: at every moment of a random game no two markers share a space, and every
    move lands on a free space."""
    s = boardlab.new("urland", players=n, seed=seed)
    rng = random.Random(seed)
    moved = 0
    while not s.is_over:
        ev = s.apply(rng.choice(s.legal_actions()))
        assert len(set(s.track)) == n
        moved += sum(1 for e in ev if e.rule == "U-9.2")
    assert moved > 5
