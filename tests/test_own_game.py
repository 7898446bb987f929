"""A game of one's own, held to the contract by ``boardlab.testing.check_game``: each mistake
a student could make is planted in a small game (tests/toy_cards.py, tests/toy_game.py) and
must give a failure or a warning naming it — never a quietly wrong number; a sound game
passes without a false alarm."""
from __future__ import annotations

import dataclasses
import sys
import warnings
from pathlib import Path

import pytest

import boardlab
from boardlab import Action, BadPosition, Event, IllegalAction, NotationError, testing
from boardlab.games import unregister

sys.path.insert(0, str(Path(__file__).parent))
import toy_cards  # noqa: E402  (games defined outside boardlab/)
import toy_game  # noqa: E402

CardRace, Move = toy_cards.CardRace, toy_game.Move


def no_findings(run):
    """``run()``'s result; it must warn nothing (no :class:`boardlab.testing.Finding`)."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = run()
    assert not [w for w in caught if issubclass(w.category, testing.Finding)], [str(w.message) for w in caught]
    return out


# ------------------------------------------------------------ a sound game
def test_TOYC_1_1_TOYC_2_2_a_sound_game_with_secrets_passes_every_check_and_its_variant():
    counts = no_findings(lambda: testing.check_game(CardRace, players=2))
    assert set(counts) == set(testing.CHECKS) | {"rare paths"} and all(counts.values())
    # the declared variant was played too: twice the games of the default rules alone
    alone = testing.check_game(CardRace, players=2, options={}, only=["determinism"])
    assert counts["determinism"] == 2 * alone["determinism"] == 2 * 2


@dataclasses.dataclass(frozen=True)
class Run(Action):
    steps: int

    def __str__(self) -> str:
        return f"run {self.steps}"


class Sprint(toy_game.Race):
    """The toy race run 1 or 2 nodes at a time (``run 2``), stopping on the last node: from
    the next-to-last node both plays lead to the same position (TOY-1.2, TOY-1.3)."""

    game = "toy_sprint"

    def legal_actions(self) -> list[Action]:
        if self.is_over or self.viewer not in (None, self.seat):
            return []
        return [Run(1), Run(2)]

    def parse(self, text: str) -> Action:
        if str(text).strip() not in ("run 1", "run 2"):
            raise NotationError("TOY-1.2", "write 'run 1' or 'run 2'")
        return Run(int(str(text).strip()[-1]))

    def _decide(self, a: Action) -> list[Event]:
        if not isinstance(a, Run) or type(a.steps) is not int or a not in self.legal_actions():
            raise IllegalAction("TOY-1.2", "a runner runs 1 or 2 nodes")
        seat, last = self.seat, len(self.track) - 1
        self.at = self.at[:seat] + (min(self.at[seat] + a.steps, last),) + self.at[seat + 1:]
        self.seat = (seat + 1) % self.players
        return [Event("TOY-1.3" if self.at[seat] == last else "TOY-1.2",
                      f"{self.seat_name(seat)} runs {a.steps}", {"seat": seat})]


def test_TOY_1_2_two_public_plays_to_one_position_are_no_leak():
    """Public history is not a secret: 'run 1' and 'run 2' from the next-to-last node give
    one position and different histories, and the leak check stays quiet."""
    s = Sprint(players=2, seed=1)
    for a in ("run 2", "run 2", "run 2", "run 2"):
        s.apply(a)
    one, two = s.copy(), s.copy()
    one.apply("run 1")
    two.apply("run 2")
    assert one.to_position() == two.to_position() and one.history != two.history
    assert testing.check_game(Sprint, only=["view leaks"])["view leaks"] > 0


# ------------------------------------------------------------ leaks
class TellingDraw(CardRace):
    """TOYC-1.2 broken: the draw event names the card drawn ("seat 0 draws a card (2)")."""

    def _draw(self, seat: int) -> Event:
        e = super()._draw(seat)
        return Event(e.rule, f"{e.text} ({self.hands[seat][-1]})", e.data)


def test_TOYC_1_2_a_draw_event_naming_the_card_is_caught_in_re_dealt_worlds():
    s = TellingDraw(players=2, seed=4)
    s.apply(s.legal_actions()[0])
    assert s.log[-1].text.startswith("seat 0 draws a card (") and s.view(1).log == s.log   # the leak
    with pytest.raises(AssertionError, match=r"^view leaks — 2 players, seed 9, step \d+: view\(\d\) tells "
                                             r".* by its log.*re-dealt worlds after 'move .*draws a card \("):
        testing.check_game(TellingDraw, players=2, options={}, only=["view leaks"])


# ------------------------------------------------------------ evaluate
class NoEvaluate(CardRace):
    """CardRace without its ``evaluate``: bots would judge by the points so far."""

    evaluate = None  # type: ignore[assignment]


class Marathon(Sprint):
    """A public race of 40 nodes: long (some 50 decisions), and no ``evaluate``."""

    game = "toy_marathon"

    def __init__(self, players: int = 2, seed: int | None = None):
        super().__init__(players, seed)
        self.track = tuple(f"n{i}" for i in range(40))


def test_a_game_with_secrets_or_a_long_game_without_evaluate_is_warned_about():
    with pytest.warns(testing.Finding, match=r"toy_cards hides information but has no evaluate\(seat\): "
                                             r"GreedyBot, MCTSBot and the analysis"):
        assert testing.check_game(NoEvaluate, players=2, only=["evaluate"]) == {"evaluate": 0}
    with pytest.warns(testing.Finding, match=r"toy_marathon lasts \d+ decisions but has no evaluate"):
        testing.check_game(Marathon, players=2, options={}, only=["evaluate"])
    # short and public (the toy race): nothing to say
    assert no_findings(lambda: testing.check_game(toy_game.Race, only=["evaluate"])) == {"evaluate": 0}
    assert testing.check_game(CardRace, players=2, options={}, only=["evaluate"])["evaluate"] > 0


class BadEvaluate(CardRace):
    def evaluate(self, seat: int) -> float:
        return float("nan") if self.history else 0.0


def test_an_evaluate_that_is_no_number_is_caught():
    with pytest.raises(AssertionError, match=r"^evaluate — .*evaluate\(0\) is a finite number, not nan"):
        testing.check_game(BadEvaluate, players=2, options={}, only=["evaluate"])


# ------------------------------------------------------------ positions
class Careless(CardRace):
    """A ``from_position`` written without ``new_for_position``: it reads what it knows and
    ignores the rest (the game named, unknown fields and option keys)."""

    @classmethod
    def from_position(cls, position):
        p = position if isinstance(position, dict) else {}
        opts = p.get("options") or {}
        s = cls(p.get("players"), p.get("seed"), hand=opts.get("hand", 2) if isinstance(opts, dict) else 2)
        s.at = tuple(s.track.index(n) for n in p["at"])
        s.seat, s.hands = p["to_move"], tuple(tuple(h) for h in p["hands"])
        s.pile, s.played = tuple(p["pile"]), tuple(p["played"])
        return s


def test_TOYC_1_1_positions_of_another_game_or_with_unknown_fields_are_caught():
    with pytest.raises(AssertionError, match=r"^positions — 2 players, seed 18: a list holding a position "
                                             r"is refused without naming 'dict'"):
        testing.check_game(Careless, players=2, options={}, only=["positions"])
    with pytest.raises(BadPosition, match="this is an ecosystem position, not a toy_cards one"):
        Careless.from_position({**CardRace(seed=1).to_position(), "game": "ecosystem"})  # every game's


def test_new_for_position_does_the_checks_every_from_position_repeats():
    good = CardRace(players=3, seed=5, hand=3).to_position()
    refusals = {
        "a position is a dict of fields": [good],
        "this is an ecosystem position, not a toy_cards one": {**good, "game": "ecosystem"},
        "unknown field 'colour'; a toy_cards position has game, players, seed, options, at": {**good, "colour": 1},
        "TOYC-1.1: toy_cards is for 2 or 3 players, not [2]": {**good, "players": [2]},
        "TOYC-1.1: toy_cards is for 2 or 3 players, not None": {k: v for k, v in good.items() if k != "players"},
        "toy_cards has no rule option 'big_pull'": {**good, "options": {"big_pull": True}},
        "rule options are a dict, not [1]": {**good, "options": [1]},
        "a seed is a whole number": {**good, "seed": "5"},
        "this position is a seat's view: its hidden parts are '?'": CardRace(seed=5).view(0).to_position(),
        "TOYC-1.1: a hand of 1 … 3 cards, not 9": {**good, "options": {"hand": 9}},
    }
    for message, position in refusals.items():
        with pytest.raises(BadPosition) as e:
            CardRace.from_position(position)
        assert message in str(e.value), (message, str(e.value))
    s = CardRace.from_position({k: v for k, v in good.items() if k != "seed"})
    assert s.seed == 0 and s.players == 3 and s.options == {"hand": 3}


def test_TOYC_1_1_undealt_fields_left_null_are_dealt_from_the_seed():
    position = {**CardRace(seed=2).to_position(), "pile": None, "seed": 7}
    one, two = CardRace.from_position(position), CardRace.from_position(position)
    assert one.to_position() == two.to_position() and len(one.pile) == 12 - 4
    assert one.pile != CardRace.from_position({**position, "seed": 8}).pile


class PileRequired(CardRace):
    """Declares ``undealt = ("pile",)`` but refuses a position whose pile is null."""

    @classmethod
    def from_position(cls, position):
        if isinstance(position, dict) and position.get("pile", 0) is None:
            raise BadPosition("TOYC-1.1", "the pile is a list of cards")
        return super().from_position(position)


def test_an_undealt_field_from_position_refuses_as_null_is_caught():
    with pytest.raises(AssertionError, match=r"^positions — .*pile left null \(State.undealt\) is refused"):
        testing.check_game(PileRequired, players=2, options={}, only=["positions"])


# ------------------------------------------------------------ variants
class BrokenVariant(CardRace):
    """Right with the default rules; with 3 cards a hand the deal loses a card (TOYC-1.1)."""

    def __init__(self, players: int = 2, seed: int | None = None, length: int = 6, hand: int = 2,
                 head_start: bool = False):
        super().__init__(players, seed, length, hand, head_start)
        if hand == 3:
            self.pile = self.pile[1:]


def test_check_game_plays_each_declared_variant_and_names_it():
    assert testing.check_game(BrokenVariant, players=2, options={}, only=["legal play"])
    with pytest.raises(AssertionError, match=r"^legal play — 2 players, options \{'hand': 3, 'head_start': True\}, "
                                             r"seed 0"):
        testing.check_game(BrokenVariant, players=2, only=["legal play"])


# ------------------------------------------------------------ messages
class SharedPlayed(CardRace):
    """Played cards kept in a list that copies share (``_copy_into`` forgets it)."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.played = []

    def _decide(self, a: Action) -> list[Event]:
        played = self.played
        self.played = ()
        events = super()._decide(a)
        played.extend(self.played)
        self.played = played
        return events

    def check(self) -> None:
        pass


def test_a_copy_sharing_an_attribute_is_named_with_copy_into():
    with pytest.raises(AssertionError, match=r"^copies — 2 players, seed 5, step \d+: playing on the original "
                                             r"changed its copy: attribute 'played' — _copy_into\(other\) must"):
        testing.check_game(SharedPlayed, players=2, options={}, only=["copies"])


class Impatient(CardRace):
    """A view that lists its seat's moves even when another seat is to move."""

    def legal_actions(self) -> list[Action]:
        if self.viewer is not None and not self.is_over:
            return [Move(n) for n in sorted({self._target(c) for c in self.hands[self.viewer]
                                             if c != "?"}, key=self.track.index)]
        return super().legal_actions()


def test_a_view_bug_is_reported_under_views_not_copies():
    assert testing.check_game(Impatient, players=2, options={}, only=["copies"])
    with pytest.raises(AssertionError, match=r"^views — .*view\(1\)\.legal_actions\(\)"):
        testing.check_game(Impatient, players=2, options={}, only=["copies", "views"])


# ------------------------------------------------------------ the command line
@pytest.fixture
def cards():
    boardlab.register(CardRace, rulebook=toy_cards.RULES)
    yield
    unregister(CardRace.game)


def test_cli_variant_values_are_read_as_the_options_declare_them(cards):
    from boardlab.cli import variant_options
    assert variant_options("toy_cards", ["head_start=True", "hand=3"]) == {"head_start": True, "hand": 3}
    assert variant_options("toy_cards", ["head_start=false"]) == {"head_start": False}
    assert variant_options("lost_cities", ["descending_variant=True", "rounds=1"]) == \
        {"descending_variant": True, "rounds": 1}
    with pytest.raises(ValueError, match=r"--variant head_start is True or False, not 'maybe'"):
        variant_options("toy_cards", ["head_start=maybe"])
    with pytest.raises(ValueError, match=r"--variant hand is a whole number, not 'three'"):
        variant_options("toy_cards", ["hand=three"])
