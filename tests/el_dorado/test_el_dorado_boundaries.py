"""Hand-built positions pinning boundaries the random games reach rarely: rubble, basecamps and
rubble barriers offered with exactly as many cards as they take (ED-5.1, ED-5.2, ED-6.4), the
two-player end (ED-11.5) and the tie-break on the highest barrier value (ED-10.5)."""
from __future__ import annotations

import pytest

from boardlab.games.el_dorado import ElDorado
from test_el_dorado_caves import position  # tests/el_dorado is on sys.path

NEXT_TO_FINISH = ("-3,-21", "-3,-20", "-2,-22")      # machete hexes next to a FirstGame finish space


def legal(s: ElDorado) -> set[str]:
    return {str(a) for a in s.legal_actions()}


# ------------------------------------------------------------------ exactly enough cards
@pytest.mark.parametrize("pawn, target, rule", [("1,-17", "2,-17", "ED-5.1"), ("4,-18", "5,-18", "ED-5.2")])
def test_ED_5_1_ED_5_2_rubble_and_basecamp_3_offered_with_exactly_3_cards(pawn, target, rule):
    """A strength-3 rubble hex or basecamp is offered with 3 cards in hand (no more needed),
    not with 2."""
    three = position(hands={0: ["explorer", "sailor", "traveler"]}, draws={0: ["traveler"]}, pawns={0: [pawn]})
    s = ElDorado.from_position(three)
    assert f"enter {target}" in legal(s)
    s.apply(f"enter {target}")
    for c in ("explorer", "sailor", "traveler"):
        s.apply(f"card {c}")
    assert s.hex_name(s.pawns[0]) == target and s.hands[0] == ()
    assert any(e.rule == rule for e in s.log[-2:])
    two = position(hands={0: ["explorer", "sailor"]}, draws={0: ["traveler"]}, pawns={0: [pawn]})
    assert f"enter {target}" not in legal(ElDorado.from_position(two))


def test_ED_6_4_a_rubble_2_barrier_offered_with_exactly_2_cards():
    for hand, offered in ((["explorer", "sailor"], True), (["explorer"], False)):
        p = position(hands={0: hand}, draws={0: ["traveler"]}, pawns={0: ["-3,0"]})
        p["barriers"] = [6, 1, 2, 3]
        s = ElDorado.from_position(p)
        assert ("clear 6" in legal(s)) is offered


# ------------------------------------------------------------------ ED-11.5 two players
def _two(pawns: list, won: list, hands: dict) -> ElDorado:
    p = position(2, 0, hands=hands, draws={0: ["traveler"] * 3, 1: ["traveler"] * 3}, pawns=dict(enumerate(pawns)))
    for x in (0, 1):
        p["hands"][x] = hands.get(x, ["explorer"])
    p["barriers"], p["won"] = [None] * 4, won
    return ElDorado.from_position(p)


def test_ED_11_5_one_pawn_arriving_triggers_nothing_the_second_does():
    s = _two([[NEXT_TO_FINISH[0], "-3,3"], ["-2,3", "0,3"]], [[1, 2], [3, 4]], {0: ["sailor", "explorer"]})
    s.apply("move sailor")
    ev = s.apply("step -4,-21")
    assert s.pawns[0] == -1 and not s.ending and not any(e.rule == "ED-11.5" for e in ev)
    s = _two([["El Dorado", NEXT_TO_FINISH[0]], ["-2,3", "0,3"]], [[1, 2], [3, 4]], {0: ["sailor", "explorer"]})
    s.apply("move sailor pawn 2")
    ev = s.apply("step -4,-21")
    assert s.ending and any(e.rule == "ED-11.5" for e in ev)
    s.apply("end")
    s.apply("keep")
    assert s.seat == 1 and not s.is_over                      # the round is completed (ED-10.2)
    s.apply("end")
    while not s.is_over:
        s.apply("keep")
    assert s.winners() == [0]


def test_ED_11_5_the_second_seat_completing_both_pawns_in_the_last_turn_goes_to_the_tie_break():
    s = _two([["El Dorado", NEXT_TO_FINISH[0]], ["El Dorado", NEXT_TO_FINISH[1]]], [[1, 2], [3, 4]],
             {0: ["sailor", "explorer"], 1: ["sailor", "explorer"]})
    s.apply("move sailor pawn 2")
    s.apply("step -4,-21")
    s.apply("end")
    s.apply("keep")
    s.apply("move sailor pawn 2")
    s.apply("step -4,-20")
    s.apply("end")
    while not s.is_over:
        s.apply("keep")
    assert s.log[-1].rule == "ED-10.5" and s.winners() == [1]      # 2 barriers each; 4 beats 2


def test_ED_11_5_the_last_seat_triggering_ends_the_game_at_once():
    s = _two([["-3,3", "-1,3"], ["El Dorado", NEXT_TO_FINISH[1]]], [[1, 2], [3, 4]], {1: ["sailor", "explorer"]})
    p = s.to_position()
    p["seat"] = 1
    s = ElDorado.from_position(p)
    s.apply("move sailor pawn 2")
    s.apply("step -4,-20")
    s.apply("end")
    while not s.is_over:
        s.apply("keep")
    assert s.is_over and s.winners() == [1] and s.log[-1].rule == "ED-10.4"


# ------------------------------------------------------------------ ED-10.5 tie-break values
@pytest.mark.parametrize("won, winners", [
    ([[1, 5], [6, 2], [], []], [1]),              # 2 barriers each: 6 beats 5
    ([[5, 1], [4, 3], [], []], [0]),              # 5 beats 4
    ([[1, 2, 3], [6], [], []], [0]),              # the count comes first, the value second
])
def test_ED_10_5_the_tie_break_on_the_highest_barrier_value(won, winners):
    """Seat 1 is in El Dorado; seat 0 arrives: two players home, ED-10.5 decides."""
    p = position(4, 0, hands={0: ["sailor"]}, draws={0: ["traveler"] * 4},
                 pawns={0: [NEXT_TO_FINISH[0]], 1: ["El Dorado"]})
    p["barriers"], p["won"], p["ending"] = [None] * 4, won, True
    s = ElDorado.from_position(p)
    s.apply("move sailor")
    s.apply("step -4,-21")
    while not s.is_over:
        s.apply("end" if s.phase == "play" else "keep")
    assert s.winners() == winners and s.log[-1].rule == "ED-10.5"
