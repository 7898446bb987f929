"""Urland's genes as data: the 11 base genes (U-14) and the 10 expansion genes (U-15).

One frozen :class:`Gene` per card, looked up by its id with :func:`gene`.  This module
holds what each gene *is* (names, kind, action costs, the rule that defines it and its
effect in our words); the engine (:mod:`.state`) applies the effects.

Names as the sources give them: a base gene has its English and German card names
(U-14's table) and the French name of the ``[FR]`` translation of the cards; an
expansion gene has its Chinese name and the English translation chosen in U-15 (the
original card texts are lost: every expansion effect is an interpretation, D-21).

>>> gene("ears").rule, gene("ears").kind, gene("ears").name_de
('U-14.7', 'passive', 'Ohren')
>>> [g.id for g in BASE_GENES if not g.with_3_players]
['muscles', 'stinkglands']
>>> gene("egg").actions, gene("teeth").actions, gene("warm_blood").actions
((1, 2), (1,), ())
>>> gene("pheromones").name_zh, gene("pheromones").expansion
('費洛蒙', True)
"""
from __future__ import annotations

from dataclasses import dataclass

ACTIVE = "active"     # U-14.0 — extra options of the holder's act phase, used at will
PASSIVE = "passive"   # U-14.0 — always apply, even against the holder's wish (D-20)


@dataclass(frozen=True)
class Gene:
    """One gene card.

    ``id`` is a stable lower-case slug of the English name (used in positions and
    notation); ``number`` is the card's number in its list (U-14's table 1–11, U-15.1–10);
    ``kind`` is ``"active"`` or ``"passive"`` (U-14.0); ``actions`` the action costs of
    its options (``(1, 2)`` for Egg, whose cost depends on the count, U-14.4; ``()`` for a
    passive gene); ``choice`` says whether a passive gene lets its holder choose
    something (U-14.0, D-20); ``with_3_players`` is ``False`` for the two genes removed
    with 3 players (U-3.7); ``rule`` is the id that defines it; ``text`` the effect in our
    words.
    """

    id: str
    number: int
    name_en: str
    kind: str
    actions: tuple[int, ...]
    rule: str
    text: str
    name_de: str | None = None
    name_fr: str | None = None
    name_zh: str | None = None
    choice: bool = False
    with_3_players: bool = True
    expansion: bool = False


#: U-14 — the 11 base genes, in the order of U-14's table (card numbers 1–11)
BASE_GENES: tuple[Gene, ...] = (
    Gene("assimilation", 1, "Assimilation", ACTIVE, (2,), "U-14.1",
         "For 2 actions, in a region (land or sea) where you have an Ichto and while your "
         "supply is not empty, send 2 opposing Ichtos of two different colours back to "
         "their supplies and put 1 of yours there.",
         name_de="Assimilation", name_fr="Assimilation"),
    Gene("legs", 2, "Legs", ACTIVE, (1,), "U-14.2",
         "For 1 action, either move up to 2 of your Ichtos from a sea to an adjacent land "
         "region, or move 1 of your Ichtos across a river to an adjacent land region.",
         name_de="Beine", name_fr="Jambes"),
    Gene("care_of_young", 3, "Care of young", PASSIVE, (), "U-14.3",
         "In every reproduction in a sea where you have Ichtos, whoever triggers it, you "
         "gain 1 for 2–3 Ichtos, 2 for 4–5 and 3 for 6 or more.",
         name_de="Brutpflege", name_fr="Couveuse"),
    Gene("egg", 4, "Egg", ACTIVE, (1, 2), "U-14.4",
         "Put 1 Ichto from your supply in a land region where you already have Ichtos: "
         "2 actions if you have exactly 1 there, 1 action if you have 2 or more.",
         name_de="Ei", name_fr="Oeuf"),
    Gene("wings", 5, "Wings", ACTIVE, (1,), "U-14.5",
         "For 1 action, move 1 or 2 of your Ichtos from one land region to any one other "
         "region of the board, land or sea, adjacent or not.",
         name_de="Flügel", name_fr="Ailes"),
    Gene("muscles", 6, "Muscles", PASSIVE, (), "U-14.6",
         "In regular and volcano scorings your strength in the scored region is your "
         "count plus one half, if you have at least one Ichto there; not in final scoring "
         "or panic.",
         name_de="Muskeln", name_fr="Muscles", with_3_players=False),
    Gene("ears", 7, "Ears", PASSIVE, (), "U-14.7",
         "In a panic you may keep any of your Ichtos in the region; any of your volcano "
         "losses you choose flee to an adjacent sea of your choice instead of your supply; "
         "Teeth cannot take your Ichtos on land.",
         name_de="Ohren", name_fr="Oreilles", choice=True),
    Gene("stinkglands", 8, "Stinkglands", ACTIVE, (1,), "U-14.8",
         "For 1 action, in a land region where you have an Ichto, move all Ichtos of one "
         "opponent colour there to an adjacent sea of your choice (Ears does not protect).",
         name_de="Stinkdrüse", name_fr="Glande puante", with_3_players=False),
    Gene("turbo", 9, "Turbo", ACTIVE, (1,), "U-14.9",
         "For 1 action, either move any number of your Ichtos from one sea to any other "
         "sea, or move up to 2 from a sea to an adjacent land region.",
         name_de="Turbo", name_fr="Turbo"),
    Gene("warm_blood", 10, "Warm blood", PASSIVE, (), "U-14.10",
         "As an Ichto player you have one more action (3 with 4–5 players, 4 with 3); an "
         "extra-action chip still gives exactly 2.",
         name_de="Warmblut", name_fr="Sang chaud"),
    Gene("teeth", 11, "Teeth", ACTIVE, (1,), "U-14.11",
         "For 1 action, in a region (land or sea) where you have an Ichto, send 1 opposing "
         "Ichto back to its owner's supply; not an Ears holder's Ichto on land.",
         name_de="Zähne", name_fr="Dents"),
)

#: U-15 — the 10 expansion genes (optional, off by default), in the order of U-15.1–10;
#: every effect is an interpretation of a one-line Chinese summary (D-21)
EXPANSION_GENES: tuple[Gene, ...] = (
    Gene("symbiont", 1, "Symbiont", PASSIVE, (), "U-15.1",
         "In a coexistence scoring where you are present you score 2 plus 1 for each "
         "other colour present.",
         name_zh="共生體", expansion=True),
    Gene("hard_shelled_egg", 2, "Hard-shelled egg", PASSIVE, (), "U-15.2",
         "When you place an Ichto with Egg you may put it in a land region adjacent to the "
         "region that set the cost instead; useless without Egg.",
         name_zh="硬殼蛋", choice=True, expansion=True),
    Gene("nocturnal", 3, "Nocturnal", PASSIVE, (), "U-15.3",
         "You act as an Ichto player even as the neutral player, and in a 5-player game "
         "also as the environment player, in the usual clockwise order.",
         name_zh="夜行性", expansion=True),
    Gene("mutation", 4, "Mutation", ACTIVE, (1,), "U-15.4",
         "Once, for 1 action, swap this card for a gene (not Mutation) of another player; "
         "that player gets Mutation spent: no effect, still counted for auction prices.",
         name_zh="突變", expansion=True),
    Gene("photogenic", 5, "Photogenic", PASSIVE, (), "U-15.5",
         "At the end of final scoring you gain 2 points (moved with skipping).",
         name_zh="超上相", expansion=True),
    Gene("sticky_tail", 6, "Sticky tail", PASSIVE, (), "U-15.6",
         "An opponent who moves Ichtos from a sea onto a land region where you have an "
         "Ichto (land invasion, Legs, Turbo) pays 1 more action.",
         name_zh="黏呼呼尾巴", expansion=True),
    Gene("volcano_sense", 7, "Volcano sense", PASSIVE, (), "U-15.7",
         "From the start of the act phase you see the chip the environment player chose.",
         name_zh="火山感應", expansion=True),
    Gene("surrender", 8, "Surrender", PASSIVE, (), "U-15.8",
         "Your Ichtos lost in a land competition or to volcano losses move to an adjacent "
         "sea of your choice instead of your supply.",
         name_zh="投降輸一半", choice=True, expansion=True),
    Gene("pheromones", 9, "Pheromones", PASSIVE, (), "U-15.9",
         "In a sea reproduction where you gain Ichtos you may put each new Ichto in the "
         "sea or in any land region adjacent to it.",
         name_zh="費洛蒙", choice=True, expansion=True),
    Gene("gills", 10, "Gills", PASSIVE, (), "U-15.10",
         "Right after a scoring of a region where you still have Ichtos you may move any "
         "number of them to one adjacent sea.",
         name_zh="鰓", choice=True, expansion=True),
)

#: every gene by id
GENES: dict[str, Gene] = {g.id: g for g in BASE_GENES + EXPANSION_GENES}


def gene(id: str) -> Gene:
    """The gene called ``id`` (``"warm_blood"``); ``KeyError`` naming the known ids.

    >>> gene("wings").name_fr
    'Ailes'
    >>> gene("fins")
    Traceback (most recent call last):
    ...
    KeyError: "no gene 'fins' (U-14, U-15); known: assimilation, legs, ..."
    """
    try:
        return GENES[id]
    except (KeyError, TypeError):
        raise KeyError(f"no gene {id!r} (U-14, U-15); known: {', '.join(GENES)}") from None


def deck(players: int, expansion: bool = False) -> tuple[Gene, ...]:
    """The genes of the deck before shuffling (U-3.7, U-15.0): the base genes without
    Stinkglands and Muscles with 3 players, plus the expansion genes when enabled.

    >>> len(deck(3)), len(deck(4)), len(deck(5)), len(deck(3, expansion=True))
    (9, 11, 11, 19)
    """
    base = tuple(g for g in BASE_GENES if players != 3 or g.with_3_players)
    return base + (EXPANSION_GENES if expansion else ())
