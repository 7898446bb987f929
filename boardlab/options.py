"""Rule options: one frozen, validated, JSON-able object per game (docs/contract.md).

A game's options class is a frozen dataclass deriving from :class:`RuleOptions` whose
fields *are* the options, each declared with :func:`option` — its default (the printed
rule), the rule id it sets and its allowed values.  The base does the rest: the checks
when built (a bad value is a :class:`~boardlab.BadPosition` citing the option's rule),
``to_json`` / ``from_json``, hashing, and the ``choices`` / ``rule_ids`` / ``defaults``
that ``boardlab.lab.options`` and ``vary`` list and vary::

    >>> from dataclasses import dataclass
    >>> from boardlab.options import RuleOptions, option
    >>> @dataclass(frozen=True)
    ... class RaceOptions(RuleOptions):
    ...     game = "race"
    ...     length: int = option(6, "R-1.1", (4, 6, 8))
    ...     bonus: bool = option(False, "R-2.1", (False, True))
    >>> RaceOptions(length=8).to_json()
    {'length': 8}
    >>> RaceOptions.from_json({"length": 8}) == RaceOptions(length=8)
    True
    >>> RaceOptions(length=5)
    Traceback (most recent call last):
    ...
    boardlab.BadPosition: R-1.1: length is one of 4, 6, 8, not 5
    >>> RaceOptions.from_json({"lenght": 5})
    Traceback (most recent call last):
    ...
    boardlab.BadPosition: options: race has no rule option 'lenght' (options: bonus, length)

A tuple of choices is checked as it stands (a value of another type is refused: ``True``
is not ``1``); an option whose values are described in words (a string) brings its own
``check`` (the value, normalised, or ``BadPosition``) or a range of whole numbers
(``between=(lo, hi)``).
"""
from __future__ import annotations

import json
from dataclasses import MISSING, Field, dataclass, field, fields
from typing import Any, Callable, ClassVar, Mapping

from .engine import short
from .rules import BadPosition

__all__ = ["RuleOptions", "option"]


def option(default: Any, rule: str, choices: tuple | str, *, says: str = "",
           between: tuple[int, int] | None = None, check: Callable[[Any], Any] | None = None,
           dump: Callable[[Any], Any] | None = None, nested: Any = None) -> Any:
    """One rule option, a field of a :class:`RuleOptions` class.

    ``default`` is the value of the printed rules; ``rule`` the rule id it sets (cited when
    a value is refused); ``choices`` a tuple of the allowed values or a sentence describing
    them.  ``says`` words the refusal (``"{name} {says}, not {value}"``; by default "is True
    or False", "is one of …" or "is a whole number lo … hi"); ``between`` allows the whole
    numbers ``lo … hi``; ``check(value)`` returns the value to keep (lists as tuples …) or
    raises ``BadPosition``; ``dump(value)`` is its JSON where the plain conversion (tuples
    as lists) does not do; ``nested`` a class with ``choices()``, ``rule_ids()`` and
    ``defaults()`` whose fields are listed as ``<option>.<field>``."""
    meta = {"rule": rule, "choices": choices, "says": says, "between": between, "check": check,
            "dump": dump, "nested": nested}
    return field(default=default, metadata=meta)


def _plain(value: Any) -> Any:
    """``value`` as plain JSON: tuples as lists, mappings as dicts, copied all the way down."""
    if isinstance(value, Mapping):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value


@dataclass(frozen=True)
class RuleOptions:
    """The base of a game's options class: subclass it as a frozen dataclass whose fields
    are declared with :func:`option`, and name the game (``game = "race"``, used in
    messages).  Built from keyword values and checked completely at once."""

    #: the game's name, as messages say it ("race has no rule option …")
    game: ClassVar[str] = ""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """Keep :meth:`__hash__` (from the JSON) in every subclass: ``@dataclass(frozen=True)``
        would otherwise hash the fields, and a dict option is unhashable."""
        super().__init_subclass__(**kwargs)
        cls.__hash__ = RuleOptions.__hash__  # type: ignore[method-assign]

    def __post_init__(self) -> None:
        """Check every option in field order (``BadPosition`` citing its rule); a ``check``
        may normalise the value (lists become tuples …)."""
        for f in fields(self):
            value = self._checked(f, getattr(self, f.name))
            object.__setattr__(self, f.name, value)

    @staticmethod
    def _checked(f: Field, value: Any) -> Any:
        meta = f.metadata
        if not meta:
            return value
        rule, choices, between, check = meta["rule"], meta["choices"], meta["between"], meta["check"]
        if check is not None:
            return check(value)
        if between is not None:
            lo, hi = between
            if type(value) is not int or not lo <= value <= hi:
                says = meta["says"] or f"is a whole number {lo} … {hi}"
                raise BadPosition(rule, f"{f.name} {says}, not {short(value)}")
        elif isinstance(choices, tuple):
            if not any(type(value) is type(c) and value == c for c in choices):
                says = meta["says"] or ("is True or False" if choices == (False, True) else
                                        f"is one of {', '.join(map(str, choices))}")
                raise BadPosition(rule, f"{f.name} {says}, not {short(value)}")
        return value

    # ------------------------------------------------------------------ JSON
    def to_json(self) -> dict[str, Any]:
        """The options that differ from the defaults, JSON-able: ``state.options``, as
        stored in records and positions (``{}`` for the printed rules)."""
        out: dict[str, Any] = {}
        for f in fields(self):
            value = getattr(self, f.name)
            if value == f.default:
                continue
            dump = f.metadata.get("dump")
            value = dump(value) if dump else _plain(value)
            if value not in ({}, None):
                out[f.name] = value
        return out

    @classmethod
    def from_json(cls, data: Any) -> Any:
        """The options of a dict like :meth:`to_json`'s (``None`` = the defaults); anything
        else, an unknown option or a bad value is a :class:`~boardlab.BadPosition`."""
        if data is None:
            return cls()
        if isinstance(data, cls):
            return data
        if not isinstance(data, Mapping):
            raise BadPosition("", f"rule options are a dict, not {short(data)}", subject="options")
        known = [f.name for f in fields(cls)]
        unknown = [k for k in data if k not in known]
        if unknown:
            raise BadPosition("", f"{cls.game} has no rule option {short(unknown[0])} "
                                  f"(options: {', '.join(sorted(known))})", subject="options")
        return cls(**data)

    def __hash__(self) -> int:
        return hash(json.dumps(self.to_json(), sort_keys=True, default=str))

    # --------------------------------------------------------------- choices
    @classmethod
    def _listed(cls, what: str) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for f in fields(cls):
            meta = f.metadata
            if meta.get("nested") is not None:
                inner = getattr(meta["nested"], what)()
                out.update({f"{f.name}.{k}": v for k, v in inner.items()})
            elif what == "choices":
                out[f.name] = meta["choices"]
            elif what == "rule_ids":
                out[f.name] = meta["rule"]
            else:
                out[f.name] = None if f.default is MISSING else f.default
        return out

    @classmethod
    def choices(cls) -> dict[str, tuple | str]:
        """Each option's allowed values (a tuple), or a description of them (a string); the
        fields of a nested option are named ``<option>.<field>``."""
        return cls._listed("choices")

    @classmethod
    def rule_ids(cls) -> dict[str, str]:
        """The rule id each option sets."""
        return cls._listed("rule_ids")

    @classmethod
    def defaults(cls) -> dict[str, Any]:
        """Each option's default (the printed rules)."""
        return cls._listed("defaults")
