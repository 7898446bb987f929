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

Views (``view(seat)``, DESIGN §2): ``_hide(seat)`` masks the position with ``"?"``;
``_unseen(seat)`` (optional) names the past decisions the seat did not see;
``legal_actions()`` returns ``[]`` on a view whose seat is not to move (check
``self.viewer``), and never reads a ``"?"``; ``turn_rule`` is the rule id cited then.

Undo restores the last checkpoint at or before the target (a snapshot taken
every :data:`CHECKPOINT_EVERY` decisions, kept in an immutable tuple that copies
share) and replays the few decisions after it, so it restores chance outcomes
exactly and costs the same at move 20 and at move 2,000.  Before the first
checkpoint it replays from the root position.
"""
from __future__ import annotations

import functools
import inspect
import json
import random
import reprlib
from dataclasses import dataclass
from typing import Any, Callable, ClassVar, NamedTuple

from .rules import BadPosition, IllegalAction


#: seeds are ints ``0 <= seed < SEED_LIMIT`` (see :func:`check_seed`)
SEED_LIMIT = 2**64
#: the longest action text a record may hold (no action of any game is near it)
MAX_ACTION_TEXT = 200


class _Short(reprlib.Repr):
    """``reprlib`` that also survives ints too long for ``str()`` (over 4,300 digits)."""

    def repr_int(self, x: int, level: int) -> str:
        if x.bit_length() > 3 * self.maxlong:
            return f"<an int of about {int(x.bit_length() * 0.30103)} digits>"
        return super().repr_int(x, level)

    def repr_instance(self, x: Any, level: int) -> str:
        try:
            return super().repr_instance(x, level)
        except Exception:  # a user's object whose repr fails: name its type only
            return f"<{type(x).__name__}>"


_SHORT = _Short()
_SHORT.maxlevel, _SHORT.maxstring, _SHORT.maxlong, _SHORT.maxother = 3, 60, 60, 60


def short(value: Any, limit: int = 60) -> str:
    """``repr(value)`` cut to about ``limit`` characters, for error messages: never
    echoes a huge input, never fails (deep nesting, 5,000-digit ints, odd objects)."""
    try:
        text = _SHORT.repr(value)
    except Exception:
        text = f"<{type(value).__name__}>"
    return text if len(text) <= limit else text[:limit - 1] + "…"


def check_seed(seed: Any) -> int:
    """A game's seed: an ``int`` with ``0 <= seed < 2**64``; ``None`` draws a fresh
    random one.  Anything else (``True``, ``5.0``, ``"5"``, ``-5``, ``10**5000``) is a
    :class:`BadPosition`, so that no two spellings silently mean the same game."""
    if seed is None:
        return random.randrange(2**32)
    if type(seed) is not int or not 0 <= seed < SEED_LIMIT:
        raise BadPosition("seed", f"a seed is a whole number 0 … 2**64 − 1 (or None for a random "
                                  f"one), not {short(seed)}")
    return seed


@functools.lru_cache(maxsize=None)
def _option_names(cls: type) -> frozenset | None:
    """The rule options ``cls.__init__`` takes by name (``None`` if it takes ``**kwargs``);
    read once per class (``inspect.signature`` is slow next to starting a game)."""
    sig = inspect.signature(cls.__init__).parameters.values()
    if any(p.kind is p.VAR_KEYWORD for p in sig):
        return None
    known = {p.name for p in sig if p.kind in (p.POSITIONAL_OR_KEYWORD, p.KEYWORD_ONLY)}
    return frozenset(known - {"self", "players", "seed"})


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


#: a snapshot for :meth:`State.undo` every this many decisions (a copy; see ``_checkpoint``)
CHECKPOINT_EVERY = 64


@dataclass(frozen=True)
class Hidden(Action):
    """A past decision that a seat did not see, in ``view(seat).history`` (DESIGN §2:
    simultaneous choices stay hidden in ``view()`` until all are in)."""

    def __str__(self) -> str:
        return "?"

    label = property(lambda self: "a hidden choice")


HIDDEN_ACTION = Hidden()


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
        """``seed`` is checked by :func:`check_seed` (``None``: a fresh random seed)."""
        self.players = players
        self.seed = check_seed(seed)
        self.options = dict(options)
        self.history: list[Action] = []   # read-only for users: copies may share it
        self.log: list[Event] = []        # read-only for users: copies may share it
        self._shared = False              # history/log shared with a copy (copy-on-write)
        self.viewer: int | None = None
        self._root: dict | None = None  # position the history starts from
        #: ``((decisions, events, snapshot), …)`` for undo; immutable, shared by copies
        self._checkpoints: tuple = ()

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
        history = self.history
        history.append(action)
        self.log.extend(events)
        if not len(history) % CHECKPOINT_EVERY:
            self._checkpoint()
        return events

    def undo(self) -> Action:
        """Take back the last decision (chance outcomes included) and return it.

        Fast at any point of a long game: it restores the last checkpoint and replays
        fewer than :data:`CHECKPOINT_EVERY` decisions (see :meth:`at_move`)."""
        if self.viewer is not None:
            raise IllegalAction("view", "a seat's view cannot take back a decision; undo on the full state")
        if not self.history:
            raise IllegalAction("undo", "nothing to undo")
        last = self.history[-1]
        self._at(len(self.history) - 1)._copy_into(self)
        return last

    def at_move(self, n: int) -> "State":
        """A new state: this game as it was after its first ``n`` decisions
        (``0 <= n <= len(history)``), chance outcomes included — for replays and
        undo, fast at any point of the longest game (checkpoints)."""
        if self.viewer is not None:
            raise IllegalAction("view", "a seat's view holds no past states; rewind the full state")
        if type(n) is not int or not 0 <= n <= len(self.history):
            raise IllegalAction("undo", f"a move number is 0 … {len(self.history)}, not {short(n)}")
        return self._at(n)

    def _at(self, n: int) -> "State":
        """This game after its first ``n`` decisions: a copy of the last checkpoint at or
        before ``n`` (else a fresh start from the root), then the decisions after it
        replayed.  Checkpoints past ``n`` are dropped from the result."""
        cps = self._checkpoints
        i = len(cps)
        while i and cps[i - 1][0] > n:
            i -= 1
        if i:
            k, m, snap = cps[i - 1]
            fresh = type(self).__new__(type(self))
            snap._copy_into(fresh)
            fresh.history, fresh.log, fresh._shared = self.history[:k], self.log[:m], False
            fresh._checkpoints = cps[:i]
        else:
            k, fresh = 0, type(self)._start(self.players, self.seed, self.options, self._root)
        for a in self.history[k:n]:
            fresh.apply(a)
        return fresh

    def _checkpoint(self) -> None:
        """Add a snapshot of this state to ``_checkpoints`` (``apply`` calls it every
        :data:`CHECKPOINT_EVERY` decisions).  The snapshot is a copy without history,
        log or checkpoints (their lengths restore them); this state's history and log
        stay unshared, so the next ``apply`` copies nothing."""
        snap = type(self).__new__(type(self))
        shared = self._shared
        self._copy_into(snap)
        self._shared = shared
        snap.history = snap.log = None
        snap._checkpoints = ()
        self._checkpoints += ((len(self.history), len(self.log), snap),)

    # ---------------------------------------------------------- information
    def explain(self, action: Action | str) -> str:
        """Say why ``action`` is legal or illegal here, citing rule ids.

        On a view (see :meth:`_explain_in_view`) the seat's own decisions are explained
        without working out their effects, which may depend on what it cannot see."""
        try:
            a = self.parse(action) if isinstance(action, str) else action
            if self.viewer is not None:
                return self._explain_in_view(a)
            trial = self.copy()
            events = trial.apply(a)
        except IllegalAction as e:
            return f"illegal: {e}"
        what = "; ".join(str(e) for e in events) or "no immediate effect"
        rule = events[0].rule if events else getattr(a, "rule", "")
        return f"legal ({rule}): {what}"

    def _explain_in_view(self, a: Action) -> str:
        """``explain`` on ``view(seat)``: another seat's turn is cited by ``turn_rule``; an
        action of ``legal_actions()`` is legal, citing the action's own rule; any other is
        refused by the game's checks (``_decide``), which raise before changing anything
        and read only the deciding seat's own and public data — never the "?" of a view."""
        if self.is_over:
            raise IllegalAction(self.over_rule, "the game is over")
        me = self.viewer
        if self.to_move != me:
            raise IllegalAction(self.turn_rule, f"it is {self.seat_name(self.to_move)}'s decision "
                                                f"now, not {self.seat_name(me)}'s")
        if a in self.legal_actions():
            return (f"legal ({getattr(a, 'rule', '')}): {self.seat_name(me)} may choose {a} "
                    "(its effects are not worked out in a seat's view: they may depend on hidden cards)")
        trial = self.copy()
        trial.viewer = None
        trial._decide(a)  # raises IllegalAction for an action that legal_actions() leaves out
        return f"legal ({getattr(a, 'rule', '')}): {self.seat_name(me)} may choose {a}"

    def copy(self) -> "State":
        """An independent copy (cheap: plain Python structures)."""
        other = type(self).__new__(type(self))
        self._copy_into(other)
        return other

    def view(self, seat: int) -> "State":
        """A copy as ``seat`` sees it (DESIGN §2): it holds nothing that seat may not know.

        The game masks the position (``_hide``: others' hands, the deck order …); the
        base class drops the seed (it re-deals every hand), the root position of a game
        started from a position, the undo checkpoints, and shows each past decision the
        seat did not see (``_unseen``) as :class:`Hidden`.  A view answers every read-only
        question — ``legal_actions()`` are the seat's own when it is to move, else ``[]``;
        ``explain``, ``scores``, ``board``, ``to_position`` — and refuses ``apply``,
        ``undo`` and ``to_record`` with ``IllegalAction("view", …)``."""
        if type(seat) is not int or not 0 <= seat < self.players:
            raise IllegalAction("view", f"a view is of a player's seat 0 … {self.players - 1}, "
                                        f"not {short(seat)}")
        if self.viewer is not None and self.viewer != seat:
            raise IllegalAction("view", f"this is {self.seat_name(self.viewer)}'s view; "
                                        f"take {self.seat_name(seat)}'s from the full state")
        unseen = set(self._unseen(seat))
        v = self.copy()
        v._hide(seat)
        v.viewer, v.seed, v._root, v._checkpoints = seat, None, None, ()
        if unseen:
            v.history = [HIDDEN_ACTION if i in unseen else a for i, a in enumerate(self.history)]
        return v

    def _unseen(self, seat: int) -> list[int]:
        """Hook for :meth:`view`: the indices in ``history`` of the past decisions that
        ``seat`` did not see (DESIGN §2 — a simultaneous choice stays hidden until all are
        in, e.g. Ecosystem's picks before EC-3.3).  Default: every decision was seen."""
        return []

    def lookahead(self) -> "State":
        """A copy to look ahead on, for bots that must not peek: a plain copy of a full
        state; of a view, a copy that accepts ``apply`` but still holds only what the seat
        sees ("?" elsewhere) — so a rule that needs a hidden part fails there (with a
        ``KeyError``, ``TypeError`` …): callers treat such a line of play as unknown."""
        trial = self.copy()
        trial.viewer = None
        return trial

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
        """JSON-able record: game, players, seed, options, actions (+ start position).

        A view has no record (``IllegalAction("view", …)``): the seed and the actions
        rebuild every hand, and a start position holds them all (DESIGN §2)."""
        if self.viewer is not None:
            raise IllegalAction("view", "a seat's view has no record: the seed and the actions would "
                                        "rebuild every hidden card; record the full state")
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
    def _start(cls, players: int, seed: int | None, options: dict | None, root: dict | None) -> "State":
        """A new game (``boardlab.new``), or the state of ``root`` when a position is given.
        ``options`` must be a dict (or ``None``) naming only options of ``cls.__init__``."""
        if root is not None:
            return cls.from_position(root)
        return cls(players=players, seed=seed, **cls._check_options(options))

    @classmethod
    def _check_options(cls, options: Any) -> dict:
        """``options`` as keyword arguments, or :class:`BadPosition` if it is not a dict of
        this game's rule options (the game's ``__init__`` then checks each value)."""
        if options is None:
            return {}
        if not isinstance(options, dict):
            raise BadPosition("options", f"rule options are a dict, not {short(options)}")
        known = _option_names(cls)
        if known is None:
            return options
        unknown = [k for k in options if k not in known]
        if unknown:
            raise BadPosition("options", f"{cls.game} has no rule option {short(unknown[0])} "
                                         f"(options: {', '.join(sorted(known)) or 'none'})")
        return options

    #: the fields a record may have (:meth:`to_record`); ``actions`` is required
    record_keys: ClassVar[frozenset] = frozenset({"game", "players", "seed", "options", "actions",
                                                  "position"})

    @classmethod
    def _check_record(cls, record: Any) -> list[str]:
        """The record's actions, once its shape is right (else :class:`BadPosition`)."""
        shape = "a record is a dict with 'game', 'players', 'seed', 'options', 'actions'"
        if not isinstance(record, dict) or "actions" not in record:
            raise BadPosition("record", shape)
        unknown = [k for k in record if k not in cls.record_keys]
        if unknown:
            raise BadPosition("record", f"unknown field {short(unknown[0])}; {shape} (+ 'position')")
        if record.get("game", cls.game) != cls.game:
            raise BadPosition("record", f"this is a record of {short(record['game'])}, not of {cls.game}")
        actions = record["actions"]
        if not isinstance(actions, list):
            raise BadPosition("record", f"'actions' is a list of action texts like 'pick B', "
                                        f"not {short(actions)}")
        for i, text in enumerate(actions):
            if not isinstance(text, str) or len(text) > MAX_ACTION_TEXT:
                raise BadPosition("record", f"record action {i + 1} is not an action text: {short(text)}")
        for key in ("options", "position"):
            if record.get(key) is not None and not isinstance(record[key], dict):
                raise BadPosition("record", f"'{key}' is a dict, not {short(record[key])}")
        return actions

    @classmethod
    def load(cls, record: dict) -> "State":
        """Replay a record (see :meth:`to_record`) to the same state.

        A malformed record (wrong shape or types, an unknown game or option, a bad
        seed or position, an illegal action) raises :class:`BadPosition` only."""
        actions = cls._check_record(record)
        s = cls._start(record.get("players"), record.get("seed"), record.get("options"),
                       record.get("position"))
        for i, text in enumerate(actions):
            try:
                s.apply(text)
            except IllegalAction as e:
                raise BadPosition(e.rule, f"record action {i + 1} ({short(text)}) is illegal: "
                                          f"{e.reason}") from e
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
    #: the rule id cited when a seat's view asks about a decision while another seat is to move
    turn_rule: ClassVar[str] = "turn"

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
