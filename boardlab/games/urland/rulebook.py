"""The rule ids of Urland (ids ``U-…``; ``docs/rules/urland.md``) and a short title for each,
in our words.  Registered with :func:`boardlab.rules.register_rulebook` at import, so the
rule-coverage and tutorial tests demand that every id below is tested and taught.

Scope of the ids:

* ``U-0.x`` are conventions and terms; ``U-1`` the components; ``U-2.x`` the board — whose
  map (``U-2.2`` and its tables ``U-2.2.1`` … ``U-2.2.5``) is a **reconstruction**: no
  source describes the printed board (decision D-1);
* ``U-3`` is the setup table by player count, ``U-3.1`` … ``U-3.9`` the setup steps; the
  other section headings (``U-4``, ``U-6`` …) only group their sub-ids and get no id of
  their own, except ``U-1`` and ``U-5`` which have no sub-ids;
* the numbered cases that other rules cite (``U-7.4.2`` in U-14.3, ``U-8.2.4`` in U-15.8)
  have ids of their own, and so do their siblings;
* the decisions D-1 … D-22 (U-16) are not rules of the game but choices where the
  sources are silent; they are kept apart in :data:`DECISIONS` and cited inside the
  statements of the rules they settle.

>>> RULES["U-2.2"]
'the map is a reconstruction (D-1): 3 continents of 3, 4 and 5 zones, 5 seas'
>>> len(RULES), len(DECISIONS)
(108, 22)
>>> all(r.startswith("U-") for r in RULES) and "D-1" not in RULES
True
"""
from __future__ import annotations

from ...rules import register_rulebook

RULES: dict[str, str] = {
    # U-0 conventions
    "U-0.1": "seats 0 … n−1 clockwise; left neighbour = next clockwise; roles pass clockwise",
    "U-0.2": "28 Ichtos per player: 1 score marker + 27 always on the board or in supply",
    "U-0.3": "12 land zones and 5 sea zones; merged land zones form a region",
    "U-0.4": "13 environment chips: zone chips 1–12 and the panic chip, each in one place",
    "U-0.5": "colours: black, white, yellow, purple, and a fifth (red)",
    "U-0.6": "most/fewest Ichtos compares the colours within one region",
    # U-1 components
    "U-1": "components: board, 5 × 28 Ichtos, 10 extra-action chips, 13 chips, 7 volcano "
           "tiles, 11 genes (+10)",
    # U-2 board and topology
    "U-2.1": "sourced facts: 12 land zones on 3 continents, 5 seas, one volcano per zone",
    "U-2.2": "the map is a reconstruction (D-1): 3 continents of 3, 4 and 5 zones, 5 seas",
    "U-2.2.1": "the 17 nodes: land zones L1–L12 by continent, seas S1–S5",
    "U-2.2.2": "land zones: river neighbours, bordering seas, volcano on each river",
    "U-2.2.3": "sea zones: adjacent seas and bordering land zones",
    "U-2.2.4": "the 40 edges: 12 rivers, 21 coasts, 7 sea-sea",
    "U-2.2.5": "volcano k merges zone k with its ring predecessor",
    "U-2.3": "the map's invariants (a map given to the engine must satisfy them)",
    "U-2.4": "a static 17-node graph plus a partition of the land zones",
    "U-2.5.1": "a land region is a set of land zones; 12 singletons at first",
    "U-2.5.2": "regions are adjacent when a static edge joins them; never to themselves",
    "U-2.5.3": "a land region's label is its one live zone chip, if any",
    "U-2.5.4": "an eruption merges two regions (or nothing) and removes the chip",
    "U-2.5.5": "Ichtos of merged regions are pooled",
    # U-3 setup
    "U-3": "setup parameters by player count (3, 4, 5): the table",
    "U-3.1": "each player puts 3 Ichtos in each of the 5 seas",
    "U-3.2": "extra-action chips: 1 each with 3 players, else 2",
    "U-3.3": "setup eruption: a random zone chip's volcano erupts; the chip leaves",
    "U-3.4": "deal zone chips (3 or 2 each); 1 own Ichto on each dealt chip's region",
    "U-3.5": "highest dealt chip starts on space 1; the others counter-clockwise on 2 … n",
    "U-3.6": "pass one chip left and one right; 1 Ichto on each received chip's region",
    "U-3.7": "genes: with 3 players remove Stinkglands and Muscles; shuffle; display",
    "U-3.8": "environment pile: first player draws 3, then the panic chip is shuffled in",
    "U-3.9": "epoch 1, no mutation space reached, the first player is environment",
    # U-4 game structure
    "U-4.1": "up to 3 epochs of turns; each turn scores one land region",
    "U-4.2": "roles each turn: environment, neutral (its left neighbour), Ichto players",
    "U-4.3": "roles move one seat clockwise after each turn",
    "U-4.4": "chip flow: 9, 7, 5 turns in epochs 1, 2, 3 without panic",
    # U-5 turn sequence
    "U-5": "a turn: choose, act, score, end check, mutation, rotate and draw",
    # U-6 environment phase
    "U-6.1": "environment chooses one chip face down; the other two go to neutral",
    "U-6.2": "environment and neutral take no actions",
    "U-6.3": "the new environment draws one chip: panic is resolved, empty pile ends the epoch",
    # U-7 Ichto actions
    "U-7.1": "budget: 2 actions (3 with 3 players); Warm blood +1; stopping early allowed",
    "U-7.2": "one extra-action chip per turn, after the budget: 2 more actions",
    "U-7.3": "a 2-action option needs 2 actions left in the current budget",
    "U-7.4": "the four basic options, 1 action each",
    "U-7.4.1": "land invasion: 1 own Ichto from a sea to an adjacent land region",
    "U-7.4.2": "reproduction in a sea: 3–5 → +1, ≥ 6 → +2 for every colour",
    "U-7.4.3": "sea movement: any number of own Ichtos to one adjacent sea",
    "U-7.4.4": "retreat: any number of own Ichtos from any regions to supply",
    "U-7.5": "genes give their holder further options",
    # U-8 scoring
    "U-8.1": "the chosen chip is revealed; its zone's region is scored",
    "U-8.2": "exactly one case: empty, monopoly, coexistence, competition",
    "U-8.2.1": "empty: nobody scores",
    "U-8.2.2": "monopoly: the one colour scores 3",
    "U-8.2.3": "coexistence: all equal, each scores 2, nothing removed",
    "U-8.2.4": "competition: weakest removed, strongest 3, others 2",
    "U-8.3": "strength = Ichtos in the region (+0.5 Muscles)",
    "U-8.4": "points move on the score track",
    "U-8.5": "the scored chip lies on the board until the epoch's reshuffle",
    # U-9 score track
    "U-9.1": "the track: unbounded, mutation spaces 12, 16, 21; 30 ends the game",
    "U-9.2": "one marker per space: occupied spaces are jumped and not counted",
    "U-9.3": "several gains: the marker furthest ahead moves first",
    "U-9.4": "positions are unique, so track order never ties",
    # U-10 mutation
    "U-10.1": "each mutation space reached for the first time holds one auction",
    "U-10.2": "auction timing: before rotating; after both eruptions; never after the end",
    "U-10.3": "sealed bids from 0 to one's supply, revealed together",
    "U-10.4": "ranking: higher bid first; ties: fewer points first",
    "U-10.5": "price = bid + genes owned, paid with Ichtos from the board",
    "U-10.6": "the first-ranked must take a gene; the others may; limit 3 (2)",
    "U-10.7": "refill the display with 3 genes (2 with 3 players)",
    "U-10.8": "a gene stays with its owner",
    # U-11 panic
    "U-11.1": "panic when the environment draws the panic chip",
    "U-11.2": "the land region with the most Ichtos panics",
    "U-11.3": "all its Ichtos move to one adjacent sea",
    "U-11.4": "Ears holders may stay; choices: region, sea, then Ears",
    "U-11.5": "the panic chip sits out until the next epoch",
    # U-12 epoch end
    "U-12.1": "the epoch ends when the environment holds 2 chips and the pile is empty",
    "U-12.2": "volcano scoring: one of the 2 chips at random is scored",
    "U-12.3": "both chips' volcanoes erupt",
    "U-12.4": "losses: in each newly merged region each colour keeps 1 Ichto",
    "U-12.5": "both chips leave the game",
    "U-12.6": "next epoch: auctions, reshuffle the board's chips with panic, draw 3",
    # U-13 end
    "U-13.1": "a marker on 30 or beyond ends the game after the current scoring",
    "U-13.2": "fallback: the game ends after the third epoch's eruptions",
    "U-13.3": "final scoring: general bonus 3, land bonus 2, shared and rounded down",
    "U-13.4": "the marker furthest ahead wins",
    # U-14 genes
    "U-14.0": "genes are active (options) or passive (always apply)",
    "U-14.1": "Assimilation: 2 actions, 2 opponents of different colours become 1 of yours",
    "U-14.2": "Legs: invade land with 2, or cross a river with 1",
    "U-14.3": "Care of young: reproduction gains 2–3 → +1, 4–5 → +2, ≥ 6 → +3",
    "U-14.4": "Egg: place 1 Ichto where you are on land, 2 actions or 1",
    "U-14.5": "Wings: 1 or 2 Ichtos from a land region to any region",
    "U-14.6": "Muscles: +0.5 strength where present in scorings (not with 3 players)",
    "U-14.7": "Ears: stay in panic, flee eruptions to the sea, immune to Teeth on land",
    "U-14.8": "Stinkglands: drive one colour from a land region to a sea (not with 3 players)",
    "U-14.9": "Turbo: any number from sea to any sea, or invade land with 2",
    "U-14.10": "Warm blood: one more action as an Ichto player",
    "U-14.11": "Teeth: return 1 opposing Ichto where you are",
    "U-14.12": "two genes with the same option give no extra benefit",
    # U-15 expansion genes (interpretations, D-21)
    "U-15.0": "expansion genes: 10 more cards shuffled in (option, off by default)",
    "U-15.1": "Symbiont: in coexistence score 2 + 1 per other colour",
    "U-15.2": "Hard-shelled egg: an Egg Ichto may go to an adjacent land region",
    "U-15.3": "Nocturnal: act as neutral (and as environment with 5 players)",
    "U-15.4": "Mutation: once, swap this card with another player's gene",
    "U-15.5": "Photogenic: 2 points after final scoring",
    "U-15.6": "Sticky tail: invading land where the holder is costs 1 more action",
    "U-15.7": "Volcano sense: see the chosen chip during the act phase",
    "U-15.8": "Surrender: competition and volcano losses flee to an adjacent sea",
    "U-15.9": "Pheromones: reproduced Ichtos may go to land next to the sea",
    "U-15.10": "Gills: after a scoring, move Ichtos from that region to an adjacent sea",
}

#: U-16 — the decisions taken where the sources are silent, ambiguous or contradictory
#: (not rules of the game: cited inside the statements of the rules they settle)
DECISIONS: dict[str, str] = {
    "D-1": "the board map is a reconstruction (continents 3/4/5, pie layout)",
    "D-2": "a region is labelled and named by its one live chip; internal eruptions change nothing",
    "D-3": "the track is unbounded; only 12, 16, 21, 30 are special",
    "D-4": "several mutation spaces reached at once: one auction each, ascending",
    "D-5": "no auction once the end is triggered",
    "D-6": "the game ends after epoch 3's eruptions if nobody reached 30",
    "D-7": "panic on empty land does nothing; an empty pile after panic ends the epoch",
    "D-8": "Ichto players act clockwise from the neutral player's left neighbour",
    "D-9": "an extra-action chip: once the budget is spent, a separate 2-action budget",
    "D-10": "sea movement and retreat move ≥ 1 Ichto; unused actions may be left",
    "D-11": "Muscles' +0.5 only where the holder is present; volcano scorings too",
    "D-12": "Ears at eruptions is the holder's choice: how many flee (0..all) and to which sea",
    "D-13": "an obliged bidder who cannot pay passes the obligation down the ranking",
    "D-14": "a final bonus needs ≥ 1 qualifying Ichto; the land bonus skips a sole "
            "general winner",
    "D-15": "with 3 players the unpassed chip is chosen at random",
    "D-16": "the first player is the highest chip dealt before passing",
    "D-17": "volcano losses once, after both eruptions, per new region",
    "D-18": "all randomness uniform from the game's seed",
    "D-19": "gene details: Stinkglands' sea, Wings' destination, Legs after merges",
    "D-20": "passive genes always apply; their choices are the holder's",
    "D-21": "the expansion genes are interpretations of one-line summaries",
    "D-22": "the neutral player does not act but is otherwise a full player",
}

#: rule id → a one-or-two-sentence statement in our words, where the title above is terse
#: (``docs/rules/urland.md`` will show these once the game is registered)
STATEMENTS: dict[str, str] = {
    "U-0.2": "Each player owns 28 Ichtos of one colour: one is the score marker and never "
             "leaves the track; the other 27 are always either on the board or in the "
             "player's open supply, so board + supply = 27 at all times.",
    "U-0.4": "There are 13 environment chips: one zone chip per land zone (1–12) and one "
             "panic chip; each chip is in exactly one place: the pile, a hand, the chosen "
             "slot, on the board, set aside (panic only) or removed from the game.",
    "U-1": "The box as the engine uses it: one board, 28 Ichtos in each of 5 colours, 10 "
           "extra-action chips, 12 zone chips and 1 panic chip, 7 volcano tiles, 11 gene "
           "cards and the 10 optional expansion genes.",
    "U-2.2": "No available source describes the printed board, so the map is a "
             "reconstruction that satisfies every sourced constraint (D-1): continents A, B, "
             "C of 3, 4 and 5 land zones, each continent a ring of zones around a centre "
             "point, and 5 seas; it is kept as data and another map may be given.",
    "U-2.2.5": "Volcano k lies on the river between zone k and the zone before it in its "
               "continent's ring (1→2→3→1, 4→5→6→7→4, 8→9→10→11→12→8); its eruption "
               "merges those two zones.",
    "U-2.3": "Twelve land and 5 sea nodes, continents of 3, 4 and 5 zones; every land zone "
             "borders a sea and every sea a land zone; each volcano on its own river within "
             "a continent; volcano 11 joins 10 and 11, which together border exactly 2 seas; "
             "zone 1 borders 2 seas; the seas are connected.",
    "U-2.4": "The engine keeps the static 17-node graph (kinds, continents, volcanoes on the "
             "rivers) and a union-find partition of the land zones into regions; nodes are "
             "never contracted.",
    "U-2.5.3": "A land region is designated by the one zone chip still in the game whose "
               "zone lies in it, and named after it (zones 8 + 12 after volcano 8: L12); a "
               "region without one has no label and cannot be scored by a chip any more, but "
               "it still counts for everything else; it is named after its smallest zone (D-2).",
    "U-2.5.4": "When volcano k erupts, the regions of its two zones become one (if they are "
               "already one, nothing changes: an internal eruption, D-2); chip k is then "
               "removed from the game and a volcano tile is used.",
    "U-3": "Setup depends on the player count: extra-action chips 1/2/2 each, zone chips "
           "dealt 3/2/2, gene deck 9/11/11 with 3/4/4 face up, 1/2/3 Ichto players of "
           "3/2/2 actions per turn, at most 2/3/3 genes per mutation and 2/3/3 added to "
           "the display after it (3, 4, 5 players).",
    "U-3.3": "Shuffle the 12 zone chips and draw one, chip k: volcano k erupts (no Ichtos "
             "are on land yet, so nobody loses any), chip k leaves the game and 6 volcano "
             "tiles remain.",
    "U-3.5": "The holder of the highest chip dealt in U-3.4 (before passing, D-16) is the "
             "first player and puts his marker on space 1; going counter-clockwise the "
             "others take spaces 2, 3, …, n.",
    "U-3.6": "Each player gives one of his dealt chips at random to each neighbour (with 3 "
             "players the third chip, chosen at random, is not passed, D-15) and puts 1 "
             "Ichto on the region of each chip received.",
    "U-3.8": "All 11 zone chips still in the game are shuffled into the pile; the first "
             "player draws 3, and only then is the panic chip shuffled into the rest, so the "
             "first hand never holds it.",
    "U-4.2": "Each turn the environment player chooses the region to score; his left "
             "neighbour is neutral and does not act (D-22); all others are Ichto players "
             "and act one after another clockwise from the neutral player's left "
             "neighbour (D-8).",
    "U-4.4": "Each turn uses one zone chip, so an epoch with 11, 9 and 7 chips in play has "
             "9, 7 and 5 regular turns (when panic does not interfere), each epoch then "
             "ending with a volcano scoring.",
    "U-5": "Each turn runs choose (U-6), act (U-7), score (U-8), the end check (U-13.1), "
           "mutation (U-10), then rotation and the new environment player's draw (U-6.3), "
           "which may trigger panic (U-11) or the epoch end (U-12).  A position may stand at "
           "any choice of this order: its phase says which (choose, act, score, mutation, "
           "panic, eruption, over) and its fields hold the choice under way (an auction's "
           "bids, a gene to take or pay for, a panic's region or sea, an Ears decision); "
           "what follows is the rest of this order.",
    "U-6.3": "The new environment player holds the 2 chips he got as neutral and draws one: "
             "a zone chip starts the turn; the panic chip is resolved at once, set aside and "
             "he draws again; an empty pile ends the epoch (D-7).",
    "U-7.1": "An Ichto player has 2 actions (3 in a 3-player game), 1 more with Warm "
             "blood, spent on any options in any order; he may stop early and lose the rest "
             "(D-10).",
    "U-7.2": "Once his regular actions are spent or given up, an acting Ichto player may "
             "discard one extra-action chip (at most one per turn) for a separate budget of "
             "2 actions (D-9).",
    "U-7.4.2": "In the chosen sea every colour gains Ichtos from its supply by its count "
               "there: 0–2 nothing, 3–5 one, 6 or more two (Care of young differs); a short "
               "supply gives what it has.  Only allowed if the acting player himself would "
               "gain at least one.",
    "U-7.4.4": "Return any number (at least one, D-10) of one's own Ichtos from any land "
               "and sea regions, several at once, to one's supply.",
    "U-8.2.4": "With two or more colours of unequal strength, every weakest colour returns "
               "all its Ichtos there to supply; then every strongest colour scores 3 and "
               "every other colour still there scores 2.",
    "U-8.3": "A colour's strength is its number of Ichtos in the region, plus 0.5 for the "
             "Muscles holder if he has at least one there (D-11).",
    "U-9.1": "Spaces 1, 2, 3, … with no last space (D-3); a score is the marker's space; "
             "spaces 12, 16 and 21 trigger mutations and 30 ends the game.",
    "U-9.2": "At most one marker stands on a space: gaining p points moves a marker to the "
             "p-th free space beyond it, jumping over the spaces other markers occupy.",
    "U-9.3": "When several players gain points at once, they move one at a time, the "
             "marker furthest ahead first; each later mover sees the earlier moves.",
    "U-10.1": "After a scoring, each of the spaces 12, 16, 21 that some marker now reached "
              "or passed for the first time holds one auction, lowest first (D-4); at most "
              "3 auctions per game.",
    "U-10.2": "An auction after a regular scoring comes before rotation; after a volcano "
              "scoring only once both eruptions and their losses are done; never once the "
              "end has been triggered (D-5).",
    "U-10.5": "A player's price is his bid plus the number of genes he owns, paid by "
              "returning that many of his Ichtos from the board (his choice) to his supply.",
    "U-10.6": "Down the ranking: the first player must take a gene and pay (if he cannot "
              "pay the duty passes down, D-13); each later one may take one or pass; at most "
              "3 genes (2 with 3 players), one per player.",
    "U-11.2": "The land region holding the most Ichtos (all colours) panics; a tie is "
              "settled by the player with the fewest points; empty land means no panic "
              "(D-7).",
    "U-11.3": "All Ichtos of that region move to one adjacent sea, chosen by the player "
              "with the fewest points when there are several.",
    "U-12.2": "One of the environment player's 2 chips, chosen at random (D-18), has its "
              "region scored as in U-8; the other is not scored.",
    "U-12.4": "In every land region created by a merge in U-12.3, each colour keeps one "
              "Ichto and returns the others to supply (Ears holders flee to a sea); an "
              "internal eruption causes no losses (D-2, D-17).",
    "U-12.6": "Unless the game is over: pending auctions, then all chips on the board and "
              "the panic chip are shuffled into a new pile and the same environment player "
              "draws 3 (panic resolved and replaced).",
    "U-13.1": "As soon as a scoring puts a marker on space 30 or beyond, that scoring (and "
              "a volcano scoring's eruptions and losses) is completed, no auction is held "
              "(D-5) and final scoring follows.",
    "U-13.2": "If nobody reached 30 when the third epoch's eruptions are done (all 7 "
              "volcano tiles used), the game ends and final scoring follows (D-6).",
    "U-13.3": "Most Ichtos on the board share 3 points, most on land share 2, each tied "
              "player getting the points divided by the ties, rounded down; a sole winner "
              "of the first takes no part in the second; at least 1 Ichto needed (D-14). "
              "General points move first, then land points; Muscles does not apply.",
    "U-14.0": "Active genes (Assimilation, Legs, Egg, Wings, Stinkglands, Turbo, Teeth) "
              "are extra options of their holder's act phase; passive genes (Care of young, "
              "Muscles, Ears, Warm blood) always apply, their choices made by the holder "
              "(D-20).",
    "U-14.1": "For 2 actions, in a region where the holder has an Ichto and while his "
              "supply is not empty: 2 opposing Ichtos of two different colours go back to "
              "their supplies and 1 of his own takes their place.",
    "U-14.2": "For 1 action: move up to 2 own Ichtos from a sea to an adjacent land "
              "region, or 1 own Ichto across a river to an adjacent land region (D-19).",
    "U-14.4": "Place 1 Ichto from supply in a land region where the holder already has "
              "Ichtos: 2 actions if he has exactly 1 there, 1 action if 2 or more.",
    "U-14.5": "For 1 action, move 1 or 2 own Ichtos from one land region to any one other "
              "region, land or sea, adjacent or not (D-19).",
    "U-14.6": "In regular and volcano scorings the holder's strength is his count plus "
              "0.5 if he has at least one Ichto there (D-11); not in final scoring or panic; "
              "removed with 3 players.",
    "U-14.7": "The holder may keep any of his Ichtos in a panicking region; of his volcano "
              "losses he chooses how many (0..all) flee to an adjacent sea of his choice "
              "instead of his supply (D-12); "
              "his Ichtos on land cannot be taken by Teeth.",
    "U-14.8": "For 1 action, in a land region where the holder has an Ichto, move all "
              "Ichtos of one opponent colour to an adjacent sea the holder chooses (D-19); "
              "removed with 3 players.",
    "U-14.9": "For 1 action: move any number of own Ichtos from one sea to any other sea, "
              "or up to 2 from a sea to an adjacent land region.",
    "U-14.10": "The holder has one more action as an Ichto player (3 with 4–5 players, 4 "
               "with 3); an extra-action chip still gives exactly 2.",
    "U-14.11": "For 1 action, in a region where the holder has an Ichto, return 1 opposing "
               "Ichto to its owner's supply; not an Ears holder's Ichto on land.",
    "U-15.0": "With the option on (default off), the 10 expansion genes join the deck "
              "(21 cards, 19 with 3 players); display and mutation sizes are unchanged.  "
              "Every expansion effect is an interpretation of a one-line summary (D-21).",
    "U-15.3": "The holder acts as an Ichto player even when neutral, and in a 5-player game "
              "also when environment, in the usual clockwise order.",
    "U-15.4": "For 1 action, once: swap this card for a gene (not Mutation) of another "
              "player, who gets Mutation spent (no effect, still counted for prices).",
    "U-15.6": "An opponent moving Ichtos from a sea onto a land region where the holder has "
              "an Ichto (invasion, Legs, Turbo) pays 1 more action.",
    "U-15.8": "The holder's Ichtos lost in a land competition or to volcano losses move to "
              "an adjacent sea of his choice instead of his supply.",
    "U-15.10": "Right after a scoring of a region where he still has Ichtos, the holder may "
               "move any number of them to one adjacent sea.",
    "U-12.3": "Both volcanoes named by the environment player's two chips erupt, in either "
              "order (the map is the same). A position is refused with more or fewer "
              "eruptions than its epoch allows (1 at setup, U-3.3, and 2 at the end of each "
              "epoch): a position's map has always had its setup eruption.",
}
register_rulebook(RULES)

#: positions ``from_position`` accepts although no game reaches them (they keep the engine
#: consistent, and a lesson or a puzzle may want them); :mod:`.position` refuses the rest
ACCEPTED: tuple[str, ...] = (
    "a mutation space a marker stands on or beyond left out of `reached` (U-10.1): it is "
    "auctioned after the next scoring that leaves a marker on it or beyond;",
    "markers anywhere from space 1 to 29, one per space, whatever the epoch and turn "
    "(U-9.1, U-9.2);",
    "Ichtos anywhere on the board in any numbers, at most 27 of a colour (U-0.2), and "
    "genes owned whatever the track and the auctions held (U-10.5);",
    "any number of extra-action chips from none to the setup number, whatever the turn "
    "(U-3.2);",
    "chips scored this epoch (`on_board`) and the panic chip set aside (`panic_aside`) "
    "whatever the turn number (U-8.5, U-11.5), and any turn number (U-4.1).",
)
