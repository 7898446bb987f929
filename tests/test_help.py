"""``help()`` works on every public module of boardlab: pydoc renders each as text and
HTML (a module-level value that cannot be printed — a 5,000-digit int — would break it)."""
from __future__ import annotations

import importlib
import pkgutil
import pydoc

import pytest

import boardlab

PUBLIC = sorted(m.name for m in pkgutil.walk_packages(boardlab.__path__, "boardlab.")
                if not any(part.startswith("_") for part in m.name.split(".")))


def test_the_public_modules_are_found():
    assert {"boardlab.engine", "boardlab.testing", "boardlab.lab", "boardlab.games.ecosystem"} <= set(PUBLIC)


@pytest.mark.filterwarnings("ignore::DeprecationWarning")   # third-party attributes pydoc reads
@pytest.mark.parametrize("name", PUBLIC)
def test_pydoc_renders_the_module(name):
    module = importlib.import_module(name)
    text = pydoc.render_doc(module, renderer=pydoc.plaintext)
    assert name in text
    assert name.rsplit(".", 1)[-1] in pydoc.html.document(module)


def test_help_on_state_documents_evaluate():
    text = pydoc.render_doc(boardlab.State, renderer=pydoc.plaintext)
    assert "evaluate(seat)" in text and "new_for_position" in text
