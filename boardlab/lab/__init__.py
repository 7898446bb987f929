"""The design lab: play many games, change a rule, measure what changes — with intervals.

Game-agnostic (the engine contract only), for every registered game and games of your own::

    from boardlab.lab import compare, simulate, report
    df = simulate("lost_cities", 2, bots="greedy", games=200, seed=1)   # one row per game
    print(report(df))                                                  # metrics with intervals
    c = compare("ecosystem", {"as printed": {},
                              "6+ gaps cost 10": {"scoring": {"gap_table": [12, 12, 12, 7, 3, 0, -10]}}},
                players=3, games=100, seed=1)
    print(c)                                                            # paired differences, in words

Every variant plays the same seeds with the same bots, so differences come from the rule,
not from luck (a paired comparison).  Modules: :mod:`.run` (simulate), :mod:`.metrics`,
:mod:`.compare`, :mod:`.plots`, :mod:`.options` (the options a game offers), :mod:`.cluster`
(a local Dask cluster; in a script, runs on worker processes belong under
``if __name__ == "__main__":``).
"""
from __future__ import annotations

from .cluster import local_cluster
from .compare import Comparison, Difference, compare
from .metrics import balance, games_needed, report, seat_advantage, summary, wilson
from .options import UNDECLARED, OptionInfo, options, vary
from .run import BOTS, SimulationError, simulate

__all__ = ["simulate", "compare", "Comparison", "Difference", "report", "summary",
           "seat_advantage", "balance", "wilson", "games_needed", "options", "vary", "OptionInfo",
           "UNDECLARED", "BOTS", "SimulationError", "local_cluster"]
