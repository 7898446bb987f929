"""The design lab (issue 12, items 3–5): simulate → a DataFrame, metrics with intervals,
paired comparisons, plots.  Game-agnostic: the toy game of tests/toy_game.py runs unchanged."""
from __future__ import annotations

import math
import sys
from pathlib import Path

import pandas as pd
import pytest
from matplotlib.figure import Figure

import boardlab
from boardlab.games.lost_cities import LostCities
from boardlab.lab import (compare, games_needed, plots, report, seat_advantage, simulate, summary,
                          wilson)
from boardlab.lab.run import trace_measures

sys.path.insert(0, str(Path(__file__).resolve().parent))
import toy_game  # noqa: E402

HARSH = {"scoring": {"gap_table": [12, 12, 12, 7, 3, 0, -10]}}  # EC-8.2 variant: 6+ gaps cost 10


def test_simulate_gives_one_row_per_game_with_the_documented_columns():
    df = simulate("ecosystem", 3, games=4, seed=7, workers=1, progress=False)
    assert isinstance(df, pd.DataFrame) and list(df["game"]) == [0, 1, 2, 3]
    assert list(df["seed"]) == [7, 8, 9, 10]
    for col in ("variant", "players", "first_player", "decisions", "turns", "branching", "winners",
                "margin", "mean_score", "score_0", "win_2", "bot_1", "lead_changes", "drama"):
        assert col in df, col
    for r in df.itertuples():
        game = boardlab.new("ecosystem", players=3, seed=r.seed)
        assert r.first_player == game.to_move
        scores = [r.score_0, r.score_1, r.score_2]
        assert set(r.winners) == {k for k in range(3) if scores[k] == max(scores)}   # EC-11.1, ties share
        assert math.isclose(r.win_0 + r.win_1 + r.win_2, 1.0)                       # a win is shared
        assert r.margin == sorted(scores)[-1] - sorted(scores)[-2]
        assert r.turns <= r.decisions and r.branching >= 1
    assert df.attrs["game"] == "ecosystem" and df.attrs["bots"] == ["random"] * 3


def test_simulate_replays_exactly_what_bots_choosing_on_views_play():
    """Row 0 is the game a RandomBot per seat (seed 10 × game seed + seat) plays on its view."""
    (row,) = simulate("lost_cities", 2, games=1, seed=5, workers=1, progress=False).itertuples()
    s = boardlab.new("lost_cities", players=2, seed=5)
    bots = {k: boardlab.bots.RandomBot(10 * 5 + k) for k in range(2)}
    while not s.is_over:
        s.apply(bots[s.to_move].choose(s.view(s.to_move)))
    assert (row.score_0, row.score_1, row.decisions) == (s.scores()[0], s.scores()[1], len(s.history))


@pytest.mark.parametrize("game", boardlab.game_names())
def test_every_registered_game_simulates_the_same_in_this_process_and_in_workers(game):
    one = simulate(game, games=3, seed=11, workers=1, progress=False)
    two = simulate(game, games=3, seed=11, workers=2, progress=False)
    pd.testing.assert_frame_equal(one, two)


def test_a_users_own_game_class_runs_unchanged_in_workers():
    df = simulate(toy_game.Race, 3, games=6, seed=1, workers=2, progress=False)
    assert list(df["seed"]) == list(range(1, 7)) and set(df["bot_0"]) == {"random"}
    assert all(len(w) == 1 for w in df["winners"])   # TOY-1.3: the first runner home wins alone


def test_EC_8_2_a_harsher_gap_penalty_lowers_scores_by_exactly_five_per_six_gap_grid():
    """Random bots ignore scoring, so the same seeds give the same grids: each grid with 6+
    gaps loses exactly 5 more points; the paired difference says so with its interval."""
    six = lambda s: {f"six_{p}": float(s.score_sheets()[p].g >= 6) for p in range(3)}  # noqa: E731
    c = compare("ecosystem", {"printed": {}, "harsh": HARSH}, 3, games=12, seed=2, workers=1,
                progress=False, measure=six)
    base, harsh = (c.games[c.games["variant"] == v].reset_index() for v in ("printed", "harsh"))
    for p in range(3):
        assert (harsh[f"score_{p}"] == base[f"score_{p}"] - 5 * base[f"six_{p}"]).all()
    d = c.differences.set_index("column").loc["mean_score"]
    expected = -5 * sum(base[f"six_{p}"] for p in range(3)) / 3
    assert math.isclose(d["mean"], expected.mean()) and d["low"] <= d["mean"] <= d["high"] <= 0
    assert list(c.pairs("mean_score").columns) == ["printed", "harsh"] and len(c.seeds) == 12
    assert c.sentences()[0].startswith("harsh lowers the mean score by") or expected.sum() == 0


def test_LC_10_4_one_round_is_shorter_than_three_on_the_same_seeds():
    c = compare("lost_cities", {"3 rounds": {}, "1 round": {"rounds": 1}}, 2, bots="greedy:1",
                games=6, seed=3, workers=2, progress=False, columns=("decisions",))
    (d,) = c._differences()
    assert d.mean < 0 and d.high < 0 and "1 round lowers the game length by" in str(c)
    assert (c.pairs("decisions")["1 round"] < c.pairs("decisions")["3 rounds"]).all()


class TwoRoundsLostCities(LostCities):
    """A rule no option covers stands in a subclass: here simply a game of at most two rounds."""

    def __init__(self, players: int = 2, seed: int | None = None, **options):
        super().__init__(players=players, seed=seed, **{"rounds": 1, **options})


def test_a_variant_may_be_another_state_class_paired_on_the_same_seeds():
    c = compare("lost_cities", {"printed": {}, "subclass": TwoRoundsLostCities}, 2, games=4, seed=1,
                workers=2, progress=False, trace=False)
    assert c.variants == ["printed", "subclass"] and len(c.seeds) == 4
    assert set(c.games["variant"]) == {"printed", "subclass"}


def test_start_keeps_hands_and_board_and_re_deals_what_no_seat_has_seen():
    s = boardlab.new("lost_cities", players=2, seed=9)
    for _ in range(6):
        s.apply(s.legal_actions()[0])
    pos = s.to_position()
    df = simulate("lost_cities", 2, start=s, games=4, seed=100, workers=1, progress=False, trace=False)
    assert len(df) == 4 and df["decisions"].nunique() > 1   # the piles were re-dealt per seed
    same = simulate("lost_cities", 2, start=pos, games=4, seed=100, workers=1, progress=False, trace=False)
    pd.testing.assert_frame_equal(df, same)                 # a state or its position: the same games
    with pytest.raises(boardlab.rules.NotAllowed):
        simulate("lost_cities", 2, start=s.view(0), games=1, progress=False)


def test_wilson_interval_matches_the_formula_and_stays_in_0_1():
    lo, hi = wilson(5, 10)
    assert math.isclose(lo, 0.2366, abs_tol=1e-4) and math.isclose(hi, 0.7634, abs_tol=1e-4)
    assert wilson(0, 10)[0] == 0 and math.isclose(wilson(10, 10)[1], 1) and wilson(0, 0) == (0.0, 1.0)
    for n in range(1, 40):   # the rate itself always inside, exactly (10/10 once gave 0.99999…)
        assert wilson(n, n)[1] == 1.0 and wilson(0, n)[0] == 0.0


def test_seat_advantage_splits_shared_wins_and_brackets_the_rate():
    df = simulate("ecosystem", 3, games=10, seed=1, workers=1, progress=False, trace=False)
    adv = seat_advantage(df)
    assert math.isclose(adv["wins"].sum(), 10) and (adv["games"] == 10).all()
    assert ((adv["low"] <= adv["win_rate"]) & (adv["win_rate"] <= adv["high"])).all()
    assert "win rate per seat" in report(df) and summary(df).loc["ecosystem", "games"] == 10


def test_lead_changes_and_drama_read_the_trace():
    trace = [[1, 0], [1, 1], [0, 2], [3, 2], [3, 4]]   # leaders: 0, tie, 1, 0, 1
    m = trace_measures(trace, winners=[1])
    assert m["lead_changes"] == 3.0
    assert m["drama"] == 1.0                             # behind by 1 at decisions 0 and 3
    assert trace_measures([[2, 1]], winners=[0])["drama"] == 0.0


def test_games_needed_falls_as_the_difference_grows():
    assert games_needed(1.0, sd=2.0) > games_needed(2.0, sd=2.0) > games_needed(4.0, sd=2.0)
    assert 30 <= games_needed(1.0, sd=2.0) <= 36        # power 0.8 at d = 0.5: n ≈ 34 (paired t)
    with pytest.raises(ValueError):
        games_needed(0.0, sd=1.0)


def test_plots_are_figures():
    c = compare("ecosystem", {"printed": {}, "harsh": HARSH}, 3, games=4, seed=1, workers=1, progress=False)
    for fig in (plots.win_rates(c), plots.scores(c), plots.lengths(c), plots.differences(c),
                plots.win_rates(c.games[c.games["variant"] == "printed"])):
        assert isinstance(fig, Figure) and fig.axes
    s = boardlab.new("lost_cities", players=2, seed=1)
    for _ in range(10):
        s.apply(s.legal_actions()[0])
    trace = plots.evaluation_trace(s)
    assert len(trace) == 11 and list(trace.columns) == ["seat 0", "seat 1"]
    assert trace.iloc[-1, 0] == s.evaluate(0)
    assert isinstance(plots.evaluation(s), Figure)


def test_bad_arguments_are_clear_errors_before_any_game():
    with pytest.raises(ValueError, match="games must be at least 1, not 0"):
        compare("ecosystem", {"printed": {}}, players=3, games=0)
    with pytest.raises(TypeError, match="games must be a whole number, not float"):
        simulate("ecosystem", 3, games=2.0)
    with pytest.raises(ValueError, match="unknown bot 'clever'"):
        simulate("ecosystem", 3, bots="clever", games=1)
    with pytest.raises(ValueError, match="bot 'greedy:0': depth is at least 1"):
        simulate("ecosystem", 3, bots="greedy:0", games=1)
    with pytest.raises(ValueError, match="bot 'mcts:0': iterations is at least 1"):
        compare("ecosystem", {"printed": {}}, players=3, bots=["random", "mcts:0"], games=1)
    with pytest.raises(TypeError, match="a bot object would carry"):
        simulate("ecosystem", 3, bots=boardlab.bots.RandomBot(1), games=1)
    with pytest.raises(ValueError, match="4 bots for 3 seats"):
        simulate("ecosystem", 3, bots=["random"] * 4, games=1)
    with pytest.raises(boardlab.BadPosition):
        simulate("ecosystem", 9, games=1)
    with pytest.raises(TypeError, match=r"variants is a dict \{name: variant\}"):
        compare("ecosystem", [{}], players=3, games=1)
    with pytest.raises(TypeError, match="a variant is a dict of rule options"):
        compare("ecosystem", {"harsh": 3}, players=3, games=1)
    with pytest.raises(ValueError, match="variants is empty"):
        compare("ecosystem", {}, players=3, games=1)
    with pytest.raises(TypeError, match="executor is a concurrent.futures.Executor"):
        simulate("ecosystem", 3, games=1, executor="dask")


def test_a_failing_game_names_its_seed():
    def broken(state):
        raise RuntimeError("measure broke")
    with pytest.raises(boardlab.lab.SimulationError, match=r"game 0 \(seed 4\) failed: RuntimeError"):
        simulate("ecosystem", 3, games=2, seed=4, workers=1, progress=False, measure=broken)


def test_EC_10_7_solo_games_carry_the_opponent_total_and_margin():
    df = simulate("ecosystem", 1, games=2, seed=3, workers=1, progress=False)
    for r in df.itertuples():
        assert r.margin == r.score_0 - r.opponent
        assert r.winners == ((0,) if r.margin >= 30 else ())


def test_LC_10_4_a_variant_of_options_applies_to_a_start_position_too():
    """compare(..., start=) plays each variant's options from the same position: one round
    (LC-10.4) ends the game at the end of the round under way; three rounds play on."""
    s = boardlab.new("lost_cities", players=2, seed=4)
    for _ in range(4):
        s.apply(s.legal_actions()[0])
    c = compare("lost_cities", {"3 rounds": {}, "1 round": {"rounds": 1}}, 2, start=s, games=3,
                seed=1, workers=1, progress=False, trace=False, columns=("decisions",))
    pairs = c.pairs("decisions")
    assert (pairs["1 round"] < pairs["3 rounds"]).all()
