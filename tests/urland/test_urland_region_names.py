"""Urland's merged regions are named after their live chip (U-2.5.3) — in positions, the
notation, the legal actions, the events, the board graph, the SVG and ``describe`` — and a
region no live chip is left in (D-2) keeps a name (its smallest zone) and says so.

Positions are hand-made (``boardlab.games.urland.position``): black is the environment
player; :func:`after_volcano_8` has volcano 8 erupted, so that zones 8 + 12 are one region
whose live chip is 12 (chip 8 left the game with its volcano, U-2.5.4).
"""
from __future__ import annotations

import pytest

from boardlab import IllegalAction
from boardlab.games.urland import Urland
from boardlab.games.urland.position import acting_position, erupted, setup_position
from boardlab.games.urland.regions import Regions
from boardlab.render import svg

COL = ("black", "white", "yellow", "purple")
SEAS = {f"S{j}": {c: 3 for c in COL} for j in range(1, 6)}


def position(regions: list[list[int]], removed: list[int], ichtos: dict, hands: list[int],
             pile: list[int] | None = None, on_board: list[int] = (), **more) -> dict:
    p = setup_position(4, 0)
    p.update(regions=regions, removed=removed, ichtos={**SEAS, **ichtos},
             genes={c: [] for c in COL}, display=[], gene_deck=None,
             hands={c: [] for c in COL} | {"black": hands}, environment="black", phase="choose",
             chosen=None, on_board=list(on_board), pile=pile, panic_aside=pile is not None and 13 not in pile,
             reached=[], epoch=1, turn=1, asks=[], todo=[], passed=False, ending=False,
             track={c: i + 1 for i, c in enumerate(COL)})
    p.update(more)
    return p


def after_volcano_8(**ichtos) -> dict:
    """Volcano 8 erupted: zones 8 + 12 are region L12 (chip 12 live, chip 8 removed)."""
    groups = [[z] for z in range(1, 12) if z != 8] + [[8, 12]]
    return position(groups, [8], {"L12": {"white": 2}, **ichtos}, hands=[12, 3, 5])


@pytest.mark.rule("U-2.5.3", "U-2.5.4")
def test_U_2_5_3_volcano_8_makes_region_L12_scored_by_chip_12():
    """U-2.5.4: volcano 8 merges zones 8 and 12 and chip 8 leaves; U-2.5.3: the region is
    named after its live chip, 12 — by the regions, the state and the board graph."""
    r, created = Regions().erupt(8)
    assert created == 12 and r.region_of(8) == r.region_of(12) == 12 and r.label(8) == 12
    s = Urland.from_position(after_volcano_8())
    assert "L12" in s.region_names() and "L8" not in s.region_names()
    assert s.ichtos("L12") == (0, 2, 0, 0) == s.ichtos(8)
    g = s.board
    assert g.nodes["L8"]["region"] == g.nodes["L12"]["region"] == "L12"
    assert g.nodes["L8"]["label"] == 12
    assert s.to_position()["ichtos"]["L12"] == {"white": 2}
    assert "L8" not in s.to_position()["ichtos"]


@pytest.mark.rule("U-2.5.3", "U-7.4.1")
def test_U_2_5_3_notation_and_legal_actions_name_L12():
    """U-2.5.3: the landings on the merged region are ``land S2 L12`` … (zone 8's seas S2,
    S5 and zone 12's S4, S5: U-2.5.2), never ``L8``; ``land S2 L12`` applies and its
    event names the region L12; ``land S2 L8`` names a zone of L12 and is refused citing
    U-2.5.3, the state unchanged."""
    s = Urland.from_position(acting_position(after_volcano_8(), chosen=3, actor="yellow"))
    acts = {str(a) for a in s.legal_actions()}
    assert {"land S2 L12", "land S4 L12", "land S5 L12"} <= acts
    assert not [a for a in acts if "L8" in a.split()]
    before = s.to_position()
    with pytest.raises(IllegalAction) as e:
        s.apply("land S2 L8")
    assert e.value.rule == "U-2.5.3" and "L12" in str(e.value)
    assert s.to_position() == before
    ev = s.apply("land S2 L12")
    assert "L12" in ev[0].text and ev[0].data["to"] == "L12"
    assert s.ichtos("L12") == (0, 2, 1, 0)


@pytest.mark.rule("U-2.5.3", "U-8.1")
def test_U_2_5_3_chip_12_scores_region_L12_and_the_event_says_so():
    """U-8.1: chip 12 revealed scores region L12 (zones 8+12): the event names it."""
    s = Urland.from_position(acting_position(after_volcano_8(), chosen=12, actor="yellow"))
    ev = []
    while s.decision() == "act":
        ev += s.apply("end")
    scored = [e for e in ev if e.rule == "U-8.1"][0]
    assert scored.data["region"] == "L12" and "L12 (zones 8+12)" in scored.text
    assert [e.data["seat"] for e in ev if e.rule == "U-8.2.2"] == [1]


@pytest.mark.rule("U-2.5.3", "U-12.3")
def test_U_2_5_3_the_eruption_event_names_the_region_after_its_live_chip():
    """U-12.3: at an epoch's end volcanoes 8 and 5 erupt: the events say zones 8 and 12
    merge into region L12, scored by chip 12, and zones 5 + 4 into L4 (volcano 2 erupted at
    setup, U-3.3)."""
    on_board = [k for k in range(1, 13) if k not in (9, 8, 5, 2)]
    p = position(**erupted(2), ichtos={}, hands=[9, 8, 5], pile=[], on_board=on_board)
    s = Urland.from_position(acting_position(p, chosen=9, actor="yellow"))
    ev = []
    while s.decision() == "act":
        ev += s.apply("end")
    erupts = {e.data["volcano"]: e for e in ev if e.rule == "U-12.3"}
    assert erupts[8].data["region"] == "L12" and "region L12 (zones 8+12) is scored by chip 12" in erupts[8].text
    assert erupts[5].data["region"] == "L4"
    assert s.regions.region_of(8) == 12 and "L12" in s.region_names()


@pytest.mark.rule("U-2.5.3")
def test_U_2_5_3_svg_and_describe_name_the_region_L12():
    """U-2.5.3: the drawing titles the merged region ``region L12 (zones 8+12), scored by
    chip 12`` and its zone 8 as part of L12; ``describe`` names it L12."""
    s = Urland.from_position(after_volcano_8())
    text = svg(s)
    assert "region L12 (zones 8+12), scored by chip 12" in text
    assert "zone 8, part of region L12" in text
    assert "L12 (zones 8+12): white 2" in s.describe()


@pytest.mark.rule("U-2.5.3", "D-2")
def test_D_2_a_region_without_a_live_chip_keeps_its_smallest_zone_and_says_so():
    """D-2: continent A merged by volcanoes 1 and 3 (region L2, chip 2 live; epoch 2, with
    volcano 5 at setup); volcano 2 then erupts inside it: no live chip is left; the region is named after its smallest
    zone, L1, a name no later eruption changes (the continent cannot merge further); the
    event, ``describe`` and the SVG say no chip can score it."""
    r = Regions().erupt(1)[0].erupt(3)[0]
    assert r.region_of(1) == 2 and r.label(1) == 2
    after, created = r.erupt(2)
    assert created is None and after.region_of(2) == 1 and after.label(1) is None
    on_board = [k for k in range(4, 13) if k not in (5, 9, 10)]
    p = position([[1, 2, 3], [4, 5]] + [[z] for z in range(6, 13)], [1, 3, 5], {"L2": {"purple": 2}},
                 hands=[9, 2, 10], pile=[], on_board=on_board, epoch=2)
    s = Urland.from_position(acting_position(p, chosen=9, actor="yellow"))
    ev = []
    while s.decision() == "act":
        ev += s.apply("end")
    two = [e for e in ev if e.rule == "U-12.3" and e.data["volcano"] == 2][0]
    assert "no live chip left" in two.text and two.data["region"] == "L1"
    assert "L1" in s.region_names() and s.ichtos("L1")[3] == 2
    assert "no live chip" in s.describe()
    assert "region L1 (zones 1+2+3), no live chip" in svg(s)


@pytest.mark.rule("U-2.5.2")
def test_U_2_5_2_a_merged_region_borders_what_any_of_its_zones_borders():
    """U-2.5.2: region L12 (zones 8 + 12) borders every region a zone of it borders: L9
    (across river 8–9), L11 (river 11–12), S2 (zone 8's coast only), S4 (zone 12's only)
    and S5 — not L10, which meets it only at the continent's centre, and never itself.
    The engine's moves follow: a landing from S2 or S4 reaches it, a river crossing with
    Legs (U-14.2 b) leads to L9 and L11, and Stinkglands may drive to S2, S4 or S5."""
    r = Regions().erupt(8)[0]
    assert r.neighbours(12) == (9, 11, "S2", "S4", "S5") == r.neighbours(8)
    assert r.adjacent(12, "S2") and r.adjacent("S4", 8) and not r.adjacent(12, 10)
    assert not r.adjacent(12, 12) and not r.adjacent(8, 12)
    p = after_volcano_8(L12={"yellow": 1, "white": 2})
    p["genes"]["yellow"] = ["legs", "stinkglands"]
    p["gene_deck"] = None
    s = Urland.from_position(acting_position(p, chosen=3, actor="yellow"))
    acts = {str(a) for a in s.legal_actions()}
    assert {f"land {sea} L12" for sea in ("S2", "S4", "S5")} <= acts
    assert not {"land S1 L12", "land S3 L12"} & acts
    assert {a for a in acts if a.startswith("legs L12")} == {"legs L12 L9 1", "legs L12 L11 1"}
    assert {a for a in acts if a.startswith("stink L12")} == {
        f"stink L12 white {sea}" for sea in ("S2", "S4", "S5")}
