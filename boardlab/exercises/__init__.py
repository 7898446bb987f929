"""Exercises and quizzes: a position, a question, an answer checked
with feedback that cites the rule id, and a hint on request.

* :class:`Exercise` — the board of the asking seat's view, the question, answer controls
  (a click on the board, a choice among moves, or a number), Check and Hint buttons;
  ``exercise.answer(x)`` from code returns the :class:`Feedback` and records it;
* :class:`Quiz` — several exercises, a score, results as CSV or JSON;
* generators (:mod:`.generate`) make fresh exercises from random positions of any game:
  :func:`legal_or_not`, :func:`best_move`, :func:`click_a_move`, and the per-game
  :func:`what_score`.

A teacher writes their own in a few lines:

>>> import boardlab
>>> s = boardlab.new("lost_cities", players=2, seed=3)
>>> ex = Exercise(s, "Which card may start an expedition?", answer={"B2", "W2", "G0", "R2"},
...               choices=s.hand(0), rule="LC-5.2", why="the lowest card of its colour")
>>> print(ex.answer("B4"))
not quite (LC-5.2): the lowest card of its colour
>>> ex.answer("G0").correct, ex.first_correct, ex.solved
(True, False, True)
"""
from .core import Exercise, Feedback, Quiz
from .generate import SCORING, best_move, click_a_move, legal_or_not, random_position, what_score

__all__ = ["Exercise", "Feedback", "Quiz", "legal_or_not", "best_move", "click_a_move",
           "what_score", "random_position", "SCORING"]
