"""Urland's genes in play: the 11 base genes (U-14) and the 10 expansion genes (U-15,
``expansion_genes=True``), each from a hand-made position (``position.py``).

Genes are given with ``p["genes"]``; the display is empty and ``gene_deck`` ``None``
(the deck takes the other genes).  :func:`acting` puts yellow (or another Ichto player)
in the act phase of a 4-player turn in which black is E and chose chip 9 (L9 empty
unless a test fills it); :func:`score_turn` lets everyone end so that chip 9 scores.
"""
from __future__ import annotations

import pytest

import boardlab
from boardlab import IllegalAction
from boardlab.games.urland import Urland
from boardlab.games.urland.position import acting_position, erupted, setup_position

COL = ("black", "white", "yellow", "purple", "red")
BLACK, WHITE, YELLOW, PURPLE, RED = range(5)


def position(players: int = 4, *, ichtos: dict, genes: dict | None = None, track: dict | None = None,
             expansion: bool = False, hands: list[int] = (9, 10, 12), reached: list[int] = (),
             seed: int = 0) -> dict:
    """A phase ``choose`` position in epoch 1, black E holding ``hands``; volcano 11 erupted
    at setup (U-3.3: zones 10 + 11 are ``L10``), the other zones single."""
    p = setup_position(players, seed, **({"expansion_genes": True} if expansion else {}))
    p.pop("supply", None)
    p.update(erupted(11), ichtos=ichtos,
             genes={c: [] for c in COL[:players]} | (genes or {}), display=[], gene_deck=None,
             hands={c: [] for c in COL[:players]} | {"black": list(hands)}, environment="black",
             phase="choose", chosen=None, on_board=[], pile=None, panic_aside=False,
             reached=list(reached), epoch=1, turn=1, asks=[], todo=[], passed=False, ending=False,
             track=track or {c: i + 1 for i, c in enumerate(COL[:players])})
    return p


def acting(ichtos: dict, genes: dict | None = None, *, actor: str = "yellow", left: int | None = None,
           players: int = 4, expansion: bool = False, track: dict | None = None) -> Urland:
    p = position(players, ichtos=ichtos, genes=genes, expansion=expansion, track=track)
    return Urland.from_position(acting_position(p, chosen=9, actor=actor, left=left))


def score_turn(s: Urland) -> list:
    """Every Ichto player still to act ends: chip 9 is scored (and the game goes on)."""
    events = []
    while s.decision() == "act":
        events += s.apply("end")
    return events


def legal(s: Urland) -> set[str]:
    return {str(a) for a in s.legal_actions()}


def with_verb(s: Urland, verb: str, where: str = "") -> set[str]:
    """The legal actions of ``verb`` (whose first region starts with ``where``)."""
    return {a for a in legal(s) if a.split()[0] == verb and (len(a.split()) < 2 or a.split()[1].startswith(where))}


SEAS = {f"S{j}": {"black": 3, "white": 3, "yellow": 3, "purple": 3} for j in range(1, 6)}


def board(players: int = 4, **regions: dict) -> dict:
    out = {k: {c: v[c] for c in COL[:min(players, 4)]} for k, v in SEAS.items()}
    out.update(regions)
    return out


# ------------------------------------------------------------------ U-14.0 kinds
def test_U_14_0_active_options_only_for_the_holder():
    """U-14.0 / U-7.5: an active gene's options belong to its holder only (yellow has
    Legs, purple has none)."""
    s = acting(board(), {"yellow": ["legs"]})
    assert "legs S1 L1 2" in legal(s)
    s.apply("end")
    assert s.actor() == PURPLE and not with_verb(s, "legs")


# ------------------------------------------------------------------ U-14.1 Assimilation
def test_U_14_1_assimilation_two_colours_two_actions():
    """U-14.1: 2 actions; one Ichto each of two different opponent colours back to their
    supplies, one of the holder's supply placed there."""
    s = acting(board(L1={"yellow": 1, "black": 1, "white": 2}), {"yellow": ["assimilation"]})
    assert with_verb(s, "assimilate", "L") == {"assimilate L1 black white"}
    sup = list(s.supply)
    ev = s.apply("assimilate L1 black white")
    assert [e.rule for e in ev][0] == "U-14.1"
    assert s.ichtos("L1") == (0, 1, 2, 0)
    assert s.supply[BLACK] == sup[BLACK] + 1 and s.supply[WHITE] == sup[WHITE] + 1
    assert s.supply[YELLOW] == sup[YELLOW] - 1
    assert s.left == 0                # both actions spent


def test_U_14_1_assimilation_needs_two_colours_two_actions_and_supply():
    """U-14.1: one opponent colour only → no; 1 action left → no; supply 0 → no; a region
    without the holder → no."""
    s = acting(board(L1={"yellow": 1, "white": 3}, L2={"black": 1, "white": 1}), {"yellow": ["assimilation"]})
    assert not with_verb(s, "assimilate", "L")
    s = acting(board(L1={"yellow": 1, "black": 1, "white": 1}), {"yellow": ["assimilation"]}, left=1)
    assert not with_verb(s, "assimilate")
    full = board(L1={"yellow": 12, "black": 1, "white": 1})   # 15 + 12 = 27: supply 0
    s = acting(full, {"yellow": ["assimilation"]})
    assert s.supply[YELLOW] == 0 and not with_verb(s, "assimilate")
    with pytest.raises(IllegalAction):
        s.apply("assimilate L1 black white")


def test_U_14_1_assimilation_at_sea():
    """U-14.1: in any region, sea too."""
    s = acting(board(), {"yellow": ["assimilation"]})
    s.apply("assimilate S3 white purple")
    assert s.ichtos("S3") == (3, 2, 4, 2)


# ------------------------------------------------------------------ U-14.2 Legs
def test_U_14_2_legs_a_two_ashore_for_one_action():
    """U-14.2 (a): up to 2 own Ichtos from a sea to an adjacent land region, 1 action."""
    s = acting(board(), {"yellow": ["legs"]})
    assert "legs S1 L1 2" in legal(s) and "legs S1 L6 2" not in legal(s)   # L6 not on S1
    s.apply("legs S1 L1 2")
    assert s.ichtos("L1") == (0, 0, 2, 0) and s.ichtos("S1")[YELLOW] == 1 and s.left == 1


def test_U_14_2_legs_b_one_across_a_river():
    """U-14.2 (b): 1 own Ichto from a land region to an adjacent land region (L1–L2 share a
    river; L4–L6 do not, U-2.2.2)."""
    s = acting(board(L1={"yellow": 2}, L4={"yellow": 1}), {"yellow": ["legs"]})
    assert {"legs L1 L2 1", "legs L1 L3 1", "legs L4 L5 1", "legs L4 L7 1"} <= legal(s)
    assert "legs L4 L6 1" not in legal(s) and "legs L1 L2 2" not in legal(s)
    s.apply("legs L1 L2 1")
    assert s.ichtos("L1")[YELLOW] == 1 and s.ichtos("L2")[YELLOW] == 1 and s.left == 1


# ------------------------------------------------------------------ U-14.3 Care of young
@pytest.mark.parametrize("count,gain", [(2, 1), (3, 1), (4, 2), (5, 2), (6, 3), (1, 0)])
def test_U_14_3_care_of_young_table(count, gain):
    """U-14.3: purple (Care of young, not acting) gains 2–3 → 1, 4–5 → 2, ≥ 6 → 3 when yellow
    reproduces in S1; black without the gene has 3 → +1 (U-7.4.2)."""
    s = acting(board(S1={"black": 3, "yellow": 3, "purple": count}), {"purple": ["care_of_young"]})
    before = s.ichtos("S1")
    s.apply("reproduce S1")
    after = s.ichtos("S1")
    assert after[PURPLE] - before[PURPLE] == gain
    assert after[BLACK] - before[BLACK] == 1 and after[YELLOW] - before[YELLOW] == 1


def test_U_14_3_care_of_young_lets_trigger_with_two():
    """U-14.3 / U-7.4.2: with 2 Ichtos in a sea, only a Care of young holder may trigger
    reproduction there."""
    ich = board(S2={"black": 3, "yellow": 2, "purple": 3})
    assert "reproduce S2" not in legal(acting(ich))
    s = acting(ich, {"yellow": ["care_of_young"]})
    assert "reproduce S2" in legal(s)
    s.apply("reproduce S2")
    assert s.ichtos("S2") == (4, 0, 3, 4)


# ------------------------------------------------------------------ U-14.4 Egg
def test_U_14_4_egg_costs_two_with_exactly_one():
    """U-14.4: exactly 1 of his there → 2 actions (not possible with 1 action left)."""
    s = acting(board(L1={"yellow": 1}), {"yellow": ["egg"]})
    sup = s.supply[YELLOW]
    s.apply("egg L1")
    assert s.ichtos("L1")[YELLOW] == 2 and s.supply[YELLOW] == sup - 1
    assert s.left == 0
    s = acting(board(L1={"yellow": 1}), {"yellow": ["egg"]}, left=1)
    assert "egg L1" not in legal(s)


def test_U_14_4_egg_costs_one_with_two_or_more():
    """U-14.4: ≥ 2 there → 1 action; not where he has none; not with an empty supply."""
    s = acting(board(L1={"yellow": 2}), {"yellow": ["egg"]})
    assert with_verb(s, "egg") == {"egg L1"}
    s.apply("egg L1")
    assert s.ichtos("L1")[YELLOW] == 3 and s.left == 1
    s = acting(board(L1={"yellow": 12}), {"yellow": ["egg"]})
    assert s.supply[YELLOW] == 0 and not with_verb(s, "egg")


# ------------------------------------------------------------------ U-14.5 Wings
def test_U_14_5_wings_one_or_two_to_any_region():
    """U-14.5 / D-19: 1 or 2 own Ichtos from a land region to any other region, land or
    sea, no adjacency needed; 1 action; never from a sea."""
    s = acting(board(L1={"yellow": 3}), {"yellow": ["wings"]})
    wings = with_verb(s, "wings")
    assert {"wings L1 L12 1", "wings L1 L12 2", "wings L1 S3 2"} <= wings
    assert not any(w.split()[1].startswith("S") for w in wings)
    assert "wings L1 L12 3" not in wings
    s.apply("wings L1 L12 2")
    assert s.ichtos("L12")[YELLOW] == 2 and s.ichtos("L1")[YELLOW] == 1 and s.left == 1
    s.apply("wings L1 S3 1")
    assert s.ichtos("S3")[YELLOW] == 4


# ------------------------------------------------------------------ U-14.6 Muscles
@pytest.mark.parametrize("mine,theirs,yellow_stays,white_stays", [
    (1, 1, True, False),     # 1.5 beats 1
    (2, 2, True, False),     # 2.5 beats 2: never coexistence
    (2, 3, False, True),     # 2.5 loses to 3
])
def test_U_14_6_muscles_half_a_point(mine, theirs, yellow_stays, white_stays):
    """U-14.6 / U-8.3: the Muscles holder counts + 0.5 in the scored region."""
    s = acting(board(L9={"yellow": mine, "white": theirs}), {"yellow": ["muscles"]})
    ev = score_turn(s)
    comp = [e for e in ev if e.rule == "U-8.2.4"]
    assert comp and not [e for e in ev if e.rule == "U-8.2.3"]
    assert (s.ichtos("L9")[YELLOW] > 0) == yellow_stays
    assert (s.ichtos("L9")[WHITE] > 0) == white_stays


def test_U_14_6_D_11_muscles_only_when_present():
    """U-14.6 / D-11: the holder absent from the region: a plain coexistence."""
    s = acting(board(L9={"black": 1, "white": 1}), {"yellow": ["muscles"]})
    ev = score_turn(s)
    assert [e for e in ev if e.rule == "U-8.2.3"]
    assert s.ichtos("L9") == (1, 1, 0, 0)


def test_U_14_6_muscles_not_in_final_scoring():
    """U-14.6 / U-13.3: final bonuses count plain Ichtos: yellow (Muscles) and white tied
    on land share the land bonus (black, alone most on the board, is out of it)."""
    ich = board(S1={"black": 10, "white": 3, "yellow": 3, "purple": 3}, L9={"black": 1},
                L1={"yellow": 2, "white": 2})
    s = acting(ich, {"yellow": ["muscles"]}, track={"black": 28, "white": 20, "yellow": 10, "purple": 2})
    ev = score_turn(s)
    land = [e for e in ev if e.rule == "U-13.3" and e.data.get("bonus") == "land"][0]
    assert sorted(land.data["seats"]) == [WHITE, YELLOW] and land.data["points"] == 1


# ------------------------------------------------------------------ U-14.7 Ears
def test_U_14_7_ears_immune_to_teeth_on_land_not_at_sea():
    """U-14.7 (c) / U-14.11: an Ears holder's Ichtos on land cannot be bitten; at sea they can."""
    s = acting(board(L1={"yellow": 1, "white": 2, "black": 1}), {"yellow": ["teeth"], "white": ["ears"]})
    assert "teeth L1 white" not in legal(s) and "teeth L1 black" in legal(s)
    with pytest.raises(IllegalAction):
        s.apply("teeth L1 white")
    assert "teeth S1 white" in legal(s)
    s.apply("teeth S1 white")
    assert s.ichtos("S1")[WHITE] == 2


# ------------------------------------------------------------------ U-14.8 Stinkglands
def test_U_14_8_stinkglands_drive_a_colour_to_a_sea():
    """U-14.8 / D-19: all Ichtos of one opponent colour in a land region where the holder
    is go to an adjacent sea he chooses; 1 action; Ears gives no protection."""
    s = acting(board(L1={"yellow": 1, "white": 3, "black": 1}), {"yellow": ["stinkglands"], "white": ["ears"]})
    stink = with_verb(s, "stink")
    assert stink == {"stink L1 white S1", "stink L1 white S2", "stink L1 black S1", "stink L1 black S2"}
    s.apply("stink L1 white S2")
    assert s.ichtos("L1") == (1, 0, 1, 0) and s.ichtos("S2")[WHITE] == 6 and s.left == 1


def test_U_14_8_stinkglands_not_where_the_holder_is_absent():
    """U-14.8: the holder needs an Ichto there."""
    s = acting(board(L1={"white": 3, "black": 1}), {"yellow": ["stinkglands"]})
    assert not with_verb(s, "stink")


# ------------------------------------------------------------------ U-14.9 Turbo
def test_U_14_9_turbo_a_any_number_to_any_sea():
    """U-14.9 (a): any number of own Ichtos from a sea to any other sea (S1–S3 are not
    adjacent), one action for all."""
    s = acting(board(), {"yellow": ["turbo"]})
    assert "turbo S1 S3" in legal(s) and "sea S1 S3" not in legal(s)
    s.apply("turbo S1 S3")
    assert s.decision() == "more"
    s.apply("more")
    s.apply("more")
    assert s.ichtos("S1")[YELLOW] == 0 and s.ichtos("S3")[YELLOW] == 6 and s.left == 1


def test_U_14_9_turbo_b_two_ashore():
    """U-14.9 (b): up to 2 own Ichtos from a sea onto an adjacent land region, 1 action."""
    s = acting(board(), {"yellow": ["turbo"]})
    s.apply("turbo S4 L6 2")
    assert s.ichtos("L6")[YELLOW] == 2 and s.ichtos("S4")[YELLOW] == 1 and s.left == 1


# ------------------------------------------------------------------ U-14.10 Warm blood
@pytest.mark.parametrize("players,actions", [(3, 4), (4, 3), (5, 3)])
def test_U_14_10_warm_blood_budget(players, actions):
    """U-14.10 / U-7.1: the holder acts with 1 more action (3 with 4–5 players, 4 with 3)."""
    first = "yellow"                     # the first Ichto player when black is E (D-8)
    p = position(players, ichtos=board(players), genes={first: ["warm_blood"]})
    s = Urland.from_position(p)
    ev = s.apply("choose 9")
    start = [e for e in ev if e.rule == "U-7.1"][0]
    assert start.data == {"seat": COL.index(first), "actions": actions}
    assert s.left == actions


def test_U_14_10_warm_blood_chip_still_two():
    """U-14.10 / U-7.2: an extra-action chip still gives exactly 2."""
    s = acting(board(), {"yellow": ["warm_blood"]})
    assert s.left == 3
    s.apply("chip")
    assert s.left == 2


# ------------------------------------------------------------------ U-14.11 Teeth
def test_U_14_11_teeth_one_opponent_back_to_supply():
    """U-14.11: where the holder has an Ichto, 1 opposing Ichto back to its supply; not
    where he has none."""
    s = acting(board(L1={"yellow": 1, "black": 2}, L2={"black": 1}), {"yellow": ["teeth"]})
    assert "teeth L1 black" in legal(s) and "teeth L2 black" not in legal(s)
    sup = s.supply[BLACK]
    s.apply("teeth L1 black")
    assert s.ichtos("L1") == (1, 0, 1, 0) and s.supply[BLACK] == sup + 1 and s.left == 1


# ------------------------------------------------------------------ U-14.12 duplicates
def test_U_14_12_legs_and_turbo_no_extra_benefit():
    """U-14.12: Legs and Turbo both land 2: together they still land at most 2 for one
    action (no 3- or 4-Ichto landing, no cheaper one)."""
    s = acting(board(), {"yellow": ["legs", "turbo"]})
    ashore = [a for a in legal(s) if a.split()[0] in ("legs", "turbo") and a.split()[1] == "S1"
              and a.split()[2].startswith("L")]
    assert ashore and max(int(a.split()[3]) for a in ashore) == 2
    s.apply("turbo S1 L1 2")
    assert s.left == 1 and s.ichtos("L1")[YELLOW] == 2


# ================================================================== U-15 expansion
def test_U_15_0_expansion_deck_sizes():
    """U-15.0: the 10 expansion genes are shuffled in: 21 genes (19 with 3 players);
    display size unchanged (4; 3 with 3 players)."""
    for n, total, shown in [(3, 19, 3), (4, 21, 4), (5, 21, 4)]:
        s = boardlab.new("urland", players=n, seed=5, expansion_genes=True)
        assert len(s.display) + len(s.gene_deck) == total and len(s.display) == shown
        s = boardlab.new("urland", players=n, seed=5)
        assert len(s.display) + len(s.gene_deck) == total - 10


def test_U_15_1_symbiont_coexistence():
    """U-15.1: in a coexistence with 3 colours the Symbiont holder scores 2 + 2 = 4, the
    others 2."""
    s = acting(board(L9={"yellow": 1, "white": 1, "purple": 1}), {"yellow": ["symbiont"]}, expansion=True,
               track={"black": 1, "white": 20, "yellow": 2, "purple": 10})
    ev = score_turn(s)
    co = [e for e in ev if e.rule == "U-8.2.3"][0]
    assert co.data["gains"] == {"white": 2, "yellow": 4, "purple": 2}
    assert s.track[YELLOW] == 6


def test_U_15_2_hard_shelled_egg_next_door():
    """U-15.2: the Egg Ichto may go to a land region adjacent to the one that set the cost
    (L1 with 2: cost 1 → placed in L2)."""
    s = acting(board(L1={"yellow": 2}), {"yellow": ["egg", "hard_shelled_egg"]}, expansion=True)
    assert {"egg L1", "egg L1 L2", "egg L1 L3"} <= legal(s)
    s.apply("egg L1 L2")
    assert s.ichtos("L2")[YELLOW] == 1 and s.ichtos("L1")[YELLOW] == 2 and s.left == 1
    s = acting(board(L1={"yellow": 2}), {"yellow": ["egg"]}, expansion=True)
    assert with_verb(s, "egg") == {"egg L1"}
    s = acting(board(L1={"yellow": 2}), {"yellow": ["hard_shelled_egg"]}, expansion=True)
    assert not with_verb(s, "egg")


def test_U_15_3_nocturnal_neutral_acts_first():
    """U-15.3: a nocturnal neutral player (white) acts as an Ichto player, first."""
    p = position(ichtos=board(), genes={"white": ["nocturnal"]}, expansion=True)
    s = Urland.from_position(p)
    s.apply("choose 9")
    assert s.actor() == WHITE and s.left == 2
    s.apply("end")
    assert s.actor() == YELLOW


def test_U_15_3_nocturnal_environment_acts_last_with_5_players():
    """U-15.3: with 5 players a nocturnal E also acts, last; with 4 players he does not."""
    p = position(5, ichtos={}, genes={"black": ["nocturnal"]}, expansion=True)
    s = Urland.from_position(p)
    s.apply("choose 9")
    order = []
    while s.decision() == "act":
        order.append(s.actor())
        s.apply("end")
    assert order == [YELLOW, PURPLE, RED, BLACK]
    p = position(4, ichtos={}, genes={"black": ["nocturnal"]}, expansion=True)
    s = Urland.from_position(p)
    s.apply("choose 9")
    order = []
    while s.decision() == "act":
        order.append(s.actor())
        s.apply("end")
    assert order == [YELLOW, PURPLE]


def test_U_15_4_mutation_swap_and_spent():
    """U-15.4: 1 action, swap Mutation for another player's gene; the other gets Mutation
    spent (no effect, still an owned card); only once."""
    s = acting(board(), {"yellow": ["mutation"], "white": ["legs"], "purple": ["teeth"]}, expansion=True)
    assert with_verb(s, "mutate") == {"mutate legs", "mutate teeth"}
    s.apply("mutate legs")
    assert s.genes[YELLOW] == ("legs",) and s.genes[WHITE] == ("mutation_spent",)
    assert s.left == 1 and not with_verb(s, "mutate") and "legs S1 L1 2" in legal(s)
    assert len(s.genes[WHITE]) == 1


def test_U_15_4_mutation_spent_has_no_effect():
    """U-15.4: a spent Mutation card offers nothing; with no other gene owned, Mutation
    offers nothing either."""
    s = acting(board(), {"yellow": ["mutation_spent"], "white": ["legs"]}, expansion=True)
    assert not with_verb(s, "mutate")
    s = acting(board(), {"yellow": ["mutation"]}, expansion=True)
    assert not with_verb(s, "mutate")


def test_U_15_5_photogenic_two_points_after_final_scoring():
    """U-15.5: at the end of final scoring the holder gains 2 (after the bonuses)."""
    ich = board(L9={"black": 1})
    s = acting(ich, {"purple": ["photogenic"]}, expansion=True,
               track={"black": 28, "white": 20, "yellow": 10, "purple": 2})
    ev = score_turn(s)
    r = [e.rule for e in ev]
    assert "U-15.5" in r and r.index("U-15.5") > max(i for i, x in enumerate(r) if x == "U-13.3")
    assert s.is_over and s.track[PURPLE] == 4


def test_U_15_6_sticky_tail_costs_one_more_to_land():
    """U-15.6: landing (invasion, Legs (a)) where an opponent Sticky tail holder is costs 1
    more action; Wings onto that land does not; the holder himself is not slowed."""
    ich = board(L1={"white": 1}, L4={"yellow": 1})
    s = acting(ich, {"white": ["sticky_tail"], "yellow": ["legs", "wings"]}, expansion=True)
    s.apply("land S1 L1")
    assert s.left == 0 and s.ichtos("L1")[YELLOW] == 1
    s = acting(ich, {"white": ["sticky_tail"], "yellow": ["legs", "wings"]}, expansion=True, left=1)
    assert "land S1 L1" not in legal(s) and "legs S1 L1 2" not in legal(s) and "land S1 L3" in legal(s)
    assert "wings L4 L1 1" in legal(s)
    s.apply("wings L4 L1 1")
    assert s.ichtos("L1")[YELLOW] == 1
    s = acting(board(L1={"yellow": 1}), {"yellow": ["sticky_tail"]}, expansion=True, left=1)
    assert "land S1 L1" in legal(s)


def test_U_15_7_volcano_sense_sees_the_chosen_chip():
    """U-15.7: during ACT the holder's view shows E's chosen chip; other players' views
    hide it."""
    s = acting(board(), {"purple": ["volcano_sense"]}, expansion=True)
    assert s.view(PURPLE).chosen == 9
    assert s.view(YELLOW).chosen == "?" and s.view(WHITE).chosen == "?"


def test_U_15_8_surrender_competition_losers_flee_to_sea():
    """U-15.8: the Surrender holder loses a competition: his Ichtos move to an adjacent sea
    of his choice instead of his supply."""
    s = acting(board(L9={"black": 2, "white": 1}), {"white": ["surrender"]}, expansion=True)
    sup = s.supply[WHITE]
    score_turn(s)
    assert s.decision() == "flee" and s.to_move == WHITE
    assert {str(a) for a in s.legal_actions()} == {"flee S2", "flee S3"}
    s.apply("flee S3")
    assert s.ichtos("L9")[WHITE] == 0 and s.ichtos("S3")[WHITE] == 4 and s.supply[WHITE] == sup


def test_U_15_8_surrender_not_against_teeth():
    """U-15.8: Teeth is unaffected: the bitten Ichto goes to the supply."""
    s = acting(board(L1={"yellow": 1, "white": 1}), {"yellow": ["teeth"], "white": ["surrender"]},
               expansion=True)
    sup = s.supply[WHITE]
    s.apply("teeth L1 white")
    assert s.supply[WHITE] == sup + 1 and s.decision() != "flee"


def test_U_15_9_pheromones_newborns_ashore():
    """U-15.9: the holder places each newborn of a sea reproduction in the sea or in a
    land region next to it."""
    s = acting(board(S1={"black": 3, "white": 3, "yellow": 3, "purple": 6}), {"purple": ["pheromones"]},
               expansion=True)
    s.apply("reproduce S1")
    assert s.decision() == "place" and s.to_move == PURPLE
    assert {str(a) for a in s.legal_actions()} == {"place S1", "place L1", "place L3", "place L4", "place L7"}
    s.apply("place L7")
    assert s.decision() == "place"
    s.apply("place S1")
    assert s.ichtos("L7")[PURPLE] == 1 and s.ichtos("S1")[PURPLE] == 7


def test_U_15_10_gills_after_scoring():
    """U-15.10: right after a scoring of a region where he still has Ichtos, the holder may
    move any number of them to one adjacent sea (or stay)."""
    s = acting(board(L9={"white": 3}), {"white": ["gills"]}, expansion=True)
    score_turn(s)
    assert s.decision() == "gills" and s.to_move == WHITE
    assert {"no gills", "gills S2 1", "gills S3 3"} <= {str(a) for a in s.legal_actions()}
    s.apply("gills S2 2")
    assert s.ichtos("L9")[WHITE] == 1 and s.ichtos("S2")[WHITE] == 5


def test_U_15_4_spent_mutation_counts_for_the_auction_price():
    """U-15.4 / U-10.5: a spent Mutation card still counts as an owned gene: black (bid 0,
    fewest points, obliged to take) pays 0 + 1."""
    p = position(ichtos=board(L9={"yellow": 1}), genes={"black": ["mutation_spent"]}, expansion=True,
                 track={"black": 1, "white": 2, "yellow": 10, "purple": 4})
    p["display"] = ["legs", "ears", "teeth"]
    s = Urland.from_position(acting_position(p, chosen=9, actor="yellow"))
    score_turn(s)
    assert s.decision() == "bid"
    while s.decision() == "bid":
        s.apply("bid 0")
    assert (s.decision(), s.to_move) == ("take", BLACK)
    ev = s.apply("take legs")
    took = [e for e in ev if e.rule == "U-10.6"][0]
    assert took.data == {"seat": BLACK, "gene": "legs", "price": 1}
    assert s.genes[BLACK] == ("mutation_spent", "legs")
