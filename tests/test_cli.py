"""The command line (issue 12, item 6; before it issue 8, item 11): ``simulate`` (the seed
printed, a summary with intervals, CSV and PNG, ``--variant``), ``play`` in the terminal,
``bench``, and bad arguments as a one-line message with exit code 2."""
from __future__ import annotations

import io
import re
import subprocess
import sys
from pathlib import Path

import pandas as pd
import pytest

import boardlab
from boardlab import IllegalAction
from boardlab import cli
from boardlab.cli import main, variant_options
from boardlab.cli_play import bots_for, play_game
from boardlab.lab import report, simulate

FAST = ("--workers", "1", "-n", "3")


def run(capsys, *argv: str) -> tuple[str, str]:
    """``main(argv)`` that returns normally; its (stdout, stderr)."""
    assert main(list(argv)) == 0
    out = capsys.readouterr()
    return out.out, out.err


def fails(capsys, *argv: str) -> str:
    """``main(argv)`` that exits with status 2 (argparse's bad-argument code); its stderr,
    whose last line is the one-line message."""
    with pytest.raises(SystemExit) as exc:
        main(list(argv))
    assert exc.value.code == 2
    out = capsys.readouterr()
    assert "Traceback" not in out.err and out.out == ""
    assert out.err.splitlines()[-1].startswith(f"boardlab {argv[0]}: error: ")
    return out.err


def test_games_lists_the_registered_games(capsys):
    out, _ = run(capsys, "games")
    assert out.split() == boardlab.games() == ["ecosystem", "lost_cities", "urland", "el_dorado"]


# ------------------------------------------------------------------ bad arguments
def test_EC_2_1_seven_players_is_a_plain_error_exit_2(capsys):
    err = fails(capsys, "simulate", "ecosystem", "-p", "7")
    assert "ecosystem is for 1 to 6 players, not 7" in err
    assert "ecosystem is for 1 to 6 players, not 0" in fails(capsys, "play", "ecosystem", "-p", "0")


def test_LC_3_1_one_player_is_a_plain_error_exit_2(capsys):
    err = fails(capsys, "simulate", "lost_cities", "-p", "1")
    assert "lost_cities is for 2 to 4 players, not 1" in err


@pytest.mark.parametrize("n", ["-1", "0"])
def test_no_games_is_a_plain_error_exit_2(capsys, n):
    err = fails(capsys, "simulate", "ecosystem", "-n", n)
    assert f"must be at least 1, not {n}" in err


def test_unknown_game_and_non_number_exit_2(capsys):
    assert "invalid choice: 'chess'" in fails(capsys, "simulate", "chess")
    assert "invalid choice: 'chess'" in fails(capsys, "play", "chess")
    assert "invalid int value: 'x'" in fails(capsys, "simulate", "ecosystem", "-p", "x")


def test_issue_12_6_negative_seed_unknown_bot_bad_seat_and_workers_exit_2(capsys):
    assert "the seed must be 0 or more, not -1" in fails(capsys, "simulate", "ecosystem", "--seed", "-1")
    assert "the seed must be 0 or more, not -3" in fails(capsys, "play", "ecosystem", "--seed", "-3")
    assert "unknown bot 'alpha'" in fails(capsys, "simulate", "lost_cities", "--bots", "mcts,alpha")
    assert "unknown bot 'alpha'" in fails(capsys, "play", "lost_cities", "--bots", "alpha")
    assert "3 bots for 2 seats" in fails(capsys, "simulate", "lost_cities", "--bots", "random,random,random")
    assert "--seat is one of 0 … 1, not 2" in fails(capsys, "play", "lost_cities", "--seat", "2")
    assert "workers must be at least 1, not 0" in fails(capsys, "simulate", "urland", "--workers", "0")
    assert "--seconds must be more than 0" in fails(capsys, "bench", "--seconds", "0")


def test_issue_12_6_unknown_option_lists_the_options_exit_2(capsys):
    err = fails(capsys, "simulate", "lost_cities", "--variant", "round=1")
    assert "lost_cities has no rule option 'round'; options: rounds, descending_variant" in err
    assert "KEY=VALUE" in fails(capsys, "simulate", "lost_cities", "--variant", "rounds")


def test_LC_10_4_a_round_count_the_rules_do_not_allow_is_refused_with_its_rule_exit_2(capsys):
    err = fails(capsys, "simulate", "lost_cities", "--variant", "rounds=2")
    assert "LC-10.4" in err.splitlines()[-1] and "not 2" in err


def test_help_has_no_raw_rest_backticks(capsys):
    for argv in (["-h"], ["simulate", "-h"], ["play", "-h"], ["bench", "-h"]):
        with pytest.raises(SystemExit) as exc:
            main(argv)
        assert exc.value.code == 0
        out = capsys.readouterr().out
        assert "``" not in out and "usage: boardlab" in out


def test_the_installed_script_runs_and_exits_2_on_bad_arguments():
    exe = Path(sys.executable).with_name("boardlab")
    ok = subprocess.run([str(exe), "--help"], capture_output=True, text=True)
    assert ok.returncode == 0 and "simulate" in ok.stdout and "play" in ok.stdout
    bad = subprocess.run([str(exe), "simulate", "chess"], capture_output=True, text=True)
    assert bad.returncode == 2 and "invalid choice: 'chess'" in bad.stderr


def test_python_dash_m_boardlab_is_the_same_command():
    ok = subprocess.run([sys.executable, "-m", "boardlab", "games"], capture_output=True, text=True)
    assert ok.returncode == 0 and ok.stdout.split() == list(boardlab.games())
    bad = subprocess.run([sys.executable, "-m", "boardlab", "simulate", "chess"], capture_output=True, text=True)
    assert bad.returncode == 2 and "usage: boardlab" in bad.stderr


# ------------------------------------------------------------------ --variant
def test_issue_12_6_variant_values_are_json_or_text_and_dotted_keys_nest():
    assert variant_options("lost_cities", ["rounds=1", "descending_variant=true"]) == \
        {"rounds": 1, "descending_variant": True}
    assert variant_options("el_dorado", ["route=HillsOfGold"]) == {"route": "HillsOfGold"}
    assert variant_options("ecosystem", ["scoring.gap_table=[12,12,12,7,3,0,-10]", "scoring.bee=4"]) == \
        {"scoring": {"gap_table": [12, 12, 12, 7, 3, 0, -10], "bee": 4}}


def test_LC_12_1_variant_rounds_1_plays_shorter_games_on_the_same_seeds(capsys, tmp_path):
    one, three = tmp_path / "one.csv", tmp_path / "three.csv"
    run(capsys, "simulate", "lost_cities", *FAST, "--seed", "2", "--variant", "rounds=1", "--csv", str(one))
    run(capsys, "simulate", "lost_cities", *FAST, "--seed", "2", "--csv", str(three))
    short, full = pd.read_csv(one), pd.read_csv(three)
    assert list(short["seed"]) == list(full["seed"]) == [2, 3, 4]
    assert (short["decisions"] < full["decisions"]).all()
    assert set(short["variant"]) == {"rounds=1"}


# ------------------------------------------------------------------ simulate
def test_issue_12_6_simulate_prints_the_seed_and_the_report_writes_csv_and_png(capsys, tmp_path):
    csv, png = tmp_path / "out.csv", tmp_path / "out.png"
    out, _ = run(capsys, "simulate", "lost_cities", *FAST, "--variant", "rounds=1", "--seed", "4",
                 "--csv", str(csv), "--plot", str(png))
    assert out.splitlines()[0] == ("lost_cities, 2 players, 3 games, bots random, rounds=1, "
                                   "seed 4 (repeat with --seed 4)")
    df = pd.read_csv(csv)
    assert len(df) == 3 and list(df["game"]) == [0, 1, 2] and list(df["seed"]) == [4, 5, 6]
    # the same games, the same bot seeding, as boardlab.lab.simulate: its report is printed
    lab = simulate("lost_cities", 2, options={"rounds": 1}, games=3, seed=4, workers=1,
                   progress=False, variant="rounds=1")
    assert list(df["score_0"]) == list(lab["score_0"]) and list(df["score_1"]) == list(lab["score_1"])
    assert report(lab) in out and "win rate per seat (95% interval):" in out
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_issue_12_6_the_same_seed_gives_the_same_csv(capsys, tmp_path):
    a, b = tmp_path / "a.csv", tmp_path / "b.csv"
    out, _ = run(capsys, "simulate", "ecosystem", *FAST, "--bots", "random,greedy:1", "--csv", str(a))
    seed = re.search(r"seed (\d+) \(repeat with --seed \1\)", out).group(1)
    again, _ = run(capsys, "simulate", "ecosystem", *FAST, "--bots", "random,greedy:1",
                   "--seed", seed, "--csv", str(b))
    assert a.read_text() == b.read_text()
    assert again.replace(str(b), str(a)) == out
    df = pd.read_csv(a)
    assert list(df["bot_0"]) == ["random"] * 3 and list(df["bot_2"]) == ["greedy:1"] * 3


def test_EC_10_7_solo_summary_gives_the_margin_over_the_opponent(capsys, tmp_path):
    csv, png = tmp_path / "solo.csv", tmp_path / "solo.png"
    out, _ = run(capsys, "simulate", "ecosystem", "-p", "1", "-n", "1", "--workers", "1",
                 "--seed", "4", "--csv", str(csv), "--plot", str(png))
    row = pd.read_csv(csv).iloc[0]
    assert row["margin"] == row["score_0"] - row["opponent"]
    assert re.search(rf"^margin +{row['margin']:.2f}$", out, re.M)
    assert png.read_bytes()[:4] == b"\x89PNG"


# ------------------------------------------------------------------ play
def script(*lines: str) -> io.StringIO:
    return io.StringIO("".join(line + "\n" for line in lines))


def test_LC_5_3_play_a_legal_move_an_illegal_one_help_undo_quit():
    """Seat 0 opens Lost Cities by playing a card; a pawn is chosen only right after
    starting an expedition (LC-5.3), so ``pawn L`` first is refused, citing it."""
    state = boardlab.new("lost_cities", seed=3)
    first = state.legal_actions()[0]
    with pytest.raises(IllegalAction) as refused:
        state.copy().apply("pawn L")
    assert refused.value.rule == "LC-5.3"
    out = io.StringIO()
    end = play_game(state, 0, bots_for("random", state, 0), script("pawn L", "help", "1", "undo", "quit"), out)
    text = out.getvalue()
    assert f"illegal, LC-5.3: {refused.value.reason}" in text
    assert f"    1. {first}\n" in text and f"you: {first}" in text
    assert "took back your last decision" in text and "game left unfinished" in text
    assert text.count("as seat 0 sees it") == 3   # at the start, after the move, after undo
    assert end is state and end.history == [] and end.to_position() == boardlab.new("lost_cities", seed=3).to_position()


def test_issue_12_6_undo_takes_back_the_bots_moves_too():
    """Play, pawn, draw: then the bot (seat 1) moves; ``undo`` goes back to your draw
    decision, the bot's moves undone; once back at the start there is nothing to undo."""
    state = boardlab.new("lost_cities", seed=3)
    out = io.StringIO()
    play_game(state, 0, bots_for("random", state, 0), script("1", "1", "1", "undo", "quit"), out)
    assert "seat 1 (RandomBot): " in out.getvalue()
    assert len(state.history) == 2 and state.to_move == 0
    assert [str(a) for a in state.legal_actions()] == ["draw"]   # LC-5.9: the draw, again
    out = io.StringIO()
    play_game(state, 0, bots_for("random", state, 0), script("1", "undo", "undo", "quit"), out)
    assert len(state.history) == 2 and "nothing to undo" in out.getvalue()


def test_EC_3_2_a_bots_face_down_pick_is_shown_hidden_in_play():
    """Seat 0's bot picks before you (seat 1): you see that it picked, not what (EC-3.2)."""
    state = boardlab.new("ecosystem", seed=3)
    out = io.StringIO()
    play_game(state, 1, bots_for("random", state, 1), script("quit"), out)
    picked = str(state.history[0])          # the full state knows the card
    assert picked.startswith("pick ")
    assert "seat 0 (RandomBot): ?\n" in out.getvalue()
    assert "seat 0 (RandomBot): pick" not in out.getvalue()


def test_EC_10_7_play_a_solo_game_to_the_end():
    state = boardlab.new("ecosystem", players=1, seed=5)
    out = io.StringIO()
    play_game(state, 0, bots_for("greedy", state, 0), io.StringIO("1\n" * 100), out)
    assert state.is_over and out.getvalue().splitlines()[-1] == \
        f"game over: {state.seat_name(0)} {state.scores()[0]}"


def test_issue_12_6_play_from_the_command_line_ends_at_end_of_input(capsys, monkeypatch):
    monkeypatch.setattr(sys, "stdin", io.StringIO("help\n"))
    out, _ = run(capsys, "play", "urland", "--seed", "7", "--seat", "2", "--bots", "random")
    me = boardlab.new("urland", seed=7).seat_name(2)
    assert out.splitlines()[0] == \
        f"urland, 4 players, you are seat 2 ({me}), bots random, seed 7 (repeat with --seed 7)"
    assert "sees it." in out and "your legal moves" in out and out.endswith("> \n")


def test_issue_12_6_play_bots_are_seeded_as_in_simulate():
    state = boardlab.new("lost_cities", players=3, seed=9)
    bots = bots_for("random,greedy:1", state, 1)
    assert sorted(bots) == [0, 2] and type(bots[0]).__name__ == "RandomBot"
    assert (bots[0].seed, bots[2].seed, bots[2].depth) == (90, 92, 1)


# ------------------------------------------------------------------ bench
def test_issue_12_6_builtin_bench_gives_a_figure_per_game(capsys):
    out, _ = run(capsys, "bench", "--builtin", "--seconds", "0.01")
    rows = out.splitlines()[1:]
    assert [r.split()[0] for r in rows] == boardlab.games()
    assert all(float(r.split()[2]) > 0 for r in rows)


def test_issue_12_6_bench_runs_the_checkouts_benchmark_script(capsys, monkeypatch, tmp_path):
    fake = tmp_path / "run.py"
    fake.write_text("import sys\nprint('benchmark ran')\nsys.exit(3)\n")
    monkeypatch.setattr(cli, "BENCHMARKS", fake)
    assert main(["bench"]) == 3          # its exit status passed on
    assert f"running {fake}" in capsys.readouterr().out


# ------------------------------------------------------- play from a position, costs
def _saved(tmp_path, game: str, moves: int = 2, seed: int = 4) -> tuple[boardlab.State, Path]:
    s = boardlab.new(game, seed=seed)
    for _ in range(moves):
        s.apply(s.legal_actions()[0])
    path = tmp_path / "start.json"
    s.save(path)
    return s, path


@pytest.mark.parametrize("game", boardlab.games())
def test_play_position_starts_from_a_saved_position(capsys, monkeypatch, tmp_path, game):
    s, path = _saved(tmp_path, game)
    monkeypatch.setattr(sys, "stdin", io.StringIO("quit\n"))
    out, _ = run(capsys, "play", game, "--position", str(path), "--seat", str(s.to_move), "--bots", "random")
    assert out.splitlines()[0].endswith(f"seed {s.seed} (repeat with --seed {s.seed})")
    assert s.describe(s.to_move).splitlines()[1] in out


def test_play_position_with_a_seed_keeps_the_position_and_reseeds_it(capsys, monkeypatch, tmp_path):
    s, path = _saved(tmp_path, "lost_cities")
    monkeypatch.setattr(sys, "stdin", io.StringIO("quit\n"))
    out, _ = run(capsys, "play", "lost_cities", "--position", str(path), "--seed", "99",
                 "--seat", str(s.to_move))
    assert "seed 99 (repeat with --seed 99)" in out.splitlines()[0]


def test_play_position_of_another_game_or_player_count_exits_2(capsys, tmp_path):
    _, path = _saved(tmp_path, "urland")
    assert "holds urland, not el_dorado" in fails(capsys, "play", "el_dorado", "--position", str(path))
    assert "is for 4 players, not 5" in fails(capsys, "play", "urland", "--position", str(path), "-p", "5")
    assert "No such file" in fails(capsys, "play", "urland", "--position", str(tmp_path / "none.json"))


def test_ED_4_3_play_shows_what_each_step_costs():
    from boardlab.games.el_dorado.position import setup_position
    p = setup_position(players=2, seed=1)
    p["hands"][0] = ["explorer", "explorer", "sailor", "traveler"]
    p["draw_piles"] = None
    s = boardlab.from_position("el_dorado", p)
    out = io.StringIO()
    play_game(s, 0, bots_for("random", s, 0), io.StringIO("move explorer\nhelp\nquit\n"), out)
    text = out.getvalue()
    assert "machete 1: costs 1 of the 1 machete left)" in text
