"""Mutation smoke job: small, plausible bugs planted one at a time (monkeypatch) that the
suite must kill — ``boardlab.testing`` checks, or rule tests called as functions.

Each case first runs its killer on the real engine (it must pass: a kill by a check
that fails anyway proves nothing), then plants the bug and expects the killer to fail.
The first three are the ones the mutation audit of issue 8 found surviving.
"""
from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

from boardlab import testing
from boardlab.engine import Event, State
from boardlab.games.ecosystem import state as eco_state
from boardlab.games.ecosystem.state import Ecosystem
from boardlab.games.lost_cities import state as lc_state
from boardlab.games.lost_cities.state import LostCities

TESTS = Path(__file__).parent


def rule_tests(relpath: str):
    """A rule-test module of ``tests/`` imported under a name of its own."""
    path = TESTS / relpath
    sys.path.insert(0, str(path.parent))  # its sibling helpers (lc_positions)
    try:
        spec = importlib.util.spec_from_file_location(f"mutation_{path.stem}_{path.parent.name}", path)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
    finally:
        sys.path.remove(str(path.parent))
    return module


EC = rule_tests("ecosystem/test_rules.py")
LC = rule_tests("lost_cities/test_lost_cities_rules.py")
UR_END = rule_tests("urland/test_urland_panic_epochs.py")
UR_NAMES = rule_tests("urland/test_urland_region_names.py")
UR_TURN = rule_tests("urland/test_urland_rules_turn.py")
ED_END = rule_tests("el_dorado/test_el_dorado_end.py")


# ------------------------------------------------------------------ mutants
def cow_flag_on_copy_only(mp):
    """engine: copy-on-write flagged on the copy only (the original keeps appending to
    the history and log it shares with its copy)."""
    def _copy_into(self, other):
        other.__dict__.update(self.__dict__)
        other._shared = True
    mp.setattr(State, "_copy_into", _copy_into)


def second_card_rabbit_gets_no_swap(mp):
    """EC-4.6: a Rabbit placed as the second card grants no swap."""
    place = Ecosystem._place

    def _place(self, seat, cell):
        ev = place(self, seat, cell)
        if self.phase == "swap" and len(self.grids[seat]) == 2:
            ev += self._after_place(seat)
        return ev
    mp.setattr(Ecosystem, "_place", _place)


def round_ends_with_one_card_left(mp):
    """LC-5.10 / LC-8.2: the round ends when one card is left in the draw pile, not none."""
    draw = LostCities._draw

    def _draw(self):
        seat = self.seat
        ev = draw(self)
        if len(self.deck) - self.dpos == 1 and all(e.rule != "LC-8.2" for e in ev):
            ev.append(Event("LC-8.2", "the round ends", {"seat": seat}))
            self._end_round(seat, ev)
        return ev
    mp.setattr(LostCities, "_draw", _draw)


def view_hides_nothing(mp):
    """A view that forgets to hide the other seats' secrets."""
    mp.setattr(Ecosystem, "_hide", lambda self, seat: None)
    mp.setattr(LostCities, "_hide", lambda self, seat: None)


def view_may_play(mp):
    """A view that is not marked as a view (so it accepts moves and records)."""
    def view(self, seat):
        v = self.copy()
        v._hide(seat)
        return v
    mp.setattr(State, "view", view)


def view_history_shows_hidden_picks(mp):
    """A view whose history names the other seats' secret picks (EC-3.2 / EC-3.6)."""
    mp.setattr(Ecosystem, "_unseen", lambda self, seat: [])


def place_accepts_any_field(mp):
    """Action fields unchecked: ``Place(0.0, 0.0)`` or ``Place(True, 0)`` are accepted."""
    from boardlab.games.ecosystem.actions import Place
    mp.setattr(Place, "__post_init__", lambda self: None)


def notation_numbers_unbounded(mp):
    """Lost Cities' notation reads any digit run with ``int()`` (over 4,300 digits:
    a plain ValueError, not an IllegalAction)."""
    import re

    from boardlab.games.lost_cities import actions
    patterns = list(actions._PATTERNS)
    patterns[0] = (re.compile(r"play\s+([a-z])\s*(\d+)"), patterns[0][1])
    mp.setattr(actions, "_PATTERNS", patterns)


def seeds_unchecked(mp):
    """Any seed is taken as it is (``10**5000``, ``"5"``, ``5.0`` …)."""
    from boardlab import engine
    for module in (engine, eco_state, lc_state):
        mp.setattr(module, "check_seed", lambda seed: 0 if seed is None else seed)


def undo_keeps_the_log(mp):
    """Undo restores the position and history but keeps the log of the move taken back."""
    undo = State.undo

    def bad_undo(self):
        log = list(self.log)
        last = undo(self)
        self.log = log
        return last
    mp.setattr(State, "undo", bad_undo)


def ecosystem_five_rows(mp):
    """EC-4.4: a grid may grow 5 high."""
    mp.setattr(eco_state, "ROWS", 5)


def lost_cities_sixth_crossing_ends(mp):
    """LC-8.1: the round ends at the sixth bridge crossing, not the fifth (crossings counted
    one short)."""
    counted = lc_state.LostCities.crossings.fget
    mp.setattr(lc_state.LostCities, "crossings", property(lambda s: counted(s) - 1))


def urland_end_only_beyond_30(mp):
    """U-13.1: a marker landing exactly on 30 does not end the game (only beyond it does)."""
    from boardlab.games.urland import state as u_state
    endcheck = u_state.Urland._step_endcheck
    mp.setitem(u_state._STEPS, "endcheck", lambda self, ev: endcheck(self, ev) if max(self.track) > 30 else None)


def urland_region_borders_what_its_named_zone_borders(mp):
    """U-2.5.2: a merged region's neighbours are those of its named zone only (zone 12 of
    region L12), not of every zone in it."""
    from boardlab.games.urland import state as u_state
    topology = u_state.topology

    def only_the_root(m, parent):
        t = topology(m, parent)
        adj = tuple(tuple(sorted({t.root[j] for j in m.adjacency[r]} - {r})) if t.root[r] == r else ()
                    for r in range(len(t.root)))
        moves = tuple(tuple(u_state.LAND_ACTS[i][j] if j < 12 else u_state.SEA_ACTS[i][j] for j in adj[i])
                      if i >= 12 else () for i in range(len(t.root)))
        return u_state.Topology(t.root, adj, t.roots, moves)
    mp.setattr(u_state, "topology", only_the_root)


def urland_reproduction_from_four(mp):
    """U-7.4.2: 4–5 Ichtos of a colour at sea breed 1, 3 breed nothing."""
    from boardlab.games.urland import state as u_state
    gain = u_state.reproduction_gain
    mp.setattr(u_state, "reproduction_gain", lambda count, care: 0 if count == 3 and not care
               else gain(count, care))


def urland_ears_saves_every_loss(mp):
    """U-14.7 (b), D-12: the Ears holder's choice is ignored: every loss flees."""
    from boardlab.games.urland.state import Urland
    save = Urland._save
    mp.setattr(Urland, "_save", lambda self, c, region, lost, seas, k, ev:
               save(self, c, region, lost, seas, lost, ev))


def el_dorado_one_pawn_home_is_home(mp):
    """ED-11.5: in a 2-player game one pawn in El Dorado counts as the player's arrival."""
    from boardlab.games.el_dorado.state import ElDorado
    mp.setattr(ElDorado, "reached", lambda self, seat: any(self.pawns[p] < 0 for p in self.pawns_of(seat)))


def el_dorado_tie_break_ignores_barrier_value(mp):
    """ED-10.5: a tie on the number of barriers is not broken by the highest barrier."""
    from boardlab.games.el_dorado.state import ElDorado

    def winners(self):
        if not self.is_over:
            return []
        home = [s for s in range(self.players) if self.reached(s)]
        best = max((len(self.won[s]) for s in home), default=0)
        return [s for s in home if len(self.won[s]) == best]
    mp.setattr(ElDorado, "winners", winners)


def el_dorado_view_hides_nothing(mp):
    """A view of El Dorado that forgets to hide hands and draw piles (ED-2.4)."""
    from boardlab.games.el_dorado.state import ElDorado
    mp.setattr(ElDorado, "_hide", lambda self, seat: None)


# ------------------------------------------------------------------ killers
def killer(check: str, game: str, players: int, **kw):
    """``boardlab.testing.<check>`` on one game, as a named function of no arguments."""
    def run():
        getattr(testing, check)(game, players, {}, **kw)
    run.__name__ = f"{check}_{game}"
    return run


copies_eco, copies_lc = killer("check_copies", "ecosystem", 3, moments=3), \
    killer("check_copies", "lost_cities", 2, moments=3)
views_eco, views_lc = killer("check_views", "ecosystem", 3, moments=3), \
    killer("check_views", "lost_cities", 2, moments=3)
view_leaks_eco = killer("check_view_leaks", "ecosystem", 3, moments=3)
action_fields_eco = killer("check_action_fields", "ecosystem", 3, moments=4)
huge_numbers_lc = killer("check_huge_numbers", "lost_cities", 2, moments=4)
seeds_eco, seeds_lc = killer("check_seeds", "ecosystem", 2), killer("check_seeds", "lost_cities", 2)
views_ed = killer("check_views", "el_dorado", 2, moments=3)


def case(test, *args):
    """A parametrized rule test with one case's arguments, as a named function."""
    def run():
        test(*args)
    run.__name__ = f"{test.__name__}{list(args)}"
    return run


MUTANTS = [
    (cow_flag_on_copy_only, copies_eco),
    (cow_flag_on_copy_only, copies_lc),
    (second_card_rabbit_gets_no_swap, EC.test_EC_4_6_a_second_card_rabbit_swaps_with_the_first),
    (round_ends_with_one_card_left,
     LC.test_LC_5_10_LC_8_2_a_two_card_pile_ends_the_round_at_the_second_draw_not_the_first),
    (view_hides_nothing, views_eco),
    (view_hides_nothing, views_lc),
    (view_may_play, views_eco),
    (view_may_play, views_lc),
    (view_history_shows_hidden_picks, view_leaks_eco),
    (place_accepts_any_field, action_fields_eco),
    (notation_numbers_unbounded, huge_numbers_lc),
    (seeds_unchecked, seeds_lc),
    (seeds_unchecked, seeds_eco),
    (undo_keeps_the_log, copies_eco),
    (undo_keeps_the_log, copies_lc),
    (ecosystem_five_rows, EC.test_EC_4_4_a_row_of_five_and_a_column_of_four_stop_growing),
    (lost_cities_sixth_crossing_ends, LC.test_LC_4_4_LC_8_1_fifth_crossing_ends_the_round_without_resolving_the_tile),
    (urland_end_only_beyond_30, case(UR_END.test_U_13_1_a_marker_landing_exactly_on_30_ends_the_game, 27, True)),
    (urland_region_borders_what_its_named_zone_borders,
     UR_NAMES.test_U_2_5_2_a_merged_region_borders_what_any_of_its_zones_borders),
    (urland_reproduction_from_four, UR_TURN.test_U_7_4_2_reproduction_six_three_two_gain_two_one_nothing),
    (urland_ears_saves_every_loss, case(UR_END.test_U_14_7_D_12_ears_b_the_holder_chooses_how_many_flee, 1)),
    (el_dorado_one_pawn_home_is_home, ED_END.test_ED_11_5_both_pawns_in_el_dorado_trigger_the_end),
    (el_dorado_tie_break_ignores_barrier_value,
     case(ED_END.test_ED_10_5_tie_break_barriers_then_highest_value_then_shared, {1: [3, 5], 2: [4, 6]}, [2])),
    (el_dorado_view_hides_nothing, views_ed),
]


@pytest.mark.parametrize("mutant,killer", MUTANTS,
                         ids=[f"{m.__name__}-{k.__name__}" for m, k in MUTANTS])
def test_planted_bug_is_killed(mutant, killer, monkeypatch):
    killer()  # passes on the real engine
    mutant(monkeypatch)
    with pytest.raises((Exception, pytest.fail.Exception)):  # any failure of the killer is a kill
        killer()
