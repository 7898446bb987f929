"""How `make test` spreads its work over the cores (pytest-xdist, ``--dist loadgroup``).

`make test` runs the tests and the tutorials (nbval) in one session, so that no core waits
for another at the end:

* each tutorial's cells form one group (one kernel, in order, on one worker);
* the longest work starts first — the JupyterLab browser tests (one group: JupyterLab and
  chromium start once), the offline-site test, the Binder install, then the tutorials,
  the design ones first — and the many short tests fill the cores around them.
"""
from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
BROWSER = ROOT / "tests" / "browser"
TUTORIALS = ROOT / "tutorials"


def _first(item: pytest.Item) -> int:
    """0 for the longest work … 3 for a short test."""
    if BROWSER in item.path.parents or item.get_closest_marker("binder"):
        return 0
    if TUTORIALS in item.path.parents:
        return 1 if item.path.parent.name == "design" else 2
    return 3


@pytest.hookimpl(wrapper=True)
def pytest_collection_modifyitems(config, items):
    """Groups are marked before the other hooks run (a wrapper): pytest-xdist's own hook
    reads them, and a plain hook here would run after it.  Then the longest work first."""
    for item in items:
        if item.path.suffix == ".ipynb":
            item.add_marker(pytest.mark.xdist_group(str(item.path.relative_to(ROOT))))
    result = yield
    items.sort(key=_first)   # stable: each group's items keep their order
    return result
