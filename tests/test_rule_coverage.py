"""Every rule id of every game is tested: named by a test function — in its name
(``test_EC_6_10_…``), its own docstring, or a ``@pytest.mark.rule("EC-6.10")`` marker.

Module docstrings, class docstrings and helpers do not count: a rule is covered only
by a test function that can fail.
"""
from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

import boardlab  # noqa: F401  (registers the rulebooks)
from boardlab.rules import RULEBOOK

TESTS = Path(__file__).parent
ID_IN_NAME = re.compile(r"([A-Z]+)_(\d+)_(\d+)")


def _marked_rules(fn: ast.FunctionDef) -> list[str]:
    """The ids of ``@pytest.mark.rule("EC-4.6", …)`` decorators of ``fn``."""
    out = []
    for d in fn.decorator_list:
        if (isinstance(d, ast.Call) and isinstance(d.func, ast.Attribute) and d.func.attr == "rule"
                and isinstance(d.func.value, ast.Attribute) and d.func.value.attr == "mark"):
            out += [a.value for a in d.args if isinstance(a, ast.Constant) and isinstance(a.value, str)]
    return out


def citations_of(source: str) -> list[str]:
    """For each test function of ``source``: its name (ids with underscores read as
    ``EC-6.10``), its own docstring and its rule markers."""
    parts = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name.startswith("test"):
            parts.extend(f"{a}-{b}.{c}" for a, b, c in ID_IN_NAME.findall(node.name))
            parts.append(ast.get_docstring(node) or "")
            parts.extend(_marked_rules(node))
    return parts


def cited() -> str:
    """Everything the test functions of tests/ cite, as one text."""
    return "\n".join(p for path in sorted(TESTS.rglob("test_*.py"))
                     for p in citations_of(path.read_text()))


CITED = cited()


@pytest.mark.parametrize("rule", sorted(RULEBOOK))
def test_every_rule_id_is_named_by_a_test(rule):
    assert re.search(re.escape(rule) + r"(?!\d|\.\d)", CITED), f"no test names {rule}: {RULEBOOK[rule]}"


def test_only_test_functions_count_not_module_class_or_helper_docstrings():
    """A rule id in a module, class or helper docstring covers nothing; a test's name,
    own docstring or rule marker does."""
    source = '''"""Module: EC-1.1."""
class TestX:
    """Class: EC-1.2."""
def helper():
    """Helper: EC-1.3."""
def test_EC_2_1_name():
    pass
def test_doc():
    """Doc: EC-2.2."""
@pytest.mark.rule("EC-2.3")
def test_marked():
    pass
'''
    text = "\n".join(citations_of(source))
    assert [r for r in ("EC-1.1", "EC-1.2", "EC-1.3") if r in text] == []
    assert [r for r in ("EC-2.1", "EC-2.2", "EC-2.3") if r in text] == ["EC-2.1", "EC-2.2", "EC-2.3"]
