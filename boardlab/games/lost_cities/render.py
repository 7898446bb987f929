"""Lost Cities: The Board Game drawn as hand-written SVG: ``svg(state) -> str`` (docs/contract.md).

A pure, deterministic function of the state (no matplotlib, no randomness).  The
drawing, top to bottom:

* the status line (round, whose turn, which phase — or the result);
* the board: the camp (pawns not yet out, per player), the five paths of nine
  steps with their values (LC-1.3), the bridge between steps 6 and 7 (LC-1.4), the
  lost city (step 9), the event tiles on their slots (LC-1.6/1.7; the slot layout is
  **provisional** data, D-3 — the caption says so), the pawns on their steps (one
  colour per player; the leader larger, with an ``L``), the discard pile of each
  colour at the end of its path (top card and count) and the draw pile (count);
* the hand of the viewing seat (full state: the seat to move), face up;
* one panel per player: VP, artifact tiles this round and chips, hand size, the
  pawns' worth now (LC-9.1), the five expedition rows (cards in order) and, from
  the first round end on, each round's scoring and the final scoring (LC-9, LC-11).

Clickable nodes (``<g data-node="…">`` holding a ``<title>`` in plain words) are the
ids :func:`.ui.nodes_of` returns (clicks are handled in :mod:`.ui`):

* ``hand:B6`` — a card of the hand of the seat to move (one node per distinct card,
  with a ``×2`` badge when both copies are held, LC-1.1);
* ``row:<seat>:B`` — every seat's five rows, existing or not;
* ``discard:B`` — the five discard piles (a discard target and a take source);
* ``pile`` — the draw pile;
* ``pawn:<seat>:L`` / ``pawn:<seat>:E1`` … — every pawn, in the camp or on a step.

A seat's view (``state.view(seat)``) shows that seat's hand only, the others as a
count of face-down cards (LC-14.1).  Only ``svg``, ``rect``, ``text``, ``line``,
``circle``, ``g`` and ``title`` elements with plain attributes are used, so
:mod:`boardlab.render.mpl` paints the same drawing with matplotlib.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Iterable

from ...svg import KEPT, badge as _badge, esc as _e, text as _text
from .actions import PlayCard
from .components import (CAMP, NODE_CODE, NODE_COLOUR, NODE_NAME, NODE_STEP, NODE_VALUE, PAWN_NAME,
                         PAWNS)
from .data import COLOURS, LETTERS, STEPS, TILE_VP, TRACK_VALUES, ordinal
from .state import (CITY_BONUS, DRAW_PHASE, HIDDEN, OVER, PAWN_PHASE, PLAY_PHASE, STEP_TILE,
                    LostCities, direction)
from .ui import NEXT as _NEXT

# ------------------------------------------------------------------ palette
#: path / card colours: (strong fill, light tint, ink on the strong fill)
PATH: tuple[tuple[str, str, str], ...] = (
    ("#f2c200", "#fff6cc", "#3d3000"),   # YELLOW
    ("#1c7ed6", "#dbeafe", "#ffffff"),   # BLUE
    ("#f1f3f5", "#ffffff", "#212529"),   # WHITE
    ("#2f9e44", "#d3f9d8", "#ffffff"),   # GREEN
    ("#e03131", "#ffe3e3", "#ffffff"),   # RED
)
#: player (pawn) colours, seat 0 … 3 — none of them a path colour
SEAT_COLOURS = ("#7b2cbf", "#f76707", "#343a40", "#8b5a2b")
BACK = ("#5c4a32", "#f1e3c6")      # a face-down card
HL = "#d6336c"                     # highlight outline
TILE_STYLE = {"ARTIFACT": ("#8b5e34", "#ffffff", "artifact"),
              "STEP": ("#495057", "#ffffff", "step +1"),
              "VP5": ("#ffd43b", "#5c3d00", "5 VP"),
              "VP10": ("#ffd43b", "#5c3d00", "10 VP"),
              "VP15": ("#ffd43b", "#5c3d00", "15 VP")}

# ------------------------------------------------------------------ geometry
WIDTH = 920
GAP = 10
TOP = 30                            # status line
BOARD_Y = 56                        # first path
CAMP_X, CAMP_W = 10, 134
TAB_X, TAB_W = 154, 22              # the path's colour tab
STEP_X0, STEP_W, STEP_H = 180, 62, 56
STEP_PITCH, BRIDGE_EXTRA = 66, 20   # step pitch; extra room for the bridge
PATH_PITCH = 64
DISCARD_X, CARD_W, CARD_H = 800, 44, 56
PILE_X, PILE_W, PILE_H = 856, 52, 68
BOARD_BOTTOM = BOARD_Y + 5 * PATH_PITCH - 8
CAPTION_Y = BOARD_BOTTOM + 18
HAND_Y = CAPTION_Y + 12
HAND_H = 92
HW, HH, HSTEP = 44, 60, 50          # hand card size and spacing
PANELS_Y = HAND_Y + HAND_H
PW = (WIDTH - 3 * GAP) // 2         # panel width (two per line)
ROW_H, ROW_PITCH = 19, 22
PH = 46 + 5 * ROW_PITCH + 34        # header, rows, scoring lines

_PHASE = {PLAY_PHASE: "to play or discard a card (LC-4.1, LC-5)",
          PAWN_PHASE: "to choose the pawn for the {colour} expedition (LC-5.3)",
          STEP_TILE: "may advance a pawn one step: step tile (LC-7.4)",
          CITY_BONUS: "may advance another pawn one step: city bonus (LC-5.7)",
          DRAW_PHASE: "to draw a card: the draw pile or a discard pile (LC-5.9)"}
_CNAME = tuple(c.lower() for c in COLOURS)


def _colour(c: int) -> str:
    return _CNAME[c]


def _signed(v: int) -> str:
    return f"+{v}" if v > 0 else f"−{-v}" if v < 0 else "0"


def _step_x(step: int) -> int:
    return STEP_X0 + (step - 1) * STEP_PITCH + (BRIDGE_EXTRA if step > 6 else 0)


def _path_y(c: int) -> int:
    return BOARD_Y + c * PATH_PITCH


# ------------------------------------------------------------------ status
def status(state: LostCities) -> str:
    """One line: round, whose turn and which phase, or the result at the end (LC-11)."""
    if state.phase == OVER:
        return "Game over — " + _result(state)
    where = ("short game (1 round)" if state.rounds == 1
             else f"round {state.round} of {state.rounds}")
    verb = _PHASE[state.phase]
    if state.phase == PAWN_PHASE:
        pending = state.pending
        verb = verb.format(colour=_colour(pending) if pending >= 0 else "new")
    return f"Lost Cities · {where} · {state.seat_name(state.to_move)} {verb}"


def _result(state: LostCities) -> str:
    w = state.winners()
    vp = state.vp
    who = " and ".join(state.seat_name(s) for s in w)
    head = f"winner{'s' if len(w) > 1 else ''}: {who} with {vp[w[0]]} VP" if w else "no winner"
    best = max(vp)
    tied = [s for s in range(state.players) if vp[s] == best]
    if len(tied) > len(w):
        head += " (most artifact chips, LC-11.3)"
    return head + " · " + ", ".join(f"{state.seat_name(s)} {vp[s]} VP"
                                    for s in range(state.players))


# ------------------------------------------------------------------ drawing
def _static() -> str:
    """The parts that never change: headers, camp frame, paths, step values, bridges."""
    out: list[str] = []
    for step in range(1, STEPS + 1):
        x = _step_x(step) + STEP_W / 2
        label = "lost city" if step == STEPS else f"step {step}"
        _text(out, x, BOARD_Y - 6, label, 10, anchor="middle", fill="#666666")
    bx = _step_x(6) + STEP_W + (STEP_PITCH - STEP_W + BRIDGE_EXTRA) / 2
    _text(out, bx, BOARD_Y - 6, "bridge", 9, bold=True, anchor="middle", fill="#7a4a12")
    _text(out, DISCARD_X + CARD_W / 2, BOARD_Y - 6, "discards", 10, anchor="middle", fill="#666666")
    _text(out, PILE_X + PILE_W / 2, BOARD_Y - 6, "draw pile", 10, anchor="middle", fill="#666666")
    out.append(f'<g><title>the camp: pawns not yet on a path (LC-3.2); each start (LC-5.3) '
               f'takes one out</title><rect x="{CAMP_X}" y="{BOARD_Y}" width="{CAMP_W}" '
               f'height="{BOARD_BOTTOM - BOARD_Y}" rx="8" fill="#f3ede2" stroke="#b09b7a" '
               f'stroke-width="1"/></g>')
    _text(out, CAMP_X + CAMP_W / 2, BOARD_Y + 16, "camp", 12, bold=True, anchor="middle",
          fill="#6b5a3e")
    for c in range(5):
        strong, tint, ink = PATH[c]
        y = _path_y(c)
        edge = "#868e96" if c == 2 else strong
        out.append(f'<g><title>the {_colour(c)} path: 9 steps from the camp to the lost city '
                   f'(LC-1.3)</title><rect x="{TAB_X}" y="{y}" width="{TAB_W}" height="{STEP_H}" '
                   f'rx="4" fill="{strong}" stroke="{edge}" stroke-width="1"/>'
                   f'<text x="{TAB_X + TAB_W / 2:g}" y="{y + STEP_H / 2 + 5:g}" font-size="14" '
                   f'font-weight="bold" text-anchor="middle" fill="{ink}">{LETTERS[c]}</text></g>')
        for step in range(1, STEPS + 1):
            x = _step_x(step)
            v = TRACK_VALUES[step - 1]
            if step == STEPS:
                what = (f"the {_colour(c)} lost city (step 9): {_signed(v)}; no pawn goes "
                        "further (LC-1.5)")
            else:
                zone = " (beyond the bridge)" if step > 6 else ""
                what = f"{_colour(c)} step {step}{zone}: {_signed(v)}"
            what += "; a leader counts double (LC-9.1)"
            sw = 2.5 if step > 6 else 1
            out.append(f'<g><title>{_e(what)}</title><rect x="{x}" y="{y}" width="{STEP_W}" '
                       f'height="{STEP_H}" rx="5" fill="{tint}" stroke="{edge}" '
                       f'stroke-width="{sw}"/>')
            if step == STEPS:
                out.append(f'<rect x="{x + 3}" y="{y + 3}" width="{STEP_W - 6}" '
                           f'height="{STEP_H - 6}" rx="3" fill="none" stroke="{edge}" '
                           f'stroke-width="1"/>')
            neg = "#c92a2a" if v < 0 else "#222222"
            out.append(f'<text x="{x + STEP_W / 2:g}" y="{y + 13}" font-size="11" '
                       f'font-weight="bold" text-anchor="middle" fill="{neg}">{_signed(v)}'
                       '</text></g>')
        # LC-1.4 — the bridge between step 6 and step 7
        x0, x1 = _step_x(6) + STEP_W - 2, _step_x(7) + 2
        cy = y + STEP_H / 2
        out.append(f'<g><title>the {_colour(c)} bridge between step 6 and step 7: the fifth '
                   f'crossing of any bridge ends the round (LC-1.4, LC-8.1)</title>'
                   f'<rect x="{x0}" y="{cy - 8:g}" width="{x1 - x0}" height="16" fill="#c08a4a" '
                   f'stroke="#7a4a12" stroke-width="1"/>')
        for k in range(1, 4):
            px = x0 + k * (x1 - x0) / 4
            out.append(f'<line x1="{px:g}" y1="{cy - 8:g}" x2="{px:g}" y2="{cy + 8:g}" '
                       f'stroke="#7a4a12" stroke-width="1"/>')
        out.append(f'<line x1="{x0}" y1="{cy - 11:g}" x2="{x1}" y2="{cy - 11:g}" stroke="#7a4a12" '
                   f'stroke-width="2"/><line x1="{x0}" y1="{cy + 11:g}" x2="{x1}" y2="{cy + 11:g}" '
                   f'stroke="#7a4a12" stroke-width="2"/></g>')
    return "".join(out)


_STATIC = _static()
_TILE_TITLE = {"ARTIFACT": "artifact tile: the owner of the pawn entering takes it (LC-7.2)",
               "STEP": "step tile: the owner of a pawn entering may advance one of their pawns "
                       "one step (LC-7.4); it stays",
               **{k: f"VP tile: the owner of each pawn entering gains {v} VP (LC-7.3); it stays"
                  for k, v in TILE_VP.items()}}


def _tile(n: int, tile: str | None) -> str:
    """The tile ``tile`` (``None``: an empty slot) on step node ``n``."""
    c, step = NODE_COLOUR[n], NODE_STEP[n]
    x, y = _step_x(step) + 3, _path_y(c) + STEP_H - 16
    if tile is None:
        return (f'<g><title>empty slot on {_CNAME[c]} step {step}: its artifact was taken '
                f'this round (LC-7.2)</title><rect x="{x}" y="{y}" width="{STEP_W - 6}" '
                f'height="13" rx="3" fill="none" stroke="#868e96" stroke-width="1" '
                f'stroke-dasharray="3 2"/></g>')
    fill, ink, label = TILE_STYLE[tile]
    return (f'<g><title>tile on {_CNAME[c]} step {step}: {_TILE_TITLE[tile]}</title>'
            f'<rect x="{x}" y="{y}" width="{STEP_W - 6}" height="13" rx="3" fill="{fill}" '
            f'stroke="#343a40" stroke-width="0.5"/><text x="{x + (STEP_W - 6) // 2}" '
            f'y="{y + 10}" font-size="9" font-weight="bold" text-anchor="middle" '
            f'fill="{ink}">{label}</text></g>')


#: (node, tile) → its SVG (a few hundred entries at most: 45 steps × 6 kinds)
_TILES: dict = {}


def _tiles(out: list, state: LostCities) -> None:
    """The event tiles on their slots (LC-1.6, LC-1.7 — provisional layout, D-3)."""
    for n in state.rules.slot_nodes:
        key = (n, state.tile(NODE_NAME[n]))
        text = _TILES.get(key)
        if text is None:
            text = _TILES[key] = _tile(*key)
        out.append(text)


def _pawn(out: list, seat: int, name: str, k: int, cx: int, cy: int, hl: frozenset,
          where: str) -> None:
    """One pawn: a circle in its player's colour; the leader larger, with an ``L``."""
    node = f"pawn:{seat}:{PAWNS[k]}"
    out.append(_pawn_text(seat, name, k, cx, cy, node in hl, where))


@lru_cache(maxsize=KEPT, typed=True)
def _pawn_text(seat: int, name: str, k: int, cx: int, cy: int, lit: bool, where: str) -> str:
    """A pawn's SVG, kept (a pawn is redrawn where it stood many times over)."""
    pid = PAWNS[k]
    node = f"pawn:{seat}:{pid}"
    if lit:
        stroke, sw = HL, 3
    else:
        stroke, sw = ("#000000", 1.5) if k == 0 else ("#ffffff", 1)
    r, label, size, dy = (8, "L", 10, 4) if k == 0 else (5.5, pid[1], 7, 2.5)
    return (f'<g data-node="{node}"><title>{name}\'s {PAWN_NAME[pid]} {where}</title>'
            f'<circle class="bl-shape" cx="{cx}" cy="{cy}" r="{r}" '
            f'fill="{SEAT_COLOURS[seat % 4]}" stroke="{stroke}" stroke-width="{sw}"/>'
            f'<text x="{cx}" y="{cy + dy}" font-size="{size}" font-weight="bold" '
            f'text-anchor="middle" fill="#ffffff">{label}</text></g>')


def _pawns(out: list, state: LostCities, names: tuple, hl: frozenset) -> None:
    """Every pawn: in the camp (a line per player) or on its step (a slot per player)."""
    n = state.players
    for seat in range(n):
        cy_camp = BOARD_Y + 44 + seat * 64
        name = names[seat]
        out.append(f'<text x="{CAMP_X + 8}" y="{cy_camp - 14}" font-size="10" font-weight="bold" '
                   f'text-anchor="start" fill="{SEAT_COLOURS[seat % 4]}">{name}</text>')
        cx_camp = CAMP_X + 16
        for k in range(5):
            p = _at(state, seat, k)
            if p == CAMP:
                _pawn(out, seat, name, k, cx_camp, cy_camp, hl, "in the camp")
                cx_camp += 22 if k == 0 else 18
                continue
            c, step, v = NODE_COLOUR[p], NODE_STEP[p], NODE_VALUE[p]
            worth = f"{_signed(v)}, counts double: {_signed(2 * v)}" if k == 0 else _signed(v)
            cx = _step_x(step) + STEP_W // 2 - (n - 1) * 7 + seat * 14
            _pawn(out, seat, name, k, cx, _path_y(c) + 28, hl,
                  f"on {_CNAME[c]} step {step} ({worth}, LC-9.1)")


def _at(state: LostCities, seat: int, k: int) -> int:
    """The board node (index of :data:`NODE_NAME`) of ``seat``'s ``k``-th pawn, ``CAMP`` in the camp."""
    where = state.pawn(seat, PAWNS[k])
    return CAMP if where is None else NODE_CODE[where]


def _card(out: list, x: float, y: float, w: int, h: int, c: int, v: int, node: str | None,
          title: str, hl: bool, badge: str = "", size: int = 18) -> None:
    """A card of colour ``c`` (index into :data:`LETTERS`) and value ``v``."""
    out.append(_card_text(x, y, w, h, c, v, node, title, hl, badge, size))


@lru_cache(maxsize=KEPT, typed=True)
def _card_text(x: float, y: float, w: int, h: int, c: int, v: int, node: str | None,
               title: str, hl: bool, badge: str, size: int) -> str:
    """A card's SVG, kept (``x``, ``y`` lie inside the drawing, never 0)."""
    out: list[str] = []
    strong, _, ink = PATH[c]
    stroke, sw = (HL, 3) if hl else ("#495057", 1)
    out.append(f'<g data-node="{node}">' if node else "<g>")
    out.append(f"<title>{_e(title)}</title>")
    out.append(f'<rect class="bl-shape" x="{x:g}" y="{y:g}" width="{w}" height="{h}" rx="4" '
               f'fill="{strong}" stroke="{stroke}" stroke-width="{sw}"/>')
    out.append(f'<text x="{x + w / 2:g}" y="{y + h * 0.55:g}" font-size="{size}" '
               f'font-weight="bold" text-anchor="middle" fill="{ink}">{v}</text>'
               f'<text x="{x + w / 2:g}" y="{y + h - 5:g}" font-size="9" text-anchor="middle" '
               f'fill="{ink}">{_colour(c)}</text>')
    if badge:
        _badge(out, x, y, w, badge)
    out.append("</g>")
    return "".join(out)


def _piles(out: list, state: LostCities, hl: frozenset) -> None:
    """The five discard piles (top card, count) and the draw pile (count)."""
    drawing = state.phase == DRAW_PHASE
    for c in range(5):
        pile = state.discard_pile(LETTERS[c])
        node = f"discard:{LETTERS[c]}"
        x, y = DISCARD_X, _path_y(c)
        if pile:
            top = pile[-1]
            title = (f"{_colour(c)} discard pile: top {LETTERS[c]}{top}, {len(pile)} "
                     f"card{'s' if len(pile) > 1 else ''} (all seen going down, LC-5.8; "
                     "only the top can be taken, LC-5.9)")
            if drawing:
                title += " — click to take the top card (LC-5.9)"
            _card(out, x, y, CARD_W, CARD_H, c, top, node, title, node in hl,
                  badge=str(len(pile)) if len(pile) > 1 else "")
        else:
            stroke, sw = (HL, 3) if node in hl else ("#868e96", 1)
            out.append(f'<g data-node="{node}"><title>{_colour(c)} discard pile: empty — a '
                       f'{_colour(c)} card may be discarded here (LC-5.8)</title><rect '
                       f'class="bl-shape" x="{x}" y="{y}" width="{CARD_W}" height="{CARD_H}" '
                       f'rx="4" fill="{PATH[c][1]}" stroke="{stroke}" stroke-width="{sw}" '
                       f'stroke-dasharray="4 3"/><text x="{x + CARD_W / 2:g}" y="{y + 33}" '
                       f'font-size="10" text-anchor="middle" fill="#868e96">empty</text></g>')
    left = len(state.draw_pile)
    x, y = PILE_X, BOARD_Y + 2 * PATH_PITCH - 6
    stroke, sw = (HL, 3) if "pile" in hl else ("#2b1f10", 1)
    title = f"draw pile: {left} face-down card{'s' if left != 1 else ''}"
    title += (" — click to draw the top card (LC-5.9); drawing the last one ends the round "
              "(LC-8.2)" if drawing else "; the last card drawn ends the round (LC-8.2)")
    out.append(f'<g data-node="pile"><title>{_e(title)}</title><rect class="bl-shape" x="{x}" '
               f'y="{y}" width="{PILE_W}" height="{PILE_H}" rx="5" fill="{BACK[0]}" '
               f'stroke="{stroke}" stroke-width="{sw}"/><text x="{x + PILE_W / 2:g}" y="{y + 40}" '
               f'font-size="20" font-weight="bold" text-anchor="middle" fill="{BACK[1]}">{left}'
               f'</text></g>')


def _caption(out: list, state: LostCities) -> None:
    cross, limit = state.crossings, state.rules_options.crossings
    layout = ("custom tile-slot layout (LC-1.7)" if "slots" in state.options
              else "tile-slot layout PROVISIONAL (LC-1.7, D-3)")
    _text(out, CAMP_X, CAPTION_Y,
          f"Bridge crossings this round: {cross} of {limit} — the {ordinal(limit)} ends the "
          f"round (LC-8.1) · tiles: artifact, step +1, VP · {layout}",
          11, fill="#555555")


def _hand(out: list, state: LostCities, who: int | None, hl: frozenset) -> None:
    """The hand strip: the viewer's hand, or (full state) the hand of the seat to move."""
    y = HAND_Y
    if state.phase == OVER:
        _text(out, GAP, y + 18, "Final scoring — each panel shows the rounds (LC-9.1), the "
                                "artifact chips (LC-11.2) and the total; highest VP wins (LC-11.3)",
              12, bold=True, fill="#444444")
        return
    if who is None or who >= state.players:
        return
    hand = state.hand(who)
    acting = who == state.to_move
    own = state.viewer is not None
    label = (f"your hand — {state.seat_name(who)}" if own else f"hand of {state.seat_name(who)}")
    label += f" ({len(hand)} cards)"
    playable: set[str] = set()
    if acting and state.phase == PLAY_PHASE:
        label += " — click a card, then its row (play) or its discard pile (discard)"
        playable = {a.card for a in state.legal_actions() if isinstance(a, PlayCard)}
    elif acting:
        label += f" — {_NEXT[state.phase][1]}"
    _text(out, GAP, y + 14, label, 12, bold=True)
    counts: dict = {}
    for c in hand:
        counts[c] = counts.get(c, 0) + 1
    x = GAP
    for name, k in counts.items():
        if name == HIDDEN:
            continue
        col, value = LETTERS.index(name[0]), int(name[1:])
        node = f"hand:{name}"
        title = f"{name}: {_colour(col)} {value}" + (f" ×{k}" if k > 1 else "")
        if acting and state.phase == PLAY_PHASE:
            if name in playable:
                title += f" — play it on the {_colour(col)} row, or discard it"
            else:
                title += (f" — cannot go on the {_colour(col)} row now (click it, then the row, "
                          "to see the rule): discard it")
        _card(out, x, y + 22, HW, HH, col, value, node if acting else None, title, node in hl,
              badge=f"×{k}" if k > 1 else "", size=22)
        x += HSTEP


_SCORING = frozenset(("LC-9.1", "LC-11.2"))


def _history(state: LostCities) -> dict[int, list[str]]:
    """Seat → scoring lines from the log: each round (LC-9.1) and the end (LC-11.2)."""
    lines: dict[int, list[str]] = {}
    if state.round == 1 and state.phase != OVER:
        return lines
    vp = state.vp
    for rule, _, d in _scorings(state.log):
        if rule == "LC-9.1":
            line = f"R{d['round']} {_signed(d['result'])}"
            if "vp" in d and vp[d["seat"]] != HIDDEN:  # secret VP (LC-14.2): the result only
                line += f" → {d['vp']}"
        else:
            chips = d["chips"]
            line = (f"{chips} chip{'' if chips == 1 else 's'} {_signed(d['points'])} "
                    f"→ {d['vp']} VP")
        lines.setdefault(d["seat"], []).append(line)
    return lines


#: id(log) → (that log, how far it was read, its scoring events): a log only grows (copies
#: and undo start new lists), so a redraw reads the events added since the last drawing
_READ: dict[int, tuple[list, int, tuple]] = {}


def _scorings(log: list) -> tuple:
    """The scoring events (LC-9.1, LC-11.2) of ``log``, in order."""
    kept = _READ.get(id(log))
    start, found = (kept[1], kept[2]) if kept and kept[0] is log and kept[1] <= len(log) else (0, ())
    if start < len(log):
        found += tuple([e for e in log[start:] if e[0] in _SCORING])
        if len(_READ) >= 1024:
            _READ.clear()
        _READ[id(log)] = (log, len(log), found)
    return found


_ROW_TAB: dict = {}


def _row_tab(px: int, ry: int, c: int) -> str:
    """The colour tab and letter of a row (cached: it depends on the place only)."""
    key = (px, ry, c)
    tab = _ROW_TAB.get(key)
    if tab is None:
        strong, _, ink = PATH[c]
        tab = _ROW_TAB[key] = (
            f'<rect x="{px + 8}" y="{ry}" width="20" height="{ROW_H}" rx="3" fill="{strong}" '
            f'stroke="#adb5bd" stroke-width="1"/><text x="{px + 18}" y="{ry + 14}" '
            f'font-size="12" font-weight="bold" text-anchor="middle" fill="{ink}">'
            f'{LETTERS[c]}</text>')
    return tab


def _panel(out: list, state: LostCities, seat: int, name: str, px: int, py: int,
           hl: frozenset, history: dict) -> None:
    """One player: name, VP, artifacts, hand size, pawns' worth, the five rows, scoring."""
    moving = seat == state.to_move
    over = state.phase == OVER
    frame, fw = ("#e0a800", 3) if moving else ("#bbbbbb", 1)
    out.append(f'<g class="bl-seat" data-seat="{seat}"><rect x="{px}" y="{py}" width="{PW}" '
               f'height="{PH}" rx="6" fill="#fafafa" stroke="{frame}" stroke-width="{fw}"/>'
               f'<circle cx="{px + 16}" cy="{py + 15}" r="7" fill="{SEAT_COLOURS[seat % 4]}" '
               f'stroke="#000000" stroke-width="1"/>')
    head = name + ("  ▶ to move" if moving else "")
    if over and seat in state.winners():
        head += "  ★ winner"
    out.append(f'<text x="{px + 28}" y="{py + 20}" font-size="13" font-weight="bold" '
               f'text-anchor="start" fill="{"#7a5a00" if moving else "#222222"}">{head}</text>')
    vp = state.vp[seat]
    vp_text = "VP ? (hidden, LC-14.2)" if vp == HIDDEN else f"{vp} VP"
    _text(out, px + PW - 8, py + 20, f"{vp_text} · artifacts this round "
          f"{state.artifacts[seat]} · chips {state.chips[seat]}", 12, bold=True, anchor="end")
    at = [_at(state, seat, k) for k in range(5)]
    on: dict[int, int] = {}                 # colour → the pawn on that path
    now = 0                                 # LC-9.1: the pawns' worth now (leader doubled)
    for k, p in enumerate(at):
        if p != CAMP:
            on[NODE_COLOUR[p]] = k
            now += NODE_VALUE[p] * (2 if k == 0 else 1)
    if over:
        sub = f"last round's pawns {_signed(now)}"
    else:
        k = len(state.hand(seat))
        sub = f"hand {k}"
        if state.viewer is not None and seat != state.viewer:    # LC-14.1: backs only
            sub += " (face down)"
            out.append(f'<g><title>{k} face-down cards (LC-14.1)</title><rect x="{px + PW - 24}" '
                       f'y="{py + 26}" width="14" height="17" rx="2" fill="{BACK[0]}" '
                       f'stroke="#2b1f10" stroke-width="1"/><text x="{px + PW - 17}" '
                       f'y="{py + 38}" font-size="9" font-weight="bold" text-anchor="middle" '
                       f'fill="{BACK[1]}">{k}</text></g>')
        sub += f" · pawns worth {_signed(now)} if the round ended now (LC-9.1)"
    out.append(f'<text x="{px + 10}" y="{py + 37}" font-size="11" text-anchor="start" '
               f'fill="#444444">{sub}</text>')
    click = " · click a card of the hand, then this row" if moving and state.phase == PLAY_PHASE \
        else ""
    variant = state.descending_variant
    for c in range(5):
        ry = py + 46 + c * ROW_PITCH
        node = f"row:{seat}:{LETTERS[c]}"
        k = on.get(c)
        out.append(_row(seat, name, px, ry, c, tuple(state.row(seat, LETTERS[c])), variant,
                        node in hl, click, k, None if k is None else at[k]))
    _scoring(out, history.get(seat), px, py, over)
    out.append("</g>")


@lru_cache(maxsize=KEPT, typed=True)
def _row(seat: int, name: str, px: int, ry: int, c: int, row: tuple, variant: bool, lit: bool,
         click: str, k: int | None, p: int | None) -> str:
    """A player's row of colour ``c`` (LC-5.5, LC-13.2) with its pawn ``k`` on node ``p``;
    kept (a row changes once in many drawings)."""
    node = f"row:{seat}:{LETTERS[c]}"
    colour = _CNAME[c]
    stroke, sw = (HL, 3) if lit else ("#adb5bd", 1)
    if row:
        vals = " ".join(map(str, row))
        d = direction(row, variant) if variant else "ascending"
        if d == "ascending":
            rule = f"the next {colour} card must be ≥ {row[-1]} (LC-5.5)"
        elif d == "descending":
            rule = f"the next {colour} card must be ≤ {row[-1]} (LC-13.2)"
        else:
            rule = "direction not fixed yet (LC-13.2)"
        title = f"{name}'s {colour} row: {vals.replace(' ', ', ')} — {rule}"
        if len(vals) > 44:
            vals = "… " + vals[-42:]
    else:
        vals = "—"
        title = (f"{name}'s {colour} row: none yet — a {colour} expedition starts with the "
                 f"lowest {colour} card of the hand and a pawn from the camp (LC-5.1–5.3)")
    if k is not None and p is not None:
        pawn = (f'<text x="{px + PW - 14}" y="{ry + 14}" font-size="11" text-anchor="end" '
                f'fill="#495057">{PAWNS[k]} on step {NODE_STEP[p]} · '
                f'{_signed(NODE_VALUE[p] * (2 if k == 0 else 1))}</text>')
    elif row:                           # LC-5.3: the pawn is being chosen
        pawn = (f'<text x="{px + PW - 14}" y="{ry + 14}" font-size="11" text-anchor="end" '
                f'fill="#c92a2a">pawn to choose (LC-5.3)</text>')
    else:
        pawn = ""
    return (f'<g data-node="{node}"><title>{title}{click}</title><rect class="bl-shape" '
            f'x="{px + 8}" y="{ry}" width="{PW - 16}" height="{ROW_H}" rx="3" '
            f'fill="{PATH[c][1]}" stroke="{stroke}" stroke-width="{sw}"/>'
            f'{_row_tab(px, ry, c)}<text x="{px + 36}" y="{ry + 14}" font-size="12" '
            f'text-anchor="start" fill="#212529">{vals}</text>{pawn}</g>')


def _scoring(out: list, lines: list[str] | None, px: int, py: int, over: bool) -> None:
    """A panel's scoring: the rounds (LC-9.1) on one line, the end (LC-11.2) on the next,
    each shrunk if need be to fit the panel's width (three rounds and the end on one line
    overflowed it)."""
    if not lines:
        return
    rounds = [x for x in lines if x.startswith("R")]
    end = [x for x in lines if not x.startswith("R")]
    rows = ["scoring: " + " · ".join(rounds)] if rounds else []
    rows += ["final: " + " · ".join(end)] if end else []
    y = py + PH - 10 - 14 * (len(rows) - 1)
    for row in rows:
        _text(out, px + 10, y, row, _fit(row, 10.5, PW - 20), bold=over, fill="#1b4332")
        y += 14


def _fit(text: str, size: float, width: float) -> float:
    """The font size (at most ``size``) at which ``text`` fits ``width`` pixels, taking a
    bold sans-serif character as 0.62 em wide (a generous average for these digits)."""
    return min(size, round(width / (0.62 * max(len(text), 1)), 1))


def svg(state: LostCities, highlight: Iterable[str] = ()) -> str:
    """The whole table as SVG text: status, board, hand and every player's panel.

    ``highlight``: node ids to outline (legal next clicks, the last move …).
    """
    hl = frozenset(highlight)
    n = state.players
    prows = -(-n // 2)
    height = PANELS_Y + prows * (PH + GAP) + GAP
    who = state.viewer if state.viewer is not None else state.to_move
    st = status(state)
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" class="boardlab-svg" data-game="lost_cities" '
           f'width="{WIDTH}" height="{height}" viewBox="0 0 {WIDTH} {height}" '
           f'font-family="sans-serif">',
           f"<title>{_e(st)} (tile-slot layout: provisional, LC-1.7 D-3)</title>",
           f'<rect x="0" y="0" width="{WIDTH}" height="{height}" fill="#ffffff"/>']
    size = 14 if len(st) <= 96 else max(9, round(14 * 96 / len(st), 1))   # fit the width
    _text(out, GAP, 20, st, size, bold=True)
    out.append(_STATIC)
    _tiles(out, state)
    _piles(out, state, hl)
    names = tuple(_e(state.seat_name(seat)) for seat in range(n))   # escaped once
    _pawns(out, state, names, hl)
    _caption(out, state)
    _hand(out, state, who, hl)
    history = _history(state)
    for seat in range(n):
        r, c = divmod(seat, 2)
        _panel(out, state, seat, names[seat], GAP + c * (PW + GAP), PANELS_Y + r * (PH + GAP), hl,
               history)
    out.append("</svg>")
    return "".join(out)
