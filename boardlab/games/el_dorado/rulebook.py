"""The rule ids of The Quest for El Dorado (ids ``ED-…``; the rules spec ``el_dorado.md``) and
a short title for each, in our words.

The game's descriptor (``GAME``) registers them, so the rule-coverage and tutorial tests
demand that every id below is tested and taught.

Scope of the ids:

* ``ED-0.x`` are scope, sources and terms; ``ED-1.x`` the components; ``ED-2.x`` the setup;
  ``ED-3.x`` … ``ED-12.x`` the rules of play (turns, movement, special hexes, barriers,
  buying, card abilities, discard and draw, the end, two players, the caves variant);
  ``ED-13.x`` the board model and piece data, ``ED-14.x`` the routes and ``ED-15.x`` the
  fallback terrain; the section headings only group their sub-ids and get no id of their own;
* the decisions ED-D1 … ED-D25 (section 16) are not rules of the game but choices where the
  sources are silent; they are kept apart in :data:`DECISIONS` and cited inside the
  statements of the rules they settle.

>>> RULES["ED-4.5"]
'no pooling: several cards never combine to enter one hex'
>>> len(RULES), len(DECISIONS)
(87, 25)
>>> all(r.startswith("ED-") for r in RULES) and "ED-D1" not in RULES
True
"""
from __future__ import annotations

RULES: dict[str, str] = {
    # ED-0 scope and sources
    "ED-0.1": "the base game of The Quest for El Dorado with its caves variant; no expansions",
    "ED-0.2": "the sources and their tags",
    "ED-0.3": "terminology across the editions",
    # ED-1 components (data)
    "ED-1.1": "board pieces: 7 double-sided boards A–N, 2 strips O–R, 1 finish piece",
    "ED-1.2": "6 barriers, each with a requirement and a tie-break value 1–6",
    "ED-1.3": "86 expedition cards: 4 starting decks of 8 and 18 market types × 3",
    "ED-1.4": "the card table: symbol, strength, cost, single use, start place, ability",
    "ED-1.5": "6 types start in the market; a starting deck is 3 Explorer, 4 Traveler, 1 Sailor",
    "ED-1.6": "36 cave tokens of 10 kinds",
    "ED-1.7": "other components: pawns, expedition boards, start-player hat, market board",
    # ED-2 setup
    "ED-2.1": "build a route: start board first, finish piece last",
    "ED-2.2": "one random barrier on each barrier seam; the rest back to the box",
    "ED-2.3": "the market: 6 start types in the slots, 12 types in the reserve",
    "ED-2.4": "each player shuffles the 8 starting cards and draws 4",
    "ED-2.5": "first player on start space 1, the others clockwise on 2, 3, 4",
    "ED-2.6": "two players: 2 pawns each, on starts 1 and 3 resp. 2 and 4",
    "ED-2.7": "caves variant setup: see the caves rules",
    # ED-3 turn structure
    "ED-3.1": "a turn: play cards, discard, draw back to 4",
    "ED-3.2": "play any number of cards, each once and for one purpose",
    "ED-3.3": "moves and actions in any order, then at most one purchase, which ends phase 1",
    "ED-3.4": "played cards go to the played area unless trashed or removed",
    # ED-4 movement on landscape hexes
    "ED-4.1": "landscape hexes: machete, paddle or coin with strength 1–4",
    "ED-4.2": "one card with a symbol starts a movement with a budget of its strength",
    "ED-4.3": "enter an adjacent hex of the card's symbol if the budget covers its strength",
    "ED-4.4": "chaining: the same card keeps moving with its remaining budget",
    "ED-4.5": "no pooling: several cards never combine to enter one hex",
    "ED-4.6": "forbidden: mountains, caves, occupied hexes, start spaces",
    "ED-4.7": "a movement card must move a pawn or pay a barrier",
    "ED-4.8": "entering a finish space puts the pawn in El Dorado and ends the card's movement",
    # ED-5 special hexes
    "ED-5.1": "rubble of strength n: play exactly n cards of any kind",
    "ED-5.2": "basecamp of strength n: trash exactly n cards",
    "ED-5.3": "cave tokens are not cards: they never pay rubble or basecamps",
    "ED-5.4": "mountains and caves are never enterable",
    # ED-6 barriers
    "ED-6.1": "an intact barrier closes every crossing edge of its seam",
    "ED-6.2": "a barrier works like a hex: meet it, take it, the seam opens",
    "ED-6.3": "symbol barriers are paid from a landscape card's budget",
    "ED-6.4": "rubble barriers: play exactly 1 or 2 cards; the pawn does not move",
    "ED-6.5": "paying a barrier does not oblige the pawn to cross",
    "ED-6.6": "the Native and the native_move token can clear a barrier",
    "ED-6.7": "never a barrier in front of the finish piece",
    # ED-7 buying and the market
    "ED-7.1": "at most one purchase per turn",
    "ED-7.2": "payment: coin cards their strength, other cards ½ coin",
    "ED-7.3": "the bought card goes onto the discard pile; change is lost",
    "ED-7.4": "availability: market piles, and the reserve while a slot is empty",
    "ED-7.5": "payment cards go to the played area; full-value single-use items are removed",
    # ED-8 card abilities
    "ED-8.1": "white jokers: declare machete, paddle or coin for the play",
    "ED-8.2": "single-use items are removed after their function is used",
    "ED-8.3": "purple action cards: played any time in phase 1 before the purchase",
    "ED-8.4": "Transmitter: gain any card free, also from the reserve",
    "ED-8.5": "Cartographer: draw 2 cards",
    "ED-8.6": "Compass: draw 3 cards",
    "ED-8.7": "Scientist: draw 1 card, then may trash 1",
    "ED-8.8": "Travel Log: draw 2 cards, then may trash up to 2",
    "ED-8.9": "Native: step onto an adjacent hex ignoring its requirement",
    # ED-9 discard, draw, reshuffle
    "ED-9.1": "phase 2: the played area is discarded; hand cards discarded or kept",
    "ED-9.2": "phase 3: draw up to 4 cards; no hand limit",
    "ED-9.3": "empty draw pile: reshuffle the discard pile and go on drawing",
    "ED-9.4": "the turn passes to the next player",
    # ED-10 end of the game and winner
    "ED-10.1": "a pawn entering a finish space triggers the end (3–4 players)",
    "ED-10.2": "the round is completed so that all have had the same number of turns",
    "ED-10.3": "players reaching El Dorado in the last turns also count",
    "ED-10.4": "one player in El Dorado wins",
    "ED-10.5": "tie-break: most barriers, then the highest barrier value, else shared",
    # ED-11 two-player rules
    "ED-11.1": "two players: 2 pawns each, starts 1 and 3 resp. 2 and 4",
    "ED-11.2": "movement, market and discard unchanged with two players",
    "ED-11.3": "each movement action applies to one pawn of the player's choice",
    "ED-11.4": "every pawn blocks, one's own other pawn included",
    "ED-11.5": "two players: the end comes with both pawns in El Dorado",
    # ED-12 caves variant
    "ED-12.1": "caves setup: piles of 4 tokens on each cave hex",
    "ED-12.2": "exploring: a pawn stopping next to a cave may take its top token",
    "ED-12.3": "a stop is the end of any movement action",
    "ED-12.4": "re-exploring a cave needs a stop away from it first",
    "ED-12.5": "tokens: no limit, used in phase 1 up to the purchase, then removed",
    "ED-12.6": "the effects of the 10 token kinds",
    # ED-13 board model and piece data
    "ED-13.1": "axial hex coordinates, neighbours, rotation and placement",
    "ED-13.2": "the graph: one node per hex, edges between neighbours, barriers on edges",
    "ED-13.3": "piece frames: hexagons of radius 3, strips, start and finish spaces",
    "ED-13.4": "the piece summary: terrain counts and cave positions",
    "ED-13.5": "provenance and confidence of the piece data",
    "ED-13.6": "the JSON schema of the board data",
    # ED-14 routes
    "ED-14.1": "a route: ordered pieces touching along seams, no overlaps",
    "ED-14.2": "the seven published routes",
    "ED-14.3": "barrier seams: one per junction of consecutive terrain boards",
    "ED-14.4": "custom routes: same joining rules, validated for connectivity",
    # ED-15 fallback: "boardlab terrain"
    "ED-15.1": "fallback: a labelled reconstruction if the transcribed data is rejected",
    "ED-15.2": "fallback pieces: terrain drawn from per-difficulty profiles",
    "ED-15.3": "fallback routes: same joining and rules, connectivity checked",
}

#: ED-16 — the decisions taken where the sources are silent, garbled or disagree
#: (not rules of the game: cited inside the statements of the rules they settle)
DECISIONS: dict[str, str] = {
    "ED-D1": "piece data follows [UT] hex by hex (it matches the majority); caves from [UT] only",
    "ED-D2": "Swamplands seam D→H uses [G18]'s alignment (the majority)",
    "ED-D3": "FirstGame seam alignments inferred from [JB]'s row insertion (medium-low confidence)",
    "ED-D4": "start spaces cannot be entered during play",
    "ED-D5": "start spaces 1…4 are (−3,3)…(0,3)",
    "ED-D6": "with strips, barriers sit on the board→strip seams only",
    "ED-D7": "barrier tie-break values 1–6 as numbered in ED-1.2",
    "ED-D8": "the Transmitter's gain is not the turn's purchase",
    "ED-D9": "the purchase ends phase 1",
    "ED-D10": "the Native clears a barrier and steps beyond it in one action",
    "ED-D11": "a barrier may be paid without crossing",
    "ED-D12": "no hand limit; phase 3 only tops up to 4",
    "ED-D13": "rubble, basecamps and rubble barriers take exactly n cards; tokens never count",
    "ED-D14": "a cave stop is the end of every movement action; taking a token is optional",
    "ED-D15": "strength tokens act as full cards; coin tokens may pay; no ½-coin value",
    "ED-D16": "change_symbol applies to the next card played, whatever it is played for",
    "ED-D17": "cave tokens not placed in piles go back to the box",
    "ED-D18": "a complete tie after the tie-break is a shared win",
    "ED-D19": "with two players only a player's second pawn triggers the end",
    "ED-D20": "a card bought this turn is shuffled in by a same-turn reshuffle",
    "ED-D21": "entering a finish space ends that card's movement",
    "ED-D22": "a white card's declared symbol is fixed for the whole play",
    "ED-D23": "a movement card that neither moves nor pays a barrier is illegal",
    "ED-D24": "cave tokens only in phase 1, up to and including the purchase (keep_item with it)",
    "ED-D25": "Travel Log draws exactly 2, then trashes 0–2",
}

#: rule id → a one-or-two-sentence statement in our words, where the title above is terse
STATEMENTS: dict[str, str] = {
    # ED-4 movement on landscape hexes
    "ED-4.2": "A landscape movement starts by playing exactly one card with a symbol (green, "
              "blue, yellow, or a white card declared as one of the three, ED-8.1); its "
              "strength is the movement's budget.",
    "ED-4.3": "The pawn may step onto an adjacent hex whose symbol equals the card's symbol "
              "if the remaining budget is at least the hex's strength, which is then "
              "deducted from the budget.",
    "ED-4.4": "The same card may go on step by step with what is left of its budget, and may "
              "pay a barrier of its symbol on the way (ED-6.3); the player may stop at any "
              "time, and unspent budget is lost on stopping or playing another card.",
    "ED-4.5": "Several cards never combine to enter one hex: a hex of strength n needs one "
              "card with at least n left (two Explorers cannot enter a machete-2 hex).",
    "ED-4.6": "A pawn never enters or passes a mountain, a cave, a hex occupied by any pawn "
              "(one's own included) or a start space (ED-D4); only the ignore_occupied cave "
              "token lifts the occupied rule.",
    "ED-4.7": "A card played for movement must move its pawn at least one hex or pay a "
              "barrier; otherwise the play is illegal (ED-D23).",
    "ED-4.8": "Finish spaces are paddle-1 or machete-1 hexes; a pawn entering one is at once "
              "placed in El Dorado, off the board, the space becomes free and that card's "
              "movement ends (ED-D21); the pawn never blocks or moves again.",
    # ED-5 special hexes
    "ED-5.1": "To enter an adjacent rubble hex of strength n the player plays exactly n cards "
              "of any kind, whose symbols, strengths and abilities are ignored; they go to the "
              "played area, single-use items included, and the entry is a movement action of "
              "its own that neither uses nor gives any budget.",
    "ED-5.2": "A basecamp of strength n is entered like rubble, but the n cards played are "
              "removed from the game (trashed) at once instead of going to the played area.",
    "ED-5.3": "Cave tokens are not cards: they can never be counted among the cards that pay "
              "for rubble, a basecamp or a rubble barrier (ED-D13).",
    "ED-5.4": "Mountains and caves can never be entered; start spaces cannot either "
              "(ED-D4).",
    # ED-6 barriers
    "ED-6.1": "While a barrier lies across the seam between two consecutive pieces, no pawn "
              "may cross any of that seam's crossing edges.  A position with a pawn beyond a "
              "barrier still in place is refused: a barrier passed is cleared and held by the "
              "seat that crossed first (ED-6.2).",
    "ED-6.2": "The first player to meet a barrier's requirement, from a hex with a crossing "
              "edge of its seam, takes the barrier and keeps it for the tie-break (ED-10.5); "
              "the seam is then open to everybody.",
    "ED-6.3": "A machete, coin or paddle barrier is paid inside a landscape movement of that "
              "symbol: its strength is deducted from the card's remaining budget and the same "
              "card may keep moving with what is left.",
    "ED-6.4": "A rubble barrier is paid by playing exactly 1 or 2 cards of any kind, as for "
              "rubble (ED-5.1); the pawn does not move, and going on needs new plays.",
    "ED-6.5": "Paying a barrier does not oblige the pawn to cross it: it may stay where it "
              "is (ED-D11).",
    "ED-6.6": "The Native, and the native_move cave token, clear an intact barrier by "
              "stepping across it: the player takes the barrier and the pawn stands beyond "
              "it (ED-8.9, ED-D10).",
    # ED-7 buying and the market
    "ED-7.1": "A player may buy at most one card per turn, whether or not he moved; the "
              "purchase ends phase 1 (ED-D9).",
    "ED-7.2": "A coin card, or a white card declared coin, pays its strength; every other "
              "card, a white card not declared coin included, pays ½ coin (the player chooses: "
              "'pay prop_plane' or 'pay prop_plane as ½'); a coin cave token pays its strength; "
              "the money is the sum, halves included.",
    "ED-7.3": "The buyer takes one available card costing at most the money and puts it face "
              "up on his discard pile, never into the hand; money left over is lost.",
    "ED-7.4": "Cards in the 6 market slots are always available; a slot whose pile runs out "
              "becomes empty, and while a slot is empty the reserve is open too; buying a "
              "reserve card moves the rest of its type into an empty slot.",
    "ED-7.5": "Cards used to pay go to the played area, except single-use items whose full "
              "value was used (a Treasure Chest counted as 4, a Prop Plane declared coin), "
              "which are removed from the game (ED-8.2).",
    # ED-8 card abilities
    "ED-8.1": "On playing a white joker the player declares machete, paddle or coin, and the "
              "card acts as a card of that symbol and its strength for the whole play "
              "(ED-D22).",
    "ED-8.2": "A single-use item whose own function (symbol and strength, or action) is used "
              "is removed from the game afterwards, even if part of it was wasted; played for "
              "rubble or as ½ coin (a Prop Plane not declared coin) it is discarded normally, "
              "into a basecamp it is trashed; the keep_item cave token can save it (ED-12.6).",
    "ED-8.3": "A purple card may be played at any moment of phase 1 before the purchase and "
              "acts at once; it may instead pay ½ coin or count for rubble or a basecamp, and "
              "cards it draws may be played the same turn.",
    "ED-8.4": "The Transmitter (single use) gains one card of any type, free, from the market "
              "or the reserve (open to it even with no empty slot) onto the discard pile; this "
              "gain is not the turn's purchase (ED-D8).",
    "ED-8.7": "The Scientist draws 1 card; then the player may trash 1 card from his hand.",
    "ED-8.8": "The Travel Log (single use) draws exactly 2 cards (fewer only when both piles "
              "are exhausted), then the player may trash 0–2 cards from his hand (ED-D25).",
    "ED-8.9": "The Native moves a pawn to one adjacent hex that is not a mountain, a cave, "
              "occupied or a start space, ignoring its requirement; crossing an intact barrier "
              "clears it and gives it to the player (ED-D10); it is a movement action.",
    # ED-10 end of the game and winner
    "ED-10.1": "With 3 or 4 players the end is triggered when a pawn enters a finish space; "
               "with 2 players see ED-11.5.",
    "ED-10.2": "The round is completed: each player after the triggering player and before "
               "the first player takes one more turn; if the triggering player is last in "
               "turn order the game ends at once.",
    "ED-10.4": "If exactly one player has reached El Dorado (with 2 players: with both pawns), "
               "that player wins.",
    "ED-10.5": "If several have, the most barriers taken wins; then the highest barrier value "
               "(ED-D7); a tie that remains is a shared victory (ED-D18).",
    # ED-11 two-player rules
    "ED-11.1": "With two players each has 2 pawns: the first player starts on spaces 1 and 3, "
               "the other on 2 and 4.",
    "ED-11.3": "Each movement action (one card, one rubble or basecamp entry, the Native, a "
               "token) applies to one pawn of the player's choice; one card's budget is never "
               "split between the two pawns.",
    "ED-11.4": "Every pawn blocks, the player's own other pawn included: no stopping on it and "
               "no passing through it.",
    "ED-11.5": "With two players the end is triggered when a player has both pawns in El "
               "Dorado, then ED-10.2 applies; only both pawns win, ties by ED-10.5; a single "
               "pawn in El Dorado triggers nothing (ED-D19).",
    # ED-12 caves variant
    "ED-12.1": "The 36 cave tokens are shuffled face down into piles of 4, one pile on each "
               "cave hex of the route; the rest go back to the box (ED-D17).",
    "ED-12.2": "When a pawn stops on a hex adjacent to a cave, its owner may take the top token "
               "of that cave's pile face up; passing by without stopping gives nothing.",
    "ED-12.3": "A pawn stops where it is at the end of each movement action: one landscape "
               "card's movement, one rubble or basecamp entry, the Native or native_move, or a "
               "strength token's movement (ED-D14).",
    "ED-12.4": "After taking a token from a cave, the same pawn may take another from that cave "
               "only after stopping on a hex not adjacent to it; an empty pile gives nothing.",
    "ED-12.5": "Tokens are unlimited, usable in the owner's phase 1 of any later turn up to and "
               "including the purchase — keep_item also right after an item paid for it — and "
               "removed after use (ED-D24).",
    "ED-12.6": "Strength tokens move like cards of their symbol and strength, a coin token may "
               "pay; the others draw, trash, exchange cards, keep a used item, ignore occupied "
               "hexes, move like the Native, or change the next card's symbol (ED-D15, "
               "ED-D16).  keep_item goes together with the single-use item just used — right "
               "after its movement, action or payment, never later in the turn; change_symbol is "
               "used up by the next card played, whatever it is played for (a white card, rubble, "
               "a basecamp, an exchange, an action, a payment).",
    # ED-14 routes
    "ED-14.4": "A custom route is any chain of pieces joined as the published ones, start board "
               "first and finish piece last, barriers per ED-14.3; pieces that are not consecutive "
               "never touch across a barrier seam (pawns would walk around it).  A board may also "
               "be given as data, hex by hex (terrain and strength, start and finish spaces, caves, "
               "barrier seams), checked the same way: a path of enterable hexes from the start "
               "spaces to a finish space.",
}

#: positions ``from_position`` accepts although no game reaches them (they keep the engine
#: consistent, and a lesson or a puzzle may want them); :mod:`.possible` refuses the rest
ACCEPTED: tuple[str, ...] = (
    "any hand, draw pile and discard pile a seat's cards add up to: bought cards in a seat's "
    "starting position, a hand larger than 4, cards a seat could not have afforded (ED-2.4, "
    "ED-9.2, ED-D12);",
    "barriers held by a seat whose pawns never stood at their seams, or past them (ED-6.2);",
    "the round number, the reshuffle counts and `last_discards` whatever the pawns' progress "
    "(ED-9.3);",
    "cave tokens held without a pawn having stopped at that cave, `explored` pairs for pawns "
    "far from the cave, and two pawns on one hex in the caves variant without the "
    "ignore_occupied token now (ED-12.2, ED-12.4, ED-12.6);",
    "pawns anywhere a pawn may stand on their side of the barriers still in place, whatever "
    "cards would have been needed to get there (ED-4.6, ED-6.1).",
)
