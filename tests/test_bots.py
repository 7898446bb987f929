"""Bots: any object with ``choose(state) -> Action``, through the contract only."""
import random

import pytest

import boardlab
from boardlab import IllegalAction
from boardlab.bots import GreedyBot, RandomBot


def finish(s, bots):
    while not s.is_over:
        s.apply(bots[s.to_move].choose(s))
    return s


def test_random_bot_is_seeded_and_plays_legal_actions():
    a = finish(boardlab.new("ecosystem", players=3, seed=2), {p: RandomBot(p) for p in range(3)})
    b = finish(boardlab.new("ecosystem", players=3, seed=2), {p: RandomBot(p) for p in range(3)})
    assert a.history == b.history


def test_greedy_bot_places_a_bee_next_to_meadows():
    """EC-6.2 — one ply is enough to see that a Bee scores beside Meadow cards."""
    s = boardlab.from_position("ecosystem", {
        "players": 3, "seed": 1, "round": 1, "step": 3, "phase": "place", "to_move": 0,
        "grids": ["MM", "SS", "DD"], "hands": ["BFWDTYE", "BFWDTYA", "BFWDTYR"],
        "picks": ["E", "B", "F"], "deck": None})
    a = GreedyBot(depth=1).choose(s)
    assert (a.row, a.col) in {(1, 0), (1, 1), (-1, 0), (-1, 1)}  # touching a meadow card


def test_greedy_bot_judges_a_pick_by_where_it_can_go():
    """EC-3.2/EC-4.3 — a pick scores nothing until placed; depth 2 looks at the placement,
    judged by ``evaluate`` (the final scoring if the game ended now, majorities included)."""
    s = boardlab.from_position("ecosystem", {
        "players": 3, "seed": 1, "round": 1, "step": 4, "phase": "pick", "to_move": 0,
        "grids": ["MM/M.", "SS/S.", "WW/W."], "hands": ["FWDTEAY", "FWDTYAB", "FWDTYRB"],
        "picks": [None, None, None], "deck": None})
    # a bee at 1,1 touches two meadow cards: 6 points; a wolf there is worth more now that the
    # majorities count: second place in the Wolf majority (EC-7.3) and the gap filled
    assert str(GreedyBot(depth=2).choose(s)) == "pick W"
    values = {}
    for card in "EW":
        t = s.copy()
        t.apply(f"pick {card}")
        t.apply("pick F")
        t.apply("pick F")
        t.apply("place 1,1")
        values[card] = t.evaluate(0)
    assert values["W"] > values["E"]
    assert str(GreedyBot(depth=1).choose(s)) == "pick A"  # one ply sees no difference: first listed


def test_greedy_beats_random_on_fixed_seeds():
    totals = {"greedy": 0, "random": 0}
    for seed in range(4):
        s = finish(boardlab.new("ecosystem", players=3, seed=seed),
                   {0: GreedyBot(), 1: RandomBot(seed), 2: RandomBot(seed + 50)})
        totals["greedy"] += s.scores()[0]
        totals["random"] += (s.scores()[1] + s.scores()[2]) / 2
    assert totals["greedy"] > totals["random"]


# ------------------------------------------------------------------ bots on a seat's view
def play_until(game, players, seed, stop):
    s = boardlab.new(game, players=players, seed=seed)
    rng = random.Random(seed)
    while not stop(s):
        s.apply(rng.choice(s.legal_actions()))
    return s


def test_EC_3_2_bots_choose_on_a_view_while_another_seat_has_picked():
    """EC-3.2 — seat 0 has picked (hidden "?"); seat 1's view lists its own picks and both
    bots choose one of them (RandomBot raised KeyError: '?', GreedyBot returned None)."""
    s = play_until("ecosystem", 3, 4, lambda s: s.phase == "pick" and s.to_move == 1)
    v = s.view(1)
    assert v.picks[0] == "?"
    for bot in (RandomBot(3), GreedyBot(), GreedyBot(depth=1)):
        assert bot.choose(v) in s.legal_actions()
        with pytest.raises(IllegalAction):
            bot.choose(s.view(0))          # seat 0 is not to move: nothing to choose


def test_EC_6_2_greedy_bot_on_a_view_places_a_bee_next_to_meadows():
    """EC-6.2 — the look-ahead on a view still sees its own placement score."""
    s = boardlab.from_position("ecosystem", {
        "players": 3, "seed": 1, "round": 1, "step": 3, "phase": "place", "to_move": 0,
        "grids": ["MM", "SS", "DD"], "hands": ["BFWDTYE", "BFWDTYA", "BFWDTYR"],
        "picks": ["E", "B", "F"], "deck": None})
    a = GreedyBot().choose(s.view(0))
    assert (a.row, a.col) in {(1, 0), (1, 1), (-1, 0), (-1, 1)}


def test_EC_3_6_greedy_bot_on_a_view_does_not_peek():
    """EC-3.6 — two games that differ only in cards seat 0 cannot see get the same choice."""
    s = play_until("ecosystem", 3, 7, lambda s: s.step == 3 and s.phase == "pick" and s.to_move == 0)
    pos = s.to_position()
    hand1, deck = pos["hands"][1], pos["deck"]
    j = next(i for i, c in enumerate(deck) if c != hand1[0])
    other = dict(pos, hands=[pos["hands"][0], deck[j] + hand1[1:], pos["hands"][2]],
                 deck=deck[:j] + hand1[0] + deck[j + 1:])
    a, b = boardlab.from_position("ecosystem", pos), boardlab.from_position("ecosystem", other)
    assert a.view(0).to_position() == b.view(0).to_position()
    assert GreedyBot().choose(a.view(0)) == GreedyBot().choose(b.view(0))


@pytest.mark.parametrize("players,secret_vp", [(2, False), (3, True)])
def test_LC_5_9_bots_choose_on_a_view_in_every_phase(players, secret_vp):
    """LC-5.9 — a draw needs the hidden pile: the look-ahead draws from a determinized
    pile; with secret_vp (LC-14.2) the others' totals are those of the public events.
    Every choice is legal."""
    s = boardlab.new("lost_cities", players=players, seed=12, secret_vp=secret_vp)
    rng = random.Random(12)
    phases = set()
    while not s.is_over and len(s.history) < 400:
        me = s.to_move
        if len(s.history) % 7 == 0 or s.phase not in ("play", "draw"):
            phases.add(s.phase)
            for bot in (RandomBot(1), GreedyBot()):
                assert bot.choose(s.view(me)) in s.legal_actions()
        s.apply(rng.choice(s.legal_actions()))
    assert {"play", "draw", "pawn"} <= phases


def test_EC_9_2_greedy_bot_on_a_view_judges_its_placement_before_the_hidden_neutral_card():
    """EC-9.2 — seat 1 places last; the neutral hand then takes a hidden card (dealt by
    determinize): the look-ahead scores seat 1's own placement, on the view as on the
    full state (both search the same determinized copies)."""
    s = play_until("ecosystem", 2, 1, lambda s: len(s.history) == 19)
    assert s.phase == "place" and s.to_move == 1
    choice = GreedyBot(depth=1).choose(s)
    assert choice != s.legal_actions()[0]          # so a bot that judged nothing would differ
    assert GreedyBot(depth=1).choose(s.view(1)) == choice
    assert GreedyBot().choose(s.view(1)) == GreedyBot().choose(s)


def peeking_choice(s, depth=2):
    """What GreedyBot chose before issue 9: the same look-ahead on the true state."""
    bot, me, best = GreedyBot(depth), s.to_move, None
    for a in s.legal_actions():
        trial = s.copy()
        trial.apply(a)
        value = bot._value(trial, me, depth - 1)
        if best is None or value > best[0]:
            best = (value, a)
    return best[1]


def test_LC_14_1_greedy_bot_chooses_alike_for_full_states_its_seat_cannot_tell_apart():
    """LC-14.1 — two true states differ only in the draw pile's top card, which the seat to
    move cannot see.  A look-ahead on the true state draws in one and takes a discard in
    the other; GreedyBot searches determinized copies and chooses the same in both, and
    the same as on its view."""
    s = boardlab.new("lost_cities", players=2, seed=0)
    rng = random.Random(0)
    for _ in range(45):
        s.apply(rng.choice(s.legal_actions()))
    pos = s.to_position()
    a = boardlab.from_position("lost_cities", pos)
    for j in range(1, len(pos["draw_pile"].split())):   # a top card the peeking bot would draw
        pile = pos["draw_pile"].split()
        pile[0], pile[j] = pile[j], pile[0]
        b = boardlab.from_position("lost_cities", dict(pos, draw_pile=" ".join(pile)))
        if peeking_choice(a) != peeking_choice(b):      # so a bot that peeked would differ
            break
    else:
        raise AssertionError("no draw pile order changes the peeking choice: the test means nothing")
    me = a.to_move
    assert a.phase == "draw" and a.view(me).to_position() == b.view(me).to_position()
    choice = GreedyBot().choose(a)
    assert GreedyBot().choose(b) == choice == GreedyBot().choose(a.view(me))
    assert GreedyBot(samples=3, seed=5).choose(a) == GreedyBot(samples=3, seed=5).choose(b)


def test_greedy_bot_looks_ahead_on_evaluate_where_a_game_defines_it():
    """A game with ``evaluate(seat)`` (El Dorado: progress towards El Dorado, since the game
    has no points) is judged by it during play, by ``scores()`` at the end: greedy bots then
    race to El Dorado and a game ends with an arrival, not at the round limit (ED-D26)."""
    import boardlab
    from boardlab.bots import GreedyBot
    s = boardlab.new("el_dorado", players=3, seed=4)
    values = [s.evaluate(seat) for seat in range(3)]
    assert GreedyBot._margin(s, 0) == values[0] - max(values[1:])
    bots = [GreedyBot(depth=1, seed=seat) for seat in range(3)]
    while not s.is_over:
        s.apply(bots[s.to_move].choose(s))
    assert s.turn < s.round_limit and s.winners()
    assert any(e.rule == "ED-4.8" for e in s.log)


def test_greedy_bot_can_judge_by_the_score_so_far():
    """``judge="scores"`` looks ahead on ``scores()`` alone (what the tutorials written before
    ``evaluate`` show): in the Ecosystem draft position above the bot then prefers the Bee (6
    points now) to the Wolf (whose value is a majority still to come); a bad judge is refused."""
    s = boardlab.from_position("ecosystem", {
        "players": 3, "seed": 1, "round": 1, "step": 4, "phase": "pick", "to_move": 0,
        "grids": ["MM/M.", "SS/S.", "WW/W."], "hands": ["FWDTEAY", "FWDTYAB", "FWDTYRB"],
        "picks": [None, None, None], "deck": None})
    assert str(GreedyBot(depth=2, judge="scores").choose(s)) == "pick E"
    assert str(GreedyBot(depth=2).choose(s)) == "pick W"
    assert repr(GreedyBot(depth=2, judge="scores")) == "GreedyBot(depth=2, judge='scores')"
    with pytest.raises(ValueError, match="judge"):
        GreedyBot(judge="points")
