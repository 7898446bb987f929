"""The Quest for El Dorado in words for ``boardlab.diff``: "seat 0's
pawn: -3,3 → -3,1" (ED-13.1 hex names), "seat 0's hand: −explorer −explorer (2 cards)",
"seat 0's played area: none → explorer explorer" (ED-3.4), "market slot 1: scout ×3 →
scout ×2" (ED-7.4), "barrier 4 (paddle 1): on seam 1 → cleared" (ED-6.2)."""
from __future__ import annotations

from typing import Any

from ...positions import Pair, Words, change, labelled, per_key, per_seat, pile, row, seat_words
from .data import BARRIERS

_BARRIER = {b.id: b for b in BARRIERS}


def _pawns(old: Any, new: Any, pair: Pair) -> list[str]:
    """ED-13.1 — each pawn that moved, by its hex ``q,r`` (two pawns a seat with 2 players)."""
    def one(seat: int, a: Any, b: Any) -> list[str]:
        a, b = a or [], b or []
        if len(a) <= 1 and len(b) <= 1:
            return change(f"seat {seat}'s pawn", a[0] if a else None, b[0] if b else None)
        return per_seat(a, b, lambda k, x, y: change(f"seat {seat}'s pawn {k + 1}", x, y))
    return per_seat(old, new, one)


def _slot(value: Any) -> str:
    """ED-7.4 — a market slot ``[type, copies]``; ``null`` when empty."""
    if isinstance(value, list) and len(value) == 2:
        return f"{value[0]} ×{value[1]}"
    return "empty" if value is None else str(value)


def _market(old: Any, new: Any, pair: Pair) -> list[str]:
    if not isinstance(old, list) or not isinstance(new, list):
        return change("market", old, new)
    return per_seat(old, new, lambda k, a, b: change(f"market slot {k + 1}", a, b, _slot))


def _barrier(b: Any) -> str:
    """ED-1.2 — a barrier by its id, as ``describe`` names it: "barrier 4 (paddle 1)"."""
    x = _BARRIER.get(b) if isinstance(b, int) else None
    return str(b) if x is None else f"barrier {b} ({x.symbol} {x.strength})"


def _barriers(old: Any, new: Any, pair: Pair) -> list[str]:
    """ED-6.2 — each barrier taken off its seam (``null``: cleared), by its id."""
    def seam(k: int, a: Any, b: Any) -> list[str]:
        if b is None and a is not None:
            return [f"{_barrier(a)}: on seam {k + 1} → cleared"]
        if a is None and b is not None:
            return [f"{_barrier(b)}: cleared → on seam {k + 1}"]
        return [f"seam {k + 1}: {_barrier(a)} → {_barrier(b)}"]
    return per_seat(old, new, seam)


def cards(label: str, describe: Any = pile) -> Words:
    """A per-seat list of cards: "seat 0's <label>: …"."""
    return seat_words(label, describe)


def _move(old: Any, new: Any, pair: Pair) -> list[str]:
    """ED-4 — the movement under way: its pawn, symbol and the strength left."""
    def name(m: Any) -> str:
        if not isinstance(m, dict):
            return "none"
        via = m.get("card") or "a cave token"
        return f"pawn {m.get('pawn')} by {via}, {m.get('budget')} {m.get('symbol')} left"
    return change("movement under way", old, new, name)


def _pending(old: Any, new: Any, pair: Pair) -> list[str]:
    """ED-5, ED-7, ED-8.8 — what the seat is giving, trashing or paying."""
    def name(p: Any) -> str:
        if not isinstance(p, dict):
            return "none"
        kind = p.get("kind")
        if kind == "pay":
            owed = p.get("owed_halves") or 0
            return f"paying for {p.get('card')}, {owed / 2:g} coin{'s' * (owed != 2)} owed"
        if kind == "trash":
            return f"{p.get('left')} card(s) to trash"
        given = ", ".join(p.get("given") or []) or "none yet"
        return f"{p.get('cards')} card(s) to give for the {p.get('purpose')} (given: {given})"
    return change("cards to play", old, new, name)


WORDS: dict[str, Words] = {
    "round": labelled("round"),
    "turn": labelled("round"),
    "seat": labelled("whose turn", name=lambda s: "none" if s is None else f"seat {s}"),
    "phase": labelled("phase"),
    "pawns": _pawns,
    "hands": cards("hand"),
    "draw_piles": cards("draw pile"),
    "discards": cards("discard pile", row),
    "played": cards("played area", row),
    "last_discards": cards("last discards", row),
    "cards": cards("cards"),
    "market": _market,
    "reserve": lambda old, new, pair: per_key(old, new, lambda t, a, b: change(
        f"{t} in the reserve", a or 0, b or 0)),
    "barriers": _barriers,
    "won": cards("barriers taken", row),
    "shuffles": seat_words("reshuffles", change),
    "move": _move,
    "pending": _pending,
}
