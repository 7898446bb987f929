"""The Compare widget in a real JupyterLab page (issue 13, item 4).

Opens ``compare_urland.ipynb`` (an Urland game, seed 3, played until Ichtos may land,
then one landing: ``Compare(s, t)`` and the trail ``Compare(t)``), runs it in a
restarted kernel and checks that the boards render with exactly the changed nodes
highlighted in the page (the ``boardlab-hl`` class the board's JavaScript sets) and the
diff sentences listed.  The expected nodes come from the same notebook code run here,
in the test's own Python.
"""
from __future__ import annotations

import json
from pathlib import Path

from playwright.sync_api import expect

HERE = Path(__file__).parent
NOTEBOOK = HERE / "compare_urland.ipynb"


def _notebook_objects() -> dict:
    """The notebook's cells run here (no kernel): its ``pair`` and ``trail``."""
    ns: dict = {}
    for cell in json.loads(NOTEBOOK.read_text())["cells"]:
        exec("".join(cell["source"]), ns)   # noqa: S102 — our own test notebook
    return ns


def _lit(board) -> list[str]:
    return board.locator(".boardlab-hl").evaluate_all(
        "ns => ns.map(n => n.getAttribute('data-node')).sort()")


def test_item4_U_7_4_1_compare_renders_with_highlights(jupyter_server, browser_page, run_all):
    page = browser_page
    page_errors: list[str] = []
    page.on("pageerror", lambda e: page_errors.append(str(e)))
    ns = _notebook_objects()
    pair, trail = ns["pair"], ns["trail"]
    assert len(pair.changed) == 2 and sorted(trail.left.highlight) == pair.changed

    run_all(jupyter_server.add(NOTEBOOK))
    widgets = page.locator(".boardlab-compare")
    expect(widgets).to_have_count(2, timeout=60_000)
    first, second = widgets.nth(0), widgets.nth(1)
    boards = first.locator(".boardlab-board-svg")
    expect(boards).to_have_count(2, timeout=60_000)
    for board, expected in zip((boards.nth(0), boards.nth(1)),
                               (pair.left.highlight, pair.right.highlight)):
        expect(board.locator("svg")).to_be_visible(timeout=60_000)
        expect(board.locator(".boardlab-hl")).to_have_count(len(expected), timeout=15_000)
        assert _lit(board) == sorted(expected)
    diff = first.locator(".boardlab-compare-diff")
    for sentence in pair.changes:
        expect(diff).to_contain_text(sentence)
    # the trail: one board, the landing's two zones
    one = second.locator(".boardlab-board-svg")
    expect(one).to_have_count(1)
    expect(one.locator(".boardlab-hl")).to_have_count(len(trail.left.highlight), timeout=15_000)
    assert _lit(one) == sorted(trail.left.highlight)
    expect(second.locator(".boardlab-caption")).to_contain_text("last move: land")
    assert not page_errors, page_errors
