"""Rule ids and boardlab's one family of errors.

Every rule of every game has an id (``EC-4.4``, ``LC-7.2`` …) from the game's
rulebook.  Code, events, errors, tests and tutorials cite these ids.

All of boardlab's errors share one root, :class:`BoardlabError` (a ``ValueError``),
with three siblings for the three ways input can be wrong and one for refusals that
are not rules (python-chess likewise tells ``InvalidMoveError`` from
``IllegalMoveError``):

========================  ==================================================  ============
class                     when                                                ``.rule``
========================  ==================================================  ============
:class:`IllegalAction`    the rules forbid this action here                   a rule id
:class:`NotationError`    text (or an object) that names no action            a rule id
:class:`BadPosition`      a position, record, seed, game name or rule option  a rule id,
                          that cannot exist                                   or ``""``
:class:`NotAllowed`       not a rule: "this is a view", "nothing to undo",   ``""``
                          "no such seat"
========================  ==================================================  ============

``.rule`` is a real id of the game's rulebook (``RULEBOOK``) or ``""`` when no rule of
the game is concerned; then ``.subject`` names what was wrong (``"record"``,
``"position"``, ``"seed"``, ``"options"``, ``"game"``, ``"view"``, ``"undo"``, ``"seat"``).  The
message starts with the rule id, else the subject:

>>> import boardlab
>>> try:
...     boardlab.new("ecosystem", players=9)
... except boardlab.BadPosition as e:
...     print(e.rule, "|", e)
EC-2.1 | EC-2.1: Ecosystem is for 1 to 6 players, not 9
>>> try:
...     boardlab.load({"game": "chess"})
... except boardlab.BoardlabError as e:
...     print(type(e).__name__, repr(e.rule), e.subject)
BadPosition '' game
"""
from __future__ import annotations

from contextlib import contextmanager
from typing import Any, Callable, Iterator


class BoardlabError(ValueError):
    """The root of every error boardlab raises on bad input (a ``ValueError``).

    ``rule``: the id of the rule concerned (e.g. ``"EC-4.4"``), or ``""`` when no rule
    of the game is; ``subject``: what was wrong when no rule is cited (``"record"``,
    ``"view"`` …, else ``""``); ``reason``: the plain words.  Raising it never changes
    a state: engines check everything before they change anything.
    """

    def __init__(self, rule: str, reason: str, *, subject: str = "") -> None:
        head = rule or subject
        super().__init__(f"{head}: {reason}" if head else reason)
        self.rule = rule
        self.reason = reason
        self.subject = subject

    def __reduce__(self) -> tuple:
        """Pickle by fields (the lab may run games in other processes)."""
        return _rebuild, (type(self), self.rule, self.reason, self.subject)


class IllegalAction(BoardlabError):
    """An action the rules forbid here; ``rule`` is always a rule id of the game
    (e.g. ``"EC-4.4"``), the message says what is wrong in plain words."""


class NotationError(BoardlabError):
    """Text (or an object) that names no action of the game — ``state.parse`` and
    ``state.apply("…")``.  ``rule`` is the rule id of the decision expected now, or of
    the component the text misnames (``"LC-1.1"`` for a card that does not exist)."""


class BadPosition(BoardlabError):
    """A position (``from_position``), record (``load``), seed, game name, player count
    or rule option that cannot exist.  ``rule`` cites the rule it breaks where one
    applies (``"EC-2.1"`` for a player count), else it is ``""`` and ``subject`` says
    which input was wrong (``"record"``, ``"position"``, ``"seed"``, ``"options"``,
    ``"game"``).  ``problems``: every ``(rule, reason)`` found at once (a position with
    several problems lists them all, :class:`Problems`); ``rule`` and ``reason`` are the first."""

    def __init__(self, rule: str, reason: str, *, subject: str = "",
                 problems: list[tuple[str, str]] | None = None) -> None:
        super().__init__(rule, reason, subject=subject)
        self.problems = list(problems) if problems else [(rule, reason)]

    def __reduce__(self) -> tuple:
        """Pickle by fields, the problems too (the lab may run games in other processes)."""
        return _rebuild_bad, (self.rule, self.reason, self.subject, self.problems)


#: the problems a refused position's message lists (``BadPosition.problems`` has them all)
SHOWN_PROBLEMS = 5


class Problems:
    """Collects what is wrong with a position so that ``from_position`` reports every
    problem at once, not only the first::

        problems = Problems()
        with problems.part():          # a block of checks: its BadPosition is noted, the
            check_cards(pos)           # block left, and the next block still runs
        with problems.part():
            check_pawns(pos)
        problems.raise_all()           # one BadPosition listing them all, if any

    A block whose result later checks need must not be a part (raise at once there).
    One problem reads exactly as before; several: the first, then ``also RULE: reason``
    lines; ``BadPosition.problems`` holds them all."""

    def __init__(self) -> None:
        self.found: list[tuple[str, str]] = []

    def add(self, rule: str, reason: str) -> None:
        """Note a problem (``rule`` may be ``""``)."""
        self.found.append((rule, reason))

    @contextmanager
    def part(self) -> Iterator[None]:
        """Run a block of checks; a :class:`BadPosition` raised in it is noted, not raised."""
        try:
            yield
        except BadPosition as e:
            self.found.extend(e.problems)

    def run(self, block: Callable[..., None], *args: Any) -> bool:
        """``block(*args)`` as a :meth:`part`; True if it found nothing wrong (so the blocks
        that need its result may run)."""
        before = len(self.found)
        with self.part():
            block(*args)
        return len(self.found) == before

    def raise_all(self) -> None:
        """Raise one :class:`BadPosition` naming every problem noted (nothing if none)."""
        if not self.found:
            return
        (rule, reason), rest = self.found[0], self.found[1:]
        more = "".join(f"\n  also {f'{r}: ' if r else ''}{why}" for r, why in rest[:SHOWN_PROBLEMS - 1])
        if len(rest) >= SHOWN_PROBLEMS:
            more += f"\n  … and {len(rest) - SHOWN_PROBLEMS + 1} more (BadPosition.problems lists them all)"
        raise BadPosition(rule, reason + more, subject="" if rule else "position",
                          problems=self.found)


class NotAllowed(BoardlabError):
    """A refusal that is not a rule of the game: a seat's view cannot play, undo or
    record (``subject == "view"``); there is nothing to undo or no such move number
    (``subject == "undo"``); a question asked of a seat the game does not have
    (``subject == "seat"``).  ``rule`` is always ``""``."""

    def __init__(self, subject: str, reason: str) -> None:
        super().__init__("", reason, subject=subject)


def _rebuild(cls: type[BoardlabError], rule: str, reason: str, subject: str) -> BoardlabError:
    error = cls.__new__(cls)
    BoardlabError.__init__(error, rule, reason, subject=subject)
    return error


def _rebuild_bad(rule: str, reason: str, subject: str, problems: list) -> "BadPosition":
    error = BadPosition.__new__(BadPosition)
    BoardlabError.__init__(error, rule, reason, subject=subject)
    error.problems = problems
    return error


# shown as ``boardlab.IllegalAction`` … in tracebacks: the names users import and catch
for _cls in (BoardlabError, IllegalAction, NotationError, BadPosition, NotAllowed):
    _cls.__module__ = "boardlab"
del _cls

#: every registered rule id → its short title (each game registers its own)
RULEBOOK: dict[str, str] = {}


def register_rulebook(rules: dict[str, str]) -> None:
    """Add a game's rule ids and titles to :data:`RULEBOOK`."""
    RULEBOOK.update(rules)


def title(rule: str) -> str:
    """The short title of a rule id (``"EC-4.4"`` → ``"the ecosystem stays …"``)."""
    return RULEBOOK.get(rule, "")
