"""The games, and the registry the rest of boardlab finds them through (CONTRIBUTING.md).

One package per game; a game never imports another.  Each package exports one
:class:`Game` descriptor, ``GAME``: its name, title, player counts, ``State`` class,
options class, renderer, click handling (``ui``), rulebook and tutorials folder.
Render, widgets, bots, lab, CLI, benchmarks and the tests enumerate :func:`registry`
and never name a game.

Games of your own register with :func:`register` (``boardlab.register``)::

    >>> import boardlab
    >>> from boardlab.games import registry
    >>> registry()["ecosystem"].players
    (1, 2, 3, 4, 5, 6)

or through the entry-point group ``boardlab.games`` of their own installed package
(the entry point names a ``State`` subclass or a :class:`Game`), read at first use.
A game without a renderer is drawn by the generic graph drawing
(:mod:`boardlab.render.graph`), and a game without a ``ui`` is clicked through it.
"""
from __future__ import annotations

import importlib
import sys
import types
import warnings
from dataclasses import dataclass, field
from importlib import metadata
from pathlib import Path
from typing import Any, Iterator, Mapping

from ..engine import DESCRIBERS, EXPLAINERS, State
from ..rules import register_rulebook

#: the entry-point group third-party packages declare their games in
ENTRY_POINTS = "boardlab.games"
#: the built-in game packages, in the order ``boardlab.games()`` lists them
BUILTIN = ("ecosystem", "lost_cities", "urland", "el_dorado")
#: where the repository keeps the tutorials (absent in an installed wheel)
TUTORIALS = Path(__file__).resolve().parents[2] / "tutorials"


@dataclass(frozen=True, kw_only=True)
class Game:
    """Everything boardlab needs to know of one game; only ``state`` is required.

    ``render`` is an object (usually a module) with ``svg(state, highlight=()) -> str``
    and ``status(state) -> str``; ``ui`` one with ``nodes_of(state, action)``,
    ``action_for(state, nodes)`` and ``refusal(state, nodes)`` (see the games' ``ui``
    modules).  ``None`` for either means the generic graph drawing / clicks.
    ``describe`` is the game's ``describe(state, seat) -> str`` (``State.describe``; ``None``:
    the default sentences) and ``explain`` its ``explain(state, action) -> (rule, reason)``
    for an action the rules refuse (``boardlab.engine.refusal``).  These read the state;
    the state's module never imports them.
    ``rulebook`` maps rule ids to titles (registered with :mod:`boardlab.rules`);
    ``rule_prefix`` is the prefix of its ids (``"EC"``); ``tutorials`` the folder of
    the game's numbered notebooks, if it has one.
    """

    state: type[State]
    name: str = ""
    title: str = ""
    players: tuple[int, ...] = ()
    options: type | None = None
    render: Any = None
    ui: Any = None
    describe: Any = None
    explain: Any = None
    rulebook: Mapping[str, str] = field(default_factory=dict)
    rule_prefix: str = ""
    tutorials: Path | None = None

    def __post_init__(self) -> None:
        cls = self.state
        if not (isinstance(cls, type) and issubclass(cls, State)):
            raise TypeError(f"a game's state is a subclass of boardlab.State, not {cls!r}")
        name = self.name or cls.game
        if not isinstance(name, str) or not name.isidentifier():
            raise ValueError(f"{cls.__name__}.game must name the game (a Python identifier, "
                             f"e.g. 'race'), not {name!r}")
        set_ = object.__setattr__
        set_(self, "name", name)
        set_(self, "title", self.title or name.replace("_", " ").title())
        set_(self, "players", tuple(self.players or cls.player_counts))
        if not self.players:
            raise ValueError(f"{cls.__name__}: no player counts (set player_counts = (2,) …)")
        if not self.rule_prefix and self.rulebook:
            set_(self, "rule_prefix", next(iter(self.rulebook)).split("-")[0])
        if isinstance(self.tutorials, str):
            set_(self, "tutorials", Path(self.tutorials))


_GAMES: dict[str, Game] = {}
_loaded = False


def _add(game: Game, replace: bool) -> Game:
    old = _GAMES.get(game.name)
    if old is not None and old.state is not game.state and not replace:
        raise ValueError(f"a game called {game.name!r} is registered already "
                         f"({old.state.__module__}.{old.state.__qualname__})")
    if game.rulebook:
        register_rulebook(dict(game.rulebook))
    if old is not None:
        _forget_readers(old)
    if game.describe is not None:
        DESCRIBERS[game.state] = game.describe
    if game.explain is not None:
        EXPLAINERS[game.state] = game.explain
    _GAMES[game.name] = game
    return game


def register(state_class: type[State], *, replace: bool = True, **parts: Any) -> Game:
    """Make a game known to boardlab: ``boardlab.register(MyState)``.

    Its name is ``state_class.game``; every other part of :class:`Game` is optional
    (``title=…``, ``render=…``, ``ui=…``, ``describe=…``, ``explain=…``, ``rulebook=…``,
    ``tutorials=…``).  Registering
    the same name again replaces the game (a notebook cell run twice) unless it is a
    built-in game or ``replace=False``.  Returns the descriptor.
    """
    _ensure_loaded()
    game = Game(state=state_class, **parts)
    if game.name in BUILTIN and _GAMES[game.name].state is not state_class:
        raise ValueError(f"{game.name!r} is a built-in game; choose another State.game name")
    return _add(game, replace)


def unregister(name: str) -> None:
    """Forget a registered game (not a built-in one); unknown names are ignored."""
    if name in BUILTIN:
        raise ValueError(f"{name!r} is a built-in game")
    old = _GAMES.pop(name, None)
    if old is not None:
        _forget_readers(old)


def _forget_readers(game: Game) -> None:
    """Drop the ``describe`` / ``explain`` a descriptor registered for its state class."""
    for table, part in ((DESCRIBERS, game.describe), (EXPLAINERS, game.explain)):
        if part is not None and table.get(game.state) is part:
            del table[game.state]


def _ensure_loaded() -> None:
    """Load the ``boardlab.games`` entry points of installed packages, once."""
    global _loaded
    if _loaded:
        return
    _loaded = True
    for ep in metadata.entry_points(group=ENTRY_POINTS):
        try:
            obj = ep.load()
            _add(obj if isinstance(obj, Game) else Game(state=obj), replace=False)
        except Exception as e:   # a broken plug-in must not break boardlab
            warnings.warn(f"boardlab: entry point {ep.name!r} ({ep.value}) not loaded: {e}",
                          stacklevel=2)


def registry() -> dict[str, Game]:
    """name → :class:`Game` of every known game (built-in first, then in registration
    order); a copy, so changing it changes nothing."""
    _ensure_loaded()
    return dict(_GAMES)


def game(name: str) -> Game | None:
    """The descriptor of the game called ``name``, or ``None``."""
    _ensure_loaded()
    return _GAMES.get(name)


class _Classes(Mapping[str, type[State]]):
    """``REGISTRY``: name → ``State`` class, a live read-only view of :func:`registry`."""

    def __getitem__(self, name: str) -> type[State]:
        _ensure_loaded()
        return _GAMES[name].state

    def __iter__(self) -> Iterator[str]:
        _ensure_loaded()
        return iter(list(_GAMES))

    def __len__(self) -> int:
        _ensure_loaded()
        return len(_GAMES)

    def __repr__(self) -> str:
        return repr(dict(self))


#: name → State subclass, in the order ``boardlab.games()`` lists them (read-only view)
REGISTRY: Mapping[str, type[State]] = _Classes()

for _pkg in BUILTIN:   # the built-in games, at import (``boardlab.games.ecosystem`` …)
    _add(importlib.import_module(f"{__name__}.{_pkg}").GAME, replace=False)


class _GamesPackage(types.ModuleType):
    """This package, callable: ``boardlab.games()`` lists the game names (as
    ``boardlab.game_names()``) while ``boardlab.games.ecosystem`` stays the subpackage."""

    def __call__(self) -> list[str]:
        return list(REGISTRY)


sys.modules[__name__].__class__ = _GamesPackage
