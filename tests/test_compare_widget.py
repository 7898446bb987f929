"""The Compare widget (issue 13, item 4): two boards side by side with the changed nodes
highlighted and the diff listed; one board with the last move's trail."""
from __future__ import annotations

import random

import pytest

import boardlab
from boardlab import render
from boardlab.games.ecosystem.components import NAME
from boardlab.widgets import Compare
from boardlab.widgets.compare import changed_nodes, node_drawings


def _urland_acting(seed: int = 3) -> boardlab.State:
    """An Urland game played (seeded) until an Ichto player may land Ichtos."""
    s = boardlab.new("urland", seed=seed)
    r = random.Random(0)
    while not any(str(a).startswith("land ") for a in s.legal_actions()):
        s.apply(r.choice(s.legal_actions()))
    return s


def _land(s: boardlab.State) -> boardlab.Action:
    return next(a for a in s.legal_actions() if str(a).startswith("land "))


def test_U_7_4_1_item4_compare_highlights_exactly_the_two_zones_of_a_landing():
    s = _urland_acting()
    a = _land(s)
    sea, land = render.nodes_of(s, a)         # "land S1 L1": from the sea zone to the land
    t = s.copy()
    t.apply(a)
    c = Compare(s, t)
    assert sorted(c.left.highlight) == sorted([sea, land])
    assert sorted(c.right.highlight) == sorted([sea, land])
    assert c.changed == sorted([sea, land])
    assert c.changes == list(boardlab.diff(s, t))
    assert "no change" not in c.changes_html.value
    assert c.left.svg == render.svg(s) and c.right.svg == render.svg(t)


def test_LC_5_1_item4_compare_a_new_expedition_changes_its_row_not_the_paths():
    s = boardlab.new("lost_cities", seed=7)
    a = next(x for x in s.legal_actions() if str(x).startswith("play "))
    card, row = render.nodes_of(s, a)          # ("hand:Y0", "row:0:Y")
    t = s.copy()
    t.apply(a)
    c = Compare(s, t)
    assert card in c.left.highlight and card not in c.right.highlight   # gone from the hand
    assert row in c.left.highlight and row in c.right.highlight
    # nothing else on the table changed: pawns, other rows, discard piles, draw pile
    table = [n for n in c.changed if not n.startswith("hand:")]
    assert table == [row]


def test_item4_compare_identical_positions_highlights_nothing():
    s = boardlab.new("el_dorado", seed=3)
    c = Compare(s, s.copy())
    assert c.changed == [] and c.left.highlight == [] and c.right.highlight == []
    assert c.changes == [] and "no change" in c.changes_html.value


def test_item4_changed_nodes_ignores_tooltips_only():
    a = '<svg xmlns="http://www.w3.org/2000/svg"><g data-node="x"><title>one</title><rect/></g>' \
        '<g data-node="y"><rect width="1"/></g><g data-node="z"/></svg>'
    b = '<svg xmlns="http://www.w3.org/2000/svg"><g data-node="x"><title>two</title><rect/></g>' \
        '<g data-node="y"><rect width="2"/></g><g data-node="w"/></svg>'
    assert changed_nodes(a, b) == (["y", "z"], ["y", "w"])
    assert set(node_drawings(a)) == {"x", "y", "z"}


def test_U_7_4_1_item4_trail_highlights_the_nodes_of_the_last_move():
    s = _urland_acting()
    a = _land(s)
    t = s.copy()
    t.apply(a)
    c = Compare(t)
    assert c.right is None
    assert sorted(c.left.highlight) == sorted(render.nodes_of(s, a))
    assert c.changes == list(boardlab.diff(s, t))
    assert str(a) in c.caption.value
    assert c.left.svg == render.svg(t)
    assert repr(c) == "Compare(urland, trail, changed=2)"


def test_item4_trail_of_a_new_game_is_empty():
    c = Compare(boardlab.new("lost_cities", seed=7))
    assert c.left.highlight == [] and c.changes == [] and "no move yet" in c.caption.value


def test_EC_3_2_item4_trail_seen_by_another_seat_tells_no_hidden_pick():
    """Seat 0 picks a card (hidden until all have picked, EC-3.2): seat 1's trail is what
    changed in seat 1's view only, and its SVG is seat 1's view."""
    s = boardlab.new("ecosystem", players=3, seed=7)
    a = s.legal_actions()[0]
    t = s.copy()
    t.apply(a)
    c = Compare(t, view=1)
    assert c.left.svg == render.svg(t.view(1))
    assert c.left.highlight == changed_nodes(render.svg(s.view(1)), render.svg(t.view(1)))[1]
    secret = NAME[str(a).split()[-1]]              # "deer"
    assert secret in " ".join(Compare(t).changes)  # the full state tells it …
    assert secret not in " ".join(c.changes) + c.caption.value   # … seat 1's view does not
    assert str(a) not in c.caption.value
    assert c.changes == list(boardlab.diff(s.view(1), t.view(1)))
    # the mover's own view does show the move's nodes
    own = Compare(t, view=0)
    assert own.left.highlight == [n for n in render.nodes_of(s, a) if n in own.left.nodes]


def test_item4_compare_views_of_one_seat():
    s = boardlab.new("lost_cities", seed=7)
    t = s.copy()
    t.apply(s.legal_actions()[0])
    c = Compare(s, t, view=1)
    assert c.left.svg == render.svg(s.view(1)) and c.right.svg == render.svg(t.view(1))
    mixed = Compare(s.view(1), t)                  # the full one is seen by seat 1 too
    assert mixed.right.svg == render.svg(t.view(1))
    with pytest.raises(boardlab.NotAllowed):
        Compare(s.view(0), t.view(1))


def test_item4_compare_refuses_bad_input():
    s = boardlab.new("lost_cities", seed=7)
    with pytest.raises(ValueError):
        Compare(s, boardlab.new("urland", seed=3))
    with pytest.raises(TypeError):
        Compare(s, s.to_position())  # type: ignore[arg-type]
    with pytest.raises(boardlab.NotAllowed):
        Compare(s.view(0))           # a view cannot take its move back
