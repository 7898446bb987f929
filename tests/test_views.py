"""Views keep secrets (DESIGN §2, issue 8 items 1–4 and 6): ``view(seat)`` holds nothing
that seat may not know, answers every read-only question, and refuses to play, undo or
record.  Test names cite the rule that makes the information secret or public."""
from __future__ import annotations

import json
import random
from collections import defaultdict

import pytest

import boardlab
from boardlab import NotAllowed
from boardlab.render import svg

# (game, players, options) where views are checked by the leak test below
LEAK_CASES = [("ecosystem", 2, {}), ("ecosystem", 3, {}), ("ecosystem", 4, {}),
              ("lost_cities", 2, {}), ("lost_cities", 3, {"secret_vp": True}), ("lost_cities", 4, {})]


def play_until(game: str, players: int, seed: int, stop, **options):
    """A seeded random game, stopped before the first move where ``stop(state)`` holds."""
    s = boardlab.new(game, players=players, seed=seed, **options)
    rng = random.Random(seed)
    while not stop(s):
        assert not s.is_over, "the game ended before the moment the test needs"
        s.apply(rng.choice(s.legal_actions()))
    return s


def outputs(v) -> str:
    """Everything a view gives back besides its position, as text."""
    return json.dumps([[str(a) for a in v.history], [list(e) for e in v.log], v.seed, svg(v)],
                      default=str, sort_keys=True)


# ------------------------------------------------------------ item 1: records, seed, root
def test_EC_3_6_view_record_refused():
    """EC-3.6 — a view's record would rebuild every hand (seed + actions): refused."""
    s = play_until("ecosystem", 3, 7, lambda s: len(s.history) == 2)
    v = s.view(1)
    with pytest.raises(NotAllowed) as info:
        v.to_record()
    assert info.value.subject == "view"
    assert v.seed is None and s.seed == 7          # the seed re-deals every hand


def test_EC_3_6_view_of_a_game_from_a_position_keeps_no_root():
    """EC-3.6 — the root position of a game started from a position holds every hand."""
    s = boardlab.from_position("ecosystem", {
        "players": 3, "seed": 1, "round": 1, "step": 3, "phase": "place", "to_move": 0,
        "grids": ["MM", "SS", "DD"], "hands": ["BFWDTYE", "BFWDTYA", "BFWDTYR"],
        "picks": ["E", "B", "F"], "deck": None})
    s.apply("place 1,0")
    v = s.view(1)
    assert v._root is None and v._checkpoints == ()   # nothing of the full state is kept
    assert "BFWDTYE" not in json.dumps(v.to_position())
    with pytest.raises(NotAllowed):
        v.to_record()


def test_LC_14_1_view_record_refused_and_seed_dropped():
    """LC-14.1 / LC-14.3 — the seed deals every round: a view has neither it nor a record."""
    s = play_until("lost_cities", 2, 4, lambda s: len(s.history) == 30)
    v = s.view(0)
    assert v.seed is None and v.to_position()["seed"] is None
    with pytest.raises(NotAllowed) as info:
        v.to_record()
    assert info.value.subject == "view"


# ---------------------------------------------------------------- item 1: masked history
def test_EC_3_3_view_history_masks_picks_until_revealed():
    """EC-3.2 / EC-3.3 — picks are secret until every player has chosen: another seat
    sees "?", the picker its own pick; after the reveal everyone sees every pick."""
    s = boardlab.new("ecosystem", players=3, seed=7)
    first = str(s.legal_actions()[0])
    s.apply(first)
    second = str(s.legal_actions()[-1])
    s.apply(second)
    assert [str(a) for a in s.view(0).history] == [first, "?"]
    assert [str(a) for a in s.view(1).history] == ["?", second]
    assert [str(a) for a in s.view(2).history] == ["?", "?"]
    assert [str(a) for a in s.history] == [first, second]          # the full state is untouched
    third = str(s.legal_actions()[0])
    s.apply(third)                                                 # the last pick: EC-3.3 reveal
    assert [str(a) for a in s.view(2).history] == [first, second, third]


def test_EC_9_view_history_masks_the_other_players_pick_in_the_two_player_game():
    """EC-9.2 — A and B pick as in EC-3.2; the neutral hand's card is chance, not a decision."""
    s = boardlab.new("ecosystem", players=2, seed=3)
    pick = str(s.legal_actions()[0])
    s.apply(pick)
    assert [str(a) for a in s.view(1).history] == ["?"]
    assert [str(a) for a in s.view(0).history] == [pick]
    with pytest.raises(NotAllowed):
        s.view(2)                                                  # the neutral hand is no player


def test_EC_10_2_solo_view_hides_no_decision():
    """EC-10.2 — in the solo game the player's choice is announced: nothing is masked."""
    s = play_until("ecosystem", 1, 5, lambda s: len(s.history) == 7)
    assert [str(a) for a in s.view(0).history] == [str(a) for a in s.history]
    assert s.view(0).secrets(0)["deck"] == ["?"] * len(s.deck)


def test_LC_14_1_no_decision_is_hidden_in_a_view_history():
    """LC-14.1 — every Lost Cities decision is public ('draw' names no card)."""
    s = play_until("lost_cities", 3, 9, lambda s: len(s.history) == 40)
    for seat in range(3):
        assert [str(a) for a in s.view(seat).history] == [str(a) for a in s.history]


# --------------------------------------------------------------------- item 2: undo, apply
def test_EC_3_6_view_undo_refused():
    """EC-3.6 — undo on a view would rebuild the full state: refused, view unchanged."""
    s = play_until("ecosystem", 3, 7, lambda s: len(s.history) == 2)
    v = s.view(2)
    before = json.dumps(v.to_position())
    with pytest.raises(NotAllowed) as info:
        v.undo()
    assert info.value.subject == "view"
    assert json.dumps(v.to_position()) == before and v.hands[0] == ["?"] * len(s.hands[0])
    with pytest.raises(NotAllowed):
        v.apply(s.legal_actions()[0])


def test_LC_14_1_view_undo_and_apply_refused():
    s = play_until("lost_cities", 2, 4, lambda s: len(s.history) == 30)
    v = s.view(1)
    for attempt in (v.undo, lambda: v.apply(s.legal_actions()[0]), lambda: v.at_move(3)):
        with pytest.raises(NotAllowed) as info:
            attempt()
        assert info.value.subject == "view"
    assert set(v.hands[0]) == {"?"}


def test_view_of_a_view_or_of_no_seat_refused():
    s = boardlab.new("lost_cities", players=3, seed=1)
    for seat in (3, -1, "0", None, True, 0.0):
        with pytest.raises(NotAllowed):
            s.view(seat)
    with pytest.raises(NotAllowed):
        s.view(1).view(2)
    assert s.view(1).view(1).hands == s.view(1).hands


# ------------------------------------------------------- item 2: read-only questions
@pytest.mark.parametrize("phase", ["pick", "place", "swap"])
def test_EC_3_2_view_legal_actions_are_the_seats_own_in_every_phase(phase):
    """EC-3.2 / EC-3.3 / EC-4.6 — a view lists its seat's decisions when it is to move,
    none otherwise; it never raises (today's KeyError: '?' while another seat picks)."""
    s = play_until("ecosystem", 3, 2, lambda s: s.phase == phase and s.to_move == 1)
    for seat in range(3):
        expected = s.legal_actions() if seat == 1 else []
        assert s.view(seat).legal_actions() == expected


def lc_city_bonus():
    """LC-5.7 (rare in random play) — seat 0's leader stands in the blue lost city and
    it plays B10: the city bonus is offered.  Tiles: a new game's, with the artifacts
    moved off the blue and yellow paths (LC-7.2: a pawn passing one takes it)."""
    tiles = boardlab.new("lost_cities", players=2, seed=1).to_position()["tiles"]
    mine = [k for k in tiles if k[0] in "BY"]
    free = [k for k in tiles if k[0] not in "BY" and tiles[k] != "ARTIFACT"]
    for k in mine:
        if tiles[k] == "ARTIFACT":
            other = free.pop()
            tiles[k], tiles[other] = tiles[other], tiles[k]
    s = boardlab.from_position("lost_cities", {
        "game": "lost_cities", "players": 2, "seed": 1, "round": 1, "phase": "play", "to_move": 0,
        "pawns": [{"L": "B9", "E1": "Y2", "E2": None, "E3": None, "E4": None}, {}],
        "rows": [{"B": [1, 2, 3, 4, 5, 6, 7, 8, 9], "Y": [0, 1]}, {}],
        "hands": ["B10 W0 W9 W10 G9 G10 R9 R10", "Y2 Y3 B9 B10 G7 G8 R7 R8"], "tiles": tiles})
    s.apply("play B10")
    return s


@pytest.mark.parametrize("phase", ["play", "pawn", "step_tile", "city_bonus", "draw"])
def test_LC_4_1_view_legal_actions_are_the_seats_own_in_every_phase(phase):
    """LC-4.1 — the same in every phase of a turn (it differed between phases)."""
    if phase == "city_bonus":
        s = lc_city_bonus()
    else:
        s = play_until("lost_cities", 2, 6, lambda s: s.phase == phase)
    assert s.phase == phase
    me = s.to_move
    assert s.view(me).legal_actions() == s.legal_actions()
    assert s.view(1 - me).legal_actions() == []


def test_EC_3_2_view_explains_its_own_legal_pick_as_legal():
    """EC-3.2 — ``view(0).explain("pick B")`` said "illegal: view" for a legal pick."""
    s = boardlab.new("ecosystem", players=3, seed=7)
    held, missing = s.hands[0][0], next(c for c in "BEAFWDTYRMS" if c not in s.hands[0])
    v = s.view(0)
    assert v.explain(f"pick {held}").startswith("legal (EC-3.2)")
    assert v.explain(f"pick {missing}").startswith("illegal: EC-3.2: seat 0 has no")
    assert v.explain("place 0,0").startswith("illegal: EC-3.3")   # a pick step: cards are placed once all have chosen
    assert s.view(1).explain(f"pick {held}") == "illegal: EC-3.2: it is seat 0's decision now, not seat 1's"
    assert v.explain("xyzzy").startswith("illegal: EC-3.2")


def test_EC_4_3_view_explains_a_placement_without_reading_hidden_cards():
    """EC-4.2 / EC-4.3 — the last placer's move would pass hidden hands: explained anyway."""
    s = play_until("ecosystem", 3, 1, lambda s: s.phase == "place" and s.to_move == 2)
    v = s.view(2)
    assert v.explain(str(s.legal_actions()[0])).startswith("legal (EC-4.3)")
    assert v.explain("place 5,5").startswith("illegal: EC-4.")


def test_LC_5_9_view_explains_a_draw_as_legal_without_the_draw_pile():
    """LC-5.9 — drawing the hidden top card is legal; taking from an empty pile is not."""
    s = play_until("lost_cities", 2, 6, lambda s: s.phase == "draw")
    v = s.view(s.to_move)
    assert v.explain("draw").startswith("legal (LC-5.9)")
    empty = next(c for c in "YBWGR" if not s.discard_pile(c))
    assert v.explain(f"take {empty}") == s.explain(f"take {empty}")
    assert "is empty" in v.explain(f"take {empty}")
    assert s.view(1 - s.to_move).explain("draw").startswith("illegal: LC-4.1: it is seat")


@pytest.mark.parametrize("game,players,options", [("ecosystem", 3, {}), ("lost_cities", 3, {"secret_vp": True})])
def test_views_answer_scores_winners_board_position_svg(game, players, options):
    """Mid-game and at the end, every read-only question gets its answer from a view;
    hidden totals (LC-14.2 ``secret_vp``) are "?" until the end (LC-11.2)."""
    s = play_until(game, players, 8, lambda s: len(s.history) == 90, **options)
    for seat in range(players):
        v = s.view(seat)
        secret = options.get("secret_vp", False)
        assert v.scores() == {k: (x if k == seat or not secret else "?") for k, x in s.scores().items()}
        assert v.winners() == [] and {str(n) for n in v.board.nodes} == {str(n) for n in s.board.nodes}
        assert v.to_position()["seed"] is None and svg(v).startswith("<svg")
    s = play_until(game, players, 8, lambda s: s.is_over, **options)
    for seat in range(players):
        v = s.view(seat)
        assert v.scores() == s.scores() and v.winners() == s.winners()   # all public at the end
        assert {str(n) for n in v.board.nodes} == {str(n) for n in s.board.nodes}
        assert v.to_position()["seed"] is None and svg(v).startswith("<svg")
        assert v.legal_actions() == [] and v.explain("draw").startswith("illegal: ")


# ------------------------------------------------------------- item 3: LC discard piles
def test_LC_5_8_discards_below_the_top_are_public():
    """LC-5.8 — discards go down face up and the log names them: not a secret, not
    masked in a view (issue 8 item 3 overrides LC-14.1's top-card-only observation)."""
    s = play_until("lost_cities", 2, 15, lambda s: max(len(p) for p in s.discards) >= 2)
    deep = next(c for c in "YBWGR" if len(s.discard_pile(c)) >= 2)
    for seat in range(2):
        assert not [k for k in s.secrets(seat) if "discard" in k]
        v = s.view(seat)
        assert v.discard_pile(deep) == s.discard_pile(deep)
        assert v.to_position()["discards"] == s.to_position()["discards"]


def test_LC_5_8_a_two_card_pile_is_shown_in_full_in_a_view():
    """LC-5.8 — worked by hand: seat 0 discards B3 and seat 1 discards B5 on it; seat 1's
    view shows the pile [3, 5] (bottom → top), not ["?", 5]."""
    hands = ["B3 Y1 W9 W10 G9 G10 R9 R10", "B5 Y3 B9 B10 G7 G8 R7 R8"]
    s = boardlab.from_position("lost_cities", {
        "game": "lost_cities", "players": 2, "seed": 1, "round": 1, "phase": "play",
        "to_move": 0, "hands": hands})
    for text in ("discard B3", "draw", "discard B5"):
        s.apply(text)
    assert s.view(1).discard_pile("B") == [3, 5] == s.view(0).discard_pile("B")
    assert s.view(0).legal_actions() == []
    assert [str(a) for a in s.view(1).legal_actions()] == ["draw"]  # D-10: not B, just discarded


# ------------------------------------------------- item 4: copies and views both ways
@pytest.mark.parametrize("game,players", [("ecosystem", 3), ("lost_cities", 2)])
def test_copy_and_original_are_independent_both_ways(game, players):
    """Applying on the original leaves a copy's history, log and position as they were,
    and the other way round (a copy-on-write flag set on one side only fails this);
    applying on the original leaves a view as it was."""
    def snap(t) -> str:
        return json.dumps([[str(a) for a in t.history], [list(e) for e in t.log], t.to_position()],
                          default=str)

    s = play_until(game, players, 3, lambda s: len(s.history) == 12)
    c = s.copy()
    kept = snap(c)
    s.apply(s.legal_actions()[0])
    assert snap(c) == kept, "applying on the original changed its copy"
    d = s.copy()
    kept = snap(s)
    d.apply(d.legal_actions()[0])
    assert snap(s) == kept, "applying on a copy changed the original"
    v = s.view(0)
    kept = snap(v)
    s.apply(s.legal_actions()[0])
    assert snap(v) == kept, "applying on the original changed a view"


# ------------------------------------------------------ item 6: the generic leak check
@pytest.mark.slow
@pytest.mark.parametrize("game,players,options", LEAK_CASES,
                         ids=[f"{g}-{p}p{'-' + ','.join(o) if o else ''}" for g, p, o in LEAK_CASES])
def test_views_leak_nothing_between_moves_they_cannot_tell_apart(game, players, options):
    """Where X is to move and v != X: among X's legal actions whose results look the same
    to v (equal ``view(v).to_position()``), every other output of the view is equal too:
    history, log, seed, SVG.  And a view's secrets are all "?", record/undo/apply refused.

    Slow (up to 5 s a case): every legal action of every moment is applied to a copy and
    each seat's view of it compared."""
    s = boardlab.new(game, players=players, seed=5, **options)
    rng = random.Random(5)
    compared = 0   # groups of two or more moves that a view cannot tell apart
    rate = 0.1 if game == "ecosystem" else 0.015   # Lost Cities games are ten times longer
    while not s.is_over:
        x = s.to_move
        if rng.random() < rate:
            for v in [seat for seat in range(players) if seat != x]:
                groups = defaultdict(list)
                for a in s.legal_actions():
                    c = s.copy()
                    c.apply(a)
                    view = c.view(v)
                    groups[json.dumps(view.to_position(), sort_keys=True, default=str)].append(outputs(view))
                    assert all(set(val) <= {"?"} for val in view.secrets(v).values())
                for found in groups.values():
                    assert len(set(found)) == 1, "moves the view cannot tell apart give different outputs"
                    compared += len(found) > 1
                view = s.view(v)
                for attempt in (view.to_record, view.undo, lambda: view.apply(s.legal_actions()[0])):
                    with pytest.raises(NotAllowed):
                        attempt()
        s.apply(rng.choice(s.legal_actions()))
    if game == "ecosystem":   # a pick looks the same to the others whichever card it is (EC-3.2)
        assert compared
