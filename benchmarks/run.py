"""Speed figures per game (``make bench``): random games/s, actions/s, copies/s, SVG ms.

actions/s counts every decision of seeded random games, legal-action generation
included (``legal_actions()`` + ``random.choice`` + ``apply``).  copies/s copies
mid-game states.  SVG ms is the median time to draw a mid-game state; cpu ms the processor
time per drawing of the same states (the figure the SVG budget is checked against: on a
shared machine the wall clock grows with the load).
Targets (issue 2/3): ≥ 40,000 actions/s, ≥ 100,000 copies/s, SVG ≤ 1 ms (the Lost Cities
4-player SVG figure replaces a timing assert that was in the render tests).
Every registered game at every player count.  Then the widget latency of the longest game (``widget_latency.py``, issue 8: ≤ 30 ms)
and MCTSBot's 1,000-iteration search per game (``mcts.py``, issue 12: ≤ 1 s), and
simulate's speed-up on 2 worker processes (``lab_workers.py``, issue 12: ≥ 1.7×), and the
analysis board's open + Think time per game (``analysis_board.py``: ≤ 10 s), and the
greedy lab at class scale (``greedy_speed.py``: ≥ 5 greedy games/s per core at 3 players,
a 1,000-game paired compare with greedy bots ≤ 3 min).
"""
from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import boardlab  # noqa: E402
from boardlab.games import registry  # noqa: E402

import widget_latency  # noqa: E402  (benchmarks/widget_latency.py: issue 8's widget figures)
import mcts  # noqa: E402  (benchmarks/mcts.py: issue 12's MCTSBot speed)
import lab_workers  # noqa: E402  (benchmarks/lab_workers.py: issue 12's 2-worker speed-up)
import analysis_board  # noqa: E402  (benchmarks/analysis_board.py: the analysis board's time)
import greedy_speed  # noqa: E402  (benchmarks/greedy_speed.py: greedy games/s, 1,000-game compare)

SECONDS = 1.0   # per run; each figure is the median of RUNS runs (the machine is noisy)
RUNS = 5


def random_games(game: str, players: int) -> tuple[float, float, list]:
    t0 = time.perf_counter()
    games = actions = 0
    samples = []
    while time.perf_counter() - t0 < SECONDS:
        s = boardlab.new(game, players=players, seed=games)
        rng = random.Random(games)
        while not s.is_over:
            if actions % 97 == 0:
                samples.append(s.copy())
            s.apply(rng.choice(s.legal_actions()))
            actions += 1
        games += 1
    dt = time.perf_counter() - t0
    return games / dt, actions / dt, samples


def copies(samples: list) -> float:
    n = 0
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < SECONDS:
        for s in samples:
            s.copy()
        n += len(samples)
    return n / (time.perf_counter() - t0)


SVG_BUDGET_MS = 1.0   # every game's drawing, every player count (processor time)


def svg_ms(samples: list) -> tuple[float, float]:
    """(wall, cpu): the median wall-clock ms of one drawing of a sample, and the processor
    ms per drawing (``time.process_time`` over every sample, drawn from fresh copies, median
    of RUNS runs).  On a shared, loaded machine the wall figure grows with the load; the
    processor figure hardly does, so the budget is checked against it."""
    from boardlab.render import svg   # a game without a renderer: the generic drawing

    drawn = samples[:300]
    times = []
    for s in drawn:
        t0 = time.perf_counter()
        svg(s)
        times.append((time.perf_counter() - t0) * 1000)
    cpu = []
    for _ in range(RUNS):
        fresh = [s.copy() for s in drawn]   # nothing a drawing of the same state left behind
        t0 = time.process_time()
        for s in fresh:
            svg(s)
        cpu.append((time.process_time() - t0) * 1000 / len(fresh))
    return statistics.median(times), statistics.median(cpu)


def main() -> None:
    print(f"{'game':<12} {'players':>7} {'games/s':>9} {'actions/s':>10} {'copies/s':>10} {'SVG ms':>7}"
          f" {'cpu ms':>7}   (medians of {RUNS} runs of {SECONDS:g} s; SVG budget "
          f"{SVG_BUDGET_MS:g} ms of processor time)")
    over = []
    for game, desc in registry().items():   # every registered game, every player count
        for players in desc.players:
            runs = [random_games(game, players) for _ in range(RUNS)]
            g = statistics.median(r[0] for r in runs)
            a = statistics.median(r[1] for r in runs)
            samples = runs[0][2]
            c = statistics.median(copies(samples) for _ in range(RUNS))
            ms, cpu = svg_ms(samples)
            flag = "" if cpu <= SVG_BUDGET_MS else "  over budget"
            if flag:
                over.append(f"{game} {players}p {cpu:.3f} ms")
            print(f"{game:<12} {players:>7} {g:>9.1f} {a:>10,.0f} {c:>10,.0f} {ms:7.3f} {cpu:7.3f}{flag}")
    print(f"SVG within {SVG_BUDGET_MS:g} ms of processor time: "
          + ("every game, every player count" if not over else "no — " + ", ".join(over)))
    widget_latency.main()
    mcts.main()
    lab_workers.main()
    analysis_board.main()
    greedy_speed.main()


if __name__ == "__main__":
    main()
