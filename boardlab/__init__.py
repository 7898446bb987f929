"""boardlab — modern board games to learn, play and explore in Jupyter.

>>> import boardlab
>>> "ecosystem" in boardlab.games()
True
>>> s = boardlab.new("ecosystem", players=3, seed=7)
>>> s.to_move, len(s.legal_actions()) > 0
(0, True)

``boardlab.games`` is both the package of the built-in games
(``boardlab.games.ecosystem``) and, called, the list of game names
(``boardlab.games() == boardlab.game_names()``).
"""
from __future__ import annotations

import os
from typing import Any

from .engine import Action, Event, State, short
from .games import REGISTRY, Game, register
from .options import RuleOptions, option
from .rules import BadPosition, BoardlabError, IllegalAction, NotAllowed, NotationError
from . import positions
from . import render  # noqa: F401 — registers the SVG renderers (State._repr_svg_)

__all__ = ["new", "load", "games", "game_names", "register", "Game", "from_position",
           "BoardlabError", "IllegalAction", "NotationError", "BadPosition", "NotAllowed",
           "State", "Action", "Event", "diff", "RuleOptions", "option"]   # not "open": a star import would hide the builtin


def game_names() -> list[str]:
    """The names of the games boardlab knows (also ``boardlab.games()``: the package
    :mod:`boardlab.games` is callable, so that it is not shadowed by a function)."""
    return list(REGISTRY)


def _game(name: str) -> type[State]:
    """The registered game called ``name``; :class:`BadPosition` (a ``ValueError``) otherwise."""
    if not isinstance(name, str) or name not in REGISTRY:
        raise BadPosition("", f"unknown game {short(name)}; boardlab knows {', '.join(REGISTRY)}",
                          subject="game")
    return REGISTRY[name]


#: ``new``'s default player count: the game's own (``players=None`` is refused, as any non-int)
_DEFAULT: Any = object()


def new(game: str, players: int = _DEFAULT, seed: int | None = None, **options: Any) -> State:
    """Start a game: ``new("ecosystem", players=3, seed=7)``.  ``options`` are rule variants.

    ``seed`` is an ``int`` with ``0 <= seed < 2**64`` (the same seed and choices always
    give the same game), or ``None`` for a fresh random seed (``state.seed`` tells which).
    Anything else — ``True``, ``5.0``, ``"5"``, ``-5``, ``10**5000`` — raises
    :class:`BadPosition` at once, as do a bad player count and an unknown or bad rule option
    (citing the rule), so no game is ever started from bad input.  ``players`` defaults
    to the game's own default (``State.default_players()``: Ecosystem 3, Lost Cities 2),
    as in the class and the CLI.
    """
    cls = _game(game)
    return cls._start(cls.default_players() if players is _DEFAULT else players, seed, options, None)


def load(record: dict) -> State:
    """Replay a record (``state.to_record()``) to the same state; bad records raise ``BadPosition``.

    A record of a ``State`` subclass (a rule no option covers) names it in ``"class"`` and
    replays with it when it is registered or its module is imported (its game need not
    be registered), and is refused otherwise (:mod:`boardlab.records`)."""
    if isinstance(record, (str, os.PathLike)):
        raise BadPosition("", f"load replays a record dict; to read the file {short(str(record))} "
                              "(a record or a position) use boardlab.open(path)", subject="record")
    if not isinstance(record, dict) or "game" not in record:
        raise BadPosition("", "a record is a dict with 'game', 'players', 'seed', 'options', 'actions'",
                          subject="record")
    if "class" in record and isinstance(record["game"], str):   # a class, registered or not
        from .records import find_class
        return find_class(record["class"], record["game"]).load(record)
    return _game(record["game"]).load(record)


def from_position(game: str, position: dict) -> State:
    """A state from a hand-editable JSON position (validated; see each game's ``position`` module).
    A ``"note"`` (free text, as ``state.save`` writes) is kept as ``state.note``."""
    return positions.build(_game(game), position)


def open(path: str | os.PathLike) -> State:  # noqa: A001 — boardlab.open(path), as state.save(path)
    """The position saved at ``path`` (``state.save(path, note=None)``), its game read from
    the file; its note is ``state.note``.  A record file (``state.to_record()``) is replayed
    as :func:`load` does.  Not JSON, or no known game: :class:`BadPosition`."""
    return positions.open_position(path, REGISTRY)


def diff(a: State | dict, b: State | dict) -> list[str]:
    """What changed from ``a`` to ``b`` (states or positions of one game) in the rules'
    words, one sentence a change (prints one a line); see :mod:`boardlab.positions`."""
    return positions.diff(a, b, REGISTRY)
