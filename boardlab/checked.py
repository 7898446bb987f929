"""Actions whose fields are checked by kind, with a notation built from them (Urland, El Dorado).

A game declares ``checks``: kind → ``(test, rule, what)``; each action class names its
fields' kinds with :func:`action` (a kind ending in ``?`` may also be ``None``).  A wrong
field does not raise at construction: ``__post_init__`` notes ``invalid = (rule, reason)``
and the engine refuses the action with it before anything changes (docs/contract.md).
"""
from __future__ import annotations

from dataclasses import fields
from typing import Any, Callable

from .engine import Action, short


class CheckedAction(Action):
    """Base of a game's actions: field checks (``invalid``) and the notation ``verb words…``."""

    rule = ""
    invalid: tuple[str, str] | None = None
    #: kind → (test, rule, what a right value is); set by each game's base class
    checks: dict[str, tuple[Callable[[Any], bool], str, str]] = {}
    #: field name → kind of :attr:`checks`; fields in ``optional`` may also be ``None``
    kinds: dict[str, str] = {}
    optional: frozenset = frozenset()
    verb = ""

    def __post_init__(self) -> None:
        for f in fields(self):  # type: ignore[arg-type]
            value = getattr(self, f.name)
            if value is None and f.name in self.optional:
                continue
            ok, rule, what = self.checks[self.kinds[f.name]]
            if not ok(value):
                object.__setattr__(self, "invalid", (rule, f"{what}, not {short(value)}"))
                return

    def words(self) -> list[str]:
        return [str(getattr(self, f.name)) for f in fields(self)  # type: ignore[arg-type]
                if getattr(self, f.name) is not None]

    def __str__(self) -> str:
        if self.invalid is not None:
            return f"{type(self).__name__}({', '.join(short(getattr(self, f.name), 24) for f in fields(self))})"  # type: ignore[arg-type]
        return " ".join([self.verb, *self.words()])

    label = property(lambda self: str(self))


def action(verb: str, rule: str, **kinds: str) -> Callable[[type], type]:
    """Class decorator (above ``@dataclass(frozen=True)``): the action's ``verb``, ``rule``
    and field ``kinds`` (a kind ending in ``?`` may also be ``None``)."""
    def make(cls: type) -> type:
        cls.verb, cls.rule = verb, rule  # type: ignore[attr-defined]
        cls.kinds = {k: v.rstrip("?") for k, v in kinds.items()}  # type: ignore[attr-defined]
        cls.optional = frozenset(k for k, v in kinds.items() if v.endswith("?"))  # type: ignore[attr-defined]
        return cls
    return make
