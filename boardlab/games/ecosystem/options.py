"""Ecosystem's rule options as one frozen, validated, JSON-able object (docs/contract.md).

>>> from boardlab.games.ecosystem import EcosystemOptions, ScoringRules
>>> o = EcosystemOptions(scoring={"gap_table": [12, 12, 12, 7, 3, 0, -6]})
>>> o.to_json()
{'scoring': {'gap_table': [12, 12, 12, 7, 3, 0, -6]}}
>>> o.scoring.gap_points(6), EcosystemOptions.from_json(o.to_json()) == o
(-6, True)
>>> EcosystemOptions.choices()["scoring.eagle_range"]
(0, 1, 2, 3, 4, 5, 6, 7)

The options of ``boardlab.new("ecosystem", …)`` are ``scoring`` — the numbers of EC-5.4
and EC-6 to EC-10.7, a :class:`~boardlab.games.ecosystem.scoring.ScoringRules` (or a dict
of its fields) — and ``hand_size``, the cards dealt each round (EC-2.3).  Which game is played — solo, two players with a neutral hand, the draft —
follows from the player count (EC-2.1), so it is no option.  ``state.options`` is
:meth:`EcosystemOptions.to_json` (only what differs from the spec, as in records and
positions); ``state.rules_options`` is the object.
"""
from __future__ import annotations

from dataclasses import dataclass

from ...options import RuleOptions, option
from ...rules import BadPosition
from .components import DECK_SIZE
from .scoring import DEFAULT_RULES, ScoringRules

#: EC-2.3 — cards dealt to every hand each round, as printed
HAND_SIZE = 10
#: EC-2.3 — the largest hand: 2 rounds of 5 hands use at most the deck of 130 (EC-1.1)
MOST_HAND = 13


@dataclass(frozen=True)
class EcosystemOptions(RuleOptions):
    """Every rule option of Ecosystem; the defaults are the rules of the spec (second edition).

    Built from keyword values and checked completely at once: a bad value is a
    :class:`~boardlab.BadPosition` citing its rule (EC-5.4 … EC-10.7).  The fields of
    ``scoring`` are listed as ``scoring.<field>`` (vary one with ``{"scoring": {"<field>": value}}``).
    """

    game = "ecosystem"

    #: EC-5.4, EC-6.1 – EC-6.11, EC-8.2, EC-10.7 — the scoring numbers (a :class:`ScoringRules`,
    #: or a dict of the fields that differ from the spec; ``None`` = the spec)
    scoring: ScoringRules = option(DEFAULT_RULES, "EC-8.3", "a ScoringRules or a dict of its fields",
                                   check=ScoringRules.coerce, dump=ScoringRules.as_options,
                                   nested=ScoringRules)
    #: EC-2.3 / EC-3.5 / EC-10.1 — the cards dealt to each hand each round (solo: drawn at
    #: the start); 10 picks fill the grid, the cards a hand still holds after them are
    #: never used (EC-2.1); 2 rounds × hands × this many must come from the deck
    hand_size: int = option(HAND_SIZE, "EC-2.3",
                            f"a whole number {HAND_SIZE} … {MOST_HAND}, while 2 rounds × hands × "
                            f"hand_size ≤ {DECK_SIZE} (6 players: 10)", between=(HAND_SIZE, MOST_HAND))

    def check_players(self, players: int) -> None:
        """EC-2.1 / EC-2.3 — the deck deals ``hand_size`` to every hand in both rounds."""
        hands = 2 if players == 1 else 3 if players == 2 else players
        if players > 1 and 2 * hands * self.hand_size > DECK_SIZE:
            raise BadPosition("EC-2.3", f"hand_size {self.hand_size} needs 2 × {hands} × {self.hand_size} "
                                        f"cards; the deck has {DECK_SIZE}")
