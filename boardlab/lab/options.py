"""Rule options of a game, listed and varied: :func:`options`, :func:`vary`."""
from __future__ import annotations

import inspect
from dataclasses import dataclass
from typing import Any

from ..engine import State


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


