"""The ``>>>`` examples of the README and of every boardlab module run as written
(python-chess doctests its README too): an example that drifts from the code fails here."""
from __future__ import annotations

import doctest
import importlib
import pkgutil
from pathlib import Path

import pytest

import boardlab

ROOT = Path(__file__).resolve().parents[1]
FLAGS = doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE
MODULES = sorted(m.name for m in pkgutil.walk_packages(boardlab.__path__, "boardlab."))


def _examples(module) -> int:
    return sum(len(t.examples) for t in doctest.DocTestFinder().find(module))


@pytest.mark.parametrize("name", ["boardlab", *MODULES])
def test_module_examples_run(name):
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=FLAGS, verbose=False, report=False)
    assert result.failed == 0, f"{result.failed} of {result.attempted} examples of {name} fail"


def test_readme_examples_run():
    result = doctest.testfile(str(ROOT / "README.md"), module_relative=False,
                              optionflags=FLAGS, verbose=False, report=False)
    assert result.attempted >= 5, "the README's >>> examples went missing"
    assert result.failed == 0, f"{result.failed} of {result.attempted} README examples fail"


def test_the_examples_are_there():
    """Examples exist where the package shows its face (a suite that finds none cannot fail)."""
    assert _examples(boardlab) >= 3
    assert _examples(importlib.import_module("boardlab.rules")) >= 3
