"""El Dorado's movement (ED-4), special hexes (ED-5) and barriers (ED-6) on positions of the
first-game route: symbol and budget, chaining (Sarah's moves), no pooling, forbidden hexes,
the finish, rubble and basecamps, symbol and rubble barriers."""
from __future__ import annotations

from collections import Counter

import pytest

from boardlab import IllegalAction
from boardlab.games.el_dorado import ElDorado
from boardlab.games.el_dorado.beyond import clear_passed
from boardlab.games.el_dorado.board import ROUTES, route
from boardlab.games.el_dorado.data import CARD_TYPES, STARTING_DECK
from boardlab.games.el_dorado.position import setup_position

FIRST = route("FirstGame")
STARTS4 = [["-3,3"], ["-2,3"], ["-1,3"], ["0,3"]]


def _take_from_market(p: dict, card: str) -> None:
    """A bought card leaves its market slot or the reserve (so the position's counts add up)."""
    for k, m in enumerate(p["market"]):
        if m is not None and m[0] == card:
            p["market"][k] = None if m[1] == 1 else [card, m[1] - 1]
            return
    p["reserve"][card] -= 1
    if p["reserve"][card] == 0:
        del p["reserve"][card]


def position(hands: dict[int, list[str]], pawns: list | None = None, players: int = 4,
             barriers: list | None = None, seed: int = 3, won: list | None = None, **options) -> dict:
    """The setup position with seat ``x``'s hand replaced by ``hands[x]``: its draw pile is the
    rest of its starting cards, bought cards are taken from the market (a seat's cards add up);
    the barriers a pawn is placed beyond are cleared and taken by its seat (ED-6.1, ED-6.2)."""
    p = setup_position(players, seed, **options)
    for seat, hand in hands.items():
        p["hands"][seat] = list(hand)
        rest = Counter(STARTING_DECK) - Counter(c for c in hand if c in STARTING_DECK)
        p["draw_piles"][seat] = sorted(rest.elements())
        for c in hand:
            if c not in STARTING_DECK:
                _take_from_market(p, c)
    if pawns is not None:
        p["pawns"] = pawns
    p["barriers"] = barriers if barriers is not None else [1, 2, 3, 4]
    if won is not None:
        p["won"] = won
    return clear_passed(p)


def game(*args, **kw) -> ElDorado:
    s = ElDorado.from_position(position(*args, **kw))
    s.check()
    return s


def legal(s: ElDorado) -> set[str]:
    return {str(a) for a in s.legal_actions()}


def at(s: ElDorado, pawn: int = 0) -> str | None:
    h = s.pawns[pawn]
    return None if h < 0 else s.hex_name(h)


def steps(s: ElDorado) -> set[str]:
    return {a[5:] for a in legal(s) if a.startswith("step ")}


def cell(name: str) -> tuple[str, int]:
    q, r = map(int, name.split(","))
    i = FIRST.index[(q, r)]
    return FIRST.terrain[i], FIRST.strength[i]


# ------------------------------------------------------------------ ED-4.1 / ED-4.2
def test_ED_4_1_landscape_hexes_have_a_symbol_and_strength_1_to_4():
    for name in ROUTES:
        r = route(name)
        for t, k in zip(r.terrain, r.strength):
            if t in ("machete", "paddle", "coin"):
                assert 1 <= k <= 4
    kinds = Counter(t for t in FIRST.terrain)
    assert kinds["machete"] and kinds["paddle"] and kinds["coin"]
    assert cell("-1,-21") == ("machete", 3) and cell("-2,-20") == ("paddle", 3)


def test_ED_4_2_one_card_starts_a_movement_with_its_strength_as_budget():
    s = game({0: ["scout", "explorer", "traveler", "cartographer"]}, [["-2,-21"], *STARTS4[1:]])
    acts = legal(s)
    assert "move scout" in acts and "move explorer" in acts
    assert not any(a.startswith("move cartographer") for a in acts)   # a purple card has no symbol
    s.apply("move scout")
    assert s.phase == "move" and s.mv[:4] == (0, "machete", 2, "scout") and not s.mv[4]
    assert "scout" in s.played[0] and "scout" not in s.hands[0]


def test_ED_4_2_a_white_card_declares_its_symbol():
    """ED-4.2 with ED-8.1: a Jack-of-all-Trades moves as the symbol declared for the play."""
    s = game({0: ["jack_of_all_trades", "explorer", "traveler", "traveler"]}, [["-2,-1"], *STARTS4[1:]])
    assert {"move jack_of_all_trades as paddle", "move jack_of_all_trades as coin",
            "move jack_of_all_trades as machete"} <= legal(s)
    s.apply("move jack_of_all_trades as paddle")
    assert s.mv[1:3] == ("paddle", 1) and steps(s) == {"-3,0"}


# ------------------------------------------------------------------ ED-4.3 symbol and budget
@pytest.mark.parametrize("card, reach", [
    ("explorer", {"-3,-21", "-1,-22"}),
    ("scout", {"-3,-21", "-1,-22", "-3,-20", "-2,-22"}),
    ("trailblazer", {"-3,-21", "-1,-22", "-3,-20", "-2,-22", "-1,-21"}),
    ("captain", {"-2,-20"}),
])
def test_ED_4_3_a_step_needs_the_cards_symbol_and_enough_budget(card, reach):
    hand = [card, "traveler", "traveler", "traveler"]
    s = game({0: hand}, [["-2,-21"], *STARTS4[1:]])
    s.apply(f"move {card}")
    assert steps(s) == reach
    for h in reach:
        assert cell(h)[0] == CARD_TYPES[card].symbol and cell(h)[1] <= CARD_TYPES[card].strength


def test_ED_4_3_the_hex_strength_is_deducted_from_the_budget():
    s = game({0: ["scout", "traveler", "traveler", "traveler"]}, [["-2,-21"], *STARTS4[1:]])
    s.apply("move scout")
    s.apply("step -3,-21")                      # machete 1: 2 - 1 = 1 left
    assert s.phase == "move" and s.mv[2] == 1 and at(s) == "-3,-21"
    assert "-3,-20" not in steps(s)             # machete 2 is now too strong
    with pytest.raises(IllegalAction):
        s.apply("step -3,-20")
    s2 = game({0: ["scout", "traveler", "traveler", "traveler"]}, [["-2,-21"], *STARTS4[1:]])
    s2.apply("move scout")
    s2.apply("step -3,-20")                     # machete 2 uses the whole budget: the movement ends
    assert at(s2) == "-3,-20" and s2.phase == "play" and s2.mv is None


# ------------------------------------------------------------------ ED-4.4 chaining (Sarah)
def test_ED_4_4_sarah_a_machete_3_card_enters_a_machete_1_then_a_machete_2_hex():
    """Sarah's move: one Trailblazer (machete 3) enters a machete-1 hex (3 - 1 = 2 left) and
    goes on into a machete-2 hex with what is left."""
    assert cell("-2,-9") == ("machete", 1) and cell("-1,-9") == ("machete", 2)
    s = game({0: ["trailblazer", "traveler", "traveler", "sailor"]}, [["-3,-9"], *STARTS4[1:]])
    s.apply("move trailblazer")
    assert "-1,-9" not in steps(s)              # not adjacent yet
    s.apply("step -2,-9")
    assert s.mv[2] == 2 and "-1,-9" in steps(s)
    s.apply("step -1,-9")
    assert at(s) == "-1,-9" and s.phase == "play"
    assert s.played[0] == ("trailblazer",)       # one card for the whole chain


def test_ED_4_4_stopping_loses_the_rest_of_the_budget():
    s = game({0: ["scout", "explorer", "traveler", "traveler"]}, [["-2,-21"], *STARTS4[1:]])
    s.apply("move scout")
    s.apply("step -1,-22")
    assert s.mv[2] == 1
    s.apply("stop")
    assert s.phase == "play" and s.mv is None
    s.apply("move explorer")                    # a new card: its own budget, nothing carried over
    assert s.mv[2] == 1


# ------------------------------------------------------------------ ED-4.5 no pooling
def test_ED_4_5_two_explorers_cannot_enter_a_machete_2_hex():
    s = game({0: ["explorer", "explorer", "traveler", "traveler"]}, [["-2,-9"], *STARTS4[1:]])
    assert cell("-1,-9") == ("machete", 2)
    s.apply("move explorer")
    assert "-1,-9" not in steps(s)
    s.apply("step -3,-9")                       # the first Explorer is spent on a machete-1 hex
    assert s.phase == "play" and at(s) == "-3,-9"
    # the second Explorer, from next to the machete-2 hex: still one card, one budget of 1
    s2 = game({0: ["explorer", "explorer", "traveler", "traveler"]}, [["-2,-9"], *STARTS4[1:]])
    s2.apply("move explorer")
    assert s2.mv[2] == 1 and "-1,-9" not in steps(s2)


# ------------------------------------------------------------------ ED-4.6 forbidden hexes
def test_ED_4_6_occupied_hexes_are_forbidden_even_ones_own_pawn():
    # 4 players: another seat's pawn on -1,-2
    s = game({0: ["explorer", "traveler", "traveler", "traveler"]},
             [["-2,-1"], ["-1,-2"], ["-1,3"], ["0,3"]])
    s.apply("move explorer")
    assert "-1,-2" not in steps(s) and "-2,0" in steps(s)
    # 2 players: the player's own second pawn blocks too (ED-11.4)
    s2 = game({0: ["explorer", "traveler", "traveler", "traveler"]},
              [["-2,-1", "-1,-2"], ["-2,3", "0,3"]], players=2)
    s2.apply("move explorer")
    assert "-1,-2" not in steps(s2) and "-2,0" in steps(s2)


def test_ED_4_6_a_pawn_cannot_pass_through_an_occupied_hex():
    """Every chain of steps a Pioneer (machete 5) can take from -1,-22 avoids the occupied
    -2,-21, although the budget would carry it through."""
    s = game({0: ["pioneer", "traveler", "traveler", "traveler"]},
             [["-1,-22"], ["-2,-21"], ["-1,3"], ["0,3"]])
    s.apply("move pioneer")
    seen, todo = set(), [s]
    while todo:
        x = todo.pop()
        for h in steps(x):
            assert h != "-2,-21"
            if h not in seen:
                seen.add(h)
                y = x.copy()
                y.apply(f"step {h}")
                if y.phase == "move":
                    todo.append(y)
    assert "-3,-21" in seen and "-2,-21" not in seen      # reached around it, never through it


def test_ED_4_6_start_spaces_are_never_entered():
    s = game({0: ["explorer", "native", "traveler", "traveler"]}, [["-2,2"], ["-1,2"], ["-1,1"], ["0,2"]])
    # -3,3 and -2,3 are empty start spaces next to the pawn
    acts = legal(s)
    assert "native -3,3" not in acts and "native -2,3" not in acts
    s.apply("move explorer")
    assert not steps(s) & {"-3,3", "-2,3"} and "-3,2" in steps(s)


def test_ED_4_6_and_ED_5_4_mountains_and_caves_are_never_entered_even_by_the_native():
    """ED-5.4: the Native ignores a hex's requirement, yet a mountain or a cave stays closed."""
    s = game({0: ["native", "traveler", "traveler", "traveler"]}, [["-3,-3"], *STARTS4[1:]])
    assert cell("-3,-4") == ("cave", 0)
    assert "native -3,-4" not in legal(s) and "native -3,-2" in legal(s)
    s.apply("move traveler")
    assert "-3,-4" not in steps(s)
    s2 = game({0: ["native", "captain", "traveler", "traveler"]}, [["3,-16"], *STARTS4[1:]])
    assert cell("4,-17") == ("mountain", 0)
    assert "native 4,-17" not in legal(s2) and "native 4,-16" in legal(s2)
    with pytest.raises(IllegalAction):
        s2.apply("native 4,-17")


# ------------------------------------------------------------------ ED-4.7
def test_ED_4_7_a_card_that_can_neither_step_nor_pay_is_not_a_movement():
    # -4,-1: machete and coin and rubble neighbours, no paddle
    s = game({0: ["sailor", "explorer", "traveler", "traveler"]}, [["-4,-1"], *STARTS4[1:]])
    assert "move sailor" not in legal(s) and "move explorer" in legal(s)
    with pytest.raises(IllegalAction) as e:
        s.apply("move sailor")
    assert e.value.rule.startswith("ED-4")
    assert s.hands[0] == ("explorer", "sailor", "traveler", "traveler")


def test_ED_4_7_a_movement_card_must_move_before_it_may_stop():
    """ED-4.7 / ED-D23: a card played for movement that neither moves the pawn nor pays a
    barrier is illegal — so 'stop' right after 'move' must be refused."""
    s = game({0: ["explorer", "traveler", "traveler", "traveler"]}, [["-2,-1"], *STARTS4[1:]])
    s.apply("move explorer")
    assert "stop" not in legal(s)


# ------------------------------------------------------------------ ED-4.8 finish
def test_ED_4_8_a_finish_space_puts_the_pawn_in_El_Dorado_and_ends_the_card():
    s = game({0: ["captain", "traveler", "traveler", "traveler"]}, [["-3,-21"], *STARTS4[1:]])
    fin = {s.hex_name(i) for i in FIRST.finish_spaces}
    assert fin == {"-4,-21", "-4,-20", "-3,-22"} and all(cell(h) == ("paddle", 1) for h in fin)
    s.apply("move captain")
    s.apply("step -4,-21")                      # 2 of the Captain's 3 left, yet the play ends
    assert s.pawns[0] == -1 and s.phase == "play" and s.mv is None
    assert s.pawn_hexes(0) == [None] and FIRST.index[(-4, -21)] not in s.occupied()
    assert s.ending                              # ED-10.1 (3–4 players)
    assert not any(a.startswith("move") for a in legal(s))   # it never moves again
    s.check()


# ------------------------------------------------------------------ ED-5 rubble and basecamps
def test_ED_5_1_rubble_takes_exactly_n_cards_to_the_played_area():
    assert cell("2,-17") == ("rubble", 3)
    s = game({0: ["treasure_chest", "explorer", "sailor", "traveler"]}, [["3,-18"], *STARTS4[1:]])
    s.apply("enter 2,-17")
    assert s.phase == "cards" and at(s) == "3,-18"
    s.apply("card treasure_chest")
    s.apply("card explorer")
    assert s.phase == "cards" and at(s) == "3,-18"          # 2 of 3: not yet
    s.apply("card sailor")
    assert at(s) == "2,-17" and s.phase == "play" and s.mv is None   # no budget to go on
    assert Counter(s.played[0]) == Counter(["treasure_chest", "explorer", "sailor"])
    assert s.hands[0] == ("traveler",)
    assert "treasure_chest" in s.collection[0]               # an item given to rubble stays (ED-8.2)
    s.apply("end")
    assert Counter(s.discards[0]) >= Counter(["treasure_chest", "explorer", "sailor"])
    s.check()


def test_ED_5_1_rubble_is_a_movement_of_its_own_no_leftover_budget_enters_it():
    s = game({0: ["scout", "explorer", "traveler", "traveler"]}, [["-3,-1"], *STARTS4[1:]],
             barriers=[None, 2, 3, 4], won=[[1], [], [], []])
    s.apply("move scout")
    s.apply("step -4,-1")                        # 1 left, next to rubble -4,-2 and -5,-1
    assert s.phase == "move" and s.mv[2] == 1
    assert not any(a.startswith("enter") for a in legal(s))
    s.apply("stop")
    assert "enter -4,-2" in legal(s) and "enter -5,-1" in legal(s)


def test_ED_5_1_rubble_needs_as_many_cards_as_its_strength():
    s = game({0: ["explorer", "traveler"]}, [["3,-18"], *STARTS4[1:]])
    assert "enter 2,-17" not in legal(s)                     # rubble 3, two cards
    taken = game({0: ["explorer", "traveler", "traveler", "traveler"]}, [["-4,-1"], ["-4,-2"], *STARTS4[2:]])
    assert "enter -4,-2" not in legal(taken) and "enter -5,-1" in legal(taken)   # ED-4.6: occupied
    s1 = game({0: ["explorer", "traveler", "traveler", "traveler"]}, [["-4,-1"], *STARTS4[1:]])
    assert cell("-4,-2") == ("rubble", 1)
    s1.apply("enter -4,-2")
    s1.apply("card traveler")
    assert at(s1) == "-4,-2" and s1.played[0] == ("traveler",) and len(s1.hands[0]) == 3


def test_ED_5_2_basecamp_cards_are_trashed():
    assert cell("5,-18") == ("basecamp", 3)
    s = game({0: ["explorer", "traveler", "traveler", "sailor"]}, [["4,-18"], *STARTS4[1:]])
    before = Counter(s.collection[0])
    s.apply("enter 5,-18")
    for c in ("explorer", "traveler", "sailor"):
        s.apply(f"card {c}")
    assert at(s) == "5,-18" and s.played[0] == () and s.hands[0] == ("traveler",)
    assert before - Counter(s.collection[0]) == Counter(["explorer", "traveler", "sailor"])
    s.apply("end")
    assert not {"explorer", "sailor"} & set(s.discards[0])
    s.check()
    s2 = game({0: ["explorer", "traveler"]}, [["4,-18"], *STARTS4[1:]])
    assert "enter 5,-18" not in legal(s2)


def test_ED_5_3_cave_tokens_never_pay_rubble():
    p = position({0: ["explorer", "traveler"]}, [["3,-18"], *STARTS4[1:]], caves=True)
    # move two coin tokens from the caves to seat 0 (every token stays in one place)
    for _ in range(2):
        for pile in p["piles"] + [p["box"]]:
            hit = next((t for t in pile if t[0] == "coin"), None)
            if hit:
                pile.remove(hit)
                p["tokens"][0].append(hit)
                break
    s = ElDorado.from_position(p)
    s.check()
    assert len(s.tokens[0]) == 2
    assert "enter 2,-17" not in legal(s)         # rubble 3: two cards + tokens do not count
    p["hands"][0] = ["explorer", "traveler", "traveler"]
    p["draw_piles"][0] = sorted((Counter(STARTING_DECK) - Counter(p["hands"][0])).elements())
    s = ElDorado.from_position(p)
    s.apply("enter 2,-17")
    assert all(a.startswith("card ") for a in legal(s))      # only hand cards can be given


# ------------------------------------------------------------------ ED-6 barriers
SIDE0, SIDE1 = "-2,-1", "-3,-1"     # a crossing edge of seam 0 (start board | board 1)


@pytest.mark.parametrize("edge", sorted(tuple(sorted(e)) for e in FIRST.seams[0].edges))
def test_ED_6_1_an_intact_barrier_closes_every_crossing_edge(edge):
    a, b = edge
    if FIRST.piece_no[a] != 0:
        a, b = b, a
    here, there = FIRST.cells[a], FIRST.cells[b]
    card = {"machete": "pioneer", "paddle": "captain"}[FIRST.terrain[b]]
    hand = [card, "traveler", "traveler", "traveler"]
    name = f"{here[0]},{here[1]}"
    target = f"{there[0]},{there[1]}"
    s = game({0: hand}, [[name], *STARTS4[1:]], barriers=[6, 2, 3, 4])
    if f"move {card}" in legal(s):
        s.apply(f"move {card}")
        assert target not in steps(s)
    assert "native " + target not in legal(s)
    s2 = game({0: hand}, [[name], *STARTS4[1:]], barriers=[None, 2, 3, 4], won=[[], [6], [], []])
    s2.apply(f"move {card}")
    assert target in steps(s2)                   # the same edge once the barrier is gone


def test_ED_6_2_and_ED_6_3_a_symbol_barrier_is_paid_inside_a_movement_and_the_card_goes_on():
    """ED-6.3's example: a Trailblazer (machete 3) pays the machete-1 barrier, then enters two
    machete-1 hexes beyond it.  ED-6.2: the player takes the barrier; the seam opens."""
    s = game({0: ["trailblazer", "traveler", "traveler", "traveler"]}, [[SIDE0], *STARTS4[1:]],
             barriers=[1, 2, 3, 4])
    s.apply("move trailblazer")
    assert SIDE1 not in steps(s) and "clear 1" in legal(s)
    s.apply("clear 1")
    assert s.won[0] == (1,) and s.barrier_at[0] is None and s.mv[2] == 2
    assert at(s) == SIDE0                        # paying does not move the pawn
    s.apply(f"step {SIDE1}")
    s.apply("step -4,-1")
    assert at(s) == "-4,-1" and s.phase == "play" and s.played[0] == ("trailblazer",)
    s.check()


def test_ED_6_3_the_barrier_may_be_paid_after_earlier_steps_and_needs_the_symbol_and_budget():
    s = game({0: ["trailblazer", "explorer", "sailor", "traveler"]}, [["-2,0"], *STARTS4[1:]],
             barriers=[5, 2, 3, 4])              # machete 2
    s.apply("move trailblazer")
    assert "clear 5" not in legal(s)             # ED-6.2: -2,0 has no crossing edge of the seam
    s.apply(f"step {SIDE0}")                     # 2 left
    assert "clear 5" in legal(s)
    s.apply("clear 5")
    assert s.phase == "play" and at(s) == SIDE0 and s.won[0] == (5,)
    # an Explorer (machete 1) cannot pay machete 2; a Sailor (paddle) cannot pay machete
    s2 = game({0: ["explorer", "sailor", "traveler", "traveler"]}, [[SIDE0], *STARTS4[1:]],
              barriers=[5, 2, 3, 4])
    s2.apply("move explorer")
    assert "clear 5" not in legal(s2)


def test_ED_6_2_the_opened_seam_is_open_to_everybody():
    p = position({0: ["explorer", "traveler", "traveler", "traveler"],
                  1: ["explorer", "traveler", "traveler", "traveler"]},
                 [[SIDE0], ["-1,-2"], ["-1,3"], ["0,3"]], barriers=[1, 2, 3, 4])
    s = ElDorado.from_position(p)
    s.apply("move explorer")
    s.apply("clear 1")                           # the Explorer's budget is spent: the pawn stays
    assert at(s) == SIDE0 and s.phase == "play" and s.won[0] == (1,)
    s.apply("end")
    s.apply("keep")
    assert s.seat == 1
    s.apply("move explorer")
    assert "-2,-2" in steps(s)                   # seat 1 crosses the seam seat 0 opened
    s.apply("step -2,-2")
    assert at(s, 1) == "-2,-2" and s.won[1] == ()


def test_ED_6_4_a_rubble_barrier_takes_exactly_its_cards_and_the_pawn_stays():
    s = game({0: ["explorer", "treasure_chest", "traveler", "sailor"]}, [[SIDE0], *STARTS4[1:]],
             barriers=[6, 2, 3, 4])
    assert "clear 6" in legal(s)
    s.apply("clear 6")
    s.apply("card treasure_chest")
    assert s.phase == "cards" and s.barrier_at[0] == 6
    s.apply("card sailor")
    assert s.phase == "play" and at(s) == SIDE0 and s.won[0] == (6,) and s.barrier_at[0] is None
    assert Counter(s.played[0]) == Counter(["treasure_chest", "sailor"])
    assert "treasure_chest" in s.collection[0]
    s.apply("move explorer")                     # further movement: a new play
    assert SIDE1 in steps(s)
    s.check()
    s1 = game({0: ["explorer"]}, [[SIDE0], *STARTS4[1:]], barriers=[6, 2, 3, 4])
    assert "clear 6" not in legal(s1)            # rubble 2 needs two cards


@pytest.mark.parametrize("barrier, payer, other", [(2, "traveler", "sailor"), (4, "sailor", "traveler"),
                                                   (1, "explorer", "traveler")])
def test_ED_6_3_a_symbol_barrier_is_paid_only_with_its_symbol(barrier, payer, other):
    s = game({0: [payer, other, "traveler", "explorer"]}, [[SIDE0], *STARTS4[1:]],
             barriers=[barrier, 5, 3, 6])
    if f"move {other}" in legal(s):
        t = s.copy()
        t.apply(f"move {other}")
        assert f"clear {barrier}" not in legal(t)
    s.apply(f"move {payer}")
    s.apply(f"clear {barrier}")
    assert s.won[0] == (barrier,) and s.barrier_at[0] is None and at(s) == SIDE0


def test_ED_6_5_a_barrier_may_be_paid_without_crossing():
    s = game({0: ["scout", "traveler", "traveler", "traveler"]}, [[SIDE0], *STARTS4[1:]],
             barriers=[1, 2, 3, 4])
    s.apply("move scout")
    s.apply("clear 1")
    assert s.phase == "move" and s.mv[2] == 1 and "stop" in legal(s)
    s.apply("stop")
    assert at(s) == SIDE0 and s.won[0] == (1,) and s.barrier_at[0] is None


def test_ED_6_6_the_native_clears_a_barrier_and_steps_beyond_it():
    s = game({0: ["native", "traveler", "traveler", "traveler"]}, [[SIDE0], *STARTS4[1:]],
             barriers=[5, 2, 3, 4])
    assert f"native {SIDE1}" in legal(s)
    s.apply(f"native {SIDE1}")
    assert at(s) == SIDE1 and s.won[0] == (5,) and s.barrier_at[0] is None
    s.check()


def test_ED_6_7_never_a_barrier_in_front_of_the_finish_piece():
    for name in ROUTES:
        r = route(name)
        last = max(r.piece_no)
        assert r.finish_spaces and all(r.piece_no[i] == last for i in r.finish_spaces)
        assert all(last not in seam.between for seam in r.seams), name
