"""Urland positions: a documented, hand-editable JSON (docs/contract.md).

Example (4 players, epoch 1, turn 1, the environment player black to choose; the
fields after ``hands`` may be left out of a hand-made position)::

    {
      "game": "urland", "players": 4, "seed": 7, "options": {},
      "epoch": 1, "turn": 1, "environment": "black", "phase": "choose",
      "regions": [[1], [2], [3], [4, 5], [6], [7], [8], [9], [10], [11], [12]],
      "removed": [5],
      "ichtos": {"L1": {"black": 1, "white": 1}, "L4": {"yellow": 2},
                 "S1": {"black": 3, "white": 3, "yellow": 3, "purple": 3}, …},
      "track": {"black": 1, "white": 4, "yellow": 3, "purple": 2},
      "extra_chips": {"black": 2, "white": 2, "yellow": 2, "purple": 2},
      "genes": {"black": [], "white": ["legs"]},
      "display": ["ears", "egg", "teeth", "wings"],
      "hands": {"black": [3, 8, 12]},
      "chosen": null, "on_board": [], "pile": null, "gene_deck": null,
      "panic_aside": false, "reached": []
    }

Fields
  ``players`` 3–5 (U-3); ``seed`` drives the chance still to come (a new epoch's pile,
  the volcano scoring's chip) and the fields left ``null``; ``options`` as for
  ``boardlab.new`` (``expansion_genes``, ``map``).  Seats are named by colour (U-0.5:
  seat 0 black, 1 white, 2 yellow, 3 purple, 4 red).
  ``epoch`` 1–3, ``turn`` ≥ 1 (U-4.1); ``environment`` the colour of E (U-4.2);
  ``phase`` ``choose`` (E chooses a chip, U-6.1), ``act`` (the Ichto players act; see
  ``acting``), ``score``, ``mutation``, ``panic``, ``eruption`` (a choice between the
  actions and the next choice of a chip — around a scoring, an auction, a panic, after the
  eruptions — held in ``pending``, ``auction`` or ``panic``: see
  :mod:`boardlab.games.urland.pending`) or ``over``.
  ``regions`` the partition of the land zones 1–12 (U-2.5.1); ``removed`` the zone
  chips removed from the game — the volcanoes that erupted (U-2.5.4); a region of
  several zones must be joined by erupted volcanoes.  Epoch ``e`` is played after
  exactly ``2e − 1`` eruptions (1 at setup, U-3.3; 2 at each epoch's end, U-12.3; build
  them with :func:`erupted`).
  ``ichtos`` region → colour → count: a land region is named by its live zone chip
  (U-2.5.3: ``L4`` for zones 4+5 after volcano 5 erupted; ``L1`` for a region without a
  live chip, its smallest zone, D-2), a sea ``S1``–``S5``; missing means 0.  Each colour's supply
  is what is not on the board (U-0.2: board + supply = 27); ``supply`` may be given
  too, and must agree.
  ``track`` colour → the space of its marker (U-9.1; one marker per space, U-9.2).
  ``extra_chips`` (U-3.2, default and most: the setup number, option ``extra_action_chips``); ``genes`` colour → gene ids owned
  (``mutation_spent`` for a spent Mutation card, U-15.4); ``display`` the face-up genes;
  ``gene_deck`` the face-down deck, top first, or ``null``: the other genes shuffled
  with the seed (U-3.7).
  ``hands`` colour → zone chips held; ``chosen`` E's face-down chip (phase ``act``);
  ``on_board`` chips scored this epoch (U-8.5); ``pile`` the draw pile top first (``"panic"``
  is the panic chip; the number 13 is read as it too) or ``null``: the chips found nowhere else, shuffled with the seed;
  ``panic_aside`` the panic chip was drawn this epoch (U-11.5).  Every chip 1–12 and the panic chip is in
  exactly one place (U-0.4).
  ``reached`` the mutation spaces already reached (U-10.1), none beyond every marker; a
  space left out is auctioned after the next scoring that leaves a marker on it or
  beyond (a hand-made position may leave one out on purpose).
  ``acting`` (phase ``act``): ``actors`` (colours in order; left out: the Ichto players
  in the rules' order, U-4.2 — clockwise from the neutral player's left neighbour, a
  Nocturnal neutral player first, U-15.3), ``index`` (who acts now, default 0), ``left``
  (actions left; default and most: the regular budget, U-7.1, or 2 after an extra-action
  chip, U-7.2), ``chip_used``, ``more`` (an option under way: ``["sea", "S1",
  "S2"]``, ``["turbo", "S1", "S4"]``, ``["retreat"]`` or ``null``).
  ``auction`` (phase ``mutation``, U-10): ``space``, ``bids`` (colour → bid, ``null`` while
  not in yet), then ``next`` (who takes a gene or passes) and ``taken``, or ``paying`` and
  ``to_pay``; ``panic`` (phase ``panic``, U-11): ``region``, ``sea``, ``ears``; ``pending``
  (phases ``act``, ``score``, ``eruption``): the choices waiting, e.g. ``[{"choice":
  "save", "colour": "white", "region": "L1"}]`` (Ears at an eruption, D-12) — every field
  in :mod:`boardlab.games.urland.pending`.  What comes after follows from the phase (U-5,
  U-12): the rest of the turn, or of the epoch's end.
  ``passed`` (E saw the chips he passed, this turn; default true in a turn's ``score`` or
  ``mutation``) and ``ending`` (U-13.1 triggered).
  The engine's own queue — phase ``auto`` with ``asks`` and ``todo`` — is still read (older
  saved positions) and written for a queue that is none of the moments above.

Example: the position above after black chose chip 12 and passed 3 and 8 to white (the
neutral player); white's monopoly took him to space 13, so space 12 is auctioned after the
turn's scoring; black and white have bid, yellow bids next (the other fields as above)::

    {…, "phase": "mutation", "track": {"black": 1, "white": 13, "yellow": 3, "purple": 2},
     "hands": {"black": [], "white": [3, 8]}, "on_board": [12], "reached": [12],
     "auction": {"space": 12, "bids": {"black": 2, "white": 0, "yellow": null, "purple": null}}}
"""
from __future__ import annotations

import random
from typing import Any

from ...engine import check_seed, short
from ...rules import BadPosition, Problems
from .board import NODES
from .components import (COLOURS, ICHTOS_IN_PLAY, PANIC, budget, extra_chips_per_player, setup)
from .genes import GENES, deck
from .options import UrlandOptions
from .pending import MOMENTS
from . import pending as _pending
from .regions import Regions

HIDDEN = "?"
#: U-0.4 — the panic chip's name in a position's pile (the engine numbers it 13)
PANIC_NAME = "panic"
KEYS = {"game", "players", "seed", "options", "epoch", "turn", "environment", "phase", "regions",
        "removed", "ichtos", "supply", "track", "extra_chips", "genes", "display", "gene_deck",
        "hands", "chosen", "on_board", "pile", "panic_aside", "reached", "acting", "auction", "asks",
        "todo", "passed", "ending", "panic", "pending"}
PHASES = ("choose", "act", *MOMENTS, "over", "auto")

#: ask kind → the kinds of its data fields
ASK_FIELDS: dict[str, tuple[str, ...]] = {
    "bid": (), "take": ("bool",), "pay": ("count",), "panic_at": ("lands",), "panic_to": ("land", "seas"),
    "keep": ("land", "sea"), "save": ("land", "count", "seas"), "flee": ("land", "count", "seas", "rule"), "place": ("sea", "count"),
    "gills": ("land",)}
#: step name → the kinds of its arguments
TODO_FIELDS: dict[str, tuple[str, ...]] = {
    "score": ("chip?", "bool"), "endcheck": (), "mutations": (), "rotate": (), "draw": (), "rank": (),
    "acquire": (), "refill": (), "panic": (), "panic_sea": ("land", "seat"), "panic_move": ("land", "sea"),
    "epoch_end": (), "volcano_check": (), "erupt": (), "after_epoch": (), "new_epoch": (),
    "final": ()}
FLEE_RULES = ("U-14.7", "U-15.8")


def _bad(rule: str, reason: str) -> BadPosition:
    return BadPosition(rule, reason, subject="position")


# ------------------------------------------------------------------ writing
def _out(kind: str, v: Any) -> Any:
    if kind in ("land", "sea"):
        return NODES[v]
    if kind in ("lands", "seas"):
        return [NODES[i] for i in v]
    if kind == "seat":
        return COLOURS[v]
    if kind == "chips":
        return list(v)
    return v


def to_position(s: Any) -> dict:
    n = s.players
    col = COLOURS[:n]
    ichtos: dict[str, dict[str, int]] = {}
    for i, node in enumerate(NODES):
        counts = {col[c]: s.ich[i * n + c] for c in range(n) if s.ich[i * n + c]}
        if counts:
            ichtos[node] = counts
    pos: dict[str, Any] = {
        "game": "urland", "players": n, "seed": s.seed, "options": dict(s.options),
        "epoch": s.epoch, "turn": s.turn, "environment": col[s.env], "phase": s.phase,
        "regions": [list(g) for g in s.regions.groups()],
        "removed": [k for k in range(1, 13) if not s.regions.is_live(k)],
        "ichtos": ichtos,
        "supply": {col[c]: s.supply[c] for c in range(n)},
        "track": {col[c]: s.track[c] for c in range(n)},
        "extra_chips": {col[c]: s.extra[c] for c in range(n)},
        "genes": {col[c]: list(s.genes[c]) for c in range(n)},
        "display": list(s.display), "gene_deck": list(s.gene_deck),
        "hands": {col[c]: list(s.hands[c]) for c in range(n)},
        "chosen": s.chosen, "on_board": list(s.on_board),
        "pile": [PANIC_NAME if c == PANIC else c for c in s.pile],
        "panic_aside": s.panic_aside, "reached": list(s.reached),
        "passed": s.passed, "ending": s.ending,
    }
    if s.phase == "act":
        pos["acting"] = {"actors": [col[c] for c in s.actors], "index": s.ai, "left": s.left,
                         "chip_used": s.chip_turn,
                         "more": None if s.more is None else [s.more[0], *(NODES[i] for i in s.more[1:])]}
    if not s.asks and not s.todo and s.auction is None:
        return pos
    moment = _pending.write(s)
    if moment is not None and _rebuilds(s, {**pos, **moment}):
        pos.update(moment)
        return pos
    # a queue that is none of the documented moments (only a state built from a position
    # in the engine's own form reaches one): written in that form
    pos["phase"] = s.phase
    if s.auction is not None:
        space, bids, ranking, nxt, obliged, taken = s.auction
        pos["auction"] = {"space": space, "bids": {col[c]: b for c, b in enumerate(bids)},
                          "ranking": [col[c] for c in ranking], "next": nxt, "obliged": obliged,
                          "taken": taken}
    pos["asks"] = [{"kind": a[0], "seat": col[a[1]],
                    "data": [_out(k, v) for k, v in zip(ASK_FIELDS[a[0]], a[2:])]} for a in s.asks]
    pos["todo"] = [[t[0], *(_out(k, v) for k, v in zip(TODO_FIELDS[t[0]], t[1:]))] for t in s.todo]
    return pos


def _rebuilds(s: Any, pos: dict) -> bool:
    """Do the documented fields of ``pos`` give back ``s``'s queue exactly (its asks, steps
    and auction)?"""
    auction = s.auction
    if auction is not None and HIDDEN in auction[1]:      # a view: others' bids hidden
        auction = (auction[0], tuple(0 if b == HIDDEN else b for b in auction[1]), *auction[2:])
        pos = {**pos, "auction": {**pos["auction"], "bids": {
            k: 0 if b == HIDDEN else b for k, b in pos["auction"]["bids"].items()}}}
    t = s.copy()
    t.asks, t.todo, t.auction = (), (), None
    try:
        _pending.read(t, _Reader(pos, s.players, s.regions), pos, pos["phase"])
    except BadPosition:
        return False
    return (t.asks, t.todo, t.auction) == (s.asks, s.todo, auction)


# ------------------------------------------------------------------ reading
class _Reader:
    """Reads the fields of one position, each checked with its rule."""

    def __init__(self, pos: dict, players: int, regions: Regions):
        self.pos, self.n, self.regions = pos, players, regions
        self.col = COLOURS[:players]

    def colour(self, x: Any, rule: str = "U-0.5") -> int:
        if not isinstance(x, str) or x not in self.col:
            raise _bad(rule, f"a seat is named by its colour ({', '.join(self.col)}), not {short(x)}")
        return self.col.index(x)

    def per_seat(self, key: str, default: Any, rule: str) -> dict[int, Any]:
        v = self.pos.get(key)
        if v is None:
            return {c: default for c in range(self.n)}
        if not isinstance(v, dict):
            raise _bad(rule, f"'{key}' maps colours to values, not {short(v)}")
        out = {c: default for c in range(self.n)}
        for k, x in v.items():
            out[self.colour(k, rule)] = x
        return out

    def count(self, x: Any, rule: str, what: str, hi: int = ICHTOS_IN_PLAY, lo: int = 0) -> int:
        if type(x) is not int or not lo <= x <= hi:
            raise _bad(rule, f"{what} is a whole number {lo}–{hi}, not {short(x)}")
        return x

    def flag(self, key: str, default: bool = False) -> bool:
        v = self.pos.get(key, default)
        if not isinstance(v, bool):
            raise _bad("U-5", f"'{key}' is true or false, not {short(v)}")
        return v

    def region(self, x: Any, rule: str = "U-2.5.1", kind: str = "region") -> int:
        if not isinstance(x, str) or x not in NODES:
            raise _bad(rule, f"a region is named L1–L12 or S1–S5, not {short(x)}")
        i = NODES.index(x)
        if kind == "land" and i >= 12 or kind == "sea" and i < 12:
            raise _bad(rule, f"{x} is not a {kind}")
        if i < 12 and self.regions.region_of(i + 1) != i + 1:
            r = self.regions.region_of(i + 1)
            raise _bad("U-2.5.3", f"zone {x} is part of region L{r}: a region is named after its "
                                  + ("live chip" if self.regions.label(r) else
                                     "smallest zone when no live chip is left (D-2)"))
        return i

    def chips(self, x: Any, rule: str, what: str, panic: bool = False) -> list[int]:
        if not isinstance(x, list) or len(x) > 13:
            raise _bad(rule, f"{what} is a list of chips, not {short(x)}")
        top = PANIC if panic else 12
        for c in x:
            self.count(c, "U-0.4", f"a chip in {what}", hi=top, lo=1)
        return list(x)

    def field(self, kind: str, v: Any) -> Any:
        if kind in ("land", "sea"):
            return self.region(v, "U-5", kind)
        if kind in ("lands", "seas"):
            if not isinstance(v, list) or not v or len(v) > 17:
                raise _bad("U-5", f"a list of regions, not {short(v)}")
            return tuple(self.region(x, "U-5", kind[:-1]) for x in v)
        if kind == "seat":
            return self.colour(v)
        if kind == "chips":
            return tuple(self.chips(v, "U-12.3", "the erupting chips"))
        if kind == "chip":
            return self.count(v, "U-0.4", "a chip", hi=12, lo=1)
        if kind == "chip?":   # None: the chosen chip
            return None if v is None else self.count(v, "U-0.4", "a chip", hi=12, lo=1)
        if kind == "count":
            return self.count(v, "U-5", "a count", lo=1)
        if kind == "bool":
            if not isinstance(v, bool):
                raise _bad("U-5", f"true or false, not {short(v)}")
            return v
        if kind == "rule":
            if not isinstance(v, str) or v not in FLEE_RULES:
                raise _bad("U-5", f"the rule of a flight is {' or '.join(FLEE_RULES)}, not {short(v)}")
            return v
        raise AssertionError(kind)  # pragma: no cover


def from_position(cls: Any, pos: Any) -> Any:
    """The state of a position (see the module docstring); :class:`~boardlab.BadPosition`
    citing the rule for anything that cannot occur — every problem at once
    (``BadPosition.problems``) but for the shape of the position (a dict, its
    fields, the player count, the options, the regions), refused at once."""
    if not isinstance(pos, dict):
        raise _bad("", f"a position is a dict (see boardlab.games.urland.position), not {short(pos)}")
    unknown = [k for k in pos if k not in KEYS]
    if unknown:
        raise _bad("", f"unknown field {short(unknown[0], 40)} (the fields are listed in "
                       "boardlab.games.urland.position)")
    if pos.get("game", "urland") != "urland":
        raise _bad("", f"this is a position of {short(pos.get('game'))}, not of urland")
    table = setup(pos.get("players"))   # BadPosition citing U-3
    n: int = table.players
    seed = check_seed(pos.get("seed", 0))
    opts = UrlandOptions.from_json(pos.get("options"))
    if any(v == HIDDEN for v in _flat(pos)):
        raise _bad("", "this position is a seat's view: its hidden parts are '?'")
    s = cls.__new__(cls)
    from ...engine import State
    State.__init__(s, n, seed, opts.to_json())
    s._init_rules(opts)
    s.regions = Regions.from_groups(pos.get("regions", [[z] for z in range(1, 13)]),
                                    pos.get("removed", []), s.map)
    r = _Reader(pos, n, s.regions)
    # each independent block of checks is a part, every problem is reported at once;
    # the defaults below stand in for a block that failed (the position is refused anyway)
    problems = Problems()
    s.ich, s.supply = [0] * (17 * n), [ICHTOS_IN_PLAY] * n
    problems.run(_ichtos, s, r, pos)                      # U-0.2, U-2.5
    s.track = list(range(n))
    problems.run(_track, s, r)                            # U-9
    most = extra_chips_per_player(n, opts.extra_action_chips)
    s.extra = [most] * n
    problems.run(_extra, s, r, most)                      # U-3.2
    s.genes, s.display, s.gene_deck = ((),) * n, (), ()
    problems.run(_genes, s, r, pos, seed)                 # U-3.7, U-10.8
    s.hands, s.chosen, s.on_board, s.panic_aside, s.pile = ((),) * n, None, (), False, ()
    chips_ok = problems.run(_chips, s, r, pos, seed)      # U-0.4
    # the turn
    s.epoch, s.turn, s.env, s.phase = 1, 1, 0, "choose"
    turn_ok = problems.run(_turn, s, r, pos)              # U-4.1, U-4.2
    phase_ok = problems.run(_phase, s, pos)               # U-5
    s.reached = ()
    problems.run(_reached, s, pos)                        # U-10.1
    s.passed = s.ending = False
    problems.run(_flags, s, r)
    s.actors, s.ai, s.left, s.chip_turn, s.more = (), 0, 0, False, None
    s.auction, s.asks, s.todo = None, (), ()
    s.choices, s.bid_from, s._lc = (), None, None
    if phase_ok and chips_ok:                               # the decision under way needs both
        problems.run(_flow, s, r, pos)
        if turn_ok:                                         # the epoch and the roles
            problems.run(_eruptions, s)                     # U-3.3, U-12.3
            problems.run(_holders, s)                       # U-6.1
    problems.raise_all()
    _consistent(s, r)       # the phase's preconditions and check(): on a state built in full
    return s


def _ichtos(s: Any, r: _Reader, pos: dict) -> None:
    """U-0.2 — the Ichtos on the board (27 of each colour in play), the supply the rest."""
    n, col = s.players, r.col
    ichtos = pos.get("ichtos", {})
    if not isinstance(ichtos, dict):
        raise _bad("U-0.2", f"'ichtos' maps regions to colour counts, not {short(ichtos)}")
    for name, counts in ichtos.items():
        i = r.region(name)
        if not isinstance(counts, dict):
            raise _bad("U-0.2", f"ichtos of {short(name)} map colours to counts, not {short(counts)}")
        for c, k in counts.items():
            s.ich[i * n + r.colour(c, "U-0.2")] = r.count(k, "U-0.2", f"Ichtos of {short(c)} in {name}")
    board = [sum(s.ich[i * n + c] for i in range(17)) for c in range(n)]
    for c in range(n):
        if board[c] > ICHTOS_IN_PLAY:
            raise _bad("U-0.2", f"{col[c]} has {board[c]} Ichtos on the board (27 at most)")
    s.supply = [ICHTOS_IN_PLAY - b for b in board]
    if pos.get("supply") is not None:
        given = r.per_seat("supply", None, "U-0.2")
        for c in range(n):
            if given[c] != s.supply[c]:
                raise _bad("U-0.2", f"{col[c]}'s supply is 27 − {board[c]} on the board = {s.supply[c]}, "
                                    f"not {short(given[c])}")


def _track(s: Any, r: _Reader) -> None:
    """U-9.1, U-9.2 — a marker per colour, at most one per space."""
    n, col = s.players, r.col
    track = r.per_seat("track", None, "U-9.1")
    s.track = [r.count(track[c], "U-9.1", f"{col[c]}'s track space", hi=10**6, lo=1) for c in range(n)]
    for space in sorted(set(s.track)):
        whose = [col[c] for c in range(n) if s.track[c] == space]
        if len(whose) > 1:
            raise _bad("U-9.2", f"space {space} holds the markers of {' and '.join(whose)}: "
                                "at most one marker stands on a space")


def _extra(s: Any, r: _Reader, most: int) -> None:
    """U-3.2 — the extra-action chips left."""
    extra = r.per_seat("extra_chips", most, "U-3.2")
    s.extra = [r.count(extra[c], "U-3.2", f"{r.col[c]}'s extra-action chips", hi=most)
               for c in range(s.players)]


def _turn(s: Any, r: _Reader, pos: dict) -> None:
    """U-4.1, U-4.2 — the epoch, the turn, the environment player."""
    s.epoch = r.count(pos.get("epoch", 1), "U-4.1", "the epoch", hi=3, lo=1)
    s.turn = r.count(pos.get("turn", 1), "U-4.1", "the turn", hi=10**6, lo=1)
    s.env = r.colour(pos.get("environment", r.col[0]), "U-4.2")


def _phase(s: Any, pos: dict) -> None:
    phase = pos.get("phase", "choose")
    if not isinstance(phase, str) or phase not in PHASES:
        raise _bad("U-5", f"phase is one of {', '.join(PHASES)}, not {short(phase)}")
    s.phase = "auto" if phase in MOMENTS else phase   # the engine runs its queue between decisions


def _reached(s: Any, pos: dict) -> None:
    """U-10.1 — the mutation spaces already reached."""
    reached = pos.get("reached", [])
    spaces = s.rules_options.mutation_spaces
    if not isinstance(reached, list) or any(type(x) is not int or x not in spaces for x in reached) \
            or len(set(reached)) != len(reached):
        raise _bad("U-10.1", f"reached is a list of mutation spaces {spaces}, not {short(reached)}")
    s.reached = tuple(sorted(reached))


def _flags(s: Any, r: _Reader) -> None:
    s.passed, s.ending = r.flag("passed"), r.flag("ending")


def _eruptions(s: Any) -> None:
    """U-3.3, U-12.3 — one volcano erupted at setup and two at the end of each epoch (7
    volcano tiles, U-1): epoch ``e`` is played with exactly ``2e − 1`` removed chips;
    ``2e + 1`` once its eruptions are done (a game over, or a decision between the
    eruptions and the next epoch: an Ears choice, an auction, U-12.6).  More or fewer is
    refused: a position's map has had its setup eruption (U-3.3)."""
    removed = [k for k in range(1, 13) if not s.regions.is_live(k)]
    during = 2 * s.epoch - 1
    done = s.phase not in ("choose", "act") and _pending.erupted_context(s)   # U-12.5
    want = during + 2 if done else during
    if len(removed) == want:
        return
    rule = "U-3.3" if not removed else "U-12.3"
    found = f"not the {len(removed)} of removed {removed}"
    if done:
        raise _bad(rule, f"epoch {s.epoch} after its own eruptions (nobody holds a chip, the pile is "
                         f"empty) has seen exactly {want} eruptions (1 at setup, U-3.3, and 2 at the "
                         f"end of each epoch up to it), {found}")
    raise _bad(rule, f"epoch {s.epoch} is played after exactly {during} eruption"
                     f"{'s' if during > 1 else ''} (1 at setup, U-3.3, and 2 at the end of each "
                     f"epoch before it), {found}"
               + ("" if s.phase in ("choose", "act") else f" (or {during + 2} once its own are done: "
                                                          "nobody holds a chip, the pile is empty)"))


def _holders(s: Any) -> None:
    """U-6.1 — who holds zone chips: while the environment player chooses, he alone (3);
    while the Ichto players act, the neutral player alone (the 2 passed to him)."""
    n, e = s.players, s.env
    nn = (e + 1) % n
    if s.phase == "choose" and not s.asks:
        others = [COLOURS[c] for c in range(n) if c != e and s.hands[c]]
        if others:
            raise _bad("U-6.1", f"while the environment player ({COLOURS[e]}) chooses, nobody else "
                                f"holds a zone chip: {', '.join(others)} "
                                f"{'holds' if len(others) == 1 else 'hold'} some")
    if s.phase == "act":
        if s.hands[e]:
            raise _bad("U-6.1", f"the environment player ({COLOURS[e]}) put one chip face down and "
                                f"passed the other two: he holds none while the Ichto players act, "
                                f"not {list(s.hands[e])}")
        if len(s.hands[nn]) != 2:
            raise _bad("U-6.1", f"the neutral player ({COLOURS[nn]}) holds the 2 chips passed to him "
                                f"while the Ichto players act, not {list(s.hands[nn])}")
        others = [COLOURS[c] for c in range(n) if c not in (e, nn) and s.hands[c]]
        if others:
            raise _bad("U-6.1", f"only the neutral player holds zone chips while the Ichto players "
                                f"act, not {', '.join(others)}")


def _flat(x: Any, depth: int = 0) -> list:
    if depth > 6:
        raise _bad("", "a position is at most a few levels deep")
    if isinstance(x, dict):
        return [v for y in x.values() for v in _flat(y, depth + 1)]
    if isinstance(x, list):
        return [v for y in x for v in _flat(y, depth + 1)]
    return [x]


def _genes(s: Any, r: _Reader, pos: dict, seed: int) -> None:
    full = [g.id for g in deck(s.players, s.expansion)]
    owned = r.per_seat("genes", [], "U-10.8")
    genes = []
    for c in range(s.players):
        g = owned[c]
        _gene_ids(g, f"{COLOURS[c]}'s genes", "U-10.8", full + ["mutation_spent"])
        genes.append(tuple(g))
    s.genes = tuple(genes)
    display = pos.get("display", [])
    _gene_ids(display, "the display", "U-3.7", full)
    s.display = tuple(display)
    seen = [("mutation" if g == "mutation_spent" else g) for gs in s.genes for g in gs] + list(s.display)
    deck_ = pos.get("gene_deck")
    if deck_ is None:
        rest = [g for g in full if g not in seen]
        random.Random(f"{seed}/position/genes").shuffle(rest)
        deck_ = rest
    _gene_ids(deck_, "the gene deck", "U-3.7", full)
    s.gene_deck = tuple(deck_)
    if sorted(seen + list(deck_)) != sorted(full):
        spots = {**{f"{COLOURS[c]}'s genes": [("mutation" if g == "mutation_spent" else g) for g in gs]
                    for c, gs in enumerate(s.genes)}, "display": list(s.display),
                 "gene_deck": list(deck_) if pos.get("gene_deck") is not None else []}
        raise _bad("U-3.7", f"the genes owned, displayed and in the deck must be the "
                            f"{len(full)} of this game ({'with' if s.expansion else 'without'} the "
                            "expansion), each once"
                   + _where(seen + list(deck_), full, spots, "gene ")
                   + (GENE_HINT if pos.get("gene_deck") is not None
                      and _unseen_helps(seen + list(deck_), full, deck_) else ""))


def _gene_ids(x: Any, what: str, rule: str, valid: list[str]) -> None:
    """A list of gene ids, else refused naming the first id that is none (and the valid ones)."""
    if not isinstance(x, list):
        raise _bad(rule, f"{what} are a list of gene ids, not {short(x)}")
    for g in x:
        if not isinstance(g, str) or g not in GENES and g != "mutation_spent":
            raise _bad(rule, f"{what}: no gene {short(g)} (genes: {', '.join(valid)})")


#: after a hand (or gene) edit, the count errors say how to keep the rest consistent
CHIP_HINT = "; after editing a hand or the board, leave pile null: the other chips are then shuffled into it"
GENE_HINT = "; after editing genes or the display, leave gene_deck null: the other genes are then shuffled into it"


def _unseen_helps(every: list, full: list, unseen: Any) -> bool:
    """Would leaving the unseen pile ``null`` mend the count: a copy too many lies in it, or
    something is nowhere (a ``null`` pile takes what is found nowhere else)?"""
    return any(every.count(x) > full.count(x) and x in unseen for x in full) or \
        any(every.count(x) < full.count(x) for x in full)


def _spots(x: Any, spots: dict[str, list]) -> str:
    """Where the copies of ``x`` are, e.g. ``"black's hand, on_board ×2"``."""
    found = [(where, things.count(x)) for where, things in spots.items() if x in things]
    return ", ".join(w if k == 1 else f"{w} ×{k}" for w, k in found)


def _where(every: list, full: list, spots: dict[str, list], name: str) -> str:
    """U-0.4, U-3.7 — what is twice (and where each copy is), what is nowhere,
    what is not of this game: ``"; chip 8: black's hand, on_board; nowhere: 13"``."""
    twice = [f"{name}{x}: {_spots(x, spots)}" for x in sorted(set(every), key=str)
             if every.count(x) > full.count(x) and x in full]
    foreign = sorted({str(x) for x in every if x not in full})
    missing = sorted({str(x) for x in full if every.count(x) < full.count(x)})
    out = _few(twice)
    out += [f"not in this game: {', '.join(_few(foreign))}"] if foreign else []
    out += [f"nowhere: {', '.join(_few(missing))}"] if missing else []
    return "".join(f"; {part}" for part in out)


def _few(items: list[str], most: int = 3) -> list[str]:
    """The first ``most`` items, then ``…`` (a message stays short)."""
    return items[:most] + (["…"] if len(items) > most else [])


def _chips(s: Any, r: _Reader, pos: dict, seed: int) -> None:
    n = s.players
    hands = r.per_seat("hands", [], "U-0.4")
    s.hands = tuple(tuple(sorted(r.chips(hands[c], "U-0.4", f"{COLOURS[c]}'s hand"))) for c in range(n))
    chosen = pos.get("chosen")
    s.chosen = None if chosen is None else r.count(chosen, "U-0.4", "the chosen chip", hi=12, lo=1)
    s.on_board = tuple(r.chips(pos.get("on_board", []), "U-8.5", "the chips on the board"))
    s.panic_aside = r.flag("panic_aside")
    placed = [c for h in s.hands for c in h] + list(s.on_board) + ([s.chosen] if s.chosen else [])
    dead = [k for k in range(1, 13) if not s.regions.is_live(k)]
    if any(k in dead for k in placed):
        spots = {**{f"{COLOURS[c]}'s hand": list(h) for c, h in enumerate(s.hands)},
                 "chosen": [s.chosen] if s.chosen else [], "on_board": list(s.on_board)}
        raise _bad("U-2.5.4", "a chip removed by an eruption is also held or on the board: "
                   + "; ".join(f"chip {k}: {_spots(k, spots)}" for k in sorted(set(placed) & set(dead))))
    pile = pos.get("pile")
    if pile is None:
        pile = [k for k in range(1, 13) if k not in placed and k not in dead]
        pile += [] if s.panic_aside else [PANIC]
        random.Random(f"{seed}/position/pile").shuffle(pile)
    if isinstance(pile, list):          # the panic chip by its name (13 is read as well)
        pile = [PANIC if c == PANIC_NAME else c for c in pile]
    s.pile = tuple(r.chips(pile, "U-0.4", "the pile", panic=True))
    every = placed + dead + list(s.pile) + ([PANIC] if s.panic_aside else [])
    if sorted(every) != list(range(1, 14)):
        spots = {**{f"{COLOURS[c]}'s hand": list(h) for c, h in enumerate(s.hands)},
                 "chosen": [s.chosen] if s.chosen else [], "on_board": list(s.on_board),
                 "pile": list(s.pile) if pos.get("pile") is not None else [], "removed": dead,
                 "panic_aside": [PANIC] if s.panic_aside else []}
        raise _bad("U-0.4", "every chip 1–12 and the panic chip (13) is in exactly one place: "
                            "hands, chosen, on_board, pile, removed, panic_aside"
                   + _where(every, list(range(1, 14)), spots, "chip ")
                   + (CHIP_HINT if pos.get("pile") is not None
                      and _unseen_helps(every, list(range(1, 14)), s.pile) else ""))


def _flow(s: Any, r: _Reader, pos: dict) -> None:
    """The decision under way: acting, auction, asks, todo."""
    n = s.players
    acting = pos.get("acting")
    if s.phase == "act":
        if not isinstance(acting, dict):
            raise _bad("U-7.1", "phase act needs 'acting': actors, index, left, chip_used, more")
        rules_order = s._actors()                                # U-4.2, D-8, U-15.3
        actors = acting.get("actors")
        if actors is None:
            actors = [COLOURS[c] for c in rules_order]
        if not isinstance(actors, list) or not 1 <= len(actors) <= n:
            raise _bad("U-4.2", f"the actors are a list of colours, not {short(actors)}")
        s.actors = tuple(r.colour(c, "U-4.2") for c in actors)
        if len(set(s.actors)) != len(s.actors):
            raise _bad("U-4.2", "each Ichto player acts once a turn")
        _actors_in_order(s, rules_order)
        s.ai = r.count(acting.get("index", 0), "U-4.2", "the acting index", hi=len(s.actors) - 1)
        s.chip_turn = acting.get("chip_used", False)
        if not isinstance(s.chip_turn, bool):
            raise _bad("U-7.2", f"chip_used is true or false, not {short(s.chip_turn)}")
        actor = s.actors[s.ai]
        opts = s.rules_options       # U-7.1 (option actions), U-7.2 (option chip_actions)
        most = opts.chip_actions if s.chip_turn else budget(n, "warm_blood" in s.genes[actor],
                                                            opts.actions)
        s.left = r.count(acting.get("left", most), "U-7.2" if s.chip_turn else "U-7.1",
                         f"{COLOURS[actor]}'s actions left ("
                         + (f"an extra-action chip gives {most}" if s.chip_turn else
                            f"{most} a turn{' with Warm blood' if 'warm_blood' in s.genes[actor] else ''}")
                         + ")", hi=most)
        more = acting.get("more")
        if more is not None:
            if not isinstance(more, list) or not more or not isinstance(more[0], str) \
                    or more[0] not in ("sea", "turbo", "retreat"):
                raise _bad("U-7.4", f"more is ['sea', from, to], ['turbo', from, to] or ['retreat'], "
                                    f"not {short(more)}")
            if more[0] == "retreat":
                if len(more) != 1:
                    raise _bad("U-7.4", "more is ['retreat']")
                s.more = ("retreat",)
            else:
                if len(more) != 3:
                    raise _bad("U-7.4", f"more is [{more[0]!r}, from sea, to sea]")
                s.more = (more[0], r.region(more[1], "U-7.4", "sea"), r.region(more[2], "U-7.4", "sea"))
        if s.chosen is None:
            raise _bad("U-6.1", "in phase act the environment player's chip is chosen")
    elif acting is not None:
        raise _bad("U-7.1", "'acting' belongs to phase act")
    phase = pos.get("phase", "choose")
    if phase != "auto" and not pos.get("asks") and not pos.get("todo"):
        _pending.read(s, r, pos, phase)       # the documented fields of the decision under way
        if "passed" not in pos and phase in MOMENTS and _pending.turn_context(s):
            s.passed = True                   # U-6.1: the environment player passed 2 chips
        return
    for key in ("pending", "panic"):
        if pos.get(key) is not None:
            raise _bad("U-5", f"'{key}' is read with the phases {', '.join(MOMENTS)}, not with the "
                              "engine's own queue (phase auto, asks and todo): write one or the other")
    auction = pos.get("auction")
    if auction is not None:
        if not isinstance(auction, dict):
            raise _bad("U-10.3", f"the auction is a dict, not {short(auction)}")
        space = auction.get("space")
        spaces = s.rules_options.mutation_spaces
        if type(space) is not int or space not in spaces:
            raise _bad("U-10.1", f"an auction is held at a mutation space {spaces}, not {short(space)}")
        bids = _bids(r, auction.get("bids"))
        ranking = auction.get("ranking", [])
        if not isinstance(ranking, list):
            raise _bad("U-10.4", f"the ranking is a list of colours, not {short(ranking)}")
        rk = tuple(r.colour(c, "U-10.4") for c in ranking)
        if rk and (sorted(rk) != list(range(n)) or None in bids):
            raise _bad("U-10.4", "the ranking lists every seat once, after all bids are in")
        nxt = r.count(auction.get("next", 0), "U-10.6", "the next in the ranking", hi=n)
        taken = r.count(auction.get("taken", 0), "U-10.6", "the genes taken", hi=3)
        obliged = auction.get("obliged", True)
        if not isinstance(obliged, bool):
            raise _bad("U-10.6", f"obliged is true or false, not {short(obliged)}")
        s.auction = (space, bids, rk, nxt, obliged, taken)
    asks = pos.get("asks", [])
    if not isinstance(asks, list) or len(asks) > 20:
        raise _bad("U-5", f"asks is a list, not {short(asks)}")
    out = []
    for a in asks:
        if not isinstance(a, dict) or not isinstance(a.get("kind"), str) or a["kind"] not in ASK_FIELDS or not isinstance(a.get("data", []), list):
            raise _bad("U-5", f"an ask is {{'kind': …, 'seat': colour, 'data': […]}}, not {short(a)}")
        kinds = ASK_FIELDS[a["kind"]]
        data = a.get("data", [])
        if len(data) != len(kinds):
            raise _bad("U-5", f"a {a['kind']} ask has {len(kinds)} data fields")
        out.append((a["kind"], r.colour(a.get("seat")), *(r.field(k, v) for k, v in zip(kinds, data))))
    s.asks = tuple(out)
    todo = pos.get("todo", [])
    if not isinstance(todo, list) or len(todo) > 20:
        raise _bad("U-5", f"todo is a list of steps, not {short(todo)}")
    steps = []
    for t in todo:
        if not isinstance(t, list) or not t or not isinstance(t[0], str) or t[0] not in TODO_FIELDS or len(t) != 1 + len(TODO_FIELDS[t[0]]):
            raise _bad("U-5", f"a step is [name, …] (names: {', '.join(TODO_FIELDS)}), not {short(t)}")
        steps.append((t[0], *(r.field(k, v) for k, v in zip(TODO_FIELDS[t[0]], t[1:]))))
    s.todo = tuple(steps)
    if s.phase == "auto" and not s.asks:
        raise _bad("U-5", "phase auto waits for an ask; a hand-made position is in phase choose or act")
    bids = s.auction[1] if s.auction else ()
    open_bids = [c for c in range(n) if s.auction and not s.auction[2] and bids[c] is None]
    if open_bids:
        s.bid_from = -(n - len(open_bids))
    for a in s.asks:
        if a[0] == "bid" and (s.auction is None or a[1] not in open_bids):
            raise _bad("U-10.3", "a bid is asked only in an auction, of a seat that has not bid")


def _actors_in_order(s: Any, rules_order: tuple[int, ...]) -> None:
    """U-4.2, D-8 — the Ichto players act clockwise from the neutral player's left
    neighbour; the environment and neutral players act only with Nocturnal (U-15.3)."""
    e = s.env
    for c in s.actors:
        if c not in rules_order:      # only the environment and neutral players are left out
            raise _bad("U-6.2", f"{COLOURS[c]} is the {'environment' if c == e else 'neutral'} player "
                                "this turn and takes no actions (without Nocturnal, U-15.3)")
    order = [c for c in rules_order if c in s.actors]
    if list(s.actors) != order:
        raise _bad("U-4.2", f"the Ichto players act clockwise from the neutral player's left "
                            f"neighbour: {', '.join(COLOURS[c] for c in order)}, not "
                            f"{', '.join(COLOURS[c] for c in s.actors)}")


def _bids(r: _Reader, bids: Any) -> tuple:
    if not isinstance(bids, dict):
        raise _bad("U-10.3", f"bids map colours to bids (or null), not {short(bids)}")
    out: list = [None] * r.n
    for k, v in bids.items():
        c = r.colour(k, "U-10.3")
        out[c] = None if v is None else r.count(v, "U-10.3", "a bid")
    return tuple(out)


def _consistent(s: Any, r: _Reader) -> None:
    """The phase's preconditions, then ``check()``."""
    n = s.players
    if s.phase == "choose" and not s.asks:
        if len(s.hands[s.env]) != 3 or s.chosen is not None:
            raise _bad("U-6.1", "in phase choose the environment player holds 3 chips and none is chosen")
    if s.phase == "over" and (s.asks or s.todo):
        raise _bad("U-13.4", "a finished game waits for nothing")
    end = s.rules_options.end_space
    if s.phase != "over" and not s.ending and max(s.track) >= end and not s.todo:
        raise _bad("U-13.1", f"a marker on {end} or beyond ends the game")
    for a in s.asks:
        kind, c = a[0], a[1]
        if kind == "take" and s.auction is None:
            raise _bad("U-10.6", "a gene is taken only in an auction")
        if kind in ("keep", "flee", "gills", "save") and not s.ich[a[2] * n + c]:
            raise _bad("U-5", f"{COLOURS[c]} has no Ichto in {NODES[a[2]]} to move")
        if kind == "save" and a[3] >= s.ich[a[2] * n + c]:
            raise _bad("U-12.4", f"{COLOURS[c]} keeps 1 Ichto in {NODES[a[2]]}: fewer than {a[3]} to lose")
        if kind == "flee" and a[3] > s.ich[a[2] * n + c]:
            raise _bad("U-5", f"{COLOURS[c]} has fewer than {a[3]} Ichtos in {NODES[a[2]]}")
        if kind == "pay" and s.on_board_count(c) < a[2]:
            raise _bad("U-10.5", f"{COLOURS[c]} cannot pay {a[2]} from the board")
        if kind == "place" and s.ich[a[2] * n + c] < a[3]:
            raise _bad("U-15.9", f"{COLOURS[c]} has fewer than {a[3]} newborns in {NODES[a[2]]}")
    names = [t[0] for t in s.todo]
    top = max(s.track)
    if any(space > top for space in s.reached):
        raise _bad("U-10.1", "a mutation space is reached only by a marker on it or beyond")

    if s.phase == "auto" and not {"draw", "final", "new_epoch", "after_epoch"} & set(names):
        raise _bad("U-5", "the steps to come never lead to a decision (no draw, new epoch or final)")
    if s.auction is None and {"rank", "acquire", "refill"} & set(names):
        raise _bad("U-10.3", "an auction's steps without an auction")
    for t in s.todo:
        if t[0] == "score" and (t[1] is None and s.chosen is None or t[1] is not None and (
                not s.regions.is_live(t[1]) or t[1] not in s.hands[s.env])):
            raise _bad("U-8.1", "a chip scores from the chosen slot, or (U-12.2) from the "
                                "environment player's hand")
        if t[0] == "erupt" and not s.hands[s.env]:
            raise _bad("U-12.3", "the erupting chips are the environment player's")
    if (s.phase != "over" and s.to_move is not None and not s.legal_actions()):
        raise _bad("U-5", "nobody can decide anything in this position")
    if s.phase == "act" and s.actors[s.ai] is None:
        raise _bad("U-4.2", "no actor")
    try:
        s.check()
    except AssertionError as e:
        raise _bad(str(e).split(":")[0] if str(e).startswith("U-") else "U-0.2", str(e)[:160]) from None


# ------------------------------------------------------- positions to start from
def setup_position(players: int = 4, seed: int = 0, **options: Any) -> dict:
    """The position of ``boardlab.new("urland", players, seed, **options)`` as a dict to
    edit (tutorials and tests start "what if" positions from it).  It leaves out the
    supplies, which follow from the Ichtos on the board (U-0.2): edit ``ichtos`` freely."""
    import boardlab
    pos = boardlab.new("urland", players=players, seed=seed, **options).to_position()
    del pos["supply"]
    return pos


def erupted(*volcanoes: int) -> dict:
    """U-2.5.4 — the ``regions`` and ``removed`` of a position on the standard map after
    ``volcanoes`` erupted (U-3.3: one at setup; U-12.3: two more at each epoch's end), to
    edit a position with: ``pos.update(erupted(12))`` (zones 11 + 12 are region ``L11``)."""
    after = Regions().eruptions(volcanoes)[0]
    return {"regions": [list(g) for g in after.groups()],
            "removed": [k for k in range(1, 13) if not after.is_live(k)]}


def acting_position(pos: dict, chosen: int, actor: str, *, left: int | None = None,
                    actors: list[str] | None = None) -> dict:
    """A copy of a phase ``choose`` position moved to phase ``act`` (U-5): the environment
    player put ``chosen`` (a chip of his hand) face down and passed the other two to the
    neutral player (U-6.1); ``actor`` (a colour) is acting with ``left`` actions (default:
    the regular budget, U-7.1) — one of ``actors`` (default: the Ichto players of U-4.2)."""
    import copy
    out = copy.deepcopy(pos)
    n = out["players"]
    col = COLOURS[:n]
    e = col.index(out["environment"])
    hand = out["hands"].get(out["environment"], [])
    if chosen not in hand:
        raise _bad("U-6.1", f"chip {chosen} is not in the environment player's hand {hand}")
    out["hands"][out["environment"]] = []
    out["hands"][col[(e + 1) % n]] = [c for c in hand if c != chosen]
    order = actors or [col[(e + 2 + i) % n] for i in range(n - 2)]
    for key in ("asks", "todo", "auction", "panic", "pending"):   # the decision under way is new
        out.pop(key, None)
    out.update(phase="act", chosen=chosen, passed=True,
               acting={"actors": order, "index": order.index(actor),
                       "left": budget(n, "warm_blood" in out["genes"].get(actor, []),
                                      UrlandOptions.from_json(out.get("options")).actions)
                       if left is None else left, "chip_used": False, "more": None})
    return out
