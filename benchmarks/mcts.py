"""MCTSBot speed per game (issue 12): the time of one 1,000-iteration search from a
mid-game position — 3 players (2 for a game without a 3-player game), half way
through a seeded random game, at the first decision after that with a real choice.
Target: ≤ 1 s per game.  Each figure is the median of ``RUNS`` searches.

    .venv/bin/python benchmarks/mcts.py [iterations]
"""
from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import boardlab  # noqa: E402
from boardlab.bots import MCTSBot  # noqa: E402
from boardlab.engine import State  # noqa: E402
from boardlab.games import registry  # noqa: E402

ITERATIONS = 1000
RUNS = 3
TARGET = 1.0   # seconds per 1,000 iterations


def mid_game(game: str, players: int, seed: int = 1) -> State:
    """Half way through a seeded random game, at a decision with two choices or more."""
    length = _random_game(game, players, seed, None)
    return _random_game(game, players, seed, length // 2)


def _random_game(game: str, players: int, seed: int, stop: int | None) -> State | int:
    s = boardlab.new(game, players=players, seed=seed)
    rng = random.Random(seed)
    n = 0
    while not s.is_over:
        actions = s.legal_actions()
        if stop is not None and n >= stop and len(actions) > 1:
            return s
        s.apply(rng.choice(actions))
        n += 1
    return n if stop is None else s


def main(iterations: int = ITERATIONS) -> dict[str, float]:
    out = {}
    print(f"MCTSBot, {iterations} iterations from a mid-game position (target ≤ {TARGET:.1f} s "
          f"per 1,000 iterations)")
    for name, game in registry().items():
        players = 3 if 3 in game.players else min(p for p in game.players if p >= 2)
        s = mid_game(name, players)
        assert isinstance(s, State) and not s.is_over
        times = []
        for run in range(RUNS):
            bot = MCTSBot(iterations=iterations, seed=run)
            t0 = time.perf_counter()
            bot.choose(s.view(s.to_move))
            times.append(time.perf_counter() - t0)
        t = statistics.median(times)
        out[name] = t
        flag = "" if t * 1000 / iterations <= TARGET else "  (over target)"
        print(f"  {name:12s} {players}p  move {len(s.history):4d}  "
              f"{len(s.legal_actions()):3d} actions  {t:6.3f} s{flag}")
    return out


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else ITERATIONS)
