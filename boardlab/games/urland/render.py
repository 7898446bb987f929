"""Urland drawn as hand-written SVG: ``svg(state, highlight=()) -> str`` (docs/contract.md).

A pure, deterministic function of the state.  The drawing:

* the status line (epoch, turn, whose decision and what — or the result);
* the map (a **reconstruction**, U-2.2 / D-1 — the caption says so) from the map's
  ``layout``: land zones as circles with their number (a removed chip greyed), the
  zones of one merged region (U-2.5.1) in one colour joined by a thick band, rivers as
  lines with their volcano (U-2.2.4; an erupted one red, U-2.5.4), coasts as thin lines,
  seas as large rounded boxes; each region's Ichtos as coloured dots with counts, drawn
  once per region at its root zone (U-2.5.5);
* the side panel: roles (U-4.2), the decision, the chips (U-0.4: pile, hands, the
  chosen chip — ``?`` when hidden, U-6.1 — chips on the board this epoch, removed chips),
  the auction's bids (``?`` while hidden, U-10.3) and the gene display;
* the score track 0 … 30 with the mutation spaces 12/16/21 and the end space (U-9.1;
  the options ``mutation_spaces`` and ``end_space`` draw theirs, the spaces narrower
  for a farther end);
* one row per player: colour, track space, supply, extra-action chips, genes.

Clickable nodes (``<g data-node="…">`` with a ``<title>``), handled in :mod:`.ui`:
``L1`` … ``L12`` (every land zone), ``S1`` … ``S5``, ``supply`` (the acting seat's
supply: retreat and reproduction), ``chip:7`` (a chip of the shown hand), ``gene:legs``
(a gene card, displayed or owned).

A view (``state.view(seat)``) already holds ``?`` for what that seat cannot see; the
drawing shows only what the state holds.  Only ``svg``, ``rect``, ``circle``, ``line``,
``text``, ``g`` and ``title`` are used, so :mod:`boardlab.render.mpl` paints it too.
"""
from __future__ import annotations

from typing import Iterable

from ...svg import esc as _e, text as _text
from .board import UrlandMap
from .components import COLOURS, PANIC
from .genes import GENES
from .regions import Regions
from .state import Urland

# ------------------------------------------------------------------ palette
#: seat colours (U-0.5): fill, ink on it
SEAT_FILL = {"black": ("#222222", "#ffffff"), "white": ("#ffffff", "#000000"),
             "yellow": ("#f2c200", "#000000"), "purple": ("#7b2cbf", "#ffffff"),
             "red": ("#e03131", "#ffffff")}
LAND, LAND_EDGE = "#d8eec0", "#5c7a3a"
MERGED = ("#f4d58d", "#e9b8a6", "#c9d7f2", "#d6c1e8", "#bfe3d0", "#f2c9de")
SEA, SEA_EDGE = "#cfe6f7", "#4a86b5"
RIVER, VOLCANO, ERUPTED = "#4a86b5", "#f59f00", "#c92a2a"
HL = "#d6336c"

# ------------------------------------------------------------------ geometry
WIDTH = 980
K = 56                    # pixels per map unit (the layout box is 12 x 9, y up)
MX, MY = 10, 40           # map origin
MAP_W, MAP_H = 12 * K, 9 * K
R = 30                    # land zone radius
SW, SH = 104, 58          # sea box
PX = MX + MAP_W + 14      # side panel
PW = WIDTH - PX - 10
TRACK_Y = MY + MAP_H + 30
ROWS_Y = TRACK_Y + 52
ROW_H = 26

_DECISION = {"choose": "to choose a zone chip, face down (U-6.1)",
             "act": "acts: {left} action{s} left (U-7.1)",
             "more": "one more Ichto, or done (U-7.4.3)",
             "bid": "to bid, sealed (U-10.3)",
             "take": "to take a gene from the display or pass (U-10.6)",
             "pay": "to pay the price: an Ichto from the board (U-10.5)",
             "panic_at": "to choose where the panic breaks out (U-11.2)",
             "panic_to": "to choose the sea the panicking Ichtos flee to (U-11.3)",
             "keep": "Ears: how many Ichtos stay (U-14.7)",
             "save": "Ears: how many Ichtos lost to the eruption flee (U-14.7)",
             "flee": "to choose the sea for the saved Ichtos (U-14.7)",
             "place": "Pheromones: where a newborn Ichto goes (U-15.9)",
             "gills": "Gills: leave the scored region for a sea, or not (U-15.10)"}


def _layout(m: UrlandMap) -> dict[str, tuple[float, float]]:
    """Node → pixel centre from the map's layout (y up in a 12 x 9 box); a map without a
    layout: zones on a grid, seas along the bottom."""
    if m.layout:
        return {n: (MX + x * K, MY + (9 - y) * K) for n, (x, y) in m.layout.items()}
    out = {f"L{z}": (MX + 60 + ((z - 1) % 4) * 120.0, MY + 60 + ((z - 1) // 4) * 120.0)
           for z in range(1, 13)}
    out.update({f"S{j}": (MX + 60 + (j - 1) * 130.0, MY + MAP_H - 40.0) for j in range(1, 6)})
    return out


# ------------------------------------------------------------------ status
def status(state: Urland) -> str:
    """One line: epoch, turn, whose decision and what — or the winner (U-13.4)."""
    if state.is_over:
        w = state.winners()
        who = " and ".join(state.seat_name(s) for s in w) or "nobody"
        return (f"Urland · game over — winner: {who} on space {state.track[w[0]] if w else '?'} "
                "(U-13.4) · " + ", ".join(f"{state.seat_name(s)} {state.track[s]}"
                                         for s in range(state.players)))
    d = state.decision()
    mover = state.to_move
    name = state.seat_name(mover) if mover is not None else "nobody"
    verb = _DECISION.get(d, d).format(left=state.left, s="" if state.left == 1 else "s")
    return f"Urland · epoch {state.epoch}, turn {state.turn} · {name} {verb}"


# ------------------------------------------------------------------ static map (cached)
_STATIC: dict = {}
_KEEP: list = []


def _static(m: UrlandMap, regions: Regions) -> tuple[str, dict, dict, dict, str]:
    """(background: coasts, rivers, volcanoes, merge bands; zone shape per land node;
    sea shape per sea; node → pixel centre; the "erupted" labels drawn over the zones)
    for a map and a partition — cached."""
    key = (id(m), regions)
    hit = _STATIC.get(key)
    if hit is not None:
        return hit
    if m not in _KEEP:
        _KEEP.append(m)
    pos = _layout(m)
    out: list[str] = [f'<rect x="{MX}" y="{MY}" width="{MAP_W}" height="{MAP_H}" rx="10" '
                      f'fill="#eef6fb" stroke="#9cb8cc" stroke-width="1"/>']
    for z in range(1, 13):                      # coasts (U-2.2.3)
        x1, y1 = pos[f"L{z}"]
        for sea in m.coast[z]:
            x2, y2 = pos[sea]
            out.append(f'<line x1="{x1:g}" y1="{y1:g}" x2="{x2:g}" y2="{y2:g}" stroke="#9cc3e0" '
                       f'stroke-width="1.5"/>')
    roots = {z: regions.region_of(z) for z in range(1, 13)}
    multi = sorted({r for r in roots.values() if len(regions.zones(r)) > 1})
    fill = {r: MERGED[i % len(MERGED)] for i, r in enumerate(multi)}
    for a, b, v in m.rivers:                    # merge bands under the rivers (U-2.5.1)
        if roots[a] == roots[b]:
            (x1, y1), (x2, y2) = pos[f"L{a}"], pos[f"L{b}"]
            out.append(f'<line x1="{x1:g}" y1="{y1:g}" x2="{x2:g}" y2="{y2:g}" '
                       f'stroke="{fill[roots[a]]}" stroke-width="{R * 1.4:g}"/>')
    front: list[str] = []
    for a, b, v in m.rivers:                    # rivers and volcanoes (U-2.2.4)
        (x1, y1), (x2, y2) = pos[f"L{a}"], pos[f"L{b}"]
        out.append(f'<line x1="{x1:g}" y1="{y1:g}" x2="{x2:g}" y2="{y2:g}" stroke="{RIVER}" '
                   f'stroke-width="2.5"/>')
        if v is None:
            continue
        cx, cy = (x1 + x2) / 2, (y1 + y2) / 2
        erupted = not regions.is_live(v)
        what = (f"volcano {v} on the river {a}–{b}: erupted, zones {a} and {b} merged (U-2.5.4)"
                if erupted else f"volcano {v} on the river {a}–{b}: may erupt (U-12.3)")
        col = ERUPTED if erupted else VOLCANO
        out.append(f'<g><title>{_e(what)}</title><circle cx="{cx:g}" cy="{cy:g}" r="9" '
                   f'fill="{col}" stroke="#5c2b00" stroke-width="1"/><text x="{cx:g}" '
                   f'y="{cy + 3.5:g}" font-size="10" font-weight="bold" text-anchor="middle" '
                   f'fill="#ffffff">{v}</text></g>')
        if erupted:                             # drawn over the zones (see _map)
            _text(front, cx, cy + 19, "erupted", 8, bold=True, anchor="middle", fill=ERUPTED)
    zones: dict[str, str] = {}
    for z in range(1, 13):
        x, y = pos[f"L{z}"]
        r = roots[z]
        f = fill.get(r, LAND)
        ink = "#222222" if regions.is_live(z) else "#9a9a9a"
        zones[f"L{z}"] = (f'<circle class="bl-shape" cx="{x:g}" cy="{y:g}" r="{R}" fill="{f}" '
                          f'stroke="{LAND_EDGE}" stroke-width="{2 if r in fill else 1}"/>'
                          f'<text x="{x:g}" y="{y - R + 13:g}" font-size="12" font-weight="bold" '
                          f'text-anchor="middle" fill="{ink}">{z}</text>')
    seas: dict[str, str] = {}
    for sea in m.seas:
        x, y = pos[sea]
        seas[sea] = (f'<rect class="bl-shape" x="{x - SW / 2:g}" y="{y - SH / 2:g}" width="{SW}" '
                     f'height="{SH}" rx="18" fill="{SEA}" stroke="{SEA_EDGE}" stroke-width="1.5"/>'
                     f'<text x="{x:g}" y="{y - SH / 2 + 12:g}" font-size="10" font-weight="bold" '
                     f'text-anchor="middle" fill="#1d4e75">{_e(sea)} {_e(m.sea_names[sea])}</text>')
    hit = _STATIC[key] = ("".join(out), zones, seas, pos, "".join(front))
    return hit


def _counts(out: list, counts: tuple, x: float, y: float, per_row: int = 3) -> None:
    """Coloured dots with numbers (U-2.5.5), ``per_row`` a line, centred on ``x``."""
    shown = [(c, k) for c, k in enumerate(counts) if k]
    for i, (c, k) in enumerate(shown):
        row, col = divmod(i, per_row)
        n = min(per_row, len(shown) - row * per_row)
        cx = x + (col - (n - 1) / 2) * 17
        cy = y + row * 16
        f, ink = SEAT_FILL[COLOURS[c]]
        out.append(f'<circle cx="{cx:g}" cy="{cy:g}" r="7.5" fill="{f}" stroke="#333333" '
                   f'stroke-width="1"/><text x="{cx:g}" y="{cy + 3.5:g}" font-size="9.5" '
                   f'font-weight="bold" text-anchor="middle" fill="{ink}">{k}</text>')


def _who(counts: tuple) -> str:
    return ", ".join(f"{COLOURS[c]} {k}" for c, k in enumerate(counts) if k) or "no Ichtos"


def _map(out: list, state: Urland, hl: frozenset) -> None:
    m, regions = state.map, state.regions
    back, zones, seas, pos, front = _static(m, regions)
    out.append(back)
    on_board = state.on_board
    for z in range(1, 13):
        node = _LAND[z]
        r = regions.region_of(z)
        lit = bool(hl) and (node in hl or f"L{r}" in hl)
        land = (m, regions, z, state.ichtos(z), z in on_board, lit)
        text = _ZONES.get(land)
        if text is None:
            text = _zone(land, zones[node], pos[node])
        out.append(text)
    for sea in m.seas:
        water = (m, sea, state.ichtos(sea), sea in hl)
        text = _ZONES.get(water)
        if text is None:
            text = _sea(water, m.sea_names[sea], seas[sea], pos[sea])
        out.append(text)
    out.append(front)
    cap = "map: a reconstruction (U-2.2, D-1)" if m.provisional else f"map: {m.name}"
    _text(out, MX + 6, MY + 14, cap, 10, bold=True, fill="#555555")
    _text(out, MX + 6, MY + MAP_H - 20, "volcano: orange may erupt, red erupted (U-2.5.4)", 10,
          fill="#555555")
    _text(out, MX + 6, MY + MAP_H - 6, "✓ the zone's chip was scored this epoch (U-8)", 10,
          fill="#555555")


#: land zone → its node id
_LAND = {z: f"L{z}" for z in range(1, 13)}
#: (map, partition, zone, its Ichtos, scored, highlighted) → a land zone's SVG, and
#: (map, sea, its Ichtos, highlighted) → a sea's: a drawing redraws most of them unchanged
_ZONES: dict[tuple, str] = {}


def _keep(key: tuple, text: str) -> str:
    if len(_ZONES) > 20000:
        _ZONES.clear()
    _ZONES[key] = text
    return text


def _zone(key: tuple, shape: str, at: tuple[float, float]) -> str:
    """A land zone of the map ``key`` names (see ``_ZONES``): its title (region, chip,
    Ichtos: U-2.5), shape, highlight, Ichtos and scored mark (U-8)."""
    _m, regions, z, counts, scored, lit = key
    node = _LAND[z]
    r = regions.region_of(z)
    x, y = at
    members = regions.zones(r)
    if r == z:
        head = f"region L{z}" + (f" (zones {'+'.join(map(str, members))})" if len(members) > 1 else "")
        label = regions.label(r)
        head += (f", scored by chip {label} (U-2.5.3)" if label is not None
                 else ", no live chip: no chip can score it (D-2)")
        title = f"{head}: {_who(counts)}"
    else:
        title = f"zone {z}, part of region L{r} (zones {'+'.join(map(str, members))}): a click means L{r}"
    if scored:
        title += f"; chip {z} scored this epoch"
    elif not regions.is_live(z):
        title += f"; chip {z} removed (U-2.5.4)"
    out = [f'<g data-node="{node}"><title>{_e(title)}</title>{shape}']
    if lit:
        out.append(f'<circle cx="{x:g}" cy="{y:g}" r="{R + 3}" fill="none" stroke="{HL}" '
                   f'stroke-width="3"/>')
    if r == z:
        _counts(out, counts, x, y + 2)
    if scored:
        _text(out, x + R - 4, y - R + 8, "✓", 11, bold=True, anchor="middle", fill="#2b8a3e")
    out.append("</g>")
    return _keep(key, "".join(out))


def _sea(key: tuple, name: str, shape: str, at: tuple[float, float]) -> str:
    """A sea of the map ``key`` names (see ``_ZONES``): its title, shape, highlight, Ichtos."""
    _m, sea, counts, lit = key
    x, y = at
    out = [f'<g data-node="{sea}"><title>{_e(sea)} {_e(name)}: {_e(_who(counts))}</title>{shape}']
    if lit:
        out.append(f'<rect x="{x - SW / 2 - 3:g}" y="{y - SH / 2 - 3:g}" width="{SW + 6}" '
                   f'height="{SH + 6}" rx="20" fill="none" stroke="{HL}" stroke-width="3"/>')
    _counts(out, counts, x, y + 4)
    out.append("</g>")
    return _keep(key, "".join(out))


# ------------------------------------------------------------------ panel
def _chip(out: list, x: float, y: float, label: object, node: str | None, hl: bool,
          title: str, face_down: bool = False) -> None:
    stroke, sw = (HL, 3) if hl else ("#5c4a32", 1)
    fill, ink = ("#6b5a3e", "#f1e3c6") if face_down else ("#f1e3c6", "#3d2b10")
    out.append(f'<g data-node="{node}">' if node else "<g>")
    out.append(f'<title>{_e(title)}</title><circle class="bl-shape" cx="{x:g}" cy="{y:g}" r="12" '
               f'fill="{fill}" stroke="{stroke}" stroke-width="{sw}"/><text x="{x:g}" y="{y + 4:g}" '
               f'font-size="11" font-weight="bold" text-anchor="middle" fill="{ink}">{_e(label)}</text></g>')


def _chip_name(c: object) -> str:
    return "panic" if c == PANIC else str(c)


def _gene(out: list, x: float, y: float, gid: str, hl: frozenset, title: str, h: float = 18) -> float:
    """A gene card ``gene:<id>``; returns its width."""
    g = GENES.get(gid)
    name = g.name_en if g is not None else ("Mutation (spent)" if gid == "mutation_spent" else gid)
    w = 6.2 * len(name) + 12
    node = f"gene:{gid}"
    stroke, sw = (HL, 3) if node in hl else ("#2f6f3e", 1)
    out.append(f'<g data-node="{_e(node)}"><title>{_e(name)}: {_e(title)}</title><rect '
               f'class="bl-shape" x="{x:g}" y="{y:g}" width="{w:g}" height="{h}" rx="4" '
               f'fill="#e6f4ea" stroke="{stroke}" stroke-width="{sw}"/><text x="{x + w / 2:g}" '
               f'y="{y + h - 5:g}" font-size="10.5" text-anchor="middle" fill="#1b4332">'
               f'{_e(name)}</text></g>')
    return w


def _panel(out: list, state: Urland, who: int | None, hl: frozenset) -> None:
    x, y = PX, MY
    out.append(f'<rect x="{x}" y="{y}" width="{PW}" height="{MAP_H}" rx="8" fill="#fafafa" '
               f'stroke="#bbbbbb" stroke-width="1"/>')
    x += 10
    roles = state.roles()
    name = state.seat_name
    _text(out, x, y + 18, "Roles (U-4.2)", 12, bold=True)
    _text(out, x, y + 34, f"E environment: {name(roles['environment'])}", 11)
    _text(out, x, y + 48, f"N neutral: {name(roles['neutral'])}", 11)
    act = state.actor()
    ichto = ", ".join(name(s) + (" ▶" if s == act else "") for s in roles["ichto"])
    _text(out, x, y + 62, f"Ichto players: {ichto}", 11)
    d = state.decision()
    _text(out, x, y + 78, f"decision: {d}" + (f" · {state.left} left" if d in ("act", "more") else ""),
          11, bold=True, fill="#7a5a00")
    y += 100
    _text(out, x, y, "Chips (U-0.4)", 12, bold=True)
    aside = " · panic chip set aside" if state.panic_aside else ""
    _text(out, x, y + 15, f"pile: {len(state.pile)}{aside}", 11)
    if who is not None and who < state.players:
        hand = state.hand(who)
        mine = state.viewer is not None
        _text(out, x, y + 32, ("your hand" if mine else f"hand of {name(who)}") + f" ({len(hand)})", 11)
        cx = x + 110
        for c in hand:
            if c == "?":
                _chip(out, cx, y + 28, "?", None, False, "a face-down chip", face_down=True)
            else:
                node = f"chip:{c}"
                _chip(out, cx, y + 28, _chip_name(c), node, node in hl,
                      f"zone chip {c}" + (" — click to choose it (U-6.1)" if d == "choose" else ""))
            cx += 27
    others = [f"{name(s)} {len(state.hand(s))}" for s in range(state.players)
              if s != who and state.hand(s)]
    _text(out, x, y + 52, "other hands: " + (", ".join(others) or "none"), 11)
    ch = state.chosen
    if ch is None:
        _text(out, x, y + 70, "chosen chip: none", 11)
    else:
        _text(out, x, y + 70, "chosen chip:", 11)
        _chip(out, x + 90, y + 66, "?" if ch == "?" else _chip_name(ch), None, False,
              "the chosen chip, face down (U-6.1)" if ch == "?" else f"the chosen chip {ch} (U-6.1)",
              face_down=ch == "?")
    ob = ", ".join(_chip_name(c) for c in state.on_board) or "none"
    _text(out, x, y + 92, f"scored this epoch: {ob}", 11)
    removed = [z for z in range(1, 13) if not state.regions.is_live(z)]
    _text(out, x, y + 107, "removed: " + (", ".join(map(str, removed)) or "none") + " (U-2.5.4)", 11)
    y += 128
    bids = state.bids()
    if bids:
        _text(out, x, y, "Auction bids (U-10.3)", 12, bold=True)
        parts = [f"{name(s)} {'…' if b is None else b}" for s, b in enumerate(bids)]
        _text(out, x, y + 15, ", ".join(parts[:3]), 11)
        _text(out, x, y + 29, ", ".join(parts[3:]), 11)
        y += 44
    _text(out, x, y, f"Gene display ({len(state.display)}) · deck {len(state.gene_deck)}", 12, bold=True)
    y += 8
    tip = "click to take it (U-10.6)" if d == "take" else "on display (U-10.6)"
    for gid in state.display:
        _gene(out, x, y, gid, hl, tip)
        y += 22
    if state.viewer is None or who == state.to_move:
        node = "supply"
        sup = state.supply[state.to_move] if state.to_move is not None else 0
        stroke, sw = (HL, 3) if node in hl else ("#495057", 1)
        bx, by = PX + 10, MY + MAP_H - 40
        out.append(f'<g data-node="supply"><title>the supply of the seat to move ({sup} Ichtos): '
                   f'click a region then here to retreat (U-7.4.4); here then a sea to reproduce '
                   f'(U-7.4.2); a gene card then a region for Egg (U-14.4)</title><rect '
                   f'class="bl-shape" x="{bx}" y="{by}" width="{PW - 20}" height="28" rx="6" '
                   f'fill="#fff4e6" stroke="{stroke}" stroke-width="{sw}"/><text x="{bx + (PW - 20) / 2:g}" '
                   f'y="{by + 18}" font-size="11" font-weight="bold" text-anchor="middle" '
                   f'fill="#7a4a12">supply ({sup})</text></g>')


# ------------------------------------------------------------------ track and players
#: (the mutation spaces, those reached) → the score track's heading and spaces, drawn (the
#: same for most drawings)
_TRACKS: dict[tuple[tuple, frozenset, int], str] = {}


def _track(out: list, state: Urland) -> None:
    y = TRACK_Y
    opts = state.rules_options
    end = opts.end_space
    key = (tuple(opts.mutation_spaces), frozenset(state.reached), end)
    drawn = _TRACKS.get(key)
    if drawn is None:
        if len(_TRACKS) > 64:
            _TRACKS.clear()
        drawn = _TRACKS[key] = _spaces(*key)
    out.append(drawn)
    cell = _cell(end)
    for s, sp in enumerate(state.track):
        x = 10 + min(sp, end) * cell + cell / 2 - 1
        f, _ = SEAT_FILL[COLOURS[s]]
        out.append(f'<g><title>{_e(state.seat_name(s))} on space {sp} (U-9.1)</title><circle '
                   f'cx="{x:g}" cy="{y + 27}" r="6" fill="{f}" stroke="#333333" stroke-width="1"/></g>')


def _cell(end: int) -> float:
    """The width of a track space when the track shows the spaces 0 … ``end``."""
    return (WIDTH - 20) / (end + 1)


def _spaces(spaces: tuple, reached: frozenset, end: int) -> str:
    """The score track's heading and its spaces 0 … ``end`` (option ``end_space``, printed
    30), the mutation ``spaces`` (option ``mutation_spaces``) already ``reached`` paled
    (U-9.1, U-10.1, U-13.1)."""
    y = TRACK_Y
    cell = _cell(end)
    out: list[str] = []
    _text(out, 10, y - 8, f"Score track (U-9.1): mutation spaces {', '.join(map(str, spaces))} (an "
                          f"auction when first reached, U-10.1); {end} ends the game (U-13.1)", 11, bold=True)
    for sp in range(end + 1):
        x = 10 + sp * cell
        if sp in spaces:
            f = "#e0d4f5" if sp in reached else "#b197fc"
        elif sp == end:
            f = "#ffd8a8"
        else:
            f = "#f8f9fa"
        out.append(f'<rect x="{x:g}" y="{y}" width="{cell - 2:g}" height="18" rx="3" fill="{f}" '
                   f'stroke="#adb5bd" stroke-width="1"/><text x="{x + cell / 2 - 1:g}" y="{y + 13}" '
                   f'font-size="9" text-anchor="middle" fill="#333333">{sp}</text>')
    return "".join(out)


def _players(out: list, state: Urland, hl: frozenset) -> None:
    y = ROWS_Y
    mover = state.to_move
    for s in range(state.players):
        col = COLOURS[s]
        f, _ = SEAT_FILL[col]
        frame, fw = ("#e0a800", 2.5) if s == mover else ("#dddddd", 1)
        out.append(f'<g class="bl-seat" data-seat="{s}"><rect x="10" y="{y}" width="{WIDTH - 20}" '
                   f'height="{ROW_H - 4}" rx="5" fill="#fafafa" stroke="{frame}" stroke-width="{fw}"/>'
                   f'<circle cx="24" cy="{y + 11}" r="7" fill="{f}" stroke="#333333" stroke-width="1"/>')
        tag = " ▶" if s == mover else ""
        _text(out, 36, y + 15, f"{state.seat_name(s)}{tag}", 12, bold=True)
        _text(out, 120, y + 15, f"space {state.track[s]} · supply {state.supply[s]} · "
                                f"extra chips {state.extra[s]}", 11)
        x: float = 330
        for gid in state.genes[s]:
            x += _gene(out, x, y + 2, gid, hl, f"owned by {state.seat_name(s)}") + 5
        if not state.genes[s]:
            _text(out, x, y + 15, "no genes", 11, fill="#888888")
        out.append("</g>")
        y += ROW_H


def svg(state: Urland, highlight: Iterable[str] = ()) -> str:
    """The whole table as SVG text; ``highlight`` outlines these node ids."""
    hl = frozenset(highlight)
    height = ROWS_Y + state.players * ROW_H + 10
    st = status(state)
    who = state.viewer if state.viewer is not None else state.to_move
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" class="boardlab-svg" data-game="urland" '
           f'width="{WIDTH}" height="{height}" viewBox="0 0 {WIDTH} {height}" font-family="sans-serif">',
           f"<title>{_e(st)} (map: a reconstruction, U-2.2 D-1)</title>",
           f'<rect x="0" y="0" width="{WIDTH}" height="{height}" fill="#ffffff"/>']
    _text(out, 10, 24, st, 14 if len(st) <= 110 else max(9, round(14 * 110 / len(st), 1)), bold=True)
    _map(out, state, hl)
    _panel(out, state, who, hl)
    _track(out, state)
    _players(out, state, hl)
    out.append("</svg>")
    return "".join(out)
