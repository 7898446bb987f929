"""Write ``tests/perft/<game>.json``: perft fixtures for every registered game, at each
player count with the default rules and at the fewest players for each declared variant,
from three positions (the start, 9 and 40 random decisions in), to the largest depth
(≤ 5) with at most 1,500 action sequences.

Run it only when a change to move generation is meant (``python tests/perft/make_fixtures.py``)
and say so in the commit: ``tests/test_conformance.py::test_perft`` fails on any other change.
"""
from __future__ import annotations

import json
import random
from pathlib import Path

import boardlab
from boardlab.games import REGISTRY
from boardlab.testing import perft, perft_fixture

LIMIT = 1500


def fixtures(game: str) -> list[dict]:
    cls = REGISTRY[game]
    cases = [(p, {}) for p in cls.player_counts] + [(cls.player_counts[0], o) for o in cls.variants]
    out = []
    for players, options in cases:
        for moves in (0, 9, 40):
            s = boardlab.new(game, players=players, seed=100 + moves, **options)
            rng = random.Random(moves)
            for _ in range(moves):
                if s.is_over:
                    break
                s.apply(rng.choice(s.legal_actions()))
            depth = 1
            while depth < 5 and perft(s, depth + 1) <= LIMIT:
                depth += 1
            name = (f"{game} {players}p" + "".join(f" {k}={v}" for k, v in options.items())
                    + f" after {moves} moves")
            out.append(perft_fixture(s, depth, name))
    return out


if __name__ == "__main__":
    for game in REGISTRY:
        path = Path(__file__).parent / f"{game}.json"
        path.write_text(json.dumps(fixtures(game), indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        print("wrote", path)
