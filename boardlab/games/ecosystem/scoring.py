"""Ecosystem scoring — EC-5.6, EC-6 (card types), EC-7 (Stream and Wolf majorities),
EC-8 (gaps and total), EC-9.5 (neutral hand) and EC-10.4–10.7 (solo).

Everything works on plain dicts ``{(row, col): code}`` (codes of EC-1.1); connected
groups come from a small flood fill, so no networkx is needed here.  The formulas use
the numbers of a :class:`ScoringRules`, whose defaults are the rules of the spec; change
one to try a variant::

    from dataclasses import replace
    harsh = replace(ScoringRules(), gap_table=(12, 12, 12, 7, 3, 0, -10))  # 6+ gaps cost −10
    score_grids(["MEMST/MBTSY/DFARS/WWDSM", ...], rules=harsh)

Entry points:

* :func:`score_grids` — the official score sheets of a finished game (EC-5.6: complete
  grids only), one :class:`ScoreSheet` per ecosystem;
* :func:`score_grid_preview` — the per-card formulas on any (incomplete) grid, unofficial,
  without the majority types (for bots and "what if I put it here?");
* :func:`majority_points` — the EC-7.3 ranking;
* :func:`solo_result` — the EC-10.7 margin and levels.
"""
from __future__ import annotations

from dataclasses import dataclass, field, fields
from functools import lru_cache
from typing import Any, Iterable, Mapping, Sequence

from ...engine import Event, short
from ...rules import BadPosition, IllegalAction
from .components import CARDS, CODE, COLS, ROWS, SCORE_TYPES, Cell, Grid, normalise, parse_grid

__all__ = ["ScoringRules", "ScoreSheet", "MODES", "score_grids", "score_grid_preview",
           "majority_points", "eagle_range", "groups", "solo_result"]

#: the modes of :func:`score_grids` (EC-2.1): 3–6 players, 2 players + neutral hand, solo
MODES = ("standard", "two_player", "solo")

#: EC-6.1 – EC-6.9 — the types scored card by card (the majority types are EC-6.10/6.11)
CARD_TYPES = tuple(t for t in SCORE_TYPES if t not in ("stream", "wolf"))

_ORTHO = ((-1, 0), (1, 0), (0, -1), (0, 1))  # EC-5.2 — orthogonal neighbours only
_FULL = frozenset((r, c) for r in range(ROWS) for c in range(COLS))
_BEAR_FOOD = ("E", "T")         # EC-6.1 Bee, Trout
_TROUT_FOOD = ("S", "Y")        # EC-6.3 Stream, Dragonfly
_FOX_ENEMIES = ("B", "W")       # EC-6.4 Bear, Wolf
_EAGLE_PREY = ("R", "T")        # EC-6.5 Rabbit, Trout


# ---------------------------------------------------------------- the rules table
@dataclass(frozen=True)
class ScoringRules:
    """The numbers of EC-6 to EC-8 and EC-10.7, defaults = the spec (second edition).

    Change a field to try a variant ("what if six gaps cost −10?")::

        ScoringRules(gap_table=(12, 12, 12, 7, 3, 0, -10))

    Tables are tuples read by index; the **last** entry also applies to every larger
    index.  Lists are accepted and turned into tuples, and :func:`score_grids` also
    accepts a plain dict of these fields (as stored in a game's JSON options).
    """

    bear: int = 2            #: EC-6.1 — per Bee or Trout card next to a Bear
    bee: int = 3             #: EC-6.2 — per Meadow card next to a Bee
    trout: int = 2           #: EC-6.3 — per Stream or Dragonfly card next to a Trout
    fox: int = 3             #: EC-6.4 — per Fox with no Bear or Wolf next to it
    eagle: int = 2           #: EC-6.5 — per Rabbit or Trout within the Eagle's range
    eagle_range: int = 2     #: EC-5.4 — the range, as a Manhattan distance
    deer: int = 2            #: EC-6.7 — per row and per column holding at least one Deer
    #: EC-6.8 — f(1), f(2), f(3), f(4), f(5+): points of one meadow by its size
    meadow_table: tuple[int, ...] = (0, 3, 6, 10, 15)
    rabbit: int = 1          #: EC-6.9 — per Rabbit
    stream_payouts: tuple[int, ...] = (8, 5)      #: EC-6.10 — 1st, 2nd place
    wolf_payouts: tuple[int, ...] = (12, 8, 4)    #: EC-6.11 — 1st, 2nd, 3rd place
    #: EC-8.2 — bonus for g = 0, 1, 2, 3, 4, 5, 6+ gaps
    gap_table: tuple[int, ...] = (12, 12, 12, 7, 3, 0, -5)
    #: EC-10.7 — solo levels and the margin each needs
    solo_levels: tuple[tuple[str, int], ...] = (("Easy", 30), ("Normal", 50), ("Hard", 70))

    def __post_init__(self):
        """Check every field (a bad option fails at ``new()``, not at the last move): ``BadPosition`` citing the field's rule.  Lists become tuples."""
        for f in fields(self):
            value = _checked(f.name, getattr(self, f.name))
            object.__setattr__(self, f.name, value)

    def as_options(self) -> dict[str, Any]:
        """The fields that differ from the spec, JSON-able (tuples as lists): how a
        game keeps its ``scoring`` option in records and positions."""
        out = {}
        for f in fields(self):
            value = getattr(self, f.name)
            if value != getattr(DEFAULT_RULES, f.name):
                out[f.name] = ([list(x) for x in value] if f.name == "solo_levels"
                               else list(value) if isinstance(value, tuple) else value)
        return out

    @classmethod
    def coerce(cls, rules: "ScoringRules | Mapping[str, Any] | None") -> "ScoringRules":
        """A :class:`ScoringRules` from itself, a dict of its fields, or ``None`` (the spec);
        anything else, an unknown field or a bad value is a ``BadPosition``."""
        if rules is None:
            return DEFAULT_RULES
        if isinstance(rules, ScoringRules):
            return rules
        if isinstance(rules, Mapping):
            known = {f.name for f in fields(cls)}
            unknown = [k for k in rules if k not in known]
            if unknown:
                raise BadPosition("", f"unknown scoring rule {short(unknown[0])}; "
                                      f"known: {', '.join(sorted(known))}", subject="options")
            return cls(**rules)
        raise BadPosition("", f"scoring rules are a ScoringRules or a dict of its fields, "
                              f"not {short(rules)}", subject="options")

    @classmethod
    def choices(cls) -> dict[str, tuple | str]:
        """Each field's allowed values (a tuple) or a description of them (a string), as
        :func:`_checked` accepts them; the rule of each is in :data:`FIELD_RULES`."""
        points = f"a whole number of points (at most {POINTS_LIMIT:,} either way)"
        out: dict[str, tuple | str] = {}
        for f in fields(cls):
            size = TABLE_SIZE.get(f.name)
            if f.name == "eagle_range":
                out[f.name] = tuple(range(ROWS + COLS - 1))
            elif f.name == "solo_levels":
                out[f.name] = f"a list of up to {size} [name, margin] pairs, margins as points"
            elif f.name.endswith("_payouts"):
                out[f.name] = (f"a list of 0 … {size} entries, each {points}: 1st, 2nd … place; "
                               f"places past the end score 0")
            elif size is not None:
                out[f.name] = (f"a list of 1 … {size} entries, each {points}; "
                               f"the last also counts for every larger index")
            else:
                out[f.name] = points
        return out

    @classmethod
    def rule_ids(cls) -> dict[str, str]:
        """The rule id each field sets (:data:`FIELD_RULES`)."""
        return dict(FIELD_RULES)

    @classmethod
    def defaults(cls) -> dict[str, Any]:
        """Each field's default (the spec)."""
        return {f.name: f.default for f in fields(cls)}

    def meadow_points(self, size: int) -> int:
        """EC-6.8 — f(size) for one meadow of ``size`` cards (size ≥ 1)."""
        t = self.meadow_table
        return t[min(size, len(t)) - 1]

    def gap_points(self, g: int) -> int:
        """EC-8.2 — the gap bonus for ``g`` gaps."""
        t = self.gap_table
        return t[min(g, len(t) - 1)]


#: the rule each field of :class:`ScoringRules` sets (cited when a value is refused)
FIELD_RULES = {"bear": "EC-6.1", "bee": "EC-6.2", "trout": "EC-6.3", "fox": "EC-6.4",
               "eagle": "EC-6.5", "eagle_range": "EC-5.4", "deer": "EC-6.7", "meadow_table": "EC-6.8",
               "rabbit": "EC-6.9", "stream_payouts": "EC-6.10", "wolf_payouts": "EC-6.11",
               "gap_table": "EC-8.2", "solo_levels": "EC-10.7"}
POINTS_LIMIT = 10**6   # |points| of any entry: far beyond any variant, short enough to print
#: the longest useful table: meadows of 1 … 20 cards, ranks 1 … 6, gaps 0 … 11
TABLE_SIZE = {"meadow_table": ROWS * COLS, "stream_payouts": 6, "wolf_payouts": 6,
              "gap_table": len(SCORE_TYPES) + 1, "solo_levels": 10}


def _points(x: Any) -> bool:
    return type(x) is int and abs(x) <= POINTS_LIMIT


def _checked(name: str, value: Any) -> Any:
    """One field of :class:`ScoringRules`, checked (tables as tuples), or ``BadPosition``."""
    rule, size = FIELD_RULES[name], TABLE_SIZE.get(name)
    if name == "eagle_range":  # EC-5.4: a Manhattan distance inside a 4 × 5 grid
        if type(value) is not int or not 0 <= value <= ROWS + COLS - 2:
            raise BadPosition(rule, f"scoring eagle_range is a distance 0 … {ROWS + COLS - 2}, "
                                    f"not {short(value)}")
        return value
    if size is None:
        if not _points(value):
            raise BadPosition(rule, f"scoring {name} is a whole number of points (at most "
                                    f"{POINTS_LIMIT:,} either way), not {short(value)}")
        return value
    if not isinstance(value, (list, tuple)) or len(value) > size or (
            not value and name in ("meadow_table", "gap_table")):
        raise BadPosition(rule, f"scoring {name} is a list of 1 … {size} entries, not {short(value)}")
    if name == "solo_levels":
        ok = all(isinstance(x, (list, tuple)) and len(x) == 2 and isinstance(x[0], str)
                 and 0 < len(x[0]) <= 40 and _points(x[1]) for x in value)
        if not ok:
            raise BadPosition(rule, f"scoring solo_levels is a list of [name, margin] pairs like "
                                    f"['Easy', 30], not {short(value)}")
        return tuple((x[0], x[1]) for x in value)
    if not all(_points(x) for x in value):
        raise BadPosition(rule, f"scoring {name} holds whole numbers of points (at most "
                                f"{POINTS_LIMIT:,} either way), not {short(value)}")
    return tuple(value)


DEFAULT_RULES = ScoringRules()


# ------------------------------------------------------------------ score sheet
@dataclass
class ScoreSheet:
    """EC-8.4 — the score record of one ecosystem.

    ``by_type`` has the 11 keys of ``SCORE_TYPES``.  ``stream`` is ``L`` (EC-6.10),
    ``wolves`` is ``W`` (EC-6.11), ``gaps`` the types scoring 0 (EC-8.1).

    Neutral hand (EC-9.5, two-player game): ``by_type`` and ``gaps`` are still filled in
    for information — including the majority points it *would* earn (EC-7.5) — but it gets
    ``gap_bonus`` 0 and ``total`` None.  Automated opponent (EC-10.5, solo): ``gap_bonus``
    0 and ``total`` = the plain sum of its 11 type scores; ``gaps`` is informational.
    """

    by_type: dict[str, int]
    stream: int
    wolves: int
    gaps: list[str]
    gap_bonus: int
    total: int | None
    events: list[Event] = field(default_factory=list, repr=False)

    @property
    def g(self) -> int:
        """EC-8.1 — the number of gaps."""
        return len(self.gaps)


# ------------------------------------------------------------------ geometry
@lru_cache(maxsize=None)
def _offsets(reach: int) -> tuple[Cell, ...]:
    """EC-5.4 — offsets (dr, dc) ≠ (0, 0) with |dr| + |dc| ≤ reach (12 for reach 2)."""
    return tuple((dr, dc) for dr in range(-reach, reach + 1) for dc in range(-reach, reach + 1)
                 if 0 < abs(dr) + abs(dc) <= reach)


def eagle_range(cell: Cell, grid: Iterable[Cell], reach: int = 2) -> set[Cell]:
    """EC-5.3/EC-5.4 — ``R2(v)``: occupied cells at Manhattan distance 1..``reach`` of ``cell``.

    Computed on coordinates, not graph distance, so it is also right on incomplete grids.
    """
    occupied = grid if isinstance(grid, (dict, set, frozenset)) else set(grid)
    r, c = cell
    return {(r + dr, c + dc) for dr, dc in _offsets(reach) if (r + dr, c + dc) in occupied}


def groups(grid: Mapping[Cell, str], code: str) -> list[set[Cell]]:
    """EC-5.3 — ``Groups(X)``: maximal sets of ``code`` cards linked through shared sides.

    A flood fill over orthogonal neighbours (EC-5.2); groups come in reading order of
    their first cell.
    """
    todo = sorted(cell for cell, v in grid.items() if v == code)
    seen: set[Cell] = set()
    out: list[set[Cell]] = []
    for start in todo:
        if start in seen:
            continue
        seen.add(start)
        comp = {start}
        stack = [start]
        while stack:
            r, c = stack.pop()
            for dr, dc in _ORTHO:
                n = (r + dr, c + dc)
                if n not in seen and grid.get(n) == code:
                    seen.add(n)
                    comp.add(n)
                    stack.append(n)
        out.append(comp)
    return out


def _count_adjacent(grid: Mapping[Cell, str], r: int, c: int, codes: tuple[str, ...]) -> int:
    """EC-5.3 — ``|{u ∈ N(v) : card(u) ∈ codes}|`` (orthogonal neighbours, EC-5.2)."""
    get = grid.get
    return ((get((r - 1, c)) in codes) + (get((r + 1, c)) in codes)
            + (get((r, c - 1)) in codes) + (get((r, c + 1)) in codes))


def _s(n: int) -> str:
    return "" if n == 1 else "s"


def _cards(n: int, what: str) -> str:
    return f"{n} {what} card{_s(n)}"


# ---------------------------------------------------------- per-card formulas
def _card_scores(grid: Mapping[Cell, str], rules: ScoringRules,
                 log: list[Event] | None) -> tuple[dict[str, int], int, int]:
    """EC-6.1 – EC-6.9 on one grid, plus ``L`` (EC-6.10) and ``W`` (EC-6.11).

    Returns ``(scores of the 9 card types, L, W)``.  When ``log`` is a list, one Event per
    scored card (per meadow for EC-6.8, one for Deer, EC-6.7) is appended to it.
    """
    cells: dict[str, list[Cell]] = {}
    for cell, code in grid.items():
        cells.setdefault(code, []).append(cell)
    if log is not None:
        for lst in cells.values():
            lst.sort()
    out = dict.fromkeys(CARD_TYPES, 0)
    told = log is not None     # the reasons are worded only for a log (previews need none)

    def note(rule: str, kind: str, cell: Cell, pts: int, why: str) -> None:
        out[kind] += pts
        if log is not None:
            log.append(Event(rule, f"{kind} at ({cell[0]},{cell[1]}) scores {pts}: {why}",
                             {"type": kind, "cell": cell, "points": pts}))

    # EC-6.1 Bear: 2 per adjacent Bee or Trout card
    for r, c in cells.get("B", ()):
        n = _count_adjacent(grid, r, c, _BEAR_FOOD)
        note("EC-6.1", "bear", (r, c), rules.bear * n, _cards(n, "adjacent bee/trout") if told else "")
    # EC-6.2 Bee: 3 per adjacent Meadow card (cards, not meadows)
    for r, c in cells.get("E", ()):
        n = _count_adjacent(grid, r, c, ("M",))
        note("EC-6.2", "bee", (r, c), rules.bee * n, _cards(n, "adjacent meadow") if told else "")
    # EC-6.3 Trout: 2 per adjacent Stream or Dragonfly card
    for r, c in cells.get("T", ()):
        n = _count_adjacent(grid, r, c, _TROUT_FOOD)
        note("EC-6.3", "trout", (r, c), rules.trout * n,
             _cards(n, "adjacent stream/dragonfly") if told else "")
    # EC-6.4 Fox: 3 unless a Bear or Wolf shares a side with it (corners do not count)
    for r, c in cells.get("F", ()):
        n = _count_adjacent(grid, r, c, _FOX_ENEMIES)
        note("EC-6.4", "fox", (r, c), 0 if n else rules.fox,
             "next to a bear or wolf" if n else "no bear or wolf next to it")
    # EC-6.5 Eagle: 2 per Rabbit or Trout within Manhattan distance 2 (EC-5.4)
    if "A" in cells:
        offs = _offsets(rules.eagle_range)
        get = grid.get
        for r, c in cells["A"]:
            n = sum(1 for dr, dc in offs if get((r + dr, c + dc)) in _EAGLE_PREY)
            note("EC-6.5", "eagle", (r, c), rules.eagle * n,
                 (_cards(n, "rabbit/trout") + f" within distance {rules.eagle_range}") if told else "")
    # EC-6.6 Dragonfly: the size of every distinct stream touching it;
    # EC-6.10 L = size of the largest stream
    largest = 0
    if "S" in cells:
        stream_of: dict[Cell, int] = {}
        sizes: list[int] = []
        for i, comp in enumerate(groups(grid, "S")):
            sizes.append(len(comp))
            for cell in comp:
                stream_of[cell] = i
        largest = max(sizes)
        for r, c in cells.get("Y", ()):
            touching = {stream_of[n] for n in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1))
                        if n in stream_of}
            pts = sum(sizes[i] for i in touching)
            why = "" if not told else (f"{len(touching)} stream{_s(len(touching))} of size "
                                       + " + ".join(str(sizes[i]) for i in sorted(touching))
                                       if touching else "no stream next to it")
            note("EC-6.6", "dragonfly", (r, c), pts, why)
    else:
        for cell in cells.get("Y", ()):
            note("EC-6.6", "dragonfly", cell, 0, "no stream next to it")
    # EC-6.7 Deer: 2 per row and per column holding a Deer, once per ecosystem
    deer = cells.get("D")
    if deer:
        rows = len({r for r, _ in deer})
        cols = len({c for _, c in deer})
        out["deer"] = pts = rules.deer * (rows + cols)
        if log is not None:
            log.append(Event("EC-6.7", f"deer score {pts}: {len(deer)} deer in "
                                       f"{rows} row{_s(rows)} and {cols} column{_s(cols)}",
                             {"type": "deer", "rows": rows, "cols": cols, "points": pts}))
    # EC-6.8 Meadow: f(size) for every meadow
    if "M" in cells:
        for comp in groups(grid, "M"):
            pts = rules.meadow_points(len(comp))
            out["meadow"] += pts
            if log is not None:
                first = min(comp)
                size = len(comp)
                log.append(Event("EC-6.8", f"meadow of {size} card{_s(size)} "
                                           f"at ({first[0]},{first[1]}) scores {pts}",
                                 {"type": "meadow", "cells": sorted(comp), "size": size,
                                  "points": pts}))
    # EC-6.9 Rabbit: 1 each
    for cell in cells.get("R", ()):
        note("EC-6.9", "rabbit", cell, rules.rabbit, "1 rabbit")
    # EC-6.11 W = number of Wolf cards, connected or not
    return out, largest, len(cells.get("W", ()))


def score_grid_preview(grid: Mapping[Cell, str] | str, *,
                       rules: ScoringRules | Mapping[str, Any] | None = None) -> dict[str, int]:
    """EC-5.6 (unofficial preview) — EC-6.1 to EC-6.9 on a grid that may be incomplete.

    Same formulas as the official scoring, on the cards placed so far and their actual
    coordinates (no normalisation needed: every formula is translation-invariant).  The
    majority types (Stream, Wolf: EC-6.10/6.11) and the gap bonus (EC-8) are **not**
    included: they depend on the other ecosystems and on the finished grid.  Returns the 9
    card types (``bear`` … ``rabbit``).  No validation: meant for fast bot look-ahead.
    """
    if isinstance(grid, str):
        grid = parse_grid(grid, complete=False)
    return _card_scores(grid, ScoringRules.coerce(rules), None)[0]


# ---------------------------------------------------------------- majorities
def _rank(values: Sequence[int], x: int) -> int:
    """EC-7.3 — standard competition rank of value ``x`` among ``values``."""
    return 1 + sum(1 for y in values if y > x)


def majority_points(values: Sequence[int], payouts: Sequence[int]) -> list[int]:
    """EC-7.2/EC-7.3 — majority points of each participant, in the order of ``values``.

    A value of 0 scores 0 (EC-7.2).  Otherwise ``rank = 1 + number of larger values``
    (standard competition ranking: ties share the place, and the places they cover are not
    awarded to anyone else) and the payout of that rank is paid, 0 beyond the table.
    """
    out = []
    for x in values:
        if x <= 0:
            out.append(0)
            continue
        rank = _rank(values, x)
        out.append(payouts[rank - 1] if rank <= len(payouts) else 0)
    return out


def _ordinal(n: int) -> str:
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def _majority_event(kind: str, value: int, values: Sequence[int], pts: int) -> Event:
    """EC-7.2/EC-7.3 — explain one majority result."""
    what = "largest stream" if kind == "stream" else "wolves"
    type_rule = "EC-6.10" if kind == "stream" else "EC-6.11"
    if value <= 0:
        return Event("EC-7.2", f"{kind} majority ({type_rule}) scores 0: no {kind} card",
                     {"type": kind, "value": value, "rank": None, "points": 0, "type_rule": type_rule})
    rank = _rank(values, value)
    shared = sum(1 for v in values if v == value) > 1
    return Event("EC-7.3", f"{kind} majority ({type_rule}) scores {pts}: {what} {value}, "
                           f"{'shared ' if shared else ''}{_ordinal(rank)} place of {len(values)}",
                 {"type": kind, "value": value, "rank": rank, "points": pts, "type_rule": type_rule})


# -------------------------------------------------------------------- input
def _code(v: Any) -> str:
    """EC-1.1 — a card code from a code, a type name or an enum holding either."""
    v = getattr(v, "value", v)
    if isinstance(v, str):
        if v.upper() in CARDS:
            return v.upper()
        if v.lower() in CODE:
            return CODE[v.lower()]
    raise BadPosition("EC-1.1", f"unknown card {v!r} (codes: {''.join(CARDS)})")


def _as_grid(g: Any, i: int) -> Grid:
    """EC-1.3/EC-4.7/EC-5.6 — a complete, normalised grid from text, a dict or a graph.

    Text follows EC-1.3 (``.`` may mark an empty cell, which makes the grid incomplete);
    a dict maps ``(row, col)`` to a card; a networkx graph (EC-5.1) has a ``card``
    attribute on each node.  Raises ``IllegalAction("EC-5.6")`` if cards are missing.
    """
    if isinstance(g, str):
        grid = parse_grid(g, complete=False)
    else:
        if hasattr(g, "nodes") and callable(g.nodes):   # EC-5.1 networkx graph
            g = {n: d.get("card") for n, d in g.nodes(data=True)}
        if not isinstance(g, Mapping):
            raise BadPosition("EC-1.3", f"grid {i} must be text like 'MEMST/MBTSY/DFARS/WWDSM' "
                                        f"or a dict {{(row, col): code}}, not {type(g).__name__}")
        for cell in g:
            if not (isinstance(cell, tuple) and len(cell) == 2
                    and all(isinstance(x, int) and not isinstance(x, bool) for x in cell)):
                raise BadPosition("EC-4.1", f"grid {i}: a position is a (row, col) pair "
                                            f"of integers, not {cell!r}")
        grid = normalise({cell: _code(v) for cell, v in g.items()})
    if len(grid) < ROWS * COLS:
        raise IllegalAction("EC-5.6", f"incomplete grid: grid {i} has {len(grid)} of "
                                      f"{ROWS * COLS} cards; official scoring needs the full "
                                      f"4 x 5 grid (score_grid_preview gives an unofficial "
                                      f"preview)")
    if set(grid) != _FULL:
        raise BadPosition("EC-4.4", f"grid {i}: its {len(grid)} cards do not fill exactly 4 rows "
                                    f"by 5 columns")
    return grid


# ------------------------------------------------------------ official scoring
def score_grids(grids: Sequence[Any], mode: str = "standard", *,
                rules: ScoringRules | Mapping[str, Any] | None = None) -> list[ScoreSheet]:
    """EC-6 to EC-8 — the official score sheet of every ecosystem of a finished game.

    ``grids``: EC-1.3 texts, dicts ``{(row, col): code}`` (normalised first, EC-4.7) or
    EC-5.1 graphs; a single grid may be passed alone.  Every grid must be complete
    (EC-5.6).  ``mode``:

    * ``"standard"`` — 1 or more grids (3–6 players, EC-2.1), all scored normally;
    * ``"two_player"`` — exactly 3 grids, the last is the neutral hand (EC-9.5): it ranks
      in the Stream and Wolf majorities (EC-7.1) but gets ``gap_bonus`` 0 and ``total``
      None (its ``by_type`` and ``gaps`` are still computed, for information, EC-7.5);
    * ``"solo"`` — exactly 2 grids, player then automated opponent (EC-10.4–10.6): both
      rank in the majorities; the opponent has no gap bonus and its total is the plain
      sum of its 11 type scores.

    ``rules``: a :class:`ScoringRules` (or a dict of its fields) to try a variant.
    """
    if mode not in MODES:
        raise ValueError(f"unknown scoring mode {mode!r}; allowed modes: {', '.join(MODES)}")
    rules = ScoringRules.coerce(rules)
    if isinstance(grids, (str, Mapping)) or hasattr(grids, "nodes"):
        grids = [grids]
    grids = list(grids)
    n = len(grids)
    if mode == "standard" and n < 1:
        raise ValueError("EC-2.1: standard scoring needs at least 1 grid")
    if mode == "two_player" and n != 3:
        raise ValueError(f"EC-9.5: two_player scoring needs exactly 3 grids "
                         f"(player A, player B, neutral hand), got {n}")
    if mode == "solo" and n != 2:
        raise ValueError(f"EC-10.5: solo scoring needs exactly 2 grids "
                         f"(player, automated opponent), got {n}")
    roles = (["player"] * n if mode == "standard" else
             ["player", "player", "neutral"] if mode == "two_player" else ["player", "opponent"])

    parsed = [_as_grid(g, i) for i, g in enumerate(grids)]
    logs: list[list[Event]] = [[] for _ in parsed]
    analysed = [_card_scores(g, rules, log) for g, log in zip(parsed, logs)]
    ls = [a[1] for a in analysed]
    ws = [a[2] for a in analysed]
    stream_pts = majority_points(ls, rules.stream_payouts)   # EC-7.1: every grid takes part
    wolf_pts = majority_points(ws, rules.wolf_payouts)

    sheets = []
    for i, ((cards, big, wolves), log, role) in enumerate(zip(analysed, logs, roles)):
        by_type = {t: (stream_pts[i] if t == "stream" else wolf_pts[i] if t == "wolf" else cards[t])
                   for t in SCORE_TYPES}
        log.append(_majority_event("stream", big, ls, stream_pts[i]))
        log.append(_majority_event("wolf", wolves, ws, wolf_pts[i]))
        gaps = [t for t in SCORE_TYPES if by_type[t] == 0]            # EC-8.1
        plain = sum(by_type.values())
        gap_list = ", ".join(gaps) or "none"
        data = {"gaps": gaps, "g": len(gaps)}
        if role == "neutral":                                          # EC-9.5
            bonus, total = 0, None
            log.append(Event("EC-9.5", f"no score, no gap bonus, no total for the neutral hand "
                                       f"(its stream {big} and wolves {wolves} only rank "
                                       f"the players)",
                             {**data, "bonus": 0, "total": None}))
        elif role == "opponent":                                       # EC-10.5
            bonus, total = 0, plain
            log.append(Event("EC-10.5", f"{len(gaps)} gaps ({gap_list}) but no gap "
                                        f"bonus for the automated opponent", {**data, "bonus": 0}))
            log.append(Event("EC-8.3", f"total {total} = plain sum of the 11 type scores (EC-10.5)",
                             {"total": total}))
        else:                                                          # EC-8.2/EC-8.3
            bonus = rules.gap_points(len(gaps))
            total = plain + bonus
            log.append(Event("EC-8.2", f"{len(gaps)} gap{_s(len(gaps))} ({gap_list}): "
                                       f"gap bonus {bonus:+d}", {**data, "bonus": bonus}))
            log.append(Event("EC-8.3", f"total {total} = {plain} type points "
                                       f"{'-' if bonus < 0 else '+'} {abs(bonus)} gap bonus",
                             {"total": total}))
        sheets.append(ScoreSheet(by_type=by_type, stream=big, wolves=wolves, gaps=gaps,
                                 gap_bonus=bonus, total=total, events=log))
    return sheets


def solo_result(sheets: Sequence[ScoreSheet], *,
                rules: ScoringRules | Mapping[str, Any] | None = None) -> dict[str, Any]:
    """EC-10.7 — ``{"margin": player total − opponent total, "levels": [...]}``.

    ``sheets`` is the result of ``score_grids([player, opponent], "solo")``; ``levels`` lists
    every level reached (``"Easy"`` ≥ 30, ``"Normal"`` ≥ 50, ``"Hard"`` ≥ 70); empty = a loss.
    """
    rules = ScoringRules.coerce(rules)
    if len(sheets) != 2:
        raise ValueError(f"EC-10.7: a solo result needs 2 score sheets (player, opponent), "
                         f"got {len(sheets)}")
    margin = sheets[0].total - sheets[1].total
    levels = [name for name, need in rules.solo_levels if margin >= need]
    return {"margin": margin, "levels": levels}
