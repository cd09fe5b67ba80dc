"""A replayed hand's result against the one its file records: ``finishing_stacks``, else ``winnings``, and the rake.

The engine plays in whole units of the hand's chip unit (:mod:`floorcall._app.phh.units`); its stacks and pots are
turned back into the file's amounts before they are compared, so ``0.50`` and ``Decimal("0.50")`` agree and a half chip
the rulebook does not award (``10112.5`` where the odd chip went whole to one seat) is a reported mismatch.

``finishing_stacks`` tells the whole result: every stack must agree. ``winnings`` (the pots each player collected,
after the rake) is compared where the file has no finishing stacks; where no rake is taken, winnings that count a
player's uncalled chips as collected (HandHQ's walks: the big blind collects both blinds, his own unmatched half
included) agree too. The rake is the difference between the pots the
engine awards and the recorded winnings, taken from the winners: a file that records it (``rake``), or a house rake
given by ``--rake`` (:class:`RakeModel`), must account for all of it; otherwise the mismatch says that the result
differs by that many chips, as a rake would.
"""

from __future__ import annotations

from collections.abc import Iterable
from decimal import Decimal

import msgspec

from floorcall._app.phh import HandHistory
from floorcall._app.phh.units import RakeModel, to_amount
from floorcall._app.replay_failure import ReplayFailure
from floorcall._engine.hand import Hand
from floorcall.cards import Card
from floorcall.errors import PluginError
from floorcall.i18n import CORE
from floorcall.model.expectations import HandOver
from floorcall.model.messages import Message

__all__ = ["RakeModel", "check_result", "unrankable"]


def _ended(hand: Hand) -> None:
    if not isinstance(hand.expected(), HandOver):
        message = CORE.msg(
            "replay.not_ended",
            "the hand did not end: it still expects {expected}",
            expected=msgspec.json.encode(hand.expected()).decode(),
        )
        raise ReplayFailure(None, message)


def check_result(
    hand: Hand, history: HandHistory, seats: tuple[int, ...], unit: Decimal, rake: RakeModel | None = None
) -> None:
    """Compare the replayed hand's result with the file's (nothing to compare when it records none).

    :param hand: the hand, every action applied.
    :param history: the file's hand, amounts as written.
    :param seats: the seat of each player, p1 first.
    :param unit: the hand's chip unit.
    :param rake: the house rake to allow for, or None (the file's ``rake`` field, when present, is used first).
    :raises ReplayFailure: the hand did not end, or a finishing stack or the winnings differ.
    """
    if history.finishing_stacks is not None:
        _ended(hand)
        _check_stacks(hand, history, seats, unit)
    elif history.winnings is not None:
        _ended(hand)
        _check_winnings(hand, history, seats, unit, rake)


def _check_stacks(hand: Hand, history: HandHistory, seats: tuple[int, ...], unit: Decimal) -> None:
    final = hand.stacks
    assert history.finishing_stacks is not None
    for number, (seat, expected) in enumerate(zip(seats, history.finishing_stacks, strict=True), start=1):
        start = history.starting_stacks[number - 1]
        if start is None:
            continue
        got = to_amount(final[seat], unit) if seat in final else start
        if got != expected:
            stacks = [_spelled(to_amount(final[s], unit)) if s in final else "?" for s in seats]
            message = CORE.msg(
                "replay.stack_differs",
                "finishing stack of p{number} is {got}, the file says {expected} ({stacks})",
                number=number,
                got=_spelled(got),
                expected=str(expected),
                stacks="[" + ", ".join(stacks) + "]",
            )
            raise ReplayFailure(None, message)


def _check_winnings(
    hand: Hand, history: HandHistory, seats: tuple[int, ...], unit: Decimal, model: RakeModel | None
) -> None:
    """The recorded winnings against the pots awarded, after the file's rake, or the house rake, or none.

    A house rake (``--rake``) is what the house takes where it takes one: a hand whose winnings are the pots awarded
    took none (no flop no drop, a pot under the house's threshold, a walk) and agrees as it would without the option.
    """
    assert history.winnings is not None
    awarded = [Decimal(to_amount(hand.payouts.get(seat, 0), unit)) for seat in seats]
    recorded = [Decimal(value) for value in history.winnings]
    returned = [Decimal(to_amount(hand.returned.get(seat, 0), unit)) for seat in seats]
    total = sum(awarded, Decimal(0))
    short = total - sum(recorded, Decimal(0))
    allowed = Decimal(history.rake) if history.rake is not None else None
    house = model.take(total, unit) if allowed is None and model is not None else None
    if _agrees(awarded, recorded, returned, allowed) or (
        house is not None and _agrees(awarded, recorded, returned, house)
    ):
        return
    takes_from_winners = all(r <= a for a, r in zip(awarded, recorded, strict=True))
    got = _listed(awarded)
    if short > 0 and takes_from_winners and allowed is None and house is None:
        message = CORE.msg(
            "replay.winnings_rake",
            "the winnings {recorded} are {short} short of the pots awarded {got}, as after a rake the file does "
            "not record (give its rake with --rake)",
            recorded=_listed(history.winnings),
            short=_spelled(short),
            got=got,
        )
    elif house is not None:
        message = CORE.msg(
            "replay.winnings_differ_house",
            "the winnings {recorded} differ from the pots awarded {got}, both after the house rake ({rake}) and "
            "with no rake taken",
            recorded=_listed(history.winnings),
            got=got,
            rake=_spelled(house),
        )
    else:
        message = CORE.msg(
            "replay.winnings_differ",
            "the winnings {recorded} differ from the pots awarded {got} (rake allowed: {rake})",
            recorded=_listed(history.winnings),
            got=got,
            rake=_spelled(allowed if allowed is not None else 0),
        )
    raise ReplayFailure(None, message)


def _agrees(awarded: list[Decimal], recorded: list[Decimal], returned: list[Decimal], rake: Decimal | None) -> bool:
    """Whether the recorded winnings are the pots awarded less ``rake``, taken from the winners (None: no rake).

    Where no rake is taken, a walk as the online logs write it agrees too: the big blind "collects" the blinds, his
    own uncalled part included.
    """
    short = sum(awarded, Decimal(0)) - sum(recorded, Decimal(0))
    if rake is not None and short == rake and all(r <= a for a, r in zip(awarded, recorded, strict=True)):
        return True
    if rake is None and awarded == recorded:
        return True
    return rake in (None, 0) and [a + r for a, r in zip(awarded, returned, strict=True)] == recorded


def _listed(values: Iterable[int | Decimal]) -> str:
    return "[" + ", ".join(map(_spelled, values)) + "]"


def _spelled(amount: int | Decimal) -> str:
    """An engine amount as a person writes it: ``2`` for ``2.00``, ``11.5`` for ``11.50``."""
    if not isinstance(amount, Decimal):
        return str(amount)
    plain = amount.normalize()
    return str(int(plain)) if plain == plain.to_integral_value() else format(plain, "f")


def unrankable(hand: Hand, error: BaseException, seats: tuple[int, ...]) -> Message | None:
    """The worded refusal for a plugin that cannot award the pots as recorded, or None for any other error.

    A hand history may show unknown cards (``??``) at the showdown, or data a rulebook's evaluator cannot rank;
    the plugin's own exception is not shown to the reader (it is chained for the developer).

    :param hand: the hand at the failing action.
    :param error: what applying the action raised.
    :param seats: the seat of each player, p1 first (the refusal names players as the file does).
    """
    if not isinstance(error, PluginError) or not error.hook.startswith("floorcall_award"):
        return None
    holding = [
        (number, seat)
        for number, seat in enumerate(seats, start=1)
        if seat in hand.live_seats() and Card.UNKNOWN in hand.seats[seat].cards
    ]
    shown = [f"p{number}" for number, seat in holding if seat in hand.result.shown]
    unknown = shown or [f"p{number}" for number, _ in holding]
    if unknown:
        return CORE.nmsg(
            "replay.unrankable.unknown",
            "the showdown cannot be ranked: {players} shows or holds cards not known (??); a hand not shown is "
            "written as a muck ('sm' alone, or 'sm' with only '??')",
            "the showdown cannot be ranked: {players} show or hold cards not known (??); a hand not shown is "
            "written as a muck ('sm' alone, or 'sm' with only '??')",
            len(unknown),
            players=", ".join(unknown),
        )
    return CORE.msg(
        "replay.unrankable",
        "the showdown cannot be ranked as recorded: the plugin {plugin} could not award the pots from these cards",
        plugin=error.plugin,
    )
