"""Fresh exercises from random positions, through the contract only.

Each generator takes a game name (a random position is played from ``seed``) or a
state (that position is used as it is) and returns an :class:`~.core.Exercise` asked
of the seat to move, drawn and judged from that seat's view (``state.view(seat)``):

* :func:`legal_or_not` — "is this move legal?"; the feedback is the view's
  ``explain()`` of it, citing the rule id (an illegal move's ``IllegalAction.rule``);
* :func:`best_move` — "which of these moves is best by evaluation?"; each move is tried
  on a determinization of the view (``state.determinize(seat, rng)``, never the true
  state) and scored with ``evaluate(seat)``;
* :func:`click_a_move` — "click where a legal move starts" (``render.nodes_of``); a
  wrong click is explained with the game's click refusal or the engine's rule;
* :func:`what_score` — a number to work out by a scoring rule; the question is the
  game's own (:data:`SCORING`, game name → question function; add your game's).
"""
from __future__ import annotations

import random
import re
from typing import Any, Callable

from .. import render
from ..engine import Action, State
from ..rules import BoardlabError
from .core import Exercise, Feedback

#: a scoring question: (view, seat) -> (question, value, rule, why), or None when the
#: position does not suit it
ScoringQuestion = Callable[[State, int], "tuple[str, float, str, str] | None"]
SCORING: dict[str, ScoringQuestion] = {}

_RULE = re.compile(r"^[A-Z]+-[\w.]+$")
TRIES = 30


def random_position(game: str, seed: int = 0, players: int | None = None,
                    moves: int | None = None) -> State:
    """A position ``moves`` random decisions into a new game (default: 2 to 40, drawn
    from ``seed``), stopped early if the game ends."""
    import boardlab
    rng = random.Random(seed)
    state = (boardlab.new(game, seed=seed) if players is None
             else boardlab.new(game, players=players, seed=seed))
    for _ in range(rng.randint(2, 40) if moves is None else moves):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
    return state


Found = tuple[State, int, dict[str, Any]]


def _find(source: State | str, seed: int, players: int | None,
          accept: Callable[[State, int, random.Random], dict[str, Any] | None],
          what: str, ask_finished: bool = False) -> Found:
    """The first position that ``accept(state, seat, rng)`` takes: ``source`` itself if it
    is a state, else along random games from ``seed`` (seat: the one to move; at the end
    of a game, with ``ask_finished``, a random seat)."""
    def seat_of(state: State, rng: random.Random) -> int | None:
        if state.to_move is not None and not state.is_over:
            return state.to_move
        return rng.randrange(state.players) if ask_finished else None

    if isinstance(source, State):
        rng = random.Random(seed)
        seat = seat_of(source, rng)
        spec = None if seat is None else accept(source, seat, rng)
        if spec is None or seat is None:
            raise ValueError(f"this position suits no {what} question")
        return source, seat, spec
    for attempt in range(TRIES):
        rng = random.Random(seed * 1000 + attempt)
        state = random_position(source, seed * 1000 + attempt, players)
        while True:
            seat = seat_of(state, rng)
            spec = None if seat is None else accept(state, seat, rng)
            if spec is not None and seat is not None:
                return state, seat, spec
            if state.is_over:
                break
            state.apply(rng.choice(state.legal_actions()))
    raise ValueError(f"no position for a {what} question found in {TRIES} random games of {source}")


def verdict(view: State, text: str) -> tuple[bool, str, str]:
    """(legal, rule, words) for ``text`` on a seat's view, from ``view.explain``."""
    said = view.explain(text)
    head, _, rest = said.partition(": ")
    if head == "illegal":
        rule, _, reason = rest.partition(": ")
        if not _RULE.match(rule):
            rule, reason = "", rest
        return False, rule, reason
    rule = head[head.find("(") + 1:head.rfind(")")] if "(" in head else ""
    return True, rule, rest


def _rule_of(action: Action) -> str:
    return str(getattr(action, "rule", ""))


# ------------------------------------------------------------------ legal or not
def _illegal_clicks(view: State, rng: random.Random, limit: int = 8) -> list[str]:
    """Notations of moves a person could click that the rules refuse: a legal move's
    clicks with the last one moved to another node of the board."""
    legal = {str(a) for a in view.legal_actions()}
    nodes = sorted(set(re.findall(r'data-node="([^"]*)"', render.svg(view))))
    rng.shuffle(nodes)
    found: list[str] = []
    actions = view.legal_actions()
    for a in rng.sample(actions, min(6, len(actions))):
        seq = render.nodes_of(view, a)
        if not seq:
            continue
        for m in nodes[:40]:
            try:
                text = render.click_action(view, list(seq[:-1]) + [m])
            except (BoardlabError, KeyError, ValueError, IndexError):
                continue
            if text and text not in legal and text not in found:
                try:
                    legal_now, _, _ = verdict(view, text)
                except (KeyError, ValueError, IndexError):
                    continue
                if not legal_now:
                    found.append(text)
                    if len(found) >= limit:
                        return found
    return found


def legal_or_not(source: State | str, seed: int = 0, players: int | None = None,
                 legal: bool | None = None) -> Exercise:
    """"Is this move legal?" — a move of the seat to move, legal or one the rules refuse
    (half and half, or as ``legal`` says).  Answer ``"legal"`` or ``"illegal"``."""
    def accept(state: State, seat: int, rng: random.Random) -> dict[str, Any] | None:
        view = state.view(seat)
        actions = view.legal_actions()
        if not actions:
            return None
        want = rng.random() < 0.5 if legal is None else legal
        if want:
            text = str(rng.choice(actions))
        else:
            bad = _illegal_clicks(view, rng)
            if not bad:
                return None
            text = rng.choice(bad)
        return {"text": text}

    state, seat, spec = _find(source, seed, players, accept, "legal-or-not")
    view, text = state.view(seat), spec["text"]
    is_legal, rule, words = verdict(view, text)
    right = "legal" if is_legal else "illegal"

    def judge(given: Any) -> Feedback:
        said = f"{text} is {right}: {words}"
        return Feedback(str(given).strip().lower() == right, rule, said, given)

    who = state.seat_name(seat)
    return Exercise(state, f"{render.status(view)}. May {who} play “{text}” now?", judge,
                    kind="choice", seat=seat, choices=["legal", "illegal"], rule=rule,
                    hint=f"Which rule governs this decision? Look at the status line and at "
                         f"{who}'s moves: {', '.join(str(a) for a in view.legal_actions()[:3])} …",
                    title="Legal or not?", details={"move": text})


# ------------------------------------------------------------------ best move
def _value(state: State, seat: int) -> float:
    """``state.evaluate(seat)`` where the game defines it, else its score so far."""
    evaluate = getattr(state, "evaluate", None)
    return float(evaluate(seat) if evaluate is not None else state.scores()[seat])


def best_move(source: State | str, seed: int = 0, players: int | None = None,
              choices: int = 4) -> Exercise:
    """"Which of these moves is best by evaluation?" — up to ``choices`` legal moves of
    the seat to move, each applied to one determinization of the seat's view and scored
    with ``evaluate(seat)`` right after it; every move with the top value is right."""
    def accept(state: State, seat: int, rng: random.Random) -> dict[str, Any] | None:
        view = state.view(seat)
        actions = view.legal_actions()
        if len(actions) < 2:
            return None
        offered = rng.sample(actions, min(choices, len(actions)))
        world = view.determinize(seat, rng)
        values: dict[str, float] = {}
        for a in offered:
            trial = world.copy()
            trial.apply(a)
            values[str(a)] = _value(trial, seat)
        top = max(values.values())
        if top == min(values.values()) or sum(v == top for v in values.values()) > 1:
            return None   # one best move, else the question asks nothing
        return {"values": values, "rules": {str(a): _rule_of(a) for a in offered}}

    state, seat, spec = _find(source, seed, players, accept, "best-move")
    values, rules = spec["values"], spec["rules"]
    best = max(values, key=values.get)
    table = ", ".join(f"{m}: {v:g}" for m, v in values.items())

    def judge(given: Any) -> Feedback:
        g = str(given)
        if g not in values:
            return Feedback(False, "", f"{g} is not one of the moves offered", given)
        return Feedback(g == best, rules[g] or rules[best],
                        f"{g} evaluates to {values[g]:g}; the best is {best} ({values[best]:g}). "
                        f"evaluate({state.seat_name(seat)}) after each: {table}", given)

    view = state.view(seat)
    unit = type(state).score_unit.split(" (")[0]     # "points", or a game's own scale ("progress")
    score = "score" if unit == "points" else unit
    return Exercise(state, f"{render.status(view)}. Which move leaves "
                           f"{state.seat_name(seat)} the highest evaluation "
                           f"(state.evaluate, the {unit} it can expect)?",
                    judge, kind="choice", seat=seat, choices=list(values), rule=rules[best],
                    hint=f"Think of what each move adds to the {score}, or takes away, right now.",
                    title="Best move", details={"evaluations": dict(values), "best": best})


# ------------------------------------------------------------------ click a move
def click_a_move(source: State | str, seed: int = 0, players: int | None = None) -> Exercise:
    """"Click where a legal move starts" — any node that is the first click of a legal
    move of the seat to move (``render.nodes_of``) is right."""
    def accept(state: State, seat: int, rng: random.Random) -> dict[str, Any] | None:
        view = state.view(seat)
        starts: dict[str, list[str]] = {}
        for a in view.legal_actions():
            nodes = render.nodes_of(view, a)
            if nodes:
                starts.setdefault(nodes[0], []).append(str(a))
        drawn = set(re.findall(r'data-node="([^"]*)"', render.svg(view)))
        if not starts or drawn <= set(starts):
            return None
        rules = sorted({_rule_of(a) for a in view.legal_actions()} - {""})
        return {"starts": starts, "rule": rules[0] if rules else ""}

    state, seat, spec = _find(source, seed, players, accept, "click")
    starts, rule = spec["starts"], spec["rule"]
    view = state.view(seat)
    who = state.seat_name(seat)

    def judge(given: Any) -> Feedback:
        node = render.canonical(view, str(given))
        if node in starts:
            moves = starts[node]
            more = f" (and {len(moves) - 3} more)" if len(moves) > 3 else ""
            return Feedback(True, rule, f"{node} starts {', '.join(moves[:3])}{more}", given)
        why = render.click_refusal(view, [node])
        if why is None:
            text = render.click_action(view, [node])
            if text is not None:
                legal, r, words = verdict(view, text)
                why = (r, words) if not legal and r else None
        r, words = why if why is not None else (rule, f"no legal move of {who} starts at {node}")
        return Feedback(False, r, f"{node}: {words}", given)

    return Exercise(state, f"{render.status(view)}. Click a place on the board where a legal "
                           f"move of {who} starts.", judge, kind="click", seat=seat, rule=rule,
                    hint=f"{len(starts)} place{'s' * (len(starts) != 1)} on the board would do; "
                         f"the rule of this decision is {rule}.",
                    title="Click a legal move")


# ------------------------------------------------------------------ what score
def what_score(source: State | str, seed: int = 0, players: int | None = None) -> Exercise:
    """A number to work out with a scoring rule: the question is the game's own
    (:data:`SCORING`); asked of the seat to move (at the end: a random seat)."""
    game = source.game if isinstance(source, State) else source
    ask = SCORING.get(game)
    if ask is None:
        raise ValueError(f"no scoring question for {game}: add one to boardlab.exercises.SCORING")

    def accept(state: State, seat: int, rng: random.Random) -> dict[str, Any] | None:
        got = ask(state.view(seat), seat)
        return None if got is None else {"q": got}

    state, seat, spec = _find(source, seed, players, accept, "scoring", ask_finished=True)
    question, value, rule, why = spec["q"]

    def judge(given: Any) -> Feedback:
        right = abs(float(given) - value) < 1e-9
        return Feedback(right, rule, f"{value:g}" + ("" if right else f", not {given}")
                        + f" — {why}", given)

    return Exercise(state, question, judge, kind="number", seat=seat, rule=rule,
                    hint=f"Work it out with {rule}.", title="What does this score?")


# -------------------------------------------------- the games' scoring questions
def _ecosystem(view: Any, seat: int) -> tuple[str, float, str, str] | None:
    """EC-8.3: the total of a finished grid's score sheet."""
    if not view.is_over:
        return None
    sheet = view.score_sheets()[seat]
    if sheet.total is None:
        return None
    parts = ", ".join(f"{t} {p}" for t, p in sheet.by_type.items() if p)
    return (f"The game is over. What is {view.seat_name(seat)}'s total on the score sheet "
            f"(EC-8.3)?", float(sheet.total), "EC-8.3",
            f"{parts}; {sheet.g} gap{'s' * (sheet.g != 1)}: {sheet.gap_bonus:+d} (EC-8.2)")


def _lost_cities(view: Any, seat: int) -> tuple[str, float, str, str] | None:
    """LC-9.1: what the seat's pawns score where they stand, the leader doubled."""
    points = view.pawn_points(seat)
    if all(step is None for _, step, _ in points):
        return None
    parts = ", ".join(f"{p} on {step}: {v}" for p, step, v in points if step is not None)
    return (f"If the round ended now, how many points would {view.seat_name(seat)}'s pawns "
            f"score (LC-9.1, the leader counts double)?", float(sum(v for _, _, v in points)),
            "LC-9.1", parts)


def _urland(view: Any, seat: int) -> tuple[str, float, str, str] | None:
    """U-8.2: what the seat scores if a land region it shares were scored now."""
    from ..games.urland.state import region_outcome
    n = view.players
    for name in view.region_names():
        if not name.startswith("L"):
            continue
        ich = view.ichtos(name)
        present = [c for c in range(n) if ich[c]]
        if ich[seat] and len(present) >= 2:
            strength = {c: ich[c] + (0.5 if view.has(c, "muscles") else 0) for c in present}
            rule, gains, losers = region_outcome(strength, view.holders("symbiont"))
            who = ", ".join(f"{view.seat_name(c)} {strength[c]:g}" for c in present)
            lost = f"; the weakest ({', '.join(view.seat_name(c) for c in losers)}) score 0" \
                if losers else ""
            return (f"If region {name} were scored now (U-8.2), how many points would "
                    f"{view.seat_name(seat)} score there?", float(gains.get(seat, 0)), rule,
                    f"strengths {who}{lost}")
    return None


def _el_dorado(view: Any, seat: int) -> tuple[str, float, str, str] | None:
    """ED-7.2: the most the seat's hand can pay (coin and joker cards their strength,
    every other card ½ coin)."""
    from ..games.el_dorado import CARD_TYPES
    hand = [c for c in view.hand(seat) if c in CARD_TYPES]
    if not hand or len(hand) != len(view.hand(seat)):
        return None
    worth = [float(CARD_TYPES[c].strength or 0) if CARD_TYPES[c].symbol in ("coin", "joker")
             else 0.5 for c in hand]
    if all(x == 0.5 for x in worth):
        return None
    parts = ", ".join(f"{c} {x:g}" for c, x in zip(hand, worth))
    return (f"How many coins can {view.seat_name(seat)}'s hand pay for a card (ED-7.2)?",
            sum(worth), "ED-7.2", parts)


SCORING.update(ecosystem=_ecosystem, lost_cities=_lost_cities, urland=_urland,
               el_dorado=_el_dorado)
