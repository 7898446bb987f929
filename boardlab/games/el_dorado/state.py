"""The Quest for El Dorado rules engine (``docs/rules/el_dorado.md``, ED-1 … ED-16).

``ElDorado(players=2..4, seed=…, route="FirstGame", caves=False)``.

Hot-path data are plain Python: the route is a :class:`.board.Route` (hex indices,
terrain and strength tuples, adjacency); cards are their type ids (``"explorer"``):

* ``hands[seat]`` — a sorted tuple; ``decks[seat]`` — the draw pile, top first;
  ``discards[seat]`` — the discard pile, bottom first; ``played[seat]`` — the played
  area of the turn (ED-3.4);
* ``pawns`` — per pawn the hex index it stands on, ``-1`` in El Dorado (ED-4.8); pawn
  ``p`` belongs to seat ``p // per_player`` (2 per player with 2 players, ED-11.1);
* ``slots`` — the 6 market slots ``(type, copies)``; an empty slot keeps the type it held
  (``copies`` 0; ``None`` only in a hand-made position that left it out, ED-7.4);
* ``first`` — the seat holding the first-player hat: rounds start with it (ED-2.5, ED-10.2);
  ``reserve`` — ``(type, copies)`` above the market;
* ``barrier_at`` — per barrier seam of the route, the barrier on it or ``None`` once
  cleared (ED-6.2); ``won`` — the barriers each seat took;
* caves (ED-12): ``piles`` per cave (top first), ``box`` (the tokens not used),
  ``tokens`` each seat's face-up tokens ``(kind, strength)``, ``explored`` the
  ``(pawn, cave)`` pairs that must first stop away from that cave (ED-12.4).

A turn is a sequence of small decisions (``phase``): ``play`` (ED-3.1 phase 1: a card
to move with, rubble/basecamp, barriers, action cards, tokens, a purchase, ``end``),
``move`` (the steps of one card's movement, ED-4.4), ``cards`` (cards for rubble, a
basecamp, a rubble barrier or an exchange), ``trash`` (Scientist, Travel Log, trash
token), ``gain`` (Transmitter), ``pay`` (the cards paying for a purchase), ``discard``
(ED-9.1 phase 2), then the draw (ED-9.2) and the next seat; ``over`` at the end.

Randomness: the setup (barriers on the seams, decks, cave piles) from
``Random(f"{seed}/setup")``; the n-th reshuffle of seat s from
``Random(f"{seed}/shuffle/{s}/{n}")`` (ED-9.3).  The draw piles' order is part of the
position.

Decisions where the spec is silent (besides ED-D1 … ED-D25):

* a movement is offered only with a card that can take at least one step or pay a
  barrier from where the pawn stands (ED-4.7, ED-D23), and it ends by itself when its
  budget can do nothing more;
* a purchase is offered only when the hand (and coin tokens) can pay it; the paying
  cards are chosen one at a time until the price is met; a white card (or a card under
  change_symbol) pays its strength as coin (``pay prop_plane``) or ½ coin (``pay
  prop_plane as ½``, ED-7.2: a single-use item paid so is discarded normally, ED-8.2);
* keep_item (ED-12.6) is offered right after a single-use item is used up — after its
  movement, action or payment — and not later: any other decision of phase 1 passes the
  moment; when an item completes a purchase, the purchase waits for ``token keep_item``
  or ``end`` (ED-D24: the token loses nothing by the purchase ending phase 1);
* change_symbol (ED-12.6) is used up by the next card played, whatever for (ED-D16);
* exploring a cave is automatic (ED-D14 allows it); the token is the top of the pile;
* scores are not points (the game has none): ``100 × pawns in El Dorado + 10 ×
  barriers taken + the highest barrier value`` — an ordering consistent with
  ED-10.4 / ED-10.5 at the end.
"""
from __future__ import annotations

import heapq
import random
from collections import Counter
from functools import lru_cache
from typing import Any

from ...engine import Action, Event, State, short
from ...rules import BadPosition, IllegalAction
from ..shuffle import shuffle
from . import actions as A
from .board import Route
from .data import BARRIERS, CAVE_TOKENS, COPIES, MARKET_START, RESERVE_START, STARTING_DECK
from .data import CARD_TYPES as _CARD_TYPES
from .options import HAND_SIZE, MARKET_SLOTS, ROUND_LIMIT, ElDoradoOptions, start_market
from .refusals import why

HIDDEN = "?"
#: ED-1.4 — the card types (strength and cost are set wherever the engine reads them)
CARD_TYPES: dict[str, Any] = _CARD_TYPES
PLAY, MOVE, CARDS, TRASH, GAIN, PAY, DISCARD, OVER = (
    "play", "move", "cards", "trash", "gain", "pay", "discard", "over")
SYMBOLS = A.SYMBOLS
BARRIER = {b.id: b for b in BARRIERS}
ITEMS = frozenset(t for t, c in CARD_TYPES.items() if c.single_use)
SEATS = ("red", "blue", "white", "yellow")   # pawn colours, seat 0 first
#: phase → the method that applies its decisions
_DO = {ph: "_do_" + ph for ph in (PLAY, MOVE, CARDS, TRASH, GAIN, PAY, DISCARD)}


_ACTIONS: dict[tuple, Action] = {}


def _a(cls: type, *args: Any) -> Any:
    """One shared instance per distinct action (building one runs its field checks)."""
    key = (cls, args)
    a = _ACTIONS.get(key)
    if a is None:
        a = _ACTIONS[key] = cls(*args)
    return a


#: the actions of phase 1 built once: a card's movements (card, declared symbol, pawn 1/2),
#: action cards, purchases
_MOVES = {(c, sym, no): A.Move(c, sym, no) for c in _CARD_TYPES for sym in (None,) + A.SYMBOLS
          for no in (1, 2)}
_USES = {c: A.Use(c) for c in _CARD_TYPES}
_BUYS = {c: A.Buy(c) for c in _CARD_TYPES}
END = A.End()
#: card kind → change_symbol pending? → the declarations a movement with it may carry
#: (``None``: the card's own symbol; ED-8.1 jokers declare one; ED-12.6 / ED-D16 change_symbol)
_MOVE_SYMBOLS = {k: {False: (None,), True: (None,) + tuple(x for x in A.SYMBOLS if x != k)}
                 for k in A.SYMBOLS}
_MOVE_SYMBOLS["joker"] = {False: A.SYMBOLS, True: A.SYMBOLS}
_RUBBLE: dict[int, tuple] = {}
_SYMBOL: dict[int, tuple] = {}


def _symbol_table(route: Route) -> tuple:
    """Per hex: its machete/paddle/coin neighbours ``(index, symbol, strength)`` (cached per route)."""
    hit = _SYMBOL.get(id(route))
    if hit is None or hit[0] is not route:
        table = tuple(tuple((j, route.terrain[j], route.strength[j]) for j in route.adjacency[i]
                            if route.terrain[j] in A.SYMBOLS) for i in range(len(route.cells)))
        hit = _SYMBOL[id(route)] = (route, table)
    return hit[1]


def _rubble_table(route: Route) -> tuple:
    """Per hex: its rubble and basecamp neighbours ``(index, strength, "q,r")`` (cached per route)."""
    hit = _RUBBLE.get(id(route))
    if hit is None or hit[0] is not route:
        table = tuple(tuple((j, route.strength[j], f"{route.cells[j][0]},{route.cells[j][1]}")
                            for j in route.adjacency[i] if route.terrain[j] in ("rubble", "basecamp"))
                      for i in range(len(route.cells)))
        hit = _RUBBLE[id(route)] = (route, table)
    return hit[1]


_SEAMS: dict[int, tuple] = {}


def seam_table(route: Route) -> tuple[dict[int, int], ...]:
    """Per hex index: neighbour → the barrier seam its edge crosses (ED-6.1), for the
    crossing edges only (cached per route)."""
    hit = _SEAMS.get(id(route))
    if hit is None or hit[0] is not route:
        table = tuple({j: route.barrier_of_edge[frozenset((i, j))] for j in route.adjacency[i]
                       if frozenset((i, j)) in route.barrier_of_edge} for i in range(len(route.cells)))
        hit = _SEAMS[id(route)] = (route, table)
    return hit[1]


_DIST: dict[int, tuple] = {}
_ENTERABLE = frozenset(("machete", "paddle", "coin", "rubble", "basecamp"))


def distances(route: Route) -> tuple[int, ...]:
    """Per hex: the fewest steps to a finish space over enterable hexes (ED-4.6, ED-5),
    barriers and symbols ignored — a yardstick of progress (cached per route)."""
    hit = _DIST.get(id(route))
    if hit is not None and hit[0] is route:
        return hit[1]
    far = len(route.cells)
    dist = [far] * far
    todo = list(route.finish_spaces)
    for f in todo:
        dist[f] = 0
    for x in todo:                       # breadth first: x is entered from its neighbours
        if route.terrain[x] not in _ENTERABLE:
            continue
        for h in route.adjacency[x]:
            if dist[h] == far:
                dist[h] = dist[x] + 1
                todo.append(h)
    _DIST[id(route)] = (route, tuple(dist))
    return tuple(dist)


#: ``evaluate``: a movement under way, per point of budget left (less than a step: a step
#: costs at most 4, ED-4.3, and still gains 1 - 4 × MOVE_WORTH)
MOVE_WORTH = 0.2
#: ``evaluate``: the most what a turn's hand moves is worth, in steps (ED-9.2) — less than
#: a movement card of strength 1 under way, so no purchase outweighs moving
HAND_WORTH = 0.15
#: ``evaluate``: the most what the market offers a seat's purchases is worth, in steps
#: (ED-7.3, ED-7.4) — with :data:`HAND_WORTH` still less than a movement card of strength 1
#: under way
OFFER_WORTH = 0.04


@lru_cache(maxsize=1024)
def available(slots: tuple, reserve: tuple, transmitter: bool = False) -> tuple[str, ...]:
    """ED-7.4 — the types one may buy now: those of the market piles with copies left and,
    while a slot is empty, those of the reserve (ED-8.4: the Transmitter always reaches the
    reserve)."""
    out = tuple(t for t, k in slots if t is not None and k > 0)
    if transmitter or any(k == 0 for _, k in slots):
        out += tuple(t for t, k in reserve if k > 0)
    return out


@lru_cache(maxsize=1024)
def lasting_offer(slots: tuple, reserve: tuple) -> tuple[tuple[int, int], ...]:
    """ED-7.4 — ``(cost, strength)`` of every movement card one may buy now that stays in
    the deck (ED-8.2: a single-use item leaves the game after one use)."""
    return tuple((CARD_TYPES[t].cost, CARD_TYPES[t].strength) for t in available(slots, reserve)
                 if CARD_TYPES[t].symbol != "action" and not CARD_TYPES[t].single_use)


@lru_cache(maxsize=4096)
def coins_per_card(cards: tuple, less: tuple = ()) -> float:
    """ED-7.2 — the mean payment value of ``cards`` less the cards ``less``: a coin card or
    a white card (declared coin) its strength, any other card ½."""
    left = list(cards)
    for c in less:
        left.remove(c)
    if not left:
        return 0.0
    return sum(CARD_TYPES[c].strength if CARD_TYPES[c].symbol in ("coin", "joker") else 0.5
               for c in left) / len(left)


def offer_gain(offer: tuple[tuple[int, int], ...], money: float) -> float:
    """ED-7.3, ED-7.4 — the strength of the best card on ``offer``, a card dearer than
    ``money`` (what a hand pays) counted in the part of its price the hand pays."""
    best = 0.0
    for cost, strength in offer:
        gain = strength if cost <= money else strength * money / cost
        if gain > best:
            best = gain
    return best


@lru_cache(maxsize=4096)
def movement_per_card(cards: tuple, less: tuple = ()) -> float:
    """ED-1.4 — the mean movement strength of ``cards`` (a seat's collection) less the cards
    ``less`` (its discard pile): a movement card (machete, paddle, coin, joker) its
    strength, an action card 0."""
    left = list(cards)
    for c in less:
        left.remove(c)
    if not left:
        return 0.0
    return sum(CARD_TYPES[c].strength or 0 for c in left if CARD_TYPES[c].symbol != "action") / len(left)


_EFFORT: dict[int, tuple] = {}


def efforts(route: Route) -> tuple[int, ...]:
    """Per hex: the least strength a pawn there spends to reach a finish space over
    enterable hexes, each hex entered costing its strength (ED-4.3; rubble and a basecamp
    their number of cards, ED-5), barriers and symbols ignored; ``len(route.cells)`` where
    no finish space can be reached (cached per route)."""
    hit = _EFFORT.get(id(route))
    if hit is not None and hit[0] is route:
        return hit[1]
    far = len(route.cells)
    best: dict[int, int] = {f: 0 for f in route.finish_spaces}
    todo = [(0, f) for f in route.finish_spaces]
    while todo:                          # Dijkstra: x is entered from its neighbours
        cost, x = heapq.heappop(todo)
        if cost > best[x] or route.terrain[x] not in _ENTERABLE:
            continue
        cost += max(1, route.strength[x])
        for h in route.adjacency[x]:
            if cost < best.get(h, far):
                best[h] = cost
                heapq.heappush(todo, (cost, h))
    effort = tuple(min(best.get(h, far), far) for h in range(far))
    _EFFORT[id(route)] = (route, effort)
    return effort


_PROGRESS: dict[int, tuple] = {}


def progress(route: Route) -> tuple[float, tuple[float, ...]]:
    """``evaluate``'s yardstick per route (cached): ``top``, one more than the longest way
    to a finish space (a pawn in El Dorado counts ``top - 1``), and per hex the way a pawn
    there has come, ``top - 1`` less its way left.  The way left is the mean of the steps
    (:func:`distances`) and of the strength they spend (:func:`efforts`): by steps alone a
    detour round dear hexes (a coin 4, ED-4.3) looked like no progress and the dear way
    like the only one; by strength alone a step aside between hexes of equal effort looked
    as good as a step ahead.  Hexes from which no finish space can be reached count 0."""
    hit = _PROGRESS.get(id(route))
    if hit is None or hit[0] is not route:
        far = len(route.cells)
        dist = [far if d >= far else (d + e) / 2 for d, e in zip(distances(route), efforts(route))]
        top = max(d for d in dist if d < far) + 1
        hit = _PROGRESS[id(route)] = (route, (top, tuple(top - 1 - min(d, top - 1) for d in dist)))
    return hit[1]


_UNSEEN: dict[tuple, tuple] = {}


def unseen(cards: tuple, discards: tuple, played: tuple, hand: tuple) -> tuple:
    """A seat's cards not seen by the one who determinizes: ``cards`` (its collection,
    sorted) less its discard pile, played area and the ``hand`` cards seen, in collection
    order.  Kept by the identity of the four tuples (determinize asks at every decision,
    and a seat's piles stay the same tuples until they change)."""
    key = (id(cards), id(discards), id(played), id(hand))
    hit = _UNSEEN.get(key)
    if hit is not None and hit[0] is cards and hit[1] is discards and hit[2] is played and hit[3] is hand:
        return hit[4]
    pool = list(cards)
    for seen in (discards, played, hand):
        for c in seen:
            if c in pool:
                pool.remove(c)
    if len(_UNSEEN) > 4096:
        _UNSEEN.clear()
    _UNSEEN[key] = (cards, discards, played, hand, tuple(pool))
    return _UNSEEN[key][4]


@lru_cache(maxsize=256)
def reshuffled(key: str, size: int) -> tuple[int, ...]:
    """ED-9.3 — the order a discard pile of ``size`` cards is shuffled into by the
    generator seeded with ``key`` (the n-th reshuffle of a seat): pile index per place.
    Look-ahead copies of one world reshuffle with the same key: the seeding is done once."""
    order = list(range(size))
    random.Random(key).shuffle(order)
    return tuple(order)


def _with(t: tuple, i: int, v: Any) -> tuple:
    return t[:i] + (v,) + t[i + 1:]


def _minus(cards: tuple, card: Any) -> tuple:
    i = cards.index(card)
    return cards[:i] + cards[i + 1:]


def _plus(cards: tuple, card: Any) -> tuple:
    return tuple(sorted(cards + (card,)))


class ElDorado(State):
    """A game of The Quest for El Dorado.  ``boardlab.new("el_dorado", players=2..4, seed=…)``.

    Options (:class:`.options.ElDoradoOptions`): ``route`` — a published route's name
    (ED-14.2, default ``"FirstGame"``) or a list of piece placements (ED-14.4);
    ``caves`` — the caves variant (ED-12); ``round_limit`` (ED-D26); ``hand_size`` — the
    hand drawn up to (ED-9.2, 4); ``market_slots`` — the market's slots (ED-7.4, 6).
    """

    game = "el_dorado"
    player_counts = (2, 3, 4)
    variants = ({"caves": True}, {"route": "HillsOfGold"}, {"route": "Swamplands", "caves": True})
    options_class = ElDoradoOptions
    over_rule = "ED-10.2"
    turn_rule = "ED-3.1"
    #: ED-9.3 — the draw piles' order: nobody has seen it (``null`` in a position: each seat's
    #: other cards shuffled with its seed).  The caves' piles (ED-12.1) are not re-dealt.
    undealt = ("draw_piles",)
    #: the game has no points: ``scores()`` orders the seats by progress (ED-10.4, ED-10.5)
    score_unit = "progress (100 a pawn in El Dorado, 10 a barrier taken, plus the highest barrier value held)"
    #: ``evaluate``'s cache: per seat (its cards, the cards left out, the offer, movement per
    #: card, the offer's best card as its hand pays for it, the movement of a hand, and the
    #: worth of that hand and of that card)
    _drawn: tuple = ()
    #: ``evaluate``'s cache: the market (slots, reserve) and its :func:`lasting_offer`
    _offer: tuple = (None, None, ())

    def __init__(self, players: int = 4, seed: int | None = None, route: Any = "FirstGame",
                 caves: bool = False, round_limit: int = ROUND_LIMIT, hand_size: int = HAND_SIZE,
                 market_slots: int = MARKET_SLOTS):
        opts = ElDoradoOptions(route=route, caves=caves, round_limit=round_limit, hand_size=hand_size,
                               market_slots=market_slots)
        if type(players) is not int or players not in self.player_counts:
            raise BadPosition("ED-2.5", f"El Dorado is for 2 to 4 players, not {short(players)}")
        super().__init__(players, seed, opts.to_json())
        self._init_rules(opts)
        n = players
        rng = random.Random(f"{self.seed}/setup")
        ev: list[Event] = []
        ids = [b.id for b in BARRIERS]
        rng.shuffle(ids)                                             # ED-2.2
        self.barrier_at: tuple = tuple(ids[:len(self.route.seams)])
        self.won: tuple = ((),) * n
        ev.append(Event("ED-2.2", "barriers on the seams: " + ", ".join(
            f"{self._barrier_text(b)}" for b in self.barrier_at), {"barriers": list(self.barrier_at)}))
        self.slots, self.reserve = start_market(self.market_slots)   # ED-2.3, ED-7.4
        decks, hands = [], []
        for _ in range(n):                                           # ED-2.4
            cards = list(STARTING_DECK)
            rng.shuffle(cards)
            hands.append(tuple(sorted(cards[:self.hand_size])))
            decks.append(tuple(cards[self.hand_size:]))
        self.hands, self.decks = tuple(hands), tuple(decks)
        self.discards: tuple = ((),) * n
        self.played: tuple = ((),) * n
        self.last_discards: tuple = ((),) * n   # what each seat put on its discard pile in its last phase 2
        self.shuffles: tuple = (0,) * n
        self.collection: tuple = tuple(tuple(sorted(STARTING_DECK)) for _ in range(n))   # public
        ev.append(Event("ED-2.4", f"each player shuffles 8 starting cards and draws {self.hand_size}", {}))
        starts = self.route.start_spaces                              # ED-2.5, ED-2.6
        if len(starts) < n * self.per_player:
            raise BadPosition("ED-2.5", f"the board has {len(starts)} start space(s): {n} players need "
                                        f"{n * self.per_player}")
        if n == 2:
            self.pawns: tuple = (starts[0], starts[2], starts[1], starts[3])
        else:
            self.pawns = tuple(starts[:n])
        ev.append(Event("ED-2.5", "the pawns stand on the start spaces; seat 0 begins", {}))
        self.first = 0                      # ED-2.5: the seat with the first-player hat
        if self.caves:                                               # ED-12.1
            tokens = list(CAVE_TOKENS)
            rng.shuffle(tokens)
            k = len(self.route.caves)
            self.piles: tuple = tuple(tuple(tokens[4 * i:4 * i + 4]) for i in range(k))
            self.box: tuple = tuple(tokens[4 * k:])
            ev.append(Event("ED-12.1", f"4 cave tokens face down on each of the {k} caves", {}))
        else:
            self.piles, self.box = (), ()
        self.tokens: tuple = ((),) * n
        self.spent: tuple = ()              # cave tokens used (public, ED-12.5)
        self.explored: frozenset = frozenset()
        self.seat, self.phase = 0, PLAY
        self.mv: tuple | None = None        # (pawn, symbol, budget, via card or None, acted)
        self.pending: tuple | None = None   # the cards/trash/gain/pay decision under way
        self.ignore_occupied = self.change_symbol = False
        self.last_item: str | None = None
        self.ending, self.turn = False, 1
        self._lc: list | None = None
        self._needs: tuple | None = None
        self._occ: tuple | None = None
        self.log.extend(ev)

    def _init_rules(self, opts: ElDoradoOptions) -> None:
        self._opts = opts
        self.route: Route = opts.layout
        self._seam = seam_table(self.route)
        self._names = tuple(f"{q},{r}" for q, r in self.route.cells)
        self._hex_at = {name: i for i, name in enumerate(self._names)}
        top, came = progress(self.route)
        self._yard = (top - 1, came + (top - 1,))    # evaluate's, a pawn in El Dorado (-1) last
        self.caves = opts.caves
        self.round_limit = opts.round_limit
        self.hand_size, self.market_slots = opts.hand_size, opts.market_slots   # ED-9.2, ED-7.4
        self.per_player = 2 if self.players == 2 else 1

    @property
    def rules_options(self) -> ElDoradoOptions:
        return self._opts

    # ------------------------------------------------------------- basics
    def seat_name(self, seat: int) -> str:
        return f"seat {seat}"

    def hex_name(self, i: int) -> str:
        """ED-13.1 — a hex's notation ``q,r``."""
        return self._names[i]

    def _hex(self, text: str) -> Any:
        """A hex's notation ``q,r`` → its index (``None`` if the route has no such hex)."""
        i = self._hex_at.get(text)     # as the engine writes it; else read the numbers
        if i is not None:
            return i
        q, r = text.split(",")
        return self.route.index.get((int(q), int(r)))

    def _barrier_text(self, b: int) -> str:
        x = BARRIER[b]
        return f"barrier {b} ({x.symbol} {x.strength})"

    def pawn_seat(self, p: int) -> int:
        return p // self.per_player

    def pawns_of(self, seat: int) -> range:
        k = self.per_player
        return range(seat * k, seat * k + k)

    def occupied(self) -> set[int]:
        """ED-4.6 — the hexes pawns stand on (built once per pawn layout; do not modify it)."""
        c = self._occ
        if c is None or c[0] is not self.pawns:
            c = self._occ = (self.pawns, {h for h in self.pawns if h >= 0})
        return c[1]

    def reached(self, seat: int) -> bool:
        """ED-10.4 / ED-11.5 — every pawn of ``seat`` is in El Dorado."""
        return all(self.pawns[p] < 0 for p in self.pawns_of(seat))

    # ------------------------------------------------------------- reading
    def hand(self, seat: int) -> tuple:
        """The cards ``seat`` holds (``"?"`` each in a view that may not see them, ED-2.4)."""
        return self.hands[self.check_seat(seat, "hand(seat)")]

    def draw_pile_size(self, seat: int) -> int:
        return len(self.decks[seat])

    def discard_pile(self, seat: int) -> tuple:
        """ED-9.1 — the discard pile, bottom first (face up: public)."""
        return self.discards[seat]

    def last_discarded(self, seat: int) -> tuple:
        """ED-9.1 — the cards ``seat`` put face up on its discard pile in its last phase 2
        (public, though a reshuffle may have taken them into the draw pile since)."""
        return self.last_discards[seat]

    def played_area(self, seat: int) -> tuple:
        """ED-3.4 — the cards played this turn."""
        return self.played[seat]

    def market(self) -> list:
        """ED-7.4 — the 6 slots: ``(type, copies)`` or ``None`` for an empty slot (the type it
        held: :attr:`slots`)."""
        return [None if k == 0 else (t, k) for t, k in self.slots]

    def reserve_cards(self) -> list:
        """ED-2.3 — the cards above the market: ``(type, copies)``."""
        return list(self.reserve)

    def pawn_hexes(self, seat: int) -> list:
        """Each pawn of ``seat``: its hex ``"q,r"``, or ``None`` once in El Dorado (ED-4.8)."""
        return [None if self.pawns[p] < 0 else self.hex_name(self.pawns[p]) for p in self.pawns_of(seat)]

    def barriers(self) -> list:
        """ED-2.2 / ED-6.2 — per barrier seam of the route, its barrier id, ``None`` once cleared."""
        return list(self.barrier_at)

    def barriers_won(self, seat: int) -> tuple:
        return self.won[seat]

    def cave_tokens(self, seat: int) -> tuple:
        """ED-12.2 — the face-up cave tokens ``seat`` holds, ``(kind, strength)``."""
        return self.tokens[seat]

    def cave_pile_sizes(self) -> list:
        return [len(p) for p in self.piles]

    # ------------------------------------------------------------- contract
    @property
    def to_move(self) -> int | None:
        return None if self.phase == OVER else self.seat

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    def scores(self) -> dict[int, int]:
        """Not points (the game has none): 100 per pawn in El Dorado, 10 per barrier taken,
        plus the highest barrier value — the order of ED-10.4 / ED-10.5 at the end."""
        out = {}
        for s in range(self.players):
            home = sum(1 for p in self.pawns_of(s) if self.pawns[p] < 0)
            out[s] = 100 * home + 10 * len(self.won[s]) + max(self.won[s], default=0)
        return out

    def evaluate(self, seat: int) -> float:
        """How far ``seat`` has come (bots look ahead on it), public information only: per
        pawn, the way it has left to El Dorado taken from the longest way on this route —
        the way measured by :func:`progress`, the mean of the steps and of the strength they
        spend (ED-4.3), so a step onto a hex of strength 1 gains 1 and a detour round dear
        hexes gains too (a pawn in El Dorado counts the whole way: its last step, onto a
        finish space of strength 1, is worth 1 like such a step before it, ED-4.8) — plus 1
        per barrier taken (ED-10.5) — and, worth less than a step:

        * a movement under way (ED-4.3): :data:`MOVE_WORTH` per point of its budget left, so
          a card played to move counts before its steps are taken (each step still gains);
        * what its next hand moves (ED-9.2, option ``hand_size``): ``hand_size`` cards at the
          :func:`movement_per_card` of the cards it is drawn from — its cards less the
          discard pile while the draw pile holds a hand, all of them when it is drawn after
          a reshuffle (ED-9.3: a card bought now comes up only then) — but no more than the
          way its pawns have left, as ``HAND_WORTH × m / (m + 4)``: below
          :data:`HAND_WORTH`, less than playing a card to move, so a purchase (ED-7.3) never
          outweighs moving;
        * what the market offers its purchases (ED-7.3, ED-7.4, option ``market_slots``): the
          strength ``g`` of the best lasting movement card one may buy now (a market pile, the
          reserve while a slot is empty), a card dearer than a hand's money (``hand_size``
          of its cards at their mean payment value, ED-7.2) counted in the part of its price
          the hand pays — ``OFFER_WORTH × g / (g + 1)``, below
          :data:`OFFER_WORTH`, while its pawns have a way left.  More slots leave some empty,
          opening the reserve; fewer keep start types in it, closed."""
        return self.evaluations()[self.check_seat(seat, "evaluate(seat)")]

    def evaluations(self) -> list[float]:
        """Every seat's :meth:`evaluate` at once.  What a seat's next hand moves and what
        the market offers it are kept per seat (``_drawn``, shared by copies) while its
        cards, the cards left out and the offer stay the same tuples."""
        whole, came = self._yard       # came[-1]: a pawn in El Dorado has come the whole way
        pawns, k, won, mv, hand = self.pawns, self.per_player, self.won, self.mv, self.hand_size
        collection, decks, discards = self.collection, self.decks, self.discards
        moving = -1 if mv is None else mv[0] // k
        kept = self._drawn or ((None, None, None, 0.0, 0.0, 0.0, 0.0, 0.0),) * self.players
        slots, reserve, offer = self._offer
        if slots is not self.slots or reserve is not self.reserve:          # ED-7.4
            slots, reserve = self.slots, self.reserve
            offer = lasting_offer(slots, reserve)
            self._offer = (slots, reserve, offer)
        out = []
        for seat in range(self.players):
            value = float(len(won[seat]))
            if k == 1:
                steps = came[pawns[seat]]
                value += steps
                left = whole - steps
            else:
                left = 0
                for p in range(seat * k, seat * k + k):
                    steps = came[pawns[p]]
                    value += steps
                    left += whole - steps
            if seat == moving:
                value += MOVE_WORTH * mv[2]  # type: ignore[index]
            cards = collection[seat]
            less = () if len(decks[seat]) < hand else discards[seat]   # ED-9.3
            was = kept[seat]
            if was[0] is not cards or was[1] is not less or was[2] is not offer:
                per_card = movement_per_card(cards, less)
                gain = offer_gain(offer, hand * coins_per_card(cards))
                per_turn = hand * per_card
                was = (cards, less, offer, per_card, gain, per_turn,
                       HAND_WORTH * per_turn / (per_turn + HAND_SIZE), OFFER_WORTH * gain / (gain + 1))
                kept = _with(kept, seat, was)
            if left < was[5]:        # no more than the way its pawns have left
                value += HAND_WORTH * left / (left + HAND_SIZE)
            else:
                value += was[6]
            if left:
                value += was[7]
            out.append(value)
        self._drawn = kept
        return out

    def measures(self) -> dict[str, float]:
        """Numbers for the design lab (``boardlab.lab``): the game so far.

        ``rounds``
            the round the game ended in (is in): every player has had that many turns at
            the end (ED-3.1, ED-10.2);
        ``pawns_arrived``
            pawns in El Dorado, all players together (ED-4.8, ED-10.3; 2 players: 2 pawns
            each, ED-11.1);
        ``barriers_cleared``
            barriers taken off their seams (ED-6.2, ED-6.6), all players together;
        ``cards_bought``
            cards bought from the market (ED-7.3; the Transmitter's free card, ED-8.4, is
            not bought), all players together, since the start or the position."""
        return {"rounds": float(self.turn),
                "pawns_arrived": float(sum(1 for h in self.pawns if h < 0)),
                "barriers_cleared": float(sum(len(w) for w in self.won)),
                "cards_bought": float(sum(1 for e in self.log if e.rule == "ED-7.3"))}

    def winners(self) -> list[int]:
        """ED-10.4 / ED-10.5 / ED-D18 — among the players in El Dorado: most barriers, then
        the highest barrier value; a complete tie shares the win."""
        if not self.is_over:
            return []
        home = [s for s in range(self.players) if self.reached(s)]
        if not home:
            return []
        key = {s: (len(self.won[s]), max(self.won[s], default=0)) for s in home}
        best = max(key.values())
        return [s for s in home if key[s] == best]

    # ------------------------------------------------------------- legality
    def legal_actions(self) -> list[Action]:
        if self.viewer is not None and self.to_move != self.viewer:
            return []
        return list(self._legal())

    def _legal(self) -> list[Action]:
        lc = self._lc
        if lc is None:
            lc = self._lc = self._generate()
        return lc

    def _generate(self) -> list[Action]:
        ph = self.phase
        if ph == PLAY:
            return self._play_actions()
        if ph == MOVE:
            return self._move_actions()
        if ph == CARDS:
            out: list[Action] = [_a(A.Give, c) for c in sorted(set(self.hands[self.seat]))]
            if self.pending[1] == "exchange" and self.pending[3]:  # type: ignore[index]
                out.append(_a(A.Stop))
            return out
        if ph == TRASH:
            out = [_a(A.Trash, c) for c in sorted(set(self.hands[self.seat]))]
            if self.pending[2]:  # type: ignore[index]  # optional
                out.append(_a(A.Trash))
            return out
        if ph == GAIN:
            return [_a(A.Gain, t) for t in self._available(transmitter=True)]
        if ph == PAY:
            return self._payments()
        if ph == DISCARD:
            return [_a(A.Discard, c) for c in sorted(set(self.hands[self.seat]))] + [_a(A.Discard)]
        return []

    def _blocked(self, i: int, j: int) -> bool:
        """ED-6.1 — an intact barrier lies on the edge i–j."""
        seam = self._seam[i].get(j)
        return seam is not None and self.barrier_at[seam] is not None

    def _free(self, j: int) -> bool:
        """ED-4.6 — not occupied (unless ignore_occupied, ED-12.6)."""
        return self.ignore_occupied or j not in self.occupied()

    def _steps(self, pawn: int, symbol: str, budget: int) -> list[int]:
        """ED-4.3 — the hexes the pawn may enter with that symbol and budget."""
        r = self.route
        i = self.pawns[pawn]
        occ = set() if self.ignore_occupied else self.occupied()
        return [j for j in r.adjacency[i] if r.terrain[j] == symbol and r.strength[j] <= budget
                and j not in occ and not self._blocked(i, j)]

    def _barriers_here(self, pawn: int) -> list[int]:
        """ED-6.2 — the intact barriers on a crossing edge of the pawn's hex (by seam)."""
        seams = self._seam[self.pawns[pawn]]
        if not seams:
            return []
        return sorted({s for s in seams.values() if self.barrier_at[s] is not None})

    def _symbol_clears(self, pawn: int, symbol: str, budget: int) -> list[int]:
        return [self.barrier_at[s] for s in self._barriers_here(pawn)
                if BARRIER[self.barrier_at[s]].symbol == symbol and BARRIER[self.barrier_at[s]].strength <= budget]

    def _can_move(self, pawn: int, symbol: str, budget: int) -> bool:
        """ED-4.7 — a movement with that symbol and budget can take a step or pay a barrier
        (what :meth:`_need` lists, asked for one symbol: a step just taken has a new hex)."""
        i, pawns, bar = self.pawns[pawn], self.pawns, self.barrier_at
        c = self._needs
        if c is not None and c[0] is pawns and c[1] is bar and c[2] == self.ignore_occupied and i in c[3]:
            return budget >= c[3][i].get(symbol, 99)
        free = self.ignore_occupied
        seams = self._seam[i]
        for j, t, st in _symbol_table(self.route)[i]:
            if t == symbol and st <= budget and (free or j not in pawns) and not (
                    seams and j in seams and bar[seams[j]] is not None):
                return True
        for seam in seams.values():
            b = bar[seam]
            if b is not None and BARRIER[b].symbol == symbol and BARRIER[b].strength <= budget:
                return True
        return False

    def _need(self, pawn: int) -> dict[str, int]:
        """Symbol → the least strength that lets ``pawn`` take a step or pay a barrier from
        where it stands (computed once per decision and hex)."""
        i = self.pawns[pawn]
        c = self._needs          # valid while the pawns and barriers stay as they are
        if c is None or c[0] is not self.pawns or c[1] is not self.barrier_at or c[2] != self.ignore_occupied:
            c = self._needs = (self.pawns, self.barrier_at, self.ignore_occupied, {})
        cache = c[3]
        hit = cache.get(i)
        if hit is not None:
            return hit
        occ = () if self.ignore_occupied else self.occupied()
        seams, bar = self._seam[i], self.barrier_at
        need: dict[str, int] = {}
        for j, t, st in _symbol_table(self.route)[i]:
            if j in occ or (seams and j in seams and bar[seams[j]] is not None):
                continue
            if st < need.get(t, 99):
                need[t] = st
        if seams:
            for seam in set(seams.values()):
                b = bar[seam]
                if b is not None:
                    x = BARRIER[b]
                    if x.symbol in SYMBOLS and x.strength < need.get(x.symbol, 99):
                        need[x.symbol] = x.strength
        cache[i] = need
        return need

    def _card_symbols(self, card: str) -> list[str | None]:
        """The symbols a card may move as: its own (``None``), a white card's declared one
        (ED-8.1), any under change_symbol (ED-12.6, ED-D16)."""
        c = CARD_TYPES[card]
        if c.symbol == "joker":
            return list(SYMBOLS)
        if c.symbol in SYMBOLS:
            return [None] + ([s for s in SYMBOLS if s != c.symbol] if self.change_symbol else [])
        return []

    def _play_actions(self) -> list[Action]:
        s = self.seat
        hand = self.hands[s]
        out: list[Action] = []
        pawns = [p for p in self.pawns_of(s) if self.pawns[p] >= 0]
        occ = self.occupied()
        needs = [(self._need(p), p % self.per_player + 1) for p in pawns]
        change = self.change_symbol
        for card in dict.fromkeys(hand):          # a sorted tuple: each type once, in order
            c = CARD_TYPES[card]
            kind = c.symbol
            if kind in SYMBOLS or kind == "joker":
                syms = _MOVE_SYMBOLS[kind][change]
                for sym in syms:
                    symbol = sym or kind
                    for need, no in needs:
                        if c.strength >= need.get(symbol, 99):
                            out.append(_MOVES[card, sym, no])
            elif card == "native":
                out += self._native_targets(pawns, occ, lambda h, p: _a(A.Native, h, p))
            elif card != "transmitter" or self._available(transmitter=True):
                out.append(_USES[card])
        n = len(hand)
        rubble = _rubble_table(self.route)
        for p in pawns:
            i = self.pawns[p]
            for j, strength, name in rubble[i]:
                if strength <= n and (self.ignore_occupied or j not in occ) and not self._blocked(i, j):
                    out.append(_a(A.Enter, name, p % self.per_player + 1))
            if self._seam[i]:
                for seam in self._barriers_here(p):
                    b = BARRIER[self.barrier_at[seam]]
                    if b.symbol == "rubble" and b.strength <= n:
                        out.append(_a(A.Clear, b.id, p % self.per_player + 1))
        money = self._money()
        out += [_BUYS[t] for t in self._available() if CARD_TYPES[t].cost * 2 <= money]
        if self.caves:
            out += self._token_actions(pawns, occ)
        out.append(END)
        return out

    def _native_targets(self, pawns: list[int], occ: set[int], make: Any) -> list[Action]:
        """ED-8.9 — any adjacent hex but a mountain, cave, start space or occupied one."""
        r = self.route
        out = []
        for p in pawns:
            for j in r.adjacency[self.pawns[p]]:
                if r.terrain[j] not in ("mountain", "cave", "start") and (self.ignore_occupied or j not in occ):
                    out.append(make(self.hex_name(j), p % self.per_player + 1))
        return out

    def _token_actions(self, pawns: list[int], occ: set[int]) -> list[Action]:
        out: list[Action] = []
        s = self.seat
        for kind, strength in sorted(set(self.tokens[s]), key=lambda x: (x[0], x[1] or 0)):
            if kind in SYMBOLS:
                for p in pawns:
                    if self._can_move(p, kind, strength):
                        out.append(_a(A.Token, kind, strength, None, p % self.per_player + 1))
            elif kind == "native_move":
                out += self._native_targets(pawns, occ, lambda h, p: _a(A.Token, "native_move", None, h, p))
            elif kind in ("trash_card", "exchange_cards"):
                if self.hands[s]:
                    out.append(_a(A.Token, kind))
            elif kind == "keep_item":
                out += self._keep_item()
            elif kind == "ignore_occupied":
                if not self.ignore_occupied:
                    out.append(_a(A.Token, kind))
            elif kind == "change_symbol":
                if not self.change_symbol:
                    out.append(_a(A.Token, kind))
            else:  # draw_card
                out.append(_a(A.Token, kind))
        return out

    def _move_actions(self) -> list[Action]:
        pawn, symbol, budget, _via, acted = self.mv  # type: ignore[misc]
        out: list[Action] = [_a(A.Step, self.hex_name(j)) for j in self._steps(pawn, symbol, budget)]
        out += [_a(A.Clear, b, pawn % self.per_player + 1) for b in self._symbol_clears(pawn, symbol, budget)]
        if acted:                  # ED-4.7, ED-D23: the card first moves the pawn or pays a barrier
            out.append(_a(A.Stop))
        return out

    def _value(self, card: str, half: bool = False) -> int:
        """ED-7.2 — a card's payment value in half coins: a coin card its strength, a white
        card declared coin (or a card the change_symbol token turns into coin, ED-12.6) its
        strength unless paid ``half``, any other card ½."""
        c = CARD_TYPES[card]
        if not half and (c.symbol in ("coin", "joker") or (self.change_symbol and c.symbol in SYMBOLS)):
            return 2 * c.strength
        return 1

    def _may_pay_half(self, card: str) -> bool:
        """ED-7.2, ED-8.2 — a card that chooses between its full strength and ½ coin: a white
        card (declared coin or not) or, under change_symbol, a machete or paddle card."""
        k = CARD_TYPES[card].symbol
        return k == "joker" or (self.change_symbol and k in ("machete", "paddle"))

    @staticmethod
    def _money_of(hand: tuple, tokens: tuple, change: bool) -> int:
        """ED-7.2 — the most ``hand`` and coin ``tokens`` can pay, in half coins; a pending
        change_symbol (ED-12.6) makes one machete or paddle card pay its full strength."""
        plain = [2 * CARD_TYPES[c].strength if CARD_TYPES[c].symbol in ("coin", "joker") else 1 for c in hand]
        best = sum(plain)
        if change:
            best += max((2 * CARD_TYPES[c].strength - 1 for c in hand
                         if CARD_TYPES[c].symbol in ("machete", "paddle")), default=0)
        return best + sum(2 * x[1] for x in tokens if x[0] == "coin")

    def _money(self) -> int:
        """ED-7.2 — all the hand and coin tokens of the seat to play could pay."""
        return self._money_of(self.hands[self.seat], self.tokens[self.seat], self.change_symbol)

    def _payments(self) -> list[Action]:
        """ED-7.2 — the cards (and coin tokens) that may pay next: each one after which the
        rest can still pay what is owed (change_symbol is used up by the next card played,
        ED-12.6, so the order can matter); a white card also as ½ coin (ED-8.2).  Once the
        price is met, only the keep_item token for an item just paid, or ``end`` (ED-12.6)."""
        s, owed = self.seat, self.pending[2]  # type: ignore[index]
        keep = self._keep_item()
        if owed <= 0:
            return keep + [END]
        hand, tokens = self.hands[s], self.tokens[s]
        out: list[Action] = []
        for c in sorted(set(hand)):
            rest = self._money_of(_minus(hand, c), tokens, False)
            for half in (False, True) if self._may_pay_half(c) else (False,):
                if self._value(c, half) + rest >= owed:
                    out.append(_a(A.Pay, c, None, half))
        for k in sorted({x[1] for x in tokens if x[0] == "coin"}):
            if 2 * k >= owed or 2 * k + self._money_of(hand, _minus(tokens, ("coin", k)), self.change_symbol) >= owed:
                out.append(_a(A.Pay, None, k))
        return out + keep

    def _keep_item(self) -> list[Action]:
        """ED-12.6 — the keep_item token, offered together with (right after) the use of a
        single-use item, while the seat holds one."""
        if self.last_item is not None and ("keep_item", None) in self.tokens[self.seat]:
            return [_a(A.Token, "keep_item")]
        return []

    def _available(self, transmitter: bool = False) -> list[str]:
        """ED-7.4 — the types one may buy now (ED-8.4: the Transmitter always reaches the
        reserve)."""
        return list(available(self.slots, self.reserve, transmitter))

    # ------------------------------------------------------------- apply
    def parse(self, text: str) -> Action:
        return A.parse(text, "ED-3.1")

    def _decide(self, a: Action) -> list[Event]:
        invalid = getattr(a, "invalid", None)
        if invalid is not None:
            raise IllegalAction(*invalid)
        legal = self._legal()
        for x in legal:             # the actions listed are shared instances (``_a``): identity first
            if x is a:
                break
        else:
            if a not in legal:
                raise IllegalAction(*self._why(a))
        ev: list[Event] = []
        self._lc = None
        if self.phase in (PLAY, PAY) and not (type(a) is A.Token and a.kind == "keep_item"):
            self.last_item = None   # ED-12.6: keep_item goes with the item just used, never later
        getattr(self, _DO[self.phase])(a, ev)
        self._lc = None
        return ev

    def _why(self, a: Any) -> tuple[str, str]:
        """Plain words for an action that is not legal now, citing the rule (:mod:`.refusals`)."""
        return why(self, a)

    # play ---------------------------------------------------------------------
    def _pawn(self, n: int) -> int:
        return self.seat * self.per_player + n - 1

    def _do_play(self, a: Any, ev: list[Event]) -> None:
        s = self.seat
        t = type(a)
        if t is A.End:
            ev.append(Event("ED-3.1", f"{self.seat_name(s)} ends phase 1", {"seat": s}))
            self._to_discard(ev)
            return
        if t is A.Move:
            c = CARD_TYPES[a.card]
            symbol = a.symbol or c.symbol
            ev.append(Event("ED-8.1" if c.symbol == "joker" else "ED-4.2",
                            f"{self.seat_name(s)} plays {c.name_en} to move ({symbol} {c.strength})",
                            {"seat": s, "card": a.card, "symbol": symbol, "strength": c.strength}))
            self._take(a.card, used=True, ev=ev)
            self.mv = (self._pawn(a.pawn), symbol, c.strength, a.card, False)
            self.phase = MOVE
            self._auto_stop(ev)
            return
        if t is A.Enter:
            j = self._hex(a.hex)
            kind = self.route.terrain[j]
            self.pending = ("cards", kind, self.route.strength[j], (), (self._pawn(a.pawn), j))
            self.phase = CARDS
            ev.append(Event("ED-5.1" if kind == "rubble" else "ED-5.2",
                            f"{self.seat_name(s)} enters the {kind} at {a.hex}: "
                            f"{self.route.strength[j]} card(s) to give", {"seat": s, "hex": a.hex}))
            return
        if t is A.Clear:
            b = BARRIER[a.barrier]
            self.pending = ("cards", "barrier", b.strength, (), (self._pawn(a.pawn), a.barrier))
            self.phase = CARDS
            ev.append(Event("ED-6.4", f"{self.seat_name(s)} clears {self._barrier_text(a.barrier)} with "
                                      f"{b.strength} card(s)", {"seat": s, "barrier": a.barrier}))
            return
        if t is A.Native:
            self._take("native", used=False, ev=ev)
            self._native(self._pawn(a.pawn), self._hex(a.hex), "ED-8.9", ev)
            return
        if t is A.Use:
            self._use(a.card, ev)
            return
        if t is A.Buy:
            self.pending = ("pay", a.card, 2 * CARD_TYPES[a.card].cost)
            self.phase = PAY
            ev.append(Event("ED-7.1", f"{self.seat_name(s)} buys {CARD_TYPES[a.card].name_en} "
                                      f"(cost {CARD_TYPES[a.card].cost})", {"seat": s, "card": a.card}))
            return
        if t is A.Token:
            self._token(a, ev)
            return
        raise AssertionError(a)  # pragma: no cover

    def _take(self, card: str, used: bool, ev: list[Event]) -> None:
        """A card leaves the hand for the played area — or, a single-use item whose
        function is used, leaves the game (ED-8.2)."""
        s = self.seat
        self.hands = _with(self.hands, s, _minus(self.hands[s], card))
        self.change_symbol = False      # ED-12.6: the next card played uses the token up
        if used and card in ITEMS:
            self.last_item = card
            self._gone(s, card)
            ev.append(Event("ED-8.2", f"the {CARD_TYPES[card].name_en} is used up and leaves the game",
                            {"seat": s, "card": card}))
        else:
            self.played = _with(self.played, s, self.played[s] + (card,))

    def _gone(self, s: int, card: str) -> None:
        self.collection = _with(self.collection, s, _minus(self.collection[s], card))

    def _got(self, s: int, card: Any) -> None:
        self.collection = _with(self.collection, s, _plus(self.collection[s], card))

    def _use(self, card: str, ev: list[Event]) -> None:
        s = self.seat
        self._take(card, used=True, ev=ev)
        name = CARD_TYPES[card].name_en
        if card == "transmitter":
            self.phase = GAIN
            ev.append(Event("ED-8.4", f"{self.seat_name(s)} plays the Transmitter: a free card", {"seat": s}))
            return
        draws = {"cartographer": 2, "compass": 3, "scientist": 1, "travel_log": 2}[card]
        rule = {"cartographer": "ED-8.5", "compass": "ED-8.6", "scientist": "ED-8.7", "travel_log": "ED-8.8"}[card]
        got = self._draw(s, draws, ev)
        ev.append(Event(rule, f"{self.seat_name(s)} plays the {name}: draws {got}", {"seat": s, "drawn": got}))
        trash = {"scientist": 1, "travel_log": 2}.get(card, 0)
        if trash and self.hands[s]:
            self.pending = ("trash", trash, True, card)
            self.phase = TRASH

    def _token(self, a: A.Token, ev: list[Event]) -> None:
        s = self.seat
        tok = (a.kind, a.strength if a.kind in SYMBOLS else None)
        if a.kind == "native_move":
            tok = (a.kind, None)
        self.tokens = _with(self.tokens, s, _minus(self.tokens[s], tok))
        self.spent += (tok,)
        text = f"{self.seat_name(s)} uses a cave token: {a.kind}" + (f" {a.strength}" if a.strength else "")
        ev.append(Event("ED-12.6", text, {"seat": s, "kind": a.kind}))
        if a.kind in SYMBOLS:
            self.mv = (self._pawn(a.pawn), a.kind, a.strength, None, False)
            self.phase = MOVE
            self._auto_stop(ev)
        elif a.kind == "native_move":
            self._native(self._pawn(a.pawn), self._hex(a.hex), "ED-12.6", ev)  # type: ignore[arg-type]
        elif a.kind == "draw_card":
            self._draw(s, 1, ev)
        elif a.kind == "trash_card":
            self.pending, self.phase = ("trash", 1, False, None), TRASH
        elif a.kind == "exchange_cards":
            self.pending, self.phase = ("cards", "exchange", 4, (), None), CARDS
        elif a.kind == "keep_item":
            item, self.last_item = self.last_item, None
            assert item is not None     # keep_item is offered only after an item was used up
            self.played = _with(self.played, s, self.played[s] + (item,))
            self._got(s, item)
            ev.append(Event("ED-12.6", f"the {CARD_TYPES[item].name_en} goes to the played area instead "
                                       "of leaving the game", {"seat": s, "card": item}))
        elif a.kind == "ignore_occupied":
            self.ignore_occupied = True
        elif a.kind == "change_symbol":
            self.change_symbol = True

    # movement -----------------------------------------------------------------
    def _do_move(self, a: Any, ev: list[Event]) -> None:
        pawn, symbol, budget, via, _acted = self.mv  # type: ignore[misc]
        t = type(a)
        if t is A.Stop:
            self._end_move(ev)
            return
        if t is A.Clear:
            b = BARRIER[a.barrier]
            self._win_barrier(a.barrier, ev, "ED-6.3")
            self.mv = (pawn, symbol, budget - b.strength, via, True)
        else:
            j = self._hex(a.hex)
            cost = self.route.strength[j]
            self.pawns = _with(self.pawns, pawn, j)
            self.mv = (pawn, symbol, budget - cost, via, True)
            ev.append(Event("ED-4.3", f"{self.seat_name(self.seat)} steps to {a.hex} ({symbol} {cost})",
                            {"seat": self.seat, "hex": a.hex, "spent": cost}))
            if self.route.finish[j]:
                self._arrive(pawn, ev)
                return
        self._auto_stop(ev)

    def _auto_stop(self, ev: list[Event]) -> None:
        """ED-4.4 — a movement whose budget can do nothing more ends by itself."""
        pawn, symbol, budget, _via, _acted = self.mv  # type: ignore[misc]
        if not self._can_move(pawn, symbol, budget):
            self._end_move(ev)

    def _end_move(self, ev: list[Event]) -> None:
        pawn = self.mv[0]  # type: ignore[index]
        self.mv = None
        self.phase = PLAY
        self._stopped(pawn, ev)

    def _arrive(self, pawn: int, ev: list[Event]) -> None:
        """ED-4.8 — the pawn enters El Dorado; ED-10.1 / ED-11.5 — the end is triggered."""
        s = self.pawn_seat(pawn)
        self.pawns = _with(self.pawns, pawn, -1)
        self.mv, self.phase = None, PLAY
        ev.append(Event("ED-4.8", f"{self.seat_name(s)}'s pawn reaches El Dorado!", {"seat": s}))
        if not self.ending and self.reached(s):
            self.ending = True
            ev.append(Event("ED-11.5" if self.players == 2 else "ED-10.1",
                            "the end is triggered: the round is played to its end (ED-10.2)", {"seat": s}))

    def _native(self, pawn: int, j: int, rule: str, ev: list[Event]) -> None:
        """ED-8.9 — one step, the hex's requirement ignored; a barrier crossed is taken (ED-D10)."""
        i = self.pawns[pawn]
        seam = self._seam[i].get(j)
        if seam is not None and self.barrier_at[seam] is not None:
            self._win_barrier(self.barrier_at[seam], ev, "ED-6.6")
        self.pawns = _with(self.pawns, pawn, j)
        ev.append(Event(rule, f"{self.seat_name(self.seat)} moves to {self.hex_name(j)}, its requirement "
                              "ignored", {"seat": self.seat, "hex": self.hex_name(j)}))
        if self.route.finish[j]:
            self._arrive(pawn, ev)
            return
        self._stopped(pawn, ev)

    def _win_barrier(self, b: int, ev: list[Event], rule: str) -> None:
        s = self.seat
        seam = self.barrier_at.index(b)
        self.barrier_at = _with(self.barrier_at, seam, None)
        self.won = _with(self.won, s, self.won[s] + (b,))
        ev.append(Event(rule, f"{self.seat_name(s)} clears and takes {self._barrier_text(b)} (ED-6.2)",
                        {"seat": s, "barrier": b}))

    def _stopped(self, pawn: int, ev: list[Event]) -> None:
        """ED-12.2 – ED-12.4 — a stop next to a cave explores it (ED-D14: automatically)."""
        if not self.caves or self.pawns[pawn] < 0:
            return
        h = self.pawns[pawn]
        near = self.route.cave_neighbours[h]
        caves = self.route.caves
        self.explored = frozenset((p, c) for p, c in self.explored if p != pawn or caves[c] in near)
        for c, cave in enumerate(caves):
            if cave in near and (pawn, c) not in self.explored and self.piles[c]:
                tok = self.piles[c][0]
                self.piles = _with(self.piles, c, self.piles[c][1:])
                s = self.pawn_seat(pawn)
                self.tokens = _with(self.tokens, s, tuple(sorted(self.tokens[s] + (tok,), key=str)))
                self.explored = self.explored | {(pawn, c)}
                ev.append(Event("ED-12.2", f"{self.seat_name(s)} explores the cave at {self.hex_name(cave)}: "
                                           f"{tok[0]}" + (f" {tok[1]}" if tok[1] else ""),
                                {"seat": s, "token": list(tok)}))

    # cards, trash, gain, pay ---------------------------------------------------
    def _do_cards(self, a: Any, ev: list[Event]) -> None:
        """The cards for rubble (ED-5.1), a basecamp (ED-5.2), a rubble barrier (ED-6.4) or
        an exchange (ED-12.6), one at a time: each goes to the played area at once (a
        basecamp's leave the game when the last is given)."""
        s = self.seat
        _, purpose, n, chosen, target = self.pending  # type: ignore[misc]
        if type(a) is A.Stop:     # an exchange of fewer than 4
            self._exchange(chosen, ev)
            return
        chosen = chosen + (a.card,)
        self._take(a.card, used=False, ev=ev)
        if len(chosen) < n and (purpose != "exchange" or self.hands[s]):
            self.pending = ("cards", purpose, n, chosen, target)
            return
        self.pending = None
        self.phase = PLAY
        if purpose == "exchange":
            self._exchange(chosen, ev)
            return
        if purpose == "basecamp":                               # ED-5.2: trashed
            for c in chosen:
                self.played = _with(self.played, s, _minus(self.played[s], c))
                self._gone(s, c)
            ev.append(Event("ED-5.2", f"{self.seat_name(s)} trashes {', '.join(chosen)} at the basecamp",
                            {"seat": s, "cards": list(chosen)}))
        if purpose == "barrier":
            self._win_barrier(target[1], ev, "ED-6.4")
            return
        pawn, j = target
        self.pawns = _with(self.pawns, pawn, j)
        ev.append(Event("ED-5.1" if purpose == "rubble" else "ED-5.2",
                        f"{self.seat_name(s)} enters {self.hex_name(j)} with {', '.join(chosen)}",
                        {"seat": s, "hex": self.hex_name(j), "cards": list(chosen)}))
        self._stopped(pawn, ev)

    def _exchange(self, chosen: tuple, ev: list[Event]) -> None:
        s = self.seat
        self.pending, self.phase = None, PLAY
        got = self._draw(s, len(chosen), ev)
        ev.append(Event("ED-12.6", f"{self.seat_name(s)} exchanges {len(chosen)} card(s), draws {got}",
                        {"seat": s, "cards": list(chosen)}))

    def _do_trash(self, a: Any, ev: list[Event]) -> None:
        s = self.seat
        _, left, optional, source = self.pending  # type: ignore[misc]
        if a.card is None:
            self.pending, self.phase = None, PLAY
            return
        self.hands = _with(self.hands, s, _minus(self.hands[s], a.card))
        self._gone(s, a.card)
        rule = {"scientist": "ED-8.7", "travel_log": "ED-8.8"}.get(source, "ED-12.6")
        ev.append(Event(rule, f"{self.seat_name(s)} trashes {CARD_TYPES[a.card].name_en}",
                        {"seat": s, "card": a.card, "trashed": True}))
        if left > 1 and self.hands[s]:
            self.pending = ("trash", left - 1, optional, source)
        else:
            self.pending, self.phase = None, PLAY

    def _do_gain(self, a: Any, ev: list[Event]) -> None:
        s = self.seat
        self._remove_from_market(a.card)
        self.discards = _with(self.discards, s, self.discards[s] + (a.card,))
        self._got(s, a.card)
        ev.append(Event("ED-8.4", f"{self.seat_name(s)} gains {CARD_TYPES[a.card].name_en} onto the discard pile",
                        {"seat": s, "card": a.card}))
        self.phase = PLAY

    def _remove_from_market(self, card: str) -> None:
        """ED-7.4 — a copy leaves its slot (the slot empties with the last) or the reserve
        (the rest of that pile moves into an empty slot, if there is one)."""
        for k, (t, n) in enumerate(self.slots):
            if t == card:
                self.slots = _with(self.slots, k, (t, n - 1))     # an empty slot keeps its type
                return
        for k, (t, n) in enumerate(self.reserve):
            if t == card:
                empty = [i for i, (x, m) in enumerate(self.slots) if m == 0]
                if empty and n > 1:
                    self.slots = _with(self.slots, empty[0], (t, n - 1))
                    self.reserve = self.reserve[:k] + self.reserve[k + 1:]
                else:
                    self.reserve = _with(self.reserve, k, (t, n - 1)) if n > 1 else \
                        self.reserve[:k] + self.reserve[k + 1:]
                return
        raise AssertionError(card)  # pragma: no cover

    def _do_pay(self, a: Any, ev: list[Event]) -> None:
        s = self.seat
        _, card, owed = self.pending  # type: ignore[misc]
        if type(a) is A.Token:                  # keep_item with the item just paid (ED-12.6)
            self._token(a, ev)
            if owed > 0:
                return
            self._bought(card, ev)
            return
        if type(a) is A.End:                    # the price is met and keep_item not used
            self._bought(card, ev)
            return
        if a.card is None:
            tok = ("coin", a.token)
            self.tokens = _with(self.tokens, s, _minus(self.tokens[s], tok))
            self.spent += (tok,)
            value = 2 * a.token
        else:
            value = self._value(a.card, a.half)
            if a.half and CARD_TYPES[a.card].single_use:
                ev.append(Event("ED-8.2", f"the {CARD_TYPES[a.card].name_en} pays ½ coin without using its "
                                          "function: it is discarded normally", {"seat": s, "card": a.card}))
            self._take(a.card, used=value > 1, ev=ev)
        owed -= value
        self.pending = ("pay", card, max(owed, 0))
        if owed > 0 or self._keep_item():
            return                              # more to pay, or keep_item may go with the item
        self._bought(card, ev)

    def _bought(self, card: str, ev: list[Event]) -> None:
        """ED-7.3 — the card paid for goes onto the discard pile; ED-D9 — phase 1 ends."""
        s = self.seat
        self._remove_from_market(card)
        self.discards = _with(self.discards, s, self.discards[s] + (card,))
        self._got(s, card)
        ev.append(Event("ED-7.3", f"{self.seat_name(s)} puts {CARD_TYPES[card].name_en} on the discard pile",
                        {"seat": s, "card": card}))
        self.pending = None
        self._to_discard(ev)                                      # ED-D9: the purchase ends phase 1

    # discard, draw, next --------------------------------------------------------
    def _to_discard(self, ev: list[Event]) -> None:
        """ED-9.1 — the played area goes onto the discard pile; the hand's cards come next."""
        s = self.seat
        self.discards = _with(self.discards, s, self.discards[s] + self.played[s])
        self.last_discards = _with(self.last_discards, s, self.played[s])
        self.played = _with(self.played, s, ())
        self.mv = self.pending = self.last_item = None    # phase 1 is over (ED-12.6: keep_item too)
        self.phase = DISCARD
        if not self.hands[s]:
            self._next(ev)

    def _do_discard(self, a: Any, ev: list[Event]) -> None:
        s = self.seat
        if a.card is None:
            self._next(ev)
            return
        self.hands = _with(self.hands, s, _minus(self.hands[s], a.card))
        self.discards = _with(self.discards, s, self.discards[s] + (a.card,))
        self.last_discards = _with(self.last_discards, s, self.last_discards[s] + (a.card,))
        ev.append(Event("ED-9.1", f"{self.seat_name(s)} discards {CARD_TYPES[a.card].name_en}",
                        {"seat": s, "card": a.card}))
        if not self.hands[s]:
            self._next(ev)

    def _draw(self, s: int, k: int, ev: list[Event]) -> int:
        """ED-9.3 — draw ``k`` cards; an empty draw pile is refilled from the discard pile."""
        got = 0
        for _ in range(k):
            if not self.decks[s]:
                if not self.discards[s]:
                    break
                pile = self.discards[s]
                order = reshuffled(f"{self.seed}/shuffle/{s}/{self.shuffles[s]}", len(pile))
                self.shuffles = _with(self.shuffles, s, self.shuffles[s] + 1)
                self.decks = _with(self.decks, s, tuple(pile[i] for i in order))
                self.discards = _with(self.discards, s, ())
                ev.append(Event("ED-9.3", f"{self.seat_name(s)} shuffles the discard pile into a new draw pile",
                                {"seat": s}))
            card, rest = self.decks[s][0], self.decks[s][1:]
            self.decks = _with(self.decks, s, rest)
            self.hands = _with(self.hands, s, _plus(self.hands[s], card))
            got += 1
        return got

    def _next(self, ev: list[Event]) -> None:
        """ED-9.2 — draw up to the hand size (4, option ``hand_size``); ED-9.4 — the next seat; ED-10.2 — the end of the round."""
        s = self.seat
        need = self.hand_size - len(self.hands[s])
        if need > 0:
            got = self._draw(s, need, ev)
            ev.append(Event("ED-9.2", f"{self.seat_name(s)} draws {got}", {"seat": s, "drawn": got}))
        self.ignore_occupied = self.change_symbol = False
        self.last_item = None
        last = (self.first - 1) % self.players       # ED-2.5: the round ends before the hat
        if s == last and not self.ending and self.turn >= self.round_limit:
            self.phase = OVER
            ev.append(Event("ED-10.2", f"round {self.turn} is over and nobody reached El Dorado: the "
                                       "game ends without a winner (ED-D26, boardlab's decision)", {"winners": []}))
            return
        if self.ending and s == last:
            self.phase = OVER
            w = self.winners()
            ev.append(Event("ED-10.5" if len([x for x in range(self.players) if self.reached(x)]) > 1
                            else "ED-10.4", "the game ends: " + (" and ".join(self.seat_name(x) for x in w)
                                                                 + " win" + ("s" if len(w) == 1 else "")
                                                                 if w else "nobody reached El Dorado"),
                            {"winners": w}))
            return
        self.seat = (s + 1) % self.players
        if self.seat == self.first:
            self.turn += 1
        self.phase = PLAY
        ev.append(Event("ED-9.4", f"{self.seat_name(self.seat)}'s turn", {"seat": self.seat}))

    # ------------------------------------------------------------ copy / view
    def _copy_into(self, o: "ElDorado") -> None:  # type: ignore[override]
        super()._copy_into(o)
        o._needs = None    # a cache that grows as decisions are generated: never shared

    def view(self, seat: int) -> State:
        """The base class's view; the legal list of the seat to move is listed once, on the
        full state, and shared with its view (it reads that seat's own hand and what is
        public only) — the state applies the choice against the same list."""
        if self.viewer is None and seat == self.seat and self.phase != OVER:
            self._legal()
        return super().view(seat)

    def _hide(self, seat: int) -> None:
        self.hands = tuple([h if s == seat else (HIDDEN,) * len(h) for s, h in enumerate(self.hands)])
        self.decks = tuple([(HIDDEN,) * len(d) for d in self.decks])
        if self.piles:
            self.piles = tuple([(HIDDEN,) * len(p) for p in self.piles])
        self.box = (HIDDEN,) * len(self.box)
        if seat != self.seat:
            self._lc = None     # another seat's decisions read its hand: never in this view

    def secrets(self, seat: int) -> dict[str, list]:
        out: dict[str, list] = {f"hand {s}": list(h) for s, h in enumerate(self.hands) if s != seat}
        for s, d in enumerate(self.decks):
            out[f"draw pile {s}"] = list(d)
        for c, p in enumerate(self.piles):
            out[f"cave {c}"] = list(p)
        out["box"] = list(self.box)
        return out

    def owned(self, seat: int) -> Counter:
        """Every card ``seat`` owns (hand, draw and discard piles, played area)."""
        c: Counter = Counter(self.hands[seat])
        c.update(self.decks[seat])
        c.update(self.discards[seat])
        c.update(self.played[seat])
        return c

    def _redeal(self, seat: int, rng: random.Random) -> None:
        """``determinize``: each seat's unseen cards (its cards less what is public — the
        discard pile and the played area — and, for ``seat``, its hand) are shuffled into
        its hidden hand and its draw pile; the cave tokens not seen are shuffled into the
        piles and the box."""
        hands, decks = list(self.hands), list(self.decks)
        collection, discards, played = self.collection, self.discards, self.played
        paying = self.phase == PAY
        for s, hand in enumerate(hands):
            hidden = hand.count(HIDDEN)
            known = hand if not hidden else () if hidden == len(hand) else tuple(c for c in hand if c != HIDDEN)
            pool = list(unseen(collection[s], discards[s], played[s], known))
            owed = self.pending[2] if paying and s == self.seat and hidden else 0  # type: ignore[index]
            for _ in range(50):          # a purchase under way: the hand must pay the rest
                shuffle(pool, rng)
                if owed <= 0 or sum(self._value(c) for c in pool[:hidden]) >= owed:
                    break
            else:
                pool.sort(key=self._value, reverse=True)
            if hidden:
                hands[s] = tuple(sorted(known + tuple(pool[:hidden])))
            decks[s] = tuple(pool[hidden:hidden + len(decks[s])])
        self.hands, self.decks = tuple(hands), tuple(decks)
        if self.caves:
            seen = Counter(t for ts in self.tokens for t in ts) + Counter(self.spent)
            tokens = list((Counter(CAVE_TOKENS) - seen).elements())
            shuffle(tokens, rng)
            dealt = iter(tokens)
            self.piles = tuple(tuple(next(dealt) for _ in p) for p in self.piles)
            self.box = tuple(next(dealt) for _ in self.box)
        if seat != self.seat:
            self._lc = None     # the hand of the seat to move was dealt again

    def check(self) -> None:
        """ED-1.3 — every card in exactly one place (hands, piles, played areas, market,
        reserve, or out of the game); ED-1.2 barriers; ED-4.6 one pawn per hex."""
        if any(HIDDEN in h for h in self.hands) or any(HIDDEN in d for d in self.decks):
            return
        on = [h for h in self.pawns if h >= 0]
        assert len(on) == len(set(on)) or self.caves, "ED-4.6: two pawns on one hex (only ED-12.6 allows it)"
        for s in range(self.players):
            assert sorted(self.owned(s).elements()) == list(self.collection[s]), "ED-1.3: a card lost"
        left = Counter({t: n for t, n in self.slots if t}) + Counter(dict(self.reserve))
        for t, n in left.items():
            assert n <= COPIES, f"ED-1.3: {n} {t} in the market"
        total = sum(left.values()) + sum(sum(self.owned(s).values()) for s in range(self.players))
        assert total <= len(STARTING_DECK) * self.players + COPIES * len(MARKET_START + RESERVE_START), "ED-1.3"
        taken = [b for w in self.won for b in w]
        assert sorted(taken + [b for b in self.barrier_at if b is not None]) == sorted(set(taken) | {
            b for b in self.barrier_at if b is not None}), "ED-1.2"

    # --------------------------------------------------------- board and text
    @property
    def board(self):
        """ED-13.2 — the route's hex graph with the live state: ``pawn`` (seat) on occupied
        hexes, ``barrier`` on the edges of seams whose barrier is still in place."""
        g = self.route.graph({k: b for k, b in enumerate(self.barrier_at) if b is not None})
        for p, h in enumerate(self.pawns):
            if h >= 0:
                g.nodes[self.route.cells[h]]["pawn"] = self.pawn_seat(p)
        return g

    def to_text(self) -> str:
        """``print(state)``: who is where, the hands and the market, then the route as a hex
        map (:mod:`.text`)."""
        from .text import route_text
        lines = [f"El Dorado {self.players}p · round {self.turn} · seat {self.seat} · {self.phase}"
                 + ("" if self.viewer is None else f" · seat {self.viewer}'s view")]
        for s in range(self.players):
            where = ", ".join("El Dorado" if self.pawns[p] < 0 else self.hex_name(self.pawns[p])
                              for p in self.pawns_of(s))
            lines.append(f"seat {s}: at {where}; hand {list(self.hands[s])}; draw {len(self.decks[s])}, "
                         f"discard {len(self.discards[s])}; barriers {list(self.won[s])}")
        lines.append("market: " + ", ".join(f"{t}×{n}" for t, n in self.slots if t))
        return "\n".join(lines + [route_text(self)])

    # ------------------------------------------------------------ positions
    def to_position(self) -> dict:
        from .position import to_position
        return to_position(self)

    @classmethod
    def from_position(cls, position: dict) -> "ElDorado":
        from .position import from_position
        return from_position(cls, position)
