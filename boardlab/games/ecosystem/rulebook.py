"""The rule ids of ``docs/rules/ecosystem.md`` and a short title for each.

Code, events, errors, tests and tutorials cite these ids; ``boardlab.rules.title``
looks them up.  A test checks that every id here is tested and taught.
"""
from ...rules import register_rulebook

RULES: dict[str, str] = {
    "EC-1.1": "the deck: 130 cards of 11 types, counts per type",
    "EC-1.2": "cards of one type are interchangeable",
    "EC-1.3": "grid text format: 4 lines of 5 codes",
    "EC-1.4": "score pad and player aids have no rules effect",
    "EC-2.1": "1 to 6 players (1 = solo, 2 = with a neutral hand)",
    "EC-2.2": "seats 0 … P−1; pass left = seat + 1, right = seat − 1",
    "EC-2.3": "setup: shuffle; deal 10 cards to every hand each round",
    "EC-2.4": "each player owns one ecosystem, empty at the start",
    "EC-3.1": "2 rounds of 10 pick steps",
    "EC-3.2": "pick step: every player secretly chooses one card of their hand",
    "EC-3.3": "choices revealed, each player places their card",
    "EC-3.4": "hands passed left in round 1, right in round 2",
    "EC-3.5": "hand sizes 10, 9, …, 1",
    "EC-3.6": "hands are secret, ecosystems public",
    "EC-3.7": "the game ends after round 2: complete 4 × 5 grids",
    "EC-4.1": "placement coordinates (row, col) relative to the first card",
    "EC-4.2": "the first card goes at (0, 0)",
    "EC-4.3": "a later card goes to an empty cell sharing a side with a card",
    "EC-4.4": "the ecosystem stays within 4 rows × 5 columns",
    "EC-4.5": "always connected, never stuck, 4 × 5 and full at the end",
    "EC-4.6": "Rabbit: you may swap two cards of your ecosystem",
    "EC-4.7": "the final grid uses rows 0–3 and columns 0–4",
    "EC-5.1": "each ecosystem is a networkx graph with a card on each node",
    "EC-5.2": "edges join orthogonal neighbours only",
    "EC-5.3": "scoring notation: neighbours, groups, streams and meadows",
    "EC-5.4": "the Eagle's range: Manhattan distance ≤ 2",
    "EC-5.5": "row and column of a node",
    "EC-5.6": "official scoring only on complete grids",
    "EC-6.1": "Bear: 2 per adjacent Bee or Trout",
    "EC-6.2": "Bee: 3 per adjacent Meadow card",
    "EC-6.3": "Trout: 2 per adjacent Stream or Dragonfly",
    "EC-6.4": "Fox: 3 unless next to a Bear or Wolf",
    "EC-6.5": "Eagle: 2 per Rabbit or Trout within its range",
    "EC-6.6": "Dragonfly: the size of every stream it touches",
    "EC-6.7": "Deer: 2 per row and per column holding a Deer",
    "EC-6.8": "Meadow: each meadow scores 0/3/6/10/15 by size",
    "EC-6.9": "Rabbit: 1 point each",
    "EC-6.10": "Stream: majority of the largest stream, 8 / 5",
    "EC-6.11": "Wolf: majority of the number of wolves, 12 / 8 / 4",
    "EC-7.1": "majority participants (neutral hand and opponent included)",
    "EC-7.2": "a value of 0 scores 0",
    "EC-7.3": "ranking: ties share the place, the places they fill are not awarded",
    "EC-7.4": "reference majority outcomes",
    "EC-7.5": "neutral hand's majority points are only for ranking",
    "EC-8.1": "a gap is a type scoring 0",
    "EC-8.2": "gap bonus: +12 / +7 / +3 / 0 / −5",
    "EC-8.3": "total = 11 type scores + gap bonus",
    "EC-8.4": "the score record",
    "EC-9.1": "two players: A = 0, B = 1, neutral = 2",
    "EC-9.2": "after A and B, the neutral hand takes a random card",
    "EC-9.3": "three hands are passed",
    "EC-9.4": "the neutral grid fills in reading order",
    "EC-9.5": "the neutral hand ranks in majorities, is not scored, cannot win",
    "EC-10.1": "solo setup: the player draws 10",
    "EC-10.2": "solo turn: place, give a card to the opponent, draw 1 (or 5)",
    "EC-10.3": "solo hand sizes",
    "EC-10.4": "the player is scored normally",
    "EC-10.5": "the opponent gets no gap bonus",
    "EC-10.6": "solo majorities between player and opponent",
    "EC-10.7": "solo result: Easy ≥ 30, Normal ≥ 50, Hard ≥ 70",
    "EC-11.1": "the highest total wins",
    "EC-11.2": "ties share the victory",
    "EC-11.3": "solo result as EC-10.7",
}

#: rule id → a one-or-two-sentence statement in our words, where the title above is terse
#: (the in-repo reference ``docs/rules/ecosystem.md`` shows these; ``make docs``)
STATEMENTS: dict[str, str] = {
    "EC-1.3": "A grid is written as 4 lines of 5 card codes, one line per row, top row "
              "first; this is the text format of positions, tests and tutorials.",
    "EC-1.4": "The score pad and the player aids are physical extras: they change no rule.",
    "EC-2.3": "Shuffle the deck at the start; at the start of each round deal 10 cards to "
              "every hand (the neutral hand included).",
    "EC-3.2": "At each pick step every player chooses one card of the hand they hold now. "
              "The choices are secret and simultaneous: none may depend on another "
              "player's choice of the same step.",
    "EC-3.3": "Once all choices are known, each player places their card in their own "
              "ecosystem (EC-4), resolving a Rabbit swap if they wish; one player's "
              "placement never limits another's.",
    "EC-4.1": "A placement is a cell (row, col), row growing downward and column to the "
              "right, counted from the first card at (0, 0); coordinates may be negative.",
    "EC-4.3": "Every later card goes to an empty cell that shares a side with a card "
              "already placed; touching at a corner is not enough.",
    "EC-4.4": "After the card is added the ecosystem spans at most 4 rows and 5 columns; "
              "the grid is never turned to 5 × 4.",
    "EC-4.5": "Consequences of EC-4.2 … EC-4.4: the cards are always connected, a legal "
              "cell always exists, and after 20 cards the grid is a full 4 × 5. A drafted "
              "card must be placed: there is no discard.",
    "EC-4.6": "Right after placing a Rabbit its owner may swap any two cards of their own "
              "ecosystem (the Rabbit included), or not swap; each Rabbit grants one swap, "
              "only at that moment, and never for the neutral hand or the solo opponent.",
    "EC-4.7": "When the grid is complete it is shifted so that it uses rows 0–3 and "
              "columns 0–4; all scoring uses these coordinates.",
    "EC-5.1": "Each ecosystem is a networkx graph: one node (row, col) per occupied cell, "
              "with the card type in its `card` attribute; empty cells are not nodes.",
    "EC-5.3": "Scoring speaks of a card's orthogonal neighbours, of groups (cards of one "
              "type linked through shared sides: streams and meadows are the groups of "
              "Stream and Meadow cards) and of the Eagle's range.",
    "EC-5.4": "The Eagle's range is every card at Manhattan distance 1 or 2: the four "
              "neighbours, the four cards two steps away in a line and the four diagonal "
              "neighbours.",
    "EC-5.5": "A node's row is its first coordinate and its column its second (after "
              "EC-4.7).",
    "EC-5.6": "The official score is computed on complete 20-card grids only; a preview of "
              "a partial grid uses the same formulas and is marked unofficial.",
    "EC-6.6": "Each Dragonfly scores the size of every distinct stream it touches, each "
              "stream once however many of its cards touch it.",
    "EC-6.7": "Deer score once per ecosystem: 2 for every row and 2 for every column that "
              "holds at least one Deer.",
    "EC-6.8": "Every meadow scores by its size: 1 card 0, 2 cards 3, 3 cards 6, 4 cards 10, "
              "5 or more 15.",
    "EC-6.10": "A player's stream value is the size of their largest stream; the majority "
               "(EC-7) pays 8 to the first and 5 to the second.",
    "EC-6.11": "A player's wolf value is their number of Wolf cards, connected or not; the "
               "majority (EC-7) pays 12, 8 and 4 to the first three.",
    "EC-7.1": "Every scored player takes part in the Stream and Wolf majorities, and so do "
              "the neutral hand (two players) and the automated opponent (solo).",
    "EC-7.3": "A participant's place is 1 + the number of participants with a higher value, "
              "and the place's points are paid in full to everyone tied on it; the places "
              "a tie fills are not awarded to anyone else.",
    "EC-7.4": "Worked majority outcomes, e.g. Stream values 5, 5, 5, 3 pay 8, 8, 8, 0 and "
              "Wolf values 3, 1, 1, 1 pay 12, 8, 8, 8.",
    "EC-7.5": "The points the neutral hand would earn in a majority are computed for the "
              "ranking only and then discarded.",
    "EC-8.1": "A gap is a card type scoring 0 in an ecosystem, whether absent or present "
              "and scoring nothing (Stream and Wolf majorities included).",
    "EC-8.2": "The gap bonus by number of gaps: 0–2 gaps +12, 3 gaps +7, 4 gaps +3, 5 gaps "
              "0, 6 or more −5.",
    "EC-8.4": "Each ecosystem's score record shows the 11 type scores, the largest stream, "
              "the number of wolves, the gap types and their count, the gap bonus and the "
              "total.",
    "EC-9.2": "In the two-player game, after A and B have chosen and placed, one card is "
              "taken uniformly at random from the hand at the neutral seat and added to "
              "the neutral ecosystem.",
    "EC-9.4": "The neutral hand's cards fill its grid in the order they are taken, row by "
              "row from the top left; it never swaps.",
    "EC-9.5": "The neutral hand's largest stream and wolves take part in the majorities and "
              "can push A and B down; it gets no score and cannot win.",
    "EC-10.2": "A solo turn: place a card of your hand, give another card to the opponent "
               "(it fills her next cell in reading order), then draw 1 card, or 5 when "
               "your gift completed one of her first three rows; no draw after turn 20.",
    "EC-10.3": "Solo hand sizes before turns 1–20: 10 9 8 7 6, 9 8 7 6 5, 8 7 6 5 4, "
               "7 6 5 4 3; the last card left is ignored.",
    "EC-10.6": "In solo the Stream and Wolf majorities are ranked between the player and "
               "the opponent only.",
    "EC-10.7": "The solo result is the margin player − opponent: Easy from 30, Normal from "
               "50, Hard from 70 (each level reached is reported); below 30 is a loss.",
}

register_rulebook(RULES)
