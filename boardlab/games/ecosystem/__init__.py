"""Ecosystem (Genius Games, 2018; second edition rules) — ``docs/rules/ecosystem.md``.

``boardlab.new("ecosystem", players=1..6, seed=…)``: 1 = solo against the automated
opponent (EC-10), 2 = two players and a neutral hand (EC-9), 3–6 = the draft (EC-3).
"""
from .actions import Gift, Pick, Place, Swap
from . import rulebook  # noqa: F401  (registers the EC rule ids)
from .components import CARDS, format_grid, parse_grid
from .options import EcosystemOptions
from .scoring import ScoreSheet, ScoringRules, score_grid_preview, score_grids
from .state import Ecosystem, legal_cells
from .. import TUTORIALS, Game
from . import describe, render, ui

#: the descriptor the registry is built from (``boardlab.games.registry()``)
GAME = Game(state=Ecosystem, name="ecosystem", title="Ecosystem", options=EcosystemOptions,
            render=render, ui=ui, describe=describe.describe,
            rulebook=rulebook.RULES, rule_prefix="EC", tutorials=TUTORIALS / "ecosystem")

__all__ = ["GAME", "EcosystemOptions",
           "Ecosystem", "Pick", "Place", "Swap", "Gift", "CARDS", "parse_grid", "format_grid",
           "score_grids", "score_grid_preview", "ScoreSheet", "ScoringRules", "legal_cells"]
