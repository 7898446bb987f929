"""Cards, pawns, steps and tiles of Lost Cities: The Board Game (LC-1), and their notation.

Hot-path encodings (plain ints, cheap to compare and copy):

* a **card** is ``colour * 11 + value`` (0 … 54); the two copies of a card are
  rule-identical (LC-1.1), so the engine does not tell them apart: each code
  occurs exactly twice among the 110 cards.  Notation: colour letter + value,
  ``"B6"``, ``"Y10"``, ``"R0"``.
* a **step** (board node) is ``colour * 9 + step - 1`` (0 … 44); the camp is ``-1``.
  Notation: colour letter + step number, ``"B6"`` = blue step 6 (value +15).
* a **pawn** is its index 0 … 4 = ``L, E1, E2, E3, E4`` (LC-1.2).
"""
from __future__ import annotations

from ...engine import short
from .data import COLOURS, COPIES, LETTERS, STEPS, TRACK_VALUES, colour_index

N_COLOURS = len(COLOURS)
N_VALUES = 11
N_CODES = N_COLOURS * N_VALUES         # 55 distinct cards
DECK_SIZE = N_CODES * COPIES           # LC-1.1 — 110 cards
HAND = 8                               # LC-3.3 d — cards per hand
REMOVED_2P = 30                        # LC-3.3 c — cards removed with two players
CAMP = -1

#: LC-1.2 — pawn ids; index 0 is the leader
PAWNS: tuple[str, ...] = ("L", "E1", "E2", "E3", "E4")
PAWN_NAME = {"L": "leader", "E1": "explorer E1", "E2": "explorer E2", "E3": "explorer E3",
             "E4": "explorer E4"}

#: card code → colour index, value, notation
CARD_COLOUR = tuple(c // N_VALUES for c in range(N_CODES))
CARD_VALUE = tuple(c % N_VALUES for c in range(N_CODES))
CARD_NAME = tuple(f"{LETTERS[c // N_VALUES]}{c % N_VALUES}" for c in range(N_CODES))
CARD_CODE = {name: c for c, name in enumerate(CARD_NAME)}

#: step node → colour index, step number (1–9), value, notation
N_NODES = N_COLOURS * STEPS
NODE_COLOUR = tuple(n // STEPS for n in range(N_NODES))
NODE_STEP = tuple(n % STEPS + 1 for n in range(N_NODES))
NODE_VALUE = tuple(TRACK_VALUES[n % STEPS] for n in range(N_NODES))
NODE_NAME = tuple(f"{LETTERS[n // STEPS]}{n % STEPS + 1}" for n in range(N_NODES))
NODE_CODE = {name: n for n, name in enumerate(NODE_NAME)}


def node(colour: int, step: int) -> int:
    """The node index of ``step`` (1–9) on path ``colour``."""
    return colour * STEPS + step - 1


def direction(row: tuple, descending_variant: bool) -> str | None:
    """LC-5.5 / LC-13.2 — ``"ascending"``, ``"descending"`` or ``None`` (not yet fixed)."""
    if not descending_variant:
        return "ascending"
    first = row[0]
    for v in row:
        if v != first:
            return "ascending" if v > first else "descending"
    return None


def graph_node(n: int):
    """Node index → the board graph's node: ``"camp"`` or ``("BLUE", 6)`` (LC-2.1)."""
    return "camp" if n == CAMP else (COLOURS[NODE_COLOUR[n]], NODE_STEP[n])


def signed(v: int) -> str:
    """Points with their sign, the minus typographic: ``"+15"``, ``"−20"``, ``"0"``."""
    return f"+{v}" if v > 0 else f"−{-v}" if v < 0 else "0"


def where(n: int) -> str:
    """A node in words: ``"blue step 6 (+15)"`` or ``"the camp"``."""
    if n == CAMP:
        return "the camp"
    return f"{COLOURS[NODE_COLOUR[n]].lower()} step {NODE_STEP[n]} ({signed(NODE_VALUE[n])})"


def full_deck() -> list[int]:
    """LC-1.1 — the 110 cards as codes, in order (shuffle before use)."""
    return [c for c in range(N_CODES) for _ in range(COPIES)]


def card_code(text) -> int:
    """``"B6"`` → its code; ``ValueError`` naming LC-1.1's cards otherwise."""
    if isinstance(text, str):
        c = CARD_CODE.get(text.strip().upper())
        if c is not None:
            return c
    raise ValueError(f"{short(text)} is not a card (a colour letter {'/'.join(LETTERS)} and a value 0–10, "
                     "like 'B6')")


def node_code(text) -> int:
    """``"B6"`` → blue step 6's node index; ``None``/``"camp"`` → :data:`CAMP`."""
    if text is None or (isinstance(text, str) and text.strip().lower() == "camp"):
        return CAMP
    if isinstance(text, str):
        n = NODE_CODE.get(text.strip().upper())
        if n is not None:
            return n
    raise ValueError(f"{short(text)} is not a step (a colour letter {'/'.join(LETTERS)} and a step 1–9, "
                     "like 'B6', or null for the camp)")


def colour_letter(text) -> int:
    """A colour letter or name → colour index (``ValueError`` otherwise)."""
    return colour_index(text)
