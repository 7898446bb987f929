"""The analysis board (issue 13, item 3) in a real JupyterLab page (headless Debian chromium).

Opens ``analyze_lost_cities.ipynb`` (``Analyze`` on a 2-player seed-1 Lost Cities game),
runs it in a restarted kernel, then works it as a person would: the ranked list and the
heat overlay are there; Think fills in the look-ahead, saying which line it is looking at
while it thinks; a click on a row steps into that
variation (the breadcrumb grows, the other seat is to move); a click on a heated board node
steps one turn further; the breadcrumb's "start" steps back.  The page raises no error.
"""
from __future__ import annotations

import re
from pathlib import Path

from playwright.sync_api import expect

HERE = Path(__file__).parent
NOTEBOOK = HERE / "analyze_lost_cities.ipynb"
STEP_TIMEOUT = 30_000  # ms; a step re-analyses the new position (well under a second here)


def test_analyze_click_a_row_a_node_and_the_breadcrumb(jupyter_server, browser_page, run_all):
    page = browser_page
    page_errors: list[str] = []
    page.on("pageerror", lambda e: page_errors.append(str(e)))
    run_all(jupyter_server.add(NOTEBOOK))
    root = page.locator(".boardlab-analyze")
    status = root.locator(".boardlab-status")
    rows = root.locator(".boardlab-analyze-moves select")
    crumbs = root.locator(".boardlab-breadcrumb button.boardlab-crumb")
    svg = root.locator(".boardlab-board-svg")

    # Rendered: the seat to move, its ranked turns, the heat overlay on the first nodes.
    expect(status).to_contain_text("28 turns of seat 0", timeout=60_000)
    expect(rows.locator("option")).to_have_count(28)
    expect(rows.locator("option").first).to_contain_text("1. ")
    assert svg.locator("[data-heat]").count() > 0
    expect(crumbs).to_have_count(1)
    expect(crumbs.first).to_have_text("start")

    # Think: the look-ahead is added to every row (value now → look-ahead ± error); while it
    # thinks, the page shows which line it is looking at, of how many (every text it showed
    # is recorded by a MutationObserver, so a fast Think is not missed).
    looking = root.locator(".boardlab-looking")
    looking.evaluate("el => { window.looked = []; new MutationObserver(() => "
                     "window.looked.push(el.textContent)).observe(el, "
                     "{childList: true, subtree: true, characterData: true}); }")
    root.locator("button.boardlab-think").click()
    expect(root.locator(".boardlab-message")).to_contain_text("looked ahead", timeout=STEP_TIMEOUT)
    expect(rows.locator("option").first).to_contain_text("→")
    shown = [t.strip() for t in page.evaluate("window.looked") if t.strip()]
    assert shown and all(re.match(r"line [1-8] of 8: ", t) for t in shown), shown
    assert shown[0].startswith("line 1 of 8: ")
    expect(looking).to_have_text("")                              # gone once it is done

    # Click the second row: step into that variation.
    label = rows.locator("option").nth(1).inner_text()
    # "2. -60.0 → -70.0 ±5.8  discard Y3 · draw  ⟶ play B2 · draw …": the turn, not its variation
    turn = re.split(r"±\S+\s+", label)[-1].split("⟶")[0].strip()
    rows.select_option(index=1)
    expect(crumbs).to_have_count(2, timeout=STEP_TIMEOUT)
    expect(crumbs.nth(1)).to_have_text(turn)
    expect(status).to_contain_text("seat 1 to play or discard")
    expect(status).to_contain_text("turns of seat 1")

    # Click a heated node of the board: the best turn that starts there.
    node = svg.locator("[data-heat]").first
    expect(node).to_be_attached(timeout=STEP_TIMEOUT)
    node.click()
    expect(crumbs).to_have_count(3, timeout=STEP_TIMEOUT)
    expect(status).to_contain_text("turns of seat 0")

    # The breadcrumb's "start" steps back to the beginning.
    crumbs.first.click()
    expect(crumbs).to_have_count(1, timeout=STEP_TIMEOUT)
    expect(status).to_contain_text("28 turns of seat 0")
    expect(rows.locator("option").first).to_contain_text("→")   # its look-ahead is kept
    assert not page_errors, page_errors
