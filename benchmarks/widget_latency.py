"""Widget latency in the longest games (issue 8, item 14): ``make bench`` prints it.

The scenario is the longest of the seeded random games of every registered game, player
count and declared rule variant (``SEARCH`` seeds each; today a Lost Cities game of
~2,000 decisions).  Measured in Python (the widget handlers a click runs, without the browser):

* ``Replay`` built once (one replay of the record; jumps start from the engine's checkpoints), then a
  jump to the end, to the middle and back to the start (median ms);
* ``Play`` at move ~2,100: a board click that completes a move, Undo, Redo (median ms);
* the bytes of the event log's HTML sent on a refresh (newest 50 events, and the whole
  log on demand), and of the board's SVG.

Target (issue 8): every interaction ≤ 30 ms.  Run alone: ``python benchmarks/widget_latency.py``.
"""
from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path
from typing import Callable

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import boardlab  # noqa: E402
from boardlab import render  # noqa: E402
from boardlab.games import registry  # noqa: E402
from boardlab.widgets import Play, Replay  # noqa: E402
from boardlab.widgets.common import events_html  # noqa: E402

SEARCH = 40          # seeds tried per game, player count and variant for the longest game
AT = 2100            # Play is measured at this move (or the game's last decision)
REPEAT = 9
TARGET_MS = 30.0


def random_game(name: str, players: int, seed: int, options: dict) -> boardlab.engine.State:
    """A game played to the end by seeded random choices."""
    s = boardlab.new(name, players=players, seed=seed, **options)
    rng = random.Random(seed)
    while not s.is_over:
        s.apply(rng.choice(s.legal_actions()))
    return s


def long_game() -> tuple[boardlab.engine.State, str]:
    """The longest random game over every registered game, player count, declared variant
    and ``SEARCH`` seeds, and a line naming it."""
    best, label = None, ""
    for name, game in registry().items():
        for players in game.players:
            for options in ({}, *game.state.variants):
                for seed in range(SEARCH):
                    s = random_game(name, players, seed, options)
                    if best is None or len(s.history) > len(best.history):
                        best, label = s, f"{name} {players}p seed {seed} {options}"
    assert best is not None, "no game is registered"
    return best, label


def ms(fn: Callable[[], object], setup: Callable[[], object] = lambda: None) -> float:
    """Median milliseconds of ``fn()`` over ``REPEAT`` runs, ``setup()`` before each."""
    times = []
    for _ in range(REPEAT):
        setup()
        t0 = time.perf_counter()
        fn()
        times.append((time.perf_counter() - t0) * 1000)
    return statistics.median(times)


def replay_figures(record: dict) -> list[tuple[str, float]]:
    """(what, ms) for Replay: build, jump to the end / middle / start."""
    Replay(dict(record, actions=record["actions"][:10]))     # warm up (first widget, caches)
    build = ms(lambda: Replay(record))
    r = Replay(record)
    n = len(record["actions"])

    def jump(i: int) -> Callable[[], None]:
        return lambda: setattr(r.slider, "value", i)

    away = lambda i: (lambda: setattr(r.slider, "value", 0 if i else n))  # noqa: E731
    return [("Replay: build (once per widget: replays the record)", build),
            (f"Replay: jump to the end ({n})", ms(jump(n), away(n))),
            (f"Replay: jump to the middle ({n // 2})", ms(jump(n // 2), away(n // 2))),
            ("Replay: jump to the start", ms(jump(0), away(0)))]


def clickable(p: Play) -> list[str] | None:
    """The board clicks of a legal move that has nodes (None if no move has any)."""
    s = p.state
    for a in s.legal_actions():
        nodes = render.nodes_of(s, a)
        if nodes and len([b for b in s.legal_actions() if render.nodes_of(s, b)[:1] == nodes[:1]]) == 1:
            return list(nodes)
    return None


def play_figures(record: dict) -> tuple[list[tuple[str, float]], Play]:
    """(what, ms) for Play at move ``AT``: a board click, Undo, Redo."""
    at = min(AT, len(record["actions"]) - 1)
    p = Play(boardlab.load(dict(record, actions=record["actions"][:at])))
    out = []
    clicks = clickable(p)
    if clicks:
        def click() -> None:
            for node in clicks:
                p.board.click(node)
        out.append((f"Play at move {at}: click a move ({', '.join(clicks)})",
                    ms(click, lambda: p.state.history and len(p.state.history) > at and p.undo())))
    else:
        out.append((f"Play at move {at}: apply from the list",
                    ms(lambda: p.apply(p.state.legal_actions()[0]),
                       lambda: len(p.state.history) > at and p.undo())))
    p.apply(p.state.legal_actions()[0])
    p.undo()
    p.redo()
    out.append((f"Play at move {at}: Undo", ms(p.undo, p.redo)))
    out.append((f"Play at move {at}: Redo", ms(p.redo, p.undo)))
    return out, p


def main() -> None:
    """Print the widget-latency table."""
    s, label = long_game()
    record = s.to_record()
    rows = replay_figures(record)
    play_rows, p = play_figures(record)
    rows += play_rows
    print(f"\nwidget latency — {label}: "
          f"{len(s.history)} decisions, {len(s.log)} events (median of {REPEAT}; target "
          f"≤ {TARGET_MS:.0f} ms)")
    for what, t in rows:
        verdict = "(once; not an interaction)" if "build" in what else \
            "ok" if t <= TARGET_MS else "SLOW"
        print(f"  {what:<58} {t:8.2f} ms {verdict}")
    log = p.log.value.encode()
    p.log_all.value = True
    whole = p.log.value.encode()
    p.log_all.value = False
    print(f"  {'Play log refresh: newest 50 events':<58} {len(log) / 1024:8.1f} KB")
    print(f"  {'Play log on demand (whole log)':<58} {len(whole) / 1024:8.1f} KB")
    print(f"  {'(before issue 8: the whole log on every refresh)':<58} "
          f"{len(events_html(p.state.log, newest_first=True).encode()) / 1024:8.1f} KB")
    print(f"  {'Play board SVG per refresh':<58} {len(p.board.svg.encode()) / 1024:8.1f} KB")


if __name__ == "__main__":
    main()
