"""Why an El Dorado action is refused: the rule a player would look up, in plain words.

:func:`why` is asked only for an action that is well formed and names real things but is
not legal now (``ElDorado._decide`` raises :class:`~boardlab.IllegalAction` with it,
``explain`` shows it).  It names the specific rule — a step after the card's budget is
spent is ED-4.3, a card too dear ED-7.3, a second purchase ED-7.1 (ED-D9), the cards of
rubble ED-5.1 — and falls back on the turn's structure (ED-3.1, ED-3.3) only when nothing
more specific explains the refusal.
"""
from __future__ import annotations

from typing import Any

from . import actions as A
from .data import BARRIERS, CARD_TYPES

SYMBOLS = A.SYMBOLS
BARRIER = {b.id: b for b in BARRIERS}
#: the purpose of cards given → the rule that asks for them
CARDS_RULE = {"rubble": "ED-5.1", "basecamp": "ED-5.2", "barrier": "ED-6.4", "exchange": "ED-12.6"}
#: the rule of each source of a trash decision
TRASH_RULE = {"scientist": "ED-8.7", "travel_log": "ED-8.8", None: "ED-12.6"}
PHASE_1 = (A.Move, A.Step, A.Clear, A.Stop, A.Enter, A.Give, A.Native, A.Use, A.Gain, A.Trash, A.Buy,
           A.Pay, A.Token)


def why(s: Any, a: Any) -> tuple[str, str]:
    """(rule, reason) for the illegal action ``a`` in state ``s``."""
    who = s.seat_name(s.seat)
    hexname = getattr(a, "hex", None)
    if hexname is not None and s._hex(hexname) is None:
        return "ED-13.2", f"there is no hex {hexname} on this route"
    pawn = getattr(a, "pawn", 1)
    if pawn == 2 and s.per_player == 1:
        return "ED-11.3", "only with two players has a player a second pawn (pawn 2)"
    phase = {"play": _play, "move": _move, "cards": _cards, "trash": _trash, "gain": _gain,
             "pay": _pay, "discard": _discard}[s.phase]
    return phase(s, a, who)


def _not_held(s: Any, card: str) -> tuple[str, str] | None:
    """ED-3.2 — a card played must be in the hand."""
    if card in s.hands[s.seat]:
        return None
    return "ED-3.2", f"{card} is not in {s.seat_name(s.seat)}'s hand"


# ------------------------------------------------------------------- phase 1
def _play(s: Any, a: Any, who: str) -> tuple[str, str]:
    t = type(a)
    card = "native" if t is A.Native else getattr(a, "card", None)
    held = _not_held(s, card) if card is not None and t not in (A.Buy, A.Gain) else None
    if held:                           # the card is not there to play at all (ED-3.2)
        return held
    if t is A.Move:
        return _why_move(s, a)
    if t is A.Step:
        return "ED-4.3", ("no card is moving a pawn now: the last card's budget is spent or it stopped "
                          f"(play a card to move, 'move <card>', before stepping to {a.hex})")
    if t is A.Stop:
        return "ED-4.4", "no movement is under way to stop"
    if t is A.Clear:
        return _why_clear(s, a, moving=False)
    if t is A.Enter:
        return _why_enter(s, a)
    if t is A.Native:
        return _why_native(s, a, "ED-8.9", "the Native")
    if t is A.Use:
        return _why_use(s, a)
    if t is A.Buy:
        return _why_buy(s, a)
    if t is A.Pay:
        return "ED-7.1", "no purchase is under way: choose the card first ('buy <card>'), then pay for it"
    if t is A.Give:
        return _why_give(s)
    if t is A.Trash:
        return _why_trash(s)
    if t is A.Gain:
        return "ED-8.4", "only the Transmitter gains a card: play it first ('play transmitter')"
    if t is A.Token:
        return _why_token(s, a)
    if t is A.Discard:
        return "ED-9.1", "cards of the hand are discarded in phase 2, after 'end' or the purchase"
    return "ED-3.1", f"{who} plays cards, buys or ends phase 1 ('end') now"


def _why_move(s: Any, a: Any) -> tuple[str, str]:
    c = CARD_TYPES[a.card]
    if c.symbol not in SYMBOLS and c.symbol != "joker":
        how = "'native q,r' (ED-8.9)" if a.card == "native" else f"'play {a.card}' (ED-8.3)"
        return "ED-4.2", f"{c.name_en} has no symbol: it starts no movement (play it with {how})"
    if c.symbol == "joker" and a.symbol is None:
        return "ED-8.1", f"a white card declares machete, paddle or coin: 'move {a.card} as machete' …"
    if c.symbol != "joker" and a.symbol is not None:
        if s.change_symbol:
            return "ED-12.6", f"{c.name_en} moves as its own symbol ('move {a.card}') or as another one"
        return "ED-8.1", (f"{c.name_en} moves as {c.symbol}: only a white card declares a symbol "
                          "(or a card after the change_symbol cave token, ED-12.6)")
    p = s._pawn(a.pawn)
    if s.pawns[p] < 0:
        return "ED-4.8", "that pawn is in El Dorado and never moves again"
    return "ED-4.7", f"{c.name_en} can take no step and pay no barrier from there (ED-D23)"


def _why_clear(s: Any, a: Any, moving: bool) -> tuple[str, str]:
    b = BARRIER[a.barrier]
    if a.barrier not in s.barrier_at:
        return "ED-6.2", f"barrier {a.barrier} is not on the route any more (or never was): it was taken"
    pawn = s.mv[0] if moving else s._pawn(a.pawn)
    if s.pawns[pawn] < 0:
        return "ED-4.8", "that pawn is in El Dorado and never moves again"
    if s.barrier_at.index(a.barrier) not in s._barriers_here(pawn):
        return "ED-6.2", (f"barrier {a.barrier} is paid from a hex next to its seam; the pawn is not on one")
    if b.symbol == "rubble":
        if moving:
            return "ED-6.4", f"barrier {a.barrier} is rubble: it is paid with cards, not inside a movement ('stop' first)"
        return "ED-6.4", (f"barrier {a.barrier} takes exactly {b.strength} card(s); the hand holds "
                          f"{len(s.hands[s.seat])} (ED-D13)")
    if not moving:
        return "ED-6.3", (f"barrier {a.barrier} ({b.symbol} {b.strength}) is paid from the budget of a "
                          f"{b.symbol} card inside its movement: play the card to move first")
    _pawn, symbol, budget = s.mv[0], s.mv[1], s.mv[2]
    if symbol != b.symbol:
        return "ED-6.3", f"barrier {a.barrier} needs {b.symbol}, this movement is {symbol}"
    return "ED-6.3", (f"barrier {a.barrier} needs strength {b.strength}, this card has {budget} left "
                      "(cards never pool their strength, ED-4.5)")


def _why_enter(s: Any, a: Any) -> tuple[str, str]:
    j = s._hex(a.hex)
    r = s.route
    kind = r.terrain[j]
    p = s._pawn(a.pawn)
    if kind not in ("rubble", "basecamp"):
        return "ED-5.1", f"{a.hex} is {kind}: 'enter' is for rubble and basecamps (to move, play a card)"
    rule = "ED-5.1" if kind == "rubble" else "ED-5.2"
    if s.pawns[p] < 0:
        return "ED-4.8", "that pawn is in El Dorado and never moves again"
    i = s.pawns[p]
    if j not in r.adjacency[i]:
        return rule, f"the {kind} at {a.hex} is not next to the pawn"
    if not s._free(j):
        return "ED-4.6", f"{a.hex} is occupied"
    if s._blocked(i, j):
        return "ED-6.1", f"a barrier closes the way to {a.hex}: clear it first"
    return rule, (f"the {kind} at {a.hex} takes exactly {r.strength[j]} card(s); the hand holds "
                  f"{len(s.hands[s.seat])} (ED-D13)")


def _why_native(s: Any, a: Any, rule: str, what: str) -> tuple[str, str]:
    p = s._pawn(a.pawn)
    if s.pawns[p] < 0:
        return "ED-4.8", "that pawn is in El Dorado and never moves again"
    j, r = s._hex(a.hex), s.route
    if j not in r.adjacency[s.pawns[p]]:
        return rule, f"{what} moves the pawn to an adjacent hex; {a.hex} is not next to it"
    t = r.terrain[j]
    if t in ("mountain", "cave", "start"):
        return rule, f"{a.hex} is a {t if t != 'start' else 'start space (ED-D4)'}: {what} never enters it (ED-4.6)"
    return rule, f"{a.hex} is occupied: {what} never enters it (ED-4.6)"


def _why_use(s: Any, a: Any) -> tuple[str, str]:
    c = CARD_TYPES[a.card]
    if a.card == "native":
        return "ED-8.9", "the Native moves a pawn: 'native q,r'"
    if c.symbol != "action":
        return "ED-8.3", f"{c.name_en} has no action: it moves ('move {a.card}'), pays or goes to rubble"
    return "ED-8.4", "no card is left in the market or the reserve for the Transmitter"


def _why_buy(s: Any, a: Any) -> tuple[str, str]:
    c = CARD_TYPES[a.card]
    if c.cost is None:
        return "ED-7.4", f"{c.name_en} is a starting card: it is never in the market"
    if a.card not in s._available():
        return "ED-7.4", f"{a.card} is not available now (the reserve opens only while a market slot is empty)"
    return "ED-7.3", f"{a.card} costs {c.cost}: the hand (and coin tokens) pay at most {s._money() / 2:g}"


def _why_give(s: Any) -> tuple[str, str]:
    last = _last_cards_event(s)
    if last is not None:
        rule, n = last
        what = {"ED-5.1": "the rubble", "ED-5.2": "the basecamp", "ED-6.4": "the rubble barrier"}[rule]
        return rule, f"{what} took exactly its {n} card(s) (ED-D13): no more cards are given"
    return "ED-5.1", ("cards are given only for rubble or a basecamp being entered, a rubble barrier "
                      "being cleared (ED-6.4) or an exchange token (ED-12.6)")


def _last_cards_event(s: Any) -> tuple[str, int] | None:
    """The rule and card count of the rubble, basecamp or rubble barrier paid by this seat's
    last decision, if that was one (read from the log; a cave explored on the way is skipped)."""
    for e in reversed(s.log):
        if e.rule == "ED-12.2":
            continue
        if e.data.get("seat") != s.seat:
            return None
        if e.rule in ("ED-5.1", "ED-5.2") and "cards" in e.data:
            return e.rule, len(e.data["cards"])
        if e.rule == "ED-6.4" and "barrier" in e.data:
            return e.rule, BARRIER[e.data["barrier"]].strength
        return None
    return None


def _why_trash(s: Any) -> tuple[str, str]:
    last = next((e for e in reversed(s.log) if e.data.get("seat") == s.seat), None)
    if last is not None and last.data.get("trashed"):
        most = {"ED-8.7": "the Scientist trashes at most 1 card", "ED-8.8": "the Travel Log trashes at most "
                "2 cards", "ED-12.6": "the trash_card token trashes 1 card"}[last.rule]
        return last.rule, most + ": its trashing is over"
    return "ED-8.7", ("a card is trashed only by the Scientist (ED-8.7), the Travel Log (ED-8.8) or the "
                      "trash_card cave token (ED-12.6)")


def _why_token(s: Any, a: Any) -> tuple[str, str]:
    if not s.caves:
        return "ED-12.1", "cave tokens belong to the caves variant (caves=True)"
    held = {k for k, _ in s.tokens[s.seat]}
    if a.kind not in held:
        return "ED-12.5", f"{s.seat_name(s.seat)} holds no {a.kind} token"
    if a.kind in SYMBOLS:
        if a.strength is None or (a.kind, a.strength) not in s.tokens[s.seat]:
            return "ED-12.5", f"{s.seat_name(s.seat)} holds no {a.kind} token of strength {a.strength}"
        return "ED-4.7", f"a {a.kind} {a.strength} movement can take no step and pay no barrier from there (ED-D23)"
    if a.kind == "native_move":
        if a.hex is None:
            return "ED-12.6", "native_move names the hex: 'token native_move q,r'"
        return _why_native(s, a, "ED-12.6", "native_move")
    if a.kind == "keep_item":
        return "ED-12.6", ("keep_item goes together with a single-use item just used up (right after "
                           "its use, never later)")
    if a.kind == "change_symbol":
        return "ED-12.6", "a change_symbol token is already waiting for the next card"
    if a.kind == "ignore_occupied":
        return "ED-12.6", "ignore_occupied already holds for the rest of the turn"
    return "ED-12.6", f"{a.kind} needs a card in the hand"


# ------------------------------------------------------------- decisions under way
def _move(s: Any, a: Any, who: str) -> tuple[str, str]:
    t = type(a)
    if t is A.Step:
        return _why_step(s, s._hex(a.hex))
    if t is A.Clear:
        return _why_clear(s, a, moving=True)
    if t is A.Stop:
        return "ED-4.7", "a card played to move first moves the pawn or pays a barrier (ED-D23)"
    return "ED-4.4", f"{who} is moving with one card: step on, clear a barrier or 'stop' first"


def _why_step(s: Any, j: int) -> tuple[str, str]:
    """ED-4.3 / ED-4.5 / ED-4.6 / ED-6.1 — why the moving pawn cannot enter hex ``j``."""
    pawn, symbol, budget = s.mv[0], s.mv[1], s.mv[2]
    r, i = s.route, s.pawns[pawn]
    name = s.hex_name(j)
    if j not in r.adjacency[i]:
        return "ED-4.3", f"{name} is not next to the pawn"
    t = r.terrain[j]
    if t in ("mountain", "cave", "start"):
        return "ED-4.6", f"{name} is a {t if t != 'start' else 'start space (ED-D4)'}: no pawn enters it"
    if not s._free(j):
        return "ED-4.6", f"{name} is occupied"
    if s._blocked(i, j):
        return "ED-6.1", f"a barrier closes the way to {name}: clear it first"
    if t in ("rubble", "basecamp"):
        return "ED-5.1", f"{name} is {t}: it is entered with cards ('enter {name}'), not a card's budget"
    if t != symbol:
        return "ED-4.3", f"{name} is {t}, not {symbol}: this card cannot enter it"
    return "ED-4.3", (f"{name} needs strength {r.strength[j]}, this card has {budget} left "
                      "(and cards never pool their strength, ED-4.5)")


def _cards(s: Any, a: Any, who: str) -> tuple[str, str]:
    _, purpose, n, chosen = s.pending[:4]
    rule = CARDS_RULE[purpose]
    if type(a) is A.Give:
        return _not_held(s, a.card) or (rule, f"{a.card} cannot be given now")
    if type(a) is A.Stop:
        if purpose == "exchange":
            return "ED-12.6", "the exchange puts at least 1 card into the played area"
        return rule, f"the {purpose} takes exactly {n} card(s); {len(chosen)} given so far (ED-D13)"
    if type(a) is A.Pay and purpose in ("rubble", "basecamp", "barrier"):
        return "ED-5.3", "cave tokens are not cards: only cards of the hand are given here"
    return rule, f"{who} gives the cards for the {purpose} first ({len(chosen)} of {n} given)"


def _trash(s: Any, a: Any, who: str) -> tuple[str, str]:
    rule = TRASH_RULE[s.pending[3]]
    if type(a) is A.Trash and a.card is not None:
        return _not_held(s, a.card) or (rule, f"{a.card} cannot be trashed now")
    if type(a) is A.Trash:
        return rule, "the trash_card token trashes one card of the hand"
    return rule, f"{who} trashes a card from the hand first ('trash <card>' or 'no trash')"


def _gain(s: Any, a: Any, who: str) -> tuple[str, str]:
    if type(a) is A.Gain:
        return "ED-8.4", f"no {a.card} is left in the market or the reserve"
    return "ED-8.4", f"{who} chooses the Transmitter's card first ('gain <card>')"


def _pay(s: Any, a: Any, who: str) -> tuple[str, str]:
    t = type(a)
    owed = s.pending[2]
    if t is A.Buy:
        return "ED-7.1", "one purchase per turn: this one is under way (ED-D9)"
    if t is A.Pay:
        if owed <= 0:
            return "ED-7.3", "the price is met: money left over would be lost"
        if a.card is not None and _not_held(s, a.card):
            return _not_held(s, a.card)  # type: ignore[return-value]
        if a.card is None:
            if ("coin", a.token) not in s.tokens[s.seat]:
                return "ED-12.5", f"{who} holds no coin token of strength {a.token}"
            return "ED-7.2", "the rest could not pay the price after this token"
        if a.half and not s._may_pay_half(a.card):
            return "ED-7.2", (f"{CARD_TYPES[a.card].name_en} pays what ED-7.2 says; only a white card "
                              "(or one under change_symbol) is paid 'as ½' by choice")
        return "ED-7.3", "the rest of the hand could not pay the price after this card"
    if t is A.Token:
        return _why_token(s, a)
    if t is A.End:
        return "ED-7.2", f"the price is not met: {owed / 2:g} coin(s) still owed"
    return "ED-3.3", f"{who} pays for the purchase now; it ends phase 1 (ED-D9)"


def _discard(s: Any, a: Any, who: str) -> tuple[str, str]:
    t = type(a)
    if t is A.Discard:
        return "ED-3.2", f"{a.card} is not in {who}'s hand"
    bought = _bought_this_turn(s)
    if t is A.Buy and bought:
        return "ED-7.1", "one purchase per turn, and it has been made (ED-D9)"
    if t in PHASE_1 or t is A.End:
        if bought:
            return "ED-3.3", "the purchase ended phase 1 (ED-D9): no more moves, actions or tokens"
        return "ED-3.1", "phase 1 is over: discard cards from the hand or 'keep'"
    return "ED-9.1", f"{who} discards cards from the hand or 'keep's them now"


def _bought_this_turn(s: Any) -> bool:
    for e in reversed(s.log):
        if e.rule == "ED-7.3" and e.data.get("seat") == s.seat:
            return True
        if e.rule in ("ED-9.4", "ED-3.1"):
            return False
    return False
