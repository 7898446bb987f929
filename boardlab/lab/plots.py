"""Plots of the lab's tables (matplotlib :class:`~matplotlib.figure.Figure` objects, shown inline
by Jupyter, saved with ``fig.savefig(path)``).  Made without pyplot, so nothing is drawn twice
and no global figure state is kept.
"""
from __future__ import annotations

import io
from typing import Any

import pandas as pd
from matplotlib.figure import Figure

from ..engine import State
from . import metrics
from .compare import Comparison, words


class LabFigure(Figure):
    """A Figure that shows itself in Jupyter as a PNG whatever the matplotlib backend
    (no ``%matplotlib inline`` needed; where the inline backend is on, it draws it)."""

    def _repr_png_(self) -> bytes:
        buf = io.BytesIO()
        self.savefig(buf, format="png", dpi=100, metadata={"Software": None})
        return buf.getvalue()


def _figure(width: float = 6.4, height: float = 3.2) -> tuple[Figure, Any]:
    fig = LabFigure(figsize=(width, height), layout="constrained")
    return fig, fig.add_subplot()


def _games(data: pd.DataFrame | Comparison) -> pd.DataFrame:
    return data.games if isinstance(data, Comparison) else data


def _label(df: pd.DataFrame, column: str) -> str:
    """An axis label for ``column``, a score column with the game's unit
    (``State.score_unit``, kept in the table's attrs): ``"mean score (points)"``."""
    metrics.check_column(df, column)
    what, unit, note = words(column, str(df.attrs.get("score_unit", "points")))
    if unit and (column in ("mean_score", "margin") or column.startswith("score_")):
        return f"{column.replace('_', ' ')} ({unit}{': ' + note if note else ''})"
    return column.replace("_", " ")


def win_rates(data: pd.DataFrame | Comparison) -> Figure:
    """Win rate per seat with Wilson 95% intervals (one group of bars per variant) and the
    fair share 1 / players as a dashed line — over the games some seat won; the title says
    how many games had no winner."""
    df = _games(data)
    adv = metrics.seat_advantage(df)
    fig, ax = _figure()
    variants = list(dict.fromkeys(adv["variant"]))
    width = 0.8 / len(variants)
    for k, v in enumerate(variants):
        part = adv[adv["variant"] == v]
        x = part["seat"] + (k - (len(variants) - 1) / 2) * width
        err = [part["win_rate"] - part["low"], part["high"] - part["win_rate"]]
        ax.bar(x, part["win_rate"], width, yerr=err, capsize=3, label=v or None)
    ax.axhline(float(adv["fair"].iloc[0]), color="black", linestyle="--", linewidth=0.8, label="fair share")
    ax.set_xticks(sorted(set(adv["seat"])), [f"seat {s}" for s in sorted(set(adv["seat"]))])
    ax.set_ylabel("win rate (95% interval)")
    ax.set_ylim(0, 1)
    ax.legend(fontsize="small")
    played = int(adv["games"].iloc[0] + adv["undecided"].iloc[0])
    unwon = metrics.no_winner(df)
    ax.set_title(f"who wins? {played} games per variant" + (f"\n{unwon}" if unwon else ""),
                 fontsize="medium")
    return fig


def scores(data: pd.DataFrame | Comparison, column: str = "mean_score") -> Figure:
    """The distribution of ``column`` (default each game's mean score) per variant, as box plots."""
    df = _games(data)
    label = _label(df, column)
    groups = [(str(v), part[column].dropna()) for v, part in df.groupby("variant", sort=False)]
    fig, ax = _figure()
    ax.boxplot([g for _, g in groups], tick_labels=[n or df.attrs.get("game", "") for n, _ in groups],
               orientation="horizontal")
    ax.invert_yaxis()
    ax.set_xlabel(label)
    ax.set_title(f"{column.replace('_', ' ')} per game")
    return fig


def lengths(data: pd.DataFrame | Comparison, column: str = "decisions") -> Figure:
    """A histogram of game length (``decisions`` or ``turns``) per variant."""
    df = _games(data)
    metrics.check_column(df, column, numeric=True)
    fig, ax = _figure()
    for v, part in df.groupby("variant", sort=False):
        ax.hist(part[column], bins=20, alpha=0.6, label=str(v) or None)
    ax.set_xlabel(f"game length ({column})")
    ax.set_ylabel("games")
    if df["variant"].nunique() > 1:
        ax.legend(fontsize="small")
    return fig


def differences(comparison: Comparison, column: str | None = None) -> Figure:
    """Paired differences against the baseline with their 95% intervals (a forest plot), one
    panel per compared column (each in its own unit); ``column`` picks one."""
    d = comparison.differences
    if column is not None:
        metrics.check_name("compared column", column, comparison.columns)
    columns = [column] if column is not None else list(dict.fromkeys(d["column"]))
    rows = max(1, len(d[d["column"] == columns[0]])) if columns else 1
    fig = LabFigure(figsize=(6.4, 0.6 + (0.45 * rows + 0.5) * len(columns)), layout="constrained")
    for k, col in enumerate(columns):
        part = d[d["column"] == col]
        ax = fig.add_subplot(len(columns), 1, k + 1)
        y = list(range(len(part)))
        ax.errorbar(part["mean"], y, xerr=[part["mean"] - part["low"], part["high"] - part["mean"]],
                    fmt="o", capsize=4)
        ax.axvline(0, color="black", linewidth=0.8)
        ax.set_yticks(y, list(part["variant"]))
        ax.set_ylim(len(part) - 0.5, -0.5)
        ax.set_xlabel(f"{_label(comparison.games, col)}: difference against {comparison.baseline} "
                      "(95% interval)")
    return fig


def evaluation_trace(state: State) -> pd.DataFrame:
    """Every seat's ``evaluate`` after each decision of ``state``'s game (row 0: the start),
    replayed from its record; a column per seat."""
    if not callable(getattr(state, "evaluate", None)):
        raise TypeError(f"{state.game} has no evaluate(seat): nothing to trace")
    rows = []
    for n in range(len(state.history) + 1):
        evaluate = getattr(state.at_move(n), "evaluate")
        rows.append({f"seat {k}": evaluate(k) for k in range(state.players)})
    return pd.DataFrame(rows).rename_axis("decision")


def evaluation(state: State) -> Figure:
    """Each seat's ``evaluate`` over the game so far — who led when (lead changes, drama)."""
    trace = evaluation_trace(state)
    fig, ax = _figure()
    for col in trace.columns:
        ax.plot(trace.index, trace[col], label=col)
    ax.set_xlabel("decision")
    ax.set_ylabel("evaluate(seat)")
    ax.legend(fontsize="small")
    ax.set_title(f"{state.game}: evaluation over the game")
    return fig


__all__ = ["win_rates", "scores", "lengths", "differences", "evaluation", "evaluation_trace"]
