"""``state.evaluate(seat)`` — "the points that seat can expect from here" (issue 12):
public information only (the same on ``view(seat)`` as on the full state), a hand-checked
value per game, the final scores once over, and GreedyBot seeing what it measures."""
from __future__ import annotations

import math
import random

import pytest

import boardlab
from boardlab.bots import GreedyBot
from boardlab.games.urland import Urland
from boardlab.games.urland.genes import deck
from boardlab.games.urland.position import setup_position
from boardlab.games.urland.state import region_outcome

GAMES = [("ecosystem", 2), ("ecosystem", 3), ("ecosystem", 1), ("lost_cities", 2),
         ("lost_cities", 3), ("urland", 4), ("urland", 3), ("el_dorado", 3)]


def _moments(game: str, players: int, seed: int, every: int = 7):
    """A random game of ``game``, yielding the state every ``every`` actions and at the end."""
    s = boardlab.new(game, players=players, seed=seed)
    rng = random.Random(seed)
    n = 0
    while not s.is_over and n < 3000:
        if n % every == 0:
            yield s
        s.apply(rng.choice(s.legal_actions()))
        n += 1
    yield s


@pytest.mark.parametrize("game,players", GAMES)
def test_evaluate_reads_public_information_only(game, players):
    """docs/contract.md — bots see views: every seat's value on ``view(v)`` is the value on
    the full state (hands, draw piles and choices hidden; grids, tracks, pawns public)."""
    checked = 0
    for seed in (1, 2):
        for s in _moments(game, players, seed):
            full = {seat: s.evaluate(seat) for seat in range(s.players)}
            for v in range(s.players):
                view = s.view(v)
                assert {seat: view.evaluate(seat) for seat in range(s.players)} == full
                checked += 1
    assert checked >= 10


@pytest.mark.parametrize("game,players", [g for g in GAMES if g[0] != "el_dorado"])
def test_evaluate_is_the_final_score_once_over(game, players):
    """EC-8.3 / LC-11.2 / U-9.1 — at the end the value is the seat's final score."""
    for seed in (3, 4):
        *_, s = _moments(game, players, seed, every=10**6)
        assert s.is_over
        assert {seat: s.evaluate(seat) for seat in range(s.players)} == s.scores()


def test_LC_14_2_secret_vp_evaluate_counts_the_public_total_of_the_others():
    """LC-14.2 — with ``secret_vp`` another seat's banked VP on a view is what the public
    events add up to: for a game played from its start, its true VP."""
    s = boardlab.new("lost_cities", players=2, seed=5, secret_vp=True)
    rng = random.Random(5)
    while not s.is_over and s.round < 2:
        s.apply(rng.choice(s.legal_actions()))
    assert s.round == 2 and not s.is_over
    view = s.view(0)
    assert view.vp[1] == "?"
    assert view.evaluate(1) == s.evaluate(1)


# --- hand-checked values ----------------------------------------------------------------
def test_EC_7_EC_8_ecosystem_evaluate_counts_majorities_and_gaps():
    """EC-5.6 preview + EC-7.3 majorities + EC-8.2 gap bonus, on grids that are not complete.

    Seat 0 ``SS/SW``: stream L = 3, 1 wolf.  Seat 1 ``SW/WM``: L = 1, 2 wolves.  Seat 2
    ``MM/MM``: nothing of either.  Stream: seat 0 first 8, seat 1 second 5.  Wolf: seat 1
    first 12, seat 0 second 8.  Seat 0: no card type scores (no dragonfly …) but stream
    and wolf: 9 gaps → −5.  8 + 8 − 5 = 11.  Seat 1: meadow of 1 card 0, stream 5, wolf 12,
    9 gaps → −5: 12.  Seat 2: meadow of 4 cards 10, 10 gaps → −5: 5."""
    s = boardlab.from_position("ecosystem", {
        "players": 3, "seed": 1, "round": 1, "step": 5, "phase": "pick", "to_move": 0,
        "grids": ["SS/SW", "SW/WM", "MM/MM"], "hands": ["BFWDTY", "BFWDTY", "BFWDTY"],
        "picks": [None, None, None], "deck": None})
    assert [s.evaluate(seat) for seat in range(3)] == [11.0, 12.0, 5.0]
    assert s.scores() == {0: 0, 1: 0, 2: 10}       # the plain preview has neither


def _lc_position() -> dict:
    free = {"L": None, "E1": None, "E2": None, "E3": None, "E4": None}
    return {"game": "lost_cities", "players": 2, "seed": 1, "round": 1, "phase": "play",
            "to_move": 0, "pawns": [{**free, "L": "B3"}, dict(free)],
            "rows": [{"B": [1, 2]}, {}],
            "hands": ["Y0 Y5 B4 B10 W9 W10 G9 G10", "Y6 Y7 B7 B8 G7 G8 R7 R8"]}


def test_LC_9_1_LC_11_2_lost_cities_evaluate_counts_pawns_and_artifacts():
    """LC-9.1 — the leader on step 3 scores −10, doubled: −20; LC-11.2 — no chip: −60 on
    the long table.  Seat 0: 0 VP − 20 − 60 = −80 now, plus its outlook; seat 1 (all in
    the camp, no outlook): −60."""
    s = boardlab.from_position("lost_cities", _lc_position())
    assert s.evaluate(0) - s.outlook(0) == -80.0
    assert s.evaluate(1) == -60.0 and s.outlook(1) == 0
    assert s.scores() == {0: 0, 1: 0}             # banked VP only


def test_LC_5_6_LC_1_3_outlook_counts_the_cards_that_can_still_go_on_the_row():
    """LC-5.6 — each card on the blue row moves the leader a step; LC-1.3 — steps' values.
    Blue cards that can still follow B2: B2 once more, B3–B10 twice = 17.  Seat 0 sees its
    8 cards and half the 62-card draw pile (31 draws) of the 108 cards not on a row:
    c = 17 × 39/108 = 6.14 cards expected; with 6 steps left to the lost city the leader
    is expected 6 × (1 − e^(−c/6)) = 3.85 steps on, from step 3 (−10) to step 6.85 (+15,
    then 85% of the way to +30), doubled for the leader."""
    s = boardlab.from_position("lost_cities", _lc_position())
    c = 17 * (8 + 62 / 2) / 108
    ahead = 3 + 6 * (1 - math.exp(-c / 6))
    assert 6 < ahead < 7
    assert s.outlook(0) == pytest.approx(2 * (15 + (ahead - 6) * (30 - 15) - (-10)))
    late = s.copy()
    late.dpos = len(late.deck)       # no draws left (LC-8.2 next): the hand's share only,
    c = 17 * 8 / 108                 # 1.26 cards: 1.14 steps, capped at one turn left (LC-8.2)
    assert 6 * (1 - math.exp(-c / 6)) > 1
    assert late.outlook(0) == pytest.approx(2 * (5 - (-10)))


def test_LC_9_1_greedy_bot_advances_the_leader_rather_than_start_at_minus_20():
    """LC-9.1 — playing B4 moves the leader from −10 to +5 (doubled: +30), a new yellow
    expedition would stand on −20.  On banked VP alone every play is worth 0 and the
    first listed (play Y0) was taken; on ``evaluate`` GreedyBot advances the leader."""
    s = boardlab.from_position("lost_cities", _lc_position())
    assert str(s.legal_actions()[0]) == "play Y0"
    after = s.copy()
    after.apply(after.parse("play B4"))
    assert after.evaluate(0) - after.outlook(0) == -50.0
    assert after.evaluate(0) > s.evaluate(0)      # a step now beats its share of the outlook
    assert str(GreedyBot(depth=1).choose(s)) == "play B4"
    assert str(GreedyBot(depth=1).choose(s.view(0))) == "play B4"


def _urland(land: dict, removed: list, regions: list | None = None) -> Urland:
    """Phase choose, black the environment, 3 Ichtos of each colour in each sea; tracks
    black 20, white 21, yellow 22, purple 23."""
    cols = ("black", "white", "yellow", "purple")
    p = setup_position(4, 1)
    p.pop("supply", None)
    p.update(regions=regions or [[z] for z in range(1, 13)], removed=removed, on_board=[], chosen=None,
             pile=None, gene_deck=None, environment="black", hands={"black": [3, 7, 8]},
             genes={c: [] for c in cols}, display=[g.id for g in deck(4)][:4],
             track={c: 20 + i for i, c in enumerate(cols)}, reached=[12, 16])
    p["ichtos"] = {**{x: {c: 3 for c in cols} for x in ("S1", "S2", "S3", "S4", "S5")}, **land}
    return Urland.from_position(p)


def test_U_8_2_U_13_3_urland_evaluate_counts_live_regions_and_final_bonuses():
    """Track + U-8.2 for each labelled region the seat is in + U-13.3 as it stands.

    Volcano 2 erupted: chip 2 is removed and zones 1 and 2 are one region, named after its
    live chip, L1 (U-2.5.3).  L1 black 3, white 1: competition, black 3 (white removed:
    0).  L3 black 1, yellow 1: coexistence, 2
    each.  On the board black 15 + 4 = 19 alone: general 3; land among the others: white
    1, yellow 1 tied: 1 each.  Black 20 + 3 + 2 + 3 = 28, white 21 + 1 = 22, yellow
    22 + 2 + 1 = 25, purple 23.  Each also holds its 2 extra-action chips (U-3.2, U-7.2):
    2 actions each at 1.25 points an action, + 5."""
    s = _urland({"L1": {"black": 3, "white": 1}, "L3": {"black": 1, "yellow": 1}}, removed=[2],
                regions=[[1, 2]] + [[z] for z in range(3, 13)])
    assert [s.evaluate(c) for c in range(4)] == [33.0, 27.0, 30.0, 28.0]


@pytest.mark.parametrize("strength,expected", [
    ({}, ("U-8.2.1", {}, [])),
    ({2: 4}, ("U-8.2.2", {2: 3}, [])),
    ({0: 2, 1: 2}, ("U-8.2.3", {0: 2, 1: 2}, [])),
    ({0: 4, 1: 3, 2: 2, 3: 1}, ("U-8.2.4", {0: 3, 1: 2, 2: 2}, [3])),
    ({0: 2.5, 1: 2}, ("U-8.2.4", {0: 3}, [1])),
])
def test_U_8_2_region_outcome_one_case(strength, expected):
    """U-8.2 (U-8.3 strengths) — the pure helper both the engine and evaluate use."""
    assert region_outcome(strength) == expected


def test_ED_10_5_el_dorado_evaluate_at_the_start():
    """ED-10.5 — before any move every pawn stands on its start space: no barrier taken,
    and the way it has come is its start space's — on the first-game route start spaces 1
    and 2 are half a step on from 3 and 4, the farthest: the same 28 steps to El Dorado, but
    spending 1 strength less (ED-4.3; the way is the mean of the two).  Besides, the next
    hand counts (ED-9.2: 4 starting cards of strength
    1, worth ``0.15 × 4 / (4 + 4)``) and what the market offers (ED-7.4: a Trailblazer of
    strength 3, which a hand of starting cards pays, 3 coins at ¾ a card, ED-7.2:
    ``0.04 × 3 / (3 + 1)``), the same for every seat and less than a step."""
    from boardlab.games.el_dorado.state import distances, efforts
    s = boardlab.new("el_dorado", players=3, seed=1)
    starts = s.route.start_spaces
    assert [distances(s.route)[i] for i in starts] == [28] * 4
    assert [efforts(s.route)[i] for i in starts] == [34, 34, 35, 35]
    assert [s.evaluate(seat) for seat in range(3)] == [pytest.approx(way + 0.075 + 0.03)
                                                       for way in (0.5, 0.5, 0.0)]


@pytest.mark.parametrize("game, players", GAMES)
def test_evaluations_are_every_seats_evaluate_at_once(game, players):
    """``state.evaluations()`` (what MCTSBot and the lab's trace ask) equals ``evaluate``
    seat by seat, on the full state and on a view (Ecosystem computes it once for all)."""
    for s in _moments(game, players, seed=5, every=11):
        assert s.evaluations() == [s.evaluate(k) for k in range(s.players)]
        v = s.view(0)
        assert v.evaluations() == s.evaluations()


def test_ED_4_8_el_dorado_evaluate_counts_the_last_step_into_el_dorado_as_one():
    """ED-4.8 — arriving on a finish space takes the pawn into El Dorado: that last step is
    worth 1 like every step of strength 1 before it, so reaching El Dorado is valued above
    stopping a hex short, and by as much as stopping a hex short is above stopping two short
    on hexes of strength 1 (up to what the next hand is worth, less than HAND_WORTH, which
    shrinks with the way left)."""
    from boardlab.edit import apply
    from boardlab.games.el_dorado.beyond import clear_passed
    from boardlab.games.el_dorado.state import HAND_WORTH, distances, efforts
    s = boardlab.new("el_dorado", players=3, seed=1)
    dist, effort = distances(s.route), efforts(s.route)
    short = {d: next(f"{q},{r}" for (q, r), i in s.route.index.items()
                     if dist[i] == effort[i] == d and s.route.terrain[i] == "machete")
             for d in (1, 2)}
    start = s.to_position()["pawns"][0][0]

    def at(hex_: str) -> float:
        p = s.to_position()
        p["pawns"][0] = [hex_]
        p["ending"] = hex_ == "El Dorado"          # ED-10.1: reaching it triggers the end
        return boardlab.from_position("el_dorado", clear_passed(p, [(0, 0)])).evaluate(0)

    one, two, home = at(short[1]), at(short[2]), at("El Dorado")
    assert all(abs(step - 1.0) < HAND_WORTH for step in (home - one, one - two)), (home, one, two)
    assert apply(s, "move pawn", [f"hex:{start}", f"hex:{short[1]}"]).evaluate(0) == one


def test_ED_4_3_el_dorado_evaluate_values_a_way_round_dear_hexes():
    """ED-4.3 — a step spends the strength of the hex it enters, so evaluate measures the way
    left by steps and strength together: on the first-game route a pawn at 0,-10 faces a
    coin 4 and a coin 3 ahead; a step aside onto the paddle 1 at -1,-10 is no step nearer El
    Dorado but begins the way round them, which spends less strength — it gains half a step
    (by steps alone it gained nothing, and a seat without strong coins stood still), and the
    way round, to -2,-11, gains as much as the step onto the coin 4 (the steps are the
    same, the strength spent the same)."""
    from boardlab.games.el_dorado.beyond import clear_passed
    from boardlab.games.el_dorado.state import HAND_WORTH
    s = boardlab.new("el_dorado", players=3, seed=1)

    def at(hex_: str) -> float:
        p = s.to_position()
        p["pawns"][0] = [hex_]
        return boardlab.from_position("el_dorado", clear_passed(p, [(0, 0)])).evaluate(0)

    here, aside, round_, dear = at("0,-10"), at("-1,-10"), at("-2,-11"), at("0,-11")
    assert abs(aside - here - 0.5) < HAND_WORTH, (here, aside)
    assert abs(dear - here - 2.0) < HAND_WORTH and abs(round_ - dear) < HAND_WORTH, (here, dear, round_)


@pytest.mark.parametrize("game,players", GAMES)
def test_a_seat_that_is_not_in_the_game_is_named_not_answered(game, players):
    """Asking ``evaluate``, ``hand`` or ``analysis.value`` of a seat the game does not have
    (``-1``, ``players``, ``"1"``, ``True``) is a :class:`~boardlab.NotAllowed` naming the
    seats there are — not another seat's value (``-1`` would read the last one) nor an
    ``IndexError``; the state is unchanged."""
    from boardlab import analysis
    s = boardlab.new(game, players=players, seed=3)
    before = s.to_record()
    seats = getattr(s, "seats", players)       # Ecosystem keeps a neutral hand / the opponent
    for bad, asks in ((-1, (s.evaluate, s.hand, lambda k: analysis.value(s, k))),
                      (players, (s.evaluate, lambda k: analysis.value(s, k))),
                      (seats, (s.hand,)), ("1", (s.evaluate, s.hand)), (True, (s.evaluate, s.hand))):
        for ask in asks:
            with pytest.raises(boardlab.NotAllowed, match=r"of a seat 0 … \d, not") as e:
                ask(bad)
            assert e.value.subject == "seat"
    assert s.to_record() == before
    assert [s.evaluate(k) for k in range(players)] == s.evaluations()
