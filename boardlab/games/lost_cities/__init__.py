"""Lost Cities: The Board Game (Reiner Knizia, Kosmos 2008) — ``docs/rules/lost_cities.md``.

``boardlab.new("lost_cities", players=2..4, seed=…, rounds=3 | 1, descending_variant=False,
slots=None, artifact_table=None)``.  The tile-slot layout and the artifact tables are
provisional data (:mod:`.data`), replaceable through the ``slots`` and
``artifact_table`` options.
"""
from . import rulebook  # noqa: F401  (registers the LC rule ids)
from .actions import Advance, Discard, Draw, Pawn, PlayCard, Take
from .data import (ARTIFACT_TABLE_LONG, ARTIFACT_TABLE_SHORT, COLOURS, SLOT_LAYOUT, TILE_COUNTS,
                   TRACK_VALUES, artifact_points)
from .board import static_board
from .options import LostCitiesOptions
from .state import LostCities
from .. import TUTORIALS, Game
from . import describe, render, ui

#: the descriptor the registry is built from (``boardlab.games.registry()``)
GAME = Game(state=LostCities, name="lost_cities", title="Lost Cities: The Board Game",
            options=LostCitiesOptions, render=render, ui=ui, describe=describe.describe,
            rulebook=rulebook.RULES, rule_prefix="LC",
            tutorials=TUTORIALS / "lost_cities")

__all__ = ["GAME", "LostCitiesOptions",
           "LostCities", "PlayCard", "Discard", "Pawn", "Advance", "Draw", "Take", "COLOURS",
           "TRACK_VALUES", "TILE_COUNTS", "SLOT_LAYOUT", "ARTIFACT_TABLE_LONG",
           "ARTIFACT_TABLE_SHORT", "artifact_points", "static_board"]
