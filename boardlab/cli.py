"""boardlab command line: list the games, simulate many games with bots, play one in the
terminal, measure speed.

  boardlab games
  boardlab simulate GAME [-p N] [-n K] [--variant KEY=VALUE …] [--bots mcts,greedy]
                         [--workers W] [--seed S] [--csv out.csv] [--plot out.png]
  boardlab play GAME [-p N] [--seat K] [--bots greedy] [--variant KEY=VALUE …] [--seed S]
                     [--position FILE]
  boardlab bench [--builtin] [--seconds S]

Bad arguments exit with status 2 and a one-line message.
"""
from __future__ import annotations

import argparse
import json
import random
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from . import game_names, new
from .games import registry
from .rules import BoardlabError

#: the checkout's benchmark script (absent from an installed wheel): ``boardlab bench`` runs it
BENCHMARKS = Path(__file__).resolve().parents[1] / "benchmarks" / "run.py"


# ------------------------------------------------------------------ arguments
def variant_options(game: str, pairs: list[str]) -> dict[str, Any]:
    """``--variant`` pairs as ``boardlab.new``'s options: ``rounds=1`` → ``{"rounds": 1}``,
    ``scoring.gap_table=[12,12,12,7,3,0,-10]`` → ``{"scoring": {"gap_table": [...]}}``.

    The value is read as the option is declared (:func:`boardlab.lab.options`: its default's
    type or its annotation): ``True``/``true``/``false`` for a bool, a whole number for an
    int, a number for a float; any other value is JSON when it parses as JSON (``[1, 2]``),
    else the text itself (``route=HillsOfGold``).  A key that is no rule option of the game
    (nor the head of a dotted one, ``scoring``) raises ``ValueError`` listing the options; the
    values themselves are checked by the game when it starts."""
    from .lab import options as lab_options

    declared = {o.name: o for o in lab_options(game)}
    names = list(declared)
    out: dict[str, Any] = {}
    for pair in pairs:
        key, eq, text = pair.partition("=")
        key = key.strip()
        if not eq or not key:
            raise ValueError(f"--variant takes KEY=VALUE (e.g. rounds=1), not {pair!r:.60}")
        if not any(n == key or n.startswith(key + ".") for n in names):
            raise ValueError(f"{game} has no rule option {key!r:.60}; options: "
                             f"{', '.join(names) or 'none'}")
        value = _typed(key, text, declared.get(key))
        *outer, last = key.split(".")
        inner = out
        for part in outer:
            inner = inner.setdefault(part, {})
            if not isinstance(inner, dict):
                raise ValueError(f"--variant {key}: {part} was given a whole value already")
        inner[last] = value
    return out


#: how ``--variant`` reads a value of a declared type, and what it says when it cannot
_READERS: dict[type, tuple[Any, str]] = {
    bool: ({"true": True, "false": False}.__getitem__, "True or False"),
    int: (int, "a whole number"),
    float: (float, "a number"),
}


def _typed(key: str, text: str, info: Any) -> Any:
    """The ``--variant`` value ``text`` of option ``key`` as ``info`` (an ``OptionInfo``, or
    None) declares it: by the type of its default, else of its annotation; JSON or the text
    itself for an option of another type."""
    kind = type(info.default) if info is not None and type(info.default) in _READERS else \
        {"bool": bool, "int": int, "float": float}.get(getattr(info, "annotation", ""))
    if kind is None:
        try:
            return json.loads(text)
        except ValueError:
            return text
    read, what = _READERS[kind]
    try:
        return read(text.strip().lower() if kind is bool else text)
    except (KeyError, ValueError):
        raise ValueError(f"--variant {key} is {what}, not {text!r:.60}") from None


def _parser() -> tuple[argparse.ArgumentParser, argparse.ArgumentParser]:
    """The top-level parser and its ``simulate`` sub-parser (each sub-parser is also
    in its namespace as ``args.parser``, for :func:`_check`'s messages)."""
    p = argparse.ArgumentParser(prog="boardlab", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = p.add_subparsers(dest="cmd", required=True)
    sub.add_parser("games", help="list the games")

    sim = sub.add_parser(
        "simulate", help="play many games with bots; a summary with intervals",
        description="Play games with bots (RandomBot by default) and print the seed, then a "
                    "summary: game length, margin, the game's measures and each seat's win rate "
                    "with a 95% interval (over the games someone won; the summary says how many "
                    "had no winner).  Progress goes to stderr.  Game i plays seed S + i; "
                    "each seat's bot is seeded 10 × game seed + seat.")
    _common(sim)
    sim.add_argument("-n", "--games", type=int, default=20, help="number of games (default: 20)")
    sim.add_argument("--bots", default="random",
                     help="random, greedy (greedy:2: depth 2), mcts (200 iterations; mcts:500: 500); a comma "
                          "list gives one per seat, the last repeated (default: random)")
    sim.add_argument("--workers", type=int, default=None,
                     help="worker processes (default: every core; 1 plays in this process)")
    sim.add_argument("--csv", type=Path, help="write the table (one row per game) to this CSV file")
    sim.add_argument("--plot", type=Path,
                     help="write a PNG of the win rates per seat (solo: the scores)")

    play = sub.add_parser(
        "play", help="play a game in the terminal against bots",
        description="Play one game in the terminal: you see the game as your seat sees it and "
                    "type moves in the game's notation; 'help' lists the legal moves (a number "
                    "picks one), 'undo' takes back your last decision and the bots' replies, "
                    "'quit' ends.  Bots play the other seats, each on its own view.")
    _common(play)
    play.add_argument("--seat", type=int, default=0, help="your seat (default: 0)")
    play.add_argument("--bots", default="greedy",
                      help="the other seats' bots in seat order: random, greedy, mcts (200 iterations) or mcts:500; "
                           "a comma list, the last repeated (default: greedy)")
    play.add_argument("--position", default=None, metavar="FILE",
                      help="start from a saved position (state.save(FILE)); its players and rule "
                           "options are the file's, --seed (default: the file's) drives the chance "
                           "still to come")

    bench = sub.add_parser(
        "bench", help="speed figures",
        description="In a checkout: run benchmarks/run.py (random games/s, actions/s, copies/s, "
                    "SVG ms per game and player count; several minutes).  Otherwise, or with "
                    "--builtin: random games played per second and decisions per second, per "
                    "game at its default player count.")
    bench.add_argument("--builtin", action="store_true",
                       help="the short built-in figure even in a checkout")
    bench.add_argument("--seconds", type=float, default=1.0,
                       help="seconds of random games per game for --builtin (default: 1)")
    for sp in sub.choices.values():
        sp.set_defaults(parser=sp)
    return p, sim


def _common(sp: argparse.ArgumentParser) -> None:
    """The arguments ``simulate`` and ``play`` share."""
    sp.add_argument("game", choices=game_names(), help="the game to play")
    sp.add_argument("-p", "--players", type=int, default=None,
                    help="number of players (default: the game's own, as boardlab.new: "
                         + ", ".join(f"{name} {desc.state.default_players()}"
                                     for name, desc in registry().items()) + ")")
    sp.add_argument("--variant", action="append", default=[], metavar="KEY=VALUE",
                    help="a rule option (repeatable): rounds=1, caves=true, route=HillsOfGold, "
                         "scoring.gap_table=[12,12,12,7,3,0,-10]; see lab.options(game)")
    sp.add_argument("--seed", type=int, default=None,
                    help="seed of the first game (default: a random one, printed)")


def _check(p: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    """Exit with status 2 and a plain message for a player count, game count, seed, seat,
    worker count, bot or rule option that cannot be; fill in the default players and seed
    and ``args.options`` (the ``--variant`` options)."""
    desc = registry()[args.game]
    counts = desc.players
    if getattr(args, "position", None) is not None:
        _start(p, args)
    if args.players is None:
        args.players = desc.state.default_players()   # as boardlab.new, the class
    if args.players not in counts:
        p.error(f"{args.game} is for {min(counts)} to {max(counts)} players, not {args.players}")
    if getattr(args, "games", 1) < 1:
        p.error(f"the number of games (-n) must be at least 1, not {args.games}")
    if getattr(args, "workers", None) is not None and args.workers < 1:
        p.error(f"the number of workers must be at least 1, not {args.workers}")
    seat = getattr(args, "seat", 0)
    if not 0 <= seat < args.players:
        p.error(f"--seat is one of 0 … {args.players - 1}, not {seat}")
    if args.seed is None:
        args.seed = random.randrange(1_000_000)
    elif args.seed < 0:
        p.error(f"the seed must be 0 or more, not {args.seed}")
    try:
        args.options = variant_options(args.game, getattr(args, "variant", []))
        from .lab.run import check_bots
        check_bots(getattr(args, "bots", None), max(1, args.players - (args.cmd == "play")))
        if getattr(args, "position", None) is None:
            new(args.game, players=args.players, seed=args.seed, **args.options)   # a bad seed or option
    except (BoardlabError, ValueError, TypeError) as e:
        p.error(str(e)[:300])


def _start(p: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    """``play --position FILE``: the saved position (``args.start``), its players; a file of
    another game, a player count or rule option given besides it, or a bad seed exit with 2."""
    from . import open as open_position

    try:
        start = open_position(args.position)
    except (OSError, BoardlabError) as e:
        p.error(f"--position {args.position}: {str(e)[:300]}")
    if start.game != args.game:
        p.error(f"--position {args.position} holds {start.game}, not {args.game}")
    if args.players is not None and args.players != start.players:
        p.error(f"--position {args.position} is for {start.players} players, not {args.players}")
    if getattr(args, "variant", None):
        p.error("--variant: the rule options of a saved position are its own")
    args.players = start.players
    if args.seed is not None:
        position = start.to_position()
        position["seed"] = args.seed
        try:
            start = type(start).from_position(position)
        except BoardlabError as e:
            p.error(str(e)[:300])
    else:
        args.seed = start.seed
    args.start = start


# ------------------------------------------------------------------ commands
def simulate(args: argparse.Namespace) -> int:
    """``boardlab simulate``: the seed line, the run (progress on stderr), the report;
    the CSV and the PNG if asked."""
    from .lab import SimulationError, report
    from .lab import simulate as lab_simulate

    n, k = args.players, args.games
    variant = " ".join(args.variant)
    print(f"{args.game}, {n} player{'s' * (n != 1)}, {k} game{'s' * (k != 1)}, bots {args.bots}"
          + (f", {variant}" if variant else "")
          + f", seed {args.seed} (repeat with --seed {args.seed})", flush=True)
    try:
        df = lab_simulate(args.game, n, bots=args.bots, options=args.options, games=k,
                          seed=args.seed, workers=args.workers, progress=True, variant=variant)
    except SimulationError as e:
        print(f"boardlab simulate: error: {e}", file=sys.stderr)
        return 1
    if df.empty:
        print("interrupted before any game finished", file=sys.stderr)
        return 130
    if df.attrs.get("interrupted"):
        print(f"interrupted: the summary is of the {len(df)} games finished", file=sys.stderr)
    print(report(df))
    if args.csv:
        df.to_csv(args.csv, index=False)
        print(f"wrote {args.csv} ({len(df)} rows)")
    if args.plot:
        from .lab import plots

        fig = plots.scores(df) if n == 1 else plots.win_rates(df)
        fig.savefig(args.plot, format="png")   # a Figure without pyplot: Agg draws it
        print(f"wrote {args.plot}")
    return 130 if df.attrs.get("interrupted") else 0


def play(args: argparse.Namespace) -> int:
    """``boardlab play``: one game on stdin/stdout (see :mod:`boardlab.cli_play`)."""
    from .cli_play import bots_for, play_game

    state = getattr(args, "start", None) or new(args.game, players=args.players, seed=args.seed, **args.options)
    name = state.seat_name(args.seat)
    you = f"seat {args.seat}" + (f" ({name})" if name != f"seat {args.seat}" else "")
    print(f"{args.game}, {args.players} player{'s' * (args.players != 1)}, you are {you}, "
          f"bots {args.bots}, seed {args.seed} (repeat with --seed {args.seed})")
    try:
        play_game(state, args.seat, bots_for(args.bots, state, args.seat), sys.stdin, sys.stdout)
    except KeyboardInterrupt:
        print("\ngame left unfinished")
        return 130
    return 0


def bench(args: argparse.Namespace) -> int:
    """``boardlab bench``: the checkout's benchmarks/run.py, else :func:`builtin_bench`."""
    if BENCHMARKS.is_file() and not args.builtin:
        print(f"running {BENCHMARKS} (every game and player count; takes minutes)", flush=True)
        return subprocess.call([sys.executable, str(BENCHMARKS)])
    builtin_bench(args.seconds)
    return 0


def builtin_bench(seconds: float) -> None:
    """Random games per second and decisions per second (``legal_actions`` + a random
    choice + ``apply``) for each game at its default player count, each for ``seconds``."""
    print(f"{'game':<12} {'players':>7} {'games/s':>9} {'decisions/s':>12}   "
          f"(random play, {seconds:g} s per game)")
    for game, desc in registry().items():
        players = desc.state.default_players()
        rng = random.Random(0)
        games = decisions = 0
        t0 = time.perf_counter()
        while time.perf_counter() - t0 < seconds or games == 0:
            s = new(game, players=players, seed=games)
            while not s.is_over:
                s.apply(rng.choice(s.legal_actions()))
                decisions += 1
            games += 1
        dt = time.perf_counter() - t0
        print(f"{game:<12} {players:>7} {games / dt:>9.1f} {decisions / dt:>12.0f}")


def main(argv: list[str] | None = None) -> int:
    """Run the command line; bad arguments exit with status 2 and a one-line message."""
    p, _ = _parser()
    args = p.parse_args(argv)
    if args.cmd == "games":
        print("\n".join(game_names()))
        return 0
    if args.cmd == "bench":
        if args.seconds <= 0:
            args.parser.error(f"--seconds must be more than 0, not {args.seconds:g}")
        return bench(args)
    _check(args.parser, args)
    return simulate(args) if args.cmd == "simulate" else play(args)


if __name__ == "__main__":
    sys.exit(main())
