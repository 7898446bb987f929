"""Pieces shared by the widgets: event lists as HTML, and the display of a composite.

The composites (``Play``, ``Walkthrough``, ``Replay``) are plain Python objects that
own an ``ipywidgets.VBox`` (``.widget``) and display as it.  They are not ``VBox``
subclasses because every ipywidgets ``Widget`` already has a ``log`` trait (its
logger), and ``Play.log`` is the event log.
"""
from __future__ import annotations

from html import escape
from typing import Any, Iterable

import ipywidgets as w

from ..engine import Event


def events_html(events: Iterable[Event], newest_first: bool = False, fresh: int = 0,
                empty: str = "no events yet") -> str:
    """Events as an HTML list, each with its rule id; the last ``fresh`` ones in bold."""
    events = list(events)
    n = len(events)
    items = []
    for i, ev in enumerate(events):
        bold = i >= n - fresh
        text = f"<code>{escape(ev.rule)}</code> {escape(ev.text)}"
        items.append(f"<li>{'<b>' + text + '</b>' if bold else text}</li>")
    if newest_first:
        items.reverse()
    if not items:
        return f"<i>{escape(empty)}</i>"
    return ("<div style='max-height:16em;overflow-y:auto'>"
            f"<ul style='margin:0;padding-left:1.2em'>{''.join(items)}</ul></div>")


class Composite:
    """A plain object that displays as its ``widget`` (an ``ipywidgets.VBox``)."""

    widget: w.VBox

    def _repr_mimebundle_(self, **kwargs: Any) -> dict:
        bundle = self.widget._repr_mimebundle_(**kwargs)
        if isinstance(bundle, tuple):  # (data, metadata)
            bundle = bundle[0]
        bundle = dict(bundle or {})
        bundle["text/plain"] = repr(self)
        return bundle


def button(description: str, css: str, tooltip: str = "") -> w.Button:
    b = w.Button(description=description, tooltip=tooltip or description,
                 layout=w.Layout(width="auto"))
    b.add_class(css)
    return b


def html(css: str, value: str = "") -> w.HTML:
    h = w.HTML(value=value)
    h.add_class(css)
    return h
