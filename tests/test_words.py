"""Diffs and descriptions in the rules' words: no raw JSON, no internal field names, one
name for a thing (El Dorado's barriers by id, its rounds), Urland's chips unambiguous."""
from __future__ import annotations

import pytest

import boardlab


def _played(game: str, seed: int, moves: int) -> boardlab.State:
    s = boardlab.new(game, seed=seed)
    for _ in range(moves):
        if s.is_over:
            break
        s.apply(s.legal_actions()[0])
    return s


@pytest.mark.parametrize("game", boardlab.games())
def test_a_diff_of_a_few_moves_has_no_json_and_no_field_names(game):
    s = boardlab.new(game, seed=1)
    for moves in (1, 3, 6, 12):
        for line in boardlab.diff(s, _played(game, 1, moves)):
            assert "{" not in line and '"' not in line, line
            assert not line.startswith(("passed:", "acting:", "asks:", "todo:", "auction:", "move:", "pending:")), line


def test_U_7_1_the_diff_tells_who_acts_in_words():
    s = boardlab.new("urland", seed=1)
    said = boardlab.diff(s, _played("urland", 1, 4))
    assert "Ichto players acting, in order: yellow, purple" in said and "acting now: yellow" in said


def test_ED_6_2_the_diff_names_a_barrier_by_its_id_as_describe_does():
    p = boardlab.new("el_dorado", seed=1).to_position()
    b = p["barriers"][0]
    q = {**p, "barriers": [None] + p["barriers"][1:], "won": [[b]] + p["won"][1:]}
    said = boardlab.diff(p, q)
    name = next(x for x in boardlab.from_position("el_dorado", p).describe().splitlines()
                if x.startswith("Barriers still in place")).split(": ")[1].split(", ")[0]
    assert f"{name}: on seam 1 → cleared" in said


def test_ED_3_1_the_round_is_called_round_in_json_describe_and_diff():
    s = boardlab.new("el_dorado", seed=1)
    p = s.to_position()
    assert "round" in p and "turn" not in p
    assert boardlab.diff(p, {**p, "round": 2}) == ["round: 1 → 2"]
    assert s.describe().splitlines()[1].startswith("Round 1:")


def test_U_0_4_describe_counts_hidden_chips_and_names_chips_by_number():
    s = boardlab.new("urland", seed=1)
    env = s.roles()["environment"]
    other = (env + 1) % 4
    said = s.describe(other)
    assert "3 zone chips, hidden." in said and "Zone chips: 3" not in said
    assert "chips in the pile, face down" in said
    gone = [z for z in range(1, 13) if not s.regions.is_live(z)]
    assert f"out of the game: chip {gone[0]}" in said
    mine = s.describe(env)
    assert "Your zone chips held: " + ", ".join(map(str, s.hands[env])) in mine
