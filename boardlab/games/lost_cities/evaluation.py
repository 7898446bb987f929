"""Lost Cities' evaluation for the bots (``LostCities.evaluate``), in plain structures.

What a seat can expect from here, from public information only: its VP banked, what its
pawns score where they stand (LC-9.1), its artifacts valued with the table (LC-9.4,
LC-11.2) and the :func:`outlook` of its pawns (the method docstrings of
:class:`~boardlab.games.lost_cities.state.LostCities` say how each part is counted).

A greedy bot values every legal action of every decision — thousands of positions a
game — so the work is cut four ways, none of which changes a value:

* the cards on the rows are a :class:`Tally` kept on the state and brought up to date
  by the card just played (:func:`after_play`), not counted again;
* what the rows and the pawns alone decide — each seat's pawn points and what its
  outlook reads from its rows, the turns to the last crossing — is worked out once
  per rows and pawns (:class:`Parts`, :func:`parts_of`; a discard, a draw or a take
  leaves them as they are);
* an outlook is kept by what it depends on, numbers all (:func:`_gain`);
* a state's crossings and the turns to the last one are read from per-step tables.

The parts and the outlooks are caches of functions of public numbers, kept by their
arguments for every game alike: no state or view holds them, so a view shows nothing of
the positions other seats' look-aheads tried.
"""
from __future__ import annotations

import math
from functools import lru_cache
from typing import NamedTuple

from .components import (CAMP, DECK_SIZE, HAND, N_COLOURS, N_NODES, N_VALUES, NODE_COLOUR, NODE_STEP, NODE_VALUE,
                         direction)
from .data import BRIDGE_AFTER, COPIES, STEPS, TRACK_VALUES, artifact_points

CITY = STEPS                    # LC-1.5 — step 9
#: LC-6.3 — per node, 1 if a pawn there has crossed its bridge (steps 7–9); the last
#: entry is the camp's (``CAMP`` is -1)
CROSSED: tuple[int, ...] = tuple(int(NODE_STEP[n] > BRIDGE_AFTER) for n in range(N_NODES)) + (0,)
#: LC-8.1 — per node, the advances a pawn there needs to cross its bridge: 7 − step on
#: steps 1–6, 0 once crossed; the last entry is the camp's: 7 (start, then 6 steps,
#: LC-5.3, LC-5.6)
TO_CROSS: tuple[int, ...] = tuple(max(0, BRIDGE_AFTER + 1 - NODE_STEP[n]) for n in range(N_NODES)) + (
    BRIDGE_AFTER + 1,)
#: the cards of each colour and value off the rows when no row has a card (LC-1.1: two of each)
NONE_PLAYED: tuple[tuple[int, ...], ...] = ((COPIES,) * N_VALUES,) * N_COLOURS
#: the positions :func:`parts_of` and the outlooks :func:`_gain` keep before they start afresh
MEMO_LIMIT = 20_000
#: LC-4.2 — a hand of ``H`` cards plays about ``H`` of every ``H + HAND_SLACK`` fitting cards
#: its seat sees in ascending order (LC-5.6): a card that comes before those below it waits
#: in the hand while there is room.  An estimate, not a rule (:func:`hand_choice`)
HAND_SLACK = 2


def hand_choice(hand_size: int) -> float:
    """LC-4.2 — what the option ``hand_size`` changes in a seat's outlook: the fitting cards
    it sees that it can play in order, ``H / (H + HAND_SLACK)`` for a hand of ``H``, over the
    printed hand's (LC-3.3 d: 8, so exactly 1 with the printed rules; 6 cards: 0.9375,
    10: about 1.04).  More cards in hand, more choice of what to play and when: the outlook
    counts that share of the fitting cards it sees, and of its turns left (a turn whose hand
    holds no card to play advances no pawn)."""
    return hand_size * (HAND + HAND_SLACK) / ((hand_size + HAND_SLACK) * HAND)


class Tally(NamedTuple):
    """What ``rows`` (the very tuple) leave off: ``left[colour][value]``, the cards of each
    colour and value not on any row (0–2, LC-1.1), and ``off_rows``, all of them."""

    rows: tuple
    left: tuple[tuple[int, ...], ...]
    off_rows: int


def tally(rows: tuple) -> Tally:
    """Count the cards on ``rows`` (``rows[seat * 5 + colour]``, the values played)."""
    seen = [[0] * N_VALUES for _ in range(N_COLOURS)]
    on = 0
    for i, row in enumerate(rows):
        counts = seen[i % N_COLOURS]
        for v in row:
            counts[v] += 1
        on += len(row)
    left = tuple(tuple(COPIES - c for c in counts) for counts in seen)
    return Tally(rows, left, DECK_SIZE - on)


def after_play(t: Tally, rows: tuple, colour: int, value: int) -> Tally:
    """``t`` after the card ``colour``/``value`` went onto a row, ``rows`` the rows now."""
    cards = t.left[colour]
    cards = cards[:value] + (cards[value] - 1,) + cards[value + 1:]
    return Tally(rows, t.left[:colour] + (cards,) + t.left[colour + 1:], t.off_rows - 1)


def crossings(pos: tuple) -> int:
    """LC-6.3 — bridge crossings this round: pawns on steps 7–9."""
    return sum(map(CROSSED.__getitem__, pos))


def turns_to_last_crossing(pos: tuple, limit: int, players: int) -> float:
    """LC-8.1 — see :meth:`LostCities.turns_to_last_crossing`; ``limit`` is the crossing
    that ends the round (option ``crossings``)."""
    ways = sorted(map(TO_CROSS.__getitem__, pos))
    crossed = ways.count(0)                      # first in the order
    left = limit - crossed
    if left > len(ways) - crossed:
        return math.inf
    return sum(ways[crossed:crossed + left]) / players


def keep(table: dict, key, value) -> None:
    """``table[key] = value``, the table started afresh once it holds :data:`MEMO_LIMIT`."""
    if len(table) >= MEMO_LIMIT:
        table.clear()
    table[key] = value


def values(s, banked: tuple | list, sizes: list | None = None, pile: int | None = None) -> list[float]:
    """Every seat's evaluation of a game under way (``banked``: each seat's VP, public):
    its VP, what its pawns score where they stand, its artifacts and its :func:`outlook`.
    What the rows and the pawns alone decide (:class:`Parts`) is read once per rows and
    pawns (``s._parts()``).  ``sizes`` (the hand sizes) and ``pile`` (the cards in the
    draw pile) stand in for the state's when given: the values after a discard, a draw or
    a take, which change nothing else."""
    t = s._tally()
    parts = s._parts()
    table, out = s.rules.artifact_table, []
    chips, artifacts = s.chips, s.artifacts
    if sizes is None:
        sizes = [len(h) for h in s.hands]
    if pile is None:
        pile = len(s.deck) - s.dpos
    draws = pile / s.players
    off_rows = max(t.off_rows, 1)
    turns = min(draws, parts.turns)
    choice = hand_choice(s.rules.options.hand_size)
    seat = -1
    for pawns, pawn_spec in parts.seats:
        seat += 1
        points = artifact_points(table, chips[seat] + artifacts[seat])
        if not pawn_spec:
            gain = 0.0
        else:
            gain = _gain(pawn_spec, (sizes[seat] + draws) / off_rows * choice, turns * choice)
        out.append(float(banked[seat] + pawns + points) + gain)
    return out


class Parts(NamedTuple):
    """What a position's evaluation reads from its rows and pawns alone (those very tuples):
    per seat what its pawns score where they stand (LC-9.1, the leader doubled) and the
    :func:`spec` of its outlook; and the turns to the last crossing (LC-8.1)."""

    rows: tuple
    pos: tuple
    seats: tuple[tuple[int, tuple[int, ...]], ...]
    turns: float


#: :func:`parts_of`'s cache: the :class:`Parts` by the state's class, rows, pawns and rules read
_PARTS: dict = {}


def parts_of(s) -> Parts:
    """The :class:`Parts` of ``s`` (its ``rows`` and ``pos`` may be other tuples of the same
    cards and pawns), kept by what they depend on: the class (its rules), the rows, the
    pawns, the descending variant (LC-13) and the crossing that ends a round (LC-8.1)."""
    key = (type(s), s.rows, s.pos, s.rules.descending, s.rules.options.crossings)
    found = _PARTS.get(key)
    if found is None:
        found = parts(s, s._tally(), s.turns_to_last_crossing())
        keep(_PARTS, key, found)
    return found


def parts(s, t: Tally, turns: float) -> Parts:
    """The :class:`Parts` of ``s`` (``t`` its :class:`Tally`, ``turns`` its
    :meth:`LostCities.turns_to_last_crossing`)."""
    pos, out = s.pos, []
    for seat in range(s.players):
        base = seat * 5
        pawns = 0                           # pawn_points: the leader (k = 0) doubled
        for k in range(5):
            n = pos[base + k]
            if n != CAMP:
                pawns += NODE_VALUE[n] * (2 if k == 0 else 1)
        out.append((pawns, spec(s, seat, t)))
    return Parts(s.rows, pos, tuple(out), turns)


def spec(s, seat: int, t: Tally) -> tuple[int, ...]:
    """What ``seat``'s :func:`outlook` reads from the rows and the pawns: ``k, step, cards``
    per pawn ``k`` that may advance (on a path, short of the city), ``cards`` the cards
    that may still go on its row (``t`` the state's :class:`Tally`)."""
    rows, base = s.rows, seat * 5
    left_of = t.left
    descending = s.rules.descending
    out: list[int] = []
    k = -1
    for at in s.pos[base:base + 5]:
        k += 1
        if at == CAMP:
            continue
        step = NODE_STEP[at]
        if step == CITY:
            continue
        row = rows[base + NODE_COLOUR[at]]
        if not row:
            cards = 0
        else:
            last = row[-1]
            cards_left = left_of[NODE_COLOUR[at]]
            way = direction(row, True) if descending else "ascending"
            cards = (sum(cards_left[last:]) if way == "ascending" else sum(cards_left[:last + 1])
                     if way == "descending" else max(sum(cards_left[last:]), sum(cards_left[:last + 1])))
        out += (k, step, cards)
    return tuple(out)


def outlook(s, seat: int, t: Tally) -> float:
    """:meth:`LostCities.outlook` of ``seat``, ``t`` the state's :class:`Tally`."""
    pawns = spec(s, seat, t)
    if not pawns:
        return 0.0
    draws = (len(s.deck) - s.dpos) / s.players
    share = (len(s.hands[seat]) + draws) / max(t.off_rows, 1)
    turns = min(draws, s.turns_to_last_crossing())
    choice = hand_choice(s.rules.options.hand_size)
    return _gain(pawns, share * choice, turns * choice)     # × 1.0 with the printed hand: the same floats


@lru_cache(maxsize=MEMO_LIMIT)
def _gain(spec: tuple[int, ...], share: float, turns: float) -> float:
    """The outlook of the pawns in ``spec`` (``k, step, cards`` each), ``share`` the seat's
    share of the cards off the rows, ``turns`` the turns it has left at most.  Kept by its
    arguments (numbers only: the same outlook for every seat and game that meets them)."""
    exp = math.exp
    advances = []
    for i in range(0, len(spec), 3):
        togo, cards = CITY - spec[i + 1], spec[i + 2]
        advances.append(togo * (1 - exp(-cards * share / togo)))
    total = sum(advances)
    scale = min(1.0, (turns + 1) / total) if total else 1.0
    gain = 0.0
    for i, steps in enumerate(advances):
        k, step = spec[3 * i], spec[3 * i + 1]
        ahead = step + steps * scale
        whole = int(ahead)
        value = TRACK_VALUES[whole - 1]
        if whole < CITY:
            value += (ahead - whole) * (TRACK_VALUES[whole] - value)
        gain += (value - TRACK_VALUES[step - 1]) * (2 if k == 0 else 1)
    return gain
