"""One error family (issue 9, item 4), useful reprs (item 6), and the public names of item 7.

``BoardlabError`` (a ``ValueError``) is the root; ``IllegalAction`` (the rules forbid it),
``NotationError`` (text that names no action), ``BadPosition`` (a position, record, seed
or option that cannot exist) and ``NotAllowed`` (a view cannot play; nothing to undo) are
siblings.  Every game raises the same class for the same situation, and every rule id an
error cites is a real id of the game's rulebook.
"""
from __future__ import annotations

import ast
import importlib
import pkgutil
import random
from pathlib import Path

import pytest

import boardlab
from boardlab import BadPosition, BoardlabError, IllegalAction, NotAllowed, NotationError
from boardlab import cli
from boardlab.games import REGISTRY
from boardlab.rules import RULEBOOK

GAMES = list(REGISTRY)
PACKAGE = Path(boardlab.__file__).parent
FAMILY = (IllegalAction, NotationError, BadPosition, NotAllowed)


def played(game: str, moves: int = 6, players: int | None = None):
    s = boardlab.new(game, players=players or REGISTRY[game].default_players(), seed=5)
    rng = random.Random(5)
    for _ in range(moves):
        s.apply(rng.choice(s.legal_actions()))
    return s


def raised(call, *args, **kw) -> BoardlabError:
    with pytest.raises(BoardlabError) as e:
        call(*args, **kw)
    return e.value


# ------------------------------------------------------------------ the family
def test_one_root_and_four_siblings():
    assert issubclass(BoardlabError, ValueError)
    for cls in FAMILY:
        assert issubclass(cls, BoardlabError) and getattr(boardlab, cls.__name__) is cls
        others = [o for o in FAMILY if o is not cls]
        assert not any(issubclass(cls, o) for o in others), f"{cls.__name__} is no sibling"


def test_message_starts_with_the_rule_else_the_subject():
    assert str(IllegalAction("EC-4.4", "too wide")) == "EC-4.4: too wide"
    e = BadPosition("", "a record is a dict", subject="record")
    assert (e.rule, e.subject, str(e)) == ("", "record", "record: a record is a dict")
    e = NotAllowed("undo", "nothing to undo")
    assert (e.rule, e.subject, e.reason) == ("", "undo", "nothing to undo")


def test_errors_pickle_and_show_the_names_users_import():
    import pickle
    for e in (IllegalAction("EC-4.4", "too wide"), NotationError("LC-1.1", "no card Z9"),
              BadPosition("", "bad seed", subject="seed"), NotAllowed("view", "a view")):
        back = pickle.loads(pickle.dumps(e))
        assert type(back) is type(e) and (back.rule, back.reason, back.subject, str(back)) == \
            (e.rule, e.reason, e.subject, str(e))
        assert f"{type(e).__module__}.{type(e).__name__}" == f"boardlab.{type(e).__name__}"


def _cited_ids() -> list[tuple[str, int, str, str]]:
    """Every ``IllegalAction / NotationError / BadPosition / NotAllowed`` raised in the
    package with a constant first argument: ``(file, line, class, argument)``."""
    out = []
    for path in sorted(PACKAGE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id in {c.__name__ for c in FAMILY}
                    and node.args and isinstance(node.args[0], ast.Constant)):
                out.append((path.name, node.lineno, node.func.id, node.args[0].value))
    return out


def _every_rulebook_id() -> set[str]:
    """The ids of every game package's ``rulebook.RULES``, registered or not yet (a game
    being built keeps its rulebook unregistered until its tests and tutorials exist)."""
    ids = set(RULEBOOK)
    for path in sorted(Path(boardlab.__file__).parent.glob("games/*/rulebook.py")):
        ids |= set(importlib.import_module(f"boardlab.games.{path.parent.name}.rulebook").RULES)
    return ids


def test_no_pseudo_rule_ids_anywhere_in_the_package():
    """IllegalAction / NotationError cite a rulebook id; BadPosition a rulebook id or "";
    NotAllowed names its subject — never "view", "undo", "record" … as a rule."""
    cited = _cited_ids()
    known = _every_rulebook_id()
    assert len(cited) > 50
    for name, line, cls, arg in cited:
        if cls == "NotAllowed":
            assert arg in ("view", "undo", "seat"), (name, line, arg)
        elif cls == "BadPosition":
            assert arg == "" or arg in known, (name, line, arg)
        else:
            assert arg in known, (name, line, arg)


# ---------------------------------------------- the same class in every game
@pytest.mark.parametrize("game", GAMES)
def test_bad_player_count_is_bad_position_citing_the_rule(game):
    for players in (9, 0, None, 2.0):
        e = raised(boardlab.new, game, players=players, seed=1)
        assert type(e) is BadPosition and e.rule in RULEBOOK and e.rule.startswith(e.rule[:3])


@pytest.mark.parametrize("game", GAMES)
def test_text_that_names_no_action_is_a_notation_error(game):
    s = played(game)
    for text in ("xyzzy", "", "x" * 10_000, 7, None, b"pick B", ["draw"]):
        e = raised(s.apply, text)
        assert type(e) is NotationError and e.rule in RULEBOOK, (text, e)
        assert type(raised(s.parse, text)) is NotationError
        assert s.explain(text).startswith("illegal: ")


@pytest.mark.parametrize("game", GAMES)
def test_an_action_of_another_moment_is_an_illegal_action(game):
    s = played(game)
    wrong = []
    for moves in range(7, 40):
        wrong = [a for a in played(game, moves).legal_actions() if a not in s.legal_actions()]
        if wrong:
            break
    assert wrong
    for a in wrong[:5]:
        e = raised(s.apply, a)
        assert type(e) is IllegalAction and e.rule in RULEBOOK


@pytest.mark.parametrize("game", GAMES)
def test_refusals_that_are_no_rule_are_not_allowed(game):
    s = boardlab.new(game, seed=2)
    e = raised(s.undo)
    assert type(e) is NotAllowed and (e.rule, e.subject) == ("", "undo")
    assert raised(s.at_move, 5).subject == "undo"
    v = played(game).view(1)
    for call in (v.undo, v.to_record, lambda: v.apply(played(game).legal_actions()[0]),
                 lambda: v.at_move(0), lambda: v.view(0), lambda: s.view(99)):
        e = raised(call)
        assert type(e) is NotAllowed and (e.rule, e.subject) == ("", "view")


@pytest.mark.parametrize("game", GAMES)
def test_bad_inputs_that_break_no_rule_name_their_subject(game):
    for call, subject in ((lambda: boardlab.new(game, seed=-1), "seed"),
                          (lambda: boardlab.new(game, no_such_option=1), "options"),
                          (lambda: boardlab.load({"game": game}), "record"),
                          (lambda: boardlab.load({"game": "chess", "actions": []}), "game"),
                          (lambda: boardlab.from_position(game, []), "position")):
        e = raised(call)
        assert type(e) is BadPosition and (e.rule, e.subject) == ("", subject), str(e)


@pytest.mark.parametrize("game", GAMES)
def test_an_illegal_record_action_is_bad_position_citing_its_rule(game):
    rec = played(game).to_record()
    later = next(a for m in range(7, 40) for a in played(game, m).legal_actions()
                 if a not in played(game).legal_actions())
    for bad in ("xyzzy", str(later)):
        e = raised(boardlab.load, dict(rec, actions=rec["actions"] + [bad]))
        assert type(e) is BadPosition and e.rule in RULEBOOK and e.subject == "record"


# ----------------------------------------------------------------- reprs
@pytest.mark.parametrize("game", GAMES)
def test_an_actions_repr_is_its_notation(game):
    s = played(game, moves=0)
    seen = 0
    rng = random.Random(1)
    while not s.is_over and seen < 300:
        for a in s.legal_actions():
            assert repr(a) == f"<{a}>" and s.parse(repr(a)[1:-1]) == a
            seen += 1
        s.apply(rng.choice(s.legal_actions()))
    assert repr(s.legal_actions()[:1] if s.legal_actions() else [])  # a list shows notations too
    assert "card=" not in repr(played(game).legal_actions())


@pytest.mark.parametrize("game", GAMES)
def test_a_views_repr_says_whose_view_it_is(game):
    s = played(game)
    assert "view" not in repr(s)
    v = s.view(1)
    assert f"view of {s.seat_name(1)}" in repr(v) and repr(v).startswith(f"<{game} ")


@pytest.mark.parametrize("game", GAMES)
def test_str_of_a_state_is_a_plain_text_board_that_a_view_keeps_secret(game):
    s = played(game, moves=10)
    text = str(s)
    assert text == s.to_text() and "<" not in text and len(text.splitlines()) >= s.players
    for seat in range(s.players):
        assert s.seat_name(seat) in text
    v = s.view(0)
    shown = str(v)
    assert "view" in shown.splitlines()[0] and "?" in shown
    hand_of_1 = s.to_text().splitlines()
    assert shown != text and len(shown.splitlines()) == len(hand_of_1)


def test_ecosystem_text_draws_the_grids_with_format_grid():
    from boardlab.games.ecosystem.components import format_grid
    s = played("ecosystem", moves=12, players=3)
    for grid in s.grids:
        for row in format_grid(grid, "\n").splitlines():
            assert f"  {row}" in str(s).splitlines()


# ------------------------------------------------------------ item 7: names
def test_the_games_package_is_not_shadowed_and_still_lists_the_games():
    import boardlab.games.ecosystem as eco
    assert boardlab.games.ecosystem is eco and boardlab.games.lost_cities.LostCities
    assert boardlab.games() == boardlab.game_names() == GAMES
    from boardlab import games
    assert games() == GAMES


def test_no_public_name_is_both_a_widget_and_an_action():
    from boardlab import widgets
    from boardlab.games import lost_cities
    assert lost_cities.PlayCard("B6").__str__() == "play B6"
    assert not hasattr(lost_cities, "Play")
    exported = {n for name in GAMES for n in getattr(importlib.import_module(f"boardlab.games.{name}"),
                                                     "__all__", ())}
    assert not exported & set(getattr(widgets, "__all__", dir(widgets)))


@pytest.mark.parametrize("game", GAMES)
def test_default_player_count_is_the_same_for_new_the_class_and_the_cli(game):
    cls = REGISTRY[game]
    p, sim = cli._parser()
    args = p.parse_args(["simulate", game, "--seed", "1"])
    cli._check(sim, args)
    assert boardlab.new(game, seed=1).players == cls(seed=1).players == args.players
    assert boardlab.new("ecosystem").players == 3


def test_every_module_imports():
    for mod in pkgutil.walk_packages([str(PACKAGE)], "boardlab."):
        importlib.import_module(mod.name)
