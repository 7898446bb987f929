"""How much faster ``boardlab.lab.simulate`` finishes on 2 worker processes than on 1 (issue 12:
≥ 1.7× on this 2-core machine).  The same games both ways (the tables are checked equal);
each figure is the median of RUNS whole runs, wall clock, the pool's start-up included."""
from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from boardlab.lab import simulate  # noqa: E402

RUNS = 3
GAMES = 200   # Ecosystem, 3 random players: about 6 s on one core


def timed(workers: int) -> tuple[float, object]:
    t0 = time.perf_counter()
    df = simulate("ecosystem", 3, games=GAMES, seed=1, workers=workers, progress=False)
    return time.perf_counter() - t0, df


def main() -> None:
    ones, twos = [], []
    for _ in range(RUNS):
        t1, a = timed(1)
        t2, b = timed(2)
        assert a.equals(b), "2 workers played other games than 1"
        ones.append(t1)
        twos.append(t2)
    one, two = statistics.median(ones), statistics.median(twos)
    print(f"\nlab.simulate, {GAMES} Ecosystem games: 1 worker {one:.2f} s, 2 workers {two:.2f} s, "
          f"speed-up {one / two:.2f}× (target ≥ 1.7×; medians of {RUNS})")


if __name__ == "__main__":
    main()
