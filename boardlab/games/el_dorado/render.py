"""The Quest for El Dorado drawn as hand-written SVG: ``svg(state, highlight=()) -> str``
(docs/contract.md).

A pure, deterministic function of the state.  The drawing:

* the status line (round, whose turn, what is decided — or the result);
* the hex map of the route (ED-13, pointy-top hexes, one ``<g data-node="hex:q,r">`` each):
  terrain colours (machete green, paddle blue, coin yellow, rubble grey, basecamp red,
  mountain black, cave black with a grey mark), the strength as a number (ED-1.1), the
  start spaces numbered 1–4 (ED-D5), the finish spaces with a gold ring and ``ED``
  (El Dorado, ED-4.8); the barriers still in place as thick lines along the crossing
  edges of their seam (ED-6.1), labelled ``5: machete 2`` (gone once taken, ED-6.2);
  the pawns as circles in the seat colours (red, blue, white, yellow; numbered 1/2 with
  two players, ED-11.1); in the caves variant, the tokens left on each cave (ED-12.1);
* the caption: the route and that its data is a **transcription** (ED-13.5, the route's
  ``provenance``);
* the side panel: the market's 6 slots (type, strength, cost, copies, ED-7.4) and the
  reserve; the decision under way; the hand of the seat to move (of the viewer in a
  view) — one card per distinct type with a ``×n`` badge — and its played area (ED-3.4);
  one row per seat: pawns, hand size, draw and discard piles (ED-9.1), barriers taken
  (ED-6.2) and cave tokens (ED-12.2).

Clickable nodes (``<g data-node="…">`` with a ``<title>``), handled in :mod:`.ui`:
``hex:q,r`` (every hex), ``barrier:5`` (a barrier in place), ``market:scout`` (a market
or reserve card), ``card:explorer`` (a card of the shown hand).

The static map (hexes, colours, labels) is built once per :class:`~.board.Route` and
cached; each drawing adds only pawns, barriers, highlights and panels.  The state is read
through its public accessors (``hand``, ``market``, ``barriers`` …).  Only ``svg``,
``rect``, ``circle``, ``line``, ``text``, ``g`` and ``title`` are used, so
:mod:`boardlab.render.mpl` paints it too (hexes are therefore drawn as their inscribed
circles).
"""
from __future__ import annotations

import itertools
import math
from typing import Any, Iterable

from ...svg import badge as _badge, esc as _e, text as _text
from .board import Route
from .data import BARRIERS, CARD_TYPES

# ------------------------------------------------------------------ palette
TERRAIN = {"machete": ("#3f9b45", "#ffffff"), "paddle": ("#3b8fd9", "#ffffff"),
           "coin": ("#f2c200", "#3d3000"), "rubble": ("#9aa0a6", "#1f1f1f"),
           "basecamp": ("#d9383a", "#ffffff"), "mountain": ("#1f1f1f", "#ffffff"),
           "cave": ("#101010", "#ffffff"), "start": ("#f1e3c6", "#3d2b10")}
#: barrier colours by requirement (ED-1.2)
BARRIER_INK = {"machete": "#1b5e20", "paddle": "#0b3d91", "coin": "#a66f00", "rubble": "#4a4a4a"}
#: card colours (ED-1.4): fill, ink
CARD_FILL = {"green": ("#d3f0d5", "#1b4332"), "blue": ("#d6e8fb", "#0b3d91"),
             "yellow": ("#fff3bf", "#5c4400"), "white": ("#f8f9fa", "#212529"),
             "purple": ("#e5dbff", "#3b1d6e")}
#: pawn colours, seat 0 first (state.SEATS): fill, ink
SEAT_FILL = (("#e03131", "#ffffff"), ("#1c7ed6", "#ffffff"), ("#ffffff", "#000000"),
             ("#f2c200", "#000000"))
SEAT_COLOUR = ("red", "blue", "white", "yellow")
GOLD = "#e8a400"
HL = "#d6336c"
BARRIER_OF = {b.id: b for b in BARRIERS}

# ------------------------------------------------------------------ geometry
MX, MY = 10, 40            # map origin
MAP_W, MAP_H = 620, 780    # the map's box (a route is scaled to fit it)
MAX_S = 18.0               # largest hex size (centre to corner)
PW = 372                   # side panel width
CW, CH = 118, 38           # a market / hand card
RW, RH = 118, 26           # a reserve card

_DECISION = {"play": "plays cards, buys or ends phase 1 (ED-3.1)",
             "gain": "chooses the Transmitter's free card (ED-8.4)",
             "discard": "discards from the hand or keeps the rest (ED-9.1)"}


# ------------------------------------------------------------------ status
def _seat(state: Any, s: int) -> str:
    return f"{state.seat_name(s)} ({SEAT_COLOUR[s]})"


def _decision(state: Any) -> str:
    ph = state.phase
    mv = state.mv
    if ph == "move" and mv is not None:      # (pawn, symbol, budget, card or None, …)
        symbol, budget, card = mv[1], mv[2], mv[3]
        via = CARD_TYPES[card].name_en if card else "a cave token"
        return f"moves with {via}: {symbol} {budget} left — step, clear or stop (ED-4.4)"
    p = state.pending
    if ph == "cards" and p is not None:
        purpose, n, chosen = p[1], p[2], p[3]       # ("cards", purpose, n, chosen, target)
        rule = {"rubble": "ED-5.1", "basecamp": "ED-5.2", "barrier": "ED-6.4"}.get(purpose, "ED-12.6")
        return f"gives cards for the {purpose}: {len(chosen)} of {n} given ({rule})"
    if ph == "trash" and p is not None:
        rule = {"scientist": "ED-8.7", "travel_log": "ED-8.8"}.get(p[3], "ED-12.6")
        return f"trashes up to {p[1]} card{'s' * (p[1] != 1)}" + (" or none" if p[2] else "") + f" ({rule})"
    if ph == "pay" and p is not None and p[2] <= 0:
        return f"has paid for the {CARD_TYPES[p[1]].name_en}: keep_item with the item just paid, or 'end' (ED-12.6)"
    if ph == "pay" and p is not None:
        return f"pays for the {CARD_TYPES[p[1]].name_en}: {p[2] / 2:g} coin{'s' * (p[2] != 2)} still owed (ED-7.2)"
    return _DECISION.get(ph, ph)


def status(state: Any) -> str:
    """One line: round, whose turn and what is decided — or the result (ED-10.4)."""
    if state.is_over:
        w = state.winners()
        if w:
            who = " and ".join(_seat(state, s) for s in w)
            return f"El Dorado · game over after round {state.turn} — winner: {who} (ED-10.4, ED-10.5)"
        return (f"El Dorado · game over after round {state.turn} — nobody reached El Dorado: "
                "no winner (ED-D26)")
    end = " · last round (ED-10.2)" if state.ending else ""
    return f"El Dorado · round {state.turn} · {_seat(state, state.to_move)} {_decision(state)}{end}"


# ------------------------------------------------------------------ static map (cached per route)
class _Map:
    """The parts of a route's drawing that never change (built once per Route)."""

    def __init__(self, route: Route):
        self.route = route
        self.serial = next(_SERIAL)
        xs = [math.sqrt(3) * (q + r / 2) for q, r in route.cells]
        ys = [-1.5 * r for q, r in route.cells]
        x0, y0 = min(xs) - 1.2, min(ys) - 1.3
        wu, hu = max(xs) + 1.2 - x0, max(ys) + 1.3 - y0
        s = self.s = min(MAP_W / wu, MAP_H / hu, MAX_S)
        self.w, self.h = wu * s, hu * s
        self.pos = [(MX + (x - x0) * s, MY + (y - y0) * s) for x, y in zip(xs, ys)]
        self.rad = s * math.sqrt(3) / 2             # the inscribed circle
        starts = {i: n for n, i in enumerate(route.start_spaces, 1)}
        finish = set(route.finish_spaces)
        fs = max(7.0, round(s * 0.62, 1))
        self.open: list[str] = []
        self.full: list[str] = []
        for i, (q, r) in enumerate(route.cells):
            x, y = self.pos[i]
            t, k = route.terrain[i], route.strength[i]
            fill, ink = TERRAIN.get(t, ("#ffffff", "#000000"))
            if i in starts:
                what, label = f"start space {starts[i]} (ED-2.5)", str(starts[i])
            elif t in ("mountain",):
                what, label = "mountain: impassable (ED-4.6)", ""
            elif t == "cave":
                what, label = "cave (ED-12): impassable; explored by stopping next to it", ""
            elif t in ("rubble", "basecamp"):
                what = f"{t} {k}: give {k} card{'s' * (k != 1)} to enter" + \
                       (" (trashed, ED-5.2)" if t == "basecamp" else " (ED-5.1)")
                label = str(k)
            else:
                what, label = f"{t} {k} (ED-4.3)", str(k)
            if i in finish:
                what += " — a finish space: El Dorado (ED-4.8)"
            parts = [f'<g data-node="hex:{q},{r}"><title>{q},{r}: {_e(what)}</title>'
                     f'<circle class="bl-shape" cx="{x:.1f}" cy="{y:.1f}" r="{self.rad:.1f}" '
                     f'fill="{fill}" stroke="{GOLD if i in finish else "#ffffff"}" '
                     f'stroke-width="{2.5 if i in finish else 0.8}"/>']
            if t == "cave":
                parts.append(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{self.rad * 0.5:.1f}" fill="none" '
                             f'stroke="#9a9a9a" stroke-width="1.5"/>')
            if i in finish:
                _text(parts, x, y - self.rad * 0.35, "ED", fs * 0.75, bold=True, anchor="middle", fill=ink)
            if label:
                _text(parts, x, y + fs * 0.36 + (self.rad * 0.2 if i in finish else 0), label, fs,
                      bold=True, anchor="middle", fill=ink)
            head = "".join(parts)
            self.open.append(head)
            self.full.append(head + "</g>")
        # the crossing edges of each barrier seam: the shared hex side of the two hexes
        self.seam_lines: list[list[tuple[float, float, float, float]]] = []
        self.seam_mid: list[tuple[float, float]] = []
        for seam in route.seams:
            lines = []
            for edge in sorted(tuple(sorted(e)) for e in seam.edges):
                (ax, ay), (bx, by) = self.pos[edge[0]], self.pos[edge[1]]
                mx, my = (ax + bx) / 2, (ay + by) / 2
                dx, dy = bx - ax, by - ay
                d = math.hypot(dx, dy) or 1.0
                px, py = -dy / d * s / 2, dx / d * s / 2
                lines.append((mx - px, my - py, mx + px, my + py))
            self.seam_lines.append(lines)
            mids = [((a + c) / 2, (b + d) / 2) for a, b, c, d in lines]
            cx = sum(m[0] for m in mids) / len(mids)
            cy = sum(m[1] for m in mids) / len(mids)
            self.seam_mid.append(min(mids, key=lambda m: (m[0] - cx) ** 2 + (m[1] - cy) ** 2))
        self.back = (f'<rect x="{MX}" y="{MY}" width="{self.w:.1f}" height="{self.h:.1f}" rx="10" '
                     f'fill="#eef3e8" stroke="#b5c4a8" stroke-width="1"/>')
        cap = (f"route {route.name} ({len(route.cells)} hexes) — the route data is a transcription "
               f"(ED-13.5): {route.provenance or 'a custom route (ED-14.4)'}")
        self.caption = _wrap(cap, 120)


def _wrap(text: str, width: int) -> list[str]:
    lines, line = [], ""
    for word in text.split():
        if line and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    return lines + ([line] if line else [])


_STATIC: dict[int, _Map] = {}
_SERIAL = itertools.count()


def _static(route: Route) -> _Map:
    """The cached drawing of ``route`` (keyed on the Route object, which stays alive)."""
    hit = _STATIC.get(id(route))
    if hit is None or hit.route is not route:
        hit = _STATIC[id(route)] = _Map(route)
    return hit


def _map(out: list, state: Any, hl: frozenset) -> _Map:
    m = _static(state.route)
    route = state.route
    out.append(m.back)
    extra: dict[int, list[str]] = {}
    two = state.players == 2
    for s in range(state.players):
        name = state.seat_name(s)
        for k, h in enumerate(state.pawn_hexes(s), 1):
            if h is not None:
                i = _index(route, h)
                bits = extra.setdefault(i, [])
                n = len(bits)                                       # a shared hex (ED-12.6)
                bits.append(_memo(("pawn", m.serial, i, name, s, k, n, two, h), _pawn, name, m, i, s, k, n, two, h))
    if state.caves:                                                 # tokens left (ED-12.1)
        for c, n in zip(route.caves, state.cave_pile_sizes()):
            extra.setdefault(c, []).append(_memo(("cave", m.serial, c, n), _cave, m, c, n))
    for node in hl:
        if node.startswith("hex:"):
            i = _index(route, node[4:])
            if i is not None:
                x, y = m.pos[i]
                extra.setdefault(i, []).append(
                    f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{m.rad - 1:.1f}" fill="none" stroke="{HL}" '
                    f'stroke-width="3"/>')
    if extra:
        hexes = list(m.full)
        for i, bits in extra.items():
            hexes[i] = m.open[i] + "".join(bits) + "</g>"
        out.append("".join(hexes))
    else:
        out.append("".join(m.full))
    for seam, b in enumerate(state.barriers()):                   # ED-6.1
        if b is not None:
            lit = f"barrier:{b}" in hl
            out.append(_memo(("barrier", m.serial, seam, b, lit), _barrier, m, seam, b, lit))
    return m


def _index(route: Route, h: str) -> Any:
    """``"q,r"`` → the hex index (``None`` if the route has no such hex)."""
    try:
        q, r = h.split(",")
        return route.index.get((int(q), int(r)))
    except ValueError:
        return None


def _cave(out: list, m: _Map, c: int, n: int) -> None:
    x, y = m.pos[c]
    _text(out, x, y + m.rad * 0.3, n, m.rad * 0.8, bold=True, anchor="middle", fill="#ffffff")


def _pawn(out: list, name: str, m: _Map, i: int, s: int, k: int, n: int, two: bool, h: str) -> None:
    """Pawn ``k`` of seat ``s`` on hex ``i`` (the ``n``-th pawn drawn there)."""
    f, ink = SEAT_FILL[s]
    r = m.rad * 0.62
    x, y = m.pos[i]
    x += n * r * 0.6
    out.append(f'<g><title>pawn of {_e(name)} ({SEAT_COLOUR[s]})' + (f", pawn {k}" if two else "") +
               f' at {h}</title><circle cx="{x:.1f}" cy="{y:.1f}" r="{r:.1f}" fill="{f}" '
               f'stroke="#000000" stroke-width="1.5"/>')
    if two:
        _text(out, x, y + r * 0.45, k, r * 1.2, bold=True, anchor="middle", fill=ink)
    out.append("</g>")


def _barrier(out: list, m: _Map, seam: int, b: int, lit: bool) -> None:
    """Barrier ``b`` on ``seam``: thick lines along its crossing edges and a label (ED-6.1)."""
    bar = BARRIER_OF[b]
    col = BARRIER_INK.get(bar.symbol, "#4a4a4a")
    need = (f"give {bar.strength} cards" if bar.symbol == "rubble"
            else f"{bar.symbol} {bar.strength} in a movement")
    out.append(f'<g data-node="barrier:{b}"><title>barrier {b}: {_e(need)} to clear and take it '
               f'(ED-6.2 – ED-6.4)</title>')
    for x1, y1, x2, y2 in m.seam_lines[seam]:
        out.append(f'<line class="bl-shape" x1="{x1:.1f}" y1="{y1:.1f}" x2="{x2:.1f}" y2="{y2:.1f}" '
                   f'stroke="{HL if lit else col}" stroke-width="{max(3.0, m.s * 0.35):.1f}"/>')
    label = f"{b}: {bar.symbol} {bar.strength}"
    lx, ly = m.seam_mid[seam]
    lw = 6.2 * len(label) + 8
    out.append(f'<rect x="{lx - lw / 2:.1f}" y="{ly - 8:.1f}" width="{lw:.1f}" height="16" rx="4" '
               f'fill="#ffffff" stroke="{col}" stroke-width="1.5"/>')
    _text(out, lx, ly + 4, label, 10.5, bold=True, anchor="middle", fill=col)
    out.append("</g>")


# ------------------------------------------------------------------ cards
_MEMO: dict[tuple, str] = {}


def _memo(key: tuple, make: Any, *args: Any) -> str:
    """``make(out, *args)``'s text, remembered under ``key`` (the drawing's pieces repeat)."""
    hit = _MEMO.get(key)
    if hit is None:
        if len(_MEMO) > 20000:
            _MEMO.clear()
        bits: list[str] = []
        make(bits, *args)
        hit = _MEMO[key] = "".join(bits)
    return hit


def _card(out: list, x: float, y: float, card: str, node: str | None, hl: frozenset, title: str,
          count: int | None = None, w: float = CW, h: float = CH) -> None:
    lit = node is not None and node in hl
    key = ("card", x, y, card, node, lit, title, count, w, h)
    out.append(_memo(key, _draw_card, x, y, card, node, lit, title, count, w, h))


def _draw_card(out: list, x: float, y: float, card: str, node: str | None, lit: bool, title: str,
               count: int | None, w: float, h: float) -> None:
    c = CARD_TYPES[card]
    fill, ink = CARD_FILL.get(c.colour, ("#ffffff", "#000000"))
    stroke, sw = (HL, 3) if lit else ("#5c5c5c", 1)
    out.append(f'<g data-node="{_e(node)}">' if node else "<g>")
    out.append(f'<title>{_e(c.name_en)}{" (single use, ED-8.2)" if c.single_use else ""}: {_e(title)}</title><rect class="bl-shape" x="{x:g}" y="{y:g}" '
               f'width="{w:g}" height="{h:g}" rx="4" fill="{fill}" stroke="{stroke}" stroke-width="{sw}"/>')
    _text(out, x + 5, y + 12, c.name_en, 10, bold=True, fill=ink)
    if h >= CH:
        what = "action" if c.symbol == "action" else f"{'any' if c.symbol == 'joker' else c.symbol} {c.strength}"
        extra = (" · once" if c.single_use else "")
        cost = "" if c.cost is None else f" · cost {c.cost}"
        _text(out, x + 5, y + 26, f"{what}{cost}{extra}", 9, fill=ink)
    elif c.cost is not None:
        _text(out, x + 5, y + h - 4, f"cost {c.cost}", 8.5, fill=ink)
    if count is not None:
        _badge(out, x, y, w, f"×{count}")
    out.append("</g>")


def _hidden(out: list, x: float, y: float, n: int) -> None:
    out.append(f'<g><title>{n} face-down card{"s" * (n != 1)}</title><rect x="{x:g}" y="{y:g}" width="{CW}" '
               f'height="{CH}" rx="4" fill="#5c4a32" stroke="#3d2b10" stroke-width="1"/>')
    _text(out, x + CW / 2, y + 23, f"{n} hidden", 10, bold=True, anchor="middle", fill="#f1e3c6")
    out.append("</g>")


def _panel(out: list, state: Any, x0: float, hl: frozenset) -> float:
    """The side panel from ``y = MY``; returns its bottom."""
    x, y = x0, MY
    phase = state.phase
    market = state.market()
    _text(out, x, y + 12, f"Market (ED-7.4) — the {len(market)} slots", 12, bold=True)
    y += 18
    for k, slot in enumerate(market):
        cx, cy = x + (k % 3) * (CW + 4), y + (k // 3) * (CH + 4)
        if slot is None:
            out.append(f'<rect x="{cx:g}" y="{cy:g}" width="{CW}" height="{CH}" rx="4" fill="#ffffff" '
                       f'stroke="#adb5bd" stroke-width="1" stroke-dasharray="4 3"/>')
            _text(out, cx + CW / 2, cy + 23, "empty slot", 9.5, anchor="middle", fill="#868e96")
            continue
        t, n = slot
        tip = {"play": "click to buy it (ED-7.1)", "gain": "click to gain it (ED-8.4)"}.get(phase, "in the market")
        _card(out, cx, cy, t, f"market:{t}", hl, f"{n} left — {tip}", n)
    y += -(-len(market) // 3) * (CH + 4) + 8
    reserve = state.reserve_cards()
    empty = any(s is None for s in market)
    _text(out, x, y + 10, "Reserve (ED-7.4): " + ("a slot is empty, so it may be bought" if empty
                                                  else "bought only while a slot is empty"), 11, bold=True)
    y += 16
    for k, (t, n) in enumerate(reserve):
        cx, cy = x + (k % 3) * (RW + 4), y + (k // 3) * (RH + 4)
        tip = "gain it (ED-8.4)" if phase == "gain" else ("buy it (ED-7.4)" if empty else "reserve")
        _card(out, cx, cy, t, f"market:{t}", hl, f"{n} left — {tip}", n, RW, RH)
    y += ((len(reserve) + 2) // 3) * (RH + 4) + 10
    # the decision and the shown hand
    who = state.viewer if state.viewer is not None else state.to_move
    if who is None:
        return y
    mover = state.to_move
    mine = state.viewer is not None
    hand = state.hand(who)
    head = "your hand" if mine else f"hand of {_seat(state, who)}"
    _text(out, x, y + 10, f"{head} ({len(hand)} card{'s' * (len(hand) != 1)})", 12, bold=True)
    y += 16
    counts: dict[str, int] = {}
    for c in hand:
        counts[c] = counts.get(c, 0) + 1
    hidden = counts.pop("?", 0)
    verb = {"play": "click to play it" + (" (to move: then the pawn's hex, ED-11.3)" if state.players == 2 else ""), "cards": "click to give it", "trash": "click to trash it",
            "pay": "click to pay with it", "discard": "click to discard it"}.get(phase, "in the hand")
    clickable = who == mover
    k = 0
    for c in sorted(counts):
        cx, cy = x + (k % 3) * (CW + 4), y + (k // 3) * (CH + 4)
        _card(out, cx, cy, c, f"card:{c}" if clickable else None, hl,
              verb if clickable else "in the hand", counts[c] if counts[c] > 1 else None)
        k += 1
    if hidden:
        _hidden(out, x + (k % 3) * (CW + 4), y + (k // 3) * (CH + 4), hidden)
        k += 1
    y += max(1, (k + 2) // 3) * (CH + 4) + 4
    if mover is not None:
        played = state.played_area(mover)
        text = ", ".join(CARD_TYPES[c].name_en for c in played) or "nothing yet"
        for line in _wrap(f"played this turn by {_seat(state, mover)} (ED-3.4): {text}", 62):
            _text(out, x, y + 10, line, 10, fill="#444444")
            y += 13
    return y + 6


def _players(out: list, state: Any, x: float, y: float) -> float:
    """One row per seat: pawns, hand, piles (ED-9.1), barriers taken (ED-6.2), tokens (ED-12.2)."""
    _text(out, x, y + 10, "Players", 12, bold=True)
    y += 16
    mover = state.to_move
    h = 13 * (3 + bool(state.caves)) + 8
    for s in range(state.players):
        disc = state.discard_pile(s)
        row = (state.seat_name(s), s == mover, tuple(state.pawn_hexes(s)), len(state.hand(s)),
               state.draw_pile_size(s), len(disc), disc[-1] if disc else None, tuple(state.barriers_won(s)),
               tuple(state.cave_tokens(s)) if state.caves else None, state.players == 2)
        out.append(_memo(("seat", x, y, s, h) + row, _player, x, y, s, h, row))
        y += h + 4
    return y


def _player(out: list, x: float, y: float, s: int, h: float, row: tuple) -> None:
    name, moving, pawns, hand, draw, ndisc, top, won, tokens, two = row
    f, _ink = SEAT_FILL[s]
    frame, fw = ("#e0a800", 2.5) if moving else ("#dddddd", 1)
    out.append(f'<g class="bl-seat" data-seat="{s}"><rect x="{x:g}" y="{y:g}" width="{PW}" height="{h}" '
               f'rx="5" fill="#fafafa" stroke="{frame}" stroke-width="{fw}"/><circle cx="{x + 12:g}" '
               f'cy="{y + 12:g}" r="7" fill="{f}" stroke="#333333" stroke-width="1"/>')
    where = ", ".join("El Dorado" if p is None else p for p in pawns)
    _text(out, x + 24, y + 16, f"{name} ({SEAT_COLOUR[s]}){' ▶' if moving else ''} · pawn{'s' * two}: {where}",
          11, bold=True)
    tail = f" (top: {CARD_TYPES[top].name_en})" if top else ""
    _text(out, x + 8, y + 29, f"hand {hand} · draw pile {draw} · discard pile {ndisc}{tail} (ED-9.1)", 10)
    wtxt = ", ".join(f"{b} ({BARRIER_OF[b].symbol} {BARRIER_OF[b].strength})" for b in won) or "none"
    _text(out, x + 8, y + 42, f"barriers taken (ED-6.2): {wtxt}", 10)
    if tokens is not None:
        toks = ", ".join(kind + (f" {k}" if k else "") for kind, k in tokens) or "none"
        _text(out, x + 8, y + 55, f"cave tokens (ED-12.2): {toks}"[:72], 10)
    out.append("</g>")


def svg(state: Any, highlight: Iterable[str] = ()) -> str:
    """The whole table as SVG text; ``highlight`` outlines these node ids."""
    hl = frozenset(highlight)
    st = status(state)
    body: list[str] = []
    _text(body, 10, 24, st, 14 if len(st) <= 120 else max(9, round(14 * 120 / len(st), 1)), bold=True)
    m = _map(body, state, hl)
    px = MX + m.w + 14
    y = _panel(body, state, px, hl)
    y = _players(body, state, px, y)
    cy = max(MY + m.h, y) + 16
    for line in m.caption:
        _text(body, MX, cy, line, 10, fill="#555555")
        cy += 13
    width, height = round(px + PW + 10), round(cy)
    head = (f'<svg xmlns="http://www.w3.org/2000/svg" class="boardlab-svg" data-game="el_dorado" '
            f'width="{width}" height="{height}" viewBox="0 0 {width} {height}" font-family="sans-serif">'
            f"<title>{_e(st)} (route {_e(state.route.name)}: transcribed data, ED-13.5)</title>"
            f'<rect x="0" y="0" width="{width}" height="{height}" fill="#ffffff"/>')
    return head + "".join(body) + "</svg>"
