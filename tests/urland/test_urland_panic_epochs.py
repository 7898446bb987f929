"""Urland's panic (U-11), epoch end and eruptions (U-12) and end of game (U-13), played
from hand-made positions (``boardlab.games.urland.position``).

The positions are built by :func:`make`: all 12 zones single (no setup eruption) unless
``regions`` says otherwise, no genes unless given, an empty display (the deck takes the
rest), and the environment player black holding ``hands``.  :func:`act_then_end` puts
the game in the act phase and lets every Ichto player end at once, so that the engine
scores the chosen chip, rotates and draws (U-5) — where panic and epoch ends happen.
"""
from __future__ import annotations

import random
from collections import Counter

import pytest

from boardlab.games.urland import Urland
from boardlab.games.urland.position import acting_position, erupted, setup_position

COL = ("black", "white", "yellow", "purple", "red")
PANIC = 13
TRACK4 = {"black": 3, "white": 5, "yellow": 1, "purple": 7}
#: U-3.3 — the volcano erupted at setup in these positions (zones 2 + 3 are ``L2``)
SETUP_VOLCANO = 3


def make(players: int = 4, *, ichtos: dict, hands: list[int], genes: dict | None = None,
         track: dict | None = None, pile: list[int] | None = None, on_board: list[int] = (),
         regions: list[list[int]] | None = None, removed: list[int] = (), epoch: int = 1,
         panic_aside: bool = False, reached: list[int] = (), seed: int = 0,
         expansion: bool = False) -> dict:
    """A phase ``choose`` position (black is E) with exactly these Ichtos; ``pile`` top
    first (``None``: the remaining chips, panic on top unless set aside); ``regions`` after
    the volcanoes ``removed`` erupted, by default volcano 3 at setup (U-3.3: zones 2 + 3
    are ``L2``)."""
    p = setup_position(players, seed, **({"expansion_genes": True} if expansion else {}))
    p.pop("supply", None)
    if regions is None and not removed:
        regions, removed = erupted(SETUP_VOLCANO)["regions"], [SETUP_VOLCANO]
    p.update(regions=regions, removed=list(removed),
             ichtos=ichtos, genes={c: [] for c in COL[:players]} | (genes or {}), display=[],
             gene_deck=None, hands={c: [] for c in COL[:players]} | {"black": list(hands)},
             environment="black", phase="choose", chosen=None, on_board=list(on_board),
             panic_aside=panic_aside, reached=list(reached), epoch=epoch, turn=1,
             asks=[], todo=[], passed=False, ending=False,
             track=track or {c: i + 1 for i, c in enumerate(COL[:players])})
    if pile is None:
        rest = [k for k in range(1, 13) if k not in hands and k not in on_board and k not in removed]
        pile = ([] if panic_aside else [PANIC]) + rest
    p["pile"] = pile
    return p


def act_then_end(p: dict, chosen: int) -> tuple[Urland, list]:
    """E (black) chose ``chosen``; every Ichto player ends: the turn is scored, the roles
    rotate and the new E draws.  Returns the state and the events of the run."""
    s = Urland.from_position(acting_position(p, chosen=chosen, actor=_first_actor(p)))
    events = []
    while s.decision() == "act":
        events += s.apply("end")
    return s, events


def _first_actor(p: dict) -> str:
    n = p["players"]
    return COL[(COL.index(p["environment"]) + 2) % n]


def rules(events) -> list[str]:
    return [e.rule for e in events]


BASE_SEAS = {f"S{j}": {"black": 3, "white": 3, "yellow": 3, "purple": 3} for j in range(1, 6)}


def seas(**overrides: dict) -> dict:
    out = {k: dict(v) for k, v in BASE_SEAS.items()}
    out.update(overrides)
    return out


# ------------------------------------------------------------------ U-11 panic
def test_U_11_1_U_11_2_U_11_3_the_fullest_land_region_flees_to_its_only_sea():
    """U-11.1: the new E draws the panic chip; U-11.2: the land region with the most
    Ichtos (all colours together) panics; U-11.3: all of them go to the adjacent sea
    (L6 borders only S4: nobody is asked)."""
    p = make(ichtos=seas() | {"L6": {"black": 2, "white": 2}, "L1": {"yellow": 3}},
             hands=[9, 10, 11], pile=[PANIC, 12, 1, 2, 4, 5, 6, 7, 8])
    s, ev = act_then_end(p, 9)
    assert "U-11.1" in rules(ev)
    at = [e for e in ev if e.rule == "U-11.2"]
    assert at and at[-1].data["region"] == "L6"
    assert s.ichtos("L6") == (0, 0, 0, 0)
    assert s.ichtos("S4") == (5, 5, 3, 3)
    assert s.ichtos("L1") == (0, 0, 3, 0)
    # the panic chip was replaced by a draw: white (the new E) holds 3 zone chips
    assert s.env == 1 and s.decision() == "choose" and len(s.hands[1]) == 3 and PANIC not in s.hands[1]


def test_U_11_2_tie_chosen_by_the_player_with_fewest_points():
    """U-11.2: two regions tie for the most Ichtos: the player with the fewest points
    (yellow, on space 1) chooses; Muscles does not count (U-14.6) (purple's 2 + 0.5 do not break
    the tie); U-11.3: L1 borders S1 and S2, so he also chooses the sea — although he has
    no Ichto there."""
    p = make(ichtos=seas() | {"L1": {"black": 2, "white": 1}, "L6": {"purple": 2, "white": 1}},
             hands=[9, 10, 11], pile=[PANIC, 12, 1, 2, 4, 5, 6, 7, 8], track=TRACK4,
             genes={"purple": ["muscles"]})
    s, ev = act_then_end(p, 9)
    assert s.decision() == "panic_at" and s.to_move == 2
    assert sorted(str(a) for a in s.legal_actions()) == ["panic L1", "panic L6"]
    s.apply("panic L1")
    assert s.decision() == "panic_to" and s.to_move == 2
    assert sorted(str(a) for a in s.legal_actions()) == ["panic to S1", "panic to S2"]
    ev = s.apply("panic to S2")
    assert "U-11.3" in rules(ev)
    assert s.ichtos("L1") == (0, 0, 0, 0)
    assert s.ichtos("S2") == (5, 4, 3, 3)
    assert s.ichtos("S1") == (3, 3, 3, 3)
    assert s.ichtos("L6") == (0, 1, 0, 2)


def test_U_11_3_several_seas_the_fewest_points_choose():
    """U-11.3: a single fullest region with two seas: the player with the fewest points
    chooses the sea (here white, on space 1)."""
    p = make(ichtos=seas() | {"L9": {"black": 3, "purple": 1}},
             hands=[1, 10, 11], pile=[PANIC, 12, 2, 4, 5, 6, 7, 8, 9],
             track={"black": 3, "white": 1, "yellow": 5, "purple": 7})
    s, ev = act_then_end(p, 1)
    assert s.decision() == "panic_to" and s.to_move == 1
    s.apply("panic to S3")
    assert s.ichtos("L9") == (0, 0, 0, 0)
    assert s.ichtos("S3") == (6, 3, 3, 4)


@pytest.mark.parametrize("keep", [0, 2, 3])
def test_U_11_4_ears_holder_keeps_any_number(keep):
    """U-11.4 / U-14.7 (a): the Ears holder keeps any number (0 … all) of his Ichtos in
    the panicking region; the others all flee; the choices come after region and sea."""
    p = make(ichtos=seas() | {"L6": {"black": 2, "purple": 3}},
             hands=[9, 10, 11], pile=[PANIC, 12, 1, 2, 4, 5, 6, 7, 8], genes={"purple": ["ears"]})
    s, ev = act_then_end(p, 9)
    assert s.decision() == "keep" and s.to_move == 3
    assert sorted(a.amount for a in s.legal_actions()) == [0, 1, 2, 3]
    assert s.ichtos("S4")[0] == 5          # black already fled
    s.apply(f"keep {keep}")
    assert s.ichtos("L6") == (0, 0, 0, keep)
    assert s.ichtos("S4") == (5, 3, 3, 3 + 3 - keep)


def test_U_11_5_panic_chip_set_aside_until_the_next_epoch():
    """U-11.5: after the panic the chip is set aside (not in the pile, not drawn again
    this epoch)."""
    p = make(ichtos=seas() | {"L6": {"black": 2}},
             hands=[9, 10, 11], pile=[PANIC, 12, 1, 2, 4, 5, 6, 7, 8])
    s, ev = act_then_end(p, 9)
    assert "U-11.5" in rules(ev)
    assert s.panic_aside and PANIC not in s.pile
    assert s.to_position()["panic_aside"] is True


def test_U_11_2_D_7_panic_with_empty_land_does_nothing():
    """U-11.2 / D-7: no Ichto on land: the panic has no effect (and nobody is asked)."""
    p = make(ichtos=seas(), hands=[9, 10, 11], pile=[PANIC, 12, 1, 2, 4, 5, 6, 7, 8])
    before = {r: Urland.from_position(p).ichtos(r) for r in ("S1", "S2", "S3", "S4", "S5")}
    s, ev = act_then_end(p, 9)
    assert "U-11.1" in rules(ev)
    assert any(e.rule == "U-11.2" and "no effect" in e.text for e in ev)
    assert {r: s.ichtos(r) for r in before} == before
    assert s.decision() == "choose" and s.panic_aside


def _random_game(players: int, seed: int, expansion: bool = False) -> tuple[Urland, list]:
    import boardlab
    s = boardlab.new("urland", players=players, seed=seed, expansion_genes=expansion)
    rng = random.Random(seed)
    events: list = []
    while not s.is_over:
        events += s.apply(rng.choice(s.legal_actions()))
    return s, events


@pytest.mark.parametrize("players,seed", [(3, 1), (4, 2), (5, 3), (4, 4)])
def test_U_11_5_panic_exactly_once_per_completed_epoch(players, seed):
    """U-11.5 / U-4.4: the panic chip is drawn exactly once in every epoch that ran to
    its eruptions (U-12.1), never twice in one epoch; U-12.6 reshuffles it in."""
    s, events = _random_game(players, seed)
    epoch, panics, ended = 1, Counter(), set()
    for e in events:
        if e.rule == "U-12.6":
            epoch = e.data["epoch"]
        if e.rule == "U-11.1":
            panics[epoch] += 1
        if e.rule == "U-12.1":
            ended.add(e.data["epoch"])
    assert ended, "the game should reach an epoch end"
    for k in ended:
        assert panics[k] == 1
    assert all(v <= 1 for v in panics.values())


# ------------------------------------------------------------------ U-12 epoch end
def _epoch_end(ichtos: dict, b: int, c: int, *, chosen: int = 9, seed: int = 0, genes=None,
               regions=None, removed=(), epoch: int = 1, track=None, reached=(), players: int = 4,
               expansion: bool = False):
    """Last turn of an epoch: black is E with ``chosen`` + ``b`` + ``c``; the pile is
    empty, all other live chips are on the board, the panic chip set aside."""
    hands = [chosen, b, c]
    if regions is None and not removed:
        regions, removed = erupted(SETUP_VOLCANO)["regions"], [SETUP_VOLCANO]
    on_board = [k for k in range(1, 13) if k not in hands and k not in removed]
    p = make(players, ichtos=ichtos, hands=hands, pile=[], on_board=on_board, panic_aside=True,
             seed=seed, genes=genes, regions=regions, removed=list(removed), epoch=epoch,
             track=track, reached=list(reached), expansion=expansion)
    return p, on_board


def test_U_12_1_U_12_2_U_12_3_U_12_4_U_12_5_U_12_6_epoch_end():
    """U-12.1: the new E (white) holds 2 chips and the pile is empty; U-12.2: one of them
    is scored; U-12.3: volcanoes 2 and 6 erupt (zones 1+2 and 5+6 merge); U-12.4: in the
    new regions each colour keeps 1, elsewhere nothing is lost; U-12.5: chips 2 and 6
    leave the game; U-12.6: the new pile is the board's chips + panic, the same E draws 3."""
    ichtos = seas() | {"L1": {"black": 3, "white": 1}, "L2": {"black": 2, "yellow": 2},
                       "L5": {"purple": 3}, "L8": {"black": 4}}
    p, on_board = _epoch_end(ichtos, 2, 6)
    s, ev = act_then_end(p, 9)
    r = rules(ev)
    assert "U-12.1" in r and r.count("U-12.3") == 2 and "U-12.5" in r and "U-12.6" in r
    scored = [e for e in ev if e.rule == "U-12.2"]
    assert len(scored) == 1 and scored[0].data["chip"] in (2, 6)
    # U-12.3 merged regions
    assert s.regions.region_of(2) == s.regions.region_of(1) == 1
    assert s.regions.region_of(6) == s.regions.region_of(5) == 5
    # U-12.4: one per colour in the new regions (L2 coexisted, L6 was empty: no scoring loss)
    assert s.ichtos("L1") == (1, 1, 1, 0)
    assert s.ichtos("L5") == (0, 0, 0, 1)
    assert s.ichtos("L8") == (4, 0, 0, 0)
    losses = {(e.data["seat"], e.data["lost"]) for e in ev if e.rule == "U-12.4"}
    assert losses == {(0, 4), (2, 1), (3, 2)}
    assert s.supply[0] == 27 - (1 + 4 + 15)
    # U-12.5
    assert not s.regions.is_live(2) and not s.regions.is_live(6)
    assert all(k not in (2, 6) for h in s.hands for k in h) and 2 not in s.pile and 6 not in s.pile
    # U-12.6: epoch 2, same E (white) holds 3, pile = board chips + chosen 9 + panic
    assert s.epoch == 2 and s.env == 1 and s.decision() == "choose" and len(s.hands[1]) == 3
    everything = set(s.pile) | set(s.hands[1]) | ({PANIC} if s.panic_aside else set())
    assert everything == set(on_board) | {9, PANIC}
    assert s.on_board == ()


def test_U_12_2_one_of_the_two_chips_at_random_the_other_not_scored():
    """U-12.2 / D-18: the volcano scoring takes one of E's 2 chips at random (both occur
    over seeds); only that region scores (yellow's monopoly in L2 or purple's in L6)."""
    seen = set()
    for seed in range(12):
        ichtos = seas() | {"L2": {"yellow": 2}, "L6": {"purple": 2}}
        p, _ = _epoch_end(ichtos, 2, 6, seed=seed, track={"black": 1, "white": 2, "yellow": 3,
                                                          "purple": 4})
        s, ev = act_then_end(p, 9)
        chip = [e for e in ev if e.rule == "U-12.2"][0].data["chip"]
        seen.add(chip)
        assert chip in (2, 6)
        if chip == 2:
            assert s.track[2] == 3 + 3 + 1 and s.track[3] == 4   # 5 is free, 6, 7 → +3 skipping 4
        else:
            assert s.track[3] == 7 and s.track[2] == 3
    assert seen == {2, 6}


@pytest.mark.parametrize("seed", [0, 2])     # volcano scoring of chip 1 / of chip 12
def test_U_12_4_D_2_internal_eruption_no_losses(seed):
    """U-12.4 / D-2: zones 1–3 are already one region (volcanoes 2 and 3 erupted, and 5 at
    setup: epoch 2): volcano 1 erupts inside it — no region is created, nobody loses; chip
    1 still leaves (U-12.5)."""
    ichtos = seas() | {"L1": {"black": 4, "white": 3}}
    p, _ = _epoch_end(ichtos, 1, 12, chosen=9, epoch=2, removed=[2, 3, 5], seed=seed,
                      regions=[[1, 2, 3], [4, 5]] + [[z] for z in range(6, 13)])
    s, ev = act_then_end(p, 9)
    assert "U-12.3" in rules(ev)
    assert not [e for e in ev if e.rule == "U-12.4"]
    # the volcano scoring may have scored L1 (competition: white loses) or L11 (empty)
    chip = [e for e in ev if e.rule == "U-12.2"][0].data["chip"]
    assert s.ichtos("L1") == ((4, 0, 0, 0) if chip == 1 else (4, 3, 0, 0))
    assert not s.regions.is_live(1) and not s.regions.is_live(12)
    assert s.regions.region_of(12) == s.regions.region_of(11)


@pytest.mark.parametrize("seed", [0, 2])     # volcano scoring of chip 11 / of chip 12
def test_U_12_4_losses_only_in_new_regions_and_after_scoring(seed):
    """U-12.4 / D-17: losses are counted once, after both eruptions, per new region: a
    chain 10+11 and 11+12 (volcanoes 11 and 12) makes one region 10–12."""
    ichtos = seas() | {"L10": {"black": 2}, "L11": {"black": 2, "white": 1}, "L12": {"white": 2},
                       "L4": {"yellow": 5}}
    p, _ = _epoch_end(ichtos, 11, 12, chosen=9, seed=seed)
    s, ev = act_then_end(p, 9)
    chip = [e for e in ev if e.rule == "U-12.2"][0].data["chip"]
    assert s.regions.region_of(10) == s.regions.region_of(11) == s.regions.region_of(12) == 10
    assert s.ichtos("L4") == (0, 0, 5, 0)
    # L11 scored: black 2 beats white 1 (white's 1 removed); L12 scored: white's monopoly
    assert s.ichtos("L10") == (1, 1, 0, 0)
    losses = sorted((e.data["seat"], e.data["lost"]) for e in ev if e.rule == "U-12.4")
    assert losses == ([(0, 3), (1, 1)] if chip == 11 else [(0, 3), (1, 2)])


def test_U_2_5_5_merged_regions_pool_their_ichtos():
    """U-2.5.5: volcanoes 11 and 12 merge zones 10, 11 and 12 into one region whose counts
    per colour are the sums of the three zones' (black 2 + 2 + 0): the U-12.4 losses then
    count the pooled 4 (black keeps 1, loses 3), and every zone of the region reports the
    same Ichtos, in ``ichtos()`` and on the board graph."""
    ichtos = seas() | {"L10": {"black": 2}, "L11": {"black": 2}, "L12": {"yellow": 1}}
    p, _ = _epoch_end(ichtos, 11, 12, chosen=9, seed=0)
    s, ev = act_then_end(p, 9)
    assert [(e.data["seat"], e.data["lost"]) for e in ev if e.rule == "U-12.4"] == [(0, 3)]
    assert s.ichtos(10) == s.ichtos(11) == s.ichtos(12) == s.ichtos("L10")
    g = s.board
    assert g.nodes["L11"]["region"] == g.nodes["L12"]["region"] == "L10"
    assert g.nodes["L12"]["ichtos"] == g.nodes["L10"]["ichtos"] == {
        c: k for c, k in zip(COL, s.ichtos("L10")) if k}


def test_U_12_6_mutation_reached_by_the_volcano_scoring_after_the_eruptions():
    """U-12.6 / U-10.2: a volcano scoring that reaches a mutation space holds the auction
    after the eruptions and their losses, before the new epoch."""
    ichtos = seas() | {"L2": {"yellow": 2}, "L6": {"yellow": 2}, "L1": {"yellow": 3}}
    p, _ = _epoch_end(ichtos, 2, 6, track={"black": 1, "white": 2, "yellow": 10, "purple": 4})
    p["display"] = ["legs", "ears", "egg"]
    p["gene_deck"] = None
    s, ev = act_then_end(p, 9)
    r = rules(ev)
    assert "U-10.1" in r and r.index("U-12.4") < r.index("U-10.1")
    assert s.decision() == "bid" and s.epoch == 1


# ------------------------------------------------------------------ U-13 end of game
def test_U_13_1_end_after_completing_the_scoring_no_auction():
    """U-13.1 / D-5: black reaches 30 in a competition: the scoring is completed (white,
    second, still gains 2; yellow is removed), no auction (21 not yet reached), then final
    scoring (U-13.3) and the winner (U-13.4)."""
    ichtos = seas() | {"L9": {"black": 3, "white": 2, "yellow": 1}}
    p = make(ichtos=ichtos, hands=[9, 10, 11], reached=[12, 16],
             track={"black": 28, "white": 10, "yellow": 5, "purple": 2})
    s, ev = act_then_end(p, 9)
    r = rules(ev)
    assert "U-13.1" in r and "U-10.1" not in r and "U-4.3" not in r
    assert s.is_over and s.decision() == "over"
    assert s.ichtos("L9") == (3, 2, 0, 0)
    # black +3 (→31) then the general bonus: black has most on board (3 + 15 = 18), alone: +3;
    # land: black alone excluded, white (2) gets 2
    assert s.track[0] == 31 + 3
    assert s.track[1] == 10 + 2 + 2
    assert s.winners() == [0]
    assert [e for e in ev if e.rule == "U-13.4"][0].data["seat"] == 0


@pytest.mark.parametrize("start,ends", [(27, True), (26, False)])
def test_U_13_1_a_marker_landing_exactly_on_30_ends_the_game(start, ends):
    """U-13.1: black's monopoly in L9 scores 3: from 27 his marker lands exactly on 30
    (spaces 28–30 free, nothing skipped) and the game ends — no rotation, final scoring;
    from 26 it stops on 29 and the game goes on (the next turn starts, U-4.3)."""
    ichtos = seas() | {"L9": {"black": 2}}
    p = make(ichtos=ichtos, hands=[9, 10, 11], reached=[12, 16, 21],
             track={"black": start, "white": 10, "yellow": 5, "purple": 2})
    s, ev = act_then_end(p, 9)
    moved = [e for e in ev if e.rule == "U-9.2" and e.data["seat"] == 0][0]
    assert (moved.data["from"], moved.data["to"]) == (start, start + 3)
    r = rules(ev)
    if ends:
        assert moved.data["to"] == 30
        assert "U-13.1" in r and "U-4.3" not in r and "U-13.3" in r and s.is_over
    else:
        assert "U-13.1" not in r and "U-4.3" in r and not s.is_over


def test_U_13_1_volcano_scoring_end_still_erupts():
    """U-13.1: the end is triggered by a volcano scoring: both eruptions and their losses
    are still carried out, no auction, then final scoring."""
    ichtos = seas() | {"L1": {"yellow": 3}, "L2": {"yellow": 2}, "L5": {"yellow": 2}, "L6": {"yellow": 1}}
    p, _ = _epoch_end(ichtos, 2, 6, track={"black": 1, "white": 2, "yellow": 28, "purple": 4},
                      reached=[12, 16, 21])
    s, ev = act_then_end(p, 9)
    r = rules(ev)
    assert "U-13.1" in r and "U-12.4" in r and "U-10.1" not in r and "U-12.6" not in r
    assert s.is_over
    assert s.ichtos("L1") == (0, 0, 1, 0) and s.ichtos("L5") == (0, 0, 1, 0)


def test_U_13_2_fallback_end_after_epoch_3():
    """U-13.2 / D-6: the third epoch's eruptions are done and nobody reached 30: the game
    ends with final scoring (no new epoch)."""
    ichtos = seas()
    p, _ = _epoch_end(ichtos, 2, 6, epoch=3, **erupted(12, 4, 5, 9, 10), chosen=8)
    s, ev = act_then_end(p, 8)
    r = rules(ev)
    assert "U-13.2" in r and "U-12.6" not in r and "U-13.3" in r and "U-13.4" in r
    assert s.is_over and s.epoch == 3 and max(s.track) < 30


def _final(ichtos: dict, track: dict, players: int = 4, genes=None, expansion=False) -> tuple[Urland, list]:
    """A turn that scores L9 (black's monopoly there takes him from 28 past 30): the game
    ends with final scoring (U-13.1)."""
    p = make(players, ichtos=ichtos, hands=[9, 10, 11], reached=[12, 16, 21], track=track,
             genes=genes, expansion=expansion)
    return act_then_end(p, 9)


FAR = {"black": 28, "white": 20, "yellow": 10, "purple": 2}


def _bonus(ev, what):
    return [e for e in ev if e.rule == "U-13.3" and e.data.get("bonus") == what][0].data


def _to_end(extra: dict) -> dict:
    """Black's monopoly of L9 (+3) takes him from 28 to 31: the end."""
    return extra | {"L9": {"black": 1}}


def test_U_13_3_sole_general_winner_excluded_from_land_bonus():
    """U-13.3 (1, 2): black has most on the board alone: +3; he also has most on land but
    takes no part in the land bonus: it goes to the best of the others (white)."""
    ichtos = _to_end({"S1": {"black": 10}, "L1": {"black": 5, "white": 2}, "L2": {"yellow": 1}})
    s, ev = _final(ichtos, FAR)
    assert _bonus(ev, "general") == {"bonus": "general", "seats": [0], "points": 3}
    assert _bonus(ev, "land") == {"bonus": "land", "seats": [1], "points": 2}
    assert list(s.track) == [34, 22, 10, 2]


@pytest.mark.parametrize("tied,general_pts", [(2, 1), (3, 1), (4, 0)])
def test_U_13_3_general_bonus_split_rounded_down(tied, general_pts):
    """U-13.3 (1): t players tied for most on the board get ⌊3 / t⌋ each; those who
    shared it take part in the land bonus (black alone most on land: 2)."""
    sea = {c: 5 for c in COL[:tied]}
    ichtos = {"S1": sea, "L1": {"black": 3}}
    # every tied colour has 5 + 3 on the board; black's 3 are on land (+1 in L9 below)
    for c in COL[1:tied]:
        ichtos.setdefault("S2", {})[c] = 4
    ichtos = _to_end(ichtos)
    # black: 5 + 3 + 1 = 9 on board; others tied: 5 + 4 = 9
    s, ev = _final(ichtos, FAR)
    g = _bonus(ev, "general")
    assert sorted(g["seats"]) == list(range(tied)) and g["points"] == general_pts
    land = _bonus(ev, "land")
    assert land["seats"] == [0] and land["points"] == 2


@pytest.mark.parametrize("tied,land_pts", [(2, 1), (3, 0)])
def test_U_13_3_land_bonus_split_rounded_down(tied, land_pts):
    """U-13.3 (2): players tied for most on land get ⌊2 / t⌋ (2 → 1, 3 → 0)."""
    ichtos = _to_end({"S1": {"purple": 20}, "L1": {c: 2 for c in COL[:tied]}})
    ichtos["L1"]["black"] = 1          # + 1 in L9
    s, ev = _final(ichtos, FAR)
    assert _bonus(ev, "general")["seats"] == [3]
    land = _bonus(ev, "land")
    assert sorted(land["seats"]) == list(range(tied)) and land["points"] == land_pts


def test_U_13_3_D_14_a_bonus_needs_at_least_one_ichto():
    """U-13.3 (3) / D-14: black (sole general winner) is the only one on land; the others
    have 0 land Ichtos, so nobody wins the land bonus."""
    ichtos = _to_end({"S1": {"black": 10, "white": 2}})
    s, ev = _final(ichtos, FAR)
    assert _bonus(ev, "general")["seats"] == [0]
    land = [e for e in ev if e.rule == "U-13.3" and e.data.get("bonus") == "land"][0]
    assert "seats" not in land.data and "nobody" in land.text
    assert list(s.track) == [34, 20, 10, 2]


def test_U_13_4_winner_is_the_marker_furthest_ahead():
    """U-13.4: after the bonuses the winner is the marker furthest ahead."""
    ichtos = _to_end({"S1": {"white": 12}, "L1": {"white": 3}})
    s, ev = _final(ichtos, {"black": 28, "white": 29, "yellow": 10, "purple": 2})
    # black 28 → 32 (skipping 29); white alone most on board: 29 → 33 (skipping 32);
    # land bonus: black (1 in L9) is the best of the others: 32 → 35 (skipping 33)
    assert s.track[1] == 33 and s.track[0] == 35
    assert s.winners() == [0] == [max(range(4), key=lambda c: s.track[c])]
    assert [e for e in ev if e.rule == "U-13.4"][0].data["seat"] == 0


# ------------------------------------------------------------------ genes at the eruptions
def test_U_14_7_D_12_ears_b_volcano_losses_flee_to_a_sea():
    """U-14.7 (b) / D-12: the Ears holder's volcano losses may go to a sea adjacent to the
    new region instead of his supply: he saves all 4 (``save 4``), then picks the sea
    (zones 1+2 border S1, S2, S5); the others lose theirs (U-12.4)."""
    ichtos = seas() | {"L1": {"black": 3, "white": 2}, "L2": {"black": 2, "white": 2}}
    p, _ = _epoch_end(ichtos, 2, 6, genes={"black": ["ears"]})
    s, ev = act_then_end(p, 9)
    assert s.decision() == "save" and s.to_move == 0
    assert [str(a) for a in s.legal_actions()] == [f"save {k}" for k in range(5)]
    sup = s.supply[0]
    s.apply("save 4")
    assert s.decision() == "flee" and s.to_move == 0
    assert sorted(str(a) for a in s.legal_actions()) == ["flee S1", "flee S2", "flee S5"]
    ev = s.apply("flee S5")
    assert s.ichtos("L1")[:2] == (1, 1)
    assert s.ichtos("S5")[0] == 3 + 4 and s.supply[0] == sup
    assert [e for e in ev if e.rule == "U-14.7"][0].data["count"] == 4


@pytest.mark.parametrize("save", [0, 1, 3])
def test_U_14_7_D_12_ears_b_the_holder_chooses_how_many_flee(save):
    """D-12 (revised): saving is the Ears holder's choice — ``save k`` sends k of the 4
    Ichtos he would lose to the sea he names, the other 4 − k to his supply (``save 0``:
    all to the supply, nothing more is asked).  Undo takes the choice back."""
    ichtos = seas() | {"L1": {"black": 3, "white": 2}, "L2": {"black": 2, "white": 2}}
    p, _ = _epoch_end(ichtos, 2, 6, genes={"black": ["ears"]})
    s, _ = act_then_end(p, 9)
    sup, sea = s.supply[0], s.ichtos("S1")[0]
    before = s.to_position()
    ev = s.apply(f"save {save}")
    if save:
        assert s.decision() == "flee"
        ev += s.apply("flee S1")
    assert s.decision() != "flee"
    assert s.ichtos("L1")[0] == 1
    assert s.ichtos("S1")[0] == sea + save and s.supply[0] == sup + 4 - save
    said = [e for e in ev if e.rule == "U-14.7" and "saved" in e.data][0]
    assert said.data == {"seat": 0, "saved": save, "lost": 4}
    for _ in range(2 if save else 1):
        s.undo()
    assert s.to_position() == before


def test_U_15_8_surrender_volcano_losses_flee_to_a_sea():
    """U-15.8: the Surrender holder's volcano losses move to an adjacent sea (zones 5+6
    border S4 and S5) instead of his supply."""
    ichtos = seas() | {"L5": {"purple": 2, "white": 3}, "L6": {"purple": 2}}
    p, _ = _epoch_end(ichtos, 2, 6, genes={"purple": ["surrender"]}, expansion=True)
    s, ev = act_then_end(p, 9)
    assert s.decision() == "flee" and s.to_move == 3
    s.apply("flee S4")
    assert s.ichtos("L5")[3] == 1 and s.ichtos("S4")[3] == 3 + 3
    assert s.ichtos("L5")[1] == 1


def test_U_11_4_choices_in_order_region_sea_then_ears():
    """U-11.4: region (tie), then sea (L1 has two), then the Ears holder keeps some."""
    p = make(ichtos=seas() | {"L1": {"black": 2, "white": 2}, "L7": {"purple": 4}},
             hands=[9, 10, 11], pile=[PANIC, 12, 1, 2, 4, 5, 6, 7, 8], track=TRACK4,
             genes={"black": ["ears"]})
    s, _ = act_then_end(p, 9)
    assert (s.decision(), s.to_move) == ("panic_at", 2)
    s.apply("panic L1")
    assert (s.decision(), s.to_move) == ("panic_to", 2)
    s.apply("panic to S1")
    assert (s.decision(), s.to_move) == ("keep", 0)
    assert s.ichtos("L1") == (2, 0, 0, 0)
    s.apply("keep 1")
    assert s.ichtos("L1") == (1, 0, 0, 0) and s.ichtos("S1") == (4, 5, 3, 3)
    assert s.decision() == "choose"


@pytest.mark.parametrize("seed", [0, 2])     # volcano scoring of chip 2 / of chip 6
def test_U_14_6_D_11_muscles_in_the_volcano_scoring(seed):
    """U-14.6 / D-11 / U-12.2: Muscles applies to the volcano scoring: yellow's 1 beats the
    other colour's 1 in whichever of L2 / L6 is scored."""
    ichtos = seas() | {"L2": {"yellow": 1, "white": 1}, "L6": {"yellow": 1, "black": 1}}
    p, _ = _epoch_end(ichtos, 2, 6, genes={"yellow": ["muscles"]}, seed=seed)
    s, ev = act_then_end(p, 9)
    chip = [e for e in ev if e.rule == "U-12.2"][0].data["chip"]
    comp = [e for e in ev if e.rule == "U-8.2.4"]
    assert comp and comp[0].data["losers"] == (["white"] if chip == 2 else ["black"])
    assert comp[0].data["gains"] == {"yellow": 3}


def test_U_11_1_D_7_panic_as_the_last_chip_then_the_epoch_ends():
    """U-11.1 / D-7 / U-12.1: the panic chip is the last chip of the pile: the panic is
    resolved, the replacement draw finds the pile empty, and the epoch ends."""
    ichtos = seas() | {"L7": {"black": 2}}
    p, on_board = _epoch_end(ichtos, 2, 6)
    p["pile"], p["panic_aside"] = [PANIC], False
    s, ev = act_then_end(p, 9)
    r = rules(ev)
    assert r.index("U-11.1") < r.index("U-11.3") < r.index("U-12.1") < r.index("U-12.6")
    assert s.ichtos("L7") == (0, 0, 0, 0) and s.ichtos("S1")[0] == 5
    assert s.epoch == 2
