"""Lost Cities positions: a documented, hand-editable JSON (docs/contract.md).

Example (2 players, round 1, seat 0 to play; short fields may be left out)::

    {
      "game": "lost_cities", "players": 2, "seed": 7, "options": {},
      "round": 1, "phase": "play", "to_move": 0,
      "vp": [0, 0], "chips": [0, 0], "artifacts": [0, 0],
      "pawns": [{"L": null, "E1": "B5", "E2": null, "E3": null, "E4": null},
                {"L": "R2", "E1": null, "E2": null, "E3": null, "E4": null}],
      "rows": [{"B": [2, 3, 3, 5, 8]}, {"R": [0, 4]}],
      "hands": ["B9 G1 G4 R7 W0 W10 Y3 Y3", "B1 B10 G2 G6 R5 W4 Y0 Y8"],
      "discards": {"W": [2, 6]},
      "draw_pile": null,
      "removed": null,
      "tiles": null,
      "discarded": null
    }

Notation: a **card** is a colour letter ``Y B W G R`` (YELLOW, BLUE, WHITE, GREEN,
RED) and a value 0–10 (``"B6"``); a **step** is written the same way with a step
number 1–9 (``"B6"`` = blue step 6, value +15); ``null`` is the camp.

Fields
  ``players`` 2–4 (LC-3.1); ``seed`` drives the set-up of later rounds (and the
  fields left ``null`` below); ``options`` as for ``boardlab.new`` (``rounds``,
  ``descending_variant``, ``slots``, ``artifact_table`` …).
  ``round`` 1 … rounds; ``phase``: ``play`` | ``pawn`` (the pawn of the expedition
  just started) | ``step_tile`` | ``city_bonus`` (an optional advance) | ``draw``
  | ``over``; ``to_move`` the seat deciding (``null`` when over).
  ``vp`` VP per seat (≥ 0, LC-9.3); ``chips`` artifact chips (LC-1.8);
  ``artifacts`` artifact tiles taken this round (LC-7.2).
  ``pawns``: per seat, pawn id (``L``, ``E1``–``E4``) → step or ``null`` (camp);
  missing pawns are in the camp.
  ``rows``: per seat, colour letter → the values played, oldest first (LC-5.5);
  a seat has a row exactly for each path its pawns are on.
  ``hands``: per seat, the cards (a string with spaces, or a list): 8 each, 7 for
  the seat to move once it has played its card (LC-4.2).
  ``discards``: colour letter → the values of its discard pile, bottom → top.
  ``draw_pile``: the draw pile, top first; ``removed``: the cards out of a
  2-player round (LC-3.3 c: 30, option ``removed_cards``), empty otherwise.  Either may
  be ``null``: the cards not listed anywhere else are shuffled with the seed (2 players:
  that many of them removed).
  ``tiles``: every slot of the layout → its tile (``ARTIFACT``, ``STEP``, ``VP5``,
  ``VP10``, ``VP15``) or ``null`` once its artifact is taken; no artifact lies under
  a pawn (LC-7.2: the first pawn to arrive takes it), except under the pawn whose
  fifth crossing ended a finished game (LC-6.1).  ``null`` as a whole: the 25 tiles
  shuffled into the slots with the seed — the very tiles ``new()`` deals for that
  seed and round when every pawn is in the camp; otherwise no artifact on or behind a
  pawn, and ``artifacts`` of the slots reached are empty (see :func:`seeded_tiles`).
  (A null ``draw_pile`` cannot match ``new()``: the hands are always given.)
  ``discarded``: in phase ``draw``, the colour letter discarded this turn (D-10).
  ``last_advance``: only with ``next_starter="after_last_advance"``, the seat that
  last played to a row this round (D-2).

``from_position`` rejects positions that cannot occur, citing the rule: card counts
(LC-1.1: exactly two of each card in all), pawn ids (LC-1.2) and steps (LC-1.3),
one pawn and one row per path (LC-5.4), rows in order (LC-5.5, LC-13.2), a pawn at
least as far as its row is long (LC-5.6), fewer than five crossings (LC-8.1), hand
sizes (LC-4.2), the 2-player removal (LC-3.3), the tiles of the layout (LC-1.6,
LC-1.7, LC-7.2), chips (LC-1.8), VP (LC-9.3), the phase's preconditions
(LC-5.1, LC-5.7, LC-7.4, LC-8.2) — every problem at once: the message
names the first, then ``also RULE: …`` for each other one (``BadPosition.problems``).
"""
from __future__ import annotations

import copy
import random
from collections import Counter

from ...engine import short
from ...rules import BadPosition, Problems
from .components import (CAMP, CARD_NAME, N_CODES, NODE_COLOUR,
                         NODE_NAME, NODE_STEP, PAWNS, card_code, node_code)
from .data import COLOURS, CROSSINGS_TO_END, LETTERS, STEPS, TILE_COUNTS, VP_LIMIT, colour_index, ordinal

KEYS = {"game", "players", "seed", "options", "round", "phase", "to_move", "vp", "chips",
        "artifacts", "pawns", "rows", "hands", "discards", "draw_pile", "removed", "tiles",
        "discarded", "last_advance"}
PHASES = ("play", "pawn", "step_tile", "city_bonus", "draw", "over")
BRIDGE = 7


def _names(cards) -> str:
    return " ".join(c if isinstance(c, str) else CARD_NAME[c] for c in cards)


def to_position(s) -> dict:
    """The state as position JSON (see the module docstring)."""
    n = s.players
    pos = {
        "game": "lost_cities", "players": n, "seed": s.seed,
        "options": copy.deepcopy(s.options),
        "round": s.round, "phase": s.phase, "to_move": s.to_move,
        "vp": list(s.vp), "chips": list(s.chips), "artifacts": list(s.artifacts),
        "pawns": [{pid: (None if s.pos[seat * 5 + k] == CAMP else NODE_NAME[s.pos[seat * 5 + k]])
                   for k, pid in enumerate(PAWNS)} for seat in range(n)],
        "rows": [{LETTERS[c]: list(s.rows[seat * 5 + c]) for c in range(5) if s.rows[seat * 5 + c]}
                 for seat in range(n)],
        "hands": [_names(h) for h in s.hands],
        "discards": {LETTERS[c]: list(p) for c, p in enumerate(s.discards) if p},
        "draw_pile": _names(s.deck[s.dpos:]),
        "removed": _names(s.removed),
        "tiles": {NODE_NAME[x]: s.tiles[x] for x in s.rules.slot_nodes},
        "discarded": LETTERS[s.discarded] if s.phase == "draw" and s.discarded >= 0 else None,
    }
    if s.rules.after_advance:
        pos["last_advance"] = s.last_advance if s.last_advance >= 0 else None
    return pos


#: after a hand edit, the count errors say how to keep the rest consistent
UNSEEN_HINT = ("; to edit hands or rows, leave draw_pile and removed null: the cards found "
               "nowhere else are then dealt to them with the seed")


def _places(hands, rows, discards, pile, removed) -> dict[int, str]:
    """LC-1.1 — card code → where its copies are, e.g. ``"hand 0, draw pile ×2"``."""
    spots: dict[int, Counter] = {}
    def put(cards, where: str) -> None:
        for c in cards:
            spots.setdefault(c, Counter())[where] += 1
    for p, h in enumerate(hands):
        put(h, f"hand {p}")
    for i, values in enumerate(rows):
        put([i % 5 * 11 + v for v in values], f"seat {i // 5}'s {COLOURS[i % 5].lower()} row")
    for c, values in enumerate(discards):
        put([c * 11 + v for v in values], f"{COLOURS[c].lower()} discard pile")
    put(pile or [], "draw pile")
    put(removed or [], "removed")
    return {c: ", ".join(w if k == 1 else f"{w} ×{k}" for w, k in where.items())
            for c, where in spots.items()}


def _int(x) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


def _cards(spec, what: str) -> list[int]:
    if isinstance(spec, str):
        spec = spec.replace(",", " ").split()
    if not isinstance(spec, (list, tuple)):
        raise BadPosition("LC-1.1", f"{what} must be cards like 'B6 Y10' (a string or a list), not {short(spec)}")
    try:
        return [card_code(c) for c in spec]
    except ValueError as e:
        raise BadPosition("LC-1.1", f"{what}: {e}") from None


def _per_seat(pos: dict, key: str, n: int, default) -> list:
    value = pos.get(key)
    if value is None:
        return [default() for _ in range(n)]
    if not isinstance(value, list) or len(value) != n:
        raise BadPosition("", f"{key} must be a list with one entry per seat ({n}), not {short(value)}",
                          subject="position")
    return value


def _values(spec, what: str) -> tuple[int, ...]:
    if not isinstance(spec, (list, tuple)) or not all(_int(v) and 0 <= v <= 10 for v in spec):
        raise BadPosition("LC-1.1", f"{what} must be a list of card values 0–10, not {short(spec)}")
    return tuple(spec)


def _colour(key, what: str) -> int:
    try:
        return colour_index(key)
    except ValueError as e:
        raise BadPosition("LC-1.1", f"{what}: {e}") from None


def row_error(row: tuple[int, ...], descending_variant: bool) -> str | None:
    """Why ``row`` could not have been played (LC-5.5 / LC-13.2), or ``None``."""
    if not descending_variant:
        for a, b in zip(row, row[1:]):
            if b < a:
                return f"{b} follows {a}: a row's cards never go down (LC-5.5)"
        return None
    d = 0
    for a, b in zip(row, row[1:]):
        if d == 0:
            if b != row[0]:
                d = 1 if b > row[0] else -1
        elif (b - a) * d < 0:
            return f"{b} follows {a} in a row that is {'ascending' if d > 0 else 'descending'} (LC-13.2)"
    return None


def reached_by(x: int, at) -> bool:
    """LC-7.2 — has a pawn (of any seat) entered slot ``x``: one on its path, on it or beyond?"""
    return any(y != CAMP and NODE_COLOUR[y] == NODE_COLOUR[x] and NODE_STEP[y] >= NODE_STEP[x] for y in at)


def _unresolved(x: int, at, over: bool, limit: int = CROSSINGS_TO_END) -> bool:
    """LC-6.1 step 1 — the one artifact a pawn may stand on: the pawn that made the fifth
    crossing (so it stands on step 7) ended the round there without taking it, and the
    last round's board stays as it ended (a finished game); no other pawn has reached it.

    Hand-written ``tiles`` are refused only for an artifact *under* a pawn (LC-7.2);
    an artifact *behind* a pawn is as impossible by LC-7.2 but is not refused there, so that
    "what if" positions need not account for every artifact a pawn passed (the seeded
    ``tiles: null`` placement, :func:`seeded_tiles`, avoids both)."""
    crossings = sum(1 for y in at if y != CAMP and NODE_STEP[y] >= BRIDGE)
    there = [y for y in at if y != CAMP and NODE_COLOUR[y] == NODE_COLOUR[x] and NODE_STEP[y] >= NODE_STEP[x]]
    return over and crossings == limit and NODE_STEP[x] == BRIDGE and there == [x]


def seeded_tiles(seed: int, rnd: int, slots: tuple, at, taken: int) -> dict[int, str | None]:
    """``tiles: null`` — the 25 tiles shuffled into the slots with the seed (LC-3.3 a).

    The shuffle is the one ``new()`` makes for round ``rnd`` with this seed, so a position
    with every pawn in the camp gets exactly the tiles of that round.  Slots that a pawn
    has reached (on it or beyond, LC-7.2) cannot still hold an artifact: ``taken`` of them
    (the artifacts the players took this round, chosen with the seed) are empty, the
    others get the first non-artifact tiles of the shuffle, in layout order; the slots no
    pawn has reached get the rest, in shuffled order.  VP and step tiles stay on the board
    (LC-7.3, LC-7.4), so they may lie anywhere."""
    rng = random.Random(f"{seed}/round/{rnd}")   # the same draw as LostCities._setup_round
    kinds = [k for k, count in TILE_COUNTS.items() for _ in range(count)]
    rng.shuffle(kinds)
    reached = [x for x in slots if reached_by(x, at)]
    if taken > len(reached):
        raise BadPosition("LC-7.2", f"the players took {taken} artifacts this round, but pawns have "
                                    f"reached only {len(reached)} tile slots")
    empty = set(rng.sample(reached, taken)) if taken else set()
    keep = [x for x in reached if x not in empty]
    front = [k for k in kinds if k != "ARTIFACT"][:len(keep)]
    if len(front) < len(keep):
        raise BadPosition("LC-7.2", f"pawns have reached {len(reached)} tile slots: more than the "
                                    f"{len(front)} tiles that are not artifacts")
    rest = list(kinds)
    for k in front + ["ARTIFACT"] * taken:
        rest.remove(k)
    out: dict[int, str | None] = dict.fromkeys(empty)
    out.update(zip(keep, front))
    out.update(zip([x for x in slots if x not in empty and x not in keep], rest))
    return out


def from_position(cls, pos: dict):
    """Build a state from position JSON, rejecting positions that cannot occur.

    Every problem is reported at once (:class:`~boardlab.rules.Problems`): each
    check notes what it finds and the next still runs; a field that cannot be read at all
    (a card or step that does not exist, a list of the wrong length) stops the reading
    there, with the problems noted so far.  One problem reads as it always did."""
    if not isinstance(pos, dict):
        raise BadPosition("", "a position is a dict (see boardlab.games.lost_cities.position)",
                          subject="position")
    unknown = [k for k in pos if k not in KEYS]
    if unknown:
        raise BadPosition("", f"unknown field {short(unknown[0])}; allowed: {', '.join(sorted(KEYS))}",
                          subject="position")
    if pos.get("game", "lost_cities") != "lost_cities":
        raise BadPosition("", f"this is a {short(pos['game'])} position, not a Lost Cities one",
                          subject="position")
    s = cls._start(pos.get("players"), pos.get("seed", 0), pos.get("options"), None)
    problems = Problems()
    with problems.part():          # a field that cannot be read: stop, keeping what was noted
        _read(s, pos, problems)
    problems.raise_all()
    s.log = []
    s._root = to_position(s)
    return s


def _read(s, pos: dict, problems: Problems) -> None:
    """Check ``pos`` section by section, noting each problem in ``problems``, and set the
    fields of ``s`` (used only if nothing was noted)."""
    rnd, phase, seat = _turn(s, pos, problems)
    over = phase == "over"
    vp, chips, arts, counted = _scores(s, pos, problems, rnd, over)
    at, read = _pawns(pos, s.players, problems, over, s.rules.options.crossings)
    rows = _rows(s, pos, problems)
    _paths(s.players, at, rows, read, phase, seat, problems)
    hands, discards, pile, removed, discarded = _deal(s, pos, problems, rows, rnd, phase, seat)
    last_advance = pos.get("last_advance")
    if last_advance is not None and (not s.rules.after_advance or not _int(last_advance)
                                     or not 0 <= last_advance < s.players):
        problems.add("LC-10.3", "last_advance is a seat, only with next_starter='after_last_advance'")
    tiles = _tiles(s, pos, problems, rnd, over, at, all(read), sum(arts) if counted else None)

    s.round, s.phase, s.seat = rnd, phase, seat
    s.vp, s.chips, s.artifacts = tuple(vp), tuple(chips), tuple(arts)
    s.pos, s.rows, s.discards = tuple(at), tuple(rows), tuple(discards)
    s.hands = tuple(tuple(sorted(h)) for h in hands)
    s.deck, s.dpos = tuple(removed) + tuple(pile), len(removed)
    s.tiles = tuple(tiles)
    s.discarded = -1 if discarded is None else discarded
    s.last_advance = -1 if last_advance is None else last_advance


def _turn(s, pos: dict, problems: Problems) -> tuple[int, str, int]:
    """Round, phase and the seat deciding (LC-10.4, LC-11.1, LC-3.1); round and phase
    are read at once (every later check depends on them)."""
    rnd = pos.get("round", 1)
    if not _int(rnd) or not 1 <= rnd <= s.rules.rounds:
        raise BadPosition("LC-10.4", f"round must be 1 … {s.rules.rounds}, not {short(rnd)}")
    phase = pos.get("phase", "play")
    if not isinstance(phase, str) or phase not in PHASES:
        raise BadPosition("", f"phase must be one of {', '.join(PHASES)}, not {short(phase)}",
                          subject="position")
    seat = pos.get("to_move", 0)
    if phase == "over":
        if seat is not None:
            problems.add("LC-11.1", "the game is over: to_move must be null")
        if rnd != s.rules.rounds:
            problems.add("LC-11.1", f"the game ends after round {s.rules.rounds}, not {rnd}")
        seat = 0
    elif not _int(seat) or not 0 <= seat < s.players:
        raise BadPosition("LC-3.1", f"to_move must be a seat 0 … {s.players - 1}, not {short(seat)}")
    return rnd, phase, seat


def _scores(s, pos: dict, problems: Problems, rnd: int, over: bool) -> tuple[list, list, list, bool]:
    """VP (LC-9.3), chips and artifact tiles (LC-1.8, LC-9.4); ``counted``: chips and
    artifacts are whole numbers (the later checks that add them up need it)."""
    n = s.players
    vp = _per_seat(pos, "vp", n, int)
    chips = _per_seat(pos, "chips", n, int)
    arts = _per_seat(pos, "artifacts", n, int)
    if not all(_int(v) and 0 <= v <= VP_LIMIT for v in vp):
        problems.add("LC-9.3", f"VP are whole numbers 0 … {VP_LIMIT:,} (no player has fewer than 0), "
                               f"not {short(vp)}")
    counted = all(_int(v) and 0 <= v <= 3 * TILE_COUNTS["ARTIFACT"] for v in chips + arts)
    if not counted:
        problems.add("LC-1.8", "chips and artifacts are counts ≥ 0 (at most the 9 artifacts of "
                               "each round)")
        return vp, chips, arts, False
    done = rnd if over else rnd - 1
    if sum(chips) > TILE_COUNTS["ARTIFACT"] * done:
        problems.add("LC-1.8", f"{sum(chips)} artifact chips after {done} round(s): at most "
                               f"{TILE_COUNTS['ARTIFACT']} per round")
    if over and any(arts):
        problems.add("LC-9.4", "at the end of the game every artifact tile has become a chip")
    return vp, chips, arts, True


def _pawns(pos: dict, n: int, problems: Problems, over: bool,
           limit: int = CROSSINGS_TO_END) -> tuple[list[int], list[bool]]:
    """Each pawn's step (LC-1.2, LC-1.3), one pawn per path (LC-5.4), fewer than five
    crossings (LC-8.1).  ``read[p]``: every pawn of seat ``p`` could be read (a pawn that
    cannot is left in the camp, and the checks that compare its seat's pawns with its
    rows are skipped)."""
    pawn_specs = _per_seat(pos, "pawns", n, dict)
    at = [CAMP] * (5 * n)
    read = [True] * n
    for p, spec in enumerate(pawn_specs):
        if not isinstance(spec, dict):
            problems.add("LC-1.2", f"pawns of seat {p} must be a dict like {{'L': 'B3', 'E1': null}}")
            read[p] = False
            continue
        for pid, where in spec.items():
            if pid not in PAWNS:
                problems.add("LC-1.2", f"seat {p}: no pawn {short(pid)} (pawns: {', '.join(PAWNS)})")
                read[p] = False
                continue
            try:
                at[p * 5 + PAWNS.index(pid)] = node_code(where)
            except ValueError as e:
                problems.add("LC-1.3", f"seat {p}, pawn {pid}: {e}")
                read[p] = False
        paths = [NODE_COLOUR[x] for x in at[p * 5:p * 5 + 5] if x != CAMP]
        if len(paths) != len(set(paths)):
            problems.add("LC-5.4", f"seat {p} has two pawns on one path (one expedition per colour)")
    crossings = sum(1 for x in at if x != CAMP and NODE_STEP[x] >= BRIDGE)
    if crossings >= limit + over:
        problems.add("LC-8.1", f"{crossings} pawns are beyond a bridge: the {ordinal(limit)} crossing "
                               "ends the round")
    return at, read


def _rows(s, pos: dict, problems: Problems) -> list[tuple]:
    """Each seat's rows, read at once (LC-1.1, LC-5.5), in order (LC-5.5, LC-13.2)."""
    rows: list[tuple] = [()] * (5 * s.players)
    for p, spec in enumerate(_per_seat(pos, "rows", s.players, dict)):
        if not isinstance(spec, dict):
            raise BadPosition("LC-5.5", f"rows of seat {p} must be a dict like {{'B': [2, 5]}}")
        for key, values in spec.items():
            c = _colour(key, f"rows of seat {p}")
            row = _values(values, f"seat {p}'s {COLOURS[c].lower()} row")
            err = row_error(row, s.rules.descending)
            if err:
                problems.add("LC-13.2" if s.rules.descending else "LC-5.5",
                             f"seat {p}'s {COLOURS[c].lower()} row: {err}")
            rows[p * 5 + c] = row
    return rows


def _paths(n: int, at: list[int], rows: list[tuple], read: list[bool], phase: str, seat: int,
           problems: Problems) -> None:
    """A row exactly for each path a pawn is on (LC-5.4, LC-5.3), the pawn at least as far
    as its row is long (LC-5.6), the phase's preconditions on the pawns (LC-5.1, LC-5.3,
    LC-5.7, LC-7.4) — for the seats whose pawns could all be read."""
    pending = -1
    for p in range(n):
        if not read[p]:
            continue
        for c in range(5):
            row = rows[p * 5 + c]
            pawn = next((x for x in at[p * 5:p * 5 + 5] if x != CAMP and NODE_COLOUR[x] == c), None)
            if pawn is None and row:
                if phase == "pawn" and p == seat and len(row) == 1 and pending < 0:
                    pending = c
                    continue
                problems.add("LC-5.4", f"seat {p} has a {COLOURS[c].lower()} row but no pawn on "
                                       "that path (a row and a pawn start together, LC-5.3)")
            if pawn is not None and not row:
                problems.add("LC-5.4", f"seat {p} has a pawn on the {COLOURS[c].lower()} path "
                                       "but no row of that colour")
            if pawn is not None and NODE_STEP[pawn] < min(len(row), STEPS):
                problems.add("LC-5.6", f"seat {p}'s pawn on {NODE_NAME[pawn]} is behind its row of "
                                       f"{len(row)} cards (each card moves it one step)")
    if not read[seat]:
        return
    if phase == "pawn":
        if pending < 0:
            problems.add("LC-5.3", f"phase pawn: seat {seat} must have one new row (one card) "
                                   "whose pawn is not placed yet")
        if CAMP not in at[seat * 5:seat * 5 + 5]:
            problems.add("LC-5.1", f"phase pawn: seat {seat} has no pawn in the camp")
    movable = [x for x in at[seat * 5:seat * 5 + 5] if x != CAMP and NODE_STEP[x] < STEPS]
    if phase in ("step_tile", "city_bonus") and not movable:
        problems.add("LC-7.4" if phase == "step_tile" else "LC-5.7",
                     f"phase {phase}: seat {seat} has no pawn that can advance")
    in_city = any(x != CAMP and NODE_STEP[x] == STEPS for x in at[seat * 5:seat * 5 + 5])
    if phase == "city_bonus" and not in_city:
        problems.add("LC-5.7", f"phase city_bonus: seat {seat} has no pawn in a lost city")


def _deal(s, pos: dict, problems: Problems, rows: list[tuple], rnd: int, phase: str,
          seat: int) -> tuple[list, list[tuple], list[int], list[int], int | None]:
    """The cards: hand sizes (LC-4.2), two of each card in all (LC-1.1, saying where the
    copies of a card are), the 2-player removal (LC-3.3), a draw pile (LC-8.2), the colour
    just discarded (LC-5.9).  Card codes are read at once.  ``draw_pile`` and ``removed``
    left ``null`` get the cards found nowhere else, shuffled with the seed."""
    n, over = s.players, phase == "over"
    hands = [_cards(h, f"hand {p}") for p, h in enumerate(_per_seat(pos, "hands", n, list))]
    played = phase in ("pawn", "step_tile", "city_bonus", "draw")
    size = s.rules.options.hand_size
    for p, h in enumerate(hands):
        want = size - (played and p == seat)
        if len(h) != want and not (over and len(h) == size - 1):
            problems.add("LC-4.2", f"hand {p} holds {len(h)} cards; at this moment it must hold {want}")
    if over and sum(len(h) == size - 1 for h in hands) > 1:
        problems.add("LC-4.2", f"only the player whose turn ended the game can hold {size - 1} cards")
    disc_spec = pos.get("discards") or {}
    if not isinstance(disc_spec, dict):
        raise BadPosition("LC-5.8", f"discards must be a dict like {{'W': [2, 6]}}, not {short(disc_spec)}")
    discards: list[tuple] = [()] * 5
    for key, values in disc_spec.items():
        c = _colour(key, "discards")
        discards[c] = _values(values, f"the {COLOURS[c].lower()} discard pile")
    used = Counter(x for h in hands for x in h)
    used.update(i % 5 * 11 + v for i, row in enumerate(rows) for v in row)
    used.update(c * 11 + v for c, pile in enumerate(discards) for v in pile)
    pile_in, removed_in = pos.get("draw_pile"), pos.get("removed")
    pile = None if pile_in is None else _cards(pile_in, "draw_pile")
    removed = None if removed_in is None else _cards(removed_in, "removed")
    if pile is not None:
        used.update(pile)
    if removed is not None:
        used.update(removed)
    dealt = pile is not None or removed is not None
    hinted = False          # the hint to leave the piles null is given once

    def hint(given: bool) -> str:
        nonlocal hinted
        if not given or hinted:
            return ""
        hinted = True
        return UNSEEN_HINT

    over_count = [c for c, k in used.items() if k > 2]
    if over_count:
        places = _places(hands, rows, discards, pile, removed)
        problems.add("LC-1.1", "more than two copies of a card (there are two of each): "
                               + "; ".join(f"{CARD_NAME[c]}: {places[c]}" for c in sorted(over_count))
                               + hint(dealt))
    rest = [c for c in range(N_CODES) for _ in range(2 - used[c])]
    if pile is None or (removed is None and n == 2):
        random.Random(f"{s.seed}/position/{rnd}").shuffle(rest)
    cut = s.rules.options.removed(n)
    if removed is None:
        removed = rest[:cut] if pile is None or not cut else rest
        rest = rest[len(removed):]
    if pile is None:
        pile = rest
        rest = []
    if rest:
        problems.add("LC-1.1", f"{len(rest)} cards are missing (110 cards: two of each), e.g. "
                               f"{CARD_NAME[rest[0]]}" + hint(dealt))
    if len(removed) != cut:
        problems.add("LC-3.3", f"{len(removed)} removed cards: with {n} players exactly {cut} are "
                               "removed each round" + hint(removed_in is not None))
    if not pile and not over:
        problems.add("LC-8.2", "the draw pile is empty: the round would have ended")
    discarded = pos.get("discarded")
    if discarded is not None:
        c = _colour(discarded, "discarded")
        if phase != "draw" or not discards[c]:
            problems.add("LC-5.9", "discarded names the colour discarded this turn, only in phase "
                                   "draw, onto a non-empty pile")
        discarded = c
    return hands, discards, pile, removed, discarded


def _tiles(s, pos: dict, problems: Problems, rnd: int, over: bool, at: list[int], placed: bool,
           taken: int | None) -> list:
    """The tile of every slot (LC-1.6, LC-1.7), the artifacts taken (LC-7.2); ``null``:
    :func:`seeded_tiles`.  ``placed``: every pawn could be read; ``taken``: the artifact
    tiles the players hold, ``None`` if those could not be counted — the checks that need
    them are skipped then (their problem is noted already)."""
    tiles_in = pos.get("tiles")
    tiles: list = [None] * len(NODE_NAME)
    if tiles_in is None:
        if not placed or taken is None:
            return tiles
        seeded: dict = {}
        with problems.part():
            seeded = seeded_tiles(s.seed, rnd, s.rules.slot_nodes, at, 0 if over else taken)
        if not seeded:
            return tiles
        for x, k in seeded.items():
            tiles[x] = k
    else:
        if not isinstance(tiles_in, dict):
            raise BadPosition("LC-1.7", "tiles must map every slot ('B6') to its tile, or be null")
        names = {NODE_NAME[x] for x in s.rules.slot_nodes}
        for key, kind in tiles_in.items():
            try:
                x = node_code(key)
            except ValueError as e:
                raise BadPosition("LC-1.7", f"tiles: {e}") from None
            if x == CAMP or NODE_NAME[x] not in names:
                raise BadPosition("LC-1.7", f"tiles: {short(key)} is not a tile slot of this board's layout")
            if kind is not None and (not isinstance(kind, str) or kind not in TILE_COUNTS):
                raise BadPosition("LC-1.6", f"tiles: {short(kind)} is not a tile ({', '.join(TILE_COUNTS)})")
            tiles[x] = kind
        missing = names - {NODE_NAME[node_code(k)] for k in tiles_in}
        if missing:
            problems.add("LC-1.7", f"tiles: every slot is listed (null once its artifact is taken); "
                                   f"missing {sorted(missing)}")
            return tiles
    count = Counter(t for t in tiles if t)
    for kind, k in TILE_COUNTS.items():
        if kind != "ARTIFACT" and count[kind] != k:
            problems.add("LC-1.6", f"{count[kind]} {kind} tiles on the board; there are {k} "
                                   "(they stay on the board all round)")
    empty = [x for x in s.rules.slot_nodes if tiles[x] is None]
    if taken is not None and (len(empty) + count["ARTIFACT"] != TILE_COUNTS["ARTIFACT"]
                              or (not over and len(empty) != taken)):
        problems.add("LC-7.2", f"{len(empty)} empty slots and {count['ARTIFACT']} artifact tiles; "
                               f"the players hold {taken} (9 artifact tiles in all)")
    if not placed:
        return tiles
    for x in empty:
        if not reached_by(x, at):
            problems.add("LC-7.2", f"the artifact on {NODE_NAME[x]} is taken, but no pawn has "
                                   "reached it")
    for x in s.rules.slot_nodes:
        if tiles[x] == "ARTIFACT" and x in at and not _unresolved(x, at, over, s.rules.options.crossings):
            problems.add("LC-7.2", f"an artifact lies on {NODE_NAME[x]} under a pawn: the first "
                                   "pawn to arrive takes it")
    return tiles
