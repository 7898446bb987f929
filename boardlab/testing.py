"""The conformance suite: the contract (docs/contract.md) checked on any game, built-in or yours.

>>> from boardlab.testing import check_game
>>> counts = check_game("ecosystem", players=3)   # doctest: +SKIP
>>> counts["views"] > 0                            # doctest: +SKIP
True

Every ``check_*`` function takes a game (its registered name or its ``State``
subclass), a player count and rule options, plays seeded random games and checks
one family of promises at a bounded number of moments.  It raises
``AssertionError`` on the first broken promise and returns the number of cases it
tried.  Nothing here names a game: everything is enumerated through the contract
(legal actions, the dataclass fields of the actions met, positions, records).
:func:`check_game` runs them all (``games=`` seeded games each, from ``seed=``) and
names the property, player count, seed and step of the first failure.

Deeper checks, after TAG's forward-model tester: every copy and view taken during a
game is re-checked after each later move (``copy integrity``); ``a in legal_actions()``
exactly when a copy can apply ``a``, for every action the game can name
(``completeness``; a game may declare ``all_actions(players, options)``, else the
actions met in random games are named); ``determinize(seat, rng)`` agrees with
``view(seat)`` and plays to the end (``determinize``); an action of the game that the rules
forbid where it is tried — the notation of an action legal elsewhere in the same game, or
one with a name swapped for another of its kind — is refused with ``IllegalAction``, never
``NotationError`` (``refused as illegal``, :func:`misnamed_refusals`); and :func:`perft`
counts action sequences from fixed positions (the project keeps them in ``tests/perft/*.json``).

Leaks are judged by what a seat may not know (``view leaks``): its view is compared with
the views of worlds re-dealt by ``determinize``, now and after the next decision, chance
steps included — public history is no leak.  ``positions`` tries what every
``from_position`` refuses (``State.new_for_position``).  What breaks no promise but makes
bots' or the lab's numbers quietly worse (no ``evaluate`` in a game with secrets or a long
one) is a :class:`Finding` warning, not a failure.

Hypothesis (used for mutated positions and records) is imported only when those
checks run, derandomized and with bounded examples: install it with boardlab's ``test``
extra (``pip install 'boardlab[test]'``) or ``pip install hypothesis``.  pytest is never
imported.
"""
from __future__ import annotations

import copy as _copy
import dataclasses
import inspect
import json
import math
import random
import re
import warnings
from collections import Counter
from typing import Any, Callable, Iterable

from .engine import Action, Event, State
from .engine import short as _short
from .rules import SHOWN_PROBLEMS, RULEBOOK, BadPosition, BoardlabError, IllegalAction, NotAllowed, NotationError

Game = str | type[State]
Visit = Callable[[State, random.Random], Any]
Chooser = Callable[[State, random.Random], Action]

#: text that names no action in any game (checked: never legal when tried)
GARBAGE_TEXT = ["", "   ", "xyzzy", "pick", "place 1", "place a,b", "swap 0,0", "🙂", "pick Q",
                "place 99,99", "gift", "0", "None", "pick B C", "play -1", "\x00", "draw draw",
                "take", "advance", "x" * 10_000]


class _Cases(list):
    """A list of test inputs that prints short: ``help()`` prints a module's data, and a
    5,000-digit int cannot be printed (Python's limit on int-to-text conversion)."""

    def __repr__(self) -> str:
        return _short(list(self), 200)


#: odd seeds: each is refused at once (BadPosition) or the game works throughout
ODD_SEEDS = _Cases([10**5000, -5, 5.0, True, "5", 2**64, 2**64 - 1, 0])
#: the longest message a BadPosition / IllegalAction may carry (inputs are never echoed whole)
MAX_MESSAGE = 300
HUGE_DIGITS = 5000


def _deep(n: int) -> list:
    """A list nested ``n`` deep (``[[[…]]]``), to provoke recursion."""
    out: list = []
    for _ in range(n):
        out = [out]
    return out


# --------------------------------------------------------------------- games
def game_class(game: Game) -> type[State]:
    """The ``State`` subclass of a registered name, or ``game`` itself."""
    if isinstance(game, type) and issubclass(game, State):
        return game
    from .games import REGISTRY
    if game not in REGISTRY:
        raise AssertionError(f"unknown game {str(game)[:60]!r}")
    return REGISTRY[game]


def new_state(game: Game, players: int, seed: Any, options: dict | None = None) -> State:
    """A new game of ``game`` (``State`` subclasses are constructed directly)."""
    return game_class(game)(players=players, seed=seed, **(options or {}))


def load_record(game: Game, record: Any) -> State:
    """``boardlab.load`` for a registered game, else the class's own ``load``."""
    cls = game_class(game)
    from .games import REGISTRY
    if REGISTRY.get(cls.game) is cls:
        import boardlab
        return boardlab.load(record)
    return cls.load(record)


def svg_of(s: State) -> str:
    """The state's SVG via ``boardlab.render`` ("" for a game without a renderer)."""
    from . import render
    return render.svg(s) if s.game in render.SVG else (s._repr_svg_() or "")


def drawn_nodes(svg: str) -> list[str]:
    """The ``data-node`` ids of a drawing, in document order, after checking that the SVG is
    well-formed XML (``xml.parsers.expat.ExpatError`` otherwise) and that no id is drawn
    twice.  About twice as fast as building an ElementTree, for tests that look at the
    drawing at every moment of many games."""
    from xml.parsers import expat
    ids: list[str] = []

    def start(_tag: str, attrs: dict[str, str]) -> None:
        if "data-node" in attrs:
            ids.append(attrs["data-node"])
    parser = expat.ParserCreate()
    parser.StartElementHandler = start
    parser.Parse(svg, True)
    twice = sorted(i for i, n in Counter(ids).items() if n > 1)
    assert not twice, f"data-node ids drawn twice: {twice}"
    return ids


def random_choice(s: State, rng: random.Random) -> Action:
    """The plain random driver."""
    return rng.choice(s.legal_actions())


#: where the check running now is: the seed of its game and the decision reached
#: (``play`` and ``walk`` keep it; ``check_game`` names it when a check fails)
WHERE: dict[str, Any] = {"seed": None, "step": None}


def play(game: Game, players: int, seed: int, options: dict | None = None,
         chooser: Chooser = random_choice, visit: Visit | None = None) -> State:
    """A seeded game to the end; ``visit(state, rng)`` before every decision."""
    s = new_state(game, players, seed, options)
    rng = random.Random(seed * 7919 + players)
    WHERE["seed"] = seed
    while not s.is_over:
        WHERE["step"] = len(s.history)
        if visit:
            visit(s, rng)
        s.apply(chooser(s, rng))
    WHERE["step"] = len(s.history)
    return s


def walk(game: Game, players: int, seed: int, options: dict | None, moments: int,
         visit: Visit, *, end: bool = True, early: int = 0, chooser: Chooser | None = None) -> State:
    """Play a seeded game (random, or driven by a fresh ``chooser``) and call
    ``visit(state, rng)`` at its first ``early`` decisions, at ``moments`` more spread at
    random over it, and at the end if ``end``.  A visit must leave the state exactly as
    it found it (the checks assert so)."""
    actions = play(game, players, seed, options, chooser=chooser or random_choice).history
    rng = random.Random(seed * 31 + players)
    chosen = set(rng.sample(range(len(actions)), min(moments, len(actions)))) | set(range(early))
    s = new_state(game, players, seed, options)
    WHERE["seed"] = seed
    for i, a in enumerate(actions):
        if i in chosen:
            WHERE["step"] = i
            visit(s, rng)
        s.apply(a)
    if end:
        WHERE["step"] = len(actions)
        visit(s, rng)
    return s


def snapshot(s: State) -> str:
    """Everything observable about a state, as text."""
    return json.dumps([s.to_position(), [str(a) for a in s.history], [list(e) for e in s.log],
                       s.to_move, s.is_over], default=str, sort_keys=True)


def fingerprint(s: State) -> str:
    """A cheaper :func:`snapshot`: the position, whose turn, the lengths and last
    entries of history and log."""
    return json.dumps([s.to_position(), len(s.history), str(s.history[-1:]), len(s.log),
                       [list(e) for e in s.log[-1:]], s.to_move, s.is_over], default=str, sort_keys=True)


def refused(s: State, action: Any, what: str = "", illegal: bool = True) -> BoardlabError:
    """``action`` (an Action, text or garbage) raises IllegalAction or NotationError with
    a rule id of the game (one of its rulebook when it has one) and a short message, and
    leaves ``s`` exactly as it was; ``explain`` explains it (as "illegal …" unless
    ``illegal`` is False: a view refuses any move, with NotAllowed)."""
    before = fingerprint(s)
    try:
        s.apply(action)
    except (IllegalAction, NotationError, NotAllowed) as e:
        err = e
    except Exception as e:  # noqa: BLE001 — anything else is the defect we look for
        raise AssertionError(f"{what}{_short(action)} raised {type(e).__name__}: {str(e)[:200]}") from e
    else:
        raise AssertionError(f"{what}{_short(action)} was accepted at move {len(s.history)}")
    if isinstance(err, NotAllowed):
        assert s.viewer is not None and err.subject == "view", \
            f"{what}{_short(action)}: NotAllowed ({err}) but this is not a view"
    else:
        assert err.rule and isinstance(err.rule, str), f"{what}{_short(action)}: no rule id"
        assert err.rule in RULEBOOK or s.over_rule not in RULEBOOK, \
            f"{what}{_short(action)}: {err.rule!r} is not a rule id of the game's rulebook"
    assert len(str(err)) < MAX_MESSAGE, f"{what}{_short(action)}: a {len(str(err))}-char message"
    assert fingerprint(s) == before, f"{what}{_short(action)} changed the state"
    try:
        text = s.explain(action)
    except Exception as e:  # noqa: BLE001
        raise AssertionError(f"explain({_short(action)}) raised {type(e).__name__}: {str(e)[:200]}") from e
    assert isinstance(text, str) and (text.startswith("illegal") or not illegal), \
        f"explain({_short(action)}) = {text[:80]!r}"
    return err


# ---------------------------------------------------------------- legal play
def _live(s: State, rng: random.Random) -> None:
    """At every decision: ``check()`` holds, a legal action exists, notations are unique."""
    s.check()
    actions = s.legal_actions()
    assert s.to_move is not None and actions, "a live game always has a legal action"
    assert len({str(a) for a in actions}) == len(actions), "notations are unique"


def check_legal_play(game: Game, players: int, options: dict | None = None,
                     seeds: Iterable[int] = (0, 1), moments: int = 6) -> int:
    """Every listed action applies (on copies, at ``moments`` decisions), with Events
    citing rules and a notation that reads back; ``check()`` holds at every decision;
    games end with scores for every seat."""
    cases = 0

    def visit(s: State, rng: random.Random) -> None:
        nonlocal cases
        for a in s.legal_actions():
            c = s.copy()
            events = c.apply(a)
            assert all(isinstance(e, Event) and e.rule and e.text for e in events), f"events of {a}"
            assert c.parse(str(a)) == a, f"{a} does not read back"
            c.check()
            cases += 1

    for seed in seeds:
        s = play(game, players, seed, options, visit=_live)
        assert s.is_over and s.to_move is None and s.legal_actions() == []
        assert set(s.scores()) == set(range(players)), f"scores() seats: {sorted(s.scores())}"
        assert set(s.winners()) <= set(range(players))
        s.check()
        walk(game, players, seed, options, moments, visit, end=False)
        cases += 1
    return cases


def check_bad_text(game: Game, players: int, options: dict | None = None, seed: int = 11,
                   moments: int = 6) -> int:
    """Garbage text (NotationError), and actions legal at another moment or for another
    seat (IllegalAction), are refused citing a rule id; the state is exactly as before."""
    pool: set[str] = set()
    for a in play(game, players, seed + 1, options).history:
        pool.add(str(a))
    cases = 0

    def visit(s: State, rng: random.Random) -> None:
        nonlocal cases
        legal = {str(a) for a in s.legal_actions()}
        wrong = sorted(pool - legal)
        for text in GARBAGE_TEXT + rng.sample(wrong, min(12, len(wrong))) + [None, 7, b"x", ["x"]]:
            if not (isinstance(text, str) and text in legal):
                refused(s, text, "text ")
                cases += 1

    walk(game, players, seed, options, moments, visit)
    return cases


def misnamed_refusals(game: Game, players: int, options: dict | None = None, seed: int = 12,
                      moments: int = 8, tries: int = 40) -> tuple[int, list[str]]:
    """Actions of this very game, written as their notation, tried where the rules forbid
    them: ``(cases tried, problems)``.  The texts are those of the actions listed as legal
    at any decision of the seeded game (so each names things of this game, its board and its
    pieces); at ``moments`` decisions of the same game (and at its end), up to ``tries`` of
    them that are not legal there are applied to a copy.  Each must be refused with
    ``IllegalAction`` citing the rule that forbids it — text that read as an action of the
    game once is no ``NotationError`` now.  A problem is one line: the text, the decision,
    and how it was answered (a ``NotationError`` or another error, or accepted)."""
    pool: set[str] = set()

    def note(s: State, rng: random.Random) -> None:
        pool.update(str(a) for a in s.legal_actions())

    play(game, players, seed, options, visit=note)
    texts = sorted(pool | set(_respelled(pool)))
    cases = 0
    problems: list[str] = []

    def visit(s: State, rng: random.Random) -> None:
        nonlocal cases
        legal = {str(a) for a in s.legal_actions()}
        wrong = [t for t in texts if t not in legal]
        for text in rng.sample(wrong, min(tries, len(wrong))):
            cases += 1
            try:
                a = s.parse(text)
                if str(a) in legal:        # a legal action, spelled another way
                    continue
                s.copy().apply(a)
            except IllegalAction:
                continue
            except BoardlabError as e:
                problems.append(f"{text!r} at step {len(s.history)}: {type(e).__name__} {e}")
            else:
                problems.append(f"{text!r} at step {len(s.history)}: accepted, but {str(a)!r} "
                                "is not in legal_actions()")

    walk(game, players, seed, options, moments, visit)
    return cases, problems


def _respelled(texts: set[str]) -> list[str]:
    """Texts of ``texts`` with one name (a word with a letter, not the first word) replaced
    by a name of the same kind: two names are of one kind when they fill the same place of
    two texts that differ in nothing else (``pay S2`` and ``pay L4`` make ``S2`` and ``L4``
    one kind, so ``reproduce S2`` gives ``reproduce L4``).  Each names a thing of this game
    where the game's own notation puts such things.  Numbers are left alone: a count or a
    coordinate out of its range names nothing."""
    split = sorted(t.split() for t in texts)
    kinds: dict[str, str] = {}

    def kind(w: str) -> str:
        while kinds.get(w, w) != w:
            w = kinds[w]
        return w

    places: dict[tuple, list[str]] = {}
    named = [(words, [i for i in range(1, len(words)) if any(ch.isalpha() for ch in words[i])])
             for words in split]
    for words, at in named:
        for i in at:
            places.setdefault((i, *words[:i], *words[i + 1:]), []).append(words[i])
    for found in places.values():
        for w in found[1:]:
            a, b = kind(found[0]), kind(w)
            if a != b:
                kinds[max(a, b)] = min(a, b)
    members: dict[str, list[str]] = {}
    for w in {words[i] for words, at in named for i in at}:
        members.setdefault(kind(w), []).append(w)
    # a place where one word only was met is part of a fixed phrase ("no gills"), not a name
    variable = {place for place, found in places.items() if len(set(found)) > 1}
    out: list[str] = []
    for words, at in named:
        for i in at:
            if (i, *words[:i], *words[i + 1:]) not in variable:
                continue
            for w in sorted(members.get(kind(words[i]), ())):
                if w != words[i]:
                    out.append(" ".join([*words[:i], w, *words[i + 1:]]))
    return out


def check_well_formed_refusals(game: Game, players: int, options: dict | None = None,
                               seed: int = 12, moments: int = 8) -> int:
    """An action of this game that the rules forbid here is refused with ``IllegalAction``
    (citing the rule), not ``NotationError``: :func:`misnamed_refusals` finds none."""
    cases, problems = misnamed_refusals(game, players, options, seed, moments)
    assert not problems, (f"{len(problems)} action(s) of this game refused as if the text named "
                          f"no action (want IllegalAction): " + "; ".join(problems[:4]))
    return cases


# ------------------------------------------------------ copies, undo, records
def check_copies(game: Game, players: int, options: dict | None = None, seed: int = 5,
                 moments: int = 4, *, chooser: Chooser | None = None) -> int:
    """Copies and views are independent in both directions; undo restores exactly.  A
    copy found sharing or missing something names the attribute (``_copy_into`` gives a
    copy its own copy of each mutable attribute); what views answer is the ``views`` check's."""
    cases = 0

    def visit(s: State, rng: random.Random) -> None:
        nonlocal cases
        if s.is_over:
            return
        before, attrs = snapshot(s), attribute_texts(s)
        c = s.copy()
        views = [s.view(seat) for seat in range(players)]
        seen = [(view_snapshot(v), attribute_texts(v)) for v in views]
        if snapshot(c) != before:
            raise AssertionError("a copy differs from its original" + _which(attrs, attribute_texts(c)))
        a = rng.choice(s.legal_actions())
        s.apply(a)
        if snapshot(c) != before:
            raise AssertionError("playing on the original changed its copy" + _which(attrs, attribute_texts(c)))
        for v, (shown, view_attrs) in zip(views, seen):
            if view_snapshot(v) != shown:
                raise AssertionError(f"playing on the original changed its view({v.viewer}) (a view is a "
                                     "copy)" + _which(view_attrs, attribute_texts(v)))
        assert s.undo() == a
        assert snapshot(s) == before, "undo did not restore the state exactly"
        c.apply(rng.choice(c.legal_actions()))
        if snapshot(s) != before:
            raise AssertionError("playing on a copy changed the original" + _which(attrs, attribute_texts(s)))
        cases += 4 + players

    walk(game, players, seed, options, moments, visit, end=False, chooser=chooser)
    return cases


def attribute_texts(s: State) -> dict[str, str]:
    """Each attribute of ``s`` as ``repr`` text, but history, log, random generators and
    copy bookkeeping (``{}`` for a state without ``__dict__``)."""
    try:
        attrs = vars(s)
    except TypeError:
        return {}
    skip = ("history", "log", "_shared", "_checkpoints")
    return {k: repr(v) for k, v in attrs.items() if k not in skip and not isinstance(v, random.Random)}


def _which(expected: dict[str, str], found: dict[str, str]) -> str:
    """The attributes that differ, and what ``_copy_into`` must do about them ("" if none do)."""
    names = sorted(k for k in expected.keys() | found.keys() if expected.get(k) != found.get(k))
    if not names:
        return ""
    return (f": attribute {', '.join(repr(n) for n in names[:4])} — _copy_into(other) must give the copy "
            "its own copy of every mutable attribute of the game (a list, dict or set; tuples, "
            "strings and numbers may be shared)")


def check_round_trips(game: Game, players: int, options: dict | None = None, seed: int = 3,
                      moments: int = 4, *, chooser: Chooser | None = None) -> int:
    """Records and positions round-trip through JSON; the same choices from a position
    give the same game (chance included); undo works from a position."""
    cls = game_class(game)
    cases = 0

    def visit(s: State, rng: random.Random) -> None:
        nonlocal cases
        assert snapshot(load_record(game, json.loads(json.dumps(s.to_record())))) == snapshot(s)
        t = cls.from_position(json.loads(json.dumps(s.to_position())))
        assert t.to_position() == s.to_position(), "position round trip"
        u = s.copy()
        for _ in range(15):
            if u.is_over:
                break
            a = rng.choice(u.legal_actions())
            assert [tuple(e)[:2] for e in u.apply(a)] == [tuple(e)[:2] for e in t.apply(a)]
            assert t.to_position() == u.to_position(), "a position plays on as its game"
        if t.history:
            t.undo()
        cases += 3

    walk(game, players, seed, options, moments, visit, chooser=chooser)
    return cases


def check_determinism(game: Game, players: int, options: dict | None = None, seed: int = 21) -> int:
    """Same seed and choices → the same game; another seed → another game."""
    one = snapshot(play(game, players, seed, options))
    assert one == snapshot(play(game, players, seed, options)), "same seed, different game"
    assert one != snapshot(play(game, players, seed + 1, options)), "seeds make no difference"
    return 2


def raw_fingerprint(s: State, seen: dict[int, tuple[Any, str]] | None = None) -> str:
    """Every attribute of ``s`` as ``repr`` text (history and log by length and last
    entry): cheaper than :func:`fingerprint` and blind to nothing a game stores.  A state
    without ``__dict__`` falls back to :func:`fingerprint`.

    ``seen`` (object id → the object and its text) lets several states fingerprinted at
    one moment write an object they share once — copies share their rule tables — and
    must not outlive that moment (an object may change between moments)."""
    try:
        attrs = vars(s)
    except TypeError:
        return fingerprint(s)
    skip = ("history", "log", "_shared", "_checkpoints")
    parts = [repr((len(s.history), s.history[-1:], len(s.log), s.log[-1:]))]
    for k, v in sorted(attrs.items()):
        if k in skip:
            continue
        if seen is None or isinstance(v, (int, float, str, type(None))):
            parts.append(f"{k}={v!r}")
            continue
        known = seen.get(id(v))
        if known is None:
            known = seen[id(v)] = (v, repr(v))   # the object is kept: its id is not reused
        parts.append(f"{k}={known[1]}")
    return "\n".join(parts)


def check_copy_integrity(game: Game, players: int, options: dict | None = None, seed: int = 15,
                         keep: int = 10, *, chooser: Chooser | None = None) -> int:
    """After TAG's forward-model tester: a copy and a view taken at ``keep`` moments of a
    game are fingerprinted and re-checked after *every* later move of the original (an
    aliased list or dict shows up moves later, not at once); at the end each copy plays
    on to its own end and the original is unchanged by it."""
    actions = play(game, players, seed, options, chooser=chooser or random_choice).history
    every = max(1, len(actions) // keep)
    s = new_state(game, players, seed, options)
    kept: list[tuple[State, str, int]] = []
    cases = 0
    for i, a in enumerate(actions):
        WHERE["step"] = i
        if i % every == 0:
            c, v = s.copy(), s.view(i % players)
            kept += [(c, raw_fingerprint(c), i), (v, raw_fingerprint(v), i)]
        s.apply(a)
        seen: dict[int, tuple[Any, str]] = {}   # what the kept copies share, written once
        for c, fp, at in kept:
            assert raw_fingerprint(c, seen) == fp, \
                f"the {'copy' if c.viewer is None else 'view'} taken at step {at} changed when the original moved"
            cases += 1
    final = snapshot(s)
    rng = random.Random(seed)
    for c, _fp, at in kept:
        WHERE["step"] = at
        while c.viewer is None and not c.is_over:
            c.apply(rng.choice(c.legal_actions()))
        assert snapshot(s) == final, f"playing on the copy taken at step {at} changed the original"
    return cases


def named_actions(game: Game, players: int, options: dict | None = None,
                  seeds: Iterable[int] = (0, 1)) -> list[Action]:
    """Every action the game can name: its class's ``all_actions(players, options)`` when
    it has one (a user's game may declare it), together with every action listed as legal
    in random games of ``seeds`` (the built-in games name their actions this way)."""
    cls = game_class(game)
    named: dict[Action, None] = {}
    every = getattr(cls, "all_actions", None)
    if every is not None:
        named.update(dict.fromkeys(every(players, options or {})))

    def note(s: State, rng: random.Random) -> None:
        named.update(dict.fromkeys(s.legal_actions()))

    for seed in seeds:
        play(game, players, seed, options, visit=note)
    return list(named)


def check_completeness(game: Game, players: int, options: dict | None = None, seed: int = 16,
                       moments: int = 6, *, chooser: Chooser | None = None) -> int:
    """``a in legal_actions()`` ⇔ a copy can apply ``a``, for every action the game can
    name (:func:`named_actions`): no legal move is missing from the list, and the list
    holds nothing the rules refuse."""
    universe = named_actions(game, players, options)
    cases = 0

    def visit(s: State, rng: random.Random) -> None:
        nonlocal cases
        legal = set(s.legal_actions())
        for a in universe:
            try:
                s.copy().apply(a)
                applies = True
            except IllegalAction:
                applies = False
            assert applies == (a in legal), (f"{a} {'is' if a in legal else 'is not'} in legal_actions() "
                                              f"but a copy {'applies' if applies else 'refuses'} it")
            cases += 1

    walk(game, players, seed, options, moments, visit, end=False, early=2, chooser=chooser)
    return cases


def check_determinize(game: Game, players: int, options: dict | None = None, seed: int = 14,
                      moments: int = 4, *, chooser: Chooser | None = None) -> int:
    """``determinize(seat, rng)`` (docs/contract.md), for every seat: a full state (``viewer``
    None) whose ``view(seat)`` shows the same position, history and log as the real
    ``view(seat)``; the same from the full state and from ``view(seat)`` with equal
    ``rng`` (it reads nothing the seat cannot see); ``check()`` holds and legal moves
    apply to the end (``check()`` every 8 decisions and at the end); the real state is
    unchanged."""
    cases = 0

    def visit(s: State, rng: random.Random) -> None:
        nonlocal cases
        before = snapshot(s)
        for seat in range(players):
            shown = view_snapshot(s.view(seat))
            k = rng.randrange(2**32)
            d = s.determinize(seat, random.Random(k))
            assert d.viewer is None, f"determinize({seat}) is a view"
            assert snapshot(d) == snapshot(s.view(seat).determinize(seat, random.Random(k))), \
                f"determinize({seat}) of the full state and of view({seat}) differ: it reads hidden parts"
            assert view_snapshot(d.view(seat)) == shown, \
                f"determinize({seat}).view({seat}) is not view({seat}) (position, history or log)"
            d.check()
            while not d.is_over:
                d.apply(rng.choice(d.legal_actions()))
                if not len(d.history) % 8:
                    d.check()
            d.check()
            cases += 1
        assert snapshot(s) == before, "determinize changed the real state"

    walk(game, players, seed, options, moments, visit, chooser=chooser)
    return cases


#: a game whose seeded random game lasts longer than this many decisions is long: bots
#: look a few decisions ahead and judge where they stop by ``evaluate(seat)``
LONG_GAME = 30


class Finding(UserWarning):
    """What :func:`check_game` warns about: no promise of the contract is broken, but
    bots, the analysis or the lab's numbers are quietly worse for it."""


def check_evaluate(game: Game, players: int, options: dict | None = None, seed: int = 17,
                   moments: int = 4) -> int:
    """``evaluate(seat)`` (``help(boardlab.State)``), where the game defines it: a finite
    number for every seat, on the full state and on each seat's ``determinize`` (what bots
    judge), and ``evaluations()`` agrees with it.  A game without it, with hidden
    information or long (over :data:`LONG_GAME` decisions), gets a :class:`Finding`
    warning: bots and the analysis then judge by ``scores()``, the points so far."""
    cls = game_class(game)
    if not callable(getattr(cls, "evaluate", None)):
        length = len(play(game, players, seed, options).history)
        why = ([] if not cls.hidden_information else ["hides information"]) + (
            [f"lasts {length} decisions"] if length > LONG_GAME else [])
        if why:
            warnings.warn(Finding(
                f"{cls.game} {' and '.join(why)} but has no evaluate(seat): GreedyBot, MCTSBot and "
                "the analysis judge the positions they look ahead to by scores(), the points so "
                "far — define evaluate (help(boardlab.State))"), stacklevel=2)
        return 0
    cases = 0

    def visit(s: State, rng: random.Random) -> None:
        nonlocal cases
        for seat in range(players):
            for state in (s, s.determinize(seat, rng)):
                values = [state.evaluate(k) for k in range(players)]   # type: ignore[attr-defined]
                for k, x in enumerate(values):
                    assert type(x) in (int, float) and math.isfinite(x), \
                        f"evaluate({k}) is a finite number, not {_short(x)}"
                assert list(state.evaluations()) == values, \
                    f"evaluations() {_short(list(state.evaluations()))} is not evaluate(seat) seat by seat {_short(values)}"
                cases += 1

    walk(game, players, seed, options, moments, visit)
    return cases


# -------------------------------------------------------------------- perft
def perft(s: State, depth: int) -> int:
    """The number of action sequences of ``depth`` decisions from ``s`` (a sequence that
    ends the game sooner counts once), as chess engines count move generation."""
    if depth == 0 or s.is_over:
        return 1
    total = 0
    for a in s.legal_actions():
        c = s.copy()
        c.apply(a)
        total += perft(c, depth - 1)
    return total


def perft_fixture(s: State, depth: int, name: str = "") -> dict:
    """A perft fixture of ``s`` (a full state with a record): its record and the counts at
    depths 1 … ``depth`` — written once to ``tests/perft/*.json``, checked by :func:`check_perft`."""
    return {"name": name, "record": s.to_record(), "counts": [perft(s, d) for d in range(1, depth + 1)]}


def check_perft(fixture: dict) -> int:
    """The counts of a :func:`perft_fixture` are what move generation gives now: a change
    that alters ``legal_actions`` (or what an action leads to) fails loudly."""
    import boardlab
    s = boardlab.load(fixture["record"])
    for d, want in enumerate(fixture["counts"], 1):
        got = perft(s, d)
        assert got == want, (f"perft {fixture.get('name') or s.game}, depth {d}: {got} action "
                             f"sequences, the fixture says {want} — move generation changed")
    return len(fixture["counts"])


# -------------------------------------------------------------------- views
def view_snapshot(v: State) -> str:
    """What a view shows: position, history, log, whose turn."""
    return json.dumps([v.to_position(), [str(a) for a in v.history], [list(e) for e in v.log],
                       v.to_move, v.is_over], default=str, sort_keys=True)


def ask_view(v: State, real: State) -> int:
    """Every read-only question to view ``v`` of ``real`` is answered; play is refused."""
    seat = v.viewer
    assert seat is not None, "view() must set viewer"
    assert v.seed is None, "a view carries the seed (it re-deals every secret)"
    mine = real.to_move == seat
    own = [str(a) for a in real.legal_actions()] if mine else []
    assert [str(a) for a in v.legal_actions()] == own, \
        f"view({seat}).legal_actions(): the seat's own when it is to move, else []"
    for a in real.legal_actions() if mine else ():
        text = v.explain(a)
        assert text.startswith("legal"), f"view({seat}).explain({a}) = {text[:80]!r}"
    for question in (v.scores, v.winners, lambda: v.board, v.to_position, lambda: svg_of(v)):
        question()  # answered without error
    json.dumps(v.to_position(), default=str)
    if real.legal_actions():
        refused(v, real.legal_actions()[0], f"view({seat}).apply ", illegal=False)
    for name, call in (("undo", v.undo), ("to_record", v.to_record)):
        try:
            call()
        except NotAllowed:
            continue
        raise AssertionError(f"view({seat}).{name}() is not refused with NotAllowed")
    return 1


def check_views(game: Game, players: int, options: dict | None = None, seed: int = 8,
                moments: int = 5, *, chooser: Chooser | None = None) -> int:
    """Views answer every read-only question, refuse play, undo and records, and
    mask every secret with "?" (sizes stay public)."""
    cases, hidden = 0, 0

    def visit(s: State, rng: random.Random) -> None:
        nonlocal cases, hidden
        before = snapshot(s)
        for seat in range(players):
            secrets = s.secrets(seat)
            v = s.view(seat)
            shown = v.secrets(seat)
            assert set(shown) == set(secrets), f"view({seat}).secrets names"
            for name, value in shown.items():
                assert all(x == "?" for x in value), f"view({seat}) shows {name}"
                assert len(value) == len(secrets[name]), f"view({seat}): size of {name}"
            hidden += sum(1 for v_ in secrets.values() if any(x != "?" for x in v_))
            cases += ask_view(v, s)
        assert snapshot(s) == before, "views changed the real state"

    walk(game, players, seed, options, moments, visit, chooser=chooser)
    assert hidden or not game_class(game).hidden_information, (
        "the check never met hidden information (a game where everything is public "
        "declares hidden_information = False)")
    return cases


#: re-dealt worlds (``determinize``) that :func:`check_view_leaks` compares with the real
#: game, per seat and moment
LEAK_WORLDS = 2
#: next decisions :func:`check_view_leaks` tries in every world (a sample of the legal ones)
LEAK_ACTIONS = 4


def check_view_leaks(game: Game, players: int, options: dict | None = None, seed: int = 9,
                     moments: int = 6, *, chooser: Chooser | None = None, worlds: int = LEAK_WORLDS) -> int:
    """Nothing a seat may not know can be read back from its view's history, log (the
    events of each decision), SVG or ``describe()`` text — now, or after the next decision,
    chance steps (a card drawn, a reshuffle) included.  At each moment, for every seat v:

    - **re-dealt worlds**: ``determinize(v, rng)`` deals everything v may not know again
      (``worlds`` times).  v cannot tell them from the real game, so their views show the
      same SVG and description; and after the same next decision, the results whose
      positions look the same to v show the same history, log, SVG and description —
      an event naming the card a seat drew differs between worlds and is caught here.
    - **hidden siblings**: where another seat decides, two of its legal actions whose
      results differ (the full positions) but look the same to v (the view positions)
      show v the same history, log, SVG and description — else v learns what was hidden
      (a secret pick named in the history); so do results of equal positions whose
      history v sees alike (a hidden choice).  Two public plays that lead to the very same
      position (a pawn capped at the goal) differ only in what v saw played: public
      history, not a leak.

    A position keeps what a public decision changed, even when it is at once hidden (El
    Dorado's cards discarded and shuffled into a hidden draw pile stay in
    ``last_discards``), so that the views of different results differ by position."""
    cases = 0

    def visit(s: State, rng: random.Random) -> None:
        nonlocal cases
        x = s.to_move
        if x is None:
            return
        own = s.legal_actions()
        tried = {str(a) for a in rng.sample(own, min(LEAK_ACTIONS, len(own)))}
        results = [(str(a), _after(s, a)) for a in own]
        fulls = [_key(c.to_position()) for _a, c in results]
        for v in range(players):
            if v != x:
                cases += _hidden_siblings(results, fulls, v)
            now = s.view(v)
            shown = [("the real game", now)]
            after: dict[tuple, list] = {}
            for text, c in results:
                if text in tried:
                    _add(after, text, c.view(v), "the real game")
            for k in range(worlds):
                d = s.determinize(v, random.Random(rng.randrange(2**32)))
                name = f"a re-dealt world ({k + 1})"
                shown.append((name, d.view(v)))
                for b in d.legal_actions():
                    if str(b) in tried:
                        _add(after, str(b), _after(d, b).view(v), name)
            cases += _same_to_viewer(shown, v, "the re-dealt worlds (determinize) now", now=True)
            for (text, _where), members in after.items():
                if len(members) > 1:
                    cases += _same_to_viewer(members, v, f"the re-dealt worlds after {text!r}")

    walk(game, players, seed, options, moments, visit, end=False, early=players + 1, chooser=chooser)
    return cases


def _after(s: State, a: Action) -> State:
    """A copy of ``s`` after ``a``."""
    c = s.copy()
    c.apply(a)
    return c


def _key(doc: Any) -> str:
    return json.dumps(doc, default=str, sort_keys=True)


def _add(groups: dict, action: str, view: State, name: str) -> None:
    """File ``view`` (the result of ``action`` in world ``name``) under its action and position."""
    groups.setdefault((action, _key(view.to_position())), []).append((name, view))


def _hidden_siblings(results: list[tuple[str, State]], fulls: list[str], v: int) -> int:
    """The results (of one seat's legal actions; ``fulls`` their positions) that differ but
    look the same to ``v`` by position: every pair of different full positions shows ``v``
    the same."""
    groups: dict[str, list] = {}
    for (a, c), full in zip(results, fulls):
        w = c.view(v)
        groups.setdefault(_key(w.to_position()), []).append((full, f"{a!r}", w))
    cases = 0
    for members in groups.values():
        if len(members) < 2:
            continue
        kinds: dict[str, tuple] = {}
        alike: dict[tuple, list] = {}   # equal positions whose history v sees alike (hidden choices)
        for full, a, w in members:
            kinds.setdefault(full, (a, w))
            alike.setdefault((full, tuple(map(str, w.history))), []).append((a, w))
        if len(kinds) > 1:   # one of each full position: equal positions may differ in public history
            cases += _same_to_viewer(list(kinds.values()), v, "the results of another seat's choices")
        for same in alike.values():
            if len(same) > 1:
                cases += _same_to_viewer(same, v, "the results of another seat's hidden choices")
    return cases


#: what a view shows, beyond its position: name → how to read it, in full
SHOWN: dict[str, Callable[[State], Any]] = {
    "history": lambda u: u.history,
    "log": lambda u: u.log,
    "SVG": svg_of,
    "describe()": lambda u: u.describe(),
}


def _drawn_from(s: State) -> dict[str, str]:
    """The attributes a view draws and describes itself from (:func:`attribute_texts`,
    but when it was dealt): two views with equal ones show the same SVG and description."""
    return {k: v for k, v in attribute_texts(s).items() if k != "_dealt"}


def _same_to_viewer(members: list, v: int, among: str, now: bool = False) -> int:
    """The views in ``members`` (``(name, view)``, equal positions) show equal history,
    log, SVG and description (``now``: SVG and description only — history and log are
    the determinize check's)."""
    first_name, first = members[0]
    seen: dict[str, Any] = {}
    attrs = _drawn_from(first)
    for name, w in members[1:]:
        alike = bool(attrs) and _drawn_from(w) == attrs
        for what, get in SHOWN.items():
            if (now and what in ("history", "log")) or (alike and what in ("SVG", "describe()")):
                continue
            if what not in seen:
                seen[what] = get(first)
            other = get(w)
            if other != seen[what]:
                raise AssertionError(f"view({v}) tells {first_name} from {name} by its {what}, "
                                     f"though its position cannot ({among}): a secret leaks — "
                                     f"{_first_difference(seen[what], other)}")
    return len(members)


def _first_difference(one: Any, other: Any) -> str:
    """Where two shown things (lists, or text compared line by line) first differ, in a
    few words each."""
    if isinstance(one, str) and isinstance(other, str):
        one, other = one.splitlines(), other.splitlines()
    for i, (a, b) in enumerate(zip(one, other)):
        if a != b:
            if isinstance(a, str) and isinstance(b, str):   # the text around the first different character
                k = next(j for j, (x, y) in enumerate(zip(a + "\0", b + "\1")) if x != y)
                a, b = a[max(0, k - 30):k + 40], b[max(0, k - 30):k + 40]
            return f"entry {i}: {_said(a)} / {_said(b)}"
    return f"{len(one)} entries / {len(other)}"


def _said(x: Any) -> str:
    """An entry of a shown thing, short: an Event as its text, rule and data."""
    if isinstance(x, Event):
        return _short(f"{x.text} ({x.rule}){' ' + _key(x.data) if x.data else ''}", 120)
    return _short(x, 120)


# ------------------------------------------------------------ action fields
def _shape(x: Any) -> Any:
    """A value's type structure (``(0, 1)`` → ``('tuple', 'int', 'int')``)."""
    if isinstance(x, (tuple, list)):
        return (type(x).__name__, *(_shape(y) for y in x))
    return type(x).__name__


def _wrong_values(examples: list) -> list:
    """Wrong-typed (or wrong-valued) stand-ins for a field whose legal values are ``examples``."""
    out: list = [None, 0.0, 1.0, -1, True, False, 10**5000, "", "?", [], (), {}, [0], (0,),
                 (0, 0, 0), ("a", "b"), (0.0, 0.0), (None, None), _deep(50), object(),
                 float("nan"), float("inf"), 2**64]
    for e in examples[:2]:
        if isinstance(e, str):
            out += [e.lower(), e + "x", e * 50, [e], (e,)]
        elif isinstance(e, int) and not isinstance(e, bool):
            out += [float(e), str(e), -e - 1, e + 100]
        elif isinstance(e, tuple):
            out += [list(e), e[:-1], e + e[-1:], tuple(float(y) if isinstance(y, int) else y for y in e),
                    tuple(str(y) for y in e)]
    return out


def action_classes(game: Game, players: int, options: dict | None, seed: int = 2) -> dict[type, list]:
    """The action classes met in a random game → a few of their legal instances."""
    met: dict[type, list] = {}

    def note(s: State, rng: random.Random) -> None:
        for a in s.legal_actions():
            seen = met.setdefault(type(a), [])
            if len(seen) < 6 and a not in seen:
                seen.append(a)

    play(game, players, seed, options, visit=note)
    return met


def garbage_actions(met: dict[type, list]) -> list[tuple[Action | None, bool]]:
    """Actions built from every dataclass field of every class met, one field replaced
    at a time by a wrong value: ``(action, ill_typed)``; ``None`` when construction
    refused (IllegalAction).  Ill-typed means a field's type structure never met in play."""
    out: list = []
    for cls, examples in met.items():
        fields = [f.name for f in dataclasses.fields(cls)]
        shapes = {f: {json.dumps(_shape(getattr(e, f))) for e in examples} for f in fields}
        for f in fields:
            for bad in _wrong_values([getattr(e, f) for e in examples]):
                kw = {g: getattr(examples[0], g) for g in fields}
                kw[f] = bad
                try:
                    a = cls(**kw)
                except BoardlabError:
                    out.append((None, True))
                    continue
                out.append((a, json.dumps(_shape(bad), default=str) not in shapes[f]))
    return out


def check_action_fields(game: Game, players: int, options: dict | None = None, seed: int = 4,
                        moments: int = 5) -> int:
    """Wrong-typed fields of every action class (from ``dataclasses.fields``): an
    IllegalAction with a rule id, state unchanged, ``explain`` explains — nothing else."""
    bad = garbage_actions(action_classes(game, players, options))
    cases = 0

    def visit(s: State, rng: random.Random) -> None:
        nonlocal cases
        legal = s.legal_actions()
        for a, ill in bad:
            cases += 1
            if a is None:
                continue
            if ill or a not in legal:
                refused(s, a, "action ")
            else:  # a well-typed stand-in the rules allow here: must apply like its notation
                c = s.copy()
                c.apply(a)

    walk(game, players, seed, options, moments, visit)
    return cases


def check_huge_numbers(game: Game, players: int, options: dict | None = None, seed: int = 6,
                       moments: int = 6) -> int:
    """Legal notations with a digit run replaced by a 5,000-digit number are refused."""
    huge = "9" * HUGE_DIGITS
    cases = 0

    def visit(s: State, rng: random.Random) -> None:
        nonlocal cases
        for a in s.legal_actions():
            text = str(a)
            for m in re.finditer(r"\d+", text):
                refused(s, text[:m.start()] + huge + text[m.end():], "notation ")
                cases += 1
        refused(s, huge, "notation ")
        cases += 1

    walk(game, players, seed, options, moments, visit)
    return cases


# -------------------------------------------------- mutated positions, seeds
def _paths(doc: Any, prefix: tuple = ()) -> list[tuple]:
    """Every path (keys / indexes) into a JSON document, outer first."""
    out = [prefix] if prefix else []
    if isinstance(doc, dict):
        for k, v in doc.items():
            out += _paths(v, prefix + (k,))
    elif isinstance(doc, list):
        for i, v in enumerate(doc[:12]):
            out += _paths(v, prefix + (i,))
    return out


def mutate(doc: Any, path: tuple, value: Any, remove: bool = False) -> Any:
    """A deep copy of ``doc`` with the item at ``path`` replaced by ``value`` (or removed)."""
    out = _copy.deepcopy(doc)
    parent = out
    for k in path[:-1]:
        parent = parent[k]
    if remove:
        del parent[path[-1]]
    else:
        parent[path[-1]] = value
    return out


def _garbage_strategy():
    """Hypothesis: wrong types, odd numbers, nested garbage (huge ints and 1 MB strings
    are tried as fixed cases: Hypothesis cannot print a 5,000-digit int)."""
    from hypothesis import strategies as st
    scalars = st.one_of(st.none(), st.booleans(), st.integers(-10**6, 10**6), st.floats(),
                        st.text(max_size=12), st.sampled_from([2**64, -1, "?", "x" * 5000]))
    nested = st.recursive(scalars, lambda c: st.one_of(st.lists(c, max_size=4),
                                                       st.dictionaries(st.text(max_size=4), c, max_size=3)),
                          max_leaves=8)
    return st.one_of(nested, st.just(_deep(10_000)), st.just({"a": _deep(3000)}))


def must_be_bad_or_work(build: Callable[[], State], what: str, moves: int = 400) -> State | None:
    """``build()`` raises BadPosition with a short message, or gives a state that works:
    JSON-able position and record, ``check()`` holds, it plays on (``moves`` random
    decisions, to the end if fewer).  Returns the state played on, or None if refused."""
    try:
        s = build()
    except BadPosition as e:   # each problem short; a few of them listed at once (rules.Problems)
        for rule, reason in e.problems:
            assert len(f"{rule}: {reason}") < MAX_MESSAGE, f"{what}: a {len(reason)}-char problem"
        assert len(str(e)) < MAX_MESSAGE * (SHOWN_PROBLEMS + 1), f"{what}: a {len(str(e))}-char message"
        return None
    except Exception as e:  # noqa: BLE001
        raise AssertionError(f"{what}: {type(e).__name__} (not BadPosition): {str(e)[:200]}") from e
    try:
        json.dumps(s.to_position())
        s.check()
        rng = random.Random(len(what))
        for _ in range(moves):
            if s.is_over:
                break
            s.apply(rng.choice(s.legal_actions()))
        json.dumps(s.to_record())
        s.scores()
    except Exception as e:  # noqa: BLE001
        raise AssertionError(f"{what} was accepted, then {type(e).__name__}: {str(e)[:200]}") from e
    return s


def _bases(game: Game, players: int, options: dict | None, seed: int) -> list[State]:
    """States to mutate: early in a game and a few decisions before its end."""
    actions = play(game, players, seed, options).history
    out = []
    for n in (min(7, len(actions)), max(0, len(actions) - 4)):
        s = new_state(game, players, seed, options)
        for a in actions[:n]:
            s.apply(a)
        out.append(s)
    return out


def check_mutated_positions(game: Game, players: int, options: dict | None = None,
                            seed: int = 12, examples: int = 40) -> int:
    """Positions with fields removed, replaced by wrong types or nested garbage:
    ``from_position`` raises BadPosition (short message) or gives a working game."""
    cls = game_class(game)
    docs = [json.loads(json.dumps(s.to_position())) for s in _bases(game, players, options, seed)]
    fixed: list[Any] = [None, [], "x" * 1_000_000, 7, {}, _deep(10_000)]
    cases = 0
    for bad in fixed:
        must_be_bad_or_work(lambda: cls.from_position(bad), f"position {_short(bad)}")
        cases += 1
    for doc in docs:
        for path in _paths(doc):
            if len(path) == 1:  # every top-level field removed, and given a 1 MB string
                must_be_bad_or_work(lambda: cls.from_position(mutate(doc, path, None, True)),
                                    f"position without {path}")
                must_be_bad_or_work(lambda: cls.from_position(mutate(doc, path, "x" * 1_000_000)),
                                    f"position {path} = 1 MB")
                must_be_bad_or_work(lambda: cls.from_position(mutate(doc, path, 10**5000)),
                                    f"position {path} = 10**5000")
                cases += 3
        cases += _hypothesis_mutations(docs, cls.from_position, "position", examples)
    return cases


def check_positions(game: Game, players: int, options: dict | None = None, seed: int = 18) -> int:
    """What every ``from_position`` refuses (``State.new_for_position`` does it for a game):
    a position that is not a dict (the message says a position is a dict), a position of
    another game, an unknown field, an unknown rule option (each named in the message),
    options that are not a dict, a player count the game does not have, a bad seed — each
    a :class:`BadPosition`.  And the fields the game declares :attr:`~State.undealt` may be
    ``null`` together (as ``boardlab.lab.simulate(start=position)`` leaves them): the
    position is accepted, the same seed deals the same, and it plays on."""
    cls = game_class(game)
    from .games import REGISTRY
    early, _late = _bases(game, players, options, seed)
    WHERE["step"] = None   # positions of their own, not a moment of the game
    doc = json.loads(json.dumps(early.to_position()))
    other = next((g for g in REGISTRY if g != cls.game), "another_game")
    opts = doc.get("options") if isinstance(doc.get("options"), dict) else {}
    bad: list[tuple[str, Any, str]] = [
        ("a list holding a position", [doc], "dict"),
        (f"a position saying 'game': {other!r}", {**doc, "game": other}, other),
        ("a position with the field 'no_such_field'", {**doc, "no_such_field": 1}, "no_such_field"),
        ("a position with the rule option 'no_such_option'",
         {**doc, "options": {**opts, "no_such_option": 1}}, "no_such_option"),
        ("a position whose options are a list", {**doc, "options": [1]}, ""),
    ]
    counts = [0, max(cls.player_counts) + 1, "2", [players], None, True, 2.0]
    bad += [(f"a position for players={_short(n)}", {**doc, "players": n}, "") for n in counts]
    bad += [(f"a position with seed={_short(x)}", {**doc, "seed": x}, "") for x in ("5", -1, 5.0, True)]
    for what, position, named in bad:
        try:
            cls.from_position(position)
        except BadPosition as e:
            assert len(str(e)) < MAX_MESSAGE * (SHOWN_PROBLEMS + 1), f"{what}: a {len(str(e))}-char message"
            assert named.lower() in str(e).lower(), f"{what} is refused without naming {named!r}: {str(e)[:200]}"
            continue
        except Exception as e:  # noqa: BLE001
            raise AssertionError(f"{what}: {type(e).__name__} (not BadPosition): {str(e)[:200]}") from e
        raise AssertionError(f"{what} was accepted by from_position (State.new_for_position "
                             "refuses it for you)")
    if cls.undealt:
        blank = {**doc, **{k: None for k in cls.undealt if k in doc}}

        def dealt() -> State:
            try:
                return cls.from_position(json.loads(json.dumps(blank)))
            except BadPosition as e:
                raise AssertionError(f"{', '.join(cls.undealt)} left null (State.undealt) is refused: "
                                     f"{str(e)[:200]}") from e

        one = dealt()
        assert one.to_position() == dealt().to_position(), \
            f"{', '.join(cls.undealt)} left null: the same seed deals differently"
        must_be_bad_or_work(lambda: one, "a position with its undealt fields null")
    return len(bad) + bool(cls.undealt)


def _hypothesis_mutations(docs: list, build: Callable[[Any], State], what: str, examples: int) -> int:
    """Derandomized Hypothesis: one document, one path, removed or replaced by garbage."""
    from hypothesis import HealthCheck, given, settings, strategies as st
    tried = 0
    paths = [(i, p) for i, d in enumerate(docs) for p in _paths(d)]

    @settings(max_examples=examples, derandomize=True, database=None, deadline=None,
              suppress_health_check=list(HealthCheck))
    @given(st.sampled_from(paths), st.booleans(), _garbage_strategy())
    def one(where: tuple, remove: bool, value: Any) -> None:
        nonlocal tried
        i, path = where
        doc = mutate(docs[i], path, value, remove and not isinstance(path[-1], int))
        must_be_bad_or_work(lambda: build(doc), f"{what} {path}={_short(value)}", moves=60)
        tried += 1

    one()
    return tried


def check_mutated_records(game: Game, players: int, options: dict | None = None,
                          seed: int = 13, examples: int = 30) -> int:
    """Records with fields removed, wrong types, ``actions: None``, ``actions: "<one
    notation>"`` (iterated character by character), an unknown game, a 1 MB string:
    ``load`` raises BadPosition (short message) or gives a working game."""
    early, _late = _bases(game, players, options, seed)
    rec = json.loads(json.dumps(early.to_record()))
    first = rec["actions"][0] if rec.get("actions") else "x"
    fixed: list[Any] = [None, [], "x" * 1_000_000, {**rec, "actions": None}, {**rec, "actions": first},
             {**rec, "actions": [None]}, {**rec, "actions": [first * 1000]},
             {**rec, "game": "no such game"}, {**rec, "game": None}, {**rec, "game": "x" * 1_000_000},
             {**rec, "actions": rec["actions"] + ["x" * 1_000_000]}, {**rec, "actions": _deep(10_000)}]
    for k in rec:
        fixed += [mutate(rec, (k,), None, True), mutate(rec, (k,), "x" * 1_000_000),
                  mutate(rec, (k,), _deep(10_000)), mutate(rec, (k,), 10**5000)]
    for bad in fixed:
        must_be_bad_or_work(lambda: load_record(game, bad), f"record {_short(bad)}", moves=60)
    return len(fixed) + _hypothesis_mutations([rec], lambda d: load_record(game, d), "record", examples)


def check_seeds(game: Game, players: int, options: dict | None = None) -> int:
    """Huge and odd seeds: BadPosition at once, or the game works throughout (played
    to the end; its record replays it)."""
    for seed in ODD_SEEDS:
        s = must_be_bad_or_work(lambda: new_state(game, players, seed, options), f"seed {_short(seed)}",
                                moves=100_000)
        if s is not None:
            assert s.is_over, f"seed {_short(seed)}: the game did not end"
            assert snapshot(load_record(game, json.loads(json.dumps(s.to_record())))) == snapshot(s), \
                f"seed {_short(seed)}: the record does not replay the game"
    return len(ODD_SEEDS)


# ------------------------------------------------------- rare paths (biased)
def biased_chooser(weight: Callable[[State, Action, list[Event]], float] | None = None,
                   greed: float = 0.8) -> Chooser:
    """A driver towards rare paths: with probability ``greed`` it plays the action whose
    Events cite the rules least seen so far in this game (ties: the one causing most
    events, i.e. most progress), else a random one.  ``weight(state, action, events)``
    adds a game's own preference (a State subclass may define ``rare_weight``)."""
    seen: Counter = Counter()
    done = [0]

    def choose(s: State, rng: random.Random) -> Action:
        if len(s.log) < done[0]:
            seen.clear()
            done[0] = 0
        seen.update(e.rule for e in s.log[done[0]:])
        done[0] = len(s.log)
        actions = s.legal_actions()
        if len(actions) == 1 or rng.random() > greed:
            return rng.choice(actions)
        best, a = None, actions[0]
        for b in actions:
            events = s.copy().apply(b)
            score = (sum(1.0 / (1 + seen[e.rule]) for e in events) + 0.05 * len(events)
                     + (weight(s, b, events) if weight else 0.0) + rng.random() * 1e-3)
            if best is None or score > best:
                best, a = score, b
        return a

    return choose


def rule_ids(s: State) -> Counter:
    """How often each rule id was cited in ``s.log``."""
    return Counter(e.rule for e in s.log)


def check_rare_paths(game: Game, players: int, options: dict | None = None,
                     seeds: Iterable[int] = (0, 1, 2), expect: Iterable[str] = (),
                     weight: Callable[[State, Action, list[Event]], float] | None = None,
                     properties: bool = True) -> Counter:
    """Biased games (:func:`biased_chooser`, one per seed; ``weight`` or the game's
    ``rare_weight`` steers them) reach the rare paths: ``check()`` holds at every
    decision; together they cite every rule id that plain random games of most of the
    same seeds cite (a path random play commonly reaches is not lost), plus ``expect``
    and the game's own ``rare_events`` if it declares them.  With ``properties``, copies,
    undo, round trips and views are checked on the first seed's biased game too.
    Returns the rule ids met (a Counter)."""
    cls = game_class(game)
    met: Counter = Counter()
    weight = weight or getattr(cls, "rare_weight", None)
    seeds = list(seeds)
    for seed in seeds:
        s = play(game, players, seed, options, chooser=biased_chooser(weight),
                 visit=lambda t, r: t.check())
        s.check()
        met.update(rule_ids(s))
    common = Counter(r for seed in seeds for r in set(rule_ids(play(game, players, seed, options))))
    plain = {r for r, n in common.items() if 2 * n > len(seeds)}
    wanted = set(expect) | set(getattr(cls, "rare_events", ()))
    missing = sorted((plain | wanted) - set(met))
    assert not missing, f"biased games never cite {missing}"
    if properties:
        for check in (check_copies, check_round_trips, check_views):
            check(game, players, options, seeds[0], 3, chooser=biased_chooser(weight))
    return met


# ---------------------------------------------------------------- all checks
CHECKS: dict[str, Callable[..., Any]] = {
    "legal play": check_legal_play, "bad text": check_bad_text, "copies": check_copies,
    "round trips": check_round_trips, "determinism": check_determinism, "views": check_views,
    "view leaks": check_view_leaks, "action fields": check_action_fields,
    "huge numbers": check_huge_numbers, "mutated positions": check_mutated_positions,
    "mutated records": check_mutated_records, "seeds": check_seeds,
    "determinize": check_determinize, "copy integrity": check_copy_integrity,
    "completeness": check_completeness, "refused as illegal": check_well_formed_refusals,
    "positions": check_positions, "evaluate": check_evaluate,
}


def _seeded(check: Callable[..., Any], seed: int | None, i: int) -> dict[str, Any]:
    """The seed argument of game ``i`` for ``check``: ``seed + i``, or the check's own
    default seed + i when ``seed`` is None (``{}`` for the first game then, and for a
    check that takes no seed)."""
    params = inspect.signature(check).parameters
    for name in ("seed", "seeds"):
        if name in params:
            if seed is None and i == 0:
                return {}
            default = params[name].default
            if name == "seed":
                return {name: (default if seed is None else seed) + i}
            default = list(default)
            base = default[0] if seed is None else seed
            return {name: [base + len(default) * i + j for j in range(len(default))]}
    return {}


def check_game(game: Game, players: int | None = None, options: dict | None = None,
               only: Iterable[str] | None = None, *, games: int = 1,
               seed: int | None = None, examples: int | None = None,
               moments: int | None = None) -> dict[str, int]:
    """Run every check (:data:`CHECKS` and ``"rare paths"``, or those named in ``only``)
    on ``game`` at ``players`` (default: each of its player counts) with the rule
    ``options`` (default: the game's own rules, then each of its declared ``variants``),
    each on ``games`` seeded games (seeds ``seed``, ``seed + 1`` …; default: each check's
    own seeds) → cases tried per check.  ``examples`` sets the Hypothesis budget of the
    mutation checks; ``moments`` how many moments of each game a check visits (the copies
    ``copy integrity`` keeps) — both default to each check's own.

    A broken promise raises ``AssertionError`` naming the property (the check), the
    player count, the options (a variant), the seed and the step (decision) where it
    broke, e.g. ``"copies — 3 players, seed 5, step 41: undo did not restore the state
    exactly"``; any other exception from a check is reported the same way.  What breaks
    no promise but makes numbers quietly worse (no ``evaluate``) is a :class:`Finding`
    warning."""
    cls = game_class(game)
    for budget, value in (("games", games), ("examples", examples), ("moments", moments)):
        if (value is not None or budget == "games") and (type(value) is not int or value < 1):
            raise ValueError(f"{budget} is a whole number ≥ 1, not {_short(value)}")
    names = list(CHECKS) + ["rare paths"]
    if only is not None:
        only = list(only)
        unknown = [n for n in only if n not in names]
        if unknown:
            raise ValueError(f"no check named {unknown[0]!r} (checks: {', '.join(names)})")
    counts: Counter = Counter()
    for p in [players] if players else cls.player_counts:
        for opts in [options] if options is not None else [{}, *cls.variants]:
            for name in names:
                if only is not None and name not in only:
                    continue
                counts[name] += _run_check(name, game, p, opts, games, seed, examples, moments)
    return dict(counts)


def _run_check(name: str, game: Game, players: int, options: dict, games: int, seed: int | None,
               examples: int | None, moments: int | None = None) -> int:
    """Cases tried by check ``name`` on ``games`` seeded games; a failure is re-raised as
    an ``AssertionError`` naming the check, player count, options, seed and step."""
    check = CHECKS.get(name, check_rare_paths)
    cases = 0
    for i in range(games if _seeded(check, 0, 0) else 1):
        kw = _seeded(check, seed, i)
        params = inspect.signature(check).parameters
        if examples is not None and "examples" in params:
            kw["examples"] = examples
        if moments is not None:
            kw.update({p: moments for p in ("moments", "keep") if p in params})
        WHERE["seed"], WHERE["step"] = kw.get("seed", (kw.get("seeds") or [None])[0]), None
        try:
            n = check(game, players, options, **kw)
        except Exception as e:  # noqa: BLE001 — named and re-raised as AssertionError
            where = (f"{players} players" + (f", options {_short(options, 100)}" if options else "")
                     + f", seed {WHERE['seed']}" + (f", step {WHERE['step']}" if WHERE["step"] is not None else ""))
            raise AssertionError(f"{name} — {where}: {type(e).__name__ + ': ' if not isinstance(e, AssertionError) else ''}"
                                 f"{str(e)[:500]}") from e
        cases += sum(n.values()) if isinstance(n, Counter) else n
    return cases
