"""The in-repo rules reference (issue 9): ``docs/rules/<game>.md`` is generated from the
registry (``make docs``) and the committed pages never go stale; docstrings cite the
in-repo ``docs/`` rather than files outside the repository."""
from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

import boardlab
from boardlab import reference
from boardlab.games import registry
from boardlab.rules import title

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"
sys.path.insert(0, str(Path(__file__).parent))
import toy_game  # noqa: E402  (a game defined outside boardlab/)


def test_the_committed_rules_pages_equal_the_generated_text():
    """Run ``make docs`` when this fails: a rulebook, tutorial or test changed."""
    pages = reference.pages()
    assert sorted(pages) == sorted(f"rules/{p.name}" for p in (DOCS / "rules").glob("*.md"))
    for rel, text in pages.items():
        assert (DOCS / rel).read_text(encoding="utf-8") == text, f"docs/{rel} is stale: make docs"


@pytest.mark.parametrize("name", [n for n, d in registry().items() if d.rulebook])
def test_every_rule_id_has_a_row_with_its_statement(name):
    desc = registry()[name]
    text = reference.rules_reference(name)
    said = reference.statements(desc)
    assert list(said) == list(desc.rulebook)
    for rule in desc.rulebook:
        row = [line for line in text.splitlines() if line.startswith(f"| {rule} |")]
        assert len(row) == 1, rule
        assert said[rule].replace("|", "\\|") in row[0]
        assert title(rule) == desc.rulebook[rule]          # titles stay short and unchanged


def test_a_rule_cites_its_tutorial_cells_and_its_tests_not_a_longer_id():
    """An id is not a longer id it prefixes (6.1 is not 6.10): cells and tests are
    found by the id itself."""
    name = next(n for n, d in registry().items() if d.rulebook and d.tutorials)
    desc = registry()[name]
    cells = reference.tutorial_cells(desc)
    tests = reference.test_functions()
    rows = {line.split(" | ")[0][2:]: line for line in reference.rules_reference(name).splitlines()
            if line.startswith("| ") and not line.startswith("| id ")}
    for rule in desc.rulebook:
        pattern = re.compile(re.escape(rule) + r"(?![0-9A-Za-z])")
        for nb, number, source in cells:
            if pattern.search(source):
                assert f"`{nb}`" in rows[rule]
        named = [t for t, cited in tests if pattern.search(cited)]
        assert all(f"`{t}`" in rows[rule] for t in named)
    assert any("cell" in row for row in rows.values()) and any("::test_" in r for r in rows.values())
    longer = [r for r in desc.rulebook if any(o != r and o.startswith(r) and o[len(r)].isdigit()
                                              for o in desc.rulebook)]
    for rule in longer:                                    # 6.1 against 6.10 …
        assert not reference.cites(rule).search(rule + "0")


def test_statements_extend_terse_titles_and_cover_only_rulebook_ids():
    for name, desc in registry().items():
        pkg = desc.state.__module__.rpartition(".")[0]
        extra = getattr(sys.modules.get(f"{pkg}.rulebook"), "STATEMENTS", {})
        assert set(extra) <= set(desc.rulebook), name
        assert all(text.endswith(".") and text[0].isupper() for text in extra.values())


def test_a_page_ends_with_the_positions_accepted_although_no_game_reaches_them():
    """A rulebook module's ``ACCEPTED`` closes its page, each item a bullet citing a rule
    of the game; a game without one gets no such section."""
    for name, desc in registry().items():
        allowed = reference.accepted(desc)
        text = reference.rules_reference(name)
        heading = "## Positions accepted although no game reaches them"
        assert (heading in text) == bool(allowed), name
        for item in allowed:
            assert f"- {item}" in text.split(heading)[1]
            assert any(reference.cites(rule).search(item) for rule in desc.rulebook), item
    assert reference.accepted(registry()["el_dorado"]) and reference.accepted(registry()["urland"])
    assert not reference.accepted(registry()["ecosystem"])


def test_a_game_of_ones_own_gets_a_page_without_tutorials_or_statements():
    boardlab.register(toy_game.Race, rulebook=toy_game.RULES)
    try:
        text = reference.rules_reference("toy_race")
        assert "| TOY-1.2 | move 1 or 2 nodes on | — |" in text
        assert "test_registry.py::test_TOY_1_1_TOY_1_2_TOY_1_3" in text
        assert "rules/toy_race.md" not in reference.pages()   # it documents itself
    finally:
        boardlab.games.unregister("toy_race")
    with pytest.raises(ValueError, match="no game called"):
        reference.rules_reference("toy_race")


def test_write_puts_every_page_under_the_folder_given(tmp_path):
    written = reference.write(tmp_path)
    assert sorted(p.relative_to(tmp_path).as_posix() for p in written) == sorted(reference.pages())


def test_docstrings_cite_the_in_repo_docs_not_files_outside_the_repository():
    outside = [f"{p.relative_to(ROOT)}:{i}" for p in sorted((ROOT / "boardlab").rglob("*.py"))
               for i, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1)
               if re.search(r"DESIGN|shared/rules", line)]
    assert outside == []
    assert (DOCS / "contract.md").is_file()


def test_the_contract_page_names_only_what_a_state_and_boardlab_offer():
    """Every ``s.<name>`` and ``boardlab.<name>`` of docs/contract.md exists: the page
    cannot drift from the code."""
    text = (DOCS / "contract.md").read_text(encoding="utf-8")
    on_state = set(re.findall(r"\bs\.([a-z_]+)", text))
    on_package = set(re.findall(r"\bboardlab\.([a-z_]+)\(", text))
    assert {"legal_actions", "apply", "view", "determinize", "to_position"} <= on_state
    for name in registry():
        s = boardlab.new(name, seed=1)
        assert [n for n in sorted(on_state) if not hasattr(s, n)] == [], name
    assert [n for n in sorted(on_package) if not hasattr(boardlab, n)] == []
