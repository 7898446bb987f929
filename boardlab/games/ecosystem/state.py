"""The Ecosystem rules engine: setup, draft, placement, solo and two-player modes.

Rules: ``docs/rules/ecosystem.md`` (EC-1 … EC-12).  Hot-path data are plain
Python: ``grids[seat]`` is a dict ``(row, col) → code``; hands are lists of
codes; the deck is a list with its top card first.

Seats (EC-2.2): players ``0 … players-1``; in the two-player game seat 2 is the
neutral hand (EC-9); in the solo game seat 1 is the automated opponent (EC-10).
Simultaneous choices (EC-3.2) are taken one seat at a time: every player picks
(hidden from the others' views), then every player places, in seat order.
"""
from __future__ import annotations

import functools
import random
from collections import Counter
from typing import Any

from ...engine import Action, Event, State, check_seed, short
from ...rules import BadPosition, IllegalAction
from . import actions as act
from .actions import Gift, Pick, Place, Swap
from .board import board_graph, grid_graph
from .components import (COLS, COPIES, NAME, ROWS, SCORE_TYPES, Cell, Grid, a_card, format_grid, full_deck,
                         normalise, reading_cell)
from .position import from_position, to_position
from .options import EcosystemOptions
from .scoring import (ScoreSheet, ScoringRules, _card_scores, majority_points, score_grid_preview,
                      score_grids, solo_result)

STEPS = 10         # EC-3.1 — pick steps per round
SOLO_TURNS = 20    # EC-10.2
SOLO_REFILL = {5, 10, 15}  # EC-10.2 step 3 — turns after which the player draws 5
HIDDEN = "?"       # a card a viewer cannot see (view())


_NEIGHBOURS: dict[Cell, tuple[Cell, Cell, Cell, Cell]] = {}
# Actions are immutable values, so legal_actions() hands out shared instances
# (building frozen dataclasses is the slow part of listing moves).
_PICK = {code: Pick(code) for code in NAME}
_GIFT = {code: Gift(code) for code in NAME}
_PLACE: dict[Cell, Place] = {}
_SWAP: dict[tuple[Cell, Cell], Swap] = {}
_NO_SWAP = Swap()


@functools.lru_cache(maxsize=4096)
def _preview_total(cards: frozenset, rules: ScoringRules) -> int:
    """EC-5.6 — the unofficial preview total of a grid holding ``cards`` (``(cell, code)``
    pairs), kept: a drawing, its description and the bots ask for the same grids again."""
    return sum(score_grid_preview(dict(cards), rules=rules).values())


def neighbours(cell: Cell) -> tuple[Cell, Cell, Cell, Cell]:
    """The four cells sharing a side with ``cell`` (EC-4.3), memoised: the hot path."""
    n = _NEIGHBOURS.get(cell)
    if n is None:
        r, c = cell
        n = _NEIGHBOURS[cell] = ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1))
    return n


def placement_error(grid: Grid, cell: Cell) -> IllegalAction | None:
    """Why ``cell`` is not a legal place for the next card of ``grid`` (EC-4.2–4.4)."""
    if not grid:
        if cell != (0, 0):
            return IllegalAction("EC-4.2", "the first card of an ecosystem is put at 0,0")
        return None
    if cell in grid:
        return IllegalAction("EC-4.3", f"{cell[0]},{cell[1]} is occupied (by {a_card(grid[cell])})")
    r, c = cell
    if not any(n in grid for n in neighbours(cell)):
        return IllegalAction("EC-4.3", f"{r},{c} is not adjacent: a card must share a side "
                                       "with a card already placed (a corner is not enough)")
    rows = [x for x, _ in grid]
    cols = [y for _, y in grid]
    high = max(max(rows), r) - min(min(rows), r) + 1
    wide = max(max(cols), c) - min(min(cols), c) + 1
    if high > ROWS or wide > COLS:
        return IllegalAction("EC-4.4", f"{r},{c} is out of bounds: the ecosystem would be "
                                       f"{high} high × {wide} wide (at most {ROWS} × {COLS})")
    return None


def legal_cells(grid: Grid) -> list[Cell]:
    """Every cell where the next card may go (EC-4.2–4.4), sorted."""
    if not grid:
        return [(0, 0)]
    rows = [r for r, _ in grid]
    cols = [c for _, c in grid]
    lo_r, hi_r = max(rows) - ROWS + 1, min(rows) + ROWS - 1
    lo_c, hi_c = max(cols) - COLS + 1, min(cols) + COLS - 1
    free = set()
    known = _NEIGHBOURS
    for cell in grid:
        free.update(known.get(cell) or neighbours(cell))
    free.difference_update(grid)
    return sorted([n for n in free if lo_r <= n[0] <= hi_r and lo_c <= n[1] <= hi_c])


class Ecosystem(State):
    """An Ecosystem game.  Create it with ``boardlab.new("ecosystem", players=1..6, seed=…)``.

    Options: ``scoring`` — a :class:`~boardlab.games.ecosystem.scoring.ScoringRules`
    or a dict of its fields, to change a scoring rule ("what if"); ``hand_size`` — the cards
    dealt to each hand each round (EC-2.3, 10; more leave cards unused).  As one object:
    :class:`~boardlab.games.ecosystem.options.EcosystemOptions`, ``state.rules_options``.
    """

    game = "ecosystem"
    player_counts = (1, 2, 3, 4, 5, 6)
    options_class = EcosystemOptions
    #: D-9's open risk as a variant: one source scores six or more gaps −6, not −5
    variants = ({"scoring": {"gap_table": [12, 12, 12, 7, 3, 0, -6]}},)
    over_rule = "EC-3.7"
    turn_rule = "EC-3.2"   # the engine takes a step's simultaneous choices one seat at a time
    #: EC-2.3 — the deck: cards nobody has seen (``null`` in a position: dealt from its seed)
    undealt = ("deck",)

    def __init__(self, players: int = 3, seed: int | None = None,
                 scoring: ScoringRules | dict | None = None, hand_size: int = 10):
        """Players 1–6 (EC-2.1), the seed (see ``boardlab.new``) and ``scoring`` (a
        ``ScoringRules`` or a dict of its fields, checked at once by :class:`EcosystemOptions`:
        EC-5.4 … EC-10.7) are validated before anything else; bad ones raise ``BadPosition``.
        ``options`` keeps the fields that differ from the spec (:meth:`EcosystemOptions.to_json`)."""
        if type(players) is not int or players not in (1, 2, 3, 4, 5, 6):
            raise BadPosition("EC-2.1", f"Ecosystem is for 1 to 6 players, not {short(players)}")
        check_seed(seed)
        opts = EcosystemOptions(scoring=ScoringRules.coerce(scoring), hand_size=hand_size)
        opts.check_players(players)
        super().__init__(players, seed, opts.to_json())
        self._rules_options = opts
        seed = self.seed
        self.mode = "solo" if players == 1 else "two_player" if players == 2 else "standard"
        self.seats = 2 if players == 1 else 3 if players == 2 else players  # grids
        self.grids: list[Grid] = [{} for _ in range(self.seats)]
        deck = full_deck()
        random.Random(seed).shuffle(deck)  # EC-2.3
        self.deck = deck
        self.round = 1
        self.step = 1          # pick step in the round; solo: the turn (1–20)
        self.phase = "pick"    # pick | place | swap | gift | over
        self.seat = 0          # whose decision
        self.picks: list[str | None] = [None] * players
        self._cells: list[Cell] = []                  # see _legal_cells
        self._cells_key: tuple[int, int] | None = None
        self._sheets: list[ScoreSheet] | None = None
        if self.mode == "solo":
            self.hands = [self._draw(hand_size)]
            self.log.append(Event("EC-10.1", f"the player draws {hand_size} cards", {"seat": 0, "cards": hand_size}))
        else:
            self.hands = [[] for _ in range(self.seats)]
            self.log.append(self._deal())

    # --------------------------------------------------------------- setup
    def _draw(self, n: int) -> list[str]:
        cards, self.deck = self.deck[:n], self.deck[n:]
        return cards

    def _deal(self) -> Event:
        """EC-2.3 — deal 10 cards (option ``hand_size``) to every hand from the top of the deck."""
        size = self._rules_options.hand_size
        for seat in range(self.seats):
            self.hands[seat] = self._draw(size)
        return Event("EC-2.3", f"round {self.round}: {size} cards dealt to each of {self.seats} hands",
                     {"round": self.round})

    # ------------------------------------------------------------ contract
    @property
    def to_move(self) -> int | None:
        return None if self.phase == "over" else self.seat

    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    def legal_actions(self) -> list[Action]:
        """The actions of the seat to move; in ``view(seat)``, ``[]`` unless ``seat`` is
        to move (then its own, computed from its own hand and the public grids)."""
        if self.viewer is not None and self.viewer != self.to_move:
            return []
        phase = self.phase
        if phase == "pick":
            return [_PICK[c] for c in sorted(set(self.hands[self.seat]))]
        if phase == "place":
            return [_PLACE.get(cell) or _PLACE.setdefault(cell, Place(*cell))
                    for cell in self._legal_cells(self.seat)]
        if phase == "swap":
            cells = sorted(self.grids[self.seat])
            made = _SWAP
            return [_NO_SWAP] + [made.get((a, b)) or made.setdefault((a, b), Swap(a, b))
                                 for i, a in enumerate(cells) for b in cells[i + 1:]]
        if phase == "gift":
            return [_GIFT[c] for c in sorted(set(self.hands[0]))]
        return []

    def _legal_cells(self, seat: int) -> list[Cell]:
        """``legal_cells`` of a seat's grid, kept until that grid grows: a grid only
        ever gains cards, so (seat, size) names its occupied cells (swaps keep them)."""
        key = (seat, len(self.grids[seat]))
        if self._cells_key != key:
            self._cells, self._cells_key = legal_cells(self.grids[seat]), key
        return self._cells

    def _decide(self, a: Action) -> list[Event]:
        bad = getattr(a, "invalid", None)  # a wrong field (see actions.py), refused first
        if bad:
            raise IllegalAction(*bad)
        phase, seat = self.phase, self.seat
        if isinstance(a, Pick) and phase == "pick":
            return self._pick(seat, a.card)
        if isinstance(a, Place) and phase == "place":
            return self._place(seat, (a.row, a.col))
        if isinstance(a, Swap) and phase == "swap":
            return self._swap(seat, a)
        if isinstance(a, Gift) and phase == "gift":
            return self._gift(a.card)
        if isinstance(a, Swap):
            raise IllegalAction("EC-4.6", f"no swap available: a swap comes only right after placing "
                                          f"a Rabbit; seat {seat} must {self._expected()} now")
        if isinstance(a, Gift) and self.mode != "solo":
            raise IllegalAction("EC-10.2", "gifts to the automated opponent exist only in the solo game")
        if self.mode != "solo" and isinstance(a, Pick) and phase in ("place", "swap"):
            raise IllegalAction("EC-3.2", f"seat {seat} has chosen its card of this step already "
                                          f"(one card a step); it must {self._expected()} now")
        if self.mode != "solo" and isinstance(a, Place) and phase == "pick":
            raise IllegalAction("EC-3.3", f"cards are placed once every player has chosen; seat "
                                          f"{seat} must {self._expected()} now")
        what = a if isinstance(a, Action) else short(a)
        raise IllegalAction(self._phase_rule(), f"seat {seat} must {self._expected()} now, not {what}")

    def _phase_rule(self) -> str:
        return {"pick": "EC-3.2", "place": "EC-4.3", "swap": "EC-4.6", "gift": "EC-10.2"}.get(self.phase, "EC-3.7")

    def _expected(self) -> str:
        what = {"pick": "pick a card", "place": "place the chosen card",
                "swap": "swap two cards or not", "gift": "give a card to the opponent"}
        legal = self.legal_actions()
        return f"{what.get(self.phase, 'stop')} (e.g. '{legal[0]}')" if legal else "stop"

    def parse(self, text: str) -> Action:
        return act.parse(text, self._phase_rule())

    # ---------------------------------------------------------- the rules
    def _pick(self, seat: int, card: str) -> list[Event]:
        """EC-3.2 — a secret choice of one card of the hand held now."""
        hand = self.hands[seat]
        if card not in hand:
            raise IllegalAction("EC-10.2" if self.mode == "solo" else "EC-3.2",
                                f"seat {seat} has no {NAME[card]} ({card}) in hand")
        hand.remove(card)
        self.picks[seat] = card
        if self.mode == "solo":
            self.phase = "place"
            return [Event("EC-10.2", f"the player chooses {a_card(card)} to place", {"seat": 0, "card": card})]
        ev = [Event("EC-3.2", f"{self.seat_name(seat)} has chosen a card (hidden until all have chosen)", {"seat": seat})]
        if seat + 1 < self.players:
            self.seat = seat + 1
        else:  # EC-3.3 — all choices known: reveal, then place in seat order
            self.phase, self.seat = "place", 0
            shown = ", ".join(f"seat {s}: {NAME[c]}" for s, c in enumerate(self.picks))
            ev.append(Event("EC-3.3", f"choices revealed — {shown}", {"picks": list(self.picks)}))
        return ev

    def _place(self, seat: int, cell: Cell) -> list[Event]:
        """EC-4 — place the chosen card; a Rabbit may then swap (EC-4.6)."""
        grid = self.grids[seat]
        if cell not in self._legal_cells(seat):
            raise placement_error(grid, cell) or IllegalAction("EC-4.3", f"{cell} is not a legal place")
        card = self.picks[seat]
        grid[cell] = card
        self.picks[seat] = None
        rule = "EC-4.2" if len(grid) == 1 else "EC-4.3"
        ev = [Event(rule, f"{self.seat_name(seat)} places {a_card(card)} at {cell[0]},{cell[1]}",
                    {"seat": seat, "card": card, "cell": cell})]
        if card == "R" and len(grid) > 1:  # EC-4.6 — a first-card Rabbit has nothing to swap with
            self.phase = "swap"
            return ev
        return ev + self._after_place(seat)

    def _swap(self, seat: int, a: Swap) -> list[Event]:
        """EC-4.6 — the Rabbit's optional swap of two occupied positions."""
        grid = self.grids[seat]
        if a.a is None:
            ev = [Event("EC-4.6", f"{self.seat_name(seat)} does not swap", {"seat": seat})]
        else:
            for cell in (a.a, a.b):
                if cell not in grid:
                    raise IllegalAction("EC-4.6", f"{cell[0]},{cell[1]} is empty: a swap exchanges two cards")
            if a.a == a.b:
                raise IllegalAction("EC-4.6", "a swap needs two different positions")
            grid[a.a], grid[a.b] = grid[a.b], grid[a.a]
            ev = [Event("EC-4.6", f"{self.seat_name(seat)} swaps {NAME[grid[a.b]]} at {a.a[0]},{a.a[1]} with "
                                  f"{NAME[grid[a.a]]} at {a.b[0]},{a.b[1]}",
                        {"seat": seat, "cells": (a.a, a.b)})]
        return ev + self._after_place(seat)

    def _after_place(self, seat: int) -> list[Event]:
        if self.mode == "solo":
            self.phase = "gift"
            return []
        if seat + 1 < self.players:
            self.phase, self.seat = "place", seat + 1
            return []
        return self._end_of_step()

    def _end_of_step(self) -> list[Event]:
        """EC-9.2 neutral card, EC-3.4 pass, next step / round / end (EC-3.7)."""
        ev: list[Event] = []
        if self.mode == "two_player":
            ev.append(self._neutral_takes())
        if self.step < STEPS:  # EC-3.4 — pass left in round 1, right in round 2
            d = 1 if self.round == 1 else -1
            n = self.seats
            self.hands = [self.hands[(i - d) % n] for i in range(n)]
            ev.append(Event("EC-3.4", f"hands passed {'left' if d == 1 else 'right'}",
                            {"direction": "left" if d == 1 else "right"}))
            self.step += 1
        elif self.round == 1:
            self.round, self.step = 2, 1
            ev.append(self._deal())
        else:
            return ev + self._finish()
        self.phase, self.seat = "pick", 0
        return ev

    def _neutral_takes(self) -> Event:
        """EC-9.2 — a uniformly random card of the neutral hand, laid in reading order (EC-9.4)."""
        hand = self.hands[2]
        rng = random.Random(f"{self.seed}/neutral/{self.round}/{self.step}")
        card = hand.pop(rng.randrange(len(hand)))
        grid = self.grids[2]
        cell = reading_cell(len(grid) + 1)
        grid[cell] = card
        return Event("EC-9.2", f"the neutral hand takes {a_card(card)} at random; it goes to "
                               f"{cell[0]},{cell[1]}, next in reading order", {"seat": 2, "card": card, "cell": cell})

    def _gift(self, card: str) -> list[Event]:
        """EC-10.2 steps 2–3 — give a card to the opponent, then draw."""
        hand = self.hands[0]
        if card not in hand:
            raise IllegalAction("EC-10.2", f"the player has no {NAME[card]} ({card}) in hand")
        hand.remove(card)
        turn = self.step
        cell = reading_cell(turn)
        self.grids[1][cell] = card
        ev = [Event("EC-10.2", f"the opponent receives {a_card(card)} at {cell[0]},{cell[1]}",
                    {"seat": 1, "card": card, "cell": cell})]
        if turn == SOLO_TURNS:
            return ev + self._finish()
        n = 5 if turn in SOLO_REFILL else 1
        hand.extend(self._draw(n))
        ev.append(Event("EC-10.2", f"the player draws {n} card{'s' if n > 1 else ''}"
                        + (" (the opponent completed a row)" if n == 5 else ""), {"seat": 0, "cards": n}))
        self.step, self.phase = turn + 1, "pick"
        return ev

    @property
    def rules_options(self) -> EcosystemOptions:
        """Every rule option, as one :class:`EcosystemOptions` (``options`` is its JSON)."""
        return self._rules_options

    # ------------------------------------------------------------ scoring
    def _finish(self) -> list[Event]:
        """EC-3.7 / EC-10.2 — the game ends; score every ecosystem (EC-6 – EC-8)."""
        self.phase = "over"
        self.grids = [normalise(g) for g in self.grids]  # EC-4.7
        sheets = self.score_sheets()
        ev = [Event("EC-3.7", "the game is over: every ecosystem is a complete 4 × 5 grid", {})]
        for seat, sheet in enumerate(sheets):
            who = self.seat_name(seat)
            for e in sheet.events:
                ev.append(Event(e.rule, f"{who}: {e.text}", {**e.data, "seat": seat}))
        if self.mode == "solo":
            res = self.solo_result()
            ev.append(Event("EC-10.7", f"margin {res['margin']}: " +
                            (", ".join(res["levels"]) + " won" if res["levels"] else "lost"), res))
        else:
            w = self.winners()
            ev.append(Event("EC-11.2" if len(w) > 1 else "EC-11.1",
                            "winner" + ("s" if len(w) > 1 else "") + ": " + ", ".join(f"seat {s}" for s in w),
                            {"winners": w}))
        return ev

    def seat_name(self, seat: int) -> str:
        if self.mode == "two_player" and seat == 2:
            return "neutral hand"
        if self.mode == "solo":
            return "the opponent" if seat == 1 else "the player"
        return f"seat {seat}"

    def score_sheets(self) -> list[ScoreSheet]:
        """The official score sheets (EC-6 – EC-8); only on complete grids (EC-5.6)."""
        if self._sheets is None:
            self._sheets = score_grids(self.grids, self.mode, rules=self._rules_options.scoring)
        return self._sheets

    def scores(self) -> dict[int, int]:
        """Each player's total (EC-8.3) once over; before that, an unofficial
        preview of the cards placed so far (EC-5.6: majorities and gaps left out)."""
        if self.phase == "over":
            sheets = self.score_sheets()
            return {s: sheets[s].total for s in range(self.players)}
        rules = self._rules_options.scoring
        return {s: _preview_total(frozenset(self.grids[s].items()), rules) for s in range(self.players)}

    def evaluate(self, seat: int) -> float:
        """The points ``seat`` can expect from here (bots look ahead on it): what the final
        scoring would give if the game ended now with the grids as they are (grids are
        public, EC-3.6: the same on a view).  The card types on the cards placed so far
        (EC-5.6 preview of EC-6.1 – EC-6.9), the Stream and Wolf majorities (EC-6.10,
        EC-6.11, EC-7.1 – EC-7.3) against every grid as it stands — the neutral hand's and
        the automated opponent's too (EC-9.5, EC-10.5) — and the gap bonus on the types
        scoring 0 now (EC-8.1, EC-8.2; none for the neutral hand or the opponent).  On
        complete grids it is the total of the score sheet (EC-8.3; the plain sum for the
        opponent, EC-10.5, and for the neutral hand, which has no total)."""
        return self._expectations([self.check_seat(seat, "evaluate(seat)")])[0]

    def evaluations(self) -> list[float]:
        """Every player's :meth:`evaluate`, the grids analysed and the majorities ranked once."""
        return self._expectations(range(self.players))

    def _expectations(self, seats: Any) -> list[float]:
        """:meth:`evaluate` of each of ``seats``."""
        rules = self._rules_options.scoring
        analysed = [_analysed(g, rules) for g in self.grids]
        stream = majority_points([a[1] for a in analysed], rules.stream_payouts)
        wolf = majority_points([a[2] for a in analysed], rules.wolf_payouts)
        out = []
        for seat in seats:
            by_type: dict[str, int] = {**analysed[seat][0], "stream": stream[seat], "wolf": wolf[seat]}
            gaps = sum(1 for t in SCORE_TYPES if by_type[t] == 0)                 # EC-8.1
            bonus = rules.gap_points(gaps) if seat < self.players else 0          # EC-8.2
            out.append(float(sum(by_type.values()) + bonus))
        return out

    def winners(self) -> list[int]:
        """EC-11 — highest total, ties share; solo: the player if the margin reaches Easy (EC-10.7)."""
        if self.mode == "solo":
            return [0] if self.is_over and self.solo_result()["levels"] else []
        return super().winners()

    def solo_result(self) -> dict[str, Any]:
        """EC-10.7 — totals, margin over the automated opponent, levels reached."""
        sheets = self.score_sheets()
        res = solo_result(sheets, rules=self._rules_options.scoring)
        return {"player": sheets[0].total, "opponent": sheets[1].total, **res}

    def measures(self) -> dict[str, float]:
        """Numbers for the design lab (``boardlab.lab``), from the score sheets of a finished
        game (EC-8.4); during the game, from the grids as they stand (as :meth:`evaluate`).
        Only the players count (not the neutral hand, EC-9.5, nor the automated opponent,
        EC-10.5), though those take part in the majorities (EC-7.1).

        ``gaps``
            gaps per player: types scoring 0, majorities included (EC-8.1), averaged over
            the players;
        ``stream_majorities``
            players who take the first place of the Stream majority (EC-6.10, EC-7.3): 1
            is a clear winner, 2 or more a shared first place, 0 when nobody has a stream
            (EC-7.2) or the neutral hand / automated opponent has the longest alone;
        ``wolf_majorities``
            the same for the Wolf majority (EC-6.11, EC-7.3)."""
        if self.phase == "over":
            sheets = self.score_sheets()
            gaps = [sheet.g for sheet in sheets]
            ls = [sheet.stream for sheet in sheets]
            ws = [sheet.wolves for sheet in sheets]
        else:
            rules = self._rules_options.scoring
            analysed = [_card_scores(g, rules, None) for g in self.grids]
            ls = [a[1] for a in analysed]
            ws = [a[2] for a in analysed]
            stream = majority_points(ls, rules.stream_payouts)
            wolf = majority_points(ws, rules.wolf_payouts)
            gaps = [sum(1 for t in SCORE_TYPES
                        if {**a[0], "stream": stream[i], "wolf": wolf[i]}[t] == 0)   # EC-8.1
                    for i, a in enumerate(analysed)]
        players = range(self.players)
        return {"gaps": sum(gaps[s] for s in players) / self.players,
                "stream_majorities": float(sum(0 < ls[s] == max(ls) for s in players)),
                "wolf_majorities": float(sum(0 < ws[s] == max(ws) for s in players))}

    # -------------------------------------------------------- copy / view
    def _copy_into(self, o: "Ecosystem") -> None:
        super()._copy_into(o)  # scalars and the deck are shared (the deck is only re-sliced)
        o.grids = [g.copy() for g in self.grids]
        o.hands = [h.copy() for h in self.hands]
        o.picks = self.picks.copy()

    def _hide(self, seat: int) -> None:
        """EC-3.6 — only the holder knows a hand; choices stay secret until revealed."""
        self.hands = [h if s == seat else [HIDDEN] * len(h) for s, h in enumerate(self.hands)]
        self.deck = [HIDDEN] * len(self.deck)
        if self.phase == "pick":
            self.picks = [p if s == seat or p is None else HIDDEN for s, p in enumerate(self.picks)]

    def _unseen(self, seat: int) -> list[int]:
        """EC-3.2 / EC-3.3 — while a step's picks are being made, the picks of the other
        seats already in (the last ``self.seat`` decisions, seat 0 first) are unseen by
        ``seat`` until all are revealed.  The solo game announces its pick (EC-10.2), and
        the two-player game's neutral card is chance, not a decision (EC-9.2)."""
        if self.phase != "pick" or self.mode == "solo":
            return []
        n, done = len(self.history), self.seat
        return [n - done + s for s in range(done) if s != seat and n - done + s >= 0]

    def secrets(self, seat: int) -> dict[str, list]:
        """EC-3.6 — other hands, the deck, and (while picking) others' choices."""
        out = {f"hand {s}": h for s, h in enumerate(self.hands) if s != seat}
        out["deck"] = self.deck
        if self.phase == "pick":
            out["picks"] = [p for s, p in enumerate(self.picks) if s != seat and p is not None]
        return out

    def _redeal(self, seat: int, rng: random.Random) -> None:
        """``determinize`` (EC-3.6): the cards ``seat`` has not seen — the 130 of EC-1.1
        less its own hand and pick, every grid and every revealed pick — shuffled with
        ``rng`` into the "?" slots (others' hands, the deck, others' unseen picks), sizes
        kept; each unseen pick in ``history`` becomes that seat's dealt pick (EC-3.2)."""
        unseen = Counter(full_deck())
        unseen.subtract(c for h in self.hands for c in h if c != HIDDEN)
        unseen.subtract(p for p in self.picks if p and p != HIDDEN)
        unseen.subtract(c for g in self.grids for c in g.values())
        unseen.subtract(c for c in self.deck if c != HIDDEN)
        pool = list((+unseen).elements())
        rng.shuffle(pool)
        fill = iter(pool)
        self.hands = [[next(fill) if c == HIDDEN else c for c in h] for h in self.hands]
        self.picks = [next(fill) if p == HIDDEN else p for p in self.picks]
        self.deck = [next(fill) if c == HIDDEN else c for c in self.deck]
        hidden = self._unseen(seat)
        if hidden:
            n, done = len(self.history), self.seat
            self.history = list(self.history)
            for i in hidden:
                self.history[i] = _PICK[self.picks[i - (n - done)]]

    def check(self) -> None:
        """EC-1.1 — never more cards of a type than the deck has; EC-4.4 — grids fit 4 × 5."""
        counts = Counter(self.deck)
        for h in self.hands:
            counts.update(h)
        counts.update(p for p in self.picks if p)
        for g in self.grids:
            counts.update(g.values())
            assert not g or (max(r for r, _ in g) - min(r for r, _ in g) < ROWS
                             and max(c for _, c in g) - min(c for _, c in g) < COLS), "EC-4.4"
        for code, n in counts.items():
            assert n <= COPIES[code], f"EC-1.1: {n} {NAME[code]} cards (at most {COPIES[code]})"

    # ---------------------------------------------------- board and nodes
    def to_text(self) -> str:
        """``print(state)``: whose decision, then each ecosystem as EC-1.3 text (rows of
        card codes, ``.`` an empty cell; EC-1.1) with its hand (``?`` hidden in a view)
        and score (EC-5.6: a preview until the end)."""
        head = (f"Ecosystem {self.players}p ({self.mode}) · round {self.round} · step {self.step}"
                + (" · over" if self.is_over else f" · {self.seat_name(self.seat)} to {self.phase}"))
        scores = self.scores()
        lines = [head if self.viewer is None else f"{head} · {self.seat_name(self.viewer)}'s view"]
        for seat, grid in enumerate(self.grids):
            hand = self.hands[seat] if seat < len(self.hands) else []
            score = f", score {scores[seat]}" if seat in scores else ""
            lines.append(f"{self.seat_name(seat)}{score}: hand {''.join(hand) or '-'}")
            lines.extend("  " + row for row in format_grid(grid, "\n").splitlines() or ["(no card yet)"])
        return "\n".join(lines)

    @property
    def board(self):
        """All ecosystems as one networkx graph (EC-5): nodes ``(seat, row, col)``."""
        return board_graph(self)

    def grid_graph(self, seat: int):
        """Seat's ecosystem as the EC-5 graph: nodes ``(row, col)`` with ``card``."""
        return grid_graph(self.grids[self.check_seat(seat, "grid_graph(seat)", self.seats)])

    def grid(self, seat: int) -> dict[Cell, str]:
        """Seat's ecosystem: ``(row, col)`` (the EC-4.1 coordinates) → card code."""
        return dict(self.grids[self.check_seat(seat, "grid(seat)", self.seats)])

    def hand(self, seat: int) -> list[str] | None:
        """The card codes of ``seat``'s hand (``"?"`` where a view hides one, EC-3.6), or
        ``None`` for a seat that holds no hand (solo: the automated opponent, EC-10)."""
        self.check_seat(seat, "hand(seat)", self.seats)
        return list(self.hands[seat]) if seat < len(self.hands) else None

    def pick(self, seat: int) -> str | None:
        """The card ``seat`` chose this step and has not placed yet (``"?"`` where a view
        hides it, EC-3.2), or ``None``."""
        self.check_seat(seat, "pick(seat)", self.seats)
        return self.picks[seat] if seat < len(self.picks) else None

    # ------------------------------------------------------------ positions
    def to_position(self) -> dict:
        return to_position(self)

    @classmethod
    def from_position(cls, position: dict) -> "Ecosystem":
        return from_position(cls, position)


#: grids already analysed for :meth:`Ecosystem.evaluate` (a search meets the same grids
#: again and again); cleared when it holds :data:`_ANALYSED_MAX`
_ANALYSED: dict[tuple[frozenset, ScoringRules], tuple[dict[str, int], int, int]] = {}
_ANALYSED_MAX = 100_000


def _analysed(grid: Grid, rules: ScoringRules) -> tuple[dict[str, int], int, int]:
    """``_card_scores(grid, rules, None)`` (EC-6.1 – EC-6.11), remembered by the grid's
    contents: the result is shared, not to be changed."""
    key = (frozenset(grid.items()), rules)
    found = _ANALYSED.get(key)
    if found is None:
        if len(_ANALYSED) >= _ANALYSED_MAX:
            _ANALYSED.clear()
        found = _ANALYSED[key] = _card_scores(grid, rules, None)
    return found
