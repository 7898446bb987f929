"""Build the offline JupyterLite site of boardlab's rules tutorials (`make site`).

The site, ``site/_output/``, is a static folder: serve it from any static host (or
``python -m http.server -d site/_output``) and the tutorials run in the browser on
Pyodide, with nothing installed and no request to any other host.  It holds:

- ``00_start_here`` and the four rules series (``tutorials/<game>/``), except the notebooks in
  ``ONLINE_ONLY``, which need numpy, pandas or scipy;
- boardlab's wheel and the pure-Python wheels it needs (``browser-requirements.txt``) in the
  site's own package index, installed by each tutorial's first cell with ``piplite``;
- the Pyodide runtime, from the npm registry at the exact version the kernel expects, with
  the pure-Python packages the kernel loads at start (micropip, IPython, jedi …) downloaded
  from PyPI and its lock file pointed at them.

Everything comes from PyPI and npm; downloads are kept in the user's cache
(``$XDG_CACHE_HOME/boardlab-site``, else ``~/.cache/boardlab-site``), like pip's, so that
a fresh clone builds without downloading again.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

SITE = Path(__file__).resolve().parent
ROOT = SITE.parent
CACHE = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "boardlab-site"
BUILD = SITE / "_build"
OUTPUT = SITE / "_output"
SERIES = ("ecosystem", "lost_cities", "urland", "el_dorado")
# Tutorials whose cells need the heavy stack: left out of the offline site.
ONLINE_ONLY = {
    "ecosystem/11_what_if.ipynb": "runs design-lab simulations (pandas, scipy)",
}
# The first code cell of every tutorial of the site: it installs boardlab in the browser
# and does nothing in Jupyter (nbval, `make lab`).
INSTALL_CELL = """\
# In the browser (JupyterLite) this installs boardlab from the site; in Jupyter it does nothing.
import sys

if sys.platform == "emscripten":
    import piplite
    await piplite.install(["networkx", "ipywidgets", "anywidget", "typing_extensions"])
    await piplite.install("boardlab", deps=False)  # numpy, pandas, scipy: not in the browser"""
# Served through Pyodide's lock file, at the lock's versions: what the kernel loads at start
# (micropip, IPython, jedi) and what boardlab needs that the lock lists (networkx, and
# typing_extensions for anywidget).  Every other wheel is in browser-requirements.txt.
LOCK_ROOTS = ("micropip", "ipython", "jedi", "networkx", "typing-extensions")


def run(*cmd: str | Path, **kw) -> subprocess.CompletedProcess:
    print("+", " ".join(str(c) for c in cmd), flush=True)
    return subprocess.run([str(c) for c in cmd], check=True, **kw)


def norm(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def pyodide_version() -> str:
    from jupyterlite_pyodide_kernel.constants import PYODIDE_VERSION
    return PYODIDE_VERSION


def fetch_pyodide(version: str) -> Path:
    """The npm package ``pyodide@version``, unpacked: the runtime without package wheels."""
    tgz = CACHE / f"pyodide-{version}.tgz"
    if not tgz.exists():   # packed aside, then moved: an interrupted download leaves nothing
        part = CACHE / "part"
        shutil.rmtree(part, ignore_errors=True)
        part.mkdir(parents=True)
        run("npm", "pack", f"pyodide@{version}", "--pack-destination", part)
        (part / tgz.name).rename(tgz)
    dest = SITE / "static" / "pyodide"  # the kernel's well-known place for a local runtime
    shutil.rmtree(dest, ignore_errors=True)
    dest.parent.mkdir(exist_ok=True)
    with tarfile.open(tgz) as tar:
        tar.extractall(BUILD / "npm", filter="data")
    shutil.move(BUILD / "npm" / "package", dest)
    shutil.rmtree(BUILD / "npm")
    return dest


def pip_download(specs: list[str], dest: Path) -> None:
    """Pure-Python wheels for the browser's Python (3.14 in this Pyodide)."""
    dest.mkdir(parents=True, exist_ok=True)
    run(sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary=:all:",
        "--python-version", "3.14", "--implementation", "py", "--abi", "none",
        "--platform", "any", "-d", dest, *specs)


def localise_lock(pyodide: Path) -> None:
    """Serve the packages the kernel and the tutorials load from the lock, from this site.

    Pyodide rebuilds even pure-Python wheels, so the PyPI files' hashes differ from the
    lock's: each entry gets the file and hash of the wheel downloaded here.  networkx
    declares numpy and matplotlib, which cannot load offline; the rules need neither.
    """
    lock_path = pyodide / "pyodide-lock.json"
    lock = json.loads(lock_path.read_text())
    packages = lock["packages"]
    by_norm = {norm(k): k for k in packages}
    if "networkx" in packages:
        packages["networkx"]["depends"] = []
    wanted: list[str] = []

    def visit(name: str) -> None:
        key = by_norm[norm(name)]
        if key not in wanted:
            wanted.append(key)
            for dep in packages[key]["depends"]:
                visit(dep)

    for root in LOCK_ROOTS:
        visit(root)
    wheels = CACHE / "lock-wheels"
    pip_download([f"{packages[k]['name']}=={packages[k]['version']}" for k in wanted], wheels)
    files = {norm(p.name.split("-")[0]) + "=" + p.name.split("-")[1]: p
             for p in wheels.glob("*.whl")}
    for key in wanted:
        entry = packages[key]
        wheel = files[norm(entry["name"]) + "=" + entry["version"]]
        shutil.copy(wheel, pyodide / wheel.name)
        entry["file_name"] = wheel.name
        entry["sha256"] = hashlib.sha256(wheel.read_bytes()).hexdigest()
    lock_path.write_text(json.dumps(lock))


def browser_wheels() -> Path:
    """boardlab's wheel and the pure-Python wheels it needs in the browser."""
    dest = BUILD / "wheels"
    shutil.rmtree(dest, ignore_errors=True)
    specs = [line.split("#")[0].strip()
             for line in (SITE / "browser-requirements.txt").read_text().splitlines()]
    pip_download([s for s in specs if s], CACHE / "browser-wheels")
    dest.mkdir(parents=True)
    for spec in filter(None, specs):
        name, version = spec.split("==")
        (wheel,) = [p for p in (CACHE / "browser-wheels").glob("*.whl")
                    if norm(p.name.split("-")[0]) == norm(name) and p.name.split("-")[1] == version]
        shutil.copy(wheel, dest)
    # the venv has setuptools (the build backend): no isolated build environment to set up
    run(sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--no-build-isolation",
        "-w", dest, ROOT)
    return dest


def site_notebooks() -> list[Path]:
    """The tutorials the site holds: 00_start_here and the rules series, less ONLINE_ONLY."""
    tutorials = ROOT / "tutorials"
    found = [tutorials / "00_start_here.ipynb"]
    for series in SERIES:
        found += sorted(nb for nb in (tutorials / series).glob("*.ipynb")
                        if f"{series}/{nb.name}" not in ONLINE_ONLY)
    return found


def contents() -> Path:
    """The notebooks of the site: 00_start_here and the rules series."""
    dest = BUILD / "contents"
    shutil.rmtree(dest, ignore_errors=True)
    dest.mkdir(parents=True)
    for nb in site_notebooks():
        target = dest / nb.relative_to(ROOT / "tutorials")
        target.parent.mkdir(exist_ok=True)
        shutil.copy(nb, target)
    return dest


def main() -> None:
    version = pyodide_version()
    shutil.rmtree(BUILD, ignore_errors=True)
    BUILD.mkdir(parents=True)
    pyodide = fetch_pyodide(version)
    localise_lock(pyodide)
    wheels = browser_wheels()
    notebooks = contents()
    shutil.rmtree(OUTPUT, ignore_errors=True)
    (SITE / ".jupyterlite.doit.db").unlink(missing_ok=True)
    run(Path(sys.executable).parent / "jupyter-lite", "build", "--lite-dir", SITE,
        "--output-dir", OUTPUT, "--contents", notebooks,
        "--piplite-wheels", wheels, "--no-sourcemaps", cwd=SITE)
    print(f"site built: {OUTPUT} (Pyodide {version}); serve it with "
          f"`python -m http.server -d {OUTPUT.relative_to(ROOT)}`")


if __name__ == "__main__":
    main()
