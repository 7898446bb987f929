"""The end of an El Dorado game (ED-10), boardlab's round limit (ED-D26) and the
two-player rules (ED-11), played from edited positions on the first-game route, whose
finish spaces (paddle 1) are reached from -3,-21, -3,-20 and -2,-22."""
from __future__ import annotations

from collections import Counter

import pytest

import boardlab
from boardlab import IllegalAction, testing
from boardlab.games.el_dorado import ElDorado
from boardlab.games.el_dorado.beyond import clear_passed
from boardlab.games.el_dorado.data import CARD_TYPES
from boardlab.games.el_dorado.position import setup_position

#: FirstGame: a hex next to a finish space, and that finish space (ED-4.8)
NEAR = {"-3,-21": "-4,-21", "-3,-20": "-4,-20", "-2,-22": "-3,-22"}
A, B, C = NEAR
SAILORS = ["sailor", "explorer", "traveler", "traveler"]          # a hand that can reach the finish
DECK = ["explorer", "explorer", "traveler", "traveler"]


def position(players: int = 4, seed: int = 0, *, hands: dict | None = None, draws: dict | None = None,
             discards: dict | None = None, pawns: dict | None = None, **options) -> dict:
    """The setup position with seats' hands, draw piles, discard piles and pawns replaced;
    the market cards given to the seats are taken out of the market or the reserve
    (ED-1.3: every card is in one place), the barriers a pawn is placed beyond cleared and
    taken by its seat (ED-6.1, ED-6.2)."""
    p = setup_position(players, seed, **options)
    for key, edits in (("hands", hands), ("draw_piles", draws), ("discards", discards), ("pawns", pawns)):
        for seat, value in (edits or {}).items():
            p[key][seat] = list(value)
    clear_passed(p)
    owned = Counter(c for key in ("hands", "draw_piles", "discards", "played") for cards in p[key]
                    for c in cards if CARD_TYPES[c].initial_location != "starting_deck")
    for card, k in owned.items():
        for i, slot in enumerate(p["market"]):
            if slot and slot[0] == card:
                p["market"][i] = [card, slot[1] - k] if slot[1] > k else None
        if card in p["reserve"]:
            p["reserve"][card] -= k
            if p["reserve"][card] <= 0:
                del p["reserve"][card]
    return p


def game(*args, **kw) -> ElDorado:
    return ElDorado.from_position(position(*args, **kw))


def finish_turn(s: ElDorado) -> None:
    """Close the current turn: the movement (if any) stops, phase 1 ends, the hand is kept."""
    if s.phase == "move":
        s.apply("stop")
    if s.phase == "play":
        s.apply("end")
    if s.phase == "discard":
        s.apply("keep")


def reach(s: ElDorado, hexname: str, pawn: int = 1, card: str = "sailor") -> list:
    """The seat to play moves a pawn from ``hexname`` into the finish space next to it."""
    ev = s.apply(f"move {card}" + ("" if pawn == 1 else f" pawn {pawn}"))
    if s.phase == "move":
        ev += s.apply(f"step {NEAR[hexname]}")
    return ev


def four(pawns: dict, won: dict | None = None, barriers: list | None = None, **options) -> ElDorado:
    p = position(4, 0, hands={x: SAILORS for x in range(4)}, draws={x: DECK for x in range(4)},
                 pawns=pawns, **options)
    if won:
        p["won"] = [list(won.get(x, [])) for x in range(4)]
        p["barriers"] = barriers
    return ElDorado.from_position(p)


# ------------------------------------------------------------------ ED-10 the end
def test_ED_10_1_a_pawn_entering_a_finish_space_triggers_the_end():
    s = four({0: [A]})
    ev = reach(s, A)
    assert s.pawns[0] == -1 and s.ending and not s.is_over
    assert [e.rule for e in ev][-2:] == ["ED-4.8", "ED-10.1"]
    assert s.to_position()["pawns"][0] == ["El Dorado"]


def test_ED_10_2_the_round_is_completed():
    """Seat 1 triggers: seats 2 and 3 still play, then the game ends; seat 0 never plays
    again (every seat has had the same number of turns)."""
    s = four({1: [A]})
    finish_turn(s)
    reach(s, A)
    finish_turn(s)
    assert s.seat == 2 and s.phase == "play" and s.turn == 1
    finish_turn(s)
    assert s.seat == 3 and not s.is_over
    finish_turn(s)
    assert s.is_over and s.turn == 1 and s.winners() == [1]
    assert s.log[-1].rule == "ED-10.4" and s.log[-1].data["winners"] == [1]
    with pytest.raises(IllegalAction):
        s.apply("end")


def test_ED_10_2_the_last_seat_triggering_ends_the_game_at_once():
    s = four({3: [A]})
    for _ in range(3):
        finish_turn(s)
    assert s.seat == 3
    reach(s, A)
    assert not s.is_over                     # the turn itself goes on (discard, draw)
    finish_turn(s)
    assert s.is_over and s.turn == 1 and s.winners() == [3]


def test_ED_10_3_players_reaching_el_dorado_in_the_last_turns_count():
    """Seat 1 triggers, seat 3 also arrives before the round ends; seat 3 has a barrier,
    seat 1 none: seat 3 wins (ED-10.5).  Seat 0's pawn, past every seam too, took the others."""
    s = four({1: [A], 3: [B], 0: [C]}, won={3: [6], 0: [5, 4, 3]}, barriers=[None] * 4)
    finish_turn(s)
    reach(s, A)
    finish_turn(s)
    finish_turn(s)
    reach(s, B)
    finish_turn(s)
    assert s.is_over and s.reached(1) and s.reached(3)
    assert s.winners() == [3] and s.log[-1].rule == "ED-10.5"


def test_ED_10_4_the_only_player_in_el_dorado_wins_whatever_the_barriers():
    s = four({2: [A], 0: [B], 1: [C]}, won={0: [5, 6], 1: [4, 3]}, barriers=[None] * 4)
    finish_turn(s)
    finish_turn(s)
    reach(s, A)
    finish_turn(s)
    finish_turn(s)
    assert s.is_over and s.winners() == [2]
    assert s.scores()[2] > max(s.scores()[x] for x in (0, 1, 3))


@pytest.mark.parametrize("won,winners", [
    ({1: [3], 2: [5, 6]}, [2]),          # most barriers wins
    ({1: [6], 2: [5]}, [1]),             # tied in number: the highest value wins (ED-D7)
    ({1: [3, 5], 2: [4, 6]}, [2]),
    ({}, [1, 2]),                        # 0 barriers each: a shared win (ED-D18)
])
def test_ED_10_5_tie_break_barriers_then_highest_value_then_shared(won, winners):
    """Seats 1 and 2 arrive; the route's other barriers (5, 6, 4, 3 on its seams) were taken by
    seat 0, whose pawn is past every seam too but not in El Dorado."""
    rest = [b for b in (5, 6, 4, 3) if b not in [b for w in won.values() for b in w]]
    s = four({1: [A], 2: [B], 0: [C]}, won={**won, 0: rest}, barriers=[None] * 4)
    finish_turn(s)
    reach(s, A)
    finish_turn(s)
    reach(s, B)
    finish_turn(s)
    finish_turn(s)
    assert s.is_over and s.winners() == winners
    assert s.log[-1].rule == "ED-10.5" and s.log[-1].data["winners"] == winners


def test_ED_D26_round_limit_ends_the_game_without_a_winner():
    """boardlab's decision (ED-D26, cited under ED-10.2): after round ``round_limit`` with
    nobody in El Dorado the game ends and nobody wins."""
    s = boardlab.new("el_dorado", players=3, seed=4, round_limit=2)
    for _ in range(5):
        finish_turn(s)
    assert not s.is_over and s.seat == 2 and s.turn == 2
    finish_turn(s)
    assert s.is_over and s.winners() == [] and s.log[-1].rule == "ED-10.2"
    assert "ED-D26" in s.log[-1].text and s.log[-1].data["winners"] == []


def test_ED_D26_a_triggered_end_is_played_out_past_the_round_limit():
    """ED-10.2 before ED-D26: an end triggered in the last allowed round finishes that round
    normally and has its winner."""
    s = four({1: [A]}, round_limit=1)
    finish_turn(s)
    reach(s, A)
    for _ in range(3):
        finish_turn(s)
    assert s.is_over and s.winners() == [1]


# ------------------------------------------------------------------ ED-11 two players
def test_ED_11_1_two_pawns_each_on_starts_1_3_and_2_4():
    s = boardlab.new("el_dorado", players=2, seed=3)
    st = s.route.start_spaces
    assert s.pawns == (st[0], st[2], st[1], st[3]) and s.per_player == 2
    assert s.pawn_hexes(0) == ["-3,3", "-1,3"] and s.pawn_hexes(1) == ["-2,3", "0,3"]
    assert [s.pawn_seat(p) for p in range(4)] == [0, 0, 1, 1]


def test_ED_11_2_market_and_discard_unchanged_with_two_players():
    """The same hand has the same purchases with 2 and 4 players; buying and discarding
    work alike."""
    hand = ["photographer", "traveler", "explorer", "sailor"]
    deck = ["explorer", "explorer", "traveler", "traveler"]
    s2 = ElDorado.from_position(position(2, 0, hands={0: hand}, draws={0: deck}))
    s4 = ElDorado.from_position(position(4, 0, hands={0: hand}, draws={0: deck}))
    buys = lambda s: sorted(str(a) for a in s.legal_actions() if str(a).startswith("buy"))  # noqa: E731
    assert buys(s2) == buys(s4) and "buy trailblazer" in buys(s2)
    for s in (s2, s4):
        s.apply("buy trailblazer")
        s.apply("pay photographer")
        s.apply("pay traveler")
        assert s.phase == "discard" and s.discards[0] == ("trailblazer", "photographer", "traveler")
        s.apply("discard explorer")
        s.apply("keep")
        assert s.discards[0][-1] == "explorer" and len(s.hands[0]) == 4 and s.seat == 1


def _line(s: ElDorado) -> tuple[str, str, str]:
    """Three machete-1 hexes h–j–k in a row-like chain (j next to h, k next to j, not h),
    off the barrier seams and away from the start pawns."""
    r = s.route
    ok = lambda i: r.terrain[i] == "machete" and r.strength[i] == 1 and not r.finish[i] \
        and not s._seam[i] and i not in s.pawns  # noqa: E731
    for h in range(len(r.cells)):
        if not ok(h):
            continue
        for j in r.adjacency[h]:
            if ok(j):
                for k in r.adjacency[j]:
                    if ok(k) and k != h and k not in r.adjacency[h]:
                        return s.hex_name(h), s.hex_name(j), s.hex_name(k)
    raise AssertionError  # pragma: no cover


def test_ED_11_3_a_card_moves_one_pawn_its_budget_is_never_split():
    base = boardlab.new("el_dorado", players=2, seed=0)
    h, j, k = _line(base)
    far = next(base.hex_name(i) for i in range(len(base.route.cells))
               if base.route.terrain[i] == "machete" and base.hex_name(i) not in (h, j, k)
               and base.route.start_spaces[0] not in base.route.adjacency[i]
               and all(base.hex_name(x) not in (h, j, k) for x in base.route.adjacency[i])
               and any(base.route.terrain[x] == "machete" and base.route.strength[x] == 1
                       for x in base.route.adjacency[i]) and not base.route.finish[i]
               and i not in base.pawns)
    s = ElDorado.from_position(position(2, 0, hands={0: ["scout", "explorer"]}, draws={0: DECK + ["sailor"]},
                                        pawns={0: [far, h]}))
    assert "move scout" in [str(a) for a in s.legal_actions()]
    s.apply("move scout pawn 2")
    assert s.mv[0] == 1
    s.apply(f"step {j}")
    assert s.pawns[1] == s._hex(j) and s.phase == "move" and s.mv[2] == 1
    steps = [a.hex for a in s.legal_actions() if type(a).__name__ == "Step"]
    assert k in steps and all(s._hex(x) in s.route.adjacency[s._hex(j)] for x in steps)
    assert not any(s._hex(x) in s.route.adjacency[s._hex(far)] and s._hex(x) not in s.route.adjacency[s._hex(j)]
                   for x in steps)
    s.apply("stop")
    s.apply("move explorer")                                    # the next card: the other pawn
    assert s.mv[0] == 0


def test_ED_11_4_own_pawns_block():
    base = boardlab.new("el_dorado", players=2, seed=0)
    h, j, k = _line(base)
    s = ElDorado.from_position(position(2, 0, hands={0: ["scout", "explorer"]}, draws={0: DECK + ["sailor"]},
                                        pawns={0: [h, j]}))
    s.apply("move scout")                                       # pawn 1 at h, its own pawn 2 at j
    steps = [a.hex for a in s.legal_actions() if type(a).__name__ == "Step"]
    assert j not in steps                                       # not onto its own pawn
    with pytest.raises(IllegalAction) as e:
        s.apply(f"step {j}")
    assert e.value.rule == "ED-4.6" and "occupied" in e.value.reason   # a forbidden hex (ED-4.6)


def test_ED_11_5_both_pawns_in_el_dorado_trigger_the_end():
    """ED-D19: the first pawn arriving triggers nothing; the second does, and the round is
    completed (seat 1 plays once more)."""
    s = ElDorado.from_position(position(2, 0, hands={0: ["sailor", "captain", "explorer", "traveler"], 1: SAILORS},
                                        draws={0: DECK, 1: DECK}, pawns={0: [A, B]}))
    reach(s, A)
    assert s.pawns[0] == -1 and not s.ending
    reach(s, B, pawn=2, card="captain")
    assert s.reached(0) and s.ending and any(e.rule == "ED-11.5" for e in s.log[-3:])
    finish_turn(s)
    assert s.seat == 1 and not s.is_over
    finish_turn(s)
    assert s.is_over and s.winners() == [0]


def test_ED_11_5_one_pawn_in_el_dorado_does_not_win():
    """Seat 1 gets one pawn home in the final round: seat 0 (both pawns) still wins alone,
    even with fewer barriers."""
    p = position(2, 0, hands={0: SAILORS, 1: SAILORS}, draws={0: DECK, 1: DECK},
                 pawns={0: ["El Dorado", A], 1: [B, "-1,2"]})
    p["won"] = [[], [5, 6, 4, 3]]                  # every pawn is past every seam
    p["barriers"] = [None] * 4
    s = ElDorado.from_position(p)
    reach(s, A, pawn=2)
    assert s.ending
    finish_turn(s)
    reach(s, B)
    finish_turn(s)
    assert s.is_over and s.pawns[2] == -1 and s.winners() == [0] and s.log[-1].rule == "ED-10.4"


def test_ED_11_5_both_players_home_in_the_final_round_tie_break_decides():
    """Seat 0 triggers; seat 1 brings its second pawn home in the same round: both have
    both pawns in El Dorado, and seat 1's barrier decides (ED-10.5)."""
    p = position(2, 0, hands={0: SAILORS, 1: SAILORS}, draws={0: DECK, 1: DECK},
                 pawns={0: ["El Dorado", A], 1: ["El Dorado", B]})
    p["won"] = [[5], [6, 4, 3]]                    # every pawn is past every seam
    p["barriers"] = [None] * 4
    s = ElDorado.from_position(p)
    reach(s, A, pawn=2)
    finish_turn(s)
    reach(s, B, pawn=2)
    finish_turn(s)
    assert s.is_over and s.reached(0) and s.reached(1)
    assert s.winners() == [1] and s.log[-1].rule == "ED-10.5"


def toward_el_dorado(state, action, events) -> float:
    """A preference for ``boardlab.testing.check_rare_paths``: the progress the action gives
    the seat to move (``evaluate``), so that biased games reach El Dorado, which plain
    random games on FirstGame do not within the round limit."""
    seat = state.to_move
    after = state.copy()
    after.apply(action)
    return 3.0 * (after.evaluate(seat) - state.evaluate(seat))


@pytest.mark.parametrize("players,options,ending", [
    (2, {"round_limit": 90}, "ED-11.5"), (3, {}, "ED-10.1"), (4, {}, "ED-10.1")])
def test_ED_10_1_ED_11_5_games_driven_to_el_dorado_end_there_and_keep_the_contract(players, options, ending):
    """ED-4.8, ED-10.1 (two players: ED-11.5), ED-10.4: games driven towards El Dorado reach
    it, trigger the end and name a winner, with ``check()`` holding at every decision and
    copies, undo, round trips and views checked on such a game (the properties see the
    ending, not only the round limit's).  Two players need both pawns home: a round limit
    of 90 (ED-D26) gives them the time.  (That biased games keep the paths plain random
    games take is the conformance suite's check, with the game's own ``rare_weight``.)"""
    met: Counter = Counter()
    for seed in (0, 1, 2):
        s = testing.play("el_dorado", players, seed, options, chooser=testing.biased_chooser(toward_el_dorado),
                         visit=lambda t, r: t.check())
        met.update(testing.rule_ids(s))
    assert met[ending] >= 1 and met["ED-4.8"] >= 1 and met["ED-10.4"] >= 1, dict(met)
    for check in (testing.check_copies, testing.check_round_trips, testing.check_views):
        check("el_dorado", players, options, 0, 3, chooser=testing.biased_chooser(toward_el_dorado))

