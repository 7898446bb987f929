"""Click → board latency of ``Play`` in a real JupyterLab page (headless chromium).

Runs ``tests/browser/test_play_browser.py`` with pytest (``-s``), which starts JupyterLab,
plays Ecosystem by ~20 board clicks and writes the median click → board-redrawn time to
``tests/browser/artifacts/latency.txt``; prints that figure.  Target (issue): ≤ 100 ms.

    .venv/bin/python benchmarks/browser_latency.py     # needs `make browser-deps`

Exit status: pytest's (the time itself never fails the run).
"""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TEST = ROOT / "tests" / "browser" / "test_play_browser.py"
RESULT = ROOT / "tests" / "browser" / "artifacts" / "latency.txt"
TARGET_MS = 100.0


def main() -> int:
    RESULT.unlink(missing_ok=True)  # never report a figure from an earlier run
    rc = subprocess.call([sys.executable, "-m", "pytest", str(TEST), "-s", "-q"], cwd=ROOT)
    if rc != 0 or not RESULT.exists():
        print(f"browser latency: no figure (pytest exit {rc})", file=sys.stderr)
        return rc or 1
    lines = RESULT.read_text().splitlines()
    median = float(lines[0])
    verdict = "met" if median <= TARGET_MS else "NOT met"
    print(f"\nbrowser click -> board median: {median:.1f} ms "
          f"(target <= {TARGET_MS:.0f} ms: {verdict})")
    for line in lines[1:]:
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
