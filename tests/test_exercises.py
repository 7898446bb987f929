"""Exercises and quizzes (issue 13, items 1 and 7): ``boardlab.exercises``."""
from __future__ import annotations

import csv
import io
import json
import random
import re
from pathlib import Path

import pytest

import boardlab
from boardlab import render
from boardlab.exercises import (Exercise, Feedback, Quiz, best_move, click_a_move, legal_or_not,
                                random_position, what_score)

GAMES = ["ecosystem", "lost_cities", "urland", "el_dorado"]
RULE_ID = re.compile(r"^[A-Z]+-\d[\w.]*$")
ROOT = Path(__file__).resolve().parents[1]
SELF_CHECKS = ["ecosystem/12_self_check.ipynb", "lost_cities/08_self_check.ipynb",
               "urland/14_self_check.ipynb", "el_dorado/14_self_check.ipynb"]


def placing(seed: int = 1):
    """An Ecosystem position where seat 0 is to place the card it picked (EC-4.3)."""
    s = boardlab.new("ecosystem", players=3, seed=seed)
    rng = random.Random(seed)
    while True:
        s.apply(rng.choice(s.legal_actions()))
        if s.to_move == 0 and str(s.legal_actions()[0]).startswith("place") and len(s.history) > 6:
            return s


# -------------------------------------------------------------- a teacher's own
def test_item1_teacher_click_exercise_EC_4_3():
    s = placing()
    cells = {render.nodes_of(s, a)[0] for a in s.legal_actions()}
    ex = Exercise(s, "Where may your card go?", answer=cells, rule="EC-4.3",
                  why="next to a card already placed", hint="a cell next to one of your cards")
    assert ex.kind == "click" and ex.seat == 0
    wrong = next(n for n in ex.board.nodes if n.startswith("0:") and n not in cells)
    ex.board.click(wrong)
    assert ex.selected == wrong and wrong in ex.selection.value
    ex.check_button.click()
    assert ex.attempts[-1] == Feedback(False, "EC-4.3", "next to a card already placed", wrong)
    assert "EC-4.3" in ex.feedback.value and not ex.solved
    assert ex.hint_button.click() is None and ex.hints == 1 and "hint" in ex.hint_line.value
    right = sorted(cells)[0]
    ex.board.click(right)
    ex.check_button.click()
    assert ex.attempts[-1].correct and ex.solved and not ex.first_correct


def test_item1_exercise_checks_its_own_answer_and_kind():
    s = placing()
    with pytest.raises(ValueError, match="no node"):
        Exercise(s, "?", answer="0:99,99")
    with pytest.raises(ValueError, match="kind"):
        Exercise(s, "?", answer=1, kind="essay")
    with pytest.raises(ValueError, match="choices"):
        Exercise(s, "?", answer="a", kind="choice")
    ex = Exercise(s, "How many cells may the card go on?", answer=len(s.legal_actions()),
                  rule="EC-4.3")
    assert ex.kind == "number"
    ex.check_button.click()                      # 0 in the box: a recorded wrong answer
    ex.number.value = len(s.legal_actions())
    ex.check_button.click()
    assert [f.correct for f in ex.attempts] == [False, True]
    assert not ex.answer("many").correct and len(ex.attempts) == 2   # not a number: not recorded
    click = Exercise(s, "?", answer=sorted({render.nodes_of(s, a)[0] for a in s.legal_actions()}))
    click.check_button.click()                   # nothing clicked yet: not recorded
    assert not click.attempts and "click the board first" in click.feedback.value


def test_item1_board_is_the_asking_seats_view():
    s = boardlab.new("lost_cities", players=2, seed=3)
    ex = Exercise(s, "?", answer="x", choices=["x", "y"], seat=1)
    assert ex.board.svg == render.svg(s.view(1)) != render.svg(s)
    whole = Exercise(s, "?", answer="x", choices=["x", "y"], seat=None)
    assert whole.board.svg == render.svg(s)


# -------------------------------------------------------------- generators
@pytest.mark.parametrize("game", GAMES)
def test_item1_legal_or_not_cites_the_engines_rule(game):
    for want in (True, False):
        ex = legal_or_not(game, seed=2, legal=want)
        text = re.search(r"“(.*)”", ex.question).group(1)
        full = ex.state.copy()
        try:
            full.apply(text)
            legal, rule = True, None
        except boardlab.IllegalAction as e:
            legal, rule = False, e.rule
        assert legal is want
        fb = ex.answer("legal" if legal else "illegal")
        assert fb.correct and RULE_ID.match(fb.rule)
        if rule is not None:        # the IllegalAction's own rule id
            assert fb.rule == rule
        assert not ex.answer("illegal" if legal else "legal").correct


@pytest.mark.parametrize("game", GAMES)
def test_item1_best_move_has_one_right_choice(game):
    ex = best_move(game, seed=3)
    verdicts = [ex.answer(c) for c in ex.choices]
    assert sum(f.correct for f in verdicts) == 1
    assert all(RULE_ID.match(f.rule) for f in verdicts)
    best = next(f.given for f in verdicts if f.correct)
    values = ex.details["evaluations"]
    assert best == ex.details["best"] and values[best] == max(values.values())
    for move, value in values.items():   # evaluate reads public information only
        trial = ex.state.copy()
        trial.apply(move)
        assert trial.evaluate(ex.seat) == value, move
    assert ex.result()["first_correct"] is verdicts[0].correct


@pytest.mark.parametrize("game", GAMES)
def test_best_move_speaks_of_the_games_own_scale(game):
    """A best-move question names what ``evaluate`` measures in the game's unit: El Dorado
    has no points (ED-10.4 — progress towards El Dorado), the other games do."""
    ex = best_move(game, seed=3)
    unit = "progress" if game == "el_dorado" else "points"
    assert f"the {unit} it can expect" in ex.question
    assert ("points" in ex.question + ex.hint()) is (game != "el_dorado")


@pytest.mark.parametrize("game", GAMES)
def test_item1_click_a_move_right_iff_a_legal_move_starts_there(game):
    ex = click_a_move(game, seed=4)
    s = ex.state
    starts = {render.nodes_of(s, a)[0] for a in s.legal_actions() if render.nodes_of(s, a)}
    for node in ex.board.nodes:
        fb = ex.answer(node)
        assert fb.correct is (render.canonical(s, node) in starts), node
        assert RULE_ID.match(fb.rule), fb


def test_EC_8_3_what_score_is_the_score_sheet_total():
    ex = what_score("ecosystem", seed=5)
    assert ex.state.is_over and "EC-8.3" in ex.question
    total = ex.state.scores()[ex.seat]
    assert ex.answer(total + 1).rule == "EC-8.3" and not ex.attempts[-1].correct
    assert ex.answer(total).correct


def test_LC_9_1_what_score_is_the_pawns_points():
    ex = what_score("lost_cities", seed=5)
    points = sum(p for _, _, p in ex.state.pawn_points(ex.seat))
    assert not ex.answer(points - 5).correct and ex.answer(points).correct
    assert ex.attempts[-1].rule == "LC-9.1"


def test_U_8_2_what_score_is_the_region_outcome():
    ex = what_score("urland", seed=5)
    region = re.search(r"region (L\d+)", ex.question).group(1)
    s = ex.state
    ich = s.ichtos(region)
    assert ich[ex.seat] and sum(1 for x in ich if x) >= 2
    fb = [ex.answer(k) for k in range(0, 7)]
    assert sum(f.correct for f in fb) == 1 and fb[0].rule.startswith("U-8.2")
    right = next(k for k, f in enumerate(fb) if f.correct)
    strongest = max(ich)
    if fb[0].rule == "U-8.2.3":      # coexistence: 2 each (no Symbiont here)
        assert right == 2 or s.has(ex.seat, "symbiont")
    elif fb[0].rule == "U-8.2.4" and ich[ex.seat] == strongest and not s.holders("muscles"):
        assert right == 3


def test_ED_7_2_what_score_is_the_hands_payment_value():
    from boardlab.games.el_dorado import CARD_TYPES
    ex = what_score("el_dorado", seed=5)
    hand = ex.state.hand(ex.seat)
    value = sum(CARD_TYPES[c].strength if CARD_TYPES[c].symbol in ("coin", "joker") else 0.5
                for c in hand)
    ex.number.value = value
    ex.check_button.click()
    assert ex.attempts[-1].correct and ex.attempts[-1].rule == "ED-7.2"


def test_item1_generators_are_seeded_and_fresh():
    a, b = legal_or_not("lost_cities", seed=7), legal_or_not("lost_cities", seed=7)
    assert a.question == b.question and a.board.svg == b.board.svg
    questions = {best_move("ecosystem", seed=k).board.svg for k in range(4)}
    assert len(questions) > 1
    s = random_position("urland", seed=3, moves=5)
    assert len(s.history) == 5


@pytest.mark.parametrize("game", GAMES)
def test_item1_views_are_airtight(game):
    """Another seat's secrets cannot change an exercise: the same position with the
    hidden cards dealt again gives the same question, board, choices and feedback."""
    for make in (legal_or_not, best_move, click_a_move):
        ex = make(game, seed=8)
        other = ex.state.view(ex.seat).determinize(ex.seat, random.Random(99))
        for seed in range(8, 40):   # a seed that asks about this very position (it may tie)
            try:
                a = make(ex.state, seed=seed)
            except ValueError:
                with pytest.raises(ValueError):   # refused alike, whatever the hidden cards
                    make(other, seed=seed)
                continue
            b = make(other, seed=seed)
            break
        else:
            raise AssertionError(f"{make.__name__}: no seed asks about the position found")
        assert (a.question, a.board.svg, a.choices) == (b.question, b.board.svg, b.choices)
        probe = a.choices[-1] if a.choices else a.board.nodes[-1]
        assert str(a.answer(probe)) == str(b.answer(probe))
        assert a.board.svg == render.svg(ex.state.view(ex.seat))


def test_item1_generator_refuses_a_position_it_cannot_ask_about():
    with pytest.raises(ValueError, match="scoring"):
        what_score(boardlab.new("ecosystem", players=2, seed=1))   # not over: no EC-8.3 total
    with pytest.raises(ValueError, match="no scoring question"):
        what_score("chess")


# -------------------------------------------------------------- quiz
def test_item1_quiz_scores_first_answers_and_exports(tmp_path):
    exs = [legal_or_not("ecosystem", seed=1), what_score("lost_cities", seed=1),
           click_a_move("el_dorado", seed=1)]
    quiz = Quiz(exs, title="self-check")
    assert (quiz.score, quiz.total, quiz.done) == (0, 3, False)
    right = next(c for c in exs[0].choices if exs[0]._judge(c).correct)
    wrong = next(c for c in exs[0].choices if c != right)
    exs[0].answer(right)
    exs[1].answer(-999)
    exs[1].hint()
    assert quiz.score == 1 and "score 1 of 3" in quiz.score_line.value
    node = next(n for n in exs[2].board.nodes if not exs[2]._judge(n).correct)
    exs[2].answer(node)
    exs[0].answer(wrong)          # a later answer does not change the first
    assert quiz.score == 1 and quiz.done
    rows = list(csv.DictReader(io.StringIO(quiz.to_csv(tmp_path / "r.csv"))))
    assert [r["first_correct"] for r in rows] == ["True", "False", "False"]
    assert rows[0]["attempts"] == "2" and rows[1]["hints"] == "1" and rows[2]["rule"]
    data = json.loads((tmp_path / "r.json").write_text(quiz.to_json()) and
                      (tmp_path / "r.json").read_text())
    assert data["score"] == 1 and len(data["exercises"]) == 3
    assert json.loads(quiz.to_json(tmp_path / "q.json")) == data
    assert (tmp_path / "r.csv").read_text() == quiz.to_csv()
    assert repr(quiz) == "Quiz('self-check', score 1 of 3)"
    with pytest.raises(ValueError):
        Quiz([])


# -------------------------------------------------------------- item 7
@pytest.mark.parametrize("path", SELF_CHECKS)
def test_item7_last_notebook_ends_with_your_turn(path):
    nb = json.loads((ROOT / "tutorials" / path).read_text())
    last = "".join([c for c in nb["cells"] if c["cell_type"] == "code"][-1]["source"])
    assert last.startswith("# NBVAL_IGNORE_OUTPUT")
    assert "seed=None" in last and "Play(" in last and "assert isinstance(play, Play)" in last
    text = "\n".join("".join(c["source"]) for c in nb["cells"])
    assert "Quiz(" in text and "to_csv" in text and "to_json" in text
