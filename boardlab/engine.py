"""The contract every game implements (DESIGN.md §2).

A game is a subclass of :class:`State`.  The base class owns everything that
is the same for all games — history, log, undo, records, notation parsing —
and asks the game for five things:

``_decide(action) -> list[Event]``
    check ``action`` against the rules (raise :class:`IllegalAction` *before*
    changing anything) and apply it;
``legal_actions()``, ``to_move``, ``is_over``, ``scores()``;
``_copy_into(other)``, ``to_position()``, ``_from_position(dict)``,
``_hide(seat)`` and ``parse(text)``.

Undo replays the history from the root position, so it restores chance
outcomes exactly without any snapshot on the hot path.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Callable, ClassVar, NamedTuple

from .rules import BadPosition, IllegalAction


#: game name → ``state -> SVG text``; filled by ``boardlab.render`` (which imports
#: the engine, never the other way round).
SVG_RENDERERS: dict[str, Callable[["State"], str]] = {}


class Event(NamedTuple):
    """One thing that happened, and the rule that made it happen.

    ``rule`` is a rule id, ``text`` a plain sentence, ``data`` a small dict for
    programs (seat, card, points …).
    """

    rule: str
    text: str
    data: dict

    def __str__(self) -> str:
        return f"{self.text} ({self.rule})"


@dataclass(frozen=True)
class Action:
    """Base of every game's actions: small frozen dataclasses.

    ``str(action)`` is the notation that ``State.parse`` reads back.
    """


class State:
    """A game in progress.  Subclasses implement the rules of one game."""

    game: ClassVar[str] = ""
    #: the player counts ``new`` accepts
    player_counts: ClassVar[tuple[int, ...]] = ()
    #: rule-option sets the conformance suite plays besides the default (e.g. a short game)
    variants: ClassVar[tuple[dict, ...]] = ()
    #: seats that are players (not a neutral hand or automaton)
    players: int

    def __init__(self, players: int, seed: int | None, options: dict[str, Any]):
        self.players = players
        self.seed = seed
        self.options = dict(options)
        self.history: list[Action] = []   # read-only for users: copies may share it
        self.log: list[Event] = []        # read-only for users: copies may share it
        self._shared = False              # history/log shared with a copy (copy-on-write)
        self.viewer: int | None = None
        self._root: dict | None = None  # position the history starts from

    # ------------------------------------------------------------------ play
    @property
    def to_move(self) -> int | None:  # pragma: no cover - abstract
        raise NotImplementedError

    @property
    def is_over(self) -> bool:  # pragma: no cover - abstract
        raise NotImplementedError

    def legal_actions(self) -> list[Action]:  # pragma: no cover - abstract
        raise NotImplementedError

    def scores(self) -> dict[int, int]:  # pragma: no cover - abstract
        raise NotImplementedError

    def winners(self) -> list[int]:
        """Seats with the highest score once the game is over (ties share)."""
        if not self.is_over:
            return []
        sc = self.scores()
        if not sc:
            return []
        best = max(sc.values())
        return sorted(seat for seat, v in sc.items() if v == best)

    def apply(self, action: Action | str) -> list[Event]:
        """Apply an action (or its notation); return the Events it caused.

        Raises :class:`IllegalAction` (state unchanged) if the rules forbid it.
        """
        if self.viewer is not None:
            raise IllegalAction("view", "this is a seat's view of the game; play on the full state")
        if isinstance(action, str):
            action = self.parse(action)
        if self.is_over:
            raise IllegalAction(self.over_rule, "the game is over")
        events = self._decide(action)
        if self._shared:  # copy-on-write: a copy shares history and log until one of them moves
            self.history, self.log, self._shared = self.history.copy(), self.log.copy(), False
        self.history.append(action)
        self.log.extend(events)
        return events

    def undo(self) -> Action:
        """Take back the last decision (chance outcomes included) and return it."""
        if not self.history:
            raise IllegalAction("undo", "nothing to undo")
        last = self.history[-1]
        fresh = self._replay(self.history[:-1])
        fresh._copy_into(self)
        return last

    def _replay(self, actions: list[Action]) -> "State":
        fresh = type(self)._start(self.players, self.seed, self.options, self._root)
        for a in actions:
            fresh.apply(a)
        return fresh

    # ---------------------------------------------------------- information
    def explain(self, action: Action | str) -> str:
        """Say why ``action`` is legal or illegal here, citing rule ids."""
        try:
            a = self.parse(action) if isinstance(action, str) else action
            trial = self.copy()
            events = trial.apply(a)
        except IllegalAction as e:
            return f"illegal: {e}"
        what = "; ".join(str(e) for e in events) or "no immediate effect"
        rule = events[0].rule if events else getattr(a, "rule", "")
        return f"legal ({rule}): {what}"

    def copy(self) -> "State":
        """An independent copy (cheap: plain Python structures)."""
        other = type(self).__new__(type(self))
        self._copy_into(other)
        return other

    def view(self, seat: int) -> "State":
        """A copy as ``seat`` sees it: what that seat cannot know is hidden."""
        v = self.copy()
        v._hide(seat)
        v.viewer = seat
        return v

    def secrets(self, seat: int) -> dict[str, list]:
        """What ``seat`` may not know here (others' hands, deck order, hidden choices),
        by name.  In ``view(seat)`` every one of these is masked with ``"?"``."""
        return {}

    def nodes_of(self, action: Action) -> tuple[str, ...]:
        """The drawn nodes (``data-node`` ids of the SVG) a person clicks, in order,
        to choose ``action``; ``()`` when it has no place on the board (the widgets
        then offer it in the move list only)."""
        return ()

    def seat_name(self, seat: int) -> str:
        return f"seat {seat}"

    def check(self) -> None:
        """Raise ``AssertionError`` if a conservation rule of the game is broken
        (e.g. more cards of a type than the game has).  Used by the test suite."""

    # -------------------------------------------------------------- records
    def to_record(self) -> dict:
        """JSON-able record: game, players, seed, options, actions (+ start position)."""
        rec = {
            "game": self.game,
            "players": self.players,
            "seed": self.seed,
            "options": dict(self.options),
            "actions": [str(a) for a in self.history],
        }
        if self._root is not None:
            rec["position"] = self._root
        return rec

    @classmethod
    def _start(cls, players: int, seed: int | None, options: dict, root: dict | None) -> "State":
        if root is not None:
            return cls.from_position(root)
        return cls(players=players, seed=seed, **options)

    @classmethod
    def load(cls, record: dict) -> "State":
        """Replay a record (see :meth:`to_record`) to the same state."""
        if not isinstance(record, dict) or "actions" not in record:
            raise BadPosition("record", "a record is a dict with 'game', 'players', 'seed', 'options', 'actions'")
        s = cls._start(record.get("players"), record.get("seed"), record.get("options") or {},
                       record.get("position"))
        for i, text in enumerate(record["actions"]):
            try:
                s.apply(text)
            except IllegalAction as e:
                raise BadPosition(e.rule, f"record action {i + 1} ({text!r}) is illegal: {e.reason}") from e
        return s

    @classmethod
    def from_position(cls, position: dict) -> "State":  # pragma: no cover - abstract
        raise NotImplementedError

    def to_position(self) -> dict:  # pragma: no cover - abstract
        raise NotImplementedError

    def to_json(self) -> str:
        return json.dumps(self.to_position(), indent=1)

    # ------------------------------------------------------- for subclasses
    #: the rule id cited when an action comes after the end of the game
    over_rule: ClassVar[str] = "end"

    def _decide(self, action: Action) -> list[Event]:  # pragma: no cover - abstract
        raise NotImplementedError

    def _copy_into(self, other: "State") -> None:
        """Make ``other`` an independent copy of ``self``.  Attributes are shared,
        then every mutable one is copied (subclasses extend this for their own).
        ``history`` and ``log`` are shared copy-on-write: whichever state applies an
        action next copies them first (``options`` and ``_root`` are never mutated)."""
        other.__dict__.update(self.__dict__)
        self._shared = other._shared = True

    def _hide(self, seat: int) -> None:  # pragma: no cover - abstract
        raise NotImplementedError

    def parse(self, text: str) -> Action:  # pragma: no cover - abstract
        raise NotImplementedError

    # ------------------------------------------------------------- display
    def __repr__(self) -> str:
        return f"<{self.game} {self.players}p, move {len(self.history)}, to move: {self.to_move}>"

    def _repr_svg_(self) -> str | None:
        """Jupyter shows a state as its SVG drawing (the renderer registers itself)."""
        draw = SVG_RENDERERS.get(self.game)
        return draw(self) if draw else None

    @property
    def board(self):  # pragma: no cover - abstract
        raise NotImplementedError
