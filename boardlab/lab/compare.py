"""A/B tests of rules: :func:`compare` plays the same seeds under each variant and keeps the pairs.

Every variant plays the same seeds with the same bots, so a difference comes from the rule,
not from luck: the per-game differences are paired, and their mean carries a 95% interval.
"""
from __future__ import annotations

import concurrent.futures as cf
import math
from dataclasses import dataclass
from typing import Any, Callable

import pandas as pd

from ..engine import State
from . import metrics
from .run import MAX_DECISIONS, check_count, check_run, game_class, label, make_job, row_columns, run_games, table

#: what a sentence calls each compared column, and its unit (:data:`SCORE`: the game's
#: ``State.score_unit``; drama is in ``evaluate``'s scale, a plain number)
SCORE = "score"
WORDS = {"mean_score": ("the mean score", SCORE), "margin": ("the winning margin", SCORE),
         "decisions": ("the game length", "decisions"), "turns": ("the game length", "turns"),
         "lead_changes": ("the lead changes", "per game"), "drama": ("the drama", "")}


def words(column: str, score_unit: str = "points") -> tuple[str, str, str]:
    """What a sentence calls ``column``, its unit and a note on the unit (``""``): a score
    unit ``"progress (100 a pawn home)"`` is the unit ``progress`` and that note."""
    what, unit = WORDS.get(column, (column.replace("_", " "), ""))
    if column.startswith("score_") and column[6:].isdigit():
        what, unit = f"seat {column[6:]}'s score", SCORE
    if unit == SCORE:
        unit = score_unit
    unit, _, note = unit.partition(" (")
    return what, unit, note.removesuffix(")")


def variant_of(game: str | type[State], value: Any) -> tuple[type[State], dict]:
    """A variant as ``(State class, rule options)``: a dict of options (of ``game``), another
    registered game's name or a ``State`` class (a rule no option covers), or a pair
    ``(game or class, options)``."""
    if isinstance(value, dict):
        return game_class(game), value
    if isinstance(value, tuple) and len(value) == 2 and isinstance(value[1], dict):
        return game_class(value[0]), value[1]
    if isinstance(value, str) or (isinstance(value, type) and issubclass(value, State)):
        return game_class(value), {}
    raise TypeError("a variant is a dict of rule options, a game (a registered name or a State "
                    f"class) or a pair (game, options); not {type(value).__name__}")


@dataclass
class Difference:
    """The paired difference of one column between a variant and the baseline."""

    variant: str
    column: str
    mean: float
    low: float
    high: float
    p: float
    sd: float
    games: int

    @property
    def clear(self) -> bool:
        """The interval leaves out 0 (a difference at the 95% level)."""
        return self.low > 0 or self.high < 0

    def sentence(self, baseline: str, score_unit: str = "points") -> str:
        """``"harsh lowers the mean score by 3.1 points (95% CI 2.4–3.8) against printed"``;
        scores are in ``score_unit`` (the game's ``State.score_unit``)."""
        what, unit, note = words(self.column, score_unit)
        unit = f" {unit}" if unit else ""
        more = f"; {note}" if note else ""
        if self.games == 0:
            return (f"{self.variant} cannot be compared with {baseline} on {what}: no seed has it under "
                    "both (a game stopped unfinished has no final score)")
        if self.sd == 0 and self.mean == 0:
            return f"{self.variant} leaves {what} unchanged in every one of {self.games} games against {baseline}"
        if self.sd == 0:
            return (f"{self.variant} changes {what} by exactly {self.mean:+.2f}{unit}"
                    f"{f' ({note})' if note else ''} in every game against {baseline}")
        if not self.clear:
            return (f"{self.variant} changes {what} by {self.mean:+.2f}{unit} (95% CI "
                    f"{self.low:+.2f} to {self.high:+.2f}{more}) against {baseline}: no clear "
                    f"difference in {self.games} games")
        verb = "raises" if self.mean > 0 else "lowers"
        a, b = sorted((abs(self.low), abs(self.high)))
        return (f"{self.variant} {verb} {what} by {abs(self.mean):.2f}{unit} (95% CI {a:.2f}–{b:.2f}"
                f"{more}) against {baseline}")


class Comparison:
    """The result of :func:`compare`.

    ``games``: every game of every variant (one row each, ``variant`` and ``seed`` columns);
    ``pairs(column)``: one row per seed, one column per variant; ``differences``: the paired
    differences against the baseline (the first variant) with 95% intervals; ``summary``:
    the metrics per variant; ``balance_p``: per variant, the chi-square p-value that every seat
    wins equally, and ``balance_change_p`` whether the seats' win shares differ between
    variants; ``sentences()``: what a student reads.
    """

    def __init__(self, games: pd.DataFrame, baseline: str, columns: list[str]):
        self.games = games
        self.baseline = baseline
        #: every variant asked for (an interrupted run may have finished no game of some)
        self.variants = list(games.attrs.get("variants") or dict.fromkeys(games["variant"]) or [baseline])
        #: the seeds every variant finished (an interrupted run keeps the others in ``games``)
        self.seeds: list[int] = []
        if len(games):
            complete = games.groupby("seed")["variant"].nunique() == len(self.variants)
            self.seeds = sorted(complete[complete].index)
        if len(games):
            for column in columns:
                metrics.check_column(games, column, numeric=True)
        self.columns = [c for c in columns if c in games]
        self.interrupted = bool(games.attrs.get("interrupted", False))
        #: what a number of the game's scores is in (``State.score_unit``)
        self.score_unit = str(games.attrs.get("score_unit", "points"))

    def pairs(self, column: str = "mean_score") -> pd.DataFrame:
        """One row per seed every variant finished, one column per variant.  A column the
        table does not have raises ``ValueError`` naming those it has."""
        if len(self.games):
            metrics.check_column(self.games, column)
        if not self.seeds:
            return pd.DataFrame(columns=self.variants, dtype=float).rename_axis("seed")
        done = self.games[self.games["seed"].isin(self.seeds)]
        return done.pivot(index="seed", columns="variant", values=column)[self.variants]

    @property
    def differences(self) -> pd.DataFrame:
        """Per variant (not the baseline) and column: the mean paired difference, its 95%
        interval (Student t), the paired t-test p-value, the spread of the differences and
        the number of pairs."""
        return pd.DataFrame([vars(d) for d in self._differences()])

    def _differences(self) -> list[Difference]:
        from scipy import stats   # loaded when used: a second to import
        out = []
        for column in self.columns:
            p = self.pairs(column)
            for v in self.variants[1:]:
                d = (p[v] - p[self.baseline]).dropna()
                mean, lo, hi = metrics.mean_interval(d)
                sd = float(d.std()) if len(d) > 1 else 0.0
                pv = float(stats.ttest_1samp(d, 0).pvalue) if sd > 0 else (1.0 if mean == 0 else 0.0)
                out.append(Difference(v, column, mean, lo, hi, pv, sd, len(d)))
        return out

    @property
    def summary(self) -> pd.DataFrame:
        """:func:`metrics.summary` per variant (on the paired seeds)."""
        return metrics.summary(self.games[self.games["seed"].isin(self.seeds)])

    def seat_advantage(self) -> pd.DataFrame:
        """:func:`metrics.seat_advantage` per variant (on the paired seeds)."""
        return metrics.seat_advantage(self.games[self.games["seed"].isin(self.seeds)])

    @property
    def balance_change_p(self) -> float:
        """A chi-square test of homogeneity on the wins per seat across variants: small
        (< 0.05) when the rule change moves the seat balance.  ``nan`` if it cannot say."""
        done = self.games[self.games["seed"].isin(self.seeds)]
        table = [[float(part[f"win_{k}"].sum()) for k in metrics.seats(part)]
                 for _, part in done.groupby("variant", sort=False)]
        if len(table) < 2 or len(table[0]) < 2:
            return math.nan
        keep = [j for j in range(len(table[0])) if any(row[j] for row in table)]
        table = [[row[j] for j in keep] for row in table]
        if len(keep) < 2 or any(sum(row) == 0 for row in table):
            return math.nan
        from scipy import stats   # loaded when used: a second to import
        return float(stats.chi2_contingency(table).pvalue)

    def sentences(self) -> list[str]:
        """One sentence per variant and column, then the seat balance."""
        if not self.seeds:
            return ["no game finished under every variant: nothing to compare"
                    + (" (interrupted)" if self.interrupted else "")]
        out = [d.sentence(self.baseline, self.score_unit) for d in self._differences()]
        unwon = metrics.no_winner(self.games[self.games["seed"].isin(self.seeds)])
        if unwon:
            out.append(f"{unwon} (left out of the seat balance)")
        p = self.balance_change_p
        if not math.isnan(p):
            out.append(f"seat balance {'changes' if p < 0.05 else 'unchanged'} "
                       f"(chi-square p = {p:.2f} over {len(self.seeds)} paired games)")
        if self.interrupted:
            out.append(f"interrupted: {len(self.seeds)} paired games finished")
        return out

    def games_needed(self, difference: float, column: str = "mean_score", power: float = 0.8) -> int:
        """How many paired games would find a mean difference of ``difference`` in ``column``
        with this ``power``, given the spread of the differences seen here (the widest of
        the variants): see :func:`metrics.games_needed`."""
        sds = [d.sd for d in self._differences() if d.column == column]
        if not sds:
            raise ValueError(f"no paired differences of {column!r:.40}; columns: {', '.join(self.columns)}")
        return metrics.games_needed(difference, max(sds), power)

    def __str__(self) -> str:
        return "\n".join(self.sentences())

    def __repr__(self) -> str:
        return (f"<Comparison of {len(self.variants)} variants over {len(self.seeds)} paired games>\n"
                + str(self))


def compare(game: str | type[State], variants: dict[str, Any], players: int | None = None, *,
            bots: Any = None, games: int = 20, seed: int = 0, workers: int | None = None,
            executor: cf.Executor | None = None, progress: bool = True,
            measure: Callable[[State], dict] | None = None, start: Any = None, trace: bool = True,
            columns: tuple[str, ...] = ("mean_score", "margin", "decisions"),
            max_decisions: int = MAX_DECISIONS) -> Comparison:
    """Play the same seeds under each variant and compare them, game by game.

    ``variants`` is ``{name: variant}``, the first the baseline; a variant is a dict of rule
    options (``{"scoring": {"gap_table": [...]}}``, see :func:`~boardlab.lab.vary`), another
    registered game or a ``State`` class changing a rule no option covers, or a pair
    ``(game, options)``.  ``columns`` are the columns whose paired differences the sentences
    report (any numeric column of the table: ``"turns"``, a measure …; a name the table
    will not have raises ``ValueError`` naming those it will, before any game is played).
    The other arguments are
    :func:`~boardlab.lab.simulate`'s; one pool of workers plays every variant.  Ctrl-C keeps the
    finished games; the pairs are the seeds every variant finished.
    """
    if not isinstance(variants, dict):
        raise TypeError("variants is a dict {name: variant}, e.g. {'as printed': {}}, "
                        f"not a {type(variants).__name__}")
    if not variants:
        raise ValueError("variants is empty: give at least one, e.g. {'as printed': {}}")
    check_count("games", games)
    check_run(workers, executor)
    chosen = {str(name): variant_of(game, v) for name, v in variants.items()}
    jobs = [make_job(cls, players, opts, bots, measure, start, trace, False, name, seed, max_decisions)
            for name, (cls, opts) in chosen.items()]
    if len({job.players for job in jobs}) > 1:
        raise ValueError("the variants must have the same number of players to be paired")
    columns = (columns,) if isinstance(columns, str) else tuple(columns)
    if measure is None:   # a measure of your own adds columns known only once a game is played
        known = [c for job in jobs for c in row_columns(job)
                 if c not in ("variant", "winners") and not c.startswith("bot_")]
        for column in columns:
            metrics.check_name("numeric column", column, known)
    rows, interrupted = run_games(jobs, games, seed, workers, executor, progress, "compare")
    out = table(rows, {"game": jobs[0].cls.game, "score_unit": jobs[0].cls.score_unit,
                       "players": jobs[0].players, "seed": seed,
                       "games": games, "variants": list(chosen), "interrupted": interrupted,
                       "bots": "custom" if callable(jobs[0].bots) else [label(b) for b in jobs[0].bots]},
                list(chosen))
    return Comparison(out, next(iter(chosen)), list(columns))
