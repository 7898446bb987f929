"""The SVG drawing of Lost Cities: The Board Game (games/lost_cities/render.py) and its
matplotlib twin: valid XML, every clickable node the engine names is drawn with a title,
paths / bridge / tiles / pawns / rows / piles / hand / VP, hidden information stays
hidden, deterministic text, round and final scoring."""
from __future__ import annotations

import io
import random
import re
import xml.etree.ElementTree as ET

import pytest
from matplotlib.figure import Figure

import boardlab
from boardlab.games.lost_cities import render as lcr
from boardlab.games.lost_cities import Draw, LostCities
from boardlab.games.lost_cities.data import LETTERS, TRACK_VALUES
from boardlab.render import click_action, click_refusal, draw, figure, nodes_of, png, status, svg
from boardlab.testing import drawn_nodes
from lc_positions import pawns, play_random, start

NS = "{http://www.w3.org/2000/svg}"


def nodes(text: str) -> dict[str, ET.Element]:
    """data-node id → element, checking the ids are unique."""
    out: dict[str, ET.Element] = {}
    for el in ET.fromstring(text).iter():
        node = el.get("data-node")
        if node is not None:
            assert node not in out, f"duplicate data-node {node!r}"
            out[node] = el
    return out


def title(el: ET.Element) -> str:
    t = el.find(f"{NS}title")
    assert t is not None and t.text, "every node has a <title> in plain words"
    return t.text


def texts(el: ET.Element) -> list[str]:
    return [t.text for t in el.iter(f"{NS}text") if t.text]


def at_phase(phase: str, players: int = 3, seed: int = 0, **options):
    """The first moment of a seeded random game in ``phase`` (trying a few seeds)."""
    for k in range(seed, seed + 40):
        s = play_random(players, k, until=lambda s: s.phase == phase, **options)
        if s.phase == phase:
            return s
    raise AssertionError(f"no {phase} phase found")


def city_bonus():
    """Seat 0 plays B10 with its leader already in the blue lost city (LC-5.7)."""
    s = start(players=3, pawns=[pawns(L="B9", E1="Y2"), pawns(), pawns()],
              rows=[{"B": [1, 2, 3, 4, 5, 6, 7, 8, 9], "Y": [0, 1]}, {}, {}],
              hands=["B10 W0 W9 W10 G9 G10 R9 R10", "Y2 Y3 B9 B10 G7 G8 R7 R8",
                     "Y4 Y5 B7 B8 W7 W8 G5 G6"])
    s.apply("play B10")
    assert s.phase == "city_bonus"
    return s


def sample_states() -> list:
    out = [boardlab.new("lost_cities", players=p, seed=1) for p in (2, 3, 4)]
    out += [play_random(p, 5, until=lambda s, k=k: len(s.history) >= k)
            for p in (2, 3, 4) for k in (9, 120, 400)]
    out += [at_phase(ph) for ph in ("pawn", "step_tile", "draw")] + [city_bonus()]
    out += [play_random(2, 4, rounds=1), play_random(4, 4),
            play_random(3, 2, descending_variant=True)]
    return out + [s.view(s.to_move or 0) for s in out] + [s.view(1) for s in out]


@pytest.mark.parametrize("state", sample_states(), ids=repr)
def test_svg_is_valid_xml_and_every_node_has_a_title(state):
    text = svg(state)
    root = ET.fromstring(text)
    assert root.tag == f"{NS}svg" and root.get("data-game") == "lost_cities"
    found = nodes(text)
    for el in found.values():
        title(el)
    # the fixed inventory: every seat's five rows and five pawns, five discards, the pile
    n = state.players
    expected = {f"row:{s}:{c}" for s in range(n) for c in LETTERS}
    expected |= {f"pawn:{s}:{p}" for s in range(n) for p in ("L", "E1", "E2", "E3", "E4")}
    expected |= {f"discard:{c}" for c in LETTERS} | {"pile"}
    assert expected <= set(found)
    assert set(found) - expected <= {n for n in found if n.startswith("hand:")}


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_node_the_engine_names_is_drawn_at_every_moment(players):
    """nodes_of(a) for every legal action, all through seeded games (full state and the
    view of the seat to move), is a data-node of the drawing (well-formed, no id twice:
    ``drawn_nodes``, half the cost of an ElementTree at hundreds of moments).  Slow (a few
    seconds a case): two drawings at every third moment of two whole games."""
    for seed in range(2):
        s = boardlab.new("lost_cities", players=players, seed=seed, rounds=1 if seed else 3)
        rng = random.Random(seed)
        moment = 0
        while not s.is_over:
            if moment % 3 == 0 or s.phase in ("pawn", "step_tile", "city_bonus"):
                for state in (s, s.view(s.to_move)):
                    found = set(drawn_nodes(svg(state)))
                    for a in state.legal_actions():
                        for node in nodes_of(state, a):
                            assert node in found, (str(a), node, s.phase)
            s.apply(rng.choice(s.legal_actions()))
            moment += 1


def test_paths_values_bridges_and_the_provisional_slot_caption():
    s = boardlab.new("lost_cities", players=3, seed=2)
    text = svg(s)
    root = ET.fromstring(text)
    values = texts(root)
    for v in TRACK_VALUES:
        label = f"+{v}" if v > 0 else f"−{-v}"
        assert values.count(label) == 5, label          # five paths
    assert values.count("lost city") == 1 and "bridge" in values
    titles = [t.text for t in root.iter(f"{NS}title")]
    assert sum("bridge between step 6 and step 7" in t for t in titles) == 5
    assert "tile-slot layout PROVISIONAL (LC-1.7, D-3)" in " ".join(values)
    assert "provisional" in root.find(f"{NS}title").text


def test_tiles_are_drawn_on_their_slots_and_taken_artifacts_leave_an_empty_slot():
    s = boardlab.new("lost_cities", players=3, seed=2)
    root = ET.fromstring(svg(s))
    titles = [t.text for t in root.iter(f"{NS}title")]
    words = {"ARTIFACT": "artifact tile", "STEP": "step tile", "VP5": "gains 5 VP",
             "VP10": "gains 10 VP", "VP15": "gains 15 VP"}
    for node in s.rules.slot_nodes:
        colour, step = lcr._colour(node // 9), node % 9 + 1
        tile = s.tile(f"{LETTERS[node // 9]}{step}")
        assert any(t.startswith(f"tile on {colour} step {step}: ") and words[tile] in t
                   for t in titles), (colour, step, tile)
    labels = texts(root)
    assert labels.count("artifact") == 9 and labels.count("step +1") == 9
    assert labels.count("5 VP") == 2 and labels.count("10 VP") == 3 and labels.count("15 VP") == 2
    # an artifact taken (LC-7.2): its slot is drawn empty
    g = play_random(3, 1, until=lambda s: sum(s.artifacts) >= 1)
    root = ET.fromstring(svg(g))
    assert texts(root).count("artifact") == 9 - sum(g.artifacts)
    assert sum("empty slot" in (t.text or "") for t in root.iter(f"{NS}title")) == sum(g.artifacts)


def test_a_custom_slot_layout_is_drawn():
    slots = {"YELLOW": [1, 2, 3, 4, 5], "BLUE": [1, 2, 3, 4, 5], "WHITE": [5, 6, 7, 8, 9],
             "GREEN": [5, 6, 7, 8, 9], "RED": [1, 3, 5, 7, 9]}
    s = boardlab.new("lost_cities", players=2, seed=3, slots=slots)
    titles = [t.text for t in ET.fromstring(svg(s)).iter(f"{NS}title")]
    for colour, steps in slots.items():
        for step in range(1, 10):
            hit = any(t.startswith(f"tile on {colour.lower()} step {step}: ") for t in titles)
            assert hit == (step in steps), (colour, step)


def test_pawns_stand_on_their_steps_in_their_players_colour_the_leader_larger():
    s = play_random(4, 3, until=lambda s: len(s.history) >= 200)
    found = nodes(svg(s))
    for seat in range(4):
        for pid in ("L", "E1", "E2", "E3", "E4"):
            el = found[f"pawn:{seat}:{pid}"]
            circle = el.find(f"{NS}circle")
            assert circle.get("fill") == lcr.SEAT_COLOURS[seat]
            assert float(circle.get("r")) == (8 if pid == "L" else 5.5)
            assert ("L" if pid == "L" else pid[1]) in texts(el)
            at = s.pawn(seat, pid)
            if at is None:
                assert "in the camp" in title(el)
                assert float(circle.get("cx")) < lcr.CAMP_X + lcr.CAMP_W
                continue
            col, step = LETTERS.index(at[0]), int(at[1:])
            x, y = lcr._step_x(step), lcr._path_y(col)
            assert x <= float(circle.get("cx")) <= x + lcr.STEP_W, (seat, pid, at)
            assert y <= float(circle.get("cy")) <= y + lcr.STEP_H
            assert f"{lcr._colour(col)} step {step}" in title(el)
            if pid == "L":
                assert "counts double" in title(el)


def test_rows_show_the_cards_in_order_and_which_pawn_leads_them():
    s = start(players=2, pawns=[pawns(E1="B2", L="R1"), pawns(E2="Y1")],
              rows=[{"B": [2, 5], "R": [7]}, {"Y": [0]}],
              hands=["B6 B9 Y1 W9 W10 G9 G10 G3", "Y2 Y3 B9 B10 G7 G8 R7 R8"])
    found = nodes(svg(s))
    blue = found["row:0:B"]
    assert "2 5" in texts(blue) and "E1 on step 2 · −15" in texts(blue)
    assert "2, 5" in title(blue) and "≥ 5" in title(blue) and "LC-5.5" in title(blue)
    assert "L on step 1 · −40" in texts(found["row:0:R"])          # the leader doubles
    assert "none yet" in title(found["row:0:W"])
    assert "seat 1's yellow row: 0" in title(found["row:1:Y"])


def test_discard_piles_show_the_top_card_and_count_and_the_pile_its_count():
    s = start(players=3, discards={"W": [2, 6], "R": [4]})
    found = nodes(svg(s))
    white = found["discard:W"]
    assert "6" in texts(white) and "top W6, 2 cards" in title(white)
    assert "top R4, 1 card " in title(found["discard:R"])
    assert "empty" in title(found["discard:B"])
    left = len(s.draw_pile)
    assert str(left) in texts(found["pile"]) and f"{left} face-down cards" in title(found["pile"])


def test_hand_of_the_seat_to_move_in_full_state_and_only_the_viewers_hand_in_a_view():
    s = boardlab.new("lost_cities", players=3, seed=7)
    assert s.to_move == 0
    full = nodes(svg(s))
    assert {n for n in full if n.startswith("hand:")} == {f"hand:{c}" for c in s.hand(0)}
    assert {n for n in nodes(svg(s.view(0))) if n.startswith("hand:")} == \
           {f"hand:{c}" for c in s.hand(0)}
    other = svg(s.view(1))
    assert not [n for n in nodes(other) if n.startswith("hand:")]
    assert "face down" in other and "your hand — seat 1 (8 cards)" in other
    # seat 1 sees its own cards face up (not clickable: not its turn)
    root = ET.fromstring(other)
    shown = [t.text for t in root.iter(f"{NS}title")
             if t.text and re.match(r"[YBWGR]\d+: ", t.text)]
    assert sorted(t.split(":")[0] for t in shown) == sorted(set(s.hand(1)))


def test_two_copies_of_a_card_are_one_node_with_a_badge():
    s = start(players=3, hands=["Y0 Y0 W9 W10 G9 G10 R9 R10", "Y2 Y3 B9 B10 G7 G8 R7 R8",
                                "Y4 Y5 B7 B8 W7 W8 G5 G6"])
    el = nodes(svg(s))["hand:Y0"]
    assert "×2" in texts(el) and "×2" in title(el)


def test_a_view_draws_nothing_the_viewer_cannot_know():
    """Positions differing only in seat 0's hand, the draw pile and the cards under the
    top of a discard pile draw the same for seat 1 (LC-14.1)."""
    s = play_random(3, 7, until=lambda s: len(s.history) >= 60 and s.phase == "play"
                    and s.to_move == 0 and any(len(p) >= 2 for p in s.discards))
    pos = s.to_position()
    hand = pos["hands"][0].split()
    pile = pos["draw_pile"].split()
    j = next(i for i, c in enumerate(pile) if c != hand[0])
    other = dict(pos, hands=[" ".join([pile[j]] + hand[1:])] + pos["hands"][1:],
                 draw_pile=" ".join(pile[:j] + [hand[0]] + pile[j + 1:]))
    a = boardlab.from_position("lost_cities", pos)
    b = boardlab.from_position("lost_cities", other)
    assert svg(a) != svg(b)
    assert svg(a.view(1)) == svg(b.view(1)) and svg(a.view(2)) == svg(b.view(2))
    # the cards under a discard pile's top
    letter = next(k for k, v in pos["discards"].items() if len(v) >= 2)
    under = pos["discards"][letter]
    swap = next((v for v in range(11) if v != under[0] and f"{letter}{v}" in pile), None)
    if swap is not None:
        k = pile.index(f"{letter}{swap}")
        third = dict(pos, discards={**pos["discards"], letter: [swap] + under[1:]},
                     draw_pile=" ".join(pile[:k] + [f"{letter}{under[0]}"] + pile[k + 1:]))
        c = boardlab.from_position("lost_cities", third)
        assert svg(c.view(1)) == svg(a.view(1))


def test_secret_vp_hides_the_others_vp_in_a_view():
    s = play_random(3, 1, until=lambda s: s.round == 2 and len(s.history) > 40, secret_vp=True)
    assert "VP ? (hidden" in svg(s.view(1)) and "VP ?" not in svg(s)
    root = ET.fromstring(svg(s.view(1)))
    panels = {g.get("data-seat"): " ".join(texts(g)) for g in root.iter(f"{NS}g")
              if g.get("data-seat")}
    assert "R1 " in panels["0"] and "→" not in panels["0"] and "→" not in panels["2"]
    # the public log carries no running totals under secret VP; a seat sees its own VP
    assert "R1 " in panels["1"] and f"{s.vp[1]} VP" in panels["1"]


def test_output_is_deterministic():
    s = play_random(4, 3, until=lambda s: len(s.history) >= 300)
    text = svg(s)
    assert text == svg(s) == svg(s.copy()) == svg(boardlab.load(s.to_record()))
    assert svg(s.view(2)) == svg(s.copy().view(2))


def test_highlight_outlines_the_given_nodes():
    s = boardlab.new("lost_cities", players=3, seed=7)
    for a in s.legal_actions()[:2] + [Draw()]:
        for node in nodes_of(s, a):
            plain, lit = nodes(svg(s))[node], nodes(svg(s, highlight=[node]))[node]
            shape = f"{NS}rect" if plain.find(f"{NS}rect") is not None else f"{NS}circle"
            assert plain.find(shape).get("stroke") != lit.find(shape).get("stroke") == lcr.HL
    s = at_phase("pawn")
    node = nodes_of(s, s.legal_actions()[0])[0]
    assert nodes(svg(s, highlight=[node]))[node].find(f"{NS}circle").get("stroke") == lcr.HL


def test_status_names_the_round_whose_turn_and_the_phase():
    s = boardlab.new("lost_cities", players=3, seed=7)
    assert status(s) == ("Lost Cities · round 1 of 3 · seat 0 to play or discard a card "
                         "(LC-4.1, LC-5)")
    assert "short game (1 round)" in status(boardlab.new("lost_cities", players=2, rounds=1))
    p = at_phase("pawn")
    assert "LC-5.3" in status(p) and lcr._colour(p.pending) in status(p)
    assert "LC-7.4" in status(at_phase("step_tile"))
    assert "LC-5.7" in status(city_bonus())
    assert "LC-5.9" in status(at_phase("draw"))
    assert status(s) in svg(s)


def test_round_scoring_appears_after_each_round():
    s = play_random(3, 4, until=lambda s: s.round == 2)
    found = ET.fromstring(svg(s))
    lines = [e for e in s.log if e.rule == "LC-9.1"]
    assert len(lines) == 3
    for ev in lines:
        seat, result = ev.data["seat"], ev.data["result"]
        panel = next(g for g in found.iter(f"{NS}g") if g.get("data-seat") == str(seat))
        label = f"+{result}" if result > 0 else f"−{-result}" if result < 0 else "0"
        assert any(f"R1 {label} → {ev.data['vp']}" in t for t in texts(panel)), (seat, label)


@pytest.mark.parametrize("rounds", [1, 3])
def test_end_of_game_shows_rounds_artifacts_totals_and_the_winner(rounds):
    s = play_random(3, 6, rounds=rounds)
    assert s.is_over
    text = svg(s)
    root = ET.fromstring(text)
    assert "Final scoring" in text and "LC-11.2" in text
    for seat in range(3):
        panel = next(g for g in root.iter(f"{NS}g") if g.get("data-seat") == str(seat))
        words = " ".join(texts(panel))
        assert f"{s.vp[seat]} VP" in words
        assert f"R{rounds} " in words and ("R2 " in words) == (rounds == 3)
        chips = s.chips[seat]
        assert f"{chips} chip{'' if chips == 1 else 's'} " in words
        assert f"→ {s.vp[seat]} VP" in words
        assert ("★ winner" in words) == (seat in s.winners())
    assert "Game over" in status(s) and "winner" in status(s)
    for w in s.winners():
        assert s.seat_name(w) in status(s)
    end = svg(s.view(0))                  # a view of the end: the scoring, no hand to click
    assert "Final scoring" in end and not [n for n in nodes(end) if n.startswith("hand:")]
    pos = s.to_position()                 # seats 1 and 2 trade a card: seat 0 sees no change
    h1, h2 = pos["hands"][1].split(), pos["hands"][2].split()
    j = next(i for i, c in enumerate(h2) if c != h1[0])
    traded = dict(pos, hands=[pos["hands"][0], " ".join([h2[j]] + h1[1:]),
                              " ".join(h2[:j] + [h1[0]] + h2[j + 1:])])
    a, b = (boardlab.from_position("lost_cities", p) for p in (pos, traded))
    assert a.hands[1] != b.hands[1] and svg(a.view(0)) == svg(b.view(0))


def test_LC_11_2_final_scoring_fits_its_panel_after_three_rounds():
    """After 3 rounds a panel has two scoring lines: the rounds (LC-9.1) and the end
    (LC-11.2), each below the last row, inside the frame, and no wider than the panel
    (at 0.62 em a character; one line of all four overflowed it)."""
    s = play_random(3, 6, rounds=3)
    root = ET.fromstring(svg(s))
    for seat in range(3):
        panel = next(g for g in root.iter(f"{NS}g") if g.get("data-seat") == str(seat))
        frame = panel.find(f"{NS}rect")
        px, py = float(frame.get("x")), float(frame.get("y"))
        lines = [t for t in panel.iter(f"{NS}text")
                 if t.text and t.text.startswith(("scoring: ", "final: "))]
        assert [t.text.split(":")[0] for t in lines] == ["scoring", "final"]
        assert lines[0].text.count(" · ") == 2 and "R3 " in lines[0].text
        assert f"→ {s.vp[seat]} VP" in lines[1].text
        for t in lines:
            size = float(t.get("font-size"))
            assert float(t.get("x")) + 0.62 * size * len(t.text) <= px + lcr.PW
            last_row_bottom = py + 46 + 4 * lcr.ROW_PITCH + lcr.ROW_H
            assert last_row_bottom + 0.75 * size <= float(t.get("y")) <= py + lcr.PH - 4


def test_text_is_escaped():
    class Odd(LostCities):
        def seat_name(self, seat: int) -> str:
            return f"<b>seat & \"{seat}\"</b>"

    s = Odd(players=3, seed=1)
    text = svg(s)
    ET.fromstring(text)
    assert "<b>seat" not in text


def test_state_shows_itself_in_a_notebook():
    s = boardlab.new("lost_cities", players=3, seed=1)
    assert s._repr_svg_() == svg(s)


def test_click_sequences_name_actions_or_a_refusal():
    s = start(players=2, pawns=[pawns(E1="B1"), pawns()], rows=[{"B": [5]}, {}],
              hands=["B3 B9 Y0 Y1 W9 W10 G9 G10", "Y2 Y3 B9 B10 G7 G8 R7 R8"])
    assert click_action(s, ["hand:B3", "row:0:B"]) == "play B3"
    assert click_action(s, ["row:0:B", "hand:B9"]) == "play B9"
    assert click_action(s, ["hand:B3", "discard:B"]) == "discard B3"
    assert click_action(s, ["pile"]) == "draw"
    assert click_action(s, ["pawn:0:L"]) == "pawn L"
    assert click_action(s, ["row:0:B"]) == "play B9"               # the best blue card there
    assert click_action(s, ["hand:B3", "row:1:B"]) is None
    assert click_refusal(s, ["hand:B3", "row:1:B"])[0] == "LC-5.2"
    assert click_refusal(s, ["hand:B3", "row:0:Y"])[0] == "LC-5.2"
    assert click_refusal(s, ["hand:B3", "discard:Y"])[0] == "LC-5.8"
    assert click_refusal(s, ["row:0:R"]) == ("LC-5.1", "seat 0 holds no red card to play on the "
                                                       "red row")
    assert click_refusal(s, ["pawn:1:L"])[0] == "LC-7.4"
    assert click_refusal(s, ["hand:B3", "hand:B9"]) is None           # a fresh start
    s.apply("discard B3")
    assert click_action(s, ["discard:B"]) == "take B"
    assert click_action(s, ["hand:B9"]) == "play B9"
    assert click_refusal(s, ["row:0:B"])[0] == "LC-4.1"


def test_matplotlib_draws_the_same_board_on_a_figure_axes():
    s = play_random(4, 2, until=lambda s: len(s.history) >= 150)
    fig = Figure(figsize=(10, 10))
    ax = fig.add_subplot()
    assert draw(s, ax) is ax
    labels = [t.get_text() for t in ax.texts]
    assert status(s) in labels
    assert "+50" in labels and "lost city" in labels
    hand = s.hands[s.to_move]
    for c in set(hand):
        assert str(c % 11) in labels
    assert len(ax.patches) >= 45 + 20 + 20        # steps, pawns (circles), rows
    assert len(ax.lines) >= 5 * 5                 # the bridges' planks and rails
    buf = io.BytesIO()
    fig.savefig(buf, format="png")
    assert buf.getvalue().startswith(b"\x89PNG")
    assert isinstance(figure(s), Figure)
    assert png(play_random(2, 1, rounds=1)).startswith(b"\x89PNG")
