"""Urland positions in any phase (U-5): an auction, a gene to take and pay for, a panic,
an Ears decision at an eruption, the expansion's choices around a scoring — written with
the documented fields (``auction``, ``panic``, ``pending``), not the engine's queue; what
follows is the rest of U-5 / U-12.  Round trips over random games, hand-written positions
and the inconsistent ones refused."""
from __future__ import annotations

import copy
import json
import random
from pathlib import Path

import pytest

import boardlab
from boardlab import BadPosition
from boardlab.games.urland import Urland
from boardlab.games.urland.position import setup_position
from test_urland_position import docstring_example  # tests/urland is on sys.path

COL = ("black", "white", "yellow", "purple", "red")
#: games (players, expansion genes, seed) that reach every moment: panics of each kind,
#: auctions, Ears at eruptions, Surrender and Gills after turn and volcano scorings,
#: Pheromones during the actions and before the scoring
GAMES = [(3, False, 0), (4, False, 37), (5, True, 2), (4, True, 70), (5, True, 11),
         (5, True, 104), (4, True, 34), (3, True, 18)]


def refused(pos: dict) -> BadPosition:
    with pytest.raises(BadPosition) as e:
        Urland.from_position(pos)
    return e.value


def _same_future(a: Urland, b: Urland, rng: random.Random, steps: int) -> None:
    """The same actions give the same events and positions on both."""
    for _ in range(steps):
        if a.is_over:
            break
        act = rng.choice(a.legal_actions())
        ea, eb = a.apply(act), b.apply(str(act))
        assert [(e.rule, e.text) for e in ea] == [(e.rule, e.text) for e in eb]
        assert a.to_position() == b.to_position()
        assert [str(x) for x in a.legal_actions()] == [str(x) for x in b.legal_actions()]


@pytest.mark.parametrize("players,expansion,seed", GAMES)
def test_U_5_a_position_in_every_phase_round_trips_and_plays_on_the_same(players, expansion, seed):
    """At every choice between the actions and the next choice of a chip (and now and then
    elsewhere) the position is written with the documented fields, never the engine's
    queue; read back it gives the same position, legal actions and views, and the same
    continuation for the same actions."""
    s = boardlab.new("urland", players=players, seed=seed, expansion_genes=expansion)
    rng = random.Random(seed)
    phases = set()
    step = 0
    while not s.is_over:
        if s.asks or step % 10 == 0:
            pos = s.to_position()
            assert "asks" not in pos and "todo" not in pos
            assert json.loads(json.dumps(pos)) == pos
            phases.add(pos["phase"] + (f"+{pos['pending'][0]['choice']}" if pos.get("pending") else ""))
            t = Urland.from_position(copy.deepcopy(pos))
            assert t.to_position() == pos
            assert t.to_move == s.to_move and t.decision() == s.decision()
            assert [str(a) for a in t.legal_actions()] == [str(a) for a in s.legal_actions()]
            for c in range(players):
                assert t.view(c).to_position() == s.view(c).to_position()
            if s.asks and step % 3 == 0:
                _same_future(s.copy(), t, random.Random(step), 12)
        s.apply(rng.choice(s.legal_actions()))
        step += 1
    assert {"mutation", "panic"} <= phases
    if (players, expansion, seed) == (4, False, 37):
        assert {"eruption+save", "eruption+flee"} <= phases
    if (players, expansion, seed) == (5, True, 104):
        assert "score+place" in phases
    if (players, expansion, seed) == (5, True, 2):
        assert "score+gills" in phases


@pytest.mark.slow
def test_U_5_positions_at_every_choice_of_many_random_games_read_back_the_same():
    """Slow (15–30 s): 60 random games of 3–5 players, with and without the expansion
    genes; at every choice of an auction, a panic, a scoring or an eruption the position
    reads back to the same position and the same legal actions."""
    seen = set()
    for seed in range(30):
        for expansion in (False, True):
            s = boardlab.new("urland", players=3 + seed % 3, seed=seed, expansion_genes=expansion)
            rng = random.Random(seed)
            while not s.is_over:
                if s.asks:
                    pos = s.to_position()
                    assert "asks" not in pos and "todo" not in pos
                    seen.add(pos["phase"])
                    t = Urland.from_position(pos)
                    assert t.to_position() == pos
                    assert [str(a) for a in t.legal_actions()] == [str(a) for a in s.legal_actions()]
                s.apply(rng.choice(s.legal_actions()))
    assert seen == {"act", "score", "mutation", "panic", "eruption"}


# ------------------------------------------------------------------ hand-written
def after_turn(**fields) -> dict:
    """Seed 3's setup (black the environment player, white neutral) after the turn's
    scoring: black put chip 1 face down and passed 3 and 11 to white; chip 1 has scored."""
    p = setup_position(4, 3)
    p.update(hands={"black": [], "white": [3, 11]}, on_board=[1], pile=None, passed=True)
    p.update(fields)
    return p


def test_U_10_3_a_position_written_mid_auction_asks_the_next_bidder():
    """Black and white have bid: yellow bids now, 0 … his supply (U-10.3); after the last
    bid the ranking (U-10.4), the genes (U-10.6), the refill (U-10.7), then the roles
    rotate (U-4.3) — the rest of the turn (U-5)."""
    p = after_turn(phase="mutation", track={"black": 1, "white": 13, "yellow": 3, "purple": 2},
                   reached=[12], auction={"space": 12, "bids": {"black": 2, "white": 3,
                                                                "yellow": None, "purple": None}})
    s = Urland.from_position(p)
    assert s.decision() == "bid" and s.to_move == 2
    assert [str(a) for a in s.legal_actions()] == [f"bid {b}" for b in range(s.supply[2] + 1)]
    assert s.view(2).bids() == ("?", "?", None, None)          # sealed (U-10.3)
    events = s.apply("bid 3") + s.apply("bid 0")
    ranking = next(e for e in events if e.rule == "U-10.4").data["ranking"]
    assert ranking == ["yellow", "white", "black", "purple"]
    assert s.decision() == "take" and s.to_move == 2 and "pass" not in map(str, s.legal_actions())
    while not s.decision() == "choose":
        events += s.apply(s.legal_actions()[0])
    rules = [e.rule for e in events]
    assert rules.index("U-10.7") < rules.index("U-4.3") and s.env == 1 and s.turn == 2


def test_U_10_6_a_gene_to_take_is_written_with_next_and_taken():
    """Bids in: ``next`` is who takes (or passes) now; ``taken`` the genes taken so far.
    Left out, ``next`` is the first in the ranking who can pay (U-10.6)."""
    bids = {"black": 2, "white": 3, "yellow": 3, "purple": 0}
    base = after_turn(phase="mutation", track={"black": 1, "white": 13, "yellow": 3, "purple": 2},
                      reached=[12])
    first = Urland.from_position({**base, "auction": {"space": 12, "bids": bids}})
    assert first.decision() == "take" and first.to_move == 2          # yellow ranks first, obliged
    assert "pass" not in map(str, first.legal_actions())
    s = Urland.from_position({**base, "auction": {"space": 12, "bids": bids, "next": "black",
                                                  "taken": 1}})
    assert s.to_move == 0 and "pass" in map(str, s.legal_actions())   # the obligation is met
    assert s.to_position()["auction"] == {"space": 12, "bids": bids, "next": "black", "taken": 1}
    s.apply("take warm_blood")
    s.apply(s.legal_actions()[0]), s.apply(s.legal_actions()[0])       # price 2 (U-10.5)
    assert s.decision() == "take" and s.to_move == 3                  # purple, the third gene


def test_U_10_6_taken_is_needed_when_next_is_not_first_in_the_ranking():
    p = after_turn(phase="mutation", track={"black": 1, "white": 13, "yellow": 3, "purple": 2},
                   reached=[12], auction={"space": 12, "bids": {"black": 2, "white": 3, "yellow": 3,
                                                                "purple": 0}, "next": "black"})
    e = refused(p)
    assert e.rule == "U-10.6" and "write 'taken'" in str(e) and "yellow, white" in str(e)


def test_U_10_5_a_gene_to_pay_for_is_written_with_paying_and_to_pay():
    """Yellow took Ears (he owned Legs, bid 3: price 4) and has 3 Ichtos still to return
    from the board; then the next in the ranking is asked."""
    p = after_turn(phase="mutation", track={"black": 1, "white": 13, "yellow": 3, "purple": 2},
                   reached=[12], genes={"yellow": ["legs", "ears"]},
                   display=["assimilation", "warm_blood", "care_of_young"], gene_deck=None,
                   auction={"space": 12, "bids": {"black": 2, "white": 3, "yellow": 3, "purple": 0},
                            "paying": "yellow", "to_pay": 3})
    s = Urland.from_position(p)
    assert s.decision() == "pay" and s.to_move == 2
    before = s.on_board_count(2)
    for _ in range(3):
        s.apply(s.legal_actions()[0])
    assert s.on_board_count(2) == before - 3
    assert s.decision() == "take" and s.to_move == 1 and "pass" in map(str, s.legal_actions())


def test_U_12_6_an_auction_after_the_eruptions_is_followed_by_the_next_epoch():
    """Nobody holds a chip and the pile is empty: the auction follows the epoch's
    eruptions; after it the new pile is shuffled and the same environment player draws."""
    p = setup_position(4, 3)
    p.update(phase="mutation", track={"black": 1, "white": 13, "yellow": 3, "purple": 2},
             reached=[12], hands={"black": []}, pile=[], panic_aside=True,
             regions=[[1, 3], [2], [4], [5], [6], [7], [8], [9, 10, 11], [12]], removed=[1, 10, 11],
             on_board=[2, 3, 4, 5, 6, 7, 8, 9, 12],
             auction={"space": 12, "bids": {"black": 0, "white": 0, "yellow": 0, "purple": 0}})
    p["ichtos"] = {k: v for k, v in p["ichtos"].items() if k.startswith("S") or k in ("L5", "L6", "L7")}
    s = Urland.from_position(p)
    events = []
    while s.epoch == 1:
        events += s.apply(s.legal_actions()[0])
    rules = [e.rule for e in events]
    assert "U-12.6" in rules and "U-4.3" not in rules and s.env == 0


@pytest.mark.parametrize("fields,rule,words", [
    ({"hands": {"black": [], "white": []}}, "U-10.2", "follows a turn's scoring or an epoch's eruptions"),
    ({"auction": {"space": 12, "bids": {"black": 9, "white": 0, "yellow": None, "purple": None}}},
     "U-10.3", "black bids 9 with 8 Ichtos in his supply"),
    ({"auction": {"space": 12, "bids": {"black": None, "white": 2, "yellow": None, "purple": None}}},
     "U-10.3", "in seat order"),
    ({"auction": {"space": 12, "bids": {"black": 1, "white": None, "yellow": None, "purple": None},
                  "next": "black"}}, "U-10.4", "after the bids are revealed"),
    ({"auction": {"space": 12, "bids": {"black": 0, "white": 0, "yellow": 0, "purple": 0},
                  "ranking": ["black", "white", "yellow", "purple"]}}, "U-10.4", "fewer points first"),
    ({"reached": []}, "U-10.1", "not in 'reached'"),
    ({"reached": [12, 16], "track": {"black": 1, "white": 17, "yellow": 3, "purple": 2}}, "D-4",
     "auctioned lowest first"),
    ({"ending": True}, "D-5", "never follows the end's trigger"),
])
def test_U_10_an_auction_that_cannot_occur_is_refused_naming_the_rule(fields, rule, words):
    p = after_turn(phase="mutation", track={"black": 1, "white": 13, "yellow": 3, "purple": 2},
                   reached=[12], auction={"space": 12, "bids": {"black": 0, "white": None,
                                                                "yellow": None, "purple": None}})
    p.update(fields)
    if fields.get("hands"):
        p["pile"] = [c for c in range(2, 13) if c not in (10,)] + ["panic"]
    e = refused(p)
    assert (rule, True) in [(r, words in why) for r, why in e.problems], e.problems


def test_U_10_6_next_who_cannot_pay_his_price_is_refused():
    """Black bid 8 with 3 Ichtos on the board: he drops out and is never asked (D-13)."""
    p = after_turn(phase="mutation", track={"black": 1, "white": 13, "yellow": 3, "purple": 2},
                   reached=[12], auction={"space": 12, "bids": {"black": 8, "white": 0, "yellow": 0,
                                                                "purple": 0}, "next": "black"})
    for region in p["ichtos"].values():
        region.pop("black", None)
    p["ichtos"]["S1"]["black"] = 3
    e = refused(p)
    assert e.rule == "U-10.6" and "black cannot pay his price 8" in str(e)
    del p["auction"]["next"]                                   # left out: the first who can pay
    s = Urland.from_position(p)
    assert s.decision() == "take" and s.to_move == 3           # purple: fewest points of the 0 bids


def test_U_10_every_problem_of_an_auction_at_once():
    p = after_turn(phase="mutation", track={"black": 1, "white": 13, "yellow": 3, "purple": 2},
                   reached=[], ending=True,
                   auction={"space": 12, "bids": {"black": 9, "white": 0, "yellow": None, "purple": None}})
    rules = [r for r, _ in refused(p).problems]
    assert {"U-10.1", "U-10.3", "D-5"} <= set(rules)


# ------------------------------------------------------------------ panic
def panic_position(**panic) -> dict:
    """Seed 3's setup at turn 2: white (the new environment player) holds 3 and 11 and drew
    the panic chip; L1 and L5 tie with 2 Ichtos (white + yellow); purple has the fewest points."""
    p = setup_position(4, 3)
    p.update(phase="panic", turn=2, environment="white", hands={"black": [], "white": [3, 11]},
             on_board=[1], pile=None, panic_aside=True, panic=panic,
             track={"black": 4, "white": 5, "yellow": 3, "purple": 2})
    return p


def test_U_11_2_a_panic_between_tied_regions_asks_the_fewest_points():
    s = Urland.from_position(panic_position(region=None, sea=None))
    assert s.decision() == "panic_at" and s.to_move == 3
    assert [str(a) for a in s.legal_actions()] == [f"panic L{z}" for z in (1, 5, 6, 7, 8, 9, 11, 12)]
    s.apply("panic L1")
    assert s.decision() == "panic_to" and s.to_move == 3               # L1 borders S1 and S2


def test_U_11_3_a_panic_sea_to_choose_then_E_draws_again():
    s = Urland.from_position(panic_position(region="L1", sea=None))
    assert s.decision() == "panic_to" and [str(a) for a in s.legal_actions()] == ["panic to S1", "panic to S2"]
    events = s.apply(s.legal_actions()[0])
    rules = [e.rule for e in events]
    assert "U-11.3" in rules and "U-11.5" in rules and "U-6.3" in rules
    assert s.decision() == "choose" and s.env == 1 and len(s.hands[1]) == 3


def test_U_11_4_ears_holders_still_to_decide_in_a_panic():
    p = panic_position(region="L1", sea="S1")
    p.update(genes={"yellow": ["ears"]}, display=["assimilation", "warm_blood", "care_of_young"],
             gene_deck=None)
    p["ichtos"]["L1"] = {"yellow": 1}
    p["ichtos"]["S1"] = {**p["ichtos"]["S1"], "white": 4}
    s = Urland.from_position(p)
    assert s.decision() == "keep" and s.to_move == 2
    assert s.to_position()["panic"] == {"region": "L1", "sea": "S1", "ears": ["yellow"]}
    s.apply("keep 1")
    assert s.decision() == "choose" and s.ichtos("L1")[2] == 1


@pytest.mark.parametrize("panic,edit,rule,words", [
    ({"region": "L2", "sea": None}, None, "U-11.2", "the region with the most"),
    ({"region": None, "sea": None}, {"L1": {"white": 2, "yellow": 1}}, "U-11.2", "alone has"),
    ({"region": "L1", "sea": "S1"}, None, "U-11.3", "still have some there"),
    ({"region": "L1", "sea": "S3"}, None, "U-11.3", "adjacent sea"),
    ({"region": None, "sea": "S1"}, None, "U-11.4", "region is chosen first"),
])
def test_U_11_a_panic_that_cannot_occur_is_refused_naming_the_rule(panic, edit, rule, words):
    p = panic_position(**panic)
    if edit:
        p["ichtos"].update(edit)
    e = refused(p)
    assert any(r == rule and words in why for r, why in e.problems), e.problems


def test_U_11_5_a_panic_without_the_panic_chip_drawn_is_refused():
    p = panic_position(region=None, sea=None)
    p.update(panic_aside=False, hands={"black": [], "white": [3, 11], "yellow": [5]})
    rules = {r for r, _ in refused(p).problems}
    assert {"U-11.5", "U-6.3"} <= rules


# ------------------------------------------------------------------ eruption: Ears (D-12)
def eruption_position(**fields) -> dict:
    """Seed 3's setup at the end of epoch 1: volcanoes 1 and 2 erupted (zones 1+2+3 one
    region, L3 after its live chip), nobody holds a chip; white (Ears) has 3 Ichtos there
    and loses 2 (U-12.4)."""
    p = setup_position(4, 3)
    p.update(phase="eruption", environment="white", turn=9,
             regions=[[1, 2, 3], [4], [5], [6], [7], [8], [9, 10], [11], [12]], removed=[1, 2, 10],
             hands={"black": []}, pile=[], panic_aside=True, on_board=[3, 4, 5, 6, 7, 8, 9, 11, 12],
             genes={"white": ["ears"]}, display=["assimilation", "warm_blood", "care_of_young"],
             gene_deck=None, pending=[{"choice": "save", "colour": "white", "region": "L3"}])
    del p["ichtos"]["L1"]
    p["ichtos"]["L3"] = {"white": 3, "yellow": 1}
    p.update(fields)
    return p


def test_D_12_an_ears_decision_written_after_an_eruption():
    """White chooses how many of the 2 he would lose flee (0 … 2, D-12), then the sea;
    then the next epoch (U-12.6)."""
    s = Urland.from_position(eruption_position())
    assert s.decision() == "save" and s.to_move == 1
    assert [str(a) for a in s.legal_actions()] == ["save 0", "save 1", "save 2"]
    assert s.to_position()["pending"] == [{"choice": "save", "colour": "white", "region": "L3"}]
    s.apply("save 2")
    assert s.decision() == "flee" and s.to_move == 1
    events = s.apply(s.legal_actions()[0])
    assert "U-12.6" in [e.rule for e in events] and s.epoch == 2


@pytest.mark.parametrize("fields,rule,words", [
    ({"hands": {"black": [], "white": [11, 12]}, "on_board": [3, 4, 5, 6, 7, 8, 9]}, "U-12.4",
     "after the eruptions nobody holds a chip"),
    ({"genes": {"white": []}, "display": ["ears", "assimilation", "warm_blood", "care_of_young"]},
     "U-14.7", "does not hold Ears"),
    ({"pending": [{"choice": "save", "colour": "yellow", "region": "L3"}],
      "genes": {"yellow": ["ears"]}}, "U-12.4", "he loses none"),
    ({"pending": [{"choice": "gills", "colour": "white", "region": "L3"}]}, "U-15.10", "does not wait"),
    ({"pending": []}, "U-5", "waits for a choice"),
    ({"pending": [{"choice": "flee", "colour": "white", "region": "L3", "ichtos": 3}]},
     "U-12.4", "2 flee"),
])
def test_U_12_4_an_ears_decision_that_cannot_occur_is_refused_naming_the_rule(fields, rule, words):
    e = refused(eruption_position(**fields))
    assert any(r == rule and words in why for r, why in e.problems), e.problems


def test_U_12_4_an_ears_decision_with_no_eruption_is_refused():
    """Phase eruption in the middle of a turn (white holds the 2 chips passed to him)."""
    p = after_turn(phase="eruption", genes={"white": ["ears"]},
                   display=["assimilation", "warm_blood", "care_of_young"], gene_deck=None,
                   pending=[{"choice": "save", "colour": "white", "region": "L1"}])
    rules = [r for r, _ in refused(p).problems]
    assert "U-12.4" in rules


# ------------------------------------------------------------------ the fields' places
def test_U_5_a_field_of_another_phase_is_refused():
    p = after_turn(phase="panic", panic={"region": None}, auction={"space": 12, "bids": {}})
    e = refused(p)
    assert any("'auction' belongs to phase mutation" in why for _, why in e.problems)


OLD = Path(__file__).with_name("old_form_positions.json")


@pytest.mark.parametrize("name", ["bid", "keep"])
def test_U_5_a_position_saved_in_the_engine_queue_form_still_opens(name):
    """Positions saved before the documented fields (phase auto, asks, todo) open, and
    are written back with the documented fields, playing on the same."""
    saved = json.loads(OLD.read_text())[name]
    assert saved["phase"] == "auto" and saved["asks"]
    old = Urland.from_position(copy.deepcopy(saved))
    pos = old.to_position()
    assert "asks" not in pos and pos["phase"] in ("mutation", "panic")
    new = Urland.from_position(pos)
    assert [str(a) for a in new.legal_actions()] == [str(a) for a in old.legal_actions()]
    _same_future(old, new, random.Random(1), 20)


def test_U_12_3_a_panic_position_with_the_epochs_own_eruptions_done_is_refused():
    """During an epoch (the environment player draws) only the eruptions before it are
    done: 1 in epoch 1; its own two come at its end (U-12.3)."""
    p = panic_position(region=None, sea=None)
    p.update(regions=[[1, 2, 3], [4], [5], [6], [7], [8], [9, 10], [11], [12]], removed=[2, 3, 10],
             hands={"black": [], "white": [1, 11]}, on_board=[])
    del p["ichtos"]["L1"]
    assert "U-12.3" in {r for r, _ in refused(p).problems}


# ------------------------------------------------------------------ the expansion's choices
def expansion_after_turn(gene: str, **fields) -> dict:
    """Seed 3 with the expansion genes, white (neutral) holding ``gene``: after black chose
    chip 1 and passed 3 and 11 to white."""
    p = setup_position(4, 3, expansion_genes=True)
    p.update(phase="score", hands={"black": [], "white": [3, 11]}, on_board=[1], pile=None,
             passed=True, genes={"white": [gene]}, gene_deck=None,
             display=[g for g in p["display"] if g != gene])
    p.update(fields)
    return p


def test_U_15_10_gills_after_the_turns_scoring_then_the_roles_rotate():
    s = Urland.from_position(expansion_after_turn(
        "gills", pending=[{"choice": "gills", "colour": "white", "region": "L1"}]))
    assert s.decision() == "gills" and s.to_move == 1
    assert [str(a) for a in s.legal_actions()] == ["no gills", "gills S1 1", "gills S2 1"]
    events = s.apply("gills S2 1")
    assert [e.rule for e in events] == ["U-15.10", "U-4.3", "U-6.3"] and s.decision() == "choose"


def test_U_15_9_pheromones_before_the_scoring_then_the_chosen_chip_scores():
    """The chosen chip still face down: the newborns are placed first, then chip 1 scores."""
    p = expansion_after_turn("pheromones", chosen=1, on_board=[],
                             pending=[{"choice": "place", "colour": "white", "sea": "S1", "ichtos": 1}])
    s = Urland.from_position(p)
    assert s.decision() == "place" and s.to_move == 1
    events = s.apply("place L1")
    rules = [e.rule for e in events]
    assert rules[:2] == ["U-15.9", "U-8.1"] and "U-4.3" in rules
    assert s.on_board == (1,)
    p["chosen"], p["on_board"] = None, [1]
    e = refused(p)
    assert e.rule == "U-15.9" and "the scoring is done" in str(e)


def test_U_10_3_the_mid_auction_example_of_the_position_docstring_works():
    """position.py's mid-auction example on its hand-made position: yellow bids next; after
    the auction the roles rotate (white becomes the environment player, U-4.3)."""
    p = {**docstring_example(), "phase": "mutation",
         "track": {"black": 1, "white": 13, "yellow": 3, "purple": 2},
         "hands": {"black": [], "white": [3, 8]}, "on_board": [12], "reached": [12],
         "auction": {"space": 12, "bids": {"black": 2, "white": 0, "yellow": None, "purple": None}}}
    s = Urland.from_position(p)
    assert s.decision() == "bid" and s.to_move == 2 and s.passed
    while s.decision() != "choose":
        s.apply(s.legal_actions()[0])
    assert s.env == 1 and s.turn == 2 and s.auction is None


def test_U_10_6_with_no_gene_taken_a_seat_ranked_before_next_who_can_pay_is_refused():
    """D-13: the obligation passes down only past those who cannot pay; with ``taken`` 0 the
    first in the ranking who can pay is the one to take."""
    p = after_turn(phase="mutation", track={"black": 1, "white": 13, "yellow": 3, "purple": 2},
                   reached=[12], auction={"space": 12, "bids": {"black": 2, "white": 3, "yellow": 3,
                                                                "purple": 0}, "next": "white", "taken": 0})
    e = refused(p)
    assert e.rule == "U-10.6" and "yellow ranks before white and can pay" in str(e)
