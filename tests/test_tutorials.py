"""The tutorials teach every rule, and run as Binder would run them.

* every rule id of a game is taught in that game's series (a heading or a cell
  of ``tutorials/<game>/``);
* every notebook is committed with outputs and without saved widget state;
* ``binder/requirements.txt`` installed into a fresh virtual environment (plus
  ``binder/postBuild``) imports every boardlab module and everything the tutorials import,
  and runs the start page and the Dask tutorial (marked ``binder``: slow); nbval runs every
  tutorial in `make test`'s own environment.
"""
from __future__ import annotations

import ast
import functools
import json
import os
import re
import subprocess
import sys
import venv
from pathlib import Path

import pytest

import boardlab  # noqa: F401  (registers the rulebooks)
from boardlab.games import registry
from boardlab.rules import RULEBOOK

ROOT = Path(__file__).resolve().parents[1]
TUTORIALS = ROOT / "tutorials"
#: rule prefix → tutorials/<folder>, for every registered game that has a series
SERIES = {g.rule_prefix: g.tutorials.name for g in registry().values()
          if g.rule_prefix and g.tutorials is not None and g.tutorials.parent == TUTORIALS}
NOTEBOOKS = sorted(p for p in TUTORIALS.rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts)


@functools.cache   # read once per series, not once per rule
def series_text(folder: str) -> str:
    text = []
    for nb in sorted((TUTORIALS / folder).glob("*.ipynb")):
        for cell in json.loads(nb.read_text())["cells"]:
            text.append("".join(cell["source"]))
    return "\n".join(text)


TAUGHT = [rule for rule in sorted(RULEBOOK) if rule.split("-")[0] in SERIES
          and (TUTORIALS / SERIES[rule.split("-")[0]]).is_dir()]


@pytest.mark.parametrize("rule", TAUGHT)
def test_every_rule_id_is_taught_in_its_series(rule):
    text = series_text(SERIES[rule.split("-")[0]])
    assert re.search(re.escape(rule) + r"(?!\d|\.\d)", text), f"{rule} ({RULEBOOK[rule]}) is taught nowhere"


def test_each_game_has_a_series():
    for folder in SERIES.values():
        assert list((TUTORIALS / folder).glob("*.ipynb")), f"tutorials/{folder}/ has no notebooks"


def test_start_here_lists_every_series_at_the_top():
    """``00_start_here`` links the first notebook of every game's series in its opening
    cell, not only at the bottom."""
    first = "".join(json.loads((TUTORIALS / "00_start_here.ipynb").read_text())["cells"][0]["source"])
    for folder in SERIES.values():
        opening = sorted((TUTORIALS / folder).glob("01_*.ipynb"))[0]
        assert f"({folder}/{opening.name})" in first, f"the {folder} series is not listed at the top"


@pytest.mark.parametrize("nb", NOTEBOOKS, ids=lambda p: str(p.relative_to(TUTORIALS)))
def test_notebooks_have_outputs_asserts_and_no_widget_state(nb):
    data = json.loads(nb.read_text())
    code = [c for c in data["cells"] if c["cell_type"] == "code"]
    assert all(c.get("execution_count") for c in code), "run it: nbval compares only run cells"
    assert any("assert" in "".join(c["source"]) for c in code), "no assert pins an outcome"
    assert "widgets" not in data.get("metadata", {}), "strip saved widget state (make notebooks)"


#: The tutorials nbval runs in the fresh Binder environment: the start page (widgets) and the
#: Dask simulations (the heaviest stack).  Every other tutorial runs under nbval in `make
#: test`'s own environment; the Binder one must import everything those import.
BINDER_RUNS = ("00_start_here.ipynb", "design/06_simulations_at_scale.ipynb")
IMPORT_EVERYTHING = """\
import importlib, pkgutil, sys
import boardlab
names = sys.argv[1:] + [m.name for m in pkgutil.walk_packages(boardlab.__path__, "boardlab.")]
missing = []
for name in names:
    try:
        importlib.import_module(name)
    except ImportError as e:
        missing.append(f"{name}: {e}")
print("\\n".join(missing))
sys.exit(1 if missing else 0)
"""


def tutorial_imports() -> set[str]:
    """The top-level modules the tutorials' code cells import (JupyterLite's piplite aside)."""
    names: set[str] = set()
    for nb in NOTEBOOKS:
        for cell in json.loads(nb.read_text())["cells"]:
            if cell["cell_type"] == "code":
                code = "".join(cell["source"])   # IPython's %magics and !commands aside
                code = re.sub(r"(?m)^\s*[%!].*$", "", code)
                for node in ast.walk(ast.parse(code)):
                    if isinstance(node, ast.Import):
                        names |= {a.name.split(".")[0] for a in node.names}
                    elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
                        names.add(node.module.split(".")[0])
    return names - {"piplite"}


def test_tutorial_imports_are_found():
    assert {"boardlab", "pandas", "networkx"} <= tutorial_imports()


@pytest.mark.binder
@pytest.mark.slow
def test_binder_requirements_run_the_tutorials(tmp_path):
    """Install exactly binder/requirements.txt in a fresh venv: every boardlab module and
    everything the tutorials import imports there, and nbval runs ``BINDER_RUNS`` there.

    The install is uv's (the one `make venv` uses): the same pins resolved as pip resolves
    them, in seconds instead of two minutes; binder/postBuild then runs with the venv's pip,
    as on Binder.  Slow (about a minute: two notebooks, one with a Dask cluster): `make test`
    starts it among the first (tests/conftest.py) while the other cores take the short tests.
    Running every tutorial again here would repeat `make test`'s nbval run."""
    env_dir = tmp_path / "binder-venv"
    venv.create(env_dir, with_pip=True)
    py = env_dir / "bin" / "python"
    install = [str(Path(sys.executable).with_name("uv")), "pip", "install", "-q", "--python", str(py)]
    subprocess.run(install + ["-r", str(ROOT / "binder" / "requirements.txt")], check=True, timeout=600)
    # binder/postBuild installs the package; nbval and pytest are the test runner only
    env = {**os.environ, "PATH": f"{env_dir / 'bin'}:{os.environ['PATH']}"}
    subprocess.run(["bash", str(ROOT / "binder" / "postBuild")], check=True, cwd=ROOT, env=env, timeout=600)
    imports = subprocess.run([str(py), "-c", IMPORT_EVERYTHING, *sorted(tutorial_imports())],
                             cwd=tmp_path, env=env, capture_output=True, text=True, timeout=600)
    assert imports.returncode == 0, "not importable with binder/requirements.txt:\n" + imports.stdout + imports.stderr
    subprocess.run(install + ["pytest", "nbval"], check=True, timeout=600)
    result = subprocess.run(
        [str(py), "-m", "pytest", "-q", "-p", "no:cacheprovider", "--nbval", "--nbval-current-env",
         "--nbval-cell-timeout=120", "--nbval-sanitize-with", str(ROOT / "nbval_sanitize.cfg"),
         *(str(TUTORIALS / nb) for nb in BINDER_RUNS)],
        cwd=tmp_path, env=env, capture_output=True, text=True, timeout=1200)
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-2000:]
