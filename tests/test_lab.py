"""The design lab: paired simulations under rule variants."""
from boardlab.lab import compare, simulate, table

HARSH = {"scoring": {"gap_table": (12, 12, 12, 7, 3, 0, -10)}}  # EC-8.2 variant: 6+ gaps cost 10


def test_simulate_is_deterministic_and_plays_to_the_end():
    a = simulate("ecosystem", players=3, games=3, seed=4)
    b = simulate("ecosystem", players=3, games=3, seed=4)
    assert [r.scores for r in a] == [r.scores for r in b]
    assert all(set(r.winners) <= {0, 1, 2} and r.winners for r in a)


def test_EC_8_2_variant_changes_exactly_the_six_gap_grids():
    """Random bots ignore scoring, so the same seeds give the same grids: every
    grid with 6+ gaps loses exactly 5 more points under the harsher table."""
    gaps = lambda s: {f"six+ {p}": float(s.score_sheets()[p].g >= 6) for p in range(3)}  # noqa: E731
    base = simulate("ecosystem", 3, games=8, seed=2, measure=gaps)
    harsh = simulate("ecosystem", 3, games=8, seed=2, measure=gaps, **HARSH)
    for b, h in zip(base, harsh):
        for p in range(3):
            assert h.scores[p] == b.scores[p] - 5 * b.measures[f"six+ {p}"]
    rows = compare("ecosystem", {"printed": {}, "harsh": HARSH}, players=3, games=8, seed=2)
    assert rows[1].mean_score <= rows[0].mean_score
    assert table(rows).splitlines()[0].startswith("variant")


# ---------------------------------------------------------------- issue 8, item 13
import pytest  # noqa: E402

from boardlab.lab import GameResult, summarise  # noqa: E402


def test_no_games_is_a_clear_error():
    with pytest.raises(ValueError, match="games must be at least 1, not 0"):
        compare("ecosystem", {"printed": {}}, players=3, games=0)
    with pytest.raises(ValueError, match="games must be at least 1, not -2"):
        simulate("ecosystem", 3, games=-2)
    with pytest.raises(TypeError, match="games must be a whole number, not float"):
        simulate("ecosystem", 3, games=2.0)
    with pytest.raises(ValueError, match="needs at least one game result"):
        summarise("x", [])


def test_variants_must_be_a_dict_of_option_dicts():
    with pytest.raises(TypeError, match=r"variants is a dict \{name: rule options\}.*not a list"):
        compare("ecosystem", [{}], players=3, games=1)
    with pytest.raises(TypeError, match="variant 'harsh': rule options are a dict, not a str"):
        compare("ecosystem", {"harsh": "gap_table"}, players=3, games=1)
    with pytest.raises(ValueError, match="variants is empty"):
        compare("ecosystem", {}, players=3, games=1)


def test_EC_11_2_summary_splits_a_tied_win_and_averages_per_seat():
    """Game 1: seat 0 wins 30–20–10 (margin 10); game 2: seats 1 and 2 tie on 25 over 5
    (margin 0).  Win shares 1/2, 1/4, 1/4; per-seat means 17.5, 22.5, 17.5."""
    rs = [GameResult(1, {0: 30, 1: 20, 2: 10}, [0]), GameResult(2, {0: 5, 1: 25, 2: 25}, [1, 2])]
    s = summarise("hand", rs)
    assert s.win_share == {0: 0.5, 1: 0.25, 2: 0.25}
    assert s.mean_scores == {0: 17.5, 1: 22.5, 2: 17.5}
    assert (s.mean_margin, s.shared_wins, s.mean_winning_score) == (5.0, 0.5, 27.5)
    assert not s.solo


def test_EC_10_7_solo_summary_is_the_margin_over_the_automated_opponent():
    """Solo results by hand: 60 vs 25 (margin 35, an Easy win) and 40 vs 45 (−5, lost)."""
    rs = [GameResult(1, {0: 60}, [0], opponent=25), GameResult(2, {0: 40}, [], opponent=45)]
    s = summarise("solo", rs)
    assert s.solo and (s.mean_score, s.mean_opponent, s.mean_margin) == (50.0, 35.0, 15.0)
    assert s.win_share == {0: 0.5} and s.mean_winning_score == 60.0
    head, row = table([s]).splitlines()
    assert head.split() == ["variant", "games", "player", "opponent", "margin", "won"]
    assert row.split() == ["solo", "2", "50.0", "35.0", "15.0", "50%"]


def test_EC_10_7_simulated_solo_games_carry_the_opponent_total():
    (r,) = simulate("ecosystem", 1, games=1, seed=3)
    assert r.opponent is not None and r.margin == r.scores[0] - r.opponent
    assert r.winners == ([0] if r.margin >= 30 else [])
