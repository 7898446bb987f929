"""El Dorado's route as text (``print(state)``): the hex map row by row (ED-13), each hex
two characters — terrain and strength (ED-4.3) — with the pawns (ED-2.5), the barriers
still standing (ED-6.1) and the caves (ED-12.1), under a legend.

Rows run from El Dorado (top) to the start spaces (bottom); each row is shifted by half a
hex from the next, as the hexes lie (axial ``q,r``: column ``2q + r``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from .data import BARRIERS

if TYPE_CHECKING:
    from .state import ElDorado

#: ED-13 terrain → its letter on the map (the strength follows it)
LETTER = {"machete": "g", "paddle": "b", "coin": "y", "rubble": "r", "basecamp": "c"}
LEGEND = ("g green jungle (machete), b blue water (paddle), y yellow village (coin), r rubble, c basecamp,\n"
          "  the digit its strength; ^^ mountain, () cave (its tokens left), S1–S4 start spaces,\n"
          "  E El Dorado's finish spaces, @0 a pawn of seat 0, | a standing barrier before this hex")
_BARRIER = {b.id: b for b in BARRIERS}


def _cell(s: "ElDorado", i: int, pawns: dict[int, int], fenced: set[int]) -> str:
    """One hex as three characters."""
    r = s.route
    t = r.terrain[i]
    if i in pawns:
        text = f"@{pawns[i]}"
    elif r.finish[i]:
        text = f"E{r.strength[i]}"
    elif t == "start":
        text = f"S{r.start_spaces.index(i) + 1}" if i in r.start_spaces else "S "
    elif t == "mountain":
        text = "^^"
    elif t == "cave":
        k = r.caves.index(i) if i in r.caves else -1
        left = len(s.piles[k]) if s.caves and 0 <= k < len(s.piles) else None
        text = "()" if left is None else f"({left}" if left < 10 else f"{left})"
    else:
        text = f"{LETTER.get(t, '?')}{r.strength[i]}"
    return text + ("|" if i in fenced else " ")


def route_text(s: "ElDorado") -> str:
    """The map (module doc), a line per barrier still standing and whose pawns are where."""
    r = s.route
    pawns = {h: s.pawn_seat(p) for p, h in enumerate(s.pawns) if h >= 0}
    fenced: set[int] = set()
    lines = [f"Route {r.name}: {LEGEND}"]
    for k, seam in enumerate(r.seams):
        b = s.barrier_at[k]
        if b is None:
            continue
        later = {i for edge in seam.edges for i in edge if r.piece_no[i] == seam.between[1]}
        fenced |= later
        x = _BARRIER[b]
        lines.append(f"  | barrier {b} ({x.symbol} {x.strength}) before hexes "
                     f"{', '.join(s.hex_name(i) for i in sorted(later, key=lambda i: r.cells[i]))}")
    rows: dict[int, dict[int, int]] = {}
    for i, (q, rr) in enumerate(r.cells):
        rows.setdefault(rr, {})[2 * q + rr] = i
    left = min(col for row in rows.values() for col in row)
    for rr in sorted(rows):
        row = rows[rr]
        line = ""
        for col in sorted(row):
            at = 2 * (col - left)
            line = line.ljust(at) + _cell(s, row[col], pawns, fenced)
        lines.append(f"{rr:>4} {line.rstrip()}")
    finished = [f"seat {s.pawn_seat(p)}" for p, h in enumerate(s.pawns) if h < 0]
    if finished:
        lines.append("In El Dorado: " + ", ".join(finished))
    return "\n".join(lines)
