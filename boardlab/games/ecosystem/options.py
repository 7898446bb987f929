"""Ecosystem's rule options as one frozen, validated, JSON-able object (docs/contract.md).

>>> from boardlab.games.ecosystem import EcosystemOptions, ScoringRules
>>> o = EcosystemOptions(scoring={"gap_table": [12, 12, 12, 7, 3, 0, -6]})
>>> o.to_json()
{'scoring': {'gap_table': [12, 12, 12, 7, 3, 0, -6]}}
>>> o.scoring.gap_points(6), EcosystemOptions.from_json(o.to_json()) == o
(-6, True)
>>> EcosystemOptions.choices()["scoring.eagle_range"]
(0, 1, 2, 3, 4, 5, 6, 7)

The only option of ``boardlab.new("ecosystem", …)`` is ``scoring``: the numbers of EC-5.4
and EC-6 to EC-10.7, a :class:`~boardlab.games.ecosystem.scoring.ScoringRules` (or a dict
of its fields).  Which game is played — solo, two players with a neutral hand, the draft —
follows from the player count (EC-2.1), so it is no option.  ``state.options`` is
:meth:`EcosystemOptions.to_json` (only what differs from the spec, as in records and
positions); ``state.rules_options`` is the object.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from ...engine import short
from ...rules import BadPosition
from .scoring import DEFAULT_RULES, FIELD_RULES, ScoringRules


@dataclass(frozen=True)
class EcosystemOptions:
    """Every rule option of Ecosystem; the defaults are the rules of the spec (second edition).

    Built from keyword values and checked completely at once: a bad value is a
    :class:`~boardlab.BadPosition` citing its rule (EC-5.4 … EC-10.7).
    """

    #: EC-5.4, EC-6.1 – EC-6.11, EC-8.2, EC-10.7 — the scoring numbers (a :class:`ScoringRules`,
    #: or a dict of the fields that differ from the spec; ``None`` = the spec)
    scoring: ScoringRules = DEFAULT_RULES

    def __post_init__(self) -> None:
        """Check every option (``BadPosition`` citing its rule); a dict becomes a ScoringRules."""
        object.__setattr__(self, "scoring", ScoringRules.coerce(self.scoring))

    # ------------------------------------------------------------------ JSON
    def to_json(self) -> dict[str, Any]:
        """The options that differ from the spec, JSON-able: ``state.options``, as stored
        in records and positions (``{}`` for the spec's rules)."""
        rules = self.scoring.as_options()
        return {"scoring": rules} if rules else {}

    @classmethod
    def from_json(cls, data: Any) -> "EcosystemOptions":
        """The options of a dict like :meth:`to_json`'s (``None`` = the spec); anything
        else, an unknown option or a bad value is a :class:`~boardlab.BadPosition`."""
        if data is None:
            return cls()
        if isinstance(data, cls):
            return data
        if not isinstance(data, Mapping):
            raise BadPosition("", f"rule options are a dict, not {short(data)}", subject="options")
        unknown = [k for k in data if k != "scoring"]
        if unknown:
            raise BadPosition("", f"ecosystem has no rule option {short(unknown[0])} (options: scoring)",
                              subject="options")
        return cls(**data)

    # --------------------------------------------------------------- choices
    @classmethod
    def choices(cls) -> dict[str, tuple | str]:
        """Each option's allowed values (a tuple) or a description of them (a string); the
        fields of ``scoring`` are named ``scoring.<field>`` (vary one with
        ``{"scoring": {"<field>": value}}``)."""
        return {f"scoring.{k}": v for k, v in ScoringRules.choices().items()}

    @classmethod
    def rule_ids(cls) -> dict[str, str]:
        """The rule id each option sets."""
        return {f"scoring.{k}": v for k, v in FIELD_RULES.items()}

    @classmethod
    def defaults(cls) -> dict[str, Any]:
        """Each option's default (the spec)."""
        return {f"scoring.{k}": getattr(DEFAULT_RULES, k) for k in FIELD_RULES}
