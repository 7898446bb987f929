"""The offline JupyterLite site (`make site`) in a real browser, with every other host blocked.

The site is served from ``site/_output`` on 127.0.0.1; every request the page makes to another
host is logged and aborted (``context.route``), and the test fails if there was any, so a
tutorial that ran here runs from any static host with no CDN.  The test opens
``00_start_here`` and one rules tutorial per game, runs all their cells on Pyodide (their
asserts included), and plays a move by clicking the board of the start page's ``Play``.

The start page runs on a fresh kernel: Pyodide starts, its install cell installs boardlab
from the site.  The four game tutorials then run in that same kernel (opened on it, as
JupyterLab's "use the kernel of another session" does), each with its own install cell
(the same cell, now finding everything installed): every Pyodide start costs 20–50 s,
and four more would add minutes without testing anything new.
"""
from __future__ import annotations

import contextlib
import functools
import http.server
import json
import threading
import time
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import expect

ROOT = Path(__file__).resolve().parents[2]
OUTPUT = ROOT / "site" / "_output"
# The start page and the first tutorial of each game's series, run whole on Pyodide.
NOTEBOOKS = ["00_start_here.ipynb", "ecosystem/01_cards_and_deal.ipynb",
             "lost_cities/01_the_board_and_cards.ipynb", "urland/01_the_map_and_its_graph.ipynb",
             "el_dorado/01_the_route_as_a_graph.ipynb"]
RUN_TIMEOUT = 300  # s for one notebook: kernel start, installs from the site, every cell

DONE = """() => {
  const panel = '.jp-NotebookPanel:not(.lm-mod-hidden)';
  const cells = [...document.querySelectorAll(panel + ' .jp-CodeCell')];
  const prompts = cells.map(c => (c.querySelector('.jp-InputPrompt') || {}).textContent || '');
  const errors = [...document.querySelectorAll(
      panel + ' [data-mime-type="application/vnd.jupyter.stderr"]')]
    .map(e => e.textContent).filter(t => /Error|Traceback/.test(t));
  return {n: cells.length, running: prompts.filter(p => p.includes('*')).length,
          done: prompts.filter(p => /\\[\\d+\\]/.test(p)).length, errors};
}"""


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                      ".js": "text/javascript", ".mjs": "text/javascript",
                      ".wasm": "application/wasm", ".json": "application/json"}

    def log_message(self, *args):  # quiet
        pass


@pytest.fixture(scope="module")
def site_url():
    if not (OUTPUT / "index.html").exists():
        pytest.fail("site/_output is missing: run `make site` (make test builds it)")
    server = http.server.ThreadingHTTPServer(
        ("127.0.0.1", 0), functools.partial(Handler, directory=str(OUTPUT)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()


class OfflineBrowser:
    """Headless chromium that reaches 127.0.0.1 only; every other request is logged, aborted."""

    def __init__(self, browser):
        self.browser = browser
        self.blocked: list[str] = []

    def guard(self, route) -> None:
        if urlsplit(route.request.url).hostname in ("127.0.0.1", None):
            route.continue_()
        else:
            self.blocked.append(route.request.url)
            route.abort()

    @staticmethod
    def expose_app(route) -> None:
        """The site's configuration with ``exposeAppInBrowser`` on (``window.jupyterapp``,
        JupyterLab's own switch), so the test can open a notebook on a running kernel."""
        response = route.fetch()
        config = response.json()
        config.setdefault("jupyter-config-data", {})["exposeAppInBrowser"] = "true"
        route.fulfill(response=response, body=json.dumps(config))

    @contextlib.contextmanager
    def page(self):
        """A page in a fresh context: JupyterLite restores no tabs of an earlier visit."""
        context = self.browser.new_context(viewport={"width": 1200, "height": 900})
        context.route("**/*", self.guard)
        context.route("**/jupyter-lite.json", self.expose_app)
        try:
            yield context.new_page()
        finally:
            context.close()


@pytest.fixture(scope="module")
def offline_browser(browser_page):
    """The session's chromium (one Playwright per process: conftest.py's), in new contexts."""
    yield OfflineBrowser(browser_page.context.browser)


def open_on_kernel(page, name: str, kernel: str) -> None:
    """Open another tutorial in the same JupyterLite, on the running kernel ``kernel``."""
    page.evaluate("""async ([path, id]) => {
        const widget = await window.jupyterapp.commands.execute(
            'docmanager:open', {path, kernel: {id}});
        await widget.context.sessionContext.ready;
    }""", [name, kernel])
    assert current_kernel(page) == kernel, f"{name} did not open on the running kernel"


def current_kernel(page) -> str:
    return page.evaluate("() => jupyterapp.shell.currentWidget.sessionContext.session.kernel.id")


def run_notebook(page, url: str | None, name: str) -> None:
    """Open a tutorial of the site (``url``; ``None``: it is open already), run all its
    cells, fail on an error or a stall."""
    if url is not None:
        page.goto(f"{url}/lab/index.html?path={name}")
    idle = page.locator(".jp-StatusBar-TextItem", has_text="| Idle").first
    expect(idle).to_be_visible(timeout=300_000)  # Pyodide starts in ≈ 20 s on a quiet machine
    page.locator(".lm-MenuBar-itemLabel", has_text="Run").first.click()
    page.locator(".lm-Menu-itemLabel", has_text="Run All Cells").first.click()
    deadline = time.monotonic() + RUN_TIMEOUT
    while True:
        state = page.evaluate(DONE)
        assert not state["errors"], f"{name}: a cell failed in the browser:\n{state['errors'][0]}"
        if state["n"] and state["done"] == state["n"] and not state["running"]:
            return
        assert time.monotonic() < deadline, f"{name}: not done after {RUN_TIMEOUT} s: {state}"
        time.sleep(1)


def test_the_rules_tutorials_run_offline_and_the_board_plays_by_clicks(site_url, offline_browser):
    with offline_browser.page() as page:
        started = time.monotonic()
        run_notebook(page, site_url, NOTEBOOKS[0])
        print(f"00_start_here: Python start, install and every cell in "
              f"{time.monotonic() - started:.0f} s")
        # Play a move by clicking the start page's Play widget, as a player would.
        play = page.locator(".boardlab-play").first
        play.scroll_into_view_if_needed()
        log = play.locator(".boardlab-log")
        before = log.inner_text()
        for _ in range(3):  # a move can take more than one click (a card, then a cell)
            play.locator(".boardlab-board-svg [data-node].boardlab-hl").first.click()
            page.wait_for_timeout(1_000)
            if log.inner_text() != before:
                break
        assert log.inner_text() != before, "clicking the board played no move"
        kernel = current_kernel(page)
        for name in NOTEBOOKS[1:]:
            started = time.monotonic()
            open_on_kernel(page, name, kernel)
            run_notebook(page, None, name)
            print(f"{name}: every cell in {time.monotonic() - started:.0f} s")
    assert offline_browser.blocked == [], f"requests to other hosts: {offline_browser.blocked[:5]}"
