"""Lost Cities in the shared ``Play`` widget, driven from Python exactly as a person
drives it: ``play.board.click(node)``, ``play.moves.value = …; play.apply_button.click()``,
``play.undo_button.click()``, ``play.viewer.value = …``."""
from __future__ import annotations

import json
import random

import pytest

import boardlab
from boardlab.bots import RandomBot
from boardlab.render import nodes_of
from boardlab.widgets import BoardView, Play
from lc_positions import layout_tiles, pawns, start


def snapshot(s) -> str:
    return json.dumps([s.to_position(), [str(a) for a in s.history], len(s.log)], default=str)


def hand_nodes(svg_text: str) -> set[str]:
    return {n for n in BoardView(svg=svg_text).nodes if n.startswith("hand:")}


def decide_by_clicks(p: Play, a) -> None:
    """Take ``a`` as a person would: click its nodes in order, or (no node, like
    ``no advance``) pick it in the move list and press Apply."""
    s = p.state
    n = len(s.history)
    nodes = nodes_of(s, a)
    if nodes:
        for i, node in enumerate(nodes):
            p.board.click(node)
            if i < len(nodes) - 1:                 # the move goes on: its next node is lit
                assert nodes[i + 1] in p.board.highlight, (str(a), p.board.highlight)
    else:
        p.moves.value = str(a)
        p.apply_button.click()
    assert len(s.history) > n and str(s.history[n]) == str(a), (str(a), p.message.value)


def blue_position():
    """Seat 0 to play with a blue row ending in 5 (pawn E1 on blue 1), holding B3 (too
    low, LC-5.5) and B9 (playable)."""
    return start(players=2, pawns=[pawns(E1="B1"), pawns()], rows=[{"B": [5]}, {}],
                 hands=["B3 B9 Y0 Y1 W9 W10 G9 G10", "Y2 Y3 B9 B10 G7 G8 R7 R8"])


# ------------------------------------------------------------------- whole games
def test_a_whole_short_game_by_board_clicks_for_seat_0_against_a_random_bot():
    s = boardlab.new("lost_cities", players=2, seed=11, rounds=1)
    p = Play(s, bots={1: RandomBot(1)})
    rng = random.Random(4)
    decisions = set()
    while not s.is_over:
        assert s.to_move == 0
        actions = s.legal_actions()
        plays = [a for a in actions if str(a).startswith("play ")]
        a = rng.choice(plays) if plays and rng.random() < 0.7 else rng.choice(actions)
        decide_by_clicks(p, a)
        decisions.add(str(a).split()[0])
        assert p.message.value == ""
    assert {"play", "discard", "draw"} <= decisions
    assert "winner" in p.status.value
    for w in s.winners():
        assert s.seat_name(w) in p.status.value
    assert "Final scoring" in p.board.svg and "R1 " in p.board.svg
    for seat in range(2):
        assert f"→ {s.vp[seat]} VP" in p.board.svg
    assert "LC-9.1" in p.log.value and "LC-11.2" in p.log.value and "LC-11.3" in p.log.value
    assert p.apply_button.disabled and p.moves.options == ()
    p.board.click("pile")
    assert "game is over" in p.message.value and p.refusal[0] == "LC-11.1"


def test_a_three_round_game_for_three_players_with_bots_finishing():
    s = boardlab.new("lost_cities", players=3, seed=5)
    p = Play(s, bots={1: RandomBot(1), 2: RandomBot(2)})
    rng = random.Random(2)
    for _ in range(12):                              # seat 0 plays a few turns by clicks …
        decide_by_clicks(p, rng.choice(s.legal_actions()))
    assert len({str(a) for a in s.history}) > 6 and not s.is_over
    p.bots[0] = RandomBot(0)                          # … then a bot takes seat 0 over
    decide_by_clicks(p, rng.choice(s.legal_actions()))
    assert s.is_over and s.round == 3
    assert [e.data["round"] for e in s.log if e.rule == "LC-9.1"] == [1] * 3 + [2] * 3 + [3] * 3
    assert "LC-11.3" in p.log.value                       # the log widget shows the latest events
    assert {"LC-10.2", "LC-11.3"} <= {e.rule for e in s.log}
    svg = p.board.svg
    for seat in range(3):
        assert "R1 " in svg and "R2 " in svg and "R3 " in svg
        assert f"{s.vp[seat]} VP" in svg
    assert "Game over" in p.status.value


# ------------------------------------------------------------- clicks and refusals
def test_a_card_then_its_row_plays_it_and_the_next_nodes_are_highlighted():
    p = Play(blue_position(), bots={1: RandomBot(1)})
    s = p.state
    assert {"hand:B9", "row:0:B", "discard:B", "row:0:Y"} <= set(p.board.highlight)
    assert "row:1:B" not in p.board.highlight
    p.board.click("hand:B9")
    assert set(p.board.highlight) == {"hand:B9", "row:0:B", "discard:B"}
    p.board.click("row:0:B")
    assert s.row(0, "B") == [5, 9] and s.pawn(0, "E1") == "B2" and s.phase == "draw"
    assert "LC-5.6" in p.log.value  # the pawn advances one step
    assert set(p.board.highlight) == {"pile"}      # nothing discarded yet: only the pile
    p.board.click("pile")
    assert s.to_move == 0 and len(s.hand(0)) == 8  # the bot played its turn


def test_row_first_then_the_card_also_plays():
    p = Play(blue_position())
    s = p.state
    p.board.click("row:0:B")                        # target first: the cards that fit are lit
    assert set(p.board.highlight) == {"row:0:B", "hand:B9"}
    p.board.click("hand:B9")
    assert s.row(0, "B") == [5, 9]


def test_a_refused_click_shows_the_lost_cities_rule_and_changes_nothing():
    p = Play(blue_position(), bots={1: RandomBot(1)})
    s = p.state
    before = snapshot(s)
    p.board.click("hand:B3")                        # only its discard is legal
    assert set(p.board.highlight) == {"hand:B3", "discard:B"}
    p.board.click("row:0:B")                        # too low: the engine's own rule id
    assert p.refusal == ("LC-5.5", "B3 is lower than the last blue card 5")
    assert "LC-5.5" in p.message.value and "lower than the last blue card 5" in p.message.value
    assert snapshot(s) == before and p.board.highlight and "row:0:B" in p.board.highlight
    p.board.click("row:1:B")                        # another seat's row
    assert p.refusal[0] == "LC-5.2" and "seat 1" in p.message.value
    p.board.click("hand:B9")
    p.board.click("row:0:Y")                        # a card on a row of another colour
    assert p.refusal[0] == "LC-5.2" and "B9 is blue" in p.message.value
    p.board.click("pile")                           # drawing before playing
    assert p.refusal[0] == "LC-4.1"
    p.board.click("pawn:0:L")                       # a pawn, outside the pawn phase
    assert p.refusal[0] == "LC-5.3"
    p.board.click("pawn:1:L")                       # another seat's pawn
    assert p.refusal[0] == "LC-7.4" and "seat 1's leader" in p.refusal[1]
    assert snapshot(s) == before
    p.board.click("hand:B3")
    p.board.click("discard:B")                      # legal: discarded
    assert s.discard_pile("B") == [3] and s.phase == "draw"
    p.board.click("discard:B")                      # its own discard: D-10
    assert p.refusal[0] == "LC-5.9" and "D-10" in p.message.value
    p.board.click("row:0:B")                        # a row in the draw phase
    assert p.refusal[0] == "LC-4.1" and "draw" in p.message.value
    p.board.click("pile")
    assert s.to_move == 0 and p.message.value == ""


def test_a_new_expedition_asks_for_its_pawn_by_a_click():
    p = Play(blue_position())
    s = p.state
    p.board.click("hand:Y0")
    p.board.click("row:0:Y")
    assert s.phase == "pawn" and "LC-5.3" in p.status.value
    assert "pawn to choose (LC-5.3)" in p.board.svg
    camp = {f"pawn:0:{x}" for x in ("L", "E2", "E3", "E4")}
    assert set(p.board.highlight) == camp
    p.board.click("pawn:0:E1")                      # already out, on blue 1
    assert p.refusal[0] == "LC-5.3" and "not in the camp" in p.message.value
    p.board.click("pawn:0:L")
    assert s.pawn(0, "L") == "Y1" and s.phase == "draw"


def test_no_advance_is_in_the_move_list_and_a_step_tile_pawn_by_click():
    p = Play(start(players=2, pawns=[pawns(E1="B2", E2="R3"), pawns()],
                   rows=[{"B": [5, 6], "R": [1, 2, 3]}, {}],
                   hands=["B6 B9 Y0 Y1 W9 W10 G9 G10", "Y2 Y3 B9 B10 G7 G8 R7 R8"],
                   tiles=layout_tiles({"B3": "STEP"})))
    s = p.state
    p.board.click("hand:B9")
    p.board.click("row:0:B")                        # onto the step tile of blue 3 (LC-7.4)
    assert s.phase == "step_tile" and "LC-7.4" in p.status.value
    assert "no advance" in [v for _, v in p.moves.options]
    assert set(p.board.highlight) == {"pawn:0:E1", "pawn:0:E2"}
    p.board.click("pawn:0:L")                       # in the camp
    assert p.refusal[0] == "LC-7.4" and "camp" in p.message.value
    p.board.click("pawn:0:E2")
    assert s.pawn(0, "E2") == "R4"
    if s.phase == "step_tile":                      # the tile on red 4 chains (LC-7.4)
        p.moves.value = "no advance"
        p.apply_button.click()
    assert s.phase == "draw"


def test_undo_takes_back_the_bot_turn_and_redo_restores_it():
    p = Play(blue_position(), bots={1: RandomBot(1)})
    s = p.state
    p.board.click("hand:B9")
    p.board.click("row:0:B")
    mid = snapshot(s)
    p.board.click("pile")                           # seat 0 draws; the bot plays its turn
    assert s.to_move == 0 and len(s.history) >= 4
    after = snapshot(s)
    p.undo_button.click()                           # back to seat 0's draw
    assert snapshot(s) == mid and s.phase == "draw"
    p.undo_button.click()                           # back to the start
    assert s.history == [] and s.phase == "play" and p.undo_button.disabled
    p.redo_button.click()
    p.redo_button.click()
    assert snapshot(s) == after


def test_view_switch_hides_the_other_hand():
    p = Play(boardlab.new("lost_cities", players=3, seed=7), bots={2: RandomBot(2)})
    s = p.state
    mine = {f"hand:{c}" for c in s.hand(0)}
    assert hand_nodes(p.board.svg) == mine
    p.viewer.value = 1
    svg = p.board.svg
    assert hand_nodes(svg) == set() and "face down" in svg
    assert f"your hand — seat 1 ({len(s.hand(1))} cards)" in svg
    assert p.moves.options == () and p.apply_button.disabled and p.board.highlight == []
    assert "hidden from seat 1" in p.status.value
    before = snapshot(s)
    p.board.click("pile")
    assert snapshot(s) == before and "seat 0 is to move" in p.message.value
    p.viewer.value = 0
    assert hand_nodes(p.board.svg) == mine and p.moves.options
    p.board.click(sorted(mine)[0])
    p.board.click(f"discard:{sorted(mine)[0][5]}")
    assert s.phase == "draw"
    p.viewer.value = "all"
    assert hand_nodes(p.board.svg) == {f"hand:{c}" for c in s.hand(0)}



@pytest.mark.parametrize("players,options", [
    (4, {}), (2, {"rounds": 1}), (3, {"descending_variant": True}),
    (2, {"rounds": 1, "descending_variant": True})])
def test_LC_10_1_LC_12_1_LC_13_1_games_played_to_the_end_by_clicks_and_bots(players, options):
    """Every player count, the short game (LC-12.1) and the variant (LC-13.1) finish in
    ``Play``: seat 0 by board clicks (move list for moves without a node), bots elsewhere."""
    s = boardlab.new("lost_cities", players=players, seed=11, **options)
    p = Play(s, bots={seat: RandomBot(seat) for seat in range(1, players)})
    rng = random.Random(11)
    while not s.is_over:
        decide_by_clicks(p, rng.choice(s.legal_actions()))
    assert s.is_over and s.winners() and "winner" in p.status.value
    assert s.round == options.get("rounds", 3)
