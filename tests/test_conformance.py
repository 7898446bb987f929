"""The contract (DESIGN.md §2), checked by ``boardlab.testing`` on every registered game,
player count and declared rule variant.

A new game registered in ``boardlab.games.REGISTRY`` runs this file unchanged.  The
cases each check tried are summed per game and printed at the end of the module
(``pytest tests/test_conformance.py -s``): the figures of the closing note.
"""
from __future__ import annotations

from collections import Counter, defaultdict

import pytest

from boardlab import testing
from boardlab.games import REGISTRY

# (game, players, options): every player count with the default rules, and every
# declared rule variant at each player count
CASES = [(g, p, o) for g, cls in REGISTRY.items() for o in ({}, *cls.variants) for p in cls.player_counts]
IDS = [f"{g}-{p}p" + "".join(f"-{k}={v}" for k, v in o.items()) for g, p, o in CASES]
#: the first case of each game (default rules, fewest players) gets the larger budgets
FIRST = {g: next(i for i, c in enumerate(CASES) if c[0] == g) for g in REGISTRY}
COUNTS: dict[str, Counter] = defaultdict(Counter)


@pytest.fixture(scope="module", autouse=True)
def case_counts():
    """Print the cases tried per game and check once the module is done."""
    yield COUNTS
    print("\nconformance cases tried per game:")
    for game, counts in COUNTS.items():
        cases = sum(n for name, n in counts.items() if "(events)" not in name)
        print(f"  {game}: {cases} cases in all — "
              + ", ".join(f"{name} {n}" for name, n in sorted(counts.items())))


#: check name (``boardlab.testing.CHECKS``) → extra arguments by case: Hypothesis budgets
#: are larger for each game's first case
BUDGETS = {"mutated positions": ("examples", 60, 12), "mutated records": ("examples", 40, 8)}


@pytest.mark.parametrize("check", list(testing.CHECKS))
@pytest.mark.parametrize("game,players,options", CASES, ids=IDS)
def test_contract(check, game, players, options):
    """legal play; garbage, stale and other-seat actions; copies and views independent
    both ways and undo exact; record/position round trips; same seed → same game; views
    answer, refuse play/undo/record and hide secrets (also from history, log and SVG);
    wrong-typed action fields; huge numbers in notation; mutated positions and records;
    huge and odd seeds (see ``boardlab.testing``)."""
    kw = {}
    if check in BUDGETS:
        name, big, small = BUDGETS[check]
        kw[name] = big if CASES[FIRST[game]] == (game, players, options) else small
    COUNTS[game][check] += testing.CHECKS[check](game, players, options, **kw)


@pytest.mark.parametrize("game,players,options", CASES, ids=IDS)
def test_biased_games_reach_every_rule_random_games_reach(game, players, options):
    """The rare-path driver cites every rule id plain random games cite (and the game's
    declared ``rare_events``), with ``check()`` holding at every decision."""
    met = testing.check_rare_paths(game, players, options)
    COUNTS[game]["rare paths (events)"] += sum(met.values())


def test_check_game_takes_a_state_subclass_and_names_the_checks():
    """``check_game`` accepts a ``State`` subclass (a user's game) as well as a name."""
    game = next(iter(REGISTRY))
    cls = REGISTRY[game]
    counts = testing.check_game(cls, players=cls.player_counts[0], only=["determinism", "seeds"])
    assert counts == {"determinism": 2, "seeds": len(testing.ODD_SEEDS)}
