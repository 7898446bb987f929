"""Ecosystem engine rules, one test per rule id (``shared/rules/ecosystem.md``).

Scoring formulas (EC-5.4, EC-6 – EC-8) are tested in ``test_scoring.py``.
Positions are set up with ``from_position``, never by poking private attributes.
"""
from __future__ import annotations

import random
from collections import Counter

import networkx as nx
import pytest

import boardlab
from boardlab import BadPosition, IllegalAction, testing
from boardlab.games.ecosystem import CARDS, Pick, Swap, parse_grid
from boardlab.games.ecosystem.board import grid_graph
from boardlab.games.ecosystem.components import COPIES, full_deck

DECK_TAKEN = {1: 41, 2: 60, 3: 60, 4: 80, 5: 100, 6: 120}


def play_random(players: int, seed: int, until=None):
    s = boardlab.new("ecosystem", players=players, seed=seed)
    rng = random.Random(seed)
    while not s.is_over and not (until and until(s)):
        s.apply(rng.choice(s.legal_actions()))
    return s


def pos(**kw) -> dict:
    """A 3-player position at round 1 step 1, seat 0 to pick, with overrides."""
    base = {"players": 3, "seed": 1, "round": 1, "step": 1, "phase": "pick", "to_move": 0,
            "grids": ["", "", ""], "hands": ["MMSSBFWDTY", "MMSSBFWDTE", "MMSSBFWDTA"],
            "picks": [None, None, None], "deck": None}
    base.update(kw)
    return base


def unchanged(s, text, rule):
    before = (s.to_position(), list(s.history), list(s.log))
    with pytest.raises(IllegalAction) as e:
        s.apply(text)
    assert e.value.rule == rule, str(e.value)
    assert (s.to_position(), list(s.history), list(s.log)) == before
    return e.value


# ---------------------------------------------------------------- EC-1, EC-2
def test_EC_1_1_deck_of_130_cards_and_conservation():
    """Cards are conserved through whole games.  (EC-1.4: score pad and player aids
    have no rules effect, so the engine has nothing of them.)"""
    assert len(full_deck()) == 130 and len(CARDS) == 11
    assert Counter(full_deck()) == {"M": 20, "S": 20, "B": 12, "F": 12, "W": 12, "D": 12,
                                    "T": 10, "Y": 8, "E": 8, "A": 8, "R": 8}
    for players in (1, 2, 3, 6):
        s = play_random(players, 4)
        cards = Counter(s.deck) + sum((Counter(h) for h in s.hands), Counter()) + \
            sum((Counter(g.values()) for g in s.grids), Counter())
        assert cards == Counter(COPIES)


def test_EC_1_2_cards_of_one_type_are_interchangeable_one_pick_per_type():
    s = boardlab.from_position("ecosystem", pos())
    assert [str(a) for a in s.legal_actions()] == ["pick B", "pick D", "pick F", "pick M", "pick S",
                                                   "pick T", "pick W", "pick Y"]


def test_EC_1_3_grid_text_format():
    g = parse_grid("MEMST / MBTSY / DFARS / WWDSM")
    assert g[(0, 0)] == "M" and g[(0, 4)] == "T" and g[(3, 0)] == "W" and len(g) == 20
    assert parse_grid("MEMST\nMBTSY\nDFARS\nWWDSM") == g
    with pytest.raises(BadPosition) as e:
        parse_grid("MEMS/MBTSY/DFARS/WWDSM")
    assert e.value.rule == "EC-1.3"
    with pytest.raises(BadPosition) as e:
        parse_grid("MEMSQ/MBTSY/DFARS/WWDSM")
    assert e.value.rule == "EC-1.1"


@pytest.mark.parametrize("players", [0, 7, -1, "3"])
def test_EC_2_1_other_player_counts_are_rejected(players):
    with pytest.raises(BadPosition) as e:
        boardlab.new("ecosystem", players=players, seed=1)
    assert e.value.rule == "EC-2.1"


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5, 6])
def test_EC_2_1_cards_taken_from_the_deck(players):
    s = play_random(players, players)
    assert len(s.deck) == 130 - DECK_TAKEN[players]
    if players == 1:  # EC-10.3 — one card is left over in the hand
        assert len(s.hands[0]) == 1


def test_EC_2_2_EC_3_4_pass_left_in_round_1_and_right_in_round_2():
    s = boardlab.new("ecosystem", players=4, seed=3)
    before = [list(h) for h in s.hands]
    picks = []
    while s.phase != "pick" or not picks or len(picks) < 4:
        a = s.legal_actions()[0]
        if isinstance(a, Pick):
            picks.append(a.card)
        s.apply(a)
    for seat in range(4):  # seat i gives its hand to seat i + 1
        h = list(before[seat])
        h.remove(picks[seat])
        assert sorted(s.hands[(seat + 1) % 4]) == sorted(h)
    s2 = play_random(4, 3, until=lambda t: t.round == 2)
    before = [list(h) for h in s2.hands]
    picks = []
    while len(picks) < 4 or s2.phase != "pick":
        a = s2.legal_actions()[0]
        if isinstance(a, Pick):
            picks.append(a.card)
        s2.apply(a)
    for seat in range(4):  # round 2: seat i gives its hand to seat i − 1
        h = list(before[seat])
        h.remove(picks[seat])
        assert sorted(s2.hands[(seat - 1) % 4]) == sorted(h)


def test_EC_2_3_ten_cards_dealt_to_every_hand_each_round():
    s = boardlab.new("ecosystem", players=5, seed=2)
    assert [len(h) for h in s.hands] == [10] * 5 and len(s.deck) == 80
    assert s.log[0].rule == "EC-2.3"
    s = play_random(5, 2, until=lambda t: t.round == 2)
    assert [len(h) for h in s.hands] == [10] * 5 and len(s.deck) == 30


def test_EC_2_4_every_ecosystem_starts_empty():
    for players, grids in ((1, 2), (2, 3), (3, 3), (6, 6)):
        s = boardlab.new("ecosystem", players=players, seed=1)
        assert s.grids == [{}] * grids


# -------------------------------------------------------------------- EC-3
def test_EC_3_1_EC_3_5_two_rounds_of_ten_steps_hands_10_down_to_1():
    s = boardlab.new("ecosystem", players=3, seed=9)
    seen = []
    rng = random.Random(1)
    while not s.is_over:
        if s.phase == "pick" and s.to_move == 0:
            seen.append((s.round, s.step, len(s.hands[0])))
        s.apply(rng.choice(s.legal_actions()))
    assert seen == [(r, k, 11 - k) for r in (1, 2) for k in range(1, 11)]


def test_EC_3_2_a_pick_must_be_in_the_hand_and_stays_secret():
    s = boardlab.from_position("ecosystem", pos())
    unchanged(s, "pick E", "EC-3.2")  # seat 0 holds no bee
    events = s.apply("pick B")
    assert "B" not in str(events) and "bear" not in str(events).lower()
    assert s.to_move == 1
    assert s.view(1).picks[0] == "?" and s.view(0).picks[0] == "B"


def test_EC_3_3_choices_are_revealed_then_each_player_places():
    s = boardlab.from_position("ecosystem", pos())
    s.apply("pick B")
    s.apply("pick E")
    ev = s.apply("pick A")
    assert ev[-1].rule == "EC-3.3" and ev[-1].data["picks"] == ["B", "E", "A"]
    assert s.phase == "place" and s.to_move == 0
    s.apply("place 0,0")
    assert s.to_move == 1 and s.grids[0] == {(0, 0): "B"} and s.grids[1] == {}


def test_EC_3_3_a_card_is_placed_once_every_player_has_chosen():
    """A placement while picking is refused citing EC-3.3 (placing follows the choices),
    not the pick step it interrupts."""
    s = boardlab.from_position("ecosystem", pos())
    e = unchanged(s, "place 0,0", "EC-3.3")
    assert "once every player has chosen" in str(e) and "pick a card" in str(e)
    s.apply("pick B")
    unchanged(s, "place 0,0", "EC-3.3")  # seat 1 has not chosen yet


def test_EC_3_2_one_card_a_step_no_second_pick_while_placing_or_swapping():
    """Once the choices are revealed, another pick is refused citing EC-3.2 (exactly one
    card a step), not the placement or the Rabbit's swap under way."""
    s = boardlab.from_position("ecosystem", pos())
    for text in ("pick B", "pick E", "pick A"):
        s.apply(text)
    assert s.phase == "place"
    e = unchanged(s, "pick M", "EC-3.2")
    assert "chosen its card of this step already" in str(e) and "place" in str(e)
    s = placing("BM", card="R")
    s.apply("place 1,0")
    assert s.phase == "swap"
    unchanged(s, "pick M", "EC-3.2")


def test_EC_3_6_hands_are_secret_ecosystems_public():
    s = play_random(3, 5, until=lambda t: len(t.history) == 20)
    for seat in range(3):
        v = s.view(seat)
        assert v.hands[seat] == s.hands[seat]
        assert all(set(h) <= {"?"} for o, h in enumerate(v.hands) if o != seat)
        assert set(v.deck) <= {"?"} and v.grids == s.grids


def test_EC_3_7_EC_4_5_EC_4_7_game_ends_with_full_4x5_grids():
    for seed in range(5):
        s = boardlab.new("ecosystem", players=3, seed=seed)
        rng = random.Random(seed)
        while not s.is_over:
            for g in s.grids:  # EC-4.5: always connected, never stuck
                if g:
                    assert nx.is_connected(grid_graph(g))
            assert s.legal_actions()
            s.apply(rng.choice(s.legal_actions()))
        assert s.round == 2 and s.step == 10 and s.to_move is None
        for g in s.grids:  # EC-4.7: rows 0–3, columns 0–4
            assert set(g) == {(r, c) for r in range(4) for c in range(5)}
        with pytest.raises(IllegalAction) as e:
            s.apply("pick B")
        assert e.value.rule == "EC-3.7"


# -------------------------------------------------------------------- EC-4
def filler(n: int, pool: Counter) -> str:
    """A row-by-row grid of ``n`` cards taken from ``pool`` (most plentiful type first)."""
    cards = []
    for _ in range(n):
        code = max(sorted(pool), key=pool.__getitem__)
        pool[code] -= 1
        cards.append(code)
    rows = [cards[i:i + 5] for i in range(0, n, 5)]
    return "/".join("".join(r).ljust(5, ".") for r in rows) if n else ""


def placing(grid: str, card: str = "B", top_left=(0, 0)) -> "boardlab.State":
    """Seat 0 of a 3-player game about to place ``card`` into ``grid``."""
    n = sum(ch not in "./ " for ch in grid)
    step, rnd = n % 10 + 1, n // 10 + 1
    pool = Counter(COPIES) - Counter(ch for ch in grid if ch not in "./ ") - Counter(card)
    others = [filler(n, pool) for _ in range(2)]
    hands = [filler(10 - step, pool).replace("/", "").replace(".", "") for _ in range(3)]
    picks = [card] + [filler(1, pool)[0] for _ in range(2)]
    return boardlab.from_position("ecosystem", pos(
        round=rnd, step=step, phase="place", to_move=0,
        grids=[{"grid": grid, "top_left": list(top_left)}] + others,
        hands=hands, picks=picks, deck=None))


def test_EC_4_1_EC_4_2_first_card_at_origin_later_ones_may_be_negative():
    s = boardlab.from_position("ecosystem", pos())
    for t in ("pick B", "pick M", "pick S"):
        s.apply(t)
    unchanged(s, "place 1,0", "EC-4.2")
    assert [str(a) for a in s.legal_actions()] == ["place 0,0"]
    s.apply("place 0,0")
    s.apply("place 0,0")
    s.apply("place 0,0")
    for _ in range(3):
        s.apply(s.legal_actions()[0])
    assert "place -1,0" in [str(a) for a in s.legal_actions()]
    s.apply("place 0,-1")
    assert s.grids[0][(0, 0)] == "B" and (0, -1) in s.grids[0]


def test_EC_4_3_occupied_and_corner_only_cells_are_refused():
    s = placing("BM")
    assert "occupied" in str(unchanged(s, "place 0,1", "EC-4.3"))
    assert "adjacent" in str(unchanged(s, "place 1,2", "EC-4.3"))  # touches (0,1) at a corner
    assert "adjacent" in str(unchanged(s, "place 3,3", "EC-4.3"))
    s.apply("place 1,1")
    assert s.grids[0][(1, 1)] == "B"


def test_EC_4_4_a_row_of_five_and_a_column_of_four_stop_growing():
    s = placing("MMMMM")
    unchanged(s, "place 0,5", "EC-4.4")
    unchanged(s, "place 0,-1", "EC-4.4")
    assert {(a.row, a.col) for a in s.legal_actions()} == {(r, c) for r in (-1, 1) for c in range(5)}
    s = placing("M/M/M/M")
    unchanged(s, "place 4,0", "EC-4.4")
    unchanged(s, "place -1,0", "EC-4.4")
    # never 5 high × 4 wide: the orientation is fixed
    s = placing("MMMM./M..../M..../M....")
    unchanged(s, "place 4,0", "EC-4.4")


def test_EC_4_6_rabbit_swap_optional_any_two_cards_once():
    s = placing("BM", card="R")
    s.apply("place 1,0")
    assert s.phase == "swap" and s.to_move == 0
    assert "no swap" in [str(a) for a in s.legal_actions()]
    e = unchanged(s, "swap 0,0 2,2", "EC-4.6")
    assert "empty" in str(e)
    unchanged(s, "place 1,1", "EC-4.6")
    ev = s.apply("swap 0,0 1,0")  # the Rabbit itself may be swapped
    assert ev[0].rule == "EC-4.6" and s.grids[0] == {(0, 0): "R", (0, 1): "M", (1, 0): "B"}
    assert s.to_move == 1 and s.phase == "place"  # the swap happens once, now
    unchanged(s, "swap 0,0 0,1", "EC-4.6")  # no swap available
    s2 = placing("BM", card="R")
    s2.apply("place 1,0")
    s2.apply("no swap")
    assert s2.grids[0] == {(0, 0): "B", (0, 1): "M", (1, 0): "R"}


@pytest.mark.rule("EC-4.6")
def test_EC_4_6_a_second_card_rabbit_swaps_with_the_first():
    """A Rabbit placed as the SECOND card of an ecosystem grants a swap (only the
    first card has nothing to swap with): the only swap is the two cards there."""
    s = placing("B", card="R")
    ev = s.apply("place 0,1")
    assert [e.rule for e in ev] == ["EC-4.3"]
    assert (s.phase, s.to_move) == ("swap", 0)
    assert [str(a) for a in s.legal_actions()] == ["no swap", "swap 0,0 0,1"]
    ev = s.apply("swap 0,0 0,1")
    assert [e.rule for e in ev] == ["EC-4.6"]
    assert s.grids[0] == {(0, 0): "R", (0, 1): "B"}
    assert (s.phase, s.to_move) == ("place", 1)


def rabbit_weight(s, a, events) -> float:
    """A rare-path weighting for ``boardlab.testing.biased_chooser``: pick Rabbits and
    make the swap they grant."""
    text = str(a)
    return 2.0 if text in ("pick R", "gift R") or text.startswith("swap") else 0.0


@pytest.mark.rule("EC-4.6", "EC-10.2")
@pytest.mark.parametrize("players", [1, 2, 3, 6])
def test_EC_4_6_EC_10_2_biased_games_make_rabbit_swaps_and_solo_refills(players):
    """Games steered to Rabbits make real swaps (not only "no swap") in every mode;
    the solo player draws 5 after turns 5, 10 and 15 (EC-10.2 step 3): 3 refills a
    game.  ``check()`` and the copy/undo/round-trip/view properties hold throughout."""
    met = testing.check_rare_paths("ecosystem", players, weight=rabbit_weight, expect=["EC-4.6"])
    games = [testing.play("ecosystem", players, seed, chooser=testing.biased_chooser(rabbit_weight))
             for seed in (0, 1, 2)]
    swaps = [e for s in games for e in s.log if e.rule == "EC-4.6" and "cells" in e.data]
    assert swaps, "no Rabbit swap was made"
    assert met["EC-4.6"] == sum(e.rule == "EC-4.6" for s in games for e in s.log)  # the same games
    refills = [e for s in games for e in s.log if e.rule == "EC-10.2" and e.data.get("cards") == 5]
    assert len(refills) == (9 if players == 1 else 0)


def test_EC_4_6_a_first_card_rabbit_has_nothing_to_swap_with():
    s = boardlab.from_position("ecosystem", pos(hands=["RMSSBFWDTY", "MMSSBFWDTE", "MMSSBFWDTA"]))
    s.apply("pick R")
    s.apply("pick M")
    s.apply("pick M")
    s.apply("place 0,0")
    assert s.phase == "place" and s.to_move == 1


# -------------------------------------------------------------------- EC-5
def test_EC_5_1_EC_5_2_EC_5_5_final_grid_is_a_labelled_grid_2d_graph():
    s = play_random(3, 12)
    for seat in range(3):
        g = s.grid_graph(seat)
        assert nx.utils.graphs_equal(nx.Graph(g.edges), nx.Graph(nx.grid_2d_graph(4, 5).edges))
        assert g.number_of_nodes() == 20 and g.number_of_edges() == 31
        assert all(g.nodes[v]["card"] == s.grids[seat][v] for v in g)
    b = s.board
    assert b.number_of_nodes() == 60 and b.number_of_edges() == 93
    assert b.nodes[(1, 2, 3)]["card"] == s.grids[1][(2, 3)]


def test_EC_5_3_meadows_are_connected_components_of_meadow_nodes():
    from boardlab.games.ecosystem.scoring import groups

    s = play_random(3, 13)
    g = s.grid_graph(0)
    meadows = nx.connected_components(g.subgraph(v for v in g if g.nodes[v]["card"] == "M"))
    assert sorted(map(sorted, meadows)) == sorted(map(sorted, groups(s.grids[0], "M")))


def test_EC_5_6_scores_are_previews_until_the_grids_are_complete():
    """Mid-game scores are previews of the cards placed (no majorities, no gaps):
    seat 0's Bear beside a Bee scores 2 (the Bee, with no Meadow beside it, 0); seat 1's
    two Meadows in a row score 3 (a meadow of 2); seat 2's Streams are a majority (EC-7),
    left out: 0.  The official sheets refuse (EC-5.6)."""
    s = boardlab.from_position("ecosystem", pos(step=3, grids=["BE", "MM", "SS"],
                                                hands=["MMSSBFWD", "MSSBFWDT", "MSSBFWDE"]))
    assert s.scores() == {0: 2, 1: 3, 2: 0}
    with pytest.raises(IllegalAction) as e:
        s.score_sheets()
    assert e.value.rule == "EC-5.6"


def test_EC_6_to_EC_8_EC_11_1_a_finished_position_scores_the_hand_worked_totals():
    """The three grids of test_scoring's hand-worked example (A 58, B 52, C 44) as a
    finished 3-player game: the engine's scores and winner are those totals."""
    grids = ["SSYSM/TSBSM/MEMRA/WDFDW", "RMTSS/WAMSB/TFWTE/MDRMM", "SSMMW/STMFW/BDRDW/MMDSS"]
    s = boardlab.from_position("ecosystem", pos(round=2, step=10, phase="over", to_move=None,
                                                grids=grids, hands=["", "", ""]))
    assert s.is_over
    assert s.scores() == {0: 58, 1: 52, 2: 44}
    assert s.winners() == [0]


# -------------------------------------------------------------------- EC-9
def test_EC_9_1_EC_9_2_EC_9_4_neutral_hand_takes_random_cards_in_reading_order():
    s = boardlab.new("ecosystem", players=2, seed=5)
    assert len(s.hands) == 3 and s.seats == 3
    rng = random.Random(0)
    neutral = []
    while not s.is_over:
        assert s.to_move in (0, 1)  # EC-9.1: N never decides
        hand = list(s.hands[2])
        ev = s.apply(rng.choice(s.legal_actions()))
        for e in ev:
            if e.rule == "EC-9.2":
                assert e.data["card"] in hand
                neutral.append(e.data["cell"])
    assert neutral == [((k - 1) // 5, (k - 1) % 5) for k in range(1, 21)]
    # the random source is the game's seed: same seed, same neutral grid; another seed differs
    grids = {seed: play_random(2, seed).grids[2] for seed in (5, 5, 6)}
    assert play_random(2, 5).grids[2] == grids[5] != grids[6]


def test_EC_9_3_three_hands_are_passed():
    s = boardlab.new("ecosystem", players=2, seed=7)
    neutral_before = list(s.hands[2])
    for _ in range(4):  # A picks, B picks, A places, B places (+ neutral + pass)
        a = s.legal_actions()[0]
        s.apply(a if not isinstance(a, Swap) else Swap())
        if s.phase == "swap":
            s.apply("no swap")
    taken = s.grids[2][(0, 0)]
    neutral_before.remove(taken)
    assert sorted(s.hands[0]) == sorted(neutral_before)  # N → A in round 1


def test_EC_9_5_neutral_hand_ranks_but_is_never_scored_nor_wins():
    s = play_random(2, 8)
    sheets = s.score_sheets()
    assert sheets[2].total is None and set(s.scores()) == {0, 1}
    assert set(s.winners()) <= {0, 1}


# ------------------------------------------------------------------- EC-10
def test_EC_10_1_EC_10_2_EC_10_3_solo_turns_gifts_and_draws():
    s = boardlab.new("ecosystem", players=1, seed=3)
    assert len(s.hands[0]) == 10 and s.log[0].rule == "EC-10.1"
    sizes, rng = [], random.Random(3)
    while not s.is_over:
        if s.phase == "pick":
            sizes.append(len(s.hands[0]))
        turn = s.step
        s.apply(rng.choice(s.legal_actions()))
        if s.phase == "pick" and s.step == turn + 1:
            assert len(s.grids[1]) == turn and s.grids[1][((turn - 1) // 5, (turn - 1) % 5)]
    assert sizes == [10, 9, 8, 7, 6, 9, 8, 7, 6, 5, 8, 7, 6, 5, 4, 7, 6, 5, 4, 3]
    assert len(s.hands[0]) == 1
    drawn = sum(e.data.get("cards", 0) for e in s.log if e.text.startswith("the player draws"))
    assert drawn == 41  # 10 at the start + 31 draws (EC-2.1: 41 cards taken)


def test_EC_10_2_gifts_exist_only_in_solo_and_must_be_in_hand():
    s = boardlab.from_position("ecosystem", pos())
    unchanged(s, "gift B", "EC-10.2")
    s = boardlab.new("ecosystem", players=1, seed=1)
    s.apply(s.legal_actions()[0])
    s.apply("place 0,0")
    if s.phase == "swap":
        s.apply("no swap")
    missing = next(c for c in CARDS if c not in s.hands[0])
    unchanged(s, f"gift {missing}", "EC-10.2")


def test_EC_10_4_to_EC_10_7_solo_scoring_and_levels():
    """EC-10.5 no gap bonus for the opponent; EC-10.7 / EC-11.3 the solo result."""
    s = play_random(1, 6)
    player, opponent = s.score_sheets()
    assert opponent.gap_bonus == 0 and opponent.total == sum(opponent.by_type.values())
    assert player.total == sum(player.by_type.values()) + player.gap_bonus
    res = s.solo_result()
    assert res["margin"] == player.total - opponent.total
    assert res["levels"] == [n for n, m in (("Easy", 30), ("Normal", 50), ("Hard", 70)) if res["margin"] >= m]
    assert s.winners() == ([0] if res["levels"] else [])
    assert s.log[-1].rule == "EC-10.7"


# ------------------------------------------------------------------- EC-11
def test_EC_11_1_EC_11_2_highest_total_wins_ties_share():
    for seed in range(12):
        s = play_random(3, seed)
        best = max(s.scores().values())
        assert s.winners() == [p for p, v in s.scores().items() if v == best]
        assert s.log[-1].rule == ("EC-11.2" if len(s.winners()) > 1 else "EC-11.1")


# --------------------------------------------------------------- positions
@pytest.mark.parametrize("change,rule", [
    ({"hands": ["BBBBBBBBBB", "BBBMMSSFWD", "MMSSBFWDTA"]}, "EC-1.1"),   # 13 bears
    ({"grids": ["MMMMMM", "", ""]}, "EC-4.4"),
    ({"grids": ["M.M", "", ""]}, "EC-4.3"),
    ({"hands": ["MMSSBFWDT", "MMSSBFWDTE", "MMSSBFWDTA"]}, "EC-3.5"),
    ({"players": 8}, "EC-2.1"),
    ({"grids": ["Q", "", ""]}, "EC-1.1"),
    ({"phase": "swap", "grids": ["M", "", ""], "picks": [None, "M", "S"],
      "hands": ["MSSBFWDTY", "MSSBFWDTE", "MSSBFWDTA"]}, "EC-4.6"),  # swap without a Rabbit
    ({"step": 11}, "EC-3.1"),
    ({"deck": "MMM"}, "EC-2.3"),
    ({"tomove": 1}, "position"),
])
def test_positions_that_cannot_occur_are_rejected(change, rule):
    with pytest.raises(BadPosition) as e:
        boardlab.from_position("ecosystem", pos(**change))
    assert (e.value.rule or e.value.subject) == rule, str(e.value)


def test_a_hand_edited_position_plays_on():
    s = placing("MMMM./M..../M..../M....", card="B")
    assert s.to_position()["grids"][0] == "MMMM/M.../M.../M..."  # trimmed to the cards
    s.apply("place 1,1")
    assert s.grids[0][(1, 1)] == "B"
