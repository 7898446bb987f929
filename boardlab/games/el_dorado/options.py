"""The Quest for El Dorado's rule options as one frozen, validated, JSON-able object.

>>> from boardlab.games.el_dorado.options import ElDoradoOptions
>>> ElDoradoOptions(route="HillsOfGold", caves=True).to_json()
{'route': 'HillsOfGold', 'caves': True}
>>> ElDoradoOptions.from_json({}) == ElDoradoOptions()
True

``route`` is a published route's name (ED-14.2), a list of piece placements
``[{"piece": "B", "rotation": 0, "offset": [0, 0]}, …]`` (ED-14.4, checked when given), a
board given as data (:mod:`.board_data`) or a :class:`.board.Route` (written as one of the
three: positions and records stay plain JSON);
``caves`` turns on the caves variant (ED-12).
"""
from __future__ import annotations

import json
from dataclasses import dataclass, fields
from typing import Any, Mapping

from ...engine import short
from ...rules import BadPosition
from .board import DEFAULT_ROUTE, ROUTES, Route, route_json, route_of

OPTION_RULES: dict[str, str] = {"route": "ED-14.2", "caves": "ED-12.1", "round_limit": "ED-10.2"}
#: ED-D26 (boardlab) — the default stalemate limit: real games last about 15–25 rounds
ROUND_LIMIT = 60


@dataclass(frozen=True)
class ElDoradoOptions:
    """Every rule option of El Dorado; the defaults are the first-game route without caves."""

    #: ED-14.2 / ED-14.4 — a published route's name or a list of placements
    route: Any = DEFAULT_ROUTE
    #: ED-12 — the caves variant
    caves: bool = False
    #: ED-D26 (boardlab's decision: the rules have no end without an arrival, and a table
    #: whose players trashed their movement cards never ends) — the game ends after this
    #: round if nobody has triggered the end; nobody wins then
    round_limit: int = ROUND_LIMIT

    def __post_init__(self) -> None:
        if type(self.round_limit) is not int or not 1 <= self.round_limit <= 10_000:
            raise BadPosition("ED-10.2", f"round_limit is a whole number 1 … 10000, not {short(self.round_limit)}")
        if not isinstance(self.caves, bool):
            raise BadPosition("ED-12.1", f"caves is True or False, not {short(self.caves)}")
        built = route_of(self.route)                   # BadPosition citing ED-14.2 / ED-14.4
        if not isinstance(self.route, str):             # placements, a board's data: plain JSON
            object.__setattr__(self, "route", route_json(built))

    @property
    def layout(self) -> Route:
        """The assembled route (ED-13, ED-14)."""
        return route_of(self.route)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        if self.route != DEFAULT_ROUTE:
            out["route"] = self.route
        if self.caves:
            out["caves"] = True
        if self.round_limit != ROUND_LIMIT:
            out["round_limit"] = self.round_limit
        return out

    @classmethod
    def from_json(cls, data: Any) -> "ElDoradoOptions":
        if data is None:
            return cls()
        if isinstance(data, cls):
            return data
        if not isinstance(data, Mapping):
            raise BadPosition("", f"rule options are a dict, not {short(data)}", subject="options")
        known = [f.name for f in fields(cls)]
        unknown = [k for k in data if k not in known]
        if unknown:
            raise BadPosition("", f"el_dorado has no rule option {short(unknown[0])} "
                                  f"(options: {', '.join(sorted(known))})", subject="options")
        return cls(**data)

    def __hash__(self) -> int:
        return hash(json.dumps(self.to_json(), sort_keys=True, default=str))

    @classmethod
    def choices(cls) -> dict[str, tuple | str]:
        return {"route": ROUTES, "caves": (False, True),
                "round_limit": f"a whole number 1 … 10000 (default {ROUND_LIMIT}, ED-D26)"}

    @classmethod
    def rule_ids(cls) -> dict[str, str]:
        return dict(OPTION_RULES)

    @classmethod
    def defaults(cls) -> dict[str, Any]:
        return {f.name: f.default for f in fields(cls)}
