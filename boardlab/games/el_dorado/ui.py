"""What the widgets need of El Dorado's board: which nodes a move is clicked as, what a
click sequence means and why a click is refused (docs/contract.md).

Node ids are those of the drawing (:mod:`.render`):

* ``hex:q,r`` — every hex of the route (ED-13.1);
* ``barrier:5`` — a barrier still on its seam (ED-6.1);
* ``market:scout`` — a card type in a market slot or in the reserve (ED-7.4);
* ``card:explorer`` — a card type of the hand of the seat to move (one node per type).

Click sequences (each legal action has one, or none when it is in the move list only).
With two players (two pawns each, ED-11.1) every action of one pawn adds a click on the
pawn's hex — written *P* below (after a card, before a hex or barrier):

===============================  ==================================  =====================
action                           clicks                              rule
===============================  ==================================  =====================
``move explorer``                ``card:explorer`` (2p: *P*)         ED-4.2
``move jack_of_all_trades as     ``card:jack_of_all_trades`` — only  ED-8.1
coin``                           when one declaration is legal
``step 0,-4``                    ``hex:0,-4`` (phase move)           ED-4.3
``clear 5``                      ``barrier:5`` (play: 2p *P* first)  ED-6.3, ED-6.4
``enter 1,-5``                   ``hex:1,-5`` (play: 2p *P* first)   ED-5.1, ED-5.2
``native 1,-5``                  ``card:native``, (2p *P*,)          ED-8.9
                                 ``hex:1,-5``
``play cartographer``            ``card:cartographer``               ED-8.3
``buy scout`` / ``gain scout``   ``market:scout``                    ED-7.1, ED-8.4
``card x`` / ``trash x`` /       ``card:x`` (phases cards, trash,    ED-5.1, ED-8.7,
``pay x`` / ``discard x``        pay, discard)                       ED-7.2, ED-9.1
===============================  ==================================  =====================

Move list only: ``stop``, ``end``, ``keep``, ``no trash``, ``pay token 2``, ``pay x as ½``, every cave
``token …`` (ED-12.6), a white card's declaration when several are legal (ED-8.1), a
card moving as another symbol under change_symbol (ED-12.6), and (two players) the
actions of a pawn that shares its hex with the other pawn.  No two legal actions have
the same clicks and no sequence is a prefix of another legal one, so the widget never
stops early.
"""
from __future__ import annotations

from typing import Any, Iterable

from . import actions as A
from .data import CARD_TYPES

_HAND_VERB = {"cards": "card", "trash": "trash", "pay": "pay", "discard": "discard"}
_HAND_RULE = {"cards": "ED-5.1", "trash": "ED-8.7", "pay": "ED-7.2", "discard": "ED-9.1"}


def _two(state: Any) -> bool:
    return state.players == 2


def _pawn_hex(state: Any, pawn: int) -> str | None:
    """The hex ``"q,r"`` of pawn ``pawn`` (1 or 2) of the seat to move; ``None`` when it is
    in El Dorado or shares its hex with the other pawn (then it is not clickable)."""
    hexes = state.pawn_hexes(state.to_move)
    h = hexes[pawn - 1] if 0 < pawn <= len(hexes) else None
    if h is None or hexes.count(h) > 1:
        return None
    return h


def _pawn_of(state: Any, node: str) -> int | None:
    """The pawn number (1, 2) of the seat to move standing on hex node ``node``."""
    if not node.startswith("hex:"):
        return None
    hexes = state.pawn_hexes(state.to_move)
    if hexes.count(node[4:]) != 1:
        return None
    return hexes.index(node[4:]) + 1


def _declarations(state: Any, card: str, pawn: int) -> list[A.Move]:
    return [a for a in state.legal_actions()
            if isinstance(a, A.Move) and a.card == card and a.pawn == pawn]


def nodes_of(state: Any, a: Any) -> tuple[str, ...]:
    """The nodes a person clicks, in order, to choose ``a`` (``()``: move list only)."""
    ph = state.phase
    two = _two(state)
    if isinstance(a, A.Move):
        c = CARD_TYPES[a.card]
        if a.symbol is not None:          # a declared symbol: clickable only when it is the only one
            if c.symbol != "joker" or len(_declarations(state, a.card, a.pawn)) != 1:
                return ()
        if not two:
            return (f"card:{a.card}",)
        p = _pawn_hex(state, a.pawn)
        return (f"card:{a.card}", f"hex:{p}") if p else ()
    if isinstance(a, A.Step):
        return (f"hex:{a.hex}",)
    if isinstance(a, A.Clear):
        if ph == "move" or not two:
            return (f"barrier:{a.barrier}",)
        p = _pawn_hex(state, a.pawn)
        return (f"hex:{p}", f"barrier:{a.barrier}") if p else ()
    if isinstance(a, A.Enter):
        if not two:
            return (f"hex:{a.hex}",)
        p = _pawn_hex(state, a.pawn)
        return (f"hex:{p}", f"hex:{a.hex}") if p and p != a.hex else ()
    if isinstance(a, A.Native):
        if not two:
            return ("card:native", f"hex:{a.hex}")
        p = _pawn_hex(state, a.pawn)
        return ("card:native", f"hex:{p}", f"hex:{a.hex}") if p and p != a.hex else ()
    if isinstance(a, A.Use):
        return (f"card:{a.card}",)
    if isinstance(a, (A.Buy, A.Gain)):
        return (f"market:{a.card}",)
    if isinstance(a, (A.Give, A.Trash, A.Discard)):
        return (f"card:{a.card}",) if a.card is not None else ()
    if isinstance(a, A.Pay):
        return (f"card:{a.card}",) if a.card is not None and not a.half else ()
    return ()


def _hex_word(node: str) -> str | None:
    return node[4:] if node.startswith("hex:") else None


def _pawn_word(k: int) -> str:
    return "" if k == 1 else f" pawn {k}"


def action_for(state: Any, nodes: Iterable[str]) -> str | None:
    """The notation a click sequence would mean, legal or not, or ``None``."""
    nodes = list(nodes)
    if not nodes or state.is_over or state.to_move is None:
        return None
    ph = state.phase
    first = nodes[0]
    kind, _, name = first.partition(":")
    if ph in _HAND_VERB:
        return f"{_HAND_VERB[ph]} {name}" if len(nodes) == 1 and kind == "card" else None
    if ph == "gain":
        return f"gain {name}" if len(nodes) == 1 and kind == "market" else None
    if ph == "move":
        if len(nodes) != 1:
            return None
        if kind == "hex":
            return f"step {name}"
        if kind == "barrier" and name.isdigit():
            pawn = state.mv[0] % (2 if _two(state) else 1) + 1 if state.mv else 1
            return f"clear {name}{_pawn_word(pawn)}"
        return None
    if ph != "play":
        return None
    two = _two(state)
    rest = nodes[1:]
    if kind == "market":
        return f"buy {name}" if not rest else None
    if kind == "card" and name in CARD_TYPES:
        c = CARD_TYPES[name]
        if name == "native":
            if two:
                if len(rest) != 2 or _hex_word(rest[1]) is None:
                    return None
                k = _pawn_of(state, rest[0])
                return f"native {_hex_word(rest[1])}{_pawn_word(k)}" if k else None
            return f"native {_hex_word(rest[0])}" if len(rest) == 1 and _hex_word(rest[0]) else None
        if c.symbol == "action":
            return f"play {name}" if not rest else None
        k = 1
        if two:
            if len(rest) != 1:
                return None
            k = _pawn_of(state, rest[0]) or 0
            if not k:
                return None
        elif rest:
            return None
        if c.symbol == "joker":
            decl = _declarations(state, name, k)
            return str(decl[0]) if len(decl) == 1 else None
        return f"move {name}{_pawn_word(k)}"
    k = 1
    if two:
        if len(nodes) != 2:
            return None
        k = _pawn_of(state, first) or 0
        if not k:
            return None
        kind, _, name = nodes[1].partition(":")
    elif rest:
        return None
    if kind == "barrier" and name.isdigit():
        return f"clear {name}{_pawn_word(k)}"
    if kind == "hex":
        i = _index(state, name)
        if i is not None and state.route.terrain[i] in ("rubble", "basecamp"):
            return f"enter {name}{_pawn_word(k)}"
    return None


def _index(state: Any, h: str) -> int | None:
    try:
        q, r = h.split(",")
        return state.route.index.get((int(q), int(r)))
    except ValueError:
        return None


def refusal(state: Any, nodes: Iterable[str]) -> tuple[str, str] | None:
    """(rule, reason) for clicks that cannot mean any action of the seat to move; ``None``
    when they may simply start a move (or :func:`action_for` names one the engine explains)."""
    nodes = list(nodes)
    if not nodes or state.is_over or state.to_move is None:
        return None
    ph = state.phase
    last = nodes[-1]
    kind, _, name = last.partition(":")
    who = state.seat_name(state.to_move)
    if ph == "move":
        return ("ED-4.4", f"{who} is moving: click a hex to step on, a barrier to clear, or choose "
                          "'stop' in the move list")
    if ph in _HAND_VERB:
        if kind != "card":
            return (_HAND_RULE[ph], f"{who} answers with a card of the hand (click it) — or the move list")
        return None
    if ph == "gain":
        return ("ED-8.4", f"{who} chooses the Transmitter's card: click a market or reserve card")
    if ph != "play":
        return None
    if kind == "card" and name in CARD_TYPES and CARD_TYPES[name].symbol == "joker":
        return ("ED-8.1", f"a white card declares its symbol: choose 'move {name} as …' in the move list")
    if kind == "hex" and len(nodes) == 1 and not _two(state):
        return ("ED-4.2", "to move, click a card of the hand first; a hex alone enters rubble or a "
                          "basecamp (ED-5.1, ED-5.2)")
    if kind == "hex" and _two(state) and len(nodes) == 1 and _pawn_of(state, last) is None:
        return ("ED-11.3", f"{who} has two pawns: click a card, then the pawn's hex — or the pawn's "
                           "hex, then rubble, a basecamp or a barrier")
    return None
