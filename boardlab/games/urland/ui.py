"""What the widgets need of Urland's board: which nodes a move is clicked as, what a click
sequence means and why a click is refused (docs/contract.md).

Node ids are those of the drawing (:mod:`.render`):

* ``L1`` … ``L12`` — every land zone; a click on any zone of a merged region means the
  region, named by its live chip (U-2.5.3: ``L3`` of region {3, 4} means ``L4`` after
  volcano 3 erupted);
* ``S1`` … ``S5`` — the seas;
* ``supply`` — the supply of the seat to move;
* ``chip:7`` — a zone chip of the shown hand (U-6.1);
* ``gene:legs`` — a gene card, on display or owned by a player.

Click sequences (each legal action has one, or none when it is in the move list only):

==============================  =========================  ==============================
action                          clicks                     why
==============================  =========================  ==============================
``choose 7``                    ``chip:7``                 U-6.1
``land S1 L3`` / ``sea S1 S2``  ``S1``, ``L3`` / ``S2``    from, to (U-7.4.1, U-7.4.3)
``retreat L3``                  ``L3``, ``supply``         back to supply (U-7.4.4)
``reproduce S2``                ``supply``, ``S2``         from supply into the sea (U-7.4.2)
``more L3``                     ``L3``                     the next Ichto's region
``take legs``                   ``gene:legs``              U-10.6
``mutate legs``                 ``gene:legs`` (another's)  U-15.4
``legs S1 L3 1``                ``gene:legs``, ``S1``, ``L3``  count 1 only (U-14.2)
``wings L3 S2 1``               ``gene:wings``, ``L3``, ``S2`` count 1 only (U-14.5)
``turbo S1 S4`` / ``S1 L3 1``   ``gene:turbo``, ``S1``, …  count ≤ 1 only (U-14.9)
``egg L3``                      ``gene:egg``, ``L3``       without ``to`` only (U-14.4)
``pay`` / ``panic`` / ``panic   the region or sea          U-10.5, U-11.2, U-11.3, U-14.7,
to`` / ``flee`` / ``place``                                U-15.9
==============================  =========================  ==============================

Move list only: ``more``, ``done``, ``chip``, ``end``, ``bid``, ``pass``, ``keep``,
``gills``/``no gills``, ``assimilate``, ``stink``, ``teeth``, counts of 2, ``egg L3 L2``.
No sequence is a prefix of another legal one, so the widget never stops early.
"""
from __future__ import annotations

from typing import Iterable

from ...engine import Action
from . import actions as A
from .state import Urland

#: decision → (verb of a one-region answer, the rule)
_ONE: dict[str, tuple[str, str]] = {"pay": ("pay", "U-10.5"), "panic_at": ("panic", "U-11.2"), "panic_to": ("panic to", "U-11.3"),
        "flee": ("flee", "U-14.7"), "place": ("place", "U-15.9"), "more": ("more", "U-7.4.4")}
_LIST = {"bid": ("U-10.3", "bids are sealed: choose your bid in the move list"),
         "keep": ("U-14.7", "choose how many Ichtos stay in the move list"),
         "save": ("U-14.7", "choose how many Ichtos flee in the move list"),
         "gills": ("U-15.10", "choose gills or no gills in the move list")}


def nodes_of(state: Urland, a: Action) -> tuple[str, ...]:
    """The nodes a person clicks, in order, to choose ``a`` (``()``: move list only)."""
    if isinstance(a, A.Choose):
        return (f"chip:{a.chip}",)
    if isinstance(a, A.Land):
        return (a.sea, a.land)
    if isinstance(a, A.SeaMove):
        return (a.src, a.dst)
    if isinstance(a, A.Retreat):
        return (a.region, "supply")
    if isinstance(a, A.Reproduce):
        return ("supply", a.sea)
    if isinstance(a, A.More):
        return (a.region,) if a.region is not None else ()
    if isinstance(a, (A.Take, A.Mutate)):
        return (f"gene:{a.gene}",)
    if isinstance(a, (A.Pay, A.Place)):
        return (a.region,)
    if isinstance(a, A.PanicAt):
        return (a.land,)
    if isinstance(a, (A.PanicTo, A.Flee)):
        return (a.sea,)
    if isinstance(a, (A.Legs, A.Wings)):
        return (f"gene:{a.verb}", a.src, a.dst) if a.count == 1 else ()
    if isinstance(a, A.Turbo):
        return ("gene:turbo", a.src, a.dst) if a.count in (None, 1) else ()
    if isinstance(a, A.Egg):
        return ("gene:egg", a.land) if a.to is None else ()
    return ()


def canonical(state: Urland, node: str) -> str:
    """A clicked node as the actions name it: a land zone → its region (U-2.5.1, named
    after its live chip, U-2.5.3)."""
    if len(node) > 1 and node[0] == "L" and node[1:].isdigit() and 1 <= int(node[1:]) <= 12:
        return f"L{state.regions.region_of(int(node[1:]))}"
    return node


def aliases(state: Urland, node: str) -> tuple[str, ...]:
    """The drawn nodes a click on which means ``node`` (the reverse of :func:`canonical`):
    every zone of a land region (U-2.5.1), so that ``Play`` highlights them all."""
    if len(node) > 1 and node[0] == "L" and node[1:].isdigit() and 1 <= int(node[1:]) <= 12:
        return tuple(f"L{z}" for z in state.regions.zones(int(node[1:])))
    return (node,)


def _region(n: str) -> bool:
    return len(n) > 1 and n[0] in "LS" and n[1:].isdigit()


def action_for(state: Urland, nodes: Iterable[str]) -> str | None:
    """The notation a click sequence would mean, legal or not, or ``None``.

    A click on any zone of a merged region means that region (named after its live chip).
    """
    nodes = [canonical(state, n) for n in nodes]
    if not nodes or state.is_over or state.to_move is None:
        return None
    d = state.decision()
    first = nodes[0]
    if d == "choose":
        if len(nodes) == 1 and first.startswith("chip:") and first[5:].isdigit():
            return f"choose {first[5:]}"
        return None
    if d == "take":
        return f"take {first[5:]}" if len(nodes) == 1 and first.startswith("gene:") else None
    if d in _ONE:
        return f"{_ONE[d][0]} {first}" if len(nodes) == 1 and _region(first) else None
    if d != "act":
        return None
    if first.startswith("gene:"):
        gene = first[5:]
        rest = nodes[1:]
        if not rest:
            return None if gene in state.genes[state.to_move] else f"mutate {gene}"
        if not all(_region(n) for n in rest):
            return None
        if gene == "egg" and len(rest) == 1:
            return f"egg {rest[0]}"
        if len(rest) == 2:
            src, dst = rest
            if gene in ("legs", "wings"):
                return f"{gene} {src} {dst} 1"
            if gene == "turbo":
                return f"turbo {src} {dst}" + (" 1" if dst[0] == "L" else "")
        return None
    if len(nodes) != 2:
        return None
    a, b = nodes
    if b == "supply" and _region(a):
        return f"retreat {a}"
    if a == "supply" and _region(b):
        return f"reproduce {b}"
    if _region(a) and _region(b) and a[0] == "S":
        return f"{'land' if b[0] == 'L' else 'sea'} {a} {b}"
    return None


def refusal(state: Urland, nodes: Iterable[str]) -> tuple[str, str] | None:
    """(rule, reason) for clicks that cannot mean any action of the seat to move;
    ``None`` when they may simply start a move (or :func:`action_for` names one the
    engine explains)."""
    nodes = [canonical(state, n) for n in nodes]
    if not nodes or state.is_over or state.to_move is None:
        return None
    d = state.decision()
    last = nodes[-1]
    name = state.seat_name(state.to_move)
    if d in _LIST:
        return _LIST[d]
    if last.startswith("chip:") and d != "choose":
        return ("U-6.1", "a zone chip is chosen only by the environment player, at the start of "
                         f"a turn; now {name} decides")
    if d == "choose" and not last.startswith("chip:"):
        return ("U-6.1", f"first {name}, the environment player, chooses a zone chip of the hand")
    if d == "take" and not last.startswith("gene:"):
        return ("U-10.6", f"{name} takes a gene from the display (click it) or passes")
    if last.startswith("gene:") and d != "take":
        gene = last[5:]
        if d != "act":
            return ("U-10.6", "genes are taken only in an auction")
        if gene in state.display:
            return ("U-10.1", "a displayed gene is acquired only in an auction, on a mutation space")
    if d == "act" and len(nodes) == 2 and _region(nodes[0]) and nodes[0][0] == "L" and _region(nodes[1]):
        return ("U-7.4", "Ichtos leave land only by retreat (click the region, then the supply) "
                         "or with a gene (click it first: Legs, Wings)")
    if d in _ONE and not _region(last):
        return (_ONE[d][1], f"{name} answers by clicking a region or sea on the map")
    return None
