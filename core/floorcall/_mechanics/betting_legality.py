"""What is legal in a betting round: each action of the seat to act.

The functions read a :class:`~floorcall._mechanics.betting.BettingRound` and change nothing: the options the seat
to act has now (:func:`options_of`), whether an action is legal and, if not, a short reason (:func:`check_legal`),
why a seat may not complete, bet or raise at all (:func:`raise_bar`), and the legal totals of a bet or raise under
the street's limits (fixed totals, or a minimum and maximum), in chips. The round calls them before every action;
the arguments that open a round are checked in :mod:`floorcall._mechanics.betting_opening`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from floorcall._mechanics.betting_limits import BET_RAISE_TO, BRING_IN, CHECK_CALL, FOLD, BettingOptions
from floorcall._mechanics.betting_opening import is_chips
from floorcall.errors import because, nbecause

if TYPE_CHECKING:
    from floorcall._mechanics.betting import BettingRound
    from floorcall.model.messages import Message

__all__ = [
    "bounds",
    "bring_in_offer",
    "check_legal",
    "fixed_totals",
    "is_opening_due",
    "legality",
    "options_of",
    "raise_bar",
    "raise_blocked",
]

_ACTIONS = (FOLD, CHECK_CALL, BET_RAISE_TO, BRING_IN)


def _bar_reason(bar: str, seat: int) -> Message:
    """Why ``seat`` may not bet or raise, for a bar of :func:`raise_bar` other than ``"capped"``."""
    if bar == "no_chips":
        return because(
            "mechanics.legality.no_chips",
            "seat {seat} may not bet or raise: he has no chips beyond the call",
            seat=seat,
        )
    if bar == "no_opponent":
        return because(
            "mechanics.legality.no_opponent",
            "seat {seat} may not bet or raise: no opponent has chips left to call a raise",
            seat=seat,
        )
    if bar == "not_reopened":
        return because(
            "mechanics.legality.not_reopened",
            "seat {seat} may not bet or raise: betting was not re-opened by a full raise since he acted",
            seat=seat,
        )
    return because(
        "mechanics.legality.checked",
        "seat {seat} may not bet or raise: he checked earlier in this round, and a check-raise is not allowed here",
        seat=seat,
    )


def options_of(betting: BettingRound, seat: int) -> BettingOptions:
    owed = betting.current_bet - betting._wagers[seat]
    must_open = is_opening_due(betting)
    if seat == betting._bring_in_due:
        can_fold = can_check = False
        call = 0
    elif must_open:
        can_fold, can_check, call = True, False, 0
    else:
        can_fold, can_check, call = True, owed <= 0, min(max(owed, 0), betting._stacks[seat])
    bet_to: tuple[int, ...] = ()
    min_to = max_to = None
    if raise_bar(betting, seat) is None:  # the code alone: the reason's message is for a refusal, not an offer
        if betting.sizing.fixed:
            bet_to = fixed_totals(betting, seat, must_open)
        else:
            min_to, max_to = bounds(betting, seat)
    return BettingOptions(
        seat=seat,
        can_fold=can_fold,
        can_check=can_check,
        call=call,
        bring_in=bring_in_offer(betting, seat, must_open),
        bet_to=bet_to,
        min_to=min_to,
        max_to=max_to,
    )


def check_legal(betting: BettingRound, seat: int, action: str, amount: int | None = None) -> str | None:
    """Say whether an action is legal now, without changing anything.

    :param seat: the seat that would act.
    :param action: ``"fold"``, ``"check_call"``, ``"bet_raise_to"`` or ``"bring_in"``.
    :param amount: for ``"bet_raise_to"``, the new total wager for the round in chips; ignored otherwise.
    :returns: ``None`` when legal, else a short reason in English ("raise to 350 is below the minimum 400"), the
        English of :func:`legality`.
    """
    reason = legality(betting, seat, action, amount)
    return None if reason is None else reason.english()


def legality(betting: BettingRound, seat: int, action: str, amount: int | None = None) -> Message | None:
    """As :func:`check_legal`, the reason a message (for a person, in the reader's language)."""
    if action not in _ACTIONS:
        return because(
            "mechanics.legality.unknown_action",
            "unknown action {action}: expected one of {actions}",
            action=repr(action),
            actions=", ".join(_ACTIONS),
        )
    if seat not in betting._index:
        return because("mechanics.legality.not_in_round", "seat {seat} is not in this betting round", seat=seat)
    if betting.actor is None:
        return because("mechanics.legality.round_over", "the betting round is over")
    if seat != betting.actor:
        return because(
            "mechanics.legality.out_of_turn",
            "seat {seat} acts out of turn: seat {actor} is to act",
            seat=seat,
            actor=betting.actor,
        )
    if betting._offer is not None and _offered(betting._offer, action, amount):
        return None  # what options() offers is legal (the property tests hold the two to each other)
    if action == FOLD:
        if seat != betting._bring_in_due:
            return None
        return because("mechanics.legality.bring_in_folded", "the bring-in must be posted or completed, not folded")
    if action == CHECK_CALL:
        return _check_call_problem(betting, seat)
    if action == BRING_IN:
        if bring_in_offer(betting, seat) is not None:
            return None
        return because("mechanics.legality.no_bring_in_owed", "seat {seat} owes no bring-in", seat=seat)
    return _bet_problem(betting, seat, amount)


def is_opening_due(betting: BettingRound) -> bool:
    return betting.spec.must_open and betting.current_bet == 0 and betting._bring_in_due is None


def bring_in_offer(betting: BettingRound, seat: int, must_open: bool | None = None) -> int | None:
    bring_in = betting.spec.bring_in
    if must_open is None:
        must_open = is_opening_due(betting)
    if bring_in is None or not (seat == betting._bring_in_due or must_open):
        return None
    return min(bring_in, betting._stacks[seat])


def _check_call_problem(betting: BettingRound, seat: int) -> Message | None:
    if seat == betting._bring_in_due:
        return because("mechanics.legality.bring_in_first", "the bring-in must be posted or completed first")
    if is_opening_due(betting):
        least = betting.spec.bring_in or betting.spec.bet
        return because(
            "mechanics.legality.must_open",
            "no check while no wager stands: open for at least {least} or fold",
            least=least,
        )
    return None


def _raise_floor(betting: BettingRound, seat: int) -> int:
    """Return the total a completion, bet or raise by ``seat`` must exceed."""
    if seat == betting._bring_in_due and betting.spec.bring_in is not None:
        return betting.spec.bring_in
    return betting.current_bet


def raise_bar(betting: BettingRound, seat: int) -> str | None:
    """Say why the seat may not complete, bet or raise at all now, as a code, or return ``None`` when he may.

    :returns: ``"no_chips"`` (nothing beyond the call), ``"no_opponent"`` (nobody else could call a raise),
        ``"capped"`` (the round holds the most bets allowed), ``"checked"`` (he checked, and the round bars a
        check-raise) or ``"not_reopened"`` (he acted, and no full raise came since), the values of
        :class:`floorcall.model.wagers.WagerBar`.
    """
    if betting._wagers[seat] + betting._stacks[seat] <= _raise_floor(betting, seat):
        return "no_chips"
    if betting._with_chips < 2 or not _opponent_can_call_more(betting, seat):
        return "no_opponent"
    if betting.sizing.capped(betting._with_chips):
        return "capped"
    if not betting.spec.check_raise and seat in betting._checked:
        return "checked"
    if not betting.sizing.reopened(betting._matched.get(seat), betting.current_bet):
        return "not_reopened"
    return None


def _opponent_can_call_more(betting: BettingRound, seat: int) -> bool:
    """Whether another seat still in the round could put in more than the wager standing, so a raise means something.

    A seat whose chips only reach the standing wager can call it, all in, but no raise: raising against him (and
    the players already all in) would take chips nobody can match, which are handed back at once.
    """
    level, wagers, stacks, idle = betting.current_bet, betting._wagers, betting._stacks, betting._idle
    # A plain loop, not any() over a generator: asked at every action and every expectation, and the first other
    # seat with chips usually answers, so the generator's set-up was most of the cost (6% of a stud hand).
    for other in betting.order:  # noqa: SIM110 - the loop is the point (see above)
        if other != seat and other not in idle and wagers[other] + stacks[other] > level:
            return True
    return False


def raise_blocked(betting: BettingRound, seat: int) -> Message | None:
    """Say why the seat may not complete, bet or raise at all now, or return ``None`` when he may."""
    bar = raise_bar(betting, seat)
    if bar is None:
        return None
    if bar == "capped":
        return nbecause(
            "mechanics.legality.capped",
            "seat {seat} may not bet or raise: betting is capped at {max_bets} bet",
            "seat {seat} may not bet or raise: betting is capped at {max_bets} bets",
            betting.spec.max_bets or 0,
            seat=seat,
            max_bets=betting.spec.max_bets,
        )
    return _bar_reason(bar, seat)


def fixed_totals(betting: BettingRound, seat: int, must_open: bool) -> tuple[int, ...]:
    opening = betting.spec.bring_in if must_open else None
    chips = betting._wagers[seat] + betting._stacks[seat]
    return betting.sizing.fixed_totals(chips, _raise_floor(betting, seat), opening)


def bounds(betting: BettingRound, seat: int) -> tuple[int, int]:
    wager = betting._wagers[seat]
    pot_size_to = 2 * betting.current_bet - wager + betting.pot + betting._total_wagers
    return betting.sizing.bounds(wager + betting._stacks[seat], betting.current_bet, pot_size_to)


def _bet_problem(betting: BettingRound, seat: int, total: int | None) -> Message | None:
    if total is None or not is_chips(total):
        return because(
            "mechanics.legality.no_total",
            "{action} needs the new total wager as a whole number of chips, not {total}",
            action=BET_RAISE_TO,
            total=repr(total),
        )
    if is_opening_due(betting) and total == bring_in_offer(betting, seat):
        return None
    blocked = raise_blocked(betting, seat)
    if blocked is not None:
        return blocked
    verb = _verb(betting, seat)
    chips = betting._wagers[seat] + betting._stacks[seat]
    if total > chips:
        return _amount_problem(verb, "over_stack", total=total, seat=seat, chips=chips)
    if betting.sizing.fixed:
        legal = fixed_totals(betting, seat, is_opening_due(betting))
        if total not in legal:
            return _amount_problem(verb, "not_legal", total=total, legal=", ".join(map(str, legal)))
        return None
    least, most = bounds(betting, seat)
    if total < least:
        return _amount_problem(verb, "below_minimum", total=total, least=least)
    if total > most:
        return _amount_problem(verb, "above_pot_limit", total=total, most=most)
    return None


def _amount_problem(verb: str, problem: str, **params: object) -> Message:
    """An amount's problem as one whole sentence a verb (``_verb``'s answer): a sentence is never glued from pieces."""
    if verb == "bet":
        if problem == "over_stack":
            return because(
                "mechanics.legality.bet.over_stack", "bet to {total} is more than seat {seat} holds ({chips})", **params
            )
        if problem == "not_legal":
            return because(
                "mechanics.legality.bet.not_legal", "bet to {total} is not a legal amount (legal: {legal})", **params
            )
        if problem == "below_minimum":
            return because(
                "mechanics.legality.bet.below_minimum", "bet to {total} is below the minimum {least}", **params
            )
        if problem == "above_pot_limit":
            return because(
                "mechanics.legality.bet.above_pot_limit", "bet to {total} is above the pot limit {most}", **params
            )
    if verb == "raise":
        if problem == "over_stack":
            return because(
                "mechanics.legality.raise.over_stack",
                "raise to {total} is more than seat {seat} holds ({chips})",
                **params,
            )
        if problem == "not_legal":
            return because(
                "mechanics.legality.raise.not_legal",
                "raise to {total} is not a legal amount (legal: {legal})",
                **params,
            )
        if problem == "below_minimum":
            return because(
                "mechanics.legality.raise.below_minimum", "raise to {total} is below the minimum {least}", **params
            )
        if problem == "above_pot_limit":
            return because(
                "mechanics.legality.raise.above_pot_limit", "raise to {total} is above the pot limit {most}", **params
            )
    if verb == "completion":
        if problem == "over_stack":
            return because(
                "mechanics.legality.completion.over_stack",
                "completion to {total} is more than seat {seat} holds ({chips})",
                **params,
            )
        if problem == "not_legal":
            return because(
                "mechanics.legality.completion.not_legal",
                "completion to {total} is not a legal amount (legal: {legal})",
                **params,
            )
        if problem == "below_minimum":
            return because(
                "mechanics.legality.completion.below_minimum",
                "completion to {total} is below the minimum {least}",
                **params,
            )
        if problem == "above_pot_limit":
            return because(
                "mechanics.legality.completion.above_pot_limit",
                "completion to {total} is above the pot limit {most}",
                **params,
            )
    raise AssertionError(f"no sentence for {verb} {problem}")


def _verb(betting: BettingRound, seat: int) -> str:
    if seat == betting._bring_in_due or betting.sizing.completion_pending:
        return "completion"
    return "bet" if betting.current_bet == 0 else "raise"


def _offered(offer: BettingOptions, action: str, amount: int | None) -> bool:
    """Whether ``offer`` includes the action: a fold, check or call, bring-in, or a total it lists or bounds."""
    if action == FOLD:
        return offer.can_fold
    if action == CHECK_CALL:
        return offer.can_check or offer.call > 0
    if action == BRING_IN:
        return offer.bring_in is not None
    if action != BET_RAISE_TO or type(amount) is not int:
        return False
    if amount in offer.bet_to or (amount == offer.bring_in and offer.can_fold):  # can_fold: opening, not owing it
        return True
    return offer.min_to is not None and offer.max_to is not None and offer.min_to <= amount <= offer.max_to
