"""Which class a record was played with: a record of a rule changed in a ``State`` subclass
replays with that subclass, never with the printed rules.

A record of a game's registered class is as it always was (``game``, ``players``, ``seed``,
``options``, ``actions``).  A record of any other class — a subclass changing a rule no
option covers, a game not registered — names it in ``"class"``: its registered name when it
is registered under a name of its own, else ``"module:qualified name"``
(``"__main__:StepTwo"`` for a class of a notebook).  ``boardlab.load`` replays such a record
with that class when it finds it — registered, or in a module already imported (a record
never imports code) — and refuses it otherwise.
"""
from __future__ import annotations

import sys

from .engine import State
from .rules import BadPosition


def class_name(cls: type[State]) -> str | None:
    """What a record of ``cls`` names in ``"class"``: ``None`` for the game's registered
    class, its registered name when it is registered under another, else
    ``"module:qualified name"``."""
    from .games import registry
    games = registry()
    known = games.get(cls.game)
    if known is not None and known.state is cls:
        return None
    for name, game in games.items():
        if game.state is cls:
            return name
    return f"{cls.__module__}:{cls.__qualname__}"


def find_class(name: object, game: str) -> type[State]:
    """The class a record's ``"class"`` names, a ``State`` of ``game``; :class:`BadPosition`
    when it cannot be found (not registered, its module not imported, or defined inside a
    function) — replaying with the printed rules instead would replay another game."""
    from .games import registry
    if not isinstance(name, str) or not name:
        raise BadPosition("", f"'class' names the class a game was played with ('module:Class'), "
                              f"not {name!r:.60}", subject="record")
    games = registry()
    found: object = games[name].state if name in games else None
    module, _, qualname = name.partition(":")
    if found is None and qualname and "<locals>" not in qualname and module in sys.modules:
        found = sys.modules[module]
        for part in qualname.split("."):
            found = getattr(found, part, None)
    if not (isinstance(found, type) and issubclass(found, State)):
        where = (f"import {module} (or register the class) first" if qualname
                 else "register it first")
        raise BadPosition("", f"this record was played with {name!r:.80}, a variant of the rules "
                              f"of {game} that is not loaded: {where}; the printed rules would "
                              "replay another game", subject="record")
    if found.game != game:
        raise BadPosition("", f"{name!r:.80} is a class of {found.game}, not of {game}",
                          subject="record")
    return found
