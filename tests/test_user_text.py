"""Text users read speaks of the feature and the rule, never of the project's issue numbers.

The package (its docstrings are ``help()``, its help texts ``boardlab --help``, its error
messages), the README, CONTRIBUTING.md and the docs (the generated rule pages list test
names) are read by people who have no such issues: "issue 13, item 6", "issue 8
overrides …" or a test called ``test_issue13_…`` tell them nothing.
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from boardlab.cli import _parser

ROOT = Path(__file__).resolve().parents[1]

#: "issue 13", "Issue #8", "issues 12", "issue13", "_issue_13"; not "tissue 3" or "reissue 2"
ISSUE = re.compile(r"(?<![a-z])issues?[\s_#-]*\d+", re.IGNORECASE)

USER_TEXT = ([p for p in sorted((ROOT / "boardlab").rglob("*")) if p.is_file()
              and p.suffix in {".py", ".js", ".css", ".json", ".md", ".txt"}]
             + [ROOT / "README.md", ROOT / "CONTRIBUTING.md"]
             + sorted((ROOT / "docs").rglob("*.md")))


def test_the_pattern_finds_issue_numbers_and_spares_words():
    for text in ["issue 13, item 6", "(Issue #8)", "issues 12", "test_issue13_5_lc", "issue_12_6"]:
        assert ISSUE.search(text), text
    for text in ["a tissue 3 cm wide", "reissue 2 copies", "the issue is 3 moves away", "issued"]:
        assert not ISSUE.search(text), text


@pytest.mark.parametrize("path", USER_TEXT, ids=lambda p: str(p.relative_to(ROOT)))
def test_user_text_names_no_issue_numbers(path):
    hits = [f"{path.relative_to(ROOT)}:{i}: {line.strip()}"
            for i, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
            if ISSUE.search(line)]
    assert not hits, "say what the text is about (the feature, the rule id), not the issue:\n" \
        + "\n".join(hits)


def test_command_line_help_shows_no_doubled_percent_and_every_games_default_players():
    """``boardlab simulate --help`` says "95% interval" (a description is not %-formatted),
    and ``-p``'s default names every registered game's own player count."""
    from boardlab.games import registry
    top, sim = _parser()
    text = " ".join(sim.format_help().split())
    assert "95% interval" in text and "%%" not in text
    for name, desc in registry().items():
        assert f"{name} {desc.state.default_players()}" in text
    assert "issue" not in top.format_help().lower()
