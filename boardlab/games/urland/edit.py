"""Urland position edits (:mod:`boardlab.edit`).

* ``set ichtos`` — click a zone (``L4``, ``S1``; a zone of a merged region stands for the
  region, U-2.5.1), type colour counts (``black=2 white=0``): the colours named get those
  counts, the others stay (``none`` empties the region).  The supply is recomputed (U-0.2:
  board + supply = 27 of each colour), so too many Ichtos of a colour is refused there.
* ``give chip`` — type ``colour: chip`` (``white: 7``; or a role, ``environment: 7``,
  ``neutral: 7``, U-4.2): the zone chip goes to that seat's hand from where it is (the
  pile, another hand), and a chip of the hand goes in its place — the hand's oldest, or the
  one named after ``for`` (``white: 7 for 3``), so every chip stays in one place (U-0.4);
  who may hold chips in the phase is U-6.1's;
* ``give gene`` — type ``colour: gene`` (``white: legs``): the gene goes to that seat from
  where it is (the display, the deck, another seat) (U-10.8, U-3.7).

Each edit only changes the position; ``from_position`` decides whether it could occur.
"""
from __future__ import annotations

from ...edit import Edit, refuse, take
from .components import COLOURS
from .genes import GENES


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
    items = what.replace(",", " ").split()
    for item in items:
        colour, sep, n = item.partition("=")
        if not sep or colour not in colours or not n.isdigit():
            raise refuse(f"set ichtos: write counts like 'black=2 white=0' (colours: "
                         f"{', '.join(colours)}), or 'none' to empty the region, not {what!r}", "U-0.5")
        counts[colour] = int(n)
    if not items:
        raise refuse("set ichtos: type the counts of the colours to change ('black=2 white=0'), "
                     "or 'none' to empty the region", "U-0.5")
    return counts


def _set_ichtos(p: dict, where: list[str], what: str) -> dict:
    region = _region(p, where[0])
    ichtos = p.setdefault("ichtos", {})
    if what.lower() == "none":
        ichtos.pop(region, None)
    else:
        here = dict(ichtos.get(region) or {})
        here.update(_counts(what, p["players"]))      # the colours not named stay
        here = {c: k for c, k in here.items() if k}
        if here:
            ichtos[region] = here
        else:
            ichtos.pop(region, None)
    p.pop("supply", None)   # U-0.2: what is not on the board
    return p


def _colour(what: str, players: int, edit: str, example: str) -> tuple[str, str]:
    colour, sep, rest = what.partition(":")
    colour = colour.strip().lower()
    colours = COLOURS[:players]
    if not sep or colour not in colours:
        raise refuse(f"{edit}: write 'colour: …' with a colour of this game ({', '.join(colours)}), "
                     f"e.g. {example!r}, not {what!r}", "U-0.5")
    return colour, rest.strip()


def _role(p: dict, what: str) -> str:
    """``what`` with a role written first (``environment: 7``, ``neutral: 7``) written
    with that seat's colour instead (U-4.2: the neutral player sits left of the environment
    player)."""
    role, sep, rest = what.partition(":")
    if sep and role.strip().lower() in ("environment", "neutral") and p.get("environment") in COLOURS:
        seat = (COLOURS.index(p["environment"]) + (role.strip().lower() == "neutral")) % p["players"]
        return f"{COLOURS[seat]}:{rest}"
    return what


def _give_chip(p: dict, where: list[str], what: str) -> dict:
    colour, rest = _colour(_role(p, what), p["players"], "give chip", "white: 7")
    chip, _, old = rest.lower().partition(" for ")
    numbers = [chip.strip()] + ([old.strip()] if old else [])
    if not all(x.isdigit() and 1 <= int(x) <= 12 for x in numbers):
        raise refuse(f"give chip: name a zone chip 1–12 (and the chip it replaces after 'for'), "
                     f"e.g. 'white: 7 for 3', not {what!r}", "U-0.4")
    k = int(chip)
    if k in (p.get("removed") or []):
        raise refuse(f"give chip: chip {k} is out of the game (its zone's volcano erupted, U-2.5.4); "
                     f"give a chip still in play", "U-2.5.4")
    hands = p.setdefault("hands", {})
    hand = list(hands.get(colour) or [])
    if k in hand:
        return p
    if old and int(old) not in hand:
        raise refuse(f"give chip: {colour} holds no chip {old} (its chips: "
                     f"{', '.join(map(str, hand)) or 'none'})", "U-0.4")
    out = [int(old)] if old else hand[:1]
    kept = [c for c in hand if c not in out]
    others = [hands[c] for c in hands if c != colour and isinstance(hands[c], list)]
    hands[colour] = take(out, [k], [p.get("pile")] + others) + kept
    return p


def _give_gene(p: dict, where: list[str], what: str) -> dict:
    colour, gene = _colour(what, p["players"], "give gene", "white: legs")
    genes = p.setdefault("genes", {})
    owned = list(genes.get(colour) or [])
    if gene in owned:
        return p
    if gene not in GENES:
        raise refuse(f"give gene: no gene {gene!r} (genes: {', '.join(GENES)})", "U-14")
    others = [genes[c] for c in genes if c != colour and isinstance(genes[c], list)]
    genes[colour] = owned + take([], [gene], [p.get("display"), p.get("gene_deck")] + others)
    return p


EDITS = [
    Edit("set ichtos", "click a zone, type the counts of the colours to change ('black=2 white=0')", 1,
         "black=2 white=1", _set_ichtos, ("L4",)),
    Edit("give chip", "no click: type 'colour: chip' ('white: 7', or 'white: 7 for 3'; 'environment: 7' "
         "or 'neutral: 7' for that role's seat)", 0, "environment: 7", _give_chip),
    Edit("give gene", "no click: type 'colour: gene' ('white: legs')", 0, "white: legs", _give_gene),
]

#: ``set field``'s example here
SET_FIELD_EXAMPLE = "turn = 2"
