"""Lost Cities: The Board Game — the board's printed data (``docs/rules/lost_cities.md``).

**PROVISIONAL DATA.**  Two tables here are not printed in any available source and
are placeholders so the game can be played (spec LC-1.7 / D-3 and LC-1.9a / D-5):

* :data:`SLOT_LAYOUT` — which steps of which path carry an event-tile slot.  The
  default (5 slots per path, one on every lost city, none on step 1) satisfies
  every worked example of the rules but is *not* read from a photo of the board.
* :data:`ARTIFACT_TABLE_LONG` — the 3-round artifact table.  Only 6 chips → +30
  and 9 chips → +70 are sourced; every other entry is a placeholder.
  :data:`ARTIFACT_TABLE_SHORT` (short game) is derived from Keltis × 5 (D-6).

The engine never hard-codes either: pass others when the board is checked::

    boardlab.new("lost_cities", players=3, seed=1,
                 slots={"YELLOW": [2, 4, 6, 8, 9], "BLUE": [3, 5, 6, 7, 9], ...},   # 25 slots
                 artifact_table={"points": [-60, -50, ...], "per_extra_chip": 15})

``slots`` maps each colour (name or letter) to its slot steps (1–9, 25 slots in
all, LC-1.7); ``artifact_table`` is a list of VP by chip count (0, 1, 2 …; counts
past the end score the last entry) or ``{"points": [...], "per_extra_chip": n}``
(each chip past the end adds ``n``).  Both are validated by :func:`slot_layout`
and :func:`artifact_table`, which raise :class:`~boardlab.BadPosition` citing the
rule (LC-1.7, LC-1.9); :class:`~boardlab.games.lost_cities.options.LostCitiesOptions`
calls them when it is built.

The rest is sourced with high confidence: track values (LC-1.3), tile counts
(LC-1.6; the VP split 2×5, 3×10, 2×15 is D-4).
"""
from __future__ import annotations

from ...engine import short
from ...rules import BadPosition

#: LC-1.1 / D-11 — the five colours (cards, paths, discard piles), in this fixed order
COLOURS: tuple[str, ...] = ("YELLOW", "BLUE", "WHITE", "GREEN", "RED")
#: one-letter codes used in notation and positions
LETTERS: tuple[str, ...] = ("Y", "B", "W", "G", "R")

#: LC-1.1 — card values 0–10, two copies of each card
CARD_VALUES = range(11)
COPIES = 2

#: LC-1.3 — value of steps 1 … 9 (the same on every path)
TRACK_VALUES: tuple[int, ...] = (-20, -15, -10, 5, 10, 15, 30, 35, 50)
STEPS = 9
#: LC-1.4 — the bridge lies between step 6 and step 7: entering step 7 crosses it
BRIDGE_AFTER = 6
#: LC-8.1 — the fifth crossing ends the round
CROSSINGS_TO_END = 5


def ordinal(n: int) -> str:
    """``5`` → ``"fifth"`` (LC-8.1's words), ``11`` → ``"11th"``."""
    words = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth")
    return words[n - 1] if 1 <= n <= len(words) else f"{n}th"


#: LC-1.6 — the 25 event tiles: kind → count (VP split D-4)
TILE_COUNTS: dict[str, int] = {"ARTIFACT": 9, "STEP": 9, "VP5": 2, "VP10": 3, "VP15": 2}
#: LC-7.3 — points of the VP tiles
TILE_VP: dict[str, int] = {"VP5": 5, "VP10": 10, "VP15": 15}

#: LC-1.7 — PROVISIONAL (D-3): path → the steps that carry a tile slot
SLOT_LAYOUT: dict[str, tuple[int, ...]] = {
    "YELLOW": (2, 4, 6, 8, 9),
    "BLUE": (3, 5, 6, 7, 9),
    "WHITE": (2, 3, 5, 7, 9),
    "GREEN": (2, 4, 5, 8, 9),
    "RED": (3, 4, 7, 8, 9),
}

#: LC-1.9a — PROVISIONAL (D-5): 3-round game; only 6 → 30 and 9 → 70 are sourced
ARTIFACT_TABLE_LONG: dict = {"points": (-60, -50, -40, -30, -20, -10, 30, 45, 55, 70),
                             "per_extra_chip": 15}
#: LC-1.9b — short game (D-6): Keltis wishing stones × 5
ARTIFACT_TABLE_SHORT: dict = {"points": (-20, -15, 10, 15, 30, 50), "per_extra_chip": 0}


#: the most artifact chips a player can hold: every artifact of all three rounds (LC-1.8)
MAX_CHIPS = 3 * TILE_COUNTS["ARTIFACT"]
#: the largest VP figure an option or position may hold (far beyond any real game)
VP_LIMIT = 10**6


def colour_index(name) -> int:
    """``"BLUE"``, ``"blue"`` or ``"B"`` → 1 (LC-1.1 / D-11); ``ValueError`` otherwise."""
    if isinstance(name, str):
        key = name.strip().upper()
        if key in COLOURS:
            return COLOURS.index(key)
        if key in LETTERS:
            return LETTERS.index(key)
    raise ValueError(f"{short(name)} is not a colour ({', '.join(COLOURS)} or {'/'.join(LETTERS)})")


def slot_layout(spec=None) -> dict[str, tuple[int, ...]]:
    """LC-1.7 — a validated slot layout, keyed by colour name, steps sorted.

    ``spec`` maps every colour (name or letter) to a list of steps 1–9; there are
    exactly 25 slots in all (one per event tile).  ``None`` gives :data:`SLOT_LAYOUT`.
    """
    if spec is None:
        return dict(SLOT_LAYOUT)
    if not isinstance(spec, dict):
        raise BadPosition("LC-1.7", f"slots must map each colour to its slot steps, not {short(spec)}")
    out: dict[str, tuple[int, ...]] = {}
    for key, steps in spec.items():
        try:
            name = COLOURS[colour_index(key)]
        except ValueError as e:
            raise BadPosition("LC-1.7", f"slots: {e}") from None
        if name in out:
            raise BadPosition("LC-1.7", f"slots: {name} is given twice")
        if not isinstance(steps, (list, tuple)) or not all(
                isinstance(x, int) and not isinstance(x, bool) and 1 <= x <= STEPS for x in steps):
            raise BadPosition("LC-1.7", f"slots: {name} must be a list of steps 1–{STEPS}, not {short(steps)}")
        if len(set(steps)) != len(steps):
            raise BadPosition("LC-1.7", f"slots: {name} names a step twice: {short(list(steps))}")
        out[name] = tuple(sorted(steps))
    missing = [c for c in COLOURS if c not in out]
    for c in missing:
        out[c] = ()
    total = sum(len(v) for v in out.values())
    n_tiles = sum(TILE_COUNTS.values())
    if total != n_tiles:
        raise BadPosition("LC-1.7", f"the board has exactly {n_tiles} tile slots (one per event tile), "
                                    f"this layout has {total}")
    return {c: out[c] for c in COLOURS}


def artifact_table(spec) -> dict:
    """LC-1.9 — a validated artifact table ``{"points": (...), "per_extra_chip": n}``.

    ``spec`` is such a dict, or a plain list of VP by chip count (then counts past
    the end score the last entry, ``per_extra_chip = 0``).
    """
    if isinstance(spec, (list, tuple)):
        spec = {"points": spec, "per_extra_chip": 0}
    if not isinstance(spec, dict) or any(k not in ("points", "per_extra_chip") for k in spec) \
            or "points" not in spec:
        raise BadPosition("LC-1.9", "artifact_table is a list of VP by chip count (0, 1, 2 …) or "
                                    f"{{'points': [...], 'per_extra_chip': n}}, not {short(spec)}")
    points, extra = spec["points"], spec.get("per_extra_chip", 0)
    ok = lambda x: type(x) is int and abs(x) <= VP_LIMIT  # noqa: E731 (a local predicate)
    if not isinstance(points, (list, tuple)) or not 0 < len(points) <= MAX_CHIPS + 1 \
            or not all(ok(x) for x in points):
        raise BadPosition("LC-1.9", f"artifact_table points must be a list of 1 … {MAX_CHIPS + 1} whole "
                                    f"numbers (at most {VP_LIMIT:,} either way), not {short(points)}")
    if not ok(extra):
        raise BadPosition("LC-1.9", f"artifact_table per_extra_chip must be a whole number (at most "
                                    f"{VP_LIMIT:,} either way), not {short(extra)}")
    return {"points": tuple(points), "per_extra_chip": extra}


def artifact_points(table: dict, chips: int) -> int:
    """LC-1.9 / LC-11.2 — the VP a player with ``chips`` artifact chips scores at game end."""
    points = table["points"]
    if chips < len(points):
        return points[chips]
    return points[-1] + table["per_extra_chip"] * (chips - len(points) + 1)
