"""Urland positions in any phase (U-5): the decision under way, in the rules' words.

Between the Ichto players' actions and the next environment player's choice a game may
wait for a choice: a bid, a gene to take and pay for, a panic region or sea, an Ears
decision …  A position names that moment by its ``phase`` and holds the choice in a
field of its own; what comes after follows from the order of U-5 and U-12:

``score`` (U-8, U-12.2)
    choices around a scoring, listed in ``pending``.  In a turn (the neutral player
    holds the 2 chips passed to him, U-6.1): before the scoring while the chosen chip
    is still face down (Pheromones, U-15.9), after it once the chip is on the board
    (Gills U-15.10, Surrender's sea U-15.8); then the end check, the mutation, the
    rotation and the draw (U-5).  At an epoch's end (the environment player holds his
    last 2 chips and the pile is empty, U-12.1): after the volcano scoring; then the
    eruptions (U-12.3).
``mutation`` (U-10)
    an auction, in ``auction``: ``space`` (the mutation space, U-10.1), ``bids`` (colour
    → bid, ``null`` or left out while not in yet: bids are made in seat order, each 0 …
    the seat's supply, U-10.3).  Once all bids are in, the ranking follows (U-10.4) and
    ``next`` is the colour to take a gene or pass (default: the first in the ranking
    who can pay his price, U-10.6); ``taken`` the genes taken so far in this auction
    (needed when ``next`` is not first in the ranking: who ranked before him may have
    taken one or passed); or ``paying`` (a colour) with ``to_pay`` (the Ichtos he has
    still to return from the board, U-10.5) for a gene just taken.  After the auction:
    the rotation and the draw when it follows a turn's scoring (the neutral player holds
    the 2 chips passed to him), the next epoch when it follows an epoch's eruptions
    (nobody holds a chip, the pile is empty, U-12.6).
``panic`` (U-11)
    a panic, in ``panic``: ``region`` (``null``: the player with the fewest points
    chooses among the land regions tied for the most Ichtos, U-11.2), ``sea`` (``null``:
    he chooses the sea, U-11.3), ``ears`` (once the sea is chosen: the Ears holders still
    to decide how many stay, U-11.4; default every Ears holder with Ichtos there).  Then
    the environment player draws again (U-6.3).
``eruption`` (U-12.4)
    Ears and Surrender choices after the eruptions, in ``pending``; then the auctions of
    the spaces the volcano scoring reached (U-10.2), the next epoch (U-12.6) or the end
    (U-13).

``pending`` is a list of choices, the first to be made first, each
``{"choice": …, "colour": …, …}``:

* ``{"choice": "save", "colour": "white", "region": "L1"}`` — Ears at an eruption (U-14.7 b,
  D-12): how many of the Ichtos he would lose there (all but 1, U-12.4) flee;
* ``{"choice": "flee", "colour": "white", "region": "L1", "ichtos": 2}`` — to which
  adjacent sea they flee (Ears after ``save``, Surrender U-15.8); ``ichtos`` may be left
  out: all of the colour's Ichtos there after a lost competition, all but 1 after an
  eruption;
* ``{"choice": "gills", "colour": "white", "region": "L4"}`` — Gills after a scoring (U-15.10);
* ``{"choice": "place", "colour": "white", "sea": "S2", "ichtos": 2}`` — Pheromones: where
  the newborns still in the sea go (U-15.9; in phase ``act`` or before the scoring).

``from_position`` rebuilds the engine's queue from these fields; the older form of the
same moment — phase ``auto`` with the engine's ``asks`` and ``todo`` — is still read.
"""
from __future__ import annotations

from typing import Any

from ...engine import short
from ...rules import BadPosition, Problems
from .board import NODES
from .components import COLOURS

#: the phases of a position whose decision is held by the fields of this module
MOMENTS = ("score", "mutation", "panic", "eruption")
CHOICES = ("save", "flee", "gills", "place")
AUCTION_KEYS = {"space", "bids", "ranking", "next", "taken", "paying", "to_pay"}
PANIC_KEYS = {"region", "sea", "ears"}
#: the steps after each moment (U-5, U-12)
AFTER_TURN_SCORING = (("endcheck",), ("mutations",), ("rotate",), ("draw",))
AFTER_VOLCANO_SCORING = (("volcano_check",), ("erupt",), ("after_epoch",))
AUCTION = (("acquire",), ("refill",), ("mutations",))
AFTER_AUCTION = {"turn": (("rotate",), ("draw",)), "epoch": (("new_epoch",),)}


def _bad(rule: str, reason: str) -> BadPosition:
    return BadPosition(rule, reason, subject="position")


def _col(c: int) -> str:
    return COLOURS[c]


def _seas(s: Any, region: int) -> tuple[int, ...]:
    """U-2.5.2 — the seas next to a region."""
    return tuple(j for j in s.topo.adj[region] if j >= 12)


# ------------------------------------------------------------------ the context
def turn_context(s: Any) -> bool:
    """U-6.1 — within a turn: the neutral player holds the 2 chips passed to him, nobody
    else holds one."""
    nn = s.neutral_seat()
    return len(s.hands[nn]) == 2 and not any(h for c, h in enumerate(s.hands) if c != nn)


def epoch_end_context(s: Any) -> bool:
    """U-12.1 — at an epoch's end, before the eruptions: the environment player holds his
    last 2 chips, nobody else holds one, the pile is empty."""
    e = s.env
    return (len(s.hands[e]) == 2 and not s.pile and s.chosen is None
            and not any(h for c, h in enumerate(s.hands) if c != e))


def erupted_context(s: Any) -> bool:
    """U-12.5 — after an epoch's eruptions: nobody holds a chip, the pile is empty."""
    return not s.pile and s.chosen is None and not any(s.hands)


TURN_WORDS = "within a turn the neutral player holds the 2 chips passed to him and nobody else holds one (U-6.1)"
EPOCH_WORDS = ("at an epoch's end the environment player holds his last 2 chips, nobody else "
               "holds one and the pile is empty (U-12.1)")
ERUPTED_WORDS = "after the eruptions nobody holds a chip and the pile is empty (U-12.5)"


def _held(s: Any) -> str:
    held = [f"{_col(c)} {list(h)}" for c, h in enumerate(s.hands) if h]
    return ("chips held: " + ", ".join(held) if held else "nobody holds a chip") + (
        f", pile of {len(s.pile)}" if s.pile else ", pile empty") + (
        f", chip {s.chosen} face down" if s.chosen is not None else "")


# ------------------------------------------------------------------ reading
def read(s: Any, r: Any, pos: dict, phase: str) -> None:
    """Set ``s.asks``, ``s.todo``, ``s.auction`` (and ``bid_from``) from the documented
    fields of a position in ``phase`` (``act`` or one of :data:`MOMENTS`); every problem
    at once (``BadPosition.problems``)."""
    problems = Problems()
    for key, where in (("auction", ("mutation",)), ("panic", ("panic",)),
                       ("pending", ("act", "score", "eruption"))):
        if pos.get(key) not in (None, [], {}) and phase not in where:
            problems.add("U-5", f"'{key}' belongs to phase {' or '.join(where)}, not {phase}")
    problems.raise_all()
    if phase == "mutation":
        _mutation(s, r, pos, problems)
    elif phase == "panic":
        _panic(s, r, pos, problems)
    elif phase in ("act", "score", "eruption"):
        _pending_phase(s, r, pos, phase, problems)
    problems.raise_all()


def _no_end(s: Any, problems: Problems, what: str, rule: str) -> None:
    if s.ending:
        problems.add(rule, f"{what} never follows the end's trigger: 'ending' is true")
    elif max(s.track) >= s.rules_options.end_space:
        top = max(range(s.players), key=lambda c: s.track[c])
        problems.add(rule, f"{what} never follows the end's trigger: {_col(top)}'s marker is on "
                           f"{s.track[top]} (U-13.1: {s.rules_options.end_space} or beyond ends the game)")


# the auction -------------------------------------------------------------
def _mutation(s: Any, r: Any, pos: dict, problems: Problems) -> None:
    """U-10 — an auction under way."""
    a = pos.get("auction")
    if not isinstance(a, dict):
        raise _bad("U-10.3", "phase mutation needs 'auction': space, bids (and next, taken, "
                             f"paying, to_pay once all bids are in), not {short(a)}")
    unknown = sorted(set(a) - AUCTION_KEYS)
    if unknown:
        raise _bad("U-10.3", f"unknown auction field {short(unknown[0])} (the fields: "
                             f"{', '.join(sorted(AUCTION_KEYS))})")
    n = s.players
    if turn_context(s) and s.chosen is None:
        after = "turn"
    elif erupted_context(s):
        after = "epoch"
    else:
        after = ""
        problems.add("U-10.2", "an auction follows a turn's scoring or an epoch's eruptions: "
                               f"{TURN_WORDS} (and the chosen chip is on the board); {ERUPTED_WORDS}; "
                               f"here {_held(s)}")
    if after == "epoch" and s.epoch == 3:
        problems.add("U-13.2", "after the third epoch's eruptions the game ends (D-6): no auction")
    _no_end(s, problems, "an auction", "D-5")
    space = a.get("space")
    spaces = s.rules_options.mutation_spaces
    if type(space) is not int or space not in spaces:
        raise _bad("U-10.1", f"an auction is held at a mutation space {spaces}, not {short(space)}")
    if space not in s.reached:
        problems.add("U-10.1", f"the auction of space {space}: space {space} is not in 'reached'")
    later = [x for x in s.reached if x > space]
    if later:
        problems.add("D-4", f"spaces reached together are auctioned lowest first: space "
                            f"{later[0]} is not reached before the auction of space {space} is over")
    bids = a.get("bids")
    if not isinstance(bids, dict):
        raise _bad("U-10.3", f"bids map colours to bids (null: not in yet), not {short(bids)}")
    got: list[Any] = [None] * n
    for k, v in bids.items():
        c = r.colour(k, "U-10.3")
        got[c] = None if v is None else r.count(v, "U-10.3", f"{k}'s bid", hi=10**6)
    for c, b in enumerate(got):
        if b is not None and b > s.supply[c]:
            problems.add("U-10.3", f"{_col(c)} bids {b} with {s.supply[c]} Ichtos in his supply: "
                                   "a bid is 0 … the bidder's supply")
    open_ = [c for c in range(n) if got[c] is None]
    if open_ and open_ != list(range(n - len(open_), n)):
        problems.add("U-10.3", "the bids are made in seat order (black first): "
                               f"{', '.join(_col(c) for c in open_)} not in yet, but "
                               f"{', '.join(_col(c) for c in range(open_[0], n) if got[c] is not None)} has bid")
    tail = AUCTION + AFTER_AUCTION.get(after, ())
    if open_:
        late = [k for k in ("next", "taken", "paying", "to_pay", "ranking") if a.get(k) is not None]
        if late:
            problems.add("U-10.4", f"'{late[0]}' comes after the bids are revealed: "
                                   f"{', '.join(_col(c) for c in open_)} {'has' if len(open_) == 1 else 'have'} not bid yet")
        problems.raise_all()
        s.auction = (space, tuple(got), (), 0, True, 0)
        s.asks = tuple(("bid", c) for c in open_)
        s.todo = (("rank",),) + tail
        s.bid_from = -(n - len(open_))
        return
    ranking = tuple(sorted(range(n), key=lambda c: (-got[c], s.track[c])))     # U-10.4
    given = a.get("ranking")
    if given is not None and (not isinstance(given, list)
                              or [r.colour(c, "U-10.4") for c in given] != list(ranking)):
        problems.add("U-10.4", "the ranking is by bid, higher first, ties: fewer points first: "
                               f"{', '.join(_col(c) for c in ranking)}, not {short(given)}")
    problems.raise_all()
    most = s.table.genes_per_mutation
    if a.get("paying") is not None:
        _paying(s, r, a, got, ranking, most, tail, problems)
        return
    if a.get("to_pay") is not None:
        problems.add("U-10.5", "'to_pay' goes with 'paying', the colour who took a gene")
    nxt = a.get("next")
    if nxt is None:
        if a.get("taken") not in (None, 0):
            raise _bad("U-10.6", "with genes taken already, 'next' says who is to take a gene now")
        able = [c for c in ranking if s.on_board_count(c) >= got[c] + len(s.genes[c])]
        if not able:
            raise _bad("D-13", "nobody can pay his price (bid + genes owned, U-10.5) from the board: "
                               "no gene is sold, the auction is over")
        c, at, taken = able[0], ranking.index(able[0]), 0     # those ranked before drop out
    else:
        c = r.colour(nxt, "U-10.6")
        at = ranking.index(c)
        taken = _taken(r, a, at, c, ranking)
    if taken == 0:                  # D-13: the obligation passed down only past those who cannot pay
        for x in ranking[:at]:
            if s.on_board_count(x) >= got[x] + len(s.genes[x]):
                problems.add("U-10.6", f"{_col(x)} ranks before {_col(c)} and can pay his price: with "
                                       "no gene taken yet he was obliged to take one")
    price = got[c] + len(s.genes[c])
    if s.on_board_count(c) < price:
        problems.add("U-10.6", f"{_col(c)} cannot pay his price {price} (bid {got[c]} + "
                               f"{len(s.genes[c])} genes) with {s.on_board_count(c)} Ichtos on the "
                               "board: he drops out, he is never asked")
    if taken >= most:
        problems.add("U-10.6", f"{taken} genes are taken: at most {most} an auction")
    if not s.display:
        problems.add("U-10.6", "the display is empty: nobody takes a gene")
    problems.raise_all()
    s.auction = (space, tuple(got), ranking, at, taken == 0, taken)
    s.asks = (("take", c, taken == 0),)
    s.todo = tail


def _taken(r: Any, a: dict, at: int, c: int, ranking: tuple) -> int:
    """U-10.6 — the genes taken so far in this auction: 0 before the first in the ranking;
    for a later seat it is not known (those ranked before took a gene or passed): given."""
    taken = a.get("taken")
    if taken is None:
        if at > 0:
            raise _bad("U-10.6", f"{_col(c)} ranks after {', '.join(_col(x) for x in ranking[:at])}: "
                                 "write 'taken', the genes taken so far in this auction (each ranked "
                                 "before took one or passed)")
        return 0
    taken = r.count(taken, "U-10.6", "the genes taken", hi=3)
    if taken > at:
        raise _bad("U-10.6", f"{taken} genes taken by the {at} ranked before {_col(c)}: one each at most")
    return taken


def _paying(s: Any, r: Any, a: dict, got: list, ranking: tuple, most: int, tail: tuple,
            problems: Problems) -> None:
    """U-10.5 — a gene just taken, its price still being paid."""
    if a.get("next") is not None:
        problems.add("U-10.6", "'next' and 'paying': the next in the ranking is asked once "
                               "the gene is paid")
    c = r.colour(a.get("paying"), "U-10.5")
    at = ranking.index(c)
    taken = a.get("taken")
    if taken is None and at > 0:
        raise _bad("U-10.6", f"{_col(c)} ranks after {', '.join(_col(x) for x in ranking[:at])}: "
                             "write 'taken', the genes taken so far in this auction, his own included "
                             "(each ranked before took one or passed)")
    taken = 1 if taken is None else r.count(taken, "U-10.6", "the genes taken", hi=3)
    if taken > at + 1:
        raise _bad("U-10.6", f"{taken} genes taken by {_col(c)} and the {at} ranked before him: one each at most")
    to_pay = r.count(a.get("to_pay"), "U-10.5", f"the Ichtos {_col(c)} has still to pay", hi=10**6, lo=1)
    if taken < 1:
        problems.add("U-10.6", f"{_col(c)} took a gene: 'taken' counts it")
    if taken > most:
        problems.add("U-10.6", f"{taken} genes are taken: at most {most} an auction")
    if not s.genes[c]:
        problems.add("U-10.5", f"{_col(c)} pays for a gene he took: he owns none")
    elif to_pay > got[c] + len(s.genes[c]) - 1:
        problems.add("U-10.5", f"{_col(c)}'s price is his bid {got[c]} + the {len(s.genes[c]) - 1} "
                               f"genes he owned before: not {to_pay} left to pay")
    if s.on_board_count(c) < to_pay:
        problems.add("U-10.5", f"{_col(c)} has {to_pay} Ichtos to pay from the board and "
                               f"{s.on_board_count(c)} there")
    problems.raise_all()
    s.auction = (a["space"], tuple(got), ranking, at + 1, False, taken)
    s.asks = (("pay", c, to_pay),)
    s.todo = tail


# the panic ----------------------------------------------------------------
def _panic(s: Any, r: Any, pos: dict, problems: Problems) -> None:
    """U-11 — a panic under way (the environment player drew the panic chip, U-6.3)."""
    p = pos.get("panic")
    if not isinstance(p, dict):
        raise _bad("U-11.2", f"phase panic needs 'panic': region, sea, ears, not {short(p)}")
    unknown = sorted(set(p) - PANIC_KEYS)
    if unknown:
        raise _bad("U-11.2", f"unknown panic field {short(unknown[0])} (the fields: ears, region, sea)")
    n, e = s.players, s.env
    others = [_col(c) for c in range(n) if c != e and s.hands[c]]
    if others or len(s.hands[e]) > 2 or s.chosen is not None:
        problems.add("U-6.3", "a panic comes while the environment player draws (fewer than 3 "
                              f"chips held, by him alone, none face down): {_held(s)}")
    if not s.panic_aside:
        problems.add("U-11.5", "the panic chip was drawn: 'panic_aside' is true")
    _no_end(s, problems, "a panic", "U-13.1")
    chooser = min(range(n), key=lambda c: s.track[c])                          # U-11.2, U-9.4
    root = s.topo.root
    totals = {i: sum(s.ich[i * n:(i + 1) * n]) for i in range(12) if root[i] == i}
    top = max(totals.values())
    most = tuple(i for i, t in totals.items() if t == top and t)
    region, sea = p.get("region"), p.get("sea")
    if region is None:
        if sea is not None or p.get("ears") is not None:
            problems.add("U-11.4", "the region is chosen first, then the sea, then the Ears holders decide")
        elif len(most) < 2:
            problems.add("U-11.2", "the land region with the most Ichtos panics: "
                         + (f"{NODES[most[0]]} alone has {top}: write it as 'region'" if most
                            else "no Ichto on land: the panic has no effect (D-7)"))
        problems.raise_all()
        s.asks = (("panic_at", chooser, most),)
        s.todo = (("draw",),)
        return
    i = r.region(region, "U-11.2", "land")
    seas = _seas(s, i)
    if sea is None:
        if p.get("ears") is not None:
            problems.add("U-11.4", "the sea is chosen before the Ears holders decide")
        if i not in most:
            problems.add("U-11.2", f"{NODES[i]} has {totals[i]} Ichtos: the region with the most "
                                   f"panics ({', '.join(NODES[j] for j in most) or 'none'}, {top})")
        if len(seas) < 2:
            problems.add("U-11.3", f"{NODES[i]} borders one sea only: its Ichtos flee there at once")
        problems.raise_all()
        s.asks = (("panic_to", chooser, i, seas),)
        s.todo = (("draw",),)
        return
    j = r.region(sea, "U-11.3", "sea")
    if j not in seas:
        problems.add("U-11.3", f"the Ichtos of {NODES[i]} flee to an adjacent sea "
                               f"({', '.join(NODES[x] for x in seas)}), not {NODES[j]}")
    ears = p.get("ears")
    if ears is None:
        deciding = [c for c in range(n) if "ears" in s.genes[c] and s.ich[i * n + c]]
    elif isinstance(ears, list):
        deciding = [r.colour(c, "U-11.4") for c in ears]
    else:
        raise _bad("U-11.4", f"ears lists the Ears holders still to decide, not {short(ears)}")
    for c in deciding:
        if "ears" not in s.genes[c]:
            problems.add("U-11.4", f"{_col(c)} does not hold Ears: his Ichtos fled with the others")
        elif not s.ich[i * n + c]:
            problems.add("U-11.4", f"{_col(c)} has no Ichto in {NODES[i]} to keep")
    if len(set(deciding)) != len(deciding):
        problems.add("U-11.4", "each Ears holder decides once")
    stayed = [_col(c) for c in range(n) if s.ich[i * n + c] and "ears" not in s.genes[c]]
    if stayed:
        problems.add("U-11.3", f"all Ichtos of {NODES[i]} flee to {NODES[j]} but the Ears holders': "
                               f"{', '.join(stayed)} still {'has' if len(stayed) == 1 else 'have'} some there")
    if not deciding:
        problems.add("U-11.4", f"no Ears holder is left to decide in {NODES[i]}: the panic is over")
    problems.raise_all()
    s.asks = tuple(("keep", c, i, j) for c in deciding)
    s.todo = (("draw",),)


# the other choices ---------------------------------------------------------
def _pending_phase(s: Any, r: Any, pos: dict, phase: str, problems: Problems) -> None:
    """Phases ``act``, ``score`` and ``eruption``: the choices of ``pending``."""
    if phase == "act":
        s.asks = _choices(s, r, pos, ("place",), "act", problems)
        return
    if phase == "score":
        if turn_context(s):
            kinds: tuple[str, ...] = ("place",) if s.chosen is not None else ("gills", "flee")
            todo = ((("score", None, False),) if s.chosen is not None else ()) + AFTER_TURN_SCORING
        elif epoch_end_context(s):
            kinds, todo = ("gills", "flee"), AFTER_VOLCANO_SCORING
        else:
            raise _bad("U-5", "choices around a scoring wait within a turn or at an epoch's end: "
                              f"{TURN_WORDS}; {EPOCH_WORDS}; here {_held(s)}")
        if s.ending:
            problems.add("U-13.1", "the end is checked after the scoring's choices: 'ending' is false")
        s.asks = _choices(s, r, pos, kinds, "score", problems)
        s.todo = todo
        return
    if not erupted_context(s):
        problems.add("U-12.4", f"the choices after the eruptions: {ERUPTED_WORDS}; here {_held(s)}")
    if s.ending != (max(s.track) >= s.rules_options.end_space):
        problems.add("U-13.1", f"'ending' is {str(s.ending).lower()}: after the volcano scoring it says "
                               f"whether a marker is on {s.rules_options.end_space} or beyond")
    s.asks = _choices(s, r, pos, ("save", "flee"), "eruption", problems)
    s.todo = (("after_epoch",),)


def _choices(s: Any, r: Any, pos: dict, kinds: tuple[str, ...], phase: str,
             problems: Problems) -> tuple:
    pending = pos.get("pending", [])
    if not isinstance(pending, list) or len(pending) > 20:
        raise _bad("U-5", f"pending is a list of choices, not {short(pending)}")
    if not pending and phase != "act":
        raise _bad("U-5", f"phase {phase} waits for a choice: list it in 'pending' "
                          f"({', '.join(kinds)})")
    out = []
    for x in pending:
        with problems.part():
            out.append(_choice(s, r, x, kinds, phase))
    seen = [(a[0], a[1], a[2]) for a in out]
    if len(set(seen)) != len(seen):
        problems.add("U-5", "a choice is listed twice in pending")
    return tuple(out)


def _choice(s: Any, r: Any, x: Any, kinds: tuple[str, ...], phase: str) -> tuple:
    if not isinstance(x, dict) or x.get("choice") not in CHOICES:
        raise _bad("U-5", f"a pending choice is {{'choice': {' | '.join(CHOICES)}, 'colour': …}}, "
                          f"not {short(x)}")
    kind = x["choice"]
    keys = {"choice", "colour", "sea" if kind == "place" else "region"} | (
        {"ichtos"} if kind in ("flee", "place") else set())
    extra = sorted(set(x) - keys)
    if extra:
        raise _bad("U-5", f"a {kind} choice has the fields {', '.join(sorted(keys))}, not {short(extra[0])}")
    if kind not in kinds:
        raise _bad(_RULE[kind], f"a {kind} choice does not wait in phase {phase}"
                   + (" (the scoring is still to come)" if phase == "score" and s.chosen is not None
                      else " (the scoring is done)" if phase == "score" and kind == "place" else "")
                   + f": here {', '.join(kinds)}")
    c = r.colour(x.get("colour"), _RULE[kind])
    n, who = s.players, _col(c)
    if kind == "place":
        i = r.region(x.get("sea"), "U-15.9", "sea")
        k = r.count(x.get("ichtos"), "U-15.9", "the newborns to place", lo=1)
        _gene(s, c, "pheromones", "U-15.9")
        if s.ich[i * n + c] < k:
            raise _bad("U-15.9", f"{who} has {s.ich[i * n + c]} Ichtos in {NODES[i]}, not {k} newborns to place")
        if not any(j < 12 for j in s.topo.adj[i]):
            raise _bad("U-15.9", f"{NODES[i]} borders no land region")
        return ("place", c, i, k)
    i = r.region(x.get("region"), _RULE[kind], "land")
    have, seas = s.ich[i * n + c], _seas(s, i)
    if not seas:
        raise _bad(_RULE[kind], f"{NODES[i]} borders no sea")
    if kind == "gills":
        _gene(s, c, "gills", "U-15.10")
        if not have:
            raise _bad("U-15.10", f"{who} has no Ichto in {NODES[i]} to move")
        return ("gills", c, i)
    lost = have - 1                                     # U-12.4: each colour keeps 1
    if kind == "save":
        _gene(s, c, "ears", "U-14.7")
        if lost < 1:
            raise _bad("U-12.4", f"{who} has {have} Ichto{'s' if have != 1 else ''} in {NODES[i]}: "
                                 "each colour keeps 1, he loses none")
        return ("save", c, i, lost, seas)
    ears = phase == "eruption" and "ears" in s.genes[c]
    if not ears:
        _gene(s, c, "surrender", "U-15.8")
    k = lost if phase == "eruption" else have            # U-12.4 keeps 1; U-8.2.4 loses all
    given = x.get("ichtos")
    if given is not None and r.count(given, "U-5", "the Ichtos that flee", lo=1) != k:
        raise _bad("U-12.4" if phase == "eruption" else "U-8.2.4",
                   f"{who} has {have} in {NODES[i]}: {k} flee"
                   + (" (each colour keeps 1)" if phase == "eruption" else " (the loser's all)")
                   + f", not {given}")
    if k < 1:
        raise _bad("U-12.4" if phase == "eruption" else "U-8.2.4", f"{who} has no Ichto in {NODES[i]} to flee")
    if len(seas) < 2:
        raise _bad(_RULE[kind], f"{NODES[i]} borders one sea only: they flee there at once")
    return ("flee", c, i, k, seas, "U-14.7" if ears else "U-15.8")


_RULE = {"save": "U-14.7", "flee": "U-15.8", "gills": "U-15.10", "place": "U-15.9"}


def _gene(s: Any, c: int, gene: str, rule: str) -> None:
    if gene not in s.genes[c]:
        raise _bad(rule, f"{_col(c)} does not hold {gene.replace('_', ' ').capitalize()}")


# ------------------------------------------------------------------ writing
def write(s: Any) -> dict | None:
    """The documented fields of ``s``'s decision under way (``phase`` and ``auction``,
    ``panic`` or ``pending``), or ``None`` when the engine's queue is not one of the
    moments above (a state built from an old-form position: written in that form)."""
    kinds = {a[0] for a in s.asks}
    out: dict[str, Any]
    if s.phase == "act":
        if not kinds <= {"place"}:
            return None
        out = {"phase": "act"}
    elif s.phase != "auto" or not s.asks:
        return None
    elif s.auction is not None:
        out = {"phase": "mutation", "auction": _auction_out(s)}
    elif kinds & {"panic_at", "panic_to", "keep"}:
        out = {"phase": "panic", "panic": _panic_out(s)}
    elif s.todo == (("after_epoch",),):
        out = {"phase": "eruption"}
    else:
        out = {"phase": "score"}
    if out["phase"] in ("act", "score", "eruption") and s.asks:
        out["pending"] = [_choice_out(a) for a in s.asks]
    return out


def _auction_out(s: Any) -> dict:
    space, bids, ranking, at, _, taken = s.auction
    out: dict[str, Any] = {"space": space, "bids": {_col(c): b for c, b in enumerate(bids)}}
    if ranking:
        ask: tuple = s.asks[0] if s.asks else ("",)
        if ask[0] == "pay":
            out.update(paying=_col(ask[1]), to_pay=ask[2], taken=taken)
        elif ask[0] == "take":
            out.update(next=_col(ask[1]), taken=taken)
    return out


def _panic_out(s: Any) -> dict:
    a = s.asks[0]
    if a[0] == "panic_at":
        return {"region": None, "sea": None}
    if a[0] == "panic_to":
        return {"region": NODES[a[2]], "sea": None}
    return {"region": NODES[a[2]], "sea": NODES[a[3]], "ears": [_col(x[1]) for x in s.asks]}


def _choice_out(a: tuple) -> dict:
    kind, c = a[0], _col(a[1])
    if kind == "place":
        return {"choice": "place", "colour": c, "sea": NODES[a[2]], "ichtos": a[3]}
    out = {"choice": kind, "colour": c, "region": NODES[a[2]]}
    if kind == "flee":
        out["ichtos"] = a[3]
    return out
