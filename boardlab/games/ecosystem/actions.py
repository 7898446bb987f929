"""Ecosystem's decisions as small frozen actions with a notation (docs/contract.md).

=============  ==================  ======================================
notation       action              rule
=============  ==================  ======================================
``pick B``     :class:`Pick`       EC-3.2 (solo: EC-10.2 step 1)
``place 0,1``  :class:`Place`      EC-4.2 – EC-4.4
``swap 0,0 1,2`` / ``no swap``  :class:`Swap`  EC-4.6 (Rabbit)
``gift W``     :class:`Gift`       EC-10.2 step 2 (solo only)
=============  ==================  ======================================
Codes are the one-letter card codes of EC-1.1; cells are ``row,col`` (EC-4.1).

Wrong fields: an action can be built with any field values, so that
``explain()`` can say what is wrong with it, but ``__post_init__`` notes a wrong type
or value in ``invalid`` — ``(rule, reason)`` — and ``apply`` refuses such an action
with that :class:`~boardlab.IllegalAction`, before anything changes.  Codes are the
upper-case letters of EC-1.1 (``Pick("b")`` is refused; the notation ignores case);
coordinates are ``int`` (not ``bool``, not ``float``: a record must stay loadable) within
3 rows and 4 columns of the first card at 0,0 (EC-4.1, EC-4.4).  Actions are shared
instances built once, so the check costs nothing on the hot path.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, fields

from ...engine import Action, short
from ...rules import IllegalAction, NotationError
from .components import CARDS, COLS, NAME, ROWS, Cell

#: EC-4.1 / EC-4.4 — every card lies within 3 rows and 4 columns of the first card at 0,0
REACH = (ROWS - 1, COLS - 1)
#: a coordinate beyond this is refused as an action field (EC-4.4); nearer ones are judged
#: by the placement rules, whose refusals say how high and wide the ecosystem would be
FAR = 99


def _card_error(card) -> str | None:
    """EC-1.1 — why ``card`` is not a card code, or ``None``."""
    if isinstance(card, str) and card in CARDS:
        return None
    return f"{short(card)} is not a card code (codes: {''.join(CARDS)})"


def cell_error(cell, what: str = "a cell") -> tuple[str, str] | None:
    """EC-4.1 / EC-4.4 — ``(rule, reason)`` if ``cell`` is not a ``(row, col)`` pair of
    ints, or lies so far from 0,0 (beyond :data:`FAR`) that no ecosystem can reach it;
    else ``None``."""
    if not (isinstance(cell, tuple) and len(cell) == 2
            and all(type(x) is int for x in cell)):
        return "EC-4.1", f"{what} is a (row, col) pair of whole numbers, not {short(cell)}"
    if abs(cell[0]) > FAR or abs(cell[1]) > FAR:
        return "EC-4.4", (f"{short(cell[0])},{short(cell[1])} is out of bounds: every card lies "
                          f"within {REACH[0]} rows and {REACH[1]} columns of the first card at 0,0")
    return None


def _safe_str(a: Action) -> str:
    """A wrong action's text for messages: its fields, shortened (``str`` of a field may fail)."""
    return f"{type(a).__name__}({', '.join(short(getattr(a, f.name), 24) for f in fields(a))})"


@dataclass(frozen=True)
class Pick(Action):
    """Choose one card of the hand you hold (EC-3.2)."""

    card: str
    rule = "EC-3.2"
    invalid = None  # (rule, reason) when a field is wrong (see the module docstring)

    def __post_init__(self):
        err = _card_error(self.card)
        if err:
            object.__setattr__(self, "invalid", ("EC-1.1", err))

    def __str__(self) -> str:
        return _safe_str(self) if self.invalid else f"pick {self.card}"

    @property
    def label(self) -> str:
        return f"pick {NAME[self.card]} ({self.card})"


@dataclass(frozen=True)
class Place(Action):
    """Put the chosen card at ``(row, col)`` of your ecosystem (EC-4)."""

    row: int
    col: int
    rule = "EC-4.3"
    invalid = None

    def __post_init__(self):
        err = cell_error((self.row, self.col), "a place")
        if err:
            object.__setattr__(self, "invalid", err)

    def __str__(self) -> str:
        return _safe_str(self) if self.invalid else f"place {self.row},{self.col}"

    label = property(__str__)


@dataclass(frozen=True)
class Swap(Action):
    """After placing a Rabbit, swap two cards of your ecosystem, or not (EC-4.6).

    ``Swap(None, None)`` is "no swap".  Cells are kept in sorted order.
    """

    a: Cell | None = None
    b: Cell | None = None
    rule = "EC-4.6"
    invalid = None

    def __post_init__(self):
        if self.a is None and self.b is None:
            return
        err = cell_error(self.a, "each cell of a swap") or cell_error(self.b, "each cell of a swap")
        if err:
            object.__setattr__(self, "invalid", ("EC-4.6" if err[0] == "EC-4.1" else err[0], err[1]))

    def __str__(self) -> str:
        if self.invalid:
            return _safe_str(self)
        if self.a is None:
            return "no swap"
        return f"swap {self.a[0]},{self.a[1]} {self.b[0]},{self.b[1]}"

    label = property(__str__)


@dataclass(frozen=True)
class Gift(Action):
    """Solo: give a card of your hand to the automated opponent (EC-10.2)."""

    card: str
    rule = "EC-10.2"
    invalid = None

    def __post_init__(self):
        err = _card_error(self.card)
        if err:
            object.__setattr__(self, "invalid", ("EC-1.1", err))

    def __str__(self) -> str:
        return _safe_str(self) if self.invalid else f"gift {self.card}"

    @property
    def label(self) -> str:
        return f"gift {NAME[self.card]} ({self.card})"


_CELL = r"(-?\d+)\s*,\s*(-?\d+)"
_PATTERNS = [
    (re.compile(r"pick\s+([A-Za-z])"), lambda m: Pick(_code(m[1]))),
    (re.compile(r"gift\s+([A-Za-z])"), lambda m: Gift(_code(m[1]))),
    (re.compile(r"place\s+" + _CELL), lambda m: _valid(Place(_int(m[1]), _int(m[2])))),
    (re.compile(r"no\s*swap"), lambda m: Swap()),
    (re.compile(r"swap\s+" + _CELL + r"\s+" + _CELL),
     lambda m: _valid(swap((_int(m[1]), _int(m[2])), (_int(m[3]), _int(m[4]))))),
]


def _int(digits: str) -> int:
    """A coordinate of the notation; EC-4.4 when it is far beyond any ecosystem (this also
    keeps ``int()`` away from numbers over 4,300 digits)."""
    if len(digits.lstrip("-")) > 6:
        raise IllegalAction("EC-4.4", f"{short(digits, 30)} is out of bounds: every card lies within "
                                      f"{REACH[0]} rows and {REACH[1]} columns of the first card at 0,0")
    return int(digits)


def _valid(a: Action) -> Action:
    """The parsed action, or its :attr:`invalid` error raised."""
    if a.invalid:
        raise IllegalAction(*a.invalid)
    return a


def _code(ch: str) -> str:
    code = ch.upper()
    if code not in CARDS:
        raise NotationError("EC-1.1", f"{short(ch)} is not a card code (codes: {''.join(CARDS)})")
    return code


def swap(a: Cell, b: Cell) -> Swap:
    """A :class:`Swap` of two cells, in canonical (sorted) order."""
    a, b = sorted((tuple(a), tuple(b)))
    return Swap(a, b)


def parse(text: str, rule: str) -> Action:
    """Notation → action; :class:`~boardlab.NotationError` citing ``rule`` when the text
    names no action."""
    if not isinstance(text, str):
        raise NotationError(rule, f"expected an action or its notation, got {type(text).__name__}")
    t = text.strip().lower()
    for pattern, build in _PATTERNS:
        m = pattern.fullmatch(t)
        if m:
            return build(m)
    raise NotationError(rule, f"{short(text)} is not an Ecosystem action "
                              "(try 'pick B', 'place 0,1', 'swap 0,0 1,2', 'no swap', 'gift W')")
