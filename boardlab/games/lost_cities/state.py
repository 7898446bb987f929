"""The Lost Cities: The Board Game rules engine (``docs/rules/lost_cities.md``, LC-1 … LC-14).

Hot-path data are plain Python (see :mod:`.components` for the int encodings), and
every field is an int, a string or a tuple that is replaced, never mutated — so a
copy shares them all and costs only the base class's history and log:

* ``hands[seat]`` — a sorted tuple of card codes;
* ``rows[seat * 5 + colour]`` — the values played to that expedition row, oldest first;
* ``pos[seat * 5 + pawn]`` — the node index of each pawn (``-1`` = the camp);
* ``tiles[node]`` — the event tile on a slot node (``"STEP"``, ``"VP10"`` …) or ``None``;
* ``discards[colour]`` — the discard pile's values, bottom → top;
* ``deck[dpos:]`` — the draw pile, top first (``deck`` is an immutable tuple shared
  between copies); with 2 players it starts with the cards removed for the round
  (``removed``: 30 as printed, option ``removed_cards``), so ``dpos`` starts there;
* ``vp``, ``chips``, ``artifacts`` (tiles taken this round) — tuples per seat.

A turn is a short sequence of decisions (``phase``): ``play`` (a card: ``play B6`` /
``discard B6``) → ``pawn`` (which pawn starts a new expedition, only if more than
one is in the camp) → ``step_tile`` / ``city_bonus`` (optional advances, chained) →
``draw`` (``draw`` / ``take B``) → the next seat's ``play``.  A round ending
(LC-8) scores at once and deals the next round; ``over`` after the last round.

Randomness: round ``r`` is set up (tiles, shuffle, 2-player removal, deal) from
``random.Random(f"{seed}/round/{r}")``, so a position replays identically; the
draw order within a round is the deck order, which is in the position.

Clickable node ids (:mod:`.ui`, for the widgets and the SVG renderer): ``hand:B6`` (a card of the
hand of the seat to move), ``row:<seat>:B`` (that seat's blue row, existing or
not), ``discard:B`` (the blue discard pile), ``pile`` (the draw pile),
``pawn:<seat>:E1`` (a pawn, wherever it stands).

Decisions where the spec is silent (also in the report and the rulebook docstrings):

* the two copies of a card are not told apart (LC-1.1: rule-identical);
* a start with a single pawn left in the camp places it without asking; an optional
  advance with no pawn able to move is skipped (LC-7.4, D-9);
* at the end of the game the board of the last round stays as it ended (pawns,
  rows, tiles), for display: LC-9.5's return to the camp happens between rounds;
* ``next_starter="after_last_advance"`` (D-2) counts a player as "advancing" when
  they played a card to one of their rows.
"""
from __future__ import annotations

import random
from bisect import bisect_left
from collections import Counter
from itertools import chain
from typing import Any, NamedTuple

from ...engine import Action, Event, State, check_seed, short
from ...rules import BadPosition, IllegalAction
from . import actions as act
from . import evaluation
from .actions import (ADVANCE, DECLINE, DISCARD, DRAW, PAWN, PLAY, TAKE, Advance, Discard, Draw,
                      Pawn, PlayCard, Take)
from .board import board_graph
from ..shuffle import shuffle
from .components import (CAMP, CARD_CODE, CARD_COLOUR, CARD_NAME, CARD_VALUE, DECK_SIZE, HAND,
                         N_CODES, N_NODES, NODE_COLOUR, NODE_NAME, NODE_STEP, NODE_VALUE, PAWN_NAME,
                         PAWNS, REMOVED_2P, direction, node, node_code, signed, where)
from .data import (BRIDGE_AFTER, COLOURS, CROSSINGS_TO_END, LETTERS, ordinal, STEPS, TILE_COUNTS, TILE_VP,
                   artifact_points, colour_index)
from .options import LostCitiesOptions
from .position import from_position, to_position

PLAY_PHASE, PAWN_PHASE, STEP_TILE, CITY_BONUS, DRAW_PHASE, OVER = (
    "play", "pawn", "step_tile", "city_bonus", "draw", "over")
PHASES = (PLAY_PHASE, PAWN_PHASE, STEP_TILE, CITY_BONUS, DRAW_PHASE, OVER)
HIDDEN = "?"
CITY = STEPS                    # LC-1.5 — step 9
BRIDGE = BRIDGE_AFTER + 1       # LC-1.4 — entering step 7 crosses the bridge

_PHASE_RULE = {PLAY_PHASE: "LC-4.1", PAWN_PHASE: "LC-5.3", STEP_TILE: "LC-7.4",
               CITY_BONUS: "LC-5.7", DRAW_PHASE: "LC-5.9", OVER: "LC-11.1"}
_EXPECTED = {PLAY_PHASE: "play or discard a card ('play B6' / 'discard B6')",
             PAWN_PHASE: "choose the pawn that starts the new expedition ('pawn L')",
             STEP_TILE: "use the step tile or not ('advance E1' / 'no advance')",
             CITY_BONUS: "use the city bonus or not ('advance E1' / 'no advance')",
             DRAW_PHASE: "draw a card ('draw' / 'take B')", OVER: "stop"}


#: The commonest events (discards and draws) are interned: one shared Event per
#: distinct content, so that logs — copied with every state — point at a few hot
#: objects.  Event data must not be mutated.
_EVENTS: dict[tuple, Event] = {}


def _shared(key: tuple, rule: str, text: str, data: dict) -> Event:
    e = _EVENTS.get(key)
    if e is None:
        e = _EVENTS[key] = Event(rule, text, data)
    return e


def _with(t: tuple, i: int, v) -> tuple:
    """``t`` with item ``i`` replaced by ``v`` (state tuples are never mutated, so copies share them)."""
    return t[:i] + (v,) + t[i + 1:]


#: per card code, its copies by how many there are: ``_REPEATS[c][n]`` is ``n`` times ``c``
_REPEATS = [[(c,) * n for n in range(3)] for c in range(N_CODES)]


def _name(c) -> str:
    return c if isinstance(c, str) else CARD_NAME[c]


def _colour(c: int) -> str:
    return COLOURS[c].lower()


class Rules(NamedTuple):
    """The rule options of one game (shared by its copies; never changed)."""

    rounds: int                 # LC-10.4 / LC-12.1
    descending: bool            # LC-13
    redraw: bool                # D-10 option: may take back one's own discard
    after_advance: bool         # D-2 option: next round after the last player to advance
    secret_vp: bool             # LC-14.2 / D-12
    slots: dict                 # LC-1.7: colour name → slot steps
    slot_nodes: tuple           # the slot nodes, in layout order
    artifact_table: dict        # LC-1.9
    options: LostCitiesOptions  # all of them, as one object (``state.rules_options``)


class LostCities(State):
    """A game of Lost Cities: The Board Game.  ``boardlab.new("lost_cities", players=2..4, seed=…)``.

    Options (rule variants, all JSON-able; as one object: :class:`.options.LostCitiesOptions`,
    ``state.rules_options``):

    ``rounds``
        3 (the full game, LC-10.4) or 1 (the short game, LC-12.1).
    ``descending_variant``
        the ascending/descending variant (LC-13).
    ``slots``
        a tile-slot layout ``{colour: [steps]}`` (LC-1.7; default ``data.SLOT_LAYOUT``, provisional).
    ``artifact_table``
        the end-of-game artifact table (LC-1.9; default: the long table for 3 rounds,
        the short one for 1 round).
    ``first_player``
        the seat that starts round 1 (LC-3.5, default 0).
    ``next_starter``
        ``"after_last_turn"`` (default, LC-10.3) or ``"after_last_advance"`` (D-2, [FR]).
    ``allow_redraw_own_discard``
        allow taking back the card discarded this turn (D-10, default False).
    ``secret_vp``
        hide other players' VP in ``view()`` until the game ends (LC-14.2, D-12).
    ``hand_size``
        the cards dealt and held at the start of every turn (LC-3.3 d, LC-4.2, default 8).
    ``crossings``
        the bridge crossing that ends a round (LC-8.1, default 5: the fifth).
    ``removed_cards``
        the cards removed unseen from each round of a 2-player game (LC-3.3 c, default 30).
    """

    game = "lost_cities"
    player_counts = (2, 3, 4)
    options_class = LostCitiesOptions
    variants = ({"rounds": 1}, {"descending_variant": True})
    over_rule = "LC-11.1"
    turn_rule = "LC-4.1"
    #: caches of the evaluation (:mod:`.evaluation`): the rows' tally, the turns to the last
    #: crossing and what the rows and pawns alone decide (:class:`.evaluation.Parts`), valid
    #: while ``rows`` / ``pos`` are the very tuples they were computed from (those tuples are
    #: replaced, never changed)
    _tally_of: evaluation.Tally | None = None
    _turns_memo: tuple | None = None
    _parts_of: evaluation.Parts | None = None
    #: whether a pawn's move writes its event (LC-6.1): not on a trial copy of :meth:`values_after`
    _events = True
    #: LC-3.3 c / LC-14.1 — the draw pile's order and the 2-player round's removed cards:
    #: nobody has seen them (``null`` in a position: dealt from its seed)
    undealt = ("draw_pile", "removed")

    def __init__(self, players: int = 2, seed: int | None = None, rounds: int = 3,
                 descending_variant: bool = False, slots: dict | None = None,
                 artifact_table: Any = None, first_player: int = 0,
                 next_starter: str = "after_last_turn", allow_redraw_own_discard: bool = False,
                 secret_vp: bool = False, hand_size: int = HAND, crossings: int = CROSSINGS_TO_END,
                 removed_cards: int = REMOVED_2P):
        """Players 2–4 (LC-3.1), the seed (see ``boardlab.new``) and the rule options, checked
        at once by :class:`LostCitiesOptions` (``BadPosition`` citing the rule); ``options``
        keeps the ones given (:meth:`LostCitiesOptions.to_json`)."""
        if type(players) is not int or players not in (2, 3, 4):
            raise BadPosition("LC-3.1", f"Lost Cities is for 2 to 4 players, not {short(players)}")
        check_seed(seed)
        opts = LostCitiesOptions(rounds=rounds, descending_variant=descending_variant, slots=slots,
                                 artifact_table=artifact_table, first_player=first_player,
                                 next_starter=next_starter,
                                 allow_redraw_own_discard=allow_redraw_own_discard, secret_vp=secret_vp,
                                 hand_size=hand_size, crossings=crossings, removed_cards=removed_cards)
        opts.check_players(players)
        super().__init__(players, seed, opts.to_json())
        layout = opts.layout
        self.rules = Rules(rounds, descending_variant, allow_redraw_own_discard,
                           next_starter == "after_last_advance", secret_vp, layout,
                           tuple(node(COLOURS.index(c), s) for c in COLOURS for s in layout[c]),
                           opts.table, opts)
        self.vp: tuple = (0,) * players
        self.chips: tuple = (0,) * players
        self.round = 1
        self._setup_round(first_player, self.log)

    # --------------------------------------------------------------- setup
    def _setup_round(self, starter: int, ev: list[Event]) -> None:
        """LC-3.3 / LC-10.2 — tiles into the slots, shuffle, (2p: remove 30), deal 8 each."""
        n = self.players
        rng = random.Random(f"{self.seed}/round/{self.round}")
        kinds = [k for k, count in TILE_COUNTS.items() for _ in range(count)]
        rng.shuffle(kinds)
        tiles: list = [None] * N_NODES
        for nd, kind in zip(self.rules.slot_nodes, kinds):
            tiles[nd] = kind
        deck = [c for c in range(N_CODES) for _ in range(2)]
        rng.shuffle(deck)
        cut, hand = self.rules.options.removed(n), self.rules.options.hand_size   # LC-3.3 c, d
        self.hands = tuple(tuple(sorted(deck[cut + hand * s: cut + hand * (s + 1)])) for s in range(n))
        self.deck = tuple(deck[:cut] + deck[cut + hand * n:])   # the removed cards, then the pile
        self.dpos = cut
        self.tiles = tuple(tiles)
        self.rows: tuple[tuple, ...] = ((),) * (5 * n)
        self._tally_of = evaluation.Tally(self.rows, evaluation.NONE_PLAYED, DECK_SIZE)
        self.pos: tuple[int, ...] = (CAMP,) * (5 * n)
        self.discards: tuple[tuple, ...] = ((),) * 5
        self.artifacts: tuple = (0,) * n
        self.phase, self.seat = PLAY_PHASE, starter
        self.discarded = -1        # colour discarded this turn (D-10)
        self.last_advance = -1     # seat that last played to a row (next_starter option)
        first = self.round == 1
        removal = f"{cut} cards removed unseen, " if cut else ""
        ev.append(Event("LC-3.3" if first else "LC-10.2",
                        f"round {self.round}: the {len(kinds)} event tiles shuffled into the slots, "
                        f"the cards shuffled, {removal}{hand} dealt to each player; "
                        f"{len(self.deck) - cut} in the draw pile", {"round": self.round}))
        ev.append(Event("LC-3.5" if first else "LC-10.3",
                        f"{self.seat_name(starter)} starts round {self.round}",
                        {"round": self.round, "seat": starter}))

    # ------------------------------------------------------------ contract
    @property
    def to_move(self) -> int | None:
        return None if self.phase == OVER else self.seat

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    def legal_actions(self) -> list[Action]:
        """The actions of the seat to move; in ``view(seat)``, ``[]`` in every phase unless
        ``seat`` is to move (then its own: its hand and public piles, pawns and tiles)."""
        if self.viewer is not None and self.viewer != self.to_move:
            return []
        phase = self.phase
        if phase == PLAY_PHASE:
            return self._plays()
        base = self.seat * 5
        if phase == DRAW_PHASE:
            out: list[Action] = [DRAW]
            discards, own = self.discards, -1 if self.rules.redraw else self.discarded
            for c in range(5):
                if discards[c] and c != own:
                    out.append(TAKE[c])
            return out
        if phase == PAWN_PHASE:
            pos = self.pos
            return [PAWN[k] for k in range(5) if pos[base + k] == CAMP]
        if phase == STEP_TILE or phase == CITY_BONUS:
            return [ADVANCE[k] for k in self._movable(self.seat)] + [DECLINE]
        return []

    def _plays(self) -> list[Action]:
        """LC-5 — every card of the hand: play it (if legal), discard it."""
        seat = self.seat
        base = seat * 5
        hand, rows, descending = self.hands[seat], self.rows, self.rules.descending
        camp = CAMP in self.pos[base:base + 5]
        plays: list[Action] = []
        discards: list[Action] = []
        prev = -1
        last = len(hand) - 1
        for i, c in enumerate(hand):
            if c == prev:
                continue
            prev = c
            discards.append(DISCARD[c])
            col = CARD_COLOUR[c]
            row = rows[base + col]
            if row:
                v = CARD_VALUE[c]
                if not descending:
                    if v >= row[-1]:
                        plays.append(PLAY[c])
                else:
                    d = direction(row, True)
                    if d is None or (v >= row[-1] if d == "ascending" else v <= row[-1]):
                        plays.append(PLAY[c])
            elif camp:
                if i == 0 or CARD_COLOUR[hand[i - 1]] != col:     # the lowest of its colour
                    plays.append(PLAY[c])
                elif descending:                                  # LC-13.1: or the highest
                    j = i
                    while j < last and hand[j + 1] == c:
                        j += 1
                    if j == last or CARD_COLOUR[hand[j + 1]] != col:
                        plays.append(PLAY[c])
        return plays + discards

    def _movable(self, seat: int) -> list[int]:
        """LC-7.4 / LC-5.7 — own pawns on a path and not on step 9."""
        pos, base = self.pos, seat * 5
        return [k for k in range(5) if pos[base + k] != CAMP and NODE_STEP[pos[base + k]] < CITY]

    def _decide(self, a: Action) -> list[Event]:
        bad = getattr(a, "invalid", None)  # a wrong field (see actions.py), refused first
        if bad:
            raise IllegalAction(*bad)
        phase = self.phase
        t = type(a)
        if t is PlayCard or t is Discard:
            if phase == PLAY_PHASE:
                return self._play(a) if t is PlayCard else self._discard(a)
            if phase == DRAW_PHASE:
                raise IllegalAction("LC-4.1", f"{self.seat_name(self.seat)} has played a card this "
                                              "turn; now draw one ('draw' / 'take B')")
            if phase != OVER:              # one card a turn, even while a choice is pending
                raise IllegalAction("LC-4.1", f"{self.seat_name(self.seat)} has played a card this "
                                              f"turn (one a turn); now {_EXPECTED[phase]}")
        elif t is Draw or t is Take:
            if phase == DRAW_PHASE:
                return self._draw() if t is Draw else self._take(a)
            if phase == PLAY_PHASE:
                raise IllegalAction("LC-4.1", "a turn is: play or discard a card first, then draw")
        elif t is Pawn:
            if phase == PAWN_PHASE:
                return self._pawn(a)
            raise IllegalAction("LC-5.3", f"a pawn is chosen only right after starting an expedition; "
                                          f"{self.seat_name(self.seat)} must {_EXPECTED[phase]} now")
        elif t is Advance:
            if phase == STEP_TILE or phase == CITY_BONUS:
                return self._advance(a)
            raise IllegalAction("LC-7.4", "an optional advance comes only from a step tile (LC-7.4) "
                                          f"or the city bonus (LC-5.7); {self.seat_name(self.seat)} "
                                          f"must {_EXPECTED[phase]} now")
        what = a if isinstance(a, Action) else short(a)
        if phase in (STEP_TILE, CITY_BONUS, PAWN_PHASE):
            raise IllegalAction("LC-4.3" if phase != PAWN_PHASE else "LC-5.3",
                                f"{self.seat_name(self.seat)} must first {_EXPECTED[phase]}, not {what}")
        raise IllegalAction(_PHASE_RULE[phase], f"{self.seat_name(self.seat)} must {_EXPECTED[phase]} "
                                                f"now, not {what}")

    def parse(self, text: str) -> Action:
        return act.parse(text, _PHASE_RULE[self.phase])

    # ---------------------------------------------------------- the rules
    def _card_in_hand(self, a) -> int:
        c = CARD_CODE.get(a.card) if isinstance(a.card, str) else None
        if c is None:
            raise IllegalAction("LC-1.1", f"{a.card!r} is not a card (like 'B6')")
        if c not in self.hands[self.seat]:
            raise IllegalAction("LC-4.1", f"{self.seat_name(self.seat)} holds no {a.card}")
        return c

    def _take_from_hand(self, seat: int, c: int) -> None:
        hand = self.hands[seat]
        i = hand.index(c)
        self.hands = _with(self.hands, seat, hand[:i] + hand[i + 1:])

    def _play(self, a: PlayCard) -> list[Event]:
        """LC-5.1 – LC-5.7 (variant LC-13) — play a card to its row: start or advance."""
        seat = self.seat
        c = self._card_in_hand(a)
        col, v = CARD_COLOUR[c], CARD_VALUE[c]
        base = seat * 5
        row = self.rows[base + col]
        who = self.seat_name(seat)
        if row:
            d = direction(row, self.rules.descending)
            if d == "ascending" and v < row[-1]:
                raise IllegalAction("LC-13.2" if self.rules.descending else "LC-5.5",
                                    f"{a.card} is lower than the last {_colour(col)} card {row[-1]}"
                                    + (" (this row is ascending)" if self.rules.descending else ""))
            if d == "descending" and v > row[-1]:
                raise IllegalAction("LC-13.2", f"{a.card} is higher than the last {_colour(col)} card "
                                               f"{row[-1]} (this row is descending)")
            pos = self.pos
            k = next(k for k in range(5) if pos[base + k] != CAMP and NODE_COLOUR[pos[base + k]] == col)
            self._take_from_hand(seat, c)
            self._to_row(base + col, row + (v,), col, v)
            self.last_advance = seat
            n = pos[base + k]
            if NODE_STEP[n] < CITY:
                ev: list[Event] = []
                self._move(seat, k, n + 1, ev, "LC-5.6", f"{who} plays {a.card} on the {_colour(col)} row: ",
                           {"card": a.card, "row": LETTERS[col]})
                return ev
            ev = [Event("LC-5.7", f"{who} plays {a.card} on the {_colour(col)} row; its pawn is already "
                                  "in the lost city: city bonus", {"seat": seat, "card": a.card,
                                                                   "row": LETTERS[col]})]
            self._offer(seat, CITY_BONUS, ev)
            return ev
        hand = self.hands[seat]
        if CAMP not in self.pos[base:base + 5]:
            raise IllegalAction("LC-5.1", f"{who} has no pawn left in the camp to start a {_colour(col)} "
                                          "expedition (five expeditions at most, LC-5.4)")
        same = [CARD_VALUE[x] for x in hand if CARD_COLOUR[x] == col]
        if v != same[0] and not (self.rules.descending and v == same[-1]):
            if self.rules.descending:
                raise IllegalAction("LC-13.1", f"a new {_colour(col)} expedition starts with the lowest "
                                               f"({LETTERS[col]}{same[0]}) or the highest "
                                               f"({LETTERS[col]}{same[-1]}) {_colour(col)} card of the hand")
            raise IllegalAction("LC-5.2", f"a new {_colour(col)} expedition starts with the lowest "
                                          f"{_colour(col)} card of the hand, {LETTERS[col]}{same[0]}, "
                                          f"not {a.card}")
        self._take_from_hand(seat, c)
        self._to_row(base + col, (v,), col, v)
        self.last_advance = seat
        text = f"{who} starts a {_colour(col)} expedition with {a.card}"
        data = {"seat": seat, "card": a.card, "row": LETTERS[col]}
        free = [k for k in range(5) if self.pos[base + k] == CAMP]
        if len(free) > 1:
            self.phase = PAWN_PHASE
            return [Event("LC-5.2", text + ": which pawn leaves the camp?", data)]
        ev: list[Event] = []
        self._move(seat, free[0], node(col, 1), ev, "LC-5.2", text + ", its last pawn in the camp: ", data)
        return ev

    def _to_row(self, i: int, row: tuple, col: int, v: int) -> None:
        """Put ``row`` (a row with the card ``col``/``v`` added) at ``rows[i]``; the tally of
        the rows (:meth:`_tally`) follows the card when it was up to date."""
        t, rows = self._tally_of, self.rows
        self.rows = _with(rows, i, row)
        if t is not None and t.rows is rows:
            self._tally_of = evaluation.after_play(t, self.rows, col, v)

    def _pawn(self, a: Pawn) -> list[Event]:
        """LC-5.3 — the chosen pawn leaves the camp for step 1 of the new expedition."""
        seat = self.seat
        k = PAWNS.index(a.pawn) if a.pawn in PAWNS else -1
        if k < 0:
            raise IllegalAction("LC-1.2", f"there is no pawn {a.pawn!r} (pawns: {', '.join(PAWNS)})")
        n = self.pos[seat * 5 + k]
        if n != CAMP:
            raise IllegalAction("LC-5.3", f"the {PAWN_NAME[a.pawn]} of {self.seat_name(seat)} is not in "
                                          f"the camp (it is on {where(n)}, LC-5.4)")
        col = self.pending
        ev: list[Event] = []
        self._move(seat, k, node(col, 1), ev, "LC-5.3")
        return ev

    def _advance(self, a: Advance) -> list[Event]:
        """LC-7.4 / LC-5.7 — the optional one-step advance, or declining it."""
        seat, phase = self.seat, self.phase
        rule = "LC-7.4" if phase == STEP_TILE else "LC-5.7"
        what = "step tile" if phase == STEP_TILE else "city bonus"
        if a.pawn is None:
            self.phase = DRAW_PHASE
            return [Event(rule, f"{self.seat_name(seat)} does not use the {what}", {"seat": seat})]
        k = PAWNS.index(a.pawn) if a.pawn in PAWNS else -1
        if k < 0:
            raise IllegalAction("LC-1.2", f"there is no pawn {a.pawn!r} (pawns: {', '.join(PAWNS)})")
        n = self.pos[seat * 5 + k]
        if n == CAMP:
            raise IllegalAction(rule, f"the {PAWN_NAME[a.pawn]} is in the camp: the {what} moves only a "
                                      "pawn already on a path")
        if NODE_STEP[n] == CITY:
            raise IllegalAction("LC-1.5", f"the {PAWN_NAME[a.pawn]} is in the lost city ({where(n)}): "
                                          "no pawn moves beyond step 9")
        ev: list[Event] = []
        self._move(seat, k, n + 1, ev, rule)
        return ev

    def _discard(self, a: Discard) -> list[Event]:
        """LC-5.8 — any card onto the discard pile of its colour."""
        seat = self.seat
        c = self._card_in_hand(a)
        col = CARD_COLOUR[c]
        self._take_from_hand(seat, c)
        self.discards = _with(self.discards, col, self.discards[col] + (CARD_VALUE[c],))
        self.discarded = col
        self.phase = DRAW_PHASE
        key = ("discard", seat, c)
        e = _EVENTS.get(key) or _shared(key, "LC-5.8", f"{self.seat_name(seat)} discards {a.card} "
                                                        f"onto the {_colour(col)} pile",
                                        {"seat": seat, "card": a.card})
        return [e]

    def _put_in_hand(self, seat: int, c: int) -> None:
        hand = self.hands[seat]
        i = bisect_left(hand, c)
        self.hands = _with(self.hands, seat, hand[:i] + (c,) + hand[i:])

    def _draw(self) -> list[Event]:
        """LC-5.9 / LC-5.10 — the top card of the draw pile; the last one ends the round."""
        seat = self.seat
        c = self.deck[self.dpos]
        self.dpos += 1
        self._put_in_hand(seat, c)
        left = len(self.deck) - self.dpos
        key = ("draw", seat, left)
        ev = [_EVENTS.get(key) or _shared(key, "LC-5.9", f"{self.seat_name(seat)} draws from the draw pile "
                                                          f"({left} left)", {"seat": seat, "left": left})]
        if not left:
            ev.append(Event("LC-8.2", f"{self.seat_name(seat)} drew the last card: the round ends",
                            {"seat": seat}))
            self._end_round(seat, ev)
        else:
            self._next_turn()
        return ev

    def _take(self, a: Take) -> list[Event]:
        """LC-5.9 — the top card of a discard pile (not the one just discarded, D-10)."""
        seat = self.seat
        col = LETTERS.index(a.colour) if a.colour in LETTERS else -1
        if col < 0:
            raise IllegalAction("LC-1.1", f"{a.colour!r} is not a colour ({'/'.join(LETTERS)})")
        pile = self.discards[col]
        if not pile:
            raise IllegalAction("LC-5.9", f"the {_colour(col)} discard pile is empty")
        if col == self.discarded and not self.rules.redraw:
            raise IllegalAction("LC-5.9", f"{self.seat_name(seat)} may not take back the card they "
                                          f"discarded this turn ({LETTERS[col]}{pile[-1]}, D-10)")
        self.discards = _with(self.discards, col, pile[:-1])
        c = col * 11 + pile[-1]
        self._put_in_hand(seat, c)
        self._next_turn()
        key = ("take", seat, c)
        return [_EVENTS.get(key) or _shared(key, "LC-5.9", f"{self.seat_name(seat)} takes "
                                                            f"{CARD_NAME[c]} from the {_colour(col)} "
                                                            "discard pile",
                                            {"seat": seat, "card": CARD_NAME[c]})]

    def _next_turn(self) -> None:
        """LC-4.1 — clockwise: the next seat plays."""
        self.seat = (self.seat + 1) % self.players
        self.phase = PLAY_PHASE
        self.discarded = -1

    # ------------------------------------------------------- moving pawns
    def _move(self, seat: int, k: int, n: int, ev: list[Event], rule: str, lead: str = "",
              data: dict | None = None) -> None:
        """LC-6.1 — move pawn ``k`` of ``seat`` one step onto node ``n`` and resolve the
        entry procedure; leaves ``phase`` at the next decision (or ends the round).
        ``lead`` and ``data`` describe the card that caused the move (one event)."""
        self.pos = _with(self.pos, seat * 5 + k, n)
        who = self.seat_name(seat)
        pawn = PAWN_NAME[PAWNS[k]]
        if self._events:
            text = f"{lead}the {pawn} moves to {where(n)}" if lead else f"{who}'s {pawn} moves to {where(n)}"
            ev.append(Event(rule, text, {**(data or {}), "seat": seat, "pawn": PAWNS[k], "to": NODE_NAME[n]}))
        tile = self.tiles[n]
        if NODE_STEP[n] == BRIDGE:          # step 1: a bridge crossing (LC-1.4, LC-6.3)
            crossings = self.crossings
            limit = self.rules.options.crossings
            if crossings >= limit:
                unresolved = f"; the {tile} tile there is not resolved" if tile else ""
                ev.append(Event("LC-8.1", f"the {pawn} makes the {ordinal(limit)} bridge crossing: the round ends "
                                          f"at once{unresolved}",
                                {"seat": seat, "crossings": crossings}))
                self._end_round(seat, ev)
                return
            ev.append(Event("LC-6.1", f"{who}'s {pawn} crosses the {_colour(NODE_COLOUR[n])} bridge "
                                      f"(crossing {crossings} of {limit})",
                            {"seat": seat, "crossings": crossings}))
        if tile is None:                    # step 2: the tile, if any (LC-7)
            self.phase = DRAW_PHASE
            return
        at = NODE_NAME[n]
        if tile == "STEP":
            ev.append(Event("LC-7.4", f"step tile on {at}: {who} may advance a pawn one step",
                            {"seat": seat, "tile": tile, "node": at}))
            self._offer(seat, STEP_TILE, ev)
            return
        if tile == "ARTIFACT":
            tiles = list(self.tiles)
            tiles[n] = None
            self.tiles = tuple(tiles)
            arts = list(self.artifacts)
            arts[seat] += 1
            self.artifacts = tuple(arts)
            ev.append(Event("LC-7.2", f"{who} takes the artifact tile on {at}",
                            {"seat": seat, "tile": tile, "node": at}))
        else:
            gain = TILE_VP[tile]
            vp = list(self.vp)
            vp[seat] += gain
            self.vp = tuple(vp)
            ev.append(Event("LC-7.3", f"{who} gains {gain} VP from the VP tile on {at}"
                                      + self._total_text(vp[seat], " ({} VP)"),
                            {"seat": seat, "tile": tile, "node": at, "vp": gain}))
        self.phase = DRAW_PHASE

    def _offer(self, seat: int, phase: str, ev: list[Event]) -> None:
        """Ask for the optional advance of ``phase`` (step tile / city bonus), unless no pawn can move."""
        if self._movable(seat):
            self.phase = phase
            return
        rule = "LC-7.4" if phase == STEP_TILE else "LC-5.7"
        ev.append(Event(rule, f"no pawn of {self.seat_name(seat)} can advance: nothing to choose",
                        {"seat": seat}))
        self.phase = DRAW_PHASE

    # ------------------------------------------------------------ scoring
    def pawn_points(self, seat: int) -> list[tuple[str, str | None, int]]:
        """LC-9.1 — ``(pawn, step, points)`` for each pawn of ``seat`` now (leader doubled)."""
        out = []
        for k, pid in enumerate(PAWNS):
            n = self.pos[seat * 5 + k]
            if n == CAMP:
                out.append((pid, None, 0))
            else:
                out.append((pid, NODE_NAME[n], NODE_VALUE[n] * (2 if k == 0 else 1)))
        return out

    def _end_round(self, seat: int, ev: list[Event]) -> None:
        """LC-8 – LC-10 — score the round, exchange artifacts, then the next round or the end."""
        vp, chips = list(self.vp), list(self.chips)
        for s in range(self.players):
            parts = self.pawn_points(s)
            result = sum(p for _, _, p in parts)
            detail = ", ".join(f"{pid} on {at} {signed(p)}" for pid, at, p in parts if at) or "no pawn out"
            total = vp[s] + result
            vp[s] = max(0, total)
            floor = " (floored at 0, LC-9.3)" if total < 0 else ""
            shown = self._total_text(vp[s], " → {} VP") and self._total_text(vp[s], " → {} VP") + floor
            data = {"seat": s, "round": self.round, "result": result}
            if shown:
                data["vp"] = vp[s]
            ev.append(Event("LC-9.1", f"{self.seat_name(s)} scores round {self.round}: {detail} = "
                                      f"{signed(result)}{shown}", data))
            if self.artifacts[s]:
                chips[s] += self.artifacts[s]
                ev.append(Event("LC-9.4", f"{self.seat_name(s)} exchanges {self.artifacts[s]} artifact "
                                          f"tile{'s' if self.artifacts[s] > 1 else ''} for chips "
                                          f"({chips[s]} in all)", {"seat": s, "chips": chips[s]}))
        self.vp, self.chips = tuple(vp), tuple(chips)
        self.artifacts = (0,) * self.players
        self.discarded = -1
        if self.round < self.rules.rounds:
            ev.append(Event("LC-9.5", "all pawns return to the camp", {}))
            last = self.last_advance if self.rules.after_advance and self.last_advance >= 0 else seat
            self.round += 1
            self._setup_round((last + 1) % self.players, ev)
        else:
            self._finish(ev)

    def _total_text(self, vp: int, fmt: str) -> str:
        """A VP total for an event text, or "" while ``secret_vp`` hides totals until
        the game ends (LC-14.2): events are public, the totals are not."""
        return "" if self.rules.secret_vp and self.phase != OVER else fmt.format(vp)

    def _finish(self, ev: list[Event]) -> None:
        """LC-11 — artifact chips scored with the table (floored at 0, D-1); the winner."""
        vp = list(self.vp)
        for s in range(self.players):
            pts = artifact_points(self.rules.artifact_table, self.chips[s])
            vp[s] = max(0, vp[s] + pts)
            ev.append(Event("LC-11.2", f"{self.seat_name(s)}: {self.chips[s]} artifact chip"
                                       f"{'' if self.chips[s] == 1 else 's'} score {signed(pts)} → {vp[s]} VP",
                            {"seat": s, "chips": self.chips[s], "points": pts, "vp": vp[s]}))
        self.vp = tuple(vp)
        self.phase = OVER
        w = self.winners()
        ev.append(Event("LC-11.3", "winner" + ("s" if len(w) > 1 else "") + ": "
                        + ", ".join(self.seat_name(s) for s in w), {"winners": w}))

    def scores(self) -> dict[int, int]:
        """Each player's VP (LC-9.3, LC-11.2); during the game, the VP so far."""
        return {s: self.vp[s] for s in range(self.players)}

    def evaluate(self, seat: int) -> float:
        """The points ``seat`` can expect from here (bots look ahead on it), public
        information only.  Once the game is over: its VP (LC-11.2).  Before that, as if
        the round and the game ended now: the VP banked (LC-9.3; a total hidden by
        ``secret_vp``, LC-14.2, counts what the public events add up to), plus what its
        pawns score where they stand (LC-9.1, :meth:`pawn_points`: the leader doubled),
        plus its artifact chips and this round's artifact tiles valued with the artifact
        table (LC-9.4, LC-11.2, :func:`artifact_points`), plus the :meth:`outlook` of its
        pawns: what the cards still to come may add this round.  The floors at 0 (LC-9.3,
        D-1) are left out, so that a worse position below zero still ranks lower."""
        return self.evaluations()[self.check_seat(seat, "evaluate(seat)")]

    def evaluations(self) -> list[float]:
        """Every seat's :meth:`evaluate` at once (what bots judge by).  What the rows and the
        pawns alone decide is worked out once for the state and its copies
        (:class:`.evaluation.Parts`), so that the many positions a search values that
        differ only elsewhere (a discarded card, a hidden card drawn) cost little."""
        vp = self.vp
        if self.phase == OVER:
            return [float(v) for v in vp]
        if HIDDEN in vp:            # a view with secret_vp (LC-14.2): the public totals
            public = self._public_vp()
            return evaluation.values(self, [public[s] if v == HIDDEN else v for s, v in enumerate(vp)])
        return evaluation.values(self, vp)

    def values_after(self, actions: list[Action]) -> list[list[float]]:
        """Every seat's :meth:`evaluate` after each of ``actions`` (legal here; VP once the
        game is over): GreedyBot's one-ply look-ahead (``boardlab.bots``), the values a copy
        that applies each action has.  Each is played on a copy by the rules alone
        (``_decide``): the copy is thrown away, so it keeps no history or log.  Under the
        printed rules (not in a subclass, which may change them) a discard (LC-5.8) leaves
        the same values whatever the card, as ``evaluate`` counts the cards of a hand, not
        which they are; so does a take from any discard pile (LC-5.9): one of each is valued,
        and it needs no copy — like a draw (LC-5.9) that does not end the round (LC-8.2), it
        changes only the hand sizes and the draw pile that ``evaluate`` reads."""
        out: list[list[float]] = []
        once: dict[type, list[float]] = {}
        alike = type(self) is LostCities and HIDDEN not in self.vp
        for a in actions:
            kind = type(a)
            if alike and (kind is Discard or kind is Take or kind is Draw):
                if kind not in once:
                    once[kind] = self._values_of_hands(a)
                out.append(once[kind].copy())
            else:
                out.append(self._values_after(a))
        return out

    def _values_of_hands(self, a: Action) -> list[float]:
        """:meth:`values_after` of a discard, a take or a draw (the kind of ``a``) by the
        seat to move: its hand one card smaller or larger, the draw pile one card smaller
        after a draw; a draw of the last card ends the round (LC-8.2): played on a copy."""
        sizes = [len(h) for h in self.hands]
        pile = len(self.deck) - self.dpos
        if type(a) is Discard:
            sizes[self.seat] -= 1
        else:
            sizes[self.seat] += 1
            if type(a) is Draw:
                pile -= 1
                if not pile:
                    return self._values_after(a)
        return evaluation.values(self, self.vp, sizes, pile)

    def _values_after(self, a: Action) -> list[float]:
        trial = self.copy()
        trial._events = False
        trial._decide(a)
        return trial.evaluations() if trial.phase != OVER else [float(v) for v in trial.vp]

    def _tally(self) -> evaluation.Tally:
        """The cards the rows leave off (:class:`.evaluation.Tally`), counted again only when
        ``rows`` is not the tuple it was counted for (a card played brings it up to date)."""
        t = self._tally_of
        if t is None or t.rows is not self.rows:
            t = self._tally_of = evaluation.tally(self.rows)
        return t

    def _parts(self) -> evaluation.Parts:
        """What the evaluation reads from the rows and the pawns alone
        (:class:`.evaluation.Parts`), kept on the state while ``rows`` and ``pos`` are the
        very tuples (a copy shares them), else looked up (:func:`.evaluation.parts_of`)."""
        rows, pos = self.rows, self.pos
        kept = self._parts_of
        if kept is None or kept.rows is not rows or kept.pos is not pos:
            kept = evaluation.parts_of(self)
            if kept.rows is not rows or kept.pos is not pos:
                kept = kept._replace(rows=rows, pos=pos)
            self._parts_of = kept
        return kept

    def outlook(self, seat: int) -> float:
        """The points ``seat``'s pawns on paths can still expect to gain this round, from
        public information only (part of :meth:`evaluate`; an estimate, not a rule).

        A pawn advances one step per card played on its row (LC-5.6), and its step's value
        (LC-1.3, the leader doubled, LC-9.1) grows steeply past step 3.  For each pawn on a
        path: the cards that could still go on its row (both copies of each value from the
        row's last card upwards — downwards for a descending row, LC-13.2 — less those on
        any row; a discarded card may still be taken, LC-5.9), times the seat's share of
        the cards not on a row (its hand and its draws left, the draw pile split between
        the players): ``c`` cards expected.  With ``d`` steps left to the lost city the
        pawn is expected to advance ``d × (1 − e^(−c/d))`` steps: about ``c`` while ``c``
        is small, never past the city, and always more by advancing now than by waiting.
        All its pawns together advance at most once per turn it has left: its share of the
        draw pile (LC-8.2), or of the turns the crossings left may take at the soonest
        (LC-8.1, option ``crossings``: :meth:`turns_to_last_crossing`), if fewer.  The
        value at a fractional step is interpolated between the two steps' values.
        Without it every new expedition looked like −20 for good, and a search bot never
        started one (it lost to random bots).  The hand sizes and the draw pile are read
        as they stand, so a larger hand (option ``hand_size``, LC-4.2) is a larger share
        and a shorter pile; with a hand of ``H`` other than the printed 8 the cards and the
        turns expected are also weighed by the choice it gives
        (:func:`.evaluation.hand_choice`: a fitting card can wait in a larger hand until
        those below it have come, LC-5.6)."""
        return evaluation.outlook(self, seat, self._tally())

    def turns_to_last_crossing(self) -> float:
        """LC-8.1 — each seat's turns until the crossing that ends the round, at the soonest:
        the fewest advances that bring the crossings left (option ``crossings``, printed 5)
        over a bridge — the pawns nearest to one first (a pawn in the camp needs 7: start,
        then 6 steps, LC-5.3, LC-5.6) — one advance a turn, shared by the players
        (public information; ``inf`` if too few pawns are left to cross).  Kept while the
        pawns stand where they stand (``pos``, a tuple replaced on change)."""
        memo = self._turns_memo
        if memo is not None and memo[0] is self.pos:
            return memo[1]
        turns = evaluation.turns_to_last_crossing(self.pos, self.rules.options.crossings, self.players)
        self._turns_memo = (self.pos, turns)
        return turns

    def _public_vp(self) -> list[int]:
        """LC-14.2 — each seat's VP as the public events add them up (LC-7.3 gains, LC-9.1
        round results floored at 0, LC-9.3): exact for a game played from its start, a
        lower bound for one started from a position (its VP then count from 0)."""
        public = [0] * self.players
        for e in self.log:
            if e.rule == "LC-7.3":
                public[e.data["seat"]] += e.data["vp"]
            elif e.rule == "LC-9.1":
                public[e.data["seat"]] = max(0, public[e.data["seat"]] + e.data["result"])
        return public

    def winners(self) -> list[int]:
        """LC-11.3 — highest VP; among the tied, most artifact chips; still tied: shared."""
        if not self.is_over:
            return []
        best = max((self.vp[s], self.chips[s]) for s in range(self.players))
        return [s for s in range(self.players) if (self.vp[s], self.chips[s]) == best]

    def measures(self) -> dict[str, float]:
        """Numbers for the design lab (``boardlab.lab``), read from the log: the game so far
        (the rounds since its start or its position), all finished rounds once it is over.

        ``rounds_by_crossing``
            rounds ended at once by the fifth bridge crossing (LC-8.1);
        ``rounds_by_pile``
            rounds ended by a player drawing the last card of the draw pile (LC-8.2);
            the two add up to the rounds played (LC-10.4: 3, or 1 in the short game, LC-12.1);
        ``vp_per_round``
            the VP one player makes in one round: its VP tiles (LC-7.3) plus its pawns'
            round score (LC-9.1, the leader doubled; before the floor at 0 of LC-9.3),
            averaged over the players and the rounds played (0.0 before a round has ended);
        ``artifacts_per_round``
            artifact tiles taken in a round (LC-7.2), averaged over the rounds played
            (0.0 before a round has ended)."""
        crossing = pile = vp = artifacts = taken = 0
        tiles = [0] * self.players            # VP tiles of the round under way, per seat
        for e in self.log:
            rule = e.rule
            if rule == "LC-7.3":
                tiles[e.data["seat"]] += e.data["vp"]
            elif rule == "LC-7.2":
                taken += 1                    # counted once its round has ended
            elif rule == "LC-9.1":
                seat = e.data["seat"]
                vp += tiles[seat] + e.data["result"]
                tiles[seat] = 0
            elif rule in ("LC-8.1", "LC-8.2"):
                crossing += rule == "LC-8.1"
                pile += rule == "LC-8.2"
                artifacts, taken = artifacts + taken, 0
        rounds = crossing + pile
        return {"rounds_by_crossing": float(crossing), "rounds_by_pile": float(pile),
                "vp_per_round": vp / (rounds * self.players) if rounds else 0.0,
                "artifacts_per_round": artifacts / rounds if rounds else 0.0}

    # ------------------------------------------------------------ helpers
    rounds = property(lambda self: self.rules.rounds, doc="rounds in this game (3, or 1: LC-12.1)")
    descending_variant = property(lambda self: self.rules.descending, doc="LC-13 in play")
    slots = property(lambda self: self.rules.slots, doc="the tile-slot layout (LC-1.7)")
    artifact_table = property(lambda self: self.rules.artifact_table, doc="LC-1.9 table in use")
    rules_options = property(lambda self: self.rules.options,
                             doc="every rule option, as one :class:`LostCitiesOptions` (``options`` "
                                 "is its JSON)")

    def hand(self, seat: int) -> list[str]:
        """The cards of ``seat``'s hand, sorted (``["B2", "B6", "Y10"]``)."""
        return [_name(c) for c in self.hands[self.check_seat(seat, "hand(seat)")]]

    def row(self, seat: int, colour: str) -> list[int]:
        """The values in ``seat``'s row of ``colour`` (name or letter), oldest first."""
        return list(self.rows[seat * 5 + colour_index(colour)])

    def pawn(self, seat: int, pawn: str) -> str | None:
        """Where ``seat``'s pawn (``"L"``, ``"E1"`` …) stands: ``"B6"``, or ``None`` in the camp."""
        n = self.pos[seat * 5 + PAWNS.index(pawn)]
        return None if n == CAMP else NODE_NAME[n]

    def tile(self, step: str) -> str | None:
        """The event tile on ``step`` (``"B6"``) now, or ``None``."""
        return self.tiles[node_code(step)]

    @property
    def crossings(self) -> int:
        """LC-6.3 — bridge crossings this round = pawns on steps 7–9."""
        return evaluation.crossings(self.pos)

    @property
    def pending(self) -> int:
        """Phase ``pawn``: the colour (index) of the expedition waiting for its pawn, else -1."""
        if self.phase != PAWN_PHASE:
            return -1
        base = self.seat * 5
        paths = {NODE_COLOUR[p] for p in self.pos[base:base + 5] if p != CAMP}
        return next(c for c in range(5) if self.rows[base + c] and c not in paths)

    @property
    def removed(self) -> tuple:
        """LC-3.3 c — the cards out of a 2-player round (unseen; 30 as printed, option
        ``removed_cards``); ``()`` otherwise."""
        return self.deck[:self.rules.options.removed(self.players)]

    @property
    def draw_pile(self) -> list[str]:
        """The draw pile, top first."""
        return [_name(c) for c in self.deck[self.dpos:]]

    def discard_pile(self, colour: str) -> list[int]:
        """The values of the discard pile of ``colour``, bottom → top."""
        return list(self.discards[colour_index(colour)])

    # -------------------------------------------------------- copy / view
    def _hide(self, seat: int) -> None:
        """LC-14.1 / LC-14.2 — others' hands, the draw-pile order and the removed cards are
        hidden (others' VP with ``secret_vp``).  The cards under the top of a discard pile
        stay visible: everyone saw them go down face up (LC-5.8) and the log names them
        (so, against LC-14.1's "observations expose only the top card", a view shows them)."""
        hands = list(self.hands)
        for s, h in enumerate(hands):
            if s != seat:
                hands[s] = (HIDDEN,) * len(h)
        self.hands = tuple(hands)
        cut = self.rules.options.removed(self.players)
        self.deck, self.dpos = (HIDDEN,) * (cut + len(self.deck) - self.dpos), cut
        if self.rules.secret_vp and not self.is_over:
            self.vp = tuple(v if s == seat else HIDDEN for s, v in enumerate(self.vp))

    def _redeal(self, seat: int, rng: random.Random) -> None:
        """``determinize`` (LC-14.1): the cards ``seat`` has not seen — the 110 of LC-1.1
        less its hand, every row and every discard pile — shuffled with ``rng`` into
        the others' hands (sorted, sizes kept), the removed cards (LC-3.3 c) and the
        draw pile.  Hidden VP totals (``secret_vp``, LC-14.2) cannot be dealt: each other
        seat gets the total the public events add up to (LC-7.3 gains, LC-9.1 round
        results floored at 0, LC-9.3) — exact for a game played from its start, a lower
        bound for one started from a position (its VP then count from 0)."""
        unseen = list(chain.from_iterable(self._tally().left))   # LC-1.1: two of each, less the rows
        for h in self.hands:
            if HIDDEN not in h:          # a hand is hidden whole (``_hide``)
                for c in h:
                    unseen[c] -= 1
        col = 0
        for pile in self.discards:
            for v in pile:
                unseen[col + v] -= 1
            col += 11
        pool = list(chain.from_iterable(map(list.__getitem__, _REPEATS, unseen)))   # in card order
        shuffle(pool, rng)
        dealt, hands = 0, []
        for h in self.hands:
            if HIDDEN in h:
                h, dealt = tuple(sorted(pool[dealt:dealt + len(h)])), dealt + len(h)
            hands.append(h)
        self.hands = tuple(hands)
        deck = self.deck
        if deck.count(HIDDEN) == len(deck):      # as in every view: the pile and the removed cards
            self.deck = tuple(pool[dealt:dealt + len(deck)])
        else:
            fill = iter(pool[dealt:])
            self.deck = tuple(next(fill) if c == HIDDEN else c for c in deck)
        if HIDDEN in self.vp:
            public = self._public_vp()
            self.vp = tuple(public[s] if v == HIDDEN else v for s, v in enumerate(self.vp))

    def secrets(self, seat: int) -> dict[str, list]:
        """LC-14.1 / LC-14.2 — what ``seat`` may not know, by name (discard piles are
        public: see ``_hide``)."""
        out: dict[str, list] = {f"hand {s}": [_name(c) for c in h]
                                for s, h in enumerate(self.hands) if s != seat}
        out["draw pile"] = [_name(c) for c in self.deck[self.dpos:]]
        out["removed"] = [_name(c) for c in self.removed]
        if self.rules.secret_vp and not self.is_over:
            for s in range(self.players):
                if s != seat:
                    out[f"vp {s}"] = [self.vp[s]]
        return out

    def check(self) -> None:
        """LC-1.1 card conservation; LC-1.6 tiles; LC-5.4 one pawn per path; LC-6.3 crossings;
        LC-4.2 hand sizes."""
        n = self.players
        counts = Counter()
        for h in self.hands:
            counts.update(h)
        for i, row in enumerate(self.rows):
            counts.update(i % 5 * 11 + v for v in row)
        for col, pile in enumerate(self.discards):
            counts.update(col * 11 + v for v in pile)
        counts.update(self.deck[self.dpos:])
        counts.update(self.removed)
        assert sum(counts.values()) == DECK_SIZE, "LC-1.1: 110 cards"
        assert set(counts.values()) == {2}, "LC-1.1: two of each card"
        assert len(self.removed) == self.rules.options.removed(n), "LC-3.3"
        on_board = Counter(t for t in self.tiles if t)
        expected = Counter(TILE_COUNTS)
        expected["ARTIFACT"] -= sum(self.artifacts)
        if self.is_over:  # the last round's artifacts are exchanged for chips already
            expected["ARTIFACT"] = on_board["ARTIFACT"]
        assert on_board == +expected, "LC-1.6"
        assert all(self.tiles[x] is None for x in range(N_NODES) if x not in self.rules.slot_nodes), "LC-1.7"
        for s in range(n):
            paths = [NODE_COLOUR[p] for p in self.pos[s * 5:s * 5 + 5] if p != CAMP]
            assert len(paths) == len(set(paths)), "LC-5.4: one pawn per path"
            rows = {c for c in range(5) if self.rows[s * 5 + c]}
            pending = {self.pending} if s == self.seat and self.phase == PAWN_PHASE else set()
            assert rows == set(paths) | pending, "LC-5.4: a row for each expedition"
        assert self.crossings <= self.rules.options.crossings - (not self.is_over), "LC-8.1"
        played = self.phase in (PAWN_PHASE, STEP_TILE, CITY_BONUS, DRAW_PHASE)
        for s, h in enumerate(self.hands):
            want = self.rules.options.hand_size - (played and s == self.seat)
            assert len(h) == want or (self.is_over and len(h) >= want - 1), "LC-4.2"
        assert min(self.vp) >= 0, "LC-9.3"

    # ---------------------------------------------------- board and nodes
    def to_text(self) -> str:
        """``print(state)``: round and whose decision, then per seat its VP and chips, hand
        (``?`` hidden in a view), expedition rows (LC-5.1, colour letters of LC-1.1) and
        where its pawns stand (LC-1.2: ``camp`` or a step like ``B6``)."""
        head = f"Lost Cities {self.players}p · round {self.round} of {self.rounds}"
        head += " · over" if self.is_over else f" · {self.seat_name(self.seat)} to {self.phase}"
        lines = [head if self.viewer is None else f"{head} · {self.seat_name(self.viewer)}'s view"]
        lines.append(f"draw pile {len(self.deck) - self.dpos} · discards "
                     + " ".join(f"{x}:{self.discards[c][-1] if self.discards[c] else '-'}"
                                for c, x in enumerate(LETTERS)))
        for seat in range(self.players):
            rows = " ".join(f"{x}:{','.join(map(str, self.rows[seat * 5 + c])) or '-'}"
                            for c, x in enumerate(LETTERS))
            pawns = " ".join(f"{p}@{self.pawn(seat, p) or 'camp'}" for p in PAWNS)
            lines.append(f"{self.seat_name(seat)}: {self.vp[seat]} VP, {self.chips[seat]} chips · "
                         f"hand {' '.join(_name(c) for c in self.hands[seat]) or '-'}")
            lines.append(f"  rows {rows} · pawns {pawns}")
        return "\n".join(lines)

    @property
    def board(self):
        """The board as a networkx DiGraph (LC-2) with pawns and tiles as node attributes."""
        return board_graph(self)

    # ------------------------------------------------------------ positions
    def to_position(self) -> dict:
        return to_position(self)

    @classmethod
    def from_position(cls, position: dict) -> "LostCities":
        return from_position(cls, position)
