"""The Quest for El Dorado (Reiner Knizia, Ravensburger 2017) — ``docs/rules/el_dorado.md`` (ids ED-…).

``boardlab.new("el_dorado", players=2..4, seed=…, route="FirstGame", caves=False)``.

:mod:`.data` holds the components (ED-1: cards, barriers, cave tokens) read from
``data/el_dorado_boards.json`` — a transcription of open-source implementations, checked
against each other (ED-13.5); :mod:`.board` assembles routes into hex graphs (ED-13,
ED-14); :mod:`.state` is the engine.
"""
from .actions import (Buy, Clear, Discard, End, Enter, Gain, Give, Move, Native, Pay, Step, Stop, Token,
                      Trash, Use)
from .board import DEFAULT_ROUTE, ROUTES, Route, build_route, route
from .data import BARRIERS, CARD_TYPES, CAVE_TOKENS
from .options import ElDoradoOptions
from .state import ElDorado
from . import rulebook
from .. import TUTORIALS, Game
from . import describe, render, ui

#: the descriptor the registry is built from (``boardlab.games.registry()``)
GAME = Game(state=ElDorado, name="el_dorado", title="The Quest for El Dorado", options=ElDoradoOptions,
            render=render, ui=ui, describe=describe.describe, rulebook=rulebook.RULES,
            rule_prefix="ED",
            tutorials=TUTORIALS / "el_dorado")

__all__ = ["GAME", "ElDorado", "ElDoradoOptions", "Route", "route", "build_route", "ROUTES",
           "DEFAULT_ROUTE", "CARD_TYPES", "BARRIERS", "CAVE_TOKENS", "Move", "Step", "Clear", "Stop",
           "Enter", "Give", "Native", "Use", "Gain", "Trash", "Buy", "Pay", "End", "Discard", "Token"]
