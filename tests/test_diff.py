"""Issue 13 item 4 — ``boardlab.diff(a, b)`` lists what changed in the rules' words,
for every game: one move, a hand edit of a position, views, every field covered."""
from __future__ import annotations

import copy
import random

import pytest

import boardlab
from boardlab.games.lost_cities.diff import TILE_NAMES

GAMES = boardlab.games()


def _after(s: boardlab.State, *moves: str) -> boardlab.State:
    t = s.copy()
    for m in moves:
        t.apply(m)
    return t


# ------------------------------------------------------------- one move, in words
def test_issue13_4_lost_cities_a_card_played_and_its_pawn():
    s = boardlab.new("lost_cities", seed=7)
    card = next(str(a) for a in s.legal_actions() if str(a).startswith("play "))[5:]
    colour = {"Y": "yellow", "B": "blue", "W": "white", "G": "green", "R": "red"}[card[0]]
    t = _after(s, f"play {card}", "pawn L")
    d = boardlab.diff(s, t)
    assert f"seat 0's {colour} row: none → {card[1:]}" in d                # LC-5.5
    assert f"seat 0's leader: the camp → {colour} 1" in d                  # LC-5.3
    assert f"seat 0's hand: −{colour} {card[1:]} (7 cards)" in d           # LC-4.2
    assert "phase: play → draw" in d


def test_issue13_4_lost_cities_a_discard_and_a_draw():
    s = boardlab.new("lost_cities", seed=7)
    card = next(str(a) for a in s.legal_actions() if str(a).startswith("discard "))[8:]
    top = s.to_position()["draw_pile"].split()[0]
    names = {"Y": "yellow", "B": "blue", "W": "white", "G": "green", "R": "red"}
    t = _after(s, f"discard {card}", "draw")
    d = boardlab.diff(s, t)
    assert f"{names[card[0]]} discard pile: none → {card[1:]}" in d        # LC-5.8
    assert "to move: seat 0 → seat 1" in d
    # a long pile is counted (2 players: 110 − 30 removed − 2 × 8 in hand), its top drawn (LC-5.9)
    assert f"draw pile: 64 → 63 cards (−{names[top[0]]} {top[1:]})" in d


def test_issue13_4_lost_cities_a_hand_edited_tile_and_pawn():
    """The sentences of the issue: "blue 5: VP10 → step tile", "seat 0's leader: blue 3 → blue 5"."""
    s = boardlab.new("lost_cities", seed=7)
    a = s.to_position()
    b = copy.deepcopy(a)
    slot = next(k for k, v in a["tiles"].items() if k.startswith("B") and v != "STEP")
    b["tiles"][slot] = "STEP"
    assert boardlab.diff(a, b) == [f"blue {slot[1:]}: {TILE_NAMES[a['tiles'][slot]]} → step tile"]
    a["pawns"][0]["L"], b = "B3", copy.deepcopy(a)
    b["pawns"][0]["L"] = "B5"
    assert boardlab.diff(a, b) == ["seat 0's leader: blue 3 → blue 5"]


def test_issue13_4_ecosystem_a_pick_and_a_place():
    s = boardlab.new("ecosystem", seed=3)
    code = str(s.legal_actions()[0]).split()[-1]
    name = boardlab.games.ecosystem.components.CARDS[code][0]
    t = _after(s, f"pick {code}")
    d = boardlab.diff(s, t)
    assert f"seat 0's hand: −{name} (9 cards)" in d                        # EC-3.2
    assert f"seat 0's chosen card: none → {name}" in d
    assert "to move: seat 0 → seat 1" in d
    while t.phase != "place":
        t.apply(t.legal_actions()[0])
    u = _after(t, "place 0,0")
    assert f"seat 0's ecosystem at (0,0): empty → {name}" in boardlab.diff(t, u)   # EC-4.1


def test_issue13_4_ecosystem_the_neutral_hand_is_named():
    s = boardlab.new("ecosystem", players=2, seed=3)
    t = s.copy()
    while t.step == 1:
        t.apply(t.legal_actions()[0])
    d = boardlab.diff(s, t)
    assert any(line.startswith("the neutral hand's ecosystem at (0,0): empty → ") for line in d)  # EC-9
    assert any(line.startswith("the neutral hand: ") for line in d)


def test_issue13_4_urland_a_chip_chosen_and_ichtos_landed():
    s = boardlab.new("urland", seed=3)
    chip = s.to_position()["hands"]["black"][0]
    t = _after(s, f"choose {chip}")
    d = boardlab.diff(s, t)
    assert f"the environment player's chosen chip: none → {chip}" in d    # U-6.1
    assert "phase: choose → act" in d
    move = str(t.legal_actions()[0])                                       # e.g. "land S1 L1"
    assert move.startswith("land ")
    _, sea, land = move.split()
    u = _after(t, move)
    colour = t.seat_name(t.to_move)
    before, after = t.to_position()["ichtos"], u.to_position()["ichtos"]
    lines = boardlab.diff(t, u)
    for region in (sea, land):
        old, new = before.get(region, {}).get(colour, 0), after.get(region, {}).get(colour, 0)
        assert old != new and f"{colour} Ichtos in {region}: {old} → {new}" in lines   # U-0.2


def test_issue13_4_urland_seats_are_colours():
    s = boardlab.new("urland", seed=3)
    a, b = s.to_position(), s.to_position()
    b["track"]["white"] = 6
    assert boardlab.diff(a, b) == [f"white's marker: space {a['track']['white']} → space 6"]  # U-9.1


def test_issue13_4_el_dorado_a_movement_card_and_a_step():
    s = boardlab.new("el_dorado", seed=3)
    t = _after(s, "move explorer")
    d = boardlab.diff(s, t)
    assert "phase: play → move" in d
    assert "seat 0's hand: −explorer (3 cards)" in d
    step = next(str(a) for a in t.legal_actions() if str(a).startswith("step "))
    u = _after(t, step)
    start = s.to_position()["pawns"][0][0]
    assert f"seat 0's pawn: {start} → {step[5:]}" in boardlab.diff(t, u)   # ED-13.1


def test_issue13_4_el_dorado_two_players_number_their_pawns():
    s = boardlab.new("el_dorado", players=2, seed=3)
    a, b = s.to_position(), s.to_position()
    b["pawns"][1][1] = "0,2"
    assert boardlab.diff(a, b) == [f"seat 1's pawn 2: {a['pawns'][1][1]} → 0,2"]   # ED-11.1


# ------------------------------------------------------------------- in general
@pytest.mark.parametrize("game", GAMES)
def test_issue13_4_every_move_is_told(game):
    """Every decision of a game changes its position, and diff says how: never nothing."""
    s = boardlab.new(game, seed=11)
    rng = random.Random(11)
    for _ in range(40):
        if s.is_over:
            break
        t = s.copy()
        t.apply(rng.choice(t.legal_actions()))
        if t.to_position() != s.to_position():
            d = boardlab.diff(s, t)
            assert d and all(isinstance(line, str) and line for line in d)
        assert boardlab.diff(t, t) == []
        s = t


@pytest.mark.parametrize("game", GAMES)
def test_issue13_4_every_field_is_covered(game):
    """A change to any field of the position is told, by the game's words or generically."""
    p = boardlab.new(game, seed=2).to_position()
    for key, value in p.items():
        q = dict(p)
        q[key] = 12345 if value is None else None
        if key == "game":
            continue
        d = boardlab.diff(p, q)
        assert d, f"a change of {key} is not told"
        for line in d:                       # each sentence tells a real change
            told = line.split(": ", 1)[1]
            if " → " in told:
                old, new = told.split(" → ")
                assert old != new, line
            else:                            # a hand or pile: the cards that came and went
                assert told.startswith(("−", "+")), line


def test_issue13_4_unworded_fields_fall_back_to_old_new():
    s = boardlab.new("lost_cities", seed=3)
    a, b = s.to_position(), s.to_position()
    b["seed"] = 4
    b["options"] = {"rounds": 1}
    assert boardlab.diff(a, b) == ["seed: 3 → 4", "options rounds: none → 1"]


def test_issue13_4_diff_prints_one_change_a_line():
    s = boardlab.new("lost_cities", seed=7)
    t = _after(s, "discard " + str(s.legal_actions()[-1])[8:], "draw")
    d = boardlab.diff(s, t)
    assert isinstance(d, list) and str(d) == "\n".join(d) and len(d) >= 3
    assert str(boardlab.diff(s, s)) == "no change"


def test_issue13_4_two_games_cannot_be_compared():
    with pytest.raises(ValueError):
        boardlab.diff(boardlab.new("ecosystem", seed=1), boardlab.new("lost_cities", seed=1))
    with pytest.raises(TypeError):
        boardlab.diff(boardlab.new("ecosystem", seed=1), "ecosystem")  # type: ignore[arg-type]


# ------------------------------------------------------------------------ views
@pytest.mark.parametrize("game", GAMES)
def test_issue13_4_views_are_compared_on_what_they_show(game):
    s = boardlab.new(game, seed=4)
    rng = random.Random(4)
    t = s.copy()
    for _ in range(6):
        t.apply(rng.choice(t.legal_actions()))
    for seat in range(s.players):
        shown = boardlab.diff(s.view(seat), t.view(seat))
        # a full state compared with a view is first seen by that seat
        assert boardlab.diff(s, t.view(seat)) == shown == boardlab.diff(s.view(seat), t)
        # what the views show is all it reads: their positions give the same sentences
        assert boardlab.diff(s.view(seat).to_position(), t.view(seat).to_position()) == shown


def test_issue13_4_a_change_only_in_hidden_cards_is_not_told_to_the_view():
    s = boardlab.new("lost_cities", seed=3)
    p = s.to_position()
    hand, pile = p["hands"][1].split(), p["draw_pile"].split()
    swap = next(c for c in pile if c not in hand)
    pile[pile.index(swap)], hand[0] = hand[0], swap          # seat 1's card and a pile card trade places
    p["hands"][1], p["draw_pile"] = " ".join(hand), " ".join(pile)
    t = boardlab.from_position("lost_cities", p)
    assert boardlab.diff(s, t)                                # the full states differ
    assert boardlab.diff(s.view(0), t.view(0)) == []          # seat 0 sees nothing change
    assert boardlab.diff(s, t.view(0)) == []
    assert boardlab.diff(s.view(1), t.view(1))                # seat 1 sees its hand change


def test_issue13_4_views_of_two_seats_are_refused():
    s = boardlab.new("lost_cities", seed=3)
    with pytest.raises(boardlab.NotAllowed) as e:
        boardlab.diff(s.view(0), s.view(1))
    assert e.value.subject == "view"



def test_LC_7_4_lost_cities_phases_are_named_in_the_rules_words():
    """LC-7.4, LC-5.7 — the part of the turn is told as the rules say it, never by the
    engine's names for it (``step_tile``, ``city_bonus``)."""
    s = boardlab.new("lost_cities", seed=1)
    for phase, words in (("step_tile", "step tile"), ("city_bonus", "city bonus")):
        p = s.to_position()
        told = str(boardlab.diff(p, {**p, "phase": phase}))
        assert told == f"phase: play → {words}", told
