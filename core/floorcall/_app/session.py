"""A table session: the configured game rotation and levels dealt hand after hand, as ``floorcall run`` does.

The session keeps the seats and stacks between hands, moves the button in button games (by the house's
``button-mode``, or to where a ruling put it), advances the level clock by the config's ``hand-minutes`` per hand,
rotates the games, redeals a misdealt hand (the misdeal and its redeal are one hand), and leaves the seat of a player
who busts empty for one hand (the button and the blinds pass it by), after which a new entrant sits there. Players'
decisions and pending choices come from a seeded random policy; irregularities are injected at a given rate per hand.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass, field

import msgspec

from floorcall._app.config import HandsChange, TournamentConfig
from floorcall._app.injected_play import play_injected
from floorcall._app.simulate import new_hand
from floorcall._engine.hand import Hand
from floorcall._plugins import Floor
from floorcall.errors import NoRulingError
from floorcall.model.events import HandStarted, OptionSetting
from floorcall.model.expectations import HandOutcome
from floorcall.model.procedure import Opening, Stakes
from floorcall.procedure.button import BUTTON_MODE, next_button
from floorcall.procedure.openers import big_blind_index
from floorcall.table import SeatSetup, Table

__all__ = ["HandRecord", "Session", "SessionState", "Unruled"]


@dataclass(frozen=True)
class Unruled:
    """An injected irregularity that no plugin in force rules on (the hand went on as if it had not happened)."""

    event: object
    error: NoRulingError


@dataclass
class HandRecord:
    """One hand of the session: the deals it took (misdealt ones first) and what was injected.

    :param number: the hand's number in the session, from 1.
    :param level: the level index (0-based) the hand was dealt at.
    :param deals: every deal of the hand; all but the last ended in a misdeal.
    :param unruled: injected irregularities nobody ruled on.
    :param entrants: seats where a new entrant sat down before the hand.
    """

    number: int
    level: int
    deals: list[Hand]
    unruled: list[Unruled] = field(default_factory=list)
    entrants: list[int] = field(default_factory=list)

    @property
    def final(self) -> Hand:
        """The deal that counted."""
        return self.deals[-1]


class SessionState(msgspec.Struct, frozen=True, kw_only=True):
    """Everything a session carries from one hand to the next, so that another process can go on with it.

    :param stacks: chips by seat.
    :param button: the button's seat.
    :param clock: simulated minutes played.
    :param hands_played: hands played so far.
    :param game_index: the rotation's position.
    :param game_hands: hands dealt of the current game.
    :param orbit_start: the button's seat when the current orbit began.
    :param rng: the random generator's state (:meth:`random.Random.getstate`).
    :param advance: True when the button must move on before the next button-game hand (``button`` is then the last
        one's), False when ``button`` is where the next one is dealt.
    :param big_blind: the seat that posted the big blind in the last button-game hand.
    :param dealt: the seats dealt in the last button-game hand.
    :param vacant: seats left empty for the next hand (their player busted); an entrant sits there after it.
    """

    stacks: dict[int, int]
    button: int
    clock: float
    hands_played: int
    game_index: int
    game_hands: int
    orbit_start: int
    rng: tuple[int, tuple[int, ...], float | None]
    advance: bool = False
    big_blind: int | None = None
    dealt: tuple[int, ...] = ()
    vacant: tuple[int, ...] = ()


class Session:
    """Deals the configured table hand after hand.

    :param config: the validated config.
    :param floor: the plugins in force for it (``make_manager(config.selection)``).
    :param seed: seeds the shuffles, the decisions and the injections.
    :param irregularity_rate: the chance per hand that one irregularity is injected (0 to 1).
    """

    def __init__(self, config: TournamentConfig, floor: Floor, seed: int = 0, irregularity_rate: float = 0.3) -> None:
        if not 0 <= irregularity_rate <= 1:
            raise ValueError(f"the irregularity rate is a probability, not {irregularity_rate}")
        self.config = config
        self.floor = floor
        self.rng = random.Random(seed)
        self.rate = irregularity_rate
        self.stacks = dict.fromkeys(range(1, config.event.seats + 1), config.event.starting_stack)
        self.button = config.event.seats
        self.clock = 0.0
        self.hands_played = 0
        self.game_index = 0
        self.game_hands = 0
        self.orbit_start = self.button
        self.advance = False
        self.big_blind: int | None = None
        self.dealt: tuple[int, ...] = ()
        self.vacant: tuple[int, ...] = ()

    def state(self) -> SessionState:
        """What the next hand depends on, to go on elsewhere with :meth:`restore`."""
        return SessionState(
            stacks=dict(self.stacks),
            button=self.button,
            clock=self.clock,
            hands_played=self.hands_played,
            game_index=self.game_index,
            game_hands=self.game_hands,
            orbit_start=self.orbit_start,
            rng=self.rng.getstate(),
            advance=self.advance,
            big_blind=self.big_blind,
            dealt=self.dealt,
            vacant=self.vacant,
        )

    def restore(self, state: SessionState) -> None:
        """Go on from a state taken by :meth:`state` (of a session of the same config): the next hands are the same."""
        self.stacks = dict(state.stacks)
        self.button = state.button
        self.clock = state.clock
        self.hands_played = state.hands_played
        self.game_index = state.game_index
        self.game_hands = state.game_hands
        self.orbit_start = state.orbit_start
        self.rng.setstate(state.rng)
        self.advance = state.advance
        self.big_blind = state.big_blind
        self.dealt = state.dealt
        self.vacant = state.vacant

    # -- the schedule -------------------------------------------------------------------------------------------------

    @property
    def level(self) -> int:
        """The current level (0-based), from the minutes played."""
        elapsed = self.clock
        for index, (minutes, _) in enumerate(self.config.levels):
            if elapsed < minutes:
                return index
            elapsed -= minutes
        return len(self.config.levels) - 1

    @property
    def game(self) -> str:
        """The game the next hand is dealt as."""
        return self.config.rotation.games[self.game_index % len(self.config.rotation.games)]

    def _after_hand(self, final: Hand, level_before: int) -> None:
        self.hands_played += 1
        self.game_hands += 1
        self.clock += self.config.event.hand_minutes
        change = self.config.rotation.change
        button = final.started.table.button
        if button is not None:
            self._button_after(final, button)
        if isinstance(change, HandsChange):
            rotate = self.game_hands >= change.hands
        elif change == "level":
            rotate = self.level != level_before
        else:
            rotate = self.game_hands >= len(self.stacks)
        if rotate:
            self.game_index += 1
            self.game_hands = 0

    def _button_after(self, final: Hand, button: int) -> None:
        """Keep what the next button-game hand's button follows from: this hand's button, big blind and seats."""
        blinds = final.started.stakes.blinds
        posters = list(final.chips.blind_wagers)[: len(blinds)]
        big = big_blind_index(blinds[: len(posters)])
        self.big_blind = posters[big] if big is not None else None
        self.dealt = tuple(final.seats)
        self.button = final.next_button if final.next_button is not None else button
        self.advance = final.next_button is None

    def _place_button(self, seats: list[int]) -> int:
        """The button of the next button-game hand, by the house's method, once the last one's has moved on."""
        if self.advance:
            options = {**self.floor.options, **self.config.house.options}
            mode = str(options.get(BUTTON_MODE.name, BUTTON_MODE.default))
            self.button = next_button(mode, seats, self.button, self.big_blind, self.dealt)
            self.advance = False
        return self.button

    # -- playing --------------------------------------------------------------------------------------------------

    def hands(self, count: int) -> Iterator[HandRecord]:
        """Play ``count`` hands, yielding each as it ends."""
        for _ in range(count):
            yield self.play_hand()

    def play_hand(self) -> HandRecord:
        """Deal and play one hand (redealing after a misdeal) and update the table."""
        entrants = self._seat_entrants()
        level = self.level
        record = HandRecord(number=self.hands_played + 1, level=level, deals=[], entrants=entrants)
        hand = new_hand(self.floor, self._started(level, record.number), self.rng)
        while True:
            self._play(hand, record)
            record.deals.append(hand)
            if hand.outcome is not HandOutcome.MISDEAL or len(record.deals) > 5:
                break
            hand = hand.redeal(self.rng)
        for seat, stack in hand.stacks.items():
            self.stacks[seat] = stack
        self._after_hand(hand, level)
        return record

    def _seat_entrants(self) -> list[int]:
        """Seat a new entrant where a seat sat empty for a hand; leave the seats of players who just busted empty.

        A just-vacated seat is filled at once when leaving it empty would leave fewer than two players.
        """
        busted = [seat for seat, stack in self.stacks.items() if stack == 0]
        entrants = [seat for seat in busted if seat in self.vacant]
        vacated = [seat for seat in busted if seat not in self.vacant]
        if len(self.stacks) - len(vacated) < 2:
            entrants, vacated = busted, []
        for seat in entrants:
            self.stacks[seat] = self.config.event.starting_stack
        self.vacant = tuple(vacated)
        return entrants

    def _started(self, level: int, number: int) -> HandStarted:
        game = self.game
        stakes: Stakes = self.config.stakes(level, game)
        blinds = self.floor.game(game).opening is Opening.BLINDS
        seats = tuple(SeatSetup(seat=s, stack=c) for s, c in sorted(self.stacks.items()) if c > 0)
        button = self._place_button([s.seat for s in seats]) if blinds else None
        table = Table(seats=seats, button=button)
        options = tuple(OptionSetting(name=k, value=v) for k, v in sorted(self.config.house.options.items()))
        return HandStarted(
            game=game,
            table=table,
            stakes=stakes,
            options=options,
            rulebook=self.config.event.rulebook,
            hand_number=number,
        )

    def _play(self, hand: Hand, record: HandRecord) -> None:
        play_injected(hand, self.rng, self.rate, lambda event, error: record.unruled.append(Unruled(event, error)))
