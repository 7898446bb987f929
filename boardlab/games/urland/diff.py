"""Urland in words for ``boardlab.diff``: seats by colour (U-0.5),
"yellow Ichtos in L1: 1 → 4" (U-0.2), "white's zone chips: 1 3 11 → 3 11" (U-0.4),
"land regions: 9+10, 11 → 9+10+11" (U-2.5.4), "black's marker: space 1 → space 4"
(U-9.1)."""
from __future__ import annotations

from typing import Any

from ...positions import Pair, Words, change, labelled, per_key, pile, row
from .components import PANIC
from .position import PANIC_NAME


def chip(c: Any) -> str:
    """U-0.4 — a zone chip by its number; 13 is the panic chip."""
    return "panic" if c in (PANIC, PANIC_NAME) else "none" if c is None else str(c)


def _regions(old: Any, new: Any, pair: Pair) -> list[str]:
    """U-2.5.4 — the land regions that changed (merged by an eruption): "9+10, 11 → 9+10+11"."""
    def name(region: Any) -> str:
        return "+".join(str(z) for z in region) if isinstance(region, list) else str(region)
    a = [name(r) for r in old or []]
    b = [name(r) for r in new or []]
    gone, came = [r for r in a if r not in b], [r for r in b if r not in a]
    return [f"land regions: {', '.join(gone) or 'none'} → {', '.join(came) or 'none'}"] if gone or came else []


def _ichtos(old: Any, new: Any, pair: Pair) -> list[str]:
    """U-0.2 — Ichtos per region and colour (a land region named after its live chip, U-2.5.3)."""
    return per_key(old, new, lambda region, a, b: per_key(
        a, b, lambda colour, x, y: change(f"{colour} Ichtos in {region}", x or 0, y or 0)))


def per_colour(label: str, describe: Any = change, **kw: Any) -> Words:
    """Words for a colour → value field: "black's <label>: old → new"."""
    return lambda old, new, pair: per_key(old, new, lambda colour, a, b: describe(
        f"{colour}'s {label}", a, b, **kw))


def _acting(old: Any, new: Any, pair: Pair) -> list[str]:
    """U-7 — the Ichto players' turn: who acts, in which order, the actions left."""
    if not isinstance(new, dict):
        return ["the Ichto players' actions are over"] if isinstance(old, dict) else []
    actors = new.get("actors") or []
    index = new.get("index", 0)
    now = actors[index] if isinstance(index, int) and 0 <= index < len(actors) else None
    a = old if isinstance(old, dict) else {"chip_used": False, "more": None}
    out = []
    if a.get("actors") != actors:
        out.append(f"Ichto players acting, in order: {', '.join(map(str, actors)) or 'none'}")
    if a.get("index") != index or a.get("actors") != actors:
        out.append(f"acting now: {now or 'nobody'}")
    out += change("actions left", a.get("left"), new.get("left"))
    out += change("extra-action chip spent this turn", a.get("chip_used"), new.get("chip_used"))
    more = lambda m: "none" if not m else " ".join(map(str, m))   # noqa: E731
    out += change("option under way", a.get("more"), new.get("more"), more)
    return out


def _auction(old: Any, new: Any, pair: Pair) -> list[str]:
    """U-10 — the mutation auction: the space, the bids in (hidden ones counted)."""
    if not isinstance(new, dict):
        return ["the mutation auction is over"] if isinstance(old, dict) else []
    a = old if isinstance(old, dict) else {}
    out = [] if a else [f"a mutation auction opens for space {new.get('space')} (U-10.3)"]
    bids = lambda b: ", ".join(f"{c} {'not in yet' if x is None else x}" for c, x in (b or {}).items())  # noqa: E731
    out += change("bids", a.get("bids"), new.get("bids"), bids)
    for key, label in (("ranking", "auction ranking"), ("next", "next to take a gene"),
                       ("obliged", "auction obliged"), ("taken", "genes taken in this auction"),
                       ("paying", "paying for a gene"), ("to_pay", "Ichtos still to pay")):
        out += change(label, a.get(key), new.get(key))
    return out


def _panic(old: Any, new: Any, pair: Pair) -> list[str]:
    """U-11 — the panic under way: its region, its sea, the Ears holders still to decide."""
    if not isinstance(new, dict):
        return ["the panic is over"] if isinstance(old, dict) else []
    a = old if isinstance(old, dict) else {}
    out = [] if a else ["a panic (U-11)"]
    name = lambda x: "to be chosen" if x is None else str(x)   # noqa: E731
    out += change("panic region", a.get("region"), new.get("region"), name=name)
    out += change("panic sea", a.get("sea"), new.get("sea"), name=name)
    out += change("Ears holders still to decide", a.get("ears"), new.get("ears"),
                  name=lambda x: ", ".join(x or []) or "none")
    return out


def _pending(old: Any, new: Any, pair: Pair) -> list[str]:
    """The choices waiting (Ears, Surrender, Gills, Pheromones), in words."""
    def said(choices: Any) -> str:
        return "; ".join(f"{c.get('colour')} {c.get('choice')} in {c.get('region') or c.get('sea')}"
                         for c in choices or [] if isinstance(c, dict)) or "none"
    return change("choices waiting", said(old), said(new), name=str)


def _steps(label: str) -> Words:
    """The choices waiting and the steps still to run, counted (their details are the
    engine's bookkeeping; ``describe`` says what is to be decided)."""
    return lambda old, new, pair: change(label, len(old or []), len(new or []))


WORDS: dict[str, Words] = {
    "epoch": labelled("epoch"),
    "turn": labelled("turn"),
    "environment": labelled("environment player"),
    "phase": labelled("phase"),
    "regions": _regions,
    "removed": labelled("zone chips out of the game", row, name=chip, unit="chips"),
    "ichtos": _ichtos,
    "supply": per_colour("Ichtos in the supply"),
    "track": per_colour("marker", name=lambda s: "none" if s is None else f"space {s}"),
    "extra_chips": per_colour("extra chips"),
    "genes": per_colour("genes", pile, unit="genes"),
    "display": labelled("gene display", pile, unit="genes"),
    "gene_deck": labelled("gene deck", pile, unit="genes"),
    "hands": per_colour("zone chips", row, name=chip, unit="chips"),
    "chosen": labelled("the environment player's chosen chip", name=chip),
    "on_board": labelled("zone chips scored this epoch", row, name=chip, unit="chips"),
    "pile": labelled("chip pile", pile, name=chip, unit="chips"),
    "panic_aside": labelled("panic chip drawn this epoch"),
    "reached": labelled("mutation spaces reached", row, unit="spaces"),
    "acting": _acting,
    "auction": _auction,
    "panic": _panic,
    "pending": _pending,
    "asks": _steps("choices waiting"),
    "todo": _steps("steps still to run"),
    "passed": labelled("the environment player has passed two chips to the neutral player (U-4.2)"),
    "ending": labelled("the game's end is triggered (U-13.1)"),
}
