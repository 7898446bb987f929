"""The rule ids of ``docs/rules/lost_cities.md`` and a short title for each.

Code, events, errors, tests and tutorials cite these ids; ``boardlab.rules.title``
looks them up.  (LC-0.x are scope, sources and terminology rather than rules; the
decisions D-1 … D-13 are cited inside the texts of the rules they settle.)
"""
from ...rules import register_rulebook

RULES: dict[str, str] = {
    "LC-0.1": "the game: Lost Cities: The Board Game (Keltis × 5, three rounds)",
    "LC-0.2": "sources: French and English rules, Keltis, reviews",
    "LC-0.3": "terms: leader, explorer, pawn, step tile, VP tile, artifact",
    "LC-1.1": "110 cards: 5 colours × values 0–10 × 2 copies",
    "LC-1.2": "each player has 5 pawns: 1 leader + 4 explorers",
    "LC-1.3": "step values −20 −15 −10 5 10 15 30 35 50",
    "LC-1.4": "a bridge between step 6 and step 7 of every path",
    "LC-1.5": "step 9 is the lost city: no pawn goes beyond it",
    "LC-1.6": "25 event tiles: 9 artifacts, 9 step tiles, VP 2×5, 3×10, 2×15",
    "LC-1.7": "25 tile slots (layout is data; provisional default)",
    "LC-1.8": "artifact chips and VP kept as counts",
    "LC-1.9": "artifact scoring tables are data",
    "LC-1.9a": "long artifact table (3 rounds): 6 chips = 30, 9 chips = 70",
    "LC-1.9b": "short artifact table (1 round): −20 −15 10 15 30 50",
    "LC-2.1": "the board graph: camp + 5 paths of 9 steps",
    "LC-2.2": "board invariants: 46 nodes, 45 edges, 5 bridges, 25 slots",
    "LC-2.3": "a pawn is in the camp or on a step; advancing = the next step",
    "LC-2.4": "pawns, tiles, rows and piles are kept outside the static graph",
    "LC-2.5": "pawns of different players may share a step",
    "LC-3.1": "2 to 4 players in clockwise seat order",
    "LC-3.2": "all pawns start in the camp; VP 0, no chips",
    "LC-3.3": "round setup: tiles, shuffle, 2 players remove 30, deal 8",
    "LC-3.4": "draw pile at the start: 64 / 86 / 78 cards",
    "LC-3.5": "the first player of round 1 is chosen (default seat 0)",
    "LC-4.1": "a turn: play one card, then draw one card",
    "LC-4.2": "8 cards in hand at the start of every turn",
    "LC-4.3": "optional choices are resolved before the draw, in order",
    "LC-4.4": "a round ending mid-turn stops the turn: no draw",
    "LC-5.1": "start an expedition: a card of the colour, no row yet, a pawn in camp",
    "LC-5.2": "a new expedition starts with the lowest card of its colour",
    "LC-5.3": "the chosen pawn goes from the camp to step 1",
    "LC-5.4": "one row and one pawn per colour; pawns stay out all round",
    "LC-5.5": "advance: a card ≥ the last card of the row",
    "LC-5.6": "the pawn on that path moves one step",
    "LC-5.7": "city bonus: pawn already on step 9 — advance another pawn (optional)",
    "LC-5.8": "discard any card onto its colour's discard pile",
    "LC-5.9": "draw from the pile or the top of a discard pile (not one's own discard)",
    "LC-5.10": "drawing the last card of the pile ends the round",
    "LC-5.11": "no obligation to play a playable card",
    "LC-6.1": "entering a step: bridge crossing first, then the tile",
    "LC-6.2": "pawns move forward one step at a time, never back to the camp",
    "LC-6.3": "crossings = pawns on steps 7–9, never decremented",
    "LC-7.1": "a tile acts on every pawn entering, for the pawn's owner",
    "LC-7.2": "artifact tile: taken by the owner; the slot stays empty",
    "LC-7.3": "VP tile: gain its VP each time; the leader does not double it",
    "LC-7.4": "step tile: advance one own pawn one step (optional), chaining",
    "LC-7.5": "a tile is resolved once per entry",
    "LC-8.1": "the fifth bridge crossing ends the round at once; its tile is not resolved",
    "LC-8.2": "drawing the last card ends the round",
    "LC-8.3": "the fifth crossing ends the round whatever moved the pawn",
    "LC-8.4": "at the end of a round hands, rows and piles are no longer used",
    "LC-9.1": "round scoring: each pawn scores its step; the leader double",
    "LC-9.2": "round result = sum over the pawns",
    "LC-9.3": "VP never below 0",
    "LC-9.4": "artifact tiles become artifact chips",
    "LC-9.5": "all pawns return to the camp",
    "LC-9.6": "card values never score",
    "LC-10.1": "VP and chips are kept between rounds",
    "LC-10.2": "each round is set up afresh",
    "LC-10.3": "the next round starts after the player whose turn ended the last",
    "LC-10.4": "the full game has 3 rounds",
    "LC-11.1": "the game ends after the last round's scoring",
    "LC-11.2": "artifact chips are scored with the table (total ≥ 0)",
    "LC-11.3": "most VP wins; ties: most chips; still tied: shared",
    "LC-12.1": "short game: 1 round, short artifact table",
    "LC-13.1": "variant: start with the lowest or the highest card",
    "LC-13.2": "variant: the first different card fixes ascending or descending",
    "LC-13.3": "variant: everything else unchanged",
    "LC-14.1": "hidden: hands, draw-pile order, removed cards, cards under discard tops",
    "LC-14.2": "public: rows, pawns, tiles, chips (VP optionally hidden)",
    "LC-14.3": "all randomness from one seed; positions can fix tiles and deck order",
}

#: rule id → a one-or-two-sentence statement in our words, where the title above is terse
#: (the in-repo reference ``docs/rules/lost_cities.md`` shows these; ``make docs``)
STATEMENTS: dict[str, str] = {
    "LC-0.3": "The words used throughout: a player's pawns are one leader and four "
              "explorers; the event tiles on the paths are step tiles, VP tiles and "
              "artifacts.",
    "LC-1.3": "The nine steps of every path are worth −20, −15, −10, 5, 10, 15, 30, 35 and "
              "50 points, step 1 (next to the camp) to step 9.",
    "LC-1.4": "Every path has a bridge between step 6 and step 7; a pawn crosses it when it "
              "moves from step 6 to step 7.",
    "LC-1.7": "The 25 tile slots are placed by data (five per path, never on step 1); the "
              "layout is a provisional default.",
    "LC-1.8": "Artifact chips and victory points are kept as numbers per player; tokens and "
              "their supply are not modelled.",
    "LC-1.9": "The two artifact tables (long and short game) are data, looked up by a "
              "player's number of artifact chips.",
    "LC-1.9a": "The long table (3 rounds): 5 chips or fewer cost points, 6 or more gain "
               "them; 6 chips are worth 30 and 9 chips 70 (other entries are placeholders).",
    "LC-1.9b": "The short table (1 round): 0 chips −20, 1 −15, 2 +10, 3 +15, 4 +30, "
               "5 or more +50.",
    "LC-2.1": "The static board is a directed networkx graph: the camp and 5 paths of "
              "steps 1–9, with each step's colour, value, bridge and slot as attributes.",
    "LC-2.3": "A pawn is in the camp or on a step; advancing means moving to the next step "
              "of its path, which is impossible from step 9; a move from step 6 to 7 "
              "crosses the bridge.",
    "LC-2.4": "Pawns, tiles, rows and piles change during play and are kept apart from the "
              "static board graph.",
    "LC-3.3": "Each round: shuffle the tiles into the slots face up, shuffle all 110 cards, "
              "with two players remove 30 unseen cards, deal 8 to each player; the rest is "
              "the draw pile and the 5 discard piles start empty.",
    "LC-4.3": "Optional choices raised while playing a card (a step tile, the city bonus) "
              "are settled by the active player before drawing, in the order they arise.",
    "LC-4.4": "If the round ends while a card is being played (the fifth bridge crossing), "
              "the turn stops at once: nothing else resolves and no card is drawn.",
    "LC-5.1": "A player may start an expedition of a colour when they hold a card of that "
              "colour, have no row of it this round and still have a pawn in the camp.",
    "LC-5.4": "A player has at most one row and one pawn per colour; a pawn placed on a "
              "path stays there until the round ends.",
    "LC-5.5": "A player advances an expedition by playing a card of its colour whose value "
              "is at least the last card of that row; the card goes on top of the row.",
    "LC-5.7": "If the row's pawn is already on step 9 the card may still be played; the "
              "player may then advance another of their pawns on a path by one step, or "
              "decline.",
    "LC-5.9": "A player draws the top card of the draw pile or of any non-empty discard "
              "pile, but not the card they discarded this turn (unless an option allows it).",
    "LC-6.1": "Each one-step move enters a step: a bridge crossing is counted first (the "
              "fifth ends the round and the tile there is not resolved), otherwise the "
              "tile on the step, if any, is resolved.",
    "LC-6.3": "The round's bridge crossings equal the number of pawns on steps 7–9; the "
              "count never goes down during a round.",
    "LC-7.1": "A tile acts whenever a pawn enters its step, whoever owns the pawn and "
              "however it moved; the pawn's owner receives the effect.",
    "LC-7.3": "A VP tile gives its points to every pawn's owner each time a pawn enters; "
              "it stays in place, and a leader does not double it.",
    "LC-7.4": "A step tile lets its owner advance one of their pawns already on a path and "
              "not on step 9 (the arriving pawn included) by one step, or decline; the "
              "moved pawn enters a step in turn, so tiles chain.",
    "LC-8.1": "The round ends at once when the fifth pawn, of any player on any path, "
              "crosses a bridge; the tile on the step it entered is not resolved.",
    "LC-9.1": "At the end of a round each pawn on a path scores its step's value, the "
              "leader twice that value (negative values included); pawns in the camp "
              "score 0.",
    "LC-9.3": "The round result is added to the player's VP, which never drops below 0.",
    "LC-10.3": "The next round starts with the player after the one whose turn ended the "
               "previous round.",
    "LC-11.2": "At the end each player adds the artifact table's value for their chips "
               "(long or short table) to their VP; the total is never below 0.",
    "LC-11.3": "The most VP wins; a tie goes to the most artifact chips; a tie still "
               "standing is a shared win.",
    "LC-12.1": "The short game option: one round only, artifacts scored with the short "
               "table.",
    "LC-13.1": "In the ascending/descending variant a new expedition starts with either "
               "the lowest or the highest card of its colour in hand.",
    "LC-13.2": "In that variant a row's direction is open while all its cards have one "
               "value; the first different card fixes it: lower means descending, higher "
               "ascending.",
    "LC-14.1": "Hidden: each hand (from the others), the draw-pile order, the cards removed "
               "in a two-player round and the cards under the top of each discard pile.",
    "LC-14.2": "Public: rows, pawns, tiles and artifact chips; VP totals are public by "
               "default and may be hidden by an option.",
    "LC-14.3": "All randomness comes from the game's one seed; a position may fix the tiles "
               "and the deck order.",
}

register_rulebook(RULES)
