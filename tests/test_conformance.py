"""The contract (DESIGN.md §2), checked by ``boardlab.testing`` on every registered game,
player count and declared rule variant.

A new game registered in ``boardlab.games.REGISTRY`` runs this file unchanged.  The
cases each check tried are summed per game and printed at the end of the module
(``pytest tests/test_conformance.py -s``): the figures of the closing note.
"""
from __future__ import annotations

import json
from collections import Counter, defaultdict
from pathlib import Path

import pytest

from boardlab import testing
from boardlab.games import REGISTRY

# (game, players, options): every player count with the default rules, and every
# declared rule variant at each player count
CASES = [(g, p, o) for g, cls in REGISTRY.items() for o in ({}, *cls.variants) for p in cls.player_counts]
IDS = [f"{g}-{p}p" + "".join(f"-{k}={v}" for k, v in o.items()) for g, p, o in CASES]
#: the first case of each game (default rules, fewest players) gets the larger budgets
FIRST = {g: next(i for i, c in enumerate(CASES) if c[0] == g) for g in REGISTRY}
#: the edit loop (``make check``) checks each game's first case; the other player counts and
#: variants are marked slow (about 90% of this module's time): ``make test`` runs them all
SLOW_CASES = [pytest.param(*c, id=i, marks=() if n in FIRST.values() else pytest.mark.slow)
              for n, (c, i) in enumerate(zip(CASES, IDS))]
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
#: the moments of each game the checks visit (the copies ``copy integrity`` keeps) in the
#: other cases: the first case visits each check's own number (4 to 10), the other player
#: counts and variants 3 — every check still runs on every case, on fewer moments
OTHER_CASES_MOMENTS = 3


def well_formed_refusals(game, players, options):
    """The "refused as illegal" check: every case it finds is a failure."""
    cases, problems = testing.misnamed_refusals(game, players, options)
    assert not problems, f"{len(problems)} action(s) refused as NotationError: " + "; ".join(problems[:4])
    return cases


@pytest.mark.parametrize("check", list(testing.CHECKS))
@pytest.mark.parametrize("game,players,options", SLOW_CASES)
def test_contract(check, game, players, options):
    """legal play; garbage, stale and other-seat actions; copies and views independent
    both ways and undo exact; record/position round trips; same seed → same game; views
    answer, refuse play/undo/record and hide secrets (also from history, log, SVG and
    describe, compared with re-dealt worlds);
    wrong-typed action fields; huge numbers in notation; mutated positions and records;
    huge and odd seeds; determinize; copy integrity; completeness; positions every
    ``from_position`` refuses and undealt fields left null; evaluate; actions of the game
    refused as IllegalAction, not NotationError (see ``boardlab.testing``; run through
    ``check_game``, which names the property, seed and step of a failure)."""
    if check == "refused as illegal":
        COUNTS[game][check] += well_formed_refusals(game, players, options)
        return
    first = CASES[FIRST[game]] == (game, players, options)
    kw = {} if first else {"moments": OTHER_CASES_MOMENTS}
    if check in BUDGETS:
        name, big, small = BUDGETS[check]
        kw[name] = big if first else small
    counts = testing.check_game(game, players, options, only=[check], **kw)
    COUNTS[game][check] += counts[check]


@pytest.mark.parametrize("game,players,options", SLOW_CASES)
def test_biased_games_reach_every_rule_random_games_reach(game, players, options):
    """The rare-path driver cites every rule id plain random games cite (and the game's
    declared ``rare_events``), with ``check()`` holding at every decision."""
    met = testing.check_rare_paths(game, players, options)
    COUNTS[game]["rare paths (events)"] += sum(met.values())


def test_check_game_takes_a_state_subclass_and_names_the_checks():
    """``check_game`` accepts a ``State`` subclass (a user's game) as well as a name, and
    plays the default rules and each declared variant."""
    game = next(iter(REGISTRY))
    cls = REGISTRY[game]
    rules = 1 + len(cls.variants)
    counts = testing.check_game(cls, players=cls.player_counts[0], only=["determinism", "seeds"])
    assert counts == {"determinism": 2 * rules, "seeds": len(testing.ODD_SEEDS) * rules}


def test_check_game_runs_several_seeded_games():
    """``games`` × ``seed``: each check runs on seeds ``seed``, ``seed + 1`` …"""
    game = next(iter(REGISTRY))
    cls = REGISTRY[game]
    one = testing.check_game(game, players=cls.player_counts[0], options={}, only=["determinism"], seed=40)
    assert one == {"determinism": 2}
    assert testing.check_game(game, players=cls.player_counts[0], options={}, only=["determinism"],
                              games=3, seed=40) == {"determinism": 6}
    with pytest.raises(ValueError):
        testing.check_game(game, only=["no such check"])


def test_check_game_visits_the_moments_it_is_given():
    """``moments`` sets how many moments of a game a check visits (the copies copy
    integrity keeps): fewer moments, fewer cases; a budget below 1 is refused."""
    game = next(iter(REGISTRY))
    players = REGISTRY[game].player_counts[0]
    few, many = (testing.check_game(game, players, {}, only=["action fields", "copy integrity"], moments=m)
                 for m in (2, 6))
    assert few["action fields"] < many["action fields"] and few["copy integrity"] < many["copy integrity"]
    for bad in (0, 2.5, "3"):
        with pytest.raises(ValueError, match="moments is a whole number"):
            testing.check_game(game, players, {}, only=["copies"], moments=bad)


# ----------------------------------------------------------- planted bugs
class SharedGrids(REGISTRY["ecosystem"]):
    """Ecosystem with a copy that copies the list of grids but shares each grid (EC-4): the
    copy changes only when the original's seat places its next card, moves later."""

    def _copy_into(self, o):
        super()._copy_into(o)
        o.grids = list(self.grids)


class MissingLastAction(REGISTRY["ecosystem"]):
    """Ecosystem whose ``legal_actions`` leaves out the last legal action (when there are two
    or more): every notation still reads back, every listed action applies."""

    def legal_actions(self):
        actions = super().legal_actions()
        return actions[:-1] if len(actions) > 1 else actions


class PeekingDeal(REGISTRY["lost_cities"]):
    """Lost Cities whose ``determinize`` hands back the true state (LC-14.1): a bot would peek."""

    def determinize(self, seat, rng):
        return self.copy() if self.viewer is None else super().determinize(seat, rng)


def test_determinize_check_catches_a_deal_that_reads_the_true_state():
    with pytest.raises(AssertionError, match=r"^determinize — 2 players, seed 14, step \d+: determinize\(0\) "
                                             r"of the full state and of view\(0\) differ"):
        testing.check_game(PeekingDeal, players=2, only=["determinize"])


def test_copy_integrity_catches_aliasing_that_shows_moves_later_and_names_seed_and_step():
    with pytest.raises(AssertionError, match=r"^copy integrity — 3 players, seed 4, step \d+: the copy "
                                             r"taken at step \d+ changed"):
        testing.check_game(SharedGrids, players=3, only=["copy integrity"], seed=4)
    assert testing.check_game(REGISTRY["ecosystem"], players=3, only=["copy integrity"], seed=4)


def test_completeness_catches_a_legal_action_left_out_of_the_list():
    with pytest.raises(AssertionError, match=r"^completeness — 2 players, seed 16, step \d+: .* is not in "
                                             r"legal_actions\(\) but a copy applies it"):
        testing.check_game(MissingLastAction, players=2, only=["completeness"])


def test_event_data_is_frozen_and_still_json():
    """Events are shared by copies and logs: their data cannot change, and logs (and the
    tools that print them) still serialise as JSON."""
    s = testing.play("lost_cities", 2, 3)
    e = s.log[-1]
    with pytest.raises(TypeError):
        e.data["seat"] = 9
    with pytest.raises(TypeError):
        e.data.update(seat=9)
    assert json.loads(json.dumps([list(x) for x in s.log]))[-1][2] == dict(e.data)
    assert {**e.data, "x": 1}["x"] == 1 and s.copy().log[-1] == e


# ------------------------------------------------------------------ perft
PERFT = [(path.stem, i, fx) for path in sorted((Path(__file__).parent / "perft").glob("*.json"))
         for i, fx in enumerate(json.loads(path.read_text(encoding="utf-8")))]


def test_every_game_and_variant_has_perft_fixtures():
    named = {fx["name"] for _g, _i, fx in PERFT}
    for game, cls in REGISTRY.items():
        for options in ({}, *cls.variants):
            tag = "".join(f" {k}={v}" for k, v in options.items())
            assert any(n.startswith(f"{game} ") and tag in n for n in named), f"no perft fixture: {game}{tag}"


@pytest.mark.parametrize("game,i,fixture", PERFT, ids=[fx["name"] for _g, _i, fx in PERFT])
def test_perft(game, i, fixture):
    """The number of action sequences to a small depth from fixed positions
    (``tests/perft/*.json``): a change to move generation fails here, loudly."""
    assert testing.check_perft(fixture) == len(fixture["counts"])


class ParseKnowsTheHand(REGISTRY["lost_cities"]):
    """Lost Cities whose notation refuses a card the seat to move does not hold, as text that
    names no action (NotationError) — where the rules do (LC-4.1, IllegalAction)."""

    def parse(self, text):
        a = super().parse(text)
        card = getattr(a, "card", None)
        if card is not None and self.to_move is not None and card not in self.hand(self.to_move):
            raise testing.NotationError("LC-1.1", f"{card} is not in the hand")
        return a


def test_well_formed_refusals_check_catches_a_notation_error_for_a_real_card():
    with pytest.raises(AssertionError, match=r"^refused as illegal — 2 players, seed 12, step \d+: "
                                             r"\d+ action\(s\) .*NotationError LC-1\.1"):
        testing.check_game(ParseKnowsTheHand, players=2, only=["refused as illegal"])


def test_respelled_texts_put_a_name_only_where_names_of_its_kind_go():
    """``pay S2`` and ``pay L4`` make S2 and L4 one kind: ``reproduce S2`` gives
    ``reproduce L4``; a fixed phrase (``no gills``) and numbers are left alone."""
    texts = {"pay S2", "pay L4", "reproduce S2", "reproduce S3", "no gills", "take gills", "take legs",
             "bid 2", "bid 3", "keep 1"}
    out = set(testing._respelled(texts))
    assert {"reproduce L4", "pay S2", "pay L4", "take gills", "take legs"} <= out
    assert not {t for t in out if t.startswith(("no ", "bid ", "keep "))}
    assert testing._respelled({"play B6", "take B", "advance E1", "advance L"}) == \
        ["advance L", "advance E1"]
