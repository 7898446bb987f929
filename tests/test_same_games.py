"""The bots' games stay the same game for a seed while the engines get faster.

Each case plays a whole game with the lab's bots (``simulate``'s loop: every seat's bot
chooses on its view) and digests what happened: every decision, and every seat's
``evaluate`` after it (rounded to 6 decimals).  The digests were recorded from the engines
before their hot paths were made faster (caches, incremental evaluation, cheaper copies):
a speed-up that changes a choice, an evaluation or a chance outcome fails here.  A rule
or evaluation change that is meant to change the games records new digests (``python
tests/test_same_games.py`` prints them; El Dorado's were recorded again when ``evaluate``
began to count the next hand, ED-9.2, and again when the last step into El Dorado
came to count 1 like every other, ED-4.8, when it began to count what the market offers,
ED-7.4, and when it began to measure a pawn's way by the strength its steps spend too, ED-4.3).
"""
from __future__ import annotations

import hashlib

import pytest

import boardlab
from boardlab.bots import GreedyBot, MCTSBot
from boardlab.lab.run import make_bot

#: (game, players, seed, bots) → digest of the game (see module docstring)
GAMES = {
    ('ecosystem', 3, 0, 'greedy'): 'f4abd2abf5b71cbc',
    ('ecosystem', 3, 1, 'greedy'): '4d3b2088ae1107d1',
    ('ecosystem', 3, 2, 'greedy'): '1ef4c3a2a792c2c2',
    ('ecosystem', 1, 3, 'greedy'): '28aa936d1da8620b',
    ('ecosystem', 6, 4, 'greedy'): 'd6536f47e3a89edf',
    ('lost_cities', 3, 0, 'greedy'): '7a7566c37a8eb478',
    ('lost_cities', 3, 1, 'greedy'): 'bab9945bd1e4f044',
    ('lost_cities', 3, 2, 'greedy'): '6aae65b6b9cc0ded',
    ('lost_cities', 2, 3, 'greedy'): '0cf53dee4994f70f',
    ('lost_cities', 4, 4, 'greedy'): '88e58990ebaee5cf',
    ('urland', 3, 0, 'greedy'): '0ae81cd4545a93cd',
    ('urland', 3, 1, 'greedy'): 'daa6938811e097f7',
    ('urland', 3, 2, 'greedy'): '10f0438afd66ee9c',
    ('urland', 3, 3, 'greedy'): '2bb16098719c740d',
    ('urland', 5, 4, 'greedy'): 'aa968e4bff43e4d1',
    ('el_dorado', 3, 0, 'greedy'): '2a2fe5d579603768',
    ('el_dorado', 3, 1, 'greedy'): '4d11341b4813dfab',
    ('el_dorado', 3, 2, 'greedy'): '1a2d8ad16c46d10f',
    ('el_dorado', 2, 3, 'greedy'): 'f63e56138368449e',
    ('el_dorado', 4, 4, 'greedy'): 'b2863563cf248cf4',
}

#: (game, players, seed, moves, bot) → digest of a bot's choices on the positions of a greedy game
CHOICES = {
    ('ecosystem', 3, 5, 10, 'greedy:2'): '9ae40803c603ca2d',
    ('ecosystem', 3, 6, 10, 'mcts:30'): '2daab5e3f6b9f057',
    ('lost_cities', 3, 5, 80, 'greedy:2'): '690b1279aefca4fb',
    ('lost_cities', 3, 6, 80, 'mcts:30'): '199139ab8fc26094',
    ('urland', 3, 5, 8, 'greedy:2'): '53b6c22a00a99369',
    ('urland', 3, 6, 8, 'mcts:30'): 'd3fc992450d6101d',
    ('el_dorado', 3, 5, 80, 'greedy:2'): '582e538846fdda0b',
    ('el_dorado', 3, 6, 80, 'mcts:30'): '36834918628d13d9',
}


def digest_game(game: str, players: int, seed: int, bots: str) -> str:
    """Play one game as ``simulate(game, players, bots=bots)`` plays seed ``seed``."""
    s = boardlab.new(game, players=players, seed=seed)
    seats = {k: make_bot(bots, k, seed) for k in range(players)}
    h = hashlib.sha256()
    while not s.is_over:
        seat = s.to_move
        a = seats[seat].choose(s.view(seat))
        s.apply(a)
        h.update(f"{a}|{[round(v, 6) for v in s.evaluations()]}\n".encode())
    h.update(repr(s.scores()).encode())
    return h.hexdigest()[:16]


def digest_choices(game: str, players: int, seed: int, moves: int, bot: str) -> str:
    """Every ``moves``-th position of a greedy game of ``seed``: the choice of ``bot``
    (``"greedy:2"`` or ``"mcts:30"``), seeded by the move number, on the mover's view."""
    s = boardlab.new(game, players=players, seed=seed)
    seats = {k: GreedyBot(seed=k) for k in range(players)}
    h = hashlib.sha256()
    n = 0
    while not s.is_over:
        seat = s.to_move
        view = s.view(seat)
        if n % moves == 0:
            name, _, arg = bot.partition(":")
            b = GreedyBot(depth=int(arg), seed=n) if name == "greedy" else MCTSBot(int(arg), seed=n)
            h.update(f"{b.choose(view)}\n".encode())
        s.apply(seats[seat].choose(view))
        n += 1
    return h.hexdigest()[:16]


def _cases(table: dict, quick=lambda case: False) -> list:
    """The cases of ``table``, all but the ``quick`` ones marked slow (a whole game of a
    thousand decisions, or a search at every tenth of them, takes seconds)."""
    return [pytest.param(c, id="-".join(map(str, c)), marks=() if quick(c) else pytest.mark.slow)
            for c in table]


@pytest.mark.parametrize("case", _cases(GAMES, lambda c: c[1:3] == (3, 0)))
def test_greedy_games_are_the_same_for_a_seed(case):
    assert digest_game(*case) == GAMES[case]


@pytest.mark.parametrize("case", _cases(CHOICES))
def test_bot_choices_are_the_same_for_a_seed(case):
    assert digest_choices(*case) == CHOICES[case]


if __name__ == "__main__":   # record the digests (after a change meant to change the games)
    from boardlab.games import registry

    print("GAMES = {")
    for game, desc in registry().items():
        cases = [(3, 0), (3, 1), (3, 2), (min(desc.players), 3), (max(desc.players), 4)]
        for players, seed in cases:
            key = (game, players, seed, "greedy")
            print(f"    {key!r}: {digest_game(*key)!r},", flush=True)
    print("}\n\nCHOICES = {")
    every = {"ecosystem": 10, "lost_cities": 80, "urland": 8, "el_dorado": 80}
    for game in registry():
        for key in [(game, 3, 5, every.get(game, 10), "greedy:2"), (game, 3, 6, every.get(game, 10), "mcts:30")]:
            print(f"    {key!r}: {digest_choices(*key)!r},", flush=True)
    print("}")
