"""The lab at class scale: greedy games/s per core and a 1,000-game paired ``compare``.

Per game, 3 players, every seat ``"greedy"`` (``GreedyBot()``, one decision ahead):

* **games/s per core** — ``simulate(game, 3, bots="greedy", workers=1)``, games divided by
  the CPU time of this process (``time.process_time``: on a shared machine the wall clock
  counts other people's work too).  Target ≥ 5.
* **1,000-game compare** — ``compare(game, {printed rules, the game's first variant},
  bots="greedy", games=1000)`` on every core (2 worker processes here), wall clock: 2,000
  games.  Target ≤ 3 min.  Every game but the fastest is *estimated* from ``PAIRS`` pairs
  (the time × 1000 / ``PAIRS``, the pool's start-up included, so a little high); the
  fastest game plays its full 1,000 (``--full`` plays them all).  The wall clock counts
  what else the machine runs (the load average is printed), so each game also gets the
  figure of an idle machine: 2,000 games at its games/s per core on every core.
"""
from __future__ import annotations

import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from boardlab.games import registry  # noqa: E402
from boardlab.lab import compare, simulate  # noqa: E402

GAMES = 10     # per game for games/s per core
PAIRS = 40     # pairs of the estimated compare
FULL = 1000


def games_per_core(game: str) -> float:
    t0 = time.process_time()
    simulate(game, 3, bots="greedy", games=GAMES, workers=1, progress=False)
    return GAMES / (time.process_time() - t0)


def compare_seconds(game: str, pairs: int) -> float:
    cls = registry()[game].state
    variants = {"printed": {}, "variant": dict(cls.variants[0]) if cls.variants else {}}
    t0 = time.perf_counter()
    compare(game, variants, 3, bots="greedy", games=pairs, progress=False)
    return time.perf_counter() - t0


def main(full: bool = False) -> None:
    print(f"\nGreedy lab, 3 players: games/s per core (CPU time, {GAMES} games; target ≥ 5) and a "
          f"1,000-game paired compare with greedy bots on every core (wall clock; target ≤ 3 min)")
    speeds = {game: games_per_core(game) for game in registry()}
    fastest = max(speeds, key=speeds.__getitem__)
    cores = os.cpu_count() or 1
    for game, speed in speeds.items():
        if full or game == fastest:
            seconds, how = compare_seconds(game, FULL), "measured"
        else:
            seconds, how = compare_seconds(game, PAIRS) * FULL / PAIRS, f"estimated from {PAIRS} pairs"
        idle = 2 * FULL / (speed * cores)
        print(f"{game:<12} {speed:6.2f} games/s per core   1,000-game compare {seconds / 60:5.1f} min "
              f"({how}, load average {os.getloadavg()[0]:.1f}); idle {cores}-core machine "
              f"{idle / 60:4.1f} min", flush=True)


if __name__ == "__main__":
    main(full="--full" in sys.argv)
