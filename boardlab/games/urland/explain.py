"""Why an Urland action is refused: the rule and the reason in plain words.

The engine decides legality by its list of legal actions (``Urland._legal``); this
module only explains a refusal (``IllegalAction``, ``state.explain``), checking the
action against the rules in the order a player would: whose decision it is, the
region's name, the gene, the budget, the option's precondition.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import actions as A
from .board import NODES
from .components import COLOURS
from .genes import GENES

if TYPE_CHECKING:
    from .state import Urland

LAND_N = 12

#: ask kind → (the actions that answer it, the rule, what is asked)
ASKS = {
    "bid": ((A.Bid,), "U-10.3", "bid in the auction ('bid 2')"),
    "take": ((A.Take, A.Pass), "U-10.6", "take a gene from the display ('take legs') or pass"),
    "pay": ((A.Pay,), "U-10.5", "pay the price, one Ichto from the board at a time ('pay L3')"),
    "panic_at": ((A.PanicAt,), "U-11.2", "choose the panicking region among the fullest ('panic L3')"),
    "panic_to": ((A.PanicTo,), "U-11.3", "choose the sea the panic flees to ('panic to S2')"),
    "keep": ((A.Keep,), "U-14.7", "say how many Ichtos stay in the panic (Ears, 'keep 1')"),
    "save": ((A.Save,), "U-14.7", "say how many of the Ichtos lost to the eruption flee (Ears, 'save 2')"),
    "flee": ((A.Flee,), "U-14.7", "choose the sea your saved Ichtos go to ('flee S1')"),
    "place": ((A.Place,), "U-15.9", "place a newborn Ichto (Pheromones, 'place L3')"),
    "gills": ((A.Gills,), "U-15.10", "move Ichtos to a sea (Gills, 'gills S1 2') or 'no gills'"),
}

#: action class → (field, the kind of region it names, the rule, why) — an action whose
#: region is of the wrong kind is refused by the option's own rule, wherever it is tried
KINDS: dict[type, tuple[tuple[str, str, str, str], ...]] = {
    A.Land: (("sea", "sea", "U-7.4.1", "a land invasion starts from a sea"),
             ("land", "land", "U-7.4.1", "a land invasion goes ashore, to a land region "
                                         "(between seas: 'sea S1 S2', U-7.4.3)")),
    A.Reproduce: (("sea", "sea", "U-7.4.2", "reproduction takes place only at sea, never on land"),),
    A.SeaMove: (("src", "sea", "U-7.4.3", "sea movement starts from a sea (ashore: 'land S1 L3', U-7.4.1)"),
                ("dst", "sea", "U-7.4.3", "sea movement ends in a sea (ashore: 'land S1 L3', U-7.4.1)")),
    A.Legs: (("dst", "land", "U-14.2", "Legs moves Ichtos onto land"),),
    A.Egg: (("land", "land", "U-14.4", "Egg places an Ichto in a land region"),
            ("to", "land", "U-15.2", "a hard-shelled egg goes to a land region")),
    A.Wings: (("src", "land", "U-14.5", "Wings leave from land"),),
    A.Stink: (("land", "land", "U-14.8", "Stinkglands drives Ichtos out of a land region"),
              ("sea", "sea", "U-14.8", "Stinkglands drives them into a sea")),
    A.Turbo: (("src", "sea", "U-14.9", "Turbo moves Ichtos out of a sea"),),
    A.PanicAt: (("land", "land", "U-11.2", "a panic breaks out in a land region"),),
    A.PanicTo: (("sea", "sea", "U-11.3", "the panicking Ichtos flee to a sea"),),
    A.Flee: (("sea", "sea", "U-14.7", "saved Ichtos flee to a sea"),),
    A.Gills: (("sea", "sea", "U-15.10", "Gills moves Ichtos to a sea"),),
}


def _kind(a: Any) -> tuple[str, str] | None:
    """The rule an action breaks by naming a region of the wrong kind (``reproduce L4``:
    U-7.4.2), ``None`` if its regions are of the right kinds."""
    for field, kind, rule, reason in KINDS.get(type(a), ()):
        name = getattr(a, field)
        if name is not None and (name[0] == "L") != (kind == "land"):
            return rule, f"{reason}: {name} is a {'land region' if name[0] == 'L' else 'sea'}"
    return None


#: the decisions taken outside the act phase → (their rule, when they are taken)
ELSEWHERE: dict[type, tuple[str, str]] = {
    A.Choose: ("U-6.1", "the environment player chooses a chip at the start of a turn"),
    A.Bid: ("U-10.3", "bids are made in a mutation auction"),
    A.Take: ("U-10.6", "genes are taken in a mutation auction, after the bids"),
    A.Pass: ("U-10.6", "a bidder passes in a mutation auction"),
    A.Pay: ("U-10.5", "a gene's price is paid when it is taken in an auction"),
    A.PanicAt: ("U-11.2", "where a panic breaks out is chosen when the panic chip is drawn"),
    A.PanicTo: ("U-11.3", "the sea of a panic is chosen when the panic chip is drawn"),
    A.Keep: ("U-14.7", "Ears keeps Ichtos in a panic"),
    A.Save: ("U-14.7", "Ears saves Ichtos at an eruption"),
    A.Flee: ("U-14.7", "saved Ichtos flee at an eruption"),
    A.Place: ("U-15.9", "Pheromones places newborns right after a reproduction"),
    A.Gills: ("U-15.10", "Gills moves Ichtos right after a scoring"),
}

GENE_OF = {A.Assimilate: "assimilation", A.Legs: "legs", A.Egg: "egg", A.Wings: "wings",
           A.Stink: "stinkglands", A.Turbo: "turbo", A.Teeth: "teeth", A.Mutate: "mutation"}


def _region(s: "Urland", text: str | None) -> tuple[str, str] | None:
    """U-2.5.3 — a land region is named by its live chip (D-2: by its smallest zone when
    none is left)."""
    if text is None or text[0] != "L":
        return None
    z = int(text[1:])
    r = s.regions.region_of(z)
    if r != z:
        return ("U-2.5.3", f"zone {z} is part of region L{r} (zones "
                           f"{'+'.join(str(x) for x in s.regions.zones(r))}): {naming(s, r)}")
    return None


def naming(s: "Urland", r: int) -> str:
    """How region ``r`` is named (U-2.5.3, D-2), for a refusal."""
    if s.regions.label(r) is not None:
        return f"a region is named after its live chip, {r}: write L{r}"
    return f"it has no live chip left (D-2) and is named after its smallest zone: write L{r}"


def why(s: "Urland", a: Any) -> tuple[str, str]:
    """``(rule, reason)`` for an action that is not in ``s.legal_actions()``."""
    seat = s.to_move
    who = s.seat_name(seat) if seat is not None else "nobody"
    wrong = _kind(a)
    if wrong:
        return wrong
    if s.asks:
        kind = s.asks[0][0]
        classes, rule, what = ASKS[kind]
        if type(a) not in classes:
            return rule, f"{who} must {what} now"
        return _ask_reason(s, a, kind, rule)
    if s.phase == "choose":
        if type(a) is not A.Choose:
            return "U-6.1", f"the environment player ({who}) first chooses a chip ('choose 7')"
        return "U-6.1", f"chip {a.chip} is not in the environment player's hand"
    if s.phase != "act":
        return "U-5", "no decision is open"
    if type(a) in ELSEWHERE:
        rule, when = ELSEWHERE[type(a)]
        return rule, f"{when}; now {who} is taking Ichto actions (U-5)"
    if s.more is not None and type(a) not in (A.More, A.Done):
        return "U-7.4", "first finish the option just taken: 'more' (one more Ichto) or 'done'"
    if s.more is None and type(a) in (A.More, A.Done):
        return "U-7.4", "no option with more Ichtos to move is under way"
    for field in ("sea", "land", "src", "dst", "region", "to"):
        bad = _region(s, getattr(a, field, None))
        if bad:
            return bad
    if type(a) is A.More:
        return "U-7.4.4", f"{who} has no Ichto to move there"
    if type(a) is A.Spend:
        if s.chip_turn:
            return "U-7.2", "at most one extra-action chip per turn (D-9)"
        return "U-7.2", f"{who} has no extra-action chip left"
    gene = GENE_OF.get(type(a))
    if gene and gene not in s.genes[seat]:  # type: ignore[index]
        return GENES[gene].rule, f"only the holder of {GENES[gene].name_en} may do this (U-7.5)"
    if s.left <= 0:
        return "U-7.1", f"{who} has no action left (spend an extra-action chip, 'chip', or 'end')"
    return _act_reason(s, a, seat)  # type: ignore[arg-type]


def _ask_reason(s: "Urland", a: Any, kind: str, rule: str) -> tuple[str, str]:
    seat = s.asks[0][1]
    if kind == "bid":
        return rule, f"a bid is 0 … your supply ({s.supply[seat]}), not {a.amount}"
    if kind == "take":
        if type(a) is A.Pass:
            return rule, "the first bidder who can pay must take a gene (D-13)"
        return rule, f"{GENES[a.gene].name_en} is not on display"
    if kind == "pay":
        return _region(s, a.region) or (rule, f"you have no Ichto in {a.region}")
    if kind == "panic_at":
        return _region(s, a.land) or (rule, f"{a.land} is not one of the fullest land regions")
    if kind == "keep":
        return rule, f"you have only {s.count(s.asks[0][2], seat)} Ichtos there"
    if kind == "save":
        return rule, f"you would lose {s.asks[0][3]} Ichtos there: save 0 … {s.asks[0][3]}"
    if kind == "place":
        return _region(s, a.region) or (rule, "a newborn goes in the sea or a land region next to it")
    if kind == "gills":
        return rule, "Gills moves 1 … all of your Ichtos of the scored region to one adjacent sea"
    return rule, f"{getattr(a, 'sea', '?')} is not a sea next to the region"


def _act_reason(s: "Urland", a: Any, seat: int) -> tuple[str, str]:
    n = s.players
    adj = s.topo.adj

    def own(name: str) -> int:
        return s.ich[NODES.index(name) * n + seat]

    def near(x: str, y: str) -> bool:
        return NODES.index(y) in adj[NODES.index(x)]

    t = type(a)
    if t is A.Land:
        if not own(a.sea):
            return "U-7.4.1", f"{s.seat_name(seat)} has no Ichto in {a.sea}"
        if not near(a.sea, a.land):
            return "U-7.4.1", f"{a.land} does not border {a.sea}: a land invasion goes to an adjacent land region (U-2.5.2)"
        return "U-15.6", "Sticky tail: landing there costs 2 actions, more than are left"
    if t is A.Reproduce:
        if not s.supply[seat]:
            return "U-7.4.2", "your supply is empty: you would gain nothing"
        return "U-7.4.2", (f"you have {own(a.sea)} Ichtos in {a.sea}: reproduction needs at least 3 "
                           "of yours there (2 with Care of young, U-14.3)")
    if t is A.SeaMove:
        if not own(a.src):
            return "U-7.4.3", f"you have no Ichto in {a.src}"
        return "U-7.4.3", f"{a.dst} is not a sea next to {a.src}"
    if t is A.Retreat:
        return "U-7.4.4", f"you have no Ichto in {a.region}"
    if t is A.Assimilate:
        if s.left < 2:
            return "U-7.3", "Assimilation costs 2 actions"
        return "U-14.1", ("Assimilation needs an Ichto of yours there, your supply, and Ichtos of "
                          "two different opposing colours there")
    if t in (A.Legs, A.Turbo, A.Wings):
        return GENES[GENE_OF[t]].rule, "not a move this gene allows from there (count, adjacency or Ichtos)"
    if t is A.Egg:
        if own(a.land) == 1 and s.left < 2:
            return "U-14.4", "with 1 Ichto there, Egg costs 2 actions"
        return "U-14.4", "Egg places an Ichto where you already have one, from your supply"
    if t is A.Stink:
        return "U-14.8", "Stinkglands: your Ichto and that colour must be in the land region, the sea next to it"
    if t is A.Teeth:
        c = COLOURS.index(a.colour)
        if c < n and "ears" in s.genes[c] and a.region[0] == "L":
            return "U-14.7", "Ears: that colour's Ichtos on land cannot be bitten"
        return "U-14.11", "Teeth needs an Ichto of yours and an opposing one of that colour there"
    if t is A.Mutate:
        return "U-15.4", "no other player owns that gene"
    return getattr(a, "rule", "U-7.4") or "U-7.4", "not possible now"
