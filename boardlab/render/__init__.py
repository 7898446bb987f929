"""Drawing states: SVG text by default, matplotlib for export and print (DESIGN §4).

>>> import boardlab
>>> from boardlab.render import svg
>>> s = boardlab.new("ecosystem", players=3, seed=7)
>>> svg(s).startswith("<svg")
True

Each game has its own ``render`` module (``boardlab/games/<game>/render.py``) with a
pure ``svg(state, highlight=()) -> str``; this package dispatches on ``state.game``
and registers every renderer in :data:`boardlab.engine.SVG_RENDERERS`, so a state
shows itself in a notebook cell (``State._repr_svg_``).  :func:`draw` paints the same
drawing on a matplotlib ``Axes`` (see :mod:`boardlab.render.mpl`).

Import direction: render → engine and the games' own render modules; never back.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Iterable

from ..engine import SVG_RENDERERS, State
from ..games.ecosystem import render as _ecosystem
from ..games.lost_cities import render as _lost_cities

if TYPE_CHECKING:  # matplotlib is imported only when drawing with it
    from matplotlib.axes import Axes
    from matplotlib.figure import Figure

__all__ = ["svg", "draw", "figure", "png", "status", "click_action", "click_refusal",
           "SVG", "STATUS", "CLICK_ACTION", "CLICK_REFUSAL"]

#: game → ``(state, highlight=()) -> SVG text``
SVG: dict[str, Callable[..., str]] = {"ecosystem": _ecosystem.svg,
                                      "lost_cities": _lost_cities.svg}
#: game → ``state -> one line`` (whose turn, phase; the result at the end)
STATUS: dict[str, Callable[[State], str]] = {"ecosystem": _ecosystem.status,
                                             "lost_cities": _lost_cities.status}
#: game → ``(state, nodes) -> notation or None``: what a click sequence would mean,
#: legal or not, so a refused click can be explained by the engine's IllegalAction
CLICK_ACTION: dict[str, Callable[[State, list[str]], str | None]] = {
    "ecosystem": _ecosystem.action_for, "lost_cities": _lost_cities.action_for}
#: game → ``(state, nodes) -> (rule, reason) or None`` for clicks with no action at all
CLICK_REFUSAL: dict[str, Callable[[State, list[str]], tuple[str, str] | None]] = {
    "ecosystem": _ecosystem.refusal, "lost_cities": _lost_cities.refusal}

SVG_RENDERERS.update(SVG)


def svg(state: State, highlight: Iterable[str] = ()) -> str:
    """The state as SVG text; ``highlight`` outlines these node ids (``data-node``)."""
    try:
        draw_svg = SVG[state.game]
    except KeyError:
        raise ValueError(f"no SVG renderer for game {state.game!r}") from None
    return draw_svg(state, highlight)


def status(state: State) -> str:
    """One line saying whose turn it is (and in what phase), or the result."""
    line = STATUS.get(state.game)
    if line:
        return line(state)
    if state.is_over:
        return "game over — winners: " + ", ".join(state.seat_name(s) for s in state.winners())
    return f"move {len(state.history) + 1}: {state.seat_name(state.to_move)} to move"


def click_action(state: State, nodes: list[str]) -> str | None:
    """The notation a click sequence would mean (legal or not), or None if unknown."""
    f = CLICK_ACTION.get(state.game)
    return f(state, list(nodes)) if f else None


def click_refusal(state: State, nodes: list[str]) -> tuple[str, str] | None:
    """(rule, reason) for a click that no action of the seat to move can use."""
    f = CLICK_REFUSAL.get(state.game)
    return f(state, list(nodes)) if f else None


def draw(state: State, ax: "Axes", highlight: Iterable[str] = ()) -> "Axes":
    """Paint the SVG drawing of ``state`` on a matplotlib ``Axes`` (for export/print)."""
    from .mpl import paint_svg
    return paint_svg(svg(state, highlight), ax)


def figure(state: State, highlight: Iterable[str] = (), width: float = 10.0) -> "Figure":
    """A new ``matplotlib.figure.Figure`` (no pyplot) holding the drawing, ``width`` inches wide."""
    from .mpl import svg_figure
    return svg_figure(svg(state, highlight), width)


def png(state: State, highlight: Iterable[str] = (), width: float = 10.0, dpi: int = 100) -> bytes:
    """The drawing as PNG bytes (stable metadata, for ``ipywidgets.Image`` or files)."""
    from .mpl import figure_png
    return figure_png(figure(state, highlight, width), dpi)
