"""Issue 13, item 5 — a refused Lost Cities or Ecosystem position lists every problem at once.

``BadPosition.problems`` holds each ``(rule, reason)``; the message names the first, then
``also RULE: reason`` for each other one.  A position with one problem reads exactly as
before (tutorials print these messages).  Positions are edited from ``to_position()``, as
a reader would edit one by hand.
"""
from __future__ import annotations

import pytest

import boardlab
from boardlab import BadPosition


def refused(game: str, pos: dict) -> BadPosition:
    with pytest.raises(BadPosition) as e:
        boardlab.from_position(game, pos)
    return e.value


def rules(e: BadPosition) -> list[str]:
    return [rule for rule, _ in e.problems]


# ----------------------------------------------------------------------------- Lost Cities
def lost_cities() -> dict:
    return boardlab.new("lost_cities", players=3, seed=1).to_position()


def test_issue13_5_lc_a_duplicated_card_a_bad_step_and_negative_vp_are_all_reported():
    pos = lost_cities()
    first = pos["hands"][0].split()[0]
    assert pos["draw_pile"].split().count(first) == 1      # its other copy is in the draw pile
    hands = list(pos["hands"])
    replaced = hands[1].split()[0]
    hands[1] = " ".join([first] + hands[1].split()[1:])    # a hand edit: a third copy of `first`
    pawns = [dict(p) for p in pos["pawns"]]
    pawns[2]["E1"] = "G10"                                # green has steps 1–9 (LC-1.3)
    e = refused("lost_cities", dict(pos, vp=[0, -5, 0], pawns=pawns, hands=hands))
    assert rules(e) == ["LC-9.3", "LC-1.3", "LC-1.1", "LC-1.1"]
    assert e.rule == "LC-9.3" and str(e).startswith("LC-9.3: VP are whole numbers")
    assert str(e).count("\n  also ") == 3 and "\n  also LC-1.3: seat 2, pawn E1: 'G10'" in str(e)
    duplicated, missing = e.problems[2][1], e.problems[3][1]
    assert f"{first}: hand 0, hand 1, draw pile" in duplicated    # where each copy is
    assert missing.startswith("1 cards are missing") and missing.endswith(f"e.g. {replaced}")
    assert str(e).count("leave draw_pile and removed null") == 1   # the hint, once


def test_issue13_5_lc_a_single_problem_reads_as_before():
    pos = lost_cities()
    e = refused("lost_cities", dict(pos, vp=[0, -5, 0]))
    assert str(e) == "LC-9.3: VP are whole numbers 0 … 1,000,000 (no player has fewer than 0), not [0, -5, 0]"
    assert e.problems == [(e.rule, e.reason)] and "also" not in str(e)
    pawns = [dict(p) for p in pos["pawns"]]
    pawns[2]["E1"] = "G10"
    assert str(refused("lost_cities", dict(pos, pawns=pawns))) == (
        "LC-1.3: seat 2, pawn E1: 'G10' is not a step (a colour letter Y/B/W/G/R and a step 1–9, "
        "like 'B6', or null for the camp)")
    hands = list(pos["hands"])                             # Y6 over Y5, and Y5 onto the draw pile
    assert hands[0].startswith("Y6 ") and hands[1].startswith("Y5 ")
    hands[1] = "Y6" + hands[1][2:]
    e = refused("lost_cities", dict(pos, hands=hands, draw_pile=pos["draw_pile"] + " Y5"))
    assert str(e) == ("LC-1.1: more than two copies of a card (there are two of each): Y6: hand 0, "
                      "hand 1, draw pile; to edit hands or rows, leave draw_pile and removed null: "
                      "the cards found nowhere else are then dealt to them with the seed")
    assert len(e.problems) == 1


def test_LC_1_3_a_pawn_that_cannot_be_read_adds_no_problems_of_its_own():
    """LC-1.3 — a pawn on no step is left out of the checks that compare pawns and rows:
    its row is not reported as a row without a pawn (LC-5.4)."""
    pos = lost_cities()
    hands = list(pos["hands"])
    pile = pos["draw_pile"].split()
    assert "B6" in hands[0].split()
    hands[0] = " ".join([c for c in hands[0].split() if c != "B6"] + [pile[0]])   # B6 played
    good = dict(pos, hands=hands, draw_pile=" ".join(pile[1:]),
                rows=[{"B": [6]}, {}, {}], pawns=[dict(pos["pawns"][0], L="B1")] + pos["pawns"][1:])
    boardlab.from_position("lost_cities", good)             # a possible position
    e = refused("lost_cities", dict(good, pawns=[dict(pos["pawns"][0], L="B10")] + pos["pawns"][1:]))
    assert rules(e) == ["LC-1.3"]


def test_LC_1_8_chips_that_are_not_counts_skip_the_checks_that_add_them():
    """LC-1.8 — with ``tiles`` null the artifacts held decide the tiles: not counted, no crash."""
    pos = dict(lost_cities(), tiles=None)
    e = refused("lost_cities", dict(pos, vp=[-1, 0, 0], chips=["x", 0, 0], artifacts=[0, 0, 0]))
    assert rules(e) == ["LC-9.3", "LC-1.8"]


def test_issue13_5_lc_a_field_that_cannot_be_read_keeps_the_problems_found_before_it():
    pos = lost_cities()
    hands = list(pos["hands"])
    hands[2] = "Z0" + hands[2][2:]
    e = refused("lost_cities", dict(pos, vp=[0, 0, -1], hands=hands))
    assert rules(e) == ["LC-9.3", "LC-1.1"] and "'Z0' is not a card" in e.problems[1][1]


# ------------------------------------------------------------------------------- Ecosystem
def ecosystem_step_3() -> dict:
    """3 players, round 1, step 3, seat 0 to pick: each grid holds 2 cards, each hand 8."""
    s = boardlab.new("ecosystem", players=3, seed=1)
    while not (s.step == 3 and s.phase == "pick" and s.to_move == 0):
        s.apply(s.legal_actions()[0])
    return s.to_position()


def test_issue13_5_ec_a_split_grid_a_wrong_pick_and_too_many_rabbits_are_all_reported():
    pos = ecosystem_step_3()
    top, bottom = pos["grids"][0]["grid"].split("/")
    grids = [f"{top}.{bottom}"] + pos["grids"][1:]         # the same 2 cards, not touching (EC-4.3)
    hands = [pos["hands"][0], "R" * 8, pos["hands"][2]]     # 8 cards, as at step 3, all Rabbits
    rabbits = sum(h.count("R") for h in hands) + pos["deck"].count("R")
    e = refused("ecosystem", dict(pos, grids=grids, hands=hands, picks=[None, None, "M"]))
    assert rules(e) == ["EC-4.3", "EC-3.2", "EC-1.1"]
    assert str(e).startswith("EC-4.3: grid 0: every card must share a side with another")
    assert "\n  also EC-3.2: seat 2 cannot have a chosen card at this moment" in str(e)
    assert f"{rabbits} rabbit cards in the position, the deck has only 8" in e.problems[2][1]
    assert "hand 1 ×8" in e.problems[2][1] and e.problems[2][1].endswith("shuffled into it with the seed")


def test_issue13_5_ec_a_single_problem_reads_as_before():
    e = refused("ecosystem", {"players": 3, "round": 1, "step": 1, "phase": "pick", "to_move": 0,
                              "grids": ["", "", ""], "hands": ["BBBBBBBBBB", "BBBMMSSFWD", "MMSSFWDTYE"]})
    assert str(e) == "EC-1.1: 13 bear cards in the position, the deck has only 12: hand 0 ×10, hand 1 ×3"
    assert e.problems == [(e.rule, e.reason)]
    pos = ecosystem_step_3()
    top, bottom = pos["grids"][0]["grid"].split("/")
    e = refused("ecosystem", dict(pos, grids=[f"{top}.{bottom}"] + pos["grids"][1:]))
    assert str(e) == "EC-4.3: grid 0: every card must share a side with another (the cards are not all connected)"
    assert str(refused("ecosystem", dict(pos, picks=[None, None, "M"], deck=None))) == (
        "EC-3.2: seat 2 cannot have a chosen card at this moment (phase pick, seat 0 to move)")


def test_issue13_5_ec_a_field_that_cannot_be_read_keeps_the_problems_found_before_it():
    pos = ecosystem_step_3()
    top, bottom = pos["grids"][0]["grid"].split("/")
    e = refused("ecosystem", dict(pos, grids=[f"{top}.{bottom}"] + pos["grids"][1:],
                                  hands=pos["hands"][:2] + ["ZZ"]))
    assert rules(e) == ["EC-4.3", "EC-1.1"] and "unknown card code 'Z'" in e.problems[1][1]
