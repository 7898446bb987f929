"""One direction inside a game (docs/contract.md): a game's rules (``state.py``) never import
its ``ui``, ``describe`` or ``explain`` modules — those read the state, and boardlab finds them
through the game's descriptor (``Game(ui=…, describe=…, explain=…)``).  A game of one's own
keeps its clicks: a ``nodes_of(action)`` method of its ``State`` class, or a registered ``ui``,
is what ``Play`` plays by clicks."""
from __future__ import annotations

import ast
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest

import boardlab
from boardlab import IllegalAction, render
from boardlab.engine import DESCRIBERS, EXPLAINERS, refusal
from boardlab.games import BUILTIN, registry, unregister
from boardlab.widgets import Play

sys.path.insert(0, str(Path(__file__).parent))
import toy_game  # noqa: E402  (a game defined outside boardlab/)

#: the modules of a game that read its state and that its state never imports
READERS = {"ui", "describe", "explain"}
GAMES = Path(boardlab.__file__).parent / "games"


def game_modules_imported(source: str, game: str) -> set[str]:
    """The modules of package ``boardlab.games.<game>`` that ``source`` (a module of that
    package) imports anywhere — at the top or inside a function, relatively (``from .ui import
    x``, ``from . import ui``) or absolutely (``import boardlab.games.<game>.ui``)."""
    package = f"boardlab.games.{game}"
    found: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ImportFrom):
            if node.level == 1:
                base = node.module
            elif node.level == 0 and node.module and (node.module + ".").startswith(package + "."):
                base = node.module[len(package) + 1:] or None
            else:
                continue
            if base:
                found.add(base.split(".")[0])
            else:                                   # from . import ui, describe
                found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.startswith(package + "."):
                    found.add(alias.name[len(package) + 1:].split(".")[0])
    return found


def test_the_import_reader_sees_every_spelling_of_an_import():
    source = ("from .ui import nodes_of\n"
              "def f():\n    from . import describe, board\n"
              "import boardlab.games.urland.explain\n"
              "from boardlab.games.urland import position\n"
              "from ...engine import State\n")
    assert game_modules_imported(source, "urland") == {"ui", "describe", "board", "explain", "position"}


@pytest.mark.parametrize("game", BUILTIN)
def test_a_games_state_module_never_imports_its_ui_describe_or_explain(game):
    source = (GAMES / game / "state.py").read_text(encoding="utf-8")
    assert not game_modules_imported(source, game) & READERS


@pytest.mark.parametrize("game", BUILTIN)
def test_the_state_class_holds_no_click_handling(game):
    """Which nodes a move is clicked as is the ``ui``'s business, not the rules class's."""
    cls = registry()[game].state
    assert not hasattr(cls, "nodes_of") and not hasattr(boardlab.State, "nodes_of")


@pytest.mark.parametrize("game", BUILTIN)
def test_describe_is_the_descriptors_describe(game):
    desc = registry()[game]
    s = boardlab.new(game, players=desc.players[0], seed=2)
    s.apply(s.legal_actions()[0])
    assert DESCRIBERS[desc.state] is desc.describe
    assert s.describe() == desc.describe(s, None) != boardlab.State.describe.__doc__
    assert s.describe(0) == desc.describe(s, 0) == s.view(0).describe()


def test_urland_refusals_are_worded_by_the_descriptors_explain():
    """Urland's refusals come from its ``explain`` module, found through the descriptor."""
    desc = registry()["urland"]
    s = boardlab.new("urland", players=3, seed=1)
    assert EXPLAINERS[desc.state] is desc.explain
    wrong = next(a for a in later_actions(s) if a not in s.legal_actions())
    with pytest.raises(IllegalAction) as e:
        s.copy().apply(wrong)
    assert (e.value.rule, e.value.reason) == refusal(s, wrong) == desc.explain(s, wrong)


def later_actions(s: boardlab.State) -> list:
    """Actions legal a few decisions later in the same game (mostly illegal now)."""
    later = s.copy()
    out = []
    for _ in range(6):
        acts = later.legal_actions()
        out.extend(acts)
        later.apply(acts[-1])
    return out


def test_a_game_without_explain_says_so_when_asked_for_a_refusal():
    s = toy_game.Race(players=2, seed=1)
    with pytest.raises(NotImplementedError, match="explain"):
        refusal(s, toy_game.Move("f"))


# ------------------------------------------------- a game of one's own, by clicks
class TwoClickRace(toy_game.Race):
    """The toy race clicked in two steps: the runner's node, then the node it runs to
    (a ``nodes_of`` method of the user's own ``State`` class, as a tutorial teaches)."""

    game = "toy_two_clicks"

    def nodes_of(self, a: toy_game.Move) -> tuple[str, ...]:
        return (self.track[self.at[self.seat]], a.node)


@pytest.fixture
def two_clicks():
    boardlab.register(TwoClickRace, rulebook=toy_game.RULES)
    yield TwoClickRace.game
    unregister(TwoClickRace.game)


def test_a_users_state_with_nodes_of_is_played_by_clicks_in_play(two_clicks):
    s = boardlab.new(two_clicks, players=2, seed=1)
    assert render.ui(s) is render.graph
    assert [render.nodes_of(s, a) for a in s.legal_actions()] == [("a", "b"), ("a", "c")]
    p = Play(s)
    assert sorted(p.board.highlight) == ["a", "b", "c"]
    p.board.click("a")                           # the runner: both moves go on from here
    assert s.history == [] and sorted(p.board.highlight) == ["a", "b", "c"]
    p.board.click("c")                           # where it runs to
    assert s.history == [toy_game.Move("c")] and s.to_move == 1
    p.board.click("a")                           # seat 1's runner, then a node too far
    p.board.click("f")
    assert len(s.history) == 1 and p.refusal and "f" in p.refusal[1]


def _ui_of_one_own() -> SimpleNamespace:
    """A ``ui`` of one's own for the toy race: a move is clicked on the node it runs to,
    and a click too far is refused citing TOY-1.2."""

    def nodes_of(state, a):
        return (a.node,)

    def action_for(state, nodes):
        return f"move {nodes[-1]}" if len(nodes) == 1 else None

    def refusal(state, nodes):
        return ("TOY-1.2", f"{nodes[-1]} is more than two nodes on")

    return SimpleNamespace(nodes_of=nodes_of, action_for=action_for, refusal=refusal)


def test_a_users_registered_ui_is_played_by_clicks_in_play():
    mine = _ui_of_one_own()
    boardlab.register(toy_game.Race, rulebook=toy_game.RULES, ui=mine)
    try:
        s = boardlab.new(toy_game.Race.game, players=2, seed=1)
        assert render.ui(s) is mine
        p = Play(s)
        assert sorted(p.board.highlight) == ["b", "c"]
        p.board.click("b")
        assert s.history == [toy_game.Move("b")]
        p.board.click("f")                       # seat 1: too far, in the ui's own words
        assert p.refusal == ("TOY-1.2", "a move goes one or two nodes on from a")
    finally:
        unregister(toy_game.Race.game)


class EcosystemVariant(registry()["ecosystem"].state):
    """A built-in game subclassed under a name of its own, registered without a ``ui``."""

    game = "ecosystem_variant"


def test_a_subclass_of_a_game_is_clicked_and_described_as_that_game():
    boardlab.register(EcosystemVariant)
    try:
        s = boardlab.new("ecosystem_variant", players=3, seed=1)
        eco = registry()["ecosystem"]
        assert render.ui(s) is eco.ui
        a = s.legal_actions()[0]
        assert render.nodes_of(s, a) == eco.ui.nodes_of(s, a) == ("hand:" + a.card,)
        assert s.describe() == eco.describe(s, None)
    finally:
        unregister("ecosystem_variant")
