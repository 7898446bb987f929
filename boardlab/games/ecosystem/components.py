"""Ecosystem's cards (EC-1) and the grid text format (EC-1.3)."""
from __future__ import annotations

from ...engine import short
from ...rules import BadPosition

#: EC-1.1 — code → (type name, copies in the deck).  Order: the deck's table.
CARDS: dict[str, tuple[str, int]] = {
    "M": ("meadow", 20),
    "S": ("stream", 20),
    "B": ("bear", 12),
    "F": ("fox", 12),
    "W": ("wolf", 12),
    "D": ("deer", 12),
    "T": ("trout", 10),
    "Y": ("dragonfly", 8),
    "E": ("bee", 8),
    "A": ("eagle", 8),
    "R": ("rabbit", 8),
}
NAME = {code: name for code, (name, _) in CARDS.items()}
CODE = {name: code for code, name in NAME.items()}
COPIES = {code: n for code, (_, n) in CARDS.items()}
DECK_SIZE = sum(COPIES.values())  # 130

#: EC-8.1 — the 11 scored types, in the order of the score sheet.
SCORE_TYPES = ("bear", "bee", "trout", "fox", "eagle", "dragonfly", "deer",
               "meadow", "rabbit", "stream", "wolf")

ROWS, COLS = 4, 5  # EC-4.4 — at most 4 rows high and 5 columns wide

Cell = tuple[int, int]
Grid = dict[Cell, str]


def a_card(code: str) -> str:
    """``"a bear"``, ``"an eagle"`` — a card's name with its article, for event texts."""
    name = NAME[code]
    return ("an " if name[0] in "aeiou" else "a ") + name


def full_deck() -> list[str]:
    """The 130 cards of EC-1.1 as codes, in table order (shuffle before use)."""
    return [code for code, n in COPIES.items() for _ in range(n)]


def reading_cell(k: int) -> Cell:
    """EC-9.4 / EC-10.2 — the k-th card (1-based) of a neutral/automated grid."""
    return ((k - 1) // COLS, (k - 1) % COLS)


def parse_grid(text: str, *, complete: bool = True) -> Grid:
    """Read an EC-1.3 grid text: 4 lines of 5 codes, by newlines or ``/``.

    Spaces inside a line are ignored.  ``.`` marks an empty cell (only when
    ``complete=False``).  Raises :class:`BadPosition` citing EC-1.3 / EC-1.1.
    """
    if not isinstance(text, str):
        raise BadPosition("EC-1.3", f"a grid is text like 'MEMST/MBTSY/DFARS/WWDSM', not {type(text).__name__}")
    lines = [ln.replace(" ", "").replace("\t", "") for ln in text.replace("/", "\n").splitlines()]
    lines = [ln for ln in lines if ln]
    if len(lines) != ROWS or any(len(ln) != COLS for ln in lines):
        raise BadPosition("EC-1.3", f"a grid is 4 lines of 5 codes, got {short(text)}")
    grid: Grid = {}
    for r, line in enumerate(lines):
        for c, ch in enumerate(line.upper()):
            if ch == "." and not complete:
                continue
            if ch not in CARDS:
                raise BadPosition("EC-1.1", f"unknown card code {ch!r} in grid {short(text)} "
                                            f"(codes: {''.join(CARDS)})")
            grid[(r, c)] = ch
    return grid


def format_grid(grid: Grid, sep: str = "/") -> str:
    """Write a grid as EC-1.3 text, normalised (EC-4.7); empty cells are ``.``."""
    if not grid:
        return ""
    r0 = min(r for r, _ in grid)
    c0 = min(c for _, c in grid)
    r1 = max(r for r, _ in grid)
    c1 = max(c for _, c in grid)
    return sep.join("".join(grid.get((r, c), ".") for c in range(c0, c1 + 1))
                    for r in range(r0, r1 + 1))


def normalise(grid: Grid) -> Grid:
    """EC-4.7 — shift so the smallest row and column are 0."""
    if not grid:
        return {}
    r0 = min(r for r, _ in grid)
    c0 = min(c for _, c in grid)
    return {(r - r0, c - c0): v for (r, c), v in grid.items()}
