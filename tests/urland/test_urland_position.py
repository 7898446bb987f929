"""Urland positions (``boardlab.games.urland.position``): the round trip over random
games, the hand-edited example of the module docstring, and the positions that cannot
occur — refused with :class:`~boardlab.BadPosition` citing the rule they break."""
from __future__ import annotations

import copy
import json
import random

import pytest

import boardlab
from boardlab import BadPosition
from boardlab.games.urland import Urland
from boardlab.games.urland.board import MAP_FILE

COL = ("black", "white", "yellow", "purple", "red")


def refused(pos: dict) -> BadPosition:
    with pytest.raises(BadPosition) as e:
        Urland.from_position(pos)
    return e.value


# ------------------------------------------------------------------ round trip
@pytest.mark.parametrize("players,expansion,seed", [(3, False, 11), (4, False, 12), (5, False, 13),
                                                    (4, True, 14), (5, True, 15), (3, True, 16)])
def test_position_round_trip_over_random_games(players, expansion, seed):
    """to_position → from_position gives the same position (JSON-clean), the same legal
    actions, and — the seed driving the chance to come — the same game afterwards."""
    s = boardlab.new("urland", players=players, seed=seed, expansion_genes=expansion)
    rng = random.Random(seed)
    step = 0
    while not s.is_over:
        if step % 7 == 0:
            pos = s.to_position()
            assert json.loads(json.dumps(pos)) == pos
            t = Urland.from_position(copy.deepcopy(pos))
            assert t.to_position() == pos
            assert [str(a) for a in t.legal_actions()] == [str(a) for a in s.legal_actions()]
            if step % 35 == 0:      # play on both for a while: the same future
                a, b = s.copy(), t
                r2 = random.Random(step)
                for _ in range(40):
                    if a.is_over:
                        break
                    act = r2.choice(a.legal_actions())
                    ea, eb = a.apply(act), b.apply(str(act))
                    assert [e.rule for e in ea] == [e.rule for e in eb]
                assert a.to_position() == b.to_position()
        s.apply(rng.choice(s.legal_actions()))
        step += 1
    pos = s.to_position()
    assert Urland.from_position(pos).to_position() == pos and pos["phase"] == "over"


# ------------------------------------------------------------------ the docstring example
def docstring_example() -> dict:
    """The hand-made position of position.py's docstring, its ``…`` filled in."""
    seas = {f"S{j}": {"black": 3, "white": 3, "yellow": 3, "purple": 3} for j in range(1, 6)}
    return {
        "game": "urland", "players": 4, "seed": 7, "options": {},
        "epoch": 1, "turn": 1, "environment": "black", "phase": "choose",
        "regions": [[1], [2], [3], [4, 5], [6], [7], [8], [9], [10], [11], [12]],
        "removed": [5],
        "ichtos": {"L1": {"black": 1, "white": 1}, "L4": {"yellow": 2}, **seas},
        "track": {"black": 1, "white": 4, "yellow": 3, "purple": 2},
        "extra_chips": {"black": 2, "white": 2, "yellow": 2, "purple": 2},
        "genes": {"black": [], "white": ["legs"]},
        "display": ["ears", "egg", "teeth", "wings"],
        "hands": {"black": [3, 8, 12]},
        "chosen": None, "on_board": [], "pile": None, "gene_deck": None,
        "panic_aside": False, "reached": [],
    }


def test_position_docstring_example_works():
    """The documented hand-edited position loads: supply = 27 − board (U-0.2), the pile is
    the 8 chips found nowhere else + panic (U-0.4), the deck the 6 other genes (U-3.7)."""
    s = Urland.from_position(docstring_example())
    assert s.decision() == "choose" and s.to_move == 0
    assert sorted(str(a) for a in s.legal_actions()) == ["choose 12", "choose 3", "choose 8"]
    assert list(s.supply) == [27 - 16, 27 - 16, 27 - 17, 27 - 15]
    assert sorted(s.pile) == [1, 2, 4, 6, 7, 9, 10, 11, 13]
    assert len(s.gene_deck) == 11 - 5 and s.genes[1] == ("legs",)
    assert s.ichtos("L4") == (0, 0, 2, 0) and s.regions.region_of(5) == 4
    s.apply("choose 8")
    assert s.decision() == "act" and s.actor() == 2


# ------------------------------------------------------------------ refusals
def test_U_0_2_more_than_27_ichtos_refused():
    """U-0.2: a colour has 27 Ichtos in play; 28 on the board is refused; a given supply
    that disagrees with 27 − board too."""
    p = docstring_example()
    p["ichtos"]["L7"] = {"black": 13}        # 1 + 15 + 13 = 29
    assert refused(p).rule == "U-0.2"
    p = docstring_example()
    p["supply"] = {"black": 5, "white": 11, "yellow": 10, "purple": 12}
    assert refused(p).rule == "U-0.2"


def test_U_0_4_a_chip_in_two_places_refused():
    """U-0.4: every chip is in exactly one place: chip 8 in black's hand and on the board."""
    p = docstring_example()
    p["on_board"] = [8]
    assert refused(p).rule == "U-0.4"
    p = docstring_example()
    p["pile"] = [1, 2, 4, 6, 7, 9, 10, 11]          # the panic chip is nowhere
    assert refused(p).rule == "U-0.4"


def test_U_9_2_two_markers_on_one_space_refused():
    """U-9.2: at most one marker per space."""
    p = docstring_example()
    p["track"]["purple"] = 4
    assert refused(p).rule == "U-9.2"


def test_U_2_5_4_region_not_joined_by_erupted_volcanoes_refused():
    """U-2.5.4: zones 1 and 2 form one region only if volcano 2 (or 1 and 3) erupted."""
    p = docstring_example()
    p["regions"] = [[1, 2], [3], [4, 5], [6], [7], [8], [9], [10], [11], [12]]
    p["removed"] = [5, 1]
    assert refused(p).rule == "U-2.5.4"
    p = docstring_example()
    p["hands"] = {"black": [3, 5, 12]}            # chip 5 erupted: it left the game
    assert refused(p).rule == "U-2.5.4"


@pytest.mark.parametrize("players", [2, 6, 0, "4", None])
def test_U_3_bad_player_count_refused(players):
    """U-3: 3, 4 or 5 players."""
    p = docstring_example()
    p["players"] = players
    assert refused(p).rule == "U-3"


def test_U_3_7_a_gene_twice_refused():
    """U-3.7: each gene of the game once: owned twice, or owned and on display, or a gene
    of the expansion in a base game."""
    p = docstring_example()
    p["genes"] = {"black": ["legs"], "white": ["legs"]}
    assert refused(p).rule == "U-3.7"
    p = docstring_example()
    p["display"] = ["ears", "egg", "teeth", "legs"]
    assert refused(p).rule == "U-3.7"
    p = docstring_example()
    p["genes"] = {"white": ["gills"]}
    assert refused(p).rule == "U-3.7"
    p["options"] = {"expansion_genes": True}
    assert Urland.from_position(p).genes[1] == ("gills",)


def test_a_view_position_is_refused():
    """A seat's view hides the others' chips, the pile and the deck as '?': it is not a
    position the engine can play from."""
    s = boardlab.new("urland", players=4, seed=3)
    pos = s.view(1).to_position()
    assert "?" in json.dumps(pos)
    e = refused(pos)
    assert "view" in str(e)


def test_U_2_5_3_a_region_is_named_after_its_live_chip_in_a_position():
    """U-2.5.3: volcano 5 erupted (zones 4+5, chip 5 removed): the region is L4, named
    after its live chip; L5 names a zone of it, not a region, and is refused."""
    p = docstring_example()
    p["ichtos"]["L5"] = {"white": 1}
    e = refused(p)
    assert e.rule == "U-2.5.3" and "L4" in str(e) and "live chip" in str(e)
    p = docstring_example()
    p.update(regions=[[1], [2], [3], [4, 7], [5], [6], [8], [9], [10], [11], [12]], removed=[4])
    p["ichtos"]["L7"] = p["ichtos"].pop("L4")      # volcano 4: zones 4+7 are L7 (chip 7)
    s = Urland.from_position(p)
    assert s.ichtos("L7") == s.ichtos(4) and s.to_position()["ichtos"]["L7"] == p["ichtos"]["L7"]
    p["ichtos"]["L4"] = p["ichtos"].pop("L7")
    e = refused(p)
    assert e.rule == "U-2.5.3" and "L7" in str(e)


def _map() -> dict:
    with open(MAP_FILE, encoding="utf-8") as f:
        return json.load(f)


def test_U_2_3_another_map_in_the_options_is_validated():
    """U-2.3: a position may play on another map (options {"map": …}); it is checked
    against the invariants — a valid variant (zone 6 also on S5) plays on it, a broken
    one (zone 1 on one sea only, invariant 5) is refused citing U-2.3."""
    other = _map()
    other["land"]["6"]["coast"] = ["S4", "S5"]
    p = docstring_example()
    p["options"] = {"map": other}
    s = Urland.from_position(p)
    s.apply("choose 8")
    assert "land S5 L6" in {str(a) for a in s.legal_actions()}
    plain = Urland.from_position(docstring_example())
    plain.apply("choose 8")
    assert "land S5 L6" not in {str(a) for a in plain.legal_actions()}
    broken = _map()
    broken["land"]["1"]["coast"] = ["S1"]
    p["options"] = {"map": broken}
    assert refused(p).rule == "U-2.3"
