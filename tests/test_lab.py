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
