"""One seeded shuffle for the games' ``determinize`` (a bot deals the unseen cards again
at every decision): ``shuffle(cards, rng)`` puts ``cards`` in the very order
``rng.shuffle(cards)`` would, from the same draws of ``rng``, without
:meth:`random.Random.shuffle`'s method calls per card."""
from __future__ import annotations

import random
from functools import lru_cache


def shuffle(cards: list, rng: random.Random) -> None:
    """``rng.shuffle(cards)``: the Fisher–Yates pass of :meth:`random.Random.shuffle`, each
    place drawn with ``getrandbits`` and drawn again while out of range, as it does (a
    generator of another class than ``random.Random`` shuffles with its own ``shuffle``)."""
    if type(rng) is not random.Random:
        rng.shuffle(cards)
        return
    bits = rng.getrandbits
    for i, n, k in _draws(len(cards)):
        j = bits(k)
        while j >= n:
            j = bits(k)
        cards[i], cards[j] = cards[j], cards[i]


@lru_cache(maxsize=None)
def _draws(size: int) -> tuple[tuple[int, int, int], ...]:
    """:func:`shuffle`'s steps for ``size`` cards: the place filled, the choices for it and
    the bits each draw takes."""
    return tuple((i, i + 1, (i + 1).bit_length()) for i in range(size - 1, 0, -1))
