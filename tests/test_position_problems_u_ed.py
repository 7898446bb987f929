"""Issue 13, item 5 — an Urland or El Dorado position that cannot occur is refused with
every problem at once (``BadPosition.problems``, the message's ``also`` lines); a single
problem reads exactly as before; a card or chip in two places says where each copy is, and
a count error after a hand edit suggests leaving the unseen pile ``null``."""
from __future__ import annotations

from typing import Any, Callable

import pytest

import boardlab
from boardlab import BadPosition
from boardlab.games.el_dorado.board import route
from boardlab.games.el_dorado.position import setup_position as el_dorado_position
from boardlab.games.urland.position import setup_position as urland_position

Edit = Callable[[dict], Any]


def refused(game: str, pos: dict) -> BadPosition:
    with pytest.raises(BadPosition) as e:
        boardlab.from_position(game, pos)
    return e.value


def urland(*edits: Edit) -> dict:
    """Urland, 4 players, seed 7: white is the environment player, holding chips 2, 9, 10."""
    p = urland_position(4, 7)
    for edit in edits:
        edit(p)
    return p


def el_dorado(*edits: Edit) -> dict:
    """El Dorado, 4 players, seed 3, the first-game route: one pawn each on a start space."""
    p = el_dorado_position(4, 3)
    for edit in edits:
        edit(p)
    return p


# ------------------------------------------------------------------ Urland
def too_many_ichtos(p: dict) -> None:          # U-0.2: 28 black Ichtos in one sea
    p["ichtos"]["S1"] = {**p["ichtos"].get("S1", {}), "black": 28}


def two_markers_on_a_space(p: dict) -> None:   # U-9.2
    p["track"]["yellow"] = p["track"]["black"]


def chip_held_and_on_board(p: dict) -> None:   # U-0.4: white's chip also on the board
    p["on_board"] = [p["hands"]["white"][0]]


def bad_epoch(p: dict) -> None:                # U-4.1
    p["epoch"] = 4


URLAND_EDITS = [too_many_ichtos, two_markers_on_a_space, chip_held_and_on_board, bad_epoch]


def test_urland_position_lists_every_problem_at_once():
    """Ichtos (U-0.2), the track (U-9.2), the chips (U-0.4) and the epoch (U-4.1) wrong at
    once: one BadPosition lists the four, each as it reads alone, the first as the message."""
    e = refused("urland", urland(*URLAND_EDITS))
    assert [rule for rule, _ in e.problems] == ["U-0.2", "U-9.2", "U-0.4", "U-4.1"]
    alone = [refused("urland", urland(edit)).problems for edit in URLAND_EDITS]
    assert all(len(one) == 1 for one in alone)
    assert e.problems == [one[0] for one in alone]
    assert e.rule == "U-0.2" and str(e).count("\n  also ") == 3
    assert "\n  also U-9.2: space 2 holds the markers of black and yellow: at most one marker stands on a space" \
        in str(e)


def test_issue13_item5_urland_single_problem_reads_as_before():
    """One problem: the message of the committed code, word for word (tutorials print it)."""
    e = refused("urland", urland(two_markers_on_a_space))
    said = "space 2 holds the markers of black and yellow: at most one marker stands on a space"
    assert str(e) == f"U-9.2: {said}" and "also" not in str(e)
    assert e.problems == [("U-9.2", said)]
    assert str(refused("urland", urland(bad_epoch))) == "U-4.1: the epoch is a whole number 1–3, not 4"


def test_U_0_4_a_chip_in_two_places_says_where_each_copy_is():
    """U-0.4: chip 2 in white's hand and on the board; a null pile would not mend it (the
    copy too many is not in the pile), so no hint."""
    e = refused("urland", urland(chip_held_and_on_board))
    assert e.rule == "U-0.4"
    assert e.reason.startswith("every chip 1–12 and the panic chip (13) is in exactly one place: "
                               "hands, chosen, on_board, pile, removed, panic_aside; ")
    assert "chip 2: white's hand, on_board" in e.reason and "pile null" not in e.reason


def test_U_0_4_after_a_hand_edit_the_hint_says_leave_the_pile_null():
    """U-0.4: white's chip 2 swapped for the pile's top chip: that chip is twice (hand and
    pile) and chip 2 nowhere; the message says so and suggests a null pile — which loads,
    chip 2 then shuffled into the pile."""
    p = urland()
    top = p["pile"][0]
    p["hands"]["white"][0] = top
    e = refused("urland", p)
    assert e.rule == "U-0.4"
    assert f"chip {top}: white's hand, pile" in e.reason and "nowhere: 2" in e.reason
    assert e.reason.endswith("leave pile null: the other chips are then shuffled into it")
    p["pile"] = None
    s = boardlab.from_position("urland", p)
    assert top in s.hands[1] and 2 in s.pile and top not in s.pile


def test_U_3_7_a_gene_in_two_places_says_where_and_hints_a_null_gene_deck():
    """U-3.7: a displayed gene also put in the deck: where each copy is, the null-deck hint;
    with ``gene_deck: null`` the position loads."""
    p = urland()
    gene = p["display"][0]
    p["gene_deck"].append(gene)
    e = refused("urland", p)
    assert e.rule == "U-3.7" and f"gene {gene}: display, gene_deck" in e.reason
    assert "leave gene_deck null" in e.reason
    p["gene_deck"] = None
    assert gene not in boardlab.from_position("urland", p).gene_deck


# ------------------------------------------------------------------ El Dorado
def pawn_on_a_mountain(p: dict) -> None:       # ED-4.6
    r = route("FirstGame")
    q, rr = next(c for i, c in enumerate(r.cells) if r.terrain[i] == "mountain")
    p["pawns"][0] = [f"{q},{rr}"]


def a_fourth_scout(p: dict) -> None:           # ED-1.3: the market holds the other 3
    p["hands"][0].append("scout")


def barrier_held_and_on_its_seam(p: dict) -> None:   # ED-1.2
    p["won"][0] = [p["barriers"][0]]


def round_zero(p: dict) -> None:               # ED-3.1
    p["round"] = 0


ED_EDITS = [pawn_on_a_mountain, a_fourth_scout, barrier_held_and_on_its_seam, round_zero]


def test_el_dorado_position_lists_every_problem_at_once():
    """A pawn on a mountain (ED-4.6), a fourth Scout (ED-1.3), a barrier both held and on
    its seam (ED-1.2) and round 0 (ED-3.1): one BadPosition lists the four, each as alone."""
    e = refused("el_dorado", el_dorado(*ED_EDITS))
    assert [rule for rule, _ in e.problems] == ["ED-4.6", "ED-1.3", "ED-1.2", "ED-3.1"]
    alone = [refused("el_dorado", el_dorado(edit)).problems for edit in ED_EDITS]
    assert all(len(one) == 1 for one in alone)
    assert e.problems == [one[0] for one in alone]
    assert e.rule == "ED-4.6" and str(e).count("\n  also ") == 3


def test_ED_4_6_every_bad_pawn_is_listed():
    """ED-4.6, ED-13.2: two pawns on hexes they cannot stand on: both are named."""
    def no_such_hex(p: dict) -> None:
        p["pawns"][2] = ["40,40"]
    e = refused("el_dorado", el_dorado(pawn_on_a_mountain, no_such_hex))
    assert [rule for rule, _ in e.problems] == ["ED-4.6", "ED-13.2"]
    assert "\n  also ED-13.2: there is no hex '40,40' on this route" in str(e)


def test_issue13_item5_el_dorado_single_problem_reads_as_before():
    """One problem: the message of the committed code, word for word."""
    e = refused("el_dorado", el_dorado(barrier_held_and_on_its_seam))
    assert str(e) == ("ED-1.2: barrier 4 is in two places (on seam 1 and held by seat 0): each barrier "
                      "lies on its seam or is held by the player who cleared it")
    assert e.problems == [(e.rule, e.reason)]
    assert str(refused("el_dorado", el_dorado(round_zero))) == "ED-3.1: the round is a whole number 1–60, not 0"
    assert str(refused("el_dorado", el_dorado(pawn_on_a_mountain))) == "ED-4.6: no pawn can stand on 3,-17 (mountain)"


def test_ED_1_3_too_many_copies_say_where_each_copy_is():
    """ED-1.3: the fourth Scout is in hand 0, the other three in the market; a null draw pile
    would not mend it, so no hint."""
    e = refused("el_dorado", el_dorado(a_fourth_scout))
    assert e.reason == "4 scout cards in the game, at most 3: hand 0, market ×3"


def test_ED_1_3_after_a_hand_edit_the_hint_says_leave_the_draw_piles_null():
    """ED-1.3: a 13th Explorer in hand 0 while the draw piles are given: where the copies
    are, and the hint; with ``draw_piles: null`` the position loads, seat 0's draw pile
    then its starting cards less its hand (ED-1.5)."""
    p = el_dorado(lambda p: p["hands"][0].append("explorer"))
    e = refused("el_dorado", p)
    assert e.reason.startswith("13 explorer cards in the game, at most 12: hand 0 ×3, draw pile 0")
    assert "leave draw_piles null and 'cards' out" in e.reason
    p["draw_piles"] = None
    s = boardlab.from_position("el_dorado", p)
    assert s.hands[0].count("explorer") == 3 and "explorer" not in s.decks[0]
