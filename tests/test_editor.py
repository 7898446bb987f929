"""The position editor (issue 13, item 2): per-game edits checked by ``from_position``,
refusals with the rule id, undo, JSON export/import, "play from here"."""
from __future__ import annotations

import json
import random

import pytest

import boardlab
from boardlab import edit as editing
from boardlab.widgets import Editor, Play


def _played(game: str, moves: int, seed: int = 3) -> boardlab.State:
    s = boardlab.new(game, seed=seed)
    r = random.Random(1)
    for _ in range(moves):
        s.apply(r.choice(s.legal_actions()))
    return s


def _refused(ed: Editor, rule: str) -> None:
    assert ed.refusal is not None and ed.refusal[0] == rule, (ed.refusal, ed.message.value)
    assert f"<b>{rule}</b>" in ed.message.value and "refused" in ed.message.value


# ------------------------------------------------------------------- the edits
def test_item2_every_game_has_its_edits_and_set_field():
    for game in boardlab.games():
        found = editing.edits(boardlab.new(game, seed=1))
        assert "set field" in found and len(found) >= 2, (game, list(found))
        assert all(isinstance(e, editing.Edit) for e in found.values())


def test_item2_an_edit_is_a_function_position_to_position():
    s = boardlab.new("lost_cities", seed=7)
    p = s.to_position()
    before = json.dumps(p, sort_keys=True)
    swap = editing.edits(s)["swap tiles"].bind(what="Y2 Y4")
    q = swap(p)
    assert json.dumps(p, sort_keys=True) == before          # the input is not changed
    assert (q["tiles"]["Y2"], q["tiles"]["Y4"]) == (p["tiles"]["Y4"], p["tiles"]["Y2"])
    with pytest.raises(boardlab.BadPosition) as e:          # wrong number of clicked nodes
        editing.edits(s)["move pawn"](p, [], "B6")
    assert e.value.subject == "edit"


def test_item2_set_field_refuses_what_from_position_refuses():
    s = boardlab.new("lost_cities", seed=7)
    with pytest.raises(boardlab.BadPosition) as e:
        editing.apply(s, "set field", what="round = 9")
    assert e.value.rule == "LC-10.4"
    with pytest.raises(boardlab.BadPosition):
        editing.apply(s, "set field", what="round: 2")      # not 'field = JSON'
    assert editing.apply(s, "set field", what="vp = [5, 0]").to_position()["vp"] == [5, 0]


def test_item2_a_view_cannot_be_edited():
    s = boardlab.new("ecosystem", seed=7)
    with pytest.raises(boardlab.BadPosition) as e:
        Editor(s.view(0))
    assert e.value.subject == "view"


# ------------------------------------------------- per game: by clicks, refused
def test_U_0_2_editor_sets_ichtos_by_a_click_and_refuses_too_many():
    ed = Editor(boardlab.new("urland", seed=3))
    ed.operation.value = "set ichtos"
    ed.what.value = "black=2 white=1"
    ed.board.click("L2")
    assert ed.refusal is None
    p = ed.state.to_position()
    assert p["ichtos"]["L2"] == {"black": 2, "white": 1}
    assert p["supply"]["black"] == 8 - 2                   # U-0.2: what is not on the board
    before = ed.state.to_position()
    ed.what.value = "black=30"
    ed.board.click("L3")
    _refused(ed, "U-0.2")
    assert ed.state.to_position() == before                # nothing changed
    assert len(ed.undo_stack) == 1


def test_LC_5_4_editor_moves_a_pawn_only_onto_a_path_with_a_row():
    s = boardlab.new("lost_cities", seed=7)
    s.apply(next(a for a in s.legal_actions() if str(a).startswith("play ")))   # a row
    s.apply(s.legal_actions()[0])                                               # its pawn
    ed = Editor(s)
    p = s.to_position()
    pawn, step = next((k, v) for k, v in p["pawns"][0].items() if v)
    colour = step[0]
    ed.operation.value = "move pawn"
    ed.what.value = f"{colour}5"
    ed.board.click(f"pawn:0:{pawn}")
    assert ed.refusal is None, ed.message.value
    assert ed.state.to_position()["pawns"][0][pawn] == f"{colour}5"
    other = next(c for c in "YBWGR" if c != colour)
    before = ed.state.to_position()
    ed.what.value = f"{other}3"
    ed.board.click(f"pawn:0:{pawn}")
    _refused(ed, "LC-5.4")                                  # no row of that colour
    assert ed.state.to_position() == before


def test_LC_1_1_editor_sets_a_hand_from_the_draw_pile_and_refuses_a_third_copy():
    s = boardlab.new("lost_cities", seed=7)
    p = s.to_position()
    pile = p["draw_pile"].split()
    ed = Editor(s)
    ed.operation.value = "set hand"
    ed.what.value = "0: " + " ".join(pile[:8])
    ed.apply_button.click()
    assert ed.refusal is None, ed.message.value
    q = ed.state.to_position()
    assert sorted(q["hands"][0].split()) == sorted(pile[:8])
    assert sorted(q["draw_pile"].split()) == sorted(pile[8:] + p["hands"][0].split())
    card = pile[0]
    ed.what.value = "0: " + " ".join([card] * 3 + pile[1:6])
    ed.apply_button.click()
    _refused(ed, "LC-1.1")                                  # two copies of each card
    assert ed.state.to_position() == q


def test_EC_3_3_editor_puts_a_card_in_a_cell_and_refuses_an_extra_card():
    s = _played("ecosystem", 20)                            # round 1, step 4
    ed = Editor(s)
    ed.operation.value = "put card"
    cell = next(n for n in ed.board.nodes if n.startswith("0:"))
    old = s.grid(0)[tuple(int(x) for x in cell[2:].split(","))]
    new = "B" if old != "B" else "M"
    ed.what.value = new
    ed.board.click(cell)                                    # replace a card: still 3 cards
    assert ed.refusal is None, ed.message.value
    assert ed.state.grid(0)[tuple(int(x) for x in cell[2:].split(","))] == new
    before = ed.state.to_position()
    top = min(ed.state.grid(0))                              # above the top card: not drawn
    ed.where.value = f"0:{top[0] - 1},{top[1]}"             # so typed
    ed.apply_button.click()
    _refused(ed, "EC-3.3")                                  # a 4th card at step 4
    assert ed.state.to_position() == before


def test_EC_4_3_editor_moves_a_card_by_two_clicks():
    s = _played("ecosystem", 20)
    ed = Editor(s)
    ed.operation.value = "move card"
    cells = [n for n in ed.board.nodes if n.startswith("0:")]
    ed.board.click(cells[0])
    assert ed.where.value == cells[0] and not ed.undo_stack    # one more click needed
    assert ed.board.highlight == [cells[0]]
    ed.board.click(cells[1])                                # swap two cards: still connected
    assert ed.refusal is None, ed.message.value
    a, b = (tuple(int(x) for x in c[2:].split(",")) for c in cells[:2])
    assert (ed.state.grid(0)[a], ed.state.grid(0)[b]) == (s.grid(0)[b], s.grid(0)[a])


def test_ED_4_6_editor_moves_a_pawn_by_two_clicks_not_onto_another():
    s = boardlab.new("el_dorado", seed=3)
    p = s.to_position()
    (a,), (b,) = p["pawns"][0], p["pawns"][1]
    ed = Editor(s)
    ed.operation.value = "move pawn"
    ed.board.click(f"hex:{a}")
    ed.board.click(f"hex:{b}")
    _refused(ed, "ED-4.6")                                  # two pawns on one hex
    assert ed.state.to_position() == p
    free = next(n for n in ed.board.nodes if n.startswith("hex:") and n[4:] not in
                {x for ps in p["pawns"] for x in ps})
    ed.board.click(f"hex:{a}")
    ed.board.click(free)
    assert ed.refusal is None, ed.message.value
    assert ed.state.to_position()["pawns"][0] == [free[4:]]


# ------------------------------------------------------------------ undo, JSON, play
def test_item2_undo_takes_back_edits_in_order():
    s = boardlab.new("urland", seed=3)
    ed = Editor(s)
    ed.operation.value = "set ichtos"
    positions = [ed.state.to_position()]
    for zone, what in (("L2", "black=1"), ("L3", "white=2")):
        ed.what.value = what
        ed.board.click(zone)
        positions.append(ed.state.to_position())
    assert positions[0] != positions[1] != positions[2]
    ed.undo_button.click()
    assert ed.state.to_position() == positions[1]
    ed.undo_button.click()
    assert ed.state.to_position() == positions[0] == s.to_position()
    assert ed.undo_button.disabled
    assert ed.undo() is False


def test_item2_export_import_round_trip():
    ed = Editor(boardlab.new("lost_cities", seed=7))
    ed.operation.value = "swap tiles"
    ed.what.value = "Y2 Y4"
    ed.apply_button.click()
    ed.export_button.click()
    assert json.loads(ed.json.value) == ed.state.to_position()
    other = Editor(boardlab.new("lost_cities", seed=8))
    other.json.value = ed.json.value
    other.import_button.click()
    assert other.refusal is None
    assert other.state.to_position() == ed.state.to_position()
    other.undo_button.click()                               # an import is undoable
    assert other.state.to_position() == boardlab.new("lost_cities", seed=8).to_position()


def test_item2_import_refuses_bad_json_and_impossible_positions():
    ed = Editor(boardlab.new("lost_cities", seed=7))
    before = ed.state.to_position()
    ed.json.value = "{not json"
    ed.import_button.click()
    assert ed.refusal is not None and "not JSON" in ed.refusal[1]
    bad = dict(before, vp=[-1, 0])
    ed.json.value = json.dumps(bad)
    ed.import_button.click()
    _refused(ed, "LC-9.3")                                  # VP never below 0
    ed.json.value = json.dumps(boardlab.new("urland", seed=1).to_position())
    ed.import_button.click()
    assert ed.refusal is not None and "lost_cities" in ed.refusal[1]
    assert ed.state.to_position() == before and not ed.undo_stack


def test_item2_play_from_here_opens_play_on_the_edited_position():
    ed = Editor(boardlab.new("urland", seed=3))
    ed.operation.value = "set ichtos"
    ed.what.value = "black=2"
    ed.board.click("L2")
    ed.play_button.click()
    assert isinstance(ed.play, Play)
    assert ed.play_area.children == (ed.play.widget,)
    assert ed.play.state.to_position() == ed.state.to_position()
    edited = ed.state.to_position()
    ed.play.apply(ed.play.state.legal_actions()[0])        # playing does not change the editor
    assert ed.state.to_position() == edited and ed.play.state.history


def test_item2_a_click_with_an_edit_that_needs_none_changes_nothing():
    ed = Editor(boardlab.new("urland", seed=3))
    ed.operation.value = "set field"
    ed.board.click("L2")
    assert "needs no click" in ed.message.value and not ed.undo_stack
    assert repr(ed) == "Editor(urland 4p, edit='set field', edits made=0)"


def test_item2_TOY_1_1_a_game_of_your_own_is_edited_by_set_field():
    """A game registered from outside boardlab (tests/toy_game.py) has no edit module:
    the editor offers ``set field``, checked by the game's own ``from_position``."""
    import sys
    from pathlib import Path

    from boardlab import games as games_pkg
    sys.path.insert(0, str(Path(__file__).parent))
    import toy_game
    boardlab.register(toy_game.Race, rulebook=toy_game.RULES)
    try:
        s = boardlab.new(toy_game.Race.game, seed=1)
        ed = Editor(s)
        assert list(ed.edits) == ["set field"]
        ed.what.value = 'at = ["c", "a"]'
        ed.apply_button.click()
        assert ed.refusal is None, ed.message.value
        assert ed.state.to_position()["at"] == ["c", "a"]
        ed.what.value = 'at = ["z", "a"]'                    # no node z on the track
        ed.apply_button.click()
        _refused(ed, "TOY-1.1")
        assert ed.state.to_position()["at"] == ["c", "a"]
        ed.undo_button.click()
        assert ed.state.to_position() == s.to_position()
    finally:
        games_pkg.unregister(toy_game.Race.game)
