"""Issue 12, item 4: each game's ``measures()`` (numbers for the design lab, named in the
rules' terms) checked against what the rules say; item 3: each game's ``undealt`` position
fields, re-dealt from the position's seed when they are null."""
from __future__ import annotations

import random
from collections import Counter
from typing import Any, Callable

import pytest

import boardlab
from boardlab.bots import GreedyBot
from boardlab.engine import State
from boardlab.games.el_dorado.data import COPIES, MARKET_START, RESERVE_START, STARTING_DECK
from boardlab.games.el_dorado.position import setup_position
from boardlab.games.lost_cities.components import CAMP, NODE_STEP

KEYS = {
    "lost_cities": {"rounds_by_crossing", "rounds_by_pile", "vp_per_round", "artifacts_per_round"},
    "ecosystem": {"gaps", "stream_majorities", "wolf_majorities"},
    "urland": {"epochs", "genes_bought", "eruption_losses", "reached_end_space"},
    "el_dorado": {"rounds", "pawns_arrived", "barriers_cleared", "cards_bought"},
}


def _random_to_end(s: State, seed: int, prefer: Callable[[Any], bool] | None = None) -> State:
    """Play ``s`` to the end with seeded random choices (among the ``prefer``red ones if any)."""
    rng = random.Random(seed)
    while not s.is_over:
        acts = s.legal_actions()
        liked = [a for a in acts if prefer(a)] if prefer else []
        s.apply(rng.choice(liked or acts))
    return s


def _check_shape(s: State) -> dict[str, float]:
    """The measures of ``s``: the game's keys, every value a float (the lab averages them)."""
    m = s.measures()
    assert set(m) == KEYS[s.game]
    assert all(type(v) is float for v in m.values()), m
    return m


@pytest.mark.parametrize("game", sorted(KEYS))
def test_measures_mid_game_have_the_same_columns(game):
    """Issue 12 item 4: ``measures()`` may be called mid-game (the game so far), with the
    same keys as at the end, so that the lab's table has the same columns for every game."""
    s = boardlab.new(game, seed=5)
    rng = random.Random(5)
    for _ in range(25):
        _check_shape(s)
        s.apply(rng.choice(s.legal_actions()))
    assert not s.is_over
    _check_shape(s)


# ---------------------------------------------------------------- Lost Cities
@pytest.mark.parametrize("players", [2, 3, 4])
def test_LC_8_every_round_ends_by_a_crossing_or_by_the_pile(players):
    """LC-8.1 / LC-8.2: a round ends either way, so the two counts add up to the rounds
    played (LC-10.4: 3)."""
    for seed in range(3):
        s = _random_to_end(boardlab.new("lost_cities", players=players, seed=seed), seed)
        m = _check_shape(s)
        assert m["rounds_by_crossing"] + m["rounds_by_pile"] == s.rounds == 3
        assert 0 <= m["artifacts_per_round"] <= 9      # LC-1.6: 9 artifact tiles a round


@pytest.mark.parametrize("seed", range(6))
def test_LC_8_the_short_game_says_how_its_round_ended(seed):
    """LC-12.1 (one round): the board stays as the round ended, so the measures can be
    checked against it — five pawns beyond a bridge (LC-8.1) or an empty draw pile
    (LC-8.2); VP per round = (VP tiles of LC-7.3 + each pawn's step value, the leader
    doubled, LC-9.1) / players; artifacts taken = artifact tiles gone from the board."""
    players = 2 + seed % 3
    s = boardlab.new("lost_cities", players=players, seed=seed, rounds=1)
    s = _random_to_end(s, seed, prefer=lambda a: str(a).startswith(("play", "advance")))
    m = _check_shape(s)
    crossed = sum(1 for p in s.pos if p != CAMP and NODE_STEP[p] >= 7) == 5
    assert m["rounds_by_crossing"] == float(crossed)
    assert m["rounds_by_pile"] == float(not s.draw_pile) == 1.0 - crossed
    pawns = sum(p for seat in range(players) for _, _, p in s.pawn_points(seat))
    tiles = sum(e.data["vp"] for e in s.log if e.rule == "LC-7.3")
    assert m["vp_per_round"] == pytest.approx((pawns + tiles) / players)
    on_board = sum(1 for t in s.tiles if t == "ARTIFACT")
    assert m["artifacts_per_round"] == 9 - on_board         # LC-1.6: 9 artifact tiles


def _four_crossings() -> dict:
    """2 players, the short game (LC-12.1): four pawns beyond a bridge (LC-6.3); seat 0's
    leader on blue step 6 with B9 in hand."""
    seven = [0, 1, 2, 3, 4, 5, 6]
    return {"game": "lost_cities", "players": 2, "seed": 3, "options": {"rounds": 1},
            "round": 1, "phase": "play", "to_move": 0,
            "pawns": [{"L": "B6", "E1": "Y7", "E2": "W7"}, {"L": "G7", "E1": "R7"}],
            "rows": [{"B": [0, 1, 2, 3, 4, 5], "Y": seven, "W": seven}, {"G": seven, "R": seven}],
            "hands": ["B9 B10 Y9 Y10 W9 W10 G9 G10", "R9 R10 G8 Y8 W8 B8 B7 R8"],
            "draw_pile": None, "removed": None, "tiles": None}


def test_LC_8_1_the_fifth_crossing_is_a_round_by_crossing():
    s = boardlab.from_position("lost_cities", _four_crossings())
    before = s.measures()
    assert before == {"rounds_by_crossing": 0.0, "rounds_by_pile": 0.0, "vp_per_round": 0.0,
                      "artifacts_per_round": 0.0}   # no round over yet
    s.apply("play B9")
    assert s.is_over
    m = _check_shape(s)
    assert m["rounds_by_crossing"] == 1.0 and m["rounds_by_pile"] == 0.0
    # LC-9.1: seat 0 L on B7 doubled (2 × 30) + Y7 + W7 = 120; seat 1 G7 doubled + R7 = 90
    assert m["vp_per_round"] == (120 + 90) / 2


# ---------------------------------------------------------------- Ecosystem
@pytest.mark.parametrize("players", [1, 2, 3, 4, 5, 6])
def test_EC_8_1_gaps_and_EC_7_3_majorities_from_the_score_sheets(players):
    """Gaps: the mean over the players of the score sheets' gap counts (EC-8.1; not the
    neutral hand's, EC-9.5, nor the opponent's, EC-10.5).  Majorities: the players paid
    the first place's payout (EC-7.3: Stream 8, Wolf 12)."""
    for seed in range(3):
        s = _random_to_end(boardlab.new("ecosystem", players=players, seed=seed), seed)
        m = _check_shape(s)
        sheets = s.score_sheets()[:players]
        assert m["gaps"] == pytest.approx(sum(sheet.g for sheet in sheets) / players)
        assert m["stream_majorities"] == sum(sheet.by_type["stream"] == 8 for sheet in sheets)
        assert m["wolf_majorities"] == sum(sheet.by_type["wolf"] == 12 for sheet in sheets)


def test_EC_8_1_gaps_mid_game_count_the_grids_as_they_stand():
    """Before the end, gaps are counted on the grids as they are (EC-5.6 preview): with no
    card placed every type scores 0, so every player has 11 gaps (EC-8.1)."""
    s = boardlab.new("ecosystem", players=3, seed=1)
    assert s.measures() == {"gaps": 11.0, "stream_majorities": 0.0, "wolf_majorities": 0.0}


# ---------------------------------------------------------------- Urland
def test_U_10_6_genes_bought_and_U_13_how_the_game_ended():
    """Genes bought = the genes the players own at the end (U-10.8: a gene stays with its
    owner, base game).  The game ends at 30 (U-13.1: a marker there) or after the third
    epoch (U-13.2: all 7 volcano tiles used, so 5 of the 12 zone chips are still live).
    Seeds are played until both endings have been seen."""
    seen = set()
    for seed in range(40):
        s = _random_to_end(boardlab.new("urland", players=3 + seed % 3, seed=seed), seed)
        m = _check_shape(s)
        assert m["genes_bought"] == sum(len(g) for g in s.genes)
        assert m["epochs"] == s.epoch in (1, 2, 3)
        assert m["eruption_losses"] >= 0 and m["eruption_losses"].is_integer()
        if m["reached_end_space"]:
            assert max(s.track) >= 30
        else:
            assert m["epochs"] == 3
            assert sum(s.regions.is_live(k) for k in range(1, 13)) == 12 - 1 - 2 * 3  # U-3.3, U-12.3
        seen.add(m["reached_end_space"])
        if seen == {0.0, 1.0}:
            break
    assert seen == {0.0, 1.0}


def test_U_12_4_eruption_losses_are_the_ichtos_beyond_one_per_colour():
    """U-12.4: after the eruptions of an epoch end, a merged region keeps 1 Ichto per
    colour; the measure adds what the other Ichtos there were.  Checked decision by
    decision through a game: it grows only at an epoch end's eruptions (U-12.3), by
    exactly the losses reported then."""
    s = boardlab.new("urland", players=4, seed=3)
    rng = random.Random(3)
    grew = False
    while not s.is_over:
        before = s.measures()["eruption_losses"]
        events = s.apply(rng.choice(s.legal_actions()))
        lost = sum(e.data["lost"] for e in events if e.rule == "U-12.4")
        assert s.measures()["eruption_losses"] == before + lost
        assert not lost or any(e.rule == "U-12.3" for e in events)
        grew = grew or lost > 0
    assert grew


# ---------------------------------------------------------------- El Dorado
@pytest.mark.parametrize("players", [3, 4])
def test_ED_10_rounds_arrivals_barriers_and_purchases(players):
    """A game played to El Dorado (GreedyBot): it ends in the round of the first arrival
    (ED-10.1, ED-10.2), every player having had that many turns; pawns arrived = pawns on
    'El Dorado'; barriers cleared = seams left open (ED-6.2); cards bought + the
    Transmitter's free cards (ED-8.4) = the copies gone from the market and reserve (ED-7.4)."""
    s = boardlab.new("el_dorado", players=players, seed=2)   # a seed whose game reaches El Dorado
    bot = GreedyBot(depth=1, seed=2)
    while not s.is_over:
        s.apply(bot.choose(s.view(s.to_move)))
    m = _check_shape(s)
    pos = s.to_position()
    turns_of_seat_0 = 1 + sum(1 for e in s.log if e.rule == "ED-9.4" and e.data["seat"] == 0)
    assert m["rounds"] == turns_of_seat_0 < s.round_limit
    assert m["pawns_arrived"] == sum(h == "El Dorado" for ps in pos["pawns"] for h in ps) >= 1
    assert s.winners() and all(s.reached(w) for w in s.winners())
    assert m["barriers_cleared"] == sum(b is None for b in pos["barriers"])
    gains = sum(1 for e in s.log if e.rule == "ED-8.4" and "card" in e.data)
    left = sum(k for _, k in s.slots) + sum(k for _, k in s.reserve)
    assert m["cards_bought"] + gains == COPIES * (len(MARKET_START) + len(RESERVE_START)) - left


def test_ED_10_2_the_round_limit_ends_a_game_nobody_won():
    """ED-D26: the round limit ends the game after its last round; nobody arrived."""
    s = _random_to_end(boardlab.new("el_dorado", players=3, seed=2, round_limit=8), 2)
    m = _check_shape(s)
    assert m["rounds"] == 8.0 and m["pawns_arrived"] == 0.0 and not s.winners()


# ---------------------------------------------------------------- undealt (item 3)
#: per game: a mid-game state's moves, and what its undealt fields hold (a re-deal keeps it)
MID = {"lost_cities": (2, 40), "ecosystem": (3, 14), "urland": (4, 40), "el_dorado": (3, 400)}


def _contents(game: str, pos: dict) -> Any:
    """What the undealt fields hold, order aside (Lost Cities: the draw pile and the removed
    cards together, dealt from one shuffle; El Dorado: each seat's own draw pile)."""
    if game == "lost_cities":
        return sorted(pos["draw_pile"].split() + pos["removed"].split())
    if game == "ecosystem":
        return sorted(pos["deck"])
    if game == "urland":
        return sorted(pos["pile"], key=str), sorted(pos["gene_deck"])
    return [sorted(d) for d in pos["draw_piles"]]


def _mid_game(game: str) -> State:
    players, moves = MID[game]
    s = boardlab.new(game, players=players, seed=11)
    rng = random.Random(11)
    for _ in range(moves):
        s.apply(rng.choice(s.legal_actions()))
    assert not s.is_over
    return s


@pytest.mark.parametrize("game", sorted(MID))
def test_undealt_fields_are_redealt_from_the_seed(game):
    """Issue 12 item 3: null the undealt fields of a mid-game position and give another
    seed: ``from_position`` accepts it, deals the same cards in another order (for some
    seed), ``check()`` holds, everything else is as it was (every hand, the board), and
    seat 0's view cannot tell the two games apart."""
    s = _mid_game(game)
    cls = type(s)
    assert cls.undealt and all(f in s.to_position() for f in cls.undealt)
    pos = s.to_position()
    differs = False
    for seed in range(1, 6):
        blank = {**pos, "seed": seed, **dict.fromkeys(cls.undealt)}
        t = boardlab.from_position(game, blank)
        t.check()
        got = t.to_position()
        assert _contents(game, got) == _contents(game, pos)
        rest = [k for k in pos if k not in cls.undealt and k != "seed"]
        assert {k: got[k] for k in rest} == {k: pos[k] for k in rest}
        assert t.view(0).to_position() == s.view(0).to_position()
        differs |= any(got[f] != pos[f] for f in cls.undealt)
    assert differs


def test_ED_9_3_a_null_draw_pile_holds_the_cards_a_seat_owns_beyond_hand_and_piles():
    """A seat that has bought cards: its null draw pile holds its ``cards`` less its hand,
    discard pile and played area; without ``cards`` it is the 8 starting cards of ED-1.5
    less those found elsewhere."""
    s = _mid_game("el_dorado")
    pos = s.to_position()
    assert any(Counter(c) != Counter(STARTING_DECK) for c in pos["cards"])   # cards were bought
    t = boardlab.from_position("el_dorado", {**pos, "draw_piles": None})
    for x, d in enumerate(t.to_position()["draw_piles"]):
        seen = Counter(pos["hands"][x] + pos["discards"][x] + pos["played"][x])
        assert Counter(d) == Counter(pos["cards"][x]) - seen
    start = setup_position(players=3, seed=4)
    assert "cards" not in start
    u = boardlab.from_position("el_dorado", {**start, "draw_piles": None})
    for x, d in enumerate(u.to_position()["draw_piles"]):
        assert Counter(d) + Counter(start["hands"][x]) == Counter(STARTING_DECK)
