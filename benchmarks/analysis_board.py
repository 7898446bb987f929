"""The analysis board's answer time per game: opening ``Analyze(state)`` (listing and
valuing every turn, drawing the board) and pressing **Think** at its default settings
(the best ``TOP`` turns, best first, within ``BUDGET`` positions, ``SECONDS`` as a safety
cap).  Target: open + Think ≤ 10 s on a shared 2-core machine, so ≤ 5 s measured quietly.

Positions: every registered game at every player count, at the start of a seat's turn 40%
into a seeded random game; in Urland also the start of an Ichto player's turn (U-7, where
the turns are most numerous).  Besides the wall-clock times it prints the process's CPU
time (what a quiet machine's wall clock would be), the turns listed, how many were looked
ahead, the positions valued and why Think stopped — ``budget`` (deterministic) or
``seconds`` (the safety cap: the machine was too slow for the budget).

    .venv/bin/python benchmarks/analysis_board.py [game]
"""
from __future__ import annotations

import random
import sys
import time
from pathlib import Path
from typing import Iterator

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import boardlab  # noqa: E402
from boardlab.analysis import BUDGET, SECONDS, TOP  # noqa: E402
from boardlab.engine import State  # noqa: E402
from boardlab.games import registry  # noqa: E402
from boardlab.widgets import Analyze  # noqa: E402

TARGET = 10.0   # seconds, open + Think, on a shared machine
SHARE = 0.4     # of a seeded random game's decisions: where the mid-game position is


def turn_start(game: str, players: int, seed: int = 0, acting: bool = False) -> State:
    """The start of a seat's turn (the seat to move changed; a one-seat game: any
    decision) ``SHARE`` into a seeded random game; ``acting``: of an Urland Ichto player
    (phase ``act``, U-7)."""
    s, rng, length = boardlab.new(game, players=players, seed=seed), random.Random(seed), 0
    while not s.is_over:
        s.apply(rng.choice(s.legal_actions()))
        length += 1
    s, rng = boardlab.new(game, players=players, seed=seed), random.Random(seed)
    n, before = 0, s.to_move
    while not s.is_over:
        if (n >= length * SHARE and (s.to_move != before or players == 1)
                and (not acting or getattr(s, "phase", None) == "act")):
            return s
        before = s.to_move
        s.apply(rng.choice(s.legal_actions()))
        n += 1
    raise RuntimeError(f"{game} {players}p seed {seed}: no such position")


def positions(only: str | None = None) -> Iterator[tuple[str, State]]:
    for game, desc in registry().items():
        if only is not None and game != only:
            continue
        for players in desc.players:
            yield f"{game} {players}p", turn_start(game, players)
        if game == "urland":
            for players in desc.players:
                yield f"urland {players}p Ichto", turn_start(game, players, acting=True)


def main(only: str | None = None) -> dict[str, float]:
    """Print each position's figures; return its open + Think wall time by name."""
    print(f"Analysis board: open + Think at its defaults (best {TOP} turns, {BUDGET:,} positions, "
          f"{SECONDS:g} s cap; target ≤ {TARGET:g} s; cpu: the process's own time)")
    print(f"{'position':<18} {'turns':>6} {'looked':>6} {'positions':>9} {'stop':>7} "
          f"{'open s':>7} {'think s':>7} {'total s':>7} {'cpu s':>6}")
    out = {}
    for name, state in positions(only):
        w0, c0 = time.perf_counter(), time.process_time()
        board = Analyze(state)
        w1 = time.perf_counter()
        board.think()
        w2, c2 = time.perf_counter(), time.process_time()
        a = board.analysis
        looked = sum(line.ahead is not None for line in a.lines)
        turns = f"{len(a.lines)}{'+' if a.capped else ''}"
        out[name] = w2 - w0
        print(f"{name:<18} {turns:>6} {looked:>6} {a.spent:>9,} {a.stopped or '-':>7} "
              f"{w1 - w0:>7.2f} {w2 - w1:>7.2f} {w2 - w0:>7.2f} {c2 - c0:>6.2f}"
              f"{'  over target' if w2 - w0 > TARGET else ''}", flush=True)
    return out


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else None)
