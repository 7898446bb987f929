"""Urland's land regions: a partition of the 12 land zones that eruptions merge (U-2.5, U-12).

A land **region** is a set of land zones merged by eruptions (U-0.3, U-2.5.1); each
sea zone is a sea region of its own and never merges.  :class:`Regions` is a
union-find over the zones 1–12 kept fully compressed in a tuple, so that it is
immutable (a "copy" is the same object), hashable and O(1) to query:

* ``parent[z - 1]`` is the **region id** of zone ``z``: the number of the region's one
  live zone chip, its **label** (U-2.5.3: after volcano 8 erupts, zones 8 + 12 are the
  region 12, scored by chip 12), or, for a region no live chip is left in (D-2), its
  smallest zone — a name that no later eruption changes, since the region can only grow
  by merging with labelled regions, which then name it.  The partition and the live
  chips, not the order of the merges, fix the ids (U-12.3 "in either order, the
  resulting map is the same");
* ``live`` is a bitmask of the zone chips still in the game (bit ``k`` for chip ``k``):
  a region's **label** is its one live chip (U-2.5.3, D-2), ``None`` once none is left.

The map is the reconstruction of U-2.2 (D-1) unless another checked map is passed
(``board=``; see :mod:`.board`).  Region handles: a land region is its id (an int),
a sea region its sea id (``"S1"`` …).

>>> r = Regions()
>>> r.region_of(3), r.label(3), len(r.land_regions())
(3, 3, 12)
>>> r, created = r.erupt(1)              # U-2.5.4: volcano 1 lies between zones 1 and 3
>>> r.zones(r.region_of(3)), r.region_of(1), r.label(1), created    # named after chip 3
((1, 3), 3, 3, 3)
>>> r.neighbours(3)                       # U-2.5.2: across the rivers and the coasts
(2, 'S1', 'S2', 'S5')
>>> r, created = r.erupt(3)[0].erupt(2)   # volcano 2 lies inside {1, 2, 3}: internal (D-2)
>>> r, created, r.label(1), r.region_of(2)   # no live chip left there: unlabelled, id 1
(Regions(((1, 2, 3), (4,), (5,), ..., (12,)), removed=[1, 2, 3]), None, None, 1)
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable

from ...engine import short
from ...rules import BadPosition
from .board import LAND_ZONES, SEAS, UrlandMap, load_map

#: the rules a partition or an eruption breaks (names, not literals: the rulebook is not
#: registered yet)
PARTITION = "U-2.5.1"
LABELS = "U-2.5.3"
ERUPTION = "U-2.5.4"

#: U-2.5.1 — the initial partition: 12 singleton regions
SINGLETONS: tuple[int, ...] = LAND_ZONES
#: U-0.4 — every zone chip 1–12 live (bit k for chip k)
ALL_CHIPS = sum(1 << k for k in LAND_ZONES)


def rooted(parent: tuple[int, ...], live: int) -> tuple[int, ...]:
    """U-2.5.3 — ``parent`` with every region's id set to its live chip's zone, or to its
    smallest zone where it holds no live chip or (in the middle of an eruption, before
    the erupting chip leaves) two."""
    out = list(parent)
    for g in {p for p in parent}:
        zones = [z for z in LAND_ZONES if parent[z - 1] == g]
        chips = [z for z in zones if live >> z & 1]
        root = chips[0] if len(chips) == 1 else zones[0]
        for z in zones:
            out[z - 1] = root
    return tuple(out)


def _zone(z: Any, rule: str = PARTITION, what: str = "a land zone") -> int:
    if type(z) is not int or not 1 <= z <= 12:
        raise BadPosition(rule, f"{what} is 1–12, not {short(z)}")
    return z


@dataclass(frozen=True, slots=True)
class Regions:
    """The partition of the land zones into regions and the live zone chips (U-2.5).

    Immutable: :meth:`merge` and :meth:`erupt` return a new ``Regions``.
    """

    parent: tuple[int, ...] = SINGLETONS
    live: int = ALL_CHIPS

    def __repr__(self) -> str:
        dead = [k for k in LAND_ZONES if not self.live >> k & 1]
        groups = self.groups()
        return f"Regions({groups!r})" if not dead else f"Regions({groups!r}, removed={dead!r})"

    # ---------------------------------------------------------------- queries
    def region_of(self, zone: int) -> int:
        """U-2.5.1 — the id of the region holding land zone ``zone``: its live chip's number
        (U-2.5.3), its smallest zone if it has none (D-2); chip ``k`` designates
        ``region_of(k)``."""
        return self.parent[zone - 1]

    def zones(self, region: int) -> tuple[int, ...]:
        """The land zones of ``region`` (an id or any zone of it), ascending."""
        root = self.parent[region - 1]
        return tuple(z for z in LAND_ZONES if self.parent[z - 1] == root)

    def land_regions(self) -> tuple[int, ...]:
        """The ids of all land regions, ascending."""
        return tuple(z for z in LAND_ZONES if self.parent[z - 1] == z)

    def groups(self) -> tuple[tuple[int, ...], ...]:
        """The partition as tuples of zones, by smallest zone (what a position stores)."""
        return tuple(sorted(self.zones(r) for r in self.land_regions()))

    def is_live(self, chip: int) -> bool:
        """U-0.4 — chip ``chip`` is still in the game (not removed by an eruption)."""
        return bool(self.live >> chip & 1)

    def label(self, region: int) -> int | None:
        """U-2.5.3 — the number of the one live chip in ``region`` (an id or any of its
        zones), ``None`` if it has none (unlabelled: no chip can score it, D-2).
        ``AssertionError`` if it holds two live chips (never after eruptions, D-2)."""
        root = self.parent[region - 1]
        found = [z for z in LAND_ZONES if self.parent[z - 1] == root and self.live >> z & 1]
        if len(found) > 1:
            raise AssertionError(f"U-2.5.3: region {root} holds the live chips {found}")
        return found[0] if found else None

    def labels(self) -> dict[int, int | None]:
        """U-2.5.3 — region id → its label, for every land region."""
        return {r: self.label(r) for r in self.land_regions()}

    def neighbours(self, region: int | str, board: UrlandMap | None = None) -> tuple:
        """U-2.5.2 — the regions adjacent to ``region`` (a land region's id or zone, or a
        sea id): land region ids ascending, then seas.  A region is never its own
        neighbour."""
        m = load_map(board)
        land: set[int] = set()
        seas: set[str] = set()
        if isinstance(region, str):
            seas.update(m.sea_neighbours[region])
            land.update(self.parent[z - 1] for z in m.sea_coast[region])
        else:
            root = self.parent[region - 1]
            for z in self.zones(root):
                land.update(self.parent[v - 1] for v in m.river_neighbours[z])
                seas.update(m.coast[z])
            land.discard(root)
        return tuple(sorted(land)) + tuple(s for s in SEAS if s in seas)

    def adjacent(self, a: int | str, b: int | str, board: UrlandMap | None = None) -> bool:
        """U-2.5.2 — at least one static edge joins a zone of ``a`` to a zone of ``b``
        (land regions by id or zone, seas by id); never true of a region and itself."""
        key = b if isinstance(b, str) else self.parent[b - 1]
        return key in self.neighbours(a, board)

    # ---------------------------------------------------------------- changes
    def merge(self, a: int, b: int) -> Regions:
        """The union of the regions of zones ``a`` and ``b`` (union-find; the merged
        region's id as :func:`rooted` says).  Chips are untouched: the rules merge only by
        :meth:`erupt`, which also removes the erupting chip."""
        ra, rb = self.parent[_zone(a) - 1], self.parent[_zone(b) - 1]
        if ra == rb:
            return self
        return Regions(rooted(tuple(ra if p == rb else p for p in self.parent), self.live), self.live)

    def erupt(self, volcano: int, board: UrlandMap | None = None) -> tuple[Regions, int | None]:
        """U-2.5.4 — volcano ``volcano`` erupts: ``(k, m) = board.volcano[k]``; the regions of
        ``k`` and ``m`` merge unless they are one already (an internal eruption, D-2);
        chip ``k`` leaves the game either way.  Returns the new regions and the id of
        the region the merge created (``None`` for an internal eruption)."""
        k, m = load_map(board).volcano[_zone(volcano, ERUPTION, "a volcano")]
        if not self.live >> k & 1:
            raise BadPosition(ERUPTION, f"volcano {k} has erupted already (chip {k} is removed)")
        merged = self.merge(k, m)
        live = self.live & ~(1 << k)
        after = Regions(rooted(merged.parent, live), live)
        return after, (None if merged is self else after.parent[k - 1])

    def eruptions(self, volcanoes: Iterable[int],
                  board: UrlandMap | None = None) -> tuple[Regions, tuple[int, ...]]:
        """U-12.3 / U-12.4 / D-17 — several volcanoes erupt (the order does not change
        the result); returns the new regions and the ids of the regions **created by a
        merge** (the land regions that are not a region of before), where losses apply."""
        before = set(self.groups())
        after = self
        for k in volcanoes:
            after = after.erupt(k, board)[0]
        created = tuple(r for r in after.land_regions() if after.zones(r) not in before)
        return after, created

    # ---------------------------------------------------------------- positions
    @classmethod
    def from_groups(cls, groups: Any, removed: Any = (),
                    board: UrlandMap | None = None) -> Regions:
        """Regions from a position's data: ``groups`` a list of lists of land zones (every
        zone 1–12 exactly once, U-2.5.1), ``removed`` the chips removed from the game.
        Each region of several zones must be joined by rivers whose volcanoes erupted
        (U-2.5.4): then it holds at most one live chip (U-2.5.3, D-2), since each of
        those volcanoes removed its own chip, a zone of the region."""
        if not isinstance(groups, (list, tuple)) or not all(isinstance(g, (list, tuple))
                                                            and g for g in groups):
            raise BadPosition(PARTITION, f"regions are lists of land zones, not {short(groups)}")
        seen = [_zone(z) for g in groups for z in g]
        if sorted(seen) != list(LAND_ZONES):
            raise BadPosition(PARTITION, f"the regions hold each land zone 1–12 exactly once, "
                                         f"not {short(sorted(seen))}")
        if not isinstance(removed, (list, tuple)):
            raise BadPosition(LABELS, f"removed chips are a list, not {short(removed)}")
        dead = {_zone(k, LABELS, "a removed chip") for k in removed}
        if len(dead) != len(removed):
            raise BadPosition(LABELS, f"a chip is removed twice: {short(removed)}")
        parent = [0] * 12
        for g in groups:
            for z in g:
                parent[z - 1] = min(g)
        live = ALL_CHIPS & ~sum(1 << k for k in dead)
        r = cls(rooted(tuple(parent), live), live)
        m = load_map(board)
        for k in sorted(dead):
            a, b = m.volcano[k]
            if r.parent[a - 1] != r.parent[b - 1]:
                raise BadPosition(ERUPTION, f"volcano {k} erupted (chip {k} is removed), yet zones {a} "
                                            f"and {b} on either side of it are not one region")
        for g in r.groups():
            reached, todo = {g[0]}, [g[0]]
            while todo:
                z = todo.pop()
                for k, (a, b) in m.volcano.items():
                    if k in dead and z in (a, b):
                        other = b if z == a else a
                        if other in g and other not in reached:
                            reached.add(other)
                            todo.append(other)
            if len(reached) != len(g):
                raise BadPosition(ERUPTION, f"region {list(g)} is not joined by erupted volcanoes")
        return r
