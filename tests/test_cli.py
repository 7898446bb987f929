"""The command line (issue 8, item 11): clear messages, exit code 2, the seed printed,
a summary line."""
from __future__ import annotations

import boardlab

import re

import pytest

from boardlab.cli import main


def run(capsys, *argv: str) -> tuple[str, str]:
    """``main(argv)`` that returns normally; its (stdout, stderr)."""
    assert main(list(argv)) == 0
    out = capsys.readouterr()
    return out.out, out.err


def fails(capsys, *argv: str) -> str:
    """``main(argv)`` that exits with status 2 (argparse's bad-argument code); its stderr."""
    with pytest.raises(SystemExit) as exc:
        main(list(argv))
    assert exc.value.code == 2
    out = capsys.readouterr()
    assert "Traceback" not in out.err and out.out == ""
    return out.err


def test_games_lists_the_registered_games(capsys):
    out, _ = run(capsys, "games")
    assert out.split() == boardlab.games() == ["ecosystem", "lost_cities", "urland", "el_dorado"]


def test_EC_2_1_seven_players_is_a_plain_error_exit_2(capsys):
    err = fails(capsys, "simulate", "ecosystem", "-p", "7")
    assert "ecosystem is for 1 to 6 players, not 7" in err


def test_LC_3_1_one_player_is_a_plain_error_exit_2(capsys):
    err = fails(capsys, "simulate", "lost_cities", "-p", "1")
    assert "lost_cities is for 2 to 4 players, not 1" in err


@pytest.mark.parametrize("n", ["-1", "0"])
def test_no_games_is_a_plain_error_exit_2(capsys, n):
    err = fails(capsys, "simulate", "ecosystem", "-n", n)
    assert f"must be at least 1, not {n}" in err


def test_unknown_game_and_non_number_exit_2(capsys):
    assert "invalid choice: 'chess'" in fails(capsys, "simulate", "chess")
    assert "invalid int value: 'x'" in fails(capsys, "simulate", "ecosystem", "-p", "x")


def test_help_has_no_raw_rest_backticks(capsys):
    for argv in (["-h"], ["simulate", "-h"]):
        with pytest.raises(SystemExit) as exc:
            main(argv)
        assert exc.value.code == 0
        out = capsys.readouterr().out
        assert "``" not in out and "usage: boardlab" in out


def test_random_seed_is_printed_and_reproduces_the_run(capsys):
    out, _ = run(capsys, "simulate", "ecosystem", "-n", "2")
    seed = int(re.search(r"seed (\d+) \(repeat with --seed \1\)", out).group(1))
    again, _ = run(capsys, "simulate", "ecosystem", "-n", "2", "--seed", str(seed))
    assert again == out


def test_EC_11_summary_line_means_and_win_share(capsys):
    """Seeds 4–6 (3 players, RandomBot): totals (47, 29, 37), (28, 57, 48), (29, 44, 37);
    means 34.7 / 43.3 / 40.7; seat 0 wins one game, seat 1 two."""
    out, _ = run(capsys, "simulate", "ecosystem", "-n", "3", "--seed", "4")
    lines = out.splitlines()
    assert lines[0] == "ecosystem, 3 players, 3 games, seed 4 (repeat with --seed 4)"
    assert lines[1] == "game 0 (seed 4): scores {0: 47, 1: 29, 2: 37} winners [0]"
    assert lines[-1] == ("summary: 3 games; mean scores 0: 34.7, 1: 43.3, 2: 40.7; "
                         "wins 0: 33%, 1: 67%, 2: 0%")
    assert len(lines) == 5


def test_EC_10_7_solo_summary_gives_the_margin_over_the_opponent(capsys):
    out, _ = run(capsys, "simulate", "ecosystem", "-p", "1", "-n", "1", "--seed", "4")
    game, summary = out.splitlines()[1:]
    m = re.fullmatch(r"game 0 \(seed 4\): scores \{0: (\d+)\} \(opponent (\d+), margin ([+-]\d+)\) "
                     r"winners \[\]", game)
    assert m and int(m[1]) - int(m[2]) == int(m[3])
    assert summary.endswith(f"wins 0: 0%; mean margin over the automated opponent {int(m[3]):+.1f}")
