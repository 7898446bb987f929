"""A small game of one's own with secrets (tests/test_own_game.py plants mistakes in it): the
toy race (tests/toy_game.py) moved by secret cards, written the way CONTRIBUTING.md's
checklist says.  Register it with ``boardlab.register(CardRace, rulebook=RULES)``.

TOYC-1.1  the twelve movement cards (four each of 1, 2 and 3) are shuffled with the seed;
          each seat is dealt ``hand`` cards (2, an option: 1 … 3), the rest is the pile;
          with ``head_start`` every seat but seat 0 starts on ``b``.
TOYC-1.2  a hand is seen by its owner only; the pile is face down; played cards face up.
TOYC-2.1  seats take turns, seat 0 first: play a card and run that many nodes on, stopping
          on the last node (``move d``: the lowest card that gets there is played); then
          draw the top card of the pile, if any.
TOYC-2.2  the game ends when a runner is on the last node or the seat to move has no card;
          a runner scores the nodes it has advanced, the furthest wins (ties share).
"""
from __future__ import annotations

import random
from collections import Counter
from typing import Any

from boardlab import Action, Event
from boardlab.engine import short
from boardlab.rules import BadPosition, IllegalAction

from toy_game import Move, Race

RULES = {"TOYC-1.1": "the cards are shuffled and dealt; the rest is the pile",
         "TOYC-1.2": "a hand is seen by its owner only; the pile is face down",
         "TOYC-2.1": "play a card, run that many nodes on, draw",
         "TOYC-2.2": "the game ends on the last node or when the seat to move has no card"}
DECK = (1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3)   # TOYC-1.1


class CardRace(Race):
    """The toy race moved by secret cards (TOYC-1.1 … TOYC-2.2)."""

    game = "toy_cards"
    hidden_information = True
    over_rule, turn_rule = "TOYC-2.2", "TOYC-2.1"
    variants = ({"hand": 3, "head_start": True},)
    undealt = ("pile",)   # no seat has seen the pile: a position may leave it null

    def __init__(self, players: int = 2, seed: int | None = None, length: int = 6, hand: int = 2,
                 head_start: bool = False):
        if type(hand) is not int or not 1 <= hand <= 3:
            raise BadPosition("TOYC-1.1", f"a hand of 1 … 3 cards, not {short(hand)}")
        if type(head_start) is not bool:
            raise BadPosition("TOYC-1.1", f"head_start is True or False, not {short(head_start)}")
        super().__init__(players, seed, length)
        self.options.update({k: v for k, v in (("hand", hand), ("head_start", head_start))
                             if v != {"hand": 2, "head_start": False}[k]})
        cards = list(DECK)
        random.Random(self.seed).shuffle(cards)
        self.hands = tuple(tuple(cards[i * hand:(i + 1) * hand]) for i in range(players))
        self.pile, self.played = tuple(cards[players * hand:]), ()
        self.at = tuple(int(head_start and s > 0) for s in range(players))

    is_over = property(lambda self: len(self.track) - 1 in self.at or not self.hands[self.seat])

    def legal_actions(self) -> list[Action]:
        if self.is_over or self.viewer not in (None, self.seat):   # a view: its own moves only
            return []
        return [Move(n) for n in sorted({self._target(c) for c in self.hands[self.seat]}, key=self.track.index)]

    def _target(self, card: int) -> str:                             # TOYC-2.1
        return self.track[min(self.at[self.seat] + card, len(self.track) - 1)]

    def scores(self) -> dict[int, int]:                              # TOYC-2.2
        return dict(enumerate(self.at))

    def evaluate(self, seat: int) -> float:
        """The nodes ``seat`` can expect to have advanced: where it stands, plus 2 (the mean
        card) for each card in its hand, up to the last node — public information only."""
        if self.is_over:
            return float(self.at[seat])
        return float(min(self.at[seat] + 2 * len(self.hands[seat]), len(self.track) - 1))

    def _decide(self, a: Action) -> list[Event]:
        seat = self.seat
        cards = [c for c in sorted(self.hands[seat])
                 if isinstance(a, Move) and isinstance(a.node, str) and self._target(c) == a.node]
        if not cards or self.viewer is not None:
            raise IllegalAction("TOYC-2.1", f"no card of {self.seat_name(seat)} reaches "
                                            f"{short(getattr(a, 'node', a))}")
        card, hand = cards[0], list(self.hands[seat])
        hand.remove(card)
        self.at = self.at[:seat] + (self.track.index(a.node),) + self.at[seat + 1:]
        self.hands = self.hands[:seat] + (tuple(hand),) + self.hands[seat + 1:]
        self.played += (card,)
        events = [Event("TOYC-2.1", f"{self.seat_name(seat)} plays a {card} and runs to {a.node}",
                        {"seat": seat, "card": card, "node": a.node})]
        if self.pile and len(self.track) - 1 not in self.at:
            events.append(self._draw(seat))
        self.seat = (seat + 1) % self.players
        return events

    def _draw(self, seat: int) -> Event:
        """TOYC-2.1: the top card of the pile into ``seat``'s hand; the event says that a
        card was drawn, never which (TOYC-1.2)."""
        self.hands = self.hands[:seat] + (self.hands[seat] + self.pile[:1],) + self.hands[seat + 1:]
        self.pile = self.pile[1:]
        return Event("TOYC-2.1", f"{self.seat_name(seat)} draws a card", {"seat": seat})

    # TOYC-1.2: what a seat may not know, how its view hides it, how determinize deals it
    def secrets(self, seat: int) -> dict[str, list]:
        return {**{f"hand {s}": list(h) for s, h in enumerate(self.hands) if s != seat}, "pile": list(self.pile)}

    def _hide(self, seat: int) -> None:
        self.hands = tuple(h if s == seat else ("?",) * len(h) for s, h in enumerate(self.hands))
        self.pile = ("?",) * len(self.pile)

    def _redeal(self, seat: int, rng: random.Random) -> None:
        unseen = sorted((Counter(DECK) - Counter(self.hands[seat]) - Counter(self.played)).elements())
        rng.shuffle(unseen)
        self.hands = tuple(h if s == seat else tuple(unseen.pop() for _ in h) for s, h in enumerate(self.hands))
        self.pile = tuple(unseen.pop() for _ in self.pile)

    def check(self) -> None:
        cards = [c for h in self.hands for c in h] + list(self.pile) + list(self.played)
        assert len(cards) == len(DECK) and not Counter(c for c in cards if c != "?") - Counter(DECK)

    def to_position(self) -> dict:
        return {**super().to_position(), "hands": [list(h) for h in self.hands],
                "pile": list(self.pile), "played": list(self.played)}

    @classmethod
    def from_position(cls, position: Any) -> "CardRace":
        s = cls.new_for_position(position, ("at", "to_move", "hands", "pile", "played"), rule="TOYC-1.1")
        at, seat, hands, played, pile = (position.get(k) for k in ("at", "to_move", "hands", "played", "pile"))
        if (not isinstance(at, list) or len(at) != s.players or any(not isinstance(n, str) or n not in s.track for n in at)
                or type(seat) is not int or not 0 <= seat < s.players):
            raise BadPosition("TOYC-1.1", "a position has 'at' (a node per runner) and 'to_move' (a seat)")
        piles = [played] + (hands if isinstance(hands, list) else []) + ([] if pile is None else [pile])
        if (not isinstance(hands, list) or len(hands) != s.players
                or not all(isinstance(x, list) and all(type(c) is int for c in x) for x in piles)):
            raise BadPosition("TOYC-1.1", "'hands' (a list of cards per seat), 'played' and 'pile' (or null) "
                                          "are lists of cards 1 … 3")
        if pile is None:   # undealt: the cards found nowhere else, shuffled with the seed
            pile = sorted((Counter(DECK) - Counter(c for x in piles for c in x)).elements())
            random.Random(f"{s.seed}/pile").shuffle(pile)
            piles.append(pile)
        if Counter(c for x in piles for c in x) != Counter(DECK):
            raise BadPosition("TOYC-1.1", "the hands, the pile and the played cards hold the twelve cards")
        s.at, s.seat = tuple(s.track.index(n) for n in at), seat
        s.hands, s.pile, s.played = tuple(tuple(h) for h in hands), tuple(pile), tuple(played)
        return s

