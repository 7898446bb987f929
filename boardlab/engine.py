"""The contract every game implements (docs/contract.md).

A game is a subclass of :class:`State`.  The base class owns everything that
is the same for all games — history, log, undo, records, notation parsing —
and asks the game for five things:

``_decide(action) -> list[Event]``
    check ``action`` against the rules (raise :class:`IllegalAction` *before*
    changing anything) and apply it;
``legal_actions()``, ``to_move``, ``is_over``, ``scores()``;
``_copy_into(other)``, ``to_position()``, the class method ``from_position(position)``
(:meth:`State.new_for_position` does the checks each one begins with),
``_hide(seat)`` and ``parse(text)``.  ``evaluate(seat)`` (what a seat can expect from
here, in points) is optional but what bots and the analysis judge by: see :class:`State`.

Views (``view(seat)``, docs/contract.md): ``_hide(seat)`` masks the position with ``"?"``;
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

from .rules import BadPosition, BoardlabError, IllegalAction, NotAllowed, NotationError


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
            repr(x)   # reprlib would answer "<X instance at 0x…>": an address differs run to run
        except Exception:  # a user's object whose repr fails: name its type only
            return f"<{type(x).__name__}>"
        return super().repr_instance(x, level)


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


def moves_sentence(state: "State", name: Callable[[int], str]) -> str:
    """The last line of a description (``State.describe``): ``"You can: play B3, … (12 in
    all)."`` on a view (``"Seat 1 can: …"`` on a full state, the seat as ``name`` calls it),
    ``"You wait: it is …'s decision."`` when the view's seat is not to move, ``""`` at the end."""
    turn = state.to_move
    if state.is_over or turn is None:
        return ""
    moves = state.legal_actions()
    if not moves:
        return f"You wait: it is {name(turn)}'s decision."
    who = "You" if state.viewer is not None else name(turn)[:1].upper() + name(turn)[1:]
    return (f"{who} can: {', '.join(str(a) for a in moves[:10])}"
            f"{' …' if len(moves) > 10 else ''} ({len(moves)} in all).")


def check_seed(seed: Any) -> int:
    """A game's seed: an ``int`` with ``0 <= seed < 2**64``; ``None`` draws a fresh
    random one.  Anything else (``True``, ``5.0``, ``"5"``, ``-5``, ``10**5000``) is a
    :class:`BadPosition`, so that no two spellings silently mean the same game."""
    if seed is None:
        return random.randrange(2**32)
    if type(seed) is not int or not 0 <= seed < SEED_LIMIT:
        raise BadPosition("", f"a seed is a whole number 0 … 2**64 − 1 (or None for a random "
                              f"one), not {short(seed)}", subject="seed")
    return seed


@functools.lru_cache(maxsize=None)
def _option_names(cls: type) -> frozenset | None:
    """The rule options ``cls.__init__`` takes by name (``None`` if it takes ``**kwargs``);
    read once per class (``inspect.signature`` is slow next to starting a game)."""
    sig = inspect.signature(getattr(cls, "__init__")).parameters.values()
    if any(p.kind is p.VAR_KEYWORD for p in sig):
        return None
    known = {p.name for p in sig if p.kind in (p.POSITIONAL_OR_KEYWORD, p.KEYWORD_ONLY)}
    return frozenset(known - {"self", "players", "seed"})


def _holds_hidden(doc: Any, depth: int = 0) -> bool:
    """Whether a JSON document holds the ``"?"`` of a view's masked secrets (a document
    nested deeper than 50 is searched no further)."""
    if doc == "?":
        return True
    if depth > 50:
        return False
    if isinstance(doc, dict):
        doc = list(doc.values())
    return isinstance(doc, list) and any(_holds_hidden(x, depth + 1) for x in doc)


#: game name → ``state -> SVG text``, ``"*"`` for every game; filled by ``boardlab.render``
#: (which imports the engine, never the other way round).
SVG_RENDERERS: dict[str, Callable[["State"], str]] = {}

#: ``State`` class → its game's ``describe(state, seat) -> str`` (:meth:`State.describe`), and
#: ``State`` class → its game's ``explain(state, action) -> (rule, reason)`` for an action the
#: rules refuse (:func:`refusal`); filled from the game descriptors by ``boardlab.games``.
#: One direction: those modules read the state, the state module never imports them.
DESCRIBERS: dict[type, Callable[["State", "int | None"], str]] = {}
EXPLAINERS: dict[type, Callable[["State", "Action"], tuple[str, str]]] = {}


def _own(table: dict[type, Callable], cls: type) -> Callable | None:
    """The entry of ``table`` for ``cls`` or its nearest base class (a subclass of a game
    describes and explains as that game does), else None."""
    for base in cls.__mro__:
        found = table.get(base)
        if found is not None:
            return found
    return None


def move_label(state: "State") -> str:
    """``"move N"``, N the decisions made so far (``len(state.history)``): the one way
    ``repr``, ``describe`` and the drawings' titles number a moment of the game."""
    return f"move {len(state.history)}"


def refusal(state: "State", action: "Action") -> tuple[str, str]:
    """``(rule, reason)`` for an action the rules refuse in ``state``, in the words of the
    game's ``explain`` (its descriptor's ``explain``, :data:`EXPLAINERS`)."""
    why = _own(EXPLAINERS, type(state))
    if why is None:
        raise NotImplementedError(f"{state.game} names no explain(state, action) for its refusals "
                                  "(Game(explain=…))")
    return why(state, action)


class FrozenData(dict):
    """The ``data`` of an :class:`Event`: a ``dict`` that refuses every change (events are
    shared by copies of a state and by its log, so a change would reach them all).
    Being a ``dict`` it serialises as JSON unchanged; ``dict(data)`` or ``{**data}`` give
    a mutable copy."""

    __slots__ = ()

    def _refuse(self, *args: Any, **kwargs: Any) -> None:
        raise TypeError("Event.data is frozen (shared by copies and logs): "
                        "make a new dict with {**event.data, …}")

    __setitem__ = __delitem__ = __ior__ = _refuse  # type: ignore[assignment]
    update = pop = popitem = clear = setdefault = _refuse  # type: ignore[assignment]

    def __reduce__(self) -> tuple:
        return (type(self), (dict(self),))

    def __copy__(self) -> "FrozenData":
        return self

    def __deepcopy__(self, memo: dict) -> "FrozenData":
        return self


_tuple_new = tuple.__new__


class _EventFields(NamedTuple):
    rule: str
    text: str
    data: dict


class Event(_EventFields):
    """One thing that happened, and the rule that made it happen.

    ``rule`` is a rule id, ``text`` a plain sentence, ``data`` a small dict for
    programs (seat, card, points …), frozen (:class:`FrozenData`): events are shared
    by copies of a state, so changing one would change them all.
    """

    __slots__ = ()

    def __new__(cls, rule: str, text: str, data: dict | None = None) -> "Event":
        return _tuple_new(cls, (rule, text, data if type(data) is FrozenData else FrozenData(data or ())))

    def __str__(self) -> str:
        return f"{self.text} ({self.rule})"


@dataclass(frozen=True)
class Action:
    """Base of every game's actions: small frozen dataclasses.

    ``str(action)`` is the notation that ``State.parse`` reads back, and
    ``repr(action)`` is that notation in angle brackets, in every game (``<pick B>``,
    ``<play B6>``): each subclass keeps this ``__repr__`` instead of the dataclass one.
    """

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if "__repr__" not in cls.__dict__:   # ``@dataclass`` keeps a ``__repr__`` of the class's own
            cls.__repr__ = Action.__repr__   # type: ignore[method-assign]

    def __repr__(self) -> str:
        return f"<{self}>"


#: a snapshot for :meth:`State.undo` every this many decisions (a copy; see ``_checkpoint``)
CHECKPOINT_EVERY = 64


@dataclass(frozen=True)
class Hidden(Action):
    """A past decision that a seat did not see, in ``view(seat).history`` (docs/contract.md:
    simultaneous choices stay hidden in ``view()`` until all are in)."""

    def __str__(self) -> str:
        return "?"

    label = property(lambda self: "a hidden choice")


HIDDEN_ACTION = Hidden()


def _same_game(cls: Any, position: Any) -> None:
    """A position of another game is refused by name, before any of its fields is read:
    "this is an el_dorado position, not an urland one"."""
    game = position.get("game") if isinstance(position, dict) else None
    if isinstance(game, str) and game != cls.game:
        name = game if game.isidentifier() and len(game) <= 40 else short(game)
        raise BadPosition("", f"this is {_a(name)} position, not {_a(cls.game)} one", subject="game")


def _a(word: str) -> str:
    """``word`` with its article: "an urland", "a lost_cities"."""
    return f"{'an' if word[:1].lower() in 'aeiou' else 'a'} {word}"


class State:
    """A game in progress.  Subclasses implement the rules of one game (docs/contract.md;
    CONTRIBUTING.md, "Adding a game", lists every part).

    Besides the rules, a game may define **evaluate(seat) -> float**: what ``seat`` can
    expect from here, larger is better, on one scale for every seat — best the points of
    ``scores()``, so that it is the seat's final score once the game is over (Ecosystem,
    Lost Cities, Urland; El Dorado, which has no points, counts the steps its pawns have
    come) — read from what every seat can see (the same on a view as on the full state).
    :class:`~boardlab.bots.GreedyBot` and :class:`~boardlab.bots.MCTSBot` judge the
    positions they look ahead to by it (a seat's value less the best other seat's),
    ``boardlab.analysis`` shows it as each line's value, and ``boardlab.lab`` traces it
    for lead changes and drama.  Without it they all fall back to ``scores()`` — the
    points so far, blind to what a move prepares, so a game that scores at the end looks
    all even to them.  ``evaluations()`` gives every seat's at once (override it when
    the seats share work).  ``boardlab.testing.check_game`` warns when a game with
    hidden information, or a long one, has none.
    """

    game: ClassVar[str] = ""
    #: the player counts ``new`` accepts
    player_counts: ClassVar[tuple[int, ...]] = ()
    #: rule-option sets the conformance suite plays besides the default (e.g. a short game)
    variants: ClassVar[tuple[dict, ...]] = ()
    #: the game's options class (a frozen dataclass with ``to_json``, ``from_json``,
    #: ``choices``), ``None`` if the game declares none; ``options`` is its JSON
    options_class: ClassVar[Any] = None
    #: position fields that hold only what no seat has seen (a deck's order, a face-down
    #: pile), each of which a position may leave ``null`` to have it dealt from its seed:
    #: ``boardlab.lab.simulate(start=position)`` re-deals them for every game
    undealt: ClassVar[tuple[str, ...]] = ()
    #: what a number of ``scores()`` is in, as the lab's sentences and plot labels write it
    #: ("3.1 points"); a game whose scores are no points names its scale (a note in brackets)
    score_unit: ClassVar[str] = "points"
    #: seats that are players (not a neutral hand or automaton)
    players: int

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """A game's own ``from_position`` is wrapped so that the state it builds
        remembers that position as the root of its history (undo and records replay
        from it) even when the game does not set ``_root`` itself."""
        super().__init_subclass__(**kwargs)
        own = cls.__dict__.get("from_position")
        if isinstance(own, classmethod) and not getattr(own.__func__, "_keeps_root", False):
            build = own.__func__

            @functools.wraps(build)
            def from_position(klass: type, position: dict) -> "State":
                _same_game(klass, position)
                s = build(klass, position)
                if isinstance(s, State) and s._root is None:
                    s._root = s.to_position()
                return s

            from_position._keeps_root = True  # type: ignore[attr-defined]
            cls.from_position = classmethod(from_position)  # type: ignore[assignment]
    #: the decision at which :meth:`determinize` dealt this state (-1: not determinized)
    _dealt: int = -1

    @classmethod
    def default_players(cls) -> int:
        """The player count a game starts with when none is given — by ``boardlab.new``,
        the CLI and the class alike: the default of ``players`` in the game's ``__init__``
        (else its smallest count)."""
        default = inspect.signature(cls.__init__).parameters.get("players")
        if default is not None and type(default.default) is int:
            return default.default
        return min(cls.player_counts)

    def __init__(self, players: int, seed: int | None, options: dict[str, Any]):
        """``seed`` is checked by :func:`check_seed` (``None``: a fresh random seed)."""
        self.players = players
        self.seed: int | None = check_seed(seed)   # None in a view (it would re-deal every hand)
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

        Raises :class:`IllegalAction` (state unchanged) if the rules forbid it,
        :class:`NotationError` if the text names no action, :class:`NotAllowed` on a view.
        """
        if self.viewer is not None:
            raise NotAllowed("view", "this is a seat's view of the game; play on the full state")
        if not isinstance(action, Action):   # text, or an object that names no action
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
            raise NotAllowed("view", "a seat's view cannot take back a decision; undo on the full state")
        if not self.history:
            raise NotAllowed("undo", "nothing to undo")
        last = self.history[-1]
        self._at(len(self.history) - 1)._copy_into(self)
        return last

    def at_move(self, n: int) -> "State":
        """A new state: this game as it was after its first ``n`` decisions
        (``0 <= n <= len(history)``), chance outcomes included — for replays and
        undo, fast at any point of the longest game (checkpoints)."""
        if self.viewer is not None:
            raise NotAllowed("view", "a seat's view holds no past states; rewind the full state")
        if type(n) is not int or not 0 <= n <= len(self.history):
            raise NotAllowed("undo", f"a move number is 0 … {len(self.history)}, not {short(n)}")
        return self._at(n)

    def _at(self, n: int) -> "State":
        """This game after its first ``n`` decisions: a copy of the last checkpoint at or
        before ``n`` (else a fresh start from the root), then the decisions after it
        replayed.  Checkpoints past ``n`` are dropped from the result."""
        if n < self._dealt:
            raise NotAllowed("undo", "this state was dealt by determinize at move "
                                     f"{self._dealt}; it has no past before that")
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
        snap.history = snap.log = None  # type: ignore[assignment]  # restored from the lengths
        snap._checkpoints = ()
        self._checkpoints += ((len(self.history), len(self.log), snap),)

    # ---------------------------------------------------------- information
    def explain(self, action: Action | str) -> str:
        """Say why ``action`` is legal or illegal here, citing rule ids.

        On a view (see :meth:`_explain_in_view`) the seat's own decisions are explained
        without working out their effects, which may depend on what it cannot see."""
        try:
            a = action if isinstance(action, Action) else self.parse(action)
            if self.viewer is not None:
                return self._explain_in_view(a)
            trial = self.copy()
            events = trial.apply(a)
        except BoardlabError as e:
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
        me, turn = self.viewer, self.to_move
        assert me is not None and turn is not None   # a view, and the game is not over
        if turn != me:
            raise IllegalAction(self.turn_rule, f"it is {self.seat_name(turn)}'s decision "
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
        """A copy as ``seat`` sees it (docs/contract.md): it holds nothing that seat may not know.

        The game masks the position (``_hide``: others' hands, the deck order …); the
        base class drops the seed (it re-deals every hand), the root position of a game
        started from a position, the undo checkpoints, and shows each past decision the
        seat did not see (``_unseen``) as :class:`Hidden`.  A view answers every read-only
        question — ``legal_actions()`` are the seat's own when it is to move, else ``[]``;
        ``explain``, ``scores``, ``board``, ``to_position`` — and refuses ``apply``,
        ``undo`` and ``to_record`` with :class:`NotAllowed` (``subject == "view"``)."""
        if type(seat) is not int or not 0 <= seat < self.players:
            raise NotAllowed("view", f"a view is of a player's seat 0 … {self.players - 1}, "
                                        f"not {short(seat)}")
        if self.viewer is not None and self.viewer != seat:
            raise NotAllowed("view", f"this is {self.seat_name(self.viewer)}'s view; "
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
        ``seat`` did not see (docs/contract.md — a simultaneous choice stays hidden until all are
        in, e.g. Ecosystem's picks before EC-3.3).  Default: every decision was seen."""
        return []

    def determinize(self, seat: int, rng: random.Random) -> "State":
        """A full state (``viewer`` None, it applies moves) that ``seat`` cannot tell from
        this one (docs/contract.md: bots search these, never the true state): its
        ``view(seat)`` has the same position, history and log as ``self.view(seat)``;
        every hidden part (others' hands, deck order, unseen choices) is dealt again at
        random with ``rng`` from the cards ``seat`` has not seen, sizes and counts kept
        (``check()`` holds).  Works on the full state and on ``view(seat)`` alike: it
        reads only the view.  The game fills the hidden slots (``_redeal``); later chance
        (e.g. a later round's shuffle) comes from a new seed drawn from ``rng``.

        A determinized state is no record of a real game: ``to_record()`` is refused and
        ``undo``/``at_move`` go back no further than the moment it was dealt."""
        if not isinstance(rng, random.Random):
            raise TypeError(f"rng is a random.Random, not {short(rng)}")
        # checks the seat; nothing secret is read from here on (a view of ``seat`` is one already)
        d = self.copy() if self.viewer == seat and type(seat) is int else self.view(seat)
        d.viewer, d._root = None, None
        d.seed = rng.randrange(SEED_LIMIT)
        d._redeal(seat, rng)
        d._dealt = len(d.history)
        d._checkpoints = ()
        d._checkpoint()               # undo replays from here: the past before it is unknown
        return d

    def _redeal(self, seat: int, rng: random.Random) -> None:
        """Hook for :meth:`determinize`, called on an unmasked copy of ``view(seat)``:
        replace every ``"?"`` of the position by a card (piece, choice …) ``seat`` has not
        seen, at random with ``rng``, keeping sizes and counts, and every :class:`Hidden`
        in ``history`` by the decision that fits the dealt position.  Default: a game
        with no hidden information has nothing to deal."""
        if self.secrets(seat) or HIDDEN_ACTION in self.history:
            raise NotImplementedError(f"{self.game} hides information but does not implement "
                                      "_redeal (State.determinize)")

    def secrets(self, seat: int) -> dict[str, list]:
        """What ``seat`` may not know here (others' hands, deck order, hidden choices),
        by name.  In ``view(seat)`` every one of these is masked with ``"?"``."""
        return {}

    def check_seat(self, seat: int, asked: str = "a seat", seats: int | None = None) -> int:
        """``seat`` when it is a player's seat of this game (0 … ``players - 1``, or 0 …
        ``seats - 1`` where a game keeps more, e.g. Ecosystem's neutral hand), else a
        :class:`NotAllowed` (``subject == "seat"``) naming the seats there are — never another
        seat's answer for ``-1`` nor a bare ``IndexError``."""
        n = self.players if seats is None else seats
        if type(seat) is not int or not 0 <= seat < n:
            raise NotAllowed("seat", f"{asked} is of a seat 0 … {n - 1}, not {short(seat)}")
        return seat

    def evaluations(self) -> list[float]:
        """Every player's ``evaluate(seat)`` at once (bots and the lab's trace ask for all of
        them after each decision); a game whose evaluation shares work between seats computes
        it once here.  Default: ``evaluate`` seat by seat (``AttributeError`` without it)."""
        evaluate = getattr(self, "evaluate")
        return [evaluate(k) for k in range(self.players)]

    def measures(self) -> dict[str, float]:
        """Numbers that describe a finished game in the rules' terms (e.g. Lost Cities: the
        rounds ended by a fifth crossing), one column each in ``boardlab.lab.simulate``'s
        table.  Default: none."""
        return {}

    def seat_name(self, seat: int) -> str:
        return f"seat {seat}"

    def check(self) -> None:
        """Raise ``AssertionError`` if a conservation rule of the game is broken
        (e.g. more cards of a type than the game has).  Used by the test suite."""

    @property
    def rules_options(self) -> Any:
        """Every rule option as one object of :attr:`options_class` (``options`` is its
        JSON); ``None`` for a game without an options class.  Games may keep it instead."""
        cls = self.options_class
        return None if cls is None else cls.from_json(self.options)

    # -------------------------------------------------------------- records
    def to_record(self) -> dict:
        """JSON-able record: game, players, seed, options, actions (+ start position).

        A view has no record (:class:`NotAllowed`): the seed and the actions
        rebuild every hand, and a start position holds them all (docs/contract.md)."""
        if self.viewer is not None:
            raise NotAllowed("view", "a seat's view has no record: the seed and the actions would "
                                        "rebuild every hidden card; record the full state")
        if self._dealt >= 0:
            raise NotAllowed("view", "a determinized state has no record: its hidden cards were "
                                     "dealt at random, not by the seed; record the real game")
        rec = {
            "game": self.game,
            "players": self.players,
            "seed": self.seed,
            "options": dict(self.options),
            "actions": [str(a) for a in self.history],
        }
        if self._root is not None:
            rec["position"] = self._root
        from .records import class_name   # a rule changed in a subclass: replay it with that class
        played = class_name(type(self))
        if played is not None:
            rec["class"] = played
        return rec

    @classmethod
    def _start(cls, players: Any, seed: Any, options: Any, root: dict | None) -> "State":
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
            raise BadPosition("", f"rule options are a dict, not {short(options)}", subject="options")
        known = _option_names(cls)  # type: ignore[arg-type]  # a class is hashable
        if known is None:
            return options
        unknown = [k for k in options if k not in known]
        if unknown:
            raise BadPosition("", f"{cls.game} has no rule option {short(unknown[0])} "
                                   f"(options: {', '.join(sorted(known)) or 'none'})", subject="options")
        return options

    #: the fields a record may have (:meth:`to_record`); ``actions`` is required
    record_keys: ClassVar[frozenset] = frozenset({"game", "players", "seed", "options", "actions",
                                                  "position", "class"})

    @classmethod
    def _check_record(cls, record: Any) -> list[str]:
        """The record's actions, once its shape is right (else :class:`BadPosition`)."""
        shape = "a record is a dict with 'game', 'players', 'seed', 'options', 'actions'"
        if isinstance(record, dict) and "actions" not in record and "game" in record:
            raise BadPosition("", f"this is a position, not a record (it has no 'actions'): read it with "
                                  f"boardlab.from_position({cls.game!r}, position), or a file with "
                                  f"boardlab.open(path)", subject="record")
        if not isinstance(record, dict) or "actions" not in record:
            raise BadPosition("", shape, subject="record")
        unknown = [k for k in record if k not in cls.record_keys]
        if unknown:
            raise BadPosition("", f"unknown field {short(unknown[0])}; {shape} (+ 'position')",
                              subject="record")
        if record.get("game", cls.game) != cls.game:
            raise BadPosition("", f"this is a record of {short(record['game'])}, not of {cls.game}",
                              subject="record")
        from .records import class_name
        played, mine = record.get("class"), class_name(cls)
        if played != mine:   # another class's rules: another game
            def rules(name: Any) -> str:
                return short(name) if name is not None else f"the rules of {cls.game}"
            raise BadPosition("", f"this record was played with {rules(played)}, not with {rules(mine)}",
                              subject="record")
        actions = record["actions"]
        if not isinstance(actions, list):
            raise BadPosition("", f"'actions' is a list of action texts like 'pick B', "
                                  f"not {short(actions)}", subject="record")
        for i, text in enumerate(actions):
            if not isinstance(text, str) or len(text) > MAX_ACTION_TEXT:
                raise BadPosition("", f"record action {i + 1} is not an action text: {short(text)}",
                                  subject="record")
        for key in ("options", "position"):
            if record.get(key) is not None and not isinstance(record[key], dict):
                raise BadPosition("", f"'{key}' is a dict, not {short(record[key])}", subject="record")
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
            except (IllegalAction, NotationError) as e:
                raise BadPosition(e.rule, f"record action {i + 1} ({short(text)}) is illegal: "
                                          f"{e.reason}", subject="record") from e
        return s

    @classmethod
    def from_position(cls, position: dict) -> "State":  # pragma: no cover - abstract
        """The state of a hand-editable JSON position (:meth:`to_position`), refusing
        with :class:`BadPosition` anything that cannot occur; fields named in
        :attr:`undealt` may be ``null`` (dealt from the seed).  Begin it with
        :meth:`new_for_position`."""
        raise NotImplementedError

    @classmethod
    def new_for_position(cls, position: Any, fields: Any = (), *, rule: str = "") -> "State":
        """The checks every ``from_position`` begins with, and a new game to fill in::

            @classmethod
            def from_position(cls, position):
                s = cls.new_for_position(position, ("at", "hands", "pile"), rule="RACE-1.1")
                ...   # read the game's own fields into s, refusing what cannot occur

        Each is a :class:`BadPosition`: ``position`` is not a dict; a field other than
        ``game``, ``players``, ``seed``, ``options`` and ``fields``; a ``game`` that is
        not this one; a ``"?"`` anywhere (a seat's view, its secrets masked); ``players``
        not one of :attr:`player_counts` (citing ``rule``); a bad ``seed``
        (:func:`check_seed`; missing: 0, so a hand-written position always plays the
        same); ``options`` not a dict of this game's rule options, or refused by its
        options class (``options_class.from_json``).  Returns ``cls(players=…, seed=…,
        **options)``."""
        if not isinstance(position, dict):
            raise BadPosition("", f"a position is a dict of fields ({cls.game}: to_position() shows "
                                  f"one), not {short(position)}", subject="position")
        known = ("game", "players", "seed", "options", *fields)
        unknown = [k for k in position if k not in known]
        if unknown:
            raise BadPosition("", f"unknown field {short(unknown[0], 40)}; a {cls.game} position has "
                                  f"{', '.join(known)}", subject="position")
        if position.get("game", cls.game) != cls.game:
            raise BadPosition("", f"this is a position of {short(position['game'])}, not of {cls.game}",
                              subject="position")
        if _holds_hidden(position):
            raise BadPosition("", "this position is a seat's view: its hidden parts are '?'",
                              subject="position")
        players = position.get("players")
        if type(players) is not int or players not in cls.player_counts:
            counts = ", ".join(map(str, cls.player_counts[:-1])) + " or " * (len(cls.player_counts) > 1)
            raise BadPosition(rule, f"{cls.game} is for {counts}{cls.player_counts[-1]} players, "
                                    f"not {short(players)}", subject="" if rule else "position")
        seed = check_seed(position.get("seed", 0))
        options = cls._check_options(position.get("options"))
        if cls.options_class is not None:
            cls.options_class.from_json(options)   # the options class refuses a bad value
        return cls(players=players, seed=seed, **options)

    def to_position(self) -> dict:  # pragma: no cover - abstract
        raise NotImplementedError

    def to_json(self) -> str:
        return json.dumps(self.to_position(), indent=1)

    #: the free-text note of the file this state was opened from (``boardlab.open``), else None
    note: str | None = None

    def save(self, path: Any, note: str | None = None) -> None:
        """Write this position to ``path`` as compact JSON, with ``note`` when given;
        ``boardlab.open(path)`` reads it back (see :mod:`boardlab.positions`).
        A view cannot be saved (:class:`NotAllowed`)."""
        from .positions import save
        save(self, path, note)

    # ------------------------------------------------------- for subclasses
    #: the rule id cited when an action comes after the end of the game
    over_rule: ClassVar[str] = "end"
    #: the rule id cited when a seat's view asks about a decision while another seat is to move
    turn_rule: ClassVar[str] = "turn"
    #: whether the game hides anything from some seat (hands, deck order, face-down
    #: choices): ``boardlab.testing`` then insists on meeting hidden information; a game
    #: where everything is public sets it to ``False``
    hidden_information: ClassVar[bool] = True

    def _decide(self, action: Action) -> list[Event]:  # pragma: no cover - abstract
        raise NotImplementedError

    def _copy_into(self, other: "State") -> None:
        """Make ``other`` an independent copy of ``self``.  Attributes are shared,
        then every mutable one is copied (subclasses extend this for their own).
        ``history`` and ``log`` are shared copy-on-write: whichever state applies an
        action next copies them first (``options`` and ``_root`` are never mutated)."""
        other.__dict__.update(self.__dict__)
        self._shared = other._shared = True

    def _hide(self, seat: int) -> None:
        """Mask with ``"?"`` what ``seat`` may not know (see :meth:`secrets`).  The default
        hides nothing: right for a game where everything is public
        (``hidden_information = False``)."""

    def parse(self, text: str) -> Action:  # pragma: no cover - abstract
        raise NotImplementedError

    # ------------------------------------------------------------- display
    def __repr__(self) -> str:
        """``<ecosystem 3p, move 4, to move: 1>``; a view says so and whose:
        ``<ecosystem 3p, view of seat 2, move 4, to move: 1>``."""
        whose = "" if self.viewer is None else f" view of {self.seat_name(self.viewer)},"
        return f"<{self.game} {self.players}p,{whose} {move_label(self)}, to move: {self.to_move}>"

    def __str__(self) -> str:
        """A plain-text board (``print(state)``): the game's :meth:`to_text` drawing."""
        return self.to_text()

    def to_text(self) -> str:
        """The board as plain text, a few short lines (games draw their own; the default
        is the ``repr`` and the scores)."""
        return f"{self!r}\nscores: {self.scores()}"

    def describe(self, seat: int | None = None) -> str:
        """The situation in plain sentences, for screen readers and the terminal:
        the game, whose turn, the scores, the board as :meth:`to_text` draws it
        and what can be done (the first 10 legal moves and how many in all).  Games write
        their own; this default serves any game.  ``seat`` given: only what that seat may
        know (the text of ``view(seat)``); ``None``: what this state shows."""
        own = _own(DESCRIBERS, type(self))   # the game's own: its descriptor's ``describe``
        if own is not None:
            return own(self, seat)
        s = self if seat is None else self.view(seat)
        me = s.viewer
        title = s.game.replace("_", " ").title()
        seen = "" if me is None else f", as {s.seat_name(me)} sees it"
        lines = [f"{title}, {s.players} players, {move_label(s)}{seen}."]
        turn = s.to_move
        if s.is_over or turn is None:
            won = ", ".join(s.seat_name(w) for w in s.winners()) or "nobody"
            lines.append(f"The game is over. Winner: {won}.")
        else:
            lines.append(f"It is {s.seat_name(turn)}'s decision.")
        can = moves_sentence(s, s.seat_name)
        lines.append("Scores: " + ", ".join(f"{s.seat_name(k)} {v}" for k, v in s.scores().items()) + ".")
        lines.extend(s.to_text().splitlines()[:25])
        return "\n".join(lines + [can] if can else lines)

    def _repr_svg_(self) -> str | None:
        """Jupyter shows a state as its SVG drawing (the renderer registers itself)."""
        draw = SVG_RENDERERS.get(self.game) or SVG_RENDERERS.get("*")   # "*": boardlab.render.svg
        return draw(self) if draw else None

    @property
    def board(self):  # pragma: no cover - abstract
        raise NotImplementedError
