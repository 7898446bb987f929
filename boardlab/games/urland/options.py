"""Urland's rule options as one frozen, validated, JSON-able object (docs/contract.md).

>>> from boardlab.games.urland.options import UrlandOptions
>>> UrlandOptions(expansion_genes=True).to_json()
{'expansion_genes': True}
>>> UrlandOptions.from_json({}) == UrlandOptions()
True
>>> UrlandOptions.choices()["expansion_genes"]
(False, True)

``actions`` is an Ichto player's regular budget (U-7.1: 2, one more with 3 players),
``chip_actions`` what an extra-action chip gives (U-7.2: 2), ``mutation_spaces`` the
spaces that trigger a gene auction (U-10.1: 12, 16, 21), ``end_space`` the space whose
reaching ends the game (U-13.1: 30; the mutation spaces lie below it) and
``extra_action_chips`` the chips each player takes (U-3.2: ``None``, the table — 1 with 3
players, 2 with 4–5 — or one number for every player count):

>>> UrlandOptions(end_space=40, extra_action_chips=2).to_json()
{'end_space': 40, 'extra_action_chips': 2}
>>> UrlandOptions(end_space=20)
Traceback (most recent call last):
...
boardlab.BadPosition: U-10.1: mutation_spaces is a list of up to 10 different spaces 2 … 19 (below the end space), not [12, 16, 21]
>>> UrlandOptions(end_space=20, mutation_spaces=[8, 12]).mutation_spaces
(8, 12)

``map`` is another board as a dict in the shape of ``data/map.json`` (the default map
is a **reconstruction**, U-2.2 / D-1); it is checked against every invariant of U-2.3
and kept in records and positions as given.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...engine import short
from ...options import RuleOptions, option
from ...rules import BadPosition
from .board import UrlandMap, load_map
from .components import (ACTIONS, END_SPACE, EXTRA_ACTION_CHIP_ACTIONS, MOST_END_SPACE,
                         MOST_EXTRA_ACTION_CHIPS, MUTATION_SPACES)


def _map(value: Any) -> Any:
    """U-2.3 — another map as a dict like ``data/map.json``, checked (``BadPosition``)."""
    if value is None:
        return None
    if isinstance(value, UrlandMap):
        value = value.to_json()
    load_map(value)
    return value


def _spaces(value: Any, end: int = MOST_END_SPACE) -> tuple[int, ...]:
    """U-10.1 — the mutation spaces: distinct spaces 2 … ``end`` − 1 (below the end,
    U-13.1; :class:`UrlandOptions` checks them against its ``end_space``), kept in order;
    a list is accepted."""
    ok = isinstance(value, (list, tuple)) and len(value) <= 10 and all(
        type(x) is int and 2 <= x < end for x in value) and len(set(value)) == len(value)
    if not ok:
        raise BadPosition("U-10.1", f"mutation_spaces is a list of up to 10 different spaces 2 … "
                                    f"{end - 1} (below the end space), not {short(value)}")
    return tuple(sorted(value))


_SPACES = (f"a list of up to 10 different spaces 2 … end_space − 1 "
           f"(printed: {', '.join(map(str, MUTATION_SPACES))})")


def _chips(value: Any) -> int | None:
    """U-3.2 — the extra-action chips each player takes: ``None`` (the table) or 0 … 4."""
    if value is None or (type(value) is int and 0 <= value <= MOST_EXTRA_ACTION_CHIPS):
        return value
    raise BadPosition("U-3.2", f"extra_action_chips is None (the table: 1 each with 3 players, 2 with "
                               f"4–5) or a whole number 0 … {MOST_EXTRA_ACTION_CHIPS}, not {short(value)}")


@dataclass(frozen=True)
class UrlandOptions(RuleOptions):
    """Every rule option of Urland; the defaults are the base game on the reconstructed map."""

    game = "urland"

    #: U-15.0 — shuffle the 10 micro-expansion genes into the gene deck (D-21: interpretations)
    expansion_genes: bool = option(False, "U-15.0", (False, True))
    #: U-2.2 / U-2.3 — another map (a dict like ``data/map.json``); ``None`` = the
    #: reconstruction of U-2.2 (D-1)
    map: Any = option(None, "U-2.3", "None (the reconstructed map of U-2.2, D-1) or a map dict like "
                                     "boardlab/games/urland/data/map.json, checked against U-2.3",
                      check=_map)
    #: U-7.1 — an Ichto player's regular actions (one more in a 3-player game, one more
    #: with Warm blood, U-14.10)
    actions: int = option(ACTIONS, "U-7.1", (1, 2, 3, 4))
    #: U-7.2 — the further actions an extra-action chip gives
    chip_actions: int = option(EXTRA_ACTION_CHIP_ACTIONS, "U-7.2", (1, 2, 3, 4))
    #: U-9.1 / U-10.1 — the spaces whose first reaching holds a mutation auction
    mutation_spaces: tuple[int, ...] = option(
        MUTATION_SPACES, "U-10.1", _SPACES, check=_spaces)
    #: U-9.1 / U-13.1 — a marker on this space or beyond ends the game (after the scoring)
    end_space: int = option(END_SPACE, "U-13.1", f"a whole number 10 … {MOST_END_SPACE} (printed: "
                                                 f"{END_SPACE})", between=(10, MOST_END_SPACE))
    #: U-3.2 — the extra-action chips each player takes at setup; ``None``: the table
    extra_action_chips: int | None = option(
        None, "U-3.2", f"None (the table: 1 each with 3 players, 2 with 4–5) or a whole number "
                       f"0 … {MOST_EXTRA_ACTION_CHIPS} for every player count", check=_chips)

    def __post_init__(self) -> None:
        """Every option checked alone, then the mutation spaces against the end space:
        they lie below it (U-10.1, U-13.1)."""
        super().__post_init__()
        _spaces(list(self.mutation_spaces), self.end_space)
