"""Urland's rule options as one frozen, validated, JSON-able object (docs/contract.md).

>>> from boardlab.games.urland.options import UrlandOptions
>>> UrlandOptions(expansion_genes=True).to_json()
{'expansion_genes': True}
>>> UrlandOptions.from_json({}) == UrlandOptions()
True
>>> UrlandOptions.choices()["expansion_genes"]
(False, True)

``map`` is another board as a dict in the shape of ``data/map.json`` (the default map
is a **reconstruction**, U-2.2 / D-1); it is checked against every invariant of U-2.3
and kept in records and positions as given.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, fields
from typing import Any, Mapping

from ...engine import short
from ...rules import BadPosition
from .board import UrlandMap, load_map

#: the rule each option sets (cited when a value is refused)
OPTION_RULES: dict[str, str] = {"expansion_genes": "U-15.0", "map": "U-2.3"}


@dataclass(frozen=True)
class UrlandOptions:
    """Every rule option of Urland; the defaults are the base game on the reconstructed map."""

    #: U-15.0 — shuffle the 10 micro-expansion genes into the gene deck (D-21: interpretations)
    expansion_genes: bool = False
    #: U-2.2 / U-2.3 — another map (a dict like ``data/map.json``); ``None`` = the
    #: reconstruction of U-2.2 (D-1)
    map: Any = None

    def __post_init__(self) -> None:
        if not isinstance(self.expansion_genes, bool):
            raise BadPosition("U-15.0", f"expansion_genes is True or False, not {short(self.expansion_genes)}")
        if self.map is not None:
            if isinstance(self.map, UrlandMap):
                object.__setattr__(self, "map", self.map.to_json())
            load_map(self.map)  # BadPosition citing U-2.3

    def to_json(self) -> dict[str, Any]:
        """The options that differ from the defaults, JSON-able (``state.options``)."""
        out: dict[str, Any] = {}
        if self.expansion_genes:
            out["expansion_genes"] = True
        if self.map is not None:
            out["map"] = json.loads(json.dumps(self.map))
        return out

    @classmethod
    def from_json(cls, data: Any) -> "UrlandOptions":
        """The options of a dict like :meth:`to_json`'s (``None`` = the defaults); anything
        else, an unknown option or a bad value is a :class:`~boardlab.BadPosition`."""
        if data is None:
            return cls()
        if isinstance(data, cls):
            return data
        if not isinstance(data, Mapping):
            raise BadPosition("", f"rule options are a dict, not {short(data)}", subject="options")
        known = [f.name for f in fields(cls)]
        unknown = [k for k in data if k not in known]
        if unknown:
            raise BadPosition("", f"urland has no rule option {short(unknown[0])} "
                                  f"(options: {', '.join(sorted(known))})", subject="options")
        return cls(**data)

    def __hash__(self) -> int:
        return hash(json.dumps(self.to_json(), sort_keys=True, default=str))

    @classmethod
    def choices(cls) -> dict[str, tuple | str]:
        """Each option's allowed values (a tuple), or a description of them (a string)."""
        return {"expansion_genes": (False, True),
                "map": "None (the reconstructed map of U-2.2, D-1) or a map dict like "
                       "boardlab/games/urland/data/map.json, checked against U-2.3"}

    @classmethod
    def rule_ids(cls) -> dict[str, str]:
        """The rule id each option sets."""
        return dict(OPTION_RULES)

    @classmethod
    def defaults(cls) -> dict[str, Any]:
        """Each option's default."""
        return {f.name: f.default for f in fields(cls)}
