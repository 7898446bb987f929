"""The design lab answers right or refuses: games nobody won are counted as such, unknown
names are errors, "greedy" means one bot, a variant's record replays as that variant,
scores are named in the game's unit, workers that cannot start say why, and a start
position that would replay one deal says so.  Small games of our own (after tests/toy_game.py)."""
from __future__ import annotations

import concurrent.futures as cf
import io
import math
import subprocess
import sys
import textwrap
import warnings
from contextlib import redirect_stdout
from pathlib import Path

import pandas as pd
import pytest
from scipy import stats

import boardlab
from boardlab.bots import GreedyBot, MCTSBot
from boardlab.lab import (BOTS, SimulationError, balance, compare, plots, report, seat_advantage,
                          simulate)
from boardlab.lab.run import ADVICE, row_columns, make_job

sys.path.insert(0, str(Path(__file__).resolve().parent))
import toy_game  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]


class Stalled(toy_game.Race):
    """The toy race with a move limit: after ``limit`` decisions the race stops, and a race
    nobody finished has no winner (as a round limit leaves some games without one)."""

    limit = 5

    @property
    def is_over(self) -> bool:
        return super().is_over or len(self.history) >= self.limit

    to_move = property(lambda self: None if self.is_over else self.seat)

    def legal_actions(self) -> list:
        return [] if self.is_over else super().legal_actions()

    def winners(self) -> list[int]:
        return [s for s, v in self.scores().items() if v] if self.is_over else []


class Progress(Stalled):
    """The same race whose score is no points: the lab must say what it is."""

    score_unit = "progress (1 a finished runner)"


class Hidden(toy_game.Race):
    """The toy race with a secret: each runner holds a face-down card (1 or 2) dealt from the
    seed, seen by its owner only.  It declares no ``undealt`` fields."""

    hidden_information = True

    def __init__(self, players: int = 2, seed: int | None = None, length: int = 6):
        super().__init__(players, seed, length)
        import random
        rng = random.Random(self.seed)
        self.cards = tuple(rng.choice((1, 2)) for _ in range(players))

    def secrets(self, seat: int) -> dict[str, list]:
        return {f"card {s}": [c] for s, c in enumerate(self.cards) if s != seat}

    def _hide(self, seat: int) -> None:
        self.cards = tuple(c if s == seat else "?" for s, c in enumerate(self.cards))

    def to_position(self) -> dict:
        return dict(super().to_position(), cards=list(self.cards))

    @classmethod
    def from_position(cls, position: dict) -> "Hidden":
        """The toy's position and ``cards`` (``null``: dealt from the seed)."""
        s = cls(position["players"], position["seed"], **cls._check_options(position.get("options")))
        s.at, s.seat = tuple(s.track.index(n) for n in position["at"]), position["to_move"]
        if position.get("cards") is not None:
            s.cards = tuple(position["cards"])
        return s


class Redealt(Hidden):
    """:class:`Hidden` declaring its cards undealt: a position may leave them ``null``."""

    undealt = ("cards",)


def play(cls, games: int = 30, **kw) -> pd.DataFrame:
    return simulate(cls, 2, games=games, seed=1, workers=1, progress=False, **kw)


# ------------------------------------------------------------ games nobody won
def test_a_game_nobody_won_is_marked_and_left_out_of_the_win_rates():
    df = play(Stalled)
    assert df["decided"].dtype == bool
    assert list(df["decided"]) == [bool(w) for w in df["winners"]]
    unwon = int((~df["decided"]).sum())
    assert 0 < unwon < len(df)                                # both kinds occur on these seeds
    adv = seat_advantage(df)
    assert (adv["games"] == len(df) - unwon).all() and (adv["undecided"] == unwon).all()
    assert math.isclose(adv["win_rate"].sum(), 1.0)           # the fair line 1/players is fair again
    assert math.isclose(adv["fair"].iloc[0], 0.5)
    wins = [df[f"win_{k}"].sum() for k in range(2)]
    assert balance(df) == pytest.approx(stats.chisquare(wins).pvalue)   # the same games as the rates
    assert f"{unwon} of {len(df)} games had no winner" in report(df)


def test_a_table_without_the_decided_column_reads_it_off_the_wins():
    df = play(Stalled).drop(columns="decided")
    adv = seat_advantage(df)
    assert math.isclose(adv["win_rate"].sum(), 1.0) and adv["undecided"].iloc[0] > 0


def test_a_solo_game_is_always_decided():
    """EC-10.7 — a solo game without a winner is one the automated opponent won."""
    df = simulate("ecosystem", 1, games=2, seed=3, workers=1, progress=False, trace=False)
    assert df["decided"].all()
    assert seat_advantage(df)["undecided"].iloc[0] == 0


def test_compare_and_the_win_rate_plot_say_how_many_games_had_no_winner():
    c = compare(Stalled, {"short": {"length": 5}, "long": {}}, 2, games=30, seed=1, workers=1,
                progress=False, columns=("decisions",))
    text = str(c)
    for name, part in c.games.groupby("variant"):
        n = int((~part["decided"]).sum())
        assert f"{name}: {n} of 30 games had no winner" in text
    fig = plots.win_rates(c)
    assert "games had no winner" in fig.axes[0].get_title()
    assert seat_advantage(c.games).groupby("variant")["win_rate"].sum().round(9).eq(1).all()


def test_cli_simulate_prints_how_many_games_had_no_winner():
    from boardlab.cli import main
    boardlab.register(Stalled)
    try:
        out = io.StringIO()
        with redirect_stdout(out):
            assert main(["simulate", "toy_race", "-n", "12", "--seed", "1", "--workers", "1"]) == 0
    finally:
        boardlab.games.unregister(Stalled.game)
    df = play(Stalled, games=12)
    assert f"{int((~df['decided']).sum())} of 12 games had no winner" in out.getvalue()


# ------------------------------------------------------------ unknown names
def test_an_unknown_column_is_an_error_naming_the_columns_before_any_game():
    def boom(state):
        raise AssertionError("no game may run")
    with pytest.raises(ValueError, match=r"no numeric column 'rounds'; numeric columns: .*decisions"):
        compare(Stalled, {"a": {}, "b": {"length": 5}}, 2, games=2, columns=("rounds",),
                workers=1, progress=False, trace=False)
    with pytest.raises(ValueError, match="no numeric column 'winners'"):
        compare(Stalled, {"a": {}}, 2, games=1, columns="winners", workers=1, progress=False)
    c = compare(Stalled, {"a": {}, "b": {"length": 5}}, 2, games=3, seed=1, workers=1, progress=False,
                columns=("decisions",))
    for call in (lambda: c.pairs("rounds"), lambda: plots.scores(c, "rounds"),
                 lambda: plots.lengths(c, "rounds"), lambda: plots.differences(c, "rounds"),
                 lambda: c.games_needed(1.0, "rounds")):
        with pytest.raises(ValueError, match="rounds.*decisions"):
            call()


def test_a_measure_of_your_own_is_checked_once_it_has_run():
    measure = (lambda s: {"finished": float(s.is_over)})   # noqa: E731
    c = compare(Stalled, {"a": {}, "b": {"length": 5}}, 2, games=3, seed=1, workers=1,
                progress=False, measure=measure, columns=("finished",))
    assert list(c.differences["column"]) == ["finished"]
    with pytest.raises(ValueError, match="no numeric column 'finish'.*finished"):
        compare(Stalled, {"a": {}}, 2, games=1, workers=1, progress=False, measure=measure,
                columns=("finish",))


@pytest.mark.parametrize("game, players", [(Stalled, 2), ("ecosystem", 3), ("ecosystem", 1)])
def test_row_columns_are_the_columns_a_game_gives(game, players):
    job = make_job(boardlab.lab.run.game_class(game), players, None, None, None, None, True, False, "", 0)
    df = simulate(game, players, games=1, workers=1, progress=False)
    assert row_columns(job) == list(df.columns)


# ------------------------------------------------------------ one meaning for "greedy"
def test_greedy_is_one_bot_in_the_lab_the_cli_and_the_class():
    assert GreedyBot().depth == 1 and BOTS["greedy"](5, "").depth == 1 and BOTS["greedy"](5, "2").depth == 2
    by_name = simulate("ecosystem", 2, bots="greedy", games=2, seed=3, workers=1, progress=False)
    by_class = simulate("ecosystem", 2, bots=GreedyBot, games=2, seed=3, workers=1, progress=False)
    same = [c for c in by_name.columns if not c.startswith("bot_")]
    pd.testing.assert_frame_equal(by_name[same], by_class[same])
    assert list(by_name["bot_0"]) == ["greedy"] * 2 and list(by_class["bot_0"]) == ["GreedyBot"] * 2


def test_mcts_is_one_bot_in_the_lab_the_cli_and_the_class():
    """``"mcts"`` is ``MCTSBot()``: 200 iterations a decision, by name or by class."""
    assert MCTSBot().iterations == 200 and BOTS["mcts"](5, "").iterations == 200
    assert BOTS["mcts"](5, "50").iterations == 50
    by_name = simulate(toy_game.Race, 2, bots="mcts", games=2, seed=3, workers=1, progress=False)
    by_class = simulate(toy_game.Race, 2, bots=MCTSBot, games=2, seed=3, workers=1, progress=False)
    same = [c for c in by_name.columns if not c.startswith("bot_")]
    pd.testing.assert_frame_equal(by_name[same], by_class[same])
    assert list(by_name["bot_0"]) == ["mcts"] * 2 and list(by_class["bot_0"]) == ["MCTSBot"] * 2


# ------------------------------------------------------------ a variant's record
class Stride(toy_game.Race):
    """The toy race with TOY-1.2 changed: a runner may also move three nodes on."""

    def legal_actions(self) -> list:
        if self.is_over or self.viewer not in (None, self.seat):
            return []
        here = self.at[self.seat]
        return [toy_game.Move(self.track[i]) for i in (here + 1, here + 2, here + 3) if i < len(self.track)]


def stride_game() -> Stride:
    s = Stride(players=2, seed=1)
    s.apply("move d")                       # three on: a move the printed rules refuse
    return s


def test_a_subclass_record_names_its_class_and_replays_with_it():
    s = stride_game()
    rec = s.to_record()
    assert rec["class"] == f"{__name__}:Stride"
    t = boardlab.load(rec)
    assert type(t) is Stride and t.to_position() == s.to_position()
    assert type(Stride.load(rec)) is Stride


def test_a_record_of_the_registered_class_is_as_before():
    s = boardlab.new("lost_cities", players=2, seed=2)
    s.apply(s.legal_actions()[0])
    assert set(s.to_record()) == {"game", "players", "seed", "options", "actions"}
    boardlab.load(s.to_record())


def test_a_variant_record_is_never_replayed_with_the_printed_rules():
    boardlab.register(toy_game.Race)
    try:
        rec = stride_game().to_record()
        with pytest.raises(boardlab.BadPosition, match="played with 'test_lab_answers:Stride', not with "
                                                       "the rules of toy_race"):
            toy_game.Race.load(rec)                          # the printed class refuses it
        with pytest.raises(boardlab.BadPosition, match="not loaded: import nowhere"):
            boardlab.load(dict(rec, **{"class": "nowhere:Stride"}))
        with pytest.raises(boardlab.BadPosition, match="played with the rules of toy_race, not with"):
            Stride.load({k: v for k, v in rec.items() if k != "class"})

        def local() -> type:
            class Inner(Stride):
                pass
            return Inner
        inner = local()(players=2, seed=1)
        with pytest.raises(boardlab.BadPosition, match="not loaded"):
            boardlab.load(inner.to_record())
    finally:
        boardlab.games.unregister(toy_game.Race.game)


def test_a_variant_registered_under_a_name_of_its_own_is_named_by_it():
    boardlab.register(Stride, name="toy_stride")
    try:
        rec = stride_game().to_record()
        assert rec["game"] == "toy_race" and rec["class"] == "toy_stride"
        boardlab.register(toy_game.Race)
        assert type(boardlab.load(rec)) is Stride
    finally:
        boardlab.games.unregister("toy_stride")
        boardlab.games.unregister(toy_game.Race.game)


# ------------------------------------------------------------ words that fit the game
def test_scores_that_are_no_points_are_named_in_the_games_unit():
    c = compare(Progress, {"short": {"length": 4}, "long": {}}, 2, games=20, seed=1, workers=1,
                progress=False)
    text = str(c)
    assert "points" not in text and "progress (95% CI" in text and "1 a finished runner" in text
    assert "progress: 1 a finished runner" in plots.scores(c).axes[0].get_xlabel()
    assert "points" not in " ".join(ax.get_xlabel() for ax in plots.differences(c).axes)
    assert "(points)" in plots.scores(play(Stalled, games=3)).axes[0].get_xlabel()


def test_ED_10_4_el_dorado_scores_are_progress_not_points():
    """ED-10.4/ED-10.5 — the game has no points: the lab says what its score is."""
    df = simulate("el_dorado", 2, games=1, seed=1, workers=1, progress=False, trace=False)
    assert df.attrs["score_unit"].startswith("progress") and "points" not in df.attrs["score_unit"]
    assert "points" not in plots.scores(df).axes[0].get_xlabel()


def test_cli_help_shows_percent_once_and_every_games_default_players():
    from boardlab.cli import main
    out = io.StringIO()
    with redirect_stdout(out), pytest.raises(SystemExit):
        main(["simulate", "-h"])
    text = " ".join(out.getvalue().split())
    assert "95%%" not in text and "95%" in text
    for name, game in boardlab.games.registry().items():
        assert f"{name} {game.state.default_players()}" in text


# ------------------------------------------------------------ scripts
def test_workers_that_cannot_start_say_what_a_script_needs(tmp_path):
    script = tmp_path / "run.py"
    script.write_text(textwrap.dedent("""
        import multiprocessing
        multiprocessing.set_start_method("spawn", force=True)
        from boardlab.lab import simulate
        simulate("ecosystem", 3, games=2, seed=0, workers=2, progress=False)
    """))
    done = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, timeout=300,
                          cwd=tmp_path)
    assert done.returncode != 0
    assert "SimulationError" in done.stderr and 'if __name__ == "__main__":' in done.stderr


def test_a_cluster_that_cannot_start_says_what_a_script_needs(monkeypatch):
    import distributed

    def nanny_fails(*args, **kwargs):
        raise RuntimeError("Nanny failed to start.")
    monkeypatch.setattr(distributed, "Client", nanny_fails)
    with pytest.raises(SimulationError, match="Nanny failed to start") as e:
        boardlab.lab.local_cluster(2)
    assert ADVICE in str(e.value)


def test_an_executor_whose_workers_broke_raises_the_advice():
    class Broken(cf.Executor):
        def submit(self, fn, *args, **kwargs):
            f: cf.Future = cf.Future()
            f.set_exception(cf.process.BrokenProcessPool("a process terminated abruptly"))
            return f
    with pytest.raises(SimulationError, match="__main__"):
        simulate(Stalled, 2, games=2, executor=Broken(), progress=False)


# ------------------------------------------------------------ start= and undealt
def test_a_start_with_secrets_and_nothing_undealt_warns_that_it_replays_one_deal():
    pos = Hidden(players=2, seed=4).to_position()
    with pytest.warns(UserWarning, match=r"declares no undealt fields.*card 0, card 1"):
        play(Hidden, games=2, start=pos)
    with pytest.warns(UserWarning, match="undealt"):
        compare(Hidden, {"a": {}, "b": {"length": 5}}, 2, games=1, start=pos, workers=1, progress=False)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        play(Redealt, games=2, start=Redealt(players=2, seed=4).to_position())   # re-dealt: fine
        play(toy_game.Race, games=2, start=toy_game.Race(players=2, seed=4).to_position())  # no secret


def test_the_tutorial_says_what_a_script_needs():
    text = (ROOT / "tutorials" / "design" / "06_simulations_at_scale.ipynb").read_text()
    assert "if __name__ == \\\"__main__\\\":" in text and "local_cluster" in text


def test_a_game_still_running_after_max_decisions_is_stopped_with_no_winner():
    """Bots may play a game for ever (Lost Cities' seats taking each other's discards
    round after round): ``simulate`` stops a game after ``max_decisions`` and counts it as a game
    nobody won — ``stopped``, not ``decided``, left out of the win rates, and named in the
    report; a finished game is never marked stopped."""
    df = simulate("ecosystem", 3, games=3, max_decisions=5, workers=1, progress=False)
    assert df["stopped"].all() and not df["decided"].any() and (df["decisions"] == 5).all()
    assert (df[["win_0", "win_1", "win_2"]] == 0).all().all()
    final = ["score_0", "score_1", "score_2", "mean_score", "margin", "lead_changes", "drama"]
    assert df[final].isna().all().all()          # no final score: kept out of every mean
    assert "3 of 3 games had no winner (3 stopped unfinished after 5 decisions)" in report(df)
    assert seat_advantage(df)["undecided"].tolist() == [3, 3, 3]
    done = simulate("ecosystem", 3, games=2, workers=1, progress=False)
    assert not done["stopped"].any() and done["decided"].all()
    c = compare("ecosystem", {"printed": {}, "again": {}}, 3, games=2, max_decisions=4, workers=1,
                progress=False)
    assert c.games["stopped"].all() and "had no winner (2 stopped unfinished" in str(c)
    assert c.pairs("mean_score").dropna().empty
    assert c.differences.set_index("column")["games"].to_dict() == {"mean_score": 0, "margin": 0, "decisions": 2}
    assert "again cannot be compared with printed on the mean score" in str(c) and "nan" not in str(c)
    cut = compare("ecosystem", {"printed": {}, "short": {}}, 3, games=2, workers=1, progress=False,
                  max_decisions=10_000)
    assert not cut.games["stopped"].any() and (cut.differences["games"] == 2).all()
    with pytest.raises(ValueError, match="max_decisions must be at least 1"):
        simulate("ecosystem", 3, games=1, max_decisions=0)
