"""El Dorado card abilities (ED-8) and the discard / draw / reshuffle of a turn (ED-9),
played from edited positions (``setup_position`` + edits + ``ElDorado.from_position``)."""
from __future__ import annotations

from collections import Counter

import pytest

from boardlab import IllegalAction
from boardlab.games.el_dorado import ElDorado
from boardlab.games.el_dorado.beyond import clear_passed
from boardlab.games.el_dorado.data import CARD_TYPES
from boardlab.games.el_dorado.position import setup_position

LANDSCAPE = ("machete", "paddle", "coin")


# ------------------------------------------------------------------ helpers
def position(players: int = 4, seed: int = 0, *, hands: dict | None = None, draws: dict | None = None,
             discards: dict | None = None, pawns: dict | None = None, **options) -> dict:
    """The setup position with seats' hands, draw piles, discard piles and pawns replaced;
    the market cards given to the seats are taken out of the market or the reserve
    (ED-1.3: every card is in one place), the barriers a pawn is placed beyond cleared and
    taken by its seat (ED-6.1, ED-6.2)."""
    p = setup_position(players, seed, **options)
    for key, edits in (("hands", hands), ("draw_piles", draws), ("discards", discards), ("pawns", pawns)):
        for seat, value in (edits or {}).items():
            p[key][seat] = list(value)
    clear_passed(p)
    owned = Counter(c for key in ("hands", "draw_piles", "discards", "played") for cards in p[key]
                    for c in cards if CARD_TYPES[c].initial_location != "starting_deck")
    for card, k in owned.items():
        for i, slot in enumerate(p["market"]):
            if slot and slot[0] == card:
                p["market"][i] = [card, slot[1] - k] if slot[1] > k else None
        if card in p["reserve"]:
            p["reserve"][card] -= k
            if p["reserve"][card] <= 0:
                del p["reserve"][card]
    return p


def game(*args, **kw) -> ElDorado:
    return ElDorado.from_position(position(*args, **kw))


def legal(s: ElDorado) -> list[str]:
    return [str(a) for a in s.legal_actions()]


def free_hex(s: ElDorado, i: int) -> bool:
    """A hex a pawn may stand on before moving (landscape, not a finish space, no pawn)."""
    r = s.route
    return r.terrain[i] in LANDSCAPE and not r.finish[i] and i not in s.pawns


def spot(route_state: ElDorado, test) -> tuple[str, str]:
    """A landscape hex ``h`` and a neighbour ``j`` with ``test(h, j)``, off every barrier seam."""
    s = route_state
    r = s.route
    for h in range(len(r.cells)):
        if not free_hex(s, h) or s._seam[h]:
            continue
        for j in r.adjacency[h]:
            if test(h, j):
                return s.hex_name(h), s.hex_name(j)
    raise AssertionError("no such hex on the route")  # pragma: no cover


def base() -> ElDorado:
    return ElDorado.from_position(setup_position(4, 0))


def gone(s: ElDorado, seat: int, card: str) -> int:
    """How many ``card`` the seat still owns anywhere (hand, piles, played area)."""
    return s.owned(seat)[card]


# ------------------------------------------------------------------ ED-8.1 jokers
def test_ED_8_1_a_joker_declares_machete_paddle_or_coin():
    """A white card may move as any of the three symbols its neighbours need, with its own
    strength (Adventurer 2); the declared symbol is the movement's."""
    b = base()
    r = b.route
    h, j = spot(b, lambda h, j: r.terrain[j] == "paddle" and r.strength[j] <= 2 and j not in b.pawns
                and any(r.terrain[k] == "machete" and r.strength[k] == 1 for k in r.adjacency[h]))
    s = game(hands={0: ["adventurer", "explorer"]}, draws={0: ["traveler"] * 4}, pawns={0: [h]})
    moves = legal(s)
    assert "move adventurer as paddle" in moves and "move adventurer as machete" in moves
    assert "move adventurer" not in moves                      # a joker must declare
    ev = s.apply("move adventurer as paddle")
    assert ev[0].rule == "ED-8.1" and ev[0].data["symbol"] == "paddle" and ev[0].data["strength"] == 2


def test_ED_D22_the_declared_symbol_holds_for_the_whole_play():
    """ED-8.1 / ED-D22: an Adventurer declared paddle enters a paddle-1 hex and then may
    only enter paddle hexes with its last point — no machete hex next to it is offered."""
    b = base()
    r = b.route
    def ok(h, j):
        return (r.terrain[j] == "paddle" and r.strength[j] == 1 and j not in b.pawns and not b._seam[j]
                and any(r.terrain[k] == "machete" and r.strength[k] == 1 and k != h and k not in b.pawns
                        for k in r.adjacency[j])
                and any(r.terrain[k] == "paddle" and r.strength[k] == 1 and k != h and k not in b.pawns
                        for k in r.adjacency[j]))
    h, j = spot(b, ok)
    s = game(hands={0: ["adventurer"]}, draws={0: ["traveler"] * 4}, pawns={0: [h]})
    s.apply("move adventurer as paddle")
    s.apply(f"step {j}")
    assert s.phase == "move" and s.mv[1] == "paddle" and s.mv[2] == 1
    steps = [a.hex for a in s.legal_actions() if type(a).__name__ == "Step"]
    assert steps and all(r.terrain[s._hex(x)] == "paddle" for x in steps)
    machete = next(k for k in r.adjacency[s._hex(j)] if r.terrain[k] == "machete" and r.strength[k] == 1
                   and k not in s.pawns and s.hex_name(k) != h)
    with pytest.raises(IllegalAction) as e:
        s.apply(f"step {s.hex_name(machete)}")
    assert e.value.rule == "ED-4.3"


def test_ED_8_1_the_choice_is_made_again_for_each_card():
    """Two jokers in one turn: the first moves as machete, the second as paddle."""
    b = base()
    r = b.route
    h, j = spot(b, lambda h, j: r.terrain[j] == "machete" and r.strength[j] == 1 and j not in b.pawns
                and not b._seam[j] and any(r.terrain[k] == "paddle" and r.strength[k] == 1 and k not in b.pawns
                                           for k in r.adjacency[j]))
    s = game(hands={0: ["jack_of_all_trades", "jack_of_all_trades"]}, draws={0: ["traveler"] * 4},
             pawns={0: [h]})
    s.apply("move jack_of_all_trades as machete")
    s.apply(f"step {j}")
    assert s.phase == "play" and s.pawns[0] == s._hex(j)
    assert "move jack_of_all_trades as paddle" in legal(s)
    ev = s.apply("move jack_of_all_trades as paddle")
    assert ev[0].rule == "ED-8.1" and ev[0].data["symbol"] == "paddle"


# ------------------------------------------------------------------ ED-8.2 single-use items
def test_ED_8_2_an_item_used_for_movement_leaves_the_game_even_if_strength_is_wasted():
    """A Prop Plane (joker 4) takes one step of strength 1 and stops: it is removed from
    the game, not put in the played area (Anne's Prop Plane)."""
    b = base()
    r = b.route
    h, j = spot(b, lambda h, j: r.terrain[j] == "machete" and r.strength[j] == 1 and j not in b.pawns)
    s = game(hands={0: ["prop_plane", "explorer"]}, draws={0: ["traveler"] * 4}, pawns={0: [h]})
    ev = s.apply("move prop_plane as machete")
    assert any(e.rule == "ED-8.2" for e in ev)
    s.apply(f"step {j}")
    if s.phase == "move":
        s.apply("stop")
    assert gone(s, 0, "prop_plane") == 0 and "prop_plane" not in s.played[0]
    s.apply("end")
    s.apply("keep")
    assert "prop_plane" not in s.discards[0] + s.decks[0] + s.hands[0]
    s.check()


def test_ED_8_2_an_item_paying_at_full_value_leaves_the_game():
    """A Treasure Chest (coin 4) pays for a Trailblazer (cost 3): it leaves the game; the
    excess coin is lost (ED-7.3)."""
    s = game(hands={0: ["treasure_chest", "explorer"]}, draws={0: ["traveler"] * 4})
    s.apply("buy trailblazer")
    s.apply("pay treasure_chest")
    assert gone(s, 0, "treasure_chest") == 0
    assert s.discards[0][-1] == "trailblazer"
    assert "treasure_chest" not in s.discards[0]


def test_ED_8_2_an_item_as_half_coin_or_rubble_is_kept():
    """A Giant Machete paying ½ coin, and a Compass given for a rubble hex, go to the played
    area and are discarded in phase 2 (their function was not used)."""
    s = game(hands={0: ["giant_machete", "traveler"]}, draws={0: ["explorer"] * 3 + ["sailor", "traveler"]})
    s.apply("buy scout")                                      # cost 1 = traveler 1 … or ½ + ½
    s.apply("pay giant_machete")
    assert s.phase == "pay"                                   # ½ coin paid, ½ owed
    s.apply("pay traveler")
    assert "giant_machete" in s.discards[0] and gone(s, 0, "giant_machete") == 1

    b = base()
    r = b.route
    h, j = spot(b, lambda h, j: r.terrain[j] == "rubble" and r.strength[j] == 1 and j not in b.pawns)
    s = game(hands={0: ["compass", "explorer"]}, draws={0: ["traveler"] * 4}, pawns={0: [h]})
    s.apply(f"enter {j}")
    s.apply("card compass")
    assert s.pawns[0] == s._hex(j) and s.played[0] == ("compass",)
    s.apply("end")
    assert "compass" in s.discards[0] and gone(s, 0, "compass") == 1


def test_ED_8_2_an_item_in_a_basecamp_is_trashed_like_any_card():
    b = base()
    r = b.route
    h, j = spot(b, lambda h, j: r.terrain[j] == "basecamp" and r.strength[j] == 1 and j not in b.pawns)
    s = game(hands={0: ["prop_plane", "explorer"]}, draws={0: ["traveler"] * 4}, pawns={0: [h]})
    s.apply(f"enter {j}")
    s.apply("card prop_plane")
    assert s.pawns[0] == s._hex(j) and gone(s, 0, "prop_plane") == 0 and s.played[0] == ()


# ------------------------------------------------------------------ ED-8.3 purple cards
def test_ED_8_3_purple_cards_at_any_time_before_the_purchase():
    """A Cartographer after a movement, and its drawn cards played the same turn; once the
    purchase starts no action card is offered, and after it phase 1 is over (ED-D9)."""
    b = base()
    r = b.route
    h, j = spot(b, lambda h, j: r.terrain[j] == "machete" and r.strength[j] == 1 and j not in b.pawns)
    s = game(hands={0: ["explorer", "cartographer", "traveler", "traveler"]},
             draws={0: ["photographer", "sailor", "explorer"]}, pawns={0: [h]})
    s.apply("move explorer")
    s.apply(f"step {j}")
    if s.phase == "move":
        s.apply("stop")
    assert "play cartographer" in legal(s)
    s.apply("play cartographer")
    assert s.phase == "play" and "photographer" in s.hands[0] and "sailor" in s.hands[0]
    s.apply("buy trailblazer")                                 # photographer 2 + traveler 1
    assert s.phase == "pay" and not any(x.startswith("play ") for x in legal(s))
    s.apply("pay photographer")
    s.apply("pay traveler")
    assert s.phase == "discard" and not any(x.startswith("play ") for x in legal(s))


def test_ED_8_3_a_purple_card_as_half_coin():
    """A purple card may pay ½ coin, its action ignored: it goes to the played area and no
    card is drawn."""
    s = game(hands={0: ["cartographer", "explorer"]}, draws={0: ["traveler"] * 4})
    s.apply("buy scout")
    s.apply("pay cartographer")
    assert s.hands[0] == ("explorer",) and len(s.decks[0]) == 4 and s.played[0] == ("cartographer",)
    s.apply("pay explorer")
    assert s.discards[0] == ("scout", "cartographer", "explorer") and s.seat == 1


# ------------------------------------------------------------------ ED-8.4 Transmitter
def test_ED_8_4_transmitter_gains_any_card_even_from_a_closed_reserve():
    """No slot is empty, yet the Transmitter reaches the reserve; the card goes onto the
    discard pile, the Transmitter leaves the game (ED-8.2), and the turn's purchase is
    still to come (ED-D8)."""
    s = game(hands={0: ["transmitter", "traveler", "traveler"]}, draws={0: ["explorer"] * 3})
    assert all(t for t, _ in s.slots)
    assert "buy compass" not in legal(s)                       # 2½ coins, but the reserve is closed
    s.apply("play transmitter")
    assert s.phase == "gain"
    options = legal(s)
    assert "gain pioneer" in options and "gain native" in options and "gain scout" in options
    s.apply("gain native")
    assert s.discards[0] == ("native",) and dict(s.reserve)["native"] == 2
    assert gone(s, 0, "transmitter") == 0 and s.phase == "play"
    assert "buy scout" in legal(s)                             # ED-D8: not the purchase
    s.apply("buy scout")
    s.apply("pay traveler")
    assert s.discards[0][:2] == ("native", "scout")


def test_ED_8_4_transmitter_reserve_pile_moves_into_an_empty_slot():
    p = position(hands={0: ["transmitter", "explorer"]}, draws={0: ["traveler"] * 4})
    p["market"][0] = None                                      # the scouts are sold out
    s = ElDorado.from_position(p)
    s.apply("play transmitter")
    s.apply("gain pioneer")
    assert ("pioneer", 2) in s.slots and "pioneer" not in dict(s.reserve)
    assert all(t for t, _ in s.slots)                          # the reserve is closed again


def test_ED_8_4_transmitter_takes_the_last_card_of_a_pile():
    """ED-7.4b: the slot empties, so the reserve opens for the turn's purchase."""
    p = position(hands={0: ["transmitter", "traveler", "traveler"]}, draws={0: ["explorer"] * 3})
    p["market"][0] = ["scout", 1]
    s = ElDorado.from_position(p)
    assert "buy captain" not in legal(s)
    s.apply("play transmitter")
    s.apply("gain scout")
    assert s.slots[0] == ("scout", 0) and s.discards[0] == ("scout",)
    assert "buy captain" in legal(s)


# ------------------------------------------------------------------ ED-8.5 … ED-8.8 drawing
def test_ED_8_5_cartographer_draws_2():
    s = game(hands={0: ["cartographer", "explorer"]}, draws={0: ["sailor", "traveler", "explorer"]})
    s.apply("play cartographer")
    assert s.hands[0] == ("explorer", "sailor", "traveler") and s.decks[0] == ("explorer",)
    assert s.played[0] == ("cartographer",) and gone(s, 0, "cartographer") == 1   # not single use


def test_ED_8_6_compass_draws_3_and_leaves_the_game():
    s = game(hands={0: ["compass", "explorer"]}, draws={0: ["sailor", "traveler", "explorer", "traveler"]})
    s.apply("play compass")
    assert s.hands[0] == ("explorer", "explorer", "sailor", "traveler") and s.decks[0] == ("traveler",)
    assert gone(s, 0, "compass") == 0 and s.played[0] == ()


def test_ED_8_7_scientist_draws_1_then_may_trash_1():
    s = game(hands={0: ["scientist", "explorer"]}, draws={0: ["sailor", "traveler"]})
    s.apply("play scientist")
    assert s.hands[0] == ("explorer", "sailor") and s.phase == "trash"
    assert "no trash" in legal(s)
    s.apply("trash explorer")
    assert s.hands[0] == ("sailor",) and gone(s, 0, "explorer") == 0 and s.phase == "play"
    assert s.played[0] == ("scientist",)
    s2 = game(hands={0: ["scientist", "explorer"]}, draws={0: ["sailor", "traveler"]})
    s2.apply("play scientist")
    s2.apply("no trash")
    assert s2.hands[0] == ("explorer", "sailor") and s2.phase == "play"


def test_ED_8_8_travel_log_draws_2_then_trashes_up_to_2():
    """ED-D25: exactly 2 drawn, then 0–2 trashed; the Travel Log leaves the game."""
    s = game(hands={0: ["travel_log", "explorer"]}, draws={0: ["sailor", "traveler", "explorer"]})
    s.apply("play travel_log")
    assert s.hands[0] == ("explorer", "sailor", "traveler") and gone(s, 0, "travel_log") == 0
    s.apply("trash explorer")
    assert s.phase == "trash" and "no trash" in legal(s)
    s.apply("trash sailor")
    assert s.phase == "play" and s.hands[0] == ("traveler",)
    assert gone(s, 0, "explorer") == 1 and gone(s, 0, "sailor") == 0
    s2 = game(hands={0: ["travel_log", "explorer"]}, draws={0: ["sailor", "traveler", "explorer"]})
    s2.apply("play travel_log")
    s2.apply("no trash")
    assert s2.phase == "play" and len(s2.hands[0]) == 3


# ------------------------------------------------------------------ ED-8.9 Native
@pytest.mark.parametrize("terrain,strength", [("machete", 3), ("basecamp", 1), ("rubble", 1)])
def test_ED_8_9_native_ignores_the_hex_requirement(terrain, strength):
    """The Native moves the pawn one hex: no card for its symbol/strength, none discarded
    for rubble, none trashed for a basecamp; the Native goes to the played area."""
    b = base()
    r = b.route
    h, j = spot(b, lambda h, j: r.terrain[j] == terrain and r.strength[j] >= strength and j not in b.pawns)
    s = game(hands={0: ["native", "explorer"]}, draws={0: ["traveler"] * 4}, pawns={0: [h]})
    s.apply(f"native {j}")
    assert s.pawns[0] == s._hex(j) and s.hands[0] == ("explorer",) and s.played[0] == ("native",)
    assert gone(s, 0, "explorer") == 1 and s.phase == "play"


def test_ED_8_9_native_not_onto_a_mountain_start_space_or_occupied_hex():
    b = base()
    r = b.route
    h, j = spot(b, lambda h, j: r.terrain[j] == "mountain")
    s = game(hands={0: ["native", "explorer"]}, draws={0: ["traveler"] * 4}, pawns={0: [h]})
    assert f"native {j}" not in legal(s)
    with pytest.raises(IllegalAction) as e:
        s.apply(f"native {j}")
    assert e.value.rule == "ED-8.9"
    s = game(hands={0: ["native", "explorer"]}, draws={0: ["traveler"] * 4}, pawns={0: ["-3,2"]})
    k = s.route.adjacency[s._hex("-3,2")]
    assert s._hex("-3,3") in k and s._hex("-3,3") not in s.pawns      # start space 1, empty (ED-D4)
    assert "native -3,3" not in legal(s) and any(x.startswith("native") for x in legal(s))
    near = next(x for x in k if r.terrain[x] in LANDSCAPE and x not in s.pawns)
    p = position(hands={0: ["native", "explorer"]}, draws={0: ["traveler"] * 4},
                 pawns={0: ["-3,2"], 1: [s.hex_name(near)]})
    s = ElDorado.from_position(p)
    assert f"native {s.hex_name(near)}" not in legal(s)


def test_ED_8_9_native_clears_a_barrier_it_crosses():
    """ED-D10: the Native crossing an intact barrier clears it, gives it to the player and
    puts the pawn beyond it in one action."""
    b = base()
    r = b.route
    seam = r.seams[0]
    pairs = [tuple(sorted(e, key=lambda i: r.piece_no[i])) for e in seam.edges]
    h, j = next((a, c) for a, c in pairs if r.terrain[a] in LANDSCAPE and r.terrain[c] in LANDSCAPE
                and a not in b.pawns)
    s = game(hands={0: ["native", "explorer"]}, draws={0: ["traveler"] * 4}, pawns={0: [b.hex_name(h)]})
    barrier = s.barrier_at[0]
    assert f"step {s.hex_name(j)}" not in legal(s)
    ev = s.apply(f"native {s.hex_name(j)}")
    assert s.pawns[0] == j and s.won[0] == (barrier,) and s.barrier_at[0] is None
    assert any(e.rule == "ED-6.6" for e in ev)


# ------------------------------------------------------------------ ED-9 discard, draw, reshuffle
def test_ED_9_1_played_area_discarded_hand_cards_kept_or_discarded_individually():
    b = base()
    r = b.route
    h, j = spot(b, lambda h, j: r.terrain[j] == "machete" and r.strength[j] == 1 and j not in b.pawns)
    s = game(hands={0: ["explorer", "sailor", "traveler", "traveler"]},
             draws={0: ["explorer", "explorer", "traveler", "traveler"]}, pawns={0: [h]})
    s.apply("move explorer")
    s.apply(f"step {j}")
    if s.phase == "move":
        s.apply("stop")
    s.apply("end")
    assert s.phase == "discard" and s.discards[0] == ("explorer",) and s.played[0] == ()
    assert set(legal(s)) == {"discard sailor", "discard traveler", "keep"}
    s.apply("discard sailor")
    assert s.discards[0] == ("explorer", "sailor") and s.phase == "discard"
    s.apply("keep")
    # ED-9.2: 2 travelers kept, 2 drawn; ED-9.4: seat 1 plays
    assert s.hands[0] == ("explorer", "explorer", "traveler", "traveler") and s.seat == 1


def test_ED_9_2_draw_up_to_4_and_no_hand_limit():
    """ED-D12: a hand of 5 kept through phase 2 draws nothing and stays at 5."""
    s = game(hands={0: ["cartographer", "explorer", "explorer", "traveler"]},
             draws={0: ["sailor", "traveler", "traveler", "traveler"]})
    s.apply("play cartographer")
    assert len(s.hands[0]) == 5
    s.apply("end")
    s.apply("keep")
    assert len(s.hands[0]) == 5 and s.decks[0] == ("traveler", "traveler") and s.seat == 1


def test_ED_9_3_reshuffle_when_the_draw_pile_runs_out_not_the_played_area():
    """A Cartographer with 1 card left draws it, then the discard pile is shuffled into a
    new draw pile; the cards played this turn are not part of it (ED-D20)."""
    b = base()
    r = b.route
    h, j = spot(b, lambda h, j: r.terrain[j] == "machete" and r.strength[j] == 1 and j not in b.pawns)
    s = game(hands={0: ["cartographer", "explorer"]}, draws={0: ["sailor"]},
             discards={0: ["traveler", "traveler", "traveler", "traveler", "explorer", "explorer"]},
             pawns={0: [h]})
    s.apply("move explorer")
    s.apply(f"step {j}")
    if s.phase == "move":
        s.apply("stop")
    ev = s.apply("play cartographer")
    assert any(e.rule == "ED-9.3" for e in ev)
    assert "sailor" in s.hands[0] and len(s.hands[0]) == 2 and s.discards[0] == ()
    assert sorted(s.decks[0] + s.hands[0]) == sorted(["sailor", "traveler", "traveler", "traveler", "traveler",
                                                      "explorer", "explorer"])
    assert sorted(s.played[0]) == ["cartographer", "explorer"]
    s.check()


def test_ED_9_3_a_card_bought_is_shuffled_in_at_the_draw():
    """ED-D20: the bought card lies on the discard pile; the phase-3 reshuffle takes it."""
    s = game(hands={0: ["traveler", "explorer", "explorer", "sailor"]}, draws={0: []},
             discards={0: ["traveler", "traveler", "traveler", "explorer"]})
    s.apply("buy scout")
    s.apply("pay traveler")
    assert s.phase == "discard"
    s.apply("keep")
    assert "ED-9.3" in [e.rule for e in s.log]
    assert Counter(s.hands[0] + s.decks[0]) == Counter(["traveler"] * 4 + ["explorer"] * 3 + ["sailor", "scout"]) \
        and len(s.hands[0]) == 4 and s.discards[0] == ()


def test_ED_9_3_both_piles_empty_stops_drawing():
    s = game(hands={0: ["cartographer", "explorer"]}, draws={0: ["sailor"]}, discards={0: []})
    s.apply("play cartographer")
    assert s.hands[0] == ("explorer", "sailor") and s.decks[0] == () and s.discards[0] == ()


def test_ED_9_4_the_turn_passes_to_the_next_player():
    s = game()
    for seat in (0, 1, 2, 3):
        assert s.seat == seat and s.turn == 1
        s.apply("end")
        s.apply("keep")
    assert s.seat == 0 and s.turn == 2
