"""``boardlab play``: one game in the terminal against bots.

The loop reads and writes streams (:func:`play_game`), so a test drives it with a script.
You see only what your seat sees (``state.view(seat)``: its ``describe``, its log and its
history, where a choice you did not see is ``?``); each bot chooses on its own seat's view.
"""
from __future__ import annotations

import importlib
from typing import Any, Callable, TextIO

from .engine import Action, State
from .rules import BoardlabError, IllegalAction

COMMANDS = "type a move (e.g. as 'help' lists them), its number, 'undo', 'help' or 'quit'"


def bots_for(spec: str, state: State, seat: int) -> dict[int, Any]:
    """The bots of every seat but ``seat``, in seat order, from a spec as ``simulate``'s
    (``"greedy"``, ``"mcts:500,random"``: one per other seat, the last repeated), each
    seeded as ``simulate`` seeds it: ``10 × game seed + seat``."""
    from .lab.run import check_bots, make_bot

    others = [k for k in range(state.players) if k != seat]
    if not others:
        return {}
    specs = check_bots(spec, len(others))
    assert isinstance(specs, tuple)   # a string spec gives one per seat
    return {k: make_bot(specs[i], k, state.seed or 0) for i, k in enumerate(others)}


def play_game(state: State, seat: int, bots: dict[int, Any], inp: TextIO, out: TextIO) -> State:
    """Play ``state`` to the end (or ``quit``, or the end of ``inp``) as ``seat``; the bots
    play the other seats.  Returns the state (played on in place).

    Each time it is your decision the situation is shown as your seat sees it
    (``describe(seat)``), then a line is read: a move in the game's notation (an illegal
    one prints its rule id and reason and changes nothing), a number from the ``help``
    list, ``help`` (the legal moves, numbered), ``undo`` (back to your previous decision,
    the bots' moves since undone too) or ``quit``."""
    def say(text: str = "") -> None:
        print(text, file=out)

    taken: list[int] = []   # len(history) before each of your decisions, for undo
    seen = _events(state, seat, say, 0)   # the setup; then how much of the view's log is shown
    show = True
    while True:
        seen = _bots_play(state, seat, bots, say, seen)
        if state.is_over or state.to_move is None:
            say(state.describe(seat))
            say("game over: " + ", ".join(f"{state.seat_name(k)} {v}" for k, v in state.scores().items()))
            return state
        if show:
            say(state.describe(seat))
            show = False
        out.write("> ")
        out.flush()
        line = inp.readline()
        if not line:                       # end of input
            say()
            return state
        text = line.strip()
        word = text.lower()
        if not text:
            continue
        if word in ("quit", "exit", "q"):
            say("game left unfinished")
            return state
        if word in ("help", "?"):
            _help(state, seat, say)
            continue
        if word == "undo":
            if not taken:
                say("nothing to undo: you have made no decision yet")
                continue
            back = taken.pop()
            while len(state.history) > back:
                state.undo()
            seen = len(state.view(seat).log)
            say("took back your last decision and the moves after it")
            show = True
            continue
        move: Action | str = text
        if text.isdigit():
            moves = state.view(seat).legal_actions()
            if not 1 <= int(text) <= len(moves):
                say(f"no move {text}: 'help' numbers the moves 1 … {len(moves)}")
                continue
            move = moves[int(text) - 1]
        before = len(state.history)
        done = state.view(seat)            # the position the move is made in (its cost is read there)
        try:
            state.apply(move)
        except IllegalAction as e:
            say(f"illegal, {e} — nothing changed ('help' lists the legal moves)")
            continue
        except BoardlabError as e:          # text that names no move
            say(f"not a move, {e} — {COMMANDS}")
            continue
        taken.append(before)
        say(f"you: {state.view(seat).history[before]}{_cost(done, state.view(seat).history[before])}")
        seen = _events(state, seat, say, seen)
        show = True


def _bots_play(state: State, seat: int, bots: dict[int, Any], say: Any, seen: int) -> int:
    """Let the bots move until it is ``seat``'s decision or the game is over; show each
    move and its events as ``seat`` sees them (a hidden choice is ``?``).  Returns how
    much of the view's log has been shown."""
    while not state.is_over and state.to_move is not None and state.to_move != seat:
        k = state.to_move
        before = len(state.history)
        state.apply(bots[k].choose(state.view(k)))   # a bot sees its own seat's view only
        say(f"{state.seat_name(k)} ({type(bots[k]).__name__}): {state.view(seat).history[before]}")
        seen = _events(state, seat, say, seen)
    return seen


def _events(state: State, seat: int, say: Any, seen: int) -> int:
    """Print the events of ``seat``'s view's log from ``seen`` on; return the new length."""
    log = state.view(seat).log
    for event in log[seen:]:
        say(f"  · {event}")
    return len(log)


def _help(state: State, seat: int, say: Any) -> None:
    """The legal moves of ``seat``, numbered from 1, and the commands."""
    moves = state.view(seat).legal_actions()
    say(f"your legal moves ({len(moves)}):")
    for i, a in enumerate(moves, 1):
        say(f"  {i:>3}. {a}{_cost(state.view(seat), a)}")
    say(COMMANDS)


def _cost(state: State, action: Action) -> str:
    """``"  (machete 1: costs 1 of the 2 machete left)"``: what the game's ``describe.note``
    says a decision costs (a step of El Dorado's movement), else ``""``."""
    note = _notes(type(state))
    text = note(state, action) if note is not None else ""
    return f"  ({text})" if text else ""


def _notes(cls: type) -> Callable[[State, Action], str] | None:
    """The ``note`` function of the game's ``describe`` module, next to its State class."""
    package = cls.__module__.rpartition(".")[0]
    if not package:
        return None
    try:
        module = importlib.import_module(f"{package}.describe")
    except ImportError:
        return None
    return getattr(module, "note", None)
