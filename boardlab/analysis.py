"""The analysis board's engine: every legal *turn* of the seat to move,
with its value for that seat now and after a look-ahead.  Game-agnostic: the contract only
(``legal_actions``, ``copy``, ``apply``, ``view``, ``determinize``, ``secrets``,
``evaluate``/``scores``).

A **turn** is the sequence of decisions the seat to move makes before another seat is to
move or the game ends — a play with its follow-up choices and its draw, as one line, not
loose decisions.  A turn also ends at a *chance step*: a decision that touches what the
seat cannot see (``state.secrets(seat)`` changes — a card drawn from a hidden pile, a
reshuffle), since what follows it depends on cards the seat does not know yet.
:func:`turns` lists them depth-first over copies, at most ``limit`` (each first decision
gets its share of the limit, so a capped list still starts with every first decision),
and says when it was capped.

**Value now** is ``state.evaluate(seat)`` after the turn (``scores()[seat]`` once the game
is over, or for a game without ``evaluate``).  **Look-ahead** (:meth:`Analysis.think`):
after the turn the game goes on for ``horizon`` turns (default: one round — the other
seats answer and the seat plays its next turn), then the position is evaluated for the
seat.  This is done in ``worlds`` determinizations (``state.determinize(seat, rng)``: the
hidden cards dealt again at random), ``rollouts`` times in each.  With the default
``policy="mcts"`` every decision of that continuation is chosen by a
:class:`boardlab.bots.MCTSBot` (``iterations`` searches a decision) on the deciding
seat's view of the world (``bot.choose(world.view(mover))``: no seat peeks, not even
into the determinized world), so the answers are searched, not random (how well
depends on ``iterations``, see :meth:`Analysis.think`); ``policy="random"`` plays the
continuation at random (flat Monte Carlo: fast, but careless answers underrate lines).  The value is the mean; its error bar the standard
error over the worlds.  A look-ahead values at most ``budget`` positions (:data:`BUDGET` by
default: a few seconds in every game), spent on the best lines first.  Everything is
deterministic for a ``seed``.

Views are airtight: on a seat's view (``state.view(seat)``) nothing secret is read — the
turns are played in determinizations of the view (value now: the mean over the
``worlds``), so two states that look the same to the seat get the same analysis.  On the
full state the analysis sees everything (value now: the true position after the turn);
its look-ahead still deals the hidden cards again from the seat's point of view.

>>> import boardlab
>>> from boardlab.analysis import analyze
>>> a = analyze(boardlab.new("lost_cities", seed=1))
>>> a.lines[0].now >= a.lines[-1].now and not a.capped
True
"""
from __future__ import annotations

import json
import math
import random
import time
from dataclasses import dataclass, field
from typing import Callable, Iterator, Sequence

from .bots import GreedyBot, MCTSBot
from .engine import Action, State
from .rules import BoardlabError

#: the most turns :func:`turns` lists by default
LIMIT = 200
#: the lines the analysis board looks ahead (its Think: the best by value now)
TOP = 8
#: the positions a Think may value in all, by default (:meth:`Analysis.think`): at most
#: about 3 s of processor time in every game (``make bench``), so the analysis board
#: answers within 10 s on a shared 2-core machine
BUDGET = 9000
#: the analysis board's safety cap on a Think, in seconds (no line is started after it;
#: its default budget stays within it — ``make bench`` shows)
SECONDS = 8.0
#: the decisions of a line's variation its label shows
VARIATION_SHOWN = 4
#: the most decisions one turn may hold (a turn longer than this ends there)
MAX_DECISIONS = 64
#: positions :func:`turns` may visit per turn it is allowed to list (keeps it fast)
NODES_PER_TURN = 20
#: the most decisions one rollout plays
ROLLOUT_DECISIONS = 400
#: the look-ahead's policies (:meth:`Analysis.think`)
POLICIES = ("mcts", "random")
#: MCTS searches per decision of the look-ahead's continuation (see :meth:`Analysis.think`)
ITERATIONS = 4
#: random decisions after a leaf of the look-ahead's MCTS before ``evaluate`` judges it: none
#: (every game has ``evaluate``; a random playout would only add noise and time)
BOT_ROLLOUT_DEPTH = 0
#: prior visits of the look-ahead's MCTS: none (its two-decision look-ahead would cost up to
#: ``boardlab.bots.mcts.PRIOR_BUDGET`` positions a decision, far more than 4 iterations)
BOT_PRIOR = 0


@dataclass(frozen=True)
class Turn:
    """One turn: the decisions of ``seat``, in order, and why it ends there — ``"turn"``
    (another seat is to move), ``"over"`` (the game ended), ``"chance"`` (a chance step,
    see the module doc) or ``"long"`` (:data:`MAX_DECISIONS` reached)."""

    seat: int
    actions: tuple[Action, ...]
    ends: str = "turn"

    def __str__(self) -> str:
        return " · ".join(str(a) for a in self.actions)


class Turns(list):
    """The list :func:`turns` returns; ``capped`` is True when there were more turns than
    the ``limit`` (or than the positions it may visit), so some are not listed."""

    capped: bool = False


def value(state: State, seat: int) -> float:
    """What ``seat`` can expect from ``state``: ``state.evaluate(seat)`` where the game
    defines it and the game is not over, else its score (``scores()[seat]``)."""
    state.check_seat(seat, "value(state, seat)")
    evaluate = getattr(state, "evaluate", None)
    if evaluate is not None and not state.is_over:
        return float(evaluate(seat))
    return float(state.scores().get(seat, 0))


def _walk(state: State, seat: int, limit: int, nodes: int
          ) -> tuple[list[tuple[Turn, State]], bool, dict[str, int]]:
    """The turns of ``seat`` from the full ``state`` (depth-first over copies), each with
    the state after it; True if capped; the position after each turn (:func:`_key`) → its
    index.  Turns that reach one position are listed once, as the shortest of them."""
    found: list[tuple[Turn, State]] = []
    where: dict[str, int] = {}      # position after a turn → its index in found
    budget = [nodes]
    capped = False
    seen: set[str] = set()   # positions reached: a transposition is walked (and listed) once

    def go(s: State, prefix: tuple[Action, ...], share: int, hidden: dict) -> int:
        nonlocal capped
        actions = s.legal_actions()
        listed = 0
        for i, a in enumerate(actions):
            room = share - listed
            left = len(actions) - i
            if room <= 0 or budget[0] <= 0:
                capped = True
                break
            budget[0] -= 1
            nxt = s.copy()
            nxt.apply(a)
            key = _key(nxt)
            if key in seen:
                continue
            seen.add(key)
            line = prefix + (a,)
            ends = ("over" if nxt.is_over else "turn" if nxt.to_move != seat else
                    "long" if len(line) >= MAX_DECISIONS else "")
            after = nxt.secrets(seat) if not ends else hidden
            if not ends and after != hidden:
                ends = "chance"
            if ends:
                listed += _add(found, where, key, Turn(seat, line, ends), nxt)
            else:
                listed += go(nxt, line, max(1, room // left), after)
        return listed

    go(state, (), limit, state.secrets(seat))
    return found, capped, where


def _add(found: list[tuple[Turn, State]], where: dict[str, int], key: str, turn: Turn, after: State) -> int:
    """Add a turn reaching position ``key`` (1), or keep the shorter of it and the turn
    listed there already (0)."""
    if key in where:
        i = where[key]
        if len(turn.actions) < len(found[i][0].actions):
            found[i] = (turn, after)
        return 0
    where[key] = len(found)
    found.append((turn, after))
    return 1


def _key(state: State) -> str:
    """The position of ``state`` as text: equal for two orders of the same decisions —
    the order of a row of plain values (cards paid in another order, pawns swapped) is
    not part of it."""
    return json.dumps(_unordered(state.to_position()), sort_keys=True, default=str)


_NESTED = (dict, list, tuple)


def _unordered(x: object) -> object:
    """``x`` with each row of plain values sorted; a mapping or row without rows or
    mappings in it is not copied, and plain values are not walked into (a key is made for
    every position :func:`turns` visits)."""
    if isinstance(x, dict):
        out = None
        for k, v in x.items():
            if isinstance(v, _NESTED):
                if out is None:
                    out = dict(x)
                out[k] = _unordered(v)
        return x if out is None else out
    if isinstance(x, (list, tuple)):
        for v in x:
            if isinstance(v, _NESTED):
                return [_unordered(u) if isinstance(u, _NESTED) else u for u in x]
        return sorted(x, key=repr)
    return x


def _worlds(state: State, seat: int, worlds: int, seed: int) -> list[State]:
    """``worlds`` determinizations of ``state`` for ``seat``, each from its own seeded
    generator (``f"{seed}/{k}"``)."""
    return [state.determinize(seat, random.Random(f"{seed}/{k}")) for k in range(worlds)]


def turns(state: State, limit: int = LIMIT, seed: int = 0) -> Turns:
    """Every turn of the seat to move (see the module doc), at most ``limit``;
    ``.capped`` says when some are left out.  On a view, the turns are listed in a
    determinization of it (seeded with ``seed``), so nothing secret is read.

    >>> import boardlab
    >>> ts = turns(boardlab.new("lost_cities", seed=1))
    >>> all(t.ends == "turn" for t in ts), str(ts[0])
    (True, 'play Y0 · pawn L · draw')
    """
    found, capped = _lines(state, limit, seed, 1)
    out = Turns(t for t, _ in found)
    out.capped = capped
    return out


def _lines(state: State, limit: int, seed: int, worlds: int) -> tuple[list[tuple[Turn, list[State]]], bool]:
    """The turns of the seat to move, each with the states after it: the true one on a
    full state, one per determinization on a view; and whether the list was capped."""
    if limit < 1:
        raise ValueError("limit is at least 1")
    seat = state.to_move
    capped = False
    if state.is_over or seat is None or (state.viewer is not None and state.viewer != seat):
        result: list[tuple[Turn, list[State]]] = []
    elif state.viewer is None:
        found, capped, where = _walk(state, seat, limit, limit * NODES_PER_TURN)
        _with_greedy(found, where, state, seat, limit, seed)
        result = [(t, [after]) for t, after in found]
    else:
        ws = _worlds(state, seat, worlds, seed)
        found, capped, where = _walk(ws[0], seat, limit, limit * NODES_PER_TURN)
        _with_greedy(found, where, ws[0], seat, limit, seed)
        result = []
        for t, after in found:
            afters: list[State | None] = [after]
            for w in ws[1:]:
                afters.append(_play(w, t.actions))
            result.append((t, [a for a in afters if a is not None]))
    return result, capped


def _greedy_turn(state: State, seat: int, seed: int) -> tuple[Turn, State]:
    """The turn :class:`boardlab.bots.GreedyBot` (one decision deep) plays from the full
    ``state``, deciding on the seat's view, and the state after it."""
    bot = GreedyBot(depth=1, seed=seed)
    s = state.copy()
    line: list[Action] = []
    hidden = s.secrets(seat)
    while True:
        a = bot.choose(s.view(seat))
        s.apply(a)
        line.append(a)
        if s.is_over:
            return Turn(seat, tuple(line), "over"), s
        if s.to_move != seat:
            return Turn(seat, tuple(line), "turn"), s
        if len(line) >= MAX_DECISIONS:
            return Turn(seat, tuple(line), "long"), s
        if s.secrets(seat) != hidden:
            return Turn(seat, tuple(line), "chance"), s


def _with_greedy(found: list[tuple[Turn, State]], where: dict[str, int], state: State, seat: int,
                 limit: int, seed: int) -> None:
    """The greedy bot's turn is always listed: added unless a turn reaching its position is
    listed already — when the list is full, in place of the last turn that starts as it
    does or whose first decision another turn also starts with (every first decision
    stays listed).  ``where``: the position after each listed turn (:func:`_walk`)."""
    turn, after = _greedy_turn(state, seat, seed)
    if _key(after) in where:
        return
    if len(found) >= limit:
        firsts = [t.actions[0] for t, _ in found]
        spare = [j for j, a in enumerate(firsts) if a == turn.actions[0] or firsts.count(a) > 1]
        if spare:
            found[spare[-1]] = (turn, after)
            return
    found.append((turn, after))


def _play(state: State, actions: Sequence[Action]) -> State | None:
    """A copy of ``state`` after ``actions``, or None if one of them is not legal there."""
    s = state.copy()
    try:
        for a in actions:
            s.apply(a)
    except BoardlabError:
        return None
    return s


def _mean_err(xs: Sequence[float]) -> tuple[float, float]:
    """Mean and standard error (0.0 for fewer than two values)."""
    n = len(xs)
    m = sum(xs) / n
    if n < 2:
        return m, 0.0
    var = sum((x - m) ** 2 for x in xs) / (n - 1)
    return m, math.sqrt(var / n)


@dataclass
class Line:
    """One analysed turn: ``now`` (value for the seat right after it; ``now_err`` its
    standard error over the worlds of a view, 0 on a full state) and, once thought about,
    ``ahead`` ± ``ahead_err`` (the look-ahead)."""

    turn: Turn
    now: float
    now_err: float = 0.0
    ahead: float | None = None
    ahead_err: float | None = None
    afters: list[State] = field(default_factory=list, repr=False)
    #: once thought about: the principal variation — the decisions the look-ahead expects
    #: after this turn (every seat's, in order, as played in its first world)
    variation: tuple[Action, ...] = ()

    @property
    def score(self) -> float:
        """What the ranking uses: the look-ahead once known, else the value now."""
        return self.now if self.ahead is None else self.ahead

    def label(self) -> str:
        text = f"{self.now:+.1f}"
        if self.now_err:
            text += f" ±{self.now_err:.1f}"
        if self.ahead is not None:
            text += f" → {self.ahead:+.1f} ±{self.ahead_err or 0:.1f}"
        then = ""
        if self.variation:
            shown = " · ".join(str(a) for a in self.variation[:VARIATION_SHOWN])
            then = f"  ⟶ {shown}{' …' if len(self.variation) > VARIATION_SHOWN else ''}"
        return f"{text}  {self.turn}{then}"


class Analysis:
    """``analyze(state)``: the turns of the seat to move, ranked best first (``lines``).

    ``state`` is a full state or a seat's view (see the module doc); it is not changed.
    ``think()`` adds the look-ahead (the best lines first, within a budget) and re-ranks;
    ``after(i)`` is the position after
    line ``i`` (on a view: the seat's view of it in the first determinization).
    """

    def __init__(self, state: State, limit: int = LIMIT, worlds: int = 8, seed: int = 0):
        if worlds < 1:
            raise ValueError("worlds is at least 1")
        self.state, self.limit, self.worlds, self.seed = state, limit, worlds, seed
        self.seat = state.to_move
        found, self.capped = _lines(state, limit, seed, worlds)
        #: after :meth:`think`: the positions it valued, and why it stopped before the
        #: last line it might look at — ``"budget"``, ``"seconds"`` or None (it did not)
        self.spent: int = 0
        self.stopped: str | None = None
        self.lines: list[Line] = []
        for t, afters in found:
            now, err = _mean_err([value(a, t.seat) for a in afters])
            self.lines.append(Line(t, now, err if state.viewer is not None else 0.0, afters=afters))
        self._rank()

    def _rank(self) -> None:
        # stable: equal values keep the order the turns were listed in; lines looked
        # ahead (think(top=…)) before the others
        thought = any(line.ahead is not None for line in self.lines)
        self.lines.sort(key=lambda line: (thought and line.ahead is None, -line.score))

    def __len__(self) -> int:
        return len(self.lines)

    def __iter__(self) -> Iterator[Line]:
        return iter(self.lines)

    def after(self, i: int) -> State:
        """The position after line ``i``: the true one (a copy) on a full state, the seat's
        view of the first determinization on a view."""
        s = self.lines[i].afters[0]
        return s.copy() if self.state.viewer is None else s.view(self.state.viewer)

    def think(self, iterations: int = ITERATIONS, horizon: int | None = None,
              progress: Callable[[int, int], None] | None = None, policy: str = "mcts",
              rollouts: int = 1, top: int | None = None, seconds: float | None = None,
              budget: int | None = BUDGET, looking: Callable[[int, int, Line], None] | None = None
              ) -> None:
        """The look-ahead of the lines, best first (module doc), then re-rank: in each of
        the ``worlds`` determinizations the game goes on ``rollouts`` times for ``horizon``
        turns (default: one round — each other seat answers, then the seat plays its next
        turn; in a one-seat game a turn ends at a chance step, as :func:`turns` lists them),
        each decision chosen by ``MCTSBot(iterations)`` on the deciding seat's view
        (``policy="mcts"``) or at random (``policy="random"``), and the position there is
        valued for the seat.  ``line.ahead`` is the mean, ``line.ahead_err`` its standard
        error over the worlds; ``line.variation`` the decisions played after the turn in
        world 0's first rollout (the continuation the search expects).

        How much is looked at — the lines are taken best first by their value so far, and
        a line is looked ahead in all its worlds or not at all; the lines looked ahead rank
        before the others:

        * ``budget``: the positions the look-ahead may value in all (:data:`BUDGET` by
          default; None: no limit).  A searched decision values each of its legal actions
          and one position per iteration (a decision with one legal action: none), a
          random decision one.  A line is started only while the budget left pays for
          as many positions as the line before took (the first always is), so the work —
          and every figure — is the same on every machine.
        * ``top``: only the ``top`` best lines (None: every line).
        * ``seconds``: a safety cap on the wall clock — no further line is started once
          this much time has passed (how many lines are looked at then depends on the
          machine; the analysis board gives :data:`SECONDS`, which its default budget
          stays well within: ``make bench`` prints the times).

        ``looking(i, n, line)`` is called before each line is looked ahead (the ``i``-th
        of ``n`` lines it may look at, from 1), ``progress(done, total)`` after each line
        and world (``total`` = ``n`` × worlds).  Nothing is printed.  Deterministic for
        the analysis's ``seed``: world ``k`` is dealt and its bots seeded from it, the same
        for every line.

        Cost: 0.2–0.4 ms of processor time a position valued (El Dorado's the dearest; on a
        loaded shared machine the wall clock is two or three times that), so the default
        budget answers within about 3 s of processor time in every game (``make bench``
        prints each game's open and Think times); with ``budget=None``
        it grows with turns × worlds × rollouts × (legal actions + ``iterations``) × the
        decisions of a round — minutes for every line of Urland or El Dorado.  An MCTS
        decision with fewer ``iterations`` than legal actions tries the best few of them
        by a one-decision look-ahead; more iterations (16–32 for Lost Cities' plays)
        answer better at proportional cost; ``policy="random"`` is about 10 times
        faster, but careless answers underrate lines.  One round may not reach a change of
        value: in Ecosystem the seat's next turn after a placement is a pick, which scores
        once placed — use ``horizon=2 * players`` there.
        """
        if iterations < 1:
            raise ValueError("iterations is at least 1")
        if rollouts < 1:
            raise ValueError("rollouts is at least 1")
        if policy not in POLICIES:
            raise ValueError(f"policy is one of {', '.join(map(repr, POLICIES))}, not {policy!r}")
        if top is not None and top < 1:
            raise ValueError("top is at least 1 (or None: every line)")
        if budget is not None and budget < 1:
            raise ValueError("budget is at least 1 (or None: no limit)")
        seat = self.seat
        if seat is None:
            return
        horizon = self.state.players if horizon is None else horizon
        # world k's bots, one per rollout: the same for every line (common random numbers)
        bots = [[MCTSBot(iterations=iterations, seed=_seed(f"{self.seed}/{k}/{r}/mcts"),
                         rollout_depth=BOT_ROLLOUT_DEPTH, prior=BOT_PRIOR)
                 for r in range(rollouts)] for k in range(self.worlds)]
        chosen = sorted(self.lines, key=lambda x: -x.score)[:top]
        total = len(chosen) * self.worlds
        done = 0
        spent = [0]      # positions valued so far
        began = time.monotonic()
        self.stopped = None
        last = 0         # the positions the line before valued
        for i, line in enumerate(chosen):
            if i and budget is not None and budget - spent[0] < last:
                self.stopped = "budget"
                break
            if i and seconds is not None and time.monotonic() - began >= seconds:
                self.stopped = "seconds"
                break
            if looking is not None:
                looking(i + 1, len(chosen), line)
            before = spent[0]
            per_world: list[float] = []
            played: list[Action] = []
            for k in range(self.worlds):
                if self.state.viewer is None:    # deal the hidden cards again, as the seat sees it
                    start = line.afters[0].determinize(seat, random.Random(f"{self.seed}/{k}"))
                elif k < len(line.afters):
                    start = line.afters[k]
                else:
                    start = None
                if start is not None:
                    record = played if not per_world and not played else None   # world 0's first rollout
                    if policy == "random":
                        rng = random.Random(f"{self.seed}/{k}/rollout")
                        values = [_continue(start, seat, horizon, _random(rng, spent), record if r == 0 else None)
                                  for r in range(rollouts)]
                    else:
                        values = [_continue(start, seat, horizon, _searched(bot, spent), record if r == 0 else None)
                                  for r, bot in enumerate(bots[k])]
                    per_world.append(sum(values) / rollouts)
                done += 1
                if progress is not None:
                    progress(done, total)
            line.ahead, line.ahead_err = _mean_err(per_world)
            line.variation = tuple(played)
            last = spent[0] - before
        self.spent = spent[0]
        self._rank()

    def __repr__(self) -> str:
        who = "nobody" if self.seat is None else self.state.seat_name(self.seat)
        return (f"Analysis({self.state.game}, {who} to move, {len(self.lines)} turns"
                f"{' (capped)' if self.capped else ''})")


def _seed(text: str) -> int:
    """An integer seed drawn from a generator seeded with ``text``."""
    return random.Random(text).randrange(2 ** 32)


def _random(rng: random.Random, spent: list[int]) -> Callable[[State], Action]:
    """The random policy: a uniformly random legal action, from ``rng`` (one position
    valued a decision, counted in ``spent[0]``)."""
    def choose(s: State) -> Action:
        spent[0] += 1
        return rng.choice(s.legal_actions())
    return choose


def _searched(bot: MCTSBot, spent: list[int]) -> Callable[[State], Action]:
    """The MCTS policy: ``bot``'s choice on the deciding seat's view (no seat peeks); the
    positions its search values (each legal action and one per iteration, none for a
    decision with one legal action) are counted in ``spent[0]``."""
    def choose(s: State) -> Action:
        mover = s.to_move
        assert mover is not None   # a full state not over has a seat to move
        legal = s.legal_actions()
        if len(legal) == 1:      # nothing to search (the bot would answer the same)
            return legal[0]
        spent[0] += len(legal) + bot.iterations
        return bot.choose(s.view(mover))
    return choose


def _continue(start: State, seat: int, horizon: int, choose: Callable[[State], Action],
              record: list[Action] | None = None) -> float:
    """Play ``start`` (a full state; not changed) on, each decision by ``choose``, until
    ``horizon`` turns have ended (the seat to move changed) or the game is over (at most
    :data:`ROLLOUT_DECISIONS` decisions; in a one-seat game a turn ends at a chance step);
    ``seat``'s value there.  The decisions played
    are appended to ``record`` when given."""
    s = start.copy()
    ended = 0
    mover = s.to_move
    solo = s.players == 1     # one seat: a turn ends at a chance step (as turns() lists them)
    hidden = s.secrets(seat) if solo else None
    for _ in range(ROLLOUT_DECISIONS):
        if s.is_over or ended >= horizon:
            break
        a = choose(s)
        s.apply(a)
        if record is not None:
            record.append(a)
        if solo and (now := s.secrets(seat)) != hidden:
            ended += 1
            hidden = now
        elif s.to_move != mover:
            ended += 1
            mover = s.to_move
    return value(s, seat)


def analyze(state: State, limit: int = LIMIT, worlds: int = 8, seed: int = 0) -> Analysis:
    """The analysis of ``state`` for the seat to move (see :class:`Analysis`)."""
    return Analysis(state, limit=limit, worlds=worlds, seed=seed)
