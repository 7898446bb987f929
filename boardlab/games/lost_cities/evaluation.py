"""Lost Cities' evaluation for the bots (``LostCities.evaluate``), in plain structures.

What a seat can expect from here, from public information only: its VP banked, what its
pawns score where they stand (LC-9.1), its artifacts valued with the table (LC-9.4,
LC-11.2) and the :func:`outlook` of its pawns (the method docstrings of
:class:`~boardlab.games.lost_cities.state.LostCities` say how each part is counted).

A greedy bot values every legal action of every decision — thousands of positions a
game — so the work is cut three ways, none of which changes a value:

* the cards on the rows are a :class:`Tally` kept on the state and brought up to date
  by the card just played (:func:`after_play`), not counted again;
* the value of every seat depends only on the public parts of a position named in
  :func:`memo_key` (the same values for every re-dealt world), so a position's values
  are kept in an :class:`EvaluationMemo` that the copies of a state share: a trial
  discard of any card, or a take from any discard pile, is valued once per decision;
* a state's crossings and the turns to the last one are read from per-step tables.
"""
from __future__ import annotations

import math
from typing import NamedTuple

from .components import (CAMP, DECK_SIZE, N_COLOURS, N_NODES, N_VALUES, NODE_COLOUR, NODE_STEP, NODE_VALUE,
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
#: positions an :class:`EvaluationMemo` keeps before it starts afresh
MEMO_LIMIT = 20_000


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


class EvaluationMemo(dict):
    """Every seat's evaluation by :func:`memo_key` and :func:`public_key` of the positions
    valued, shared by a state's copies (a cache, not part of the game: its ``repr`` is the
    same whatever it holds, so that fingerprints of copies stay equal).  A view gets its
    own (``_hide``), which its full state may read (``view``: the latest view's): the
    position a seat's look-ahead valued after its choice is the one the game reaches."""

    view: "EvaluationMemo | None" = None

    def __init__(self) -> None:
        super().__init__()
        #: the outlooks valued (:func:`outlook`); the memos of views, by seat
        self.outlooks: dict = {}
        self.seats: dict[int, EvaluationMemo] = {}

    def __repr__(self) -> str:
        return "EvaluationMemo()"


def public_key(s) -> tuple:
    """The parts of a position that its evaluation depends on (all public): the rows, the
    pawns, the cards in the draw pile, the hand sizes, the VP, chips and this round's artifacts."""
    return (s.rows, s.pos, len(s.deck) - s.dpos, tuple(map(len, s.hands)), s.vp, s.chips, s.artifacts)


def memo_key(s) -> tuple:
    """:func:`public_key` with the rows and the pawns by identity (cheaper to look up: the
    memo keeps the tuples, see :meth:`LostCities.evaluations`)."""
    return (id(s.rows), id(s.pos), len(s.deck) - s.dpos, tuple(map(len, s.hands)), s.vp, s.chips, s.artifacts)


def values(s, banked: tuple | list, memo: "EvaluationMemo | None" = None) -> list[float]:
    """Every seat's evaluation of a game under way (``banked``: each seat's VP, public):
    its VP, what its pawns score where they stand, its artifacts and its :func:`outlook`
    (kept in ``memo.outlooks`` when given)."""
    t = s._tally()
    table, out = s.rules.artifact_table, []
    pos, chips, artifacts = s.pos, s.chips, s.artifacts
    outlooks = None if memo is None else memo.outlooks
    for seat in range(s.players):
        base = seat * 5
        pawns = 0                           # pawn_points: the leader (k = 0) doubled
        for k in range(5):
            n = pos[base + k]
            if n != CAMP:
                pawns += NODE_VALUE[n] * (2 if k == 0 else 1)
        points = artifact_points(table, chips[seat] + artifacts[seat])
        out.append(float(banked[seat] + pawns + points) + outlook(s, seat, t, outlooks))
    return out


def outlook(s, seat: int, t: Tally, memo: dict | None = None) -> float:
    """:meth:`LostCities.outlook` of ``seat``, ``t`` the state's :class:`Tally`; ``memo``
    keeps outlooks by what they depend on: each pawn's step and the cards that may go on
    its row, the seat's share of the cards, the turns left."""
    rows, base = s.rows, seat * 5
    left_of = t.left
    draws = (len(s.deck) - s.dpos) / s.players
    share = (len(s.hands[seat]) + draws) / max(t.off_rows, 1)
    descending = s.rules.descending
    spec: list[int] = []                # pawn k, its step, the cards for its row: per pawn that may advance
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
        spec += (k, step, cards)
    if not spec:
        return 0.0
    turns = min(draws, s.turns_to_last_crossing())
    if memo is None:
        return _gain(spec, share, turns)
    key = (*spec, share, turns)
    gain = memo.get(key)
    if gain is None:
        if len(memo) >= MEMO_LIMIT:
            memo.clear()
        gain = memo[key] = _gain(spec, share, turns)
    return gain


def _gain(spec: list[int], share: float, turns: float) -> float:
    """The outlook of the pawns in ``spec`` (``k, step, cards`` each), ``share`` the seat's
    share of the cards off the rows, ``turns`` the turns it has left at most."""
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
