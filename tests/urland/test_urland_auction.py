"""Mutation — the gene auction (U-10) as the engine plays it: the trigger on the mutation
spaces, its timing, sealed bids hidden from the others, the ranking, the price paid from
the board, the obliged first bidder, the limits and the refill."""
from __future__ import annotations

import random

import pytest

import boardlab
from boardlab import IllegalAction
from boardlab.games.urland import Urland
from boardlab.games.urland.genes import deck
from boardlab.games.urland.position import erupted, setup_position

SEAS = ("S1", "S2", "S3", "S4", "S5")
COLS = ("black", "white", "yellow", "purple", "red")


def position(n: int = 4, land: dict | None = None, seas: dict | None = None,
             track: dict | None = None, genes: dict | None = None, reached: list | None = None,
             hand: tuple = (3, 7, 8)) -> dict:
    """Phase choose in epoch 1, E black holding ``hand``; volcano 12 erupted at setup (U-3.3:
    zones 11 + 12 are ``L11``); 3 of each colour in each sea unless ``seas`` says otherwise;
    the display is the first genes of the deck not owned; seed 2 shuffles a pile whose
    first draws are no panic chip (panic: ``test_urland_panic_epochs``)."""
    p = setup_position(n, 2)
    cols = COLS[:n]
    p.pop("supply", None)
    genes = genes or {}
    owned = {g for gs in genes.values() for g in gs}
    p.update(erupted(12), on_board=[], chosen=None, pile=None,
             gene_deck=None, environment="black", hands={"black": list(hand)},
             reached=reached or [], genes={c: list(genes.get(c, [])) for c in cols},
             display=[g.id for g in deck(n) if g.id not in owned][:4 if n > 3 else 3],
             track=track or {c: i + 1 for i, c in enumerate(cols)})
    p["ichtos"] = {**{x: {c: 3 for c in cols} for x in SEAS}, **(seas or {}), **(land or {})}
    return p


def play_turn(p: dict, chip: int = 3) -> tuple[Urland, list]:
    """E chooses ``chip``, the Ichto players end at once; the events up to the next decision."""
    s = Urland.from_position(p)
    ev = s.apply(f"choose {chip}")
    while s.phase == "act":
        ev += s.apply("end")
    return s, ev


def to_auction(n: int = 4, **kw) -> tuple[Urland, list]:
    """Black (on 10) scores a monopoly of 3 in L3: space 12 is reached, bidding starts."""
    track = kw.pop("track", None) or {c: 2 + i for i, c in enumerate(COLS[:n])} | {"black": 10}
    land = kw.pop("land", None) or {"L3": {"black": 1}}
    s, ev = play_turn(position(n, land=land, track=track, **kw))
    assert s.decision() == "bid"
    return s, ev


def bid_all(s: Urland, bids: list[int]) -> list:
    ev = []
    for seat, b in enumerate(bids):
        assert s.decision() == "bid" and s.to_move == seat      # bids asked seat 0 first
        ev += s.apply(f"bid {b}")
    return ev


def refused(s: Urland, text: str) -> str:
    before = s.to_position()
    with pytest.raises(IllegalAction) as e:
        s.apply(text)
    assert s.to_position() == before
    return e.value.rule


def rules(ev: list) -> list[str]:
    return [e.rule for e in ev]


# --- U-10.1 trigger ----------------------------------------------------------------------

def test_U_10_1_reaching_a_mutation_space_holds_one_auction_everyone_bids():
    """U-10.1: a marker passing 12 (10 → 13) marks 12 reached and holds one auction in
    which every player — E and N too — bids."""
    s, ev = to_auction()
    assert [e.data for e in ev if e.rule == "U-10.1"] == [{"space": 12}]
    assert s.reached == (12,) and s.bids() == (None,) * 4
    assert [a[1] for a in s.asks] == [0, 1, 2, 3]


def test_U_10_1_landing_exactly_on_the_space_counts():
    """U-10.1: landing exactly on 16 triggers it as passing would."""
    s, ev = to_auction(track={"black": 13, "white": 2, "yellow": 3, "purple": 4}, reached=[12])
    assert [e.data for e in ev if e.rule == "U-10.1"] == [{"space": 16}]
    assert s.track[0] == 16 and s.reached == (12, 16)


def test_U_10_1_each_space_triggers_once():
    """U-10.1: a space already reached holds no second auction (12 → 15 after 12)."""
    s, ev = play_turn(position(land={"L3": {"black": 1}}, reached=[12],
                               track={"black": 12, "white": 2, "yellow": 3, "purple": 4}))
    assert "U-10.1" not in rules(ev) and s.track[0] == 15 and s.decision() == "choose"


def test_U_10_1_several_spaces_one_auction_each_lowest_first():
    """U-10.1 (D-4): two spaces reached by one scoring (15 → 18 with 12 and 16 open) give
    two auctions, 12 then 16, with a refill between them."""
    s, ev = to_auction(track={"black": 15, "white": 2, "yellow": 3, "purple": 4})
    assert [e.data["space"] for e in ev if e.rule == "U-10.1"] == [12]
    ev = bid_all(s, [0, 0, 0, 0])
    while s.decision() == "take":
        a = s.legal_actions()
        ev += s.apply("pass" if "pass" in map(str, a) else str(a[0]))
        while s.decision() == "pay":
            ev += s.apply(str(s.legal_actions()[0]))
    assert [e.data["space"] for e in ev if e.rule == "U-10.1"] == [16]
    assert rules(ev).index("U-10.7") < rules(ev).index("U-10.1")
    assert s.reached == (12, 16) and s.decision() == "bid"


@pytest.mark.parametrize("n", [3, 4, 5])
def test_U_10_1_at_most_three_auctions_per_game(n):
    """U-10.1: over random games, at most one auction per space, 12 before 16 before 21,
    and only when a marker stands on or beyond the space."""
    for seed in range(5):
        s = boardlab.new("urland", players=n, seed=seed)
        rng = random.Random(seed)
        spaces = []
        while not s.is_over:
            ev = s.apply(rng.choice(s.legal_actions()))
            for e in ev:
                if e.rule == "U-10.1":
                    spaces.append(e.data["space"])
                    assert max(s.track) >= e.data["space"]
        assert spaces == sorted(set(spaces)) and set(spaces) <= {12, 16, 21}
        assert tuple(spaces) == s.reached


# --- U-10.2 timing -----------------------------------------------------------------------

def test_U_10_2_after_a_regular_scoring_before_rotation():
    """U-10.2: after a regular scoring the auction comes before the roles rotate (U-4.3)
    and before the next draw."""
    s, ev = to_auction()
    assert "U-4.3" not in rules(ev) and s.env == 0 and s.turn == 1
    ev = bid_all(s, [0, 0, 0, 0])
    while not s.decision() == "choose":
        a = s.legal_actions()
        ev += s.apply("pass" if "pass" in map(str, a) else str(a[0]))
    r = rules(ev)
    assert r.index("U-10.7") < r.index("U-4.3") < r.index("U-6.3")
    assert s.env == 1 and s.turn == 2


def test_U_10_2_after_a_volcano_scoring_only_after_both_eruptions():
    """U-10.2, U-12.6: a volcano scoring that reaches 12 holds the auction after both
    eruptions and their losses, before the new epoch's pile."""
    p = position(land={"L7": {"white": 1}, "L8": {"white": 1}, "L6": {"yellow": 2}},
                 track={"black": 1, "white": 10, "yellow": 3, "purple": 4})
    p.update(pile=[], panic_aside=True, on_board=[1, 2, 4, 5, 6, 9, 10, 11])
    s, ev = play_turn(p)
    r = rules(ev)
    assert r.index("U-12.2") < r.index("U-12.3") < r.index("U-12.4") < r.index("U-10.1")
    assert s.ichtos("L6")[2] == 1                        # volcano 7 joined 6 and 7: a loss
    assert r.count("U-12.3") == 2 and "U-12.6" not in r
    assert s.decision() == "bid" and s.track[1] == 13
    ev = bid_all(s, [0, 0, 0, 0])
    while s.decision() != "choose":
        a = s.legal_actions()
        ev += s.apply("pass" if "pass" in map(str, a) else str(a[0]))
    assert rules(ev).index("U-10.7") < rules(ev).index("U-12.6")


def test_U_10_2_no_auction_once_the_end_is_triggered():
    """U-10.2 (D-5): a scoring that takes a marker to 30 or beyond ends the game — even
    with mutation spaces newly passed there is no auction."""
    s, ev = play_turn(position(land={"L3": {"black": 1}},
                               track={"black": 28, "white": 2, "yellow": 3, "purple": 4}))
    assert "U-10.1" not in rules(ev) and "U-13.1" in rules(ev)
    assert s.is_over and s.reached == ()


# --- U-10.3 bids -------------------------------------------------------------------------

def test_U_10_3_sealed_bids_from_0_to_supply_hidden_until_all_are_in():
    """U-10.3: a bid is 0 … one's supply (more is refused); bids are hidden from the others
    in views (and their history) until all are in; bidding does not touch the supply."""
    s, _ = to_auction()
    supply = list(s.supply)
    assert [str(a) for a in s.legal_actions()] == [f"bid {b}" for b in range(supply[0] + 1)]
    assert refused(s, f"bid {supply[0] + 1}") == "U-10.3"
    s.apply("bid 3")
    s.apply("bid 1")
    assert s.view(0).bids()[:2] == (3, "?") and s.view(1).bids()[:2] == ("?", 1)
    assert s.view(2).bids() == ("?", "?", None, None)
    assert [str(a) for a in s.view(2).history[-2:]] == ["?", "?"]
    assert [str(a) for a in s.view(1).history[-2:]] == ["?", "bid 1"]
    for e in s.log[-2:]:                                 # the log says who bid, not how much
        assert e.rule == "U-10.3" and set(e.data) == {"seat"}
        assert not any(ch.isdigit() for ch in e.text)
    assert 3 in s.secrets(1)["bids"] and 1 not in s.secrets(1)["bids"]
    s.apply("bid 0")
    s.apply("bid 2")
    for seat in range(4):
        assert s.view(seat).bids() == (3, 1, 0, 2)      # revealed together
        assert [str(a) for a in s.view(seat).history[-4:]] == ["bid 3", "bid 1", "bid 0", "bid 2"]
    assert s.supply == supply


# --- U-10.4 ranking ----------------------------------------------------------------------

def test_U_10_4_higher_bid_first_ties_fewer_points_first():
    """U-10.4: the ranking goes by bid, higher first; equal bids: the lower marker first."""
    s, _ = to_auction(track={"black": 10, "white": 7, "yellow": 3, "purple": 4})
    ev = bid_all(s, [2, 2, 0, 5])
    (e,) = [e for e in ev if e.rule == "U-10.4"]
    assert e.data["ranking"] == ["purple", "white", "black", "yellow"]   # white 7 < black 13
    assert e.data["bids"] == {"black": 2, "white": 2, "yellow": 0, "purple": 5}
    assert s.decision() == "take" and s.to_move == 3
    s2, _ = to_auction(track={"black": 10, "white": 7, "yellow": 3, "purple": 4})
    ev = bid_all(s2, [1, 1, 1, 1])
    (e,) = [e for e in ev if e.rule == "U-10.4"]
    assert e.data["ranking"] == ["yellow", "purple", "white", "black"]
    assert s2.decision() == "take" and s2.to_move == 2                 # yellow, on 3, first


# --- U-10.5 price ------------------------------------------------------------------------

def test_U_10_5_price_is_bid_plus_genes_owned_paid_from_the_board():
    """U-10.5: the price is the bid + genes already owned, paid one Ichto at a time from
    the board (any regions, the payer's choice) back to the supply."""
    s, _ = to_auction(genes={"purple": ["legs", "ears"]})
    bid_all(s, [0, 0, 0, 2])
    assert s.to_move == 3 and s.decision() == "take"
    gene = s.display[0]
    supply, board = s.supply[3], sum(s.ichtos(x)[3] for x in SEAS)
    ev = s.apply(f"take {gene}")
    assert [e.data for e in ev if e.rule == "U-10.6"] == [{"seat": 3, "gene": gene, "price": 4}]
    paid = []
    while s.decision() == "pay":
        assert s.to_move == 3
        where = "S1" if s.ichtos("S1")[3] else "S2"
        paid.append(where)
        s.apply(f"pay {where}")
    assert paid == ["S1", "S1", "S1", "S2"]
    assert s.supply[3] == supply + 4 and sum(s.ichtos(x)[3] for x in SEAS) == board - 4
    assert s.genes[3] == ("legs", "ears", gene)


def test_U_10_5_a_price_of_everything_on_the_board_is_paid_at_once():
    """U-10.5: paying with every Ichto one has on the board needs no choice."""
    seas = {x: {"black": 3, "white": 3, "yellow": 3, "purple": 0} for x in SEAS}
    seas["S1"] = {"black": 3, "white": 3, "yellow": 3, "purple": 2}
    s, _ = to_auction(seas=seas)
    bid_all(s, [0, 0, 0, 2])
    ev = s.apply(f"take {s.display[0]}")
    assert "U-10.5" in rules(ev) and s.decision() != "pay"
    assert s.supply[3] == 27 and s.ichtos("S1")[3] == 0


# --- U-10.6 acquisition ------------------------------------------------------------------

def test_U_10_6_the_first_ranked_must_take_the_others_may_pass():
    """U-10.6 (D-13): the first-ranked who can pay must take a gene (pass is refused);
    the next ones may take or pass."""
    s, _ = to_auction()
    bid_all(s, [1, 0, 0, 0])
    assert s.to_move == 0 and "pass" not in map(str, s.legal_actions())
    assert refused(s, "pass") == "U-10.6"
    s.apply(f"take {s.display[0]}")
    s.apply("pay S1")
    assert s.decision() == "take" and s.to_move == 1   # ties at 0: white (3) has fewest points
    assert "pass" in map(str, s.legal_actions())
    ev = s.apply("pass")
    assert [e.data for e in ev if e.rule == "U-10.6"][0] == {"seat": 1}
    assert s.genes[1] == () and s.decision() == "take" and s.to_move == 2


def test_U_10_6_an_obliged_bidder_who_cannot_pay_drops_out():
    """U-10.6 (D-13): purple (3 Ichtos on the board) bids 10 and cannot pay: he drops out
    and the obligation passes to the next in the ranking."""
    seas = {x: {"black": 3, "white": 3, "yellow": 3, "purple": 0} for x in SEAS}
    seas["S1"] = {"black": 3, "white": 3, "yellow": 3, "purple": 3}
    s, _ = to_auction(seas=seas)
    ev = bid_all(s, [0, 2, 0, 10])
    assert [e.data for e in ev if e.rule == "U-10.6"] == [{"seat": 3}]   # drops out
    assert s.to_move == 1 and "pass" not in map(str, s.legal_actions())
    assert refused(s, "pass") == "U-10.6"
    assert s.genes[3] == ()


def test_U_10_6_nobody_can_pay_nobody_takes():
    """U-10.6 (D-13): if nobody can pay, no gene is taken; the display is still refilled."""
    seas = {x: {c: 0 for c in COLS[:4]} for x in SEAS}
    seas["S1"] = {c: 1 for c in COLS[:4]}
    s, _ = to_auction(seas=seas, genes={"black": ["legs"], "white": ["ears"],
                                        "yellow": ["teeth"], "purple": ["wings"]})
    display = s.display
    ev = bid_all(s, [5, 5, 5, 5])
    assert [e.data["seat"] for e in ev if e.rule == "U-10.6"] == [1, 2, 3, 0]
    assert all(len(g) == 1 for g in s.genes) and s.decision() == "choose"
    assert s.display[:len(display)] == display and len(s.display) == len(display) + 3


def test_U_10_6_the_auction_stops_when_the_display_is_empty():
    """U-10.6: with one gene on display, the first-ranked takes it and nobody else is
    asked; the refill finds the deck empty (U-10.7)."""
    ids = [g.id for g in deck(4)]
    p = position(land={"L3": {"black": 1}},
                 track={"black": 10, "white": 2, "yellow": 3, "purple": 4})
    p.update(genes={"black": ids[:3], "white": ids[3:6], "yellow": ids[6:9], "purple": ids[9:10]},
             display=ids[10:], gene_deck=[])
    s, _ = play_turn(p)
    bid_all(s, [0, 0, 0, 0])
    assert s.to_move == 1 and s.decision() == "take"
    ev = s.apply(f"take {ids[10]}")
    while s.decision() == "pay":
        ev += s.apply(str(s.legal_actions()[0]))
    assert s.decision() == "choose" and s.display == () and ids[10] in s.genes[1]
    assert [e.data["new"] for e in ev if e.rule == "U-10.7"] == [[]]


@pytest.mark.parametrize("n,limit", [(3, 2), (4, 3), (5, 3)])
def test_U_10_6_at_most_three_genes_two_with_three_players_one_each(n, limit):
    """U-10.6: the auction stops after 3 genes (2 with 3 players); nobody takes two."""
    s, _ = to_auction(n)
    bid_all(s, [0] * n)
    takers = []
    while s.decision() in ("take", "pay"):
        if s.decision() == "take":
            takers.append(s.to_move)
        s.apply(str(s.legal_actions()[0]))                    # take the first gene shown
    assert len(takers) == limit == len(set(takers))
    assert sum(len(g) for g in s.genes) == limit
    assert s.decision() == "choose"


# --- U-10.7 refill -----------------------------------------------------------------------

@pytest.mark.parametrize("n,k", [(3, 2), (4, 3), (5, 3)])
def test_U_10_7_refill_three_genes_two_with_three_players(n, k):
    """U-10.7: after the auction 3 genes (2 with 3 players) from the deck's top are added,
    however many were taken."""
    s, _ = to_auction(n)
    deck_top = s.gene_deck[:k]
    display = s.display
    bid_all(s, [1] + [0] * (n - 1))
    taken = s.display[0]
    s.apply(f"take {taken}")
    while s.decision() == "pay":
        s.apply(str(s.legal_actions()[0]))
    while s.decision() == "take":
        s.apply("pass")
    assert s.display == tuple(g for g in display if g != taken) + deck_top


def test_U_10_7_a_short_deck_turns_up_what_remains():
    """U-10.7: with 1 gene left in the deck, only that one is added."""
    owned = [g.id for g in deck(4)]
    p = position(land={"L3": {"black": 1}},
                 track={"black": 10, "white": 2, "yellow": 3, "purple": 4})
    p.update(genes={"black": owned[:3], "white": owned[3:5], "yellow": owned[5:6], "purple": []},
             display=owned[6:10], gene_deck=owned[10:])
    s, _ = play_turn(p)
    bid_all(s, [0, 0, 0, 0])
    while s.decision() in ("take", "pay"):
        s.apply("pass" if "pass" in map(str, s.legal_actions()) else str(s.legal_actions()[0]))
    assert s.gene_deck == () and owned[10] in s.display


# --- U-10.8 genes stay -------------------------------------------------------------------

@pytest.mark.parametrize("n", [3, 4, 5])
def test_U_10_8_a_gene_stays_with_its_owner(n):
    """U-10.8: over random games (base genes), a gene once owned is never lost or moved."""
    bought = 0
    for seed in range(4):
        s = boardlab.new("urland", players=n, seed=seed)
        rng = random.Random(seed)
        while not s.is_over:
            before = s.genes
            s.apply(rng.choice(s.legal_actions()))
            for c in range(n):
                assert s.genes[c][:len(before[c])] == before[c]
        bought += sum(len(g) for g in s.genes)
    assert bought > 0
