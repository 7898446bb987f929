"""Play many games: :func:`simulate` → a pandas DataFrame, one row per game.

Each game depends on its seed only (game ``i`` plays seed ``seed + i``; each seat's bot is
seeded ``10 * game seed + seat``), so the table is the same whichever executor plays it —
in this process, in worker processes (the default: every core) or on a Dask cluster
(``executor=distributed.Client(...).get_executor()``).  What a worker needs — the game's
class, the bots, ``measure`` — travels by cloudpickle, so a game, bot or measure written
in a notebook runs in the workers unchanged.
"""
from __future__ import annotations

import concurrent.futures as cf
import math
import os
import warnings
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from typing import Any, Callable, Sequence

import cloudpickle
import pandas as pd

from ..bots import GreedyBot, MCTSBot, RandomBot
from ..engine import State
from ..rules import NotAllowed

#: bot names for ``bots=`` (``"mcts:500"``: 500 iterations; ``"greedy:2"``: depth 2).  A name
#: without a number is the class's default: ``"greedy"`` is ``GreedyBot()``, one decision ahead
#: (depth 2 costs 3 to 25 times as much a decision); ``"mcts"`` is ``MCTSBot()``, 200 iterations.
BOTS: dict[str, Callable[..., Any]] = {
    "random": lambda seed, arg: RandomBot(seed),
    "greedy": lambda seed, arg: GreedyBot(depth=int(arg), seed=seed) if arg else GreedyBot(seed=seed),
    "mcts": lambda seed, arg: MCTSBot(iterations=int(arg), seed=seed) if arg else MCTSBot(seed=seed),
}
#: the decisions after which a simulated game still running is stopped, with no winner
#: (column ``stopped``).  A game's rules may let bots play on for ever: in Lost Cities,
#: seats that would rather not draw the last cards of a round can take each other's
#: discards round after round (LC-5.9).  Normal games take far fewer (Lost Cities about
#: 900–2,500, El Dorado at most about 1,200 before its round limit, ED-D26).
MAX_DECISIONS = 10_000


class SimulationError(RuntimeError):
    """A game of a simulation failed; the message names its seed (replay it with ``boardlab.new``).
    Or its worker processes could not start (the message says what to do)."""


#: what to do when worker processes cannot start (:mod:`.cluster`)
ADVICE = ("in a script, start the run under `if __name__ == \"__main__\":` — every worker process "
          "imports the script again and would start the run (and more workers) itself; in a "
          "notebook this is not needed")


def game_class(game: str | type[State]) -> type[State]:
    """The ``State`` class of a registered game name, or ``game`` itself if it is one
    (a game of your own need not be registered to be simulated)."""
    if isinstance(game, type) and issubclass(game, State):
        return game
    from .. import _game
    return _game(game)


def check_bots(bots: Any, players: int) -> tuple[Any, ...] | Callable:
    """``bots`` as a tuple of one spec per seat, or a factory ``bots(seat, game_seed)``.

    A spec is a name of :data:`BOTS` (``"random"``, ``"greedy"``, ``"mcts"``, with an
    optional ``:number`` — MCTS iterations (default 200, as ``MCTSBot()``) or greedy depth
    (default 1, as ``GreedyBot()``)) or a bot class taking
    ``seed=``.  ``None`` is RandomBot everywhere; one spec (``"mcts"``) is every seat's;
    a string with commas (``"mcts,greedy"``) or a list gives one per seat, the last
    repeated for the remaining seats.  A bot *object* is refused: it would carry its
    random state from game to game, and games must depend on their seed only.
    """
    if bots is None:
        return ("random",) * players
    if isinstance(bots, type) or isinstance(bots, str):
        specs: Sequence = bots.split(",") if isinstance(bots, str) else [bots]
    elif isinstance(bots, (list, tuple)):
        specs = list(bots)
    elif callable(bots) and not hasattr(bots, "choose"):
        return bots
    else:
        raise TypeError(f"bots is a name ('mcts'), a list of names or classes (one per seat), or a "
                        f"function (seat, game_seed) -> bot; not {type(bots).__name__}: a bot object "
                        "would carry its random state from one game to the next")
    if not specs:
        raise ValueError("bots is empty: give at least one, e.g. bots='random'")
    if len(specs) > players:
        raise ValueError(f"{len(specs)} bots for {players} seats")
    out = []
    for spec in specs:
        if isinstance(spec, str):
            spec = spec.strip().lower()
            name, _, arg = spec.partition(":")
            if name not in BOTS:
                raise ValueError(f"unknown bot {spec!r:.40}; bots: {', '.join(BOTS)} "
                                 "(e.g. 'mcts:500' for 500 iterations)")
            if arg and not arg.isdigit():
                raise ValueError(f"bot {spec!r:.40}: the number after ':' is a whole number")
            try:                     # the bot's own checks, before any game is played
                BOTS[name](0, arg)
            except ValueError as e:
                raise ValueError(f"bot {spec!r:.40}: {e}") from None
        elif not (isinstance(spec, type) and hasattr(spec, "choose")):
            raise TypeError(f"a bot is a name ({', '.join(BOTS)}) or a bot class, not {type(spec).__name__}")
        out.append(spec)
    return tuple(out + [out[-1]] * (players - len(out)))


def label(spec: Any) -> str:
    """A bot spec as it appears in the table (``"mcts:500"``, ``"MyBot"``)."""
    return spec if isinstance(spec, str) else getattr(spec, "__name__", type(spec).__name__)


def make_bot(spec: Any, seat: int, game_seed: int) -> Any:
    """Seat ``seat``'s bot for the game of seed ``game_seed`` (bot seed ``10 * game_seed + seat``)."""
    seed = 10 * game_seed + seat
    if callable(spec) and not isinstance(spec, type):   # a factory (seat, game_seed) -> bot
        return spec(seat, game_seed)
    if isinstance(spec, str):
        name, _, arg = spec.partition(":")
        return BOTS[name](seed, arg)
    return spec(seed=seed)


@dataclass
class Job:
    """What a worker needs to play games: sent once per chunk (cloudpickled)."""

    cls: type[State]
    players: int
    options: dict
    bots: tuple | Callable
    measure: Callable[[State], dict] | None
    start: dict | None
    trace: bool
    rotate: bool
    variant: str
    max_decisions: int = MAX_DECISIONS


def first_state(job: Job, game_seed: int) -> State:
    """The starting state of one game: a new game, or ``job.start`` with what no seat
    has seen (the game's ``undealt`` fields) dealt again from ``game_seed``."""
    if job.start is None:
        return job.cls._start(job.players, game_seed, job.options, None)
    pos = dict(job.start, seed=game_seed)
    for key in job.cls.undealt:
        if key in pos:
            pos[key] = None
    return job.cls.from_position(pos)


def leader(values: Sequence[float]) -> int | None:
    """The seat with the strictly highest value, ``None`` on a tie for first."""
    best = max(values)
    top = [k for k, v in enumerate(values) if v == best]
    return top[0] if len(top) == 1 else None


def trace_measures(trace: list[list[float]], winners: list[int]) -> dict[str, float]:
    """Lead changes and drama from a per-decision trace of every seat's ``evaluate``.

    ``lead_changes``: how often the strict leader changes (a tie for first has no leader
    and changes nothing).  ``drama`` (after Ludii's metric): over the decisions where a
    winner was not leading, the mean of the leader's value minus the best winner's — how
    far behind the eventual winner was; 0 when a winner led throughout.
    """
    changes, last, gaps = 0, None, []
    for values in trace:
        now = leader(values)
        if now is not None:
            if last is not None and now != last:
                changes += 1
            last = now
        if winners:
            gap = max(values) - max(values[w] for w in winners)
            if gap > 0:
                gaps.append(gap)
    return {"lead_changes": float(changes), "drama": sum(gaps) / len(gaps) if gaps else 0.0}


def decided(winners: Sequence[int], players: int) -> bool:
    """Whether a game was decided: some seat won.  A solo game always is (no winner there
    means the automated opponent won); a game of several seats may end with none (a round
    limit reached, every seat eliminated, a game stopped after ``max_decisions``), and the
    lab's win rates leave it out."""
    return bool(winners) or players == 1


def play_one(job: Job, index: int, game_seed: int) -> dict[str, Any]:
    """Play one game to the end and return its row of the table."""
    s = first_state(job, game_seed)
    n = s.players
    specs = job.bots if callable(job.bots) else (
        job.bots[index % n:] + job.bots[:index % n] if job.rotate else job.bots)
    bots: dict[int, Any] = {}
    first, last, turns, options, played = s.to_move, None, 0, 0, 0
    trace: list[list[float]] = []
    traced = job.trace and callable(getattr(s, "evaluate", None))
    while not s.is_over and played < job.max_decisions:
        seat = s.to_move
        if seat is None:   # breaks the contract (nobody to move means over): refused as view(None) is
            raise NotAllowed("view", f"a view is of a player's seat 0 … {n - 1}, not None")
        if seat != last:
            turns, last = turns + 1, seat
        if seat not in bots:
            bots[seat] = make_bot(specs if callable(specs) else specs[seat], seat, game_seed)
        view = s.view(seat)
        options += len(view.legal_actions())
        s.apply(bots[seat].choose(view))   # a bot sees its view only (docs/contract.md)
        played += 1
        if traced:
            trace.append(s.evaluations())
    stopped = not s.is_over
    winners = [] if stopped else s.winners()
    decisions = len(s.history)   # a state from a position starts with an empty history
    row: dict[str, Any] = {"variant": job.variant, "seed": game_seed, "players": n,
                           "first_player": first, "decisions": decisions, "turns": turns,
                           "branching": options / decisions if decisions else 0.0,
                           "winners": tuple(winners), "decided": not stopped and decided(winners, n),
                           "stopped": stopped}
    if stopped:   # no final scores, margin, trace nor measures: NaN, left out of means and pairs
        scores: dict[int, float] = dict.fromkeys(range(n), math.nan)
        row.update(dict.fromkeys(["opponent"] * (n == 1) + ["margin", "mean_score"], math.nan))
    else:
        scores = dict(s.scores())
        top = sorted(scores.values(), reverse=True)
        solo = getattr(s, "solo_result", None)
        if n == 1:
            opponent = solo()["opponent"] if callable(solo) else None
            row["opponent"] = opponent
            row["margin"] = float(scores[0] - opponent) if opponent is not None else 0.0
        else:
            row["margin"] = float(top[0] - top[1])
        row["mean_score"] = sum(scores.values()) / n
    for seat in range(n):
        row[f"score_{seat}"] = scores[seat]
        row[f"win_{seat}"] = 1 / len(winners) if seat in winners else 0.0
        row[f"bot_{seat}"] = "custom" if callable(specs) else label(specs[seat])
    if stopped:
        row.update(dict.fromkeys(["lead_changes", "drama"] * bool(traced) + list(s.measures()), math.nan))
        return row
    if traced and trace:
        row.update(trace_measures(trace, winners))
    row.update(s.measures())
    if job.measure is not None:
        row.update(job.measure(s))
    return row


def row_columns(job: Job) -> list[str]:
    """The columns :func:`play_one` gives a game of ``job`` before ``measure``'s own (which
    are known only once a game is played): for checking names before any game runs."""
    s = first_state(job, 0)
    n = s.players
    out = ["game", "variant", "seed", "players", "first_player", "decisions", "turns", "branching",
           "winners", "decided", "stopped"] + (["opponent"] if n == 1 else []) + ["margin", "mean_score"]
    out += [f"{c}_{seat}" for seat in range(n) for c in ("score", "win", "bot")]
    if job.trace and callable(getattr(s, "evaluate", None)):
        out += ["lead_changes", "drama"]
    return out + list(s.measures())


def play_chunk(payload: bytes, games: list[tuple[int, int]]) -> list[dict[str, Any]]:
    """Worker entry: play ``(index, seed)`` games of the cloudpickled :class:`Job`."""
    job = cloudpickle.loads(payload)
    out = []
    for index, game_seed in games:
        try:
            row = play_one(job, index, game_seed)
        except Exception as e:   # name the game that failed, keep its cause
            raise SimulationError(f"game {index} (seed {game_seed}) failed: {type(e).__name__}: {e}") from e
        out.append(dict(row, game=index))
    return out


def check_count(name: str, value: Any, least: int = 1) -> None:
    """``value`` is a whole number, at least ``least``."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{name} must be a whole number, not {type(value).__name__}")
    if value < least:
        raise ValueError(f"{name} must be at least {least}, not {value}")


def start_position(start: Any, cls: type[State], options: dict | None = None) -> dict | None:
    """``start=`` as a position dict of ``cls``'s game (a full state or a position), with
    ``options`` (a variant's rule options) over the position's own."""
    if start is None:
        return None
    if isinstance(start, State):
        if start.viewer is not None:
            raise NotAllowed("view", "start from the full state, not a seat's view: a view's "
                                     "position has its secrets masked")
        start = start.to_position()
    if not isinstance(start, dict):
        raise TypeError(f"start is a state or a position dict, not {type(start).__name__}")
    if start.get("game") not in (None, cls.game):
        raise ValueError(f"start is a position of {start.get('game')!r:.40}, not of {cls.game!r}")
    start = dict(start)
    if options:
        start["options"] = {**(start.get("options") or {}), **options}
    first = cls.from_position(dict(start))   # a bad position fails here, with its rule, before any game
    warn_one_deal(first)
    return start


def warn_one_deal(state: State) -> None:
    """Warn when every game from ``state`` would replay its one deal: the game declares no
    ``undealt`` fields (nothing to deal again per seed) while the position hides something
    from some seat — every seed then plays the same hidden cards."""
    if state.undealt:
        return
    hidden = sorted({name for seat in range(state.players) for name, parts in state.secrets(seat).items()
                     if parts})
    if hidden:
        warnings.warn(f"start: {state.game} declares no undealt fields (State.undealt), so every game "
                      f"replays this position's one deal of what is hidden ({', '.join(hidden[:6])}): "
                      "the games differ only by the bots' seeds.  Declare in undealt the position fields "
                      "no seat has seen, and let from_position deal them from the seed when null.",
                      stacklevel=4)


def run_games(jobs: list[Job], games: int, seed: int, workers: int | None,
              executor: cf.Executor | None, progress: bool, desc: str) -> tuple[list[dict], bool]:
    """Play games ``0 … games-1`` (seeds ``seed + i``) of every job, seed by seed (so an
    interrupted comparison keeps whole pairs), in this process (one worker) or on an
    executor; return the rows finished and whether the run was interrupted (Ctrl-C keeps
    the finished games)."""
    from tqdm.auto import tqdm

    total = games * len(jobs)
    bar = tqdm(total=total, desc=desc, disable=not progress, delay=1.0, leave=False)
    rows: list[dict] = []
    workers = workers if workers is not None else (os.cpu_count() or 1)
    own: cf.ProcessPoolExecutor | None = None
    try:
        if executor is None and (workers == 1 or total == 1):
            for i in range(games):
                for job in jobs:
                    rows += _serial(job, i, seed + i)
                    bar.update(1)
            return rows, False
        own = None if executor is not None else cf.ProcessPoolExecutor(max_workers=workers)
        pool: cf.Executor = executor if executor is not None else own  # type: ignore[assignment]
        payloads = [cloudpickle.dumps(job) for job in jobs]
        size = min(8, max(1, math.ceil(games / (workers * 8))))   # short chunks: a steady bar, little lost
        futures = [pool.submit(play_chunk, payload, [(i, seed + i) for i in range(lo, min(games, lo + size))])
                   for lo in range(0, games, size) for payload in payloads]
        seen: set = set()
        try:
            for f in cf.as_completed(futures):
                rows += f.result()
                seen.add(f)
                bar.update(len(rows) - bar.n)
        except KeyboardInterrupt:
            rows += [r for f in futures if f not in seen and f.done() and not f.cancelled()
                     and f.exception() is None for r in f.result()]
            if own is not None:
                stop_workers(own)     # the pool then fails what is left (no cancel: 3.11 would complain)
            else:
                for f in futures:
                    f.cancel()
            raise
        return rows, False
    except KeyboardInterrupt:
        warnings.warn(f"interrupted: {len(rows)} of {total} games finished, returned", stacklevel=3)
        return rows, True
    except BrokenProcessPool as e:
        raise SimulationError(f"the worker processes stopped before the games were played: {ADVICE}. "
                              "(A worker that crashed or ran out of memory stops them too: workers=1 "
                              "plays here and shows the error.)") from e
    finally:
        bar.close()
        if own is not None:
            own.shutdown(wait=False, cancel_futures=True)


def stop_workers(pool: cf.ProcessPoolExecutor) -> None:
    """Stop a process pool's workers at once (after Ctrl-C: the games under way are dropped,
    not waited for).  ``terminate_workers`` where Python has it (3.14), else each process."""
    terminate = getattr(pool, "terminate_workers", None)
    if terminate is not None:
        terminate()
        return
    for process in list(getattr(pool, "_processes", {}).values()):
        process.terminate()


def _serial(job: Job, index: int, game_seed: int) -> list[dict]:
    """One game in this process (no pickling), its failure named like a worker's."""
    try:
        return [dict(play_one(job, index, game_seed), game=index)]
    except Exception as e:
        raise SimulationError(f"game {index} (seed {game_seed}) failed: {type(e).__name__}: {e}") from e


def table(rows: list[dict], attrs: dict, variants: list[str] | None = None) -> pd.DataFrame:
    """The rows as a DataFrame in variant then game order, ``game`` first; ``attrs`` say how
    it was made."""
    order = {v: k for k, v in enumerate(variants or [])}
    df = pd.DataFrame(sorted(rows, key=lambda r: (order.get(r["variant"], 0), r["game"])))
    if not df.empty:
        df = df[["game"] + [c for c in df.columns if c != "game"]]
    df.attrs.update(attrs)
    return df


def simulate(game: str | type[State], players: int | None = None, *, bots: Any = None,
             options: dict | None = None, games: int = 20, seed: int = 0, workers: int | None = None,
             executor: cf.Executor | None = None, progress: bool = True,
             measure: Callable[[State], dict] | None = None, start: Any = None, trace: bool = True,
             rotate: bool = False, variant: str = "", max_decisions: int = MAX_DECISIONS) -> pd.DataFrame:
    """Play ``games`` games to the end and return one row per game (a pandas DataFrame).

    ``game`` is a registered game's name or a ``State`` class (a rule changed in a
    subclass); ``players`` defaults to the game's own; ``options`` are rule options (as
    for ``boardlab.new``).  Game ``i`` plays seed ``seed + i``.

    ``bots``: see :func:`check_bots` (default RandomBot for every seat; ``"mcts"``,
    ``["mcts", "greedy"]``, a bot class, or a function ``(seat, game_seed) -> bot``); each
    bot chooses on its seat's view, never the full state.  ``rotate=True`` turns the bots
    round the table from game to game (game ``i``: seat ``s`` plays bot ``(s + i) % players``),
    to compare bots without a seat advantage.

    ``workers``: processes (default every core; 1 plays here, in order).  ``executor``:
    any ``concurrent.futures.Executor`` instead (a Dask cluster's
    ``client.get_executor()``).  The rows are the same for the same seeds whatever plays
    them.  ``progress`` shows a bar (``tqdm``) once a run takes more than a second.
    Ctrl-C stops the run and returns the games finished (``df.attrs["interrupted"]``).

    ``start``: a state or position to start every game from; what no seat has seen there
    (the game's ``State.undealt`` fields: deck order, face-down piles) is dealt again from
    each game's seed, the rest (hands, board) is kept — so two starts differing in one
    tile, played on the same seeds, are a paired comparison.  A game that declares no
    ``undealt`` fields, from a position hiding something, replays one deal: a warning says so.

    ``max_decisions`` (default :data:`MAX_DECISIONS`): a game still running after that many
    decisions is stopped — bots may play some games for ever (Lost Cities' seats taking each
    other's discards) — and counts as a game nobody won (``stopped`` and not ``decided``;
    the report says how many); it has no final score, so its scores, ``margin``, trace and
    measures are NaN, left out of every mean and of ``compare``'s pairs.

    Columns: ``game``, ``variant``, ``seed``, ``players``, ``first_player``, ``decisions``
    (in this game), ``turns`` (runs of decisions by one seat), ``branching`` (mean legal
    moves per decision), ``winners`` (a tuple), ``decided`` (some seat won: a game may end
    with none, see :func:`decided`), ``stopped`` (still running after ``max_decisions``), ``margin`` (the winner's lead over the
    runner-up; solo: over the automated opponent, with ``opponent``), ``mean_score``,
    per seat ``score_k``, ``win_k`` (1, a tied winner's share, or 0) and ``bot_k``; with
    ``trace`` (games with ``evaluate``) ``lead_changes`` and ``drama`` (see
    :func:`trace_measures`); the game's own ``State.measures()``; and what
    ``measure(final_state)`` returns (a dict of numbers).
    """
    cls = game_class(game)
    check_count("games", games)
    check_run(workers, executor)
    job = make_job(cls, players, options, bots, measure, start, trace, rotate, variant, seed, max_decisions)
    rows, interrupted = run_games([job], games, seed, workers, executor, progress, variant or cls.game)
    return table(rows, {"game": cls.game, "score_unit": cls.score_unit, "players": job.players,
                        "seed": seed, "games": games,
                        "options": dict(options or {}), "interrupted": interrupted,
                        "bots": "custom" if callable(job.bots) else [label(b) for b in job.bots]})


def check_run(workers: Any, executor: Any) -> None:
    """``workers`` a whole number ≥ 1 (or None), ``executor`` an Executor (or None)."""
    if workers is not None:
        check_count("workers", workers)
    if executor is not None and not isinstance(executor, cf.Executor):
        raise TypeError(f"executor is a concurrent.futures.Executor, not {type(executor).__name__}")


def make_job(cls: type[State], players: int | None, options: Any, bots: Any,
             measure: Callable[[State], dict] | None, start: Any, trace: bool, rotate: bool,
             variant: str, seed: int, max_decisions: int = MAX_DECISIONS) -> Job:
    """A checked :class:`Job`: a bad player count, seed, option, bot or start position fails
    here, once, before any game runs."""
    if options is not None and not isinstance(options, dict):
        raise TypeError(f"options is a dict of rule options, not {type(options).__name__}")
    n = cls.default_players() if players is None else players
    pos = start_position(start, cls, options)
    if pos is not None:
        n = pos.get("players", n)
    else:
        cls._start(n, seed, options or {}, None)
    check_count("max_decisions", max_decisions)
    return Job(cls, n, dict(options or {}), check_bots(bots, n), measure, pos, trace, rotate, variant,
               max_decisions)
