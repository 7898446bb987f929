"""``BoardView``: the one custom widget — SVG in, clicked node id out (docs/contract.md).

An ``anywidget.AnyWidget`` with inline ES-module JavaScript (no build step).  The
browser puts the SVG text in a ``div``, listens for clicks on elements carrying a
``data-node`` attribute (one delegated listener on the container, so it survives
redraws) and marks the nodes listed in ``highlight`` with the CSS class
``boardlab-hl``.  A click sets ``clicked`` and bumps ``clicks``, so clicking the
same node twice still notifies Python: observe ``clicks``.

Keyboard: every ``data-node`` element is made focusable
(``tabindex="0"``, ``role="button"``, an ``aria-label``: its own ``<title>``, else its
node id), so Tab walks through the clickable nodes and Enter or Space clicks the one
in focus — the same handler as a mouse click.  Focus stays on the same node across redraws.

:meth:`BoardView.click` does from Python what a browser click does.
"""
from __future__ import annotations

import re
from html import unescape

import anywidget
import traitlets

_NODE = re.compile(r'data-node="([^"]*)"')

_ESM = r"""
function render({ model, el }) {
  el.classList.add("boardlab-board");
  const box = document.createElement("div");
  box.className = "boardlab-board-svg";
  el.appendChild(box);
  const paint = () => {
    const hl = new Set(model.get("highlight"));
    for (const n of box.querySelectorAll("[data-node]")) {
      n.classList.toggle("boardlab-hl", hl.has(n.getAttribute("data-node")));
    }
  };
  const focusable = () => {
    for (const n of box.querySelectorAll("[data-node]")) {
      n.setAttribute("tabindex", "0");
      n.setAttribute("role", "button");
      if (!n.hasAttribute("aria-label")) {
        const tip = n.querySelector(":scope > title");
        n.setAttribute("aria-label", tip ? tip.textContent : n.getAttribute("data-node"));
      }
    }
  };
  const draw = () => {
    const had = document.activeElement && box.contains(document.activeElement)
      ? document.activeElement.getAttribute("data-node") : null;
    box.innerHTML = model.get("svg");
    focusable();
    paint();
    if (had !== null) {
      const again = [...box.querySelectorAll("[data-node]")].find(n => n.getAttribute("data-node") === had);
      if (again) again.focus();
    }
  };
  const choose = (target) => {
    const node = target.closest("[data-node]");
    if (!node || !box.contains(node)) return;
    model.set("clicked", node.getAttribute("data-node"));
    model.set("clicks", model.get("clicks") + 1);
    model.save_changes();
  };
  const onClick = (ev) => choose(ev.target);
  const onKey = (ev) => {
    if (ev.key !== "Enter" && ev.key !== " " && ev.key !== "Spacebar") return;
    if (!ev.target.closest("[data-node]")) return;
    ev.preventDefault();
    choose(ev.target);
  };
  box.addEventListener("click", onClick);
  box.addEventListener("keydown", onKey);
  model.on("change:svg", draw);
  model.on("change:highlight", paint);
  draw();
  return () => {
    box.removeEventListener("click", onClick);
    box.removeEventListener("keydown", onKey);
    model.off("change:svg", draw);
    model.off("change:highlight", paint);
  };
}
export default { render };
"""

_CSS = """
.boardlab-board-svg svg { max-width: 100%; height: auto; display: block; }
.boardlab-board-svg [data-node] { cursor: pointer; }
.boardlab-board-svg [data-node]:hover .bl-shape { stroke-width: 2.5px; }
.boardlab-board-svg .boardlab-hl .bl-shape { stroke: #d6336c; stroke-width: 3px; }
.boardlab-board-svg [data-node]:focus { outline: none; }
.boardlab-board-svg [data-node]:focus-visible .bl-shape { stroke: #1c7ed6; stroke-width: 3px; }
.boardlab-board-svg [data-node]:focus-visible { outline: 2px solid #1c7ed6; }
"""


class BoardView(anywidget.AnyWidget):
    """A clickable board: set ``svg`` (and ``highlight``); read ``clicked``/``clicks``.

    >>> b = BoardView(svg='<svg><g data-node="a"><rect/></g></svg>')
    >>> b.click("a"); (b.clicked, b.clicks)
    ('a', 1)
    """

    _esm = _ESM
    _css = _CSS
    svg = traitlets.Unicode("").tag(sync=True)
    highlight = traitlets.List(traitlets.Unicode(), default_value=[]).tag(sync=True)
    clicked = traitlets.Unicode("").tag(sync=True)
    clicks = traitlets.Int(0).tag(sync=True)

    def __init__(self, svg: str = "", highlight: list[str] | None = None, **kwargs):
        super().__init__(svg=svg, highlight=list(highlight or []), **kwargs)
        self.add_class("boardlab-board")

    @property
    def nodes(self) -> list[str]:
        """The ``data-node`` ids in the current SVG, in document order."""
        return [unescape(n) for n in _NODE.findall(self.svg)]

    def click(self, node: str) -> None:
        """Do what a browser click on ``node`` does: set ``clicked``, bump ``clicks``.

        Raises ``ValueError`` if the drawing has no such node (a browser could not click it).
        """
        if node not in self.nodes:
            raise ValueError(f"the board has no node {node!r}")
        with self.hold_trait_notifications():
            self.clicked = node
            self.clicks += 1

    def __repr__(self) -> str:
        return f"BoardView(nodes={len(self.nodes)}, highlight={len(self.highlight)})"
