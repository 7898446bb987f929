"""``boardlab`` command line: ``boardlab games`` | ``boardlab simulate GAME [-p N] [-n GAMES]``."""
from __future__ import annotations

import argparse
import random

from . import games, new
from .bots import RandomBot


def simulate(game: str, players: int, n: int, seed: int) -> None:
    """Play ``n`` random games and print each one's scores and winners."""
    for i in range(n):
        s = new(game, players=players, seed=seed + i)
        bot = RandomBot(seed + i)
        while not s.is_over:
            s.apply(bot.choose(s))
        print(f"game {i}: scores {s.scores()} winners {s.winners()}")


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser(prog="boardlab", description=__doc__)
    sub = p.add_subparsers(dest="cmd", required=True)
    sub.add_parser("games", help="list the games")
    sim = sub.add_parser("simulate", help="play random games")
    sim.add_argument("game", choices=games())
    sim.add_argument("-p", "--players", type=int, default=3)
    sim.add_argument("-n", "--games", type=int, default=5)
    sim.add_argument("--seed", type=int, default=random.randrange(1000))
    args = p.parse_args(argv)
    if args.cmd == "games":
        print("\n".join(games()))
    else:
        simulate(args.game, args.players, args.games, args.seed)


if __name__ == "__main__":
    main()
