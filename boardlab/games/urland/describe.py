"""Urland in plain sentences, for screen readers and the terminal.

:func:`describe` says whose decision it is and what it is (U-5), this turn's roles
(U-4.2), one short paragraph per seat — its marker on the score track (U-9.1), supply
(U-0.2), extra-action chips (U-3.2), zone chips (U-0.4) and genes (U-14) — then the
board: the Ichtos of each land region and sea (U-0.3, U-2.5), the zone chips (U-0.4),
the gene display (U-10) and an auction under way, and the moves that can be made.  It
reads only what the state shows: on ``view(seat)`` others' chips, the chosen chip, the
pile, the gene deck and others' sealed bids are ``"?"`` and are said to be hidden
(U-6.1, U-10.3).
"""
from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Any, cast

from ...engine import moves_sentence
from .genes import GENES
from .regions import Regions

if TYPE_CHECKING:
    from .state import Urland

HIDDEN = "?"
PANIC = 13
_DOES = {"choose": "is to choose a zone chip, face down (U-6.1)",
         "act": "acts, {left} action{s} left (U-7.1)",
         "more": "may add one more Ichto, or be done (U-7.4.3)",
         "bid": "is to bid, sealed (U-10.3)",
         "take": "is to take a gene from the display, or pass (U-10.6)",
         "pay": "is to pay the price: an Ichto from the board (U-10.5)",
         "panic_at": "is to choose where the panic breaks out (U-11.2)",
         "panic_to": "is to choose the sea the panicking Ichtos flee to (U-11.3)",
         "keep": "chooses with Ears how many Ichtos stay (U-14.7)",
         "save": "chooses with Ears how many of the Ichtos lost to the eruption flee to a sea (U-14.7)",
         "flee": "is to choose the sea for the saved Ichtos (U-14.7)",
         "place": "chooses with Pheromones where a newborn Ichto goes (U-15.9)",
         "gills": "may leave the scored region for a sea with Gills, or not (U-15.10)"}


def _who(s: "Urland", seat: int) -> str:
    return f"Seat {seat} ({s.seat_name(seat)}{', you' if seat == s.viewer else ''})"


def _gene(g: str) -> str:
    gene = GENES.get(g)
    return gene.name_en if gene is not None else "Mutation (spent)" if g == "mutation_spent" else g


def _chip(c: Any) -> str:
    return "the panic chip" if c == PANIC else str(c)


def _turn(s: "Urland") -> str:
    if s.is_over:
        w = s.winners()
        names = " and ".join(_who(s, k) for k in w) or "nobody"
        return f"The game is over. Winner: {names}, furthest on the score track (U-13.4)."
    mover = s.to_move
    d = s.decision()
    verb = _DOES.get(d, f"decides: {d}").format(left=s.left, s="" if s.left == 1 else "s")
    return f"{_who(s, mover) if mover is not None else 'Nobody'} {verb}."


def _roles(s: "Urland") -> str:
    r = s.roles()
    ichto = ", ".join(_who(s, k) for k in r["ichto"]) or "none"
    return (f"Roles this turn (U-4.2): environment player {_who(s, r['environment'])}; neutral player "
            f"{_who(s, r['neutral'])}; Ichto players in order: {ichto}.")


def _seat(s: "Urland", k: int) -> str:
    hand = s.hands[k]
    if hand and all(c == HIDDEN for c in hand):
        held = f"{len(hand)} zone chip{'s' * (len(hand) != 1)}, hidden"
    elif hand:
        held = f"{'Your zone' if k == s.viewer else 'Zone'} chips held: " + ", ".join(_chip(c) for c in hand)
    else:
        held = "No zone chips"
    genes = ", ".join(_gene(g) for g in s.genes[k]) or "none"
    return (f"{_who(s, k)}: space {s.track[k]} on the score track, {s.supply[k]} Ichtos in supply, "
            f"{s.extra[k]} extra-action chip{'s' * (s.extra[k] != 1)}. {held}. Genes: {genes}.")


def _numbers(chips: list) -> str:
    """Zone chips by number: "chip 8", "chips 3 and 7", "none"."""
    if not chips:
        return "none"
    names = [_chip(c) for c in chips]
    return ("chip " if len(names) == 1 else "chips ") + (
        names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1])


def _counts(s: "Urland", region: str) -> str:
    return _tally(tuple(map(s.seat_name, range(s.players))), s.ichtos(region))


@lru_cache(maxsize=4096)
def _tally(names: tuple[str, ...], counts: tuple[int, ...]) -> str:
    """Each seat's Ichtos in a region (``names``: the seats' names), kept: a description
    repeats most regions of the last one (U-2.5.5)."""
    return ", ".join(f"{names[c]} {k}" for c, k in enumerate(counts) if k)


@lru_cache(maxsize=1024)
def _land_regions(regions: Regions) -> tuple[tuple[str, str], ...]:
    """``(name, node)`` of every land region of a partition (U-2.5.1, U-2.5.3; D-2), kept."""
    out = []
    for r in regions.land_regions():
        zones = regions.zones(r)
        name = f"zone {zones[0]}" if len(zones) == 1 else f"L{r} (zones {'+'.join(map(str, zones))}" + (
            ")" if regions.label(r) else ", no live chip: never scored, D-2)")
        out.append((name, f"L{r}"))
    return tuple(out)


def _land(s: "Urland") -> str:
    parts, empty = [], 0
    for name, node in _land_regions(s.regions):
        here = _counts(s, node)
        if here:
            parts.append(f"{name}: {here}")
        else:
            empty += 1
    rest = f"; {empty} more empty" if parts and empty else ""
    return f"Land regions (Ichtos by colour): {'; '.join(parts) or 'all empty'}{rest}."


def _board(s: "Urland") -> list[str]:
    seas = "; ".join(f"{sea}: {_counts(s, sea) or 'empty'}" for sea in s.region_names()
                     if sea.startswith("S"))
    removed = [z for z in range(1, 13) if not s.regions.is_live(z)]
    chosen = s.chosen
    scored = sorted(s.on_board)
    chips = [f"scored this epoch (on the board): {_numbers(scored)}",
             f"{len(s.pile)} chip{'s' * (len(s.pile) != 1)} in the pile, face down"]
    if chosen is not None:
        chips.append("chosen: one, face down" if chosen == HIDDEN else f"chosen: {_chip(chosen)}")
    if removed:
        chips.append(f"out of the game: {_numbers(removed)}")
    if s.panic_aside:
        chips.append("the panic chip set aside")
    out = [_land(s), f"Seas: {seas}.", f"Zone chips (U-0.4): {'; '.join(chips)}.",
           f"Genes on display: {', '.join(_gene(g) for g in s.display) or 'none'}; "
           f"{len(s.gene_deck)} in the gene deck (U-10)."]
    if s.auction is not None:
        bids = ", ".join(f"{s.seat_name(c)} " + ("hidden" if b == HIDDEN else "not in yet" if b is None
                                                  else str(b)) for c, b in enumerate(s.auction[1]))
        out.append(f"Mutation auction for space {s.auction[0]}: bids {bids} (U-10.3).")
    return out



def describe(state: "Urland", seat: int | None = None) -> str:
    """The situation in plain sentences; ``seat``: only what that seat may know (the text
    of ``state.view(seat)``)."""
    s = state if seat is None else cast("Urland", state.view(seat))
    seen = "" if s.viewer is None else f", as {_who(s, s.viewer)} sees it"
    lines = [f"Urland, {s.players} players, epoch {s.epoch}, turn {s.turn}{seen}.", _turn(s)]
    if not s.is_over:
        lines.append(_roles(s))
    lines += [_seat(s, k) for k in range(s.players)]
    lines += _board(s)
    lines.append(moves_sentence(s, lambda k: _who(s, k)))
    return "\n".join(line for line in lines if line)
