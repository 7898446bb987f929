"""Lost Cities' rule options as one frozen, validated, JSON-able object (docs/contract.md).

>>> from boardlab.games.lost_cities import LostCitiesOptions
>>> o = LostCitiesOptions(rounds=1, descending_variant=True)
>>> o.to_json()
{'rounds': 1, 'descending_variant': True}
>>> LostCitiesOptions.from_json(o.to_json()) == o
True
>>> LostCitiesOptions.choices()["rounds"]
(3, 1)

``boardlab.new("lost_cities", players=…, seed=…, **options)`` builds one from its keyword
options and keeps ``state.options`` = :meth:`LostCitiesOptions.to_json` (only the options
given, as in records and positions); ``state.rules_options`` is the object.  A bad value
raises :class:`~boardlab.BadPosition` citing the option's rule.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from ...engine import short
from ...options import RuleOptions, option
from ...rules import BadPosition
from .components import HAND, REMOVED_2P
from .data import (ARTIFACT_TABLE_LONG, ARTIFACT_TABLE_SHORT, CROSSINGS_TO_END, SLOT_LAYOUT, artifact_table,
                   slot_layout)

#: LC-10.3 / D-2 — who starts the next round
NEXT_STARTERS = ("after_last_turn", "after_last_advance")
#: the most players (LC-3.1): ``first_player`` is a seat 0 … 3 (and below ``players``)
MAX_SEATS = 4
#: LC-3.3 c — the most cards ``removed_cards`` may take out of a 2-player round: with
#: hands of 10 (``hand_size``) a draw pile of 10 is left
MOST_REMOVED = 80


def _slots(value: Any) -> Any:
    return None if value is None else slot_layout(value)          # LC-1.7


def _table(value: Any) -> Any:
    return None if value is None else artifact_table(value)       # LC-1.9


@dataclass(frozen=True)
class LostCitiesOptions(RuleOptions):
    """Every rule option of Lost Cities; the defaults are the rules as printed.

    Built from keyword values (lists are accepted where tuples are kept) and checked
    completely at once: a bad value is a :class:`~boardlab.BadPosition` citing its rule.
    ``slots`` and ``artifact_table`` stay ``None`` unless given, so that a record keeps
    only the options a user chose; :attr:`layout` and :attr:`table` are the ones in use.
    """

    game = "lost_cities"

    #: LC-10.4 / LC-12.1 — 3 rounds (the full game) or 1 (the short game)
    rounds: int = option(3, "LC-10.4", (3, 1),
                         says="is 3 (the full game, LC-10.4) or 1 (the short game, LC-12.1)")
    #: LC-13.1 — the ascending/descending variant (a row may run downwards, LC-13.2)
    descending_variant: bool = option(False, "LC-13.1", (False, True))
    #: LC-1.7 (D-3, provisional) — the tile-slot layout ``{colour: (steps …)}``, 25 slots
    #: in all; ``None`` = :data:`~boardlab.games.lost_cities.data.SLOT_LAYOUT`
    slots: Mapping[str, tuple[int, ...]] | None = option(
        None, "LC-1.7", "None (the provisional layout, D-3) or {colour: [steps 1–9]}, 25 slots in all",
        check=_slots)
    #: LC-1.9 (D-5, D-6) — the artifact table ``{"points": (…), "per_extra_chip": n}`` or a
    #: list of points; ``None`` = the long table for 3 rounds, the short one for 1
    artifact_table: Mapping[str, Any] | None = option(
        None, "LC-1.9", "None (long table for 3 rounds, short for 1) or a list of VP by chip count "
                        "0, 1, 2 … (1–28 entries), or {'points': [...], 'per_extra_chip': n}",
        check=_table)
    #: LC-3.5 — the seat that starts round 1
    first_player: int = option(0, "LC-3.5", tuple(range(MAX_SEATS)),
                               says=f"must be a seat 0 … {MAX_SEATS - 1}")
    #: LC-10.3 / D-2 — ``"after_last_turn"`` (printed) or ``"after_last_advance"`` ([FR])
    next_starter: str = option("after_last_turn", "LC-10.3", NEXT_STARTERS)
    #: LC-5.9 / D-10 — a player may take back the card they discarded this turn
    allow_redraw_own_discard: bool = option(False, "LC-5.9", (False, True))
    #: LC-14.2 / D-12 — other players' VP stay hidden in ``view()`` until the game ends
    secret_vp: bool = option(False, "LC-14.2", (False, True))
    #: LC-3.3 d / LC-4.2 — the cards dealt to each player, held at the start of every turn
    hand_size: int = option(HAND, "LC-4.2", (5, 6, 7, 8, 9, 10))
    #: LC-8.1 — the bridge crossing that ends a round at once (the fifth, as printed)
    crossings: int = option(CROSSINGS_TO_END, "LC-8.1", (3, 4, 5, 6, 7, 8))
    #: LC-3.3 c / LC-10.2 — the cards removed at random, unseen, from every round of a
    #: 2-player game (30 as printed: a draw pile of 64, LC-3.4); the other player counts remove none
    removed_cards: int = option(REMOVED_2P, "LC-3.3", f"a whole number 0 … {MOST_REMOVED} (2 players only)",
                                between=(0, MOST_REMOVED))

    def check_players(self, players: int) -> None:
        """LC-3.5 — ``first_player`` must be a seat of a ``players``-player game; LC-3.3 c —
        cards are removed from 2-player rounds only."""
        if self.first_player >= players:
            raise BadPosition("LC-3.5", f"first_player must be a seat 0 … {players - 1}, "
                                        f"not {short(self.first_player)}")
        if players != 2 and self.removed_cards != REMOVED_2P:
            raise BadPosition("LC-3.3", f"removed_cards is a rule of 2-player games only: a {players}-player "
                                        f"round removes no card, not {short(self.removed_cards)}")

    def removed(self, players: int) -> int:
        """LC-3.3 c — the cards removed from each round of a ``players``-player game:
        ``removed_cards`` with 2 players, none with more."""
        return self.removed_cards if players == 2 else 0

    @property
    def layout(self) -> dict[str, tuple[int, ...]]:
        """LC-1.7 — the slot layout in use (the given one, else the provisional default)."""
        return dict(SLOT_LAYOUT if self.slots is None else self.slots)

    @property
    def table(self) -> dict[str, Any]:
        """LC-1.9 — the artifact table in use (given, else long for 3 rounds, short for 1)."""
        if self.artifact_table is not None:
            return dict(self.artifact_table)
        return artifact_table(ARTIFACT_TABLE_LONG if self.rounds == 3 else ARTIFACT_TABLE_SHORT)
