"""The Lost Cities board as a networkx graph (LC-2), and the speed-minded data it hides."""
from __future__ import annotations

import networkx as nx
import pytest

import boardlab
from boardlab.games.lost_cities import COLOURS, SLOT_LAYOUT, static_board
from boardlab.games.lost_cities.board import check_board
from lc_positions import layout_tiles, pawns, start


def test_LC_2_1_camp_and_five_paths_of_nine_steps():
    g = boardlab.new("lost_cities", players=2, seed=1).board
    assert isinstance(g, nx.DiGraph) and g.nodes["camp"]["kind"] == "camp"
    d = g.nodes[("BLUE", 6)]
    assert (d["kind"], d["colour"], d["path"], d["step"], d["value"]) == ("step", "BLUE", "BLUE", 6, 15)
    assert (d["negative"], d["beyond_bridge"], d["is_city"], d["slot"]) == (False, False, False, True)
    assert g.nodes[("RED", 2)]["negative"] and g.nodes[("RED", 7)]["beyond_bridge"]
    assert g.nodes[("RED", 9)]["is_city"] and not g.nodes[("RED", 2)]["slot"]
    assert g.edges["camp", ("GREEN", 1)]["kind"] == "start"
    assert g.edges[("GREEN", 6), ("GREEN", 7)]["bridge"] and not g.edges[("GREEN", 5), ("GREEN", 6)]["bridge"]
    assert [v for v in nx.shortest_path(g, "camp", ("WHITE", 9))][1:] == [("WHITE", s) for s in range(1, 10)]


def test_LC_2_2_board_invariants_for_any_layout():
    g = static_board(SLOT_LAYOUT)
    assert g.number_of_nodes() == 46 and g.number_of_edges() == 45
    assert sum(1 for *_, b in g.edges(data="bridge") if b) == 5
    assert sum(1 for _, s in g.nodes(data="slot") if s) == 25
    for c in COLOURS:
        assert g.out_degree((c, 9)) == 0 and all(g.in_degree((c, s)) == 1 for s in range(1, 10))
    check_board(g)
    other = {"YELLOW": [1, 2, 3, 4, 5, 6, 7], "BLUE": [9], "WHITE": [2, 9], "GREEN": [1, 2, 3, 4, 5, 6, 7, 8],
             "RED": [3, 4, 5, 6, 7, 8, 9]}
    g2 = boardlab.new("lost_cities", players=3, seed=2, slots=other).board
    assert sorted(d["step"] for _, d in g2.nodes(data=True)
                  if d.get("colour") == "YELLOW" and d["slot"]) == [1, 2, 3, 4, 5, 6, 7]
    bad = g.copy()
    bad.add_edge(("RED", 9), ("RED", 1))
    with pytest.raises(AssertionError):
        check_board(bad)


def test_LC_2_3_advancing_goes_to_the_unique_successor():
    g = static_board(SLOT_LAYOUT)
    for c in COLOURS:
        for s in range(1, 9):
            assert list(g.successors((c, s))) == [(c, s + 1)]
    s = start(pawns=[pawns(E1="W4"), pawns(), pawns()], rows=[{"W": [1]}, {}, {}],
              hands=["W5 Y0 Y1 W9 W10 G9 G10 R9", "Y2 Y3 B9 B10 G7 G8 R7 R8", "Y4 Y5 B7 B8 W7 W8 G5 G6"])
    s.apply("play W5")
    assert s.pawn(0, "E1") == "W5" and ("WHITE", 5) in s.board.successors(("WHITE", 4))


def test_LC_2_4_pieces_are_node_attributes_of_a_fresh_graph():
    s = start(pawns=[pawns(E1="B3"), pawns(), pawns()], rows=[{"B": [1]}, {}, {}],
              tiles=layout_tiles({"B3": "VP10", "B5": "STEP"}))
    g = s.board
    assert g.nodes[("BLUE", 3)]["tile"] == "VP10" and g.nodes[("BLUE", 5)]["tile"] == "STEP"
    assert g.nodes[("BLUE", 4)]["tile"] is None and (0, "E1") in g.nodes[("BLUE", 3)]["pawns"]
    assert g.graph["round"] == 1 and g.graph["crossings"] == 0
    g.nodes[("BLUE", 3)]["tile"] = "STEP"              # a user's edit changes neither the game ...
    assert s.tile("B3") == "VP10"
    assert "tile" not in static_board(SLOT_LAYOUT).nodes[("BLUE", 3)]   # ... nor the static board
    assert s.board is not s.board


def test_LC_2_5_pawns_of_different_players_share_a_step():
    s = start(pawns=[pawns(E1="B3"), pawns(L="B2"), pawns(E4="B3")], rows=[{"B": [1]}, {"B": [0]}, {"B": [0]}],
              hands=["W5 Y0 Y1 W9 W10 G9 G10 R9", "B3 Y3 B9 B10 G7 G8 R7 R8", "Y4 Y5 B7 B8 W7 W8 G5 G6"])
    s.apply("discard Y0")
    s.apply("draw")
    s.apply("play B3")
    assert sorted(s.board.nodes[("BLUE", 3)]["pawns"]) == [(0, "E1"), (1, "L"), (2, "E4")]
