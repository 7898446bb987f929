"""El Dorado's components (ED-1) and routes (ED-13, ED-14): the assembled routes against
the JSON's ``derived`` facts (ED-13.6) and the spec's tables (ED-13.4, ED-14.2), the graph
(ED-13.2) and the checks on custom routes (ED-14.4)."""
from __future__ import annotations

import math
import re
from collections import Counter

import networkx as nx
import pytest

from boardlab import BadPosition
from boardlab.games.el_dorado import data
from boardlab.games.el_dorado.board import (DEFAULT_ROUTE, NEIGHBOURS, ROUTES, Route, build_route,
                                            distance, rotate, route, route_of)

RAW = data.load()

# ------------------------------------------------------------------ the spec's tables
#: ED-14.2 — route: (pieces in order, finish, barrier seams, caves, hexes)
ROUTE_TABLE = {
    "FirstGame": ("B C N I K", "blue", 4, 3, 188),
    "HillsOfGold": ("B C G K J N", "green", 5, 4, 225),
    "HomeStretch": ("B J Q K M C", "green", 4, 4, 204),
    "WindingPaths": ("B I F G C N", "blue", 5, 5, 225),
    "Serpentine": ("A C E G J M", "blue", 5, 6, 225),
    "Swamplands": ("A R D H E O K", "blue", 4, 4, 220),
    "WitchCauldron": ("A L G D M I", "blue", 5, 6, 225),
}
#: ED-13.4 — piece contents (M=machete C=coin P=paddle R=rubble B=basecamp X=mountain
#: V=cave S=start; digit = strength) and the cave position
PIECE_TABLE = {
    "A": ("S×4 M1×22 C1×5 P1×3 B1×1 X×1 V×1", (-1, -1)),
    "B": ("S×4 M1×23 C1×4 P1×4 B1×1 V×1", (2, -2)),
    "C": ("P1×12 R1×9 C1×9 M1×6 V×1", (0, 0)),
    "D": ("M1×15 M2×4 P1×8 P2×2 P3×1 C1×1 C3×2 X×3 V×1", (0, 0)),
    "E": ("M1×10 M2×4 M3×1 R1×7 R3×1 C1×4 P1×3 P2×1 B1×1 X×4 V×1", (2, -2)),
    "F": ("M1×8 M2×3 M3×1 R1×7 R2×1 P1×4 P2×3 P3×1 C1×2 C2×1 B1×1 B2×1 X×3 V×1", (2, -3)),
    "G": ("M1×14 M2×3 C1×6 C2×5 C3×1 C4×1 R1×2 B1×1 X×3 V×1", (-2, 0)),
    "H": ("C1×7 C2×6 C3×1 M1×7 M2×5 P1×5 P2×5 V×1", (-2, 0)),
    "I": ("M1×14 M2×3 C1×3 C2×3 P1×3 P2×3 R3×1 B3×1 X×5 V×1", (3, 0)),
    "J": ("P1×7 P2×2 C1×7 C2×3 R1×4 R2×5 M1×4 M2×2 B1×1 X×1 V×1", (0, 2)),
    "K": ("M1×17 M2×12 M3×4 B1×2 P3×1 C4×1", None),
    "L": ("M1×14 M2×9 M3×3 P1×3 C2×2 B1×2 B2×1 X×2 V×1", (1, 0)),
    "M": ("M1×18 P1×3 P4×1 R2×3 C2×1 C4×1 B1×1 X×8 V×1", (3, -1)),
    "N": ("M1×16 M2×2 P1×9 C1×4 C2×3 C3×2 C4×1", None),
    "O": ("C1×3 C2×1 R1×3 R2×1 M1×1 M2×2 P1×1 P4×1 X×3", None),
    "P": ("P1×7 P2×2 P3×3 M1×1 M2×1 R1×1 R2×1", None),
    "Q": ("M1×3 M2×3 M3×1 C1×2 C3×1 P1×2 P2×1 R1×2 R3×1", None),
    "R": ("C1×6 M1×5 M3×1 B1×1 X×3", None),
    "FINISH_BLUE": ("P1×3", None),
    "FINISH_GREEN": ("M1×3", None),
}
CODE = {"M": "machete", "C": "coin", "P": "paddle", "R": "rubble", "B": "basecamp",
        "X": "mountain", "V": "cave", "S": "start"}


def _counts(summary: str) -> Counter:
    out: Counter = Counter()
    for token in summary.split():
        letter, strength, n = re.fullmatch(r"([A-Z])(\d?)×(\d+)", token).groups()
        out[(CODE[letter], int(strength) if strength else 0)] = int(n)
    return out


def _coords(r: Route, indices) -> list[tuple[int, int]]:
    return [r.cells[i] for i in indices]


def _edge_cells(r: Route, edges) -> set[frozenset]:
    return {frozenset(r.cells[i] for i in e) for e in edges}


def _piece(pid, k=0, off=(0, 0)):
    return {"piece": pid, "rotation": k, "offset": list(off)}


# A small custom route: start board B, board C below-left of it (as in FirstGame), the
# finish piece wrapping a corner of C.  Found by the test below, not assumed.
SMALL = [_piece("B"), _piece("C", 3, (-3, -4))]


def _finish_placements(body):
    """Every finish placement (rotation, offset near the last piece) that makes a valid route."""
    dq, dr = body[-1]["offset"]
    ok = []
    for k in range(6):
        for oq in range(dq - 5, dq + 6):
            for orr in range(dr - 5, dr + 6):
                try:
                    build_route(body + [_piece("FINISH_BLUE", k, (oq, orr))])
                except BadPosition:
                    continue
                ok.append((k, (oq, orr)))
    return ok


# ------------------------------------------------------------------ ED-1 components
def test_ED_1_4_card_table():
    assert len(data.CARD_TYPES) == 21
    scout = data.CARD_TYPES["scout"]
    assert (scout.symbol, scout.strength, scout.cost, scout.single_use, scout.initial_location) \
        == ("machete", 2, 1, False, "market")
    assert data.CARD_TYPES["prop_plane"].symbol == "joker"
    assert data.CARD_TYPES["prop_plane"].single_use
    assert {t.id for t in data.CARD_TYPES.values() if t.symbol == "joker"} \
        == {"jack_of_all_trades", "adventurer", "prop_plane"}
    actions = [t for t in data.CARD_TYPES.values() if t.symbol == "action"]
    assert len(actions) == 6 and all(t.strength is None and t.ability for t in actions)
    assert all(t.symbol in data.SYMBOLS for t in data.CARD_TYPES.values())
    assert data.CARD_TYPES["native"].name_fr == "Indigène"


def test_ED_1_5_starting_deck_and_market_split():
    assert Counter(data.STARTING_DECK) == {"explorer": 3, "traveler": 4, "sailor": 1}
    assert data.MARKET_START == ("scout", "trailblazer", "photographer", "treasure_chest",
                                 "jack_of_all_trades", "transmitter")
    assert len(data.RESERVE_START) == 12 and "travel_log" in data.RESERVE_START
    assert not set(data.MARKET_START) & set(data.RESERVE_START)
    # ED-1.3: 4 decks of 8 + 18 types × 3 copies = 86 cards
    assert 4 * len(data.STARTING_DECK) + 18 * data.COPIES == 86


def test_ED_1_2_barriers():
    assert [(b.id, b.symbol, b.strength, b.tiebreak_value) for b in data.BARRIERS] == [
        (1, "machete", 1, 1), (2, "coin", 1, 2), (3, "rubble", 1, 3),
        (4, "paddle", 1, 4), (5, "machete", 2, 5), (6, "rubble", 2, 6)]


def test_ED_1_6_cave_tokens():
    assert len(data.CAVE_TOKENS) == 36
    c = Counter(data.CAVE_TOKENS)
    assert (c[("machete", 1)], c[("machete", 2)], c[("machete", 3)]) == (2, 3, 2)
    assert (c[("paddle", 1)], c[("paddle", 2)], c[("coin", 1)], c[("coin", 2)]) == (2, 3, 2, 3)
    assert (c[("draw_card", None)], c[("trash_card", None)], c[("exchange_cards", None)]) \
        == (4, 4, 3)
    assert all(c[(k, None)] == 2 for k in ("keep_item", "ignore_occupied", "native_move",
                                            "change_symbol"))


# ------------------------------------------------------------------ ED-13.1 coordinates
def test_ED_13_1_neighbours_rotation_distance():
    assert NEIGHBOURS == ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
    assert rotate(1, 0, 1) == (0, 1)
    for q, r in [(0, 0), (3, -1), (-2, 3), (5, 7)]:
        assert rotate(q, r, 6) == (q, r)
        assert rotate(*rotate(q, r, 2), 4) == (q, r)
        assert distance((0, 0), rotate(q, r, 1)) == distance((0, 0), (q, r))
    # one step turns the neighbour ring by one place
    assert [rotate(*n, 1) for n in NEIGHBOURS] == list(NEIGHBOURS[5:] + NEIGHBOURS[:5])
    assert all(distance((2, -1), (2 + a, -1 + b)) == 1 for a, b in NEIGHBOURS)
    assert distance((0, 0), (3, -3)) == 3 and distance((-3, 3), (0, -3)) == 6


@pytest.mark.parametrize("pid", sorted(PIECE_TABLE))
def test_ED_13_4_piece_summary(pid):
    summary, cave = PIECE_TABLE[pid]
    hexes = RAW["pieces"][pid]["hexes"]
    assert Counter((h["terrain"], h.get("strength") or 0) for h in hexes) == _counts(summary)
    assert [(h["q"], h["r"]) for h in hexes if h["terrain"] == "cave"] == \
        ([cave] if cave else [])


# ------------------------------------------------------------------ ED-14.2 published routes
def test_ED_14_2_the_seven_routes():
    assert ROUTES == tuple(ROUTE_TABLE) and DEFAULT_ROUTE == "FirstGame"
    assert route() is route("FirstGame") is route_of("FirstGame")


@pytest.mark.parametrize("name", list(ROUTE_TABLE))
def test_ED_14_2_route_table(name):
    order, finish, n_seams, n_caves, n_hexes = ROUTE_TABLE[name]
    r = route(name)
    assert [p["piece"] for p in r.pieces] == order.split() + [f"FINISH_{finish.upper()}"]
    assert (len(r.seams), len(r.caves), len(r.cells)) == (n_seams, n_caves, n_hexes)
    assert r.pieces[0] == {"piece": r.pieces[0]["piece"], "rotation": 0, "offset": [0, 0]}
    assert _coords(r, r.start_spaces) == [(-3, 3), (-2, 3), (-1, 3), (0, 3)]
    assert r.provenance and r.name == name


@pytest.mark.parametrize("name", list(ROUTE_TABLE))
def test_ED_13_6_route_matches_the_derived_facts(name):
    r, derived = route(name), RAW["routes"][name]["derived"]
    assert _coords(r, r.start_spaces) == [tuple(derived["start_spaces"][k]) for k in "1234"]
    assert set(_coords(r, r.finish_spaces)) == {tuple(c) for c in derived["finish_spaces"]}
    assert set(_coords(r, r.caves)) == {tuple(c) for c in derived["cave_hexes"]}
    assert len(r.cells) == derived["hex_count"]
    assert [(s.between, _edge_cells(r, s.edges)) for s in r.seams] == [
        (tuple(s["between_pieces"]), {frozenset(map(tuple, e)) for e in s["crossing_edges"]})
        for s in derived["barrier_seams"]]


@pytest.mark.parametrize("name", list(ROUTE_TABLE))
def test_ED_14_3_barrier_seams_and_tables(name):
    r = route(name)
    kinds = [RAW["pieces"][p["piece"]]["kind"] for p in r.pieces]
    last = len(r.pieces) - 1
    for s, seam in enumerate(r.seams):
        a, b = seam.between
        assert b == a + 1 and b != last                      # never before the finish piece
        assert kinds[a] in ("start_board", "terrain_board")   # ED-D6: not strip → board
        assert len(seam.edges) in (7, 8)                      # ED-14.1
        assert all(r.barrier_of_edge[e] == s for e in seam.edges)
        for e in seam.edges:
            i, j = sorted(e)
            assert j in r.adjacency[i] and {r.piece_no[i], r.piece_no[j]} == {a, b}
    assert len(r.barrier_of_edge) == sum(len(s.edges) for s in r.seams)
    # ED-14.1: the finish piece wraps one corner hex of the last board (5 crossing edges)
    fin = [(i, j) for i in range(len(r.cells)) for j in r.adjacency[i]
           if r.piece_no[i] == last - 1 and r.piece_no[j] == last]
    assert len(fin) == 5


@pytest.mark.parametrize("name", list(ROUTE_TABLE))
def test_ED_13_2_per_hex_tables(name):
    r = route(name)
    n = len(r.cells)
    assert r.cells == tuple(sorted(r.cells)) and len(set(r.cells)) == n
    assert all(r.index[c] == i for i, c in enumerate(r.cells))
    assert {len(t) for t in (r.terrain, r.strength, r.piece, r.piece_no, r.finish, r.adjacency,
                             r.cave_neighbours)} == {n}
    for i, (q, rr) in enumerate(r.cells):
        want = sorted(r.index[(q + a, rr + b)] for a, b in NEIGHBOURS if (q + a, rr + b) in r.index)
        assert list(r.adjacency[i]) == want
        assert all(i in r.adjacency[j] for j in r.adjacency[i])
        assert r.cave_neighbours[i] == tuple(j for j in r.adjacency[i] if r.terrain[j] == "cave")
        assert r.piece[i] == r.pieces[r.piece_no[i]]["piece"]
        assert (r.strength[i] == 0) == (r.terrain[i] in ("mountain", "cave", "start"))
    assert all(r.terrain[i] == "start" for i in r.start_spaces)
    assert all(r.finish[i] == (i in r.finish_spaces) for i in range(n))
    assert len(r.finish_spaces) == 3
    assert r.caves == tuple(i for i in range(n) if r.terrain[i] == "cave")


# ------------------------------------------------------------------ ED-13.2 the graph
def test_ED_13_2_graph_nodes_and_edges():
    r = route("Swamplands")
    g = r.graph()
    assert g.number_of_nodes() == 220
    assert g.number_of_edges() == sum(len(a) for a in r.adjacency) // 2
    node = g.nodes[(-3, 3)]
    assert (node["terrain"], node["start_no"], node["piece"], node["cave"]) == ("start", 1, "A",
                                                                               False)
    assert g.nodes[(0, 3)]["start_no"] == 4 and g.nodes[(0, 0)]["start_no"] is None
    assert g.nodes[(-1, -1)]["cave"] and g.nodes[(-1, -1)]["terrain"] == "cave"
    x, y = g.nodes[(4, -2)]["pos"]             # pointy-top, y up
    assert math.isclose(x, math.sqrt(3) * 3) and math.isclose(y, 3.0)
    fin = [c for c, a in g.nodes(data=True) if a["finish"]]
    assert sorted(fin) == sorted(_coords(r, r.finish_spaces))
    for a, b, attrs in g.edges(data=True):
        assert attrs["barrier"] is None
        assert attrs["seam"] == r.barrier_of_edge.get(frozenset((r.index[a], r.index[b])))
    assert nx.has_path(g, (-3, 3), fin[0])


def test_ED_13_2_graph_barriers_from_the_mapping():
    r = route("FirstGame")
    g = r.graph({0: 6, 2: 1})
    for a, b, attrs in g.edges(data=True):
        seam = attrs["seam"]
        assert attrs["barrier"] == {0: 6, 2: 1}.get(seam)
    crossing = [(a, b) for a, b, s in g.edges(data="seam") if s == 0]
    assert len(crossing) == 7
    # a fresh copy each call: changing one graph does not change the next
    g.nodes[(-3, 3)]["terrain"] = "lava"
    assert r.graph().nodes[(-3, 3)]["terrain"] == "start"
    assert all(b is None for _, _, b in r.graph().edges(data="barrier"))
    for bad in ({7: 1}, {0: 9}, {"0": 1}, [1, 2]):
        with pytest.raises(BadPosition) as e:
            r.graph(bad)
        assert e.value.rule == "ED-2.2"


# ------------------------------------------------------------------ ED-14.4 custom routes
def test_ED_14_4_a_custom_route_builds():
    finishes = _finish_placements(SMALL)
    assert finishes, "no finish placement fits a start board + one board"
    k, off = finishes[0]
    r = route_of(SMALL + [_piece("FINISH_BLUE", k, off)])
    assert r.name == "custom" and r.provenance == ""
    assert len(r.cells) == 37 + 37 + 3
    assert [s.between for s in r.seams] == [(0, 1)]          # none before the finish piece
    assert r.pieces[-1] == _piece("FINISH_BLUE", k, off)
    assert route_of(r) is r
    assert len(r.graph().nodes) == 77


def test_ED_14_3_custom_strip_between_boards():
    # HomeStretch's first five pieces, ending with board M: B J Q K M + a finish at M
    body = [dict(p) for p in RAW["routes"]["HomeStretch"]["pieces"][:5]]
    finishes = _finish_placements(body)
    assert finishes
    k, off = finishes[0]
    r = build_route(body + [_piece("FINISH_BLUE", k, off)], name="short")
    # barriers on B→J and J→Q (board→strip), none on Q→K (strip→board), one on K→M
    assert [s.between for s in r.seams] == [(0, 1), (1, 2), (3, 4)]


FIRST = RAW["routes"]["FirstGame"]["pieces"]


@pytest.mark.parametrize("pieces, rule, words", [
    ([_piece("C")] + FIRST[1:], "ED-14.1", "starts with a start board"),
    (FIRST[:-1], "ED-14.1", "ends with a finish piece"),
    (FIRST[:1] + FIRST[-1:] + FIRST[1:], "ED-14.1", "between the start board"),
    (FIRST[:2] + [_piece("A", 0, (20, 20))] + FIRST[2:], "ED-14.1", "between the start board"),
    ([_piece("B"), _piece("C", 3, (-3, -3)), FIRST[-1]], "ED-14.1", "overlap"),
    ([_piece("B"), _piece("C", 3, (-30, -4)), FIRST[-1]], "ED-14.1", "do not touch"),
    ([_piece("B"), _piece("C", 0, (0, -7)), FIRST[-1]], "ED-14.4", "touch along only 1 edge;"),
    ([_piece("B"), _piece("C", 0, (1, -7)), FIRST[-1]], "ED-14.4", "touch along only 3 edges"),
    (FIRST[:2] + [_piece("D", 0, (0, -11))] + FIRST[3:], "ED-1.1", "used twice"),
    (FIRST[:2] + [_piece("Z", 0, (0, -11))] + FIRST[3:], "ED-14.4", "no board piece"),
    (FIRST[:2] + [_piece("N", 1.0, (0, -11))] + FIRST[3:], "ED-14.4", "rotation"),
    (FIRST[:2] + [_piece("N", 6, (0, -11))] + FIRST[3:], "ED-14.4", "rotation"),
    (FIRST[:2] + [_piece("N", True, (0, -11))] + FIRST[3:], "ED-14.4", "rotation"),
    (FIRST[:2] + [{"piece": "N", "rotation": 0, "offset": [0, -11.0]}] + FIRST[3:],
     "ED-14.4", "offset"),
    (FIRST[:2] + [{"piece": "N", "rotation": 0, "offset": [0, -11, 0]}] + FIRST[3:],
     "ED-14.4", "offset"),
    (FIRST[:2] + [{"piece": "N", "rotation": 0}] + FIRST[3:], "ED-14.4", "piece 2"),
    ("B C N", "ED-14.2", "no route"),
    (42, "ED-14.2", "a route is"),
])
def test_ED_14_4_bad_custom_routes_are_refused(pieces, rule, words):
    with pytest.raises(BadPosition) as e:
        route_of(pieces)
    assert e.value.rule == rule and words in e.value.reason, str(e.value)


def test_ED_14_4_no_path_to_the_finish(monkeypatch):
    """No published piece walls off a finish (every placement was tried), so the check is
    shown on board C turned into mountains: B + C + finish touch properly but no
    enterable hex leads from the start spaces to a finish space."""
    k, off = _finish_placements(SMALL)[0]
    pieces = SMALL + [_piece("FINISH_BLUE", k, off)]
    build_route(pieces)                                       # the real C lets pawns through
    walled = {**RAW["pieces"]["C"], "hexes": [{"q": h["q"], "r": h["r"], "terrain": "mountain"}
                                               for h in RAW["pieces"]["C"]["hexes"]]}
    monkeypatch.setitem(RAW["pieces"], "C", walled)
    with pytest.raises(BadPosition) as e:
        build_route(pieces)
    assert e.value.rule == "ED-14.4" and "no path" in e.value.reason


def test_ED_14_2_unknown_route_names_the_routes():
    with pytest.raises(BadPosition) as e:
        route("ElDorado")
    assert e.value.rule == "ED-14.2" and all(n in e.value.reason for n in ROUTES)
