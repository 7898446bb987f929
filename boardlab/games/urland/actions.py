"""Urland's decisions as small frozen actions with a notation (docs/contract.md).

Every compound choice of the rules is a short sequence of small decisions, so that
``legal_actions()`` stays short: an option that moves "any number" of Ichtos moves
one, then offers ``more`` (one more the same way) or ``done``.

=========================  ===================  ==========================================
notation                   action               rule
=========================  ===================  ==========================================
``choose 7``               :class:`Choose`      U-6.1 the environment player's chip, face down
``land S1 L3``             :class:`Land`        U-7.4.1 one Ichto from a sea to adjacent land
``reproduce S2``           :class:`Reproduce`   U-7.4.2 every colour there gains Ichtos
``sea S1 S2``              :class:`SeaMove`     U-7.4.3 one Ichto to an adjacent sea (then more)
``retreat L3``             :class:`Retreat`     U-7.4.4 one Ichto back to supply (then more)
``more`` / ``more L3``     :class:`More`        one more Ichto of the option just taken
``done``                   :class:`Done`        the option just taken moves no more
``chip``                   :class:`Spend`       U-7.2 an extra-action chip: 2 more actions
``end``                    :class:`End`         D-10 end one's actions (unused ones are lost)
``assimilate S1 white red``  :class:`Assimilate`  U-14.1
``legs S1 L3 2``           :class:`Legs`        U-14.2 (a) up to 2 ashore; ``legs L3 L2 1`` (b)
``egg L3`` (``egg L3 L2``) :class:`Egg`         U-14.4 (U-15.2 hard-shelled egg: next door)
``wings L3 S2 2``          :class:`Wings`       U-14.5 1 or 2 from land to any region
``stink L3 white S1``      :class:`Stink`       U-14.8 a colour driven to an adjacent sea
``turbo S1 S4``            :class:`Turbo`       U-14.9 (a) to any sea (then more);
                                                ``turbo S1 L3 2`` (b) up to 2 ashore
``teeth L3 white``         :class:`Teeth`       U-14.11 one opposing Ichto back to supply
``mutate legs``            :class:`Mutate`      U-15.4 swap Mutation for another's gene
``bid 3``                  :class:`Bid`         U-10.3 a sealed bid
``take legs`` / ``pass``   :class:`Take` / :class:`Pass`  U-10.6 a gene from the display
``pay L3``                 :class:`Pay`         U-10.5 one Ichto of the price, from the board
``panic L3``               :class:`PanicAt`     U-11.2 the panicking region (a tie)
``panic to S2``            :class:`PanicTo`     U-11.3 the sea they flee to
``keep 2``                 :class:`Keep`        U-11.4 / U-14.7 (a) Ears: Ichtos that stay
``save 2``                 :class:`Save`        U-14.7 (b) Ears: how many volcano losses flee
``flee S1``                :class:`Flee`        U-14.7 (b) / U-15.8 the sea of saved Ichtos
``place L3``               :class:`Place`       U-15.9 Pheromones: where a newborn goes
``gills S1 2`` / ``no gills``  :class:`Gills`   U-15.10 leave a scored region for a sea
=========================  ===================  ==========================================

Regions are named by a node of the map: a land region by its **live zone chip**
(U-2.5.3: after volcano 8 erupts, zones 8 + 12 are ``L12``, the region chip 12 scores;
a region left without a live chip, D-2, by its smallest zone), a sea by ``S1`` …
``S5``; colours by name (``black white yellow purple red``, U-0.5); genes by their id
(``legs``, ``warm_blood``, :mod:`.genes`).  Parsing ignores case and extra spaces.

Every region field takes any region of the map (``reproduce L4`` is an action the rules
forbid, U-7.4.2, not text naming no action): which kind of region an option needs is a
rule, explained by the engine's refusal.

Wrong fields: an action can be built with any field values (so ``explain()`` can say
what is wrong with it); ``__post_init__`` notes a wrong type or value in ``invalid``
— ``(rule, reason)`` — and the engine refuses such an action with that
:class:`~boardlab.IllegalAction` before anything changes.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from ...checked import CheckedAction, action
from ...engine import Action, short
from ...rules import NotationError
from .board import NODES
from .components import COLOURS
from .genes import GENES

#: U-2.5 — the names a region may have in an action
REGION_NAMES = frozenset(NODES)
LAND_NAMES = frozenset(n for n in NODES if n[0] == "L")
SEA_NAMES = frozenset(n for n in NODES if n[0] == "S")
#: the most Ichtos a count field can name (U-0.2: 27 in play per colour)
MAX_COUNT = 27


def _is_int(x: Any, lo: int, hi: int) -> bool:
    return type(x) is int and lo <= x <= hi


_CHECKS = {
    "region": (lambda x: isinstance(x, str) and x in REGION_NAMES, "U-2.5.1",
               "a region is named by a map node L1–L12 or S1–S5"),
    "land": (lambda x: isinstance(x, str) and x in LAND_NAMES, "U-2.5.1",
             "a land region is named L1–L12"),
    "sea": (lambda x: isinstance(x, str) and x in SEA_NAMES, "U-2.2.3", "a sea is named S1–S5"),
    "colour": (lambda x: isinstance(x, str) and x in COLOURS, "U-0.5",
               f"a colour is one of {', '.join(COLOURS)}"),
    "gene": (lambda x: isinstance(x, str) and x in GENES, "U-14.0",
             "a gene is named by its id (legs, warm_blood …)"),
    "chip": (lambda x: _is_int(x, 1, 12), "U-0.4", "a zone chip is numbered 1–12"),
    "count": (lambda x: _is_int(x, 1, MAX_COUNT), "U-0.2", f"a number of Ichtos is 1–{MAX_COUNT}"),
    "amount": (lambda x: _is_int(x, 0, MAX_COUNT), "U-10.3", f"a bid or count is 0–{MAX_COUNT}"),
}


class UrlandAction(CheckedAction):
    """Base of Urland's actions: the field checks of :data:`_CHECKS` (:mod:`boardlab.checked`)."""

    checks = _CHECKS


_action = action


@_action("choose", "U-6.1", chip="chip")
@dataclass(frozen=True)
class Choose(UrlandAction):
    """The environment player puts zone chip ``chip`` face down (U-6.1); the other two
    go to the neutral player."""
    chip: int


@_action("land", "U-7.4.1", sea="region", land="region")
@dataclass(frozen=True)
class Land(UrlandAction):
    """Land invasion: one own Ichto from ``sea`` to the adjacent land region ``land``."""
    sea: str
    land: str


@_action("reproduce", "U-7.4.2", sea="region")
@dataclass(frozen=True)
class Reproduce(UrlandAction):
    """Reproduction in ``sea``: every colour there gains by its count (U-7.4.2)."""
    sea: str


@_action("sea", "U-7.4.3", src="region", dst="region")
@dataclass(frozen=True)
class SeaMove(UrlandAction):
    """Sea movement: one own Ichto from ``src`` to the adjacent sea ``dst``; ``more``
    moves further ones the same way (U-7.4.3: any number ≥ 1, one action)."""
    src: str
    dst: str


@_action("retreat", "U-7.4.4", region="region")
@dataclass(frozen=True)
class Retreat(UrlandAction):
    """Retreat: one own Ichto of ``region`` back to supply; ``more <region>`` returns
    further ones, from any regions (U-7.4.4: any number ≥ 1, one action)."""
    region: str


@_action("more", "U-7.4.3", region="region?")
@dataclass(frozen=True)
class More(UrlandAction):
    """One more Ichto for the option just taken (sea movement, Turbo: the same way;
    retreat: from ``region``)."""
    region: str | None = None


@_action("done", "U-7.4.3")
@dataclass(frozen=True)
class Done(UrlandAction):
    """The option just taken moves no more Ichtos."""


@_action("chip", "U-7.2")
@dataclass(frozen=True)
class Spend(UrlandAction):
    """Spend an extra-action chip: 2 further actions (U-7.2, D-9)."""


@_action("end", "D-10")
@dataclass(frozen=True)
class End(UrlandAction):
    """End one's actions this turn; unused actions are lost (U-7.1, D-10)."""


@_action("assimilate", "U-14.1", region="region", a="colour", b="colour")
@dataclass(frozen=True)
class Assimilate(UrlandAction):
    """Assimilation (2 actions): one Ichto each of colours ``a`` and ``b`` in ``region``
    back to their supplies, one of yours placed there.  The two colours are kept in seat
    order (U-0.5), so ``assimilate S1 white black`` is ``assimilate S1 black white``."""
    region: str
    a: str
    b: str

    def __post_init__(self) -> None:
        super().__post_init__()
        if self.invalid is None and COLOURS.index(self.a) > COLOURS.index(self.b):
            a, b = self.b, self.a
            object.__setattr__(self, "a", a)
            object.__setattr__(self, "b", b)


@_action("legs", "U-14.2", src="region", dst="region", count="count")
@dataclass(frozen=True)
class Legs(UrlandAction):
    """Legs (1 action): (a) up to 2 own Ichtos from sea ``src`` to the adjacent land
    ``dst``, or (b) 1 from land ``src`` across a river to ``dst``."""
    src: str
    dst: str
    count: int


@_action("egg", "U-14.4", land="region", to="region?")
@dataclass(frozen=True)
class Egg(UrlandAction):
    """Egg: one Ichto from supply into ``land`` where you have Ichtos (2 actions with
    exactly 1 there, 1 with 2 or more); ``to`` (Hard-shelled egg, U-15.2) an adjacent
    land region that receives it instead."""
    land: str
    to: str | None = None


@_action("wings", "U-14.5", src="region", dst="region", count="count")
@dataclass(frozen=True)
class Wings(UrlandAction):
    """Wings (1 action): 1 or 2 own Ichtos from land ``src`` to any other region."""
    src: str
    dst: str
    count: int


@_action("stink", "U-14.8", land="region", colour="colour", sea="region")
@dataclass(frozen=True)
class Stink(UrlandAction):
    """Stinkglands (1 action): every Ichto of ``colour`` in ``land`` to the adjacent ``sea``."""
    land: str
    colour: str
    sea: str


@_action("turbo", "U-14.9", src="region", dst="region", count="count?")
@dataclass(frozen=True)
class Turbo(UrlandAction):
    """Turbo (1 action): (a) own Ichtos from sea ``src`` to any other sea ``dst``, one
    now and ``more`` after (``count`` None); (b) up to 2 (``count``) to the adjacent land
    ``dst``."""
    src: str
    dst: str
    count: int | None = None


@_action("teeth", "U-14.11", region="region", colour="colour")
@dataclass(frozen=True)
class Teeth(UrlandAction):
    """Teeth (1 action): one Ichto of ``colour`` in ``region`` back to its supply."""
    region: str
    colour: str


@_action("mutate", "U-15.4", gene="gene")
@dataclass(frozen=True)
class Mutate(UrlandAction):
    """Mutation (1 action, once): take ``gene`` from its owner, who gets Mutation, spent."""
    gene: str


@_action("bid", "U-10.3", amount="amount")
@dataclass(frozen=True)
class Bid(UrlandAction):
    """A sealed bid of ``amount`` Ichtos (0 … your supply), hidden until all are in."""
    amount: int


@_action("take", "U-10.6", gene="gene")
@dataclass(frozen=True)
class Take(UrlandAction):
    """Take ``gene`` from the display (and pay bid + genes owned, U-10.5)."""
    gene: str


@_action("pass", "U-10.6")
@dataclass(frozen=True)
class Pass(UrlandAction):
    """Take no gene in this auction (not for the obliged first bidder)."""


@_action("pay", "U-10.5", region="region")
@dataclass(frozen=True)
class Pay(UrlandAction):
    """Pay one Ichto of the price: one own Ichto of ``region`` back to supply."""
    region: str


@_action("panic", "U-11.2", land="region")
@dataclass(frozen=True)
class PanicAt(UrlandAction):
    """Where the panic breaks out, among the tied fullest land regions (U-11.2)."""
    land: str


@_action("panic to", "U-11.3", sea="region")
@dataclass(frozen=True)
class PanicTo(UrlandAction):
    """The adjacent sea the panicking Ichtos flee to (U-11.3)."""
    sea: str


@_action("keep", "U-14.7", amount="amount")
@dataclass(frozen=True)
class Keep(UrlandAction):
    """Ears in a panic: keep ``amount`` of your Ichtos in the region (U-11.4, U-14.7 a)."""
    amount: int


@_action("save", "U-14.7", amount="amount")
@dataclass(frozen=True)
class Save(UrlandAction):
    """Ears at an eruption (U-14.7 b, D-12): ``amount`` of the Ichtos you would lose in
    the new region flee to an adjacent sea (then ``flee S1`` if there are several); the
    rest go back to your supply.  ``save 0`` saves none."""
    amount: int


@_action("flee", "U-14.7", sea="region")
@dataclass(frozen=True)
class Flee(UrlandAction):
    """Ears (volcano losses, U-14.7 b) or Surrender (U-15.8): the adjacent sea where
    your saved Ichtos go."""
    sea: str


@_action("place", "U-15.9", region="region")
@dataclass(frozen=True)
class Place(UrlandAction):
    """Pheromones: where one newborn Ichto goes, the sea or a land region next to it."""
    region: str


@_action("gills", "U-15.10", sea="region?", count="count?")
@dataclass(frozen=True)
class Gills(UrlandAction):
    """Gills: move ``count`` of your Ichtos from the region just scored to ``sea``;
    ``Gills()`` (``no gills``) stays."""
    sea: str | None = None
    count: int | None = None

    def __str__(self) -> str:
        if self.invalid is None and self.sea is None and self.count is None:
            return "no gills"
        return super().__str__()


_REGION = r"([ls]\d{1,3})"
_N = r"(\d{1,30})"
_WORD = r"([a-z_]+)"


def _reg(x: str) -> str:
    return x.upper()


_PATTERNS: list[tuple[re.Pattern, Any]] = [
    (re.compile(r"choose\s+" + _N), lambda m: Choose(int(m[1]))),
    (re.compile(rf"land\s+{_REGION}\s+{_REGION}"), lambda m: Land(_reg(m[1]), _reg(m[2]))),
    (re.compile(rf"reproduce\s+{_REGION}"), lambda m: Reproduce(_reg(m[1]))),
    (re.compile(rf"sea\s+{_REGION}\s+{_REGION}"), lambda m: SeaMove(_reg(m[1]), _reg(m[2]))),
    (re.compile(rf"retreat\s+{_REGION}"), lambda m: Retreat(_reg(m[1]))),
    (re.compile(rf"more(?:\s+{_REGION})?"), lambda m: More(_reg(m[1]) if m[1] else None)),
    (re.compile(r"done"), lambda m: Done()),
    (re.compile(r"chip"), lambda m: Spend()),
    (re.compile(r"end"), lambda m: End()),
    (re.compile(rf"assimilate\s+{_REGION}\s+{_WORD}\s+{_WORD}"),
     lambda m: Assimilate(_reg(m[1]), m[2], m[3])),
    (re.compile(rf"legs\s+{_REGION}\s+{_REGION}\s+{_N}"),
     lambda m: Legs(_reg(m[1]), _reg(m[2]), int(m[3]))),
    (re.compile(rf"egg\s+{_REGION}(?:\s+{_REGION})?"),
     lambda m: Egg(_reg(m[1]), _reg(m[2]) if m[2] else None)),
    (re.compile(rf"wings\s+{_REGION}\s+{_REGION}\s+{_N}"),
     lambda m: Wings(_reg(m[1]), _reg(m[2]), int(m[3]))),
    (re.compile(rf"stink\s+{_REGION}\s+{_WORD}\s+{_REGION}"),
     lambda m: Stink(_reg(m[1]), m[2], _reg(m[3]))),
    (re.compile(rf"turbo\s+{_REGION}\s+{_REGION}(?:\s+{_N})?"),
     lambda m: Turbo(_reg(m[1]), _reg(m[2]), int(m[3]) if m[3] else None)),
    (re.compile(rf"teeth\s+{_REGION}\s+{_WORD}"), lambda m: Teeth(_reg(m[1]), m[2])),
    (re.compile(rf"mutate\s+{_WORD}"), lambda m: Mutate(m[1])),
    (re.compile(r"bid\s+" + _N), lambda m: Bid(int(m[1]))),
    (re.compile(rf"take\s+{_WORD}"), lambda m: Take(m[1])),
    (re.compile(r"pass"), lambda m: Pass()),
    (re.compile(rf"pay\s+{_REGION}"), lambda m: Pay(_reg(m[1]))),
    (re.compile(rf"panic\s+to\s+{_REGION}"), lambda m: PanicTo(_reg(m[1]))),
    (re.compile(rf"panic\s+{_REGION}"), lambda m: PanicAt(_reg(m[1]))),
    (re.compile(r"keep\s+" + _N), lambda m: Keep(int(m[1]))),
    (re.compile(r"save\s+" + _N), lambda m: Save(int(m[1]))),
    (re.compile(rf"flee\s+{_REGION}"), lambda m: Flee(_reg(m[1]))),
    (re.compile(rf"place\s+{_REGION}"), lambda m: Place(_reg(m[1]))),
    (re.compile(rf"gills\s+{_REGION}\s+{_N}"), lambda m: Gills(_reg(m[1]), int(m[2]))),
    (re.compile(r"no\s*gills"), lambda m: Gills()),
]

EXAMPLES = "'choose 7', 'land S1 L3', 'reproduce S2', 'sea S1 S2', 'retreat L3', 'end', 'bid 2'"


def parse(text: Any, rule: str) -> Action:
    """Notation → action; :class:`~boardlab.NotationError` citing ``rule`` when the text
    names no action, or the rule of a wrong field (``"choose 13"``: U-0.4)."""
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
    raise NotationError(rule, f"{short(text)} is not an Urland action (try {EXAMPLES})")
