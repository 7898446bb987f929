"""Positions that cannot occur are refused with the rule and the thing (:mod:`.possible`), and
positions hold what users set up: a board given as data, the first-player hat, the type of
an empty market slot, piles listed top first (:mod:`.position`, :mod:`.board_data`)."""
from __future__ import annotations

import json

import pytest

import boardlab
from boardlab import BadPosition
from boardlab.games.el_dorado import ElDorado
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
    e = refused(p)
    assert e.rule == "ED-11.5" and "both pawns" in str(e)


def _moving(card: str, budget: int, moved: bool, hand: list, played: list) -> dict:
    p = position(hands={0: hand}, draws={0: DECK[:2]})
    p["played"][0] = played
    for c in played:
        if c in p["reserve"]:
            p["reserve"][c] -= 1
    p["phase"] = "move"
    p["move"] = {"pawn": 0, "symbol": "machete", "budget": budget, "card": card, "moved": moved}
    return p


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
