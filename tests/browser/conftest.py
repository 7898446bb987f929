"""Browser-test harness: a real JupyterLab server and a headless Debian chromium page.

Use it like this (see ../../shared/guides/jupyter.md, section 4):

    def test_click(jupyter_server, browser_page, run_all):
        run_all(jupyter_server.add(NOTEBOOK))   # copy into root_dir, restart + run all
        label = browser_page.locator(".my-label")  # widget.add_class("my-label") in Python
        expect(label).to_have_text("...", timeout=60_000)  # cells ran, widget rendered
        browser_page.locator("button.my-button").click(); expect(label).to_have_text("...")

Every test in this folder is marked `browser`; `make browser-deps` installs chromium.
"""

import contextlib
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import quote

import psutil
import pytest
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import expect, sync_playwright

HERE = Path(__file__).parent
ARTIFACTS = HERE / "artifacts"  # screenshots of failed tests (git-ignored)
CHROMIUM = "/usr/bin/chromium"  # Debian's; `playwright install` cannot download browsers here
CHROMIUM_FLAGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]
# Lab settings for the test server: no "Jupyter news?" toast over the notebook.
LAB_SETTINGS = {
    "@jupyterlab/apputils-extension/notification.jupyterlab-settings":
        {"fetchNews": "false", "checkForUpdates": False},
}


#: The notebooks here are opened by the browser tests, not run by nbval.
collect_ignore_glob = ["*.ipynb"]


@pytest.hookimpl(wrapper=True)   # before pytest-xdist reads the groups (see ../conftest.py)
def pytest_collection_modifyitems(config, items):
    """Browser tests are slow (left out of ``make check``).  The JupyterLab ones share one
    pytest-xdist worker (``--dist loadgroup``), so JupyterLab and chromium start once; the
    offline-site test needs no JupyterLab and may run on another worker."""
    for item in items:
        if HERE in item.path.parents:
            item.add_marker(pytest.mark.browser)
            item.add_marker(pytest.mark.slow)
            group = "site" if item.path.name == "test_site_offline.py" else "browser"
            item.add_marker(pytest.mark.xdist_group(group))
    return (yield)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    """Save a screenshot of the page when a test that used it fails."""
    report = (yield).get_result()
    page = getattr(item, "funcargs", {}).get("browser_page")
    if report.failed and report.when == "call" and page is not None:
        ARTIFACTS.mkdir(exist_ok=True)
        with contextlib.suppress(PlaywrightError):  # a dead page must not hide the failure
            page.screenshot(path=str(ARTIFACTS / f"{item.name}.png"))


@dataclass
class LabServer:
    url: str          # e.g. http://127.0.0.1:40123 (no token, no password)
    root_dir: Path    # copy notebooks here; the server serves this folder
    log: Path         # the server's stdout+stderr

    def add(self, notebook) -> str:
        """Copy a notebook into root_dir; return the name to open."""
        shutil.copy(notebook, self.root_dir)
        return Path(notebook).name


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _stop(proc: subprocess.Popen) -> None:
    """SIGTERM shuts the server and its kernels down; kill whatever survives.

    Kernels run in sessions of their own (jupyter_client uses start_new_session),
    so killing the server's process group alone would leave them running.
    """
    try:
        children = psutil.Process(proc.pid).children(recursive=True)
    except psutil.NoSuchProcess:
        children = []
    os.killpg(proc.pid, signal.SIGTERM)
    try:
        proc.wait(timeout=20)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait()
    _, alive = psutil.wait_procs(children, timeout=5)
    for p in alive:
        p.kill()


@pytest.fixture(scope="session")
def jupyter_server(tmp_path_factory):
    root = tmp_path_factory.mktemp("lab_root")
    home = tmp_path_factory.mktemp("lab_home")  # settings, workspaces, log: not served
    for name, value in LAB_SETTINGS.items():
        path = home / "settings" / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(value))
    port = _free_port()
    log = home / "jupyter.log"
    cmd = [
        sys.executable, "-m", "jupyterlab", "--no-browser", f"--port={port}",
        "--ip=127.0.0.1",
        "--allow-root",  # JupyterLab exits when run as root without it (CI is root)
        "--IdentityProvider.token=", "--ServerApp.password=",  # ServerApp.token is deprecated
        f"--ServerApp.root_dir={root}",
        f"--LabApp.user_settings_dir={home / 'settings'}",
        f"--LabApp.workspaces_dir={home / 'workspaces'}",
    ]
    with open(log, "wb") as out:
        proc = subprocess.Popen(cmd, stdout=out, stderr=subprocess.STDOUT,
                                stdin=subprocess.DEVNULL, start_new_session=True)
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            if proc.poll() is not None:
                pytest.fail(f"jupyter lab exited ({proc.returncode}):\n{log.read_text()}")
            try:
                with urllib.request.urlopen(url + "/api/status", timeout=2) as r:
                    if r.status == 200:
                        break
            except OSError:
                pass
            if time.monotonic() > deadline:
                pytest.fail(f"jupyter lab not ready after 60 s:\n{log.read_text()}")
            time.sleep(0.25)
        yield LabServer(url=url, root_dir=root, log=log)
    finally:
        _stop(proc)


@pytest.fixture(scope="session")
def browser_page():
    if not os.access(CHROMIUM, os.X_OK):
        pytest.fail(f"{CHROMIUM} is missing: run `make browser-deps`")
    pw = sync_playwright().start()
    browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_FLAGS)
    context = browser.new_context(viewport={"width": 1200, "height": 900}, device_scale_factor=1)
    page = context.new_page()
    # Screenshots: the notebook scrolls inside its own panel, so full_page=True shows
    # nothing more; use locator.scroll_into_view_if_needed() + locator.screenshot().
    try:
        yield page
    finally:
        context.close()
        browser.close()
        pw.stop()


def open_and_run_all(page, server: LabServer, notebook_name: str) -> None:
    """Open a notebook in JupyterLab and run it in a freshly restarted kernel.

    Returns once the run has been started; wait for its outcome with expect(...) on
    a widget (tip: widget.add_class("name") in Python gives it a CSS class to find).
    """
    # ?reset: don't restore tabs from an earlier session.
    page.goto(f"{server.url}/lab/tree/{quote(notebook_name)}?reset")
    # The toolbar's execution indicator says idle before the kernel is connected, and a
    # Run All clicked then does nothing: wait for the status bar's "| Idle" instead.
    idle = page.locator(".jp-StatusBar-TextItem", has_text="| Idle").first
    expect(idle).to_be_visible(timeout=60_000)
    # The "Jupyter news?" toast covers the notebook; LAB_SETTINGS turns it off, but check.
    with contextlib.suppress(PlaywrightError):  # TimeoutError when there is none
        page.locator(".jp-toast-button", has_text="No").click(timeout=1_000)
    # Lab reuses a notebook's running kernel across page loads, so restart it; there is
    # no keyboard shortcut for Run All, hence the menu.
    page.locator(".lm-MenuBar-itemLabel", has_text="Kernel").first.click()
    page.locator(".lm-Menu-itemLabel", has_text="Restart Kernel and Run All Cells").first.click()
    page.locator(".jp-Dialog .jp-mod-accept").click()  # the "Restart" button


@pytest.fixture
def run_all(jupyter_server, browser_page):
    """`run_all("x.ipynb")`: open_and_run_all without importing this conftest
    (a bare `from conftest import ...` breaks once tests/ has a conftest.py too)."""
    return lambda notebook_name: open_and_run_all(browser_page, jupyter_server, notebook_name)
