"""Playing a hand history's actions into the hand, in order: the replay's loop over every action of every file.

Each action becomes the engine's events (:data:`~floorcall._app.replay_events.BUILDERS`), except hole cards, which
:class:`HoleCards` holds until the engine asks for each; the events an extension recorded are applied before the
action they come before. Compiled in the compiled build, with the engine it drives.
"""

from __future__ import annotations

from floorcall._app.phh import DealHole, HandHistory
from floorcall._app.replay_checks import apply_recorded, by_action, irregularity_tag
from floorcall._app.replay_events import BUILDERS, builder_for
from floorcall._app.replay_extension import Recorded
from floorcall._app.replay_failure import ReplayFailure
from floorcall._app.replay_result import unrankable
from floorcall._engine.hand import Hand
from floorcall.cards import Card
from floorcall.errors import FloorcallError
from floorcall.i18n import CORE
from floorcall.model.events import CardDealt
from floorcall.model.expectations import ExpectDeal

__all__ = ["HoleCards", "play_actions"]


class HoleCards:
    """Hole cards read from the file and not dealt yet, by seat, each with the index of the action that gave it.

    A PHH file gives a player's cards of a round in one action, the engine deals them one at a time around the table,
    so the cards wait here until the engine asks for them.
    """

    __slots__ = ("by_seat", "count")

    def __init__(self) -> None:
        self.by_seat: dict[int, list[tuple[Card, int]]] = {}
        self.count = 0

    def add(self, seat: int, cards: tuple[Card, ...], index: int) -> None:
        """Hold the cards a hole-card action gives to ``seat``.

        :param seat: the seat number of the action's player.
        :param cards: the cards, in the order the file lists them.
        :param index: the action's index in ``actions``.
        """
        self.by_seat.setdefault(seat, []).extend([(card, index) for card in cards])
        self.count += len(cards)

    def deal(self, hand: Hand) -> None:
        """Deal waiting cards in the order the engine asks for them, until it asks for one that is not here.

        A failure names the action by which the card could first be dealt: the latest action whose cards were dealt
        so far in this call (the calls come after each run of hole-card actions, so that is where dealing one action
        at a time would have failed).

        :param hand: the hand being replayed.
        :raises ReplayFailure: a card does not apply, or the engine rules on a card the file deals.
        """
        reached = -1
        by_seat, ask, apply = self.by_seat, hand.expected, hand.apply
        while self.count:
            expected = ask()
            if not isinstance(expected, ExpectDeal):
                return
            waiting = by_seat.get(expected.seat)
            if not waiting:
                return
            card, index = waiting.pop(0)
            self.count -= 1
            if index > reached:
                reached = index
            try:
                ruling = apply(CardDealt(seat=expected.seat, card=card, face_up=expected.face_up))
            except FloorcallError as exc:
                raise ReplayFailure.of_error(reached, exc) from exc
            if ruling is not None:
                message = CORE.msg(
                    "replay.irregular_deal",
                    "irregular deal: {kind} ({citations})",
                    kind=ruling.kind.value,
                    citations=", ".join(ruling.citations),
                )
                raise ReplayFailure(reached, message)

    def require_dealt(self, index: int) -> None:
        """Fail at action ``index`` when cards are still waiting: the file dealt them before the engine could.

        :raises ReplayFailure: some cards are still waiting (the message names their seats).
        """
        if self.count:
            seats = [seat for seat, waiting in self.by_seat.items() if waiting]
            message = CORE.nmsg(
                "replay.cards_not_due",
                "cards dealt to seat {seats} were not due at that point",
                "cards dealt to seats {seats} were not due at that point",
                len(seats),
                seats=", ".join(map(str, seats)),
            )
            raise ReplayFailure(index, message)


def play_actions(hand: Hand, history: HandHistory, seats: tuple[int, ...], recorded: list[Recorded]) -> None:
    """Apply every action of ``history`` to ``hand``, and the recorded events at their places.

    :param hand: the hand, started from the history.
    :param history: the hand history (whole chips).
    :param seats: the seat of each player (``seats[n - 1]`` is pN's).
    :param recorded: the extension's events to apply, each at the action it comes before.
    :raises ReplayFailure: an action does not apply, or the engine rules on an irregularity the file does not record;
        it names the action's index.
    """
    actions = history.actions
    due = by_action(recorded)
    holes = HoleCards()
    apply, builders = hand.apply, BUILDERS  # looked up once: this loop runs for every action of every file
    for index, action in enumerate(actions):
        try:
            if index in due:
                apply_recorded(hand, due[index], index)
            if isinstance(action, DealHole):
                holes.add(seats[action.player - 1], action.cards, index)
                following = index + 1
                if following < len(actions) and isinstance(actions[following], DealHole) and following not in due:
                    continue  # the next action deals hole cards too: the engine is asked once for both
                holes.deal(hand)
                continue
            if holes.count:
                holes.require_dealt(index)
            build = builders.get(type(action)) or builder_for(action)
            for event in build(action, seats, hand):
                ruling = apply(event)
                if ruling is not None:
                    tag = irregularity_tag(hand)
                    message = CORE.msg(
                        "replay.not_recorded",
                        "irregularity not recorded in the file: {tag} ({kind})",
                        tag=tag,
                        kind=ruling.kind.value,
                    )
                    raise ReplayFailure(index, message)
        except FloorcallError as exc:
            refusal = unrankable(hand, exc, seats)
            if refusal is not None:
                raise ReplayFailure(index, refusal) from exc
            raise ReplayFailure.of_error(index, exc) from exc
    holes.require_dealt(len(actions))
    try:
        apply_recorded(hand, due.get(len(actions), []), len(actions))
    except FloorcallError as exc:
        raise ReplayFailure.of_error(len(actions), exc) from exc
