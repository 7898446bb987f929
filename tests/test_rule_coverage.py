"""Every rule id of every game is tested: it appears in a test's name
(``test_EC_6_10_…``) or in a test's docstring (``EC-6.10``)."""
from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

import boardlab  # noqa: F401  (registers the rulebooks)
from boardlab.rules import RULEBOOK

TESTS = Path(__file__).parent


def cited() -> str:
    """Test names (ids written with underscores) and docstrings, as one text."""
    parts = []
    for path in TESTS.rglob("test_*.py"):
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            if isinstance(node, (ast.FunctionDef, ast.ClassDef, ast.Module)):
                if not isinstance(node, ast.Module) and node.name.startswith(("test", "Test")):
                    parts.append(re.sub(r"([A-Z]+)_(\d+)_(\d+)", r"\1-\2.\3", node.name))
                    # chained ids: test_EC_2_2_EC_3_4_… and test_EC_4_1_EC_4_2_…
                    parts.extend(re.sub(r"([A-Z]+)_(\d+)_(\d+)", r"\1-\2.\3", m)
                                 for m in re.findall(r"[A-Z]+_\d+_\d+", node.name))
                doc = ast.get_docstring(node)
                if doc:
                    parts.append(doc)
    return "\n".join(parts)


@pytest.mark.parametrize("rule", sorted(RULEBOOK))
def test_every_rule_id_is_named_by_a_test(rule):
    assert re.search(re.escape(rule) + r"(?!\d)", cited()), f"no test names {rule}: {RULEBOOK[rule]}"
