"""Ecosystem drawn as hand-written SVG: ``svg(state) -> str`` (docs/contract.md).

A pure, deterministic function of the state (no matplotlib, no randomness).  Every
board node is a ``<g data-node="…">`` holding a ``<title>`` in plain words:

* a card of an ecosystem: ``"{seat}:{row},{col}"`` (the EC-4.1 coordinates);
* an empty cell where the seat to move may place (EC-4.3/EC-4.4): same id, drawn as a
  dashed outline; the other empty cells of that seat's window are drawn faintly, with
  an id too, so a click on them can be explained (``"EC-4.3 … not adjacent"``);
* a card of the hand of the seat to move: ``"hand:{code}"`` — one node per distinct
  card, with a ``×n`` badge (cards of a type are interchangeable, EC-1.2).

These are the ids :func:`.ui.nodes_of` returns (clicks are handled in :mod:`.ui`).  A seat's view
(``state.view(seat)``) shows hidden cards as face-down backs (EC-3.6).  After the
game, each card carries its points (EC-6) and each ecosystem its total (EC-8.3).

Only ``svg``, ``rect``, ``text``, ``g`` and ``title`` elements with plain attributes
are used, so :mod:`boardlab.render.mpl` can paint the same drawing with matplotlib.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Iterable

from ...svg import badge as _badge, esc as _e, text as _text
from .components import NAME, Cell
from .state import HIDDEN, Ecosystem, legal_cells, placement_error

#: card colours per type (fill, ink)
COLOURS: dict[str, tuple[str, str]] = {
    "M": ("#b9dc8f", "#23401a"),   # meadow
    "S": ("#8fd0ec", "#123f57"),   # stream
    "B": ("#8d6e63", "#ffffff"),   # bear
    "F": ("#f28c28", "#3b1d00"),   # fox
    "W": ("#78848f", "#ffffff"),   # wolf
    "D": ("#d2b48c", "#3d2a12"),   # deer
    "T": ("#3f7fc1", "#ffffff"),   # trout
    "Y": ("#48bfae", "#08302b"),   # dragonfly
    "E": ("#f5d33c", "#3a3000"),   # bee
    "A": ("#6b4c9a", "#ffffff"),   # eagle
    "R": ("#efc3d8", "#4a1d33"),   # rabbit
}
BACK = ("#2f5d50", "#d9efe7")      # a face-down card
HL = "#d6336c"                     # highlight outline

PITCH, CARD = 44, 40               # grid cell pitch and card size
FROWS, FCOLS = 5, 6                # a grid's footprint: the largest window (EC-4.4 + 1 ring)
PAD, HEAD, FOOT = 8, 36, 20        # panel padding, header, footer
PW = FCOLS * PITCH + 2 * PAD       # panel width
PH = HEAD + FROWS * PITCH + FOOT + PAD
GAP = 10                           # between panels
TOP = 30                           # status line
HAND_H = 84                        # hand strip
END_H = 28                         # its place once the game is over: one line, no cards
HW, HH, HSTEP = 44, 56, 50         # hand card size and spacing
BADGE_W = 17                       # a badge's width and margin (boardlab.svg.badge)
MIN_WIDTH = 720                    # room for the status line and a full hand

_PHASE = {"pick": "to pick a card (EC-3.2)", "place": "to place {card} (EC-4.3)",
          "swap": "may swap two cards: Rabbit (EC-4.6)",
          "gift": "to give a card to the opponent (EC-10.2)"}


def _short(code: str) -> str:
    return NAME.get(code, "?")


def status(state: Ecosystem) -> str:
    """One line: round/step/phase and whose turn, or the result at the end (EC-11)."""
    if state.phase == "over":
        return "Game over — " + _result(state)
    seat = state.to_move
    pick = state.pick(seat)
    card = NAME[pick].capitalize() if pick and pick != HIDDEN else "the chosen card"
    verb = _PHASE[state.phase].format(card=card)
    if state.mode == "solo":
        if state.phase == "pick":
            verb = "to choose a card to place (EC-10.2)"
        where = f"turn {state.step} of 20"
    else:
        where = f"round {state.round} of 2 · step {state.step} of 10"
    return f"Ecosystem · {where} · {state.seat_name(seat)} {verb}"


def _result(state: Ecosystem) -> str:
    if state.mode == "solo":
        res = state.solo_result()
        levels = ", ".join(res["levels"])
        return (f"margin {res['margin']} ({res['player']} to {res['opponent']}): "
                + (f"{levels} won (EC-10.7)" if levels else "lost, under 30 (EC-10.7)"))
    sc = state.scores()
    w = state.winners()
    who = " and ".join(state.seat_name(s) for s in w)
    head = f"winner{'s' if len(w) > 1 else ''}: {who} with {sc[w[0]]}" if w else "no winner"
    return head + " · " + ", ".join(f"{state.seat_name(s)} {v}" for s, v in sc.items())


# ------------------------------------------------------------------- drawing
#: a coordinate → its text (``:g``): the drawings place cards at a few hundred coordinates,
#: all inside the picture (never 0, so 0.0 and -0.0 never share an entry)
_AT: dict[float, str] = {}


def _at(v: float) -> str:
    text = _AT.get(v)
    if text is None:
        if len(_AT) > 4096:
            _AT.clear()
        text = _AT[v] = f"{v:g}"
    return text


def _card(out: list, x: float, y: float, w: int, h: int, code: str, node: str | None,
          title: str, hl: bool, big: bool = False, badge: str = "") -> None:
    fill, ink = COLOURS.get(code, BACK)
    stroke, sw = (HL, 3) if hl else ("#4a4a4a", 1)
    cx = x + w / 2
    name = _short(code)
    # a badge takes the top-right corner: a grid card's letter (as high as the badge) moves
    # to the middle of what is left of the top, so the badge never covers it
    lx = x + (w - BADGE_W) / 2 if badge and not big else cx
    out.append(f'<g data-node="{_e(node)}">' if node else "<g>")
    out.append(f"<title>{_e(title)}</title>"
               f'<rect class="bl-shape" x="{_at(x)}" y="{_at(y)}" width="{w}" height="{h}" rx="4" '
               f'fill="{fill}" stroke="{stroke}" stroke-width="{sw}"/>'
               f'<text x="{_at(lx)}" y="{_at(y + h * 0.5)}" font-size="{18 if big else 16}" '
               f'font-weight="bold" text-anchor="middle" fill="{ink}">{code}</text>'
               f'<text x="{_at(cx)}" y="{_at(y + h - (9 if big else 6))}" '
               f'font-size="{8 if len(name) <= 6 else 7}" text-anchor="middle" '
               f'fill="{ink}">{name}</text>')
    if badge:
        _badge(out, x, y, w, badge)
    out.append("</g>")


def _back(out: list, x: float, y: float, w: int, h: int, title: str, label: str = "?") -> None:
    fill, ink = BACK
    out.append(f"<g><title>{_e(title)}</title>"
               f'<rect x="{x:g}" y="{y:g}" width="{w}" height="{h}" rx="4" fill="{fill}" '
               f'stroke="#1d3a32" stroke-width="1"/>'
               f'<text x="{x + w / 2:g}" y="{y + h * 0.6:g}" font-size="{min(w, h) * 0.4:g}" '
               f'font-weight="bold" text-anchor="middle" fill="{ink}">{_e(label)}</text></g>')


def _points(state: Ecosystem, seat: int, grid: dict) -> tuple[dict, dict, str]:
    """End of game: cell → badge, cell → sentence, and the seat's footer line."""
    sheet = state.score_sheets()[seat]
    r0 = min(r for r, _ in grid)
    c0 = min(c for _, c in grid)
    badge: dict = {}
    why: dict = {}
    for ev in sheet.events:   # EC-6 events use the normalised cells of EC-4.7
        d = ev.data
        if "cell" in d:
            cell = (d["cell"][0] + r0, d["cell"][1] + c0)
            badge[cell] = str(d["points"])
            why[cell] = f"{ev.text} ({ev.rule})"
        elif "cells" in d:    # EC-6.8 — a meadow scores as a group
            cells = sorted((r + r0, c + c0) for r, c in d["cells"])
            badge[cells[0]] = str(d["points"])
            for cell in cells:
                why[cell] = f"{ev.text} ({ev.rule})"
    bt = sheet.by_type
    foot = (f"deer {bt['deer']} · stream {bt['stream']} · wolf {bt['wolf']} · "
            f"{len(sheet.gaps)} gaps {sheet.gap_bonus:+d}")
    return badge, why, foot


def _panel(out: list, state: Ecosystem, seat: int, px: float, py: float,
           hl: frozenset, who: int | None, preview: int | None = None) -> None:
    """One seat's ecosystem in a frame: name, hand/choice and preview score (EC-5.6) or
    the total, cards with their grid coordinates (EC-4.1), score line."""
    moving = seat == state.to_move
    over = state.phase == "over"
    frame, fw = ("#e0a800", 3) if moving else ("#bbbbbb", 1)
    out.append(f'<g class="bl-seat" data-seat="{seat}">')
    out.append(f'<rect x="{px:g}" y="{py:g}" width="{PW}" height="{PH}" rx="6" fill="#fafafa" '
               f'stroke="{frame}" stroke-width="{fw}"/>')
    name = state.seat_name(seat) + ("  ▶ to move" if moving else "")
    _text(out, px + PAD, py + 15, name, 13, bold=True, fill="#7a5a00" if moving else "#222222")
    # second header line: hand, chosen card, or the total
    info = ""
    badge: dict = {}
    why: dict = {}
    foot = ""
    if over:
        sheet = state.score_sheets()[seat]
        if sheet.total is None:
            info = "no score: ranks majorities only (EC-9.5)"
        else:
            won = seat in state.winners()
            info = f"total {sheet.total}" + ("  ★ winner" if won else "")
        badge, why, foot = _points(state, seat, state.grid(seat))
    else:
        parts = []
        held = state.hand(seat)
        if held is not None:
            hidden = state.viewer is not None and seat != state.viewer
            k = len(held)
            parts.append(f"hand {k}" + (" (face down)" if hidden else ""))
            if hidden and k:
                _back(out, px + PW - PAD - 15, py + 7, 15, 21, f"{k} face-down cards (EC-3.6)")
        pick = state.pick(seat)
        if pick:
            shown = pick != HIDDEN and (state.phase != "pick" or seat == who)
            parts.append(f"to place: {NAME[pick]}" if shown else "has chosen ✓")
        if preview is not None:
            parts.append(f"preview {preview}")
        info = " · ".join(parts)
    _text(out, px + PAD, py + 30, info, 11, bold=over)
    _cells(out, state, seat, px, py, hl, badge, why)
    if foot:
        _text(out, px + PAD, py + PH - PAD - 4, foot, 10, fill="#444444")
    out.append("</g>")


def _cells(out: list, state: Ecosystem, seat: int, px: float, py: float, hl: frozenset,
           badge: dict, why: dict) -> None:
    """One ecosystem's window: its cards and, for the seat placing, its empty cells
    (legal ones dashed, the others faint — both clickable, to be explained)."""
    grid = state.grid(seat)
    moving = seat == state.to_move
    placing = moving and state.phase == "place"
    swapping = moving and state.phase == "swap"
    if not placing:                  # the cards only: kept whole (most redraws repeat them)
        lit = tuple(sorted(n for n in hl if n.startswith(f"{seat}:"))) if hl else ()
        out.append(_placed(px, py, seat, state.seat_name(seat), tuple(sorted(grid.items())),
                           swapping, lit, tuple(sorted(badge.items())), tuple(sorted(why.items()))))
        return
    legal = set(legal_cells(grid))
    cells = set(grid) | legal
    if not cells:
        _text(out, px + PW / 2, py + HEAD + FROWS * PITCH / 2, "no card yet", 11,
              anchor="middle", fill="#999999")
        return
    ox, oy, r0, r1, c0, c1 = _window(px, py, cells)
    you = "you" if state.viewer in (None, seat) else state.seat_name(seat)
    name = state.seat_name(seat)
    out.append(_coordinates(ox, oy, r0, r1, c0, c1))
    for r in range(r0, r1 + 1):
        y = oy + (r - r0) * PITCH
        for c in range(c0, c1 + 1):
            x = ox + (c - c0) * PITCH
            node = f"{seat}:{r},{c}"
            code = grid.get((r, c))
            if code is not None:
                out.append(_grid_card(x, y, name, seat, r, c, code, why.get((r, c), ""),
                                      swapping, node in hl, badge.get((r, c), "")))
            elif (r, c) in legal:
                out.append(_legal_cell(x, y, r, c, node, you, node in hl))
            else:
                err = placement_error(grid, (r, c))
                reason = f"not a legal place: {err}" if err else "not a legal place"
                out.append(f'<g data-node="{node}"><title>empty cell {r},{c} — {_e(reason)}'
                           f'</title><rect class="bl-shape" x="{_at(x)}" y="{_at(y)}" width="{CARD}" '
                           f'height="{CARD}" rx="4" fill="#f4f4f4" stroke="#dddddd" '
                           f'stroke-width="1"/></g>')


def _window(px: float, py: float, cells: Iterable[Cell]) -> tuple[float, float, int, int, int, int]:
    """``(ox, oy, r0, r1, c0, c1)``: the top-left card of the window holding ``cells``, centred
    in the panel at ``(px, py)``, and its first and last rows and columns (EC-4.1)."""
    rows, cols = zip(*cells)
    r0, r1, c0, c1 = min(rows), max(rows), min(cols), max(cols)
    ox = px + PAD + (FCOLS - (c1 - c0 + 1)) * PITCH / 2 + (PITCH - CARD) / 2
    oy = py + HEAD + (FROWS - (r1 - r0 + 1)) * PITCH / 2 + (PITCH - CARD) / 2
    return ox, oy, r0, r1, c0, c1


@lru_cache(maxsize=1 << 12)
def _placed(px: float, py: float, seat: int, name: str, cards: tuple[tuple[Cell, str], ...],
            swapping: bool, lit: tuple[str, ...], badge: tuple, why: tuple) -> str:
    """An ecosystem's window when nobody places in it: its cards (``(cell, code)``, row by
    row, EC-4.1) with their coordinates; ``lit``, ``badge`` and ``why``: the highlighted
    nodes and each card's points and reason (sorted items).  Kept whole: a drawing
    repeats most windows of the last one."""
    out: list[str] = []
    if not cards:
        _text(out, px + PW / 2, py + HEAD + FROWS * PITCH / 2, "no card yet", 11,
              anchor="middle", fill="#999999")
        return "".join(out)
    ox, oy, r0, r1, c0, c1 = _window(px, py, [cell for cell, _ in cards])
    out.append(_coordinates(ox, oy, r0, r1, c0, c1))
    points, reasons = dict(badge), dict(why)
    for (r, c), code in cards:
        node = f"{seat}:{r},{c}"
        out.append(_grid_card(ox + (c - c0) * PITCH, oy + (r - r0) * PITCH, name, seat, r, c,
                              code, reasons.get((r, c), ""), swapping, node in lit,
                              points.get((r, c), "")))
    return "".join(out)


@lru_cache(maxsize=1 << 12, typed=True)
def _coordinates(ox: float, oy: float, r0: int, r1: int, c0: int, c1: int) -> str:
    """The grid coordinates of a window whose top-left card is at ``(ox, oy)`` (EC-4.1):
    rows ``r0 … r1`` left, columns ``c0 … c1`` above."""
    out: list[str] = []
    for r in range(r0, r1 + 1):
        _text(out, ox - 2, oy + (r - r0) * PITCH + CARD / 2 + 3, str(r), 7, anchor="end", fill="#999999")
    for c in range(c0, c1 + 1):
        _text(out, ox + (c - c0) * PITCH + CARD / 2, oy - 1, str(c), 7, anchor="middle", fill="#999999")
    return "".join(out)


def _grid_card(x: float, y: float, name: str, seat: int, r: int, c: int, code: str, why: str,
               swapping: bool, hl: bool, badge: str) -> str:
    """A card of an ecosystem at ``(x, y)`` (EC-4.1 cell ``r,c`` of seat ``name``), its
    title saying why it scores (``why``, at the end) or how to swap it (EC-4.6).  Its two
    parts are kept apart: the node and title (seat, cell and card) and the picture (place
    and card) — drawings repeat each part far more often than the whole, as a grid's
    window moves its cards when it grows."""
    return _grid_title(name, seat, r, c, code, why, swapping) + _grid_picture(x, y, code, hl, badge)


@lru_cache(maxsize=1 << 13, typed=True)
def _grid_title(name: str, seat: int, r: int, c: int, code: str, why: str, swapping: bool) -> str:
    """The ``<g data-node>`` and ``<title>`` of a card of an ecosystem (see ``_grid_card``)."""
    title = f"{name}, row {r} col {c}: {NAME[code].capitalize()}"
    if why:
        title += f" — {why}"
    elif swapping:
        title += " — click two cards to swap them (EC-4.6)"
    return f'<g data-node="{_e(f"{seat}:{r},{c}")}"><title>{_e(title)}</title>'


@lru_cache(maxsize=1 << 14, typed=True)
def _grid_picture(x: float, y: float, code: str, hl: bool, badge: str) -> str:
    """A card of an ecosystem drawn at ``(x, y)``, after its title, to its ``</g>`` (see
    ``_grid_card``)."""
    out: list[str] = []
    _card(out, x, y, CARD, CARD, code, "", "", hl, badge=badge)
    whole = "".join(out)
    return whole[whole.index("</title>") + len("</title>"):]


@lru_cache(maxsize=1 << 12, typed=True)
def _legal_cell(x: float, y: float, r: int, c: int, node: str, you: str, hl: bool) -> str:
    """An empty cell at ``(x, y)`` where ``you`` may place (EC-4.3), dashed."""
    stroke, sw = (HL, 3) if hl else ("#2b7a3d", 1.5)
    return (f'<g data-node="{node}"><title>empty cell {r},{c} — {_e(you)} '
            f'may place here (EC-4.3)</title><rect class="bl-shape" x="{_at(x)}" '
            f'y="{_at(y)}" width="{CARD}" height="{CARD}" rx="4" fill="#ffffff" '
            f'stroke="{stroke}" stroke-width="{sw}" stroke-dasharray="4 3"/>'
            f'<text x="{_at(x + CARD / 2)}" y="{_at(y + CARD / 2 + 4)}" font-size="10" '
            f'text-anchor="middle" fill="#2b7a3d">{r},{c}</text></g>')


def _hand(out: list, state: Ecosystem, y: float, hl: frozenset, who: int | None) -> None:
    """The hand strip: the hand of the seat to move (full state) or of the viewer."""
    if state.phase == "over":
        _text(out, PAD, y + 18, "Final scores — hover a card for its points (EC-6), "
                                "totals in each header (EC-8.3)", 12, fill="#444444")
        return
    hand = state.hand(who) if who is not None else None
    if hand is None:
        return
    acting = who == state.to_move
    clickable = acting and state.phase in ("pick", "gift")
    own = state.viewer is not None
    label = ("your hand" if own else f"hand of {state.seat_name(who)}") + f" ({len(hand)} cards)"
    if acting and state.phase in ("pick", "gift"):
        label += " — click a card to " + ("give it to the opponent (EC-10.2)"
                                          if state.phase == "gift" else "choose it (EC-3.2)")
    _text(out, PAD, y + 14, label, 12, bold=True)
    x = PAD
    counts: dict[str, int] = {}
    for code in hand:
        counts[code] = counts.get(code, 0) + 1
    for code in sorted(counts):
        n = counts[code]
        if code == HIDDEN:
            _back(out, x, y + 22, HW, HH, f"{n} face-down card{'s' if n > 1 else ''}", "?")
        else:
            node = f"hand:{code}"
            verb = "give" if state.phase == "gift" else "pick"
            title = f"hand: {NAME[code].capitalize()}" + (f" ×{n}" if n > 1 else "")
            if clickable:
                title += f" — click to {verb} it"
            _card(out, x, y + 22, HW, HH, code, node if acting else None, title,
                  node in hl, big=True, badge=f"×{n}" if n > 1 else "")
        x += HSTEP
    pick = state.pick(who)
    if pick and pick != HIDDEN:
        x += 16
        _card(out, x, y + 22, HW, HH, pick, None,
              f"chosen card: {NAME[pick].capitalize()} — to place (EC-3.3)", False, big=True)
        _text(out, x + HW + 6, y + 22 + HH / 2 + 4, "← chosen, to place", 11, fill="#444444")


def svg(state: Ecosystem, highlight: Iterable[str] = ()) -> str:
    """The whole table as SVG text: status line, hand, and every ecosystem.

    ``highlight``: node ids to outline (legal targets, the last move …).
    """
    hl = frozenset(highlight)
    n = state.seats
    ncols = min(n, 3)
    nrows = -(-n // ncols)
    width = max(ncols * PW + (ncols + 1) * GAP, MIN_WIDTH)
    strip = END_H if state.phase == "over" else HAND_H   # no empty hand strip at the end
    height = TOP + strip + nrows * (PH + GAP) + GAP
    # whose hand is shown: the viewer's, or (full state) the seat to move's
    who = state.viewer if state.viewer is not None else state.to_move
    line = status(state)
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" class="boardlab-svg" data-game="ecosystem" '
           f'width="{width}" height="{height}" viewBox="0 0 {width} {height}" '
           f'font-family="sans-serif">',
           f"<title>{_e(line)}</title>",
           f'<rect x="0" y="0" width="{width}" height="{height}" fill="#ffffff"/>']
    _text(out, GAP, 20, line, 14, bold=True)
    _hand(out, state, TOP, hl, who)
    y0 = TOP + strip + GAP
    previews = state.scores() if state.phase != "over" else {}   # EC-5.6: grids are public
    for seat in range(n):
        row, col = divmod(seat, ncols)
        _panel(out, state, seat, GAP + col * (PW + GAP), y0 + row * (PH + GAP), hl, who,
               previews.get(seat))
    out.append("</svg>")
    return "".join(out)

