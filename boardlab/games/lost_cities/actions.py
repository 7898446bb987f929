"""Lost Cities' decisions as small frozen actions with a notation (docs/contract.md).

A turn (LC-4.1) is broken into small decisions so ``legal_actions()`` stays short:
first a card (play it to its row, or discard it), then — only when needed — the
pawn that starts a new expedition, then any optional one-step advances the move
earned (step tile, city bonus), then the draw.

======================  =============  ===========================================
notation                action         rule
======================  =============  ===========================================
``play B6``             :class:`PlayCard`  LC-5.2 start an expedition (its lowest card;
                                       variant LC-13.1: lowest or highest) or
                                       LC-5.5 advance it (≥ the row's last card;
                                       variant LC-13.2)
``discard B6``          :class:`Discard`  LC-5.8 onto the blue discard pile
``pawn L`` / ``pawn E2``  :class:`Pawn`  LC-5.3 the pawn (from the camp) that starts
                                       the new expedition on step 1 — asked only
                                       when more than one pawn is in the camp
``advance E1``          :class:`Advance`  LC-7.4 step tile / LC-5.7 city bonus: move
                                       this own pawn one step
``no advance``          :class:`Advance`  decline that optional move (D-9)
``draw``                :class:`Draw`  LC-5.9 the top card of the draw pile
``take B``              :class:`Take`  LC-5.9 the top card of the blue discard pile
======================  =============  ===========================================

Cards are a colour letter ``Y B W G R`` (YELLOW, BLUE, WHITE, GREEN, RED, D-11)
and a value 0–10; pawns are ``L`` (leader) and ``E1``–``E4`` (explorers, LC-1.2).
Parsing ignores case and extra spaces (``"Play b6"``).

Wrong fields: an action can be built with any field values, so that
``explain()`` can say what is wrong with it, but ``__post_init__`` notes a wrong type
or value in ``invalid`` — ``(rule, reason)`` — and ``apply`` refuses such an action
with that :class:`~boardlab.IllegalAction` before anything changes: a card is the exact
upper-case name of an LC-1.1 card (``"B6"``), a pawn one of ``L E1 E2 E3 E4`` (LC-1.2),
a colour one of ``Y B W G R`` (LC-1.1).  The shared instances are built once, so the
check costs nothing on the hot path.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, fields

from ...engine import Action, short
from ...rules import NotationError
from .components import CARD_CODE, CARD_NAME, N_CODES, PAWN_NAME, PAWNS
from .data import COLOURS, LETTERS


def _check(a: Action, rule: str, ok: bool, what: str) -> None:
    """Note in ``a.invalid`` that its field is wrong (``ok`` false): ``(rule, reason)``."""
    if not ok:
        value = getattr(a, fields(a)[0].name)
        object.__setattr__(a, "invalid", (rule, f"{what}, not {short(value)}"))


def _text(a: Action, good: str) -> str:
    """The notation ``good`` of a right action; a wrong one's fields, shortened."""
    if a.invalid is None:
        return good
    return f"{type(a).__name__}({', '.join(short(getattr(a, f.name), 24) for f in fields(a))})"


_A_CARD = f"a card is a colour letter {'/'.join(LETTERS)} and a value 0–10, like 'B6'"
_A_PAWN = f"a pawn is one of {', '.join(PAWNS)}"


@dataclass(frozen=True)
class PlayCard(Action):
    """Play ``card`` from your hand to your row of its colour (LC-5.1 – LC-5.7); notation
    ``play B6``.  (Named ``PlayCard`` so as not to share a name with the ``Play`` widget.)"""

    card: str
    rule = "LC-5.5"
    invalid = None  # (rule, reason) when a field is wrong (see the module docstring)

    def __post_init__(self):
        _check(self, "LC-1.1", isinstance(self.card, str) and self.card in CARD_CODE, _A_CARD)

    def __str__(self) -> str:
        return _text(self, f"play {self.card}")

    label = property(__str__)


@dataclass(frozen=True)
class Discard(Action):
    """Discard ``card`` face up onto the discard pile of its colour (LC-5.8)."""

    card: str
    rule = "LC-5.8"
    invalid = None

    def __post_init__(self):
        _check(self, "LC-1.1", isinstance(self.card, str) and self.card in CARD_CODE, _A_CARD)

    def __str__(self) -> str:
        return _text(self, f"discard {self.card}")

    label = property(__str__)


@dataclass(frozen=True)
class Pawn(Action):
    """Put ``pawn`` (from the camp) on step 1 of the expedition just started (LC-5.3)."""

    pawn: str
    rule = "LC-5.3"
    invalid = None

    def __post_init__(self):
        _check(self, "LC-1.2", isinstance(self.pawn, str) and self.pawn in PAWNS, _A_PAWN)

    def __str__(self) -> str:
        return _text(self, f"pawn {self.pawn}")

    @property
    def label(self) -> str:
        return f"start with the {PAWN_NAME[self.pawn]}"


@dataclass(frozen=True)
class Advance(Action):
    """The optional one-step move of a step tile (LC-7.4) or the city bonus (LC-5.7):
    ``Advance("E1")`` moves that pawn, ``Advance(None)`` declines."""

    pawn: str | None = None
    rule = "LC-7.4"
    invalid = None

    def __post_init__(self):
        _check(self, "LC-1.2", self.pawn is None or isinstance(self.pawn, str) and self.pawn in PAWNS,
               _A_PAWN + " (or None: no advance)")

    def __str__(self) -> str:
        return _text(self, "no advance" if self.pawn is None else f"advance {self.pawn}")

    label = property(__str__)


@dataclass(frozen=True)
class Draw(Action):
    """Draw the top card of the draw pile (LC-5.9)."""

    rule = "LC-5.9"

    def __str__(self) -> str:
        return "draw"

    label = property(__str__)


@dataclass(frozen=True)
class Take(Action):
    """Take the top card of the discard pile of ``colour`` (a letter, LC-5.9)."""

    colour: str
    rule = "LC-5.9"
    invalid = None

    def __post_init__(self):
        _check(self, "LC-1.1", isinstance(self.colour, str) and self.colour in LETTERS,
               f"a discard pile is named by its colour letter {'/'.join(LETTERS)}")

    def __str__(self) -> str:
        return _text(self, f"take {self.colour}")

    @property
    def label(self) -> str:
        return f"take the top of the {COLOURS[LETTERS.index(self.colour)].lower()} discard pile"


# One instance per distinct action, built once: legal_actions() only indexes these.
PLAY = tuple(PlayCard(CARD_NAME[c]) for c in range(N_CODES))
DISCARD = tuple(Discard(CARD_NAME[c]) for c in range(N_CODES))
PAWN = tuple(Pawn(p) for p in PAWNS)
ADVANCE = tuple(Advance(p) for p in PAWNS)
DECLINE = Advance(None)
DRAW = Draw()
TAKE = tuple(Take(x) for x in LETTERS)

_CARD = r"([a-z])\s*(\d{1,30})"  # a bounded number: int() refuses over 4,300 digits
_PAWN = r"(l|e\d)"
_PATTERNS = [
    (re.compile(r"play\s+" + _CARD), lambda m: PLAY[_card(m)]),
    (re.compile(r"discard\s+" + _CARD), lambda m: DISCARD[_card(m)]),
    (re.compile(r"pawn\s+" + _PAWN), lambda m: PAWN[_pawn(m[1])]),
    (re.compile(r"advance\s+" + _PAWN), lambda m: ADVANCE[_pawn(m[1])]),
    (re.compile(r"no\s*advance"), lambda m: DECLINE),
    (re.compile(r"draw"), lambda m: DRAW),
    (re.compile(r"take\s+([a-z])"), lambda m: TAKE[_letter(m[1])]),
]


def _card(m: re.Match) -> int:
    name = f"{m[1].upper()}{int(m[2])}"
    if name not in CARD_CODE:
        raise NotationError("LC-1.1", f"{short(m[0])}: there is no card {short(m[1].upper() + m[2])} "
                                      f"(colours {'/'.join(LETTERS)}, values 0–10)")
    return CARD_CODE[name]


def _pawn(text: str) -> int:
    p = text.upper()
    if p not in PAWNS:
        raise NotationError("LC-1.2", f"there is no pawn {p} (pawns: {', '.join(PAWNS)})")
    return PAWNS.index(p)


def _letter(text: str) -> int:
    x = text.upper()
    if x not in LETTERS:
        raise NotationError("LC-1.1", f"{short(x)} is not a colour ({'/'.join(LETTERS)})")
    return LETTERS.index(x)


def parse(text: str, rule: str) -> Action:
    """Notation → action; :class:`~boardlab.NotationError` citing ``rule`` when the text
    names no action."""
    if not isinstance(text, str):
        raise NotationError(rule, f"expected an action or its notation, got {type(text).__name__}")
    t = " ".join(text.strip().lower().split())
    for pattern, build in _PATTERNS:
        m = pattern.fullmatch(t)
        if m:
            return build(m)
    if re.fullmatch(r"(play|discard)\s+[a-z]\s*\d{31,}", t):
        raise NotationError("LC-1.1", f"{short(text)}: there is no such card (values 0–10)")
    raise NotationError(rule, f"{short(text)} is not a Lost Cities action (try 'play B6', 'discard B6', "
                              "'pawn L', 'advance E1', 'no advance', 'draw', 'take B')")
