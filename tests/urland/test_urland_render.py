"""The SVG drawing of Urland (games/urland/render.py) and its clicks (games/urland/ui.py):
valid XML with every map node clickable, Ichto counts per region, merged regions drawn
as one, the reconstruction caption, the score track, hidden chips and bids stay hidden,
deterministic text, and every clickable legal move round-trips through its clicks."""
from __future__ import annotations

import random
import timeit
import xml.etree.ElementTree as ET

import pytest

import boardlab
from boardlab.games.urland import Urland, render, ui
from boardlab.games.urland.board import NODES
from boardlab.render import click_action, draw, status, svg

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


def texts(el: ET.Element) -> list[str]:
    return [t.text for t in el.iter(f"{NS}text") if t.text]


def title(el: ET.Element) -> str:
    t = el.find(f"{NS}title")
    assert t is not None and t.text
    return t.text


def played(players: int, seed: int, moves: int, **kw) -> Urland:
    s = boardlab.new("urland", players=players, seed=seed, **kw)
    r = random.Random(seed)
    for _ in range(moves):
        if s.is_over:
            break
        s.apply(r.choice(s.legal_actions()))
    return s


def position(**changes) -> Urland:
    p = boardlab.new("urland", players=4, seed=2).to_position()
    if "removed" in changes:
        p["pile"] = None                    # the pile is redrawn from the chips left
    p.update(changes)
    return Urland.from_position(p)


SEAS_FULL = {f"S{j}": {c: 3 for c in ("black", "white", "yellow", "purple")} for j in range(1, 6)}


def merged(**ichtos) -> Urland:
    """Volcanoes 2, 4 and 10 erupted (U-2.5.4; epoch 2): regions L1 = zones 1+2, L7 =
    zones 4+7 and L9 = zones 9+10 (each named after its live chip, U-2.5.3)."""
    return position(regions=[[1, 2], [3], [4, 7], [5], [6], [8], [9, 10], [11], [12]], epoch=2,
                    removed=[2, 4, 10], ichtos={**SEAS_FULL, "L1": {"black": 1}, **ichtos}, supply=None)


# ------------------------------------------------------------------ drawing
@pytest.mark.parametrize("players,seed,moves", [(3, 1, 0), (4, 2, 40), (5, 1, 120), (5, 3, 400)])
def test_U_2_2_svg_is_xml_with_all_17_map_nodes_titled(players, seed, moves):
    s = played(players, seed, moves)
    for state in (s, s.view(0)):
        found = nodes(svg(state))
        assert set(NODES) <= set(found)
        for n in NODES:
            assert title(found[n])


def test_U_2_2_the_map_is_captioned_as_a_reconstruction():
    text = svg(boardlab.new("urland", players=4, seed=2))
    assert "map: a reconstruction (U-2.2, D-1)" in text


def test_U_2_5_5_counts_per_colour_drawn_once_at_the_regions_root():
    s = merged(L1={"black": 2, "white": 5}, L5={"purple": 3})
    assert s.ichtos("L2") == (2, 5, 0, 0)
    found = nodes(svg(s))
    assert texts(found["L1"]) == ["1", "2", "5"]              # zone number, black 2, white 5
    assert texts(found["L2"]) == ["2"]                         # part of L1: its number only
    assert "part of region L1" in title(found["L2"])
    assert texts(found["L5"]) == ["5", "3"]
    assert texts(found["S3"])[1:] == ["3", "3", "3", "3"]
    assert "black 2, white 5" in title(found["L1"])


def _zone_fill(el: ET.Element) -> str:
    return next(el.iter(f"{NS}circle")).get("fill")


def test_U_2_5_1_merged_zones_share_a_fill_and_a_band_singletons_do_not():
    s = merged()
    text = svg(s)
    found = nodes(text)
    assert _zone_fill(found["L1"]) == _zone_fill(found["L2"])
    assert _zone_fill(found["L4"]) == _zone_fill(found["L7"])
    assert _zone_fill(found["L1"]) != _zone_fill(found["L3"])
    assert _zone_fill(found["L3"]) == _zone_fill(found["L5"])  # both singletons: land colour
    bands = [el for el in ET.fromstring(text).iter(f"{NS}line")
             if float(el.get("stroke-width")) > 10]
    assert len(bands) == 3                                     # rivers 1–2, 7–4 and 9–10
    assert texts(ET.fromstring(text)).count("erupted") == 3            # volcanoes 2, 4 and 10


def test_U_9_1_track_shows_0_to_30_with_the_mutation_spaces_and_markers():
    s = boardlab.new("urland", players=5, seed=1)
    root = ET.fromstring(svg(s))
    all_texts = texts(root)
    assert [str(k) for k in range(31)] == [t for t in all_texts if t.isdigit()][-31:]
    marks = [t.text for t in root.iter(f"{NS}title") if t.text and "(U-9.1)" in t.text
             and " on space " in t.text]
    assert sorted(marks) == sorted(f"{s.seat_name(c)} on space {s.track[c]} (U-9.1)" for c in range(5))
    assert "mutation spaces 12, 16, 21" in svg(s)


def test_U_6_1_hand_chips_clickable_for_the_environment_player_only():
    s = boardlab.new("urland", players=4, seed=2)
    env = s.env
    chips = {n for n in nodes(svg(s)) if n.startswith("chip:")}
    assert chips == {f"chip:{c}" for c in s.hands[env]}
    other = (env + 1) % 4
    assert not {n for n in nodes(svg(s.view(other))) if n.startswith("chip:")}


def test_U_6_1_a_view_shows_no_hidden_chip_of_another():
    a = position(hands={"purple": [6, 7, 8]}, pile=[3, 12, 13, 10, 5, 11, 9, 2, 1])
    b = position(hands={"purple": [3, 7, 8]}, pile=[6, 12, 13, 10, 5, 11, 9, 2, 1])
    assert svg(a) != svg(b)
    for seat in range(3):                                      # purple (3) is E
        assert svg(a.view(seat)) == svg(b.view(seat))
    for s in (a, b):                                           # the chosen chip, face down
        s.apply(f"choose {s.hands[3][0]}")
    assert svg(a.view(0)) == svg(b.view(0))


def _auction_with_a_bid_in(seed: int) -> tuple[Urland, int]:
    for k in range(seed, seed + 40):
        s = boardlab.new("urland", players=4, seed=k)
        r = random.Random(k)
        while not s.is_over:
            if s.decision() == "bid" and any(b is not None for b in s.bids()):
                return s, k
            s.apply(r.choice(s.legal_actions()))
    raise AssertionError("no auction reached")


def test_U_10_3_bids_are_hidden_in_views_until_all_are_in():
    s, seed = _auction_with_a_bid_in(1)
    bidder = next(c for c, b in enumerate(s.bids()) if b is not None)
    i = len(s.history) - 1
    assert str(s.history[i]).startswith("bid")
    alt = 1 - s.history[i].amount if s.history[i].amount <= 1 else 0
    t = boardlab.new("urland", players=4, seed=seed)
    for a in s.history[:i]:
        t.apply(a)
    t.apply(f"bid {alt}")
    assert t.bids()[bidder] == alt != s.bids()[bidder]
    assert svg(s) != svg(t)                                    # the full state shows bids
    me = s.to_move
    assert svg(s.view(me)) == svg(t.view(me))
    assert "?" in [str(b) for b in s.view(me).bids()]


def test_U_10_6_display_genes_are_clickable_nodes():
    s = boardlab.new("urland", players=4, seed=2)
    found = nodes(svg(s))
    for g in s.display:
        assert f"gene:{g}" in found


def test_highlight_outlines_the_given_nodes():
    s = boardlab.new("urland", players=4, seed=2)
    plain, lit = svg(s), svg(s, highlight=("L3", "S2", "chip:6"))
    assert plain != lit and lit.count("#d6336c") == 3 and "#d6336c" not in plain


def test_svg_and_status_are_deterministic_and_draw_with_matplotlib():
    a, b = played(5, 4, 150), played(5, 4, 150)
    assert svg(a) == svg(b) and status(a) == status(b)
    assert status(a).startswith(f"Urland · epoch {a.epoch}") or a.is_over
    from matplotlib.figure import Figure
    ax = Figure().add_subplot()
    draw(a, ax)
    assert ax.patches


def test_svg_is_fast_enough_for_a_5_player_mid_game():
    s = played(5, 1, 120)
    svg(s)
    per = min(timeit.repeat(lambda: render.svg(s), number=50, repeat=5)) / 50
    assert per < 0.005                                         # brief: ≤ 1 ms median; slack for CI



def test_U_2_5_kept_zone_text_draws_what_a_fresh_drawing_draws_and_follows_every_move():
    """The renderer keeps the text of each zone and sea it wrote (region, chip, Ichtos:
    U-2.5, U-2.5.5; a drawing repeats most of them).  Every drawing made with the kept
    text, of the full state, highlighted or not, and of a view, is the one written from
    scratch."""
    rng = random.Random(5)
    s = boardlab.new("urland", players=4, seed=5)
    lit = ("L3", "L7", "S2")

    def drawings(state: Urland) -> tuple[str, str, str]:
        return svg(state), svg(state, lit), svg(state.view(2))

    drawn = [(s.copy(), drawings(s))]
    while not s.is_over:
        s.apply(rng.choice(s.legal_actions()))
        drawn.append((s.copy(), drawings(s)))
    for state, kept in drawn:
        for k, draw_it in enumerate((svg, lambda x: svg(x, lit), lambda x: svg(x.view(2)))):
            render._ZONES.clear()
            assert draw_it(state) == kept[k]


# ------------------------------------------------------------------ clicks
@pytest.mark.parametrize("players,expansion", [(3, False), (4, False), (5, False), (4, True), (5, True)])
def test_U_2_5_1_every_clickable_move_round_trips_and_no_click_sequence_is_a_prefix(players, expansion):
    for seed in range(3):
        s = boardlab.new("urland", players=players, seed=seed, expansion_genes=expansion)
        r = random.Random(seed)
        while not s.is_over:
            seqs: dict = {}
            for a in s.legal_actions():
                ns = ui.nodes_of(s, a)
                if ns:
                    assert len(set(ns)) == len(ns), (a, ns)          # a second click unselects
                    assert ui.action_for(s, ns) == str(a), (a, ns)
                    assert ns not in seqs, (a, seqs.get(ns))
                    seqs[ns] = a
            for ns in seqs:
                assert all(ns[:k] not in seqs for k in range(1, len(ns))), ns
            s.apply(r.choice(s.legal_actions()))


def test_U_2_5_1_U_2_5_3_a_click_on_any_zone_of_a_merged_region_means_the_region():
    """U-2.5.1: a click on any zone of a merged region means the region, named after its
    live chip (U-2.5.3): zones 4+7 are L7, chip 4 having left with volcano 4."""
    s = merged()
    assert ui.canonical(s, "L4") == "L7" and ui.canonical(s, "L3") == "L3"
    s.apply(f"choose {s.hands[s.env][0]}")
    assert s.decision() == "act"
    assert click_action(s, ["S1", "L4"]) == "land S1 L7"
    assert click_action(s, ["L2", "supply"]) == "retreat L1"
    assert click_action(s, ["supply", "S2"]) == "reproduce S2"


def test_refusals_cite_rules():
    s = boardlab.new("urland", players=4, seed=2)
    assert ui.refusal(s, ["L3"])[0] == "U-6.1"
    s.apply(f"choose {s.hands[s.env][0]}")
    assert ui.refusal(s, ["chip:3"])[0] == "U-6.1"
    assert ui.refusal(s, ["L1", "L2"])[0] == "U-7.4"
    assert ui.action_for(s, ["L1", "L2"]) is None


def test_U_7_4_play_by_clicks_in_the_widget():
    from boardlab.widgets import Play
    p = Play(boardlab.new("urland", players=4, seed=2))
    s = p.state
    chip = s.hands[s.env][1]
    p.board.click(f"chip:{chip}")
    assert [str(a) for a in s.history] == [f"choose {chip}"]
    back = next(a for a in s.legal_actions() if str(a).startswith("retreat L"))
    p.board.click(back.region)                                 # may start a retreat: kept
    p.board.click(next(f"L{z}" for z in s.regions.land_regions() if f"L{z}" != back.region))
    assert p.refusal is not None and p.refusal[0] == "U-7.4"   # land to land needs a gene
    assert len(s.history) == 1
    clicked = 0
    for _ in range(30):                                        # land / sea / retreat by clicks
        if s.decision() == "more":
            assert p.apply("done")
            continue
        acts = [a for a in s.legal_actions() if len(ui.nodes_of(s, a)) == 2]
        if s.decision() != "act" or not acts:
            break
        a = acts[len(s.history) % len(acts)]
        before = len(s.history)
        for n in ui.nodes_of(s, a):
            p.board.click(n)
        assert len(s.history) == before + 1 and s.history[-1] == a, p.message.value
        clicked += 1
    assert clicked >= 2 and p.refusal is None


def test_U_2_5_1_play_highlights_every_zone_of_a_merged_region():
    """U-2.5.1: a merged region is named after its live chip (U-2.5.3), yet every one of its zones
    is clickable, so ``Play`` highlights them all (``render.aliases``)."""
    import boardlab
    from boardlab import render
    from boardlab.widgets import Play
    s = boardlab.new("urland", players=4, seed=1)
    merged = next(r for r in s.regions.land_regions() if len(s.regions.zones(r)) > 1)
    zones = [f"L{z}" for z in s.regions.zones(merged)]
    assert render.aliases(s, f"L{merged}") == tuple(zones)
    assert render.aliases(s, "S1") == ("S1",)
    p = Play(s)
    while p.state.decision() != "act":
        assert p.apply(p.state.legal_actions()[0])
    lands = {x for a in p.state.legal_actions() for x in render.nodes_of(p.state, a)}
    assert f"L{merged}" in lands                       # a landing there is a legal move
    assert set(zones) <= set(p.board.highlight)
