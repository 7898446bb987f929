"""Urland's game structure, turn and actions as the engine plays them: roles and rotation
(U-4), the turn sequence (U-5), the environment phase (U-6) and the Ichto actions with
their budgets, costs, preconditions and refusals (U-7).  Exact situations come from
positions (``setup_position`` / ``acting_position``), invariants from random games."""
from __future__ import annotations

import random
import re
from collections import Counter
from typing import Iterator

import pytest

import boardlab
from boardlab import IllegalAction
from boardlab.games.urland import Urland
from boardlab.games.urland.genes import deck
from boardlab.games.urland.position import acting_position, erupted, setup_position

SEAS = ("S1", "S2", "S3", "S4", "S5")
COLS = ("black", "white", "yellow", "purple", "red")


# --- helpers -----------------------------------------------------------------------------

def position(n: int = 4, land: dict | None = None, seas: dict | None = None, env: str = "black",
             hand: tuple = (3, 7, 8), genes: dict | None = None, extra: dict | None = None,
             track: dict | None = None) -> dict:
    """A phase-choose position in epoch 1: volcano 12 erupted at setup (U-3.3: zones 11 + 12
    are ``L11``), the other zones single, 3 of each colour in each sea unless
    ``seas`` says otherwise, ``land`` as given, E ``env`` holding ``hand``."""
    p = setup_position(n, 1)
    cols = COLS[:n]
    p.pop("supply", None)
    genes = genes or {}
    owned = {g for gs in genes.values() for g in gs}
    p.update(erupted(12), on_board=[], chosen=None, pile=None,
             gene_deck=None, environment=env, hands={env: list(hand)}, reached=[],
             genes={c: list(genes.get(c, [])) for c in cols},
             display=[g.id for g in deck(n) if g.id not in owned][:4 if n > 3 else 3],
             track=track or {c: i + 1 for i, c in enumerate(cols)})
    ich = {x: {c: 3 for c in cols} for x in SEAS}
    ich.update(seas or {})
    ich.update(land or {})
    p["ichtos"] = ich
    if extra is not None:
        p["extra_chips"] = extra
    return p


def acting(actor: str = "yellow", left: int | None = None, **kw) -> Urland:
    """The act phase of :func:`position` (E black chose chip 3), ``actor`` to act."""
    return Urland.from_position(acting_position(position(**kw), chosen=3, actor=actor, left=left))


def refused(s: Urland, text: str) -> str:
    """The rule cited when ``text`` is refused; the state is unchanged."""
    before = s.to_position()
    with pytest.raises(IllegalAction) as e:
        s.apply(text)
    assert s.to_position() == before
    return e.value.rule


def random_game(n: int, seed: int) -> Iterator[tuple[Urland, list]]:
    """(state, events of the decision) after each decision of a random game."""
    s = boardlab.new("urland", players=n, seed=seed)
    rng = random.Random(seed)
    while not s.is_over:
        ev = s.apply(rng.choice(s.legal_actions()))
        yield s, ev


def full_log(n: int, seed: int) -> tuple[Urland, list]:
    s = None
    for s, _ in random_game(n, seed):
        pass
    return s, list(s.log)


# --- U-4 game structure ------------------------------------------------------------------

@pytest.mark.parametrize("n,seed", [(3, 1), (4, 2), (5, 3), (4, 4)])
def test_U_4_1_up_to_three_epochs_each_turn_scores_one_land_region(n, seed):
    """U-4.1: epochs 1 … 3 (never more); every turn (a choice of E) ends with the scoring
    of one land region."""
    epochs = []
    for s, ev in random_game(n, seed):
        epochs.append(s.epoch)
    assert epochs == sorted(epochs) and set(epochs) <= {1, 2, 3}
    log = s.log
    turns = [e for e in log if e.rule == "U-6.1"]
    scorings = [e for e in log if e.rule == "U-8.1"]
    assert len(turns) == len(scorings) > 0
    assert all(e.data["region"][0] == "L" and not e.data["volcano"] for e in scorings)


@pytest.mark.parametrize("n", [3, 4, 5])
def test_U_4_2_roles_environment_neutral_and_ichto_players_in_order(n):
    """U-4.2 (D-8): N is E's left neighbour; the others are Ichto players and act one
    after another clockwise from N's left neighbour; with 3 players there is one."""
    for seed in range(3):
        for s, ev in random_game(n, seed):
            if s.phase == "act":
                r = s.roles()
                assert r["neutral"] == (r["environment"] + 1) % n
                assert r["ichto"] == [(r["environment"] + 2 + i) % n for i in range(n - 2)]
                assert s.actor() == r["ichto"][s.ai] == s.to_move or s.asks
        turns, acts, expect = 0, [], []
        for e in s.log + [None]:
            if e is None or e.rule == "U-6.1":
                if expect:
                    assert acts == expect
                    turns += 1
                if e is None:
                    break
                env = e.data["seat"]
                assert e.data["neutral"] == (env + 1) % n
                expect, acts = [(env + 2 + i) % n for i in range(n - 2)], []
            elif e.rule == "U-7.1":
                acts.append(e.data["seat"])
        assert turns > 10


@pytest.mark.parametrize("n", [3, 4, 5])
def test_U_4_3_roles_rotate_one_seat_clockwise(n):
    """U-4.3: after a turn the old N is the new E (one seat clockwise), turn + 1."""
    s = boardlab.new("urland", players=n, seed=5)
    rng = random.Random(5)
    rotations = 0
    while not s.is_over:
        env, nn, turn = s.env, s.neutral_seat(), s.turn
        ev = s.apply(rng.choice(s.legal_actions()))
        for e in ev:
            if e.rule == "U-4.3":
                assert e.data["seat"] == nn == (env + 1) % n
                assert e.data["turn"] == turn + 1
                rotations += 1
    assert rotations > 10


@pytest.mark.parametrize("n", [3, 4, 5])
def test_U_4_4_nine_seven_five_turns_per_epoch_panic_takes_no_turn(n):
    """U-4.4: every finished epoch has 9, 7, 5 regular scorings (U-8.1) and one panic
    (U-11.1) that does not consume a turn; each is followed by one volcano scoring."""
    finished = 0
    for seed in range(8):
        s, log = full_log(n, seed)
        epoch, per = 1, Counter()
        for e in log:
            if e.rule == "U-8.1":
                per[epoch, "turns"] += 1
            elif e.rule == "U-11.1":
                per[epoch, "panic"] += 1
            elif e.rule == "U-12.2":
                per[epoch, "volcano"] += 1
            elif e.rule == "U-12.6":
                epoch = e.data["epoch"]
        ended_early = any(e.rule == "U-13.1" for e in log)
        for ep in range(1, s.epoch + 1):
            if ended_early and ep == s.epoch:
                assert per[ep, "turns"] <= {1: 9, 2: 7, 3: 5}[ep]
                continue
            assert per[ep, "turns"] == {1: 9, 2: 7, 3: 5}[ep], (seed, ep, per)
            assert per[ep, "panic"] == 1 and per[ep, "volcano"] == 1
            finished += 1
        turns = sum(1 for e in log if e.rule == "U-6.1")
        assert s.turn in (turns, turns + 1)     # panic draws never moved the turn on
    assert finished >= 8


def test_U_4_4_panic_is_resolved_and_replaced_within_the_draw():
    """U-4.4, U-6.3: after the panic chip is drawn (and the panic resolved) the same E
    draws its replacement (or the epoch ends): no rotation, no turn, in between; every
    turn number has exactly one choice of E."""
    seen = 0
    for seed in range(6):
        s, log = full_log(4, seed)
        rules = [e.rule for e in log]
        for i, r in enumerate(rules):
            if r != "U-11.1":
                continue
            seen += 1
            nxt = next(x for x in rules[i + 1:] if x in ("U-4.3", "U-6.3", "U-12.1", "U-6.1"))
            assert nxt in ("U-6.3", "U-12.1")
            drawer = log[i].data["seat"]
            later = next(e for e in log[i + 1:] if e.rule in ("U-6.1", "U-12.1"))
            if later.rule == "U-6.1":
                assert later.data["seat"] == drawer
        marks = "".join("T" if r == "U-4.3" else "C" for r in rules if r in ("U-4.3", "U-6.1"))
        assert re.fullmatch(r"(?:CT)+C?", marks), marks
    assert seen >= 12


# --- U-5 turn sequence -------------------------------------------------------------------

CODE = {"U-6.1": "C", "U-7.1": "A", "U-8.1": "S", "U-10.1": "M", "U-10.7": "R", "U-4.3": "T",
        "U-6.3": "D", "U-11.1": "P", "U-12.1": "E", "U-12.2": "V", "U-12.6": "N", "U-13.1": "X",
        "U-13.4": "W"}
TURN = r"CA+S(?:MR)*T[PD]*"
EPOCH_END = r"EV(?:MR)*N[PD]*"
GAME = re.compile(rf"^(?:{TURN}(?:{EPOCH_END})?)*(?:CA+SX|EV(?:X|(?:MR)*))W$")


@pytest.mark.parametrize("n,seed", [(3, 0), (3, 1), (4, 0), (4, 1), (4, 2), (5, 0), (5, 1), (4, 6)])
def test_U_5_turn_sequence_choose_act_score_end_check_mutation_rotate_draw(n, seed):
    """U-5: each turn is choose (U-6.1), act (U-7.1 per Ichto player), score (U-8.1),
    end check (U-13.1), mutation (U-10.1 … U-10.7), rotate (U-4.3) and draw (U-6.3, with
    panic U-11.1 or the epoch end U-12.1) — in that order, for a whole game."""
    s, log = full_log(n, seed)
    text = "".join(CODE[e.rule] for e in log if e.rule in CODE)
    assert GAME.match(text), text


# --- U-6 environment phase ---------------------------------------------------------------

def test_U_6_1_environment_chooses_one_chip_face_down_two_go_to_neutral():
    """U-6.1: E's chosen chip lies face down (seen by E only); his other 2 chips go to N,
    who sees them; the others see neither; a chip not in E's hand is refused."""
    s = Urland.from_position(position(hand=(3, 7, 8)))
    assert refused(s, "choose 5") == "U-6.1"
    ev = s.apply("choose 7")
    assert ev[0].rule == "U-6.1" and ev[0].data == {"seat": 0, "neutral": 1}
    assert s.chosen == 7 and s.hands[0] == () and sorted(s.hands[1]) == [3, 8]
    assert s.view(0).chosen == 7
    assert s.view(1).chosen == "?" and sorted(s.view(1).hands[1]) == [3, 8]
    for other in (2, 3):
        v = s.view(other)
        assert v.chosen == "?" and v.hands[1] == ("?", "?")
    ev = s.apply("end") + s.apply("end")
    assert [e.data["chip"] for e in ev if e.rule == "U-8.1"] == [7]


def test_U_6_2_environment_and_neutral_never_act():
    """U-6.2 (D-22): in every act decision the seat to move is an Ichto player, never E
    or N; E and N have no legal action while another acts."""
    for n in (3, 4, 5):
        acts = 0
        for s, ev in random_game(n, 7):
            if s.phase == "act" and not s.asks:
                assert s.to_move not in (s.env, s.neutral_seat())
                assert s.view(s.env).legal_actions() == []
                assert s.view(s.neutral_seat()).legal_actions() == []
                acts += 1
        assert acts > 20


def test_U_6_3_new_environment_draws_to_three_panic_redraws_empty_pile_ends_epoch():
    """U-6.3: at rotation the new E holds the 2 chips he got as N and draws 1 (so he holds
    3 at every choice); the panic chip is resolved, set aside and replaced; with the pile
    empty the epoch ends (U-12.1) instead of a new turn."""
    for seed in range(4):
        s = boardlab.new("urland", players=4, seed=seed)
        rng = random.Random(seed)
        while not s.is_over:
            passed = s.hands[s.neutral_seat()] if s.phase == "act" else None
            pile = len(s.pile)
            ev = s.apply(rng.choice(s.legal_actions()))
            rules = [e.rule for e in ev]
            if "U-4.3" in rules and passed is not None and s.decision() == "choose" \
                    and "U-12.1" not in rules:
                assert set(passed) <= set(s.hands[s.env])
                draws = rules.count("U-6.3")
                assert len(s.hands[s.env]) == 3
                assert draws == 1 and pile - len(s.pile) == 1 + rules.count("U-11.1")
            if "U-11.1" in rules and "U-12.6" not in rules:
                assert s.panic_aside and 13 not in s.pile
            if "U-12.1" in rules:
                k = rules.index("U-12.1")
                assert "U-6.1" not in rules[k:]
            if s.decision() == "choose":
                assert len(s.hands[s.env]) == 3


# --- U-7 Ichto actions -------------------------------------------------------------------

@pytest.mark.parametrize("n,budget", [(3, 3), (4, 2), (5, 2)])
def test_U_7_1_budget_two_three_with_three_players_warm_blood_one_more(n, budget):
    """U-7.1, U-14.10: 2 actions (3 with 3 players), +1 with Warm blood; a player may stop
    early and loses the rest."""
    cols = COLS[:n]
    s = Urland.from_position(position(n))
    ev = s.apply("choose 3")
    assert [e.data["actions"] for e in ev if e.rule == "U-7.1"] == [budget] and s.left == budget
    first = cols[2]
    s = Urland.from_position(position(n, genes={first: ["warm_blood"]}))
    s.apply("choose 3")
    assert s.actor() == 2 and s.left == budget + 1
    s.apply("land S1 L3")
    assert s.left == budget
    ev = s.apply("end")                         # stopping early: the rest is lost
    assert s.actor() != 2 and any(e.rule == "D-10" for e in ev)
    assert s.ichtos("L3")[2] == 1


def test_U_7_2_extra_action_chip_two_more_actions_once_per_turn():
    """U-7.2 (D-9): once the regular actions are used up the player may spend one
    extra-action chip for 2 more; not a second one in the same turn; none left: refused."""
    s = acting(land={"L3": {"yellow": 1}})
    s.apply("land S1 L3")
    s.apply("land S1 L3")
    assert s.left == 0 and s.actor() == 2      # he may still spend a chip
    assert sorted(map(str, s.legal_actions())) == ["chip", "end"]
    assert refused(s, "land S1 L3") == "U-7.1"
    ev = s.apply("chip")
    assert ev[0].rule == "U-7.2" and s.left == 2 and s.extra[2] == 1
    assert "chip" not in map(str, s.legal_actions())
    assert refused(s, "chip") == "U-7.2"
    s.apply("land S1 L3")
    s.apply("land S5 L3")
    assert s.ichtos("L3")[2] == 5 and s.actor() == 3     # chip budget spent: next actor
    assert s.extra[2] == 1
    t = acting(extra={"black": 2, "white": 2, "yellow": 0, "purple": 2})
    assert "chip" not in map(str, t.legal_actions())
    assert refused(t, "chip") == "U-7.2"


def test_U_7_2_three_players_one_chip_each_and_only_the_actor_spends():
    """U-7.2, U-3.2: with 3 players each has 1 chip, spent once for the game; the
    environment player cannot spend one when choosing."""
    s = Urland.from_position(position(3))
    assert refused(s, "chip") == "U-6.1"
    s.apply("choose 3")
    assert s.extra == [1, 1, 1] and s.actor() == 2
    s.apply("chip")
    assert s.left == 2 and s.extra == [1, 1, 0]


def test_U_7_3_a_two_action_option_needs_two_left_in_one_budget():
    """U-7.3 (D-9): Assimilation (2 actions) is refused with 1 action left; an
    extra-action chip replaces that 1 by a budget of 2 (not 3), where it fits."""
    land = {"L3": {"yellow": 1, "white": 1, "purple": 1}}
    s = acting(left=1, land=land, genes={"yellow": ["assimilation"]})
    assert refused(s, "assimilate L3 white purple") == "U-7.3"
    s.apply("chip")
    assert s.left == 2
    ev = s.apply("assimilate L3 white purple")
    assert ev[0].rule == "U-14.1" and s.ichtos("L3") == (0, 0, 2, 0)
    t = acting(left=2, land=land, genes={"yellow": ["assimilation"]})
    t.apply("assimilate L3 white purple")
    assert t.actor() == 2 and t.left == 0


def test_U_7_4_the_four_basic_options_cost_one_action_each():
    """U-7.4: land invasion, reproduction, sea movement and retreat each cost 1 action."""
    for text, follow in [("land S1 L3", []), ("reproduce S1", []), ("sea S1 S2", ["more", "done"]),
                         ("retreat S1", ["more S2", "done"])]:
        s = acting(left=2, actor="yellow", extra={c: 0 for c in COLS[:4]})
        s.apply(text)
        for f in follow:
            s.apply(f)
        assert s.actor() == 2 and s.left == 1, text
    s = acting(left=2)
    kinds = {str(a).split()[0] for a in s.legal_actions()}
    assert {"land", "reproduce", "sea", "retreat"} <= kinds


def test_U_7_4_1_land_invasion_from_a_sea_to_adjacent_land():
    """U-7.4.1: one own Ichto from a sea to an adjacent land region; refused without an
    own Ichto in that sea (U-7.4.1) or when the land does not border it (U-7.4.1, whose
    message cites the adjacency U-2.5.2)."""
    s = acting(seas={"S3": {"black": 3, "white": 3, "purple": 3}})
    ev = s.apply("land S1 L7")
    assert ev[0].rule == "U-7.4.1" and s.ichtos("L7")[2] == 1 and s.ichtos("S1")[2] == 2
    assert refused(s, "land S3 L10") == "U-7.4.1"
    assert refused(s, "land S1 L5") == "U-7.4.1"


def test_U_7_4_2_reproduction_six_three_two_gain_two_one_nothing():
    """U-7.4.2, the seed's example: a sea with 6, 3 and 2 Ichtos of three colours — +2,
    +1 and 0; every colour there gains, E and N included."""
    s = acting(actor="yellow", seas={"S2": {"black": 6, "white": 3, "yellow": 2, "purple": 4}})
    assert refused(s, "reproduce S2") == "U-7.4.2"          # yellow has only 2 there
    t = acting(actor="purple", seas={"S2": {"black": 6, "white": 3, "yellow": 2, "purple": 4}})
    supply = list(t.supply)
    ev = t.apply("reproduce S2")
    assert ev[0].rule == "U-7.4.2"
    assert ev[0].data["gains"] == {"black": 2, "white": 1, "purple": 1}
    assert t.ichtos("S2") == (8, 4, 2, 5)                    # black is E, white is N
    assert [supply[c] - t.supply[c] for c in range(4)] == [2, 1, 0, 1]
    assert t.left == 1


def test_U_7_4_2_never_in_a_land_region():
    """U-7.4.2: reproduction is chosen in a sea, never in a land region (base rules)."""
    s = acting(land={"L3": {"yellow": 6}})
    assert not any(str(a).startswith("reproduce L") for a in s.legal_actions())
    with pytest.raises(boardlab.IllegalAction) as e:
        s.apply("reproduce L3")
    assert not isinstance(e.value, boardlab.NotationError)
    assert e.value.rule == "U-7.4.2" and s.ichtos("L3")[2] == 6


def test_U_7_4_2_short_supply_places_what_it_has_and_the_precondition():
    """U-7.4.2: a colour with a smaller supply than its gain places all it has; the actor
    needs a qualifying count and a supply of at least 1."""
    seas = {x: {"black": 3, "yellow": 3, "white": 3, "purple": 3} for x in SEAS}
    seas["S1"] = {"black": 6, "yellow": 3, "white": 3, "purple": 3}
    land = {"L7": {"black": 8}, "L1": {"yellow": 12}}
    s = acting(actor="yellow", seas=seas, land=land)
    assert s.supply[0] == 1 and s.supply[2] == 0
    assert refused(s, "reproduce S1") == "U-7.4.2"           # yellow's supply is empty
    t = acting(actor="purple", seas=seas, land=land)
    ev = t.apply("reproduce S1")
    assert ev[0].data["gains"] == {"black": 1, "white": 1, "purple": 1}
    assert t.supply[0] == 0 and t.ichtos("S1")[0] == 7


def test_U_7_4_3_sea_movement_any_number_to_one_adjacent_sea_for_one_action():
    """U-7.4.3 (D-10): 1 … all own Ichtos from one sea to one adjacent sea, 1 action;
    a sea that does not border it is refused."""
    s = acting(left=2)
    assert refused(s, "sea S1 S3") == "U-7.4.3"              # S1 and S3 are not adjacent
    ev = s.apply("sea S1 S2") + s.apply("more") + s.apply("more")
    assert [e.rule for e in ev] == ["U-7.4.3"] * 3
    assert s.ichtos("S1")[2] == 0 and s.ichtos("S2")[2] == 6
    assert s.left == 1 and s.decision() == "act"               # no Ichto left: done by itself
    assert refused(s, "sea S1 S2") == "U-7.4.3"


def test_U_7_4_4_retreat_any_number_from_any_regions_for_one_action():
    """U-7.4.4: own Ichtos from several regions (land and sea) back to supply, 1 action;
    a region without an own Ichto is refused."""
    s = acting(left=2, land={"L3": {"yellow": 2}})
    assert refused(s, "retreat L4") == "U-7.4.4"
    supply = s.supply[2]
    s.apply("retreat L3")
    assert s.decision() == "more"
    s.apply("more S4")
    s.apply("more L3")
    s.apply("done")
    assert s.supply[2] == supply + 3 and s.ichtos("L3")[2] == 0 and s.ichtos("S4")[2] == 2
    assert s.left == 1 and s.actor() == 2


def test_U_7_5_gene_options_only_for_their_holder():
    """U-7.5: a gene's option is offered to its holder only; others are refused."""
    land = {"L3": {"yellow": 1, "white": 1}}
    s = acting(land=land, genes={"purple": ["teeth"]})
    assert not any(str(a).startswith("teeth") for a in s.legal_actions())
    assert refused(s, "teeth L3 white") == "U-14.11"
    t = acting(land=land, genes={"yellow": ["teeth"]})
    assert "teeth L3 white" in map(str, t.legal_actions())
    ev = t.apply("teeth L3 white")
    assert ev[0].rule == "U-14.11" and t.ichtos("L3")[1] == 0
