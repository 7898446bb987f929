"""Urland (Doris Matthäus & Frank Nestel, 2001) — ``docs/rules/urland.md``.

``boardlab.new("urland", players=3..5, seed=…, expansion_genes=False, map=None)``.

**The map is a reconstruction** (U-2.2, decision D-1): no available source describes the
printed board.  :mod:`.board` keeps it as data (``data/map.json``, provisional) and checks
any other map given through ``map=`` against the invariants of U-2.3.  The 10 expansion
genes (U-15, ``expansion_genes=True``) are interpretations of one-line summaries (D-21).
"""
from . import rulebook  # noqa: F401  (registers the U rule ids)
from .actions import (Assimilate, Bid, Choose, Done, Egg, End, Flee, Gills, Keep, Land, Legs, More,
                      Mutate, PanicAt, PanicTo, Pass, Pay, Place, Reproduce, Retreat, SeaMove, Spend,
                      Stink, Take, Teeth, Turbo, Wings)
from .board import UrlandMap, board_graph, load_map
from .genes import BASE_GENES, EXPANSION_GENES, GENES, gene
from .options import UrlandOptions
from .regions import Regions
from .state import Urland
from .. import TUTORIALS, Game
from . import describe, explain, render, ui

#: the descriptor the registry is built from (``boardlab.games.registry()``)
GAME = Game(state=Urland, name="urland", title="Urland", options=UrlandOptions, render=render, ui=ui,
            describe=describe.describe, explain=explain.why,
            rulebook=rulebook.RULES, rule_prefix="U", tutorials=TUTORIALS / "urland")

__all__ = ["GAME", "Urland", "UrlandOptions", "UrlandMap", "Regions", "board_graph", "load_map",
           "BASE_GENES", "EXPANSION_GENES", "GENES", "gene",
           "Choose", "Land", "Reproduce", "SeaMove", "Retreat", "More", "Done", "Spend", "End",
           "Assimilate", "Legs", "Egg", "Wings", "Stink", "Turbo", "Teeth", "Mutate", "Bid", "Take",
           "Pass", "Pay", "PanicAt", "PanicTo", "Keep", "Save", "Flee", "Place", "Gills"]
