"""El Dorado positions: a documented, hand-editable JSON (docs/contract.md).

Example (2 players on the first-game route, seat 0 to play; the fields after
``discards`` may be left out of a hand-made position)::

    {
      "game": "el_dorado", "players": 2, "seed": 7, "options": {},
      "round": 1, "seat": 0, "phase": "play",
      "pawns": [["-3,3", "-1,3"], ["-2,3", "0,3"]],
      "hands": [["explorer", "explorer", "sailor", "traveler"], ["explorer", "traveler", "traveler", "traveler"]],
      "draw_piles": null,
      "discards": [[], []],
      "played": [[], []],
      "market": [["scout", 3], ["trailblazer", 3], ["photographer", 3], ["treasure_chest", 3],
                 ["jack_of_all_trades", 3], ["transmitter", 3]],
      "reserve": {"pioneer": 3, …},
      "barriers": [5, 2, 1, 6],
      "won": [[], []]
    }

Fields
  ``players`` 2–4; ``seed`` drives later reshuffles and the fields left ``null``;
  ``options`` as for ``boardlab.new`` (``route``, ``caves``, ``round_limit``, ``hand_size``,
  ``market_slots``).
  ``round`` the round (≥ 1; its old name ``turn`` is still read, first); ``seat`` whose turn;
  ``first_player`` the seat holding the first-player hat (default 0): each round starts with
  it and the last round ends before it (ED-2.5, ED-10.2); ``phase`` ``play`` | ``move`` (with
  ``move``) | ``cards`` / ``trash`` / ``pay`` (with ``pending``) | ``gain`` | ``discard`` |
  ``over``.  ``pawns``: per seat, each pawn's hex ``"q,r"`` or ``"El Dorado"`` (2 pawns each
  with 2 players, ED-11.1).  ``hands``, ``discards`` (top first, like every pile of a position), ``played`` (the
  played area, ED-3.4), ``last_discards`` (what the seat put on its discard pile in its last
  phase 2 — public, though a reshuffle may have taken it since), ``cards`` (every card the seat
  owns, sorted — public, since buying, trashing and items used up are; may be left out): per
  seat, card ids.  ``draw_piles``: per seat, top first, or
  ``null``: each seat's other cards — its ``cards`` (when left out: the 8 starting cards of
  ED-1.5) less its hand, discard pile and played area — shuffled with the seed.  ``market``: the slots ``[type, copies]`` (6, option ``market_slots``), an empty slot
  with the type it held and 0 copies (``null`` is read as an empty slot, ED-7.4); ``reserve``: type → copies.  ``barriers``: per barrier seam of the
  route (ED-14.3), the barrier id on it or ``null`` once cleared; ``won``: per seat, the
  barriers taken (ED-6.2).  Caves variant (ED-12): ``piles`` per cave (top first),
  ``box``, ``tokens`` per seat, ``spent``; a token is ``[kind, strength or null]``;
  ``explored`` ``[pawn, cave]`` pairs (ED-12.4).  ``move`` (phase move): ``pawn`` (index),
  ``symbol``, ``budget``, ``card`` (``null`` for a token), ``moved`` (it stepped or paid a
  barrier already: only then may it stop, ED-4.7); ``pending`` (phases cards,
  trash, pay) as ``to_position`` writes it; ``ignore_occupied``, ``change_symbol``,
  ``last_item``, ``ending``, ``shuffles``.

``options.route`` may also be a board written hex by hex (:mod:`.board_data`): a small board
for a lesson or a puzzle stays plain JSON.  Positions no game reaches are refused
(:mod:`.possible` lists them, and those accepted although no game reaches them).
"""
from __future__ import annotations

import random
from collections import Counter
from typing import Any

from ...engine import State, check_seed, short
from ...rules import BadPosition, Problems
from .data import CARD_TYPES, CAVE_TOKENS, COPIES, STARTING_DECK
from .options import ElDoradoOptions, start_market
from .possible import check_possible

HIDDEN = "?"
ELDORADO = "El Dorado"
PHASES = ("play", "move", "cards", "trash", "gain", "pay", "discard", "over")
KEYS = {"game", "players", "seed", "options", "round", "turn", "seat", "phase", "pawns", "hands", "draw_piles",
        "discards", "played", "last_discards", "cards", "market", "reserve", "barriers", "won", "piles", "box", "tokens", "spent",
        "explored", "move", "pending", "ignore_occupied", "change_symbol", "last_item", "ending", "shuffles",
        "first_player"}
SYMBOLS = ("machete", "paddle", "coin")


def _bad(rule: str, reason: str) -> BadPosition:
    return BadPosition(rule, reason, subject="position")


def _tok(t: tuple) -> list:
    return [t[0], t[1]]


def to_position(s: Any) -> dict:
    n = s.players
    pos: dict[str, Any] = {
        "game": "el_dorado", "players": n, "seed": s.seed, "options": dict(s.options),
        "round": s.turn, "seat": s.seat, "phase": s.phase, "first_player": s.first,
        "pawns": [[ELDORADO if s.pawns[p] < 0 else s.hex_name(s.pawns[p]) for p in s.pawns_of(x)]
                  for x in range(n)],
        "hands": [list(h) for h in s.hands], "draw_piles": [list(d) for d in s.decks],
        "discards": [list(reversed(d)) for d in s.discards], "played": [list(p) for p in s.played],
        "last_discards": [list(d) for d in s.last_discards],
        "cards": [list(c) for c in s.collection],
        "market": [None if t is None else [t, k] for t, k in s.slots],
        "reserve": {t: k for t, k in s.reserve},
        "barriers": list(s.barrier_at), "won": [list(w) for w in s.won],
        "ending": s.ending, "shuffles": list(s.shuffles),
        "ignore_occupied": s.ignore_occupied, "change_symbol": s.change_symbol, "last_item": s.last_item,
    }
    if s.caves:
        pos.update(piles=[[_tok(t) if t != HIDDEN else HIDDEN for t in p] for p in s.piles],
                   box=[_tok(t) if t != HIDDEN else HIDDEN for t in s.box],
                   tokens=[[_tok(t) for t in ts] for ts in s.tokens], spent=[_tok(t) for t in s.spent],
                   explored=sorted([p, c] for p, c in s.explored))
    if s.mv is not None:
        pawn, symbol, budget, card, acted = s.mv
        pos["move"] = {"pawn": pawn, "symbol": symbol, "budget": budget, "card": card, "moved": acted}
    if s.pending is not None:
        kind = s.pending[0]
        if kind == "cards":
            _, purpose, k, chosen, target = s.pending
            pos["pending"] = {"kind": kind, "purpose": purpose, "cards": k, "given": list(chosen),
                              "target": None if target is None else list(target)}
        elif kind == "trash":
            pos["pending"] = {"kind": kind, "left": s.pending[1], "optional": s.pending[2], "source": s.pending[3]}
        else:
            pos["pending"] = {"kind": kind, "card": s.pending[1], "owed_halves": s.pending[2]}
    return pos


class _Reader:
    def __init__(self, pos: dict, n: int):
        self.pos, self.n = pos, n

    def count(self, x: Any, rule: str, what: str, hi: int, lo: int = 0) -> int:
        if type(x) is not int or not lo <= x <= hi:
            raise _bad(rule, f"{what} is a whole number {lo}–{hi}, not {short(x)}")
        return x

    def flag(self, key: str) -> bool:
        v = self.pos.get(key, False)
        if not isinstance(v, bool):
            raise _bad("ED-3.1", f"'{key}' is true or false, not {short(v)}")
        return v

    def per_seat(self, key: str, default: Any, rule: str) -> list:
        v = self.pos.get(key)
        if v is None:
            return [default() for _ in range(self.n)]
        if not isinstance(v, list) or len(v) != self.n:
            raise _bad(rule, f"'{key}' holds one entry per seat ({self.n}), not {short(v)}")
        return v

    def cards(self, v: Any, rule: str, what: str) -> tuple:
        if not isinstance(v, list) or len(v) > 200:
            raise _bad(rule, f"{what} is a list of card ids, not {short(v)}")
        for c in v:
            if not isinstance(c, str) or c not in CARD_TYPES:
                raise _bad("ED-1.4", f"{what}: no card {short(c)} (cards: explorer, scout, …)")
        return tuple(v)

    def token(self, v: Any) -> tuple:
        if not isinstance(v, list) or len(v) != 2 or not isinstance(v[0], str) \
                or not (v[1] is None or type(v[1]) is int) or (v[0], v[1]) not in set(CAVE_TOKENS):
            raise _bad("ED-1.6", f"a cave token is [kind, strength or null], not {short(v)}")
        return (v[0], v[1])


def from_position(cls: Any, pos: Any) -> Any:
    """The state of a position (module docstring); BadPosition citing the rule otherwise —
    every problem at once (``BadPosition.problems``) but for the shape of the
    position (a dict, its fields, the player count, the options), refused at once."""
    if not isinstance(pos, dict):
        raise _bad("", f"a position is a dict (see boardlab.games.el_dorado.position), not {short(pos)}")
    unknown = [k for k in pos if k not in KEYS]
    if unknown:
        raise _bad("", f"unknown field {short(unknown[0], 40)} (see boardlab.games.el_dorado.position)")
    if pos.get("game", "el_dorado") != "el_dorado":
        raise _bad("", f"this is a position of {short(pos.get('game'))}, not of el_dorado")
    n = pos.get("players")
    if type(n) is not int or n not in (2, 3, 4):
        raise _bad("ED-2.5", f"El Dorado is for 2 to 4 players, not {short(n)}")
    seed = check_seed(pos.get("seed", 0))
    opts = ElDoradoOptions.from_json(pos.get("options"))
    s = cls.__new__(cls)
    State.__init__(s, n, seed, opts.to_json())
    s._init_rules(opts)
    r = _Reader(pos, n)
    if pos.get("pawns") is None:
        raise _bad("ED-2.5", "a position gives the pawns: per seat, each pawn's hex 'q,r' or 'El Dorado'")
    # each independent block of checks is a part, every problem is reported at once;
    # the defaults below stand in for a block that failed (the position is refused anyway)
    problems = Problems()
    s.pawns = (-1,) * (n * s.per_player)
    pawns_ok = problems.run(_pawns, s, r, pos, opts.caves, problems)    # ED-2.5, ED-4.6, ED-11.1
    s.hands = s.discards = s.played = s.last_discards = s.decks = s.collection = ((),) * n
    cards_ok = problems.run(_cards, s, r, pos, seed, problems)          # ED-1.3 – ED-1.5
    s.slots, s.reserve = ((None, 0),) * s.market_slots, ()
    market_ok = problems.run(_market, s, r, pos)                       # ED-7.4
    if cards_ok and market_ok:
        problems.run(_copies, s, pos)                                  # ED-1.3
    s.barrier_at, s.won = (None,) * len(s.route.seams), ((),) * n
    barriers_ok = problems.run(_barriers, s, r, pos)                   # ED-1.2, ED-2.2, ED-6.2
    s.piles, s.box, s.tokens, s.spent, s.explored = (), (), ((),) * n, (), frozenset()
    problems.run(_caves, s, r, pos)                                    # ED-12
    # the turn
    s.turn, s.seat, s.phase, s.first = 1, 0, "play", 0
    problems.run(_round, s, r, pos)                                    # ED-3.1
    seat_ok = problems.run(_seat, s, r, pos)
    phase_ok = problems.run(_phase, s, pos)
    s.ending = s.ignore_occupied = s.change_symbol = False
    s.last_item, s.shuffles = None, (0,) * n
    problems.run(_flags, s, r, pos)                                    # ED-3.1, ED-8.2, ED-9.3
    s.mv = s.pending = None
    if phase_ok and pawns_ok and seat_ok:                                # the decision under way
        problems.run(_move, s, r, pos)                                 # ED-4
        if cards_ok and barriers_ok:
            problems.run(_pending_of, s, r, pos)                       # ED-5, ED-6.4, ED-7, ED-8.8
    problems.raise_all()
    s._lc = s._needs = s._occ = None
    check_possible(s)                                                  # ED-6.1, ED-9.1, ED-10.1 …
    if s.phase != "over" and not s.legal_actions():
        raise _bad("ED-3.1", "nobody can decide anything in this position")
    try:
        s.check()
    except AssertionError as e:
        raise _bad("ED-1.3", str(e)[:160]) from None
    return s


def _pawns(s: Any, r: _Reader, pos: dict, caves: bool, problems: Problems) -> None:
    """ED-2.5, ED-11.1, ED-13, ED-4.6 — each pawn on a hex a pawn can stand on, or in El Dorado."""
    pawns = r.per_seat("pawns", None, "ED-2.5")
    cells: list[int] = []
    for x, ps in enumerate(pawns):
        if not isinstance(ps, list) or len(ps) != s.per_player:
            raise _bad("ED-11.1", f"seat {x} has {s.per_player} pawn(s), not {short(ps)}")
        for h in ps:
            cells.append(-1)           # a pawn whose hex is refused: noted, the others still checked
            with problems.part():
                cells[-1] = _pawn_hex(s, h)
    on = [c for c in cells if c >= 0]
    if len(on) != len(set(on)) and not caves:
        raise _bad("ED-4.6", "two pawns stand on one hex (only the ignore_occupied cave token allows it)")
    s.pawns = tuple(cells)


def _pawn_hex(s: Any, h: Any) -> int:
    """ED-13.1, ED-13.2, ED-4.6 — the cell of one pawn (-1: in El Dorado)."""
    if h == ELDORADO:
        return -1
    if not isinstance(h, str) or "," not in h or len(h) > 12:
        raise _bad("ED-13.1", f"a pawn stands on a hex 'q,r' or in 'El Dorado', not {short(h)}")
    try:
        i = s._hex(h)
    except ValueError:
        i = None
    if i is None:
        raise _bad("ED-13.2", f"there is no hex {short(h)} on this route")
    if s.route.terrain[i] in ("mountain", "cave") or s.route.finish[i]:
        raise _bad("ED-4.6", f"no pawn can stand on {h} ({s.route.terrain[i]})")
    return int(i)


#: after a hand edit, the count errors say how to keep the rest consistent
UNSEEN_HINT = ("; after editing a hand, leave draw_piles null and 'cards' out: each seat's other cards "
               "then form its draw pile, shuffled with the seed")


def _cards(s: Any, r: _Reader, pos: dict, seed: int, problems: Problems) -> None:
    """ED-1.3 – ED-1.5, ED-3.4, ED-9 — each seat's hand, piles and played area."""
    n = s.players
    ok = problems.run(_card_lists, s, r)
    given: list[list[str]] | None = None
    if pos.get("cards") is not None:
        with problems.part():
            given = [sorted(r.cards(c, "ED-1.3", f"cards of seat {x}"))
                     for x, c in enumerate(r.per_seat("cards", list, "ED-1.3"))]
        ok = ok and given is not None
    piles = pos.get("draw_piles")
    if piles is None:   # each seat's cards (ED-1.5's 8 when 'cards' is left out) less those found elsewhere
        if not ok:
            return
        decks = []
        for x in range(n):
            rest = Counter(STARTING_DECK if given is None else given[x]) - Counter(
                s.hands[x] + s.discards[x] + s.played[x])
            cards = list(rest.elements())
            random.Random(f"{seed}/position/{x}").shuffle(cards)
            decks.append(tuple(cards))
        s.decks = tuple(decks)
    else:
        s.decks = tuple(r.cards(d, "ED-9.3", f"draw pile {x}") for x, d in
                        enumerate(r.per_seat("draw_piles", list, "ED-9.3")))
        if not ok:
            return
    s.collection = tuple(tuple(sorted(s.hands[x] + s.decks[x] + s.discards[x] + s.played[x])) for x in range(n))
    if given is not None:
        for x in range(n):
            if given[x] != list(s.collection[x]):
                raise _bad("ED-1.3", f"seat {x}'s cards are its hand, draw pile, discard pile and played "
                                     "area together ('cards' may be left out)"
                           + (UNSEEN_HINT if piles is not None else ""))


def _card_lists(s: Any, r: _Reader) -> None:
    s.hands = tuple(tuple(sorted(r.cards(h, "ED-9.2", f"hand {x}"))) for x, h in
                    enumerate(r.per_seat("hands", list, "ED-9.2")))
    s.discards = tuple(tuple(reversed(r.cards(d, "ED-9.1", f"discard pile {x}"))) for x, d in
                       enumerate(r.per_seat("discards", list, "ED-9.1")))
    s.played = tuple(r.cards(p, "ED-3.4", f"played area {x}") for x, p in
                     enumerate(r.per_seat("played", list, "ED-3.4")))
    s.last_discards = tuple(r.cards(p, "ED-9.1", f"last discards {x}") for x, p in
                            enumerate(r.per_seat("last_discards", list, "ED-9.1")))


def _market(s: Any, r: _Reader, pos: dict) -> None:
    """ED-7.4 — the market's slots (6, option ``market_slots``) and the reserve, each card
    type in one place."""
    start, rest = start_market(s.market_slots)
    market = pos.get("market", [None if t is None else [t, k] for t, k in start])
    if not isinstance(market, list) or len(market) != s.market_slots:
        raise _bad("ED-7.4", f"the market has {s.market_slots} slots ([type, copies] or null), "
                             f"not {short(market)}")
    slots: list[tuple[str | None, int]] = []
    for m in market:
        if m is None:
            slots.append((None, 0))
            continue
        if not isinstance(m, list) or len(m) != 2 or not isinstance(m[0], str) or m[0] not in CARD_TYPES \
                or CARD_TYPES[m[0]].initial_location == "starting_deck":
            raise _bad("ED-7.4", f"a market slot is [type, copies] of a market card, not {short(m)}")
        slots.append((m[0], r.count(m[1], "ED-7.4", f"copies of {m[0]}", COPIES)))
    reserve = pos.get("reserve", dict(rest))
    if not isinstance(reserve, dict):
        raise _bad("ED-7.4", f"the reserve maps card types to copies, not {short(reserve)}")
    res = []
    for t, k in reserve.items():
        if not isinstance(t, str) or t not in CARD_TYPES or CARD_TYPES[t].initial_location == "starting_deck":
            raise _bad("ED-7.4", f"no market card {short(t)} in the reserve")
        if r.count(k, "ED-7.4", f"copies of {t}", COPIES):
            res.append((t, k))
    types = [t for t, _ in slots if t] + [t for t, _ in res]
    if len(types) != len(set(types)):
        raise _bad("ED-7.4", "a card type lies in two market places")
    s.slots, s.reserve = tuple(slots), tuple(res)


def _copies(s: Any, pos: dict) -> None:
    """ED-1.3 — no more cards of a type than the game has; the message says where the copies
    of the first such type are and how many other types are over."""
    n = s.players
    owned = Counter(c for col in s.collection for c in col)
    over = []
    for t in CARD_TYPES:
        start = STARTING_DECK.count(t) * n
        limit = start + (COPIES if CARD_TYPES[t].initial_location != "starting_deck" else 0)
        have = owned[t] + sum(k for x, k in s.slots + s.reserve if x == t)
        if have > limit:
            over.append((t, f"{have} {t} cards in the game, at most {limit}: {_places(s, t)}"))
    if over:
        # leaving the draw piles null mends it only when a copy too many lies in one
        dealt = pos.get("draw_piles") is not None and any(t in d for t, _ in over for d in s.decks)
        raise _bad("ED-1.3", over[0][1] + (f" (and {len(over) - 1} other card types)" if len(over) > 1 else "")
                   + (UNSEEN_HINT if dealt else ""))


def _places(s: Any, t: str) -> str:
    """Where the copies of card type ``t`` are, e.g. ``"hand 0 ×2, draw pile 1, market ×3"``."""
    spots = [(f"{where} {x}", list(cards).count(t)) for x in range(s.players)
             for where, cards in (("hand", s.hands[x]), ("draw pile", s.decks[x]),
                                  ("discard pile", s.discards[x]), ("played area", s.played[x]))]
    spots += [("market", sum(k for x, k in s.slots if x == t)), ("reserve", sum(k for x, k in s.reserve if x == t))]
    found = [w if k == 1 else f"{w} ×{k}" for w, k in spots if k]
    return ", ".join(found[:4] + (["…"] if len(found) > 4 else []))


def _barriers(s: Any, r: _Reader, pos: dict) -> None:
    """ED-1.2, ED-2.2, ED-6.2 — each barrier on its seam or held by the player who cleared it."""
    k = len(s.route.seams)
    bars = pos.get("barriers")
    if not isinstance(bars, list) or len(bars) != k:
        raise _bad("ED-2.2", f"'barriers' lists the barrier (1–6, or null once cleared) on each of the "
                             f"{k} barrier seams, not {short(bars)}")
    s.barrier_at = tuple(None if b is None else r.count(b, "ED-1.2", "a barrier", 6, 1) for b in bars)
    s.won = tuple(tuple(r.count(b, "ED-1.2", "a barrier", 6, 1) for b in (w if isinstance(w, list) else [None]))
                  for w in r.per_seat("won", list, "ED-6.2"))
    every = [b for b in s.barrier_at if b is not None] + [b for w in s.won for b in w]
    for b in sorted(set(every)):
        spots = [f"on seam {k + 1}" for k, x in enumerate(s.barrier_at) if x == b] + \
            [f"held by seat {x}" for x, w in enumerate(s.won) for y in w if y == b]
        if len(spots) > 1:
            raise _bad("ED-1.2", f"barrier {b} is in two places ({' and '.join(spots)}): each barrier "
                                 "lies on its seam or is held by the player who cleared it")
    if len(every) != k:
        raise _bad("ED-6.2", f"the {k} barriers of the route are each on its seam or held by the player who "
                             "cleared it")


def _caves(s: Any, r: _Reader, pos: dict) -> None:
    """ED-12 — the cave tokens (caves variant), none without it."""
    route = s.route
    if not s.caves:
        if any(pos.get(key) for key in ("piles", "box", "tokens", "spent", "explored")):
            raise _bad("ED-12.1", "cave tokens belong to the caves variant (options: caves=True)")
        return
    cp = pos.get("piles")
    if not isinstance(cp, list) or len(cp) != len(route.caves):
        raise _bad("ED-12.1", f"'piles' holds a pile per cave ({len(route.caves)}), not {short(cp)}")
    s.piles = tuple(tuple(r.token(t) for t in (p if isinstance(p, list) else [None])) for p in cp)
    box = pos.get("box", [])
    s.box = tuple(r.token(t) for t in (box if isinstance(box, list) else [None]))
    s.tokens = tuple(tuple(r.token(t) for t in (ts if isinstance(ts, list) else [None]))
                     for ts in r.per_seat("tokens", list, "ED-12.5"))
    sp = pos.get("spent", [])
    s.spent = tuple(r.token(t) for t in (sp if isinstance(sp, list) else [None]))
    allt = Counter(t for p in s.piles for t in p) + Counter(s.box) + Counter(
        t for ts in s.tokens for t in ts) + Counter(s.spent)
    if allt != Counter(CAVE_TOKENS):
        raise _bad("ED-1.6", "the 36 cave tokens are each in one place: piles, box, held or spent")
    ex = pos.get("explored", [])
    if not isinstance(ex, list) or any(not isinstance(e, list) or len(e) != 2 or type(e[0]) is not int
                                       or type(e[1]) is not int or not 0 <= e[0] < len(s.pawns)
                                       or not 0 <= e[1] < len(route.caves) for e in ex):
        raise _bad("ED-12.4", f"'explored' lists [pawn, cave] pairs, not {short(ex)}")
    s.explored = frozenset((e[0], e[1]) for e in ex)


def _round(s: Any, r: _Reader, pos: dict) -> None:
    # 'turn': the round's old name (files saved before, code that sets it): read first
    s.turn = r.count(pos.get("turn", pos.get("round", 1)), "ED-3.1", "the round", s.round_limit, 1)


def _seat(s: Any, r: _Reader, pos: dict) -> None:
    s.seat = r.count(pos.get("seat", 0), "ED-3.1", "the seat to play", s.players - 1)
    s.first = r.count(pos.get("first_player", 0), "ED-2.5", "the seat with the first-player hat", s.players - 1)


def _phase(s: Any, pos: dict) -> None:
    phase = pos.get("phase", "play")
    if not isinstance(phase, str) or phase not in PHASES:
        raise _bad("ED-3.1", f"phase is one of {', '.join(PHASES)}, not {short(phase)}")
    s.phase = phase


def _flags(s: Any, r: _Reader, pos: dict) -> None:
    """ED-3.1, ED-8.2, ED-9.3 — the flags of the turn, the last item, the reshuffles."""
    s.ending = r.flag("ending")
    s.ignore_occupied, s.change_symbol = r.flag("ignore_occupied"), r.flag("change_symbol")
    item = pos.get("last_item")
    if item is not None and (not isinstance(item, str) or item not in CARD_TYPES or not CARD_TYPES[item].single_use):
        raise _bad("ED-8.2", f"last_item is a single-use item's id or null, not {short(item)}")
    s.last_item = item
    sh = r.per_seat("shuffles", lambda: 0, "ED-9.3")
    s.shuffles = tuple(r.count(x, "ED-9.3", "a reshuffle count", 10**6) for x in sh)


def _move(s: Any, r: _Reader, pos: dict) -> None:
    """ED-4 — the movement under way (phase move)."""
    mv = pos.get("move")
    if s.phase == "move":
        if not isinstance(mv, dict):
            raise _bad("ED-4.4", "phase move needs 'move': pawn, symbol, budget, card")
        pawn = r.count(mv.get("pawn"), "ED-4.4", "the moving pawn", len(s.pawns) - 1)
        if s.pawn_seat(pawn) != s.seat or s.pawns[pawn] < 0:
            raise _bad("ED-4.4", "the moving pawn is one of the seat to play's, on the board")
        sym = mv.get("symbol")
        if sym not in SYMBOLS:
            raise _bad("ED-4.2", f"a movement's symbol is machete, paddle or coin, not {short(sym)}")
        card = mv.get("card")
        if card is not None and (not isinstance(card, str) or card not in CARD_TYPES):
            raise _bad("ED-4.2", f"the moving card is a card id or null (a token), not {short(card)}")
        moved = mv.get("moved", True)
        if not isinstance(moved, bool):
            raise _bad("ED-4.7", f"moved (the card has moved the pawn or paid a barrier) is true or false, "
                                 f"not {short(moved)}")
        s.mv = (pawn, sym, r.count(mv.get("budget"), "ED-4.3", "the budget", 6), card, moved)
    elif mv is not None:
        raise _bad("ED-4.4", "'move' belongs to phase move")


def _pending_of(s: Any, r: _Reader, pos: dict) -> None:
    """ED-5, ED-7, ED-8.8 — the cards being given, trashed or paid (phases cards, trash, pay)."""
    pend = pos.get("pending")
    if s.phase in ("cards", "trash", "pay"):
        s.pending = _pending(s, r, pend, s.phase)
    elif pend is not None:
        raise _bad("ED-3.1", "'pending' belongs to phases cards, trash and pay")


def _pending(s: Any, r: _Reader, p: Any, phase: str) -> tuple:
    if not isinstance(p, dict) or p.get("kind") != phase:
        raise _bad("ED-3.1", f"phase {phase} needs 'pending' of kind {phase}")
    if phase == "trash":
        return _trash_pending(r, p)
    if phase == "pay":
        card = p.get("card")
        if not isinstance(card, str) or card not in CARD_TYPES or CARD_TYPES[card].cost is None:
            raise _bad("ED-7.3", f"the card being bought is a market card, not {short(card)}")
        owed = r.count(p.get("owed_halves"), "ED-7.2", "the half coins owed", 10)
        if owed == 0 and (s.last_item is None or ("keep_item", None) not in s.tokens[s.seat]):
            raise _bad("ED-12.6", "a purchase paid in full waits only for the keep_item token with an item "
                                  "just paid (last_item, and the seat holds keep_item)")
        return ("pay", card, owed)
    purpose = p.get("purpose")
    if purpose not in ("rubble", "basecamp", "barrier", "exchange"):
        raise _bad("ED-5.1", f"cards are given for rubble, a basecamp, a barrier or an exchange, not {short(purpose)}")
    k = r.count(p.get("cards"), "ED-5.1", "the cards to give", 4, 1)
    given = r.cards(p.get("given", []), "ED-5.1", "the cards given")
    if len(given) >= k:
        raise _bad("ED-5.1", "more cards given than asked")
    target = p.get("target")
    if purpose == "exchange":
        if target is not None:
            raise _bad("ED-12.6", "an exchange has no target")
        return ("cards", purpose, k, given, None)
    if not isinstance(target, list) or len(target) != 2 or any(type(x) is not int for x in target):
        raise _bad("ED-5.1", f"the target is [pawn, hex index] (or [pawn, barrier]), not {short(target)}")
    pawn, t = target
    if not 0 <= pawn < len(s.pawns) or s.pawn_seat(pawn) != s.seat or s.pawns[pawn] < 0:
        raise _bad("ED-5.1", "the target's pawn is one of the seat to play's, on the board")
    if purpose == "barrier":
        if t not in s.barrier_at:
            raise _bad("ED-6.4", f"barrier {t} is not on a seam")
    elif not 0 <= t < len(s.route.cells) or s.route.terrain[t] != purpose or t not in s.route.adjacency[s.pawns[pawn]]:
        raise _bad("ED-5.1", f"the target is a {purpose} hex next to the pawn")
    if Counter(given) - Counter(s.played[s.seat]):
        raise _bad("ED-5.1", "the cards given lie in the played area")
    return ("cards", purpose, k, given, (pawn, t))


def _trash_pending(r: _Reader, p: dict) -> tuple:
    """ED-8.7, ED-8.8, ED-12.6 — a trash decision: how many cards are left to trash, whether
    trashing none is allowed, and its source (scientist, travel_log, or null: the token)."""
    left = r.count(p.get("left"), "ED-8.8", "cards left to trash", 2, 1)
    optional = p.get("optional", True)
    if not isinstance(optional, bool):
        raise _bad("ED-8.7", f"'optional' is true or false, not {short(optional)}")
    source = p.get("source", "travel_log" if left == 2 else "scientist" if optional else None)
    rules = {"scientist": ("ED-8.7", 1, True), "travel_log": ("ED-8.8", 2, True), None: ("ED-12.6", 1, False)}
    if source not in rules:
        raise _bad("ED-8.7", f"a trash comes from the scientist, the travel_log or the trash token (null), "
                             f"not {short(source)}")
    rule, most, may_skip = rules[source]
    if left > most or optional != may_skip:
        raise _bad(rule, f"{source or 'the trash_card token'} trashes " + (
            f"up to {most} card(s), trashing none allowed" if may_skip else "exactly 1 card"))
    return ("trash", left, optional, source)


# ------------------------------------------------------- positions to start from
def setup_position(players: int = 4, seed: int = 0, **options: Any) -> dict:
    """The position of ``boardlab.new("el_dorado", players, seed, **options)`` as a dict to
    edit (tutorials and tests start "what if" positions from it).  It leaves out ``cards``
    (each seat's cards, which follow from its hand and piles): edit those freely."""
    import boardlab
    pos = boardlab.new("el_dorado", players=players, seed=seed, **options).to_position()
    del pos["cards"]
    return pos
