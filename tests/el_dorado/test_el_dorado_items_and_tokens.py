"""Single-use items paid as ½ coin (ED-7.2, ED-8.2), the keep_item token with an item used to
pay and only right after the item's use (ED-12.6, ED-D24), and the change_symbol token used
up by the next card played, whatever it is played for (ED-12.6, ED-D16).  Edited positions
on the first-game route (the helpers of the caves tests)."""
from __future__ import annotations

import pytest

from boardlab import IllegalAction
from boardlab.games.el_dorado import ElDorado
from test_el_dorado_caves import A, BASE, DECK, S, cave_game, legal, position, with_caves  # tests/el_dorado is on sys.path

R = BASE.route


def game(**kw) -> ElDorado:
    s = ElDorado.from_position(position(**kw))
    s.check()
    return s


def _next_to(terrain: str, strength: int) -> tuple[str, str]:
    """A machete-1 hex next to a free ``terrain`` hex of ``strength``, and that hex."""
    for j, (t, k) in enumerate(zip(R.terrain, R.strength)):
        if t == terrain and k == strength and j not in BASE.pawns:
            for h in R.adjacency[j]:
                if R.terrain[h] == "machete" and h not in BASE.pawns and not BASE._seam[h]:
                    return BASE.hex_name(h), BASE.hex_name(j)
    raise AssertionError  # pragma: no cover


# ------------------------------------------------------------------ ED-7.2 / ED-8.2: ½ coin
def test_ED_7_2_ED_8_2_a_prop_plane_paid_as_half_coin_is_discarded_normally():
    """A white card not declared coin is worth ½ coin; a Prop Plane paid so has not used its
    function and goes to the played area, then the discard pile (Anne's exception)."""
    s = game(hands={0: ["prop_plane", "explorer"]}, draws={0: ["traveler"] * 4})
    s.apply("buy scout")                                      # cost 1: ½ + ½
    assert {"pay prop_plane", "pay prop_plane as ½", "pay explorer"} <= set(legal(s))
    a = s.parse("pay prop_plane as ½")
    assert str(a) == "pay prop_plane as ½" and s.parse("pay prop_plane as half") == a
    ev = s.apply(a)
    assert s.phase == "pay" and s.pending[2] == 1             # ½ paid, ½ owed
    assert any(e.rule == "ED-8.2" and "discarded normally" in e.text for e in ev)
    assert s.played[0] == ("prop_plane",) and s.owned(0)["prop_plane"] == 1
    s.apply("pay explorer")
    assert "prop_plane" in s.discards[0] and "scout" in s.discards[0]
    s.check()


def test_ED_7_5_a_prop_plane_paid_at_full_strength_is_removed():
    s = game(hands={0: ["prop_plane", "explorer"]}, draws={0: ["traveler"] * 4})
    s.apply("buy transmitter")
    s.apply("pay prop_plane")                                 # declared coin: 4
    assert s.phase == "discard" and s.owned(0)["prop_plane"] == 0
    assert "prop_plane" not in s.collection[0]


def test_ED_7_2_only_a_white_card_pays_as_half_by_choice():
    """A coin card pays its strength (ED-7.2); 'as ½' is the choice of a white card."""
    s = game(hands={0: ["traveler", "explorer", "jack_of_all_trades"]}, draws={0: ["traveler"] * 3})
    s.apply("buy scout")
    assert "pay traveler as ½" not in legal(s) and "pay jack_of_all_trades as ½" in legal(s)
    before = s.to_position()
    with pytest.raises(IllegalAction) as e:
        s.apply("pay traveler as ½")
    assert e.value.rule == "ED-7.2" and s.to_position() == before


# ------------------------------------------------------------------ ED-12.6 keep_item
def test_ED_12_6_keep_item_with_a_treasure_chest_used_to_pay():
    """A Treasure Chest spent at full value on a purchase can be kept with the keep_item token:
    the price met, the purchase waits for the token or 'end' (ED-D24: nothing is lost)."""
    s = cave_game(tokens={0: [("keep_item",)]}, hands={0: ["treasure_chest", "explorer"]},
                  draws={0: ["traveler"] * 3})
    s.apply("buy transmitter")
    s.apply("pay treasure_chest")
    assert s.phase == "pay" and set(legal(s)) == {"token keep_item", "end"}
    s.apply("token keep_item")
    assert s.phase == "discard" and "transmitter" in s.discards[0]
    assert "treasure_chest" in s.discards[0] and s.owned(0)["treasure_chest"] == 1
    s.check()


def test_ED_12_6_a_purchase_paid_by_an_item_ends_at_once_without_the_token():
    s = cave_game(hands={0: ["treasure_chest", "explorer"]}, draws={0: ["traveler"] * 3})
    s.apply("buy transmitter")
    s.apply("pay treasure_chest")
    assert s.phase == "discard" and s.owned(0)["treasure_chest"] == 0


def test_ED_12_6_keep_item_with_a_prop_plane_paid_as_coin_then_end_loses_it():
    s = cave_game(tokens={0: [("keep_item",)]}, hands={0: ["prop_plane", "explorer"]},
                  draws={0: ["traveler"] * 3})
    s.apply("buy transmitter")
    s.apply("pay prop_plane")
    s.apply("end")                                            # the token not used: the plane is gone
    assert s.phase == "discard" and s.owned(0)["prop_plane"] == 0
    assert ("keep_item", None) in s.tokens[0] and "transmitter" in s.discards[0]


def test_ED_12_6_keep_item_right_after_an_item_moved_a_pawn():
    """A Prop Plane moving a pawn is used up when played; keep_item may follow its movement."""
    s = cave_game(tokens={0: [("keep_item",)]}, hands={0: ["prop_plane", "explorer"]},
                  draws={0: DECK[:3]}, pawns={0: [S]})
    s.apply("move prop_plane as machete")
    s.apply(f"step {A}")
    if s.phase == "move":
        s.apply("stop")
    assert "token keep_item" in legal(s)
    s.apply("token keep_item")
    assert s.played[0] == ("prop_plane",) and s.owned(0)["prop_plane"] == 1


def test_ED_12_6_keep_item_is_not_offered_later_in_the_turn():
    """keep_item goes together with the item just used: once another card is played, it is
    too late for the Compass, and the refusal says so."""
    s = cave_game(tokens={0: [("keep_item",)]}, hands={0: ["compass", "explorer"]},
                  draws={0: ["traveler", "traveler", "traveler"]}, pawns={0: [S]})
    s.apply("play compass")
    assert "token keep_item" in legal(s)
    s.apply("move explorer")
    s.apply(f"step {A}")
    if s.phase == "move":
        s.apply("stop")
    assert "token keep_item" not in legal(s)
    before = s.to_position()
    with pytest.raises(IllegalAction) as e:
        s.apply("token keep_item")
    assert e.value.rule == "ED-12.6" and "just used" in str(e.value) and s.to_position() == before


def test_ED_12_6_keep_item_not_after_a_purchase_step_paid_with_another_card():
    """A Treasure Chest paid first and an Explorer next: the chest's moment has passed."""
    p = position(caves=True, hands={0: ["treasure_chest", "explorer", "sailor"]}, draws={0: DECK[:1]})
    assert p["market"][0] == ["scout", 3]
    p["market"][0] = None                                     # an empty slot opens the reserve
    p["discards"][1] = ["scout"] * 3                          # the scouts were bought
    s = ElDorado.from_position(with_caves(p, tokens={0: [("keep_item",)]}))
    s.apply("buy pioneer")                                    # cost 5: 4 + ½ + ½
    s.apply("pay treasure_chest")
    assert s.phase == "pay" and "token keep_item" in legal(s)
    s.apply("pay explorer")
    assert "token keep_item" not in legal(s)
    s.apply("pay sailor")
    assert s.seat == 1 and s.owned(0)["treasure_chest"] == 0 and s.owned(0)["pioneer"] == 1


# ------------------------------------------------------------------ ED-12.6 change_symbol
@pytest.mark.parametrize("how", ["white card", "rubble", "exchange", "purple card", "payment"])
def test_ED_12_6_change_symbol_is_used_up_by_the_next_card_played(how):
    """'la prochaine carte que joue le joueur': the next card played uses the token up, a
    white card and cards given for rubble or an exchange, an action card or a payment
    included — a later machete card moves as machete only."""
    h, rubble = _next_to("rubble", 1)
    hand = ["explorer", "scout"] + {"white card": ["jack_of_all_trades"], "purple card": ["cartographer"]}.get(how, [])
    tokens = [("change_symbol",)] + ([("exchange_cards",)] if how == "exchange" else [])
    s = cave_game(tokens={0: tokens}, hands={0: hand}, draws={0: ["traveler"] * 4}, pawns={0: [h]})
    s.apply("token change_symbol")
    assert s.change_symbol
    if how == "white card":
        s.apply(next(a for a in legal(s) if a.startswith("move jack_of_all_trades as ")))
        while s.phase == "move":
            s.apply("stop" if "stop" in legal(s) else legal(s)[0])
    elif how == "rubble":
        s.apply(f"enter {rubble}")
        s.apply("card explorer")
    elif how == "exchange":
        s.apply("token exchange_cards")
        s.apply("card explorer")
        s.apply("stop")
    elif how == "purple card":
        s.apply("play cartographer")
    else:
        s.apply("buy scout")
        s.apply("pay explorer as ½")
        assert not s.change_symbol
        return
    assert not s.change_symbol
    assert not any(a.startswith("move scout as") for a in legal(s))


def test_ED_12_6_change_symbol_a_machete_card_paid_as_coin_or_as_half():
    """Under change_symbol a machete card pays its strength as coin, or ½ by choice — a
    Giant Machete paid ½ is discarded normally (ED-8.2)."""
    s = cave_game(tokens={0: [("change_symbol",)]}, hands={0: ["giant_machete", "explorer"]},
                  draws={0: ["traveler"] * 3})
    s.apply("token change_symbol")
    s.apply("buy scout")
    assert {"pay giant_machete", "pay giant_machete as ½"} <= set(legal(s))
    s.apply("pay giant_machete as ½")
    assert s.played[0] == ("giant_machete",) and not s.change_symbol
    s.apply("pay explorer")
    assert s.owned(0)["giant_machete"] == 1 and s.owned(0)["scout"] == 1
