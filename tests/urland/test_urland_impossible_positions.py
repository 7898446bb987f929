"""Urland positions that no game can reach are refused — a ``BadPosition`` citing the rule
and naming the thing (the volcano, the seat, the count) — and an acting position without
``acting.actors`` gets the rules' order.

Every case edits one field of a valid position: :func:`choosing` (4 players, black the
environment player choosing among chips 3, 8, 12; volcano 5 erupted at setup) or
:func:`acting` (the same after black chose chip 3: white, the neutral player, holds 8
and 12; yellow then purple act)."""
from __future__ import annotations

import pytest

from boardlab import BadPosition
from boardlab.games.urland import Urland
from boardlab.games.urland.position import acting_position, erupted, setup_position

COL = ("black", "white", "yellow", "purple")


def choosing() -> dict:
    p = setup_position(4, 7)
    p.update(regions=[[1], [2], [3], [4, 5], [6], [7], [8], [9], [10], [11], [12]], removed=[5],
             ichtos={f"S{j}": {c: 3 for c in COL} for j in range(1, 6)} | {"L4": {"yellow": 2}},
             genes={c: [] for c in COL}, display=[], gene_deck=None,
             hands={c: [] for c in COL} | {"black": [3, 8, 12]}, environment="black",
             phase="choose", chosen=None, on_board=[], pile=None, panic_aside=False, reached=[],
             epoch=1, turn=1, asks=[], todo=[], passed=False, ending=False,
             track={c: i + 1 for i, c in enumerate(COL)})
    assert Urland.from_position(p)
    return p


def acting(**acting_fields) -> dict:
    p = acting_position(choosing(), chosen=3, actor="yellow")
    p["acting"].update(acting_fields)
    assert acting_fields or Urland.from_position(p)
    return p


def refused(p: dict) -> BadPosition:
    with pytest.raises(BadPosition) as e:
        Urland.from_position(p)
    return e.value


def test_U_2_5_4_a_volcano_listed_as_erupted_whose_zones_are_not_merged():
    """U-2.5.4: chip 9 removed means volcano 9 erupted and merged zones 9 and 8: with
    zones 8 and 9 apart, refused, naming the volcano and its zones."""
    p = choosing()
    p.update(removed=[5, 9], epoch=2, pile=None)
    p["regions"] = [[1], [2], [3], [4, 5], [6], [7], [8], [9], [10], [11], [12]]
    e = refused(p)
    assert e.rule == "U-2.5.4" and "volcano 9" in str(e) and "zones 9 and 8" in str(e)


def test_U_12_3_more_eruptions_than_the_epoch_allows():
    """U-3.3 / U-12.3: epoch 1 is played after the setup eruption alone: three volcanoes
    erupted (5, 9, 11) is refused naming the count; the same map in epoch 2 is accepted."""
    p = choosing()
    p.update(regions=[[1], [2], [3], [4, 5], [6], [7], [8, 9], [10, 11], [12]], removed=[5, 9, 11],
             pile=None)
    e = refused(p)
    assert e.rule == "U-12.3" and "epoch 1" in str(e) and "[5, 9, 11]" in str(e)
    p["epoch"] = 2
    assert Urland.from_position(p).epoch == 2


def test_U_3_3_a_map_without_the_setup_eruption_is_refused():
    """U-3.3: every game starts with one volcano erupted: an epoch-1 position with all 12
    zones single is refused, citing the setup eruption and naming the epoch and both
    counts."""
    p = choosing()
    p.update(regions=[[z] for z in range(1, 13)], removed=[], ichtos=p["ichtos"] | {"L4": {}})
    e = refused(p)
    assert e.rule == "U-3.3" and "epoch 1" in str(e)
    assert "exactly 1 eruption" in str(e) and "not the 0 of removed []" in str(e)


def test_U_12_3_fewer_eruptions_than_the_epoch_allows():
    """U-12.3: epoch 2 is played after 3 eruptions (1 at setup, 2 at the end of epoch 1):
    the setup eruption alone (volcano 5) is refused naming the counts, and is no longer
    listed among the positions the rules reference accepts."""
    from boardlab.games.urland.rulebook import ACCEPTED
    p = choosing()
    p["epoch"] = 2
    e = refused(p)
    assert e.rule == "U-12.3" and "epoch 2" in str(e)
    assert "exactly 3 eruptions" in str(e) and "not the 1 of removed [5]" in str(e)
    p.update(erupted(5, 9, 11))
    assert Urland.from_position(p).epoch == 2
    assert not any("fewer eruptions" in item for item in ACCEPTED)


def test_U_12_3_wrong_eruption_counts_are_reported_with_the_other_problems():
    """U-3.3 / U-12.3: like every check, a wrong eruption count is reported together with
    the position's other problems (here white holding a chip while black chooses, U-6.1)."""
    p = choosing()
    p.update(regions=[[z] for z in range(1, 13)], removed=[], ichtos=p["ichtos"] | {"L4": {}})
    p["hands"]["white"] = [1]
    rules = {r for r, _ in refused(p).problems}
    assert {"U-3.3", "U-6.1"} <= rules


def test_U_6_1_an_ichto_player_holding_a_chip_while_E_chooses():
    """U-6.1: while black (E) chooses, nobody else holds a zone chip: yellow holding chip
    1 is refused, naming yellow."""
    p = choosing()
    p["hands"]["yellow"] = [1]
    e = refused(p)
    assert e.rule == "U-6.1" and "yellow" in str(e)


def test_U_6_1_the_neutral_player_holds_two_chips_during_actions():
    """U-6.1: while the Ichto players act the neutral player (white) holds the 2 chips
    passed to him: one is refused."""
    p = acting()
    p["hands"]["white"] = [8]
    e = refused(p)
    assert e.rule == "U-6.1" and "white" in str(e) and "[8]" in str(e)


def test_U_6_1_the_environment_player_holds_nothing_during_actions():
    """U-6.1: E put one chip face down and passed two: black still holding chip 1 while
    the others act is refused."""
    p = acting()
    p["hands"]["black"] = [1]
    e = refused(p)
    assert e.rule == "U-6.1" and "black" in str(e)


def test_U_6_2_the_environment_or_neutral_player_among_the_actors():
    """U-6.2: E (black) and N (white) take no actions (without Nocturnal, U-15.3)."""
    for who in ("black", "white"):
        e = refused(acting(actors=["yellow", "purple", who], index=0))
        assert e.rule == "U-6.2" and who in str(e)


def test_U_15_3_a_nocturnal_neutral_player_acts_first():
    """U-15.3: with Nocturnal the neutral player (white) acts, first."""
    p = acting(actors=["white", "yellow", "purple"], index=1)
    p["options"] = {"expansion_genes": True}
    p["gene_deck"] = None
    p["genes"]["white"] = ["nocturnal"]
    assert Urland.from_position(p).roles()["ichto"] == [1, 2, 3]
    p["acting"]["actors"] = ["yellow", "white", "purple"]
    assert refused(p).rule == "U-4.2"


def test_U_4_2_actors_out_of_clockwise_order():
    """U-4.2 / D-8: the Ichto players act clockwise from N's left neighbour: yellow, then
    purple; purple before yellow is refused, naming the order."""
    e = refused(acting(actors=["purple", "yellow"], index=1))
    assert e.rule == "U-4.2" and "yellow, purple" in str(e)


def test_U_4_2_an_acting_position_without_actors_gets_the_rules_order():
    """U-4.2: ``acting`` without ``actors`` (nor ``left``): the Ichto players in the rules'
    order, the actor at ``index`` with the regular budget (U-7.1)."""
    p = acting()
    del p["acting"]["actors"], p["acting"]["left"]
    p["acting"]["index"] = 1
    s = Urland.from_position(p)
    assert s.roles()["ichto"] == [2, 3] and s.to_move == 3 and s.left == 2


def test_U_7_1_an_action_budget_above_the_rules():
    """U-7.1: 2 actions a turn in a 4-player game: 3 left without Warm blood is refused,
    with Warm blood accepted (U-14.10); an extra-action chip gives 2 (U-7.2)."""
    e = refused(acting(left=3))
    assert e.rule == "U-7.1" and "yellow" in str(e) and "3" in str(e)
    p = acting(left=3)
    p["genes"]["yellow"] = ["warm_blood"]
    p["gene_deck"] = None
    assert Urland.from_position(p).left == 3
    assert refused(acting(left=3, chip_used=True)).rule == "U-7.2"


def test_U_9_1_a_score_marker_on_space_0():
    """U-9.1 / U-3.5: the track's spaces are 1, 2, 3 …: a marker on 0 is refused."""
    p = choosing()
    p["track"]["purple"] = 0
    e = refused(p)
    assert e.rule == "U-9.1" and "purple" in str(e)


def test_U_0_4_the_panic_chip_is_named_panic_in_a_position():
    """U-0.4: a position's pile names the panic chip ``"panic"`` (the number 13 is read as
    it too); the engine draws it as the panic chip (U-11.1)."""
    p = choosing()
    p["pile"] = ["panic", 1, 2, 4, 6, 7, 9, 10, 11]
    s = Urland.from_position(p)
    assert s.to_position()["pile"] == p["pile"]
    p["pile"] = [13, 1, 2, 4, 6, 7, 9, 10, 11]
    assert Urland.from_position(p).to_position()["pile"][0] == "panic"
    s = Urland.from_position(acting_position(choosing() | {"pile": ["panic", 1, 2, 4, 6, 7, 9, 10, 11]},
                                             chosen=3, actor="yellow"))
    events = s.apply("end") + s.apply("end")
    assert "U-11.1" in [e.rule for e in events] and s.panic_aside
