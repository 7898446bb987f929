"""Urland's components (U-1) and the numbers that depend on the player count (U-3),
as plain data; every constant carries the id of the rule it comes from.

What is here: colours, Ichtos, chips, volcano tiles, the score track and its special
spaces, the setup table by player count (:data:`SETUP`, :func:`setup`), the chip flow
per epoch (U-4.4) and the action budgets (U-7.1, U-7.2, U-14.10).  The genes are in
:mod:`.genes`.  The board *map* is not here: it is a **reconstruction** (U-2.2, D-1 —
no source describes the printed board) and is kept as data of its own.

>>> setup(4).chips_dealt, setup(4).genes_face_up, setup(3).actions
(2, 4, 3)
>>> [turns_in_epoch(e) for e in EPOCHS]
[9, 7, 5]
>>> budget(4), budget(3), budget(5, warm_blood=True), budget(3, warm_blood=True)
(2, 3, 3, 4)
>>> setup(6)
Traceback (most recent call last):
...
boardlab.BadPosition: U-3: Urland is for 3 to 5 players, not 6
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...rules import BadPosition
from ...engine import short

# --- players and pieces ---------------------------------------------------------------

#: U-3 — player counts
PLAYER_COUNTS: tuple[int, ...] = (3, 4, 5)
#: U-0.5 — the colours; the sources name four (black, white, yellow, purple), the fifth
#: is unnamed and called red here.  Seat i plays COLOURS[i].
COLOURS: tuple[str, ...] = ("black", "white", "yellow", "purple", "red")
#: U-0.2, U-1 — Ichtos per colour in the box (the spares are not used)
ICHTOS_PER_COLOUR = 28
#: U-0.2 — one of them is the score marker and never leaves the track
MARKERS_PER_PLAYER = 1
#: U-0.2 — the Ichtos that are always on the board or in supply: board + supply == 27
ICHTOS_IN_PLAY = ICHTOS_PER_COLOUR - MARKERS_PER_PLAYER

# --- chips and tiles ------------------------------------------------------------------

#: U-0.4, U-1 — zone chips, one per land zone, numbered 1–12
ZONE_CHIPS: tuple[int, ...] = tuple(range(1, 13))
#: U-0.4, U-1 — the one panic chip; its code among the environment chips
PANIC_CHIPS = 1
PANIC = 13
#: U-0.4 — environment chips in all: 12 zone chips + the panic chip
ENVIRONMENT_CHIPS = len(ZONE_CHIPS) + PANIC_CHIPS
#: U-0.4 — the places a chip can be in (exactly one at a time)
CHIP_PLACES: tuple[str, ...] = ("pile", "hand", "chosen", "board", "set_aside", "removed")
#: U-1 — extra-action chips in the box (2 per player with 4–5, 1 with 3; U-3.2)
EXTRA_ACTION_CHIPS = 10
#: U-7.2, U-14.10 — actions an extra-action chip gives (Warm blood does not change it)
EXTRA_ACTION_CHIP_ACTIONS = 2
#: U-7.1 — an Ichto player's regular actions as printed (one more with 3 players, :func:`budget`)
ACTIONS = 2
#: the most extra-action chips per player the option ``extra_action_chips`` allows (U-3.2)
MOST_EXTRA_ACTION_CHIPS = 4
#: U-7.2, D-9 — extra-action chips a player may spend in one turn
EXTRA_ACTION_CHIPS_PER_TURN = 1
#: U-1 — volcano tiles: 1 at setup (U-3.3) + 2 at the end of each of up to 3 epochs (U-12.3)
VOLCANO_TILES = 7
SETUP_ERUPTIONS = 1
ERUPTIONS_PER_EPOCH = 2
#: U-1 — gene cards: 11 base (U-14), 10 in the optional expansion (U-15)
BASE_GENE_CARDS = 11
EXPANSION_GENE_CARDS = 10

# --- board sizes (the map itself is a reconstruction, U-2.2 / D-1) --------------------

#: U-0.3, U-2.1 — 12 land zones on 3 continents, 5 sea zones
LAND_ZONES = 12
SEA_ZONES = 5
CONTINENTS = 3
#: U-2.1, U-2.2 — continent sizes 3, 4, 5 (two reviews against one, D-1)
CONTINENT_SIZES: tuple[int, ...] = (3, 4, 5)
#: U-3.1 — Ichtos each player puts in each sea at setup
SETUP_ICHTOS_PER_SEA = 3

# --- the score track ------------------------------------------------------------------

#: U-9.1, D-3 — the track has no last space; this is the length the drawing shows
#: (the game ends on reaching it), not a limit of the engine
TRACK_LENGTH = 30
#: U-9.1, U-13.1 — a marker on this space or beyond ends the game (the option
#: ``end_space`` changes it)
END_SPACE = 30
#: the farthest end space the option ``end_space`` allows (the drawing shows every space)
MOST_END_SPACE = 60
#: U-9.1, U-10.1 — the mutation spaces, each triggering one auction when first reached
MUTATION_SPACES: tuple[int, ...] = (12, 16, 21)
#: U-3.5 — the first player's marker starts on space 1, the others on 2 … n
#: counter-clockwise from him
FIRST_MARKER_SPACE = 1

# --- epochs and chip flow -------------------------------------------------------------

#: U-4.1, D-6 — the game has at most 3 epochs
EPOCHS: tuple[int, ...] = (1, 2, 3)
#: U-3.8, U-12.6 — the environment player of a new epoch draws 3 chips
FIRST_HAND = 3
#: U-6.1 — chips the environment player holds when he chooses
ENVIRONMENT_HAND = 3
#: U-6.1 — chips he passes to the neutral player
CHIPS_TO_NEUTRAL = 2
#: U-4.4 — zone chips in the pile at the start of each epoch (the panic chip aside):
#: 12 − 1 (setup eruption), then 2 fewer after each epoch's two eruptions (U-12.5)
ZONE_CHIPS_PER_EPOCH: dict[int, int] = {1: 11, 2: 9, 3: 7}
#: U-4.4 — regular turns per epoch when panic does not interfere (each followed by
#: one volcano scoring, U-12.2)
TURNS_PER_EPOCH: dict[int, int] = {1: 9, 2: 7, 3: 5}


def turns_in_epoch(epoch: int) -> int:
    """U-4.4 — regular turns of ``epoch`` (1–3) derived from its chips: every turn
    lays one chip on the board and the epoch ends when the environment player holds the
    last 2 (U-12.1), so ``chips − 2`` turns."""
    return ZONE_CHIPS_PER_EPOCH[epoch] - CHIPS_TO_NEUTRAL


# --- the setup table by player count (U-3) --------------------------------------------

@dataclass(frozen=True)
class Setup:
    """One column of U-3's table: what depends on the player count.

    ``genes_removed`` holds gene ids of :mod:`.genes` (U-3.7).
    """

    players: int
    extra_action_chips: int          # U-3.2 — per player
    chips_dealt: int                 # U-3.4 — zone chips dealt per player
    own_land_ichtos: int             # U-3.4 — one per dealt chip
    neighbour_land_ichtos: int       # U-3.6 — one per chip received from a neighbour
    supply_after_setup: int          # U-3 — Ichtos left in supply after setup
    genes_removed: tuple[str, ...]   # U-3.7
    gene_deck: int                   # U-3.7 — base deck size
    genes_face_up: int               # U-3.7 — the display at the start
    ichto_players: int               # U-4.2 — Ichto players per turn
    actions: int                     # U-7.1 — the regular budget
    genes_per_mutation: int          # U-10.6 — most genes acquired in one auction
    genes_refilled: int              # U-10.7 — genes added to the display after it

    @property
    def sea_ichtos(self) -> int:
        """U-3.1 — Ichtos each player puts at sea (3 in each of the 5 seas)."""
        return SETUP_ICHTOS_PER_SEA * SEA_ZONES

    @property
    def chips_passed(self) -> int:
        """U-3.6 — chips each player passes: one to each neighbour (with 3 players the
        third dealt chip stays, D-15)."""
        return 2


#: U-3 — the setup table (3, 4, 5 players)
SETUP: dict[int, Setup] = {
    3: Setup(3, extra_action_chips=1, chips_dealt=3, own_land_ichtos=3, neighbour_land_ichtos=2,
             supply_after_setup=7, genes_removed=("stinkglands", "muscles"), gene_deck=9,
             genes_face_up=3, ichto_players=1, actions=3, genes_per_mutation=2,
             genes_refilled=2),
    4: Setup(4, extra_action_chips=2, chips_dealt=2, own_land_ichtos=2, neighbour_land_ichtos=2,
             supply_after_setup=8, genes_removed=(), gene_deck=11, genes_face_up=4,
             ichto_players=2, actions=2, genes_per_mutation=3, genes_refilled=3),
    5: Setup(5, extra_action_chips=2, chips_dealt=2, own_land_ichtos=2, neighbour_land_ichtos=2,
             supply_after_setup=8, genes_removed=(), gene_deck=11, genes_face_up=4,
             ichto_players=3, actions=2, genes_per_mutation=3, genes_refilled=3),
}


def setup(players: Any) -> Setup:
    """U-3 — the setup column for ``players``; :class:`~boardlab.BadPosition` citing U-3
    for a count other than 3, 4, 5."""
    if type(players) is not int or players not in SETUP:
        raise BadPosition("U-3", f"Urland is for 3 to 5 players, not {short(players)}")
    return SETUP[players]


def extra_chips_per_player(players: int, option: int | None = None) -> int:
    """U-3.2 — the extra-action chips each player takes: the table (1 with 3 players, 2
    with 4–5), or ``option`` (the rule option ``extra_action_chips``) when it is given."""
    return setup(players).extra_action_chips if option is None else option


def budget(players: int, warm_blood: bool = False, actions: int = ACTIONS) -> int:
    """U-7.1, U-14.10 — an Ichto player's regular actions: ``actions`` (printed: 2; the
    option of that name), 1 more with 3 players, 1 more with Warm blood.  An extra-action
    chip adds a separate budget of :data:`EXTRA_ACTION_CHIP_ACTIONS` (U-7.2, D-9)."""
    return setup(players).actions - ACTIONS + actions + (1 if warm_blood else 0)
