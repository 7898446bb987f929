"""A tiny game of our own, defined outside ``boardlab/`` (issue 9): a race on a small
graph.  It has no renderer and no ``ui``: boardlab draws and clicks it with the generic
graph drawing (:mod:`boardlab.render.graph`).  Register it with ``boardlab.register(Race,
rulebook=RULES)``.

TOY-1.1  every runner starts on ``a``; seats take turns, seat 0 first; the track has
         ``length`` nodes, 3 … 6 (default 6: ``a … f``), a plain keyword option of
         ``__init__`` (no options class: ``boardlab.lab.options`` reads the signature).
TOY-1.2  a move goes to a node one or two edges further along the path (``move c``);
         runners may share a node.
TOY-1.3  the first runner on the last node (``f``) wins (score 1; the others 0).
"""
from __future__ import annotations

from dataclasses import dataclass

import networkx as nx

from boardlab import Action, Event, State
from boardlab.engine import short
from boardlab.rules import BadPosition, IllegalAction, NotationError

RULES = {"TOY-1.1": "runners start on a; seats take turns", "TOY-1.2": "move 1 or 2 nodes on", "TOY-1.3": "the first runner on the last node wins"}
PATH = ("a", "b", "c", "d", "e", "f")   # the longest track (length 6, the default)


@dataclass(frozen=True)
class Move(Action):
    node: str

    def __str__(self) -> str:
        return f"move {self.node}"


class Race(State):
    """A race of 2 or 3 runners along ``a … f`` (or a shorter track, ``length``) (TOY-1.1 … TOY-1.3)."""

    game = "toy_race"
    hidden_information = False   # both runners and the track are public
    player_counts = (2, 3)
    variants = ({"length": 4},)  # the conformance suite plays a short track too

    def __init__(self, players: int = 2, seed: int | None = None, length: int = 6):
        if players not in self.player_counts:
            raise BadPosition("TOY-1.1", f"2 or 3 runners, not {short(players)}")
        if type(length) is not int or not 3 <= length <= len(PATH):
            raise BadPosition("TOY-1.1", f"a track of 3 … {len(PATH)} nodes, not {short(length)}")
        super().__init__(players, seed, {} if length == len(PATH) else {"length": length})
        self.track = PATH[:length]
        self.at, self.seat = (0,) * players, 0

    to_move = property(lambda self: None if self.is_over else self.seat)
    is_over = property(lambda self: len(self.track) - 1 in self.at)

    def legal_actions(self) -> list[Action]:
        if self.is_over or self.viewer not in (None, self.seat):   # a view: its own moves only
            return []
        here = self.at[self.seat]
        return [Move(self.track[i]) for i in (here + 1, here + 2) if i < len(self.track)]

    def scores(self) -> dict[int, int]:
        return {s: int(i == len(self.track) - 1) for s, i in enumerate(self.at)}

    def parse(self, text: str) -> Action:
        verb, _, node = str(text).strip().partition(" ")
        if verb != "move" or node not in self.track:
            raise NotationError("TOY-1.2", f"write 'move <node>', a node of {', '.join(self.track)}")
        return Move(node)

    def _decide(self, a: Action) -> list:
        if not isinstance(a, Move) or not isinstance(a.node, str) or a not in self.legal_actions():
            raise IllegalAction("TOY-1.2", f"a move goes one or two nodes on from {self.track[self.at[self.seat]]}")
        seat, self.at = self.seat, self.at[:self.seat] + (self.track.index(a.node),) + self.at[self.seat + 1:]
        self.seat = (seat + 1) % self.players
        return [self._event(seat, a)]

    def _event(self, seat: int, a: Move) -> Event:
        won = a.node == self.track[-1]
        return Event("TOY-1.3" if won else "TOY-1.2", f"{self.seat_name(seat)} runs to {a.node}"
                     + (" and wins" if won else ""), {"seat": seat, "node": a.node})

    @property
    def board(self) -> nx.Graph:
        g = nx.path_graph(self.track)
        for i, n in enumerate(self.track):
            g.nodes[n]["pos"] = (i, i % 2)
            g.nodes[n]["piece"] = [f"R{s}" for s, at in enumerate(self.at) if at == i]
        return g

    def to_position(self) -> dict:
        return {"game": self.game, "players": self.players, "seed": self.seed,
                "options": dict(self.options), "at": [self.track[i] for i in self.at],
                "to_move": self.seat}

    @classmethod
    def from_position(cls, position: dict) -> "Race":
        s = cls.new_for_position(position, ("at", "to_move"), rule="TOY-1.1")   # game, players, seed, options
        at, seat = position.get("at"), position.get("to_move")
        if (not isinstance(at, list) or len(at) != s.players or any(n not in s.track for n in at)
                or type(seat) is not int or not 0 <= seat < s.players):
            raise BadPosition("TOY-1.1", "a position has 'at' (a node per runner) and 'to_move'")
        s.at, s.seat = tuple(s.track.index(n) for n in at), seat
        return s
