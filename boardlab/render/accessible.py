"""``<title>`` and ``<desc>`` for every SVG drawing, for screen readers.

:func:`accessible` puts them as the first children of a drawing's root ``<svg>``: a
``<title>`` the renderer wrote there is kept (else a short one: the game and whose turn),
and the ``<desc>`` is :func:`description`, the state's ``describe()`` text.  Applying it
twice changes nothing, so a renderer may call it and :func:`boardlab.render.svg` too.
"""
from __future__ import annotations

from typing import Callable

from ..engine import State
from ..svg import esc


def description(state: State) -> str:
    """The ``<desc>`` of a drawing of ``state``: what the drawing may show, in sentences.
    A view: its own ``describe()`` (nothing secret).  A full state of a game that hides
    something, while a seat is to move: ``describe(to_move)``, the situation as that seat
    sees it — the drawings show a full state to the seat to move (its hand, not the
    others'), and a shared screen says no more than it shows.  Otherwise ``describe()``."""
    seat = state.to_move
    if (state.viewer is None and state.hidden_information and type(seat) is int
            and 0 <= seat < state.players):
        return state.describe(seat)
    return state.describe()


def accessible(state: State, text: str, status: Callable[[State], str]) -> str:
    """``text`` (an SVG drawing of ``state``) with ``<title>`` and ``<desc>`` as the first
    children of its root ``<svg>``; ``status(state)`` is the one-line turn used for a
    missing title.  Text without a root ``<svg …>``, or with a ``<desc>`` there already,
    is returned as it is."""
    start = text.find("<svg")
    end = text.find(">", start) + 1
    if start < 0 or not end:
        return text
    if text.startswith("<title>", end):   # positions in ``text``: it is copied once
        close = text.find("</title>", end)
        cut, title = (close if close >= 0 else end - 1) + len("</title>"), ""
    else:
        cut = end
        title = f"<title>{esc(state.game.replace('_', ' ').title())} · {esc(status(state))}</title>"
    if text.startswith("<desc>", cut):
        return text
    return text.replace(text[:cut], f"{text[:cut]}{title}<desc>{esc(description(state))}</desc>", 1)
