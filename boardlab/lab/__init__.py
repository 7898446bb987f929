"""The design lab: play many games, change a rule, measure what changes.

Game-agnostic (the engine contract only).  For a game-design class::

    from boardlab.lab import compare
    table = compare("ecosystem", {"as printed": {},
                                  "6+ gaps cost 10": {"scoring": {"gap_table": (12, 12, 12, 7, 3, 0, -10)}}},
                    players=3, games=100, seed=1)

Every variant plays the same seeds with the same bots, so differences come from
the rule, not from luck (paired comparison).
"""
from __future__ import annotations

import statistics
from dataclasses import dataclass, field
from typing import Any, Callable

from ..bots import RandomBot
from ..engine import State


@dataclass
class GameResult:
    """One finished game: its scores, winners and whatever ``measure`` returned."""

    seed: int
    scores: dict[int, int]
    winners: list[int]
    measures: dict[str, float] = field(default_factory=dict)


@dataclass
class Summary:
    """Averages over the games of one variant."""

    variant: str
    games: int
    mean_score: float
    mean_winning_score: float
    mean_margin: float          # winner's score minus the runner-up's
    shared_wins: float          # fraction of games with tied winners
    measures: dict[str, float] = field(default_factory=dict)

    def row(self) -> str:
        extra = "".join(f" {v:>10.2f}" for v in self.measures.values())
        return (f"{self.variant:<24} {self.games:>5} {self.mean_score:>8.1f} {self.mean_winning_score:>8.1f} "
                f"{self.mean_margin:>7.1f} {self.shared_wins:>7.0%}{extra}")


def simulate(game: str, players: int, games: int = 20, seed: int = 0,
             bots: Callable[[int, int], Any] | None = None,
             measure: Callable[[State], dict[str, float]] | None = None,
             **options: Any) -> list[GameResult]:
    """Play ``games`` games to the end; game ``i`` uses seed ``seed + i``.

    ``bots(seat, game_seed)`` makes each seat's bot (default: ``RandomBot``);
    ``measure(final_state)`` returns numbers to average; ``options`` are rule options.
    """
    from .. import new

    make = bots or (lambda seat, s: RandomBot(s * 10 + seat))
    out = []
    for i in range(games):
        s = new(game, players=players, seed=seed + i, **options)
        seats = {}
        while not s.is_over:
            seat = s.to_move
            if seat not in seats:
                seats[seat] = make(seat, seed + i)
            s.apply(seats[seat].choose(s))
        out.append(GameResult(seed + i, s.scores(), s.winners(), measure(s) if measure else {}))
    return out


def summarise(name: str, results: list[GameResult]) -> Summary:
    """Averages of :func:`simulate`'s results."""
    def margin(r: GameResult) -> float:
        top = sorted(r.scores.values(), reverse=True)
        return top[0] - top[1] if len(top) > 1 else 0

    keys = list(results[0].measures) if results else []
    return Summary(
        variant=name, games=len(results),
        mean_score=statistics.fmean(v for r in results for v in r.scores.values()),
        mean_winning_score=statistics.fmean(max(r.scores.values()) for r in results),
        mean_margin=statistics.fmean(margin(r) for r in results),
        shared_wins=sum(len(r.winners) > 1 for r in results) / len(results),
        measures={k: statistics.fmean(r.measures[k] for r in results) for k in keys})


def compare(game: str, variants: dict[str, dict[str, Any]], players: int, games: int = 20,
            seed: int = 0, bots=None, measure=None) -> list[Summary]:
    """Play the same seeds under each variant's rule options; one :class:`Summary` each."""
    return [summarise(name, simulate(game, players, games, seed, bots, measure, **opts))
            for name, opts in variants.items()]


def table(summaries: list[Summary]) -> str:
    """The summaries as a fixed-width text table (stable for notebooks)."""
    extra = "".join(f" {k[:10]:>10}" for k in (summaries[0].measures if summaries else {}))
    head = f"{'variant':<24} {'games':>5} {'mean':>8} {'winner':>8} {'margin':>7} {'ties':>7}{extra}"
    return "\n".join([head] + [s.row() for s in summaries])


__all__ = ["simulate", "compare", "summarise", "table", "GameResult", "Summary"]
