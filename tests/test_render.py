"""The SVG drawing of Ecosystem (boardlab.render, games/ecosystem/render.py) and its
matplotlib twin: valid XML, clickable nodes with titles, hidden information stays
hidden, deterministic text, end-of-game points."""
from __future__ import annotations

import io
import random
import xml.etree.ElementTree as ET

import pytest
from matplotlib.figure import Figure

import boardlab
from boardlab.games.ecosystem import Ecosystem, Place
from boardlab.render import draw, figure, nodes_of, png, status, svg

NS = "{http://www.w3.org/2000/svg}"


def play_until(players: int, seed: int, stop, rng_seed: int | None = None) -> Ecosystem:
    """A seeded random game, stopped before the first move where ``stop(state)`` holds."""
    s = boardlab.new("ecosystem", players=players, seed=seed)
    rng = random.Random(seed if rng_seed is None else rng_seed)
    while not s.is_over and not stop(s):
        s.apply(rng.choice(s.legal_actions()))
    return s


def finished(players: int = 3, seed: int = 3) -> Ecosystem:
    return play_until(players, seed, lambda s: False)


def nodes(text: str) -> dict[str, ET.Element]:
    """data-node id → element, checking the ids are unique."""
    root = ET.fromstring(text)
    out: dict[str, ET.Element] = {}
    for el in root.iter():
        node = el.get("data-node")
        if node is not None:
            assert node not in out, f"duplicate data-node {node!r}"
            out[node] = el
    return out


def title(el: ET.Element) -> str:
    t = el.find(f"{NS}title")
    assert t is not None and t.text, "every node has a <title> in plain words"
    return t.text


def sample_states() -> list:
    out = [boardlab.new("ecosystem", players=p, seed=1) for p in range(1, 7)]
    out += [play_until(p, 5, lambda s, k=k: len(s.history) >= k)
            for p in (1, 2, 3, 6) for k in (7, 40)]
    out += [play_until(3, 9, lambda s: s.phase == "swap"),
            finished(2, 4), finished(1, 4), finished(6, 4)]
    return out + [s.view(0) for s in out if not s.is_over]


@pytest.mark.parametrize("state", sample_states(), ids=repr)
def test_svg_is_valid_xml_and_every_node_has_a_title(state):
    text = svg(state)
    root = ET.fromstring(text)
    assert root.tag == f"{NS}svg"
    found = nodes(text)
    assert found, "a board always has nodes"
    for el in found.values():
        title(el)


def test_every_legal_place_cell_of_the_seat_to_move_is_a_node():
    for players in (1, 2, 3, 6):
        for seed in range(3):
            s = play_until(players, seed,
                           lambda s: s.phase == "place" and len(s.grids[s.to_move]) >= 3)
            found = nodes(svg(s))
            for a in s.legal_actions():
                assert isinstance(a, Place)
                (node,) = nodes_of(s, a)
                assert node in found, node
                assert "may place here" in title(found[node])


def test_every_node_the_engine_names_is_drawn():
    """nodes_of(a) for every legal action (hand cards, cells, swaps) exists in the SVG."""
    for players in (1, 3):
        s = boardlab.new("ecosystem", players=players, seed=11)
        rng = random.Random(2)
        while not s.is_over:
            found = nodes(svg(s))
            for a in s.legal_actions():
                for node in nodes_of(s, a):
                    assert node in found, (str(a), node)
            s.apply(rng.choice(s.legal_actions()))


def test_cards_show_code_name_and_title():
    s = play_until(3, 2, lambda s: len(s.grids[0]) >= 4 and s.phase == "pick")
    found = nodes(svg(s))
    for (r, c), code in s.grids[0].items():
        el = found[f"0:{r},{c}"]
        texts = [t.text for t in el.iter(f"{NS}text")]
        assert code in texts
        assert title(el).startswith(f"seat 0, row {r} col {c}: ")


def test_hand_of_the_seat_to_move_is_shown_in_full_state_and_hidden_in_another_view():
    s = boardlab.new("ecosystem", players=3, seed=7)
    assert s.to_move == 0
    hand = set(s.hands[0])
    full = nodes(svg(s))
    assert {n for n in full if n.startswith("hand:")} == {f"hand:{c}" for c in hand}
    other = svg(s.view(1))
    assert not [n for n in nodes(other) if n.startswith("hand:")]
    assert "face-down" in other


def test_a_view_draws_nothing_the_viewer_cannot_know():
    """Two positions differing only in seat 0's hand and the deck draw the same for seat 1."""
    s = play_until(3, 7, lambda s: s.step == 3 and s.phase == "pick" and s.to_move == 0)
    pos = s.to_position()
    hand, deck = pos["hands"][0], pos["deck"]
    j = next(i for i, c in enumerate(deck) if c != hand[0])
    other = dict(pos, hands=[deck[j] + hand[1:]] + pos["hands"][1:],
                 deck=deck[:j] + hand[0] + deck[j + 1:])
    a = boardlab.from_position("ecosystem", pos)
    b = boardlab.from_position("ecosystem", other)
    assert svg(a) != svg(b)
    assert svg(a.view(1)) == svg(b.view(1))
    assert svg(a.view(2)) == svg(b.view(2))


def test_hidden_picks_stay_hidden_until_revealed():
    s = play_until(3, 4, lambda s: s.phase == "pick" and s.to_move == 2)
    assert s.picks[0] and s.picks[1]
    root = ET.fromstring(svg(s.view(1)))
    panels = {g.get("data-seat"): " ".join(t.text or "" for t in g.iter(f"{NS}text"))
              for g in root.iter(f"{NS}g") if g.get("data-seat")}
    assert "has chosen" in panels["0"] and "to place" not in panels["0"]
    assert "to place" in panels["1"]   # a seat knows its own choice


def test_output_is_deterministic():
    s = play_until(6, 3, lambda s: len(s.history) >= 150)
    text = svg(s)
    assert text == svg(s) == svg(s.copy()) == svg(boardlab.load(s.to_record()))
    assert svg(s.view(2)) == svg(s.copy().view(2))


def test_highlight_outlines_the_given_nodes():
    s = boardlab.new("ecosystem", players=3, seed=7)
    node = nodes_of(s, s.legal_actions()[0])[0]
    plain, lit = nodes(svg(s))[node], nodes(svg(s, highlight=[node]))[node]
    assert plain.find(f"{NS}rect").get("stroke") != lit.find(f"{NS}rect").get("stroke")


def test_end_of_game_shows_each_cards_points_and_each_total():
    s = finished(3, 3)
    text = svg(s)
    found = nodes(text)
    for seat, sheet in enumerate(s.score_sheets()):
        grid = s.grids[seat]
        r0 = min(r for r, _ in grid)
        c0 = min(c for _, c in grid)
        assert f"total {sheet.total}" in text
        for ev in sheet.events:
            if "cell" not in ev.data:
                continue
            r, c = ev.data["cell"]
            el = found[f"{seat}:{r + r0},{c + c0}"]
            texts = [t.text for t in el.iter(f"{NS}text")]
            assert str(ev.data["points"]) in texts, (seat, ev)
            assert ev.rule in title(el)
    assert "winner" in status(s)
    for w in s.winners():
        assert s.seat_name(w) in status(s)


def test_EC_8_3_final_drawing_has_no_hand_strip():
    """Once the game is over no hand is drawn: one line of text stands where the hand
    strip was, and the panels move up by the strip's height (84 px → 28 px)."""
    from boardlab.games.ecosystem import render as ecr

    s = finished(3, 3)
    before = play_until(3, 3, lambda st: len(st.history) == len(s.history) - 1)
    end, last = ET.fromstring(svg(s)), ET.fromstring(svg(before))
    assert not [n for n in nodes(svg(s)) if n.startswith("hand:")]
    assert not any("hand" in (t.text or "") for t in end.iter(f"{NS}text"))
    assert int(last.get("height")) - int(end.get("height")) == 84 - 28
    frame_y = lambda root: float(next(g for g in root.iter(f"{NS}g")  # noqa: E731
                                      if g.get("data-seat") == "0").find(f"{NS}rect").get("y"))
    assert frame_y(last) == ecr.TOP + 84 + ecr.GAP and frame_y(end) == ecr.TOP + 28 + ecr.GAP


def test_EC_6_point_badges_do_not_cover_the_card_letter():
    """At the end each grid card shows its points in a badge (top right); the card's
    letter (16 px bold, about 10 px wide) lies wholly left of the badge."""
    s = finished(3, 3)
    badges = 0
    for node, el in nodes(svg(s)).items():
        rects = [r for r in el.iter(f"{NS}rect") if r.get("class") != "bl-shape"]
        if not rects or ":" not in node or node.startswith("hand:"):
            continue
        letter = next(t for t in el.iter(f"{NS}text") if t.get("font-size") == "16")
        badge_x = float(rects[0].get("x"))
        assert float(letter.get("x")) + 0.35 * 16 < badge_x, (node, letter.get("x"), badge_x)
        badges += 1
    assert badges >= 10    # most of the 3 × 20 cards score and carry a badge


def test_two_player_neutral_hand_has_no_total():
    s = finished(2, 6)
    assert "EC-9.5" in svg(s)


def test_text_is_escaped():
    class Odd(Ecosystem):
        def seat_name(self, seat: int) -> str:
            return f"<b>seat & \"{seat}\"</b>"

    s = Odd(players=3, seed=1)
    text = svg(s)
    ET.fromstring(text)
    assert "<b>seat" not in text


def test_state_shows_itself_in_a_notebook():
    s = boardlab.new("ecosystem", players=3, seed=1)
    assert s._repr_svg_() == svg(s)


def test_matplotlib_draws_the_same_board_on_a_figure_axes():
    s = play_until(3, 2, lambda s: len(s.history) >= 30)
    fig = Figure(figsize=(8, 6))
    ax = fig.add_subplot()
    assert draw(s, ax) is ax
    labels = [t.get_text() for t in ax.texts]
    assert status(s) in labels
    for code in s.grids[0].values():
        assert code in labels
    assert len(ax.patches) >= sum(len(g) for g in s.grids)
    buf = io.BytesIO()
    fig.savefig(buf, format="png")
    assert buf.getvalue().startswith(b"\x89PNG")
    assert isinstance(figure(s), Figure)
    assert png(finished()).startswith(b"\x89PNG")


def test_EC_4_1_EC_5_6_ecosystem_drawings_show_grid_coordinates_and_each_preview_score():
    """Issue 13 item 5: every phase shows the grid coordinates along each grid and each
    player's preview score (EC-5.6: unofficial until the end)."""
    import random
    import re

    from boardlab.render import svg as draw
    s = boardlab.new("ecosystem", players=3, seed=2)
    rng = random.Random(1)
    seen = set()
    while not s.is_over:
        picture = draw(s)
        for seat, value in s.scores().items():
            assert f"preview {value}" in picture
        rows = {int(r) for r, _ in (k for g in range(3) for k in s.grid(g))}
        labels = set(map(int, re.findall(r'font-size="7" text-anchor="end" fill="#999999">(-?\d+)<', picture)))
        assert rows <= labels
        seen.add(s.phase)
        s.apply(rng.choice(s.legal_actions()))
    assert {"pick", "place"} <= seen and "preview" not in draw(s)


def test_svg_primitives_write_the_same_text_whether_kept_or_not():
    """``boardlab.svg`` keeps the text of elements it wrote (drawings repeat most of the
    last one); what it writes stays what it was given: ``0`` and ``-0``, ``3`` and ``3.0``,
    escaped content, long texts."""
    from boardlab import svg as primitives
    out: list[str] = []
    for x in (0.0, -0.0, 3, 3.0, 3, 0.0):
        primitives.text(out, x, 5, "a<b")
    assert [s.split('"')[1] for s in out] == ["0", "-0", "3", "3", "3", "0"]
    assert all(s.endswith(">a&lt;b</text>") for s in out)
    long = "x & y " * 100
    assert primitives.esc(long) == long.replace("&", "&amp;") and primitives.esc(7) == "7"


def test_EC_4_1_kept_grid_text_draws_what_a_fresh_drawing_draws_and_follows_every_move():
    """The renderer keeps the text of the grid cards and coordinates it wrote (a drawing
    repeats most cards of the last one at the same places).  Every move changes the
    drawing, and every drawing made with the kept text is the one written from scratch."""
    from boardlab import svg as primitives
    from boardlab.games.ecosystem import describe, render
    rng = random.Random(11)
    s = boardlab.new("ecosystem", players=5, seed=11)
    drawn = [(s.copy(), svg(s), svg(s.view(1)))]
    while not s.is_over:
        s.apply(rng.choice(s.legal_actions()))
        drawn.append((s.copy(), svg(s), svg(s.view(1))))
        assert drawn[-1][1] != drawn[-2][1]
    for kept in (render._placed, render._grid_title, render._grid_picture, render._legal_cell,
                 render._coordinates, describe._cards, describe._cell,
                 primitives._text, primitives._escaped):
        kept.cache_clear()
    for state, full, view in drawn:
        assert svg(state) == full and svg(state.view(1)) == view


def test_accessible_puts_title_and_desc_right_after_the_root_once():
    """``<title>`` and ``<desc>`` go right after the root ``<svg …>`` (a title the drawing has
    there is kept, else the game and whose turn), whatever comes before the root; a drawing
    with a ``<desc>`` there, or without a root, is left as it is."""
    from boardlab.render import accessible, description, status
    from boardlab.svg import esc
    s = boardlab.new("ecosystem", players=2, seed=1)
    desc = f"<desc>{esc(description(s))}</desc>"
    own = '<?xml version="1.0"?><svg a="1"><title>T</title><g/></svg>'
    once = accessible(s, own, status)
    assert once == f'<?xml version="1.0"?><svg a="1"><title>T</title>{desc}<g/></svg>'
    assert accessible(s, once, status) == once
    bare = accessible(s, "<svg><g/></svg>", status)
    assert bare == f"<svg><title>Ecosystem · {esc(status(s))}</title>{desc}<g/></svg>"
    assert accessible(s, bare, status) == bare
    assert accessible(s, "<g/>", status) == "<g/>"
