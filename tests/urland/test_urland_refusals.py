"""Every Urland refusal names the rule a player would look up: a well-formed action that
names real regions, colours or genes is an ``IllegalAction`` citing the option's own rule
(``reproduce L4``: reproduction only at sea, U-7.4.2), never a ``NotationError``; a move
that is not adjacent cites the move's rule and the adjacency (U-7.4.1, U-2.5.2); a
decision taken outside its moment cites the rule of that decision, not the phase.
Each refusal leaves the state exactly as it was."""
from __future__ import annotations

import pytest

import boardlab
from boardlab import IllegalAction, NotationError
from boardlab.games.urland import Urland
from boardlab.games.urland.position import acting_position, erupted, setup_position

COL = ("black", "white", "yellow", "purple")


def acting(genes: list[str] = ()) -> Urland:
    """Yellow acts (black is E, chose chip 3); yellow holds ``genes``; 3 of each colour in
    every sea, nothing on land; volcano 7 erupted at setup (U-3.3: zones 6 + 7 are ``L6``)."""
    p = setup_position(4, 0)
    p.update(erupted(7),
             ichtos={f"S{j}": {c: 3 for c in COL} for j in range(1, 6)},
             genes={c: [] for c in COL} | {"yellow": list(genes)}, display=[], gene_deck=None,
             hands={c: [] for c in COL} | {"black": [3, 8, 12]}, environment="black",
             phase="choose", chosen=None, on_board=[], pile=None, panic_aside=False, reached=[],
             epoch=1, turn=1, asks=[], todo=[], passed=False, ending=False,
             track={c: i + 1 for i, c in enumerate(COL)})
    return Urland.from_position(acting_position(p, chosen=3, actor="yellow"))


def refused(s: Urland, text: str) -> IllegalAction:
    before = s.to_position()
    with pytest.raises(IllegalAction) as e:
        s.apply(text)
    assert not isinstance(e.value, NotationError)
    assert s.to_position() == before
    return e.value


def test_U_7_4_2_reproduce_on_land_is_illegal_not_bad_notation():
    """U-7.4.2: ``reproduce L4`` names a real region: the rules forbid it (reproduction
    only at sea) — an IllegalAction citing U-7.4.2, not a NotationError citing U-2.2.3."""
    s = acting()
    assert s.parse("reproduce L4").sea == "L4"
    e = refused(s, "reproduce L4")
    assert e.rule == "U-7.4.2" and "sea" in str(e)


def test_U_14_5_wings_leave_from_land():
    """U-14.5: ``wings S1 S4 1`` (the holder of Wings, or not) is refused citing Wings:
    they leave from land."""
    for genes in ([], ["wings"]):
        e = refused(acting(genes), "wings S1 S4 1")
        assert e.rule == "U-14.5" and "land" in str(e)


def test_U_7_4_1_U_2_5_2_a_landing_on_a_region_not_next_to_the_sea():
    """U-7.4.1: ``land S4 L10`` — zone 10 borders S3 only: the move's own rule is cited,
    with the adjacency it needs (U-2.5.2)."""
    e = refused(acting(), "land S4 L10")
    assert e.rule == "U-7.4.1" and "U-2.5.2" in str(e) and "L10" in str(e)


@pytest.mark.parametrize("text,rule", [
    ("land L1 L2", "U-7.4.1"), ("land S1 S2", "U-7.4.1"), ("sea L1 S2", "U-7.4.3"),
    ("sea S1 L1", "U-7.4.3"), ("legs S1 S2 1", "U-14.2"), ("egg S1", "U-14.4"),
    ("turbo L1 S2", "U-14.9"), ("stink S1 white S2", "U-14.8"), ("stink L1 white L2", "U-14.8"),
    ("panic S1", "U-11.2"), ("panic to L3", "U-11.3"), ("flee L3", "U-14.7"),
    ("gills L3 1", "U-15.10"),
])
def test_U_7_4_a_region_of_the_wrong_kind_cites_the_options_rule(text, rule):
    """U-7.4.1, U-7.4.3, U-14.2, U-14.4, U-14.8, U-14.9, U-11.2, U-11.3, U-14.7, U-15.10: a
    region of the wrong kind (land for a sea, a sea for land) is an IllegalAction citing
    the option that needs the other kind."""
    assert refused(acting(), text).rule == rule


@pytest.mark.parametrize("text,rule", [
    ("choose 8", "U-6.1"), ("bid 2", "U-10.3"), ("take legs", "U-10.6"), ("pass", "U-10.6"),
    ("pay S1", "U-10.5"), ("panic L3", "U-11.2"), ("panic to S1", "U-11.3"), ("keep 1", "U-14.7"),
    ("save 1", "U-14.7"), ("flee S1", "U-14.7"), ("place S1", "U-15.9"), ("no gills", "U-15.10"),
])
def test_U_5_a_decision_out_of_its_moment_cites_its_own_rule(text, rule):
    """U-5: in the act phase, a decision of another moment (a chip, a bid, a gene, a panic,
    Ears, Pheromones, Gills) is refused citing that decision's rule, not the phase."""
    e = refused(acting(), text)
    assert e.rule == rule and "Ichto actions" in str(e)


def test_U_2_5_3_a_zone_of_a_merged_region_named_instead_of_the_region():
    """U-2.5.3: on a new game's map (a setup eruption merged two zones), naming the zone
    whose chip left is refused citing U-2.5.3 and naming the region."""
    s = boardlab.new("urland", players=4, seed=2)
    gone = next(z for z in range(1, 13) if not s.regions.is_live(z))
    region = s.regions.region_of(gone)
    s.apply(f"choose {s.hands[s.env][0]}")
    e = refused(s, f"retreat L{gone}")
    assert e.rule == "U-2.5.3" and f"L{region}" in str(e)
