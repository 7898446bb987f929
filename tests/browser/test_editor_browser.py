"""Edit an El Dorado position by clicks in a real JupyterLab page (issue 13, item 2).

Opens ``edit_el_dorado.ipynb`` (``Editor`` on a 4-player seed-3 game; its first edit is
``move pawn``: click a pawn's hex, then the hex it moves to), runs it in a restarted
kernel, then clicks as a person would: seat 0's pawn, then seat 1's start hex — refused
with the rule id (ED-4.6: two pawns on one hex) and nothing moved —, then seat 0's pawn
and a free hex — moved, the pawn drawn there.  "Undo edit" takes it back and "Play from
here" shows a ``Play`` below the editor.
"""
from __future__ import annotations

from pathlib import Path

from playwright.sync_api import expect

import boardlab

HERE = Path(__file__).parent
NOTEBOOK = HERE / "edit_el_dorado.ipynb"
STEP_TIMEOUT = 15_000   # ms; one click normally takes < 0.2 s


def test_item2_ED_4_6_edit_a_position_by_clicks(jupyter_server, browser_page, run_all):
    page = browser_page
    page_errors: list[str] = []
    page.on("pageerror", lambda e: page_errors.append(str(e)))
    start = boardlab.new("el_dorado", seed=3).to_position()   # the notebook's position
    (mine,), (theirs,) = start["pawns"][0], start["pawns"][1]
    q, r = map(int, mine.split(","))
    free = f"{q + 1},{r - 1}"                                  # a neighbour hex (ED-13.1)
    assert all(free not in ps for ps in start["pawns"])

    run_all(jupyter_server.add(NOTEBOOK))
    editor = page.locator(".boardlab-editor")
    svg = editor.locator(".boardlab-board-svg").first
    message = editor.locator(".boardlab-message").first
    where = editor.locator(".boardlab-edit-where input")
    status = editor.locator(".boardlab-status").first
    expect(status).to_contain_text("El Dorado", timeout=60_000)
    expect(status).to_contain_text("0 edits")

    def node(n: str):
        return svg.locator(f'[data-node="hex:{n}"]')

    def pawn_at(n: str):
        return node(n).locator("title", has_text="pawn of seat 0")

    expect(pawn_at(mine)).to_have_count(1, timeout=STEP_TIMEOUT)
    # a refused edit: onto another seat's pawn
    node(mine).click()
    expect(where).to_have_value(f"hex:{mine}", timeout=STEP_TIMEOUT)
    expect(node(mine)).to_have_class("boardlab-hl")
    expect(message).to_contain_text("click 1 more")
    node(theirs).click()
    expect(message).to_contain_text("refused — ED-4.6", timeout=STEP_TIMEOUT)
    expect(pawn_at(mine)).to_have_count(1)
    expect(status).to_contain_text("0 edits")
    # an edit made: onto a free hex
    node(mine).click()
    expect(where).to_have_value(f"hex:{mine}", timeout=STEP_TIMEOUT)
    node(free).click()
    expect(pawn_at(free)).to_have_count(1, timeout=STEP_TIMEOUT)
    expect(pawn_at(mine)).to_have_count(0)
    expect(message).to_contain_text(f"move pawn: seat 0's pawn: {mine} → {free}")
    expect(status).to_contain_text("1 edit")
    # undo, then play from here
    editor.locator("button.boardlab-edit-undo").click()
    expect(pawn_at(mine)).to_have_count(1, timeout=STEP_TIMEOUT)
    expect(status).to_contain_text("0 edits")
    editor.locator("button.boardlab-edit-play").click()
    play = editor.locator(".boardlab-edit-play-area .boardlab-play")
    expect(play).to_be_visible(timeout=STEP_TIMEOUT)
    expect(play.locator(".boardlab-status")).to_contain_text("seat 0 (red) plays cards")
    assert not page_errors, page_errors
