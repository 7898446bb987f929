"""Ecosystem's decisions as small frozen actions with a notation (DESIGN §2).

=============  ==================  ======================================
notation       action              rule
=============  ==================  ======================================
``pick B``     :class:`Pick`       EC-3.2 (solo: EC-10.2 step 1)
``place 0,1``  :class:`Place`      EC-4.2 – EC-4.4
``swap 0,0 1,2`` / ``no swap``  :class:`Swap`  EC-4.6 (Rabbit)
``gift W``     :class:`Gift`       EC-10.2 step 2 (solo only)
=============  ==================  ======================================
Codes are the one-letter card codes of EC-1.1; cells are ``row,col`` (EC-4.1).
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from ...engine import Action
from ...rules import IllegalAction
from .components import CARDS, NAME, Cell


@dataclass(frozen=True)
class Pick(Action):
    """Choose one card of the hand you hold (EC-3.2)."""

    card: str
    rule = "EC-3.2"

    def __str__(self) -> str:
        return f"pick {self.card}"

    @property
    def label(self) -> str:
        return f"pick {NAME[self.card]} ({self.card})"


@dataclass(frozen=True)
class Place(Action):
    """Put the chosen card at ``(row, col)`` of your ecosystem (EC-4)."""

    row: int
    col: int
    rule = "EC-4.3"

    def __str__(self) -> str:
        return f"place {self.row},{self.col}"

    label = property(__str__)


@dataclass(frozen=True)
class Swap(Action):
    """After placing a Rabbit, swap two cards of your ecosystem, or not (EC-4.6).

    ``Swap(None, None)`` is "no swap".  Cells are kept in sorted order.
    """

    a: Cell | None = None
    b: Cell | None = None
    rule = "EC-4.6"

    def __str__(self) -> str:
        if self.a is None:
            return "no swap"
        return f"swap {self.a[0]},{self.a[1]} {self.b[0]},{self.b[1]}"

    label = property(__str__)


@dataclass(frozen=True)
class Gift(Action):
    """Solo: give a card of your hand to the automated opponent (EC-10.2)."""

    card: str
    rule = "EC-10.2"

    def __str__(self) -> str:
        return f"gift {self.card}"

    @property
    def label(self) -> str:
        return f"gift {NAME[self.card]} ({self.card})"


_CELL = r"(-?\d+)\s*,\s*(-?\d+)"
_PATTERNS = [
    (re.compile(r"pick\s+([A-Za-z])"), lambda m: Pick(_code(m[1]))),
    (re.compile(r"gift\s+([A-Za-z])"), lambda m: Gift(_code(m[1]))),
    (re.compile(r"place\s+" + _CELL), lambda m: Place(int(m[1]), int(m[2]))),
    (re.compile(r"no\s*swap"), lambda m: Swap()),
    (re.compile(r"swap\s+" + _CELL + r"\s+" + _CELL),
     lambda m: swap((int(m[1]), int(m[2])), (int(m[3]), int(m[4])))),
]


def _code(ch: str) -> str:
    code = ch.upper()
    if code not in CARDS:
        raise IllegalAction("EC-1.1", f"{ch!r} is not a card code (codes: {''.join(CARDS)})")
    return code


def swap(a: Cell, b: Cell) -> Swap:
    """A :class:`Swap` of two cells, in canonical (sorted) order."""
    a, b = sorted((tuple(a), tuple(b)))
    return Swap(a, b)


def parse(text: str, rule: str) -> Action:
    """Notation → action.  ``rule`` is cited when the text names no action."""
    if not isinstance(text, str):
        raise IllegalAction(rule, f"expected an action or its notation, got {type(text).__name__}")
    t = text.strip().lower()
    for pattern, build in _PATTERNS:
        m = pattern.fullmatch(t)
        if m:
            return build(m)
    raise IllegalAction(rule, f"{text!r} is not an Ecosystem action "
                              "(try 'pick B', 'place 0,1', 'swap 0,0 1,2', 'no swap', 'gift W')")
