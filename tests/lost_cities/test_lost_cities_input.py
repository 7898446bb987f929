"""Lost Cities: bad input never corrupts a game (issue 8, items 5–9 and two leftovers).

Wrong-typed action fields, huge numbers in notation, bad options and malformed positions
raise ``IllegalAction`` / ``BadPosition`` citing a rule, the state unchanged; an artifact
never lies under a pawn (LC-7.2); ``tiles: null`` deals the tiles ``new()`` deals.
"""
from __future__ import annotations

import pytest

import boardlab
from boardlab import testing
from boardlab import BadPosition, IllegalAction, NotationError
from boardlab.engine import short
from boardlab.games.lost_cities import Advance, Discard, Pawn, PlayCard, Take
from boardlab.games.lost_cities.data import SLOT_LAYOUT
from lc_positions import last_card, layout_tiles, pawns, play_random, position, start

HUGE = 10**5000


def refused(s, action, rule: str) -> IllegalAction:
    """``action`` is refused citing ``rule`` with a short message, the state is unchanged,
    and ``explain`` says why (``boardlab.testing.refused`` checks all but the rule)."""
    err = testing.refused(s, action)
    assert err.rule == rule, str(err)
    assert s.explain(action) == f"illegal: {err}"
    return err


def pawn_phase():
    """Seat 0 has started a blue expedition: which pawn leaves the camp (LC-5.3)?"""
    s = start(hands=["B2 B3 Y0 W9 W10 G9 G10 R9", "Y2 Y3 B9 B10 G7 G8 R7 R8", "Y4 Y5 B7 B8 W7 W8 G5 G6"])
    s.apply("play B2")
    return s


def city_bonus():
    """Seat 0's explorer is in the blue lost city: the city bonus may advance the leader (LC-5.7)."""
    return start(phase="city_bonus", pawns=[pawns(E1="B9", L="R3"), pawns(), pawns()],
                 rows=[{"B": [2, 3], "R": [1]}, {}, {}],
                 hands=["B4 B9 Y0 W9 W10 G9 G10", "Y2 Y3 B9 B10 G7 G8 R7 R8", "Y4 Y5 B7 B8 W7 W8 G5 G6"])


# ------------------------------------------------------------ item 5: fields
@pytest.mark.parametrize("action", [PlayCard(None), PlayCard(6), PlayCard("b6"), PlayCard("B11"), PlayCard(HUGE), PlayCard(["Y0"]),
                                    Discard(None), Discard("Y 0"), Discard(0.0)], ids=short)
def test_LC_1_1_a_card_is_the_name_of_a_card(action):
    s = start()
    refused(s, action, "LC-1.1")
    s.apply(type(action)("Y0"))               # the right card of the same kind applies


@pytest.mark.parametrize("action", [Pawn(3), Pawn("e1"), Pawn(None), Pawn(["L"]), Pawn(HUGE)], ids=short)
def test_LC_1_2_a_pawn_is_L_or_E1_to_E4(action):
    s = pawn_phase()
    refused(s, action, "LC-1.2")
    s.apply(Pawn("E1"))
    assert s.pawn(0, "E1") == "B1"


@pytest.mark.parametrize("action", [Advance(["L"]), Advance(0), Advance("l"), Advance(True)], ids=short)
def test_LC_1_2_an_advance_names_a_pawn_or_none(action):
    s = city_bonus()
    refused(s, action, "LC-1.2")
    s.apply(Advance("L"))
    assert s.pawn(0, "L") == "R4"


@pytest.mark.parametrize("action", [Take("Q"), Take(None), Take("BLUE"), Take("b"), Take(1)], ids=short)
def test_LC_1_1_take_names_a_colour_letter(action):
    s = start()
    s.apply("discard W9")
    refused(s, action, "LC-1.1")


def test_LC_1_1_huge_numbers_and_huge_texts_in_notation():
    s = start()
    refused(s, "play B" + "9" * 5000, "LC-1.1")
    refused(s, "discard Y" + "0" * 40, "LC-1.1")
    refused(s, "play B12", "LC-1.1")
    with pytest.raises(NotationError) as e:
        s.apply("x" * 1_000_000)
    assert e.value.rule == "LC-4.1" and len(str(e.value)) < 300


# ----------------------------------------------------------- item 6: options
@pytest.mark.parametrize("options, rule", [
    ({"players": 2.0}, "LC-3.1"), ({"players": True}, "LC-3.1"), ({"rounds": 3.0}, "LC-10.4"),
    ({"rounds": True}, "LC-10.4"), ({"rounds": "3"}, "LC-10.4"), ({"first_player": True}, "LC-3.5"),
    ({"first_player": 1.0}, "LC-3.5"), ({"first_player": 2}, "LC-3.5"), ({"next_starter": ["x"]}, "LC-10.3"),
    ({"slots": "x"}, "LC-1.7"), ({"slots": {"BLUE": "abc"}}, "LC-1.7"), ({"slots": {5: [1]}}, "LC-1.7"),
    ({"slots": {"BLUE": [1.0]}}, "LC-1.7"), ({"artifact_table": {"points": [HUGE]}}, "LC-1.9"),
    ({"artifact_table": [1.5]}, "LC-1.9"), ({"artifact_table": []}, "LC-1.9"),
    ({"artifact_table": list(range(29))}, "LC-1.9"), ({"artifact_table": {"points": [1], "x": 1}}, "LC-1.9"),
    ({"artifact_table": {"points": [1], "per_extra_chip": 2.0}}, "LC-1.9"), ({"artifact_table": "x"}, "LC-1.9"),
    ({"descending_variant": 1}, "LC-13.1"), ({"secret_vp": "yes"}, "LC-14.2"),
    ({"allow_redraw_own_discard": 0}, "LC-5.9"), ({"no_such_option": 1}, "options")], ids=short)
def test_options_are_checked_at_new_and_in_positions(options, rule):
    kw = {"players": 2, "seed": 1, **options}
    with pytest.raises(BadPosition) as e:
        boardlab.new("lost_cities", **kw)
    assert (e.value.rule or e.value.subject) == rule and len(str(e.value)) < 300
    if "players" not in options:
        with pytest.raises(BadPosition) as e:
            boardlab.from_position("lost_cities", position(players=2, options=options))
        assert (e.value.rule or e.value.subject) == rule


def test_LC_1_9_an_artifact_table_of_29_entries_is_the_longest():
    """27 chips at most (9 artifacts a round, LC-1.8): points for 0 … 27 chips + one more."""
    s = boardlab.new("lost_cities", players=2, seed=1, artifact_table=list(range(28)))
    assert s.options["artifact_table"] == {"points": list(range(28)), "per_extra_chip": 0}


# --------------------------------------------------------- item 8: positions
@pytest.mark.parametrize("change, rule", [
    ({"vp": [HUGE, 0, 0]}, "LC-9.3"), ({"vp": [True, 0, 0]}, "LC-9.3"), ({"chips": [1.0, 0, 0]}, "LC-1.8"),
    ({"artifacts": [HUGE, 0, 0]}, "LC-1.8"), ({"pawns": [{"L": ["B3"]}, {}, {}]}, "LC-1.3"),
    ({"pawns": "x"}, "position"), ({"pawns": [{"L": "B" + "1" * 5000}, {}, {}]}, "LC-1.3"),
    ({"tiles": {"B3": ["STEP"]}}, "LC-1.6"), ({"tiles": {("B3",): "STEP"}}, "LC-1.7"), ({"tiles": 5}, "LC-1.7"),
    ({"hands": [None, "", ""]}, "LC-1.1"), ({"hands": ["B" * 10**6, "", ""]}, "LC-1.1"),
    ({"round": 1.0}, "LC-10.4"), ({"to_move": True}, "LC-3.1"), ({"phase": {"play": 1}}, "position"),
    ({"discards": {"B": "x"}}, "LC-1.1"), ({"discards": {"Q": [1]}}, "LC-1.1"), ({"discards": [1]}, "LC-5.8"),
    ({"rows": [{"B": [2.0]}, {}, {}]}, "LC-1.1"), ({"draw_pile": 5}, "LC-1.1"), ({"seed": 1.0}, "seed"),
    ({"options": [1]}, "options"), ({"game": ["lost_cities"]}, "position"), ({"x" * 10**6: 0}, "position")],
    ids=short)
def test_malformed_positions_are_bad_positions(change, rule):
    with pytest.raises(BadPosition) as e:
        boardlab.from_position("lost_cities", position(**change))
    assert (e.value.rule or e.value.subject) == rule, str(e.value)
    assert len(str(e.value)) < 300


# ---------------------------------------------------------- item 9: LC-7.2
def test_LC_7_2_no_artifact_under_a_standing_pawn():
    p = position(pawns=[pawns(E1="B3"), pawns(), pawns()], rows=[{"B": [2]}, {}, {}])
    p["tiles"] = layout_tiles({"B3": "ARTIFACT"})
    with pytest.raises(BadPosition) as e:
        boardlab.from_position("lost_cities", p)
    assert e.value.rule == "LC-7.2" and "B3" in str(e.value)
    p["tiles"] = layout_tiles({"B3": "VP10"})   # a VP tile stays for every later pawn (LC-7.3)
    assert boardlab.from_position("lost_cities", p).tile("B3") == "VP10"


def test_LC_6_1_LC_7_2_the_fifth_crossing_leaves_its_artifact_at_the_end_of_the_game():
    """The pawn that makes the fifth crossing does not resolve the tile of step 7
    (LC-6.1 step 1); the last round's board stays as it ended, artifact and all."""
    seats = [pawns(E1="B7"), pawns(L="R7", E1="G8"), pawns(E1="W7", E2="Y9")]
    p = position(phase="over", to_move=None, options={"rounds": 1}, pawns=seats,
                 rows=[{"B": [2]}, {"R": [0], "G": [1]}, {"W": [2], "Y": [3]}],
                 hands=["B5 B8 Y0 W9 W10 G9 G10 R9", "Y2 B9 B10 G7 G8 R7 R8 R10", "Y4 Y5 B7 W7 W8 G5 G6 R6"])
    tiles = p["tiles"]
    spare = next(k for k, v in tiles.items() if v == "ARTIFACT" and k[1] in "12345")
    tiles["B7"], tiles[spare] = "ARTIFACT", tiles["B7"]
    s = boardlab.from_position("lost_cities", p)
    assert s.is_over and s.tile("B7") == "ARTIFACT" and s.crossings == 5
    p["pawns"] = [*seats[:2], pawns(E1="W7", E2="Y6")]   # 4 crossings: B7 was an ordinary entry
    with pytest.raises(BadPosition) as e:
        boardlab.from_position("lost_cities", dict(p, phase="play", to_move=0))
    assert e.value.rule == "LC-7.2"


def test_LC_7_2_seeded_tiles_put_no_artifact_on_or_behind_a_pawn():
    """Blue slots 3, 5, 6 (on or behind E1 on blue 6) and red 3 (the leader's) were
    reached: one of them lost its artifact to seat 0, the other three hold tiles that
    stay (VP or step); the 21 other slots hold the 8 artifacts left and 13 other tiles."""
    assert SLOT_LAYOUT["BLUE"][:3] == (3, 5, 6) and SLOT_LAYOUT["RED"][0] == 3
    s = start(pawns=[pawns(E1="B6", L="R3"), pawns(), pawns()], rows=[{"B": [2], "R": [1]}, {}, {}],
              artifacts=[1, 0, 0], tiles=None)
    tiles = s.to_position()["tiles"]
    reached = {k: tiles[k] for k in ("B3", "B5", "B6", "R3")}
    assert sorted(map(str, reached.values())).count("None") == 1
    assert "ARTIFACT" not in reached.values()
    rest = [v for k, v in tiles.items() if k not in reached]
    assert len(rest) == 21 and rest.count("ARTIFACT") == 8 and None not in rest
    with pytest.raises(BadPosition) as e:                  # 5 taken, 4 slots reached
        start(pawns=[pawns(E1="B6", L="R3"), pawns(), pawns()], rows=[{"B": [2], "R": [1]}, {}, {}],
              artifacts=[5, 0, 0], tiles=None)
    assert e.value.rule == "LC-7.2"


# ------------------------------------------------------------------ leftovers
@pytest.mark.parametrize("players", [2, 3, 4])
def test_LC_3_3_tiles_null_gives_the_tiles_new_deals(players):
    s = boardlab.new("lost_cities", players=players, seed=11)
    p = s.to_position()
    assert boardlab.from_position("lost_cities", dict(p, tiles=None)).to_position()["tiles"] == p["tiles"]
    s = play_random(players, 11, until=lambda t: t.round == 2)   # LC-10.2: round 2's own shuffle
    p = s.to_position()
    assert all(v is None for seat in p["pawns"] for v in seat.values())
    assert boardlab.from_position("lost_cities", dict(p, tiles=None)).to_position()["tiles"] == p["tiles"]


def test_LC_9_1_round_score_texts_use_the_minus_sign():
    """The leader on red 2 (−15, doubled: −30) and an explorer on yellow 4 (+5): −25."""
    pos = last_card(position(phase="draw", vp=[100, 0, 0], pawns=[pawns(L="R2", E1="Y4"), pawns(), pawns()],
                             rows=[{"R": [0, 1], "Y": [3]}, {}, {}],
                             hands=["Y0 Y1 W9 W10 G9 G10 R9", "Y2 B3 B9 B10 G7 G8 R7 R8",
                                    "Y4 Y5 B7 B8 W7 W8 G5 G6"]))
    ev = boardlab.from_position("lost_cities", pos).apply("draw")
    score = next(e for e in ev if e.rule == "LC-9.1" and e.data["seat"] == 0)
    assert score.text == "seat 0 scores round 1: L on R2 −30, E1 on Y4 +5 = −25 → 75 VP"
    assert score.data["result"] == -25


def test_LC_11_2_artifact_score_texts_use_the_minus_sign():
    """A table of one entry, −7: every chip count scores −7 (LC-1.9, the last entry)."""
    s = play_random(2, 5, rounds=1, artifact_table=[-7])
    finals = [e for e in s.log if e.rule == "LC-11.2"]
    assert len(finals) == 2
    for e in finals:
        chips = e.data["chips"]
        assert e.data["points"] == -7
        assert e.text == (f"seat {e.data['seat']}: {chips} artifact chip{'' if chips == 1 else 's'} "
                          f"score −7 → {e.data['vp']} VP")
