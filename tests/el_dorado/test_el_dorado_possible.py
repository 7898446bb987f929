"""Positions that cannot occur are refused with the rule and the thing (:mod:`.possible`), and
positions hold what users set up: a board given as data, the first-player hat, the type of
an empty market slot, piles listed top first (:mod:`.position`, :mod:`.board_data`)."""
from __future__ import annotations

import json

import pytest

import boardlab
from boardlab import BadPosition
from boardlab.games.el_dorado import ElDorado
from boardlab.games.el_dorado.beyond import clear_passed
from boardlab.games.el_dorado.board import build_route, load, route
from boardlab.games.el_dorado.board_data import board_data
from boardlab.games.el_dorado.position import setup_position
from test_el_dorado_caves import DECK, position, with_caves  # tests/el_dorado is on sys.path


def refused(p: dict) -> BadPosition:
    with pytest.raises(BadPosition) as e:
        ElDorado.from_position(p)
    return e.value


def arrived(p: dict, seat: int = 0) -> dict:
    p["pawns"][seat] = ["El Dorado"] * len(p["pawns"][seat])
    p["barriers"], p["won"][seat] = [None] * len(p["barriers"]), sorted(b for b in p["barriers"] if b)
    return p


# ------------------------------------------------------------------ refused
def test_ED_10_1_ending_true_with_nobody_in_el_dorado_is_refused():
    p = setup_position(4, 0)
    p["ending"] = True
    e = refused(p)
    assert e.rule == "ED-10.1" and "no seat has reached" in str(e)


def test_ED_10_1_ending_false_with_a_seat_arrived_is_refused():
    p = arrived(setup_position(4, 0))
    e = refused(p)
    assert e.rule == "ED-10.1" and "seat 0 has reached" in str(e)
    p["ending"] = True
    ElDorado.from_position(p)


def test_ED_11_5_ending_with_one_pawn_of_two_in_el_dorado_is_refused():
    p = setup_position(2, 0)
    p["pawns"][0][0] = "El Dorado"
    p["ending"] = True
    e = refused(clear_passed(p))
    assert e.rule == "ED-11.5" and "both pawns" in str(e)


def test_ED_6_1_a_pawn_beyond_a_barrier_still_in_place_is_refused_naming_seat_hex_and_barrier():
    p = setup_position(4, 0)
    first = p["barriers"][0]
    p["pawns"][2] = ["-3,-1"]                        # past the first seam (board B → board C)
    e = refused(p)
    assert e.rule == "ED-6.1" and len(e.problems) == 1
    assert f"seat 2's pawn on -3,-1 stands beyond barrier {first} " in str(e)
    assert "seam 1" in str(e) and "'barriers'" in str(e) and "'won'" in str(e)   # how to mend it
    ok = clear_passed(p)
    assert ok["barriers"][0] is None and ok["won"][2] == [first]
    s = ElDorado.from_position(ok)
    assert s.barrier_at[0] is None and s.won[2] == (first,)


def test_ED_6_1_a_pawn_in_front_of_a_barrier_or_past_a_cleared_one_is_accepted():
    p = setup_position(4, 0)
    p["pawns"][0] = ["-2,-1"]                        # in front of the first seam: no barrier crossed
    ElDorado.from_position(p)
    p["pawns"][0] = ["-3,-1"]                        # past it, cleared by another seat first (ED-6.2)
    p["won"][3], p["barriers"][0] = [p["barriers"][0]], None
    assert ElDorado.from_position(p).won[3] == (p["won"][3][0],)


def test_ED_6_1_every_pawn_beyond_a_barrier_is_listed_at_once():
    p = setup_position(4, 0)
    bars = list(p["barriers"])
    p["pawns"][0], p["pawns"][3] = ["-3,-1"], ["-3,-19"]
    p["ending"] = True                               # and a problem of another kind
    e = refused(p)
    beyond = [why for rule, why in e.problems if rule == "ED-6.1"]
    assert len(beyond) == 2 and "seat 0's pawn on -3,-1" in beyond[0] and "seat 3's pawn on -3,-19" in beyond[1]
    assert all(f"{b} (" in beyond[1] for b in bars)  # every barrier of the route lies in its way
    assert ("ED-10.1" in [rule for rule, _ in e.problems]) and "also ED-6.1" in str(e)


def test_ED_6_1_a_pawn_in_el_dorado_with_a_barrier_still_on_the_route_is_refused():
    p = arrived(setup_position(4, 0))
    p["ending"] = True
    last = p["won"][0].pop()
    p["barriers"][p["barriers"].index(None)] = last  # back on a seam every way to the finish crosses
    e = refused(p)
    assert e.rule == "ED-6.1" and "seat 0's pawn in El Dorado stands beyond barrier" in str(e)


def test_ED_6_1_ED_14_4_beyond_on_a_board_given_as_data_follows_its_barrier_seams():
    board = _small_board()
    p = setup_position(2, 3, route=board)
    p["pawns"][0] = ["0,-3", "-1,1"]                 # beyond the seam, which cuts the board
    e = refused(p)
    assert e.rule == "ED-6.1" and "seat 0's pawn on 0,-3" in str(e)
    board["barrier_seams"] = [board["barrier_seams"][0][:3]]   # a seam pawns can walk around
    p = setup_position(2, 3, route=board)
    p["pawns"][0] = ["0,-3", "-1,1"]
    assert ElDorado.from_position(p).barrier_at[0] is not None


def test_ED_6_1_ED_14_4_beyond_on_a_custom_route_follows_its_seams():
    pieces = load()["routes"]["HillsOfGold"]["pieces"]
    r = build_route(pieces)
    p = setup_position(3, 2, route=pieces)
    far = next(i for i in range(len(r.cells)) if r.piece_no[i] == len(pieces) - 2 and r.terrain[i] == "machete")
    p["pawns"][1] = [f"{r.cells[far][0]},{r.cells[far][1]}"]
    e = refused(p)
    assert e.rule == "ED-6.1" and len([k for k in p["barriers"] if f"{k} (" in str(e)]) == len(r.seams)
    ElDorado.from_position(clear_passed(p))


def _moving(card: str, budget: int, moved: bool, hand: list, played: list) -> dict:
    p = position(hands={0: hand}, draws={0: DECK[:2]})
    p["played"][0] = played
    for c in played:
        if c in p["reserve"]:
            p["reserve"][c] -= 1
    p["phase"] = "move"
    p["move"] = {"pawn": 0, "symbol": "machete", "budget": budget, "card": card, "moved": moved}
    return p


def test_ED_6_2_positions_accepted_although_no_game_reaches_them_are_in_the_rules_reference():
    """ED-6.2 and the others: the positions accepted although no game reaches them (a
    barrier held by a seat whose pawns never came near it, a hand larger than 4 …) are
    accepted and listed on the rules reference page, each citing its rule."""
    from boardlab.games.el_dorado.rulebook import ACCEPTED
    from boardlab.reference import rules_reference
    p = position()
    p["hands"][0] += p["draw_piles"][0][:2]            # 6 cards in hand
    p["draw_piles"][0] = p["draw_piles"][0][2:]
    p["won"][0], p["barriers"][0] = [p["barriers"][0]], None   # held, the pawn still at the start
    s = ElDorado.from_position(p)
    assert len(s.hands[0]) == 6 and s.to_position()["barriers"][0] is None
    page = rules_reference("el_dorado")
    assert "## Positions accepted although no game reaches them" in page
    assert all(item in page for item in ACCEPTED)
    assert any("barriers held by a seat whose pawns never stood at their seams" in item and "ED-6.2" in item
               for item in ACCEPTED)


def test_ED_3_4_a_movement_whose_card_is_in_the_hand_is_refused():
    e = refused(_moving("explorer", 0, True, ["explorer", "traveler"], []))
    assert e.rule == "ED-3.4" and "explorer" in str(e)
    ElDorado.from_position(_moving("explorer", 0, True, ["traveler"], ["explorer"]))


def test_ED_4_3_a_movement_budget_above_the_cards_strength_is_refused():
    e = refused(_moving("explorer", 3, True, ["traveler"], ["explorer"]))
    assert e.rule == "ED-4.3" and "explorer" in str(e) and "3" in str(e)


def test_ED_4_2_a_movement_with_a_card_without_symbol_is_refused():
    e = refused(_moving("cartographer", 1, True, ["traveler"], ["cartographer"]))
    assert e.rule == "ED-4.2" and "cartographer" in str(e)


def test_ED_8_2_last_item_naming_an_item_nobody_used_is_refused():
    p = setup_position(4, 0)
    p["last_item"] = "compass"
    e = refused(p)
    assert e.rule == "ED-8.2" and "compass" in str(e)
    p["reserve"]["compass"] = 2                               # one Compass has left the game
    ElDorado.from_position(p)


def test_ED_9_1_phase_discard_with_cards_in_the_played_area_is_refused():
    p = position(hands={0: ["explorer"]}, draws={0: DECK[:3]})
    p["played"][0], p["phase"] = ["sailor"], "discard"
    e = refused(p)
    assert e.rule == "ED-9.1" and "seat 0" in str(e) and "sailor" in str(e)


def test_ED_9_1_a_played_area_of_a_seat_not_to_play_is_refused():
    p = position(hands={1: ["explorer", "traveler"]}, draws={1: ["explorer"]})
    p["played"][1] = ["sailor"]
    e = refused(p)
    assert e.rule == "ED-9.1" and "seat 1" in str(e)


@pytest.mark.parametrize("flag", ["ignore_occupied", "change_symbol"])
def test_ED_12_6_cave_token_flags_without_caves_are_refused(flag):
    p = setup_position(4, 0)
    p[flag] = True
    e = refused(p)
    assert e.rule == "ED-12.6" and flag in str(e)
    ElDorado.from_position(with_caves(setup_position(4, 0, caves=True) | {flag: True}))


def test_ED_12_6_an_exchange_without_caves_is_refused():
    p = setup_position(4, 0)
    p["phase"] = "cards"
    p["pending"] = {"kind": "cards", "purpose": "exchange", "cards": 4, "given": [], "target": None}
    e = refused(p)
    assert e.rule == "ED-12.6" and "exchange" in str(e)


def test_ED_14_3_a_custom_route_touching_out_of_chain_order_is_refused():
    """Pieces 1 and 3 of a chain touching let pawns walk around the barrier between 1 and 2
    (or 2 and 3): refused naming the pieces."""
    pieces = load()["routes"]["HillsOfGold"]["pieces"]
    bad = None
    for k in range(6):                 # turn the third board until it touches the first one
        for dq in range(-2, 3):
            for dr in range(-2, 3):
                trial = [dict(p) for p in pieces]
                trial[3] = {"piece": trial[3]["piece"], "rotation": k,
                            "offset": [trial[3]["offset"][0] + dq, trial[3]["offset"][1] + dr]}
                try:
                    build_route(trial)
                except BadPosition as e:
                    if "out of chain order" in str(e):
                        bad = e
                        break
            if bad:
                break
        if bad:
            break
    assert bad is not None and bad.rule == "ED-14.3" and "pieces" in str(bad)
    for name in load()["routes"]:
        route(name)                     # no published route is refused


# ------------------------------------------------------------------ what users set up
def _small_board() -> dict:
    hexes = {f"{q},{r}": ["machete", 1] for q in range(0, 3) for r in range(-4, 1)}
    hexes.update({"-1,1": ["start"], "0,1": ["start"], "1,1": ["start"], "2,1": ["start"], "2,-5": ["cave"]})
    return {"name": "lesson", "hexes": hexes, "start_spaces": ["-1,1", "0,1", "1,1", "2,1"], "finish_spaces": ["0,-4"],
            "barrier_seams": [[["0,-1", "0,-2"], ["0,-1", "1,-2"], ["1,-1", "1,-2"], ["1,-1", "2,-2"],
                               ["2,-1", "2,-2"]]]}


def test_ED_14_4_a_board_given_as_data_is_plain_json_and_round_trips():
    board = _small_board()
    s = boardlab.new("el_dorado", players=2, seed=3, route=board, caves=True)
    pos = s.to_position()
    text = json.dumps(pos)
    t = boardlab.from_position("el_dorado", json.loads(text))
    assert t.route.cells == s.route.cells and len(t.route.seams) == 1 and t.route.name == "lesson"
    assert t.to_position() == pos and len(s.route.caves) == 1
    board["start_spaces"], board["hexes"]["-1,1"], board["hexes"]["2,1"] = ["0,1", "1,1"], ["mountain"], ["mountain"]
    with pytest.raises(BadPosition) as e:
        boardlab.new("el_dorado", players=2, seed=3, route=board)   # two pawns each need 4 start spaces
    assert e.value.rule == "ED-2.5" and "2 start space" in str(e.value)


@pytest.mark.parametrize("edit, rule, word", [
    (lambda b: b["hexes"].update({"0,0": ["machete", 7]}), "ED-4.1", "0,0"),
    (lambda b: b["hexes"].update({"0,-1": ["swamp", 1]}), "ED-13.2", "0,-1"),
    (lambda b: b.update(start_spaces=["0,0"]), "ED-2.5", "0,0"),
    (lambda b: b.update(finish_spaces=["9,9"]), "ED-13.2", "9,9"),
    (lambda b: b["hexes"].update({"0,-4": ["coin", 1]}), "ED-4.8", "0,-4"),
    (lambda b: b.update(barrier_seams=[[["0,0", "2,-2"]]]), "ED-14.3", "not neighbours"),
    (lambda b: b.update(barrier_seams=[[["0,-4", "0,-3"]]]), "ED-6.7", "0,-4"),
    (lambda b: b["hexes"].update({f"{q},-2": ["mountain"] for q in range(3)}), "ED-14.4", "no path"),
])
def test_ED_14_4_a_board_given_as_data_is_checked_like_a_route(edit, rule, word):
    board = _small_board()
    edit(board)
    with pytest.raises(BadPosition) as e:
        boardlab.new("el_dorado", players=2, seed=3, route=board)
    assert e.value.rule == rule and word in str(e.value)


def test_ED_14_2_a_route_object_as_board_keeps_the_position_plain_json():
    for r in (route("HillsOfGold"), build_route(load()["routes"]["Serpentine"]["pieces"])):
        s = boardlab.new("el_dorado", players=3, seed=1, route=r)
        pos = s.to_position()
        json.dumps(pos)
        assert boardlab.from_position("el_dorado", pos).route.cells == r.cells
    assert boardlab.new("el_dorado", route=route("HillsOfGold")).to_position()["options"] == {"route": "HillsOfGold"}
    data = board_data(route("WindingPaths"))
    assert boardlab.new("el_dorado", route=data).route.cells == route("WindingPaths").cells


def test_ED_2_5_the_first_player_hat_is_a_field():
    """With the hat on seat 2, a round runs 2, 3, 0, 1 and the end triggered by seat 0 is
    played out by seat 1, the last before the hat (ED-10.2)."""
    p = arrived(setup_position(4, 0))
    p["ending"], p["first_player"], p["seat"], p["turn"] = True, 2, 0, 5
    s = ElDorado.from_position(p)
    assert s.to_position()["first_player"] == 2
    s.apply("end")
    while s.phase == "discard":
        s.apply("keep")
    assert s.seat == 1 and not s.is_over
    s.apply("end")
    while not s.is_over:
        s.apply("keep")
    assert s.is_over and s.winners() == [0]
    q = setup_position(4, 0)
    q["first_player"], q["seat"] = 2, 1
    s = ElDorado.from_position(q)
    s.apply("end")
    while s.seat == 1:
        s.apply("keep")
    assert s.seat == 2 and s.turn == 2                        # a new round starts with the hat
    with pytest.raises(BadPosition) as e:
        ElDorado.from_position(setup_position(4, 0) | {"first_player": 4})
    assert e.value.rule == "ED-2.5"


def test_ED_7_4_an_empty_market_slot_keeps_the_type_it_held():
    p = position(hands={0: ["scout", "traveler"]}, discards={1: ["scout", "scout"]}, draws={0: DECK[:2]})
    assert p["market"][0] is None
    p["market"][0] = ["scout", 0]
    s = ElDorado.from_position(p)
    assert s.slots[0] == ("scout", 0) and s.market()[0] is None
    assert s.to_position()["market"][0] == ["scout", 0]
    assert "pioneer" in s._available()                        # an empty slot opens the reserve
    s = ElDorado.from_position(setup_position(4, 0) | {"seat": 0})
    for _ in range(3):                                        # bought out, the slot keeps its type
        s._remove_from_market("scout")
    assert s.to_position()["market"][0] == ["scout", 0]


def test_ED_9_3_discards_and_draw_piles_are_listed_top_first():
    p = position(hands={0: ["explorer", "traveler", "traveler", "traveler"]}, draws={0: ["sailor", "explorer"]},
                 discards={0: ["explorer", "traveler"]})
    s = ElDorado.from_position(p)
    assert s.discard_pile(0)[-1] == "explorer"                # the first listed is on top
    assert s.decks[0][0] == "sailor"
    s.apply("buy scout")
    s.apply("pay traveler")
    assert s.to_position()["discards"][0][:3] == ["traveler", "scout", "explorer"]  # top first
