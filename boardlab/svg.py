"""SVG text primitives shared by the games' renderers (``games/<game>/render.py``).

A leaf module: it imports nothing of boardlab, so any renderer may use it.
"""
from __future__ import annotations

from functools import lru_cache
from html import escape

#: how many distinct strings and elements are kept: a drawing repeats most of the previous
#: one (the same labels and cards at the same places), so redrawing reuses their text
KEPT = 1 << 14


@lru_cache(maxsize=KEPT)
def _escaped(text: str) -> str:
    return escape(text, quote=True)


def esc(text: object) -> str:
    """Text made safe for SVG element content and attribute values."""
    t = text if type(text) is str else str(text)
    return _escaped(t) if len(t) < 200 else escape(t, quote=True)   # long texts are one-offs


@lru_cache(maxsize=KEPT, typed=True)
def _text(x: float, y: float, content: str, size: float, bold: bool, anchor: str, fill: str) -> str:
    weight = ' font-weight="bold"' if bold else ""
    return (f'<text x="{x:g}" y="{y:g}" font-size="{size:g}"{weight} text-anchor="{anchor}" '
            f'fill="{fill}">{esc(content)}</text>')


def text(out: list, x: float, y: float, content: object, size: float = 12, bold: bool = False,
         anchor: str = "start", fill: str = "#222222") -> None:
    """Append a ``<text>`` element."""
    if not (x and y):        # 0.0 and -0.0 are one key of the cache but are written apart
        out.append(_text.__wrapped__(x, y, str(content), size, bold, anchor, fill))
    else:
        out.append(_text(x, y, content if type(content) is str else str(content), size, bold,
                         anchor, fill))


def badge(out: list, x: float, y: float, w: float, label: object) -> None:
    """A small white label in the top-right corner of a card at ``(x, y)``, ``w`` wide
    (a count such as ×2, or a card's points)."""
    out.append(f'<rect x="{x + w - 17:g}" y="{y + 1:g}" width="16" height="11" rx="3" '
               f'fill="#ffffff" stroke="#4a4a4a" stroke-width="0.5"/>'
               f'<text x="{x + w - 9:g}" y="{y + 10:g}" font-size="9" font-weight="bold" '
               f'text-anchor="middle" fill="#000000">{esc(label)}</text>')
