"""El Dorado's buying and market (ED-7): payment values with ½ coins (Johan's purchase), one
purchase per turn that ends phase 1, the bought card onto the discard pile, change lost and the
single-use item removed (Anne's turn), market slots and the reserve."""
from __future__ import annotations

import random
from collections import Counter

import pytest

from boardlab import IllegalAction
from boardlab.games.el_dorado import ElDorado
from boardlab.games.el_dorado.data import CARD_TYPES, COPIES, MARKET_START, RESERVE_START, STARTING_DECK
from boardlab.games.el_dorado.position import setup_position

STARTS4 = [["-3,3"], ["-2,3"], ["-1,3"], ["0,3"]]


def _take_from_market(p: dict, card: str) -> None:
    for k, m in enumerate(p["market"]):
        if m is not None and m[0] == card:
            p["market"][k] = None if m[1] == 1 else [card, m[1] - 1]
            return
    p["reserve"][card] -= 1
    if p["reserve"][card] == 0:
        del p["reserve"][card]


def position(hand: list[str], seat: int = 0, pawn: str | None = None, seed: int = 5, **edits) -> dict:
    """The 4-player setup with ``seat``'s hand replaced (its draw pile: the rest of its starting
    cards; bought cards leave the market), then the given fields replaced."""
    p = setup_position(4, seed)
    p["hands"][seat] = list(hand)
    elsewhere = hand + edits.get("discards", [[]] * 4)[seat]
    p["draw_piles"][seat] = sorted((Counter(STARTING_DECK) - Counter(c for c in elsewhere if c in STARTING_DECK)).elements())
    for c in hand:
        if c not in STARTING_DECK:
            _take_from_market(p, c)
    if pawn is not None:
        p["pawns"][seat] = [pawn]
    p["seat"] = seat
    p.update(edits)
    return p


def game(hand: list[str], **kw) -> ElDorado:
    s = ElDorado.from_position(position(hand, **kw))
    s.check()
    return s


def legal(s: ElDorado) -> set[str]:
    return {str(a) for a in s.legal_actions()}


def buys(s: ElDorado) -> set[str]:
    return {a[4:] for a in legal(s) if a.startswith("buy ")}


def halves(card: str) -> int:
    """ED-7.2 in half coins: a coin or white card its strength, any other card ½."""
    c = CARD_TYPES[card]
    return 2 * c.strength if c.symbol in ("coin", "joker") else 1


# ------------------------------------------------------------------ ED-7.2 payment value
def test_ED_7_2_johan_pays_4_coins_with_cards_worth_half_each():
    """Johan's purchase: a Photographer (2) and a Traveler (1) make 3; an Explorer and a
    Sailor, ½ each, make the fourth coin — enough for a card costing 4."""
    s = game(["photographer", "traveler", "explorer", "sailor"])
    assert CARD_TYPES["transmitter"].cost == 4 and "transmitter" in buys(s)
    s.apply("buy transmitter")
    for c in ("photographer", "traveler", "explorer"):
        s.apply(f"pay {c}")
        assert s.phase == "pay"                  # 3½ coins: not yet
    s.apply("pay sailor")
    assert s.phase != "pay"
    assert "transmitter" in s.collection[0] and s.slots[MARKET_START.index("transmitter")] == ("transmitter", 2)
    s.check()


def test_ED_7_2_and_ED_7_3_three_and_a_half_coins_do_not_buy_a_4_coin_card():
    """3½ coins (ED-7.2) buy no card costing 4: the refusal cites ED-7.3 (cost ≤ the money)."""
    s = game(["photographer", "traveler", "explorer"])
    assert "transmitter" not in buys(s) and "trailblazer" in buys(s)
    with pytest.raises(IllegalAction) as e:
        s.apply("buy transmitter")
    assert e.value.rule == "ED-7.3" and "3.5" in str(e.value)


def test_ED_7_2_two_half_coins_make_one():
    assert "scout" in buys(game(["explorer", "sailor"]))
    assert "scout" not in buys(game(["explorer"]))
    assert buys(game(["explorer"])) == set()


def test_ED_7_2_white_cards_pay_their_strength_purple_cards_half():
    s = game(["jack_of_all_trades", "cartographer", "explorer"])        # 1 + ½ + ½ = 2
    assert "photographer" in buys(s) and "trailblazer" not in buys(s)
    s = game(["adventurer", "cartographer", "explorer"])                # 2 + ½ + ½ = 3
    assert "trailblazer" in buys(s) and "transmitter" not in buys(s)


@pytest.mark.parametrize("seed", range(12))
def test_ED_7_2_a_card_is_offered_exactly_when_the_hand_can_pay_it(seed):
    rng = random.Random(seed)
    pool = list(STARTING_DECK) + ["photographer", "scout", "treasure_chest", "jack_of_all_trades", "transmitter"]
    hand = rng.sample(pool, rng.randint(1, 5))
    s = game(hand)
    money = sum(halves(c) for c in hand)
    assert buys(s) == {t for t, k in s.slots if t and 2 * CARD_TYPES[t].cost <= money}


# ------------------------------------------------------------------ ED-7.1 / ED-7.3
def test_ED_7_1_one_purchase_per_turn_and_it_ends_phase_1():
    """ED-7.1 / ED-3.3 (ED-D9): after the purchase no second purchase and no movement."""
    s = game(["traveler", "traveler", "explorer", "explorer"], pawn="-2,2")
    s.apply("buy scout")
    s.apply("pay traveler")
    assert s.phase == "discard"
    acts = legal(s)
    assert not any(a.startswith(("buy", "move", "enter", "play")) for a in acts)
    with pytest.raises(IllegalAction):
        s.apply("buy scout")
    with pytest.raises(IllegalAction):
        s.apply("move explorer")


def test_ED_7_1_a_purchase_after_moving():
    s = game(["traveler", "traveler", "explorer", "explorer"], pawn="-2,2")
    s.apply("move explorer")
    s.apply("step -2,1")
    assert "photographer" in buys(s) and "trailblazer" not in buys(s)   # 1 + 1 + ½ = 2½
    s.apply("buy scout")
    s.apply("pay traveler")
    assert "scout" in s.discards[0] and "scout" not in s.hands[0]


def test_ED_7_3_the_bought_card_goes_on_top_of_the_discard_pile_not_the_hand():
    s = game(["traveler", "traveler", "explorer", "explorer"], discards=[["sailor"], [], [], []])
    s.apply("buy photographer")
    s.apply("pay traveler")
    s.apply("pay traveler")
    # on top of the pile as it was; phase 2 then puts the played area on it (ED-9.1)
    assert s.discards[0] == ("sailor", "photographer", "traveler", "traveler")
    assert "photographer" not in s.hands[0] and s.hands[0] == ("explorer", "explorer")


def test_ED_7_3_excess_money_is_lost():
    s = game(["photographer", "traveler", "explorer", "explorer"])
    s.apply("buy scout")
    s.apply("pay photographer")                  # 2 coins for a 1-coin card
    assert s.phase == "discard" and s.hands[0] == ("explorer", "explorer", "traveler")
    assert s.discards[0] == ("scout", "photographer")


# ------------------------------------------------------------------ ED-7.5 / Anne's turn
def test_ED_7_3_and_ED_7_5_anne_moves_then_buys_with_a_prop_plane_declared_coin():
    """Anne's turn: she moves with an Explorer, then pays a 2-coin Photographer with her Prop
    Plane declared coin (4): 2 coins of change are lost, the used Prop Plane leaves the game,
    the Photographer lies on her discard pile; she discards, keeps, draws back to 4."""
    s = game(["prop_plane", "explorer", "traveler", "sailor"], pawn="-2,2")
    s.apply("move explorer")
    s.apply("step -2,1")
    assert "photographer" in buys(s) and "transmitter" in buys(s)     # 4 + 1 + ½ = 5½
    s.apply("buy photographer")
    s.apply("pay prop_plane")
    assert s.phase == "discard"                 # paid in full: the rest stays in the hand
    assert "prop_plane" not in s.collection[0] and "prop_plane" not in s.discards[0]
    assert s.discards[0] == ("photographer", "explorer")
    assert s.hands[0] == ("sailor", "traveler")
    s.apply("discard sailor")
    s.apply("keep")
    assert s.seat == 1 and len(s.hands[0]) == 4 and "traveler" in s.hands[0]
    assert Counter(s.collection[0]) == Counter(s.owned(0))
    s.check()


def test_ED_7_5_payment_cards_go_to_the_played_area_then_the_discard_pile():
    s = game(["traveler", "giant_machete", "explorer", "sailor"])
    s.apply("buy scout")
    s.apply("pay giant_machete")                 # a single-use item paying ½: not removed
    assert s.played[0] == ("giant_machete",) and "giant_machete" in s.collection[0]
    s.apply("pay explorer")
    assert "giant_machete" in s.discards[0] and "explorer" in s.discards[0]
    assert "giant_machete" in s.collection[0]


def test_ED_7_5_a_treasure_chest_counted_at_4_is_removed():
    s = game(["treasure_chest", "traveler", "explorer", "explorer"])
    s.apply("buy trailblazer")
    s.apply("pay treasure_chest")
    assert "treasure_chest" not in s.collection[0] and "treasure_chest" not in s.discards[0]
    assert s.discards[0] == ("trailblazer",)
    s.check()


# ------------------------------------------------------------------ ED-7.4 availability
def test_ED_7_4_the_reserve_is_closed_while_every_slot_is_filled():
    s = game(["treasure_chest", "traveler", "photographer", "explorer"])   # 7½ coins
    assert set(buys(s)) == set(MARKET_START)
    assert "pioneer" not in buys(s)
    with pytest.raises(IllegalAction) as e:
        s.apply("buy pioneer")
    assert e.value.rule == "ED-7.4"


def test_ED_7_4_the_last_copy_empties_its_slot_and_opens_the_reserve():
    p = position(["traveler", "traveler", "explorer", "explorer"])
    p["market"][0] = ["scout", 1]
    s = ElDorado.from_position(p)
    assert "pioneer" not in buys(s)
    s.apply("buy scout")
    s.apply("pay traveler")
    assert s.slots[0] == ("scout", 0) and s.market()[0] is None    # empty, keeping its type
    assert set(RESERVE_START) <= set(s._available())        # the reserve is open now
    s.apply("keep")
    assert s.seat == 1
    p1 = s.to_position()
    p1["hands"][1] = ["traveler", "traveler", "traveler", "traveler"]
    p1["draw_piles"][1] = sorted((Counter(STARTING_DECK) - Counter(["traveler"] * 4)).elements())
    s1 = ElDorado.from_position(p1)
    assert "captain" in buys(s1) and "scientist" in buys(s1) and "pioneer" not in buys(s1)


def test_ED_7_4_a_reserve_card_bought_moves_its_pile_into_the_empty_slot():
    p = position(["treasure_chest", "traveler", "explorer", "explorer"])
    p["market"][0] = None                        # the Scouts are all gone
    s = ElDorado.from_position(p)
    s.check()
    assert "pioneer" in buys(s)
    s.apply("buy pioneer")
    s.apply("pay treasure_chest")
    s.apply("pay traveler")
    assert s.slots[0] == ("pioneer", COPIES - 1)
    assert "pioneer" not in dict(s.reserve)
    assert not any(t in dict(s.reserve) for t in MARKET_START)
    assert "captain" not in s._available()       # no slot empty: the reserve is closed again
    assert s.discards[0][0] == "pioneer"
    s.check()


def test_ED_7_4_an_exhausted_reserve_pile_leaves_the_slot_empty():
    p = position(["treasure_chest", "traveler", "explorer", "explorer"])
    p["market"][0] = None
    p["reserve"]["pioneer"] = 1
    s = ElDorado.from_position(p)
    s.apply("buy pioneer")
    s.apply("pay treasure_chest")
    s.apply("pay traveler")
    assert s.slots[0] == (None, 0) and "pioneer" not in dict(s.reserve)
    assert "captain" in s._available()           # a slot is still empty: the reserve stays open


def test_ED_7_4_market_piles_are_always_available():
    s = game(["treasure_chest", "photographer", "traveler", "explorer"])
    assert {t for t, k in s.slots if k} <= set(s._available())
    p = position(["treasure_chest", "photographer", "traveler", "explorer"])
    p["market"][5] = None
    s = ElDorado.from_position(p)
    assert {t for t, k in s.slots if k} <= set(s._available())
