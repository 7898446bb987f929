"""Urland position edits (:mod:`boardlab.edit`).

* ``set ichtos`` — click a zone (``L4``, ``S1``; a zone of a merged region stands for the
  region, U-2.5.1), type colour counts (``black=2 white=1``; nothing for none).  The supply
  is recomputed (U-0.2: board + supply = 27 of each colour), so too many Ichtos of a colour
  is refused there.

The edit only changes the position; ``from_position`` decides whether it could occur.
"""
from __future__ import annotations

from ...edit import Edit, refuse
from .components import COLOURS


def _region(p: dict, node: str) -> str:
    """The region key of a clicked zone: ``L{its live chip}`` for land (U-2.5.3; the
    smallest zone without one, D-2), ``S…`` as is."""
    if node.startswith("S") and node[1:].isdigit():
        return node
    if node.startswith("L") and node[1:].isdigit():
        zone = int(node[1:])
        for region in p.get("regions") or []:
            if zone in region:
                live = [z for z in region if z not in (p.get("removed") or [])]
                return f"L{live[0] if len(live) == 1 else min(region)}"
        raise refuse(f"set ichtos: zone {zone} is no longer on the map (its volcano erupted)", "U-2.5.4")
    raise refuse(f"set ichtos: click a land or sea zone ('L4', 'S1'), not {node!r}", "U-2.5.1")


def _counts(what: str, players: int) -> dict[str, int]:
    colours = COLOURS[:players]
    counts: dict[str, int] = {}
    for item in what.replace(",", " ").split():
        colour, sep, n = item.partition("=")
        if not sep or colour not in colours or not n.isdigit():
            raise refuse(f"set ichtos: write counts like 'black=2 white=1' (colours: "
                         f"{', '.join(colours)}), not {what!r}", "U-0.5")
        if int(n):
            counts[colour] = int(n)
    return counts


def _set_ichtos(p: dict, where: list[str], what: str) -> dict:
    region = _region(p, where[0])
    ichtos = p.setdefault("ichtos", {})
    counts = _counts(what, p["players"])
    if counts:
        ichtos[region] = counts
    else:
        ichtos.pop(region, None)
    p.pop("supply", None)   # U-0.2: what is not on the board
    return p


EDITS = [
    Edit("set ichtos", "click a zone, type counts ('black=2 white=1')", 1, "black=2 white=1", _set_ichtos),
]
