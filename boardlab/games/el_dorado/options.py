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
``caves`` turns on the caves variant (ED-12); ``round_limit`` ends a game nobody finishes
(ED-D26); ``hand_size`` is the hand drawn at setup and back up to in phase 3 (ED-2.4,
ED-9.2: 4); ``market_slots`` the market's slots (ED-7.4: 6).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...options import RuleOptions, option
from .board import DEFAULT_ROUTE, ROUTES, Route, route_json, route_of
from .data import COPIES, MARKET_START, RESERVE_START

#: ED-D26 (boardlab) — the default stalemate limit: real games last about 15–25 rounds
ROUND_LIMIT = 60
#: ED-2.4, ED-9.2 — the printed hand: draw up to 4 cards
HAND_SIZE = 4
#: ED-7.4 — the printed market: 6 slots
MARKET_SLOTS = 6


def start_market(slots: int = MARKET_SLOTS) -> tuple[tuple, tuple]:
    """ED-2.3 with ``slots`` market slots (ED-7.4): the start types fill the slots in the
    order of ED-1.4's table, 3 copies each; start types that find no slot join the reserve
    (after the other 12); slots beyond the 6 start types stay empty, so that the reserve is
    open from the start (ED-7.4 c).  Returns ``(slots, reserve)`` as the state keeps them."""
    market: tuple[tuple[str | None, int], ...] = tuple((t, COPIES) for t in MARKET_START[:slots])
    market += ((None, 0),) * (slots - len(market))
    reserve = tuple((t, COPIES) for t in RESERVE_START + MARKET_START[slots:])
    return market, reserve


def _route(spec: Any) -> Any:
    """ED-14.2 / ED-14.4 — a route's name as given; placements, a board's data or a
    :class:`.board.Route` as plain JSON (``BadPosition`` when it is no route)."""
    built = route_of(spec)
    return spec if isinstance(spec, str) else route_json(built)


@dataclass(frozen=True)
class ElDoradoOptions(RuleOptions):
    """Every rule option of El Dorado; the defaults are the first-game route without caves."""

    game = "el_dorado"

    #: ED-14.2 / ED-14.4 — a published route's name, a list of placements or a board's data
    route: Any = option(DEFAULT_ROUTE, "ED-14.2", ROUTES, check=_route)
    #: ED-12 — the caves variant
    caves: bool = option(False, "ED-12.1", (False, True))
    #: ED-D26 (boardlab's decision: the rules have no end without an arrival, and a table
    #: whose players trashed their movement cards never ends) — the game ends after this
    #: round if nobody has triggered the end; nobody wins then
    round_limit: int = option(ROUND_LIMIT, "ED-10.2",
                              f"a whole number 1 … 10000 (default {ROUND_LIMIT}, ED-D26)",
                              between=(1, 10_000))
    #: ED-2.4 / ED-9.2 — the cards drawn at setup and drawn back up to in phase 3
    hand_size: int = option(HAND_SIZE, "ED-9.2", (3, 4, 5, 6))
    #: ED-7.4 / ED-2.3 — the market's slots (:func:`start_market` fills them at setup)
    market_slots: int = option(MARKET_SLOTS, "ED-7.4", (4, 5, 6, 7, 8))

    @property
    def layout(self) -> Route:
        """The assembled route (ED-13, ED-14)."""
        return route_of(self.route)
