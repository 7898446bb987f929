"""Urland (issue 10): work in progress, not registered yet.

This package is groundwork only: it exports no ``GAME``, is not in
``boardlab.games.BUILTIN`` and registers no rulebook.  So far it holds the board
(:mod:`.board`: the map of U-2.2 — **a reconstruction**, decision D-1 — as data and as
a networkx graph, validated against U-2.3) and the land regions that eruptions merge
(:mod:`.regions`, U-2.5 / U-12).
"""
