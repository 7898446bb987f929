"""Answer an exercise by a click on the board in a real JupyterLab page (issue 13, item 1).

Opens ``exercise_ecosystem.ipynb`` (a ``Quiz`` of one ``click_a_move`` exercise: seat 0 of
a 3-player Ecosystem game is to place its card, EC-4.3), runs it in a restarted kernel,
then answers as a learner would: a click on a cell that is not adjacent (selected and
highlighted), Check — the feedback cites EC-4.3 and the quiz scores 0 — then Hint, then a
click on a right cell and Check.  The expected cells come from the same position built
here (the notebook's seed), read through the rules (``legal_actions``/``nodes_of``).
"""
from __future__ import annotations

import re
from pathlib import Path

from playwright.sync_api import expect

from boardlab import render
from boardlab.exercises import random_position

HERE = Path(__file__).parent
NOTEBOOK = HERE / "exercise_ecosystem.ipynb"
STEP_TIMEOUT = 15_000  # ms


def cells_of_seat_0():
    """(a right cell, a cell no card may go on) of the notebook's position (EC-4.3)."""
    position = random_position("ecosystem", seed=4, players=3, moves=15)
    right = sorted(render.nodes_of(position, a)[0] for a in position.legal_actions())
    cells = [n for n in re.findall(r'data-node="([^"]*)"', render.svg(position.view(0)))
             if n.startswith("0:")]
    occupied = {f"0:{r},{c}" for r, c in position.grid(0)}
    wrong = [n for n in cells if n not in right and n not in occupied]
    assert right and wrong, (right, cells)
    return right[0], wrong[0]


def test_exercise_answered_by_a_click_on_the_board(jupyter_server, browser_page, run_all):
    page = browser_page
    page_errors: list[str] = []
    page.on("pageerror", lambda e: page_errors.append(str(e)))
    right, wrong = cells_of_seat_0()
    run_all(jupyter_server.add(NOTEBOOK))
    ex = page.locator(".boardlab-exercise")
    question = ex.locator(".boardlab-question")
    feedback = ex.locator(".boardlab-feedback")
    selection = ex.locator(".boardlab-selection")
    score = page.locator(".boardlab-quiz-score")
    board = ex.locator(".boardlab-board-svg")
    expect(question).to_contain_text("seat 0 to place", timeout=60_000)
    expect(score).to_contain_text("score 0 of 1 (0 answered)")
    expect(selection).to_contain_text("click the board")

    # A cell that touches no card: selected (and outlined), then Check refuses it by EC-4.3.
    board.locator(f'[data-node="{wrong}"]').click()
    expect(selection).to_contain_text(wrong, timeout=STEP_TIMEOUT)
    expect(board.locator(f'[data-node="{wrong}"]')).to_have_class("boardlab-hl")
    ex.locator("button.boardlab-check").click()
    expect(feedback).to_contain_text("not quite", timeout=STEP_TIMEOUT)
    expect(feedback).to_contain_text("EC-4.3")
    expect(feedback).to_contain_text("not adjacent")
    expect(score).to_contain_text("score 0 of 1 (1 answered)")

    ex.locator("button.boardlab-hint").click()
    expect(ex.locator(".boardlab-hint-text")).to_contain_text("EC-4.3", timeout=STEP_TIMEOUT)

    # A right cell: the feedback says so; the quiz keeps the first answer's score.
    board.locator(f'[data-node="{right}"]').click()
    expect(selection).to_contain_text(right, timeout=STEP_TIMEOUT)
    ex.locator("button.boardlab-check").click()
    expect(feedback).to_contain_text("✓ right", timeout=STEP_TIMEOUT)
    expect(feedback).to_contain_text(f"starts place {right[2:]}")
    expect(score).to_contain_text("score 0 of 1 (1 answered)")
    assert not page_errors, page_errors
