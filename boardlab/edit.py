"""Editing positions: an edit is a function position → position.

An :class:`Edit` changes a position dict (``state.to_position()``) and nothing else;
whether the result could occur is decided by the game's own ``from_position``, so a
refused edit cites the rule it breaks (``BadPosition.rule``) and the state edited is
left as it was.

>>> import boardlab
>>> from boardlab.edit import apply, edits
>>> s = boardlab.new("lost_cities", seed=7)
>>> sorted(edits(s))
['move pawn', 'set field', 'set hand', 'swap tiles']
>>> t = apply(s, "swap tiles", what="Y2 Y4")
>>> (t.to_position()["tiles"]["Y2"], t.to_position()["tiles"]["Y4"]) == \\
...     (s.to_position()["tiles"]["Y4"], s.to_position()["tiles"]["Y2"])
True
>>> try:
...     apply(s, "set hand", what="0: Y0 Y0 Y0 B2 B2 B2 B2 B2")
... except boardlab.BadPosition as e:
...     print(e.rule)
LC-1.1

Each game offers its edits as ``EDITS`` (a list of :class:`Edit`) in
``boardlab/games/<game>/edit.py``, found next to its ``State`` class; every game,
one of your own included, also has :data:`SET_FIELD` (set one top-level field to a JSON
value).  An edit says how many board nodes it needs (``where``: the ``data-node`` ids a
person clicks, in order) and what it reads from ``what`` (free text).
"""
from __future__ import annotations

import copy
import dataclasses
import importlib
import json
from dataclasses import dataclass
from typing import Callable, Sequence

from .engine import State, short
from .positions import build
from .rules import BadPosition

#: an edit's body: (position — a deep copy, change it freely —, where, what) → new position
Change = Callable[[dict, list[str], str], dict]


@dataclass(frozen=True)
class Edit:
    """One kind of edit: ``name`` (shown in the editor's list), ``help`` (what to click
    and type), ``nodes`` (how many board nodes it needs), ``what`` (an example of the
    text it reads, ``""`` when it reads none), ``change``, its body, and ``clicks`` (the
    nodes of the example).  The example works on a new game of the edit's own game."""

    name: str
    help: str
    nodes: int
    what: str
    change: Change
    #: the nodes clicked in the example (``nodes`` of them): the edit with ``clicks`` and
    #: ``what`` is accepted on a new game of its own, whatever its seed (a piece the deal put
    #: out of the game excepted: then the edit names it) …
    clicks: tuple[str, ...] = ()
    #: … once its first ``moves`` legal moves are made (an edit of cards on the board
    #: needs some there)
    moves: int = 0

    def __call__(self, position: dict, where: Sequence[str] = (), what: str = "") -> dict:
        """The edited position (``position`` itself is not changed).  Too few or too
        many nodes, or ``what`` that the edit cannot read: :class:`BadPosition`."""
        where = list(where)
        if len(where) != self.nodes:
            raise BadPosition("", f"{self.name}: click {self.nodes} node{'s' * (self.nodes != 1)} "
                                  f"({self.help}), not {len(where)}", subject="edit")
        return self.change(copy.deepcopy(position), where, what.strip())

    def bind(self, where: Sequence[str] = (), what: str = "") -> Callable[[dict], dict]:
        """This edit with its nodes and text chosen: a function position → position."""
        return lambda position: self(position, where, what)


def refuse(reason: str, rule: str = "") -> BadPosition:
    """The error of an edit that cannot be read (not one the rules refuse: those are
    ``from_position``'s); raise it."""
    return BadPosition(rule, reason, subject="edit")


def _set_field(p: dict, where: list[str], what: str) -> dict:
    key, sep, value = what.partition("=")
    key = key.strip()
    if not sep or not key:
        raise refuse(f"set field: write 'field = JSON value', e.g. 'seed = 2', not {short(what)}")
    if key == "game":
        raise refuse("set field: the game of a position cannot be changed")
    try:
        p[key] = json.loads(value)
    except ValueError as e:
        raise refuse(f"set field: {short(value.strip())} is not a JSON value ({e})") from None
    return p


#: every game's edit: one top-level field of the position set to a JSON value (its example
#: is the game's ``SET_FIELD_EXAMPLE`` where its edit module gives one)
SET_FIELD = Edit("set field", "no click: type 'field = JSON value'", 0, "seed = 2", _set_field)


def edits(game: State | type[State]) -> dict[str, Edit]:
    """The edits of ``game`` (a state or its class), by name: the game's ``EDITS`` (its
    ``edit`` module, next to its ``State`` class), then :data:`SET_FIELD` (with the
    module's ``SET_FIELD_EXAMPLE`` as its example, a field of that game's positions)."""
    cls = game if isinstance(game, type) else type(game)
    package = cls.__module__.rpartition(".")[0]
    found: list[Edit] = []
    module = None
    if package:                      # a game defined in a notebook (``__main__``) has none
        try:
            module = importlib.import_module(f"{package}.edit")
        except ModuleNotFoundError as e:
            if e.name != f"{package}.edit":   # a broken edit module is not hidden
                raise
    set_field = SET_FIELD
    if module is not None:
        found = list(getattr(module, "EDITS", []))
        set_field = dataclasses.replace(SET_FIELD, what=getattr(module, "SET_FIELD_EXAMPLE", SET_FIELD.what))
    return {e.name: e for e in found + [set_field]}


def position_of(state: State) -> dict:
    """The position of a full state (a view's hidden parts are ``"?"``: refused)."""
    if state.viewer is not None:
        raise BadPosition("", "a seat's view cannot be edited (its hidden parts are '?'); "
                              "edit the full state", subject="view")
    return state.to_position()


def apply(state: State, edit: Edit | str, where: Sequence[str] = (), what: str = "") -> State:
    """A new state: ``edit`` (or its name) applied to ``state``'s position and checked by
    the game's ``from_position`` (:class:`BadPosition` citing the rule otherwise).
    ``state`` is never changed."""
    if isinstance(edit, str):
        known = edits(state)
        if edit not in known:
            raise refuse(f"{state.game} has no edit {short(edit)}: {', '.join(known)}")
        edit = known[edit]
    return build(type(state), edit(position_of(state), where, what))


# ------------------------------------------------------- helpers for the games' edits
def node_part(node: str, prefix: str, edit: str, example: str) -> str:
    """The part of ``node`` after ``prefix`` (``"hex:1,2"`` → ``"1,2"``), else refused."""
    if not node.startswith(prefix):
        raise refuse(f"{edit}: click {example}, not {short(node)}")
    return node[len(prefix):]


def seat_and_rest(what: str, players: int, edit: str, example: str) -> tuple[int, str]:
    """``"1: B2 B4"`` → ``(1, "B2 B4")``; the seat is a number 0 … players − 1."""
    seat, sep, rest = what.partition(":")
    if not sep or not seat.strip().isdigit() or not 0 <= int(seat) < players:
        raise refuse(f"{edit}: write 'seat: …' with a seat 0 to {players - 1}, e.g. "
                     f"{example!r}, not {short(what)}")
    return int(seat), rest.strip()


def exchange(hand: Sequence, new: Sequence, pile: Sequence) -> tuple[list, list]:
    """A hand set to ``new`` by swapping with ``pile`` (:func:`take` from that one place).
    Returns (hand, pile)."""
    pile = list(pile)
    return take(hand, new, [pile]), pile


def take(hand: Sequence, new: Sequence, places: Sequence[list | None]) -> list:
    """A hand (chips, genes …) set to ``new`` keeping every piece once in the game: each
    piece of ``new`` not in the old ``hand`` is taken from the first of ``places`` that
    holds it (a draw pile, another seat's hand …; each a list, changed in place) and one
    of the replaced pieces is put in its spot; replaced pieces left over go to the end of
    ``places[0]`` (when that is ``None`` — a pile the seed deals — it takes them by
    itself).  A piece found nowhere is simply added: the game's own count refuses it if
    it is one too many.  Returns the new hand.

    >>> pile, other = ["B2", "R5"], ["Y0", "G3"]
    >>> take(["W1", "W2"], ["W1", "G3", "R5"], [pile, other]), pile, other
    (['W1', 'G3', 'R5'], ['B2'], ['Y0', 'W2'])
    """
    left = list(hand)
    wanted = []
    for piece in new:
        if piece in left:
            left.remove(piece)
        else:
            wanted.append(piece)
    for piece in wanted:
        for place in places:
            if place is not None and piece in place:
                i = place.index(piece)
                if left:
                    place[i] = left.pop(0)
                else:
                    del place[i]
                break
    if left and places and places[0] is not None:
        places[0].extend(left)
    return list(new)
