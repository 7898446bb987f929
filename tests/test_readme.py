"""The README's "Ten lines" run as written (issue 8, item 10)."""
from __future__ import annotations

import re
from pathlib import Path

README = Path(__file__).resolve().parents[1] / "README.md"


def python_blocks(text: str) -> list[str]:
    """The ```python fenced blocks of a Markdown text, in order."""
    return re.findall(r"^```python\n(.*?)^```", text, flags=re.S | re.M)


def test_readme_example_runs_as_written():
    """Every line of the block runs; the values it names are the ones it says."""
    blocks = python_blocks(README.read_text(encoding="utf-8"))
    assert len(blocks) == 1            # the one example a new user copies
    code = blocks[0]
    env: dict = {}
    exec(compile(code, str(README), "exec"), env)   # raises if any line fails
    s = env["s"]
    assert s.history[0] == s.parse("pick D")        # line 4 went through
    assert env["rec"]["actions"] == ["pick D"]
