"""One options object per game (issue 9, item 3): ``EcosystemOptions``, ``LostCitiesOptions``.

Frozen, validated when built (``BadPosition`` citing the rule), JSON both ways with
``state.options`` unchanged (records and positions stay byte-identical), the choices
of every option declared, and listed by ``boardlab.lab.options``.
"""
from __future__ import annotations

import dataclasses
import importlib
import json
import sys
from pathlib import Path

import pytest

import boardlab
from boardlab.engine import State
from boardlab.lab import OptionInfo, compare, options, vary
from boardlab.rules import RULEBOOK, BadPosition

sys.path.insert(0, str(Path(__file__).parent))
import toy_game  # noqa: E402  (a game of one's own: plain keyword options, no options class)

lc = importlib.import_module("boardlab.games.lost_cities")
ec = importlib.import_module("boardlab.games.ecosystem")
LostCitiesOptions, EcosystemOptions, ScoringRules = lc.LostCitiesOptions, ec.EcosystemOptions, ec.ScoringRules

CLASSES = {"ecosystem": EcosystemOptions, "lost_cities": LostCitiesOptions}
STATES = {"ecosystem": ec.Ecosystem, "lost_cities": lc.LostCities}
SLOTS = {"YELLOW": [1, 2, 3, 4, 5], "BLUE": [3, 5, 6, 7, 9], "WHITE": [2, 3, 5, 7, 9],
         "GREEN": [2, 4, 5, 8, 9], "RED": [3, 4, 7, 8, 9]}
#: keyword options → the ``options`` dict that records and positions have always held
LC_JSON = [
    ({}, {}),
    ({"rounds": 3, "descending_variant": False, "first_player": 0, "secret_vp": False,
      "next_starter": "after_last_turn", "allow_redraw_own_discard": False}, {}),
    ({"rounds": 1, "descending_variant": True}, {"rounds": 1, "descending_variant": True}),
    ({"slots": {"b": (9, 7, 6, 5, 3), **{k: v for k, v in SLOTS.items() if k != "BLUE"}}},
     {"slots": SLOTS}),
    ({"artifact_table": [-5, 0, 5]}, {"artifact_table": {"points": [-5, 0, 5], "per_extra_chip": 0}}),
    ({"first_player": 1, "next_starter": "after_last_advance", "allow_redraw_own_discard": True,
      "secret_vp": True},
     {"first_player": 1, "next_starter": "after_last_advance", "allow_redraw_own_discard": True,
      "secret_vp": True}),
]


# -------------------------------------------------------------- Lost Cities
@pytest.mark.parametrize("kw, expected", LC_JSON, ids=range(len(LC_JSON)))
def test_LC_options_json_is_the_state_options_of_before(kw, expected):
    o = LostCitiesOptions(**kw)
    assert o.to_json() == expected
    s = boardlab.new("lost_cities", players=2, seed=3, **kw)
    assert s.options == expected and s.to_record()["options"] == expected
    assert s.to_position()["options"] == expected
    assert s.rules_options == o and LostCitiesOptions.from_json(json.loads(json.dumps(expected))) == o
    assert LostCitiesOptions.from_json(o.to_json()).to_json() == expected


def test_LC_options_are_frozen_hashable_and_in_use():
    o = LostCitiesOptions(rounds=1, slots=SLOTS)
    with pytest.raises(dataclasses.FrozenInstanceError):
        o.rounds = 3  # type: ignore[misc]
    assert hash(o) == hash(LostCitiesOptions(rounds=1, slots=SLOTS)) and len({o, LostCitiesOptions()}) == 2
    assert o.slots["YELLOW"] == (1, 2, 3, 4, 5) and o.layout == o.slots          # LC-1.7
    assert o.table == lc.data.artifact_table(lc.ARTIFACT_TABLE_SHORT)            # LC-1.9b: 1 round
    assert LostCitiesOptions().layout == lc.SLOT_LAYOUT
    assert LostCitiesOptions().table == lc.data.artifact_table(lc.ARTIFACT_TABLE_LONG)
    s = boardlab.new("lost_cities", players=3, seed=1, rounds=1, slots=SLOTS)
    assert s.slots == o.layout and s.artifact_table == o.table and s.rounds == 1


@pytest.mark.parametrize("kw, rule", [
    ({"rounds": 2}, "LC-10.4"), ({"rounds": True}, "LC-10.4"), ({"first_player": -1}, "LC-3.5"),
    ({"first_player": 4}, "LC-3.5"), ({"next_starter": "winner"}, "LC-10.3"),
    ({"descending_variant": 1}, "LC-13.1"), ({"secret_vp": None}, "LC-14.2"),
    ({"allow_redraw_own_discard": "no"}, "LC-5.9"), ({"slots": {"BLUE": [1]}}, "LC-1.7"),
    ({"artifact_table": {"points": []}}, "LC-1.9")], ids=str)
def test_LC_bad_options_are_refused_when_built_citing_the_rule(kw, rule):
    with pytest.raises(BadPosition) as e:
        LostCitiesOptions(**kw)
    assert e.value.rule == rule
    with pytest.raises(BadPosition) as e:
        LostCitiesOptions.from_json(kw)
    assert e.value.rule == rule


def test_LC_3_5_first_player_must_be_a_seat_of_the_game():
    LostCitiesOptions(first_player=3).check_players(4)
    with pytest.raises(BadPosition) as e:
        LostCitiesOptions(first_player=3).check_players(3)
    assert e.value.rule == "LC-3.5"
    with pytest.raises(BadPosition) as e:
        boardlab.new("lost_cities", players=3, seed=1, first_player=3)
    assert e.value.rule == "LC-3.5"


@pytest.mark.parametrize("cls", [LostCitiesOptions, EcosystemOptions], ids=lambda c: c.__name__)
@pytest.mark.parametrize("bad", [[1], "rounds", {"no_such_option": 1}], ids=repr)
def test_from_json_refuses_what_is_no_options_dict(cls, bad):
    with pytest.raises(BadPosition) as e:
        cls.from_json(bad)
    assert e.value.subject == "options" and e.value.rule == ""


# ---------------------------------------------------------------- Ecosystem
def test_EC_8_2_options_json_is_the_state_options_of_before():
    table = [12, 12, 12, 7, 3, 0, -10]
    o = EcosystemOptions(scoring={"gap_table": table})
    assert isinstance(o.scoring, ScoringRules) and o.scoring.gap_points(6) == -10
    assert o.to_json() == {"scoring": {"gap_table": table}}
    s = boardlab.new("ecosystem", players=3, seed=2, scoring={"gap_table": table})
    assert s.options == o.to_json() and s.rules_options == o
    assert EcosystemOptions.from_json(s.to_record()["options"]) == o
    assert EcosystemOptions(scoring=ScoringRules()).to_json() == {} == EcosystemOptions().to_json()
    assert boardlab.new("ecosystem", players=3, seed=2).rules_options.scoring == ScoringRules()
    assert hash(o) == hash(EcosystemOptions.from_json(o.to_json()))


def test_EC_6_8_the_scoring_in_use_is_the_options_scoring():
    """Scores come from ``rules_options.scoring``: a meadow worth nothing scores nothing."""
    flat = boardlab.new("ecosystem", players=3, seed=5, scoring={"meadow_table": [0]})
    plain = boardlab.new("ecosystem", players=3, seed=5)
    while not plain.is_over:
        a = plain.legal_actions()[0]
        plain.apply(a)
        flat.apply(a)
    meadows = [sheet.by_type["meadow"] for sheet in flat.score_sheets()]
    assert meadows == [0, 0, 0] and any(s.by_type["meadow"] for s in plain.score_sheets())


@pytest.mark.parametrize("scoring, rule", [({"eagle_range": 9}, "EC-5.4"), ({"bee": 1.5}, "EC-6.2"),
                                           ({"solo_levels": [["Easy"]]}, "EC-10.7")], ids=str)
def test_EC_bad_scoring_is_refused_when_built(scoring, rule):
    with pytest.raises(BadPosition) as e:
        EcosystemOptions(scoring=scoring)
    assert e.value.rule == rule


# ------------------------------------------------------------- both games
@pytest.mark.parametrize("game", list(CLASSES))
def test_every_option_declares_choices_a_rule_and_a_default(game):
    cls = CLASSES[game]
    choices, rules, defaults = cls.choices(), cls.rule_ids(), cls.defaults()
    assert set(choices) == set(rules) == set(defaults) and choices
    assert all(rule in RULEBOOK for rule in rules.values()), rules
    assert all(isinstance(c, tuple) and c or isinstance(c, str) and c for c in choices.values())
    top = {f.name for f in dataclasses.fields(cls)}
    assert {name.split(".")[0] for name in choices} == top
    for name, allowed in choices.items():
        if isinstance(allowed, tuple):
            assert defaults[name] in allowed, name


@pytest.mark.parametrize("game", list(CLASSES))
def test_every_listed_choice_starts_a_game(game):
    """Each allowed value of each option with a tuple of choices is accepted by ``new``."""
    players = max(STATES[game].player_counts)
    for info in options(game):
        if isinstance(info.choices, tuple):
            for opts in vary(game, info.name).values():
                s = boardlab.new(game, players=players, seed=1, **opts)
                assert s.rules_options == CLASSES[game].from_json(opts)


def test_lab_options_lists_every_option_of_a_game():
    infos = options("lost_cities")
    assert [i.name for i in infos] == list(LostCitiesOptions.choices())
    assert infos[0] == OptionInfo("rounds", "LC-10.4", 3, (3, 1))
    assert str(infos[0]) == "rounds (LC-10.4), default 3: 3 | 1"
    eco = {i.name: i for i in options(ec.Ecosystem)}
    assert eco["scoring.gap_table"].rule == "EC-8.2"
    assert eco["scoring.gap_table"].default == (12, 12, 12, 7, 3, 0, -5)
    with pytest.raises(BadPosition):
        options("chess")

    class NoOptions(State):
        game = "no_options"
    assert options(NoOptions) == []


def test_lab_vary_builds_variants_compare_plays():
    assert vary("lost_cities", "descending_variant") == {
        "descending_variant=False": {"descending_variant": False},
        "descending_variant=True": {"descending_variant": True}}
    assert vary("ecosystem", "scoring.bear", [0]) == {"scoring.bear=0": {"scoring": {"bear": 0}}}
    with pytest.raises(ValueError, match="give the values"):
        vary("lost_cities", "slots")
    with pytest.raises(ValueError, match="no rule option 'rouns'"):
        vary("lost_cities", "rouns")
    c = compare("lost_cities", vary("lost_cities", "rounds"), players=2, games=1, seed=4,
                workers=1, progress=False)
    assert c.variants == ["rounds=3", "rounds=1"] and len(c.seeds) == 1


def test_rules_options_of_views_positions_and_the_generic_fallback():
    s = boardlab.new("lost_cities", players=3, seed=9, rounds=1, secret_vp=True)
    o = s.rules_options
    assert s.view(1).rules_options == o
    assert boardlab.from_position("lost_cities", s.to_position()).rules_options == o
    assert State.rules_options.fget(s) == o        # the engine's default: from_json(options)
    e = boardlab.new("ecosystem", players=2, seed=9, scoring={"rabbit": 0})
    assert State.rules_options.fget(e) == e.rules_options == e.view(0).rules_options


# ------------------------------------------- a game without an options class
@pytest.fixture
def race():
    """The toy race (``length`` is a plain keyword of its ``__init__``), registered for one test."""
    desc = boardlab.register(toy_game.Race, rulebook=toy_game.RULES)
    yield desc
    boardlab.games.unregister(toy_game.Race.game)


def test_lab_options_of_a_game_without_options_class_come_from_its_signature(race):
    assert toy_game.Race.options_class is None
    expected = [OptionInfo("length", "", 6, "int, choices not declared", "int")]
    assert options("toy_race") == options(toy_game.Race) == expected
    assert str(expected[0]) == "length, default 6: int, choices not declared"

    class Plain(State):                 # no annotation, no default, keyword-only, **kwargs skipped
        game = "plain"

        def __init__(self, players=2, seed=None, speed=1.5, *, mode, **more):
            super().__init__(players, seed, {})
    assert options(Plain) == [OptionInfo("speed", "", 1.5, "any value, choices not declared"),
                              OptionInfo("mode", "", None, "any value, choices not declared")]

    class Inherits(State):              # State's own __init__ takes no rule options
        game = "inherits"
    assert options(Inherits) == []


def test_lab_vary_of_a_signature_option_needs_values_and_compare_plays_them(race):
    with pytest.raises(ValueError, match=r"length takes int, choices not declared: give the values "
                                         r"to try, e\.g\. vary\(game, 'length', values=\[…\]\)"):
        vary("toy_race", "length")
    with pytest.raises(ValueError, match="no rule option 'lenght'; options: length"):
        vary("toy_race", "lenght")
    variants = vary("toy_race", "length", [3, 6])
    assert variants == {"length=3": {"length": 3}, "length=6": {"length": 6}}
    c = compare("toy_race", variants, players=2, games=4, seed=1, workers=2, progress=False,
                measure=lambda s: {"moves": len(s.history)})
    assert c.variants == ["length=3", "length=6"]
    moves = c.pairs("moves")
    assert (moves["length=3"] < moves["length=6"]).all()              # a shorter track ends sooner
    with pytest.raises(BadPosition, match="TOY-1.1"):               # values checked when games start
        compare("toy_race", vary("toy_race", "length", [9]), players=2, games=1)


def test_a_signature_option_lives_in_records_and_positions(race):
    s = boardlab.new("toy_race", players=2, seed=1, length=4)
    assert s.options == {"length": 4} and s.track == ("a", "b", "c", "d")
    assert boardlab.new("toy_race", players=2, seed=1).options == {}   # the default: as before
    s.apply("move c")
    back = boardlab.from_position("toy_race", s.to_position())
    assert back.track == s.track and back.to_position() == s.to_position()
    assert boardlab.load(s.to_record()).to_position() == s.to_position()
    with pytest.raises(BadPosition, match="no rule option 'lenght'"):
        boardlab.new("toy_race", players=2, lenght=4)
