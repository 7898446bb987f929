"""Bot strength (``make strength``): MCTSBot against GreedyBot and RandomBot in every game.

A report, not a test: for each registered game, seat-rotated games of one MCTSBot against
the same number of copies of the other bot (every seat takes the MCTS seat in turn, so
no seat advantage favours one bot), then the MCTS seat's win rate with a Wilson 95%
interval (shared wins count their share).  ``python benchmarks/strength.py [games]
[iterations]`` — defaults 8 games per pairing and 200 iterations per decision keep it
to a few minutes on two cores.
"""
from __future__ import annotations

import math
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import boardlab  # noqa: E402
from boardlab.bots import GreedyBot, MCTSBot, RandomBot  # noqa: E402
from boardlab.games import registry  # noqa: E402


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a proportion ``wins / n`` (95% for ``z = 1.96``)."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def pairing(game: str, players: int, other: str, games: int, iterations: int) -> tuple[float, int]:
    """The MCTS seat's wins (a shared win counts its share) over ``games`` seat-rotated games."""
    wins = 0.0
    for g in range(games):
        me = g % players
        s = boardlab.new(game, players=players, seed=1000 + g)
        bots = {seat: (MCTSBot(iterations=iterations, seed=g) if seat == me else
                       GreedyBot(depth=1, seed=seat) if other == "greedy" else RandomBot(seat))
                for seat in range(players)}
        while not s.is_over:
            s.apply(bots[s.to_move].choose(s.view(s.to_move)))
        winners = s.winners()
        if me in winners:
            wins += 1 / len(winners)
    return wins, games


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 8
    iterations = int(sys.argv[2]) if len(sys.argv) > 2 else 200
    print(f"MCTSBot({iterations} iterations) in one seat, seat-rotated, {games} games per pairing; "
          "win rate of the MCTS seat with a Wilson 95% interval (chance: 1/players)")
    print(f"{'game':<12} {'players':>7} {'against':<8} {'wins':>6} {'rate':>6}  95% interval   time")
    for game, desc in registry().items():
        players = 3 if 3 in desc.players else desc.players[0]
        for other in ("random", "greedy"):
            t0 = time.perf_counter()
            wins, n = pairing(game, players, other, games, iterations)
            lo, hi = wilson(wins, n)
            print(f"{game:<12} {players:>7} {other:<8} {wins:>6.1f} {wins / n:>6.2f}  {lo:.2f} – {hi:.2f}"
                  f"   {time.perf_counter() - t0:5.1f} s", flush=True)


if __name__ == "__main__":
    main()
