"""The caves variant of El Dorado (ED-12, options ``caves=True``): the piles of tokens,
exploring at every stop (automatic, ED-D14), re-exploring only after a stop away from the
cave (Julien's example of the French rules) and each token's effect (ED-12.6).  The
situations are edited positions on the first-game route around its cave at 2,-2."""
from __future__ import annotations

from collections import Counter

import pytest

import boardlab
from boardlab.games.el_dorado import ElDorado
from boardlab.games.el_dorado.board import route
from boardlab.games.el_dorado.beyond import clear_passed
from boardlab.games.el_dorado.data import CARD_TYPES, CAVE_TOKENS
from boardlab.games.el_dorado.position import setup_position

DECK = ["traveler", "traveler", "traveler", "traveler"]


def position(players: int = 4, seed: int = 0, *, hands: dict | None = None, draws: dict | None = None,
             discards: dict | None = None, pawns: dict | None = None, **options) -> dict:
    """The setup position with seats' hands, draw piles, discard piles and pawns replaced;
    the market cards given to the seats are taken out of the market or the reserve
    (ED-1.3: every card is in one place), the barriers a pawn is placed beyond cleared and
    taken by its seat (ED-6.1, ED-6.2)."""
    p = setup_position(players, seed, **options)
    for key, edits in (("hands", hands), ("draw_piles", draws), ("discards", discards), ("pawns", pawns)):
        for seat, value in (edits or {}).items():
            p[key][seat] = list(value)
    clear_passed(p)
    owned = Counter(c for key in ("hands", "draw_piles", "discards", "played") for cards in p[key]
                    for c in cards if CARD_TYPES[c].initial_location != "starting_deck")
    for card, k in owned.items():
        for i, slot in enumerate(p["market"]):
            if slot and slot[0] == card:
                p["market"][i] = [card, slot[1] - k] if slot[1] > k else None
        if card in p["reserve"]:
            p["reserve"][card] -= k
            if p["reserve"][card] <= 0:
                del p["reserve"][card]
    return p


def game(*args, **kw) -> ElDorado:
    return ElDorado.from_position(position(*args, **kw))


def with_caves(p: dict, piles: dict | None = None, tokens: dict | None = None) -> dict:
    """Set some cave piles (top first) and seats' tokens; the other piles keep their size and
    the 36 tokens stay accounted for (ED-1.6) — the rest go to the box (ED-D17)."""
    tok = lambda t: [t[0], t[1] if len(t) > 1 else None]  # noqa: E731
    piles = {c: [tok(t) for t in ts] for c, ts in (piles or {}).items()}
    tokens = {x: [tok(t) for t in ts] for x, ts in (tokens or {}).items()}
    pool = Counter(CAVE_TOKENS)
    for ts in list(piles.values()) + list(tokens.values()):
        pool -= Counter(tuple(t) for t in ts)
    rest = list(pool.elements())
    out = []
    for c, old in enumerate(p["piles"]):
        if c in piles:
            out.append(piles[c])
        else:
            out.append([list(rest.pop()) for _ in old])
    p["piles"], p["box"] = out, [list(t) for t in rest]
    for x, ts in tokens.items():
        p["tokens"][x] = ts
    assert sum(len(x) for x in p["piles"]) + len(p["box"]) + sum(len(x) for x in p["tokens"]) == 36
    return p


def cave_game(piles=None, tokens=None, **kw) -> ElDorado:
    return ElDorado.from_position(with_caves(position(caves=True, **kw), piles, tokens))


def legal(s: ElDorado) -> list[str]:
    return [str(a) for a in s.legal_actions()]


BASE = boardlab.new("el_dorado", players=4, seed=0, caves=True)
R = BASE.route
CAVE = R.index[(2, -2)]
K = R.caves.index(CAVE)                       # the cave's pile number


def _m1(i: int) -> bool:
    return R.terrain[i] == "machete" and R.strength[i] == 1 and not R.finish[i] and not BASE._seam[i] \
        and i not in BASE.pawns


def _near(i: int) -> bool:
    return CAVE in R.cave_neighbours[i]


def _julien() -> tuple[str, str, str, str]:
    """S (away) → A (next to the cave) → B (next to the cave and to A) → W (away, next to B):
    all machete 1."""
    for a in R.adjacency[CAVE]:
        for b in R.adjacency[CAVE]:
            if a != b and b in R.adjacency[a] and _m1(a) and _m1(b):
                s = [x for x in R.adjacency[a] if _m1(x) and not _near(x)]
                w = [x for x in R.adjacency[b] if _m1(x) and not _near(x) and x not in s]
                if s and w:
                    return tuple(BASE.hex_name(x) for x in (s[0], a, b, w[0]))  # type: ignore[return-value]
    raise AssertionError  # pragma: no cover


S, A, B, W = _julien()


# ------------------------------------------------------------------ ED-12.1 setup
@pytest.mark.parametrize("name", ["FirstGame", "Serpentine", "Swamplands"])
def test_ED_12_1_four_tokens_on_each_cave_the_rest_in_the_box(name):
    """ED-D17: the tokens not in piles go back to the box; all 36 are used once."""
    s = boardlab.new("el_dorado", players=3, seed=5, route=name, caves=True)
    k = len(route(name).caves)
    assert [len(p) for p in s.piles] == [4] * k and len(s.box) == 36 - 4 * k
    assert Counter(t for p in s.piles for t in p) + Counter(s.box) == Counter(CAVE_TOKENS)
    assert s.tokens == ((),) * 3 and any(e.rule == "ED-12.1" for e in s.log)
    assert boardlab.new("el_dorado", players=3, seed=5, route=name).piles == ()


# ------------------------------------------------------------------ ED-12.2 / 12.3 exploring
def test_ED_12_2_stopping_next_to_a_cave_takes_its_top_token():
    s = cave_game(piles={K: [("draw_card",), ("coin", 2), ("machete", 1), ("trash_card",)]},
                  hands={0: ["explorer", "explorer"]}, draws={0: DECK}, pawns={0: [S]})
    s.apply("move explorer")
    ev = s.apply(f"step {A}")
    assert s.phase == "play"                                  # the explorer's budget is spent: a stop
    assert s.tokens[0] == (("draw_card", None),) and len(s.piles[K]) == 3
    assert [e.rule for e in ev][-1] == "ED-12.2"


def test_ED_12_2_passing_a_cave_without_stopping_gives_nothing():
    """A Scout steps S → A (next to the cave) → S' (away) in one movement: no token."""
    a = R.index[tuple(map(int, A.split(",")))]
    away = [x for x in R.adjacency[a] if _m1(x) and not _near(x) and BASE.hex_name(x) != S]
    s = cave_game(hands={0: ["scout", "explorer"]}, draws={0: DECK}, pawns={0: [S]})
    s.apply("move scout")
    s.apply(f"step {A}")
    assert s.phase == "move" and s.tokens[0] == ()
    assert away
    s.apply(f"step {BASE.hex_name(away[0])}")
    assert s.phase == "play" and s.tokens[0] == () and len(s.piles[K]) == 4


def test_ED_12_3_every_movement_action_is_a_stop():
    """ED-D14: a Native's single step and a rubble entry are stops too; the token comes at
    once, in the middle of phase 1."""
    s = cave_game(piles={K: [("coin", 1), ("paddle", 1), ("machete", 1), ("trash_card",)]},
                  hands={0: ["native", "explorer"]}, draws={0: DECK}, pawns={0: [S]})
    s.apply(f"native {A}")
    assert s.phase == "play" and s.tokens[0] == (("coin", 1),)
    # a rubble entry next to the cave at -3,-4 (its neighbour -2,-4 is rubble 1)
    cave0 = R.caves.index(R.index[(-3, -4)])
    rub = R.index[(-2, -4)]
    start = next(BASE.hex_name(x) for x in R.adjacency[rub]
                 if R.terrain[x] in ("machete", "paddle", "coin") and R.index[(-3, -4)] not in R.cave_neighbours[x])
    s = cave_game(piles={cave0: [("paddle", 2), ("coin", 1), ("machete", 1), ("trash_card",)]},
                  hands={0: ["explorer", "sailor"]}, draws={0: DECK}, pawns={0: [start]})
    s.apply("enter -2,-4")
    s.apply("card sailor")
    assert s.pawns[0] == rub and s.tokens[0] == (("paddle", 2),)


# ------------------------------------------------------------------ ED-12.4 re-exploring
def test_ED_12_4_julien_moves_between_two_hexes_next_to_the_cave():
    """[FR] Julien plays an Explorer onto a jungle hex next to a cave, takes the top token,
    uses it at once to move to the next hex — still next to the cave: no second token.
    Only after a stop away from the cave does the cave give another token."""
    s = cave_game(piles={K: [("machete", 1), ("draw_card",), ("coin", 1), ("trash_card",)]},
                  hands={0: ["explorer", "explorer", "explorer"]}, draws={0: DECK}, pawns={0: [S]})
    s.apply("move explorer")
    s.apply(f"step {A}")
    assert s.tokens[0] == (("machete", 1),)
    s.apply("token machete 1")
    assert s.phase == "move"
    s.apply(f"step {B}")
    assert s.hex_name(s.pawns[0]) == B and s.tokens[0] == () and len(s.piles[K]) == 3
    assert (0, K) in s.explored
    s.apply("move explorer")
    s.apply(f"step {W}")                                      # a stop away from the cave
    assert (0, K) not in s.explored and s.tokens[0] == ()
    s.apply("move explorer")
    s.apply(f"step {B}")
    assert s.tokens[0] == (("draw_card", None),) and len(s.piles[K]) == 2


def test_ED_12_4_per_pawn_and_an_empty_pile_gives_nothing():
    """Another seat's pawn is not bound by seat 0's exploration; an empty pile gives nothing."""
    p = with_caves(position(caves=True, hands={0: ["explorer"], 1: ["explorer", "explorer"]},
                            draws={0: DECK, 1: ["traveler"] * 2}, pawns={0: [B], 1: [S]}),
                   piles={K: [("coin", 1)]})
    p["explored"] = [[0, K]]
    s = ElDorado.from_position(p)
    s.apply("end")
    s.apply("keep")
    s.apply("move explorer")
    s.apply(f"step {A}")
    assert s.tokens[1] == (("coin", 1),) and s.piles[K] == ()
    s2 = cave_game(piles={K: []}, hands={0: ["explorer"]}, draws={0: DECK}, pawns={0: [S]})
    s2.apply("move explorer")
    s2.apply(f"step {A}")
    assert s2.tokens[0] == () and s2.phase == "play"


# ------------------------------------------------------------------ ED-12.5 timing
def test_ED_12_5_tokens_unlimited_used_in_phase_1_then_removed():
    """Tokens gained earlier are used any later phase 1; a used token is spent (removed);
    no token after the purchase (ED-D24)."""
    many = [("draw_card",), ("draw_card",), ("draw_card",), ("trash_card",), ("coin", 2)]
    s = cave_game(tokens={0: many}, hands={0: ["explorer", "traveler"]}, draws={0: DECK[:3]})
    assert len(s.tokens[0]) == 5
    s.apply("token draw_card")
    assert len(s.tokens[0]) == 4 and s.spent == (("draw_card", None),) and len(s.hands[0]) == 3
    s.apply("buy scout")
    assert not any(x.startswith("token") for x in legal(s))
    s.apply("pay traveler")
    assert s.phase == "discard" and not any(x.startswith("token") for x in legal(s))


def test_ED_12_5_a_coin_token_pays_part_of_the_purchase():
    s = cave_game(tokens={0: [("coin", 2), ("machete", 2)]}, hands={0: ["traveler", "explorer"]},
                  draws={0: DECK[:3]})
    assert "buy trailblazer" in legal(s)                      # 1 + 2 = 3
    assert "buy photographer" in legal(s) and "buy treasure_chest" in legal(s)
    s.apply("buy trailblazer")
    assert "pay token 2" in legal(s) and not any("machete" in x for x in legal(s))
    s.apply("pay token 2")
    s.apply("pay traveler")
    assert s.discards[0][0] == "trailblazer" and s.tokens[0] == (("machete", 2),)
    assert ("coin", 2) in s.spent


# ------------------------------------------------------------------ ED-12.6 token effects
def test_ED_12_6_machete_token_moves_like_a_card_with_chains():
    """A machete-2 token: a movement of strength 2, two machete-1 steps; it is not a card
    (its movement has no card)."""
    a = R.index[tuple(map(int, A.split(",")))]
    s = cave_game(tokens={0: [("machete", 2)]}, hands={0: ["traveler"]}, draws={0: DECK[:3]},
                  pawns={0: [S]}, piles={K: [("coin", 1), ("paddle", 1), ("machete", 1), ("trash_card",)]})
    s.apply("token machete 2")
    assert s.phase == "move" and s.mv[1:3] == ("machete", 2) and s.mv[3] is None
    s.apply(f"step {A}")
    assert s.phase == "move" and s.mv[2] == 1
    s.apply(f"step {B}")
    assert s.hex_name(s.pawns[0]) == B and s.tokens[0] == (("coin", 1),)   # one stop: one token
    assert a in R.adjacency[s.pawns[0]]


def test_ED_12_6_draw_trash_and_exchange():
    s = cave_game(tokens={0: [("draw_card",), ("trash_card",), ("exchange_cards",)]},
                  hands={0: ["explorer", "sailor"]}, draws={0: ["traveler", "explorer", "traveler", "explorer"]})
    s.apply("token draw_card")
    assert s.hands[0] == ("explorer", "sailor", "traveler")
    s.apply("token trash_card")
    assert s.phase == "trash" and "no trash" not in legal(s)
    s.apply("trash sailor")
    assert s.owned(0)["sailor"] == 0 and s.hands[0] == ("explorer", "traveler")
    s.apply("token exchange_cards")
    s.apply("card explorer")
    s.apply("card traveler")
    assert s.phase == "play" and s.hands[0] == ("explorer", "traveler") and s.decks[0] == ("explorer",)
    assert s.played[0] == ("explorer", "traveler")


def test_ED_12_6_exchange_stops_after_fewer_than_four():
    s = cave_game(tokens={0: [("exchange_cards",)]}, hands={0: ["explorer", "sailor", "traveler"]},
                  draws={0: ["traveler", "explorer", "traveler"]})
    s.apply("token exchange_cards")
    s.apply("card sailor")
    assert "stop" in legal(s)
    s.apply("stop")
    assert s.hands[0] == ("explorer", "traveler", "traveler") and s.played[0] == ("sailor",)


def test_ED_12_6_keep_item_saves_the_single_use_item():
    s = cave_game(tokens={0: [("keep_item",)]}, hands={0: ["compass", "explorer"]},
                  draws={0: ["traveler", "traveler", "traveler"]})
    assert "token keep_item" not in legal(s)                  # no item used yet
    s.apply("play compass")
    assert s.owned(0)["compass"] == 0
    s.apply("token keep_item")
    assert s.played[0] == ("compass",) and s.owned(0)["compass"] == 1
    s.apply("end")
    assert "compass" in s.discards[0]
    s.check()


def test_ED_12_6_ignore_occupied_lets_a_pawn_stop_on_and_pass_through_pawns():
    s = cave_game(tokens={0: [("ignore_occupied",)]}, hands={0: ["scout"]}, draws={0: DECK[:3]},
                  pawns={0: [S], 1: [A]})
    s.apply("move scout")
    assert f"step {A}" not in legal(s)
    s = cave_game(tokens={0: [("ignore_occupied",)]}, hands={0: ["scout"]}, draws={0: DECK[:3]},
                  pawns={0: [S], 1: [A]})
    s.apply("token ignore_occupied")
    s.apply("move scout")
    s.apply(f"step {A}")
    assert s.pawns[0] == s.pawns[1]
    s.apply("stop")
    s.check()                                                 # two pawns on one hex: allowed here
    mountain = next((x for x in R.adjacency[s.pawns[0]] if R.terrain[x] in ("mountain", "cave")), None)
    if mountain is not None:
        assert f"step {BASE.hex_name(mountain)}" not in legal(s)


def test_ED_12_6_native_move_is_the_natives_ability_barrier_included():
    seam = R.seams[0]
    h, j = next(tuple(sorted(e, key=lambda i: R.piece_no[i])) for e in seam.edges
                if all(R.terrain[i] in ("machete", "paddle", "coin") for i in e))
    s = cave_game(tokens={0: [("native_move",)]}, hands={0: ["explorer"]}, draws={0: DECK[:3]},
                  pawns={0: [BASE.hex_name(h)]})
    barrier = s.barrier_at[0]
    s.apply(f"token native_move {BASE.hex_name(j)}")
    assert s.pawns[0] == j and s.won[0] == (barrier,) and s.barrier_at[0] is None
    assert s.hands[0] == ("explorer",) and s.spent == (("native_move", None),)


def test_ED_12_6_change_symbol_for_movement_or_payment():
    """ED-D16: the next card with a symbol takes a symbol of the player's choice with its own
    strength: an Explorer as paddle; a Trailblazer as coin 3."""
    paddle_from = next((x for x in range(len(R.cells)) if _m1(x) and any(
        R.terrain[y] == "paddle" and R.strength[y] == 1 and y not in BASE.pawns and not BASE._seam[x]
        for y in R.adjacency[x])), None)
    s = cave_game(tokens={0: [("change_symbol",)]}, hands={0: ["explorer"]}, draws={0: DECK[:3]},
                  pawns={0: [BASE.hex_name(paddle_from)]})
    assert "move explorer as paddle" not in legal(s)
    s.apply("token change_symbol")
    assert "move explorer as paddle" in legal(s)
    ev = s.apply("move explorer as paddle")
    assert ev[0].data["symbol"] == "paddle" and ev[0].data["strength"] == 1 and not s.change_symbol
    s = cave_game(tokens={0: [("change_symbol",)]}, hands={0: ["trailblazer", "explorer"]}, draws={0: DECK[:3]})
    assert "buy trailblazer" not in legal(s)                  # ½ + ½
    s.apply("token change_symbol")
    assert "buy trailblazer" in legal(s)
    s.apply("buy trailblazer")
    s.apply("pay trailblazer")
    assert s.phase != "pay" and s.discards[0][0] == "trailblazer"


def test_ED_D16_change_symbol_is_used_by_the_next_card_with_a_symbol():
    """ED-12.6 / ED-D16: the change applies to the *next* card played this turn; an
    Explorer played next (as machete, its own symbol) uses it up, so a Sailor played after
    it cannot move as machete."""
    s = cave_game(tokens={0: [("change_symbol",)]}, hands={0: ["explorer", "sailor"]}, draws={0: DECK[:3]},
                  pawns={0: [S]})
    s.apply("token change_symbol")
    s.apply("move explorer")
    s.apply(f"step {A}")
    assert s.phase == "play" and not s.change_symbol
    assert not any(a.startswith("move sailor as") for a in legal(s))
