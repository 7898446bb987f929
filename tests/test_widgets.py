"""The widgets, driven from Python exactly as a notebook (or a person) drives them:
``board.click(node)``, ``button.click()``, ``widget.value = …``."""
from __future__ import annotations

import json
import random

import pytest

import boardlab
from boardlab.bots import RandomBot
from boardlab.render import nodes_of
from boardlab.widgets import BoardView, Play, Replay, Walkthrough


def snapshot(s) -> str:
    return json.dumps([s.to_position(), [str(a) for a in s.history], len(s.log)], default=str)


def hand_nodes(svg_text: str) -> set[str]:
    return {n for n in BoardView(svg=svg_text).nodes if n.startswith("hand:")}


def three_players(**kw) -> Play:
    return Play(boardlab.new("ecosystem", players=3, seed=7), **kw)


def with_bots() -> Play:
    return three_players(bots={1: RandomBot(1), 2: RandomBot(2)})


# ------------------------------------------------------------------ BoardView
def test_board_view_click_sets_clicked_and_counts_repeats():
    seen = []
    b = BoardView(svg='<svg><g data-node="a"><rect/></g><g data-node="b"/></svg>')
    b.observe(lambda ch: seen.append(b.clicked), names="clicks")
    b.click("a")
    b.click("a")
    b.click("b")
    assert seen == ["a", "a", "b"] and b.clicks == 3
    with pytest.raises(ValueError):
        b.click("c")
    assert repr(b) == "BoardView(nodes=2, highlight=0)"


# ---------------------------------------------------------------------- Play
def test_click_a_hand_card_then_a_cell_plays_and_logs_with_rule_ids():
    p = with_bots()
    s = p.state
    assert s.to_move == 0 and s.phase == "pick"
    card = s.legal_actions()[0].card
    p.board.click(f"hand:{card}")
    assert s.phase == "place" and s.to_move == 0      # the bots picked too
    assert "EC-3.3" in p.log.value                    # choices revealed
    assert p.board.highlight == ["0:0,0"]
    p.board.click("0:0,0")
    assert s.grids[0] == {(0, 0): card}
    assert "EC-4.2" in p.log.value and "seat 0 places a" in p.log.value
    assert s.to_move == 0 and s.phase == "pick"       # the bots placed; seat 0 picks again
    assert p.message.value == ""


def test_clicking_an_illegal_cell_is_refused_with_the_rule_and_changes_nothing():
    p = with_bots()
    s = p.state
    p.board.click(f"hand:{s.legal_actions()[0].card}")
    p.board.click("0:0,0")
    p.board.click(f"hand:{s.legal_actions()[0].card}")
    assert s.phase == "place"
    before = snapshot(s)
    p.board.click("0:0,0")                            # occupied
    assert "EC-4.3" in p.message.value and "occupied" in p.message.value
    assert snapshot(s) == before
    corner = next(n for n in p.board.nodes if n.startswith("0:")
                  and n not in {"0:0,0"} | {nodes_of(s, a)[0] for a in s.legal_actions()})
    p.board.click(corner)                             # diagonal: not adjacent
    assert "EC-4.3" in p.message.value and "not adjacent" in p.message.value
    p.board.click("1:0,0")                            # another seat's ecosystem
    assert "EC-3.3" in p.message.value
    assert snapshot(s) == before


def test_EC_3_2_clicking_a_hand_card_while_placing_cites_one_card_a_step():
    p = with_bots()
    s = p.state
    p.board.click(f"hand:{s.legal_actions()[0].card}")
    card = s.hands[0][0]
    before = snapshot(s)
    p.board.click(f"hand:{card}")
    assert "EC-3.2" in p.message.value and "must place" in p.message.value
    assert snapshot(s) == before


def test_move_list_and_apply_button():
    p = three_players()
    s = p.state
    labels = [label for label, _ in p.moves.options]
    assert labels == [str(a) for a in s.legal_actions()]
    assert all(label == value for label, value in p.moves.options)
    p.moves.value = p.moves.options[-1][1]
    chosen = p.moves.value
    p.apply_button.click()
    assert [str(a) for a in s.history] == [chosen]
    assert s.to_move == 1                               # no bots: seat 1's turn
    assert [v for _, v in p.moves.options] == [str(a) for a in s.legal_actions()]


def test_undo_and_redo_without_bots():
    p = three_players()
    s = p.state
    p.apply_button.click()
    p.apply_button.click()
    after = snapshot(s)
    p.undo_button.click()
    assert len(s.history) == 1 and s.to_move == 1
    p.undo_button.click()
    assert s.history == [] and p.undo_button.disabled
    p.redo_button.click()
    p.redo_button.click()
    assert snapshot(s) == after and p.redo_button.disabled


def test_undo_takes_back_the_bot_moves_too_and_redo_restores_them():
    p = with_bots()
    s = p.state
    p.moves.value = p.moves.options[0][1]
    p.apply_button.click()                              # seat 0 picks; bots pick
    assert len(s.history) == 3 and s.to_move == 0
    after = snapshot(s)
    p.undo_button.click()
    assert s.history == [] and s.to_move == 0           # back to seat 0's decision
    p.redo_button.click()
    assert snapshot(s) == after                         # the same bot moves, not new ones
    p.apply_button.click()
    assert p.redo_button.disabled                       # a new move clears redo


def test_undo_when_only_bots_have_moved_does_nothing():
    s = boardlab.new("ecosystem", players=3, seed=2)
    s.apply(s.legal_actions()[0])                       # seat 0 (a bot below) has chosen
    p = Play(s, bots={0: RandomBot(0), 2: RandomBot(2)})
    assert s.to_move == 1
    p.apply_button.click()                              # seat 1 (human) picks; seat 2 bot picks
    p.undo_button.click()
    assert len(s.history) == 1 and s.to_move == 1
    before = snapshot(s)
    p.undo_button.click()
    assert snapshot(s) == before and "nothing to undo" in p.message.value


def test_view_switch_hides_another_seats_hand():
    p = three_players()
    s = p.state
    mine = {f"hand:{c}" for c in s.hands[0]}
    assert hand_nodes(p.board.svg) == mine
    p.viewer.value = 1
    assert hand_nodes(p.board.svg) == set()
    assert "face-down" in p.board.svg
    assert p.moves.options == () and p.apply_button.disabled
    assert "hidden from seat 1" in p.status.value
    p.viewer.value = 0
    assert hand_nodes(p.board.svg) == mine and p.moves.options
    p.viewer.value = "all"
    assert hand_nodes(p.board.svg) == mine


def test_clicks_in_another_seats_view_are_refused():
    p = Play(boardlab.new("ecosystem", players=3, seed=7), bots={1: RandomBot(1), 2: RandomBot(2)},
             view=2)
    s = p.state
    p.viewer.value = "all"
    p.apply_button.click()                               # seat 0 picks; now seat 0 places
    p.viewer.value = 2
    before = snapshot(s)
    assert "0:0,0" in p.board.nodes and p.board.highlight == []
    p.board.click("0:0,0")
    assert snapshot(s) == before and "seat 0 is to move" in p.message.value
    p.viewer.value = 0
    p.board.click("0:0,0")
    assert len(s.grids[0]) == 1


def test_bots_move_by_themselves():
    p = with_bots()
    s = p.state
    for _ in range(4):
        p.apply_button.click()
        assert s.to_move == 0
    assert len(s.history) == 12
    assert repr(p) == ("Play(ecosystem 3p, move 12, seat 0 to move, "
                       "bots={1: RandomBot(1), 2: RandomBot(2)}, view=everyone)")


def test_a_swap_can_be_clicked_in_either_order_and_a_second_click_unselects():
    s = boardlab.from_position("ecosystem", {
        "players": 3, "seed": 1, "round": 1, "step": 4, "phase": "swap", "to_move": 0,
        "grids": ["MB/RS", "MSB", "BFW"], "hands": ["MSBFWD", "MSBFWD", "MSBFWD"],
        "picks": [None, "E", "E"]})
    p = Play(s)
    assert "no swap" in [v for _, v in p.moves.options]
    p.board.click("0:1,1")
    assert s.phase == "swap" and "0:0,0" in p.board.highlight
    p.board.click("0:1,1")                               # unselect
    assert p.board.highlight == sorted({"0:0,0", "0:0,1", "0:1,0", "0:1,1"})
    p.board.click("0:1,1")
    p.board.click("0:0,0")                               # the other way round
    assert s.grids[0][(0, 0)] == "S" and s.grids[0][(1, 1)] == "M"
    assert "EC-4.6" in p.log.value and s.to_move == 1


def test_a_whole_game_by_board_clicks_for_seat_0():
    p = with_bots()
    s = p.state
    rng = random.Random(5)
    while not s.is_over:
        assert s.to_move == 0
        n = len(s.history)
        actions = s.legal_actions()
        a = actions[0] if s.phase != "swap" else rng.choice(actions)
        nodes = nodes_of(s, a)
        if nodes:
            for node in reversed(nodes) if len(nodes) > 1 else nodes:
                p.board.click(node)
        else:                                           # "no swap": the move list
            p.moves.value = str(a)
            p.apply_button.click()
        assert len(s.history) > n and str(s.history[n]) == str(a), p.message.value
    assert len(s.grids[0]) == 20
    assert "winner" in p.status.value
    for w in s.winners():
        assert s.seat_name(w) in p.status.value
    for seat, sheet in enumerate(s.score_sheets()):
        assert f"total {sheet.total}" in p.board.svg
    assert "EC-8.3" in p.log.value and ("EC-11.1" in p.log.value or "EC-11.2" in p.log.value)
    assert p.apply_button.disabled and p.moves.options == ()
    p.board.click("0:0,0")
    assert "game is over" in p.message.value


def test_play_refuses_a_view():
    with pytest.raises(ValueError):
        Play(boardlab.new("ecosystem", players=3, seed=1).view(0))


def test_solo_gift_by_click():
    p = Play(boardlab.new("ecosystem", players=1, seed=3))
    s = p.state
    p.board.click(f"hand:{s.hands[0][0]}")
    p.board.click("0:0,0")
    assert s.phase == "gift"
    card = s.hands[0][0]
    p.board.click(f"hand:{card}")
    assert s.grids[1] == {(0, 0): card} and "EC-10.2" in p.log.value


# ---------------------------------------------------------- Walkthrough / Replay
def test_walkthrough_next_and_back():
    s = boardlab.new("ecosystem", players=3, seed=7)
    card = s.legal_actions()[0].card
    trial = s.copy()
    steps = []
    for _ in range(3):                                   # every seat picks its first card
        steps.append(str(trial.legal_actions()[0]))
        trial.apply(steps[-1])
    steps.append("place 0,0")
    notes = ["seat 0 chooses", None, "last choice: all revealed", "first card"]
    wt = Walkthrough(s, steps, notes=notes)
    assert s.history == []                               # the given state is untouched
    assert wt.step == 0 and wt.back_button.disabled
    assert wt.board.highlight == [f"hand:{card}"]
    wt.next_button.click()
    assert wt.step == 1 and "EC-3.2" in wt.event_list.value and "seat 0 chooses" in wt.note.value
    wt.next_button.click()
    wt.next_button.click()
    assert "EC-3.3" in wt.event_list.value and "all revealed" in wt.note.value
    wt.next_button.click()
    assert wt.step == 4 and wt.next_button.disabled and "EC-4.2" in wt.event_list.value
    assert wt.state.grids[0] == {(0, 0): card}
    wt.back_button.click()
    assert wt.step == 3 and wt.state.grids[0] == {} and wt.board.highlight == ["0:0,0"]
    assert repr(wt) == "Walkthrough(ecosystem, step=3 of 4)"


def test_walkthrough_rejects_an_illegal_script_at_once():
    s = boardlab.new("ecosystem", players=3, seed=7)
    with pytest.raises(boardlab.IllegalAction) as e:
        Walkthrough(s, [str(s.legal_actions()[0]), "place 0,0"])
    assert e.value.rule == "EC-3.3" and "step 2" in str(e.value)


def test_replay_slider():
    s = boardlab.new("ecosystem", players=3, seed=5)
    rng = random.Random(1)
    for _ in range(25):
        s.apply(rng.choice(s.legal_actions()))
    r = Replay(s.to_record())
    assert r.slider.max == 25 and r.slider.value == 0
    assert "EC-2.3" in r.event_list.value
    r.slider.value = 12
    part = boardlab.load(dict(s.to_record(), actions=s.to_record()["actions"][:12]))
    assert r.state.to_position() == part.to_position()
    assert r.board.svg == boardlab.render.svg(part)
    rule = part.log[-1].rule
    assert rule in r.event_list.value and str(s.history[11]) in r.caption.value
    r.slider.value = 25
    assert r.state.to_position() == s.to_position()
    assert repr(r) == "Replay(ecosystem, move=25 of 25)"


def test_reprs_have_no_memory_address():
    s = boardlab.new("ecosystem", players=3, seed=1)
    class Mine:   # a bot of the user's own, with the default repr (it has an address)
        def choose(self, state):
            return state.legal_actions()[0]

    objs = [BoardView(), Play(s.copy(), bots={1: Mine()}), Walkthrough(s, []), Replay(s)]
    for obj in objs:
        assert "0x" not in repr(obj)
    bundle = objs[1]._repr_mimebundle_()
    assert bundle["text/plain"] == repr(objs[1])
    assert "application/vnd.jupyter.widget-view+json" in bundle


def test_css_classes_for_browser_tests():
    p = three_players()
    assert "boardlab-play" in p.widget._dom_classes
    for widget, css in [(p.board, "boardlab-board"), (p.moves, "boardlab-moves"),
                        (p.log, "boardlab-log"), (p.message, "boardlab-message"),
                        (p.status, "boardlab-status"), (p.apply_button, "boardlab-apply"),
                        (p.undo_button, "boardlab-undo"), (p.redo_button, "boardlab-redo"),
                        (p.viewer, "boardlab-viewer")]:
        assert css in widget._dom_classes


def test_a_hand_card_clicked_during_a_rabbit_swap_is_refused_not_a_crash():
    """EC-4.6 — during the swap only cells of one's own ecosystem count."""
    s = boardlab.from_position("ecosystem", {
        "players": 3, "seed": 1, "round": 1, "step": 3, "phase": "swap", "to_move": 0,
        "grids": ["BMR", "SS", "WW"], "hands": ["FWDTYEA", "FWDTYAB", "FDTYRBM"],
        "picks": [None, "M", "D"], "deck": None})
    p = Play(s)
    before = s.to_position()
    p.board.click("0:0,0")
    p.board.click("hand:F")
    assert s.to_position() == before and s.phase == "swap"


# ------------------------------------------- issue 8, item 12: checked at construction
def test_EC_3_2_replay_refuses_a_record_with_an_illegal_action_at_once():
    """Seed 7: seat 0 holds no bear (its hand: D M S T W Y), so action 1 'pick B'
    cannot be replayed: the Replay is refused when built, citing the rule."""
    rec = {"game": "ecosystem", "players": 3, "seed": 7, "options": {}, "actions": ["pick B"]}
    with pytest.raises(boardlab.BadPosition) as e:
        Replay(rec)
    assert e.value.rule == "EC-3.2" and "record action 1 ('pick B') is illegal" in str(e.value)
    assert Replay(dict(rec, actions=["pick D"])).slider.max == 1   # a legal record replays


@pytest.mark.parametrize("bad", [None, 7, "pick B", ["pick B"]])
def test_replay_of_something_not_a_record_is_a_bad_position(bad):
    with pytest.raises(boardlab.BadPosition, match="Replay needs a record"):
        Replay(bad)


@pytest.mark.parametrize("actions", ["pick D", None, [1, 2], ["x" * 10_000]])
def test_replay_of_a_record_with_malformed_actions_is_a_short_bad_position(actions):
    rec = {"game": "ecosystem", "players": 3, "seed": 7, "options": {}, "actions": actions}
    with pytest.raises(boardlab.BadPosition) as e:
        Replay(rec)
    assert len(str(e.value)) < 300   # a huge action text is never echoed whole


@pytest.mark.parametrize("view", [7, -1, 3, "x", 1.0, True, None])
def test_play_refuses_a_view_that_is_no_seat(view):
    with pytest.raises(ValueError, match=r"view is 'all' \(everyone\) or a seat 0 to 2"):
        three_players(view=view)


def test_play_refuses_bots_that_cannot_choose():
    with pytest.raises(TypeError, match=r"bots\[0\] is 'x': a bot has a choose\(state\) method"):
        three_players(bots={0: "x"})
    with pytest.raises(ValueError, match=r"bots: 3 is not a seat \(0 to 2\)"):
        three_players(bots={3: RandomBot(1)})
    with pytest.raises(TypeError, match="bots is a dict"):
        three_players(bots=[RandomBot(1)])
    with pytest.raises(TypeError, match="Play needs a game state"):
        Play(None)


# ------------------------------------------------ issue 8, item 14: long games stay light
def long_lost_cities(moves: int):
    """A 2-player Lost Cities game after ``moves`` random decisions (seed 3)."""
    s = boardlab.new("lost_cities", players=2, seed=3)
    rng = random.Random(3)
    for _ in range(moves):
        s.apply(rng.choice(s.legal_actions()))
    return s


def test_play_log_shows_the_newest_50_events_and_the_rest_on_demand():
    s = long_lost_cities(400)
    p = Play(s)
    n = len(s.log)
    assert n > 50
    assert p.log.value.count("<li>") == 50
    assert f"… {n - 50} earlier events" in p.log.value
    newest = p.log.value.index(s.log[-1].text.split(" (")[0][:20])
    assert newest < p.log.value.index("<li>", p.log.value.index("<li>") + 1)   # newest first
    p.log_all.value = True
    assert p.log.value.count("<li>") == n and "earlier event" not in p.log.value
    p.log_all.value = False
    assert p.log.value.count("<li>") == 50


def test_play_undo_is_one_engine_undo_per_decision(monkeypatch):
    """Undo without bots takes back one decision with exactly one ``state.undo()``
    (the engine's own checkpoints make it fast), and the log follows."""
    s = long_lost_cities(300)
    p = Play(s)
    calls = []
    real = type(s).undo
    monkeypatch.setattr(type(s), "undo", lambda self: calls.append(1) or real(self))
    before = [str(a) for a in s.history]
    assert p.undo()
    assert len(calls) == 1 and [str(a) for a in s.history] == before[:-1]
    assert p.log.value.count("<li>") == 50


def test_replay_jump_replays_at_most_one_checkpoint_interval(monkeypatch):
    """Jumping anywhere replays ≤ CHECKPOINT_EVERY moves from the engine's nearest
    checkpoint, and shows the same position as a replay from the start."""
    from boardlab.engine import CHECKPOINT_EVERY

    s = long_lost_cities(150)
    r = Replay(s)
    cls = type(s)
    applied = []
    real = cls.apply
    monkeypatch.setattr(cls, "apply", lambda self, a: applied.append(a) or real(self, a))
    for i in (150, 1, 64, 65, 97, 0):
        applied.clear()
        r.slider.value = i
        assert len(applied) <= CHECKPOINT_EVERY
        part = boardlab.load(dict(s.to_record(), actions=s.to_record()["actions"][:i]))
        assert r.state.to_position() == part.to_position()
        assert r.state.log == part.log
