"""Paint boardlab's SVG drawings with matplotlib (``matplotlib.figure.Figure``, no pyplot).

The game renderers write a small SVG subset on purpose, so one painter serves every
game and the exported picture is the same drawing as the notebook's:

* ``<svg viewBox="0 0 W H">`` — the coordinate system (y grows downward);
* ``<rect x y width height rx fill stroke stroke-width stroke-dasharray opacity>``;
* ``<text x y font-size font-weight text-anchor fill>`` (``y`` is the baseline);
* ``<line x1 y1 x2 y2 stroke stroke-width>``, ``<circle cx cy r fill stroke>``;
* ``<g>`` (no transforms) and ``<title>`` (ignored: tooltips do not print).

Sizes in SVG units become points through the axes' size, so text scales with the figure.
"""
from __future__ import annotations

import io
import xml.etree.ElementTree as ET

from matplotlib.axes import Axes
from matplotlib.figure import Figure
from matplotlib.lines import Line2D
from matplotlib.patches import Circle, FancyBboxPatch, Rectangle

_NS = "{http://www.w3.org/2000/svg}"
_ANCHOR = {"start": "left", "middle": "center", "end": "right"}


def _viewbox(root: ET.Element) -> tuple[float, float]:
    vb = root.get("viewBox")
    if vb:
        _, _, w, h = (float(v) for v in vb.replace(",", " ").split())
        return w, h
    return float(root.get("width", 100)), float(root.get("height", 100))


def _colour(value: str | None, default: str = "none") -> str:
    if value is None:
        return default
    return "none" if value in ("none", "transparent") else value


def _scale(ax: Axes, w: float, h: float) -> float:
    """Points per SVG unit, once the axes keep the drawing's aspect ratio."""
    fig = ax.figure
    pos = ax.get_position()
    fw, fh = fig.get_size_inches()
    return min(pos.width * fw * 72 / w, pos.height * fh * 72 / h)


def paint_svg(text: str, ax: Axes) -> Axes:
    """Paint SVG text (the subset above) on ``ax``: limits, aspect and axis are set."""
    root = ET.fromstring(text)
    w, h = _viewbox(root)
    ax.set_xlim(0, w)
    ax.set_ylim(h, 0)
    ax.set_aspect("equal")
    ax.axis("off")
    k = _scale(ax, w, h)
    z = 0
    for el in root.iter():
        tag = el.tag.replace(_NS, "")
        z += 1
        a = el.get
        if tag == "rect":
            x, y = float(a("x", 0)), float(a("y", 0))
            rw, rh = float(a("width", 0)), float(a("height", 0))
            rx = float(a("rx", 0))
            style = dict(facecolor=_colour(a("fill"), "black"), edgecolor=_colour(a("stroke")),
                         linewidth=float(a("stroke-width", 1)) * k, zorder=z,
                         alpha=float(a("opacity", 1)),
                         linestyle=(0, (4, 3)) if a("stroke-dasharray") else "solid")
            if rx:
                patch = FancyBboxPatch((x, y), rw, rh, boxstyle=f"round,pad=0,rounding_size={rx}",
                                       mutation_aspect=1, **style)
            else:
                patch = Rectangle((x, y), rw, rh, **style)
            ax.add_patch(patch)
        elif tag == "circle":
            ax.add_patch(Circle((float(a("cx", 0)), float(a("cy", 0))), float(a("r", 0)),
                                facecolor=_colour(a("fill"), "black"),
                                edgecolor=_colour(a("stroke")),
                                linewidth=float(a("stroke-width", 1)) * k, zorder=z))
        elif tag == "line":
            ax.add_line(Line2D([float(a("x1", 0)), float(a("x2", 0))],
                               [float(a("y1", 0)), float(a("y2", 0))],
                               color=_colour(a("stroke"), "black"),
                               linewidth=float(a("stroke-width", 1)) * k, zorder=z))
        elif tag == "text" and el.text:
            ax.text(float(a("x", 0)), float(a("y", 0)), el.text,
                    fontsize=float(a("font-size", 12)) * k, color=_colour(a("fill"), "black"),
                    fontweight=a("font-weight", "normal"),
                    ha=_ANCHOR.get(a("text-anchor", "start")),
                    va="baseline", zorder=z)
    return ax


def svg_figure(text: str, width: float = 10.0) -> Figure:
    """A new Figure, ``width`` inches wide, holding the SVG drawing on one full-size Axes."""
    w, h = _viewbox(ET.fromstring(text))
    fig = Figure(figsize=(width, width * h / w))
    ax = fig.add_axes((0, 0, 1, 1))
    paint_svg(text, ax)
    return fig


def figure_png(fig: Figure, dpi: int = 100) -> bytes:
    """PNG bytes of a Figure, without the matplotlib version in the metadata."""
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=dpi, metadata={"Software": None})
    return buf.getvalue()
