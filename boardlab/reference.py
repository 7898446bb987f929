"""The in-repo rules reference: ``docs/rules/<game>.md``, generated from the registry.

For every rule id of a game's rulebook the page gives its statement in our words, the
tutorial cells that teach it and the test functions that check it.  Nothing here names a
game: the games come from :func:`boardlab.games.registry`.

* the statement is the rulebook's title, or the longer text a game's rulebook module
  keeps in ``STATEMENTS`` (``boardlab/games/<game>/rulebook.py``) where the title is
  terse;
* a tutorial cell teaches a rule when its source names the id (``tutorials/<game>/``);
* a test checks a rule when a test function of ``tests/`` names it — in its name
  (``test_EC_6_10_…``), its own docstring or a ``@pytest.mark.rule("EC-6.10")`` marker,
  the logic of ``tests/test_rule_coverage.py``;
* a game's rulebook module may list in ``ACCEPTED`` the positions ``from_position``
  accepts although no game reaches them; the page ends with that list.

``make docs`` (``python -m boardlab.reference``) writes the pages; a test checks that the
committed pages equal the generated text, so they never go stale.  Tutorials and tests
exist in the repository only; an installed wheel generates pages without them.

>>> from boardlab.reference import rules_reference
>>> text = rules_reference("ecosystem")
>>> "| EC-4.4 |" in text and "03_placement.ipynb" in text
True
"""
from __future__ import annotations

import ast
import functools
import importlib
import json
import re
import sys
from pathlib import Path

from .games import Game, registry

#: the repository root (the folder holding ``boardlab/``, ``tests/``, ``tutorials/``)
ROOT = Path(__file__).resolve().parents[1]
TESTS = ROOT / "tests"
DOCS = ROOT / "docs"
ID_IN_NAME = re.compile(r"([A-Z]+)_(\d+)_(\d+)")


def _game(name: str) -> Game:
    desc = registry().get(name)
    if desc is None:
        raise ValueError(f"no game called {name!r}; known: {', '.join(registry())}")
    return desc


def cites(rule: str) -> re.Pattern[str]:
    """``EC-6.1`` but not ``EC-6.10``; ``LC-1.9`` but not ``LC-1.9a``; ``U-7.4`` but not ``U-7.4.2``."""
    return re.compile(re.escape(rule) + r"(?![0-9A-Za-z]|\.\d)")


def statements(desc: Game) -> dict[str, str]:
    """rule id → statement: ``STATEMENTS`` of the game's ``rulebook`` module where it has
    one, else the title."""
    package = desc.state.__module__.rpartition(".")[0]
    extra: dict[str, str] = {}
    if package:
        try:
            extra = dict(getattr(importlib.import_module(f"{package}.rulebook"), "STATEMENTS", {}))
        except ImportError:
            pass
    return {rule: extra.get(rule, title) for rule, title in desc.rulebook.items()}


def accepted(desc: Game) -> list[str]:
    """The positions ``from_position`` accepts although no game reaches them: ``ACCEPTED``
    of the game's ``rulebook`` module (each item citing its rule), or none."""
    package = desc.state.__module__.rpartition(".")[0]
    if not package:
        return []
    try:
        return list(getattr(importlib.import_module(f"{package}.rulebook"), "ACCEPTED", ()))
    except ImportError:
        return []


def tutorial_cells(desc: Game) -> list[tuple[str, int, str]]:
    """(notebook path from the repository root, cell number from 1, cell source) of
    every cell of the game's tutorials folder."""
    folder = desc.tutorials
    if folder is None or not Path(folder).is_dir():
        return []
    cells = []
    for nb in sorted(Path(folder).glob("*.ipynb")):
        shown = nb.relative_to(ROOT).as_posix() if nb.is_relative_to(ROOT) else nb.name
        for i, cell in enumerate(json.loads(nb.read_text(encoding="utf-8"))["cells"], 1):
            cells.append((shown, i, "".join(cell["source"])))
    return cells


def _marked_rules(fn: ast.FunctionDef | ast.AsyncFunctionDef) -> list[str]:
    """The ids of ``@pytest.mark.rule("EC-4.6", …)`` decorators of ``fn``."""
    out = []
    for d in fn.decorator_list:
        if (isinstance(d, ast.Call) and isinstance(d.func, ast.Attribute) and d.func.attr == "rule"
                and isinstance(d.func.value, ast.Attribute) and d.func.value.attr == "mark"):
            out += [a.value for a in d.args if isinstance(a, ast.Constant) and isinstance(a.value, str)]
    return out


def test_functions(tests: Path = TESTS) -> list[tuple[str, str]]:
    """(``path::name`` from the repository root, what the function cites: its name with
    ids read as ``EC-6.10``, its own docstring and its rule markers) of every test
    function of ``tests/``."""
    out = []
    for path in sorted(tests.rglob("test_*.py")) if tests.is_dir() else []:
        shown = path.relative_to(ROOT).as_posix() if path.is_relative_to(ROOT) else path.name
        out += [(f"{shown}::{name}", text) for name, text in citations_of(path.read_text(encoding="utf-8"))]
    return out


def citations_of(source: str) -> list[tuple[str, str]]:
    """(name, what it cites) for each test function of a test module's ``source``: its
    name with ids read as ``EC-6.10``, its own docstring and its rule markers — not
    module, class or helper docstrings (those test nothing)."""
    return list(_citations(source))


@functools.lru_cache(maxsize=1024)   # each page reads every test module: parse each once
def _citations(source: str) -> tuple[tuple[str, str], ...]:
    out = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name.startswith("test"):
            cited = [f"{a}-{b}.{c}" for a, b, c in ID_IN_NAME.findall(node.name)]
            cited += [ast.get_docstring(node) or ""] + _marked_rules(node)
            out.append((node.name, "\n".join(cited)))
    return tuple(out)


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def rules_reference(game: str) -> str:
    """The Markdown page of ``game``'s rules: every rule id with its statement, the
    tutorial cells that teach it and the tests that check it."""
    desc = _game(game)
    said = statements(desc)
    cells = tutorial_cells(desc)
    tests = test_functions()
    players = ", ".join(map(str, desc.players))
    lines = [f"# {desc.title}: rules reference", "",
             f"Generated by `make docs` from the rulebook of `{desc.name}` "
             f"({len(said)} rules; {players} players).  Do not edit by hand: "
             "change the rulebook, the tutorials or the tests and run `make docs`.", "",
             "*Taught in* lists the tutorial cells naming the id (cells counted from 1); "
             "*checked by* the test functions naming it (name, docstring or "
             "`@pytest.mark.rule`).  The contract all games share is in "
             "[`docs/contract.md`](../contract.md).", ""]
    section = None
    for rule, text in said.items():
        head = rule.split(".")[0]
        if head != section:
            section = head
            if lines[-1]:
                lines.append("")
            lines += [f"## {head}", "", "| id | rule | taught in | checked by |",
                      "|---|---|---|---|"]
        pattern = cites(rule)
        taught: dict[str, list[str]] = {}
        for nb, number, source in cells:
            if pattern.search(source):
                taught.setdefault(nb, []).append(str(number))
        checked = [name for name, cited in tests if pattern.search(cited)]
        lines.append("| " + " | ".join((
            rule, _cell(text),
            "<br>".join(f"`{nb}` {'cells' if len(n) > 1 else 'cell'} {', '.join(n)}" for nb, n in taught.items()) or "—",
            "<br>".join(f"`{t}`" for t in checked) or "—")) + " |")
    allowed = accepted(desc)
    if allowed:
        lines += ["", "## Positions accepted although no game reaches them", "",
                  "`from_position` refuses a position no game reaches where it would make the "
                  "engine inconsistent (`BadPosition`, naming the rule and the thing).  These "
                  "it accepts: they keep the engine consistent, and a lesson or a puzzle may "
                  "want them.", ""]
        lines += [f"- {item}" for item in allowed]
    return "\n".join(lines).rstrip("\n") + "\n"


def pages() -> dict[str, str]:
    """``rules/<game>.md`` (relative to ``docs/``) → its text, for every registered game
    of this package (games registered from elsewhere document themselves)."""
    return {f"rules/{name}.md": rules_reference(name) for name, desc in registry().items()
            if desc.state.__module__.startswith(f"{__package__}.")}


def write(docs: Path = DOCS) -> list[Path]:
    """Write :func:`pages` under ``docs``; returns the files written."""
    written = []
    for rel, text in pages().items():
        path = docs / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        written.append(path)
    return written


if __name__ == "__main__":   # make docs
    for p in write(Path(sys.argv[1]) if len(sys.argv) > 1 else DOCS):
        print(f"wrote {p}")
