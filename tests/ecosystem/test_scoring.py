"""Ecosystem scoring (shared/rules/ecosystem.md EC-5 to EC-8, EC-9.5, EC-10.4–10.7).

Every expected value in the full-grid tests was worked out BY HAND from the spec; the
comments give the reasoning type by type so a reader can check it.  Coordinates are
(row, col), row 0 at the top, col 0 at the left (EC-1.3, EC-4.7).  "N(v)" lists the
orthogonal neighbours (EC-5.3).
"""
from __future__ import annotations

from collections import Counter
from dataclasses import replace

import networkx as nx
import pytest

from boardlab.games.ecosystem.components import COPIES, SCORE_TYPES, parse_grid
from boardlab.games.ecosystem.scoring import (
    ScoreSheet, ScoringRules, eagle_range, majority_points, score_grid_preview, score_grids,
    solo_result,
)
from boardlab.rules import BadPosition, IllegalAction


# ----------------------------------------------------------------- helpers
def as_record(s: ScoreSheet) -> dict:
    return {"by_type": s.by_type, "stream": s.stream, "wolves": s.wolves, "gaps": s.gaps,
            "g": s.g, "gap_bonus": s.gap_bonus, "total": s.total}


def expect(*, bear=0, bee=0, trout=0, fox=0, eagle=0, dragonfly=0, deer=0, meadow=0, rabbit=0,
           stream=0, wolf=0, L, W, gaps, bonus, total) -> dict:
    by_type = dict(bear=bear, bee=bee, trout=trout, fox=fox, eagle=eagle, dragonfly=dragonfly,
                   deer=deer, meadow=meadow, rabbit=rabbit, stream=stream, wolf=wolf)
    assert list(by_type) == list(SCORE_TYPES)
    return {"by_type": by_type, "stream": L, "wolves": W, "gaps": gaps, "g": len(gaps),
            "gap_bonus": bonus, "total": total}


def assert_deck_allows(*grids: str) -> None:
    """EC-1.1 — a whole game never holds more cards of a type than the deck has."""
    counts = Counter(code for g in grids for code in parse_grid(g).values())
    for code, n in counts.items():
        assert n <= COPIES[code], (code, n)


def one(grid: str, **kw) -> ScoreSheet:
    return score_grids([grid], **kw)[0]


# --------------------------------------------------------------- the grids
# Game 1 (standard, 3 players): A, B, C.  All three have L = 3 (three-way stream tie).
A = "SSYSM/TSBSM/MEMRA/WDFDW"
#      c0 c1 c2 c3 c4
#  r0:  S  S  Y  S  M
#  r1:  T  S  B  S  M
#  r2:  M  E  M  R  A
#  r3:  W  D  F  D  W
B = "RMTSS/WAMSB/TFWTE/MDRMM"
#  r0:  R  M  T  S  S
#  r1:  W  A  M  S  B
#  r2:  T  F  W  T  E
#  r3:  M  D  R  M  M
C = "SSMMW/STMFW/BDRDW/MMDSS"
#  r0:  S  S  M  M  W
#  r1:  S  T  M  F  W
#  r2:  B  D  R  D  W
#  r3:  M  M  D  S  S

# Game 2 (two players + neutral hand): D, E, N (N = neutral).
D = "SSSSY/TBEMM/ARFMD/TMWDR"
#  r0:  S  S  S  S  Y
#  r1:  T  B  E  M  M
#  r2:  A  R  F  M  D
#  r3:  T  M  W  D  R
E = "MMESS/MWDWF/RDMMB/MMDRY"
#  r0:  M  M  E  S  S
#  r1:  M  W  D  W  F
#  r2:  R  D  M  M  B
#  r3:  M  M  D  R  Y
N = "SSSWB/MASWT/SRSWD/FMYMM"
#  r0:  S  S  S  W  B
#  r1:  M  A  S  W  T
#  r2:  S  R  S  W  D
#  r3:  F  M  Y  M  M

# Game 3 (solo): P = player, O = automated opponent.
P = "EMMSY/BTFSS/RADWT/MEMSD"
#  r0:  E  M  M  S  Y
#  r1:  B  T  F  S  S
#  r2:  R  A  D  W  T
#  r3:  M  E  M  S  D
O = "SSMWR/SYMFA/STBWD/DMEMR"
#  r0:  S  S  M  W  R
#  r1:  S  Y  M  F  A
#  r2:  S  T  B  W  D
#  r3:  D  M  E  M  R


# ------------------------------------------------------- EC-7.4 reference table
@pytest.mark.parametrize("values, payouts, points", [
    ((6, 4, 4, 2), (8, 5), [8, 5, 5, 0]),
    ((5, 5, 5, 3), (8, 5), [8, 8, 8, 0]),
    ((1, 0, 0), (8, 5), [8, 0, 0]),
    ((3, 3, 2, 0), (12, 8, 4), [12, 12, 4, 0]),
    ((4, 4, 4, 3), (12, 8, 4), [12, 12, 12, 0]),
    ((5, 3, 2, 2, 1), (12, 8, 4), [12, 8, 4, 4, 0]),
    ((3, 1, 1, 1), (12, 8, 4), [12, 8, 8, 8]),
], ids=["stream-6442", "stream-5553", "stream-100", "wolf-3320", "wolf-4443",
        "wolf-53221", "wolf-3111"])
def test_EC_7_4_reference_table(values, payouts, points):
    assert majority_points(list(values), payouts) == points


def test_EC_7_2_zero_scores_nothing_even_alone():
    assert majority_points([0], (12, 8, 4)) == [0]
    assert majority_points([0, 0, 0], (12, 8, 4)) == [0, 0, 0]


def test_EC_7_3_default_payouts_are_the_spec():
    r = ScoringRules()
    assert r.stream_payouts == (8, 5) and r.wolf_payouts == (12, 8, 4)


# ------------------------------------------------------------ full grids, by hand
def test_EC_6_EC_7_EC_8_standard_game_three_way_stream_tie():
    """Three grids worked out by hand; the score record of EC-8.4 is compared in full."""
    assert_deck_allows(A, B, C)
    a, b, c = score_grids([A, B, C], "standard")
    # Majorities (EC-7.3): L = 3, 3, 3 -> all tied 1st -> 8 each, 2nd place not awarded.
    #                      W = 2, 2, 3 -> C 1st 12; A and B share 2nd -> 8 each.

    # --- A ---
    # bear (1,2): N = Y(0,2), M(2,2), S(1,1), S(1,3): no bee/trout -> 0
    # bee (2,1): N = S(1,1), D(3,1), M(2,0), M(2,2): 2 meadow cards -> 6
    # trout (1,0): N = S(0,0), M(2,0), S(1,1): 2 stream cards -> 4
    # fox (3,2): N = M(2,2), D(3,1), D(3,3): no bear/wolf -> 3
    # eagle (2,4): range = (1,4)M (3,4)W (2,3)R (0,4)M (2,2)M (1,3)S (3,3)D: 1 rabbit -> 2
    # dragonfly (0,2): touches stream {(0,0),(0,1),(1,1)} (size 3) via (0,1) and stream
    #   {(0,3),(1,3)} (size 2) via (0,3) -> 3 + 2 = 5
    # deer (3,1),(3,3): 1 row + 2 columns -> 2 * 3 = 6
    # meadows {(0,4),(1,4)} -> f(2) = 3; {(2,0)} -> 0; {(2,2)} -> 0; total 3
    # rabbit 1 -> 1;  L = 3 (streams of 3 and 2);  W = 2 (wolves (3,0),(3,4), not connected)
    # gaps: bear -> g = 1 -> +12;  sum 0+6+4+3+2+5+6+3+1+8+8 = 46 -> total 58
    assert as_record(a) == expect(bee=6, trout=4, fox=3, eagle=2, dragonfly=5, deer=6, meadow=3,
                                  rabbit=1, stream=8, wolf=8, L=3, W=2, gaps=["bear"],
                                  bonus=12, total=58)

    # --- B ---
    # bear (1,4): N = S(0,4), E(2,4), S(1,3): 1 bee -> 2
    # bee (2,4): N = B(1,4), M(3,4), T(2,3): 1 meadow card -> 3
    # trout (0,2): N = M(0,1), S(0,3), M(1,2) -> 2;  (2,0): N = W, M, F -> 0;
    #   (2,3): N = S(1,3), M(3,3), W(2,2), E(2,4) -> 2;  total 4
    # fox (2,1): N includes W(2,2) -> 0
    # eagle (1,1): rabbit/trout in range: R(0,0) diagonal, T(0,2) diagonal, T(2,0) diagonal
    #   -> 3 -> 6.  NOT counted: T(2,3) at offset (1,2), R(3,2) at offset (2,1).
    # dragonfly: none -> 0
    # deer (3,1): 1 row + 1 column -> 4
    # meadows {(0,1)} 0, {(1,2)} 0 (only diagonal to (0,1)), {(3,0)} 0, {(3,3),(3,4)} 3 -> 3
    # rabbits (0,0),(3,2) -> 2;  L = 3 ({(0,3),(0,4),(1,3)});  W = 2 ((1,0),(2,2))
    # gaps: fox, dragonfly -> g = 2 -> +12;  sum 2+3+4+0+6+0+4+3+2+8+8 = 40 -> total 52
    assert as_record(b) == expect(bear=2, bee=3, trout=4, eagle=6, deer=4, meadow=3, rabbit=2,
                                  stream=8, wolf=8, L=3, W=2, gaps=["fox", "dragonfly"],
                                  bonus=12, total=52)

    # --- C ---  (exactly 5 gaps)
    # bear (2,0): N = S(1,0), M(3,0), D(2,1) -> 0
    # bee: none -> 0
    # trout (1,1): N = S(0,1), D(2,1), S(1,0), M(1,2): 2 stream cards -> 4
    # fox (1,3): N includes W(1,4) -> 0
    # eagle, dragonfly: none -> 0
    # deer (2,1),(2,3),(3,2): rows {2,3} + columns {1,3,2} = 5 -> 10
    # meadows {(0,2),(0,3),(1,2)} f(3) = 6; {(3,0),(3,1)} f(2) = 3 -> 9
    # rabbit (2,2) -> 1;  L = 3 ({(0,0),(0,1),(1,0)}; the other stream has 2);  W = 3
    # gaps: bear, bee, fox, eagle, dragonfly -> g = 5 -> bonus 0
    # sum 4+10+9+1+8+12 = 44 -> total 44
    assert as_record(c) == expect(trout=4, deer=10, meadow=9, rabbit=1, stream=8, wolf=12,
                                  L=3, W=3, gaps=["bear", "bee", "fox", "eagle", "dragonfly"],
                                  bonus=0, total=44)


def test_EC_9_5_two_player_game_neutral_pushes_players_down():
    """EC-7.1 / EC-7.5: the neutral hand takes part in the majorities only to rank."""
    assert_deck_allows(D, E, N)
    d, e, n = score_grids([D, E, N], "two_player")
    # Majorities with the neutral hand N (EC-7.1, EC-9.5):
    #   L: D 4, E 2, N 5 -> N 1st (8), D 2nd (5 instead of 8), E 3rd (0 instead of 5)
    #   W: D 1, E 2, N 3 -> N 1st (12), E 2nd (8), D 3rd (4)

    # --- D ---
    # bear (1,1): N = S(0,1), R(2,1), T(1,0), E(1,2): 1 trout + 1 bee -> 4
    # bee (1,2): N = S(0,2), F(2,2), B(1,1), M(1,3): 1 meadow -> 3
    # trout (1,0): N = S(0,0), A(2,0), B(1,1) -> 2;  (3,0): N = A(2,0), M(3,1) -> 0;  total 2
    # fox (2,2): N includes W(3,2) -> 0
    # eagle (2,0): in range T(1,0), T(3,0), R(2,1) (others: S(0,0), F(2,2), B(1,1), M(3,1))
    #   -> 3 -> 6
    # dragonfly (0,4): N = S(0,3) (stream of 4), M(1,4) -> 4
    # deer (2,4),(3,3): rows {2,3} + cols {4,3} -> 2 * 4 = 8
    # meadows {(1,3),(1,4),(2,3)} f(3) = 6; {(3,1)} 0 -> 6
    # rabbits (2,1),(3,4) -> 2;  L = 4;  W = 1
    # gaps: fox -> +12;  sum 4+3+2+0+6+4+8+6+2+5+4 = 44 -> total 56
    assert as_record(d) == expect(bear=4, bee=3, trout=2, eagle=6, dragonfly=4, deer=8, meadow=6,
                                  rabbit=2, stream=5, wolf=4, L=4, W=1, gaps=["fox"],
                                  bonus=12, total=56)

    # --- E ---  (exactly 6 gaps, one of them caused by the neutral hand)
    # bear (2,4): N = F(1,4), Y(3,4), M(2,3) -> 0
    # bee (0,2): N = M(0,1), D(1,2), S(0,3): 1 meadow -> 3
    # trout: none;  fox (1,4): N includes W(1,3) -> 0;  eagle: none
    # dragonfly (3,4): N = B(2,4), R(3,3): no stream -> 0
    # deer (1,2),(2,1),(3,2): rows {1,2,3} + cols {2,1} -> 2 * 5 = 10
    # meadows {(0,0),(0,1),(1,0)} 6; {(2,2),(2,3)} 3; {(3,0),(3,1)} 3 -> 12
    # rabbits (2,0),(3,3) -> 2;  L = 2;  W = 2 ((1,1),(1,3))
    # stream 0 (3rd place) is a gap (EC-8.1): gaps bear, trout, fox, eagle, dragonfly,
    #   stream -> g = 6 -> -5;  sum 3+10+12+2+8 = 35 -> total 30
    assert as_record(e) == expect(bee=3, deer=10, meadow=12, rabbit=2, wolf=8, L=2, W=2,
                                  gaps=["bear", "trout", "fox", "eagle", "dragonfly", "stream"],
                                  bonus=-5, total=30)

    # --- N (neutral) --- by_type is informational; no gap bonus, total None
    # bear (0,4): N = W(0,3), T(1,4) -> 2;  bee: none
    # trout (1,4): N = B(0,4), D(2,4), W(1,3) -> 0
    # fox (3,0): N = S(2,0), M(3,1) -> 3
    # eagle (1,1): in range R(2,1) only (S x6, M(1,0), M(3,1), W(1,3)) -> 2
    # dragonfly (3,2): N = S(2,2) (stream {(0,0),(0,1),(0,2),(1,2),(2,2)} of 5), M, M -> 5
    # deer (2,4) -> 4;  meadows {(1,0)} 0, {(3,1)} 0, {(3,3),(3,4)} 3 -> 3;  rabbit 1
    # L = 5 (the lone stream card (2,0) is a stream of 1);  W = 3
    assert as_record(n) == expect(bear=2, fox=3, eagle=2, dragonfly=5, deer=4, meadow=3,
                                  rabbit=1, stream=8, wolf=12, L=5, W=3, gaps=["bee", "trout"],
                                  bonus=0, total=None)
    assert any(ev.rule == "EC-9.5" for ev in n.events)
    assert not any(ev.rule in ("EC-8.2", "EC-8.3") for ev in n.events)

    # Without the neutral hand, E's stream would be 2nd (5 points) and D's 1st (8).
    d2, e2 = score_grids([D, E])
    assert (d2.by_type["stream"], e2.by_type["stream"]) == (8, 5)
    assert e2.gaps == ["bear", "trout", "fox", "eagle", "dragonfly"] and e2.gap_bonus == 0


def test_EC_10_solo_game_opponent_has_no_gap_bonus_and_margin():
    """EC-10.4 player scored normally, EC-10.5 opponent without gap bonus,
    EC-10.6 majorities between the two."""
    assert_deck_allows(P, O)
    p, o = score_grids([P, O], "solo")
    # Majorities between player and opponent (EC-10.6):
    #   L: P 3, O 4 -> O 8, P 5.   W: P 1, O 2 -> O 12, P 8.

    # --- P (player, gap bonus as usual, EC-10.4) ---
    # bear (1,0): N = E(0,0), R(2,0), T(1,1): bee + trout -> 4
    # bees (0,0): N = B(1,0), M(0,1) -> 3;  (3,1): N = A(2,1), M(3,0), M(3,2) -> 6;  total 9
    # trout (1,1): N = M(0,1), A(2,1), B(1,0), F(1,2) -> 0;  (2,4): N = S(1,4), D(3,4),
    #   W(2,3) -> 2;  total 2
    # fox (1,2): N = M(0,2), D(2,2), T(1,1), S(1,3) -> 3 (the wolf (2,3) only touches a corner)
    # eagle (2,1): in range T(1,1), R(2,0) (others: E(3,1), D(2,2), M(0,1), W(2,3), B(1,0),
    #   F(1,2), M(3,0), M(3,2)) -> 2 -> 4
    # dragonfly (0,4): S(0,3) and S(1,4) are the same stream {(0,3),(1,3),(1,4)} -> 3
    # deer (2,2),(3,4): rows {2,3} + cols {2,4} -> 8
    # meadows {(0,1),(0,2)} 3; {(3,0)} 0; {(3,2)} 0 -> 3;  rabbit 1
    # L = 3 ((3,3) is a stream of 1);  W = 1
    # gaps: none -> +12;  sum 4+9+2+3+4+3+8+3+1+5+8 = 50 -> total 62
    assert as_record(p) == expect(bear=4, bee=9, trout=2, fox=3, eagle=4, dragonfly=3, deer=8,
                                  meadow=3, rabbit=1, stream=5, wolf=8, L=3, W=1, gaps=[],
                                  bonus=12, total=62)

    # --- O (automated opponent: no gap bonus, EC-10.5) ---
    # bear (2,2): N = M(1,2), E(3,2), T(2,1), W(2,3): bee + trout -> 4
    # bee (3,2): N = B(2,2), M(3,1), M(3,3) -> 6
    # trout (2,1): N = Y(1,1), M(3,1), S(2,0), B(2,2): dragonfly + stream -> 4
    # fox (1,3): N = W(0,3), W(2,3) -> 0
    # eagle (1,4): in range R(0,4) (orthogonal), R(3,4) (two down) -> 4
    # dragonfly (1,1): S(0,1), S(1,0) are one stream {(0,0),(0,1),(1,0),(2,0)} of 4 -> 4
    # deer (2,4),(3,0): rows {2,3} + cols {4,0} -> 8
    # meadows {(0,2),(1,2)} 3; {(3,1)} 0; {(3,3)} 0 -> 3;  rabbits 2
    # L = 4;  W = 2
    # gaps: fox (g = 1, would be +12) but no bonus;  sum 4+6+4+0+4+4+8+3+2+8+12 = 55
    assert as_record(o) == expect(bear=4, bee=6, trout=4, eagle=4, dragonfly=4, deer=8, meadow=3,
                                  rabbit=2, stream=8, wolf=12, L=4, W=2, gaps=["fox"],
                                  bonus=0, total=55)

    # EC-10.7: margin 62 - 55 = 7 < 30 -> a loss, no level reached.
    assert solo_result([p, o]) == {"margin": 7, "levels": []}


def _sheet(total):
    return ScoreSheet(by_type=dict.fromkeys(SCORE_TYPES, 0), stream=0, wolves=0, gaps=[],
                      gap_bonus=0, total=total)


@pytest.mark.parametrize("margin, levels", [
    (29, []), (30, ["Easy"]), (49, ["Easy"]), (50, ["Easy", "Normal"]),
    (69, ["Easy", "Normal"]), (70, ["Easy", "Normal", "Hard"]), (-3, []),
])
def test_EC_10_7_levels(margin, levels):
    assert solo_result([_sheet(40 + margin), _sheet(40)]) == {"margin": margin, "levels": levels}


# ---------------------------------------------------------- single-rule tests
def test_EC_6_1_bear_counts_adjacent_bee_and_trout():
    # bear (2,1): N = E(1,1), M(3,1), T(2,0), T(2,2) -> 3 -> 6
    # bear (2,3): N = M(1,3), M(3,3), T(2,2), M(2,4) -> 1 -> 2 (the trout (2,2) feeds both
    #   bears; the bee (1,4) only touches a corner)
    assert one("MMMMM/MEMME/TBTBM/MMMMM").by_type["bear"] == 8


def test_EC_6_2_bee_counts_meadow_cards_not_meadows():
    # bee (1,1): N = M(0,1), M(1,2), M(2,1), S(1,0).  (0,1) and (1,2) belong to one meadow
    # {(0,1),(0,2),(1,2)}, yet both cards count: 3 cards -> 9 (per meadow it would be 6).
    s = one("SMMSS/SEMSS/SMSSS/SSSSS")
    assert s.by_type["bee"] == 9
    assert s.by_type["meadow"] == 6  # f(3) + f(1) = 6 + 0


def test_EC_6_3_trout_counts_stream_and_dragonfly_cards():
    # trout (1,2): N = M(0,2), S(2,2), S(1,1), Y(1,3) -> 3 -> 6
    assert one("MMMMM/MSTYM/MMSMM/MMMMM").by_type["trout"] == 6


def test_EC_6_4_fox_cancelled_orthogonally_not_diagonally():
    # fox (1,1): W(1,2) beside it -> 0;  fox (3,1): B(3,2) beside it -> 0;
    # fox (2,3): N = M(1,3), M(3,3), M(2,2), M(2,4); W(1,2) and B(3,2) only at corners -> 3
    s = one("MMMMM/MFWMM/MMMFM/MFBMM")
    assert s.by_type["fox"] == 3
    assert [ev.data["points"] for ev in s.events if ev.rule == "EC-6.4"] == [0, 3, 0]


def test_EC_6_5_eagle_manhattan_two_not_knight_or_far_diagonal():
    # eagle (1,2): T(0,2) orthogonal, R(1,4) two right, T(2,3) diagonal, R(3,2) two down
    #   -> 4 -> 8.  R(0,0) is at offset (-1,-2) and R(3,4) at (2,2): out of range.
    assert one("RMTMM/MMAMR/MMMTM/MMRMR").by_type["eagle"] == 8


def test_EC_6_6_dragonfly_between_two_streams():
    # dragonfly (0,1): stream {(0,0)} (1) on the left, stream {(0,2),(0,3)} (2) on the right
    s = one("SYSSM/MMMMM/MMMMM/MMMMM")
    assert s.by_type["dragonfly"] == 3
    assert s.stream == 2


def test_EC_6_6_dragonfly_counts_each_stream_once():
    # dragonfly (1,1) touches S(0,1), S(1,0), S(1,2), all of one stream of 5 -> 5;
    # dragonfly (1,4) touches no stream -> 0
    assert one("SSSMM/SYSMY/MMMMM/MMMMM").by_type["dragonfly"] == 5


def test_EC_6_7_deer_rows_plus_columns_once_per_ecosystem():
    # deer (0,0),(2,2),(2,4),(3,4): rows {0,2,3}, cols {0,2,4} -> 2 * 6 = 12
    assert one("DMMMM/MMMMM/MMDMD/MMMMD").by_type["deer"] == 12
    assert one("MMMMM/MMMMM/MMMMM/MMMMM").by_type["deer"] == 0


def test_EC_6_8_meadow_groups_table():
    # row 0 (5 cards) f(5) = 15; {(2,0),(2,1),(2,2),(3,2)} f(4) = 10; {(2,4),(3,4)} f(2) = 3
    assert one("MMMMM/SSSSS/MMMSM/SSMSM").by_type["meadow"] == 28
    # {(0,0)} f(1) = 0; {(0,2),(0,3),(0,4)} f(3) = 6; row 2 + (3,0),(3,1),(3,3) = 8 -> 15
    assert one("MSMMM/SSSSS/MMMMM/MMSMS").by_type["meadow"] == 21


def test_EC_6_9_rabbit_one_each_and_never_a_gap_when_present():
    s = one("RMMMR/MMMMM/MMRMM/MMMMM")
    assert s.by_type["rabbit"] == 3
    assert "rabbit" not in s.gaps
    assert "rabbit" in one("MMMMM/MMMMM/MMMMM/MMMMM").gaps


def test_EC_6_10_stream_only_largest_counts():
    # first grid: streams of 4 and 3 (7 Stream cards) -> L = 4; second: one stream of 5
    x, y = score_grids(["SSSSM/MMMMM/SSSMM/MMMMM", "SSSSS/MMMMM/MMMMM/MMMMM"])
    assert (x.stream, y.stream) == (4, 5)
    assert (x.by_type["stream"], y.by_type["stream"]) == (5, 8)
    assert one("MMMMM/MMMMM/MMMMM/MMMMM").stream == 0


def test_EC_6_11_wolf_counts_cards_connected_or_not():
    # four separate wolves beat three connected ones
    x, y = score_grids(["WMWMW/MMMMM/MWMMM/MMMMM", "WWWMM/MMMMM/MMMMM/MMMMM"])
    assert (x.wolves, y.wolves) == (4, 3)
    assert (x.by_type["wolf"], y.by_type["wolf"]) == (12, 8)


def test_EC_8_1_majority_without_points_is_a_gap():
    # wolves 3, 3, 3, 1: the three share 1st (12 each), the single wolf is 4th -> 0 -> a gap
    sheets = score_grids(["WWWMM/MMMMM/MMMMM/MMMMM"] * 3 + ["WMMMM/MMMMM/MMMMM/MMMMM"])
    assert [s.by_type["wolf"] for s in sheets] == [12, 12, 12, 0]
    assert "wolf" in sheets[3].gaps and "wolf" not in sheets[0].gaps


@pytest.mark.parametrize("g, bonus", [(0, 12), (1, 12), (2, 12), (3, 7), (4, 3), (5, 0),
                                       (6, -5), (7, -5), (11, -5)])
def test_EC_8_2_gap_table(g, bonus):
    assert ScoringRules().gap_points(g) == bonus


def test_EC_8_3_total_is_sum_plus_bonus_and_events_add_up():
    (a,) = score_grids([A])
    assert a.total == sum(a.by_type.values()) + a.gap_bonus
    # one event per scored card / meadow / deer; their points add up to the type scores
    per_type = Counter()
    for ev in a.events:
        if ev.rule.startswith("EC-6."):
            per_type[ev.data["type"]] += ev.data["points"]
    for t in SCORE_TYPES:
        if t not in ("stream", "wolf"):
            assert per_type[t] == a.by_type[t], t
    assert ("EC-6.6", {"type": "dragonfly", "cell": (0, 2), "points": 5}) in [
        (ev.rule, ev.data) for ev in a.events]
    assert [ev.rule for ev in a.events][-4:] == ["EC-7.3", "EC-7.3", "EC-8.2", "EC-8.3"]
    assert a.events[-1].data == {"total": a.total}


# ------------------------------------------------------ eagle range (EC-5.4)
def test_EC_5_4_range_matches_graph_distance_on_a_complete_grid():
    g = nx.grid_2d_graph(4, 5)
    cells = set(g.nodes)
    for v in cells:
        by_graph = set(nx.single_source_shortest_path_length(g, v, cutoff=2)) - {v}
        assert eagle_range(v, cells) == by_graph
    sizes = sorted(len(eagle_range(v, cells)) for v in cells)
    assert sizes[0] == 5 and sizes[-1] == 11


def test_EC_5_4_range_uses_coordinates_on_an_incomplete_grid():
    # eagle (0,0) and rabbit (1,1) are linked only through the long way round
    # (0,0)-(-1,0)-(-1,1)-(-1,2)-(0,2)-(1,2)-(1,1): graph distance 6, Manhattan distance 2
    # -> counted (EC-5.4 defines the range on coordinates; preview, EC-5.6).
    grid = {(0, 0): "A", (-1, 0): "M", (-1, 1): "M", (-1, 2): "M", (0, 2): "M", (1, 2): "M",
            (1, 1): "R"}
    assert score_grid_preview(grid)["eagle"] == 2


# ---------------------------------------------------------- preview (EC-5.6)
def test_EC_5_6_preview_same_formulas_without_majorities():
    preview = score_grid_preview(parse_grid(A))
    assert set(preview) == set(SCORE_TYPES) - {"stream", "wolf"}
    (a,) = score_grids([A])
    assert preview == {t: v for t, v in a.by_type.items() if t in preview}


def test_EC_5_6_preview_of_a_partial_grid_with_negative_coordinates():
    # bee (0,0): M(-1,0) and M(0,1) beside it -> 6; the two meadows touch only at a corner
    grid = {(0, 0): "E", (-1, 0): "M", (0, 1): "M", (0, -1): "B"}
    p = score_grid_preview(grid)
    assert p["bee"] == 6 and p["meadow"] == 0 and p["bear"] == 2
    assert score_grid_preview({}) == dict.fromkeys(p, 0)
    assert score_grid_preview("EM.../M..../...../.....")["bee"] == 6


def test_EC_5_6_incomplete_grid_is_an_error():
    with pytest.raises(IllegalAction) as e:
        score_grids(["SSYSM/TSBSM/MEMRA/WDFD."])
    assert e.value.rule == "EC-5.6"
    partial = parse_grid(A)
    del partial[(3, 4)]
    with pytest.raises(IllegalAction) as e:
        score_grids([partial])
    assert e.value.rule == "EC-5.6" and "19" in e.value.reason


def test_EC_4_4_twenty_cards_in_the_wrong_shape_is_an_error():
    tall = {(r, c): "M" for r in range(5) for c in range(4)}  # 5 high x 4 wide
    with pytest.raises(BadPosition) as e:
        score_grids([tall])
    assert e.value.rule == "EC-4.4"


# ------------------------------------------------------------ input handling
def test_EC_4_7_dict_grids_are_normalised_first():
    shifted = {(r - 2, c + 3): code for (r, c), code in parse_grid(A).items()}
    (x,) = score_grids([shifted])
    (y,) = score_grids([A])
    assert as_record(x) == as_record(y)


def test_EC_1_3_text_with_newlines_spaces_and_lowercase():
    text = "ssysm\nT S B S M\nMEMRA\nWDFDW\n"
    assert as_record(one(text)) == as_record(one(A))


def test_EC_1_3_single_grid_may_be_passed_alone():
    assert as_record(score_grids(A)[0]) == as_record(one(A))


def test_EC_5_1_networkx_graph_input():
    g = nx.grid_2d_graph(4, 5)
    nx.set_node_attributes(g, parse_grid(A), "card")
    assert as_record(score_grids([g])[0]) == as_record(one(A))


@pytest.mark.parametrize("bad, rule", [
    ("SSYSM/TSBSM/MEMRA", "EC-1.3"),          # 3 lines
    ("SSYSM/TSBSM/MEMRA/WDFDWW", "EC-1.3"),   # 6 codes on a line
    ("SSYSM/TSBSM/MEMRA/WDFDX", "EC-1.1"),    # unknown code
])
def test_EC_1_3_parse_errors(bad, rule):
    with pytest.raises(BadPosition) as e:
        score_grids([bad])
    assert e.value.rule == rule


def test_EC_1_1_unknown_card_in_a_dict():
    grid = parse_grid(A)
    grid[(0, 0)] = "Q"
    with pytest.raises(BadPosition) as e:
        score_grids([grid])
    assert e.value.rule == "EC-1.1"


def test_unknown_mode_names_the_allowed_modes():
    with pytest.raises(ValueError) as e:
        score_grids([A, B, C], "three_player")
    for mode in ("standard", "two_player", "solo"):
        assert mode in str(e.value)


@pytest.mark.parametrize("mode, count", [("two_player", 2), ("two_player", 4), ("solo", 1),
                                         ("solo", 3), ("standard", 0)])
def test_EC_2_1_wrong_number_of_grids_for_the_mode(mode, count):
    with pytest.raises(ValueError):
        score_grids([A, B, C, D][:count], mode)


# ---------------------------------------------------------------- ScoringRules
def test_ScoringRules_six_gaps_cost_ten():
    # E in game 2 has 6 gaps and 35 type points: -5 -> 30 with the spec, -10 -> 25 here.
    harsh = replace(ScoringRules(), gap_table=(12, 12, 12, 7, 3, 0, -10))
    _, e, _ = score_grids([D, E, N], "two_player", rules=harsh)
    assert (e.gap_bonus, e.total) == (-10, 25)


def test_ScoringRules_meadow_table_and_dict_form():
    # single meadow cards worth 1: grid "MSMMM/..." has one single-card meadow -> 21 + 1
    rules = {"meadow_table": [1, 3, 6, 10, 15]}  # a dict of fields, lists allowed (JSON options)
    assert one("MSMMM/SSSSS/MMMMM/MMSMS", rules=rules).by_type["meadow"] == 22
    # a shorter table: the last value applies to every larger meadow
    assert one("MMMMM/SSSSS/MMMSM/SSMSM",
               rules=ScoringRules(meadow_table=(0, 3, 6))).by_type["meadow"] == 6 + 6 + 3


def test_ScoringRules_eagle_range_and_majority_payouts():
    # eagle range 3 also reaches R(0,0) (offset (-1,-2)) -> 5 -> 10
    assert one("RMTMM/MMAMR/MMMTM/MMRMR",
               rules=ScoringRules(eagle_range=3)).by_type["eagle"] == 10
    # wolf 2nd place worth 10 instead of 8
    x, y = score_grids(["WMWMW/MMMMM/MWMMM/MMMMM", "WWWMM/MMMMM/MMMMM/MMMMM"],
                       rules=ScoringRules(wolf_payouts=(12, 10, 4)))
    assert (x.by_type["wolf"], y.by_type["wolf"]) == (12, 10)


def test_ScoringRules_unknown_field_is_rejected():
    with pytest.raises(ValueError):
        score_grids([A], rules={"gap_bonus": [0]})
