"""Play The Quest for El Dorado by clicks in a real JupyterLab page (headless Debian chromium).

Opens ``play_el_dorado.ipynb`` (``Play`` on a 4-player seed-5 game, seats 1–3 are
RandomBots), runs it in a restarted kernel, switches the view to seat 0 and plays seat
0's first turn as a person would (ui.py's click grammar): a highlighted hand card
(``move explorer``, ED-4.2), a hex that is not highlighted (refused with the engine's
rule id), a highlighted hex (``step``, ED-4.3), 'stop' if the movement is still open
(ED-4.4), a highlighted market card (``buy``, ED-7.1) paid for by hand-card clicks
(ED-7.2) — or 'end' when nothing can be bought — and 'keep' (ED-9.1).  The bots play
their turns; seat 0's turn comes back in round 2.

It checks that the board (the pawn's title, the players panel), the log and the
refusal message change with their rule ids, that seat 0's view shows seat 0's hand and
the other seats' hand sizes only, and that the page raised no error.  The clicking uses
``Board`` of the Ecosystem test.
"""
from __future__ import annotations

import re
import time
from pathlib import Path

from playwright.sync_api import expect

from test_play_browser import RECORDER, STEP_TIMEOUT, Board  # tests/browser is on sys.path

HERE = Path(__file__).parent
NOTEBOOK = HERE / "play_el_dorado.ipynb"
ME = "seat 0"                 # the first player (ED-2.5), red
PAWN = f"pawn of {ME} (red) at "
HAND_ROW = re.compile(r"hand \d+ · draw pile \d+ · discard pile \d+( \(top: [^)]+\))? \(ED-9\.1\)")
REFUSED = re.compile(r"refused — ED-\d+(\.\d+)*: ")


def hex_distance(a: str, b: str) -> int:
    """Hex distance of two axial ``"q,r"`` coordinates (ED-13.1)."""
    (q1, r1), (q2, r2) = (map(int, a.split(",")), map(int, b.split(",")))
    dq, dr = q1 - q2, r1 - r2
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


class ElDorado(Board):
    """``Board`` plus what El Dorado's widget needs: the move list, titles, the view."""

    def title(self, node_id: str) -> str:
        return self.node(node_id).locator("title").first.text_content()

    def texts(self) -> list[str]:
        return self.svg.locator("text").all_text_contents()

    def nodes(self, prefix: str) -> list[str]:
        return self.svg.locator(f'[data-node^="{prefix}"]').evaluate_all(
            "ns => ns.map(n => n.getAttribute('data-node'))")

    def options(self) -> list[str]:
        return self.play.locator(".boardlab-moves select option").all_text_contents()

    def from_list(self, label: str) -> None:
        """Choose ``label`` in the move list and press Apply; wait for the log to change."""
        log = self.log.inner_text()
        self.play.locator(".boardlab-moves select").select_option(label=label)
        self.play.locator("button.boardlab-apply").click()
        expect(self.log).not_to_have_text(log, timeout=STEP_TIMEOUT)

    def view(self, label: str) -> None:
        self.play.locator(".boardlab-viewer select").select_option(label=label)

    def pawn(self) -> str:
        """The hex ``"q,r"`` of seat 0's pawn, from its title."""
        title = self.svg.locator("title", has_text=PAWN).first.text_content()
        return title[len(PAWN):]


def test_ED_4_3_ED_7_2_play_el_dorado_by_clicks_as_seat_0(jupyter_server, browser_page, run_all):
    """Seat 0's turn by clicks: ED-4.2 (a card moves), ED-4.3 (a step; a hex not next to the
    pawn refused), ED-7.1/ED-7.2 (buy, pay with hand cards), ED-9.1 (keep); then the bots
    play and seat 0's turn comes back with the other hands hidden (sizes only)."""
    page = browser_page
    page_errors: list[str] = []      # uncaught exceptions in the page: none expected
    console_errors: list[str] = []   # reported only (Lab logs harmless ones after a restart)
    page.on("pageerror", lambda e: page_errors.append(str(e)))
    page.on("console", lambda m: console_errors.append(m.text) if m.type == "error" else None)
    t_start = time.perf_counter()
    run_all(jupyter_server.add(NOTEBOOK))
    b = ElDorado(page)
    expect(b.status).to_contain_text(
        f"El Dorado · round 1 · {ME} (red) plays cards, buys or ends phase 1 (ED-3.1)", timeout=60_000)
    expect(b.svg.locator("title", has_text=PAWN)).to_have_count(1, timeout=60_000)
    expect(b.log).to_contain_text(f"ED-2.5 the pawns stand on the start spaces; {ME} begins")
    page.evaluate(RECORDER)
    t_ready = time.perf_counter()
    b.view(ME)
    expect(b.svg.locator("text", has_text="your hand (4 cards)")).to_have_count(1, timeout=STEP_TIMEOUT)

    # ED-4.2: a highlighted hand card starts a movement.
    cards = b.highlighted("card:")
    assert cards, "no hand card highlighted to move with"
    card = "card:explorer" if "card:explorer" in cards else cards[0]
    b.click(card)
    expect(b.status).to_contain_text(f"{ME} (red) moves with ", timeout=STEP_TIMEOUT)
    expect(b.status).to_contain_text("step, clear or stop (ED-4.4)")
    start = b.pawn()
    steps = b.highlighted("hex:")
    assert steps, "no hex highlighted to step on"
    assert all(hex_distance(h[4:], start) == 1 for h in steps), (start, steps)

    # A hex two steps away (not highlighted): refused with the engine's rule id, nothing played.
    status, log_before = b.status.inner_text(), b.log.inner_text()
    far = next(h for h in b.nodes("hex:") if hex_distance(h[4:], start) == 2
               and not b.title(h).split(": ", 1)[1].startswith("start space"))
    assert far not in steps
    b.click(far, wait_for="message")
    expect(b.message).to_have_text(REFUSED)
    expect(b.message).to_contain_text(f"ED-4.3: {far[4:]} is not next to the pawn")
    refusal = b.message.inner_text()
    assert b.status.inner_text() == status and b.log.inner_text() == log_before
    assert b.pawn() == start

    # ED-4.3: a highlighted hex: the pawn steps there (log, pawn title, players panel).
    target = steps[0]
    b.click(target)
    expect(b.log).to_contain_text(re.compile(rf"ED-4\.3 {ME} steps to {target[4:]}\b"),
                                  timeout=STEP_TIMEOUT)
    expect(b.message).not_to_contain_text("refused")
    assert b.pawn() == target[4:] != start
    assert f"{ME} (red) ▶ · pawn: {target[4:]}" in b.texts()
    if "stop" in b.options():                       # ED-4.4: the movement may still go on
        b.from_list("stop")
    expect(b.status).not_to_contain_text("moves with", timeout=STEP_TIMEOUT)

    # ED-7.1 / ED-7.2: buy a highlighted market card, paying with hand-card clicks.
    market = b.highlighted("market:")
    bought = None
    if market:
        bought = market[0]
        b.click(bought)
        expect(b.status).to_contain_text("still owed (ED-7.2)", timeout=STEP_TIMEOUT)
        for _ in range(8):                          # a card costs at most 4 coins (ED-7.4)
            if "still owed" not in b.status.inner_text():
                break
            payers = b.highlighted("card:")
            assert payers, "paying, but no hand card highlighted"
            b.click(payers[0])
        expect(b.log).to_contain_text(re.compile(rf"ED-7\.1 {ME} buys "), timeout=STEP_TIMEOUT)
    else:
        assert "end" in b.options(), b.options()
        b.from_list("end")

    # ED-9.1: discard or keep the rest: 'keep' from the move list ends the turn.
    expect(b.status).to_contain_text(f"{ME} (red) discards from the hand or keeps the rest (ED-9.1)",
                                     timeout=STEP_TIMEOUT)
    b.from_list("keep")
    # The bots played seats 1–3; seat 0's turn is back in round 2 (ED-3.1).
    expect(b.status).to_contain_text(
        f"El Dorado · round 2 · {ME} (red) plays cards, buys or ends phase 1 (ED-3.1)",
        timeout=STEP_TIMEOUT)
    expect(b.status).not_to_contain_text("hidden from")
    t_end = time.perf_counter()

    # Seat 0's view: seat 0's own hand (4 cards, ED-9.1), the others' hands as sizes only.
    expect(b.svg.locator("text", has_text="your hand (4 cards)")).to_have_count(1, timeout=STEP_TIMEOUT)
    texts = b.texts()
    assert not [t for t in texts if t.startswith("hand of")], texts
    assert not b.svg.locator("title", has_text="face-down card").count()
    rows = [t for t in texts if HAND_ROW.fullmatch(t)]
    assert len(rows) == 4, texts
    assert len(b.nodes("card:")) == len(set(b.nodes("card:"))) >= 1
    seats = b.svg.locator(".bl-seat")
    expect(seats).to_have_count(4)
    for s in range(1, 4):                          # the bots' rows: pawn, sizes, barriers only
        row = b.svg.locator(f'.bl-seat[data-seat="{s}"] text').all_text_contents()
        assert len(row) == 3 and HAND_ROW.fullmatch(row[1]), row
    # The whole log: seat 0's turn and the bots' turns, with their rule ids.
    b.play.locator(".boardlab-log-all").click()
    expect(b.log).to_contain_text(f"ED-4.3 {ME} steps to {target[4:]}", timeout=STEP_TIMEOUT)
    log = b.log.inner_text()
    if bought:
        assert re.search(rf"ED-7\.1 {ME} buys ", log), log
    for s in (1, 2, 3):
        assert f"seat {s}" in log, log

    if console_errors:
        print("\nconsole errors (not asserted):\n  " + "\n  ".join(console_errors))
    assert not page_errors, page_errors
    print(f"\n{refusal}\nopen + run all until rendered {t_ready - t_start:.1f} s, "
          f"seat 0's turn by clicks + bots {t_end - t_ready:.1f} s")
