"""El Dorado as text you can play from: ``print(state)`` draws the route as hex rows
(ED-13), ``describe`` says the terrain ahead of each pawn and the next barrier."""
from __future__ import annotations

import boardlab
from boardlab.games.el_dorado.position import setup_position


def test_ED_13_1_print_draws_the_route_as_hex_rows():
    s = boardlab.new("el_dorado", seed=1)
    text = str(s)
    rows = [line for line in text.splitlines() if line[:4].strip().lstrip("-").isdigit()]
    r = s.route
    assert len(rows) == len({rr for _, rr in r.cells})            # one line per hex row
    cells = sum(len(line[5:].split()) for line in rows)
    assert cells == len(r.cells)                                   # every hex drawn once
    bottom = rows[-1].split()
    assert bottom[0] == "3" and bottom[1:] == ["@0", "@1", "@2", "@3"]   # ED-2.5 start spaces
    assert "E1" in text and "^^" in text and "()" in text


def test_ED_6_1_the_map_marks_each_standing_barrier_and_forgets_a_cleared_one():
    s = boardlab.new("el_dorado", seed=1)
    b = s.barrier_at[0]
    assert f"| barrier {b} (" in str(s)
    p = s.to_position()
    p["won"][0], p["barriers"][0] = [b], None
    t = boardlab.from_position("el_dorado", p)
    assert f"| barrier {b} (" not in str(t)


def test_ED_12_1_the_map_counts_the_tokens_on_each_cave():
    s = boardlab.new("el_dorado", seed=1, caves=True)
    assert "(4" in str(s)


def test_ED_4_3_describe_says_the_terrain_ahead_and_the_next_barrier():
    p = setup_position(players=2, seed=1)
    s = boardlab.from_position("el_dorado", p)
    said = s.describe()
    assert "ahead: machete 1 at -3,2, machete 1 at -2,2" in said
    b = s.barrier_at[0]
    assert f"next barrier: barrier {b} (" in said and "hexes on" in said
