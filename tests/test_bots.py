"""Bots: any object with ``choose(state) -> Action``, through the contract only."""
import boardlab
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
    """EC-3.2/EC-4.3 — a pick scores nothing until placed; depth 2 looks at the placement."""
    s = boardlab.from_position("ecosystem", {
        "players": 3, "seed": 1, "round": 1, "step": 4, "phase": "pick", "to_move": 0,
        "grids": ["MM/M.", "SS/S.", "WW/W."], "hands": ["FWDTEAY", "FWDTYAB", "FWDTYRB"],
        "picks": [None, None, None], "deck": None})
    # a bee at 1,1 touches two meadow cards: 6 points; a deer would add 4, a fox 3
    assert str(GreedyBot().choose(s)) == "pick E"
    assert str(GreedyBot(depth=1).choose(s)) == "pick A"  # one ply sees no difference: first listed


def test_greedy_beats_random_on_fixed_seeds():
    totals = {"greedy": 0, "random": 0}
    for seed in range(4):
        s = finish(boardlab.new("ecosystem", players=3, seed=seed),
                   {0: GreedyBot(), 1: RandomBot(seed), 2: RandomBot(seed + 50)})
        totals["greedy"] += s.scores()[0]
        totals["random"] += (s.scores()[1] + s.scores()[2]) / 2
    assert totals["greedy"] > totals["random"]
