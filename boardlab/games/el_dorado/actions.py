"""The Quest for El Dorado's decisions as small frozen actions with a notation (docs/contract.md).

A turn (ED-3.1) is a sequence of small decisions: in phase 1, plays one at a time —
a card to move with, then its steps; a rubble or basecamp entered, then the cards
for it one by one; an action card; a purchase, then the cards paying for it — then
``end``; in phase 2 the cards to discard from the hand, then ``keep``.

======================================  ==============  ==================================
notation                                action          rule
======================================  ==============  ==================================
``move explorer`` / ``move prop_plane   :class:`Move`   ED-4.2 a card starts a movement
as paddle`` / ``move scout pawn 2``                     (a white card declares a symbol,
                                                        ED-8.1; pawn 2: two players, ED-11.3)
``step 0,-4``                           :class:`Step`   ED-4.3 one hex further
``clear 5``                             :class:`Clear`  ED-6.3 / ED-6.4 barrier 5
``stop``                                :class:`Stop`   ED-4.4 the movement ends
``enter 1,-5``                          :class:`Enter`  ED-5.1 / ED-5.2 rubble, basecamp
``card explorer``                       :class:`Give`   a card for rubble, a basecamp, a
                                                        rubble barrier or an exchange
``native 1,-5``                         :class:`Native` ED-8.9
``play cartographer``                   :class:`Use`    ED-8.3 an action card
``gain pioneer``                        :class:`Gain`   ED-8.4 the Transmitter's card
``trash explorer`` / ``no trash``       :class:`Trash`  ED-8.7 / ED-8.8 / ED-12.6
``buy scout``                           :class:`Buy`    ED-7.1 – ED-7.4
``pay traveler`` / ``pay token 2`` /   :class:`Pay`    ED-7.2 one card (or coin token);
``pay prop_plane as ½``                                 a white card as ½ coin (ED-8.2)
``end``                                 :class:`End`    ED-3.1 phase 1 is over
``discard explorer`` / ``keep``         :class:`Discard` ED-9.1 phase 2
``token draw_card`` / ``token machete   :class:`Token`  ED-12.6 a cave token
2`` / ``token native_move 1,-5``
======================================  ==============  ==================================

Hexes are written ``q,r`` (axial coordinates, ED-13.1); cards by their id
(:mod:`.data`); barriers by their id 1–6 (ED-1.2).  Parsing ignores case and extra spaces.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from ...checked import CheckedAction, action
from ...engine import Action, short
from ...rules import NotationError
from .data import CARD_TYPES

SYMBOLS = ("machete", "paddle", "coin")
TOKEN_KINDS = ("machete", "paddle", "coin", "draw_card", "trash_card", "exchange_cards", "keep_item",
               "ignore_occupied", "native_move", "change_symbol")


def _hex(x: Any) -> bool:
    if not isinstance(x, str) or len(x) > 12:
        return False
    return re.fullmatch(r"-?\d{1,3},-?\d{1,3}", x) is not None


_CHECKS = {
    "card": (lambda x: isinstance(x, str) and x in CARD_TYPES, "ED-1.4", "a card is named by its id (explorer, scout …)"),
    "symbol": (lambda x: isinstance(x, str) and x in SYMBOLS, "ED-8.1", "a symbol is machete, paddle or coin"),
    "pawn": (lambda x: type(x) is int and x in (1, 2), "ED-11.3", "a pawn is 1 (or 2 with two players)"),
    "hex": (_hex, "ED-13.1", "a hex is written q,r (axial coordinates)"),
    "barrier": (lambda x: type(x) is int and 1 <= x <= 6, "ED-1.2", "a barrier is numbered 1–6"),
    "strength": (lambda x: type(x) is int and 1 <= x <= 3, "ED-1.6", "a token's strength is 1–3"),
    "kind": (lambda x: isinstance(x, str) and x in TOKEN_KINDS, "ED-1.6", "a cave token kind"),
    "flag": (lambda x: isinstance(x, bool), "ED-3.1", "True or False"),
}


class ElDoradoAction(CheckedAction):
    """Base of El Dorado's actions: the field checks of :data:`_CHECKS` (:mod:`boardlab.checked`)."""

    checks = _CHECKS


_action = action


def _pawn_word(pawn: int) -> list[str]:
    return [] if pawn == 1 else ["pawn", str(pawn)]


@_action("move", "ED-4.2", card="card", symbol="symbol?", pawn="pawn")
@dataclass(frozen=True)
class Move(ElDoradoAction):
    """Play ``card`` to move pawn ``pawn`` (ED-4.2); ``symbol`` for a white card (ED-8.1)
    or under change_symbol (ED-12.6)."""
    card: str
    symbol: str | None = None
    pawn: int = 1

    def words(self) -> list[str]:
        return [self.card] + (["as", self.symbol] if self.symbol else []) + _pawn_word(self.pawn)


@_action("step", "ED-4.3", hex="hex")
@dataclass(frozen=True)
class Step(ElDoradoAction):
    """The moving pawn enters the adjacent hex ``hex`` (ED-4.3, ED-4.4)."""
    hex: str


@_action("clear", "ED-6.2", barrier="barrier", pawn="pawn")
@dataclass(frozen=True)
class Clear(ElDoradoAction):
    """Meet barrier ``barrier``'s requirement (ED-6.3 in a movement, ED-6.4 with cards) and
    take it (ED-6.2)."""
    barrier: int
    pawn: int = 1

    def words(self) -> list[str]:
        return [str(self.barrier)] + _pawn_word(self.pawn)


@_action("stop", "ED-4.4")
@dataclass(frozen=True)
class Stop(ElDoradoAction):
    """End the movement under way; its unspent strength is lost (ED-4.4)."""


@_action("enter", "ED-5.1", hex="hex", pawn="pawn")
@dataclass(frozen=True)
class Enter(ElDoradoAction):
    """Enter the adjacent rubble or basecamp ``hex`` (ED-5.1, ED-5.2): its cards come next."""
    hex: str
    pawn: int = 1

    def words(self) -> list[str]:
        return [self.hex] + _pawn_word(self.pawn)


@_action("card", "ED-5.1", card="card")
@dataclass(frozen=True)
class Give(ElDoradoAction):
    """One card of the hand for the rubble, basecamp, rubble barrier or exchange under way."""
    card: str


@_action("native", "ED-8.9", hex="hex", pawn="pawn")
@dataclass(frozen=True)
class Native(ElDoradoAction):
    """Play the Native: the pawn moves to the adjacent ``hex``, its requirement ignored."""
    hex: str
    pawn: int = 1

    def words(self) -> list[str]:
        return [self.hex] + _pawn_word(self.pawn)


@_action("play", "ED-8.3", card="card")
@dataclass(frozen=True)
class Use(ElDoradoAction):
    """Play action card ``card`` for its action (ED-8.3 – ED-8.8)."""
    card: str


@_action("gain", "ED-8.4", card="card")
@dataclass(frozen=True)
class Gain(ElDoradoAction):
    """The Transmitter's free card, from the market or the reserve (ED-8.4)."""
    card: str


@_action("trash", "ED-8.7", card="card?")
@dataclass(frozen=True)
class Trash(ElDoradoAction):
    """Trash ``card`` from the hand (removed from the game); ``Trash()`` (``no trash``) stops."""
    card: str | None = None

    def __str__(self) -> str:
        if self.invalid is None and self.card is None:
            return "no trash"
        return super().__str__()


@_action("buy", "ED-7.1", card="card")
@dataclass(frozen=True)
class Buy(ElDoradoAction):
    """Buy ``card`` (ED-7.1 – ED-7.4); the cards paying for it come next."""
    card: str


@_action("pay", "ED-7.2", card="card?", token="strength?", half="flag")
@dataclass(frozen=True)
class Pay(ElDoradoAction):
    """One card of the hand towards the price (ED-7.2), or a coin cave token of strength
    ``token`` (ED-12.6).  ``half``: a white card not declared coin (or a card under the
    change_symbol token not changed to coin) pays ½ coin — ``pay prop_plane as ½`` — and a
    single-use item paid so is discarded normally (ED-8.2)."""
    card: str | None = None
    token: int | None = None
    half: bool = False

    def words(self) -> list[str]:
        return ([self.card] + (["as", "½"] if self.half else [])) if self.card else ["token", str(self.token)]


@_action("end", "ED-3.1")
@dataclass(frozen=True)
class End(ElDoradoAction):
    """Phase 1 is over (ED-3.1): discard and draw come next."""


@_action("discard", "ED-9.1", card="card?")
@dataclass(frozen=True)
class Discard(ElDoradoAction):
    """Phase 2: discard ``card`` from the hand; ``Discard()`` (``keep``) keeps the rest (ED-9.1)."""
    card: str | None = None

    def __str__(self) -> str:
        if self.invalid is None and self.card is None:
            return "keep"
        return super().__str__()


@_action("token", "ED-12.6", kind="kind", strength="strength?", hex="hex?", pawn="pawn")
@dataclass(frozen=True)
class Token(ElDoradoAction):
    """Use a cave token (ED-12.5, ED-12.6): ``strength`` for a machete/paddle/coin token's
    movement, ``hex`` for native_move."""
    kind: str
    strength: int | None = None
    hex: str | None = None
    pawn: int = 1

    def words(self) -> list[str]:
        out = [self.kind] + ([str(self.strength)] if self.strength else [])
        return out + ([self.hex] if self.hex else []) + _pawn_word(self.pawn)


_CARD = r"([a-z_]+)"
_HEX = r"(-?\d{1,3},\s*-?\d{1,3})"
_PAWN = r"(?:\s+pawn\s+(\d))?"


def _h(x: str) -> str:
    return x.replace(" ", "")


def _p(x: str | None) -> int:
    return int(x) if x else 1


_PATTERNS: list[tuple[re.Pattern, Any]] = [
    (re.compile(rf"move\s+{_CARD}(?:\s+as\s+([a-z]+))?{_PAWN}"), lambda m: Move(m[1], m[2], _p(m[3]))),
    (re.compile(rf"step\s+{_HEX}"), lambda m: Step(_h(m[1]))),
    (re.compile(rf"clear\s+(\d{{1,3}}){_PAWN}"), lambda m: Clear(int(m[1]), _p(m[2]))),
    (re.compile(r"stop"), lambda m: Stop()),
    (re.compile(rf"enter\s+{_HEX}{_PAWN}"), lambda m: Enter(_h(m[1]), _p(m[2]))),
    (re.compile(rf"card\s+{_CARD}"), lambda m: Give(m[1])),
    (re.compile(rf"native\s+{_HEX}{_PAWN}"), lambda m: Native(_h(m[1]), _p(m[2]))),
    (re.compile(rf"play\s+{_CARD}"), lambda m: Use(m[1])),
    (re.compile(rf"gain\s+{_CARD}"), lambda m: Gain(m[1])),
    (re.compile(r"no\s*trash"), lambda m: Trash()),
    (re.compile(rf"trash\s+{_CARD}"), lambda m: Trash(m[1])),
    (re.compile(rf"buy\s+{_CARD}"), lambda m: Buy(m[1])),
    (re.compile(r"pay\s+token\s+(\d{1,3})"), lambda m: Pay(None, int(m[1]))),
    (re.compile(rf"pay\s+{_CARD}(\s+as\s+(?:½|1/2|half))?"), lambda m: Pay(m[1], None, bool(m[2]))),
    (re.compile(r"end"), lambda m: End()),
    (re.compile(r"keep"), lambda m: Discard()),
    (re.compile(rf"discard\s+{_CARD}"), lambda m: Discard(m[1])),
    (re.compile(rf"token\s+{_CARD}(?:\s+(\d{{1,3}}))?(?:\s+{_HEX})?{_PAWN}"),
     lambda m: Token(m[1], int(m[2]) if m[2] else None, _h(m[3]) if m[3] else None, _p(m[4]))),
]

EXAMPLES = "'move explorer', 'step 0,-4', 'stop', 'buy scout', 'pay traveler', 'end', 'keep'"


def parse(text: Any, rule: str) -> Action:
    """Notation → action; :class:`~boardlab.NotationError` when the text names no action."""
    if not isinstance(text, str):
        raise NotationError(rule, f"expected an action or its notation, got {type(text).__name__}")
    t = " ".join(text.strip().lower().split())
    for pattern, build in _PATTERNS:
        m = pattern.fullmatch(t)
        if m:
            a = build(m)
            if a.invalid is not None:
                raise NotationError(a.invalid[0], f"{short(text)}: {a.invalid[1]}")
            return a
    raise NotationError(rule, f"{short(text)} is not an El Dorado action (try {EXAMPLES})")
