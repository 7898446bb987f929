"""What the widgets need of Lost Cities' board: which nodes a move is clicked as, what a
click sequence means and why a click is refused (docs/contract.md).

Node ids are those of the drawing (:mod:`.render`): ``hand:B6`` (a card of the hand of
the seat to move), ``row:<seat>:B`` (that seat's blue row, existing or not),
``discard:B`` (the blue discard pile), ``pile`` (the draw pile), ``pawn:<seat>:E1`` (a
pawn, wherever it stands).  Only public accessors of the state are read
(``state.hand(seat)``, ``state.row(seat, colour)``, ``state.phase`` …).
"""
from __future__ import annotations

from typing import Iterable

from ...engine import Action
from ...rules import BoardlabError
from .actions import Advance, Discard, Draw, Pawn, PlayCard, Take
from .components import PAWN_NAME
from .data import COLOURS, LETTERS
from .state import CITY_BONUS, DRAW_PHASE, HIDDEN, OVER, PAWN_PHASE, PLAY_PHASE, STEP_TILE, LostCities, direction

#: phase → (rule, what the seat to move must do) — for clicks that belong to another phase
NEXT = {PLAY_PHASE: ("LC-4.1", "play or discard a card first: click a card of the hand, then "
                                "its row or its discard pile"),
         PAWN_PHASE: ("LC-5.3", "first choose the pawn that leaves the camp (click it)"),
         STEP_TILE: ("LC-4.3", "first use the step tile or not (click a pawn, or 'no advance')"),
         CITY_BONUS: ("LC-4.3", "first use the city bonus or not (click a pawn, or 'no advance')"),
         DRAW_PHASE: ("LC-4.1", "now draw: click the draw pile or a discard pile")}


def nodes_of(state: LostCities, a: Action) -> tuple[str, ...]:
    """The nodes a person clicks, in order, to choose ``a`` (``()`` for a move in the
    move list only, such as ``no advance``, or once the game is over)."""
    seat = state.to_move
    if seat is None:
        return ()
    if isinstance(a, PlayCard):
        return (f"hand:{a.card}", f"row:{seat}:{a.card[0]}")
    if isinstance(a, Discard):
        return (f"hand:{a.card}", f"discard:{a.card[0]}")
    if isinstance(a, Pawn) or (isinstance(a, Advance) and a.pawn is not None):
        return (f"pawn:{seat}:{a.pawn}",)
    if isinstance(a, Draw):
        return ("pile",)
    if isinstance(a, Take):
        return (f"discard:{a.colour}",)
    return ()


def _colour(letter: str) -> str:
    return COLOURS[LETTERS.index(letter)].lower()


def _value(card: str) -> int:
    return int(card[1:])


def _holds(state: LostCities, seat: int, letter: str) -> list[str]:
    """The cards of ``letter``'s colour in ``seat``'s hand (as far as the state shows)."""
    return [c for c in state.hand(seat) if c != HIDDEN and c[0] == letter]


def _seat_of(rest: str) -> tuple[int, str]:
    s, _, tail = rest.partition(":")
    return (int(s) if s.isdigit() else -1), tail


def action_for(state: LostCities, nodes: Iterable[str]) -> str | None:
    """The notation a click sequence would mean, legal or not, or None.

    Used by the widgets to explain a refused click with the engine's own
    :class:`~boardlab.IllegalAction` (rule id + reason): ``hand:B6`` + ``row:0:B`` is
    ``play B6``, ``hand:B6`` + ``discard:B`` is ``discard B6``, ``discard:B`` alone
    ``take B``, ``pile`` ``draw``, a pawn ``pawn L`` or ``advance L`` (by the phase).
    A row clicked alone names the card of that colour the seat would try there, so the
    engine says why no card fits.  Another seat's row or pawn, or a card and a target
    of different colours, have no action: ``None`` (see :func:`refusal`).
    """
    nodes = list(nodes)
    seat = _deciding(state, nodes)
    if seat is None:
        return None
    phase = state.phase
    cards = [n[5:] for n in nodes if n.startswith("hand:")]
    others = [n for n in nodes if not n.startswith("hand:")]
    if len(cards) > 1 or len(others) > 1:
        return None
    card = cards[0] if cards else None
    if not others:
        return None if phase == PLAY_PHASE else f"play {card}"
    kind, _, rest = others[0].partition(":")
    if kind == "pile":
        return None if card else "draw"
    if kind == "discard":
        if card is None:
            return None if phase == PLAY_PHASE else f"take {rest}"
        return f"discard {card}" if card[0] == rest else None
    if kind == "row":
        s, col = _seat_of(rest)
        if s != seat or col not in LETTERS:
            return None
        if card is not None:
            return f"play {card}" if card[0] == col else None
        if phase != PLAY_PHASE:
            return None
        return _row_try(state, seat, col)
    if kind == "pawn":
        s, pawn = _seat_of(rest)
        if card is not None or s != seat:
            return None
        return f"advance {pawn}" if phase in (STEP_TILE, CITY_BONUS) else f"pawn {pawn}"
    return None


def _deciding(state: LostCities, nodes: list[str]) -> int | None:
    """The seat a click sequence is for: the seat to move, or ``None`` when there are no
    clicks or the game is over (nothing to choose)."""
    if not nodes or state.phase == OVER:
        return None
    return state.to_move


def _row_try(state: LostCities, seat: int, col: str) -> str | None:
    """A row clicked alone: the card of that colour most likely to fit it (its lowest to
    start a row, the highest on an ascending row, the lowest on a descending one)."""
    same = _holds(state, seat, col)
    if not same:
        return None
    row = tuple(state.row(seat, col))
    if not row or direction(row, state.descending_variant) == "descending":
        return f"play {min(same, key=_value)}"
    return f"play {max(same, key=_value)}"


def refusal(state: LostCities, nodes: Iterable[str]) -> tuple[str, str] | None:
    """(rule, reason) for a click sequence :func:`action_for` cannot turn into an action:
    another seat's row or pawn, a card and a row / discard pile of another colour, a
    row or discard pile of a colour the hand lacks.  ``None`` when the clicks may simply
    start a new move (two hand cards, two rows …)."""
    nodes = list(nodes)
    seat = _deciding(state, nodes)
    if seat is None:
        return None
    phase = state.phase
    name = state.seat_name(seat)
    last = nodes[-1]
    kind, _, rest = last.partition(":")
    cards = [n[5:] for n in nodes if n.startswith("hand:")]
    card = cards[-1] if cards else None
    if kind == "row":
        s, col = _seat_of(rest)
        if s != seat and 0 <= s < state.players:
            return ("LC-5.2", f"that is {state.seat_name(s)}'s row: rows are personal, "
                              f"{name} plays only to their own rows")
        if col not in LETTERS:
            return None
        if phase != PLAY_PHASE:
            return NEXT[phase]
        started = bool(state.row(seat, col))
        if card is not None and card[0] != col:
            own = _colour(card[0])
            return ("LC-5.5" if started else "LC-5.2",
                    f"{card} is {own}: it goes only on {name}'s {own} row, "
                    f"not the {_colour(col)} one")
        if card is None and not _holds(state, seat, col):
            return ("LC-5.5" if started else "LC-5.1",
                    f"{name} holds no {_colour(col)} card to play on the {_colour(col)} row")
        return None
    if kind == "pawn":
        s, pawn = _seat_of(rest)
        if s != seat and 0 <= s < state.players:
            rule = "LC-5.3" if phase == PAWN_PHASE else "LC-7.4"
            return (rule, f"that is {state.seat_name(s)}'s {PAWN_NAME.get(pawn, pawn)}: "
                          f"{name} moves only their own pawns")
    if kind == "discard" and rest in LETTERS and phase == PLAY_PHASE:
        if card is not None and card[0] != rest:
            own = _colour(card[0])
            return ("LC-5.8", f"{card} goes onto the {own} discard pile, not the {_colour(rest)} one")
        if card is None and not _holds(state, seat, rest):
            return ("LC-4.1", f"{name} holds no {_colour(rest)} card to discard; a turn starts with a "
                              "card of the hand, the draw comes after")
        return None
    if kind == "hand" and phase != PLAY_PHASE:
        return NEXT[phase]
    if len(nodes) > 1 and kind in ("pawn", "pile"):   # a card then a pawn / the pile
        text = action_for(state, [last])
        if text is not None:
            try:
                state.copy().apply(text)
            except BoardlabError as e:
                return (e.rule, e.reason)
    return None
