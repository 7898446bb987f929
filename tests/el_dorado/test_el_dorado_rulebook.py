"""El Dorado's rulebook module: every rule id of the spec (ED-0.1 … ED-15.3) with a short
title, the decisions ED-D1 … ED-D25 kept apart, statements only for rule ids — and the
rulebook is not registered yet (the game is being built)."""
from __future__ import annotations

import re
from pathlib import Path

from boardlab.games.el_dorado import rulebook
from boardlab.games.el_dorado.rulebook import DECISIONS, RULES, STATEMENTS
from boardlab.rules import RULEBOOK

#: every id at the start of a rule line of the spec ``el_dorado.md`` (``^ED-\d+(\.\d+)*``),
#: in order; copied from the spec (which lives outside the repository) on writing this test
SPEC_RULE_IDS = [
    "ED-0.1", "ED-0.2", "ED-0.3",
    "ED-1.1", "ED-1.2", "ED-1.3", "ED-1.4", "ED-1.5", "ED-1.6", "ED-1.7",
    "ED-2.1", "ED-2.2", "ED-2.3", "ED-2.4", "ED-2.5", "ED-2.6", "ED-2.7",
    "ED-3.1", "ED-3.2", "ED-3.3", "ED-3.4",
    "ED-4.1", "ED-4.2", "ED-4.3", "ED-4.4", "ED-4.5", "ED-4.6", "ED-4.7", "ED-4.8",
    "ED-5.1", "ED-5.2", "ED-5.3", "ED-5.4",
    "ED-6.1", "ED-6.2", "ED-6.3", "ED-6.4", "ED-6.5", "ED-6.6", "ED-6.7",
    "ED-7.1", "ED-7.2", "ED-7.3", "ED-7.4", "ED-7.5",
    "ED-8.1", "ED-8.2", "ED-8.3", "ED-8.4", "ED-8.5", "ED-8.6", "ED-8.7", "ED-8.8", "ED-8.9",
    "ED-9.1", "ED-9.2", "ED-9.3", "ED-9.4",
    "ED-10.1", "ED-10.2", "ED-10.3", "ED-10.4", "ED-10.5",
    "ED-11.1", "ED-11.2", "ED-11.3", "ED-11.4", "ED-11.5",
    "ED-12.1", "ED-12.2", "ED-12.3", "ED-12.4", "ED-12.5", "ED-12.6",
    "ED-13.1", "ED-13.2", "ED-13.3", "ED-13.4", "ED-13.5", "ED-13.6",
    "ED-14.1", "ED-14.2", "ED-14.3", "ED-14.4",
    "ED-15.1", "ED-15.2", "ED-15.3",
]

GAME_DIR = Path(rulebook.__file__).parent


def test_every_rule_id_of_the_spec_is_in_the_rulebook_in_order_and_nothing_else():
    assert len(SPEC_RULE_IDS) == len(set(SPEC_RULE_IDS)) == 87
    assert list(RULES) == SPEC_RULE_IDS


def test_titles_are_short_lower_case_phrases_without_a_final_period():
    """Titles start lower-case, unless they start with a card's name (``Native: …``)."""
    for rid, text in RULES.items():
        assert text.strip() == text and 0 < len(text) < 120, rid
        assert not text.endswith("."), rid
        assert not text[0].isupper() or re.match(r"[A-Z][a-z]+( [A-Z][a-z]+)*: ", text), rid


def test_decisions_are_ED_D1_to_ED_D25_with_one_line_summaries():
    assert list(DECISIONS) == [f"ED-D{n}" for n in range(1, 26)]
    assert all(0 < len(s) < 120 and "\n" not in s for s in DECISIONS.values())
    assert not set(DECISIONS) & set(RULES)


def test_statements_are_full_sentences_for_rule_ids_only():
    assert STATEMENTS and set(STATEMENTS) <= set(RULES)
    for rid, text in STATEMENTS.items():
        assert text[0].isupper() and text.endswith("."), rid
        assert len(text) > len(RULES[rid]), rid


def test_statements_cover_the_key_rules_of_play():
    """Movement ED-4, special hexes ED-5, barriers ED-6, buying ED-7, abilities ED-8, the
    end ED-10, two players ED-11 and caves ED-12 each have statements."""
    for section in (4, 5, 6, 7, 8, 10, 11, 12):
        assert any(rid.startswith(f"ED-{section}.") for rid in STATEMENTS), section


def test_ids_cited_in_statements_are_rules_or_decisions():
    cited = {m for text in STATEMENTS.values() for m in re.findall(r"ED-D?\d+(?:\.\d+)*", text)}
    assert cited <= set(RULES) | set(DECISIONS)


def test_the_rulebook_is_registered_with_the_game():
    """The game is registered: its descriptor carries the rulebook, which is then in
    RULEBOOK with every title."""
    from boardlab.games import registry
    game = registry()["el_dorado"]
    assert game.rulebook is rulebook.RULES and game.rule_prefix == "ED" and game.players == (2, 3, 4)
    assert {k: RULEBOOK[k] for k in rulebook.RULES} == rulebook.RULES


def test_rule_ids_cited_in_the_game_code_are_in_the_rulebook():
    """Every dotted rule id (``ED-4.3``) the El Dorado modules cite is a rule; section
    references (``ED-13``) and decisions (``ED-D9``) are not rule ids."""
    cited = {(p.name, m) for p in sorted(GAME_DIR.glob("*.py"))
             for m in re.findall(r"\bED-\d+\.\d+(?:\.\d+)*", p.read_text(encoding="utf-8"))}
    assert sorted(c for c in cited if c[1] not in RULES) == []
