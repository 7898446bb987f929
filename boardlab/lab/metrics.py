"""Game-evaluation metrics with honest intervals, from :func:`~boardlab.lab.simulate`'s table.

After the game-evaluation metrics of Ludii and TAG: seat advantage (win rate per seat, Wilson
95% intervals, a shared win split between the tied seats), balance (a chi-square test that
every seat wins equally often), decisiveness (the winning margin), game length (turns and
decisions), lead changes and drama (from the per-decision trace of ``evaluate``), branching
factor, and the measures each game declares (``State.measures()``).
"""
from __future__ import annotations

import math
from typing import Iterable

import pandas as pd
from scipy import stats

#: columns that are facts of a game, not measures to average
FACTS = ("game", "variant", "seed", "players", "first_player", "winners", "opponent")


def seats(df: pd.DataFrame) -> list[int]:
    """The seats of the table (``score_0``, ``score_1`` … columns)."""
    return sorted(int(c.split("_")[1]) for c in df.columns if c.startswith("score_"))


def wilson(successes: float, n: int, confidence: float = 0.95) -> tuple[float, float]:
    """The Wilson score interval of the proportion ``successes / n`` (``successes`` may be
    fractional: a shared win counts its share).  ``(0, 1)`` for ``n = 0``."""
    if n == 0:
        return 0.0, 1.0
    z = stats.norm.ppf(0.5 + confidence / 2)
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    lo = 0.0 if p <= 0 else max(0.0, float(centre - half))   # exact ends: rounding would
    hi = 1.0 if p >= 1 else min(1.0, float(centre + half))   # leave 10/10 outside (…9999)
    return lo, hi


def mean_interval(values: Iterable[float], confidence: float = 0.95) -> tuple[float, float, float]:
    """The mean and its Student-t interval (``(mean, mean, mean)`` when every value is equal
    or there is only one)."""
    x = pd.Series(list(values), dtype=float).dropna()
    m = float(x.mean()) if len(x) else math.nan
    if len(x) < 2 or x.std() == 0:
        return m, m, m
    lo, hi = stats.t.interval(confidence, len(x) - 1, loc=m, scale=stats.sem(x))
    return m, float(lo), float(hi)


def seat_advantage(df: pd.DataFrame, confidence: float = 0.95) -> pd.DataFrame:
    """Per variant and seat: ``games``, ``wins`` (a shared win split), ``win_rate`` and its
    Wilson interval ``low``–``high``; ``fair`` is 1 / players (every seat equal)."""
    rows = []
    for variant, part in _variants(df):
        for seat in seats(part):
            played = part[f"win_{seat}"].dropna()
            wins = float(played.sum())
            lo, hi = wilson(wins, len(played), confidence)
            rows.append({"variant": variant, "seat": seat, "games": len(played), "wins": wins,
                         "win_rate": wins / len(played) if len(played) else math.nan,
                         "low": lo, "high": hi, "fair": 1 / len(seats(part))})
    return pd.DataFrame(rows)


def balance(df: pd.DataFrame) -> float:
    """The p-value of a chi-square test that every seat wins equally often (shared wins
    split; games nobody won left out).  Small (< 0.05): some seat wins more than chance
    explains.  ``nan`` for a solo game or when no game was won."""
    wins = [float(df[f"win_{seat}"].sum()) for seat in seats(df)]
    if len(wins) < 2 or sum(wins) == 0:
        return math.nan
    return float(stats.chisquare(wins).pvalue)


def measure_columns(df: pd.DataFrame) -> list[str]:
    """The numeric columns worth a mean: length, margin, trace measures, the game's and yours."""
    skip = set(FACTS) | {c for c in df.columns if c.split("_")[0] in ("score", "win", "bot")}
    return [c for c in df.columns if c not in skip and pd.api.types.is_numeric_dtype(df[c])]


def summary(df: pd.DataFrame) -> pd.DataFrame:
    """One row per variant: games, mean score, the winner's margin (decisiveness), turns,
    decisions, branching, lead changes, drama, the game's measures (means), the share of
    games with tied winners, the best and worst seat's win rate and the balance p-value."""
    rows = []
    for variant, part in _variants(df):
        row: dict = {"variant": variant, "games": len(part)}
        for c in measure_columns(part):
            row[c] = float(part[c].mean())
        if "winners" in part:
            row["shared_wins"] = float((part["winners"].map(len) > 1).mean())
        rates = [part[f"win_{k}"].mean() for k in seats(part)]
        row["best_seat"], row["worst_seat"] = max(rates), min(rates)
        row["balance_p"] = balance(part)
        rows.append(row)
    return pd.DataFrame(rows).set_index("variant")


def report(df: pd.DataFrame) -> str:
    """A short text report of a simulation (for the terminal and notebooks): the summary
    and the seat advantage with intervals."""
    s = summary(df)
    lines = [s.T.to_string(float_format=lambda v: f"{v:.2f}"), "",
             "win rate per seat (95% interval):"]
    for r in seat_advantage(df).itertuples():
        name = f"{r.variant}: " if len(s) > 1 else ""
        lines.append(f"  {name}seat {r.seat}: {r.win_rate:.0%} ({r.low:.0%}–{r.high:.0%}) of {r.games}")
    p = balance(df) if len(s) == 1 else math.nan
    if not math.isnan(p):
        lines.append(f"  every seat equally likely to win? chi-square p = {p:.2f}"
                     + (" — a seat advantage" if p < 0.05 else " — no evidence of a seat advantage"))
    return "\n".join(lines)


def games_needed(difference: float, sd: float, power: float = 0.8, confidence: float = 0.95) -> int:
    """How many paired games find a mean difference of ``difference`` (in the metric's
    units) when the per-game differences spread with standard deviation ``sd``: the
    smallest ``n`` whose two-sided paired t-test at ``1 - confidence`` has the ``power``
    asked (the noncentral t distribution).  ``Comparison.games_needed`` reads ``sd`` off a
    pilot run."""
    if difference == 0:
        raise ValueError("a difference of 0 cannot be found with any number of games")
    if sd < 0 or not 0 < power < 1 or not 0 < confidence < 1:
        raise ValueError("sd ≥ 0, 0 < power < 1 and 0 < confidence < 1")
    if sd == 0:
        return 2
    effect = abs(difference) / sd
    n = 2
    while n < 10**7:
        crit = stats.t.ppf(0.5 + confidence / 2, n - 1)
        achieved = stats.nct.sf(crit, n - 1, effect * math.sqrt(n)) + stats.nct.cdf(-crit, n - 1, effect * math.sqrt(n))
        if achieved >= power:
            return n
        n = n + 1 if n < 1000 else int(n * 1.05)
    return n


def _variants(df: pd.DataFrame) -> list[tuple[str, pd.DataFrame]]:
    """The table split by variant (one part named ``""`` or the variant when there is one)."""
    if "variant" not in df or df["variant"].nunique() <= 1:
        name = str(df["variant"].iloc[0]) if "variant" in df and len(df) else ""
        return [(name or str(df.attrs.get("game", "")), df)]
    return [(str(v), part) for v, part in df.groupby("variant", sort=False)]
