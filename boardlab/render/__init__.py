"""Drawing states: SVG text by default, matplotlib for export and print (docs/contract.md).

>>> import boardlab
>>> from boardlab.render import svg
>>> s = boardlab.new("ecosystem", players=3, seed=7)
>>> svg(s).startswith("<svg")
True

Each game names its renderer and its click handling in its descriptor
(:class:`boardlab.games.Game`: ``render`` with ``svg(state, highlight=())`` and
``status(state)``, ``ui`` with ``nodes_of``, ``action_for``, ``refusal``); this package
dispatches on ``state.game`` through the registry, never naming a game.  A game
without a renderer (or without a ``ui``) is drawn and clicked by the generic graph
drawing, :mod:`boardlab.render.graph`.  A state shows itself in a notebook cell
(``State._repr_svg_``).  :func:`draw` paints the same drawing on a matplotlib ``Axes``
(see :mod:`boardlab.render.mpl`).

Import direction: render → engine and the games' own render/ui modules; never back.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Iterable, Iterator, Mapping

from ..engine import SVG_RENDERERS, Action, State
from ..games import game as _game
from . import graph
from .accessible import accessible, description

if TYPE_CHECKING:  # matplotlib is imported only when drawing with it
    from matplotlib.axes import Axes
    from matplotlib.figure import Figure

__all__ = ["svg", "accessible", "description", "draw", "figure", "png", "status", "nodes_of", "click_action", "click_refusal",
           "renderer", "ui", "SVG"]


def renderer(state: State) -> Any:
    """The object drawing ``state``: its game's ``render``, else :mod:`.graph`."""
    g = _game(state.game)
    return g.render if g is not None and g.render is not None else graph


def ui(state: State) -> Any:
    """The click handling of ``state``'s game: its ``ui``, else :mod:`.graph`'s (which uses
    a ``nodes_of(action)`` method of the state's class, if it has one).  A subclass of a
    registered game, registered without a ``ui`` nor a ``nodes_of`` of its own, is clicked
    as that game."""
    g = _game(state.game)
    if g is not None and g.ui is not None:
        return g.ui
    if not callable(getattr(state, "nodes_of", None)):
        from ..games import registry
        for base in type(state).__mro__[1:]:
            found = next((d.ui for d in registry().values() if d.state is base and d.ui), None)
            if found is not None:
                return found
    return graph


class _Svg(Mapping[str, Any]):
    """``SVG``: game name → ``(state, highlight=()) -> SVG text`` for every registered
    game (its own renderer or the generic drawing); a live read-only view."""

    def __getitem__(self, name: str) -> Any:
        g = _game(name)
        if g is None:
            raise KeyError(name)
        return (g.render or graph).svg

    def __iter__(self) -> Iterator[str]:
        from ..games import registry
        return iter(registry())

    def __len__(self) -> int:
        from ..games import registry
        return len(registry())


SVG: Mapping[str, Any] = _Svg()


def svg(state: State, highlight: Iterable[str] = ()) -> str:
    """The state as SVG text; ``highlight`` outlines these node ids (``data-node``).
    Its root's first children are a ``<title>`` (the game's own, else :func:`status`)
    and a ``<desc>`` describing it in sentences, for screen readers (:mod:`.accessible`)."""
    return accessible(state, renderer(state).svg(state, highlight), status)


SVG_RENDERERS["*"] = svg   # State._repr_svg_ of every game, registered or not


def status(state: State) -> str:
    """One line saying whose turn it is (and in what phase), or the result."""
    return renderer(state).status(state)


def nodes_of(state: State, action: Action) -> tuple[str, ...]:
    """The drawn nodes (``data-node`` ids) a person clicks, in order, to choose
    ``action``; ``()`` when it is in the move list only."""
    return tuple(ui(state).nodes_of(state, action))


def canonical(state: State, node: str) -> str:
    """The node a click on ``node`` stands for: the game's ``ui.canonical`` when it has one
    (Urland: a zone of a merged region stands for the region's first zone), else ``node``."""
    same = getattr(ui(state), "canonical", None)
    return node if same is None else same(state, node)


def aliases(state: State, node: str) -> tuple[str, ...]:
    """Every drawn node a click on which stands for ``node`` (the reverse of
    :func:`canonical`): the game's ``ui.aliases`` when it has one (Urland: every zone of a
    merged region), else ``(node,)``.  ``Play`` highlights them all."""
    more = getattr(ui(state), "aliases", None)
    return (node,) if more is None else tuple(more(state, node))


def click_action(state: State, nodes: list[str]) -> str | None:
    """The notation a click sequence would mean (legal or not), or None if unknown."""
    return ui(state).action_for(state, list(nodes))


def click_refusal(state: State, nodes: list[str]) -> tuple[str, str] | None:
    """(rule, reason) for a click that no action of the seat to move can use."""
    return ui(state).refusal(state, list(nodes))


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
