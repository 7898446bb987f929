"""The SVG drawing of El Dorado (games/el_dorado/render.py) and its clicks (games/el_dorado/ui.py):
valid XML with every hex a clickable node, barriers on their seams and gone once taken,
the market and reserve, the piles, the transcription caption, hidden hands stay hidden,
deterministic text, fast enough, and every clickable legal move round-trips through its
clicks with no sequence a prefix of another."""
from __future__ import annotations

import random
import timeit
import xml.etree.ElementTree as ET

import pytest

import boardlab
from boardlab.games.el_dorado import ElDorado, render, ui
from boardlab.games.el_dorado.beyond import clear_passed
from boardlab.games.el_dorado.board import route
from boardlab.games.el_dorado.data import BARRIERS, CARD_TYPES
from boardlab.games.el_dorado.position import setup_position
from boardlab.render import click_action, draw, status, svg
from boardlab.testing import drawn_nodes

NS = "{http://www.w3.org/2000/svg}"
BARRIER = {b.id: b for b in BARRIERS}


def nodes(text: str) -> dict[str, ET.Element]:
    """data-node id → element, checking the ids are unique."""
    out: dict[str, ET.Element] = {}
    for el in ET.fromstring(text).iter():
        node = el.get("data-node")
        if node is not None:
            assert node not in out, f"duplicate data-node {node!r}"
            out[node] = el
    return out


def texts(el: ET.Element) -> list[str]:
    return [t.text for t in el.iter(f"{NS}text") if t.text]


def title(el: ET.Element) -> str:
    t = el.find(f"{NS}title")
    assert t is not None and t.text
    return t.text


def played(players: int, seed: int, moves: int, **kw) -> ElDorado:
    s = boardlab.new("el_dorado", players=players, seed=seed, **kw)
    r = random.Random(seed)
    for _ in range(moves):
        if s.is_over:
            break
        s.apply(r.choice(s.legal_actions()))
    return s


# ------------------------------------------------------------------ drawing
@pytest.mark.parametrize("players,seed,moves,kw", [
    (4, 1, 0, {}), (2, 2, 60, {}), (3, 3, 200, {"route": "HillsOfGold"}),
    (4, 4, 150, {"route": "Swamplands", "caves": True}), (4, 5, 2000, {"route": "HomeStretch"})])
def test_ED_13_2_svg_is_xml_with_every_hex_a_titled_node(players, seed, moves, kw):
    s = played(players, seed, moves, **kw)
    for state in (s, s.view(0)):
        found = nodes(svg(state))
        hexes = {n for n in found if n.startswith("hex:")}
        assert hexes == {f"hex:{q},{r}" for q, r in s.route.cells}
        for n in hexes:
            assert title(found[n]).startswith(n[4:] + ":")


def test_ED_13_2_start_finish_and_terrain_are_told_in_the_titles():
    s = boardlab.new("el_dorado", players=4, seed=1)
    found = nodes(svg(s))
    r = s.route
    for n, i in enumerate(r.start_spaces, 1):
        q, rr = r.cells[i]
        assert f"start space {n}" in title(found[f"hex:{q},{rr}"])
        assert str(n) in texts(found[f"hex:{q},{rr}"])
    for i in r.finish_spaces:
        q, rr = r.cells[i]
        assert "El Dorado" in title(found[f"hex:{q},{rr}"]) and "ED" in texts(found[f"hex:{q},{rr}"])
    for i, t in enumerate(r.terrain):
        q, rr = r.cells[i]
        if t in ("machete", "paddle", "coin"):
            assert title(found[f"hex:{q},{rr}"]) == f"{q},{rr}: {t} {r.strength[i]} (ED-4.3)" or r.finish[i]
            assert str(r.strength[i]) in texts(found[f"hex:{q},{rr}"])
    # pawns: one circle per seat in its colour on its start hex (ED-2.5)
    for seat in range(4):
        h = s.pawn_hexes(seat)[0]
        el = found[f"hex:{h}"]
        fills = [c.get("fill") for c in el.iter(f"{NS}circle")]
        assert render.SEAT_FILL[seat][0] in fills


def test_ED_13_5_the_caption_names_the_route_and_says_its_data_is_a_transcription():
    for name in ("FirstGame", "WitchCauldron"):
        text = svg(boardlab.new("el_dorado", players=3, seed=1, route=name))
        all_text = " ".join(texts(ET.fromstring(text)))
        assert f"route {name}" in all_text and "transcription (ED-13.5)" in all_text
        assert route(name).provenance.split()[0] in all_text


def _seam_lines(el: ET.Element) -> int:
    return sum(1 for _ in el.iter(f"{NS}line"))


def test_ED_6_1_barriers_drawn_on_their_seams_with_their_requirement_then_gone():
    p = setup_position(4, 3)
    s = ElDorado.from_position(p)
    found = nodes(svg(s))
    for seam, b in enumerate(s.barriers()):
        el = found[f"barrier:{b}"]
        assert _seam_lines(el) == len(s.route.seams[seam].edges)
        assert f"{b}: {BARRIER[b].symbol} {BARRIER[b].strength}" in texts(el)
    first = p["barriers"][0]
    p["barriers"][0] = None
    p["won"][1] = [first]
    t = ElDorado.from_position(p)
    found = nodes(svg(t))
    assert f"barrier:{first}" not in found
    assert {n for n in found if n.startswith("barrier:")} == {f"barrier:{b}" for b in p["barriers"] if b}
    row = next(el for el in ET.fromstring(svg(t)).iter() if el.get("data-seat") == "1")
    assert any(f"barriers taken (ED-6.2): {first} ({BARRIER[first].symbol}" in x for x in texts(row))


def test_ED_6_2_a_barrier_cleared_in_play_disappears_from_the_drawing():
    for seed in range(40):
        s = boardlab.new("el_dorado", players=2, seed=seed)
        r = random.Random(seed)
        while not s.is_over and all(b is not None for b in s.barriers()):
            before = svg(s)
            s.apply(r.choice(s.legal_actions()))
        if s.is_over:
            continue
        was = {n for n in nodes(before) if n.startswith("barrier:")}
        now = {n for n in nodes(svg(s)) if n.startswith("barrier:")}
        assert len(was - now) == 1 and now < was
        gone = int(next(iter(was - now))[8:])
        assert gone in [x for seat in range(2) for x in s.barriers_won(seat)]
        assert gone not in s.barriers()
        return
    raise AssertionError("no barrier cleared in 40 random games")


def test_ED_7_4_market_slots_and_reserve_are_clickable_with_copies_and_cost():
    p = setup_position(4, 3)
    p["market"][2] = None                       # photographer sold out: an empty slot
    del p["reserve"]["native"]
    p["reserve"]["pioneer"] = 1
    s = ElDorado.from_position(p)
    text = svg(s)
    found = nodes(text)
    market = {n for n in found if n.startswith("market:")}
    assert market == {f"market:{t}" for t, _ in [x for x in s.market() if x] + s.reserve_cards()}
    assert "market:photographer" not in market and "market:native" not in market
    assert "empty slot" in texts(ET.fromstring(text))
    scout = found["market:scout"]
    assert "×3" in texts(scout) and f"cost {CARD_TYPES['scout'].cost}" in " ".join(texts(scout))
    assert "×1" in texts(found["market:pioneer"])
    assert "a slot is empty, so it may be bought" in " ".join(texts(ET.fromstring(text)))


def test_ED_9_1_each_seat_shows_hand_size_draw_and_discard_piles_and_barriers():
    s = played(3, 7, 80)
    root = ET.fromstring(svg(s))
    rows = {int(el.get("data-seat")): " ".join(texts(el)) for el in root.iter() if el.get("data-seat")}
    assert sorted(rows) == [0, 1, 2]
    for seat, line in rows.items():
        disc = s.discard_pile(seat)
        assert (f"hand {len(s.hand(seat))} · draw pile {s.draw_pile_size(seat)} · "
                f"discard pile {len(disc)}") in line
        if disc:
            assert f"(top: {CARD_TYPES[disc[-1]].name_en})" in line


def test_ED_9_2_the_hand_of_the_seat_to_move_is_one_node_per_card_type_with_a_count():
    p = setup_position(4, 3)
    s = ElDorado.from_position(p)
    found = nodes(svg(s))
    cards = {n for n in found if n.startswith("card:")}
    assert cards == {f"card:{c}" for c in s.hand(0)}
    assert "×2" in texts(found["card:explorer"])           # explorer, explorer, traveler, traveler
    v = s.view(1)                                           # another seat's view: its own hand, not clickable
    assert not {n for n in nodes(svg(v)) if n.startswith("card:")}
    assert "your hand (4 cards)" in texts(ET.fromstring(svg(v)))


def test_ED_2_4_a_view_shows_no_hidden_hand_or_draw_pile_of_another():
    a = setup_position(4, 3)
    b = setup_position(4, 3)
    b["hands"][1], b["draw_piles"][1] = b["draw_piles"][1], b["hands"][1]   # seat 1's hidden cards differ
    sa, sb = ElDorado.from_position(a), ElDorado.from_position(b)
    assert sorted(sa.hand(1)) != sorted(sb.hand(1))
    assert svg(sa) == svg(sb)                       # seat 0 to move: only its hand is drawn
    assert svg(sa.view(1)) != svg(sb.view(1))
    for seat in (0, 2, 3):
        assert svg(sa.view(seat)) == svg(sb.view(seat))
    for s in (sa, sb):                              # seat 1 to move: the full state shows its hand
        s.apply("end")
        while s.to_move == 0:
            s.apply(s.legal_actions()[-1])
    assert svg(sa) != svg(sb)
    assert svg(sa.view(0)) == svg(sb.view(0))


def test_highlight_outlines_the_given_nodes():
    s = boardlab.new("el_dorado", players=4, seed=2)
    b = s.barriers()[0]
    plain, lit = svg(s), svg(s, highlight=("hex:0,0", "card:explorer", "market:scout", f"barrier:{b}"))
    assert "#d6336c" not in plain and plain != lit
    assert lit.count('stroke="#d6336c"') == 3 + len(s.route.seams[0].edges)


def test_status_names_round_seat_and_decision():
    s = boardlab.new("el_dorado", players=3, seed=2)
    assert status(s) == "El Dorado · round 1 · seat 0 (red) plays cards, buys or ends phase 1 (ED-3.1)"
    s.apply(next(a for a in s.legal_actions() if str(a).startswith("move")))
    if s.phase == "move":
        assert "left — step, clear or stop (ED-4.4)" in status(s)
    t = played(2, 3, 20000)
    assert t.is_over and status(t).startswith("El Dorado · game over")


def test_svg_and_status_are_deterministic_and_draw_with_matplotlib():
    a, b = played(4, 4, 300, caves=True), played(4, 4, 300, caves=True)
    assert svg(a) == svg(b) and status(a) == status(b)
    from matplotlib.figure import Figure
    ax = Figure().add_subplot()
    draw(a, ax)
    assert len(ax.patches) > len(a.route.cells)


def test_ED_13_2_svg_is_fast_enough_on_the_largest_route_for_a_4_player_mid_game():
    s = played(4, 1, 150, route="HillsOfGold")
    assert len(s.route.cells) == 225 and not s.is_over
    render.svg(s)
    per = min(timeit.repeat(lambda: render.svg(s), number=50, repeat=5)) / 50
    assert per < 0.005                                         # brief: ≤ 1 ms median; slack for CI


# ------------------------------------------------------------------ clicks
@pytest.mark.parametrize("players,kw", [(2, {}), (3, {}), (4, {}), (2, {"caves": True}),
                                        (4, {"caves": True, "route": "HillsOfGold"}),
                                        (3, {"route": "Serpentine", "caves": True})])
@pytest.mark.slow
def test_ED_3_1_every_clickable_move_round_trips_and_no_click_sequence_is_a_prefix(players, kw):
    """Two whole games per case: every clicked node is drawn (the drawing well-formed, no id
    twice: ``drawn_nodes``, half the cost of an ElementTree at every moment).  Slow (up to
    4 s a case): every legal action's clicks at every moment of two 15-round games."""
    clicked = 0
    for seed in range(2):
        s = boardlab.new("el_dorado", players=players, seed=seed, round_limit=15, **kw)
        r = random.Random(seed)
        drawn = set(drawn_nodes(svg(s)))
        while not s.is_over:
            seqs: dict = {}
            for a in s.legal_actions():
                ns = ui.nodes_of(s, a)
                if ns:
                    assert len(set(ns)) == len(ns), (a, ns)          # a second click unselects
                    assert ui.action_for(s, ns) == str(a), (a, ns)
                    assert ns not in seqs, (a, seqs.get(ns))
                    assert set(ns) <= set(drawn), (a, ns)            # every node is drawn
                    seqs[ns] = a
                    clicked += 1
            for ns in seqs:
                assert all(ns[:k] not in seqs for k in range(1, len(ns))), ns
            s.apply(r.choice(s.legal_actions()))
            drawn = set(drawn_nodes(svg(s)))
    assert clicked > 100


def test_ED_8_1_a_white_card_is_clicked_only_when_one_declaration_is_legal():
    p = setup_position(4, 3)
    p["hands"][0] = ["explorer", "jack_of_all_trades", "traveler", "traveler"]
    p["draw_piles"][0] = ["explorer", "explorer", "traveler", "traveler", "sailor"]
    p["market"][4] = ["jack_of_all_trades", 2]
    s = ElDorado.from_position(p)
    decl = [a for a in s.legal_actions() if str(a).startswith("move jack_of_all_trades")]
    assert [str(a) for a in decl] == ["move jack_of_all_trades as machete"]   # from the start space
    assert ui.nodes_of(s, decl[0]) == ("card:jack_of_all_trades",)
    assert click_action(s, ["card:jack_of_all_trades"]) == "move jack_of_all_trades as machete"
    r = s.route                          # a hex next to machete 1, paddle 1 and coin 1: three declarations
    mixed = next(i for i, t in enumerate(r.terrain) if t in ("machete", "paddle", "coin") and
                 {(r.terrain[j], r.strength[j]) for j in r.adjacency[i]} >= {("machete", 1), ("paddle", 1), ("coin", 1)})
    p["pawns"][0] = [s.hex_name(mixed)]
    s = ElDorado.from_position(clear_passed(p))       # the barriers it is beyond: taken (ED-6.2)
    decl = [a for a in s.legal_actions() if str(a).startswith("move jack_of_all_trades")]
    assert len(decl) >= 2                # (a barrier or a pawn may block one of them)
    assert all(ui.nodes_of(s, a) == () for a in decl)
    assert click_action(s, ["card:jack_of_all_trades"]) is None
    assert ui.refusal(s, ["card:jack_of_all_trades"])[0] == "ED-8.1"


def test_refusals_cite_rules():
    s = boardlab.new("el_dorado", players=4, seed=2)
    plain = next(f"hex:{q},{r}" for i, (q, r) in enumerate(s.route.cells) if s.route.terrain[i] == "machete")
    assert click_action(s, [plain]) is None and ui.refusal(s, [plain])[0] == "ED-4.2"
    s.apply(next(a for a in s.legal_actions() if str(a).startswith("move")))
    if s.phase == "move":
        assert ui.refusal(s, ["market:scout"])[0] == "ED-4.4"
        assert click_action(s, [plain]) == f"step {plain[4:]}"
    two = boardlab.new("el_dorado", players=2, seed=2)
    assert ui.refusal(two, ["hex:0,0"])[0] == "ED-11.3"
    assert click_action(two, ["card:explorer"]) is None
    p1 = two.pawn_hexes(0)[1]
    assert click_action(two, ["card:explorer", f"hex:{p1}"]) == "move explorer pawn 2"


def test_ED_4_3_play_by_clicks_in_the_widget():
    from boardlab.widgets import Play
    p = Play(boardlab.new("el_dorado", players=4, seed=2))
    s = p.state
    assert any(n.startswith("card:") for n in p.board.highlight)
    kinds: set[str] = set()
    for _ in range(80):
        if s.is_over:
            break
        acts = [a for a in s.legal_actions() if ui.nodes_of(s, a)]
        if not acts:
            assert p.apply(s.legal_actions()[-1])             # stop / end / keep: the move list
            continue
        pick = [a for a in acts if type(a).__name__ not in kinds] or acts
        a = pick[len(s.history) % len(pick)]
        before = len(s.history)
        for n in ui.nodes_of(s, a):
            p.board.click(n)
        assert len(s.history) == before + 1 and s.history[-1] == a, p.message.value
        kinds.add(type(a).__name__)
    assert {"Move", "Step", "Discard"} <= kinds and p.refusal is None


def test_ED_4_3_the_widget_refuses_a_step_the_rules_forbid():
    from boardlab.widgets import Play
    p = Play(boardlab.new("el_dorado", players=4, seed=2))
    s = p.state
    move = next(a for a in s.legal_actions() if str(a).startswith("move"))
    p.board.click(ui.nodes_of(s, move)[0])
    assert s.phase == "move" and s.history[-1] == move
    steps = {ui.nodes_of(s, a)[0] for a in s.legal_actions() if str(a).startswith("step")}
    far = next(f"hex:{q},{r}" for q, r in s.route.cells if f"hex:{q},{r}" not in steps)
    p.board.click(far)
    assert p.refusal is not None and p.refusal[0] == "ED-4.3"
    assert s.history[-1] == move


def test_ED_11_3_two_players_click_a_card_then_the_pawns_hex():
    from boardlab.widgets import Play
    p = Play(boardlab.new("el_dorado", players=2, seed=2))
    s = p.state
    move = next(a for a in s.legal_actions() if str(a).startswith("move") and str(a).endswith("pawn 2"))
    card, pawn = ui.nodes_of(s, move)
    assert pawn == f"hex:{s.pawn_hexes(0)[1]}"
    p.board.click(card)
    assert not s.history and pawn in p.board.highlight         # which pawn? both are offered
    p.board.click(pawn)
    assert s.history == [move] and s.phase in ("move", "play")
