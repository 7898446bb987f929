"""boardlab command line.

  boardlab games
  boardlab simulate GAME [-p PLAYERS] [-n GAMES] [--seed SEED]
"""
from __future__ import annotations

import argparse
import random
import sys

from . import game_names
from .games import registry
from .lab import GameResult, simulate as lab_simulate, summarise
from .rules import BoardlabError


def simulate(game: str, players: int, n: int, seed: int) -> list[GameResult]:
    """Play ``n`` random games (game ``i`` uses seed ``seed + i``), print each one's
    scores and winners, then a summary line; return the results."""
    print(f"{game}, {players} player{'s' * (players != 1)}, {n} game{'s' * (n != 1)}, "
          f"seed {seed} (repeat with --seed {seed})")
    results = lab_simulate(game, players, games=n, seed=seed)
    for i, r in enumerate(results):
        solo = f" (opponent {r.opponent}, margin {r.margin:+})" if r.opponent is not None else ""
        print(f"game {i} (seed {r.seed}): scores {r.scores}{solo} winners {r.winners}")
    print(summary_line(results))
    return results


def summary_line(results: list[GameResult]) -> str:
    """``summary: 5 games; mean scores 0: 41.2, 1: 39.0; wins 0: 60%, 1: 40%`` — a tie
    shares the win between the tied seats; a solo game also gives the mean margin."""
    s = summarise("cli", results)
    means = ", ".join(f"{seat}: {v:.1f}" for seat, v in s.mean_scores.items())
    wins = ", ".join(f"{seat}: {v:.0%}" for seat, v in s.win_share.items())
    solo = f"; mean margin over the automated opponent {s.mean_margin:+.1f}" if s.solo else ""
    return f"summary: {s.games} game{'s' * (s.games != 1)}; mean scores {means}; wins {wins}{solo}"


def _parser() -> tuple[argparse.ArgumentParser, argparse.ArgumentParser]:
    """The top-level parser and its ``simulate`` sub-parser."""
    p = argparse.ArgumentParser(prog="boardlab", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = p.add_subparsers(dest="cmd", required=True)
    sub.add_parser("games", help="list the games")
    sim = sub.add_parser("simulate", help="play random games and print their scores",
                         description="Play random games (RandomBot for every seat) and print "
                                     "each game's scores and winners, then a summary line.")
    sim.add_argument("game", choices=game_names(), help="the game to play")
    sim.add_argument("-p", "--players", type=int, default=None,
                     help="number of players (default: the game's own, as boardlab.new: "
                          "ecosystem 3, lost_cities 2)")
    sim.add_argument("-n", "--games", type=int, default=5, help="number of games (default: 5)")
    sim.add_argument("--seed", type=int, default=None,
                     help="seed of the first game (default: a random one, printed)")
    return p, sim


def _check(p: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    """Exit with status 2 and a plain message for a player count or game count that
    cannot be; fill in the default players and seed."""
    counts = registry()[args.game].players
    if args.players is None:
        args.players = registry()[args.game].state.default_players()   # as boardlab.new, the class
    if args.players not in counts:
        p.error(f"{args.game} is for {min(counts)} to {max(counts)} players, not {args.players}")
    if args.games < 1:
        p.error(f"the number of games (-n) must be at least 1, not {args.games}")
    if args.seed is None:
        args.seed = random.randrange(1_000_000)
    elif args.seed < 0:
        p.error(f"the seed must be 0 or more, not {args.seed}")


def main(argv: list[str] | None = None) -> int:
    """Run the command line; bad arguments exit with status 2 and a message."""
    p, sim = _parser()
    args = p.parse_args(argv)
    if args.cmd == "games":
        print("\n".join(game_names()))
        return 0
    _check(sim, args)
    try:
        simulate(args.game, args.players, args.games, args.seed)
    except BoardlabError as e:   # an argument the game refuses (e.g. a seed it cannot use)
        sim.error(str(e)[:200])
    return 0


if __name__ == "__main__":
    sys.exit(main())
