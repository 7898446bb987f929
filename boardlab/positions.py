"""Positions people save, open and compare.

``state.save(path, note=None)`` writes ``state.to_position()`` as compact JSON (one
field a line, a row of cards on one line), with an optional free-text ``"note"``;
``boardlab.open(path)`` reads the game from the file's ``"game"`` field and returns
``from_position`` of it.  The note is no part of the position: the state that
``open`` (or ``boardlab.from_position``) returns keeps it as ``state.note`` (``None``
when there is none), and ``state.save(path)`` writes a note only when given one.

>>> import boardlab, os, tempfile
>>> folder = tempfile.TemporaryDirectory()
>>> path = os.path.join(folder.name, "start.json")
>>> s = boardlab.new("lost_cities", seed=7)
>>> s.save(path, note="the opening hands")
>>> t = boardlab.open(path)
>>> t.to_position() == s.to_position(), t.note
(True, 'the opening hands')

A seat's view cannot be saved (:class:`NotAllowed`, ``subject == "view"``): its
hidden cards are ``"?"``, which no game builds a position from; save the full state,
or ``state.determinize(seat, rng)`` for a full position that agrees with the view.

``boardlab.diff(a, b)`` says what changed from ``a`` to ``b`` in the rules' words,
one sentence a change (a list of strings that prints one a line):

>>> t.apply("play Y0") and t.apply("pawn L") and None
>>> print(boardlab.diff(s, t))
phase: play → draw
seat 0's leader: the camp → yellow 1
seat 0's yellow row: none → 0
seat 0's hand: −yellow 0 (7 cards)
>>> folder.cleanup()

Each game words its fields in ``boardlab/games/<game>/diff.py`` (``WORDS``: position
field → function of the old value, the new one and a :class:`Pair` of the two
positions, giving sentences); every other field is walked generically as
``field: old → new``.  A game without such a module is diffed generically.
"""
from __future__ import annotations

import importlib
import json
import os
from collections import Counter
from dataclasses import dataclass
from typing import Any, Callable, Mapping

from .engine import State, short
from .rules import BadPosition, NotAllowed

#: the free-text field a saved position may carry besides the game's own fields
NOTE = "note"
#: how a hidden card (piece, choice …) shows in a seat's view
HIDDEN = "?"
#: a line of the saved JSON that would be longer than this is broken up
WIDTH = 100
#: a list longer than this is described by its length (a draw pile), not its items
LONG = 10


# ------------------------------------------------------------------ save and open
def dumps(position: dict) -> str:
    """``position`` as compact JSON: one top-level field a line; a list of plain values
    (a row of cards) on one line, however long; below the top, any dict or list on one
    line when it fits in :data:`WIDTH` characters; the rest indented, an item a line.
    ``json.loads(dumps(p)) == p``."""
    if not isinstance(position, dict):
        raise TypeError(f"a position is a dict, not {short(position)}")
    return _dump(position, 0) + "\n"


def _plain(value: Any) -> bool:
    return not isinstance(value, (dict, list, tuple))


def _dump(value: Any, depth: int) -> str:
    one = json.dumps(value, ensure_ascii=False)
    if _plain(value) or not value:
        return one
    items = value.values() if isinstance(value, dict) else value
    row = isinstance(value, (list, tuple)) and all(_plain(v) for v in items)
    if depth > 0 and (row or 2 * depth + len(one) <= WIDTH):
        return one
    pad, inner = " " * (2 * depth), " " * (2 * depth + 2)
    if isinstance(value, dict):
        lines = [f"{inner}{json.dumps(str(k), ensure_ascii=False)}: {_dump(v, depth + 1)}"
                 for k, v in value.items()]
        return "{\n" + ",\n".join(lines) + f"\n{pad}}}"
    return "[\n" + ",\n".join(inner + _dump(v, depth + 1) for v in value) + f"\n{pad}]"


def save(state: State, path: str | os.PathLike, note: str | None = None) -> None:
    """Write ``state.to_position()`` (plus ``"note"`` when given) to ``path`` as
    compact JSON (:func:`dumps`).  A view is refused (:class:`NotAllowed`)."""
    if state.viewer is not None:
        raise NotAllowed("view", f"{state.seat_name(state.viewer)}'s view cannot be saved: its hidden "
                                 "parts are '?', from which no position is built; save the full "
                                 "state, or state.determinize(seat, rng) for a full position that "
                                 "agrees with the view")
    if note is not None and not isinstance(note, str):
        raise BadPosition("", f"a note is text, not {short(note)}", subject="position")
    position = state.to_position()
    if note is not None:
        position[NOTE] = note
    text = dumps(position)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


def split_note(position: Any) -> tuple[Any, str | None]:
    """``position`` without its ``"note"``, and the note (``None`` if absent);
    :class:`BadPosition` if the note is not text."""
    if not isinstance(position, dict) or NOTE not in position:
        return position, None
    note = position[NOTE]
    if note is not None and not isinstance(note, str):
        raise BadPosition("", f"'note' is free text, not {short(note)}", subject="position")
    return {k: v for k, v in position.items() if k != NOTE}, note


def build(cls: type[State], position: Any) -> State:
    """``cls.from_position`` of ``position`` with its note set aside as ``state.note``."""
    position, note = split_note(position)
    s = cls.from_position(position)
    if note is not None:
        s.note = note
    return s


def open_position(path: str | os.PathLike, games: Mapping[str, type[State]]) -> State:
    """The state saved at ``path`` (``boardlab.open``): its ``"game"`` field picks the game
    among ``games`` (name → State class).  A record file (``state.to_record()``, with its
    ``"actions"``) is replayed as ``boardlab.load`` replays it.  A file that is not JSON, or names no known game,
    raises :class:`BadPosition`; a missing file raises ``FileNotFoundError`` as ``open`` does."""
    with open(path, "rb") as f:
        raw = f.read()
    try:
        position = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError) as e:
        raise BadPosition("", f"{os.fspath(path)!s} is not a JSON position ({e})",
                          subject="position") from None
    if not isinstance(position, dict) or "game" not in position:
        raise BadPosition("", f"{os.fspath(path)!s} holds no position: a position is a JSON object "
                              "with a 'game' field (what state.save writes)", subject="position")
    game = position["game"]
    if not isinstance(game, str) or game not in games:
        raise BadPosition("", f"{os.fspath(path)!s}: unknown game {short(game)}; boardlab knows "
                              f"{', '.join(games)}", subject="game")
    if "actions" in position:     # a record (state.to_record()): replayed, as boardlab.load does
        return games[game].load(position)
    return build(games[game], position)


# ------------------------------------------------------------------------- diff
class Diff(list):
    """What changed, one sentence an item; ``print`` shows one a line."""

    def __str__(self) -> str:
        return "\n".join(self) if self else "no change"


@dataclass(frozen=True)
class Pair:
    """The two positions being compared, for the words of one field that need others
    (seat names, how many pawns a seat has …)."""
    a: dict
    b: dict

    def get(self, key: str) -> Any:
        """The field in the newer position, else in the older one."""
        return self.b.get(key, self.a.get(key))


#: a game's words for one field: (old, new, pair) → sentences
Words = Callable[[Any, Any, Pair], list[str]]


def show(value: Any) -> str:
    """A value in a sentence: ``null`` is "none", ``[]`` "empty", a list its items with spaces."""
    if value is None:
        return "none"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if value in ("", [], (), {}):
        return "empty"
    if isinstance(value, (list, tuple)):
        return " ".join(show(v) for v in value)
    if isinstance(value, dict):     # in words, not JSON: "actors yellow purple, left 2"
        return ", ".join(f"{str(k).replace('_', ' ')} {show(v)}" for k, v in value.items()) or "empty"
    return str(value)


def change(label: str, old: Any, new: Any, name: Callable[[Any], str] = show) -> list[str]:
    """``["label: old → new"]``, or ``[]`` when nothing changed."""
    return [] if old == new else [f"{label}: {name(old)} → {name(new)}"]


def items(value: Any) -> list:
    """A sequence field as a list: a string of space-separated cards is split,
    ``null`` is empty."""
    if value is None:
        return []
    if isinstance(value, str):
        return value.split()
    return list(value)


def pile(label: str, old: Any, new: Any, name: Callable[[Any], str] = show,
         unit: str = "cards") -> list[str]:
    """A hand or pile (a multiset): ``"seat 0's hand: −blue 2 +red 8 (8 cards)"``.
    A long pile (a draw pile) is told by its size (``"draw pile: 64 → 63 cards (−red 8)"``),
    the cards only when few changed; hidden cards (``"?"``) are only counted."""
    old, new = items(old), items(new)
    if old == new:
        return []
    gone = Counter(c for c in old if c != HIDDEN) - Counter(c for c in new if c != HIDDEN)
    came = Counter(c for c in new if c != HIDDEN) - Counter(c for c in old if c != HIDDEN)
    moved = [f"−{name(c)}" for c in gone.elements()] + [f"+{name(c)}" for c in came.elements()]
    if not moved and len(old) == len(new):
        return [f"{label}: the same {len(new)} {unit} in a new order"]
    if max(len(old), len(new)) > LONG or not moved:
        more = f" ({' '.join(moved)})" if moved and len(moved) <= 4 else ""
        return [f"{label}: {len(old)} → {_many(len(new), unit)}{more}"]
    return [f"{label}: {' '.join(moved)} ({_many(len(new), unit)})"]


def _many(n: int, unit: str) -> str:
    """``"1 card"``, ``"3 cards"`` (``unit`` is the plural)."""
    return f"{n} {unit[:-1] if n == 1 and unit.endswith('s') else unit}"


def row(label: str, old: Any, new: Any, name: Callable[[Any], str] = show,
        unit: str = "cards") -> list[str]:
    """An ordered row (cards played, a discard pile): shown whole while short."""
    old, new = items(old), items(new)
    if old == new:
        return []
    if max(len(old), len(new)) > LONG:
        return pile(label, old, new, name, unit)
    def whole(xs: list) -> str:
        return " ".join(name(x) for x in xs) if xs else "none"
    return [f"{label}: {whole(old)} → {whole(new)}"]


def per_seat(old: Any, new: Any, describe: Callable[[int, Any, Any], list[str]]) -> list[str]:
    """Sentences for a per-seat list field, seat by seat (``describe(seat, old, new)``)."""
    old = old if isinstance(old, list) else []
    new = new if isinstance(new, list) else []
    out: list[str] = []
    for i in range(max(len(old), len(new))):
        a = old[i] if i < len(old) else None
        b = new[i] if i < len(new) else None
        if a != b:
            out += describe(i, a, b)
    return out


def per_key(old: Any, new: Any, describe: Callable[[Any, Any, Any], list[str]]) -> list[str]:
    """Sentences for a dict field, key by key (``describe(key, old, new)``; a missing
    key's value is ``None``), in the order of ``old`` then the keys new in ``new``."""
    old = old if isinstance(old, dict) else {}
    new = new if isinstance(new, dict) else {}
    keys = list(old) + [k for k in new if k not in old]
    return [line for k in keys if old.get(k) != new.get(k) for line in describe(k, old.get(k), new.get(k))]


def walk(label: str, old: Any, new: Any) -> list[str]:
    """Any field, generically: dicts key by key, lists of the same length item by item
    (lists of plain values as a row or a pile), else ``label: old → new``."""
    if old == new:
        return []
    if isinstance(old, dict) and isinstance(new, dict):
        return per_key(old, new, lambda k, a, b: walk(f"{label} {k}", a, b))
    if isinstance(old, list) and isinstance(new, list):
        if all(_plain(v) for v in old + new):
            return row(label, old, new, unit="items")
        if len(old) == len(new):
            return per_seat(old, new, lambda i, a, b: walk(f"{label} {i}", a, b))
    return change(label, old, new)


def _words(game: str, cls: type | None) -> dict[str, Words]:
    """The game's ``WORDS`` (its ``diff`` module, next to its State class), else none."""
    if cls is None:
        return {}
    package = cls.__module__.rpartition(".")[0]
    if not package:          # a game defined in a notebook or a single module: no words of its own
        return {}
    try:
        module = importlib.import_module(f"{package}.diff")
    except ImportError:
        return {}
    return dict(getattr(module, "WORDS", {}))


def _position(x: Any) -> dict:
    if isinstance(x, State):
        return x.to_position()
    if isinstance(x, dict) and isinstance(x.get("game"), str):
        return split_note(x)[0]
    raise TypeError(f"diff compares two states (or positions with a 'game'), not {short(x)}")


def diff(a: State | dict, b: State | dict, games: Mapping[str, type[State]] | None = None) -> Diff:
    """What changed from ``a`` to ``b`` (two states or positions of one game), in the
    rules' words, one sentence per change; ``[]`` (prints "no change") when nothing did.

    Views are compared on what they show: a full state compared with ``view(seat)`` is
    first seen by that seat too, so no sentence tells a card the view hides; two views
    must be of one seat (else :class:`NotAllowed`).  Two games: ``BadPosition`` (a
    ``ValueError``)."""
    if isinstance(a, State) and isinstance(b, State):
        if a.viewer is not None and b.viewer is not None and a.viewer != b.viewer:
            raise NotAllowed("view", f"these are views of {a.seat_name(a.viewer)} and "
                                     f"{b.seat_name(b.viewer)}; compare views of one seat")
        if a.game == b.game:
            if a.viewer is not None and b.viewer is None:
                b = b.view(a.viewer)
            elif b.viewer is not None and a.viewer is None:
                a = a.view(b.viewer)
    pa, pb = _position(a), _position(b)
    if pa["game"] != pb["game"]:
        raise BadPosition("", f"a diff compares two positions of one game, not {short(pa['game'])} "
                              f"and {short(pb['game'])}", subject="game")
    cls = type(a) if isinstance(a, State) else type(b) if isinstance(b, State) else \
        (games or {}).get(pa["game"])
    words = _words(pa["game"], cls)
    pair = Pair(pa, pb)
    out = Diff()
    keys = list(pa) + [k for k in pb if k not in pa]
    for key in keys:
        old, new = pa.get(key), pb.get(key)
        if old == new:
            continue
        describe = words.get(key)
        # a change the game's words miss (e.g. a field of the wrong type) is still told
        out += (describe(old, new, pair) if describe else []) or walk(key, old, new)
    return out


def seat_words(label: str, describe: Callable[[str, Any, Any], list[str]],
               seat: Callable[[int, Pair], str] | None = None) -> Words:
    """Words for a per-seat list field: ``describe("seat 0's <label>", old, new)`` per seat."""
    def words(old: Any, new: Any, pair: Pair) -> list[str]:
        name = seat or (lambda i, _p: f"seat {i}")
        return per_seat(old, new, lambda i, a, b: describe(f"{name(i, pair)}'s {label}", a, b))
    return words


def labelled(label: str, describe: Callable[..., list[str]] = change, **kw: Any) -> Words:
    """Words for a field told as ``label: old → new`` (or a row/pile of it)."""
    return lambda old, new, pair: describe(label, old, new, **kw)
