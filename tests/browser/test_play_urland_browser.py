"""Play Urland by clicks in a real JupyterLab page (headless Debian chromium).

Opens ``play_urland.ipynb`` (``Play`` on a 4-player seed-1 game, seats 1–3 are
RandomBots), runs it in a restarted kernel, switches the view to black (seat 0) and
makes black's decisions as a player would, until black has had a whole turn as the
environment player (turn 1: a zone chip clicked, U-6.1) and one as an Ichto player
(turn 2: a refused click, then a landing clicked as sea + land zone, U-7.4.1, then
'end' from the move list), and both turns were scored (U-8.1).  The bots play the rest.

It checks that black's view hides what black may not know (U-6.1: other hands show
counts only, the chosen chip is face down — and is not in the everyone view), that
the board, the log and the refusal message change with their rule ids, and that the
page raised no error.  The clicking uses ``Board`` of the Ecosystem test.
"""
from __future__ import annotations

import re
import time
from pathlib import Path

from playwright.sync_api import expect

from test_play_browser import RECORDER, STEP_TIMEOUT, Board  # tests/browser is on sys.path

HERE = Path(__file__).parent
NOTEBOOK = HERE / "play_urland.ipynb"
BLACK = "black"           # seat 0 (U-0.5)
STOP_TURN = 3             # black was E in turn 1 and an Ichto player in turn 2
MAX_DECISIONS = 40        # black's decisions until then (a few; bids or asks may add some)
COUNTS_ONLY = re.compile(r"other hands: (none|(white|yellow|purple) \d+(, (white|yellow|purple) \d+)*)")


def counts(title: str) -> dict[str, int]:
    """Ichtos per colour from a region's or sea's title ("region L1, label 3: black 2, white 1")."""
    who = title.split(": ", 1)[1].split(";")[0]
    return {c: int(k) for c, k in re.findall(r"(black|white|yellow|purple) (\d+)", who)}


class Urland(Board):
    """``Board`` plus what Urland's widget needs: the move list, titles, the view."""

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

    def chosen_chip(self) -> str:
        """The title of the chosen-chip slot (U-6.1)."""
        return self.svg.locator("title", has_text="the chosen chip").first.text_content()


def test_U_6_1_U_7_4_1_play_urland_by_clicks_as_black(jupyter_server, browser_page, run_all):
    """Black's turns by clicks: U-6.1 (chip chosen; hidden chips), U-7.4.1 (landing),
    U-2.5.2 (a zone not bordering the sea refused), U-7.1 (actions left), U-8.1 (scored)."""
    page = browser_page
    page_errors: list[str] = []      # uncaught exceptions in the page: none expected
    console_errors: list[str] = []   # reported only (Lab logs harmless ones after a restart)
    page.on("pageerror", lambda e: page_errors.append(str(e)))
    page.on("console", lambda m: console_errors.append(m.text) if m.type == "error" else None)
    t_start = time.perf_counter()
    run_all(jupyter_server.add(NOTEBOOK))
    b = Urland(page)
    expect(b.status).to_contain_text("epoch 1, turn 1 · black to choose a zone chip, face down (U-6.1)",
                                     timeout=60_000)
    expect(b.node("S1")).to_be_visible(timeout=60_000)
    expect(b.log).to_contain_text("U-3.9 epoch 1, turn 1: black is the environment player")
    page.evaluate(RECORDER)
    t_ready = time.perf_counter()

    # Black's view (U-6.1): black's own 3 chips, face up and clickable; nobody else holds any.
    b.view(BLACK)
    expect(b.svg.locator("text", has_text="your hand (3)")).to_have_count(1, timeout=STEP_TIMEOUT)
    chips = b.nodes("chip:")
    assert len(chips) == 3, chips
    assert sorted(b.highlighted("chip:")) == sorted(chips)
    texts = b.texts()
    assert "your hand (3)" in texts and "other hands: none" in texts, texts
    for chip in chips:
        expect(b.node(chip).locator("title")).to_have_text(
            f"zone chip {chip[5:]} — click to choose it (U-6.1)")

    chip_clicked = landed = refused = False
    for _ in range(MAX_DECISIONS):
        status = b.status.inner_text()
        turn = int(re.search(r"turn (\d+)", status).group(1))
        if turn >= STOP_TURN:
            break
        assert f"· {BLACK} " in status and "hidden" not in status, status  # bots played
        if "to choose a zone chip" in status:            # black is the environment player
            chip = b.highlighted("chip:")[0]
            b.click(chip)
            expect(b.log).to_contain_text(f"U-6.1 {BLACK} puts a chip face down",
                                          timeout=STEP_TIMEOUT)
            chip_clicked = True
        elif "acts:" in status and not landed:           # black is an Ichto player
            # Black's view again: others' chips are counts only, the chosen chip is face down;
            # the everyone view shows the chosen chip's number, so it is the view that hides it.
            texts = b.texts()
            assert "your hand (0)" in texts and not b.nodes("chip:"), texts
            hands = [t for t in texts if t.startswith("other hands")]
            assert len(hands) == 1 and COUNTS_ONLY.fullmatch(hands[0]), hands
            assert b.chosen_chip() == "the chosen chip, face down (U-6.1)"
            b.view("everyone")
            expect(b.svg.locator("title", has_text="the chosen chip").first).to_have_text(
                re.compile(r"the chosen chip \d+ \(U-6\.1\)"), timeout=STEP_TIMEOUT)
            b.view(BLACK)
            expect(b.svg.locator("title", has_text="the chosen chip").first).to_have_text(
                "the chosen chip, face down (U-6.1)", timeout=STEP_TIMEOUT)

            # A sea with black's Ichtos: clicking it highlights where they may go.
            sea = next(s for s in b.highlighted("S") if counts(b.title(s)).get(BLACK))
            b.click(sea, wait_for="message")
            expect(b.message).to_contain_text(f"moves go on from {sea}")
            lands = b.highlighted("L")
            assert lands, f"no land zone highlighted after {sea}"
            # A land zone that does not border the sea (a region's own zone, not highlighted)
            # is refused with the engine's rule id; nothing is played.
            far = next(z for z in b.nodes("L") if z not in lands
                       and b.title(z).startswith("region "))
            log_before = b.log.inner_text()
            b.click(far, wait_for="message")
            expect(b.message).to_contain_text("refused")
            expect(b.message).to_contain_text(f"U-7.4.1: {far} does not border {sea}")  # U-2.5.2 cited in the text
            assert b.status.inner_text() == status and b.log.inner_text() == log_before
            refused = True
            # The landing: the sea, then a highlighted land zone (U-7.4.1).
            land_target = lands[0]
            before = {n: counts(b.title(n)) for n in (sea, land_target)}
            b.click(sea, wait_for="message")
            b.click(land_target)
            expect(b.log).to_contain_text(
                f"U-7.4.1 {BLACK} lands an Ichto from {sea} on region {land_target}",
                timeout=STEP_TIMEOUT)
            expect(b.message).not_to_contain_text("refused")
            expect(b.status).to_contain_text(f"{BLACK} acts: 1 action left (U-7.1)")
            # The board changed: one Ichto of black went from the sea to the land region.
            after = {n: counts(b.title(n)) for n in (sea, land_target)}
            assert after[sea].get(BLACK, 0) == before[sea][BLACK] - 1, (before, after)
            assert after[land_target][BLACK] == before[land_target].get(BLACK, 0) + 1, (before, after)
            landed = True
        else:                                             # 'end', 'done', a bid …: the list
            options = b.options()
            assert options, status
            b.from_list(next((o for o in ("end", "done", "pass") if o in options), options[0]))
    else:
        raise AssertionError(f"black still deciding before turn {STOP_TURN}: "
                             f"{b.status.inner_text()}")
    t_end = time.perf_counter()

    assert chip_clicked and refused and landed
    # The log: black's turns and both turns' scorings with their rule ids.
    b.play.locator(".boardlab-log-all").click()
    expect(b.log).to_contain_text("U-3.1 each player puts 3 Ichtos", timeout=STEP_TIMEOUT)
    log = b.log.inner_text()
    assert f"D-10 {BLACK} ends their actions" in log
    assert log.count("U-8.1 chip") >= 2, log      # turn 1 (black E) and turn 2 (black acting)
    assert "U-4.3 turn 3" in log
    assert "U-9.2" in log

    if console_errors:
        print("\nconsole errors (not asserted):\n  " + "\n  ".join(console_errors))
    assert not page_errors, page_errors
    print(f"\nopen + run all until rendered {t_ready - t_start:.1f} s, "
          f"black's turns by clicks {t_end - t_ready:.1f} s")
