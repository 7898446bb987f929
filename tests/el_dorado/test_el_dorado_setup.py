"""El Dorado's scope and components as the engine uses them (ED-0, ED-1), the setup (ED-2),
the turn structure (ED-3), and random games that keep every card in one place."""
from __future__ import annotations

import random
from collections import Counter

import pytest

import boardlab
from boardlab import IllegalAction
from boardlab.games.el_dorado import ElDorado
from boardlab.games.el_dorado import data
from boardlab.games.el_dorado.board import ROUTES, route
from boardlab.games.el_dorado.data import (BARRIERS, CARD_TYPES, CAVE_TOKENS, COPIES, MARKET_START,
                                           RESERVE_START, STARTING_DECK)
from boardlab.games.el_dorado.position import setup_position

TOTAL_CARDS = 86


def legal(s: ElDorado) -> set[str]:
    return {str(a) for a in s.legal_actions()}


def cards_in_game(s: ElDorado) -> int:
    """Every card still in the game: each seat's cards, the market and the reserve."""
    return (sum(len(c) for c in s.collection) + sum(k for t, k in s.slots if t) + sum(k for _, k in s.reserve))


# ------------------------------------------------------------------ ED-0 scope, sources, terms
def test_ED_0_1_the_base_game_with_its_caves_variant_and_no_expansion():
    assert ElDorado.variants[0] == {"caves": True} and ElDorado.player_counts == (2, 3, 4)
    assert len(CARD_TYPES) == 21 and len(BARRIERS) == 6 and len(CAVE_TOKENS) == 36
    assert len(ROUTES) == 7
    s = boardlab.new("el_dorado", players=3, seed=2, caves=True)
    assert s.caves and len(s.piles) == len(s.route.caves)
    assert not boardlab.new("el_dorado", players=3, seed=2).piles


def test_ED_0_2_the_data_names_its_sources():
    raw = data.load()
    text = " ".join(raw["sources"].values())
    for repo in ("dinaaa25/ElDoradoGame", "joelbarmettlerUZH/ElDorado_server", "TimP4w/sopra-fs18-group18",
                 "oezgueracar/sopra-fs18-group05", "LastAdequateCoder/ElDorado_Game"):
        assert repo in text
    for name in ROUTES:
        assert route(name).provenance, name          # every published route says where it comes from
    assert "NOT read off the printed boards" in raw["status"]


def test_ED_0_3_terminology_card_names_in_three_languages():
    names = {t: (c.name_en, c.name_fr, c.name_de) for t, c in CARD_TYPES.items()}
    assert names["explorer"] == ("Explorer", "Savant", "Forscher")
    assert names["trailblazer"][1:] == ("Explorateur", "Entdecker")
    assert names["native"][1:] == ("Indigène", "Ureinwohner")
    assert names["prop_plane"][1:] == ("Avion à hélice", "Propellerflugzeug")
    assert all(c.name_en and c.name_de for c in CARD_TYPES.values())


# ------------------------------------------------------------------ ED-1 components
def test_ED_1_1_board_pieces():
    pieces = data.load()["pieces"]
    boards = {k: v for k, v in pieces.items() if v["kind"] in ("start_board", "terrain_board")}
    strips = {k: v for k, v in pieces.items() if v["kind"] == "strip"}
    finish = {k: v for k, v in pieces.items() if v["kind"] == "finish"}
    assert sorted(boards) == list("ABCDEFGHIJKLMN") and all(len(v["hexes"]) == 37 for v in boards.values())
    assert len({v["physical_board"] for v in boards.values()}) == 7      # 7 double-sided boards
    assert sorted(strips) == list("OPQR") and all(len(v["hexes"]) == 16 for v in strips.values())
    assert len(finish) == 2                                              # the two faces of one piece
    assert {k for k, v in pieces.items() if v.get("start_spaces")} == {"A", "B"}
    assert len(pieces["A"]["start_spaces"]) == 4
    first, hills = route("FirstGame"), route("HillsOfGold")
    assert {(first.terrain[i], first.strength[i]) for i in first.finish_spaces} == {("paddle", 1)}
    assert {(hills.terrain[i], hills.strength[i]) for i in hills.finish_spaces} == {("machete", 1)}
    assert len(first.finish_spaces) == 3


@pytest.mark.parametrize("players", [2, 3, 4])
def test_ED_1_3_every_one_of_the_86_cards_is_somewhere(players):
    s = boardlab.new("el_dorado", players=players, seed=players)
    assert len(STARTING_DECK) == 8 and COPIES * len(MARKET_START + RESERVE_START) == 54
    assert cards_in_game(s) == 8 * players + 54
    assert 4 * 8 + 54 == TOTAL_CARDS


def test_ED_1_7_pawns_colours_and_market_board():
    s4 = boardlab.new("el_dorado", players=4, seed=1)
    s2 = boardlab.new("el_dorado", players=2, seed=1)
    assert len(s4.pawns) == 4 and len(s2.pawns) == 4           # 4 colours × (1 pawn, or 2 with 2 players)
    assert [s2.pawn_seat(p) for p in range(4)] == [0, 0, 1, 1]
    assert len(s4.slots) == 6 and s4.seat == 0                  # 6 market slots; seat 0 has the hat


# ------------------------------------------------------------------ ED-2 setup
def test_ED_2_1_the_route_runs_from_the_start_board_to_the_finish_piece():
    s = boardlab.new("el_dorado", players=4, seed=0)
    r = s.route
    assert r.name == "FirstGame"
    assert [x["piece"] for x in r.pieces] == ["B", "C", "N", "I", "K", "FINISH_BLUE"]
    assert all(r.piece_no[i] == 0 for i in r.start_spaces)
    last = len(r.pieces) - 1
    assert all(r.piece_no[i] == last for i in r.finish_spaces)
    assert boardlab.new("el_dorado", players=4, seed=0, route="Serpentine").route.pieces[0]["piece"] == "A"


@pytest.mark.parametrize("route_name", ["FirstGame", "HillsOfGold", "Swamplands"])
def test_ED_2_2_one_random_barrier_on_each_seam(route_name):
    seen = set()
    for seed in range(30):
        s = boardlab.new("el_dorado", players=3, seed=seed, route=route_name)
        bars = s.barrier_at
        assert len(bars) == len(s.route.seams)
        assert len(set(bars)) == len(bars) and set(bars) <= {1, 2, 3, 4, 5, 6}
        assert s.won == ((), (), ())
        seen.add(bars)
        assert s.log[0].rule == "ED-2.2"
    assert len(seen) > 10                         # shuffled, not fixed


def test_ED_2_3_market_and_reserve():
    s = boardlab.new("el_dorado", players=4, seed=9)
    assert s.slots == tuple((t, 3) for t in MARKET_START) and len(s.slots) == 6
    assert set(MARKET_START) == {"scout", "trailblazer", "photographer", "treasure_chest",
                                 "jack_of_all_trades", "transmitter"}
    assert len(s.reserve) == 12 and all(k == 3 for _, k in s.reserve)
    assert {t for t, _ in s.reserve} | set(MARKET_START) == {t for t, c in CARD_TYPES.items() if c.cost}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_ED_2_4_eight_starting_cards_shuffled_and_four_drawn(players):
    orders = set()
    for seed in range(8):
        s = boardlab.new("el_dorado", players=players, seed=seed)
        for x in range(players):
            assert len(s.hands[x]) == 4 and len(s.decks[x]) == 4
            mine = Counter(s.hands[x]) + Counter(s.decks[x])
            assert mine == Counter({"explorer": 3, "traveler": 4, "sailor": 1})
            assert s.discards[x] == () and s.played[x] == ()
            orders.add(s.decks[x])
    assert len(orders) > 3


@pytest.mark.parametrize("players", [3, 4])
def test_ED_2_5_pawns_on_start_spaces_1_to_n(players):
    s = boardlab.new("el_dorado", players=players, seed=4)
    starts = s.route.start_spaces
    assert [s.hex_name(i) for i in starts] == ["-3,3", "-2,3", "-1,3", "0,3"]
    assert s.pawns == tuple(starts[:players])
    assert s.seat == 0 and s.to_move == 0 and s.turn == 1 and s.phase == "play"


def test_ED_2_6_two_players_start_on_1_and_3_resp_2_and_4():
    s = boardlab.new("el_dorado", players=2, seed=4)
    assert s.pawn_hexes(0) == ["-3,3", "-1,3"] and s.pawn_hexes(1) == ["-2,3", "0,3"]


def test_ED_2_7_the_caves_variant_adds_its_setup():
    s = boardlab.new("el_dorado", players=4, seed=6, caves=True)
    assert all(len(p) == 4 for p in s.piles) and len(s.piles) == len(s.route.caves)
    assert Counter(t for p in s.piles for t in p) + Counter(s.box) == Counter(CAVE_TOKENS)
    plain = boardlab.new("el_dorado", players=4, seed=6)
    assert plain.piles == () and plain.box == ()
    assert plain.barrier_at == s.barrier_at       # the rest of the setup is the same


# ------------------------------------------------------------------ ED-3 turn structure
def _turn_position() -> dict:
    p = setup_position(4, 8)
    p["hands"][0] = ["explorer", "explorer", "traveler", "traveler"]
    p["draw_piles"][0] = ["sailor", "explorer", "traveler", "traveler"]
    p["pawns"][0] = ["-2,2"]
    return p


def test_ED_3_1_play_then_discard_then_draw_back_to_4_then_the_next_player():
    s = ElDorado.from_position(_turn_position())
    s.apply("move explorer")
    s.apply("step -2,1")
    assert s.phase == "play"
    s.apply("end")
    assert s.phase == "discard" and s.seat == 0
    assert s.discards[0] == ("explorer",) and s.played[0] == ()
    assert legal(s) == {"discard explorer", "discard traveler", "keep"}
    s.apply("discard traveler")
    s.apply("keep")
    assert s.seat == 1 and s.phase == "play"
    assert s.hands[0] == ("explorer", "explorer", "sailor", "traveler")   # 2 kept + 2 drawn from the top
    assert s.decks[0] == ("traveler", "traveler")
    for seat in (1, 2, 3):
        assert s.seat == seat
        s.apply("end")
        s.apply("keep")
    assert s.seat == 0 and s.turn == 2


def test_ED_3_2_each_card_once_and_for_one_purpose():
    p = _turn_position()
    p["hands"][0] = ["explorer", "traveler", "traveler", "sailor"]
    p["draw_piles"][0] = ["explorer", "explorer", "traveler", "traveler"]
    s = ElDorado.from_position(p)
    s.apply("move explorer")
    s.apply("step -2,1")
    assert "explorer" not in s.hands[0] and s.played[0] == ("explorer",)
    assert not any(a.startswith("move explorer") for a in legal(s))
    with pytest.raises(IllegalAction) as e:
        s.apply("move explorer")
    assert e.value.rule == "ED-3.2"
    # the Explorer used to move no longer pays: 1 + 1 + ½ left, not enough for 3
    assert "buy trailblazer" not in legal(s) and "buy scout" in legal(s)


def test_ED_3_3_moves_and_actions_in_any_order_then_one_purchase_that_ends_phase_1():
    p = _turn_position()
    p["hands"][0] = ["explorer", "cartographer", "traveler", "traveler"]
    p["draw_piles"][0] = ["explorer", "explorer", "sailor", "traveler", "traveler"]
    p["reserve"]["cartographer"] = 2
    s = ElDorado.from_position(p)
    s.check()
    s.apply("play cartographer")                  # an action first …
    assert len(s.hands[0]) == 5
    s.apply("move explorer")                      # … then a move …
    s.apply("step -2,1")
    s.apply("move explorer")                      # … a drawn card moves too
    s.apply("step -2,0")
    s.apply("buy scout")                          # … then the purchase
    s.apply("pay traveler")
    assert s.phase == "discard"
    assert not any(a.startswith(("move", "play", "buy", "enter")) for a in legal(s))
    # a player may also skip moving and buying
    s2 = ElDorado.from_position(_turn_position())
    s2.apply("end")
    assert s2.phase == "discard" and s2.pawn_hexes(0) == ["-2,2"]


def test_ED_3_4_played_cards_lie_in_the_played_area_until_phase_2():
    s = ElDorado.from_position(_turn_position())
    s.apply("move explorer")
    s.apply("step -2,1")
    s.apply("move explorer")
    s.apply("step -2,0")
    assert s.played[0] == ("explorer", "explorer") and s.discards[0] == ()
    assert s.played_area(0) == ("explorer", "explorer")
    s.apply("end")
    assert s.played[0] == () and s.discards[0] == ("explorer", "explorer")


# ------------------------------------------------------------------ random games
@pytest.mark.parametrize("players, seed", [(2, 1), (3, 2), (4, 3), (4, 4), (2, 5)])
def test_ED_1_3_random_games_keep_every_card_in_one_place(players, seed):
    """ED-1.3 / ED-3.4: in random play every card stays in exactly one place (check()), the
    cards in the game only decrease (trashed or used single-use items) and a purchase moves a
    card from the market to its buyer."""
    rng = random.Random(seed)
    s = boardlab.new("el_dorado", players=players, seed=seed)
    total = cards_in_game(s)
    assert total == 8 * players + 54
    for _ in range(600):
        if s.is_over:
            break
        acts = s.legal_actions()
        a = rng.choice(acts)
        market_before = sum(k for t, k in s.slots if t) + sum(k for _, k in s.reserve)
        pawns_before = s.pawns
        s.apply(a)
        s.check()
        now = cards_in_game(s)
        assert now <= total
        total = now
        market_now = sum(k for t, k in s.slots if t) + sum(k for _, k in s.reserve)
        assert market_now in (market_before, market_before - 1)
        for x in range(players):
            assert sorted(s.owned(x).elements()) == list(s.collection[x])
        on = [h for h in s.pawns if h >= 0]
        assert len(on) == len(set(on))                   # ED-4.6
        for h in on:
            assert s.route.terrain[h] not in ("mountain", "cave")
        for t, k in s.slots:
            assert t is not None                                     # an empty slot keeps its type
        if all(k > 0 for _, k in s.slots):
            assert not set(dict(s.reserve)) & set(s._available())   # ED-7.4: reserve closed
        for p, (h0, h1) in enumerate(zip(pawns_before, s.pawns)):
            if h1 != h0 and h1 >= 0:
                assert h1 not in s.route.start_spaces          # ED-4.6 / ED-D4
