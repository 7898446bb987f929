"""Rule numbers as options: every number the rulebooks print as a rule parameter a designer
would change is a validated option whose default is the printed value, the engine plays it
everywhere the number is used, and ``evaluate`` (so every bot) sees what it changes."""
from __future__ import annotations

import pytest

import boardlab
from boardlab.bots import GreedyBot
from boardlab.exercises.generate import random_position
from boardlab.rules import BadPosition


def _as(state, **options):
    """``state``'s position played under other options (the same pieces, cards and turn)."""
    pos = state.to_position()
    pos["options"] = {**pos.get("options", {}), **options}
    return boardlab.from_position(state.game, pos)


def _positions(game: str, players: int, count: int = 48, phase: str | None = None):
    """``count`` positions of random games (seeds 0, 1, …, ``40 + 3 × seed`` random
    decisions in), still running and, if given, in ``phase`` (the seat's main decision)."""
    out, seed = [], 0
    while len(out) < count:
        s = random_position(game, seed=seed, players=players, moves=40 + 3 * seed)
        seed += 1
        if not s.is_over and (phase is None or s.phase == phase):
            out.append(s)
    return out


def _choices_differ(a_states, b_states, depth: int = 1) -> int:
    """On how many of the paired positions GreedyBot chooses differently: the default
    ``GreedyBot()`` (depth 1, the lab's ``"greedy"``) unless ``depth`` says otherwise."""
    return sum(str(GreedyBot(depth=depth).choose(a)) != str(GreedyBot(depth=depth).choose(b))
               for a, b in zip(a_states, b_states))


# ---------------------------------------------------------------- El Dorado
def test_ED_9_2_hand_size_is_dealt_and_refilled():
    """ED-2.4 / ED-9.2 — with ``hand_size=5`` each seat draws 5 at setup and back up to 5
    in phase 3; the printed 4 is the default."""
    assert boardlab.new("el_dorado", players=3, seed=2).rules_options.hand_size == 4
    s = boardlab.new("el_dorado", players=3, seed=2, hand_size=5)
    assert [len(s.hand(k)) for k in range(3)] == [5, 5, 5] and s.options == {"hand_size": 5}
    s.apply("end")                     # seat 0 plays nothing …
    while s.to_move == 0:
        s.apply(s.legal_actions()[0])  # … discards what it chooses, then draws back up
    assert len(s.hand(0)) == 5
    with pytest.raises(BadPosition, match="ED-9.2"):
        boardlab.new("el_dorado", players=3, hand_size=0)


def test_ED_7_4_market_slots_fill_from_the_start_types():
    """ED-2.3 / ED-7.4 — ``market_slots=5``: five start types in the market, the sixth in
    the reserve (which is closed: no slot is empty); ``market_slots=8``: two empty slots,
    so the reserve is open from the start."""
    five = boardlab.new("el_dorado", players=3, seed=1, market_slots=5)
    assert len(five.market()) == 5 and None not in five.market()
    assert "transmitter" in dict(five.reserve_cards()) and "buy transmitter" not in map(str, five.legal_actions())
    eight = boardlab.new("el_dorado", players=3, seed=1, market_slots=8)
    assert eight.market()[6:] == [None, None]
    assert boardlab.from_position("el_dorado", eight.to_position()).market() == eight.market()
    pos = eight.to_position()
    pos["market"] = pos["market"][:6]
    with pytest.raises(BadPosition, match="ED-7.4: the market has 8 slots"):
        boardlab.from_position("el_dorado", pos)


def _with_slots(state, slots: int):
    """``state``'s position with a market of ``slots`` slots: the same piles, the slots
    added left empty (ED-7.4 c: the reserve is open while a slot is empty)."""
    pos = state.to_position()
    pos["market"] = pos["market"] + [None] * (slots - len(pos["market"]))
    pos["options"] = {**pos.get("options", {}), "market_slots": slots}
    return boardlab.from_position(state.game, pos)


def test_ED_7_4_market_slots_change_evaluate_and_greedy_choices():
    """ED-7.4 — ``evaluate`` counts what the market offers a seat's purchases (the best
    lasting movement card one may buy now, as far as a hand pays for it; worth less than a
    step).  On mid-game positions whose reserve is closed, two more slots left empty
    (``market_slots=8``) open it: no seat is worth less, most are worth more; and where the
    seat to move has the same choices either way, GreedyBot (depth 1) chooses differently
    on some of them."""
    positions = [s for s in _positions("el_dorado", 3, count=120) if all(k for _, k in s.slots)]
    eight = [_with_slots(s, 8) for s in positions]
    assert len(positions) >= 40
    more = [b.evaluate(k) - a.evaluate(k) for a, b in zip(positions, eight) for k in range(3)]
    assert all(0 <= d < 0.04 for d in more) and sum(d > 0 for d in more) > len(more) // 2
    same = [(a, b) for a, b in zip(positions, eight)
            if list(map(str, a.legal_actions())) == list(map(str, b.legal_actions()))]
    assert len(same) >= 30
    assert _choices_differ([a for a, _ in same], [b for _, b in same], depth=1) >= 1


def _before_a_reshuffle(count: int = 24) -> list:
    """``count`` positions of random 3-player games (seeds 0, 1, …) where the seat to move
    may buy (ED-7.3) and its draw pile holds 4 cards: its next hand of 4 comes from the draw
    pile, a hand of 5 only after a reshuffle (ED-9.3) that brings in what it buys now."""
    import random
    out: list = []
    seed = 0
    while len(out) < count:
        s, rng = boardlab.new("el_dorado", players=3, seed=seed), random.Random(seed)
        while not s.is_over and len(out) < count:
            if (s.phase == "play" and len(s.decks[s.seat]) == 4 and s.turn % 3 == 0
                    and any(str(a).startswith("buy") for a in s.legal_actions())):
                out.append(s.copy())
            s.apply(rng.choice(s.legal_actions()))
        seed += 1
    return out


def test_ED_9_2_hand_size_changes_evaluate_and_greedy_choices():
    """ED-9.2 — ``evaluate`` counts what the seat's next hand moves: ``hand_size`` cards (at
    most the steps left, worth less than a step).  On the same mid-game positions a 5-card
    hand is worth more to every seat than a 4-card one; and where the draw pile holds 4
    cards, a 5-card hand is drawn after a reshuffle (ED-9.3) that brings in what the seat
    buys now, so GreedyBot judges its purchase differently on some of them — at depth 2:
    the bigger hand shows only in the next hand, after the turn (depth 1 chooses alike)."""
    positions = _positions("el_dorado", 3)
    five = [_as(s, hand_size=5) for s in positions]
    assert all(b.evaluate(k) > a.evaluate(k) for a, b in zip(positions, five) for k in range(3))
    assert all(b.evaluate(k) - a.evaluate(k) < 0.15 for a, b in zip(positions, five) for k in range(3))
    buying = _before_a_reshuffle()
    assert _choices_differ(buying, [_as(s, hand_size=5) for s in buying], depth=2) >= 1


# ------------------------------------------------------------------- Urland
def _first(state, rule: str, seed: int = 0):
    """Random play from ``state`` until an event of ``rule``: that event (``None`` at the end)."""
    import random
    rng = random.Random(seed)
    while not state.is_over:
        for e in state.apply(rng.choice(state.legal_actions())):
            if e.rule == rule:
                return e
    return None


def test_U_7_1_actions_is_the_regular_budget():
    """U-7.1 — ``actions=3``: an Ichto player of a 4-player game acts with 3 actions (a
    3-player game adds one: 4); the printed 2 (3) is the default."""
    for players, printed in ((4, 2), (3, 3)):
        assert _first(boardlab.new("urland", players=players, seed=1), "U-7.1").data["actions"] == printed
        more = _first(boardlab.new("urland", players=players, seed=1, actions=3), "U-7.1")
        assert more.data["actions"] == printed + 1
    with pytest.raises(BadPosition, match="U-7.1"):
        boardlab.new("urland", players=4, actions=0)


def test_U_7_2_chip_actions_is_what_a_chip_gives():
    """U-7.2 — ``chip_actions=3``: spending an extra-action chip gives 3 actions."""
    s = boardlab.new("urland", players=4, seed=2, chip_actions=3)
    while not any(str(a) == "chip" for a in s.legal_actions()):
        s.apply(s.legal_actions()[-1])
    events = s.apply("chip")
    assert events[0].text.endswith("3 more actions") and s.to_position()["acting"]["left"] == 3


def test_U_10_1_mutation_spaces_hold_the_auctions():
    """U-9.1 / U-10.1 — ``mutation_spaces=[5, 9]``: the first auction is held at space 5
    (printed: 12), and a position may only have reached the spaces of its options."""
    assert _first(boardlab.new("urland", players=4, seed=3), "U-10.1").data["space"] == 12
    s = boardlab.new("urland", players=4, seed=3, mutation_spaces=[9, 5])
    assert s.rules_options.mutation_spaces == (5, 9) and s.options == {"mutation_spaces": [5, 9]}
    assert _first(s, "U-10.1").data["space"] == 5
    pos = s.to_position()
    assert pos["reached"] == [5] and boardlab.from_position("urland", pos).to_position() == pos
    pos["options"] = {}
    with pytest.raises(BadPosition, match=r"U-10.1: reached is a list of mutation spaces \(12, 16, 21\)"):
        boardlab.from_position("urland", pos)
    with pytest.raises(BadPosition, match="U-10.1"):
        boardlab.new("urland", players=4, mutation_spaces=[30])


def test_U_7_2_extra_action_chips_count_in_evaluate_and_greedy_choices():
    """U-7.2 — a chip still held is worth the actions it gives: with ``chip_actions=3``
    every seat holding chips is worth more to ``evaluate``, and GreedyBot spends (or keeps)
    a chip differently on some of 48 positions where a seat holding one acts — at depth 2:
    a chip's actions are taken at the seat's next decisions, which depth 1 does not see
    (it chooses alike on these 48)."""
    positions, seed = [], 0
    while len(positions) < 48:
        s = random_position("urland", seed=seed, players=4, moves=10 + 3 * seed % 120)
        seed += 1
        if not s.is_over and s.phase == "act" and s.extra[s.to_move]:
            positions.append(s)
    three = [_as(s, chip_actions=3) for s in positions]
    for a, b in zip(positions, three):
        for k in range(4):
            chips = a.extra[k]
            assert b.evaluate(k) - a.evaluate(k) == pytest.approx(chips * 1.25)
    assert _choices_differ(positions, three, depth=2) >= 1



def test_U_13_1_end_space_ends_the_game():
    """U-9.1 / U-13.1 — ``end_space=20``: the game ends once a scoring puts a marker on 20
    (printed: 30, the default); the mutation spaces must lie below the end (U-10.1); a
    position whose marker is on the end space or beyond without the game ending is refused;
    the score track is drawn to the end space."""
    assert boardlab.new("urland", players=4, seed=3).rules_options.end_space == 30
    with pytest.raises(BadPosition, match=r"U-10\.1: mutation_spaces .* 2 … 19 \(below the end space\)"):
        boardlab.new("urland", players=4, seed=3, end_space=20)
    for bad in (9, 61, True, "20"):
        with pytest.raises(BadPosition, match="U-13.1: end_space is a whole number 10 … 60"):
            boardlab.new("urland", players=4, end_space=bad)
    s = boardlab.new("urland", players=4, seed=3, end_space=20, mutation_spaces=[8, 14])
    assert s.options == {"end_space": 20, "mutation_spaces": [8, 14]}
    assert "20 ends the game (U-13.1)" in s._repr_svg_()
    end = _first(s, "U-13.1")
    assert end is not None and end.text.startswith("a marker reached 20")
    assert s.is_over and max(s.track) >= 20 and s.epoch < 3
    pos = s.to_position()
    assert boardlab.from_position("urland", pos).to_position() == pos
    running = random_position("urland", seed=4, players=4, moves=120)
    assert not running.is_over and max(running.track) == 13 and running.reached == (12,)
    assert _as(running, end_space=14, mutation_spaces=[12]).evaluate(0) < running.evaluate(0)
    with pytest.raises(BadPosition, match="U-13.1: a marker on 13 or beyond ends the game"):
        _as(running, end_space=13, mutation_spaces=[12])
    far = _as(running, end_space=60)
    assert "60 ends the game (U-13.1)" in far._repr_svg_() and far.to_position()["options"]["end_space"] == 60


def test_U_3_2_extra_action_chips_is_what_each_player_takes():
    """U-3.2 — ``extra_action_chips=3``: every player takes 3 extra-action chips whatever
    the player count (printed, ``None``: 1 each with 3 players, 2 with 4–5); with 0 no chip
    is ever spent; a position holding more chips than the option deals is refused."""
    for players, printed in ((3, 1), (4, 2), (5, 2)):
        assert boardlab.new("urland", players=players, seed=1).extra == [printed] * players
        assert boardlab.new("urland", players=players, seed=1, extra_action_chips=3).extra == [3] * players
    none = boardlab.new("urland", players=4, seed=1, extra_action_chips=0)
    assert none.log[0].rule == "U-3.1" and none.log[0].text.endswith("takes 0 extra-action chips")
    assert _first(none, "U-7.2") is None and none.is_over
    three = boardlab.new("urland", players=3, seed=1, extra_action_chips=3)
    pos = three.to_position()
    assert pos["extra_chips"] == {"black": 3, "white": 3, "yellow": 3}
    assert boardlab.from_position("urland", pos).to_position() == pos
    pos["options"] = {}
    with pytest.raises(BadPosition, match="U-3.2: black's extra-action chips"):
        boardlab.from_position("urland", pos)
    for bad in (5, -1, "2", 1.0):
        with pytest.raises(BadPosition, match="U-3.2: extra_action_chips is None"):
            boardlab.new("urland", players=4, extra_action_chips=bad)


def _act_positions(count: int = 48, players: int = 4) -> list:
    """``count`` mid-game positions of random games (seeds 0, 1, …) where an Ichto player acts."""
    out, seed = [], 0
    while len(out) < count:
        s = random_position("urland", seed=seed, players=players, moves=20 + 3 * seed % 90)
        seed += 1
        if not s.is_over and s.phase == "act" and max(s.track) < 20:
            out.append(s)
    return out


def test_U_13_1_end_space_changes_evaluate_and_greedy_choices():
    """U-13.1 — ``evaluate`` counts what stands on the land as scored turn after turn until
    the end: weighted by the end space over the printed 30.  On the same mid-game positions
    a farther end (45) makes every seat's land worth more (and nothing else: a seat with no
    Ichto on a labelled region is valued the same), a nearer one (20) less, and GreedyBot
    chooses differently on some of them: the default (depth 1) under the nearer end; under
    the farther one only at depth 2, which sees its next own action too (depth 1, every
    land point weighed 1.5 times, chooses alike on these 48)."""
    positions = _act_positions()
    far = [_as(s, end_space=45) for s in positions]
    near = [_as(s, end_space=20, mutation_spaces=[12, 16]) for s in positions]
    for a, b, c in zip(positions, far, near):
        for k in range(4):
            # the land's points p: 45 counts them 1.5 times (+ p/2), 20 two thirds (− p/3)
            assert b.evaluate(k) - a.evaluate(k) == pytest.approx(1.5 * (a.evaluate(k) - c.evaluate(k)))
            assert b.evaluate(k) >= a.evaluate(k)
    assert sum(b.evaluate(k) > a.evaluate(k) for a, b in zip(positions, far) for k in range(4)) >= 48
    assert _choices_differ(positions, far, depth=2) >= 1 and _choices_differ(positions, near) >= 1


def test_U_3_2_extra_action_chips_count_in_evaluate_and_greedy_choices():
    """U-3.2 — ``evaluate`` counts the extra-action chips a seat still holds (each worth
    its actions, U-7.2): in a game that dealt every player one chip more
    (``extra_action_chips=2`` with 3 players, printed 1), the same moves leave every seat
    one chip more, worth 2 actions × 1.25 to each, and GreedyBot (depth 1: seats holding
    chips weigh differently against one another) chooses differently on some of 48
    positions."""
    positions = _act_positions(players=3)
    more = []
    for s in positions:
        pos = s.to_position()
        pos["options"] = {**pos.get("options", {}), "extra_action_chips": 2}
        pos["extra_chips"] = {c: k + 1 for c, k in pos["extra_chips"].items()}
        more.append(boardlab.from_position("urland", pos))
    for a, b in zip(positions, more):
        assert [b.evaluate(k) - a.evaluate(k) for k in range(3)] == [2.5] * 3
    assert _choices_differ(positions, more) >= 1


def _with_budget(state, actions: int):
    """``state``'s position under ``actions`` (U-7.1), the acting seat's regular actions
    left cut to the new budget."""
    from boardlab.games.urland.components import budget
    pos = state.to_position()
    pos["options"] = {**pos.get("options", {}), "actions": actions}
    acting = pos.get("acting")
    if acting and not acting["chip_used"]:
        seat = state.to_move
        acting["left"] = min(acting["left"], budget(state.players, state.has(seat, "warm_blood"), actions))
    return boardlab.from_position("urland", pos)


def test_U_7_1_actions_per_turn_change_evaluate_and_greedy_choices():
    """U-7.1 — ``evaluate`` reads the regular budget: an action is worth 1.25 times the
    printed budget over the options' (a game's points are shared by all its actions), so a
    chip's 2 actions (U-7.2) weigh less beside turns of 3 and more beside turns of 1; and the
    Ichto turns a seat still has this epoch (U-4.2, U-4.4) bring it the actions more (fewer)
    than printed.  On the same 96 mid-game positions of 4-player games, ``actions=3`` and
    ``actions=1`` change most seats' values — by amounts of opposite sign in the ratio
    1 : −3 (an action worth 5/6 more and 2.5 fewer: chips × 2 × (5/6 − 1.25) + turns × 5/6
    against chips × 2 × 1.25 − turns × 2.5) — and the default GreedyBot chooses differently
    on some of them under each."""
    positions = _act_positions(96)
    three = [_with_budget(s, 3) for s in positions]
    one = [_with_budget(s, 1) for s in positions]
    more = [b.evaluate(k) - a.evaluate(k) for a, b in zip(positions, three) for k in range(4)]
    fewer = [c.evaluate(k) - a.evaluate(k) for a, c in zip(positions, one) for k in range(4)]
    assert all(f == pytest.approx(-3 * m) for m, f in zip(more, fewer))
    assert sum(m != 0 for m in more) >= 300
    assert any(m < 0 for m in more) and any(m > 0 for m in more)      # chips held, turns to come
    assert _choices_differ(positions, three) >= 1
    same = [(a, c) for a, c in zip(positions, one) if list(map(str, a.legal_actions())) == list(map(str, c.legal_actions()))]
    assert len(same) >= 60 and _choices_differ([a for a, _ in same], [c for _, c in same]) >= 1


def test_U_10_1_mutation_spaces_change_evaluate_and_greedy_choices():
    """U-10.1 — ``evaluate`` counts the auctions more (fewer) than printed still ahead of the
    leading marker: each brings a seat its share of the 3 genes on offer (U-10.6) by the
    Ichtos it may bid (its supply, U-10.3/U-10.4), 2.5 points a gene.  On 4-player
    positions whose markers are all below 12: five spaces (12, 14, 16, 18, 21: two auctions
    more) raise every seat with a supply, the larger supply the more; one space (21: two
    fewer) lowers them by as much; and the default GreedyBot chooses differently on some of
    them under each (a supply bids, so reproducing from it is worth more or less)."""
    positions = [s for s in _act_positions(96) if max(s.track) < 12]
    assert len(positions) >= 60
    five = [_as(s, mutation_spaces=[12, 14, 16, 18, 21]) for s in positions]
    one = [_as(s, mutation_spaces=[21]) for s in positions]
    for a, b, c in zip(positions, five, one):
        gain = [b.evaluate(k) - a.evaluate(k) for k in range(4)]
        assert [c.evaluate(k) - a.evaluate(k) for k in range(4)] == pytest.approx([-g for g in gain])
        for k in range(4):
            assert (gain[k] > 0) == (a.supply[k] > 0) and gain[k] <= 2 * 2.5
            assert all(gain[k] >= gain[j] - 1e-9 for j in range(4) if a.supply[k] >= a.supply[j])
    assert _choices_differ(positions, five) >= 1 and _choices_differ(positions, one) >= 10

# -------------------------------------------------------------- Lost Cities
def _lc_start(**kw):
    import sys
    from pathlib import Path
    sys.path.insert(0, str(Path(__file__).parent / "lost_cities"))
    from lc_positions import layout_tiles, pawns, position
    base = position(pawns=[pawns(E1="B6"), pawns(L="R7"), pawns(E1="W7")],
                    rows=[{"B": [2]}, {"R": [0]}, {"W": [2]}],
                    hands=["B5 B8 Y0 W9 W10 G9 G10 R9", "Y2 B9 B10 G7 G8 R8 R8 R10",
                           "Y4 Y5 B7 W8 W8 G5 G6 R6"], tiles=layout_tiles({"B7": "VP15"}))
    base.update(kw)
    return base


def test_LC_4_2_hand_size_is_dealt_and_held_every_turn():
    """LC-3.3 d / LC-4.2 — ``hand_size=6``: 6 cards dealt to each player, 6 again after
    a complete turn; a position whose hands hold the printed 8 is refused."""
    s = boardlab.new("lost_cities", players=3, seed=4, hand_size=6)
    assert [len(s.hand(k)) for k in range(3)] == [6, 6, 6]
    s.apply(s.legal_actions()[-1])
    while s.to_move == 0:
        s.apply(s.legal_actions()[0])
    assert len(s.hand(0)) == 6 and boardlab.from_position("lost_cities", s.to_position()).hand(0) == s.hand(0)
    with pytest.raises(BadPosition, match="LC-4.2: hand 0 holds 8 cards; at this moment it must hold 6"):
        boardlab.from_position("lost_cities", _lc_start(options={"hand_size": 6}))
    assert boardlab.new("lost_cities", players=2, seed=4).rules_options.hand_size == 8


def test_LC_8_1_crossings_is_the_crossing_that_ends_the_round():
    """LC-8.1 — ``crossings=3``: with two pawns across, the third crossing ends the round at
    once (its tile not resolved); under the printed rules it is crossing 3 of 5."""
    printed = boardlab.from_position("lost_cities", _lc_start())
    ev = printed.apply("play B8")
    assert ev[1].rule == "LC-6.1" and "crossing 3 of 5" in ev[1].text and printed.round == 1
    short_rounds = boardlab.from_position("lost_cities", _lc_start(options={"crossings": 3}))
    ev = short_rounds.apply("play B8")
    assert ev[1].rule == "LC-8.1" and "third bridge crossing" in ev[1].text and short_rounds.round == 2
    pos = _lc_start(options={"crossings": 3})
    pos["pawns"][0]["E1"] = "B7"
    pos["rows"][0]["B"] = [2, 8]
    with pytest.raises(BadPosition, match="LC-8.1: 3 pawns are beyond a bridge: the third crossing"):
        boardlab.from_position("lost_cities", pos)


def test_LC_8_1_fewer_crossings_change_evaluate_and_greedy_choices():
    """LC-8.1 — the same positions with ``crossings=3``: the round may end sooner, so the
    pawns' outlook shrinks for some seats (``turns_to_last_crossing``), and GreedyBot plays
    differently on some of 48 positions (a quick step before the round ends)."""
    positions, seed = [], 0
    while len(positions) < 48:
        s = random_position("lost_cities", seed=seed, players=2, moves=40 + 3 * seed % 150)
        seed += 1
        if not s.is_over and s.crossings <= 2 and s.phase == "play":
            positions.append(s)
    short_rounds = [_as(s, crossings=3) for s in positions]
    assert all(a.evaluate(k) >= b.evaluate(k) for a, b in zip(positions, short_rounds) for k in range(2))
    assert sum(a.evaluate(k) > b.evaluate(k) for a, b in zip(positions, short_rounds) for k in range(2)) >= 10
    assert _choices_differ(positions, short_rounds, depth=1) >= 5


def _with_hands_of(state, size: int):
    """``state``'s position under ``hand_size=size`` (LC-4.2) with the same cards off the
    rows: each hand gives its last cards to the bottom of the draw pile (a smaller hand) or
    takes the top ones (a larger), so every seat sees as many cards this round."""
    pos = state.to_position()
    hands, pile = [h.split() for h in pos["hands"]], pos["draw_pile"].split()
    change = size - state.rules_options.hand_size
    for hand in hands:
        if change < 0:
            pile += hand[change:]
            del hand[change:]
        else:
            hand += pile[:change]
            del pile[:change]
    pos.update(hands=[" ".join(h) for h in hands], draw_pile=" ".join(pile),
               options={**pos.get("options", {}), "hand_size": size})
    return boardlab.from_position("lost_cities", pos)


def _lc_positions(count: int, phase: str) -> list:
    """``count`` positions of random 2-player Lost Cities games (seed 0, 1, …, ``20 + 3 ×
    seed % 150`` random decisions in) still running, with the seat to move in ``phase``."""
    positions, seed = [], 0
    while len(positions) < count:
        s = random_position("lost_cities", seed=seed, players=2, moves=20 + 3 * seed % 150)
        seed += 1
        if not s.is_over and s.phase == phase:
            positions.append(s)
    return positions


def test_LC_4_2_hand_size_changes_evaluate_and_greedy_choices():
    """LC-4.2 — a hand of ``H`` lets a seat keep a fitting card until those below it have
    come (LC-5.6: a row ascends): the outlook counts ``H / (H + 2)`` of the fitting cards
    it sees as played, over the printed hand's 8 / 10.  On 96 positions of 2-player games
    where a seat draws (LC-5.9), the same cards off the rows dealt to hands of 6 (the rest
    to the draw pile) or 10: where the draw pile does not bound the turns left (LC-8.2: a
    larger hand leaves a shorter pile, read by the outlook too), every seat with a pawn on a
    path is worth less with 6 and more with 10 (the cards seen alike, only the choice
    differs); a seat with none is worth the same; and the default GreedyBot draws or takes
    a discard differently on some of them under each."""
    positions = _lc_positions(96, "draw")
    six = [_with_hands_of(s, 6) for s in positions]
    ten = [_with_hands_of(s, 10) for s in positions]
    assert [len(h) for h in six[0].hands] == [5, 6] or [len(h) for h in six[0].hands] == [6, 5]
    paths = 0
    for a, b, c in zip(positions, six, ten):
        if (len(c.deck) - c.dpos) / 2 < c.turns_to_last_crossing():
            continue                          # the pile of the 10-card hands bounds the turns
        for k in range(2):
            if a.outlook(k) > 0:
                paths += 1
                assert b.evaluate(k) < a.evaluate(k) < c.evaluate(k)
                assert b.outlook(k) < a.outlook(k) < c.outlook(k)
            else:
                assert b.evaluate(k) == a.evaluate(k) == c.evaluate(k)
    assert paths >= 100
    assert _choices_differ(positions, six) >= 3 and _choices_differ(positions, ten) >= 3


def _lc_undealt(state, **options):
    """``state``'s position under ``options``, its draw pile and removed cards dealt again
    from its seed (what no seat has seen, LC-14.1)."""
    pos = state.to_position()
    pos.update(draw_pile=None, removed=None, options={**pos.get("options", {}), **options})
    return boardlab.from_position("lost_cities", pos)


def test_LC_3_3_removed_cards_sets_the_cards_out_of_a_two_player_round():
    """LC-3.3 c / LC-3.4 — ``removed_cards=20``: 20 cards out of every 2-player round, so a
    draw pile of 110 − 16 − 20 = 74 (the printed 30 leave 64); a position with 30 removed is
    refused, and so are a number out of range and the option with 3 players."""
    printed = boardlab.new("lost_cities", players=2, seed=4)
    assert len(printed.removed) == 30 and len(printed.draw_pile) == 64
    s = boardlab.new("lost_cities", players=2, seed=4, removed_cards=20)
    assert s.options == {"removed_cards": 20} and len(s.removed) == 20 and len(s.draw_pile) == 74
    assert "20 cards removed unseen" in s.log[0].text
    s.check()
    assert len(boardlab.new("lost_cities", players=2, seed=4, removed_cards=0).draw_pile) == 94
    with pytest.raises(BadPosition, match="LC-3.3: 30 removed cards: with 2 players exactly 20 are removed"):
        boardlab.from_position("lost_cities", {**printed.to_position(), "options": {"removed_cards": 20}})
    again = _lc_undealt(printed, removed_cards=20)           # dealt from the seed: 20 of them out
    assert len(again.removed) == 20 and len(again.draw_pile) == 74
    with pytest.raises(BadPosition, match="LC-3.3: removed_cards is a whole number 0 … 80, not 81"):
        boardlab.new("lost_cities", players=2, removed_cards=81)
    with pytest.raises(BadPosition, match="LC-3.3: removed_cards is a rule of 2-player games only"):
        boardlab.new("lost_cities", players=3, removed_cards=20)


def test_LC_3_3_fewer_removed_cards_change_evaluate_and_greedy_choices():
    """LC-3.3 c — the same 2-player positions with no card removed: the draw pile is 30
    cards longer, so every seat expects more draws for its expeditions (``outlook``) and
    GreedyBot plays differently on some of 48 positions."""
    positions = _lc_positions(48, "play")
    printed = [_lc_undealt(s) for s in positions]
    none_out = [_lc_undealt(s, removed_cards=0) for s in positions]
    assert all(len(b.draw_pile) == len(a.draw_pile) + 30 for a, b in zip(printed, none_out))
    assert all(b.evaluate(k) >= a.evaluate(k) for a, b in zip(printed, none_out) for k in range(2))
    assert sum(b.evaluate(k) > a.evaluate(k) for a, b in zip(printed, none_out) for k in range(2)) >= 48
    assert _choices_differ(printed, none_out, depth=1) >= 3


# ---------------------------------------------------------------- Ecosystem
@pytest.mark.parametrize("players", [1, 2, 3])
def test_EC_2_3_hand_size_deals_bigger_hands_and_the_rest_stays_unused(players):
    """EC-2.3 / EC-3.5 — ``hand_size=11``: 11 cards dealt to every hand each round (solo:
    drawn at the start, EC-10.1); the 10 picks still fill the grid, one card of each hand
    stays unused; positions along the game hold the bigger hands and load back."""
    import random
    s = boardlab.new("ecosystem", players=players, seed=6, hand_size=11)
    assert s.options == {"hand_size": 11} and len(s.hand(0)) == 11
    rng = random.Random(6)
    while not s.is_over:
        if rng.random() < 0.1:
            assert boardlab.from_position("ecosystem", s.to_position()).to_position() == s.to_position()
        s.apply(rng.choice(s.legal_actions()))
    assert all(len(g) == 20 for g in s.grids) and len(s.hand(0)) == (2 if players == 1 else 1)
    assert boardlab.from_position("ecosystem", s.to_position()).scores() == s.scores()


def test_EC_2_3_hand_size_is_checked_against_the_deck():
    """EC-2.3 / EC-1.1 — 6 players × 2 rounds × 11 cards is more than the 130-card deck;
    a position with 10-card hands is refused under ``hand_size=11``."""
    with pytest.raises(BadPosition, match="EC-2.3: hand_size 11 needs 2 × 6 × 11 cards"):
        boardlab.new("ecosystem", players=6, hand_size=11)
    with pytest.raises(BadPosition, match="EC-2.3"):
        boardlab.new("ecosystem", players=3, hand_size=9)
    pos = boardlab.new("ecosystem", players=3, seed=1).to_position()
    pos["options"] = {"hand_size": 11}
    with pytest.raises(BadPosition, match="EC-3.5: hand 0 holds 10 cards; at this moment it must hold 11"):
        boardlab.from_position("ecosystem", pos)


def test_EC_6_1_a_scoring_variant_changes_evaluate_and_greedy_choices():
    """EC-6.1 — Ecosystem's ``evaluate`` scores grids with the options' scoring: with bears
    worth 6 a card (printed 2) seats with a bear next to bees or trout are worth more, and
    GreedyBot places differently on some of 48 positions."""
    positions, seed = [], 0
    while len(positions) < 48:
        s = random_position("ecosystem", seed=seed, players=3, moves=6 + seed % 40)
        seed += 1
        if not s.is_over and s.phase == "place":
            positions.append(s)
    bears = [_as(s, scoring={"bear": 6}) for s in positions]
    assert any(b.evaluate(k) > a.evaluate(k) for a, b in zip(positions, bears) for k in range(3))
    assert _choices_differ(positions, bears, depth=1) >= 1
