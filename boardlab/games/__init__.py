"""The games.  One package per game; a game never imports another (DESIGN §1)."""
from __future__ import annotations

from ..engine import State
from .ecosystem import Ecosystem
from .lost_cities import LostCities

#: name → State subclass, in the order ``boardlab.games()`` lists them
REGISTRY: dict[str, type[State]] = {"ecosystem": Ecosystem, "lost_cities": LostCities}
