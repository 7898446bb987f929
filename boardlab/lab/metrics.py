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

#: columns that are facts of a game, not measures to average
FACTS = ("game", "variant", "seed", "players", "first_player", "winners", "decided", "stopped", "opponent")


def seats(df: pd.DataFrame) -> list[int]:
    """The seats of the table (``score_0``, ``score_1`` … columns)."""
    return sorted(int(c.split("_")[1]) for c in df.columns if c.startswith("score_"))


def check_name(kind: str, name: object, known: Iterable[str]) -> None:
    """``ValueError`` naming the ``known`` names when ``name`` is not one of them (an unknown
    column, measure, seat or variant is an error, never an empty or partial answer)."""
    names = list(dict.fromkeys(str(k) for k in known))
    if not isinstance(name, str) or name not in names:
        raise ValueError(f"no {kind} {name!r:.60}; {kind}s: {', '.join(names) or 'none'}")


def check_column(df: pd.DataFrame, column: object, numeric: bool = False) -> None:
    """:func:`check_name` for a column of a lab table (``numeric``: a column of numbers,
    as a mean or a paired difference needs)."""
    known = [str(c) for c in df.columns
             if not numeric or (pd.api.types.is_numeric_dtype(df[c]) and c not in ("variant", "winners"))]
    check_name("numeric column" if numeric else "column", column, known)


def decided(df: pd.DataFrame) -> pd.Series:
    """Per game, whether some seat won (``True``/``False``): the table's ``decided`` column,
    or for a table without one, read off its ``win_k`` columns (a won game hands out one
    win in all).  A solo game is always decided: no winner there means the automated
    opponent won."""
    if "decided" in df:
        return df["decided"].astype(bool)
    if len(seats(df)) <= 1:
        return pd.Series(True, index=df.index)
    return df[[f"win_{k}" for k in seats(df)]].sum(axis=1) > 0


def no_winner(df: pd.DataFrame) -> str:
    """``"8 of 30 games had no winner"`` (per variant when the table has several), or ``""``
    when every game was won."""
    parts = []
    for variant, part in _variants(df):
        n = int((~decided(part)).sum())
        if n:
            name = f"{variant}: " if "variant" in df and df["variant"].nunique() > 1 else ""
            stopped = int(part["stopped"].sum()) if "stopped" in part else 0
            cut = (f" ({stopped} stopped unfinished after {int(part.loc[part['stopped'], 'decisions'].max()):,} "
                   "decisions)") if stopped else ""
            parts.append(f"{name}{n} of {len(part)} game{'s' * (len(part) != 1)} had no winner{cut}")
    return "; ".join(parts)


def wilson(successes: float, n: int, confidence: float = 0.95) -> tuple[float, float]:
    """The Wilson score interval of the proportion ``successes / n`` (``successes`` may be
    fractional: a shared win counts its share).  ``(0, 1)`` for ``n = 0``."""
    if n == 0:
        return 0.0, 1.0
    from scipy import stats   # loaded when used: a second to import
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
    from scipy import stats   # loaded when used: a second to import
    lo, hi = stats.t.interval(confidence, len(x) - 1, loc=m, scale=stats.sem(x))
    return m, float(lo), float(hi)


def seat_advantage(df: pd.DataFrame, confidence: float = 0.95) -> pd.DataFrame:
    """Per variant and seat, over the games some seat won (see :func:`decided`): ``games``
    (those decided games), ``undecided`` (the variant's games nobody won, left out),
    ``wins`` (a shared win split), ``win_rate`` and its Wilson interval ``low``–``high``;
    ``fair`` is 1 / players (every seat equal).  The rates of a variant's seats sum to 1."""
    rows = []
    for variant, part in _variants(df):
        won = decided(part)
        for seat in seats(part):
            played = part.loc[won, f"win_{seat}"].dropna()
            wins = float(played.sum())
            lo, hi = wilson(wins, len(played), confidence)
            rows.append({"variant": variant, "seat": seat, "games": len(played),
                         "undecided": int((~won).sum()), "wins": wins,
                         "win_rate": wins / len(played) if len(played) else math.nan,
                         "low": lo, "high": hi, "fair": 1 / len(seats(part))})
    return pd.DataFrame(rows)


def balance(df: pd.DataFrame) -> float:
    """The p-value of a chi-square test that every seat wins equally often, over the games
    some seat won (shared wins split; games nobody won left out, as in :func:`seat_advantage`).  Small (< 0.05): some seat wins more than chance
    explains.  ``nan`` for a solo game or when no game was won."""
    wins = [float(df[f"win_{seat}"].sum()) for seat in seats(df)]
    if len(wins) < 2 or sum(wins) == 0:
        return math.nan
    from scipy import stats   # loaded when used: a second to import
    return float(stats.chisquare(wins).pvalue)


def measure_columns(df: pd.DataFrame) -> list[str]:
    """The numeric columns worth a mean: length, margin, trace measures, the game's and yours."""
    skip = set(FACTS) | {c for c in df.columns if c.split("_")[0] in ("score", "win", "bot")}
    return [c for c in df.columns if c not in skip and pd.api.types.is_numeric_dtype(df[c])]


def summary(df: pd.DataFrame) -> pd.DataFrame:
    """One row per variant: games, the games nobody won (``undecided``), mean score, the
    winner's margin (decisiveness), turns, decisions, branching, lead changes, drama, the
    game's measures (means), the share of games with tied winners, the best and worst
    seat's win rate (over the decided games) and the balance p-value."""
    rows = []
    for variant, part in _variants(df):
        won = decided(part)
        row: dict = {"variant": variant, "games": len(part), "undecided": int((~won).sum())}
        for c in measure_columns(part):
            row[c] = float(part[c].mean())
        if "winners" in part:
            row["shared_wins"] = float((part["winners"].map(len) > 1).mean())
        rates = [part.loc[won, f"win_{k}"].mean() for k in seats(part)]
        row["best_seat"], row["worst_seat"] = max(rates), min(rates)
        row["balance_p"] = balance(part)
        rows.append(row)
    return pd.DataFrame(rows).set_index("variant")


def report(df: pd.DataFrame) -> str:
    """A short text report of a simulation (for the terminal and notebooks): the summary,
    how many games had no winner, and the seat advantage with intervals (over the games
    some seat won)."""
    s = summary(df)
    lines = [s.T.to_string(float_format=lambda v: f"{v:.2f}"), ""]
    unwon = no_winner(df)
    if unwon:
        lines += [f"{unwon}: the win rates are of the games someone won", ""]
    lines.append("win rate per seat (95% interval):")
    for r in seat_advantage(df).itertuples():
        name = f"{r.variant}: " if len(s) > 1 else ""
        if r.games == 0:
            lines.append(f"  {name}seat {r.seat}: no game was won, no win rate")
            continue
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
    from scipy import stats   # loaded when used: a second to import
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
