"""Issue 13 item 5 — positions people save and open: ``state.save(path, note=None)``,
``boardlab.open(path)``, compact JSON, the note, refused files, and the LC-1.1 / EC-1.1
count errors that say where each copy is and how to leave the unseen piles ``null``."""
from __future__ import annotations

import json

import pytest

import boardlab
from boardlab.exercises.generate import random_position
from boardlab.positions import dumps

GAMES = boardlab.games()


def _played(game: str, moves: int, seed: int = 5) -> boardlab.State:
    """A game of ``game`` after ``moves`` random legal decisions."""
    return random_position(game, seed, moves=moves)


@pytest.mark.parametrize("moves", [0, 9])
@pytest.mark.parametrize("game", GAMES)
def test_issue13_5_save_then_open_gives_the_same_position(tmp_path, game, moves):
    s = _played(game, moves)
    path = tmp_path / f"{game}.json"
    s.save(path)
    t = boardlab.open(path)
    assert type(t) is type(s)
    assert t.to_position() == s.to_position()
    assert t.note is None
    assert [str(a) for a in t.legal_actions()] == [str(a) for a in s.legal_actions()]


@pytest.mark.parametrize("game", GAMES)
def test_issue13_5_the_note_is_kept(tmp_path, game):
    s = _played(game, 3)
    path = tmp_path / "noted.json"
    note = "what if seat 1 had discarded? — ünïcode kept"
    s.save(str(path), note=note)
    assert json.loads(path.read_text(encoding="utf-8"))["note"] == note
    t = boardlab.open(str(path))
    assert t.note == note
    assert t.to_position() == s.to_position()   # the note is no field of the position
    # boardlab.from_position takes a saved file's dict as it is, note and all
    u = boardlab.from_position(game, json.loads(path.read_text(encoding="utf-8")))
    assert u.note == note and u.to_position() == s.to_position()


@pytest.mark.parametrize("game", GAMES)
def test_issue13_5_compact_json_one_field_a_line_and_rows_on_one_line(tmp_path, game):
    s = _played(game, 6)
    path = tmp_path / "compact.json"
    s.save(path, note="n")
    text = path.read_text(encoding="utf-8")
    position = {**s.to_position(), "note": "n"}
    assert json.loads(text) == position
    lines = text.splitlines()
    top = [ln for ln in lines if ln.startswith('  "')]
    assert len(top) == len(position)             # one top-level field a line
    for key, value in position.items():
        if isinstance(value, list) and all(not isinstance(v, (list, dict)) for v in value):
            one = f'  "{key}": {json.dumps(value, ensure_ascii=False)}'
            assert one in lines or one + "," in lines                  # a row on one line
    assert len(lines) < len(json.dumps(position, indent=1).splitlines())


def test_issue13_5_compact_json_rows_of_cards_stay_on_one_line():
    s = boardlab.new("el_dorado", seed=2)
    text = dumps(s.to_position())
    hands = s.to_position()["hands"]
    for hand in hands:                        # each seat's hand is one line of its own
        assert f"    {json.dumps(hand)}" in text.splitlines() or f"{json.dumps(hand)}," in text


@pytest.mark.parametrize("game", GAMES)
def test_issue13_5_a_view_cannot_be_saved(tmp_path, game):
    v = _played(game, 2).view(0)
    with pytest.raises(boardlab.NotAllowed) as e:
        v.save(tmp_path / "view.json")
    assert e.value.subject == "view" and "determinize" in str(e.value)
    assert not (tmp_path / "view.json").exists()


def test_issue13_5_a_file_that_is_not_json_is_a_bad_position(tmp_path):
    path = tmp_path / "notes.txt"
    path.write_text("bear at 0,1, then a fox\n")
    with pytest.raises(boardlab.BadPosition) as e:
        boardlab.open(path)
    assert e.value.subject == "position" and "not a JSON position" in str(e.value)
    path.write_bytes(b"\xff\xfe\x00garbage")
    with pytest.raises(boardlab.BadPosition):
        boardlab.open(path)


@pytest.mark.parametrize("content, subject, words", [
    ([1, 2, 3], "position", "'game' field"),
    ({"players": 2}, "position", "'game' field"),
    ({"game": "chess"}, "game", "unknown game 'chess'"),
    ({"game": 7}, "game", "unknown game"),
])
def test_issue13_5_a_file_without_a_known_game_is_a_bad_position(tmp_path, content, subject, words):
    path = tmp_path / "p.json"
    path.write_text(json.dumps(content))
    with pytest.raises(boardlab.BadPosition) as e:
        boardlab.open(path)
    assert e.value.subject == subject and words in str(e.value)


def test_issue13_5_a_bad_position_in_a_file_is_refused_by_its_game(tmp_path):
    p = boardlab.new("lost_cities", seed=1).to_position()
    p["vp"] = [-5, 0]
    path = tmp_path / "p.json"
    path.write_text(json.dumps(p))
    with pytest.raises(boardlab.BadPosition) as e:
        boardlab.open(path)
    assert e.value.rule == "LC-9.3"


def test_issue13_5_a_note_is_text(tmp_path):
    s = boardlab.new("ecosystem", seed=1)
    with pytest.raises(boardlab.BadPosition):
        s.save(tmp_path / "p.json", note=5)  # type: ignore[arg-type]
    p = {**s.to_position(), "note": ["not", "text"]}
    with pytest.raises(boardlab.BadPosition):
        boardlab.from_position("ecosystem", p)


def test_issue13_5_a_missing_file_is_file_not_found(tmp_path):
    with pytest.raises(FileNotFoundError):
        boardlab.open(tmp_path / "nowhere.json")


# ----------------------------------------------- count errors after a hand edit
def test_LC_1_1_duplicated_cards_say_where_each_copy_is():
    s = boardlab.new("lost_cities", seed=3)
    p = s.to_position()
    hand, pile, removed = p["hands"][0].split(), p["draw_pile"].split(), p["removed"].split()
    # a card with one copy in the draw pile and one out of the round (2 players, LC-3.3)
    twice = next(c for c in pile if c in removed and c not in hand)
    hand[0] = twice
    other = next(c for c in p["hands"][1].split() if p["hands"][1].split().count(c) == 2)
    hand[1] = other                                  # a second card too many: hand 0, hand 1 ×2
    p["hands"][0] = " ".join(hand)
    with pytest.raises(boardlab.BadPosition) as e:
        boardlab.from_position("lost_cities", p)
    text = str(e.value)
    assert e.value.rule == "LC-1.1"
    assert f"{twice}: hand 0, draw pile, removed" in text
    assert f"{other}: hand 0, hand 1 ×2" in text     # every duplicated card, at once
    assert "leave draw_pile and removed null" in text


def test_LC_1_1_a_hand_edit_with_the_unseen_piles_null_is_dealt_around():
    s = boardlab.new("lost_cities", seed=3)
    p = s.to_position()
    hand = p["hands"][0].split()
    hand[0] = p["draw_pile"].split()[0]
    p["hands"][0] = " ".join(hand)
    with pytest.raises(boardlab.BadPosition):
        boardlab.from_position("lost_cities", p)
    p["draw_pile"] = p["removed"] = None
    t = boardlab.from_position("lost_cities", p)
    assert sorted(t.to_position()["hands"][0].split()) == sorted(hand)
    t.check()


def test_LC_1_1_no_null_hint_when_the_piles_are_null_already():
    p = boardlab.new("lost_cities", seed=3).to_position()
    p["draw_pile"] = p["removed"] = None
    p["hands"][0] = "B6 B6 B6 W2 W10 G0 G8 G10"
    with pytest.raises(boardlab.BadPosition) as e:
        boardlab.from_position("lost_cities", p)
    assert "B6: hand 0 ×3" in str(e.value) and "null" not in str(e.value)


def test_EC_1_1_too_many_cards_say_where_each_copy_is():
    s = boardlab.new("ecosystem", seed=3)
    p = s.to_position()
    p["hands"][0] = "A" * 10                          # eagles: 8 in the game
    with pytest.raises(boardlab.BadPosition) as e:
        boardlab.from_position("ecosystem", p)
    deck_eagles = s.to_position()["deck"].count("A")
    others = [f"hand {i}" for i in (1, 2) if "A" in p["hands"][i]]
    text = str(e.value)
    assert e.value.rule == "EC-1.1"
    assert "hand 0 ×10" in text and f"deck ×{deck_eagles}" in text
    assert all(o in text for o in others)
    assert "leave deck null" in text
    p["deck"] = None                                  # still too many eagles: no null hint
    with pytest.raises(boardlab.BadPosition) as e:
        boardlab.from_position("ecosystem", p)
    assert "hand 0 ×10" in str(e.value) and "null" not in str(e.value)


def test_EC_1_1_a_hand_edit_with_the_deck_null_is_dealt_around():
    s = boardlab.new("ecosystem", seed=3)
    p = s.to_position()
    p["hands"][0] = "B" + p["hands"][0][1:]
    p["deck"] = None
    t = boardlab.from_position("ecosystem", p)
    assert t.to_position()["hands"][0] == p["hands"][0]
    t.check()
