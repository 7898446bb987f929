"""Lost Cities: The Board Game (Reiner Knizia, Kosmos 2008) — ``shared/rules/lost_cities.md``.

``boardlab.new("lost_cities", players=2..4, seed=…, rounds=3 | 1, descending_variant=False,
slots=None, artifact_table=None)``.  The tile-slot layout and the artifact tables are
provisional data (:mod:`.data`), replaceable through the ``slots`` and
``artifact_table`` options.
"""
from . import rulebook  # noqa: F401  (registers the LC rule ids)
from .actions import Advance, Discard, Draw, Pawn, Play, Take
from .data import (ARTIFACT_TABLE_LONG, ARTIFACT_TABLE_SHORT, COLOURS, SLOT_LAYOUT, TILE_COUNTS,
                   TRACK_VALUES, artifact_points)
from .board import static_board
from .state import LostCities

__all__ = ["LostCities", "Play", "Discard", "Pawn", "Advance", "Draw", "Take", "COLOURS",
           "TRACK_VALUES", "TILE_COUNTS", "SLOT_LAYOUT", "ARTIFACT_TABLE_LONG",
           "ARTIFACT_TABLE_SHORT", "artifact_points", "static_board"]
