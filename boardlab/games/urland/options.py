"""Urland's rule options as one frozen, validated, JSON-able object (docs/contract.md).

>>> from boardlab.games.urland.options import UrlandOptions
>>> UrlandOptions(expansion_genes=True).to_json()
{'expansion_genes': True}
>>> UrlandOptions.from_json({}) == UrlandOptions()
True
>>> UrlandOptions.choices()["expansion_genes"]
(False, True)

``actions`` is an Ichto player's regular budget (U-7.1: 2, one more with 3 players),
``chip_actions`` what an extra-action chip gives (U-7.2: 2) and ``mutation_spaces`` the
spaces that trigger a gene auction (U-10.1: 12, 16, 21).  ``map`` is another board as a dict in the shape of ``data/map.json`` (the default map
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
from .components import ACTIONS, END_SPACE, EXTRA_ACTION_CHIP_ACTIONS, MUTATION_SPACES


def _map(value: Any) -> Any:
    """U-2.3 — another map as a dict like ``data/map.json``, checked (``BadPosition``)."""
    if value is None:
        return None
    if isinstance(value, UrlandMap):
        value = value.to_json()
    load_map(value)
    return value


def _spaces(value: Any) -> tuple[int, ...]:
    """U-10.1 — the mutation spaces: distinct spaces 2 … 29 (below the end, U-13.1), kept
    in order; a list is accepted."""
    ok = isinstance(value, (list, tuple)) and len(value) <= 10 and all(
        type(x) is int and 2 <= x < END_SPACE for x in value) and len(set(value)) == len(value)
    if not ok:
        raise BadPosition("U-10.1", f"mutation_spaces is a list of up to 10 different spaces 2 … "
                                    f"{END_SPACE - 1}, not {short(value)}")
    return tuple(sorted(value))


_SPACES = (f"a list of up to 10 different spaces 2 … {END_SPACE - 1} "
           f"(printed: {', '.join(map(str, MUTATION_SPACES))})")


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
