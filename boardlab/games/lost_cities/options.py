"""Lost Cities' rule options as one frozen, validated, JSON-able object (docs/contract.md).

>>> from boardlab.games.lost_cities import LostCitiesOptions
>>> o = LostCitiesOptions(rounds=1, descending_variant=True)
>>> o.to_json()
{'rounds': 1, 'descending_variant': True}
>>> LostCitiesOptions.from_json(o.to_json()) == o
True
>>> LostCitiesOptions.choices()["rounds"]
(3, 1)

``boardlab.new("lost_cities", players=…, seed=…, **options)`` builds one from its keyword
options and keeps ``state.options`` = :meth:`LostCitiesOptions.to_json` (only the options
given, as in records and positions); ``state.rules_options`` is the object.  A bad value
raises :class:`~boardlab.BadPosition` citing the option's rule.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, fields
from typing import Any, Mapping

from ...engine import short
from ...rules import BadPosition
from .data import ARTIFACT_TABLE_LONG, ARTIFACT_TABLE_SHORT, SLOT_LAYOUT, artifact_table, slot_layout

#: LC-10.3 / D-2 — who starts the next round
NEXT_STARTERS = ("after_last_turn", "after_last_advance")
#: the most players (LC-3.1): ``first_player`` is a seat 0 … 3 (and below ``players``)
MAX_SEATS = 4

#: the rule each option sets (cited when a value is refused)
OPTION_RULES: dict[str, str] = {
    "rounds": "LC-10.4", "descending_variant": "LC-13.1", "slots": "LC-1.7",
    "artifact_table": "LC-1.9", "first_player": "LC-3.5", "next_starter": "LC-10.3",
    "allow_redraw_own_discard": "LC-5.9", "secret_vp": "LC-14.2"}


@dataclass(frozen=True)
class LostCitiesOptions:
    """Every rule option of Lost Cities; the defaults are the rules as printed.

    Built from keyword values (lists are accepted where tuples are kept) and checked
    completely at once: a bad value is a :class:`~boardlab.BadPosition` citing its rule.
    ``slots`` and ``artifact_table`` stay ``None`` unless given, so that a record keeps
    only the options a user chose; :attr:`layout` and :attr:`table` are the ones in use.
    """

    #: LC-10.4 / LC-12.1 — 3 rounds (the full game) or 1 (the short game)
    rounds: int = 3
    #: LC-13.1 — the ascending/descending variant (a row may run downwards, LC-13.2)
    descending_variant: bool = False
    #: LC-1.7 (D-3, provisional) — the tile-slot layout ``{colour: (steps …)}``, 25 slots
    #: in all; ``None`` = :data:`~boardlab.games.lost_cities.data.SLOT_LAYOUT`
    slots: Mapping[str, tuple[int, ...]] | None = None
    #: LC-1.9 (D-5, D-6) — the artifact table ``{"points": (…), "per_extra_chip": n}`` or a
    #: list of points; ``None`` = the long table for 3 rounds, the short one for 1
    artifact_table: Mapping[str, Any] | None = None
    #: LC-3.5 — the seat that starts round 1
    first_player: int = 0
    #: LC-10.3 / D-2 — ``"after_last_turn"`` (printed) or ``"after_last_advance"`` ([FR])
    next_starter: str = "after_last_turn"
    #: LC-5.9 / D-10 — a player may take back the card they discarded this turn
    allow_redraw_own_discard: bool = False
    #: LC-14.2 / D-12 — other players' VP stay hidden in ``view()`` until the game ends
    secret_vp: bool = False

    def __post_init__(self) -> None:
        """Check every option (``BadPosition`` citing its rule); lists become tuples."""
        rounds, first = self.rounds, self.first_player
        if type(rounds) is not int or rounds not in (1, 3):
            raise BadPosition("LC-10.4", f"rounds is 3 (the full game, LC-10.4) or 1 (the short game, "
                                         f"LC-12.1), not {short(rounds)}")
        if type(first) is not int or not 0 <= first < MAX_SEATS:
            raise BadPosition("LC-3.5", f"first_player must be a seat 0 … {MAX_SEATS - 1}, "
                                        f"not {short(first)}")
        if not isinstance(self.next_starter, str) or self.next_starter not in NEXT_STARTERS:
            raise BadPosition("LC-10.3", f"next_starter is one of {', '.join(NEXT_STARTERS)}, "
                                         f"not {short(self.next_starter)}")
        for name in ("descending_variant", "secret_vp", "allow_redraw_own_discard"):
            flag = getattr(self, name)
            if not isinstance(flag, bool):
                raise BadPosition(OPTION_RULES[name], f"{name} is True or False, not {short(flag)}")
        if self.slots is not None:
            object.__setattr__(self, "slots", slot_layout(self.slots))          # LC-1.7
        if self.artifact_table is not None:
            object.__setattr__(self, "artifact_table", artifact_table(self.artifact_table))  # LC-1.9

    def check_players(self, players: int) -> None:
        """LC-3.5 — ``first_player`` must be a seat of a ``players``-player game."""
        if self.first_player >= players:
            raise BadPosition("LC-3.5", f"first_player must be a seat 0 … {players - 1}, "
                                        f"not {short(self.first_player)}")

    @property
    def layout(self) -> dict[str, tuple[int, ...]]:
        """LC-1.7 — the slot layout in use (the given one, else the provisional default)."""
        return dict(SLOT_LAYOUT if self.slots is None else self.slots)

    @property
    def table(self) -> dict[str, Any]:
        """LC-1.9 — the artifact table in use (given, else long for 3 rounds, short for 1)."""
        if self.artifact_table is not None:
            return dict(self.artifact_table)
        return artifact_table(ARTIFACT_TABLE_LONG if self.rounds == 3 else ARTIFACT_TABLE_SHORT)

    # ------------------------------------------------------------------ JSON
    def to_json(self) -> dict[str, Any]:
        """The options that differ from the printed rules, JSON-able: ``state.options``,
        as stored in records and positions (``slots``/``artifact_table`` when given)."""
        out: dict[str, Any] = {}
        if self.rounds != 3:
            out["rounds"] = self.rounds
        if self.descending_variant:
            out["descending_variant"] = True
        if self.slots is not None:
            out["slots"] = {c: list(v) for c, v in self.slots.items()}
        if self.artifact_table is not None:
            out["artifact_table"] = {"points": list(self.artifact_table["points"]),
                                     "per_extra_chip": self.artifact_table["per_extra_chip"]}
        if self.first_player:
            out["first_player"] = self.first_player
        if self.next_starter != "after_last_turn":
            out["next_starter"] = self.next_starter
        if self.allow_redraw_own_discard:
            out["allow_redraw_own_discard"] = True
        if self.secret_vp:
            out["secret_vp"] = True
        return out

    @classmethod
    def from_json(cls, data: Any) -> "LostCitiesOptions":
        """The options of a dict like :meth:`to_json`'s (``None`` = the printed rules);
        anything else, an unknown option or a bad value is a :class:`~boardlab.BadPosition`."""
        if data is None:
            return cls()
        if isinstance(data, cls):
            return data
        if not isinstance(data, Mapping):
            raise BadPosition("", f"rule options are a dict, not {short(data)}", subject="options")
        known = [f.name for f in fields(cls)]
        unknown = [k for k in data if k not in known]
        if unknown:
            raise BadPosition("", f"lost_cities has no rule option {short(unknown[0])} "
                                  f"(options: {', '.join(sorted(known))})", subject="options")
        return cls(**data)

    def __hash__(self) -> int:
        return hash(json.dumps(self.to_json(), sort_keys=True))

    # --------------------------------------------------------------- choices
    @classmethod
    def choices(cls) -> dict[str, tuple | str]:
        """Each option's allowed values (a tuple), or a description of them (a string)."""
        return {
            "rounds": (3, 1),
            "descending_variant": (False, True),
            "slots": "None (the provisional layout, D-3) or {colour: [steps 1–9]}, 25 slots in all",
            "artifact_table": "None (long table for 3 rounds, short for 1) or a list of VP by "
                              "chip count 0, 1, 2 … (1–28 entries), or {'points': [...], "
                              "'per_extra_chip': n}",
            "first_player": tuple(range(MAX_SEATS)),
            "next_starter": NEXT_STARTERS,
            "allow_redraw_own_discard": (False, True),
            "secret_vp": (False, True),
        }

    @classmethod
    def rule_ids(cls) -> dict[str, str]:
        """The rule id each option sets."""
        return dict(OPTION_RULES)

    @classmethod
    def defaults(cls) -> dict[str, Any]:
        """Each option's default (the printed rules)."""
        return {f.name: f.default for f in fields(cls)}
