"""Urland's map (U-2.2, a reconstruction: D-1), its invariants (U-2.3), its graph (U-2.4)
and the regions that eruptions merge (U-2.5, U-12).  The expected tables are copied
from the rules' U-2.2 (the Python literal of U-2.2.5 and the edge list of U-2.2.4)."""
from __future__ import annotations

import copy
import itertools
import json
import random

import networkx as nx
import pytest

from boardlab import BadPosition
from boardlab.games.urland.board import MAP_FILE, NODES, board_graph, load_map
from boardlab.games.urland.regions import Regions

# ------------------------------------------------------------------ the spec's tables (U-2.2)
LAND = {1: "A", 2: "A", 3: "A", 4: "B", 5: "B", 6: "B", 7: "B",
        8: "C", 9: "C", 10: "C", 11: "C", 12: "C"}
SEAS = ["S1", "S2", "S3", "S4", "S5"]
VOLCANO = {1: (1, 3), 2: (2, 1), 3: (3, 2), 4: (4, 7), 5: (5, 4), 6: (6, 5),
           7: (7, 6), 8: (8, 12), 9: (9, 8), 10: (10, 9), 11: (11, 10), 12: (12, 11)}
COAST = {1: ["S1", "S2"], 2: ["S2", "S5"], 3: ["S5", "S1"], 4: ["S1", "S5"],
         5: ["S5", "S4"], 6: ["S4"], 7: ["S1"], 8: ["S2", "S5"], 9: ["S2", "S3"],
         10: ["S3"], 11: ["S3", "S4"], 12: ["S4", "S5"]}
SEA_SEA = [("S1", "S2"), ("S1", "S4"), ("S1", "S5"), ("S2", "S3"),
           ("S2", "S5"), ("S3", "S4"), ("S4", "S5")]
#: U-2.2.2 — river neighbours
RIVER_NEIGHBOURS = {1: (2, 3), 2: (1, 3), 3: (1, 2), 4: (5, 7), 5: (4, 6), 6: (5, 7),
                    7: (4, 6), 8: (9, 12), 9: (8, 10), 10: (9, 11), 11: (10, 12), 12: (8, 11)}
#: U-2.2.3 — sea → (adjacent seas, bordering land zones)
SEA_TABLE = {"S1": (("S2", "S4", "S5"), (1, 3, 4, 7)), "S2": (("S1", "S3", "S5"), (1, 2, 8, 9)),
             "S3": (("S2", "S4"), (9, 10, 11)), "S4": (("S1", "S3", "S5"), (5, 6, 11, 12)),
             "S5": (("S1", "S2", "S4"), (2, 3, 4, 5, 8, 12))}
#: U-2.2.4 — the 40 edges
EDGES = """L1-L2 volcano=2     L2-L3 volcano=3     L3-L1 volcano=1
L4-L5 volcano=5     L5-L6 volcano=6     L6-L7 volcano=7     L7-L4 volcano=4
L8-L9 volcano=9     L9-L10 volcano=10   L10-L11 volcano=11  L11-L12 volcano=12  L12-L8 volcano=8
L1-S1 L1-S2  L2-S2 L2-S5  L3-S5 L3-S1
L4-S1 L4-S5  L5-S5 L5-S4  L6-S4  L7-S1
L8-S2 L8-S5  L9-S2 L9-S3  L10-S3  L11-S3 L11-S4  L12-S4 L12-S5
S1-S2 S1-S4 S1-S5 S2-S3 S2-S5 S3-S4 S4-S5"""


def spec_edges() -> dict[frozenset, int | None]:
    out: dict[frozenset, int | None] = {}
    last: frozenset = frozenset()
    for word in EDGES.split():
        if word.startswith("volcano="):
            out[last] = int(word.split("=")[1])
        else:
            last = frozenset(word.split("-"))
            out[last] = None
    return out


def raw() -> dict:
    with open(MAP_FILE, encoding="utf-8") as f:
        return json.load(f)


def refused(data) -> BadPosition:
    with pytest.raises(BadPosition) as e:
        load_map(map=data)
    assert e.value.rule == "U-2.3" and str(e.value).startswith("U-2.3: ")
    assert len(str(e.value)) < 200, str(e.value)
    return e.value


# ------------------------------------------------------------------ U-2.2: the data
def test_U_2_2_the_map_file_says_it_is_a_reconstruction():
    """U-2.2 [REC] / D-1: the JSON itself is marked provisional, with its source."""
    data = raw()
    assert data["provisional"] is True
    assert "RECONSTRUCTION" in data["source"] and "D-1" in data["source"]
    assert "U-2.2" in data["source"] and data["note"]
    m = load_map()
    assert m.provisional is True and m.source == data["source"]
    assert load_map() is m, "read once (cached)"


@pytest.mark.rule("U-2.2.1")
def test_U_2_2_1_nodes_and_continents():
    m = load_map()
    assert m.zones == tuple(range(1, 13)) and m.seas == tuple(SEAS)
    assert {z: m.continent[z] for z in m.zones} == LAND
    assert m.continents == {"A": (1, 2, 3), "B": (4, 5, 6, 7), "C": (8, 9, 10, 11, 12)}
    assert dict(m.sea_names) == {"S1": "West Sea", "S2": "North Sea", "S3": "East Sea",
                                 "S4": "South Sea", "S5": "Inner Sea"}


@pytest.mark.rule("U-2.2.2")
def test_U_2_2_2_land_zones_rivers_and_coasts():
    m = load_map()
    assert {z: m.river_neighbours[z] for z in m.zones} == RIVER_NEIGHBOURS
    assert {z: set(m.coast[z]) for z in m.zones} == {z: set(v) for z, v in COAST.items()}
    assert m.coast[0] == () and m.river_neighbours[0] == ()
    # non-neighbouring zones of one continent meet only at its centre: not adjacent
    for a, b in [(4, 6), (5, 7), (8, 10), (8, 11), (9, 11), (9, 12), (10, 12)]:
        assert b not in m.river_neighbours[a]


@pytest.mark.rule("U-2.2.3")
def test_U_2_2_3_sea_zones():
    m = load_map()
    assert {s: (m.sea_neighbours[s], m.sea_coast[s]) for s in SEAS} == SEA_TABLE


@pytest.mark.rule("U-2.2.4")
def test_U_2_2_4_the_40_edges():
    m = load_map()
    expected = spec_edges()
    assert len(expected) == 40
    got = {frozenset((f"L{a}", f"L{b}")): k for a, b, k in m.rivers}
    got.update({frozenset((f"L{z}", s)): None for z in m.zones for s in m.coast[z]})
    got.update({frozenset((s, t)): None for s in SEAS for t in m.sea_neighbours[s]})
    assert got == expected


@pytest.mark.rule("U-2.2.5")
def test_U_2_2_5_volcano_table():
    m = load_map()
    assert dict(m.volcano) == VOLCANO
    for k, (a, b) in VOLCANO.items():
        assert m.river_volcano(a, b) == m.river_volcano(b, a) == k
    with pytest.raises(KeyError):
        m.river_volcano(4, 6)


def test_U_2_2_hot_path_adjacency_matches_the_graph():
    """The plain tuples the engine reads agree with the networkx graph (U-2.4)."""
    m, g = load_map(), board_graph()
    for i, n in enumerate(NODES):
        assert {NODES[j] for j in m.adjacency[i]} == set(g[n])
        assert list(m.adjacency[i]) == sorted(m.adjacency[i])


def test_U_2_2_a_map_given_as_a_dict_is_read_the_same_and_not_modified():
    data = raw()
    data["land"] = {int(k): v for k, v in data["land"].items()}     # int keys in Python
    before = copy.deepcopy(data)
    m = load_map(map=data)
    assert data == before and m is not load_map()
    assert m.to_json() == raw() and load_map().to_json() == raw()
    assert dict(m.volcano) == VOLCANO and m.adjacency == load_map().adjacency
    assert load_map(map=m) is m
    no_layout = {k: v for k, v in raw().items() if k != "layout"}
    assert load_map(map=no_layout).layout is None
    assert all("pos" not in d for _, d in board_graph(no_layout).nodes(data=True))


# ------------------------------------------------------------------ U-2.3 on the default map
def test_U_2_3_inv1_12_land_5_sea_continents_of_3_4_5():
    g = board_graph()
    kinds = [d["kind"] for _, d in g.nodes(data=True)]
    assert kinds.count("land") == 12 and kinds.count("sea") == 5
    sizes = sorted(len(v) for v in load_map().continents.values())
    assert sizes == [3, 4, 5]


def test_U_2_3_inv2_every_land_zone_borders_a_sea_and_every_sea_a_land_zone():
    m = load_map()
    assert all(len(m.coast[z]) >= 1 for z in m.zones)
    assert all(len(m.sea_coast[s]) >= 1 for s in SEAS)


@pytest.mark.rule("U-2.1")
def test_U_2_3_inv3_volcanoes_on_rivers_inside_a_continent_one_per_river():
    g = board_graph()
    rivers = [(a, b, d["volcano"]) for a, b, d in g.edges(data=True) if d["kind"] == "land-land"]
    assert sorted(k for *_, k in rivers) == list(range(1, 13)), "one volcano per river"
    for a, b, k in rivers:
        assert g.nodes[a]["continent"] == g.nodes[b]["continent"]
        assert f"L{k}" in (a, b), "volcano k lies on a river of zone k (U-2.1)"


@pytest.mark.rule("U-2.1")
def test_U_2_3_inv4_volcano_11_joins_11_and_10_which_border_exactly_S3_and_S4():
    m = load_map()
    assert m.volcano[11] == (11, 10)
    assert set(m.coast[10]) | set(m.coast[11]) == {"S3", "S4"}
    r, created = Regions().erupt(11)
    assert created == 10 and r.zones(10) == (10, 11)
    assert [n for n in r.neighbours(10) if isinstance(n, str)] == ["S3", "S4"]


def test_U_2_3_inv5_zone_1_borders_exactly_two_seas():
    assert len(load_map().coast[1]) == 2


def test_U_2_3_inv6_the_sea_graph_is_connected():
    g = board_graph()
    assert nx.is_connected(g.subgraph(SEAS))


# ------------------------------------------------------------------ U-2.3: broken maps refused
def _land(data, z, **change):
    data["land"][str(z)].update(change)


def _volcano(data, a, b, k):
    for r in data["rivers"]:
        if set(r["zones"]) == {a, b}:
            r["volcano"] = k


def _rotate_c(data):
    """Volcano k on the river from k to its ring successor in continent C: valid for (3),
    but volcano 11 then joins 11 and 12."""
    for a, b in [(8, 9), (9, 10), (10, 11), (11, 12), (12, 8)]:
        _volcano(data, a, b, a)


BROKEN = {
    "1: a land zone missing": ("(1)", lambda d: d["land"].pop("12")),
    "1: a land zone 13": ("(1)", lambda d: d["land"].update({"13": d["land"]["12"]})),
    "1: continents of 2, 5, 5": ("(1)", lambda d: _land(d, 3, continent="B")),
    "1: four continents": ("(1)", lambda d: _land(d, 12, continent="D")),
    "1: a sea S6": ("(1)", lambda d: d["seas"].update({"S6": d["seas"].pop("S5")})),
    "1: a coast on an unknown sea": ("(1)", lambda d: _land(d, 6, coast=["S9"])),
    "2: a land zone without coast": ("(2)", lambda d: _land(d, 7, coast=[])),
    "2: a sea without land": ("(2)", lambda d: (_land(d, 9, coast=["S2"]),
                                                _land(d, 10, coast=["S4"]),
                                                _land(d, 11, coast=["S4"]))),
    "3: a river between continents": ("(3)", lambda d: d["rivers"].append({"zones": [3, 4]})),
    "3: a river listed twice": ("(3)", lambda d: d["rivers"].append(
        {"zones": [2, 1], "volcano": 2})),
    "3: one volcano on two rivers": ("(3)", lambda d: _volcano(d, 2, 3, 2)),
    "3: volcano 3 off zone 3": ("(3)", lambda d: (_volcano(d, 1, 2, 3), _volcano(d, 2, 3, 2))),
    "3: volcano 1 on no river": ("(3)", lambda d: d["rivers"][2].pop("volcano")),
    "4: volcano 11 joins 11 and 12": ("(4)", _rotate_c),
    "4: zones 10 and 11 border 3 seas": ("(4)", lambda d: _land(d, 10, coast=["S3", "S2"])),
    "5: zone 1 borders 1 sea": ("(5)", lambda d: _land(d, 1, coast=["S1"])),
    "5: zone 1 borders 3 seas": ("(5)", lambda d: _land(d, 1, coast=["S1", "S2", "S5"])),
    "6: S3 cut off": ("(6)", lambda d: d.update(sea_sea=[p for p in d["sea_sea"]
                                                         if "S3" not in p])),
    "6: no sea-sea edge": ("(6)", lambda d: d.update(sea_sea=[])),
}


@pytest.mark.parametrize("case", sorted(BROKEN))
def test_U_2_3_a_map_breaking_an_invariant_is_refused_citing_it(case):
    invariant, mutate = BROKEN[case]
    data = raw()
    mutate(data)
    e = refused(data)
    assert e.reason.startswith(invariant), (case, str(e))


@pytest.mark.parametrize("data", [
    42, "map.json", [], {"land": {}},
    {**raw(), "colour": "blue"},
    {**raw(), "rivers": "1-2"},
    {**raw(), "rivers": [{"zones": [1, 1], "volcano": 1}]},
    {**raw(), "rivers": [{"zones": [1, 2], "volcano": True}]},
    {**raw(), "land": {**raw()["land"], "01": raw()["land"]["1"]}},
    {**raw(), "land": {**raw()["land"], 1: raw()["land"]["1"]}},
    {**raw(), "land": {**raw()["land"], "4": {"continent": "B", "coast": ["S1", "S1"]}}},
    {**raw(), "land": {**raw()["land"], "4": {"continent": "", "coast": ["S1"]}}},
    {**raw(), "seas": {**raw()["seas"], "S1": "West"}},
    {**raw(), "sea_sea": [["S1", "S1"]]},
    {**raw(), "sea_sea": [["S1", "S2"], ["S2", "S1"]]},
    {**raw(), "layout": {"L1": [0, 0]}},
    {**raw(), "layout": {**raw()["layout"], "S5": [0, float("nan")]}},
    {**raw(), "provisional": "yes"},
    {**raw(), "land": "x" * 100_000},
    {**raw(), "land": {10**5000: {}}},
    {**raw(), "land": {"1" * 5000: {}}},
    {**raw(), "land": {"١": {}}},
], ids=lambda d: "bad")
def test_U_2_3_a_malformed_map_is_refused_in_a_short_message(data):
    refused(data)


# ------------------------------------------------------------------ U-2.4: the graph
def test_U_2_4_static_graph_attributes():
    g = board_graph()
    assert isinstance(g, nx.Graph) and not g.is_directed()
    assert g.number_of_nodes() == 17 and g.number_of_edges() == 40
    assert set(g) == set(NODES)
    kinds = [d["kind"] for *_, d in g.edges(data=True)]
    counts = [kinds.count(k) for k in ("land-land", "land-sea", "sea-sea")]
    assert counts == [12, 21, 7]
    for z, c in LAND.items():
        d = g.nodes[f"L{z}"]
        assert (d["kind"], d["continent"], d["zone"], d["volcano"], d["label"]) == \
            ("land", c, z, z, str(z))
    for s in SEAS:
        assert (g.nodes[s]["kind"], g.nodes[s]["continent"], g.nodes[s]["label"]) == \
            ("sea", None, s)
    for a, b, d in g.edges(data=True):
        assert ("volcano" in d) == (d["kind"] == "land-land")
    assert {frozenset((a, b)): d.get("volcano") for a, b, d in g.edges(data=True)} == spec_edges()
    assert g.graph["provisional"] is True and "RECONSTRUCTION" in g.graph["source"]


def test_U_2_4_layout_positions_follow_the_intended_geography():
    """U-2.2: A north-west, B south-west, C east; S1 west, S2 north, S3 east, S4 south,
    S5 inside (y up)."""
    pos = nx.get_node_attributes(board_graph(), "pos")
    assert set(pos) == set(NODES)

    def centre(zones):
        return tuple(sum(pos[f"L{z}"][i] for z in zones) / len(zones) for i in (0, 1))

    a, b, c = centre((1, 2, 3)), centre((4, 5, 6, 7)), centre(range(8, 13))
    assert a[1] > b[1] and c[0] > max(a[0], b[0])
    assert pos["S1"][0] == min(x for x, _ in pos.values())
    assert pos["S3"][0] == max(x for x, _ in pos.values())
    assert pos["S2"][1] == max(y for _, y in pos.values())
    assert pos["S4"][1] == min(y for _, y in pos.values())
    assert a[0] < pos["S5"][0] < c[0] and b[1] < pos["S5"][1] < a[1]


def test_U_2_4_each_call_gives_a_fresh_copy_never_contracted():
    g = board_graph()
    g.remove_node("L11")
    g.nodes["L1"]["kind"] = "sea"
    h = board_graph()
    assert h.number_of_nodes() == 17 and h.nodes["L1"]["kind"] == "land"
    r, _ = Regions().eruptions([11, 9])
    assert board_graph().number_of_nodes() == 17, "merged regions never contract the graph"


# ------------------------------------------------------------------ U-2.5 / U-12: regions
@pytest.mark.rule("U-2.5.1")
def test_U_2_5_1_initially_twelve_singleton_regions():
    r = Regions()
    assert r.land_regions() == tuple(range(1, 13))
    assert r.groups() == tuple((z,) for z in range(1, 13))
    assert all(r.region_of(z) == z and r.label(z) == z for z in range(1, 13))
    assert r.labels() == {z: z for z in range(1, 13)}


@pytest.mark.rule("U-2.5.2")
def test_U_2_5_2_region_adjacency_before_and_after_merges():
    r = Regions()
    assert r.neighbours(10) == (9, 11, "S3")
    assert r.neighbours("S3") == (9, 10, 11, "S2", "S4")
    assert r.neighbours("S5") == (2, 3, 4, 5, 8, 12, "S1", "S2", "S4")
    assert r.adjacent(1, "S1") and r.adjacent("S1", 3) and not r.adjacent(4, 6)
    r, _ = r.erupt(11)                       # {10, 11}
    assert r.neighbours(11) == r.neighbours(10) == (9, 12, "S3", "S4")
    assert r.neighbours("S3") == (9, 10, "S2", "S4")
    assert not r.adjacent(10, 11) and not r.adjacent(11, 10), "never adjacent to itself"
    assert r.adjacent(9, 11) and r.adjacent(12, 10)
    r, _ = r.eruptions([9, 12])              # {8, 9} and then 12 joins 12 to {10, 11}
    assert r.groups()[-2:] == ((8, 9), (10, 11, 12))
    assert r.neighbours(8) == (10, "S2", "S3", "S5")
    assert r.neighbours(12) == (8, "S3", "S4", "S5")


@pytest.mark.rule("U-2.5.3")
def test_U_2_5_3_labels_follow_the_live_chip():
    """[FR]: after volcano 11 erupts there is no zone 11, only an enlarged zone 10."""
    r, created = Regions().erupt(11)
    assert created == 10 and r.label(10) == r.label(11) == 10
    assert not r.is_live(11) and r.is_live(10)
    assert 11 not in r.labels().values() and len(r.labels()) == 11
    r, _ = r.erupt(10)                       # (10, 9): {9, 10, 11} labelled 9
    assert r.zones(11) == (9, 10, 11) and r.label(10) == 9 and r.region_of(10) == 9


@pytest.mark.rule("U-2.5.4", "U-2.2.5")
@pytest.mark.parametrize("k", range(1, 13))
def test_U_2_5_4_each_volcano_merges_its_two_zones(k):
    """Worked out from the volcano table U-2.2.5: volcano k merges (k, m), chip k leaves,
    the region keeps m's chip as its label and is named after it (U-2.5.3)."""
    _, m = VOLCANO[k]
    r, created = Regions().erupt(k)
    assert created == m == r.region_of(k) == r.region_of(m) and r.zones(k) == tuple(sorted((k, m)))
    assert r.label(k) == m and not r.is_live(k)
    assert len(r.land_regions()) == 11


@pytest.mark.rule("U-2.5.4")
def test_U_2_5_4_internal_eruption_changes_nothing_but_removes_the_chip():
    """D-2: continent A fully merged by volcanoes 1 and 2; volcano 3 erupts inside it."""
    r, c1 = Regions().erupt(1)               # (1, 3)
    r, c2 = r.erupt(2)                       # (2, 1)
    assert (c1, c2) == (3, 3) and r.zones(1) == (1, 2, 3) and r.label(1) == 3
    after, created = r.erupt(3)              # (3, 2): internal
    assert created is None and after.groups() == r.groups()
    assert after.label(2) is None, "unlabelled: no chip can score it any more"
    assert after.region_of(3) == 1, "D-2: no live chip left, named after its smallest zone"
    assert after.neighbours(1) == ("S1", "S2", "S5")
    with pytest.raises(BadPosition) as e:
        after.erupt(3)
    assert e.value.rule == "U-2.5.4"
    with pytest.raises(BadPosition):
        after.erupt(13)


@pytest.mark.rule("U-2.5.1")
def test_U_2_5_merge_is_union_find_and_keeps_the_chips():
    r = Regions()
    assert r.merge(5, 5) is r
    r2 = r.merge(7, 4).merge(6, 7)
    assert r2.zones(6) == (4, 6, 7) and r2.region_of(7) == 4
    assert r2.live == r.live and r2.merge(4, 6) is r2
    assert r.groups() == tuple((z,) for z in range(1, 13)), "immutable"
    with pytest.raises(AssertionError):
        r2.label(4)                          # three live chips: never after eruptions (D-2)
    assert hash(r2) == hash(Regions().merge(4, 7).merge(6, 4)) and r2 == r.merge(6, 7).merge(4, 6)


def test_U_12_3_two_eruptions_in_either_order_give_the_same_map():
    starts = [Regions(), Regions().erupt(1)[0], Regions().eruptions([4, 5])[0]]
    for start in starts:
        live = [k for k in range(1, 13) if start.is_live(k)]
        for a, b in itertools.permutations(live, 2):
            assert start.eruptions([a, b]) == start.eruptions([b, a])


def test_U_12_4_regions_created_by_a_merge_worked_by_hand():
    """D-17: losses apply per region created, after both eruptions."""
    r = Regions()
    assert r.eruptions([11, 9])[1] == (8, 10)        # {10, 11} and {8, 9}
    after, created = r.eruptions([10, 11])           # {9, 10} then {9, 10, 11}: one region
    assert created == (9,) and after.zones(9) == (9, 10, 11) and after.label(9) == 9
    a_merged = r.eruptions([1, 2])[0]                # {1, 2, 3}, chip 3 live
    after, created = a_merged.eruptions([3, 5])      # 3 internal; 5 makes {4, 5}
    assert created == (4,) and after.label(1) is None and after.label(5) == 4
    assert a_merged.eruptions([3])[1] == ()          # an internal eruption creates nothing
    after, created = Regions().erupt(1)[0].eruptions([2, 6])   # {1,3} grows; {5, 6}
    assert created == (3, 5)


@pytest.mark.rule("U-2.5.3", "U-2.5.4")
def test_D_2_at_most_one_live_chip_per_region_and_internal_eruptions_one_game_in_four():
    """D-2: "about 1 game in 4" (7 random eruptions) has an internal eruption.  Counted
    exactly over the 792 sets of 7 volcanoes: A all erupted 126 + B 56 + C 21 − A∧B 1."""
    internal = 0
    for chosen in itertools.combinations(range(1, 13), 7):
        r, seen = Regions(), False
        for k in random.Random(sum(chosen)).sample(chosen, 7):
            r, created = r.erupt(k)
            seen |= created is None
            for region in r.land_regions():
                live = [z for z in r.zones(region) if r.is_live(z)]
                assert len(live) <= 1 and r.label(region) == (live[0] if live else None)
        internal += seen
    assert internal == 202 and 0.24 < internal / 792 < 0.26


@pytest.mark.rule("U-2.5.1")
def test_U_2_5_1_regions_from_a_position_round_trip_and_refusals():
    r, _ = Regions().eruptions([11, 9, 1])
    removed = [k for k in range(1, 13) if not r.is_live(k)]
    assert Regions.from_groups([list(g) for g in r.groups()], removed) == r
    assert Regions.from_groups([[3, 1], *[[z] for z in range(2, 13) if z != 3]], [1]) == \
        Regions().erupt(1)[0]
    cases = {
        "U-2.5.1": [[[1, 2, 3]], "[[1, 2]]", [[1, 2], [2, 3], *[[z] for z in range(4, 13)]],
                    [[], *[[z] for z in range(1, 13)]], [[True], *[[z] for z in range(2, 13)]]],
    }
    for groups in cases["U-2.5.1"]:
        with pytest.raises(BadPosition) as e:
            Regions.from_groups(groups)
        assert e.value.rule == "U-2.5.1"
    singles = [[z] for z in range(1, 13)]
    for removed, rule in [([1, 1], "U-2.5.3"), ([0], "U-2.5.3"), ("1", "U-2.5.3")]:
        with pytest.raises(BadPosition) as e:
            Regions.from_groups(singles, removed)
        assert e.value.rule == rule
    # {4, 6} is not joined by rivers; {1, 2} not by an erupted volcano (2 did not erupt)
    for groups, removed in [([[4, 6], *[[z] for z in range(1, 13) if z not in (4, 6)]], [4, 6]),
                            ([[1, 2], *[[z] for z in range(3, 13)]], [1])]:
        with pytest.raises(BadPosition) as e:
            Regions.from_groups(groups, removed)
        assert e.value.rule == "U-2.5.4"
