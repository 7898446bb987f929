"""boardlab — modern board games to learn, play and explore in Jupyter.

>>> import boardlab
>>> "ecosystem" in boardlab.games()
True
>>> s = boardlab.new("ecosystem", players=3, seed=7)
>>> s.to_move, len(s.legal_actions()) > 0
(0, True)
"""
from __future__ import annotations

from typing import Any

from .engine import Action, Event, State, short
from .games import REGISTRY
from .rules import BadPosition, IllegalAction
from . import render  # noqa: F401 — registers the SVG renderers (State._repr_svg_)

__all__ = ["new", "load", "games", "from_position", "IllegalAction", "BadPosition",
           "State", "Action", "Event"]


def games() -> list[str]:
    """The names of the games boardlab knows."""
    return list(REGISTRY)


def _game(name: str) -> type[State]:
    """The registered game called ``name``; :class:`BadPosition` (a ``ValueError``) otherwise."""
    if not isinstance(name, str) or name not in REGISTRY:
        raise BadPosition("game", f"unknown game {short(name)}; boardlab knows {', '.join(REGISTRY)}")
    return REGISTRY[name]


def new(game: str, players: int = 2, seed: int | None = None, **options: Any) -> State:
    """Start a game: ``new("ecosystem", players=3, seed=7)``.  ``options`` are rule variants.

    ``seed`` is an ``int`` with ``0 <= seed < 2**64`` (the same seed and choices always
    give the same game), or ``None`` for a fresh random seed (``state.seed`` tells which).
    Anything else — ``True``, ``5.0``, ``"5"``, ``-5``, ``10**5000`` — raises
    :class:`BadPosition` at once, as do a bad player count and an unknown or bad rule option
    (citing the rule), so no game is ever started from bad input.
    """
    return _game(game)._start(players, seed, options, None)


def load(record: dict) -> State:
    """Replay a record (``state.to_record()``) to the same state; bad records raise ``BadPosition``."""
    if not isinstance(record, dict) or "game" not in record:
        raise BadPosition("record", "a record is a dict with 'game', 'players', 'seed', 'options', 'actions'")
    return _game(record["game"]).load(record)


def from_position(game: str, position: dict) -> State:
    """A state from a hand-editable JSON position (validated; see each game's ``position`` module)."""
    return _game(game).from_position(position)
