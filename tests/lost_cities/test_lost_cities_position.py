"""Lost Cities positions (hand-editable JSON), options and actions' notation."""
from __future__ import annotations

import json

import pytest

import boardlab
from boardlab import BadPosition, NotationError
from boardlab.games.lost_cities import Advance, Discard, Draw, Pawn, PlayCard, Take
from boardlab.games.lost_cities.actions import parse
from lc_positions import last_card, layout_tiles, legal, pawns, play_random, position


def bad(rule: str, **kw):
    with pytest.raises(BadPosition) as e:
        boardlab.from_position("lost_cities", position(**kw))
    assert (e.value.rule or e.value.subject) == rule, str(e.value)


def test_notation_reads_back_and_garbage_is_refused():
    for a in (PlayCard("B6"), Discard("Y10"), Pawn("E2"), Advance("L"), Advance(None), Draw(), Take("R")):
        assert parse(str(a), "LC-4.1") == a
    assert parse("  Play   b6 ", "x") == PlayCard("B6") and parse("NO ADVANCE", "x") == Advance()
    for text in ("", "play", "play B", "pawn X", "take", "draw 2", "advance", 3):
        with pytest.raises(NotationError):
            parse(text, "LC-4.1")


def test_positions_round_trip_through_json_at_every_phase():
    """LC-14.3 — a position fixes the deck order and the tiles; play continues identically."""
    seen = set()
    for seed, players in ((1, 2), (2, 3), (3, 4)):
        s = boardlab.new("lost_cities", players=players, seed=seed, descending_variant=seed == 2)
        import random
        rng = random.Random(seed)
        while not s.is_over:
            if s.phase not in seen or rng.random() < 0.01:
                seen.add(s.phase)
                t = boardlab.from_position("lost_cities", json.loads(s.to_json()))
                assert t.to_position() == s.to_position() and t.legal_actions() == s.legal_actions()
            s.apply(rng.choice(s.legal_actions()))
        t = boardlab.from_position("lost_cities", json.loads(s.to_json()))
        assert t.is_over and t.to_position() == s.to_position() and t.winners() == s.winners()
    assert seen >= {"play", "pawn", "step_tile", "draw"}
    s = boardlab.from_position("lost_cities", position(   # the city bonus (rare in random play)
        phase="city_bonus", pawns=[pawns(E1="B9", L="R3"), pawns(), pawns()], rows=[{"B": [2, 3], "R": [1]}, {}, {}],
        hands=["B4 B9 Y0 W9 W10 G9 G10", "Y2 Y3 B9 B10 G7 G8 R7 R8", "Y4 Y5 B7 B8 W7 W8 G5 G6"]))
    assert legal(s) == ["advance L", "no advance"]
    assert boardlab.from_position("lost_cities", json.loads(s.to_json())).to_position() == s.to_position()


def test_null_fields_are_filled_from_the_seed():
    p = position(draw_pile=None, tiles=None)
    a = boardlab.from_position("lost_cities", p).to_position()
    assert a == boardlab.from_position("lost_cities", p).to_position()
    assert len(a["draw_pile"].split()) == 110 - 24 and len(a["tiles"]) == 25
    two = position(players=2, hands=position()["hands"][:2])
    b = boardlab.from_position("lost_cities", two).to_position()
    assert len(b["removed"].split()) == 30 and len(b["draw_pile"].split()) == 110 - 16 - 30


def test_position_validation_cites_the_rules():
    bad("LC-3.1", players=5)
    bad("LC-10.4", round=4)
    bad("LC-3.1", to_move=3)
    bad("LC-9.3", vp=[-5, 0, 0])
    bad("LC-1.3", pawns=[pawns(L="B10"), pawns(), pawns()])
    bad("LC-5.5", pawns=[pawns(L="B3"), pawns(), pawns()], rows=[{"B": [5, 3]}, {}, {}])
    bad("LC-5.6", pawns=[pawns(L="B1"), pawns(), pawns()], rows=[{"B": [1, 2, 3]}, {}, {}])
    bad("LC-8.1", pawns=[pawns(L="B7", E1="R7", E2="G7"), pawns(L="Y8", E1="W9"), pawns()],
        rows=[{"B": [1], "R": [1], "G": [1]}, {"Y": [0], "W": [0]}, {}])
    bad("LC-4.2", hands=["Y0 Y1", "Y2 Y3 B9 B10 G7 G8 R7 R8", "Y4 Y5 B7 B8 W7 W8 G5 G6"])
    bad("LC-4.2", phase="draw")                       # the seat to move has played: 7 cards
    bad("LC-1.1", hands=["Z0 Y1 W9 W10 G9 G10 R9 R10", "Y2 Y3 B9 B10 G7 G8 R7 R8", "Y4 Y5 B7 B8 W7 W8 G5 G6"])
    bad("LC-1.1", draw_pile="B1 B2")                  # 86 cards missing
    bad("LC-3.3", removed="B1 B2")                    # 3 players: nothing removed
    bad("LC-1.7", tiles={"B1": "STEP"})
    bad("LC-1.6", tiles={**layout_tiles(), "B3": "VP5", "B5": "VP5", "B6": "VP5"})
    bad("LC-7.2", tiles=layout_tiles(empty=("B3",)), artifacts=[1, 0, 0])   # no pawn reached blue 3
    bad("LC-7.2", artifacts=[1, 0, 0])
    bad("LC-5.3", phase="pawn", hands=["Y1 W9 W10 G9 G10 R9 R10", "Y2 Y3 B9 B10 G7 G8 R7 R8",
                                       "Y4 Y5 B7 B8 W7 W8 G5 G6"])
    bad("LC-7.4", phase="step_tile", hands=["Y1 W9 W10 G9 G10 R9 R10", "Y2 Y3 B9 B10 G7 G8 R7 R8",
                                            "Y4 Y5 B7 B8 W7 W8 G5 G6"])
    bad("LC-5.9", discarded="B")
    bad("LC-11.1", phase="over", to_move=0)
    bad("position", colour="blue")
    bad("game", game="ecosystem")
    bad("options", options={"no_such_option": 1})
    with pytest.raises(BadPosition):
        boardlab.from_position("lost_cities", "not a dict")


def test_a_pawn_phase_position_waits_for_the_pawn():
    s = boardlab.from_position("lost_cities", position(
        phase="pawn", rows=[{"B": [2]}, {}, {}],
        hands=["Y1 W9 W10 G9 G10 R9 R10", "Y2 Y3 B9 B10 G7 G8 R7 R8", "Y4 Y5 B7 B8 W7 W8 G5 G6"]))
    assert legal(s) == ["pawn L", "pawn E1", "pawn E2", "pawn E3", "pawn E4"]
    s.apply("pawn L")
    assert s.pawn(0, "L") == "B1"


def test_a_finished_position_loads():
    s = play_random(3, 1, rounds=1)
    t = boardlab.from_position("lost_cities", s.to_position())
    assert t.is_over and t.scores() == s.scores() and t.legal_actions() == []
    end = last_card(position(phase="draw", hands=["Y0 Y1 W9 W10 G9 G10 R9", "Y2 B3 B9 B10 G7 G8 R7 R8",
                                                  "Y4 Y5 B7 B8 W7 W8 G5 G6"], options={"rounds": 1}))
    u = boardlab.from_position("lost_cities", end)
    u.apply("draw")
    assert u.is_over and u.undo() == Draw() and u.phase == "draw"


def test_options_are_validated_and_recorded():
    for kw, rule in (({"rounds": 2}, "LC-10.4"), ({"next_starter": "x"}, "LC-10.3"),
                     ({"descending_variant": "yes"}, "LC-13.1"), ({"secret_vp": 1}, "LC-14.2")):
        with pytest.raises(BadPosition) as e:
            boardlab.new("lost_cities", players=2, seed=1, **kw)
        assert (e.value.rule or e.value.subject) == rule
    s = boardlab.new("lost_cities", players=2, seed=1, rounds=1, descending_variant=True)
    assert s.to_record()["options"] == {"rounds": 1, "descending_variant": True}
    assert boardlab.new("lost_cities", players=2, seed=1).to_record()["options"] == {}


def test_the_documented_example_position_loads():
    from boardlab.games.lost_cities import position as module
    doc = module.__doc__
    text = doc[doc.index("{"):doc.index("\n\nNotation")]
    s = boardlab.from_position("lost_cities", json.loads(text))
    assert s.pawn(0, "E1") == "B5" and s.row(0, "B") == [2, 3, 3, 5, 8] and len(s.removed) == 30
    assert "play B9" in legal(s) and "take W" not in legal(s)
