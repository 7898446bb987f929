"""Ecosystem in words for ``boardlab.diff``: "seat 0's ecosystem at
(0,1): empty → bear" (EC-4.1), "seat 0's hand: −bear (9 cards)" (EC-3.2), "seat 0's
chosen card: none → bear" (EC-3.2)."""
from __future__ import annotations

from typing import Any

from ...positions import Pair, Words, change, labelled, per_seat, pile
from .components import CARDS


def card(code: Any) -> str:
    """EC-1.1 — a card code by its name (``"B"`` → ``"bear"``); ``null`` is none."""
    if code is None:
        return "none"
    return CARDS[code][0] if code in CARDS else str(code)


def cell(code: Any) -> str:
    """A grid cell's card, ``"empty"`` when none."""
    return "empty" if code is None else card(code)


def seat(i: int, pair: Pair) -> str:
    """Whose grid or hand ``i`` is: the two-player neutral hand (EC-9) is the third,
    the solo game's automated opponent (EC-10) the second."""
    players = pair.get("players")
    if players == 2 and i == 2:
        return "the neutral hand"
    if players == 1:
        return "the opponent" if i == 1 else "the player"
    return f"seat {i}"


def cells(spec: Any) -> dict[tuple[int, int], str]:
    """EC-1.3 / EC-4.1 — a position's grid (text, or ``{"grid", "top_left"}``) as cell → code."""
    top = (0, 0)
    if isinstance(spec, dict):
        top = tuple(spec.get("top_left", (0, 0)))  # type: ignore[assignment]
        spec = spec.get("grid", "")
    if not isinstance(spec, str):
        return {}
    lines = [ln.replace(" ", "") for ln in spec.replace("/", "\n").splitlines()]
    return {(r + top[0], c + top[1]): ch
            for r, line in enumerate(ln for ln in lines if ln)
            for c, ch in enumerate(line) if ch != "."}


def _grids(old: Any, new: Any, pair: Pair) -> list[str]:
    """EC-4.1 — each cell that changed, by its placement coordinates (row, column)."""
    def one(i: int, a: Any, b: Any) -> list[str]:
        ca, cb = cells(a), cells(b)
        return [f"{seat(i, pair)}'s ecosystem at ({r},{c}): {cell(ca.get((r, c)))} → {cell(cb.get((r, c)))}"
                for r, c in sorted(set(ca) | set(cb)) if ca.get((r, c)) != cb.get((r, c))]
    return per_seat(old, new, one)


def _codes(text: Any) -> list:
    """A hand or the deck: a string of card codes, one a character."""
    return [ch for ch in text if not ch.isspace()] if isinstance(text, str) else []


def _hands(old: Any, new: Any, pair: Pair) -> list[str]:
    """EC-3.2 — each hand's cards that came and went."""
    def label(i: int) -> str:
        who = seat(i, pair)
        return who if who == "the neutral hand" else f"{who}'s hand"
    return per_seat(old, new, lambda i, a, b: pile(label(i), _codes(a), _codes(b), card))


def _picks(old: Any, new: Any, pair: Pair) -> list[str]:
    """EC-3.2 — each seat's chosen card, not yet placed."""
    return per_seat(old, new, lambda i, a, b: change(f"{seat(i, pair)}'s chosen card", a, b, card))


WORDS: dict[str, Words] = {
    "round": labelled("round"),
    "step": labelled("step"),
    "phase": labelled("phase"),
    "to_move": lambda old, new, pair: change(
        "to move", old, new, lambda s: "nobody (the game is over)" if s is None else seat(s, pair)),
    "grids": _grids,
    "hands": _hands,
    "picks": _picks,
    "deck": lambda old, new, pair: pile("deck", _codes(old), _codes(new), card),
}
