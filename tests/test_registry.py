"""One place per game (issue 9): the registry built from each game's descriptor,
``boardlab.register`` and the ``boardlab.games`` entry points, and the generic graph
drawing and clicks that a game of one's own gets (``tests/toy_game.py``)."""
from __future__ import annotations

import inspect
import json
import re
import sys
from importlib import metadata
from pathlib import Path
from xml.etree import ElementTree

import pytest

import boardlab
from boardlab import games as games_pkg, render, testing
from boardlab.games import Game, registry
from boardlab.render import graph
from boardlab.widgets import Play, Replay, Walkthrough

sys.path.insert(0, str(Path(__file__).parent))
import toy_game  # noqa: E402  (a game defined outside boardlab/)

NS = "{http://www.w3.org/2000/svg}"


@pytest.fixture
def race():
    """The toy race registered for one test, forgotten after it."""
    desc = boardlab.register(toy_game.Race, rulebook=toy_game.RULES)
    yield desc
    games_pkg.unregister(toy_game.Race.game)


def nodes(svg_text: str) -> dict[str, ElementTree.Element]:
    root = ElementTree.fromstring(svg_text)
    return {g.get("data-node"): g for g in root.iter(f"{NS}g") if g.get("data-node")}


# ---------------------------------------------------------------- descriptors
def test_every_built_in_game_exports_one_descriptor_the_registry_is_built_from():
    reg = registry()
    assert list(reg)[:len(games_pkg.BUILTIN)] == list(games_pkg.BUILTIN)
    for name in games_pkg.BUILTIN:
        desc = reg[name]
        pkg = sys.modules[f"boardlab.games.{name}"]
        assert desc is pkg.GAME and desc.name == name == desc.state.game
        assert desc.players == desc.state.player_counts and desc.title
        assert desc.render is not None and desc.ui is not None and desc.tutorials.is_dir()
        assert all(rule.startswith(desc.rule_prefix + "-") for rule in desc.rulebook)
        assert boardlab.games.REGISTRY[name] is desc.state


def test_a_descriptor_needs_a_state_subclass_with_a_name():
    with pytest.raises(TypeError):
        Game(state=dict)
    nameless = type("Nameless", (toy_game.Race,), {"game": ""})
    with pytest.raises(ValueError, match="must name the game"):
        Game(state=nameless)
    assert Game(state=toy_game.Race).players == (2, 3)


def test_register_adds_a_game_everywhere_and_unregister_forgets_it(race):
    assert race.name == "toy_race" and race.title == "Toy Race" and race.render is None
    assert boardlab.games()[-1] == "toy_race" and "toy_race" in boardlab.games.REGISTRY
    assert boardlab.new("toy_race", players=3, seed=1).players == 3
    assert boardlab.rules.title("TOY-1.2") == toy_game.RULES["TOY-1.2"]
    games_pkg.unregister("toy_race")
    assert "toy_race" not in boardlab.games()
    with pytest.raises(boardlab.BadPosition):
        boardlab.new("toy_race")


def test_a_built_in_game_cannot_be_replaced():
    clash = type("Clash", (toy_game.Race,), {"game": "ecosystem"})
    with pytest.raises(ValueError, match="built-in"):
        boardlab.register(clash)
    with pytest.raises(ValueError, match="built-in"):
        games_pkg.unregister("ecosystem")
    assert registry()["ecosystem"].state is boardlab.games.ecosystem.Ecosystem


def test_a_game_comes_from_an_entry_point_of_an_installed_package(monkeypatch):
    """The ``boardlab.games`` entry-point group is read at first use."""
    seen = []

    def fake(group: str):
        seen.append(group)
        return [metadata.EntryPoint("toy_race", "toy_game:Race", group),
                metadata.EntryPoint("broken", "no_such_module_xyz:Game", group)]

    monkeypatch.setattr(games_pkg.metadata, "entry_points", fake)
    monkeypatch.setattr(games_pkg, "_loaded", False)
    try:
        with pytest.warns(UserWarning, match="broken"):
            names = boardlab.games()
        assert seen == ["boardlab.games"] and "toy_race" in names and "broken" not in names
        assert registry()["toy_race"].state is toy_game.Race
        boardlab.games()
        assert seen == ["boardlab.games"]                 # read once
    finally:
        games_pkg.unregister("toy_race")


# ------------------------------------------------------------ built-in ui modules
def test_the_games_ui_modules_answer_the_widgets_clicks():
    """``nodes_of`` / ``action_for`` / ``refusal`` live in each game's ``ui`` (the state
    class has no click handling of its own: ``render.nodes_of`` asks the ``ui``)."""
    for name, desc in registry().items():
        s = boardlab.new(name, players=desc.players[-1], seed=3)
        assert not hasattr(s, "nodes_of")
        for a in s.legal_actions():
            assert render.nodes_of(s, a) == desc.ui.nodes_of(s, a)
            nodes = list(render.nodes_of(s, a))
            if nodes:
                assert render.click_action(s, nodes) in (str(a), None)
        assert render.ui(s) is desc.ui and render.renderer(s) is desc.render


# ------------------------------------------------------- the generic drawing
def test_the_generic_drawing_places_labels_and_pieces_and_makes_every_node_clickable(race):
    s = boardlab.new("toy_race", players=2, seed=1)
    s.apply("move c")
    text = render.svg(s, highlight=["d"])
    assert text == graph.svg(s, ["d"]) and s._repr_svg_() == render.svg(s) != text
    drawn = nodes(text)
    assert sorted(drawn) == sorted(toy_game.PATH)
    assert "R0" in "".join(drawn["c"].itertext()) and "R1" in "".join(drawn["a"].itertext())
    assert drawn["d"].find(f"{NS}circle").get("stroke") == graph.HL
    assert drawn["a"].find(f"{NS}circle").get("stroke") != graph.HL
    xs = [float(drawn[n].find(f"{NS}circle").get("cx")) for n in toy_game.PATH]
    assert xs == sorted(xs) and len(set(xs)) == len(xs)     # laid out by the ``pos`` attribute
    assert render.status(s) == "move 1: seat 1 to move"


def test_the_drawings_title_repr_and_describe_number_a_moment_alike(race):
    """One numbering (``boardlab.engine.move_label``): the SVG title of the generic drawing,
    ``repr``, ``describe`` and ``Play`` all say "move N" after N decisions."""
    s = boardlab.new("toy_race", players=2, seed=1)
    s.apply("move b")
    s.apply("move c")
    title = re.search(r"<title>([^<]*)</title>", render.svg(s))[1]
    assert "move 2: seat 0 to move" in title
    assert "move 2," in repr(s) and "move 2." in s.describe() and "move 2," in repr(Play(s))


def test_the_generic_drawing_lays_out_a_graph_without_positions(race, monkeypatch):
    import networkx as nx
    monkeypatch.setattr(toy_game.Race, "board", property(lambda self: nx.cycle_graph(5)))
    s = boardlab.new("toy_race", seed=2)
    first = render.svg(s)
    assert sorted(nodes(first)) == ["0", "1", "2", "3", "4"] and render.svg(s) == first
    png = render.png(s, width=3)                            # matplotlib paints it too
    assert png[:4] == b"\x89PNG"


def test_generic_clicks_name_nodes_from_the_notation(race):
    s = boardlab.new("toy_race", players=2, seed=1)
    assert [render.nodes_of(s, a) for a in s.legal_actions()] == [("b",), ("c",)]
    assert render.click_action(s, ["c"]) == "move c"
    assert render.click_action(s, ["f"]) is None and render.click_refusal(s, ["f"]) is None
    assert graph._named("jump a->b x-c", {"a", "b", "c"}) == ("a", "b", "c")


# ---------------------------------------------------- a game of one's own, whole
def test_a_toy_game_plays_by_clicks_in_play_and_replays(race):
    s = boardlab.new("toy_race", players=2, seed=4)
    p = Play(s)
    assert sorted(p.board.highlight) == ["b", "c"]
    p.board.click("c")
    assert s.history[-1] == toy_game.Move("c") and s.to_move == 1
    p.board.click("f")                                   # no legal move uses it
    assert len(s.history) == 1 and "no legal move of seat 1 uses f" in p.message.value
    while not s.is_over:
        p.board.click(sorted(p.board.highlight)[-1])     # the furthest node each time
    assert s.winners() == [0] and "game over" in p.status.value
    record = json.loads(json.dumps(s.to_record()))
    r = Replay(record)
    r.slider.value = 1
    assert "R0" in "".join(nodes(r.board.svg)["c"].itertext())
    w = Walkthrough(boardlab.new("toy_race", seed=4), ["move b", "move c"])
    assert w.board.highlight == ["b"] and "data-node" in w.board.svg


def test_TOY_1_1_TOY_1_2_TOY_1_3_the_toy_game_passes_the_conformance_suite(race, monkeypatch):
    """Every check of ``boardlab.testing``, views included: the race hides nothing and says
    so (``hidden_information = False``); a game claiming hidden information it never has
    fails the views check."""
    counts = testing.check_game("toy_race")
    assert counts["legal play"] and counts["completeness"] and counts["mutated positions"]
    assert counts["views"]
    monkeypatch.setattr(toy_game.Race, "hidden_information", True)
    with pytest.raises(AssertionError, match="never met hidden information"):
        testing.check_game("toy_race", players=2, only=["views"])


def test_TOY_1_2_a_bug_in_the_toy_game_is_caught(race, monkeypatch):
    """A planted bug (legal moves still offered once the race is won) fails check_game."""
    right = toy_game.Race.legal_actions
    monkeypatch.setattr(toy_game.Race, "legal_actions",
                        lambda self: right(self) or [toy_game.Move("f")])
    with pytest.raises(AssertionError, match="legal play"):
        testing.check_game("toy_race", players=2, only=["legal play"])


def test_the_cli_lists_and_simulates_a_registered_game(race, capsys):
    from boardlab.cli import main
    assert main(["games"]) == 0
    assert capsys.readouterr().out.split()[-1] == "toy_race"
    assert main(["simulate", "toy_race", "-p", "3", "-n", "2", "--seed", "1", "--workers", "1"]) == 0
    out = capsys.readouterr().out
    assert "seed 1" in out and "win rate per seat" in out


def test_the_lab_simulates_and_compares_a_registered_game(race):
    """``lab.compare`` plays the same seeds under each variant: two empty variants give
    the same games; its one option (no options class) is read from ``__init__``."""
    from boardlab import lab
    c = lab.compare("toy_race", {"plain": {}, "again": {}}, players=3, games=4, seed=1, workers=1,
                    progress=False)
    assert c.variants == ["plain", "again"] and len(c.seeds) == 4
    assert (c.pairs("score_0")["plain"] == c.pairs("score_0")["again"]).all()
    assert "again leaves the mean score unchanged" in str(c)
    assert [o.name for o in lab.options("toy_race")] == ["length"]
    df = lab.simulate("toy_race", 2, games=3, seed=2, workers=1, progress=False)
    assert all(r[f"score_{w}"] == 1 for _, r in df.iterrows() for w in r["winners"])   # TOY-1.3


#: what a renderer or ui must not read: the engines' internal encodings (int card codes,
#: ``seat * 5`` slices, node-index tuples) — they go through public accessors instead
PRIVATE = re.compile(r"\bstate\.(_\w+|pos|rows|hands|grids|picks|discards|tiles|deck|dpos)\b"
                     r"|//\s*11\b|%\s*11\b|\bseat\s*\*\s*5\b")


def test_renderers_and_ui_read_the_state_through_public_accessors():
    for desc in registry().values():
        for part in (desc.render, desc.ui):
            if part is None:
                continue
            found = PRIVATE.findall(inspect.getsource(part))
            assert not found, f"{part.__name__} reads {found[:3]}"
