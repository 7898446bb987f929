"""SVG text primitives shared by the games' renderers (``games/<game>/render.py``).

A leaf module: it imports nothing of boardlab, so any renderer may use it.
"""
from __future__ import annotations

from html import escape


def esc(text: object) -> str:
    """Text made safe for SVG element content and attribute values."""
    return escape(str(text), quote=True)


def text(out: list, x: float, y: float, content: object, size: float = 12, bold: bool = False,
         anchor: str = "start", fill: str = "#222222") -> None:
    """Append a ``<text>`` element."""
    weight = ' font-weight="bold"' if bold else ""
    out.append(f'<text x="{x:g}" y="{y:g}" font-size="{size:g}"{weight} text-anchor="{anchor}" '
               f'fill="{fill}">{esc(content)}</text>')


def badge(out: list, x: float, y: float, w: float, label: object) -> None:
    """A small white label in the top-right corner of a card at ``(x, y)``, ``w`` wide
    (a count such as ×2, or a card's points)."""
    out.append(f'<rect x="{x + w - 17:g}" y="{y + 1:g}" width="16" height="11" rx="3" '
               f'fill="#ffffff" stroke="#4a4a4a" stroke-width="0.5"/>'
               f'<text x="{x + w - 9:g}" y="{y + 10:g}" font-size="9" font-weight="bold" '
               f'text-anchor="middle" fill="#000000">{esc(label)}</text>')
