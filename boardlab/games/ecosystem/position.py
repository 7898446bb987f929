"""Ecosystem positions: a documented, hand-editable JSON (docs/contract.md).

Example (3 players, round 1, step 2, seat 1 to pick)::

    {
      "game": "ecosystem", "players": 3, "seed": 7,
      "round": 1, "step": 2, "phase": "pick", "to_move": 1,
      "grids": ["B", "M", "S"],
      "hands": ["MSSBFWDTY", "EARMMSSBF", "WDTYEARMS"],
      "picks": ["B", null, null],
      "deck": null
    }

Fields
  ``players`` 1–6 (EC-2.1); ``seed`` drives the deck when ``deck`` is null and
  the neutral hand's random draws (EC-9.2).
  ``round`` 1–2 and ``step`` 1–10 (EC-3.1); solo: ``step`` is the turn 1–20 (EC-10.2).
  ``phase``: ``pick`` | ``place`` | ``swap`` | ``gift`` (solo) | ``over``; ``to_move`` the seat deciding.
  ``grids``: one per seat (the neutral hand / automated opponent last), EC-1.3 text with
  ``.`` for empty cells and ``/`` or newlines between rows; at most 4 × 5 (EC-4.4).
  A grid may also be ``{"grid": "...", "top_left": [row, col]}`` to keep the
  placement coordinates of EC-4.1 (the default top-left is 0,0).
  ``hands``: one string (or list) of codes per hand (solo: just the player's); may be left
  out of a finished (``over``) position.  A finished position's log holds the final
  scoring Events.
  ``picks``: per player, the chosen card not yet placed, or null.
  ``deck``: the undealt cards, top first, or null for "the rest of the 130 cards,
  shuffled with the seed".
  ``options``: rule options, as for ``boardlab.new``.

``from_position`` checks that the position could occur: card counts (EC-1.1), the
grid shape (EC-4.3, EC-4.4), grid and hand sizes for the step (EC-3.3, EC-3.5,
EC-10.3), reading-order grids for the neutral hand and opponent (EC-9.4, EC-10.2) —
every problem at once: the message names the first, then ``also RULE: …``
for each other one (``BadPosition.problems``).
"""
from __future__ import annotations

import random
from collections import Counter

from ...engine import short
from ...rules import BadPosition, Problems
from .components import CARDS, COLS, COPIES, ROWS, Grid, format_grid, full_deck, reading_cell

KEYS = {"game", "players", "seed", "round", "step", "phase", "to_move", "grids", "hands",
        "picks", "deck", "options"}
SOLO_HAND = [10, 9, 8, 7, 6, 9, 8, 7, 6, 5, 8, 7, 6, 5, 4, 7, 6, 5, 4, 3]  # EC-10.3


def to_position(s) -> dict:
    """The state as position JSON (see the module docstring)."""
    grids = []
    for g in s.grids:
        text = format_grid(g)
        top_left = [min(r for r, _ in g), min(c for _, c in g)] if g else [0, 0]
        grids.append(text if top_left == [0, 0] else {"grid": text, "top_left": top_left})
    return {
        "game": "ecosystem", "players": s.players, "seed": s.seed,
        "round": s.round, "step": s.step, "phase": s.phase,
        "to_move": s.to_move,
        "grids": grids,
        "hands": ["".join(h) for h in s.hands],
        "picks": list(s.picks),
        "deck": "".join(s.deck),
        "options": dict(s.options),
    }


def _top_left(spec: dict, seat: int) -> tuple[int, int]:
    """EC-4.1 — the ``top_left`` of a grid given as a dict: two whole numbers, so near 0,0
    that the grid can hold the first card at 0,0 (rows −3 … 0, columns −4 … 0).  The grid
    itself need not cover 0,0 (a hand-written grid may leave its top-left cell empty); all
    its cells then lie within 3 rows and 4 columns of 0,0, as every ``Place`` must."""
    if set(spec) - {"grid", "top_left"}:
        raise BadPosition("EC-1.3", f"grid {seat} is text, or a dict with 'grid' and 'top_left' only")
    top = spec.get("top_left", [0, 0])
    if not (isinstance(top, (list, tuple)) and len(top) == 2 and all(type(x) is int for x in top)
            and -ROWS < top[0] <= 0 and -COLS < top[1] <= 0):
        raise BadPosition("EC-4.1", f"grid {seat}: top_left is [row, col] of the grid's top-left "
                                    f"cell, {1 - ROWS} … 0 and {1 - COLS} … 0 (the first card is at "
                                    f"0,0), not {short(top)}")
    return top[0], top[1]


def _grid(spec, seat: int) -> Grid:
    """Read grid ``seat`` (EC-1.3, EC-1.1, EC-4.4: no more rows or columns than fit);
    :func:`_shape` checks what it makes."""
    top = (0, 0)
    if isinstance(spec, dict):
        top = _top_left(spec, seat)
        spec = spec.get("grid", "")
    if not isinstance(spec, str):
        raise BadPosition("EC-1.3", f"grid {seat} must be text like 'MB./.S.', not {short(spec)}")
    lines = [ln.replace(" ", "") for ln in spec.replace("/", "\n").splitlines()]
    lines = [ln for ln in lines if ln]
    if len(lines) > ROWS or any(len(ln) > COLS for ln in lines):
        raise BadPosition("EC-4.4", f"grid {seat} is larger than {ROWS} high × {COLS} wide")
    if len({len(ln) for ln in lines}) > 1:
        raise BadPosition("EC-1.3", f"grid {seat}: every row must have the same length ('.' = empty): "
                                    f"{short(spec)}")
    grid = {}
    for r, line in enumerate(lines):
        for c, ch in enumerate(line.upper()):
            if ch == ".":
                continue
            if ch not in CARDS:
                raise BadPosition("EC-1.1", f"grid {seat}: unknown card code {ch!r}")
            grid[(r + top[0], c + top[1])] = ch
    return grid


def _shape(grid: Grid, seat: int) -> None:
    """Refuse grid ``seat`` if it spans more than 4 × 5 (EC-4.4) or its cards are not all
    connected (EC-4.3)."""
    if not grid:
        return
    rows = [r for r, _ in grid]
    cols = [c for _, c in grid]
    if max(rows) - min(rows) >= ROWS or max(cols) - min(cols) >= COLS:
        raise BadPosition("EC-4.4", f"grid {seat} is larger than {ROWS} high × {COLS} wide")
    seen, todo = set(), [next(iter(grid))]
    while todo:
        r, c = todo.pop()
        if (r, c) in seen:
            continue
        seen.add((r, c))
        todo += [n for n in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)) if n in grid]
    if len(seen) != len(grid):
        raise BadPosition("EC-4.3", f"grid {seat}: every card must share a side with another "
                                    "(the cards are not all connected)")


def _codes(text, what: str) -> list[str]:
    if isinstance(text, list) and all(isinstance(c, str) for c in text):   # a list of codes, as other games write hands
        text = "".join(text)
    if not isinstance(text, str):
        raise BadPosition("EC-1.1", f"{what} must be a string (or list) of card codes, not {short(text)}")
    out = [ch for ch in text.upper() if not ch.isspace()]
    bad = [ch for ch in out if ch not in CARDS]
    if bad:
        raise BadPosition("EC-1.1", f"{what}: unknown card code {short(bad[0])}")
    return out


#: after a hand or grid edit, the count errors say how to keep the rest consistent
UNSEEN_HINT = ("; to edit hands or grids, leave deck null: the cards found nowhere else are then "
               "shuffled into it with the seed")


def _places(grids, hands, picks, deck) -> dict[str, str]:
    """EC-1.1 — card code → where its copies are, e.g. ``"grid 0 ×2, hand 1, deck ×10"``."""
    spots: dict[str, Counter] = {}
    def put(cards, where: str) -> None:
        for c in cards:
            spots.setdefault(c, Counter())[where] += 1
    for i, g in enumerate(grids):
        put(g.values(), f"grid {i}")
    for i, h in enumerate(hands):
        put(h, f"hand {i}")
    for i, p in enumerate(picks):
        put([p] if p else [], f"pick {i}")
    put(deck, "deck")
    return {c: ", ".join(w if k == 1 else f"{w} ×{k}" for w, k in where.items())
            for c, where in spots.items()}


def _listed(pos: dict, key: str, default: list) -> list:
    """A list field of the position (``null`` or missing: ``default``)."""
    value = pos.get(key)
    if value is None or value == []:
        return default
    if not isinstance(value, list):
        raise BadPosition("", f"{key} must be a list, not {short(value)}", subject="position")
    return value


def from_position(cls, pos: dict):
    """Build a state from position JSON, rejecting positions that cannot occur.

    Every problem is reported at once (:class:`~boardlab.rules.Problems`): each
    check notes what it finds and the next still runs; a field that cannot be read at all
    (an unknown card code, a list of the wrong length) stops the reading there, with the
    problems noted so far.  One problem reads as it always did."""
    if not isinstance(pos, dict):
        raise BadPosition("", "a position is a dict (see boardlab.games.ecosystem.position)",
                          subject="position")
    unknown = [k for k in pos if k not in KEYS]
    if unknown:
        raise BadPosition("", f"unknown field {short(unknown[0])}; allowed: {', '.join(sorted(KEYS))}",
                          subject="position")
    if pos.get("game", "ecosystem") != "ecosystem":
        raise BadPosition("", f"this is a {short(pos['game'])} position, not an Ecosystem one",
                          subject="position")
    s = cls._start(pos.get("players"), pos.get("seed", 0), pos.get("options"), None)
    problems = Problems()
    with problems.part():          # a field that cannot be read: stop, keeping what was noted
        _read(s, pos, problems)
    problems.raise_all()
    s.log = []
    if s.phase == "over":  # the end-of-game Events (EC-3.7, EC-6 – EC-8, EC-11) are the log
        s.log = s._finish()
    s._root = to_position(s)
    return s


def _read(s, pos: dict, problems: Problems) -> None:
    """Read ``pos`` (a field that cannot be read raises at once), note each problem in
    ``problems`` and set the fields of ``s`` (used only if nothing was noted)."""
    players, solo = s.players, s.mode == "solo"
    rnd, step, phase = pos.get("round", 1), pos.get("step", 1), pos.get("phase", "pick")
    if type(rnd) is not int or rnd not in ((1,) if solo else (1, 2)):
        raise BadPosition("EC-10.2" if solo else "EC-3.1",
                          f"round must be {'1 (solo: one series of turns)' if solo else '1 or 2'}, "
                          f"not {short(rnd)}")
    last = 20 if solo else 10
    if type(step) is not int or not 1 <= step <= last:
        raise BadPosition("EC-10.2" if solo else "EC-3.1", f"step must be 1 to {last}, not {short(step)}")
    phases = ("pick", "place", "swap", "gift", "over") if solo else ("pick", "place", "swap", "over")
    if not isinstance(phase, str) or phase not in phases:
        raise BadPosition("", f"phase must be one of {', '.join(phases)}, not {short(phase)}",
                          subject="position")
    seat = pos.get("to_move", 0)
    if phase == "over":
        seat = 0
    elif type(seat) is not int or not 0 <= seat < players:
        raise BadPosition("EC-2.2", f"to_move must be a player seat 0 … {players - 1}, not {short(seat)}")

    grid_specs = _listed(pos, "grids", [""] * s.seats)
    if len(grid_specs) != s.seats:
        raise BadPosition("EC-2.4", f"{s.seats} grids expected (one per ecosystem), got {len(grid_specs)}")
    grids: list[Grid] = []
    for i, spec in enumerate(grid_specs):
        grids.append(_grid(spec, i))
        with problems.part():
            _shape(grids[i], i)
    hands_in = _listed(pos, "hands", [""] * (1 if solo else s.seats) if phase == "over" else [])
    n_hands = 1 if solo else s.seats
    if len(hands_in) != n_hands:
        raise BadPosition("EC-2.3", f"{n_hands} hands expected, got {len(hands_in)}")
    hands = [_codes(h, f"hand {i}") for i, h in enumerate(hands_in)]
    picks_in = _listed(pos, "picks", [None] * players)
    if len(picks_in) != players:
        raise BadPosition("EC-3.2", f"{players} picks expected (null when none), got {len(picks_in)}")
    read = [None if p is None else _codes(p, f"pick {i}") for i, p in enumerate(picks_in)]
    if any(p is not None and len(p) != 1 for p in read):
        raise BadPosition("EC-3.2", "each pick is one card code or null")
    picks = [p[0] if p else None for p in read]

    _sizes(s, grids, hands, picks, rnd, step, phase, seat, problems)
    deck = _deck(s, pos, grids, hands, picks, rnd, step, phase, problems)
    s.round, s.step, s.phase, s.seat = rnd, step, phase, seat
    s.grids, s.hands, s.picks, s.deck = grids, hands, picks, deck


def _sizes(s, grids: list[Grid], hands: list[list[str]], picks: list, rnd: int, step: int,
           phase: str, seat: int, problems: Problems) -> None:
    """What each seat holds at this moment: grid sizes (EC-3.3), hand sizes (EC-3.5,
    EC-10.3), chosen cards (EC-3.2); reading-order grids for the neutral hand and the
    automated opponent (EC-9.4, EC-10.2); a swap only after a Rabbit (EC-4.6)."""
    players, solo, two = s.players, s.mode == "solo", s.mode == "two_player"
    over = phase == "over"
    extra = s.rules_options.hand_size - 10      # EC-2.3: cards a hand keeps after its 10 picks
    if solo:
        placed_now = over or phase in ("swap", "gift")
        exp_grid = [step if placed_now else step - 1, step if over else step - 1]
        exp_pick = [phase == "place"]
        exp_hand = [extra + ((SOLO_HAND[step - 1] - 2) if over else SOLO_HAND[step - 1] - (phase != "pick"))]
    else:
        base = 20 if over else (rnd - 1) * 10 + step - 1
        placed = [not over and ((phase == "place" and p < seat) or (phase == "swap" and p <= seat))
                  for p in range(players)]
        exp_grid = [base + placed[p] for p in range(players)] + ([base] if two else [])
        exp_pick = [not over and ((phase == "pick" and p < seat) or (phase == "place" and p >= seat)
                                  or (phase == "swap" and p > seat)) for p in range(players)]
        picked = [phase != "pick" or p < seat for p in range(players)]  # this step
        exp_hand = [extra if over else extra + 11 - step - picked[p] for p in range(players)] + \
                   ([extra if over else extra + 11 - step] if two else [])
    for i, g in enumerate(grids):
        if len(g) != exp_grid[i]:
            problems.add("EC-3.3", f"grid {i} holds {len(g)} cards; at this moment it must hold {exp_grid[i]}")
    for i, h in enumerate(hands):
        if len(h) != exp_hand[i]:
            problems.add("EC-10.3" if solo else "EC-3.5",
                         f"hand {i} holds {len(h)} cards; at this moment it must hold {exp_hand[i]}")
    for i, p in enumerate(picks):
        if (p is not None) != exp_pick[i]:
            problems.add("EC-3.2", f"seat {i} {'must' if exp_pick[i] else 'cannot'} have a chosen card "
                                   f"at this moment (phase {phase}, seat {seat} to move)")
    for i in [1] if solo else [2] if two else []:
        if set(grids[i]) != {reading_cell(k) for k in range(1, len(grids[i]) + 1)}:
            problems.add("EC-10.2" if solo else "EC-9.4",
                         f"grid {i} is filled row by row from the top-left, in reading order")
    if phase == "swap" and (len(grids[seat]) < 2 or "R" not in grids[seat].values()):
        problems.add("EC-4.6", f"seat {seat} can only be swapping after placing a Rabbit next to other cards")


def _deck(s, pos: dict, grids: list[Grid], hands: list[list[str]], picks: list, rnd: int,
          step: int, phase: str, problems: Problems) -> list[str]:
    """The undealt cards (``null``: the cards found nowhere else, shuffled with the seed):
    no more copies of a card than the deck has (EC-1.1, saying where they are), enough
    left for the rest of the game (EC-2.3)."""
    solo, over = s.mode == "solo", phase == "over"
    used = Counter(c for h in hands for c in h) + Counter(p for p in picks if p) + \
        Counter(c for g in grids for c in g.values())
    deck_in = pos.get("deck")
    if deck_in is None:
        rest = Counter(COPIES) - used
        deck = sorted(rest.elements(), key=full_deck().index)
        random.Random(f"{s.seed}/deck").shuffle(deck)
    else:
        deck = _codes(deck_in, "deck")
    hint = UNSEEN_HINT if deck_in is not None else ""   # given once
    total = used + Counter(deck)
    too_many = [code for code in CARDS if total[code] > COPIES[code]]
    if too_many:
        places = _places(grids, hands, picks, deck if deck_in is not None else [])
        problems.add("EC-1.1", "; ".join(f"{total[code]} {CARDS[code][0]} cards in the position, the "
                                         f"deck has only {COPIES[code]}: {places[code]}"
                                         for code in too_many) + hint)
        hint = ""
    need = (sum(SOLO_HAND[t] - SOLO_HAND[t - 1] + 2 for t in range(step, 20)) if solo and not over
            else (s.rules_options.hand_size * s.seats if rnd == 1 and not over else 0))
    if len(deck) < need:
        problems.add("EC-2.3", f"the deck holds {len(deck)} cards; the rest of the game needs {need}" + hint)
    return deck
