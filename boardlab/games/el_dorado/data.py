"""El Dorado's components as data (ED-1): cards, barriers and cave tokens.

Everything comes from ``data/el_dorado_boards.json`` (schema ED-13.6), read once; the
board pieces and routes of the same file are assembled by :mod:`.board`.

>>> len(CARD_TYPES), COPIES, STARTING_DECK.count("traveler")
(21, 3, 4)
>>> CARD_TYPES["jack_of_all_trades"].symbol, CARD_TYPES["native"].symbol
('joker', 'action')
>>> MARKET_START
('scout', 'trailblazer', 'photographer', 'treasure_chest', 'jack_of_all_trades', 'transmitter')
>>> len(RESERVE_START), BARRIERS[5]
(12, Barrier(id=6, symbol='rubble', strength=2, tiebreak_value=6))
>>> len(CAVE_TOKENS), CAVE_TOKENS[0], CAVE_TOKENS[-1]
(36, ('machete', 1), ('change_symbol', None))
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path

#: the packaged data file (a byte copy of the rules' ``el_dorado_boards.json``)
DATA_FILE = Path(__file__).with_name("data") / "el_dorado_boards.json"

#: ED-1.3 — copies of each market type
COPIES = 3
#: ED-1.4 — card symbols; the JSON's white ``"any"`` is the ``"joker"`` (ED-8.1)
SYMBOLS = ("machete", "paddle", "coin", "joker", "action")
_SYMBOL = {"machete": "machete", "paddle": "paddle", "coin": "coin", "any": "joker",
           "joker": "joker", "action": "action"}
LOCATIONS = ("starting_deck", "market", "reserve")


@cache
def load() -> dict:
    """The raw JSON (schema ED-13.6), read once.  Shared: do not modify it."""
    with open(DATA_FILE, encoding="utf-8") as f:
        return json.load(f)


@dataclass(frozen=True)
class CardType:
    """One expedition-card type (ED-1.4).  ``strength`` is ``None`` on purple action
    cards, ``cost`` ``None`` on starting cards; ``ability`` names the action (ED-8.4 …
    ED-8.9) or is ``None``."""

    id: str
    name_en: str
    name_fr: str
    name_de: str
    colour: str
    symbol: str
    strength: int | None
    cost: int | None
    single_use: bool
    initial_location: str
    ability: str | None


@dataclass(frozen=True)
class Barrier:
    """One of the 6 barriers (ED-1.2): requirement ``symbol`` × ``strength``
    (``"rubble"``: play that many cards); ``tiebreak_value`` for ED-10.5 (ED-D7)."""

    id: int
    symbol: str
    strength: int
    tiebreak_value: int


def _card(c: dict) -> CardType:
    symbol = _SYMBOL.get(c["symbol"])
    if symbol is None or c["initial_location"] not in LOCATIONS:
        raise ValueError(f"ED-1.4: bad card entry in {DATA_FILE.name}: {c['id']}")
    return CardType(id=c["id"], name_en=c["name_en"], name_fr=c["name_fr"],
                    name_de=c["name_de"], colour=c["colour"], symbol=symbol,
                    strength=c["strength"], cost=c["cost"], single_use=c["single_use"],
                    initial_location=c["initial_location"], ability=c.get("ability"))


def _deck_copies(c: dict) -> int:
    """``"3 per starting deck"`` → 3 (the JSON's ``copies`` of a starting card)."""
    copies = c["copies"]
    return copies if type(copies) is int else int(str(copies).split()[0])


_RAW = load()
#: ED-1.4 — the 21 card types by id, in card-table order
CARD_TYPES: dict[str, CardType] = {c["id"]: _card(c) for c in _RAW["cards"]}
#: ED-1.5 — one player's 8 starting cards (3 explorer, 4 traveler, 1 sailor)
STARTING_DECK: tuple[str, ...] = tuple(
    c["id"] for c in _RAW["cards"] if c["initial_location"] == "starting_deck"
    for _ in range(_deck_copies(c)))
#: ED-1.5 / ED-2.3 — the 6 types that start in the market, then the 12 of the reserve
MARKET_START: tuple[str, ...] = tuple(
    t.id for t in CARD_TYPES.values() if t.initial_location == "market")
RESERVE_START: tuple[str, ...] = tuple(
    t.id for t in CARD_TYPES.values() if t.initial_location == "reserve")
#: ED-1.2 — the 6 barriers, by id 1–6
BARRIERS: tuple[Barrier, ...] = tuple(
    Barrier(id=b["id"], symbol=b["symbol"], strength=b["strength"],
            tiebreak_value=b["tiebreak_value"]) for b in _RAW["barriers"])
#: ED-1.6 — the 36 cave tokens, one entry per physical token: (kind, strength or None)
CAVE_TOKENS: tuple[tuple[str, int | None], ...] = tuple(
    (t["kind"], t.get("strength")) for t in _RAW["cave_tokens"] for _ in range(t["count"]))
del _RAW
