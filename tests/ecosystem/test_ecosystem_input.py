"""Ecosystem: bad input never corrupts a game (issue 8, items 5–8).

Wrong-typed or out-of-range action fields, notation with huge numbers, bad rule options
and malformed positions raise ``IllegalAction`` / ``BadPosition`` citing a rule, and the
state stays exactly as it was.
"""
from __future__ import annotations

import json
import random

import pytest

import boardlab
from boardlab import testing
from boardlab import BadPosition, IllegalAction, NotationError
from boardlab.engine import short
from boardlab.games.ecosystem import Pick, Place, Swap
from boardlab.games.ecosystem.actions import Gift
from boardlab.games.ecosystem.scoring import ScoringRules
from test_rules import pos

HUGE = 10**5000


def refused(s, action, rule: str) -> IllegalAction:
    """``action`` is refused citing ``rule`` with a short message, the state is unchanged,
    and ``explain`` says why (``boardlab.testing.refused`` checks all but the rule)."""
    err = testing.refused(s, action)
    assert err.rule == rule, str(err)
    assert s.explain(action) == f"illegal: {err}"
    return err


def placing():
    """Seat 0 of a 3-player game about to place its first card (a Bear) at 0,0."""
    s = boardlab.from_position("ecosystem", pos())
    for t in ("pick B", "pick M", "pick S"):
        s.apply(t)
    return s


def swapping():
    """Seat 0 has just placed a Rabbit next to its Meadow: the EC-4.6 swap is pending."""
    s = boardlab.from_position("ecosystem", pos(
        step=2, phase="place", grids=["M", "M", "M"], picks=["R", "B", "B"],
        hands=["MMSSBFWD", "MMSSBFWD", "MMSSBFWD"]))
    s.apply("place 0,1")
    assert s.phase == "swap"
    return s


# ------------------------------------------------------------ item 5: fields
@pytest.mark.parametrize("action", [Place(0.0, 0.0), Place(0, False), Place(True, 0), Place("a", "b"),
                                    Place([0], [1]), Place(None, 0), Place(0.5, 0)], ids=repr)
def test_EC_4_1_a_place_is_a_pair_of_ints(action):
    s = placing()
    refused(s, action, "EC-4.1")
    s.apply(Place(0, 0))                      # the same place with ints is legal
    assert s.grids[0] == {(0, 0): "B"}
    json.dumps(s.to_record())


@pytest.mark.parametrize("action", [Place(100, 0), Place(0, -100), Place(HUGE, 0), Place(0, -HUGE)], ids=short)
def test_EC_4_4_a_place_beyond_any_ecosystem(action):
    refused(placing(), action, "EC-4.4")
    assert "within 3 rows and 4 columns" in placing().explain(action)


def test_EC_4_2_EC_4_3_a_place_near_the_grid_is_judged_by_the_placement_rules():
    """A place within reach is judged by the placement rules, whose refusals teach: a first
    card goes to 0,0 (EC-4.2); 0,5 next to a lone card at 0,0 touches nothing (EC-4.3)."""
    s = placing()
    assert "first card of an ecosystem is put at 0,0" in str(refused(s, Place(0, 5), "EC-4.2"))
    for _ in range(3):                          # every seat places its first card at 0,0
        s.apply(Place(0, 0))
    for _ in range(3):                          # step 2: every seat picks a card
        s.apply(s.legal_actions()[0])
    assert "0,5 is not adjacent" in str(refused(s, Place(0, 5), "EC-4.3"))


@pytest.mark.parametrize("action", [Pick(None), Pick("b"), Pick("BB"), Pick(3), Pick(["B"]), Pick("?")],
                         ids=repr)
def test_EC_1_1_a_pick_names_a_card_code(action):
    refused(boardlab.from_position("ecosystem", pos()), action, "EC-1.1")


@pytest.mark.parametrize("action", [Swap((0.0, 0.0), (0, 1)), Swap((0,), (1,)), Swap((0, 0), None),
                                    Swap(None, (0, 1)), Swap([0, 0], [0, 1]), Swap((0, 0), (0, True)),
                                    Swap("0,0", "0,1")], ids=repr)
def test_EC_4_6_swap_cells_are_pairs_of_ints(action):
    s = swapping()
    refused(s, action, "EC-4.6")
    s.apply(Swap((0, 0), (0, 1)))             # the legal swap: the Rabbit and the Meadow change places
    assert s.grids[0] == {(0, 0): "R", (0, 1): "M"}
    assert boardlab.load(json.loads(json.dumps(s.to_record()))).grids[0] == s.grids[0]


def test_EC_10_2_a_gift_names_a_card_code():
    s = boardlab.new("ecosystem", players=1, seed=2)
    s.apply(s.legal_actions()[0])
    s.apply("place 0,0")
    assert s.phase == "gift"
    for action in (Gift("w"), Gift(None), Gift(7)):
        refused(s, action, "EC-1.1")


def test_EC_4_4_huge_numbers_in_notation():
    s = placing()
    refused(s, "place " + "9" * 5000 + ",0", "EC-4.4")
    refused(s, "place 1234567,0", "EC-4.4")
    refused(s, "place 4,0", "EC-4.2")           # within reach: the placement rules judge it
    refused(swapping(), "swap 0,0 0," + "1" * 5000, "EC-4.4")


def test_a_huge_text_is_not_echoed():
    with pytest.raises(NotationError) as e:
        placing().apply("pick " + "B" * 1_000_000)
    assert e.value.rule == "EC-4.3" and len(str(e.value)) < 300


# ----------------------------------------------------------- item 6: options
@pytest.mark.parametrize("scoring, rule", [
    ({"gap_table": "abc"}, "EC-8.2"), ({"gap_table": []}, "EC-8.2"), ({"gap_table": [1.5]}, "EC-8.2"),
    ({"gap_table": list(range(13))}, "EC-8.2"), ({"meadow_table": [True]}, "EC-6.8"),
    ({"eagle_range": -1}, "EC-5.4"), ({"eagle_range": 8}, "EC-5.4"), ({"bear": "2"}, "EC-6.1"),
    ({"bear": HUGE}, "EC-6.1"), ({"wolf_payouts": [1] * 7}, "EC-6.11"),
    ({"stream_payouts": {"1": 8}}, "EC-6.10"), ({"solo_levels": [["Easy"]]}, "EC-10.7"),
    ({"solo_levels": [[1, 30]]}, "EC-10.7"), ({"gap_bonus": [0]}, "options"), ("harsh", "options"),
    ([1, 2], "options")], ids=short)
def test_EC_8_2_scoring_options_are_checked_at_new(scoring, rule):
    with pytest.raises(BadPosition) as e:
        boardlab.new("ecosystem", players=3, seed=1, scoring=scoring)
    assert (e.value.rule or e.value.subject) == rule and len(str(e.value)) < 300
    with pytest.raises(BadPosition) as e:
        boardlab.from_position("ecosystem", pos(options={"scoring": scoring}))
    assert (e.value.rule or e.value.subject) == rule


def test_EC_8_2_a_ScoringRules_object_gives_json_records_and_positions():
    table = (12, 12, 12, 7, 3, 0, -10)
    s = boardlab.new("ecosystem", players=3, seed=4, scoring=ScoringRules(gap_table=table))
    assert s.options == {"scoring": {"gap_table": list(table)}}
    rng = random.Random(4)
    while not s.is_over:
        s.apply(rng.choice(s.legal_actions()))
    rec = json.loads(json.dumps(s.to_record()))
    assert boardlab.load(rec).scores() == s.scores()
    t = boardlab.from_position("ecosystem", json.loads(json.dumps(s.to_position())))
    assert t.scores() == s.scores()
    for sheet in s.score_sheets():             # EC-8.2 with this table: 6+ gaps cost −10
        assert sheet.gap_bonus == table[min(sheet.g, 6)]
    same = boardlab.new("ecosystem", players=3, seed=4, scoring=ScoringRules())
    assert same.options == {}                  # the spec's rules are no option at all


@pytest.mark.parametrize("players", [True, 3.0, "3", 0, 7, None], ids=repr)
def test_EC_2_1_players_is_an_int_1_to_6(players):
    with pytest.raises(BadPosition) as e:
        boardlab.new("ecosystem", players=players, seed=1)
    assert e.value.rule == "EC-2.1"


# --------------------------------------------------------- item 8: positions
@pytest.mark.parametrize("change, rule", [
    ({"round": 1.0}, "EC-3.1"), ({"round": True}, "EC-3.1"), ({"step": True}, "EC-3.1"),
    ({"step": 1.0}, "EC-3.1"), ({"to_move": True}, "EC-2.2"), ({"phase": ["pick"]}, "position"),
    ({"grids": "B.."}, "position"), ({"hands": "MMSS"}, "position"), ({"picks": {"0": "B"}}, "position"),
    ({"grids": [{"grid": "B", "top_left": [0.5, 0]}, "", ""]}, "EC-4.1"),
    ({"grids": [{"grid": "B", "top_left": [HUGE, 0]}, "", ""]}, "EC-4.1"),
    ({"grids": [{"grid": "B", "top_left": "0,0"}, "", ""]}, "EC-4.1"),
    ({"grids": [{"grid": "B", "top_left": [0, 0], "x": 1}, "", ""]}, "EC-1.3"),
    ({"grids": [[["B"]], "", ""]}, "EC-1.3"), ({"grids": ["B" * 1_000_000, "", ""]}, "EC-4.4"),
    ({"hands": [None, "", ""]}, "EC-1.1"), ({"deck": 5}, "EC-1.1"), ({"x" * 10**6: 1}, "position"),
    ({"game": "x" * 10**6}, "game"), ({"players": [3]}, "EC-2.1")], ids=short)
def test_malformed_positions_are_bad_positions(change, rule):
    with pytest.raises(BadPosition) as e:
        boardlab.from_position("ecosystem", pos(**change))
    assert (e.value.rule or e.value.subject) == rule, str(e.value)
    assert len(str(e.value)) < 300


def test_EC_4_1_top_left_keeps_a_grid_within_reach_of_0_0():
    """The first card is at 0,0 (EC-4.1), so a grid's top-left cell is at most 3 rows up
    and 4 columns left of it, never below or right of it."""
    picked = dict(step=3, phase="place", picks=["B", "B", "B"], hands=["MMSSBFW"] * 3)
    for top_left in ([0, 1], [1, 0], [-4, 0], [0, -5]):
        with pytest.raises(BadPosition) as e:
            boardlab.from_position("ecosystem", pos(grids=[{"grid": "MB", "top_left": top_left}, "MB", "MB"],
                                                    **picked))
        assert e.value.rule == "EC-4.1"
    s = boardlab.from_position("ecosystem", pos(grids=[{"grid": "MB", "top_left": [0, -1]}, "MB", "MB"],
                                                **picked))
    assert s.grids[0] == {(0, -1): "M", (0, 0): "B"}
