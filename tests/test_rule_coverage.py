"""Every rule id of every game is tested: named by a test function — in its name
(``test_EC_6_10_…``), its own docstring, or a ``@pytest.mark.rule("EC-6.10")`` marker.

Module docstrings, class docstrings and helpers do not count: a rule is covered only
by a test function that can fail.
"""
from __future__ import annotations

from pathlib import Path

import pytest

import boardlab  # noqa: F401  (registers the rulebooks)
from boardlab.reference import cites, citations_of
from boardlab.rules import RULEBOOK

TESTS = Path(__file__).parent


def cited() -> str:
    """Everything the test functions of tests/ cite, as one text."""
    return "\n".join(text for path in sorted(TESTS.rglob("test_*.py"))
                     for _, text in citations_of(path.read_text()))


CITED = cited()


@pytest.mark.parametrize("rule", sorted(RULEBOOK))
def test_every_rule_id_is_named_by_a_test(rule):
    assert cites(rule).search(CITED), f"no test names {rule}: {RULEBOOK[rule]}"


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
    text = "\n".join(cited for _, cited in citations_of(source))
    assert [r for r in ("EC-1.1", "EC-1.2", "EC-1.3") if r in text] == []
    assert [r for r in ("EC-2.1", "EC-2.2", "EC-2.3") if r in text] == ["EC-2.1", "EC-2.2", "EC-2.3"]
