"""The design lab: play many games, change a rule, measure what changes.

Game-agnostic (the engine contract only).  For a game-design class::

    from boardlab.lab import compare
    table = compare("ecosystem", {"as printed": {},
                                  "6+ gaps cost 10": {"scoring": {"gap_table": (12, 12, 12, 7, 3, 0, -10)}}},
                    players=3, games=100, seed=1)

Every variant plays the same seeds with the same bots, so differences come from
the rule, not from luck (paired comparison).
"""
from __future__ import annotations

import inspect
import statistics
from dataclasses import dataclass, field
from typing import Any, Callable

from ..bots import RandomBot
from ..engine import State
from ..rules import NotAllowed


@dataclass
class GameResult:
    """One finished game: its scores, winners and whatever ``measure`` returned.

    ``opponent`` is the automated opponent's total in a solo game whose state offers
    ``solo_result()`` (Ecosystem, EC-10.7), else ``None``.
    """

    seed: int
    scores: dict[int, int]
    winners: list[int]
    measures: dict[str, float] = field(default_factory=dict)
    opponent: int | None = None

    @property
    def margin(self) -> float:
        """The winner's lead over the runner-up; solo: the player's total minus the
        automated opponent's (EC-10.7), 0 if the game has no opponent's total."""
        if len(self.scores) == 1:
            return self.scores[0] - self.opponent if self.opponent is not None else 0
        top = sorted(self.scores.values(), reverse=True)
        return top[0] - top[1]


@dataclass
class Summary:
    """Averages over the games of one variant.

    Several seats: ``mean_margin`` is the winner's lead over the runner-up and
    ``shared_wins`` the share of games with tied winners.  Solo (one seat, ``solo``):
    ``mean_score`` is the player's, ``mean_opponent`` the automated opponent's,
    ``mean_margin`` the player's lead over it, ``win_share[0]`` the share of games won;
    ``mean_winning_score`` is the player's mean in the games won (``None`` if none).
    """

    variant: str
    games: int
    mean_score: float
    mean_winning_score: float | None
    mean_margin: float
    shared_wins: float
    measures: dict[str, float] = field(default_factory=dict)
    mean_scores: dict[int, float] = field(default_factory=dict)   # per seat
    win_share: dict[int, float] = field(default_factory=dict)     # per seat; a tie is split
    solo: bool = False
    mean_opponent: float | None = None

    def row(self) -> str:
        """One line of :func:`table`."""
        extra = "".join(f" {v:>10.2f}" for v in self.measures.values())
        if self.solo:
            opp = "-" if self.mean_opponent is None else f"{self.mean_opponent:.1f}"
            return (f"{self.variant:<24} {self.games:>5} {self.mean_score:>8.1f} {opp:>8} "
                    f"{self.mean_margin:>7.1f} {self.win_share.get(0, 0.0):>7.0%}{extra}")
        return (f"{self.variant:<24} {self.games:>5} {self.mean_score:>8.1f} {self.mean_winning_score:>8.1f} "
                f"{self.mean_margin:>7.1f} {self.shared_wins:>7.0%}{extra}")


def _check_games(games: Any) -> None:
    """``games`` is a whole number, at least 1."""
    if isinstance(games, bool) or not isinstance(games, int):
        raise TypeError(f"games must be a whole number, not {type(games).__name__}")
    if games < 1:
        raise ValueError(f"games must be at least 1, not {games}")


def _result(state: State, seed: int,
            measure: Callable[[State], dict[str, float]] | None) -> GameResult:
    """The :class:`GameResult` of a finished game."""
    opponent = None
    solo = getattr(state, "solo_result", None)
    if state.players == 1 and callable(solo):
        opponent = solo()["opponent"]
    return GameResult(seed, state.scores(), state.winners(), measure(state) if measure else {},
                      opponent)


def simulate(game: str, players: int, games: int = 20, seed: int = 0,
             bots: Callable[[int, int], Any] | None = None,
             measure: Callable[[State], dict[str, float]] | None = None,
             **options: Any) -> list[GameResult]:
    """Play ``games`` games to the end; game ``i`` uses seed ``seed + i``.

    ``bots(seat, game_seed)`` makes each seat's bot (default: ``RandomBot``); a bot
    chooses on its seat's view (``state.view(seat)``), never the full state;
    ``measure(final_state)`` returns numbers to average; ``options`` are rule options.
    """
    from .. import new

    _check_games(games)
    make = bots or (lambda seat, s: RandomBot(s * 10 + seat))
    out = []
    for i in range(games):
        s = new(game, players=players, seed=seed + i, **options)
        seats: dict[int, Any] = {}
        while not s.is_over:
            seat = s.to_move
            if seat is None:   # breaks the contract (nobody to move means over): refused as view(None) is
                raise NotAllowed("view", f"a view is of a player's seat 0 … {s.players - 1}, not None")
            if seat not in seats:
                seats[seat] = make(seat, seed + i)
            s.apply(seats[seat].choose(s.view(seat)))  # a bot sees its view only (docs/contract.md)
        out.append(_result(s, seed + i, measure))
    return out


def _win_share(results: list[GameResult]) -> dict[int, float]:
    """Per seat, the share of games won; tied winners split a game's win."""
    seats = sorted({seat for r in results for seat in r.scores})
    share = dict.fromkeys(seats, 0.0)
    for r in results:
        for seat in r.winners:
            share[seat] += 1 / len(r.winners)
    return {seat: v / len(results) for seat, v in share.items()}


def summarise(name: str, results: list[GameResult]) -> Summary:
    """Averages of :func:`simulate`'s results (at least one)."""
    if not results:
        raise ValueError(f"summarise({name!r:.60}, …) needs at least one game result, got none")
    solo = all(len(r.scores) == 1 for r in results)
    won = [r for r in results if r.winners]
    keys = list(results[0].measures)
    seats = sorted({seat for r in results for seat in r.scores})
    opponents = [r.opponent for r in results if r.opponent is not None]
    return Summary(
        variant=name, games=len(results),
        mean_score=statistics.fmean(v for r in results for v in r.scores.values()),
        mean_winning_score=(statistics.fmean(max(r.scores[w] for w in r.winners) for r in won)
                            if won else None),
        mean_margin=statistics.fmean(r.margin for r in results),
        shared_wins=sum(len(r.winners) > 1 for r in results) / len(results),
        measures={k: statistics.fmean(r.measures[k] for r in results) for k in keys},
        mean_scores={seat: statistics.fmean(r.scores[seat] for r in results if seat in r.scores)
                     for seat in seats},
        win_share=_win_share(results), solo=solo,
        mean_opponent=statistics.fmean(opponents) if solo and opponents else None)


def compare(game: str, variants: dict[str, dict[str, Any]], players: int, games: int = 20,
            seed: int = 0, bots=None, measure=None) -> list[Summary]:
    """Play the same seeds under each variant's rule options; one :class:`Summary` each.

    ``variants`` is ``{name: rule options}``, e.g. ``{"printed": {}, "harsh": {...}}``.
    """
    _check_variants(variants)
    _check_games(games)
    return [summarise(name, simulate(game, players, games, seed, bots, measure, **opts))
            for name, opts in variants.items()]


def _check_variants(variants: Any) -> None:
    """``variants`` maps a name to a dict of rule options (plain TypeError/ValueError otherwise)."""
    if not isinstance(variants, dict):
        raise TypeError("variants is a dict {name: rule options}, e.g. {'as printed': {}}, "
                        f"not a {type(variants).__name__}")
    if not variants:
        raise ValueError("variants is empty: give at least one, e.g. {'as printed': {}}")
    for name, opts in variants.items():
        if not isinstance(opts, dict):
            raise TypeError(f"variant {name!r:.60}: rule options are a dict, "
                            f"not a {type(opts).__name__}")


def table(summaries: list[Summary]) -> str:
    """The summaries as a fixed-width text table (stable for notebooks); a solo game's
    columns are the player's mean, the opponent's, the margin and the share of games won."""
    extra = "".join(f" {k[:10]:>10}" for k in (summaries[0].measures if summaries else {}))
    if summaries and summaries[0].solo:
        cols = ("player", "opponent", "margin", "won")
    else:
        cols = ("mean", "winner", "margin", "ties")
    head = (f"{'variant':<24} {'games':>5} {cols[0]:>8} {cols[1]:>8} {cols[2]:>7} {cols[3]:>7}"
            f"{extra}")
    return "\n".join([head] + [s.row() for s in summaries])


@dataclass(frozen=True)
class OptionInfo:
    """One rule option of a game, as :func:`options` lists it.

    ``name`` is the option (``"rounds"``; a field of a nested option is dotted:
    ``"scoring.gap_table"``, varied as ``{"scoring": {"gap_table": [...]}}``), ``rule`` the
    rule id it sets, ``default`` its value in the printed rules, ``choices`` a tuple of the
    allowed values or a sentence describing them.  An option read from the ``__init__``
    signature of a game without an options class has no rule (``""``), the annotation
    as written (``"int"``, ``""`` if none) and undeclared choices (:data:`UNDECLARED`
    in the sentence): :func:`vary` then needs its ``values``.
    """

    name: str
    rule: str
    default: Any
    choices: tuple | str
    annotation: str = ""

    def __str__(self) -> str:
        allowed = " | ".join(map(repr, self.choices)) if isinstance(self.choices, tuple) else self.choices
        rule = f" ({self.rule})" if self.rule else ""
        return f"{self.name}{rule}, default {self.default!r}: {allowed}"


#: the end of ``OptionInfo.choices`` for an option whose allowed values the game does not declare
UNDECLARED = "choices not declared"


def _signature_options(cls: type[State]) -> list[OptionInfo]:
    """The rule options of a game without an options class: the keyword parameters of its
    own ``__init__`` but ``players`` and ``seed`` (``[]`` if it has no ``__init__`` of its
    own or takes only ``**options``), with their defaults and annotations."""
    init = cls.__init__
    if init is State.__init__:
        return []
    out = []
    for p in inspect.signature(init).parameters.values():
        if p.name in ("self", "players", "seed") or p.kind not in (p.POSITIONAL_OR_KEYWORD,
                                                                     p.KEYWORD_ONLY):
            continue
        note = "" if p.annotation is p.empty else (
            p.annotation if isinstance(p.annotation, str) else inspect.formatannotation(p.annotation))
        default = None if p.default is p.empty else p.default
        out.append(OptionInfo(p.name, "", default, f"{note or 'any value'}, {UNDECLARED}", note))
    return out


def options(game: str | type[State]) -> list[OptionInfo]:
    """Every rule option of ``game`` (a game name or its ``State`` class), to list and vary::

        >>> from boardlab.lab import options
        >>> print(options("lost_cities")[0])
        rounds (LC-10.4), default 3: 3 | 1

    Read from the game's options class (``State.options_class``: ``choices()``,
    ``rule_ids()``, ``defaults()``); a game without one (a game of your own whose
    ``__init__`` takes plain keyword options, ``length: int = 8``) has its options read from
    that signature: name, default and annotation, no rule id, choices not declared (so
    :func:`vary` needs ``values``); ``[]`` for a game that takes none.  An unknown game is a
    :class:`~boardlab.BadPosition`.
    """
    if isinstance(game, type) and issubclass(game, State):
        cls = game
    else:
        from .. import _game
        cls = _game(game)
    opts = cls.options_class
    if opts is None:
        return _signature_options(cls)
    rules, defaults = opts.rule_ids(), opts.defaults()
    return [OptionInfo(name, rules.get(name, ""), defaults.get(name), allowed)
            for name, allowed in opts.choices().items()]


def vary(game: str | type[State], name: str, values: Any = None) -> dict[str, dict[str, Any]]:
    """Variants for :func:`compare` that differ in one option, by default over all its choices::

        >>> from boardlab.lab import vary
        >>> vary("lost_cities", "rounds")
        {'rounds=3': {'rounds': 3}, 'rounds=1': {'rounds': 1}}
        >>> vary("ecosystem", "scoring.eagle_range", [1, 2])
        {'scoring.eagle_range=1': {'scoring': {'eagle_range': 1}}, \
'scoring.eagle_range=2': {'scoring': {'eagle_range': 2}}}

    ``name`` is one of :func:`options`; ``values`` is needed when its choices are a
    description, not a tuple (as for every option of a game without an options class).
    The values are checked when the games start (``compare``).
    """
    info = {o.name: o for o in options(game)}
    if name not in info:
        raise ValueError(f"no rule option {name!r:.60}; options: {', '.join(info) or 'none'}")
    if values is None:
        if not isinstance(info[name].choices, tuple):
            raise ValueError(f"{name} takes {info[name].choices}: give the values to try, "
                             f"e.g. vary(game, {name!r}, values=[…])")
        values = info[name].choices
    out: dict[str, dict[str, Any]] = {}
    for value in values:
        opts: dict[str, Any] = {}
        *outer, last = name.split(".")
        inner = opts
        for key in outer:
            inner = inner.setdefault(key, {})
        inner[last] = value
        out[f"{name}={value!r}"] = opts
    return out


__all__ = ["simulate", "compare", "summarise", "table", "options", "vary", "GameResult",
           "Summary", "OptionInfo", "UNDECLARED"]
