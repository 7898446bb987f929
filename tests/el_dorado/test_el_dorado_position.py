"""El Dorado positions (``boardlab.games.el_dorado.position``): the round trip over random
games, the documented example of the module docstring, and the positions that cannot occur
— refused with :class:`~boardlab.BadPosition` citing the rule they break.  Also the board
model facts the route tests do not name (ED-13.3, ED-13.5, ED-14.1) and the check that the
shipped data is the transcription, not the ED-15 fallback."""
from __future__ import annotations

import copy
import json
import random
from collections import Counter

import pytest

import boardlab
from boardlab import BadPosition
from boardlab.games.el_dorado import ElDorado
from boardlab.games.el_dorado.board import ROUTES, build_route, route
from boardlab.games.el_dorado.data import RESERVE_START, STARTING_DECK, load
from boardlab.games.el_dorado.position import setup_position


def refused(pos: dict) -> BadPosition:
    with pytest.raises(BadPosition) as e:
        ElDorado.from_position(pos)
    return e.value


# ------------------------------------------------------------------ round trip
@pytest.mark.parametrize("players,caves,name,seed", [
    (2, False, "FirstGame", 11), (3, True, "HillsOfGold", 12), (4, True, "Serpentine", 13),
    (4, False, "Swamplands", 14), (2, True, "WitchCauldron", 15), (3, False, "HomeStretch", 16)])
def test_position_round_trip_over_random_games(players, caves, name, seed):
    """to_position → from_position gives the same position (JSON-clean), the same legal
    actions, and — the seed driving the reshuffles — the same game afterwards."""
    s = boardlab.new("el_dorado", players=players, seed=seed, route=name, caves=caves, round_limit=30)
    rng = random.Random(seed)
    step = 0
    while not s.is_over and step < 1500:
        if step % 7 == 0:
            pos = s.to_position()
            assert json.loads(json.dumps(pos)) == pos
            t = ElDorado.from_position(copy.deepcopy(pos))
            assert t.to_position() == pos
            assert [str(a) for a in t.legal_actions()] == [str(a) for a in s.legal_actions()]
            if step % 49 == 0:      # play on both for a while: the same future
                a, b = s.copy(), t
                r2 = random.Random(step)
                for _ in range(40):
                    if a.is_over:
                        break
                    act = r2.choice(a.legal_actions())
                    ea, eb = a.apply(act), b.apply(str(act))
                    assert [e.rule for e in ea] == [e.rule for e in eb]
                assert a.to_position() == b.to_position()
        acts = s.legal_actions()
        moving = [a for a in acts if type(a).__name__ in ("Move", "Step", "Token")]
        s.apply(rng.choice(moving if moving and rng.random() < 0.7 else acts))
        step += 1
    pos = s.to_position()
    assert ElDorado.from_position(pos).to_position() == pos


def test_position_round_trip_of_a_finished_game():
    s = boardlab.new("el_dorado", players=3, seed=2, round_limit=1)
    while not s.is_over:
        s.apply("end" if s.phase == "play" else "keep")
    pos = s.to_position()
    assert pos["phase"] == "over" and ElDorado.from_position(pos).to_position() == pos


# ------------------------------------------------------------------ the docstring example
def docstring_example() -> dict:
    """The hand-made position of position.py's docstring, its ``…`` filled in."""
    return {
        "game": "el_dorado", "players": 2, "seed": 7, "options": {},
        "round": 1, "seat": 0, "phase": "play",
        "pawns": [["-3,3", "-1,3"], ["-2,3", "0,3"]],
        "hands": [["explorer", "explorer", "sailor", "traveler"], ["explorer", "traveler", "traveler", "traveler"]],
        "draw_piles": None,
        "discards": [[], []],
        "played": [[], []],
        "market": [["scout", 3], ["trailblazer", 3], ["photographer", 3], ["treasure_chest", 3],
                   ["jack_of_all_trades", 3], ["transmitter", 3]],
        "reserve": {t: 3 for t in RESERVE_START},
        "barriers": [5, 2, 1, 6],
        "won": [[], []],
    }


def test_position_docstring_example_works():
    """The documented position loads: each draw pile is the seat's other 4 starting cards
    (ED-1.5), the pawns are on starts 1, 3 and 2, 4 (ED-11.1), seat 0 moves first."""
    s = ElDorado.from_position(docstring_example())
    assert s.pawn_hexes(0) == ["-3,3", "-1,3"] and s.pawn_hexes(1) == ["-2,3", "0,3"]
    for seat in (0, 1):
        assert Counter(s.hands[seat] + s.decks[seat]) == Counter(STARTING_DECK) and len(s.decks[seat]) == 4
    assert s.barriers() == [5, 2, 1, 6] and s.seat == 0 and s.phase == "play"
    assert "move explorer" in [str(a) for a in s.legal_actions()]
    pos = s.to_position()
    assert ElDorado.from_position(pos).to_position() == pos
    assert boardlab.from_position("el_dorado", docstring_example()).to_position() == pos


def test_position_setup_position_is_the_new_game():
    s = boardlab.new("el_dorado", players=4, seed=9, route="HillsOfGold", caves=True)
    full = s.to_position()
    assert setup_position(4, 9, route="HillsOfGold", caves=True) == {k: v for k, v in full.items() if k != "cards"}
    assert ElDorado.from_position(setup_position(4, 9, route="HillsOfGold", caves=True)).to_position() == full


# ------------------------------------------------------------------ bad positions
def bad(edit, players: int = 4, **options) -> BadPosition:
    p = setup_position(players, 3, **options)
    edit(p)
    return refused(p)


def test_ED_1_4_position_with_an_unknown_card_is_refused():
    e = bad(lambda p: p["hands"][0].__setitem__(0, "excalibur"))
    assert e.rule == "ED-1.4" and "excalibur" in str(e)


def test_ED_1_3_position_with_too_many_copies_is_refused():
    """A fourth Scout (the 3 of the market still in place) — or a ninth starting card too many."""
    e = bad(lambda p: p["hands"][0].append("scout"))
    assert e.rule == "ED-1.3" and "scout" in str(e)
    e = bad(lambda p: p["draw_piles"][1].extend(["sailor"] * 4))
    assert e.rule == "ED-1.3"


def test_ED_1_2_position_with_a_barrier_in_two_places_is_refused():
    def edit(p):
        p["won"][0] = [p["barriers"][0]]          # held, and still on its seam
    assert bad(edit).rule == "ED-1.2"

    def twice(p):
        p["barriers"][1] = p["barriers"][0]
    assert bad(twice).rule == "ED-1.2"


def test_ED_4_6_position_with_a_pawn_on_a_mountain_is_refused():
    r = route("FirstGame")
    mountain = next(c for i, c in enumerate(r.cells) if r.terrain[i] == "mountain")
    e = bad(lambda p: p["pawns"].__setitem__(0, [f"{mountain[0]},{mountain[1]}"]))
    assert e.rule == "ED-4.6" and "mountain" in str(e)
    cave = r.cells[r.caves[0]]
    assert bad(lambda p: p["pawns"].__setitem__(0, [f"{cave[0]},{cave[1]}"])).rule == "ED-4.6"


def test_ED_4_6_two_pawns_on_one_hex_only_with_caves():
    e = bad(lambda p: p["pawns"].__setitem__(1, ["-3,3"]))
    assert e.rule == "ED-4.6"
    p = setup_position(4, 3, caves=True)
    p["pawns"][1] = ["-1,2"]
    p["pawns"][2] = ["-1,2"]                      # ignore_occupied (ED-12.6) can leave them so
    s = ElDorado.from_position(p)
    assert s.pawns[1] == s.pawns[2]


def test_ED_11_1_position_needs_two_pawns_per_seat_with_two_players():
    e = bad(lambda p: p["pawns"].__setitem__(0, ["-3,3"]), players=2)
    assert e.rule == "ED-11.1"


@pytest.mark.parametrize("spec,rule", [
    ("Atlantis", "ED-14.2"),
    (42, "ED-14.2"),
    ([{"piece": "C", "rotation": 0, "offset": [0, 0]}], "ED-14.1"),
    ([{"piece": "B", "rotation": 0, "offset": [0, 0]}, {"piece": "Z", "rotation": 0, "offset": [0, -7]}],
     "ED-14.4"),
])
def test_ED_14_4_position_with_a_bad_route_is_refused(spec, rule):
    p = setup_position(3, 1)
    p["options"] = {"route": spec}
    e = refused(p)
    assert e.rule == rule
    if isinstance(spec, str):
        assert "Atlantis" in str(e)


def test_ED_2_2_position_with_barriers_of_another_route_is_refused():
    p = setup_position(3, 1)                      # FirstGame: 4 barrier seams
    p["options"] = {"route": "HillsOfGold"}       # 5 barrier seams
    assert refused(p).rule == "ED-2.2"


def test_position_of_a_view_is_refused():
    """A seat's view hides the other hands, the draw piles and the cave piles ("?"): it is
    not a position to play from (ED-1.4: "?" is no card)."""
    s = boardlab.new("el_dorado", players=3, seed=1, caves=True)
    pos = s.view(1).to_position()
    assert "?" in pos["hands"][0]
    e = refused(pos)
    assert e.rule == "ED-1.4" and "?" in str(e)


def test_ED_1_6_position_with_cave_tokens_unaccounted_is_refused():
    p = setup_position(3, 1, caves=True)
    p["box"].pop()
    assert refused(p).rule == "ED-1.6"
    p = setup_position(3, 1)
    p["tokens"] = [[["draw_card", None]], [], []]
    assert refused(p).rule == "ED-12.1"


# ------------------------------------------------------------------ board model (ED-13, ED-14.1)
DATA = load()


def test_ED_13_3_piece_frames():
    """Boards: the 37 hexes with max(|q|,|r|,|q+r|) ≤ 3; start boards' start spaces 1…4 at
    (−3,3)…(0,3); strips r=−1: q −2..2, r=0: q −3..2, r=+1: q −3..1; finish spaces
    (−1,0) (0,0) (0,1)."""
    hexagon = {(q, r) for q in range(-3, 4) for r in range(-3, 4) if abs(q + r) <= 3}
    strip = {(q, -1) for q in range(-2, 3)} | {(q, 0) for q in range(-3, 3)} | {(q, 1) for q in range(-3, 2)}
    kinds = Counter()
    for pid, piece in DATA["pieces"].items():
        cells = {(h["q"], h["r"]) for h in piece["hexes"]}
        kinds[piece["kind"]] += 1
        if piece["kind"] in ("start_board", "terrain_board"):
            assert cells == hexagon and len(piece["hexes"]) == 37, pid
        elif piece["kind"] == "strip":
            assert cells == strip and len(piece["hexes"]) == 16, pid
        else:
            assert piece["kind"] == "finish", pid
            assert {(h["q"], h["r"]) for h in piece["hexes"] if h.get("finish")} == {(-1, 0), (0, 0), (0, 1)}, pid
            assert {tuple(c) for c in piece["el_dorado_cells"]} == {(0, -1), (1, -1), (1, 0)}
        if piece["kind"] == "start_board":
            assert {k: tuple(v) for k, v in piece["start_spaces"].items()} == \
                {"1": (-3, 3), "2": (-2, 3), "3": (-1, 3), "4": (0, 3)}
    assert kinds == Counter(start_board=2, terrain_board=12, strip=4, finish=2)


def test_ED_13_5_provenance_and_confidence_of_the_data():
    """The data says where it comes from: the status line (transcribed, not read off the
    printed boards), a source and a confidence per route as in the ED-14.2 table."""
    assert "Transcribed" in DATA["status"] and "NOT read off the printed boards" in DATA["status"]
    expected = {"FirstGame": "medium-low", "HillsOfGold": "high", "HomeStretch": "high", "WindingPaths": "high",
                "Serpentine": "high", "Swamplands": "medium", "WitchCauldron": "medium"}
    for name in ROUTES:
        r = route(name)
        assert r.provenance.endswith(f"(confidence: {expected[name]})"), name
        assert DATA["routes"][name]["source"] in r.provenance
    assert any("dinaaa25" in str(v) for v in DATA["sources"].values())


@pytest.mark.parametrize("name", ROUTES)
def test_ED_14_1_a_route_is_a_chain_of_touching_pieces(name):
    """Start board first, finish piece last; no two pieces overlap (the hex count is the
    sum of the pieces'); each piece touches the next along a seam of ≥ 5 edges."""
    r = route(name)
    placed = DATA["routes"][name]["pieces"]
    kinds = [DATA["pieces"][p["piece"]]["kind"] for p in placed]
    assert kinds[0] == "start_board" and kinds[-1] == "finish" and "finish" not in kinds[:-1]
    assert "start_board" not in kinds[1:]
    assert len(r.cells) == sum(len(DATA["pieces"][p["piece"]]["hexes"]) for p in placed)
    assert sorted(set(r.piece_no)) == list(range(len(placed)))
    for k in range(len(placed) - 1):
        touching = {frozenset((i, j)) for i in range(len(r.cells)) if r.piece_no[i] == k
                    for j in r.adjacency[i] if r.piece_no[j] == k + 1}
        assert len(touching) >= 5, (name, k)


# ------------------------------------------------------------------ ED-15: no fallback shipped
def test_ED_15_1_the_shipped_data_is_the_transcription_not_the_fallback():
    """The fallback would be labelled "boardlab terrain — not the printed map"; the shipped
    routes cite their open-source transcriptions instead."""
    for name in ROUTES:
        prov = route(name).provenance
        assert "boardlab terrain" not in prov and "not the printed map" not in prov
        assert any(src in prov for src in ("dinaaa25", "joelbarmettler", "group18")), name
    assert "boardlab terrain" not in json.dumps(DATA)


def test_ED_15_2_pieces_are_data_not_drawn_from_profiles():
    """A generated fallback would draw terrain with a seed; the shipped pieces are fixed
    data: every game, whatever its seed, has the same hexes."""
    a = boardlab.new("el_dorado", players=2, seed=1, route="Serpentine")
    b = boardlab.new("el_dorado", players=4, seed=99, route="Serpentine")
    assert a.route.terrain == b.route.terrain and a.route.strength == b.route.strength
    piece = DATA["pieces"]["K"]                     # ED-13.4: K is all landscape but 2 basecamps, no cave
    assert Counter(h["terrain"] for h in piece["hexes"]) == Counter(machete=33, basecamp=2, paddle=1, coin=1)


@pytest.mark.parametrize("name", ["HillsOfGold", "Serpentine", "Swamplands"])
def test_ED_15_3_published_routes_pass_the_joining_and_connectivity_checks(name):
    """The same checks a fallback route would have to pass (ED-14.4): the published
    placements rebuilt as a custom route give the same route."""
    r = route(name)
    c = build_route(DATA["routes"][name]["pieces"])
    assert c.cells == r.cells and c.terrain == r.terrain and c.seams == r.seams
    assert c.provenance == "" and r.provenance
