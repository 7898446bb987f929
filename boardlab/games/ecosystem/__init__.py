"""Ecosystem (Genius Games, 2018; second edition rules) — ``shared/rules/ecosystem.md``.

``boardlab.new("ecosystem", players=1..6, seed=…)``: 1 = solo against the automated
opponent (EC-10), 2 = two players and a neutral hand (EC-9), 3–6 = the draft (EC-3).
"""
from .actions import Gift, Pick, Place, Swap
from . import rulebook  # noqa: F401  (registers the EC rule ids)
from .components import CARDS, format_grid, parse_grid
from .scoring import ScoreSheet, ScoringRules, score_grid_preview, score_grids
from .state import Ecosystem, legal_cells

__all__ = ["Ecosystem", "Pick", "Place", "Swap", "Gift", "CARDS", "parse_grid", "format_grid",
           "score_grids", "score_grid_preview", "ScoreSheet", "ScoringRules", "legal_cells"]
