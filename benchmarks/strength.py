"""Bot strength (``make strength``): MCTSBot against GreedyBot and RandomBot in every game.

A report, not a test: for each registered game, seat-rotated games of one MCTSBot against
the same number of copies of the other bot (every seat takes the MCTS seat in turn, so
no seat advantage favours one bot), then the MCTS seat's win rate with a Wilson 95%
interval (shared wins count their share), over the games some seat won — the games nobody
won are counted apart ("no winner").  ``greedy`` is the default GreedyBot (depth 1).
``python benchmarks/strength.py [games] [iterations]`` — defaults 16 games per pairing and
200 iterations per decision.  It prints each pairing's time and the total (about 13 min
on 2 cores, most of it Lost Cities' pairings, whose games last 900–2,500 decisions).
"""
from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from boardlab.games import registry  # noqa: E402
from boardlab.lab import simulate, wilson  # noqa: E402


def pairing(game: str, players: int, other: str, games: int, iterations: int) -> tuple[float, int, int]:
    """The MCTS seat's wins (a shared win counts its share) over the decided games of
    ``games`` seat-rotated games (``simulate(rotate=True)``: game ``i`` puts the MCTS bot at
    another seat), on every core; then those decided games and the games nobody won (an
    El Dorado game at its round limit, a game stopped after ``max_decisions``), left out."""
    df = simulate(game, players, bots=[f"mcts:{iterations}"] + [other] * (players - 1), rotate=True,
                  games=games, seed=1000, progress=False, trace=False)
    won = df[df["decided"]]
    wins = sum(row[f"win_{k}"] for _, row in won.iterrows() for k in range(players)
               if row[f"bot_{k}"].startswith("mcts"))
    return float(wins), len(won), len(df) - len(won)


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 16
    iterations = int(sys.argv[2]) if len(sys.argv) > 2 else 200
    print(f"MCTSBot({iterations} iterations) in one seat, seat-rotated, {games} games per pairing; "
          "win rate of the MCTS seat with a Wilson 95% interval (chance: 1/players)")
    print(f"{'game':<12} {'players':>7} {'against':<8} {'wins':>6} {'of':>3} {'rate':>6}  95% interval   "
          "time     no winner")
    start = time.perf_counter()
    for game, desc in registry().items():
        players = 3 if 3 in desc.players else desc.players[0]
        for other in ("random", "greedy"):
            t0 = time.perf_counter()
            wins, n, undecided = pairing(game, players, other, games, iterations)
            lo, hi = wilson(wins, n)
            print(f"{game:<12} {players:>7} {other:<8} {wins:>6.1f} {n:>3} {wins / n if n else 0:>6.2f}  "
                  f"{lo:.2f} – {hi:.2f}   {time.perf_counter() - t0:5.1f} s   {undecided}", flush=True)
    print(f"total: {(time.perf_counter() - start) / 60:.0f} min")


if __name__ == "__main__":
    main()
