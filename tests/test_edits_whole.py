"""Edits that keep the game whole (boardlab.edit and each game's edit module): every
edit's own example is accepted, a hand is set by taking each card from where it is, and
every piece stays counted once; hands read as lists in every game; a position of another
game or a record file is named as such."""
from __future__ import annotations

import itertools
from collections import Counter

import pytest

import boardlab
from boardlab import edit as editing

GAMES = boardlab.games()


def _started(game: str, seed: int, moves: int) -> boardlab.State:
    s = boardlab.new(game, seed=seed)
    for _ in range(moves):
        s.apply(s.legal_actions()[0])
    return boardlab.from_position(game, s.to_position())


@pytest.mark.parametrize("game", GAMES)
def test_every_edit_example_is_accepted_on_a_new_game_of_its_own(game):
    for name, e in editing.edits(boardlab.new(game, seed=1)).items():
        if not (e.what or e.clicks):          # an edit that reads nothing and gives no example
            continue
        s = _started(game, 1, e.moves)
        t = editing.apply(s, e, where=e.clicks, what=e.what)
        t.check()
        assert t.to_position() != s.to_position() or name == "set field", name


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("seed", [2, 3, 4, 5, 6, 7, 8])
def test_every_edit_example_is_accepted_whatever_the_seed(game, seed):
    """An example does not depend on the deal: the pawn, seat, chip … it names is there
    in every game.  The one exception is a chip number, which the deal may put out of the
    game (U-2.5.4): then the edit says so."""
    for name, e in editing.edits(boardlab.new(game, seed=seed)).items():
        if not (e.what or e.clicks):
            continue
        s = _started(game, seed, e.moves)
        if name == "give chip" and 7 in s.to_position()["removed"]:
            with pytest.raises(boardlab.BadPosition, match="chip 7 is out of the game"):
                editing.apply(s, e, where=e.clicks, what=e.what)
            continue
        editing.apply(s, e, where=e.clicks, what=e.what).check()


def test_LC_7_2_move_pawn_takes_the_artifacts_on_the_steps_it_moves_onto():
    """LC-7.2 — the first pawn to arrive takes an artifact: a pawn moved by the editor
    takes those on the steps it moves onto (not those behind its start), and a bare step
    number moves it along the path it is on."""
    s = _started("lost_cities", 2, 2)                 # seat 0 played Y2: pawn L on Y1
    p = s.to_position()
    assert p["pawns"][0]["L"] == "Y1" and p["tiles"]["Y2"] == "ARTIFACT"
    arts = [k for k, v in p["tiles"].items() if k[0] == "Y" and v == "ARTIFACT"]
    q = editing.apply(s, "move pawn", ["pawn:0:L"], "5").to_position()
    assert q["pawns"][0]["L"] == "Y5"
    assert [k for k in arts if q["tiles"][k] is None] == [k for k in arts if int(k[1:]) <= 5]
    assert q["artifacts"][0] == p["artifacts"][0] + len([k for k in arts if int(k[1:]) <= 5])
    with pytest.raises(boardlab.BadPosition, match="in the camp: type its path too"):
        editing.apply(boardlab.new("lost_cities", seed=2), "move pawn", ["pawn:0:L"], "3")


def test_U_4_2_give_chip_names_a_seat_by_its_role():
    """U-4.2 — 'environment: 7' gives the chip to the environment player's seat,
    'neutral: 7' to the neutral player's (the seat left of him) once chips are passed (U-6.1)."""
    s = boardlab.new("urland", seed=4)
    p = s.to_position()
    env = p["environment"]
    chip = next(c for c in p["pile"] if c != "panic")
    q = editing.apply(s, "give chip", what=f"environment: {chip}").to_position()
    assert chip in q["hands"][env] and len(q["hands"][env]) == 3
    t = _started("urland", 4, 1)
    neutral = next(c for c, h in t.to_position()["hands"].items() if h)
    chip = next(c for c in t.to_position()["pile"] if c != "panic")
    assert chip in editing.apply(t, "give chip", what=f"neutral: {chip}").to_position()["hands"][neutral]


def test_U_2_5_4_give_chip_refuses_a_chip_out_of_the_game_naming_it():
    s = boardlab.new("urland", seed=1)
    gone = s.to_position()["removed"][0]
    with pytest.raises(boardlab.BadPosition, match=f"chip {gone} is out of the game") as e:
        editing.apply(s, "give chip", what=f"environment: {gone}")
    assert e.value.rule == "U-2.5.4"


@pytest.mark.parametrize("game", ["ecosystem", "lost_cities", "el_dorado"])
@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5])
def test_the_set_hand_example_works_for_every_seed(game, seed):
    s = boardlab.new(game, seed=seed)
    e = editing.edits(s)["set hand"]
    t = editing.apply(s, e, what=e.what)
    seat, _, cards = e.what.partition(":")
    assert sorted(t.to_position()["hands"][int(seat)] if game == "el_dorado" else
                  "".join(t.to_position()["hands"][int(seat)].split())) == \
        sorted(cards.split() if game == "el_dorado" else "".join(cards.split()))


def test_LC_1_1_set_hand_takes_a_card_from_the_other_hand_and_gives_one_back():
    s = boardlab.new("lost_cities", seed=5)
    p = s.to_position()
    theirs = p["hands"][1].split()
    mine = p["hands"][0].split()
    card = next(c for c in theirs if c not in mine and theirs.count(c) == 1)
    # both copies: one from the draw pile or the cards out of the round, one from seat 1's hand
    t = editing.apply(s, "set hand", what="0: " + " ".join(mine[2:] + [card, card]))
    q = t.to_position()
    assert q["hands"][0].split().count(card) == 2 and card not in q["hands"][1].split()
    assert set(q["hands"][1].split()) - set(theirs) <= set(mine[:2])
    assert len(q["hands"][1].split()) == 8
    every = lambda pos: Counter(c for k in ("hands",) for h in pos[k] for c in h.split()) + \
        Counter(pos["draw_pile"].split()) + Counter(pos["removed"].split())   # noqa: E731
    assert every(q) == every(p)


def _owned(p: dict) -> Counter:
    """Every card of an El Dorado position: the seats' cards, the market and the reserve."""
    n = Counter()
    for k in ("hands", "draw_piles", "discards", "played"):
        for cards in p[k]:
            n.update(cards)
    for slot in p["market"]:
        if slot is not None:
            n[slot[0]] += slot[1]
    for t, k in p["reserve"].items():
        n[t] += k
    return n


def test_ED_1_3_set_hand_takes_cards_from_the_draw_pile_the_discard_pile_and_the_market():
    s = boardlab.new("el_dorado", seed=3)
    p = s.to_position()
    hand, pile = p["hands"][0], p["draw_piles"][0]
    wanted = [pile[0], "scout", "captain", hand[0]]       # draw pile, market slot, reserve, kept
    t = editing.apply(s, "set hand", what="0: " + " ".join(wanted))
    q = t.to_position()
    assert sorted(q["hands"][0]) == sorted(wanted)
    assert _owned(q) == _owned(p)                        # every card counted once
    assert q["cards"][0] == sorted(p["cards"][0] + ["scout", "captain"])
    assert dict(map(tuple, filter(None, q["market"])))["scout"] == 2 and q["reserve"]["captain"] == 2
    assert len(q["draw_piles"][0]) + len(q["hands"][0]) == len(p["draw_piles"][0]) + 4 + 2
    t.check()


def test_ED_1_3_set_hand_deals_the_draw_piles_a_position_leaves_to_the_seed():
    from boardlab.games.el_dorado.position import setup_position
    p = setup_position(players=2, seed=4)
    p["draw_piles"] = None
    s = boardlab.from_position("el_dorado", p)
    t = editing.apply(s, "set hand", what="0: sailor explorer explorer explorer")
    assert sorted(t.to_position()["hands"][0]) == ["explorer"] * 3 + ["sailor"]
    t.check()


def test_ED_1_4_set_hand_names_an_unknown_card():
    with pytest.raises(boardlab.BadPosition, match="no card 'wizard'") as e:
        editing.apply(boardlab.new("el_dorado", seed=1), "set hand", what="0: wizard")
    assert e.value.rule == "ED-1.4"


def test_ED_7_4_swap_market_exchanges_a_slot_with_the_reserve_and_two_slots():
    s = boardlab.new("el_dorado", seed=1)
    p = s.to_position()
    t = editing.apply(s, "swap market", ["market:scout", "market:pioneer"])
    q = t.to_position()
    i = [slot[0] for slot in p["market"]].index("scout")
    assert q["market"][i] == ["pioneer", 3] and q["reserve"]["scout"] == 3 and "pioneer" not in q["reserve"]
    u = editing.apply(t, "swap market", ["market:pioneer", "market:transmitter"]).to_position()
    j = [slot[0] for slot in p["market"]].index("transmitter")
    assert u["market"][i][0] == "transmitter" and u["market"][j][0] == "pioneer"
    assert _owned(u) == _owned(p)
    with pytest.raises(boardlab.BadPosition, match="both lie in the reserve"):
        editing.apply(s, "swap market", ["market:pioneer", "market:captain"])


def test_U_0_2_set_ichtos_changes_only_the_colours_named():
    s = boardlab.new("urland", seed=1)
    before = s.to_position()["ichtos"]["L4"]
    t = editing.apply(s, "set ichtos", ["L4"], "purple=2")
    after = t.to_position()["ichtos"]["L4"]
    assert after == {**before, "purple": 2}
    u = editing.apply(t, "set ichtos", ["L4"], "black=0 purple=0").to_position()["ichtos"].get("L4", {})
    assert "black" not in u and "purple" not in u
    assert "L4" not in editing.apply(t, "set ichtos", ["L4"], "none").to_position()["ichtos"]
    with pytest.raises(boardlab.BadPosition, match="none"):
        editing.apply(t, "set ichtos", ["L4"], "")


def test_U_0_4_give_chip_swaps_with_where_the_chip_is():
    s = boardlab.new("urland", seed=5)
    p = s.to_position()
    env = p["environment"]
    chip = p["pile"][1]
    old = p["hands"][env][-1]
    q = editing.apply(s, "give chip", what=f"{env}: {chip} for {old}").to_position()
    assert chip in q["hands"][env] and old not in q["hands"][env] and old in q["pile"]
    every = lambda pos: sorted(pos["pile"] + [c for h in pos["hands"].values() for c in h], key=str)  # noqa: E731
    assert every(q) == every(p)
    with pytest.raises(boardlab.BadPosition, match="holds no chip"):
        editing.apply(s, "give chip", what=f"{env}: {chip} for {p['pile'][2]}")


def test_U_10_8_give_gene_takes_it_from_the_display_or_deck():
    s = boardlab.new("urland", seed=5)
    p = s.to_position()
    gene = p["display"][0]
    q = editing.apply(s, "give gene", what=f"black: {gene}").to_position()
    assert q["genes"]["black"] == [gene] and gene not in q["display"]
    with pytest.raises(boardlab.BadPosition, match="no gene 'horns'"):
        editing.apply(s, "give gene", what="black: horns")


@pytest.mark.parametrize("game", GAMES)
def test_hands_may_be_lists_in_every_game(game):
    s = boardlab.new(game, seed=2)
    p = s.to_position()
    hands = p["hands"]
    listed = ({k: list(v) for k, v in hands.items()} if isinstance(hands, dict) else
              [h.split() if " " in h else list(h) if isinstance(h, str) else list(h) for h in hands])
    assert boardlab.from_position(game, {**p, "hands": listed}).to_position() == p


@pytest.mark.parametrize("a, b", list(itertools.permutations(GAMES, 2)))
def test_a_position_of_another_game_is_named(a, b):
    p = boardlab.new(a, seed=1).to_position()
    with pytest.raises(boardlab.BadPosition) as e:
        boardlab.from_position(b, p)
    art = lambda g: ("an " if g[0] in "aeiou" else "a ") + g   # noqa: E731
    assert f"this is {art(a)} position, not {art(b)} one" in str(e.value)


@pytest.mark.parametrize("game", GAMES)
def test_open_replays_a_record_file(tmp_path, game):
    import json
    s = boardlab.new(game, seed=3)
    for _ in range(3):
        s.apply(s.legal_actions()[0])
    path = tmp_path / "game.json"
    path.write_text(json.dumps(s.to_record()), encoding="utf-8")
    t = boardlab.open(path)
    assert t.to_position() == s.to_position() and [str(a) for a in t.history] == [str(a) for a in s.history]


def test_ED_3_1_a_saved_position_with_the_old_turn_field_still_opens():
    p = boardlab.new("el_dorado", seed=1).to_position()
    p["turn"] = p.pop("round")
    assert boardlab.from_position("el_dorado", p).to_position()["round"] == 1
    p = boardlab.new("el_dorado", seed=1).to_position()
    p["turn"] = 3                             # code that sets the old name still works
    assert boardlab.from_position("el_dorado", p).to_position()["round"] == 3


def test_U_9_2_every_problem_of_an_urland_position_is_listed_and_named():
    p = boardlab.new("urland", seed=1).to_position()
    p["ichtos"]["L4"] = {"black": 30}
    p["track"]["white"] = p["track"]["black"]
    p["genes"]["white"] = ["horns"]
    p["extra_chips"]["black"] = 9
    p["turn"] = 0
    p["hands"]["black"] = [5, 5]
    with pytest.raises(boardlab.BadPosition) as e:
        boardlab.from_position("urland", p)
    said = [f"{rule}: {reason}" for rule, reason in e.value.problems]
    assert len(said) == 6, said
    space = p["track"]["black"]
    assert any(f"space {space} holds the markers of black and white" in x for x in said)
    genes = next(x for x in said if "horns" in x)
    assert "no gene 'horns'" in genes and "legs" in genes and "assimilation" not in genes.split("(")[0]
    assert any("chip 5: black's hand ×2" in x for x in said)


def test_ED_1_2_a_barrier_in_two_places_is_named_with_both():
    p = boardlab.new("el_dorado", seed=1).to_position()
    b = p["barriers"][0]
    p["won"][1] = [b]
    with pytest.raises(boardlab.BadPosition) as e:
        boardlab.from_position("el_dorado", p)
    assert f"barrier {b} is in two places (on seam 1 and held by seat 1)" in str(e.value)


def test_ED_6_2_move_pawn_beyond_barriers_clears_them_for_the_pawns_seat():
    """Moved past barriers still in place, the pawn's seat takes them, as the first to cross
    does; the rest of the route keeps its barriers (ED-6.1, ED-6.2)."""
    s = boardlab.new("el_dorado", seed=1)
    bars = s.to_position()["barriers"]
    t = editing.apply(s, "move pawn", ["hex:-2,3", "hex:-3,-1"])       # seat 1, past the first seam
    q = t.to_position()
    assert q["pawns"][1] == ["-3,-1"] and q["barriers"] == [None] + bars[1:] and q["won"][1] == [bars[0]]
    u = editing.apply(t, "move pawn", ["hex:-3,3", "hex:-3,-19"]).to_position()   # seat 0: past the rest
    assert u["barriers"] == [None] * 4 and u["won"][0] == bars[1:] and u["won"][1] == [bars[0]]
    back = editing.apply(boardlab.from_position("el_dorado", u), "move pawn", ["hex:-3,-19", "hex:-3,2"])
    assert back.to_position()["won"] == u["won"]                       # a barrier taken stays taken


@pytest.mark.parametrize("game", GAMES)
def test_load_given_a_position_or_a_file_says_how_to_open_it(tmp_path, game):
    """``boardlab.load`` replays a record; given a position (no 'actions') or a path it
    says which function reads that."""
    s = boardlab.new(game, seed=3)
    with pytest.raises(boardlab.BadPosition, match=r"this is a position, not a record .*"
                                                   rf"boardlab.from_position\('{game}', position\)"):
        boardlab.load(s.to_position())
    path = tmp_path / "game.json"
    s.save(path)
    with pytest.raises(boardlab.BadPosition, match=r"use boardlab.open\(path\)"):
        boardlab.load(str(path))
    assert boardlab.open(path).to_position() == s.to_position()
