"""Records, positions, seeds and options from bad input (issue 8, items 6–8), for every game.

Whatever a record or a position holds — wrong types, missing or unknown fields, nested
garbage, a 1 MB string, 5,000-digit numbers — ``boardlab.load`` / ``from_position`` /
``new`` raise :class:`boardlab.BadPosition` with a short message, and nothing else.
"""
from __future__ import annotations

import copy
import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import boardlab
from boardlab import BadPosition
from boardlab.engine import short
from boardlab.rules import RULEBOOK, SHOWN_PROBLEMS
from boardlab.games import REGISTRY

GAMES = list(REGISTRY)
HUGE = 10**5000
MB = "x" * 1_000_000
BAD_SEEDS = [HUGE, -5, 5.0, True, False, "5", 2**64, [5], {"seed": 5}]


def played(game: str, moves: int = 12):
    """A seeded game a few random moves in (the smallest player count)."""
    s = boardlab.new(game, players=REGISTRY[game].player_counts[0], seed=3)
    rng = random.Random(3)
    for _ in range(moves):
        s.apply(rng.choice(s.legal_actions()))
    return s


def refused(call, *args, subject: str | None = None) -> BadPosition:
    """``call(*args)`` raises BadPosition (about ``subject``, citing no rule, if given)
    with a short message."""
    with pytest.raises(BadPosition) as e:
        call(*args)
    assert len(str(e.value)) < 300, str(e.value)[:400]
    if subject:
        assert e.value.subject == subject and e.value.rule == "", str(e.value)
    return e.value


# ----------------------------------------------------------------------- seeds
@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("seed", BAD_SEEDS, ids=short)
def test_seed_is_an_int_0_to_2_64_else_bad_position_at_once(game, seed):
    refused(boardlab.new, game, REGISTRY[game].player_counts[0], seed, subject="seed")
    rec = played(game, 0).to_record()
    rec["seed"] = seed
    refused(boardlab.load, rec, subject="seed")
    pos = played(game, 0).to_position()
    pos["seed"] = seed
    refused(boardlab.from_position, game, pos, subject="seed")


@pytest.mark.parametrize("game", GAMES)
def test_seed_edges_and_none(game):
    n = REGISTRY[game].player_counts[0]
    for seed in (0, 2**64 - 1):
        s = boardlab.new(game, players=n, seed=seed)
        assert s.seed == seed and boardlab.load(json.loads(json.dumps(s.to_record()))).seed == seed
    fresh = boardlab.new(game, players=n)
    assert type(fresh.seed) is int and 0 <= fresh.seed < 2**64


# --------------------------------------------------------------- games, players
@pytest.mark.parametrize("name", ["chess", "", None, ["ecosystem"], MB], ids=short)
def test_unknown_game_is_bad_position(name):
    refused(boardlab.new, name, subject="game")
    refused(boardlab.from_position, name, {}, subject="game")
    refused(boardlab.load, {"game": name, "actions": []}, subject="game")


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("players", [True, 2.0, "2", None, [2], HUGE, -1, 0, 7], ids=short)
def test_player_count_must_be_an_int_of_the_game(game, players):
    e = refused(boardlab.new, game, players)
    assert e.rule in RULEBOOK and e.subject != "seed"


# --------------------------------------------------------------------- options
@pytest.mark.parametrize("game", GAMES)
def test_unknown_or_malformed_options(game):
    n = REGISTRY[game].player_counts[0]
    with pytest.raises(BadPosition) as e:
        boardlab.new(game, players=n, seed=1, no_such_option=1)
    assert e.value.subject == "options" and "no_such_option" in str(e.value)
    rec = played(game, 0).to_record()
    for bad in ([1], "rounds=1", 5, {"players": 3}, {"seed": 2}, {1: 2}, {MB: 1}):
        rec["options"] = bad
        refused(boardlab.load, rec)
        pos = played(game, 0).to_position()
        pos["options"] = bad
        refused(boardlab.from_position, game, pos)


# --------------------------------------------------------------------- records
@pytest.mark.parametrize("game", GAMES)
def test_record_shape(game):
    rec = played(game).to_record()
    first = rec["actions"][0]
    for actions in (None, first, {"0": first}, (first,), [None], [1], [[first]], [MB], [first * 3000]):
        bad = dict(rec, actions=actions)
        refused(boardlab.load, bad, subject="record")
    for record in (None, [], "record", {"game": game}, {"game": game, "x": 1, "actions": []}):
        refused(boardlab.load, record)
    refused(boardlab.load, dict(rec, position=[1, 2]), subject="record")
    refused(boardlab.load, dict(rec, game="lost_cities" if game != "lost_cities" else "ecosystem"))
    e = refused(boardlab.load, dict(rec, actions=rec["actions"] + ["x" * 150]))
    assert e.rule in RULEBOOK and e.subject == "record" and "x" * 61 not in str(e)


@pytest.mark.parametrize("game", GAMES)
def test_deep_nesting_and_huge_strings_give_short_messages(game):
    deep: list = []
    for _ in range(100_000):
        deep = [deep]
    pos = played(game).to_position()
    for key in list(pos):
        if key == "game":
            continue
        for garbage in (deep, MB, HUGE, {MB: deep}):
            refused(boardlab.from_position, game, dict(pos, **{key: garbage}))
    rec = played(game).to_record()
    for key in ("players", "seed", "options", "actions"):
        for garbage in (deep, MB, HUGE):
            refused(boardlab.load, dict(rec, **{key: garbage}))


def test_short_never_fails_and_stays_short():
    deep: list = []
    for _ in range(10_000):
        deep = [deep]

    class Odd:
        def __repr__(self):
            raise RuntimeError("no repr")

    for value in (HUGE, -HUGE, MB, deep, {MB: MB}, Odd(), b"x" * 10**6):
        assert len(short(value)) <= 60
    assert short(5) == "5" and short("ab") == "'ab'"


# ------------------------------------------------------- mutations (Hypothesis)
GARBAGE = st.recursive(
    st.none() | st.booleans() | st.integers() | st.sampled_from([2**64, -1, 0, 1, 7])
    | st.builds(pow, st.sampled_from([10, -10]), st.just(5001))  # a 5,000-digit int (no repr!)
    | st.floats(allow_nan=True) | st.text(max_size=8) | st.sampled_from([MB, "B6", "pick B", "?", "M"]),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=4), inner, max_size=3),
    max_leaves=8)


def _paths(value, path=()):
    """Every place inside a JSON value: the value itself, each item, each dict entry."""
    yield path
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _paths(v, path + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from _paths(v, path + (i,))


def mutate(doc: dict, data) -> dict:
    """A copy of ``doc`` with one place replaced by garbage, removed, or garbage added."""
    doc = copy.deepcopy(doc)
    paths = [p for p in _paths(doc) if p]
    path = data.draw(st.sampled_from(paths))
    *head, last = path
    parent = doc
    for k in head:
        parent = parent[k]
    how = data.draw(st.sampled_from(["replace", "remove", "add"]))
    if how == "replace":
        parent[last] = data.draw(GARBAGE)
    elif how == "remove":
        del parent[last]
    elif isinstance(parent, dict):
        parent[data.draw(st.text(max_size=6))] = data.draw(GARBAGE)
    else:
        parent.append(data.draw(GARBAGE))
    return doc


def only_bad_position(call, *args) -> None:
    """``call(*args)`` succeeds (a harmless mutation) or raises a short BadPosition."""
    try:
        s = call(*args)
    except BadPosition as e:   # each problem short, a few listed at once (boardlab.rules.Problems)
        assert (e.rule in RULEBOOK or not e.rule and e.subject), str(e)[:400]
        assert all(len(f"{rule}: {why}") < 300 for rule, why in e.problems), str(e)[:400]
        assert len(str(e)) < 300 * (SHOWN_PROBLEMS + 1), str(e)[:400]
        return
    json.dumps(s.to_position())   # what was accepted is a working, JSON-able game
    s.legal_actions()


SETTINGS = settings(max_examples=150, deadline=None, derandomize=True,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("moves", [0, 15])
@SETTINGS
@given(data=st.data())
def test_mutated_positions_raise_only_bad_position(game, moves, data):
    pos = json.loads(json.dumps(played(game, moves).to_position()))
    only_bad_position(boardlab.from_position, game, mutate(pos, data))


@pytest.mark.parametrize("game", GAMES)
@SETTINGS
@given(data=st.data())
def test_mutated_records_raise_only_bad_position(game, data):
    s = played(game, 6)
    s2 = boardlab.from_position(game, s.to_position())   # a record with a start position too
    s2.apply(s2.legal_actions()[0])
    rec = json.loads(json.dumps(data.draw(st.sampled_from([s.to_record(), s2.to_record()]))))
    only_bad_position(boardlab.load, mutate(rec, data))
