"""Rule ids and the error every engine raises for an illegal action.

Every rule of every game has an id (``EC-4.4``, ``LC-7.2`` …) from the game's
specification.  Code, events, errors, tests and tutorials cite these ids.
"""
from __future__ import annotations


class IllegalAction(ValueError):
    """An action the rules forbid, or text that names no action.

    ``rule`` is the id of the rule that forbids it (e.g. ``"EC-4.4"``); the
    message says what is wrong in plain words.  Raising it never changes the
    state: the engine checks everything before it changes anything.
    """

    def __init__(self, rule: str, reason: str):
        super().__init__(f"{rule}: {reason}")
        self.rule = rule
        self.reason = reason


class BadPosition(IllegalAction):
    """A position (``from_position``) or record (``load``) that cannot exist.

    Still an :class:`IllegalAction` (and so a ``ValueError``) with the rule it
    breaks, so callers can catch one thing.
    """


#: every registered rule id → its short title (each game registers its own)
RULEBOOK: dict[str, str] = {}


def register_rulebook(rules: dict[str, str]) -> None:
    RULEBOOK.update(rules)


def title(rule: str) -> str:
    """The short title of a rule id (``"EC-4.4"`` → ``"the ecosystem stays …"``)."""
    return RULEBOOK.get(rule, "")
