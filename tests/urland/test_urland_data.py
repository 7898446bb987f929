"""Urland's components, setup table, genes and rule ids as data (U-1, U-3, U-4.4, U-7.1,
U-14, U-15), checked against the tables of the rules specification
(``shared/rules/urland.md``)."""
from __future__ import annotations

import ast
import dataclasses
import inspect
import re

import pytest

from boardlab import BadPosition
from boardlab.games.urland import components as C
from boardlab.games.urland import genes as G
from boardlab.games.urland import rulebook as R

ID = re.compile(r"^U-\d+(\.\d+){0,2}$")


# --- U-0 / U-1 components ---------------------------------------------------------------

def test_U_0_2_27_ichtos_in_play_plus_one_marker():
    """U-0.2, U-1: 28 Ichtos per colour, one the score marker, 27 on board or in supply."""
    assert C.ICHTOS_PER_COLOUR == 28
    assert C.MARKERS_PER_PLAYER == 1
    assert C.ICHTOS_IN_PLAY == 27


def test_U_0_4_thirteen_environment_chips():
    """U-0.4, U-1: zone chips 1–12 and one panic chip, six places a chip can be in."""
    assert C.ZONE_CHIPS == tuple(range(1, 13))
    assert C.PANIC_CHIPS == 1 and C.PANIC not in C.ZONE_CHIPS
    assert C.ENVIRONMENT_CHIPS == 13
    assert len(set(C.CHIP_PLACES)) == 6


def test_U_0_5_five_colours_four_from_the_sources():
    assert len(C.COLOURS) == 5 == len(set(C.COLOURS))
    assert C.COLOURS[:4] == ("black", "white", "yellow", "purple")


def test_U_1_component_counts():
    """U-1: 10 extra-action chips, 7 volcano tiles (1 + 3 × 2), 11 + 10 gene cards,
    12 land zones on 3 continents of 3, 4, 5 and 5 seas (U-2.1)."""
    assert C.EXTRA_ACTION_CHIPS == 10
    assert C.VOLCANO_TILES == 7 == C.SETUP_ERUPTIONS + len(C.EPOCHS) * C.ERUPTIONS_PER_EPOCH
    assert C.BASE_GENE_CARDS == len(G.BASE_GENES) == 11
    assert C.EXPANSION_GENE_CARDS == len(G.EXPANSION_GENES) == 10
    assert (C.LAND_ZONES, C.SEA_ZONES, C.CONTINENTS) == (12, 5, 3)
    assert sorted(C.CONTINENT_SIZES) == [3, 4, 5] and sum(C.CONTINENT_SIZES) == C.LAND_ZONES


def test_U_1_extra_action_chips_suffice_for_every_player_count():
    """U-1, U-3.2: 2 per player with 4–5 players, 1 with 3 — never more than the box's 10."""
    for n in C.PLAYER_COUNTS:
        assert n * C.setup(n).extra_action_chips <= C.EXTRA_ACTION_CHIPS
    assert 5 * C.setup(5).extra_action_chips == C.EXTRA_ACTION_CHIPS


def test_U_9_1_score_track_and_mutation_spaces():
    """U-9.1, D-3, U-13.1: mutation spaces 12, 16, 21; 30 ends the game; markers start
    on 1 … n (U-3.5)."""
    assert C.MUTATION_SPACES == (12, 16, 21)
    assert C.END_SPACE == C.TRACK_LENGTH == 30
    assert all(s < C.END_SPACE for s in C.MUTATION_SPACES)
    assert C.FIRST_MARKER_SPACE == 1


# --- U-3 setup table --------------------------------------------------------------------

SPEC_TABLE = {  # U-3's table, column by column: 3, 4, 5 players
    "extra_action_chips": (1, 2, 2),
    "chips_dealt": (3, 2, 2),
    "own_land_ichtos": (3, 2, 2),
    "neighbour_land_ichtos": (2, 2, 2),
    "supply_after_setup": (7, 8, 8),
    "genes_removed": (("stinkglands", "muscles"), (), ()),
    "gene_deck": (9, 11, 11),
    "genes_face_up": (3, 4, 4),
    "ichto_players": (1, 2, 3),
    "actions": (3, 2, 2),
    "genes_per_mutation": (2, 3, 3),
    "genes_refilled": (2, 3, 3),
}


@pytest.mark.parametrize("field", sorted(SPEC_TABLE))
def test_U_3_setup_table_row(field):
    """U-3: each row of the setup table, for 3, 4 and 5 players."""
    assert tuple(getattr(C.setup(n), field) for n in (3, 4, 5)) == SPEC_TABLE[field]


def test_U_3_setup_table_covers_every_field_and_count():
    fields = {f.name for f in dataclasses.fields(C.Setup)} - {"players"}
    assert fields == set(SPEC_TABLE)
    assert tuple(C.SETUP) == C.PLAYER_COUNTS == (3, 4, 5)
    assert all(C.SETUP[n].players == n for n in C.SETUP)


@pytest.mark.parametrize("n", [3, 4, 5])
def test_U_3_1_the_28_ichtos_add_up_after_setup(n):
    """U-3's arithmetic check (U-3.1, U-3.4, U-3.6): 15 at sea + own land + neighbours'
    land + 1 marker + supply = 28."""
    s = C.setup(n)
    assert s.sea_ichtos == 15
    assert s.own_land_ichtos == s.chips_dealt
    assert s.neighbour_land_ichtos == s.chips_passed == 2
    assert (s.sea_ichtos + s.own_land_ichtos + s.neighbour_land_ichtos + C.MARKERS_PER_PLAYER
            + s.supply_after_setup) == C.ICHTOS_PER_COLOUR


@pytest.mark.parametrize("n", [3, 4, 5])
def test_U_3_4_enough_zone_chips_to_deal(n):
    """U-3.3, U-3.4, D-16: 11 chips remain after the setup eruption; 9, 8 or 10 are dealt."""
    dealt = n * C.setup(n).chips_dealt
    assert dealt == {3: 9, 4: 8, 5: 10}[n]
    assert dealt <= len(C.ZONE_CHIPS) - C.SETUP_ERUPTIONS


def test_U_3_7_gene_deck_by_player_count():
    """U-3.7, U-15.0: deck sizes 9 / 11 / 11, with the expansion 19 / 21 / 21; the removed
    genes are real gene ids and exactly the ones the deck leaves out."""
    for n in C.PLAYER_COUNTS:
        s = C.setup(n)
        ids = [g.id for g in G.deck(n)]
        assert len(ids) == s.gene_deck
        assert set(s.genes_removed) <= set(G.GENES)
        assert set(ids) == {g.id for g in G.BASE_GENES} - set(s.genes_removed)
        assert len(G.deck(n, expansion=True)) == s.gene_deck + 10
        assert s.genes_face_up <= s.gene_deck


def test_U_3_bad_player_counts_are_refused_citing_U_3():
    for n in (0, 2, 6, "4", 4.0, None, True):
        with pytest.raises(BadPosition) as e:
            C.setup(n)
        assert e.value.rule == "U-3"


@pytest.mark.parametrize("n", [3, 4, 5])
def test_U_4_2_roles_leave_the_ichto_players(n):
    """U-4.2: environment and neutral, everybody else an Ichto player."""
    assert C.setup(n).ichto_players == n - 2


# --- U-4.4 chip flow, U-7.1 budgets -----------------------------------------------------

def test_U_4_4_chip_flow_9_7_5_turns():
    """U-4.4: 11, 9, 7 zone chips per epoch give 9, 7, 5 turns without panic."""
    assert C.ZONE_CHIPS_PER_EPOCH == {1: 11, 2: 9, 3: 7}
    assert C.TURNS_PER_EPOCH == {1: 9, 2: 7, 3: 5}
    assert all(C.turns_in_epoch(e) == C.TURNS_PER_EPOCH[e] for e in C.EPOCHS)
    # each epoch removes its two erupting chips (U-12.5); epoch 1 starts after the setup one
    assert C.ZONE_CHIPS_PER_EPOCH[1] == len(C.ZONE_CHIPS) - C.SETUP_ERUPTIONS
    for e in (2, 3):
        assert C.ZONE_CHIPS_PER_EPOCH[e] == C.ZONE_CHIPS_PER_EPOCH[e - 1] - C.ERUPTIONS_PER_EPOCH


def test_U_4_4_chip_flow_simulated():
    """U-4.4, U-6.3, U-12.1: drawing 3, then one chip per turn until the new environment
    holds 2 and the pile is empty, counts the turns of the table."""
    for epoch, chips in C.ZONE_CHIPS_PER_EPOCH.items():
        pile, hand, board, turns = chips - C.FIRST_HAND, C.FIRST_HAND, 0, 0
        while True:
            assert hand == C.ENVIRONMENT_HAND
            board += 1                          # one chip chosen and scored (U-8.5)
            hand = C.CHIPS_TO_NEUTRAL           # two to the neutral, the next environment
            turns += 1
            if pile == 0:                       # U-12.1: he holds 2, the pile is empty
                break
            pile, hand = pile - 1, hand + 1     # U-6.3: he draws one
        assert turns == board == C.TURNS_PER_EPOCH[epoch] == C.turns_in_epoch(epoch)
        assert board + hand == chips


def test_U_7_1_action_budgets():
    """U-7.1, U-14.10: 2 actions (3 with 3 players), Warm blood +1."""
    assert [C.budget(n) for n in (3, 4, 5)] == [3, 2, 2]
    assert [C.budget(n, warm_blood=True) for n in (3, 4, 5)] == [4, 3, 3]


def test_U_7_2_extra_action_chip_gives_two_even_with_warm_blood():
    """U-7.2, U-14.10, D-9: a chip gives 2 actions, one chip per turn."""
    assert C.EXTRA_ACTION_CHIP_ACTIONS == 2
    assert C.EXTRA_ACTION_CHIPS_PER_TURN == 1


# --- U-14 / U-15 genes ------------------------------------------------------------------

BASE_TABLE = [  # U-14's table: number, EN, DE, kind, kept with 3 players
    (1, "Assimilation", "Assimilation", "active", True),
    (2, "Legs", "Beine", "active", True),
    (3, "Care of young", "Brutpflege", "passive", True),
    (4, "Egg", "Ei", "active", True),
    (5, "Wings", "Flügel", "active", True),
    (6, "Muscles", "Muskeln", "passive", False),
    (7, "Ears", "Ohren", "passive", True),
    (8, "Stinkglands", "Stinkdrüse", "active", False),
    (9, "Turbo", "Turbo", "active", True),
    (10, "Warm blood", "Warmblut", "passive", True),
    (11, "Teeth", "Zähne", "active", True),
]


def test_U_14_0_the_eleven_base_genes_as_in_the_table():
    """U-14.0 and U-14's table: numbers, names, active/passive, removed with 3 players."""
    got = [(g.number, g.name_en, g.name_de, g.kind, g.with_3_players) for g in G.BASE_GENES]
    assert got == BASE_TABLE
    assert all(g.name_fr and not g.expansion and g.name_zh is None for g in G.BASE_GENES)


def test_U_14_genes_point_to_their_own_rule():
    """U-14.1 … U-14.11 and U-15.1 … U-15.10: gene number n is defined by rule U-14.n /
    U-15.n, which the rulebook has and whose title names the gene."""
    for g in G.BASE_GENES + G.EXPANSION_GENES:
        section = "U-15" if g.expansion else "U-14"
        assert g.rule == f"{section}.{g.number}"
        assert g.rule in R.RULES
        assert R.RULES[g.rule].startswith(g.name_en + ":")


def test_U_14_action_costs():
    """U-14.1 Assimilation 2 actions; U-14.4 Egg 1 or 2; the other active genes 1
    (U-14.2, U-14.5, U-14.8, U-14.9, U-14.11); passive genes none."""
    costs = {g.id: g.actions for g in G.BASE_GENES}
    assert costs["assimilation"] == (2,)
    assert costs["egg"] == (1, 2)
    for i in ("legs", "wings", "stinkglands", "turbo", "teeth"):
        assert costs[i] == (1,)
    for g in G.BASE_GENES + G.EXPANSION_GENES:
        assert (g.kind == G.PASSIVE) == (g.actions == ()), g.id
        assert g.kind in (G.ACTIVE, G.PASSIVE)


def test_U_14_7_ears_and_passive_choices():
    """U-14.0, D-20: passive genes with a choice for the holder (Ears, U-14.7)."""
    assert G.gene("ears").choice
    assert not G.gene("warm_blood").choice and not G.gene("muscles").choice


def test_U_15_0_the_ten_expansion_genes():
    """U-15.0 … U-15.10 (D-21): numbers 1–10, Chinese names, Mutation the one active."""
    assert [g.number for g in G.EXPANSION_GENES] == list(range(1, 11))
    assert [g.name_zh for g in G.EXPANSION_GENES] == [
        "共生體", "硬殼蛋", "夜行性", "突變", "超上相", "黏呼呼尾巴", "火山感應", "投降輸一半",
        "費洛蒙", "鰓"]
    assert all(g.expansion and g.name_de is None and g.with_3_players
               for g in G.EXPANSION_GENES)
    assert [g.id for g in G.EXPANSION_GENES if g.kind == G.ACTIVE] == ["mutation"]
    assert G.gene("mutation").actions == (1,)


def test_U_14_gene_lookup_and_ids():
    ids = [g.id for g in G.BASE_GENES + G.EXPANSION_GENES]
    assert len(ids) == len(set(ids)) == len(G.GENES) == 21
    assert all(re.fullmatch(r"[a-z_]+", i) for i in ids)
    assert all(G.gene(i).id == i for i in ids)
    for bad in ("fins", "Ears", "", None, 7):
        with pytest.raises(KeyError):
            G.gene(bad)


def test_U_14_genes_are_frozen_and_explained():
    g = G.gene("teeth")
    with pytest.raises(dataclasses.FrozenInstanceError):
        g.number = 3  # type: ignore[misc]
    assert all(len(x.text) > 30 for x in G.BASE_GENES + G.EXPANSION_GENES)


# --- the rulebook -----------------------------------------------------------------------

def _dict_keys(name: str) -> list[str]:
    """The keys of the dict literal ``name`` in rulebook.py as written (a duplicate key
    would vanish from the dict itself)."""
    tree = ast.parse(inspect.getsource(R))
    for node in ast.walk(tree):
        if (isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name)
                and node.target.id == name):
            return [k.value for k in node.value.keys]  # type: ignore[union-attr]
    raise AssertionError(f"no {name} in rulebook.py")


def test_rule_ids_are_well_formed_and_unique():
    keys = _dict_keys("RULES")
    assert len(keys) == len(set(keys)) == len(R.RULES)
    assert [k for k in keys if not ID.match(k)] == []
    assert all(t and t == t.strip() for t in R.RULES.values())


def test_rule_ids_cover_every_section_of_the_spec():
    """Every section U-0 … U-15 has ids, with the numbered sub-rules of the spec."""
    sections = {int(k[2:].split(".")[0]) for k in R.RULES}
    assert sections == set(range(16))
    expected = (["U-1", "U-3", "U-5"]
                + [f"U-0.{i}" for i in range(1, 7)] + ["U-2.1", "U-2.2", "U-2.3", "U-2.4"]
                + [f"U-2.2.{i}" for i in range(1, 6)] + [f"U-2.5.{i}" for i in range(1, 6)]
                + [f"U-3.{i}" for i in range(1, 10)] + [f"U-4.{i}" for i in range(1, 5)]
                + [f"U-6.{i}" for i in range(1, 4)] + [f"U-7.{i}" for i in range(1, 6)]
                + [f"U-7.4.{i}" for i in range(1, 5)] + [f"U-8.{i}" for i in range(1, 6)]
                + [f"U-8.2.{i}" for i in range(1, 5)] + [f"U-9.{i}" for i in range(1, 5)]
                + [f"U-10.{i}" for i in range(1, 9)] + [f"U-11.{i}" for i in range(1, 6)]
                + [f"U-12.{i}" for i in range(1, 7)] + [f"U-13.{i}" for i in range(1, 5)]
                + [f"U-14.{i}" for i in range(0, 13)] + [f"U-15.{i}" for i in range(0, 11)])
    assert sorted(R.RULES) == sorted(expected)


def test_rulebook_statements_and_decisions():
    """STATEMENTS only for real ids; DECISIONS D-1 … D-22 (U-16), kept out of RULES; every
    decision cited in a statement is one of them."""
    assert set(R.STATEMENTS) <= set(R.RULES)
    assert list(R.DECISIONS) == [f"D-{i}" for i in range(1, 23)]
    assert len(_dict_keys("DECISIONS")) == len(R.DECISIONS)
    assert not set(R.DECISIONS) & set(R.RULES)
    cited = set(re.findall(r"D-\d+", " ".join(R.STATEMENTS.values())))
    assert cited <= set(R.DECISIONS)


def test_rulebook_is_registered_with_the_game():
    """Urland is a registered game: its rule ids are in RULEBOOK with their titles, and
    the registry lists it with its rulebook and prefix."""
    from boardlab.games import registry
    from boardlab.rules import RULEBOOK
    assert {k: RULEBOOK[k] for k in R.RULES} == R.RULES
    game = registry()["urland"]
    assert game.rulebook is R.RULES and game.rule_prefix == "U" and game.players == (3, 4, 5)


def test_U_2_2_the_map_is_called_a_reconstruction():
    """U-2.2, D-1: the rulebook and the components say the map is a reconstruction."""
    assert "reconstruction" in R.RULES["U-2.2"] and "D-1" in R.RULES["U-2.2"]
    assert "reconstruction" in (C.__doc__ or "") and "D-1" in (C.__doc__ or "")
