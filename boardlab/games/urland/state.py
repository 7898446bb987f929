"""The Urland rules engine (``docs/rules/urland.md``, U-0 … U-16).

``boardlab.new("urland", players=3..5, seed=…, expansion_genes=False, map=None)``.

**The map is a reconstruction** (U-2.2, decision D-1): no available source describes
the printed board; the engine plays on ``data/map.json`` unless ``map=`` gives another
one (checked against U-2.3).

Hot-path data are plain Python.  The 17 map nodes have indices (land zone ``z`` is
``z − 1``, sea ``Sj`` is ``11 + j``); a land region is kept at the index of the zone
named by its live chip (its *root*, U-2.5.3; the smallest zone of a region without a
live chip, D-2; :mod:`.regions`), so that

* ``ich[node * players + seat]`` — that seat's Ichtos in the region rooted at ``node``
  (or the sea); merging two regions adds the counts at the new root (U-2.5.5);
* ``supply``, ``track`` (marker spaces), ``extra`` (extra-action chips) — lists per seat;
* ``genes`` — a tuple per seat of gene ids (``"mutation_spent"``: a spent Mutation card,
  U-15.4); ``display`` and ``gene_deck`` (top first) — tuples of gene ids;
* ``pile`` (top first; ``13`` is the panic chip), ``hands`` (a tuple per seat),
  ``chosen``, ``on_board`` (scored this epoch), ``panic_aside`` — the chips (U-0.4);
  removed chips are the ones :class:`.regions.Regions` no longer holds live.

A turn (U-5) is a sequence of small decisions: ``choose`` (the environment player),
then each Ichto player's actions (``land``, ``reproduce``, ``sea``/``retreat`` and
their ``more``/``done`` follow-ups, gene options, ``chip``, ``end``).  What happens
between decisions — scoring, the track, auctions, rotation, the draw, panic, the
epoch's eruptions, final scoring — runs from a queue of steps (``todo``); a step that
needs someone's choice (a bid, a gene, a payment, a panic sea, Ears …) puts an *ask*
in ``asks`` and waits.  ``to_move`` is the seat of the first ask, else the
environment player (``choose``) or the acting Ichto player (``act``).

Randomness: the setup from ``Random(f"{seed}/setup")``; the pile of a new epoch
from ``Random(f"{seed}/epoch/{e}")``; the volcano scoring's chip from
``Random(f"{seed}/volcano/{e}")`` (U-12.2, D-18).  The pile and gene deck orders are
part of the position.

Decisions where the spec is silent (besides D-1 … D-22):

* a choice with a single possible answer is made without asking (the only panic region,
  the only adjacent sea, paying with every Ichto one has on the board);
* "any number" options move one Ichto per decision (``more``/``done``): the action
  is paid once, on the first;
* an extra-action chip may be spent at any point of the regular budget, forfeiting
  what is left of it (D-9: "used up or forfeited");
* the environment player sees the two chips he passed while the neutral player holds
  them (until the roles rotate); nobody else sees another's chips;
* bids are made seat 0 first; the ask order of other choices is the rules' order.
"""
from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from typing import Any, NamedTuple

from ...engine import Action, Event, Hidden, State, refusal, short
from ...rules import IllegalAction
from . import actions as A
from .board import NODES, SEAS, UrlandMap, board_graph, load_map
from .components import (ACTIONS, COLOURS, ICHTOS_IN_PLAY, MUTATION_SPACES,
                         PANIC, END_SPACE, SETUP_ICHTOS_PER_SEA, budget, extra_chips_per_player, setup)
from .genes import GENES, deck
from .options import UrlandOptions
from .regions import Regions

HIDDEN = "?"
LAND_N = 12
NODE_N = 17
SEA_IDX = tuple(range(12, 17))
SPENT = "mutation_spent"   # U-15.4 — a Mutation card received in a swap: no effect
CHOOSE, ACT, ASK, AUTO, OVER = "choose", "act", "ask", "auto", "over"


_ACTIONS: dict[tuple, Action] = {}


def _a(cls: type, *args: Any) -> Any:
    """One shared instance per distinct action (building one runs its field checks)."""
    key = (cls, args)
    a = _ACTIONS.get(key)
    if a is None:
        a = _ACTIONS[key] = cls(*args)
    return a


#: the basic actions, built once: LAND_ACTS[sea][land], SEA_ACTS[sea][sea], REPRODUCE_ACTS[sea],
#: RETREAT_ACTS[region], MORE_ACTS[region] (``None`` where the pair is not a move)
LAND_ACTS: tuple[tuple[Any, ...], ...] = tuple(tuple(A.Land(NODES[i], NODES[j]) if i >= 12 and j < 12 else None for j in range(17))
                  for i in range(17))
SEA_ACTS: tuple[tuple[Any, ...], ...] = tuple(tuple(A.SeaMove(NODES[i], NODES[j]) if i >= 12 and j >= 12 and i != j else None
                       for j in range(17)) for i in range(17))
REPRODUCE_ACTS: tuple[Any, ...] = tuple(A.Reproduce(NODES[i]) if i >= 12 else None for i in range(17))
RETREAT_ACTS = tuple(A.Retreat(n) for n in NODES)
MORE_ACTS = tuple(A.More(n) for n in NODES)
MORE, DONE, SPEND, END = A.More(), A.Done(), A.Spend(), A.End()
CHOOSE_ACTS = (None,) + tuple(A.Choose(k) for k in range(1, 13))
BIDS = tuple(A.Bid(b) for b in range(A.MAX_COUNT + 1))
PAY_ACTS = tuple(A.Pay(n) for n in NODES)
#: gene moves with a count, built once: WINGS[src][dst] = (1 Ichto, 2 Ichtos); LEGS and
#: TURBO likewise (their landings; LEGS also land → land with 1)
WINGS: tuple[tuple[Any, ...], ...] = tuple(tuple((A.Wings(NODES[i], NODES[j], 1), A.Wings(NODES[i], NODES[j], 2))
                                                 if i < 12 and j != i else None for j in range(17))
                                           for i in range(17))
LEGS: tuple[tuple[Any, ...], ...] = tuple(tuple((A.Legs(NODES[i], NODES[j], 1), A.Legs(NODES[i], NODES[j], 2))
                                                if j < 12 and i != j else None for j in range(17))
                                          for i in range(17))
TURBO: tuple[tuple[Any, ...], ...] = tuple(tuple((A.Turbo(NODES[i], NODES[j], 1), A.Turbo(NODES[i], NODES[j], 2))
                                                 if i >= 12 and j < 12 else A.Turbo(NODES[i], NODES[j])
                                                 if i >= 12 and j >= 12 and i != j else None for j in range(17))
                                           for i in range(17))


#: the moves ``Urland.rare_weight`` favours in crowded games: landings and every active gene
_LANDINGS_AND_GENES = (A.Land, A.Assimilate, A.Legs, A.Egg, A.Wings, A.Stink, A.Turbo, A.Teeth, A.Mutate)


def name(i: int) -> str:
    """Node index → its name (``L3``, ``S2``)."""
    return NODES[i]


_INDEX = {n: i for i, n in enumerate(NODES)}
index = _INDEX.__getitem__   # node name → index


class Topology(NamedTuple):
    """U-2.5.2 — the regions of one partition: ``root[i]`` the index holding node ``i``'s
    region, ``adj[r]`` the regions next to region ``r`` (empty for non-roots), ``roots``
    the land roots then the seas, ``sea_moves[sea]`` the basic moves out of that sea
    (landings and sea movements, in ``adj`` order)."""

    root: tuple[int, ...]
    adj: tuple[tuple[int, ...], ...]
    roots: tuple[int, ...]
    sea_moves: tuple[tuple[Any, ...], ...]


_ADJ: dict[tuple, Topology] = {}
_KEEP: list = []


def topology(m: UrlandMap, parent: tuple[int, ...]) -> Topology:
    """The :class:`Topology` of a partition, cached per map and partition."""
    key = (id(m), parent)
    hit = _ADJ.get(key)
    if hit is not None:
        return hit
    if m not in _KEEP:
        _KEEP.append(m)
    root = tuple(parent[i] - 1 if i < LAND_N else i for i in range(NODE_N))
    adj: list[tuple[int, ...]] = []
    for r in range(NODE_N):
        if root[r] != r:
            adj.append(())
            continue
        near = {root[j] for i in range(NODE_N) if root[i] == r for j in m.adjacency[i]}
        near.discard(r)
        adj.append(tuple(sorted(near)))
    moves = tuple(tuple(LAND_ACTS[i][j] if j < LAND_N else SEA_ACTS[i][j] for j in adj[i])
                  if i >= LAND_N else () for i in range(NODE_N))
    roots = tuple(i for i in range(NODE_N) if root[i] == i)
    _ADJ[key] = hit = Topology(root, tuple(adj), roots, moves)
    return hit


class Legal(list):
    """The legal actions of a decision, computed once and shared by the copies that try
    them (never mutated).  The actions are shared instances (built once), so most are
    found by identity: :meth:`holds` is one set lookup, not a scan of the list."""

    __slots__ = ("_ids",)
    _ids: frozenset[int]

    def holds(self, a: Action) -> bool:
        """``a`` is one of these actions (the same object, or an equal one)."""
        try:
            ids = self._ids
        except AttributeError:
            ids = self._ids = frozenset(map(id, self))
        return id(a) in ids or a in self


_LABELLED: dict[Regions, tuple[int, ...]] = {}


def _labelled(regions: Regions) -> tuple[int, ...]:
    """U-2.5.3 — the node indices of the land regions that have a live label, ascending
    (what ``evaluate`` scores; cached per partition and live chips)."""
    hit = _LABELLED.get(regions)
    if hit is None:
        hit = _LABELLED[regions] = tuple(r - 1 for r, label in regions.labels().items() if label is not None)
    return hit


_LAND_TEXT = tuple(f"region {n}" for n in NODES)
_SEA_TEXTS: dict[int, tuple[str, ...]] = {}


def _sea_text(m: UrlandMap) -> tuple[str, ...]:
    """Node index → ``"S1 (West Sea)"`` for the seas of map ``m`` (cached per map)."""
    hit = _SEA_TEXTS.get(id(m))
    if hit is None:
        hit = _SEA_TEXTS[id(m)] = tuple(f"{n} ({m.sea_names[n]})" if n in m.sea_names else n
                                        for n in NODES)
        _KEEP.append(m)
    return hit


_REGION_TEXTS: dict[tuple, tuple[str, ...]] = {}


def _region_texts(m: UrlandMap, parent: tuple[int, ...]) -> tuple[str, ...]:
    """Node index → how events name its region: ``"region L3"``, ``"region L12 (zones
    8+12)"`` for a merged one (U-2.5.3), ``"S1 (West Sea)"`` (cached per map and partition)."""
    key = (id(m), parent)
    hit = _REGION_TEXTS.get(key)
    if hit is None:
        seas = _sea_text(m)
        texts = []
        for i in range(NODE_N):
            if i >= LAND_N:
                texts.append(seas[i])
            elif parent.count(i + 1) == 1:
                texts.append(_LAND_TEXT[i])
            else:
                root = parent[i]
                zones = [z for z in range(1, LAND_N + 1) if parent[z - 1] == root]
                texts.append(f"region {NODES[i]} (zones {'+'.join(map(str, zones))})")
        hit = _REGION_TEXTS[key] = tuple(texts)
    return hit


_ERUPTED: dict[tuple, tuple[Regions, int | None]] = {}


def _erupted(regions: Regions, volcano: int, m: UrlandMap) -> tuple[Regions, int | None]:
    """:meth:`.Regions.erupt` (U-2.5.4), kept per partition, live chips, volcano and map:
    regions are immutable, and a search meets the same eruptions again and again."""
    key = (regions, volcano, id(m))
    hit = _ERUPTED.get(key)
    if hit is None:
        if not any(x is m for x in _KEEP):   # keeps id(m) meaning this map
            _KEEP.append(m)
        if len(_ERUPTED) >= 10_000:
            _ERUPTED.clear()
        hit = _ERUPTED[key] = regions.erupt(volcano, m)
    return hit


_EVENTS: dict[tuple, Event] = {}


def _shared(rule: str, text: str, data: dict) -> Event:
    """One shared Event per distinct content for the commonest events (logs copied with
    every state point at a few objects; Event data is frozen)."""
    key = (rule, text)
    e = _EVENTS.get(key)
    if e is None:
        e = _EVENTS[key] = Event(rule, text, data)
    return e


def advance_marker(track: list[int], seat: int, points: int) -> int:
    """U-9.2 — move ``seat``'s marker ``points`` unoccupied spaces forward (occupied
    spaces are jumped over and not counted); returns the new space."""
    occupied = set(track)
    x = track[seat]
    while points > 0:
        x += 1
        if x not in occupied:
            points -= 1
    track[seat] = x
    return x


def reproduction_gain(count: int, care: bool) -> int:
    """U-7.4.2 (3–5 → 1, ≥ 6 → 2) and U-14.3 Care of young (2–3 → 1, 4–5 → 2, ≥ 6 → 3)."""
    if care:
        return 0 if count < 2 else 1 if count < 4 else 2 if count < 6 else 3
    return 0 if count < 3 else 1 if count < 6 else 2


def region_outcome(strength: dict[int, float],
                   symbionts: Any = ()) -> tuple[str, dict[int, int], list[int]]:
    """U-8.2 — the case of a region scored with ``strength`` (colour → strength, U-8.3,
    for the colours present only): ``(rule, gains, losers)``.  ``U-8.2.1`` empty;
    ``U-8.2.2`` monopoly, 3; ``U-8.2.3`` coexistence, 2 each (a holder of Symbiont in
    ``symbionts`` scores 1 more per other colour, U-15); ``U-8.2.4`` competition: the
    weakest are the ``losers`` (they return their Ichtos), then the strongest score 3 and
    the others 2.  Pure: the caller removes the losers and moves the markers."""
    present = list(strength)
    if not present:
        return "U-8.2.1", {}, []
    if len(present) == 1:
        return "U-8.2.2", {present[0]: 3}, []
    if len(set(strength.values())) == 1:
        return "U-8.2.3", {c: 2 + (len(present) - 1 if c in symbionts else 0) for c in present}, []
    low, high = min(strength.values()), max(strength.values())
    losers = [c for c in present if strength[c] == low]
    return "U-8.2.4", {c: 3 if strength[c] == high else 2 for c in present if c not in losers}, losers


def bonus_share(counts: Sequence[int], seats: Any, points: int) -> tuple[list[int], int]:
    """U-13.3 — the seats among ``seats`` that win a bonus of ``points`` on ``counts``
    (most Ichtos, at least 1: D-14) and what each gets (⌊points / tied⌋)."""
    seats = [c for c in seats if counts[c] > 0]
    if not seats:
        return [], 0
    best = max(counts[c] for c in seats)
    tied = [c for c in seats if counts[c] == best]
    return tied, points // len(tied)


class _Outlook:
    """What :meth:`Urland.evaluate` adds for a table of ``n`` seats whose genes change the
    outcome of a region: Muscles (U-8.3), Symbiont (U-15), Photogenic (U-15.5).  Region
    points and bonuses are pure functions of the Ichto counts, so they are kept by count
    (a few thousand distinct counts in a game; dropped when the table grows large)."""

    LIMIT = 50_000

    def __init__(self, n: int, genes: tuple[tuple[str, ...], ...], expansion: bool,
                 ahead: float = 1.0, chip: float = 0.0):
        self.n, self.genes = n, genes
        #: the weight of the regions' points (end space over the printed 30, U-13.1) and
        #: what a chip held is worth (U-7.2: its actions at ACTION_WORTH)
        self.ahead, self.chip = ahead, chip
        self.boards: dict[tuple, tuple[float, ...]] = {}
        self.muscles = tuple(0.5 if "muscles" in genes[c] else 0 for c in range(n))
        self.symbionts = tuple(c for c in range(n) if "symbiont" in genes[c])
        self.photogenic = tuple(c for c in range(n) if expansion and "photogenic" in genes[c])
        self.points: dict[tuple[int, ...], tuple[int, ...]] = {}
        self.lands: dict[tuple, tuple[tuple[int, ...], tuple[int, ...]]] = {}
        self._bonuses: dict[tuple, tuple[int, ...]] = {}

    def board(self, labelled: tuple[int, ...], ich: tuple[int, ...], supply: tuple[int, ...]) -> tuple[float, ...]:
        """Each seat's regions' points (:meth:`land`) times ``ahead`` plus its bonuses
        (:meth:`bonuses`), for the land part ``ich`` of a position and the ``supply``."""
        lands = self.lands.get((labelled, ich))
        points, land = lands if lands is not None else self.land(labelled, ich)
        ahead = self.ahead
        out = tuple(p * ahead + b for p, b in zip(points, self.bonuses(land, supply)))
        if len(self.boards) >= self.LIMIT:
            self.boards.clear()
        self.boards[labelled, ich, supply] = out
        return out

    def land(self, labelled: tuple[int, ...], ich: tuple[int, ...]) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """For the land part of a position (``ich``: the counts of the 12 land nodes, seat
        by seat): each seat's points from the regions with a live label (``labelled``,
        U-2.5.3), each scored as if now (:meth:`region`), and its Ichtos on land (U-13.3.2)."""
        n, points, rows = self.n, self.points, []
        for i in labelled:
            row = ich[i * n:i * n + n]
            p = points.get(row)
            rows.append(p if p is not None else self.region(row))
        out = (tuple(map(sum, zip(*rows))) if rows else (0,) * n,
               tuple([sum(ich[c::n]) for c in range(n)]))
        if len(self.lands) >= self.LIMIT:
            self.lands.clear()
        self.lands[labelled, ich] = out
        return out

    def region(self, counts: tuple[int, ...]) -> tuple[int, ...]:
        """U-8.2 (strength U-8.3) — each seat's points if a region holding ``counts`` were
        scored now (:func:`region_outcome`)."""
        strength = {c: k + self.muscles[c] for c, k in enumerate(counts) if k}
        _, gains, _ = region_outcome(strength, self.symbionts)
        out = tuple(gains.get(c, 0) for c in range(self.n))
        if len(self.points) >= self.LIMIT:
            self.points.clear()
        self.points[counts] = out
        return out

    def bonuses(self, land: tuple[int, ...], supply: tuple[int, ...]) -> tuple[int, ...]:
        """U-13.3 (D-14) — each seat's final bonuses as they stand, the general one (3, on
        the Ichtos on the board: those not in its ``supply``, U-0.2) and the land one (2,
        among the others, on its ``land`` Ichtos), and Photogenic's 2 (U-15.5)."""
        key = (land, supply)
        hit = self._bonuses.get(key)
        if hit is not None:
            return hit
        n = self.n
        out = [0] * n
        board = [ICHTOS_IN_PLAY - x for x in supply]                    # U-0.2
        general, share = bonus_share(board, range(n), 3)
        for c in general:
            out[c] += share
        others = [c for c in range(n) if not (len(general) == 1 and c in general)]
        winners, share = bonus_share(land, others, 2)
        for c in winners:
            out[c] += share
        for c in self.photogenic:
            out[c] += 2
        if len(self._bonuses) >= self.LIMIT:
            self._bonuses.clear()
        hit = self._bonuses[key] = tuple(out)
        return hit


_OUTLOOKS: dict[tuple, _Outlook] = {}


def _outlook(n: int, genes: tuple[tuple[str, ...], ...], expansion: bool,
             ahead: float, chip: float) -> _Outlook:
    """The :class:`_Outlook` of ``n`` seats holding ``genes`` (one per distinct table and
    rule options)."""
    key = (n, genes, expansion, ahead, chip)
    hit = _OUTLOOKS.get(key)
    if hit is None:
        if len(_OUTLOOKS) >= 64:          # a few games' worth: genes differ from game to game
            _OUTLOOKS.clear()
        hit = _OUTLOOKS[key] = _Outlook(n, genes, expansion, ahead, chip)
    return hit


#: what one action still to come is worth to :meth:`Urland.evaluate`, in points — an
#: estimate, not a rule: a seat gains about 25 points in a game (U-9.1: 1 … 30) over about
#: 10 turns as an Ichto player of 2 actions each (U-4.2, U-7.1), so 1.25 an action
ACTION_WORTH = 1.25
#: what one gene bought in a mutation auction is worth to :meth:`Urland.evaluate`, in
#: points — an estimate, not a rule: a new option or a lasting effect for the rest of the
#: game (U-14), less the Ichtos its price takes from the board (U-10.5): two actions' worth
GENE_WORTH = 2 * ACTION_WORTH


class Urland(State):
    """A game of Urland.  ``boardlab.new("urland", players=3..5, seed=…)``.

    Options (:class:`.options.UrlandOptions`, ``state.rules_options``):

    ``expansion_genes``
        shuffle the 10 micro-expansion genes into the gene deck (U-15; every effect an
        interpretation, D-21).
    ``map``
        another map as a dict in the shape of ``data/map.json`` (checked against U-2.3);
        ``None`` = the reconstruction of U-2.2 (D-1).
    ``actions``, ``chip_actions``, ``mutation_spaces``
        an Ichto player's regular actions (U-7.1, default 2; one more with 3 players), the
        actions an extra-action chip gives (U-7.2, 2), the spaces that hold a mutation
        auction (U-10.1, 12, 16, 21).
    ``end_space``, ``extra_action_chips``
        the space whose reaching ends the game (U-13.1, 30), the extra-action chips each
        player takes (U-3.2; ``None``: 1 with 3 players, 2 with 4–5).
    """

    game = "urland"
    player_counts = (3, 4, 5)
    variants = ({"expansion_genes": True},)
    options_class = UrlandOptions
    over_rule = "U-13.4"
    turn_rule = "U-4.2"
    #: U-3.7 / U-3.8 — the zone-chip pile and the face-down gene deck: nobody has seen
    #: them (``null`` in a position: dealt from its seed)
    undealt = ("pile", "gene_deck")

    #: ``boardlab.testing.check_rare_paths`` must meet these: the end after the third
    #: epoch with nobody on 30 (U-13.2), which plain random games seldom reach
    rare_events = ("U-13.2",)
    #: what :meth:`evaluations` looks up for the genes held now (kept while they stay the same)
    _look: "_Outlook | None" = None
    #: what :meth:`evaluate` reads from the options (:meth:`_set_outlook_rules`)
    _action_worth: float = ACTION_WORTH
    _turn_gain: int = 0
    _spaces: tuple[tuple[int, ...], tuple[int, ...]] | None = None

    @staticmethod
    def rare_weight(state: "Urland", action: Action, events: list[Event]) -> float:
        """``boardlab.testing.check_rare_paths``: steer biased games to the rare endings.
        Seeds 0, 3, 6 … play slow games — empty regions chosen, little landing — so that
        the third epoch ends below 30 (U-13.2); the other seeds play crowded land and the
        genes (volcano losses U-12.4, Ears U-14.7), and end on 30 (U-13.1)."""
        t = type(action)
        slow = (state.seed or 0) % 3 == 0
        if slow:
            w = -0.5 if t in (A.Land, A.Legs, A.Egg) else 0.0
        else:
            w = 0.3 if t in _LANDINGS_AND_GENES else 0.0
        if isinstance(action, A.Choose):     # few Ichtos there: few points (U-8.2)
            w -= (5.0 if slow else 0.5) * sum(1 for k in state.ichtos(action.chip) if k)
        return w - sum(0.5 * e.data["points"] + 5.0 * (e.data["to"] >= 24)
                       for e in events if e.rule == "U-9.2")

    def __init__(self, players: int = 4, seed: int | None = None, expansion_genes: bool = False,
                 map: Any = None, actions: int = 2, chip_actions: int = 2,
                 mutation_spaces: Any = MUTATION_SPACES, end_space: int = END_SPACE,
                 extra_action_chips: int | None = None):
        table = setup(players)
        opts = UrlandOptions(expansion_genes=expansion_genes, map=map, actions=actions,
                             chip_actions=chip_actions, mutation_spaces=mutation_spaces,
                             end_space=end_space, extra_action_chips=extra_action_chips)
        super().__init__(players, seed, opts.to_json())
        self._init_rules(opts)
        n = players
        rng = random.Random(f"{self.seed}/setup")
        ev: list[Event] = []
        self.ich = [0] * (NODE_N * n)
        for i in SEA_IDX:                                    # U-3.1
            for s in range(n):
                self.ich[i * n + s] = SETUP_ICHTOS_PER_SEA
        self.supply = [ICHTOS_IN_PLAY - SETUP_ICHTOS_PER_SEA * len(SEA_IDX)] * n
        self.track = [0] * n
        extra = extra_chips_per_player(n, opts.extra_action_chips)
        self.extra = [extra] * n                             # U-3.2
        ev.append(Event("U-3.1", f"each player puts {SETUP_ICHTOS_PER_SEA} Ichtos in each of the "
                                 f"5 seas and takes {extra} extra-action "
                                 f"chip{'s' if extra != 1 else ''}", {}))
        chips = list(range(1, 13))
        rng.shuffle(chips)
        k = chips.pop()                                      # U-3.3
        self.regions = Regions()
        self._erupt((k,), ev, "U-3.3")
        dealt = [chips[s * table.chips_dealt:(s + 1) * table.chips_dealt] for s in range(n)]
        for s in range(n):                                   # U-3.4
            for c in dealt[s]:
                self._put(s, self._root_of_chip(c), 1)
            ev.append(Event("U-3.4", f"{self.seat_name(s)} is dealt chips {', '.join(str(c) for c in dealt[s])} "
                                     "and puts an Ichto on each of their regions",
                            {"seat": s, "chips": list(dealt[s])}))
        first = max(range(n), key=lambda s: max(dealt[s]))  # U-3.5, D-16
        for j in range(n):
            self.track[(first - j) % n] = 1 + j
        ev.append(Event("U-3.5", f"{self.seat_name(first)} holds the highest chip "
                                 f"{max(dealt[first])} and starts; markers on spaces 1 … {n} "
                                 "counter-clockwise", {"seat": first}))
        received: list[list[int]] = [[] for _ in range(n)]
        for s in range(n):                                   # U-3.6
            mine = list(dealt[s])
            rng.shuffle(mine)
            received[(s + 1) % n].append(mine[0])
            received[(s - 1) % n].append(mine[1])
        for s in range(n):
            for c in received[s]:
                self._put(s, self._root_of_chip(c), 1)
            ev.append(Event("U-3.6", f"{self.seat_name(s)} receives chips "
                                     f"{', '.join(str(c) for c in received[s])} and puts an Ichto on "
                                     "each of their regions", {"seat": s, "chips": received[s]}))
        genes = [g.id for g in deck(n, self.expansion)]      # U-3.7, U-15.0
        rng.shuffle(genes)
        self.display = tuple(genes[:table.genes_face_up])
        self.gene_deck = tuple(genes[table.genes_face_up:])
        self.genes: tuple[tuple[str, ...], ...] = ((),) * n
        ev.append(Event("U-3.7", f"genes on display: {', '.join(GENES[g].name_en for g in self.display)}",
                        {"display": list(self.display)}))
        live = [c for c in range(1, 13) if self.regions.is_live(c)]
        rng.shuffle(live)                                    # U-3.8
        self.hands: tuple[tuple[Any, ...], ...] = tuple(tuple(sorted(live[:3])) if s == first else ()
                                                        for s in range(n))
        rest = live[3:] + [PANIC]
        rng.shuffle(rest)
        self.pile = tuple(rest)
        ev.append(Event("U-3.8", f"{self.seat_name(first)} draws 3 chips; the panic chip is "
                                 "shuffled into the rest of the pile", {"seat": first}))
        self.chosen: int | None = None
        self.on_board: tuple[int, ...] = ()
        self.panic_aside = False
        self.epoch, self.turn, self.env = 1, 1, first       # U-3.9
        self.reached: tuple[int, ...] = ()
        self.passed = False
        self.actors: tuple[int, ...] = ()
        self.ai, self.left, self.chip_turn = 0, 0, False
        self.more: tuple | None = None
        self.asks: tuple = ()
        self.todo: tuple = ()
        self.auction: tuple | None = None
        self.ending = False
        self.choices: tuple[tuple[int, int], ...] = ()     # (history index, chooser) of each choose
        self.bid_from: int | None = None                    # history index where open bidding began
        self.phase = CHOOSE
        self._lc: Legal | None = None
        ev.append(Event("U-3.9", f"epoch 1, turn 1: {self.seat_name(first)} is the environment player",
                        {"seat": first}))
        self.log.extend(ev)

    def _init_rules(self, opts: UrlandOptions) -> None:
        self._opts = opts
        self.expansion = opts.expansion_genes
        self.map = load_map(opts.map)
        self.table = setup(self.players)
        self._set_outlook_rules(opts)

    def _set_outlook_rules(self, opts: UrlandOptions) -> None:
        """What :meth:`evaluate` reads from the rule options besides the end space: an
        action's worth, :data:`ACTION_WORTH` times the printed budget over the options'
        (U-7.1: a game's points are shared by all the actions taken in it), so a chip's
        (U-7.2), and the actions a turn gives more (fewer) than printed; and the mutation
        spaces, kept only when they differ from the printed ones below the end space
        (U-10.1) — ``None``: no auction more or fewer than printed."""
        n = self.players
        self._action_worth = ACTION_WORTH * budget(n) / budget(n, actions=opts.actions)
        self._turn_gain = opts.actions - ACTIONS
        printed = tuple(x for x in MUTATION_SPACES if x < opts.end_space)
        self._spaces = None if opts.mutation_spaces == printed else (opts.mutation_spaces, printed)

    @property
    def rules_options(self) -> UrlandOptions:
        """Every rule option as one :class:`.options.UrlandOptions`."""
        return self._opts

    # ------------------------------------------------------------- basics
    def seat_name(self, seat: int) -> str:
        return COLOURS[seat]

    def colour(self, seat: int) -> str:
        """U-0.5 — the colour seat ``seat`` plays."""
        return COLOURS[seat]

    @property
    def regions(self) -> Regions:
        """U-2.5 — the land regions (an immutable partition of the 12 zones) and live chips."""
        return self._regions

    @regions.setter
    def regions(self, value: Regions) -> None:
        self._regions = value
        self.topo = topology(self.map, value.parent)
        self.labelled = _labelled(value)
        self.region_texts = _region_texts(self.map, value.parent)

    def _root_of_chip(self, chip: int) -> int:
        """U-2.5.3 — chip ``chip`` designates the region holding zone ``chip``."""
        return self.regions.parent[chip - 1] - 1

    def _put(self, seat: int, i: int, k: int) -> None:
        """Move ``k`` Ichtos of ``seat`` from its supply to region ``i`` (``k < 0``: back)."""
        self.ich[i * self.players + seat] += k
        self.supply[seat] -= k

    def _move(self, seat: int, i: int, j: int, k: int) -> None:
        n = self.players
        self.ich[i * n + seat] -= k
        self.ich[j * n + seat] += k

    def count(self, i: int, seat: int) -> int:
        return self.ich[i * self.players + seat]

    def has(self, seat: int, gene: str) -> bool:
        return gene in self.genes[seat]

    def holders(self, gene: str) -> list[int]:
        return [s for s in range(self.players) if gene in self.genes[s]]

    def neutral_seat(self) -> int:
        return (self.env + 1) % self.players

    def on_board_count(self, seat: int) -> int:
        n = self.players
        return sum(self.ich[i * n + seat] for i in range(NODE_N))

    def land_count(self, seat: int) -> int:
        """U-13.3.2 — ``seat``'s Ichtos in land regions."""
        n, root = self.players, self.topo.root
        return sum(self.ich[i * n + seat] for i in range(LAND_N) if root[i] == i)

    def _region_name(self, i: int) -> str:
        return self.region_texts[i]

    # -------------------------------------------------------------- public
    @property
    def to_move(self) -> int | None:
        if self.asks:
            return self.asks[0][1]
        if self.phase == CHOOSE:
            return self.env
        if self.phase == ACT:
            return self.actors[self.ai]
        return None

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    def scores(self) -> dict[int, int]:
        """U-9.1 — a player's score is the space of his marker."""
        return {s: t for s, t in enumerate(self.track)}

    def evaluate(self, seat: int) -> float:
        """The points ``seat`` can expect from here (bots look ahead on it), public
        information only.  Once the game is over: its score (U-9.1).  Before that:

        * its marker's space (U-9.1), plus
        * for every land region with a live label (U-2.5.3) — each scored once, weighted
          equally — the points it would score there if that region were scored now
          (U-8.2 via :func:`region_outcome`, strength with Muscles U-8.3, Symbiont), times
          the end space (U-13.1, option ``end_space``) over the printed 30: the regions are
          scored turn after turn until a marker reaches the end, so a nearer end leaves
          fewer scorings of what stands on the land and a farther one more (an estimate,
          1 with the printed rule), plus
        * the final bonuses as they stand (U-13.3 via :func:`bonus_share`: general 3, land 2,
          D-14) and Photogenic's 2 (U-15.5), plus
        * its extra-action chips still held (U-3.2, option ``extra_action_chips``: a
          variant dealing more gives every seat more to expect), each worth the actions it gives
          (U-7.2, option ``chip_actions``) at :data:`ACTION_WORTH` points an action — so a
          chip is spent only where its actions gain more than that.  An action is worth
          that much with the printed budget (U-7.1: 2, 3 with 3 players); a game's points
          are shared by all the actions taken in it, so with the option ``actions`` an
          action is worth :data:`ACTION_WORTH` times the printed budget over the options'
          (``actions=3``: two thirds as much, ``actions=1``: twice) — a chip's 2 actions
          weigh less beside a turn of 3 and more beside a turn of 1, plus
        * with a budget other than printed: the actions more (fewer) than printed that
          its Ichto turns still to come this epoch give it (U-7.1), at that worth — its
          turns by the roles' rotation (U-4.2, U-4.3: the environment player, then his
          left neighbour neutral) over the turns the pile still holds (U-4.4: a zone chip
          a turn; the panic chip not set aside is in it, U-11), this turn's if it acts
          after the seat acting now, plus
        * with mutation spaces other than the printed 12, 16, 21 (U-10.1, option
          ``mutation_spaces``; the printed ones counted below the end space only): the
          auctions more (or fewer) than printed still ahead of the leading marker, each
          bringing every seat its share of the genes on offer (U-10.6: 3, 2 with 3
          players; at most one a seat), a seat's share by the Ichtos it may bid (its
          supply over all supplies, U-10.3: the highest bid ranks first, U-10.4), at
          :data:`GENE_WORTH` points a gene.  The printed auctions are left out: evaluate
          is weighed on the printed game, in which every seat expects them alike.

        Points are added plainly: the skipping of occupied spaces (U-9.2) is left out."""
        return self.evaluations()[self.check_seat(seat, "evaluate(seat)")]

    def evaluations(self) -> list[float]:
        """Every seat's :meth:`evaluate` at once: the regions' labels and outcomes and the
        bonuses (U-8.2, U-13.3) are worked out once for all seats (one seat costs as much).
        A region's points and the bonuses are looked up by the Ichto counts they depend on
        (:class:`_Outlook`): a trial move changes one or two regions of a position."""
        if self.is_over:
            return [float(t) for t in self.track]
        look = self._look
        if look is None or look.genes is not self.genes:
            opts = self._opts
            look = self._look = _outlook(self.players, self.genes, self.expansion,
                                         opts.end_space / END_SPACE, opts.chip_actions * self._action_worth)
        key = (self.labelled, tuple(self.ich[:LAND_N * self.players]), tuple(self.supply))
        board = look.boards.get(key)
        if board is None:
            board = look.board(*key)
        chip = look.chip
        out = [t + v + chip * x for t, v, x in zip(self.track, board, self.extra)]
        if self._turn_gain:
            self._add_turns(out)
        spaces = self._spaces
        if spaces is not None:
            self._add_auctions(out, *spaces)
        return out

    def _add_turns(self, out: list[float]) -> None:
        """:meth:`evaluate`'s part for a budget other than printed (U-7.1): to each seat's
        value in ``out``, the actions more (fewer) than printed of its Ichto turns still to
        come this epoch — this turn's for the seats that act after the one acting now
        (U-4.2, D-8), then one turn for each zone chip left in the pile (U-4.4: its size is
        public, and the panic chip is in it unless set aside), the roles passing clockwise
        (U-4.3) — at an action's worth."""
        n, env = self.players, self.env
        turns = [0] * n
        if self.phase == CHOOSE:
            for s in self._actors():
                turns[s] += 1
        elif self.phase == ACT:
            for s in self.actors[self.ai + 1:]:
                turns[s] += 1
        for j in range(1, 1 + len(self.pile) - (not self.panic_aside)):
            e = (env + j) % n
            for s in range(n):
                if s != e and s != (e + 1) % n:
                    turns[s] += 1
        worth = self._turn_gain * self._action_worth
        for s in range(n):
            out[s] += worth * turns[s]

    def _add_auctions(self, out: list[float], spaces: tuple[int, ...], printed: tuple[int, ...]) -> None:
        """:meth:`evaluate`'s part for mutation ``spaces`` other than the ``printed`` ones
        (U-10.1): to each seat's value in ``out``, the auctions more (fewer) than printed
        ahead of the leading marker times its expected genes in one (U-10.3 … U-10.6) at
        :data:`GENE_WORTH`."""
        lead = max(self.track)
        more = sum(1 for x in spaces if x > lead) - sum(1 for x in printed if x > lead)
        if not more:
            return
        supply, n = self.supply, self.players
        total, offered = sum(supply), self.table.genes_per_mutation
        worth = more * GENE_WORTH
        for s in range(n):
            share = offered * supply[s] / total if total else offered / n
            out[s] += worth * (share if share < 1 else 1)

    def measures(self) -> dict[str, float]:
        """Numbers for the design lab (``boardlab.lab``): the game so far (the log since its
        start or its position).

        ``epochs``
            the epoch the game ended in (is in): 1–3 (U-4.1).  Each epoch that ends brings
            two eruptions (U-12.3) and each epoch one panic (U-11.5), so this also counts them;
        ``genes_bought``
            genes taken in mutation auctions (U-10.6), all players together;
        ``eruption_losses``
            Ichtos that had to leave the regions merged by eruptions (U-12.4: each colour
            keeps 1), all players together — back to the supply, or to a sea with Ears
            (U-14.7) or Surrender (U-15.8);
        ``reached_end_space``
            1.0 if a marker reached the end space (U-13.1: 30, option ``end_space``), 0.0 if
            the game ran to the end of the third epoch (U-13.2) or is not over."""
        genes = losses = at_end = 0
        for e in self.log:
            rule = e.rule
            if rule == "U-10.6":
                genes += "gene" in e.data
            elif rule == "U-12.4":
                losses += e.data["lost"]
            elif rule == "U-13.1":
                at_end = 1
        return {"epochs": float(self.epoch), "genes_bought": float(genes),
                "eruption_losses": float(losses), "reached_end_space": float(at_end)}

    def winners(self) -> list[int]:
        """U-13.4 — the marker furthest ahead (positions are unique, U-9.4)."""
        if not self.is_over:
            return []
        return [max(range(self.players), key=lambda s: self.track[s])]

    def ichtos(self, region: int | str) -> tuple[int, ...]:
        """Each seat's Ichtos in ``region``: a land region by any of its zones (int) or
        node name (``"L3"``), or a sea (``"S2"``) — U-2.5.5: merged regions pool them."""
        i = self._index_of(region)
        n = self.players
        return tuple(self.ich[i * n:(i + 1) * n])

    def _index_of(self, region: int | str) -> int:
        if isinstance(region, str) and region in NODES:
            region = int(region[1:]) if region[0] == "L" else region
        if isinstance(region, str):
            if region not in SEAS:
                raise KeyError(f"no region {short(region)} (L1–L12, S1–S5)")
            return index(region)
        if type(region) is not int or not 1 <= region <= 12:
            raise KeyError(f"no region {short(region)} (land zones 1–12, seas S1–S5)")
        return self.regions.parent[region - 1] - 1

    def region_names(self) -> list[str]:
        """The current regions by name: land regions (by live chip, U-2.5.3), then the seas."""
        return [NODES[r - 1] for r in self.regions.land_regions()] + list(SEAS)

    def roles(self) -> dict[str, Any]:
        """U-4.2 — this turn's roles: ``environment``, ``neutral`` seats and the ``ichto``
        players in acting order (D-8; Nocturnal, U-15.3)."""
        return {"environment": self.env, "neutral": self.neutral_seat(),
                "ichto": list(self.actors or self._actors())}

    def actor(self) -> int | None:
        """The Ichto player acting now (``None`` outside the act phase)."""
        return self.actors[self.ai] if self.phase == ACT else None

    def decision(self) -> str:
        """What the seat to move decides: ``choose``, ``act``, ``more`` (an option's
        follow-up), or an ask (``bid``, ``take``, ``pay``, ``panic_at``, ``panic_to``,
        ``keep``, ``flee``, ``place``, ``gills``), ``over`` at the end."""
        if self.asks:
            return self.asks[0][0]
        if self.phase == ACT and self.more is not None:
            return "more"
        return self.phase

    def hand(self, seat: int) -> tuple:
        """The zone chips ``seat`` holds (U-6.1; ``"?"`` for each chip a view hides)."""
        return self.hands[self.check_seat(seat, "hand(seat)")]

    def bids(self) -> tuple:
        """U-10.3 — the bids of the auction under way (``None``: not in yet, ``"?"``:
        hidden in a view), ``()`` without an auction."""
        return self.auction[1] if self.auction else ()

    # --------------------------------------------------------- legal moves
    def legal_actions(self) -> list[Action]:
        if self.viewer is not None and self.to_move != self.viewer:
            return []
        return list(self._legal())

    def _legal(self) -> "Legal":
        """The legal actions, computed once per decision (shared by copies: never mutated)."""
        lc = self._lc
        if lc is None:
            lc = self._lc = Legal(self._generate())
        return lc

    def _generate(self) -> list[Action]:
        if self.phase == OVER:
            return []
        if self.asks:
            return self._ask_actions(self.asks[0])
        if self.phase == CHOOSE:
            return [CHOOSE_ACTS[c] for c in self.hands[self.env]]
        if self.phase == ACT:
            return self._act_actions(self.actors[self.ai])
        return []

    def _sticky(self, seat: int, land: int) -> int:
        """U-15.6 — 1 more action to move from a sea onto land where an opponent holding
        Sticky tail has an Ichto."""
        if not self.expansion:
            return 0
        n = self.players
        return int(any(self.ich[land * n + h] for h in self.holders("sticky_tail") if h != seat))

    def _act_actions(self, s: int) -> list[Action]:
        if self.more is not None:
            return self._more_actions(s)
        topo, left = self.topo, self.left
        own = self.ich[s::self.players]            # this seat's Ichtos per node
        out: list[Action] = []
        if left >= 1:
            genes = self.genes[s]
            care = "care_of_young" in genes
            supply = self.supply[s]
            sticky = self.expansion and any(h != s for h in self.holders("sticky_tail"))
            for i in SEA_IDX:
                k = own[i]
                if not k:
                    continue
                if sticky:
                    out.extend(a for a, j in zip(topo.sea_moves[i], topo.adj[i])
                               if j >= LAND_N or 1 + self._sticky(s, j) <= left)
                else:
                    out.extend(topo.sea_moves[i])
                if supply and (k >= 3 or care and k >= 2):
                    out.append(REPRODUCE_ACTS[i])
            out += [RETREAT_ACTS[i] for i in topo.roots if own[i]]
            if genes:
                out.extend(self._gene_actions(s, own, [i for i in topo.roots], topo.adj))
        if not self.chip_turn and self.extra[s]:
            out.append(SPEND)
        out.append(END)
        return out

    def _gene_actions(self, s: int, own: list[int], regions: list[int], adj: tuple) -> list[Action]:
        n, ich, left, genes = self.players, self.ich, self.left, self.genes[s]
        out: list[Action] = []
        colours = range(n)
        if "assimilation" in genes and left >= 2 and self.supply[s]:
            for i in regions:
                if own[i]:
                    there = [c for c in colours if c != s and ich[i * n + c]]
                    for x in range(len(there)):
                        for y in range(x + 1, len(there)):
                            out.append(_a(A.Assimilate, NODES[i], COLOURS[there[x]], COLOURS[there[y]]))
        if "legs" in genes or "turbo" in genes:
            for i in SEA_IDX:
                if own[i]:
                    for j in adj[i]:
                        if j < LAND_N and 1 + self._sticky(s, j) <= left:
                            for k in range(min(2, own[i])):
                                if "legs" in genes:
                                    out.append(LEGS[i][j][k])
                                if "turbo" in genes:
                                    out.append(TURBO[i][j][k])
        if "legs" in genes:
            for i in regions:
                if i < LAND_N and own[i]:
                    out.extend(LEGS[i][j][0] for j in adj[i] if j < LAND_N)
        if "turbo" in genes:
            for i in SEA_IDX:
                if own[i]:
                    out.extend(TURBO[i][j] for j in SEA_IDX if j != i)
        if "egg" in genes and self.supply[s]:
            hard = "hard_shelled_egg" in genes
            for i in regions:
                if i < LAND_N and own[i] and (2 if own[i] == 1 else 1) <= left:
                    out.append(_a(A.Egg, NODES[i]))
                    if hard:
                        out.extend(_a(A.Egg, NODES[i], NODES[j]) for j in adj[i] if j < LAND_N)
        if "wings" in genes:
            for i in regions:
                if i < LAND_N and own[i]:
                    row, k = WINGS[i], min(2, own[i])
                    for j in regions:
                        if j != i:
                            out.extend(row[j][:k])
        if "stinkglands" in genes:
            for i in regions:
                if i < LAND_N and own[i]:
                    seas = [j for j in adj[i] if j >= LAND_N]
                    for c in colours:
                        if c != s and ich[i * n + c]:
                            out.extend(_a(A.Stink, NODES[i], COLOURS[c], NODES[j]) for j in seas)
        if "teeth" in genes:
            for i in regions:
                if own[i]:
                    for c in colours:
                        if c != s and ich[i * n + c] and not (i < LAND_N and "ears" in self.genes[c]):
                            out.append(_a(A.Teeth, NODES[i], COLOURS[c]))
        if "mutation" in genes:
            for c in colours:
                if c != s:
                    out.extend(_a(A.Mutate, g) for g in self.genes[c] if g not in ("mutation", SPENT))
        return out

    def _more_actions(self, s: int) -> list[Action]:
        more, n, ich = self.more, self.players, self.ich
        if more[0] != "retreat":  # type: ignore[index]
            return [MORE, DONE] if ich[more[1] * n + s] else [DONE]  # type: ignore[index]
        out: list[Action] = [MORE_ACTS[i] for i in self.topo.roots if ich[i * n + s]]
        out.append(DONE)
        return out

    def _ask_actions(self, ask: tuple) -> list[Action]:
        kind, s = ask[0], ask[1]
        n = self.players
        if kind == "bid":
            return list(BIDS[:self.supply[s] + 1])
        if kind == "take":
            out: list[Action] = [_a(A.Take, g) for g in self.display]
            if not ask[2]:
                out.append(_a(A.Pass))
            return out
        if kind == "pay":
            return [PAY_ACTS[i] for i in self.topo.roots if self.ich[i * n + s]]
        if kind == "panic_at":
            return [_a(A.PanicAt, NODES[i]) for i in ask[2]]
        if kind == "panic_to":
            return [_a(A.PanicTo, NODES[j]) for j in ask[3]]
        if kind == "keep":
            return [_a(A.Keep, k) for k in range(self.ich[ask[2] * n + s] + 1)]
        if kind == "save":
            return [_a(A.Save, k) for k in range(ask[3] + 1)]
        if kind == "flee":
            return [_a(A.Flee, NODES[j]) for j in ask[4]]
        if kind == "place":
            sea = ask[2]
            return [_a(A.Place, NODES[sea])] + [_a(A.Place, NODES[j]) for j in self.topo.adj[sea] if j < LAND_N]
        if kind == "gills":
            region = ask[2]
            have = self.ich[region * n + s]
            out = [_a(A.Gills)]
            for j in self.topo.adj[region]:
                if j >= LAND_N:
                    out.extend(_a(A.Gills, NODES[j], k) for k in range(1, have + 1))
            return out
        raise AssertionError(kind)  # pragma: no cover

    # -------------------------------------------------------------- apply
    def parse(self, text: str) -> Action:
        return A.parse(text, "U-5")

    def _decide(self, a: Action) -> list[Event]:
        invalid = getattr(a, "invalid", None)
        if invalid is not None:
            raise IllegalAction(*invalid)
        if not self._legal().holds(a):
            raise IllegalAction(*self._why(a))
        ev: list[Event] = []
        self._lc = None
        if self.asks:
            self._answer(a, ev)
        elif self.phase == CHOOSE:
            self._choose(a, ev)  # type: ignore[arg-type]
        else:
            self._act(a, ev)
        self._run(ev)
        if self.asks or self.phase != ACT:
            self._lc = None    # a follow-up list kept by _after_action holds only in the act phase
        return ev

    def _why(self, a: Action) -> tuple[str, str]:
        """The rule and plain words for an action that is not legal now: :mod:`.explain`,
        through the game's descriptor (``GAME.explain``; this module never imports it)."""
        return refusal(self, a)

    # ------------------------------------------------------ the environment
    def _choose(self, a: A.Choose, ev: list[Event]) -> None:
        """U-6.1 — one chip face down, the other two to the neutral player."""
        e, nn = self.env, self.neutral_seat()
        self.choices += ((len(self.history), e),)
        self.chosen = a.chip
        rest = tuple(c for c in self.hands[e] if c != a.chip)
        hands = list(self.hands)
        hands[e], hands[nn] = (), rest
        self.hands = tuple(hands)
        self.passed = True
        ev.append(Event("U-6.1", f"{self.seat_name(e)} puts a chip face down and passes two to "
                                 f"{self.seat_name(nn)} (neutral)", {"seat": e, "neutral": nn}))
        self._start_act(ev)

    def _actors(self) -> tuple[int, ...]:
        """U-4.2, D-8 — the Ichto players, clockwise from the neutral player's left
        neighbour; U-15.3 Nocturnal: a nocturnal neutral player acts first, a nocturnal
        environment player (5 players) last."""
        n, e = self.players, self.env
        nn = (e + 1) % n
        order = [(e + 2 + i) % n for i in range(n - 2)]
        if self.expansion:
            if "nocturnal" in self.genes[nn]:
                order.insert(0, nn)
            if n == 5 and "nocturnal" in self.genes[e]:
                order.append(e)
        return tuple(order)

    def _start_act(self, ev: list[Event]) -> None:
        self.actors = self._actors()
        self.ai = -1
        self.phase = ACT
        self._next_actor(ev)

    def _next_actor(self, ev: list[Event]) -> None:
        self.ai += 1
        self.more = None
        if self.ai >= len(self.actors):
            self.phase = AUTO
            self.actors, self.ai = (), 0
            self.todo = (("score", None, False), ("endcheck",), ("mutations",),
                         ("rotate",), ("draw",)) + self.todo
            return
        s = self.actors[self.ai]
        self.left = budget(self.players, "warm_blood" in self.genes[s], self._opts.actions)
        self.chip_turn = False
        ev.append(_shared("U-7.1", f"{COLOURS[s]} acts ({self.left} actions)",
                          {"seat": s, "actions": self.left}))

    # ----------------------------------------------------------- the actions
    def _act(self, a: Any, ev: list[Event]) -> None:
        s = self.actors[self.ai]
        t = type(a)
        if t is A.End:
            ev.append(_shared("D-10", f"{COLOURS[s]} ends their actions", {"seat": s}))
            self._next_actor(ev)
            return
        if t is A.Spend:
            self.extra[s] -= 1
            self.left, self.chip_turn, self.more = self._opts.chip_actions, True, None
            ev.append(Event("U-7.2", f"{self.seat_name(s)} spends an extra-action chip: {self.left} more actions",
                            {"seat": s}))
            return
        if t is A.More:
            self._more(s, a, ev)
        elif t is A.Done:
            self.more = None
        else:
            _HANDLERS[t](self, s, a, ev)
        self._after_action(s, ev)

    def _after_action(self, s: int, ev: list[Event]) -> None:
        """An actor with no action left and no follow-up pending stops, unless an
        extra-action chip could still be spent (U-7.2)."""
        if self.more is not None:
            follow = self._more_actions(s)
            if len(follow) == 1:   # only ``done`` is left
                self.more = None
            else:
                self._lc = Legal(follow)  # the next decision's legal actions (see _decide)
                return
        if self.left == 0 and (self.chip_turn or not self.extra[s]):
            self._next_actor(ev)

    def _spend(self, s: int, cost: int) -> None:
        self.left -= cost

    def _do_land(self, s: int, a: A.Land, ev: list[Event]) -> None:
        i, j = index(a.sea), index(a.land)
        self._spend(s, 1 + self._sticky(s, j))
        self._move(s, i, j, 1)
        ev.append(Event("U-7.4.1", f"{self.seat_name(s)} lands an Ichto from {a.sea} on "
                                   f"{self._region_name(j)}", {"seat": s, "from": a.sea, "to": a.land}))

    def _do_reproduce(self, s: int, a: A.Reproduce, ev: list[Event]) -> None:
        i = index(a.sea)
        self._spend(s, 1)
        n = self.players
        gains = {}
        for c in range(n):
            g = min(reproduction_gain(self.ich[i * n + c], "care_of_young" in self.genes[c]), self.supply[c])
            if g:
                gains[c] = g
                self._put(c, i, g)
        ev.append(Event("U-7.4.2", f"{self.seat_name(s)} triggers reproduction in {a.sea}: "
                        + ", ".join(f"{self.seat_name(c)} +{g}" for c, g in gains.items()),
                        {"seat": s, "sea": a.sea, "gains": {COLOURS[c]: g for c, g in gains.items()}}))
        if self.expansion:
            for c in self.holders("pheromones"):
                if c in gains and any(j < LAND_N for j in self.topo.adj[i]):
                    self.asks += (("place", c, i, gains[c]),)

    def _do_seamove(self, s: int, a: A.SeaMove, ev: list[Event]) -> None:
        i, j = index(a.src), index(a.dst)
        self._spend(s, 1)
        self._move(s, i, j, 1)
        self.more = ("sea", i, j)
        ev.append(Event("U-7.4.3", f"{self.seat_name(s)} moves an Ichto from {a.src} to {a.dst}",
                        {"seat": s, "from": a.src, "to": a.dst}))

    def _do_retreat(self, s: int, a: A.Retreat, ev: list[Event]) -> None:
        i = index(a.region)
        self._spend(s, 1)
        self._put(s, i, -1)
        self.more = ("retreat",)
        ev.append(Event("U-7.4.4", f"{self.seat_name(s)} returns an Ichto from "
                                   f"{self._region_name(i)} to supply", {"seat": s, "from": a.region}))

    def _more(self, s: int, a: A.More, ev: list[Event]) -> None:
        kind = self.more[0]  # type: ignore[index]
        if kind == "retreat":
            i = index(a.region)  # type: ignore[arg-type]
            self._put(s, i, -1)
            ev.append(Event("U-7.4.4", f"{self.seat_name(s)} returns another Ichto from "
                                       f"{self._region_name(i)}", {"seat": s, "from": a.region}))
            return
        i, j = self.more[1], self.more[2]  # type: ignore[index]
        self._move(s, i, j, 1)
        rule = "U-7.4.3" if kind == "sea" else "U-14.9"
        ev.append(Event(rule, f"{self.seat_name(s)} moves another Ichto from {NODES[i]} to {NODES[j]}",
                        {"seat": s, "from": NODES[i], "to": NODES[j]}))

    # genes -----------------------------------------------------------------
    def _do_assimilate(self, s: int, a: A.Assimilate, ev: list[Event]) -> None:
        i = index(a.region)
        self._spend(s, 2)
        for c in (COLOURS.index(a.a), COLOURS.index(a.b)):
            self._put(c, i, -1)
        self._put(s, i, 1)
        ev.append(Event("U-14.1", f"{self.seat_name(s)} assimilates a {a.a} and a {a.b} Ichto in "
                                  f"{self._region_name(i)}", {"seat": s, "region": a.region}))

    def _landing(self, s: int, src: int, dst: int, k: int, rule: str, gene: str, ev: list[Event]) -> None:
        self._spend(s, 1 + (self._sticky(s, dst) if src >= LAND_N else 0))
        self._move(s, src, dst, k)
        ev.append(Event(rule, f"{self.seat_name(s)} ({gene}) moves {k} Ichto{'s' if k > 1 else ''} "
                              f"from {self._region_name(src)} to {self._region_name(dst)}",
                        {"seat": s, "from": NODES[src], "to": NODES[dst], "count": k}))

    def _do_legs(self, s: int, a: A.Legs, ev: list[Event]) -> None:
        self._landing(s, index(a.src), index(a.dst), a.count, "U-14.2", "Legs", ev)

    def _do_turbo(self, s: int, a: A.Turbo, ev: list[Event]) -> None:
        i, j = index(a.src), index(a.dst)
        if a.count is not None:
            self._landing(s, i, j, a.count, "U-14.9", "Turbo", ev)
            return
        self._spend(s, 1)
        self._move(s, i, j, 1)
        self.more = ("turbo", i, j)
        ev.append(Event("U-14.9", f"{self.seat_name(s)} (Turbo) moves an Ichto from {a.src} to {a.dst}",
                        {"seat": s, "from": a.src, "to": a.dst}))

    def _do_egg(self, s: int, a: A.Egg, ev: list[Event]) -> None:
        i = index(a.land)
        self._spend(s, 2 if self.count(i, s) == 1 else 1)
        j = index(a.to) if a.to else i
        self._put(s, j, 1)
        rule = "U-15.2" if a.to else "U-14.4"
        ev.append(Event(rule, f"{self.seat_name(s)} (Egg) places an Ichto in {self._region_name(j)}",
                        {"seat": s, "region": NODES[j]}))

    def _do_wings(self, s: int, a: A.Wings, ev: list[Event]) -> None:
        i, j = index(a.src), index(a.dst)
        self._spend(s, 1)
        self._move(s, i, j, a.count)
        ev.append(Event("U-14.5", f"{self.seat_name(s)} (Wings) flies {a.count} Ichto"
                                  f"{'s' if a.count > 1 else ''} from {self._region_name(i)} to "
                                  f"{self._region_name(j)}", {"seat": s, "from": a.src, "to": a.dst}))

    def _do_stink(self, s: int, a: A.Stink, ev: list[Event]) -> None:
        i, j, c = index(a.land), index(a.sea), COLOURS.index(a.colour)
        self._spend(s, 1)
        k = self.count(i, c)
        self._move(c, i, j, k)
        ev.append(Event("U-14.8", f"{self.seat_name(s)} (Stinkglands) drives {k} {a.colour} Ichto"
                                  f"{'s' if k > 1 else ''} from {self._region_name(i)} to {a.sea}",
                        {"seat": s, "colour": a.colour, "from": a.land, "to": a.sea}))

    def _do_teeth(self, s: int, a: A.Teeth, ev: list[Event]) -> None:
        i, c = index(a.region), COLOURS.index(a.colour)
        self._spend(s, 1)
        self._put(c, i, -1)
        ev.append(Event("U-14.11", f"{self.seat_name(s)} (Teeth) sends a {a.colour} Ichto in "
                                   f"{self._region_name(i)} back to supply", {"seat": s, "region": a.region}))

    def _do_mutate(self, s: int, a: A.Mutate, ev: list[Event]) -> None:
        self._spend(s, 1)
        owner = next(c for c in range(self.players) if a.gene in self.genes[c])
        genes = list(self.genes)
        genes[s] = tuple(a.gene if g == "mutation" else g for g in genes[s])
        genes[owner] = tuple(SPENT if g == a.gene else g for g in genes[owner])
        self.genes = tuple(genes)
        ev.append(Event("U-15.4", f"{self.seat_name(s)} (Mutation) takes {GENES[a.gene].name_en} from "
                                  f"{self.seat_name(owner)}, who gets Mutation, spent",
                        {"seat": s, "from": owner, "gene": a.gene}))

    # ----------------------------------------------------------------- asks
    def _answer(self, a: Any, ev: list[Event]) -> None:
        ask, self.asks = self.asks[0], self.asks[1:]
        kind, s = ask[0], ask[1]
        n = self.players
        if kind == "bid":
            self._bid(s, a.amount, ev)
        elif kind == "take":
            self._take(s, a, ev)
        elif kind == "pay":
            i = index(a.region)
            self._put(s, i, -1)
            left = ask[2] - 1
            ev.append(Event("U-10.5", f"{self.seat_name(s)} pays an Ichto from {self._region_name(i)}",
                            {"seat": s, "from": NODES[i]}))
            if left:
                self.asks = (("pay", s, left),) + self.asks
        elif kind == "panic_at":
            self.todo = (("panic_sea", index(a.land), s),) + self.todo
        elif kind == "panic_to":
            self.todo = (("panic_move", ask[2], index(a.sea)),) + self.todo
        elif kind == "keep":
            region, sea = ask[2], ask[3]
            go = self.ich[region * n + s] - a.amount
            self._move(s, region, sea, go)
            ev.append(Event("U-14.7", f"{self.seat_name(s)} (Ears) keeps {a.amount} in "
                                      f"{self._region_name(region)}; {go} flee to {NODES[sea]}",
                            {"seat": s, "kept": a.amount, "fled": go}))
        elif kind == "save":
            self._save(s, ask[2], ask[3], ask[4], a.amount, ev)
        elif kind == "flee":
            region, k, rule = ask[2], ask[3], ask[5]
            self._move(s, region, index(a.sea), k)
            ev.append(Event(rule, f"{self.seat_name(s)} saves {k} Ichto{'s' if k > 1 else ''}: "
                                  f"from {self._region_name(region)} to {a.sea}",
                            {"seat": s, "count": k, "to": a.sea}))
        elif kind == "place":
            sea, left = ask[2], ask[3]
            j = index(a.region)
            if j != sea:
                self._move(s, sea, j, 1)
            ev.append(Event("U-15.9", f"{self.seat_name(s)} (Pheromones) places a newborn in "
                                      f"{self._region_name(j)}", {"seat": s, "to": NODES[j]}))
            if left > 1:
                self.asks = (("place", s, sea, left - 1),) + self.asks
        elif kind == "gills":
            if a.sea is not None:
                self._move(s, ask[2], index(a.sea), a.count)
                ev.append(Event("U-15.10", f"{self.seat_name(s)} (Gills) moves {a.count} from "
                                           f"{self._region_name(ask[2])} to {a.sea}",
                                {"seat": s, "count": a.count, "to": a.sea}))

    # ------------------------------------------------------------ the flow
    def _run(self, ev: list[Event]) -> None:
        """Run the queued steps until someone has a decision to make."""
        while not self.asks and self.phase == AUTO and self.todo:
            step, self.todo = self.todo[0], self.todo[1:]
            _STEPS[step[0]](self, ev, *step[1:])

    def _step_score(self, ev: list[Event], chip: int | None, volcano: bool) -> None:
        """U-8 — score the region of ``chip`` (``None``: the chosen chip, revealed now;
        U-12.2 for a volcano scoring)."""
        n = self.players
        if chip is None:
            chip = self.chosen
        assert chip is not None, "U-8.1: a scoring without a chip"
        i = self._root_of_chip(chip)
        if not volcano:
            self.chosen = None
            self.on_board += (chip,)                               # U-8.5
        counts = [self.ich[i * n + c] for c in range(n)]
        present = [c for c in range(n) if counts[c]]
        where = self._region_name(i)
        ev.append(Event("U-12.2" if volcano else "U-8.1",
                        f"chip {chip} is {'drawn at random for the volcano scoring' if volcano else 'revealed'}: "
                        f"{where} scores", {"chip": chip, "region": NODES[i], "volcano": volcano}))
        strength = {c: counts[c] + (0.5 if "muscles" in self.genes[c] else 0) for c in present}
        case, gains, losers = region_outcome(strength, self.holders("symbiont"))
        if case == "U-8.2.1":
            ev.append(Event("U-8.2.1", f"{where} is empty: nobody scores", {"region": NODES[i]}))
        elif case == "U-8.2.2":
            ev.append(Event("U-8.2.2", f"monopoly: {self.seat_name(present[0])} scores 3",
                            {"seat": present[0], "points": 3}))
        elif case == "U-8.2.3":
            ev.append(Event("U-8.2.3", "coexistence: " + ", ".join(
                f"{self.seat_name(c)} scores {gains[c]}" for c in present),
                {"gains": {COLOURS[c]: gains[c] for c in present}}))
        else:
            for c in losers:
                k = counts[c]
                seas = [j for j in self.topo.adj[i] if j >= LAND_N]
                if "surrender" in self.genes[c] and seas:
                    self._flee(c, i, k, seas, "U-15.8", ev)
                else:
                    self._put(c, i, -k)
            ev.append(Event("U-8.2.4", "competition: " + ", ".join(
                f"{self.seat_name(c)} loses {counts[c]}" for c in losers) + "; " + ", ".join(
                f"{self.seat_name(c)} scores {g}" for c, g in gains.items()),
                {"losers": [COLOURS[c] for c in losers], "gains": {COLOURS[c]: g for c, g in gains.items()}}))
        self._score_points(gains, "U-9.2", ev)
        if self.expansion:
            for c in self.holders("gills"):
                if self.ich[i * n + c] and any(j >= LAND_N for j in self.topo.adj[i]):
                    self.asks += (("gills", c, i),)

    def _flee(self, c: int, region: int, k: int, seas: list[int], rule: str, ev: list[Event]) -> None:
        """Ears (U-14.7 b) / Surrender (U-15.8): ``k`` Ichtos go to an adjacent sea of the
        holder's choice (asked when there are several)."""
        if len(seas) == 1:
            self._move(c, region, seas[0], k)
            ev.append(Event(rule, f"{self.seat_name(c)} saves {k} Ichto{'s' if k > 1 else ''}: from "
                                  f"{self._region_name(region)} to {NODES[seas[0]]}",
                            {"seat": c, "count": k, "to": NODES[seas[0]]}))
        else:
            self.asks += (("flee", c, region, k, tuple(seas), rule),)

    def _score_points(self, gains: dict[int, int], rule: str, ev: list[Event]) -> None:
        """U-9.2 / U-9.3 — markers move one at a time, furthest ahead first."""
        for c in sorted(gains, key=lambda c: -self.track[c]):
            before = self.track[c]
            after = advance_marker(self.track, c, gains[c])
            ev.append(Event(rule, f"{self.seat_name(c)} moves {before} → {after} (+{gains[c]}"
                                  f"{', skipping occupied spaces' if after - before > gains[c] else ''})",
                            {"seat": c, "from": before, "to": after, "points": gains[c]}))

    def _step_endcheck(self, ev: list[Event]) -> None:
        """U-13.1 — a marker on the end space (30; option ``end_space``) or beyond ends the
        game after this scoring."""
        end = self._opts.end_space
        if max(self.track) >= end:
            self.ending = True
            ev.append(Event("U-13.1", f"a marker reached {end}: the game ends", {}))
            self.todo = (("final",),)

    def _step_mutations(self, ev: list[Event]) -> None:
        """U-10.1 — one auction per mutation space newly reached, lowest first (D-4)."""
        if self.ending:
            return
        top = max(self.track)
        for space in self._opts.mutation_spaces:
            if space not in self.reached and top >= space:
                self.reached += (space,)
                ev.append(Event("U-10.1", f"space {space} reached: mutation! Everyone bids in secret",
                                {"space": space}))
                self.auction = (space, (None,) * self.players, (), 0, True, 0)
                self.bid_from = len(self.history) + 1   # the next decisions are the bids
                self.asks += tuple(("bid", c) for c in range(self.players))
                self.todo = (("rank",), ("acquire",), ("refill",), ("mutations",)) + self.todo
                return

    def _bid(self, s: int, amount: int, ev: list[Event]) -> None:
        space, bids, *rest = self.auction  # type: ignore[misc]
        bids = bids[:s] + (amount,) + bids[s + 1:]
        self.auction = (space, bids, *rest)
        ev.append(_shared("U-10.3", f"{COLOURS[s]} bids (face down)", {"seat": s}))

    def _step_rank(self, ev: list[Event]) -> None:
        """U-10.3 / U-10.4 — bids revealed; higher first, ties: fewer points first."""
        space, bids, _, _, _, _ = self.auction  # type: ignore[misc]
        ranking = tuple(sorted(range(self.players), key=lambda c: (-bids[c], self.track[c])))
        self.auction = (space, bids, ranking, 0, True, 0)
        self.bid_from = None
        ev.append(Event("U-10.4", "bids: " + ", ".join(f"{self.seat_name(c)} {bids[c]}" for c in ranking),
                        {"bids": {COLOURS[c]: bids[c] for c in range(self.players)},
                         "ranking": [COLOURS[c] for c in ranking]}))

    def price(self, seat: int) -> int:
        """U-10.5 — bid + genes already owned."""
        return self.auction[1][seat] + len(self.genes[seat])  # type: ignore[index]

    def _step_acquire(self, ev: list[Event]) -> None:
        """U-10.6 — down the ranking: the first who can pay must take a gene, the next
        may; at most 3 genes (2 with 3 players), one each (D-13)."""
        space, bids, ranking, pos, obliged, taken = self.auction  # type: ignore[misc]
        while pos < len(ranking) and taken < self.table.genes_per_mutation and self.display:
            c = ranking[pos]
            if self.on_board_count(c) < self.price(c):
                ev.append(Event("U-10.6", f"{self.seat_name(c)} cannot pay {self.price(c)} and drops out",
                                {"seat": c}))
                pos += 1
                continue
            self.auction = (space, bids, ranking, pos, obliged, taken)
            self.asks += (("take", c, obliged),)
            self.todo = (("acquire",),) + self.todo
            return
        self.auction = (space, bids, ranking, pos, obliged, taken)

    def _take(self, s: int, a: Any, ev: list[Event]) -> None:
        space, bids, ranking, pos, obliged, taken = self.auction  # type: ignore[misc]
        if type(a) is A.Pass:
            ev.append(Event("U-10.6", f"{self.seat_name(s)} takes no gene", {"seat": s}))
            self.auction = (space, bids, ranking, pos + 1, obliged, taken)
            return
        g = a.gene
        price = self.price(s)
        self.display = tuple(x for x in self.display if x != g)
        genes = list(self.genes)
        genes[s] = genes[s] + (g,)
        self.genes = tuple(genes)
        self.auction = (space, bids, ranking, pos + 1, False, taken + 1)
        ev.append(Event("U-10.6", f"{self.seat_name(s)} takes {GENES[g].name_en} for {price}",
                        {"seat": s, "gene": g, "price": price}))
        if price and self.on_board_count(s) == price:      # every Ichto goes: no choice
            n = self.players
            for i in range(NODE_N):
                k = self.ich[i * n + s]
                if k:
                    self._put(s, i, -k)
            ev.append(Event("U-10.5", f"{self.seat_name(s)} pays with every Ichto on the board", {"seat": s}))
        elif price:
            self.asks = (("pay", s, price),) + self.asks

    def _step_refill(self, ev: list[Event]) -> None:
        """U-10.7 — 3 genes (2 with 3 players) turned up, whatever was taken."""
        k = self.table.genes_refilled
        new, self.gene_deck = self.gene_deck[:k], self.gene_deck[k:]
        self.display += new
        self.auction = None
        ev.append(Event("U-10.7", "the display is refilled" + (
            f": {', '.join(GENES[g].name_en for g in new)}" if new else " (the deck is empty)"),
            {"new": list(new)}))

    def _step_rotate(self, ev: list[Event]) -> None:
        """U-4.3 — the roles move one seat clockwise: the neutral player is the new E."""
        self.env = self.neutral_seat()
        self.turn += 1
        self.passed = False
        ev.append(Event("U-4.3", f"turn {self.turn}: {self.seat_name(self.env)} is the environment player",
                        {"seat": self.env, "turn": self.turn}))

    def _step_draw(self, ev: list[Event]) -> None:
        """U-6.3 — E draws until he holds 3; the panic chip is resolved and replaced; an
        empty pile ends the epoch (U-12.1)."""
        e = self.env
        if len(self.hands[e]) >= 3:
            self.phase = CHOOSE
            return
        if not self.pile:
            self.todo = (("epoch_end",),) + self.todo
            return
        c, self.pile = self.pile[0], self.pile[1:]
        if c == PANIC:
            self.panic_aside = True
            ev.append(Event("U-11.1", f"{self.seat_name(e)} draws the panic chip!", {"seat": e}))
            self.todo = (("panic",), ("draw",)) + self.todo
            return
        hands = list(self.hands)
        hands[e] = tuple(sorted(hands[e] + (c,)))
        self.hands = tuple(hands)
        ev.append(_shared("U-6.3", f"{COLOURS[e]} draws a chip", {"seat": e}))
        self.todo = (("draw",),) + self.todo

    # panic ------------------------------------------------------------------
    def _fewest_points(self) -> int:
        return min(range(self.players), key=lambda c: self.track[c])

    def _step_panic(self, ev: list[Event]) -> None:
        """U-11.2 — the land region with the most Ichtos (all colours) panics."""
        n = self.players
        root = self.topo.root
        totals = {i: sum(self.ich[i * n:(i + 1) * n]) for i in range(LAND_N) if root[i] == i}
        top = max(totals.values())
        if not top:
            ev.append(Event("U-11.2", "no Ichto on land: the panic has no effect (D-7)", {}))
            ev.append(Event("U-11.5", "the panic chip is set aside until the next epoch", {}))
            return
        cands = tuple(i for i, t in totals.items() if t == top)
        chooser = self._fewest_points()
        if len(cands) > 1:
            self.asks += (("panic_at", chooser, cands),)
            return
        self.todo = (("panic_sea", cands[0], chooser),) + self.todo

    def _step_panic_sea(self, ev: list[Event], region: int, chooser: int) -> None:
        seas = tuple(j for j in self.topo.adj[region] if j >= LAND_N)
        ev.append(Event("U-11.2", f"panic in {self._region_name(region)}", {"region": NODES[region]}))
        if len(seas) > 1:
            self.asks += (("panic_to", self._fewest_points(), region, seas),)
        else:
            self.todo = (("panic_move", region, seas[0]),) + self.todo

    def _step_panic_move(self, ev: list[Event], region: int, sea: int) -> None:
        """U-11.3 / U-11.4 — everyone flees to the sea; Ears holders choose how many stay."""
        n = self.players
        ears = []
        for c in range(n):
            k = self.ich[region * n + c]
            if not k:
                continue
            if "ears" in self.genes[c]:
                ears.append(c)
            else:
                self._move(c, region, sea, k)
        ev.append(Event("U-11.3", f"the Ichtos of {self._region_name(region)} flee to {NODES[sea]}",
                        {"region": NODES[region], "sea": NODES[sea]}))
        self.asks += tuple(("keep", c, region, sea) for c in ears)
        ev.append(Event("U-11.5", "the panic chip is set aside until the next epoch", {}))

    # epoch end --------------------------------------------------------------
    def _step_epoch_end(self, ev: list[Event]) -> None:
        """U-12.1 / U-12.2 — the pile is empty: one of E's two chips (at random) scores."""
        hand = self.hands[self.env]
        ev.append(Event("U-12.1", f"the pile is empty: epoch {self.epoch} ends", {"epoch": self.epoch}))
        if not hand:   # only in a hand-made position: nothing to score or erupt
            self.todo = (("after_epoch",),)
            return
        k = random.Random(f"{self.seed}/volcano/{self.epoch}").choice(sorted(hand))
        self.todo = (("score", k, True), ("volcano_check",), ("erupt",), ("after_epoch",))

    def _step_volcano_check(self, ev: list[Event]) -> None:
        end = self._opts.end_space
        if max(self.track) >= end:
            self.ending = True
            ev.append(Event("U-13.1", f"a marker reached {end}: the game ends after the eruptions", {}))

    def _erupt(self, volcanoes: tuple[int, ...], ev: list[Event], rule: str) -> tuple[int, ...]:
        """U-2.5.4 / U-12.3 — the volcanoes erupt; counts pool at the new roots (U-2.5.5).
        Returns the indices of the regions created by a merge."""
        before = after = self.regions
        merged = []
        for k in volcanoes:
            after, new = _erupted(after, k, self.map)
            if new is not None:
                merged.append(new)
        created = sorted({after.parent[r - 1] for r in merged})
        n = self.players
        for z in range(1, 13):
            old, new = before.parent[z - 1] - 1, after.parent[z - 1] - 1
            if old == z - 1 and new != old:
                for c in range(n):
                    self.ich[new * n + c] += self.ich[old * n + c]
                    self.ich[old * n + c] = 0
        self.regions = after
        for k in volcanoes:
            a, b = self.map.volcano[k]
            internal = before.parent[a - 1] == before.parent[b - 1]
            r = after.parent[a - 1]
            ev.append(Event(rule, f"volcano {k} erupts: " + (
                "zones already joined, nothing merges (D-2)" if internal
                else f"zones {a} and {b} merge") + f"; {self._region_name(r - 1)} " + (
                f"is scored by chip {r} (U-2.5.3)" if after.is_live(r)
                else "has no live chip left: no chip can score it (D-2)"),
                {"volcano": k, "zones": [a, b], "region": NODES[r - 1]}))
        return tuple(r - 1 for r in created)

    def _step_erupt(self, ev: list[Event]) -> None:
        """U-12.3 – U-12.5 — the volcanoes of E's two chips erupt; in each new region every
        colour keeps 1 (Ears, Surrender: the others flee to a sea), the chips leave the game."""
        chips = self.hands[self.env]
        hands = list(self.hands)
        hands[self.env] = ()
        self.hands = tuple(hands)
        created = self._erupt(chips, ev, "U-12.3")
        ev.append(Event("U-12.5", f"chips {' and '.join(str(c) for c in chips)} leave the game",
                        {"chips": list(chips)}))
        n = self.players
        for i in created:
            seas = [j for j in self.topo.adj[i] if j >= LAND_N]
            for c in range(n):
                extra = self.ich[i * n + c] - 1
                if extra <= 0:
                    continue
                ev.append(Event("U-12.4", f"{self.seat_name(c)} keeps 1 Ichto in {self._region_name(i)} "
                                          f"and loses {extra}", {"seat": c, "lost": extra}))
                if "ears" in self.genes[c] and seas:          # U-14.7 (b), D-12: his choice
                    self.asks += (("save", c, i, extra, tuple(seas)),)
                elif "surrender" in self.genes[c] and seas:
                    self._flee(c, i, extra, seas, "U-15.8", ev)
                else:
                    self._put(c, i, -extra)

    def _save(self, c: int, region: int, lost: int, seas: tuple, k: int, ev: list[Event]) -> None:
        """U-14.7 (b), D-12 — the Ears holder saves ``k`` of the ``lost`` Ichtos (they flee to
        a sea of ``seas``, asked when there are several); the others go back to his supply."""
        self._put(c, region, -(lost - k))
        ev.append(Event("U-14.7", f"{self.seat_name(c)} (Ears) saves {k} of the {lost} Ichtos lost in "
                                  f"{self._region_name(region)}" + (
                                      f"; {lost - k} go{'es' if lost - k == 1 else ''} back to supply"
                                      if lost - k else ""),
                        {"seat": c, "saved": k, "lost": lost}))
        if k and len(seas) > 1:
            self.asks = (("flee", c, region, k, seas, "U-14.7"),) + self.asks
        elif k:
            self._flee(c, region, k, list(seas), "U-14.7", ev)

    def _step_after_epoch(self, ev: list[Event]) -> None:
        """U-13.1 / U-13.2 (D-6) — the end, or the auctions and the next epoch (U-12.6)."""
        if self.ending or self.epoch == 3:
            if not self.ending:
                ev.append(Event("U-13.2", "the third epoch is over: the game ends", {}))
            self.todo = (("final",),)
            return
        self.todo = (("mutations",), ("new_epoch",))

    def _step_new_epoch(self, ev: list[Event]) -> None:
        """U-12.6 — the chips on the board and the panic chip make the new pile; the same
        E draws 3."""
        self.epoch += 1
        pile = list(self.on_board) + [PANIC]
        random.Random(f"{self.seed}/epoch/{self.epoch}").shuffle(pile)
        self.pile, self.on_board, self.panic_aside = tuple(pile), (), False
        ev.append(Event("U-12.6", f"epoch {self.epoch}: {len(pile)} chips shuffled into a new pile; "
                                  f"{self.seat_name(self.env)} draws 3", {"epoch": self.epoch}))
        self.todo = (("draw",),)

    # the end ------------------------------------------------------------------
    def _step_final(self, ev: list[Event]) -> None:
        """U-13.3 — general bonus (3, split, rounded down), then land bonus (2)."""
        n = self.players
        board = [self.on_board_count(c) for c in range(n)]
        land = [self.land_count(c) for c in range(n)]
        general = self._bonus(board, range(n), 3, "U-13.3", "general", ev)
        others = [c for c in range(n) if not (len(general) == 1 and c in general)]
        self._bonus(land, others, 2, "U-13.3", "land", ev)
        for c in self.holders("photogenic") if self.expansion else ():
            self._score_points({c: 2}, "U-15.5", ev)
        self.phase, self.todo, self.asks = OVER, (), ()
        w = self.winners()[0]
        ev.append(Event("U-13.4", f"{self.seat_name(w)} wins on space {self.track[w]}", {"seat": w}))

    def _bonus(self, counts: list[int], seats: Any, points: int, rule: str, what: str,
               ev: list[Event]) -> list[int]:
        tied, share = bonus_share(counts, seats, points)              # D-14
        if not tied:
            ev.append(Event(rule, f"nobody wins the {what} bonus", {"bonus": what}))
            return []
        best = counts[tied[0]]
        ev.append(Event(rule, f"{what} bonus ({best} Ichtos): " + ", ".join(
            f"{self.seat_name(c)} +{share}" for c in tied), {"bonus": what, "seats": tied, "points": share}))
        if share:
            self._score_points({c: share for c in tied}, "U-9.2", ev)
        return tied

    # --------------------------------------------------------- copy / view
    def _copy_into(self, o: "Urland") -> None:  # type: ignore[override]
        super()._copy_into(o)
        o.ich, o.supply, o.track, o.extra = self.ich[:], self.supply[:], self.track[:], self.extra[:]

    def _sees_neutral(self, seat: int) -> bool:
        """The environment player saw the chips he passed to the neutral player."""
        return self.passed and seat == self.env

    def _sees_chosen(self, seat: int) -> bool:
        """U-6.1 — the chooser; U-15.7 Volcano sense — its holder during the act phase."""
        return seat == self.env or (self.expansion and "volcano_sense" in self.genes[seat])

    def _hide(self, seat: int) -> None:
        nn = self.neutral_seat()
        self.hands = tuple(h if s == seat or (s == nn and self._sees_neutral(seat))
                           else (HIDDEN,) * len(h) for s, h in enumerate(self.hands))
        if self.chosen is not None and not self._sees_chosen(seat):
            self.chosen = HIDDEN  # type: ignore[assignment]
        self.pile = (HIDDEN,) * len(self.pile)  # type: ignore[assignment]
        self.gene_deck = (HIDDEN,) * len(self.gene_deck)
        if self.auction is not None and self.bid_from is not None:
            space, bids, *rest = self.auction
            self.auction = (space, tuple(b if c == seat or b is None else HIDDEN
                                         for c, b in enumerate(bids)), *rest)
        self._lc = None

    def _unseen(self, seat: int) -> list[int]:
        """U-6.1 — another's chosen chip is never shown in the history; U-10.3 — others'
        bids stay hidden until all are in."""
        out = [i for i, who in self.choices if who != seat]
        if self.bid_from is not None:
            out += [i for i in range(self.bid_from, len(self.history)) if self._bidder(i) != seat]
        return out

    def _bidder(self, i: int) -> int:
        """The seat that made the bid at history index ``i`` of the open bidding (seat
        order, U-10.3)."""
        return i - self.bid_from  # type: ignore[operator]

    def secrets(self, seat: int) -> dict[str, list]:
        nn = self.neutral_seat()
        out: dict[str, list] = {f"hand {s}": list(h) for s, h in enumerate(self.hands)
                                if s != seat and not (s == nn and self._sees_neutral(seat))}
        out["chosen"] = [self.chosen] if self.chosen is not None and not self._sees_chosen(seat) else []
        out["pile"] = list(self.pile)
        out["gene deck"] = list(self.gene_deck)
        out["bids"] = ([b for c, b in enumerate(self.auction[1]) if c != seat and b is not None]
                       if self.auction is not None and self.bid_from is not None else [])
        return out

    def _redeal(self, seat: int, rng: random.Random) -> None:
        """``determinize``: the chips ``seat`` has not seen (live zone chips not on the
        board, in its own hand or shown to it) are dealt at random into the hidden hands,
        the hidden chosen chip and the pile (with the panic chip, unless set aside); the
        genes not in sight (not owned, not displayed) make the gene deck; others' hidden
        bids are drawn from 0 … their supply.  Hidden past choices in ``history`` become
        the chips their scorings revealed."""
        seen = set(self.on_board) | {c for h in self.hands for c in h if c != HIDDEN}
        if self.chosen not in (None, HIDDEN):
            seen.add(self.chosen)
        pool = [c for c in range(1, 13) if self.regions.is_live(c) and c not in seen]
        rng.shuffle(pool)
        fill = iter(pool)
        self.hands = tuple(tuple(sorted(next(fill) for _ in h)) if HIDDEN in h else h for h in self.hands)
        if self.chosen == HIDDEN:
            self.chosen = next(fill)
        pile = list(fill) + ([] if self.panic_aside else [PANIC])
        rng.shuffle(pile)
        self.pile = tuple(pile)
        owned = Counter(("mutation" if g == SPENT else g) for gs in self.genes for g in gs)
        owned.update(self.display)
        genes = [g.id for g in deck(self.players, self.expansion) if not owned[g.id]]
        rng.shuffle(genes)
        self.gene_deck = tuple(genes)
        if self.auction is not None and HIDDEN in self.auction[1]:
            space, bids, *rest = self.auction
            self.auction = (space, tuple(rng.randint(0, self.supply[c]) if b == HIDDEN else b
                                         for c, b in enumerate(bids)), *rest)
        revealed = iter([e.data["chip"] for e in self.log if e.rule == "U-8.1"])
        history = list(self.history)
        for i, who in self.choices:
            if isinstance(history[i], Hidden):   # a chip chosen out of sight
                chip = next(revealed, None)
                history[i] = _a(A.Choose, chip if chip is not None else self.chosen)
            else:
                next(revealed, None)
        if self.bid_from is not None:
            for i in range(self.bid_from, len(history)):
                if isinstance(history[i], Hidden):
                    history[i] = _a(A.Bid, self.auction[1][self._bidder(i)])  # type: ignore[index]
        self.history = history
        self._lc = None

    def check(self) -> None:
        """U-0.2 board + supply == 27 per colour; U-0.4 every chip in one place; U-9.2 one
        marker per space; genes conserved (U-10.8)."""
        n = self.players
        root = self.topo.root
        for c in range(n):
            assert self.supply[c] >= 0, "U-0.2: a negative supply"
            assert all(self.ich[i * n + c] >= 0 for i in range(NODE_N)), "U-0.2: a negative count"
            assert all(self.ich[i * n + c] == 0 for i in range(LAND_N) if root[i] != i), "U-2.5.5"
            assert self.on_board_count(c) + self.supply[c] == ICHTOS_IN_PLAY, \
                f"U-0.2: {self.seat_name(c)} has {self.on_board_count(c)} + {self.supply[c]} Ichtos"
        assert len(set(self.track)) == n, "U-9.2: one marker per space"
        if HIDDEN in self.pile or self.chosen == HIDDEN:
            return
        chips = Counter(self.pile)
        for h in self.hands:
            chips.update(h)
        chips.update(self.on_board)
        if self.chosen is not None:
            chips[self.chosen] += 1
        chips.update(c for c in range(1, 13) if not self.regions.is_live(c))
        if self.panic_aside:
            chips[PANIC] += 1
        assert chips == Counter(range(1, 14)), f"U-0.4: chips {sorted(chips.elements())}"
        owned = Counter(("mutation" if g == SPENT else g) for gs in self.genes for g in gs)
        owned.update(self.display)
        owned.update(self.gene_deck)
        assert owned == Counter(g.id for g in deck(n, self.expansion)), "U-10.8: genes conserved"

    # ------------------------------------------------------ board and text
    @property
    def board(self):
        """U-2.4 — the static 17-node graph with the live state as node attributes:
        ``region`` (the region's name after its live chip, e.g. ``"L12"`` for zones 8 + 12
        after volcano 8, U-2.5.3),
        ``label`` (its live chip, U-2.5.3), ``ichtos`` (colour → count of the region),
        ``chip`` (``"on board"`` / ``"removed"`` for a zone's chip)."""
        g = board_graph(self.map)
        for z in range(1, 13):
            r = self.regions.region_of(z)
            node = g.nodes[f"L{z}"]
            node["region"] = f"L{r}"
            node["region_zones"] = self.regions.zones(r)
            node["label"] = self.regions.label(r)
            node["ichtos"] = {COLOURS[c]: k for c, k in enumerate(self.ichtos(z)) if k}
            node["chip"] = ("removed" if not self.regions.is_live(z)
                            else "on board" if z in self.on_board else "in play")
        for s in SEAS:
            g.nodes[s]["region"] = s
            g.nodes[s]["ichtos"] = {COLOURS[c]: k for c, k in enumerate(self.ichtos(s)) if k}
        g.graph["epoch"], g.graph["turn"] = self.epoch, self.turn
        return g

    def to_text(self) -> str:
        head = (f"Urland {self.players}p · epoch {self.epoch} · turn {self.turn} · "
                f"E {self.seat_name(self.env)} · {self.decision()}"
                + ("" if self.viewer is None else f" · {self.seat_name(self.viewer)}'s view"))
        lines = [head]
        for r in self.region_names():
            counts = self.ichtos(r)
            if any(counts):
                lines.append(f"  {r:4} " + " ".join(f"{COLOURS[c][0]}{k}" for c, k in enumerate(counts) if k))
        for c in range(self.players):
            lines.append(f"{self.seat_name(c):7} track {self.track[c]:2} supply {self.supply[c]:2} "
                         f"chips {list(self.hands[c])} genes {list(self.genes[c])}")
        return "\n".join(lines)

    # ------------------------------------------------------------ positions
    def to_position(self) -> dict:
        from .position import to_position
        return to_position(self)

    @classmethod
    def from_position(cls, position: dict) -> "Urland":
        from .position import from_position
        return from_position(cls, position)


#: action class → its handler; step name → its method (no string building on the hot path)
_HANDLERS = {getattr(A, name): getattr(Urland, "_do_" + name.lower())
             for name in ("Land", "Reproduce", "SeaMove", "Retreat", "Assimilate", "Legs", "Egg", "Wings",
                          "Stink", "Turbo", "Teeth", "Mutate")}
_STEPS = {name[len("_step_"):]: getattr(Urland, name) for name in dir(Urland) if name.startswith("_step_")}
