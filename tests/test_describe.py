"""Issue 13, item 6 — text descriptions (``state.describe(seat=None)``), ``<title>``/``<desc>``
in every SVG, and a board widget usable from the keyboard.

Every registered game (and a game of one's own, tests/toy_game.py, through the default
``State.describe``) is described at a few points of seeded random games, for every player
count and rule variant the game declares."""
from __future__ import annotations

import functools
import json
import random
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest

import boardlab
from boardlab.games import game as descriptor
from boardlab.render import svg
from boardlab.widgets.board import _ESM, BoardView

sys.path.insert(0, str(Path(__file__).parent))
import toy_game  # noqa: E402

NS = "{http://www.w3.org/2000/svg}"


@functools.lru_cache(maxsize=None)
def _played(game: str, players: int, options: str, seed: int) -> tuple:
    """States of one random game: the start, four points along the way and the end."""
    s = boardlab.new(game, players=players, seed=seed, **json.loads(options))
    rng = random.Random(seed)
    while not s.is_over:
        s.apply(rng.choice(s.legal_actions()))
    n = len(s.history)
    return tuple(s.at_move(i) for i in sorted({0, n} | {n * k // 5 for k in range(1, 5)}))


def _samples(game: str, players: int, options: dict, seed: int) -> list:
    """:func:`_played`, as fresh copies (the tests share the games)."""
    return [s.copy() for s in _played(game, players, json.dumps(options, sort_keys=True), seed)]


def _cases() -> list:
    out = []
    for game in boardlab.games():
        cls = descriptor(game).state
        for players in cls.player_counts:
            for k, options in enumerate(({},) + tuple(cls.variants)):
                out.append(pytest.param(game, players, options, id=f"{game}-{players}p-v{k}"))
    return out


CASES = _cases()


def _whose(s) -> str:
    return s.seat_name(s.to_move).lower()


@pytest.mark.parametrize("game, players, options", CASES)
def test_issue13_6_describe_says_whose_turn_in_under_40_lines(game, players, options):
    for s in _samples(game, players, options, seed=players):
        for st in [s] + [s.view(k) for k in range(s.players)]:
            text = st.describe()
            lines = text.splitlines()
            assert 3 <= len(lines) <= 40, text
            if st.is_over:
                assert "over" in lines[1].lower(), text
            else:
                assert _whose(st) in lines[1].lower(), text   # the turn sentence is line 2
                moves = st.legal_actions()
                if moves:   # "You can: …" / "Seat 1 can: …" lists the first moves in notation
                    assert f"can: {moves[0]}" in text and f"({len(moves)} in all)" in text, text
                else:
                    assert "you wait" in lines[-1].lower(), text


@pytest.mark.parametrize("game, players, options", CASES)
def test_issue13_6_describe_of_a_seat_is_its_view_and_leaks_nothing(game, players, options):
    """``describe(seat)`` is the text of ``view(seat)``; a determinized state (every hidden
    part dealt again) gives the same text, so no secret reaches it; and no secret of
    another seat that the view does not show (its ``to_position``) is named."""
    rng = random.Random(7)
    for s in _samples(game, players, options, seed=players):
        for seat in range(s.players):
            v = s.view(seat)
            text = s.describe(seat)
            assert text == v.describe() == v.describe(seat)
            assert s.determinize(seat, rng).describe(seat) == text
            # what the view shows, and the rules' own words (Urland's "mutation" auction)
            shown = (json.dumps(v.to_position()) + " ".join(descriptor(game).rulebook.values())).lower()
            words = {str(x).lower() for values in s.secrets(seat).values() for x in values}
            for word in sorted(words):
                if len(word) < 2 or word.isdigit() or word == "?":
                    continue   # a number or a one-letter code is no proof of a leak
                pattern = rf"(?<![\w-]){re.escape(word)}(?![\w-])"
                if not re.search(pattern, shown):
                    assert not re.search(pattern, text.lower()), (word, text)


def test_LC_14_1_describe_hides_other_hands_and_the_draw_pile():
    s = boardlab.new("lost_cities", players=3, seed=5)
    for seat in range(3):
        text = s.describe(seat)
        for other in range(3):
            line = text.splitlines()[2 + other]        # one paragraph per seat after the turn
            assert line.startswith(f"Seat {other}")
            if other == seat:
                assert "Your hand: " + ", ".join(s.hand(seat)) in line
            else:
                assert "Hand: 8 cards, hidden." in line
                assert not any(re.search(rf"\b{c}\b", line) for c in s.hand(other))
        assert f"Draw pile: {len(s.draw_pile)} cards." in text


def test_LC_14_2_describe_hides_others_vp_with_secret_vp():
    s = boardlab.new("lost_cities", players=2, seed=3, secret_vp=True)
    rng = random.Random(3)
    while s.round == 1 or not any(s.vp):
        s.apply(rng.choice(s.legal_actions()))
    text = s.describe(0)
    assert f"Seat 0 (you): {s.vp[0]} VP" in text
    assert "Seat 1: VP hidden (LC-14.2)" in text
    assert f"Seat 1: {s.vp[1]} VP" in s.describe()


def test_EC_3_6_describe_hides_picks_until_revealed():
    s = boardlab.new("ecosystem", players=3, seed=2)
    s.apply(s.legal_actions()[0])          # seat 0 picks, face down (EC-3.2)
    assert "Picked: " in s.describe(0).splitlines()[2]
    assert "Has picked a card (hidden)." in s.describe(1).splitlines()[2]


def test_U_6_1_describe_hides_the_chosen_chip_from_all_but_the_chooser():
    s = boardlab.new("urland", players=4, seed=1)
    env = s.roles()["environment"]
    s.apply(s.legal_actions()[0])          # the environment player chooses, face down (U-6.1)
    chosen = s.chosen
    assert f"chosen: {chosen}" in s.describe(env)
    other = (env + 1) % 4
    assert "chosen: one, face down" in s.describe(other) and f"chosen: {chosen};" not in s.describe(other)


def test_issue13_6_default_describe_for_a_game_of_ones_own():
    """``State.describe`` serves a game without one of its own (tests/toy_game.py)."""
    s = toy_game.Race(players=2, seed=1)
    text = s.describe()
    assert text.splitlines()[1] == "It is seat 0's decision."
    assert "You can" not in text and "Seat 0 can: move b, move c (2 in all)." in text
    assert s.describe(1).splitlines()[0].endswith("as seat 1 sees it.")
    s.apply("move c")
    s.apply("move b")
    s.apply("move e")
    s.apply("move d")
    s.apply("move f")
    assert "The game is over. Winner: seat 0." in s.describe()


def _mid(game: str, players: int) -> Any:
    return _samples(game, players, {}, seed=players)[2]


def test_LC_1_7_describe_names_each_path_with_its_pawns_and_tiles():
    from boardlab.games.lost_cities.data import COLOURS
    s = _mid("lost_cities", 3)
    lines = s.describe().splitlines()
    for c, colour in enumerate(COLOURS):
        path = next(x for x in lines if x.startswith(f"The {colour.lower()} path: "))
        for step in range(1, 10):
            tile = s.tile(f"{colour[0]}{step}")
            if tile:
                assert f"step {step}: " in path
        for seat in range(3):
            for pawn, name in (("L", "leader"), ("E1", "explorer E1")):
                if (s.pawn(seat, pawn) or "").startswith(colour[0]):
                    assert f"seat {seat}'s {name}" in path, path


def test_EC_4_1_describe_lists_every_card_at_its_coordinates():
    from boardlab.games.ecosystem.components import NAME
    s = _mid("ecosystem", 4)
    lines = s.describe().splitlines()
    for seat in range(4):
        grid = s.grid(seat)
        assert grid and f"Ecosystem ({len(grid)} cards" in lines[2 + seat]
        for (r, c), code in grid.items():
            assert f"{r},{c} {NAME[code]}" in lines[2 + seat]


def test_U_9_1_describe_gives_each_marker_supply_and_genes():
    s = _mid("urland", 4)
    text = s.describe()
    for seat in range(4):
        line = next(x for x in text.splitlines() if x.startswith(f"Seat {seat} ({s.seat_name(seat)}):"))
        assert f"space {s.track[seat]} on the score track, {s.supply[seat]} Ichtos in supply" in line


def test_ED_4_describe_gives_each_pawn_its_hex():
    s = _mid("el_dorado", 2)
    lines = s.describe().splitlines()
    for seat in range(2):
        for where in s.pawn_hexes(seat):
            assert ("in El Dorado" if where is None else f"on hex {where} ") in lines[2 + seat]


def _title_desc(text: str) -> tuple[str, str]:
    root = ET.fromstring(text)          # still valid XML
    first, second = list(root)[:2]
    assert (first.tag, second.tag) == (NS + "title", NS + "desc")
    return first.text or "", second.text or ""


@pytest.mark.parametrize("game", boardlab.games())
def test_issue13_6_every_svg_has_title_and_desc(game):
    for s in _samples(game, descriptor(game).state.default_players(), {}, seed=9):
        for st in [s] + [s.view(k) for k in range(s.players)]:
            title, desc = _title_desc(svg(st))
            assert title and len(title) < 300
            if st.viewer is not None or st.is_over:
                assert desc == st.describe()     # a view's desc is the view's text: nothing secret
            else:                                # a full state is drawn for the seat to move
                assert desc == st.describe(st.to_move) == st.view(st.to_move).describe()
            assert st._repr_svg_() == svg(st)


def test_issue13_6_generic_drawing_gets_a_title_and_desc():
    s = toy_game.Race(players=2, seed=1)
    title, desc = _title_desc(svg(s))
    assert "seat 0" in title and desc == s.describe()


def test_issue13_6_desc_is_escaped():
    s = toy_game.Race(players=2, seed=1)
    s.describe = lambda seat=None: 'a <b> & "c"'   # type: ignore[method-assign]
    assert _title_desc(svg(s))[1] == 'a <b> & "c"'


# ------------------------------------------------------------------ keyboard
def test_issue13_6_widget_esm_makes_nodes_focusable_and_keys_click():
    for part in ('setAttribute("tabindex", "0")', 'setAttribute("role", "button")', '"aria-label"',
                 'addEventListener("keydown"', '"Enter"', '" "', 'removeEventListener("keydown"'):
        assert part in _ESM, part
    assert ":focus-visible" in BoardView._css


def _node() -> str:
    """A node.js binary: Playwright's own driver (a dependency), else one on PATH."""
    import playwright
    bundled = Path(playwright.__file__).parent / "driver" / "node"
    found = str(bundled) if bundled.exists() else shutil.which("node")
    assert found, "no node.js binary (Playwright's driver ships one)"
    return found


FAKE_DOM = r"""
import mod from "./board.mjs";
class El { constructor(id, title) { this.attrs = id ? {"data-node": id} : {}; this.title = title;
    this.classList = {toggle() {}, add() {}}; }
  setAttribute(k, v) { this.attrs[k] = String(v); } getAttribute(k) { return this.attrs[k] ?? null; }
  hasAttribute(k) { return k in this.attrs; } closest() { return "data-node" in this.attrs ? this : null; }
  querySelector() { return this.title ? {textContent: this.title} : null; } focus() {} }
const nodes = [new El("hand:B6", "blue 6 in your hand"), new El("pile")];
const on = {};
const box = {set innerHTML(v) {}, querySelectorAll: () => nodes, contains: n => nodes.includes(n),
  addEventListener(t, f) { on[t] = f; }, removeEventListener(t) { delete on[t]; }};
globalThis.document = {createElement: () => box, activeElement: null};
const st = {svg: "", highlight: [], clicked: "", clicks: 0};
const model = {get: k => st[k], set: (k, v) => { st[k] = v; }, save_changes() {}, on() {}, off() {}};
const cleanup = mod.render({model, el: {classList: {add() {}}, appendChild() {}}});
const out = {attrs: nodes.map(n => n.attrs), keys: []};
let stopped = 0;
for (const [key, i] of [["Enter", 1], [" ", 0], ["a", 1], ["Tab", 0]]) {
  on.keydown({key, target: nodes[i], preventDefault() { stopped += 1; }});
  out.keys.push([key, st.clicked, st.clicks]);
}
out.prevented = stopped;
cleanup();
out.left = Object.keys(on);
console.log(JSON.stringify(out));
"""


def test_issue13_6_enter_and_space_click_the_focused_node(tmp_path):
    """The widget's ES module run under node.js with a minimal fake DOM: every node gets
    tabindex 0, role button and an aria-label (its title, else its id); Enter and Space
    on a node click it (the same model change as a click), other keys do nothing."""
    (tmp_path / "board.mjs").write_text(_ESM)
    (tmp_path / "run.mjs").write_text(FAKE_DOM)
    done = subprocess.run([_node(), str(tmp_path / "run.mjs")], capture_output=True, text=True,
                          timeout=60, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert out["attrs"] == [
        {"data-node": "hand:B6", "tabindex": "0", "role": "button", "aria-label": "blue 6 in your hand"},
        {"data-node": "pile", "tabindex": "0", "role": "button", "aria-label": "pile"}]
    assert out["keys"] == [["Enter", "pile", 1], [" ", "hand:B6", 2], ["a", "hand:B6", 2],
                           ["Tab", "hand:B6", 2]]
    assert out["prevented"] == 2 and out["left"] == []
