"""The analysis board (issue 13, item 3): turns, their values now and after look-ahead
(``boardlab.analysis``), and the ``Analyze`` widget driven from Python."""
from __future__ import annotations

import math
import random
import re

import pytest

import boardlab
import boardlab.analysis
from boardlab import render
from boardlab.analysis import BUDGET, SECONDS, TOP, Analysis, analyze, turns, value
from boardlab.bots import MCTSBot
from boardlab.exercises.generate import random_position
from boardlab.widgets import Analyze
from boardlab.widgets.analyze import heat


def played(game: str, seed: int, moves: int, players: int | None = None) -> boardlab.State:
    """A game after ``moves`` random decisions (fewer if it ends), seeded."""
    return random_position(game, seed, players, moves)


#: mid-game states of every game (El Dorado at move 196: a travel log draws — a chance step)
POSITIONS = [("ecosystem", 1, 25), ("lost_cities", 2, 0), ("lost_cities", 3, 41),
             ("urland", 1, 15), ("el_dorado", 0, 41), ("el_dorado", 0, 196)]


def _secrets_path(state, t):
    """The seat-to-move's secrets before each decision of turn ``t``, and after the last."""
    s = state.copy()
    out = [s.secrets(t.seat)]
    movers = []
    for a in t.actions:
        movers.append(s.to_move)
        s.apply(a)
        out.append(s.secrets(t.seat))
    return s, movers, out


@pytest.mark.parametrize("game,seed,moves", POSITIONS)
def test_issue13_3_every_turn_ends_when_the_mover_changes(game, seed, moves):
    s = played(game, seed, moves)
    seat = s.to_move
    ts = turns(s)
    assert ts
    for t in ts:
        after, movers, secrets = _secrets_path(s, t)
        assert movers == [seat] * len(t.actions), t          # one seat's decisions only
        assert secrets[:-1] == [secrets[0]] * len(t.actions), t   # no chance step inside
        if t.ends == "turn":
            assert after.to_move != seat and not after.is_over, t
        elif t.ends == "over":
            assert after.is_over
        elif t.ends == "chance":
            assert after.to_move == seat and secrets[-1] != secrets[0], t
        else:
            assert t.ends == "long" and after.to_move == seat


def test_issue13_3_a_chance_step_ends_a_turn():
    s = played("el_dorado", 0, 196)
    assert any(t.ends == "chance" for t in turns(s))


@pytest.mark.parametrize("game,seed,moves", POSITIONS)
def test_issue13_3_turns_reach_distinct_positions_and_start_with_every_decision(game, seed, moves):
    s = played(game, seed, moves)
    ts = turns(s)
    positions = []
    for t in ts:
        after = s.copy()
        for a in t.actions:
            after.apply(a)
        positions.append(after.to_json())
    assert len(set(positions)) == len(positions)          # transpositions listed once
    assert len(ts) <= 200
    assert {t.actions[0] for t in ts} == set(s.legal_actions())


def test_issue13_3_a_capped_list_says_so_and_keeps_every_first_decision():
    s = played("urland", 1, 15)
    full = turns(s)
    few = turns(s, limit=len(s.legal_actions()))
    assert few.capped and len(few) <= len(s.legal_actions()) < len(full)
    assert {t.actions[0] for t in few} == set(s.legal_actions())
    assert not turns(boardlab.new("lost_cities", seed=1)).capped


@pytest.mark.parametrize("game,seed,moves", POSITIONS)
def test_issue13_3_value_now_is_evaluate_after_the_turn(game, seed, moves):
    s = played(game, seed, moves)
    a = analyze(s)
    assert len(a) == len(turns(s))
    for line in a:
        after = s.copy()
        for act in line.turn.actions:
            after.apply(act)
        assert line.now == value(after, line.turn.seat)
        assert line.now == (after.evaluate(line.turn.seat) if not after.is_over
                            else after.scores()[line.turn.seat])
    nows = [line.now for line in a]
    assert nows == sorted(nows, reverse=True)             # ranked best first


def test_issue13_3_value_now_of_a_view_is_the_mean_over_its_worlds():
    s = played("lost_cities", 3, 41)
    seat = s.to_move
    a = analyze(s.view(seat), worlds=4, seed=5)
    worlds = [s.view(seat).determinize(seat, random.Random(f"5/{k}")) for k in range(4)]
    for line in a.lines[:10]:
        vals = []
        for w in worlds:
            w = w.copy()
            for act in line.turn.actions:
                w.apply(act)
            vals.append(value(w, seat))
        assert line.now == pytest.approx(sum(vals) / 4)


@pytest.mark.parametrize("policy", ["mcts", "random"])
def test_issue13_3_look_ahead_is_deterministic_for_a_seed(policy):
    s = played("lost_cities", 1, 0)

    def ahead(seed):
        a = analyze(s, worlds=3, seed=seed)
        ticks = []
        a.think(iterations=2, policy=policy,
                progress=lambda done, total: ticks.append((done, total)))
        n = len(a) * 3
        assert ticks == [(i, n) for i in range(1, n + 1)]    # after each line and world
        return [(str(line.turn), line.ahead, line.ahead_err) for line in a]

    first = ahead(7)
    assert first == ahead(7)
    assert all(x is not None and e is not None and e >= 0 for _, x, e in first)
    assert first != ahead(8)
    scores = [x for _, x, _ in first]
    assert scores == sorted(scores, reverse=True)         # re-ranked by the look-ahead


class _Spy:
    """Records every ``MCTSBot.choose`` (the state it is given, its iterations) and every
    ``value`` the look-ahead takes at the end of a continuation."""

    def __init__(self, monkeypatch):
        self.chosen: list[tuple[boardlab.State, int]] = []
        self.ends: list[tuple[boardlab.State, float]] = []
        choose, judge = MCTSBot.choose, boardlab.analysis.value

        def spy_choose(bot, state):
            self.chosen.append((state, bot.iterations))
            return choose(bot, state)

        def spy_value(state, seat):
            v = judge(state, seat)
            self.ends.append((state.copy(), v))
            return v

        monkeypatch.setattr(MCTSBot, "choose", spy_choose)
        monkeypatch.setattr(boardlab.analysis, "value", spy_value)


@pytest.mark.parametrize("game,seed,moves,horizon", [("lost_cities", 3, 41, None),
                                                     ("ecosystem", 1, 25, 6)])
def test_issue13_3_look_ahead_answers_by_mcts_on_each_movers_view(monkeypatch, game, seed, moves,
                                                                  horizon):
    """Every decision of the continuation is an MCTSBot's choice on the deciding seat's
    view (never a full state: no seat peeks, not even into a determinized world)."""
    s = played(game, seed, moves)
    a = analyze(s, limit=6, worlds=2)
    spy = _Spy(monkeypatch)
    a.think(iterations=3, horizon=horizon)
    assert spy.chosen and len(spy.ends) == len(a) * 2
    for state, iterations in spy.chosen:
        assert iterations == 3
        assert state.viewer is not None and state.viewer == state.to_move
    for end, _ in spy.ends:                               # each end: after the bots' choices
        assert len(end.history) > len(s.history) + 1
    searched = [line.ahead for line in a]
    spy.chosen.clear()
    b = analyze(s, limit=6, worlds=2)
    b.think(policy="random", horizon=horizon)
    assert spy.chosen == []                               # the fast old way: no search
    assert [line.ahead for line in b] != searched


@pytest.mark.parametrize("policy", ["mcts", "random"])
def test_issue13_3_look_ahead_is_the_mean_and_error_of_evaluate_one_round_on(monkeypatch, policy):
    """Each line's look-ahead is the mean (± standard error) over the worlds of
    ``evaluate(seat)`` (the score once over) where one round ends: the other seat has
    answered and the seat has played its next turn — values evaluate can give."""
    s = played("lost_cities", 3, 41)
    seat = s.to_move
    a = analyze(s, limit=8, worlds=3, seed=2)
    order = list(a.lines)                                 # think goes through them in this order
    spy = _Spy(monkeypatch)
    a.think(iterations=2, policy=policy)
    assert len(spy.ends) == len(order) * 3
    for i, line in enumerate(order):
        ends = spy.ends[3 * i:3 * i + 3]
        vals = []
        for end, v in ends:
            assert v == (end.scores()[seat] if end.is_over else end.evaluate(seat))
            if not end.is_over and line.turn.ends == "turn":
                assert end.to_move != seat                # the seat has played its next turn
                assert len(end.history) >= len(s.history) + len(line.turn.actions) + 2
            vals.append(v)
        mean = sum(vals) / 3
        err = math.sqrt(sum((x - mean) ** 2 for x in vals) / 2 / 3)
        assert line.ahead == pytest.approx(mean) and line.ahead_err == pytest.approx(err)


def test_issue13_3_a_longer_horizon_reaches_ecosystem_placements():
    """In Ecosystem's draft, one round after a placement ends at the seat's pick (it scores
    once placed); two rounds reach its next placement."""
    s = played("ecosystem", 1, 25)
    one, two = analyze(s, worlds=2), analyze(s, worlds=2)
    one.think(iterations=2)
    two.think(iterations=2, horizon=2 * s.players)
    assert all(line.ahead == line.now for line in one)
    assert any(line.ahead != line.now for line in two)


@pytest.mark.parametrize("game,seed,moves", [("lost_cities", 3, 41), ("ecosystem", 1, 25),
                                             ("el_dorado", 0, 196)])
def test_issue13_3_analysis_of_a_view_never_reads_secrets(game, seed, moves):
    """Two states that look the same to the seat (the true one and a determinization of
    it) get the same analysis of their views: nothing hidden from the seat is read."""
    s = played(game, seed, moves)
    seat = s.to_move
    other = s.determinize(seat, random.Random(99))
    assert other.secrets(seat) != s.secrets(seat)           # the hidden cards differ

    def seen(state):
        a = analyze(state.view(seat), limit=12, worlds=2, seed=1)
        a.think(iterations=2)
        return [(str(line.turn), line.now, line.now_err, line.ahead, line.ahead_err) for line in a]

    assert seen(s) == seen(other)
    w1, w2 = Analyze(s.view(seat), worlds=2), Analyze(other.view(seat), worlds=2)
    assert w1.board.svg == w2.board.svg and w1.moves.options == w2.moves.options
    w1.step(0)
    w2.step(0)
    assert w1.board.svg == w2.board.svg and w1.state.viewer == seat


def test_issue13_3_no_turns_when_the_game_is_over_or_another_seat_moves_in_a_view():
    s = played("lost_cities", 3, 41)
    other = 1 - s.to_move
    a = Analyze(s.view(other))
    assert len(a.analysis) == 0 and a.moves.options == () and a.think_button.disabled
    assert "hidden from" in a.status.value
    over = played("ecosystem", 1, 10_000, players=2)
    assert over.is_over and "game is over" in Analyze(over).status.value


def test_issue13_3_widget_steps_into_a_variation_and_back():
    s = played("lost_cities", 3, 41)
    before = s.to_json()
    a = Analyze(s)
    line = a.analysis.lines[2]
    a.moves.value = 2                                     # click the third row
    expected = s.copy()
    for act in line.turn.actions:
        expected.apply(act)
    assert a.state.to_json() == expected.to_json() and len(a.path) == 2
    assert [b.description for b in a.crumbs] == ["start", str(line.turn)]
    assert a.moves.value is None and len(a.moves.options) == len(a.analysis)
    a.moves.value = 0
    assert len(a.path) == 3
    a.crumbs[0].click()                                   # breadcrumb: back to the start
    assert len(a.path) == 1 and a.state is s and [b.description for b in a.crumbs] == ["start"]
    assert s.to_json() == before                          # the state given is never changed


def test_issue13_3_widget_heat_overlay_and_node_click():
    s = played("lost_cities", 3, 41)
    a = Analyze(s)
    lines = a.analysis.lines
    heated = dict(re.findall(r'data-node="([^"]*)" data-heat="([^"]*)"', a.board.svg))
    firsts = {render.nodes_of(s, line.turn.actions[0])[0] for line in lines}
    assert set(heated) == firsts
    best = {n: max(line.now for line in lines if render.nodes_of(s, line.turn.actions[0])[0] == n)
            for n in firsts}
    assert heated == {n: f"{v:+.1f}" for n, v in best.items()}
    node = render.nodes_of(s, lines[-1].turn.actions[0])[0]
    a.board.click(node)                                   # the best turn starting there
    first = next(line for line in lines if render.nodes_of(s, line.turn.actions[0])[0] == node)
    assert a.path[-1][2] == str(first.turn)


def test_issue13_3_widget_think_moves_the_progress_bar():
    s = played("ecosystem", 1, 25)
    a = Analyze(s, worlds=2, iterations=2)
    seen = []
    a.progress.observe(lambda ch: seen.append(ch["new"]), names="value")
    a.think_button.click()
    n = len(a.analysis) * 2
    assert seen[-1] == n == a.progress.max and len(seen) >= n
    assert all(line.ahead is not None for line in a.analysis)
    assert "→" in a.moves.options[0][0]
    assert "MCTS answers, 2 searches a decision" in a.message.value


def test_issue13_3_widget_think_passes_its_look_ahead_settings(monkeypatch):
    s = played("lost_cities", 1, 0)
    calls = []
    monkeypatch.setattr(Analysis, "think", lambda self, **kw: calls.append(kw))
    Analyze(s, worlds=2, iterations=5, policy="random", rollouts=3, horizon=4).think_button.click()
    Analyze(s, top=3, seconds=None, budget=None).think_button.click()
    assert [{k: v for k, v in kw.items() if k not in ("progress", "looking")} for kw in calls] == [
        {"iterations": 5, "policy": "random", "rollouts": 3, "horizon": 4, "top": TOP, "seconds": SECONDS,
         "budget": BUDGET},
        {"iterations": 4, "policy": "mcts", "rollouts": 1, "horizon": None, "top": 3, "seconds": None,
         "budget": None}]


def test_issue13_3_heat_outlines_nodes_in_any_svg():
    svg = '<svg><g data-node="a"><rect class="bl-shape"/></g><g data-node="b"><circle/></g></svg>'
    out = heat(svg, {"a": "#ff0000", "b": "#00ff00"})
    assert 'class="bl-shape boardlab-heat" style="stroke:#ff0000;stroke-width:4px"' in out
    assert '<g data-node="b" class="boardlab-heat" style="outline:3px solid #00ff00">' in out
    assert heat(svg, {}) == svg


def test_issue13_3_analysis_checks_its_arguments():
    s = boardlab.new("lost_cities", seed=1)
    with pytest.raises(ValueError):
        Analysis(s, limit=0)
    with pytest.raises(ValueError):
        Analysis(s, worlds=0)
    with pytest.raises(TypeError):
        Analyze("lost_cities")  # type: ignore[arg-type]
    a = Analysis(s, limit=2, worlds=1)
    for bad in ({"iterations": 0}, {"rollouts": 0}, {"policy": "greedy"}):
        with pytest.raises(ValueError):
            a.think(**bad)
        with pytest.raises(ValueError):
            Analyze(s, **bad)


# ----------------------------------------------- lines once, the greedy line, variations
def _el_dorado_paying() -> boardlab.State:
    s = boardlab.new("el_dorado", seed=2)
    for _ in range(30):
        s.apply(s.legal_actions()[0])
    return s


def test_ED_7_2_a_turn_reached_in_another_order_is_listed_once_as_the_shortest():
    s = _el_dorado_paying()
    ts = turns(s)
    texts = [str(t) for t in ts]
    # paying for the same card with the same cards in another order is one line
    assert sum(t.startswith("buy photographer · pay") and t.count("pay ") == 3 for t in texts) == 1
    ends = [tuple(sorted(t.split(" · ")[1:])) for t in texts if t.startswith("end · discard")]
    assert len(ends) == len(set(ends))
    keys = []
    for t in ts:
        after = s.copy()
        for a in t.actions:
            after.apply(a)
        keys.append(boardlab.analysis._key(after))
    assert len(keys) == len(set(keys))


@pytest.mark.parametrize("game,seed,moves", [("urland", 1, 15), ("el_dorado", 2, 30), ("lost_cities", 3, 41)])
def test_the_greedy_bots_turn_is_always_listed(game, seed, moves):
    s = played(game, seed, moves)
    greedy, _ = boardlab.analysis._greedy_turn(s, s.to_move, 0)
    for limit in (boardlab.analysis.LIMIT, len(s.legal_actions())):
        listed = [t.actions for t in turns(s, limit=limit)]
        assert greedy.actions in listed or any(
            boardlab.analysis._key(boardlab.analysis._play(s, t)) ==
            boardlab.analysis._key(boardlab.analysis._play(s, greedy.actions)) for t in listed)


def test_think_gives_each_line_its_variation_played_in_its_first_world():
    s = played("lost_cities", 1, 6)
    view = s.view(s.to_move)
    a = analyze(view, worlds=2)
    a.think(iterations=2, top=3)
    looked = [line for line in a.lines if line.ahead is not None]
    assert len(looked) == 3 and a.lines[:3] == looked       # the lines looked ahead rank first
    for line in looked:
        assert line.variation
        world = line.afters[0].copy()
        for action in line.variation:                         # legal, in order, in world 0
            world.apply(action)
        assert "⟶" in line.label()
    assert all(not line.variation for line in a.lines[3:])


def test_think_starts_no_line_after_its_seconds():
    s = played("lost_cities", 1, 6)
    a = analyze(s, worlds=2)
    a.think(iterations=2, seconds=0)
    assert sum(line.ahead is not None for line in a.lines) == 1


def test_widget_follow_steps_through_the_best_lines_variation():
    s = played("lost_cities", 1, 6)
    w = Analyze(s.view(s.to_move), worlds=2, iterations=2, top=2)
    w.think_button.click()
    line = w.analysis.lines[0]
    w.follow_button.click()
    labels = [label for _, _, label in w.path]
    assert labels[1] == str(line.turn) and len(w.path) == 2 + len(line.variation)
    assert labels[2:] == [str(x) for x in line.variation[:len(labels) - 2]]
    assert "followed" in w.message.value
    w.crumbs[0].click()
    assert len(w.path) == 1


# ------------------------------------------------ a Think within seconds, with its progress
def test_think_spends_its_budget_on_the_best_lines_first_and_the_same_on_every_run():
    """``budget``: the positions the look-ahead values in all; lines are looked at best
    first, each in every world, and no line is started that the budget left cannot pay
    for at the cost of the line before — the same lines and figures every time."""
    s = played("lost_cities", 3, 41)
    free = analyze(s, worlds=2)
    free.think(iterations=2, budget=None)
    assert free.stopped is None and all(line.ahead is not None for line in free)
    order = [str(line.turn) for line in sorted(analyze(s, worlds=2).lines, key=lambda x: -x.now)]

    def capped():
        a = analyze(s, worlds=2)
        looked = []
        a.think(iterations=2, budget=free.spent // 3, looking=lambda i, n, line: looked.append(str(line.turn)))
        return a, looked

    a, looked = capped()
    assert a.stopped == "budget" and 1 <= len(looked) < len(order)
    assert looked == order[:len(looked)]                              # best first
    assert sorted(str(line.turn) for line in a.lines[:len(looked)]) == sorted(looked)   # ranked first
    assert all(line.ahead is None for line in a.lines[len(looked):])
    assert a.spent <= free.spent // 3 or len(looked) == 1
    again, looked_again = capped()
    assert looked_again == looked
    assert [(str(x.turn), x.ahead, x.ahead_err) for x in again] == [(str(x.turn), x.ahead, x.ahead_err) for x in a]
    one = analyze(s, worlds=2)
    one.think(iterations=2, budget=1)                                 # the first line always
    assert sum(line.ahead is not None for line in one) == 1


def test_think_counts_the_positions_its_searches_value(monkeypatch):
    """A searched decision values each legal action and one position per iteration (a
    decision with one legal action: none); a random decision one position."""
    s = played("lost_cities", 3, 41)
    seen = []
    choose = MCTSBot.choose

    def spy(bot, view):
        n = len(view.legal_actions())
        seen.append(n + bot.iterations if n > 1 else 0)
        return choose(bot, view)

    monkeypatch.setattr(MCTSBot, "choose", spy)
    a = analyze(s, limit=3, worlds=2)
    a.think(iterations=3, budget=None)
    assert a.spent == sum(seen) > 0
    b = analyze(s, limit=3, worlds=2)
    b.think(policy="random", budget=None)
    assert 0 < b.spent < a.spent


def test_EC_10_2_solo_look_ahead_ends_at_the_next_turns_draw():
    """In a one-seat game the mover never changes: a turn of the look-ahead ends at a
    chance step (as ``turns`` ends a turn there) — in Ecosystem's solo game the draw that
    ends each turn (EC-10.2) — not at the end of the game."""
    s = played("ecosystem", 0, 12, players=1)
    assert s.players == 1 and not s.is_over
    a = analyze(s, worlds=1)
    a.think(iterations=2, budget=None)
    line = a.lines[0]
    world = line.afters[0].copy()
    hidden, steps = world.secrets(0), 0
    for action in line.variation:
        world.apply(action)
        if world.secrets(0) != hidden:
            steps, hidden = steps + 1, world.secrets(0)
    assert steps == 1 and world.secrets(0) != line.afters[0].secrets(0)   # one turn on, then it stops
    assert not world.is_over


def test_widget_think_shows_which_line_it_looks_at_of_how_many():
    """While Think runs, ``looking`` names the line being looked ahead and how many it may
    look at; the progress bar moves after each line and world; both end when it is done."""
    s = played("lost_cities", 3, 41)
    w = Analyze(s, worlds=2, iterations=2, top=4)
    texts, bars = [], []
    w.looking.observe(lambda ch: texts.append(ch["new"]), names="value")
    w.progress.observe(lambda ch: bars.append(ch["new"]), names="value")
    w.think_button.click()
    best = [str(line.turn) for line in w.analysis.lines[:4]]
    shown = [t for t in texts if t]
    assert [t.split(":")[0] for t in shown] == [f"line {i} of 4" for i in range(1, 5)]
    assert sorted(t.split(": ", 1)[1] for t in shown) == sorted(best)
    assert bars == list(range(1, 9)) and w.progress.max == 8
    assert texts[-1] == "" and w.looking.value == ""


def test_widget_says_when_its_budget_stopped_the_think():
    s = played("lost_cities", 3, 41)
    w = Analyze(s, worlds=2, iterations=2, budget=1)
    w.think_button.click()
    assert w.analysis.stopped == "budget"
    assert "the best 1 turn," in w.message.value and "budget of 1 positions was spent" in w.message.value
    free = Analyze(s, worlds=2, iterations=2, top=2, budget=None, seconds=None)
    free.think_button.click()
    assert free.analysis.stopped is None and "the best 2 turns," in free.message.value
    assert "spent" not in free.message.value and "was up" not in free.message.value
    with pytest.raises(ValueError):
        Analyze(s, budget=0)
    with pytest.raises(ValueError):
        analyze(s).think(budget=0)
