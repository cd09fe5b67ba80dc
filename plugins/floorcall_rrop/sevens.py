"""Robert's Rules' sevens rule for limit ace-to-five lowball (RROP-A5-4), applied when the pots are awarded.

In limit A-5 a seven-low or better is expected to be bet after the draw. Under the house option ``sevens-rule``
(rrop's default: on), a player who checks such a hand in the last betting round, when nobody had bet before him,
and then holds the best hand at showdown, wins no chips put in after the last draw:

- he takes the pot as it stood when that betting round began, plus his own chips of the round back;
- every other seat gets back what it put in during that round (up to what the winner himself put in; above that
  level the side pots he is not in are settled as usual), whether it called, bet, raised or later folded;
- if he checks and is beaten, or no one put chips in after his check, the settlement is the usual one.

The exception for a short all-in bet is built too: when the first and only bet of the last round is an all-in
bet of less than half a bet, made before the seven-or-better acted, he may just call it and wins that bet; any
other player who called the short bet gets his call back. Completing the short bet is a bet of his own, so the
usual settlement applies.

What is left alone (the usual settlement applies, and the game awards the pots):

- a tie for the best hand: the split already gives the tied seats their own chips back in a heads-up pot, and the
  text does not say how a shared pot forfeits action;
- a check followed by a raise (a check-raise, which RROP-A5-2 bars in limit unless announced): the player put
  action in himself;
- a last betting round in which the floor ruled on an irregularity (an action out of turn, a wrong amount...):
  the chips moved by such rulings are not read back from the log, so the floor settles that pot by hand;
- the table is not told: an award carries no citation in floorcall, so the adjustment shows only in the chips paid.

The award is computed as the game does it (ace-to-five strengths, ties split clockwise from the button in whole
``chip-unit`` chips), then the forfeited chips move from the winner to their owners, so the total never changes.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Final, TypeAlias

from floorcall import (
    CHIP_UNIT,
    BetOrRaisedTo,
    BoardCardDealt,
    Card,
    CardBurned,
    CardDealt,
    CheckedOrCalled,
    DecisionMade,
    Discarded,
    Folded,
    HandView,
    IrregularityReported,
    Pot,
    RulingApplied,
    award_pots,
    clockwise_order,
    evaluator,
    joker_low_ranks,
)
from floorcall.model import MAX_SEATS
from floorcall.rulekit import limit_ace_to_five_draw

__all__ = ["CITATION", "OPTION", "final_round", "forfeiting_from", "round_wagers", "seven_or_better", "sevens_award"]

OPTION: Final = "sevens-rule"
"""The house option that turns the rule on (bool)."""
CITATION: Final = "RROP-A5-4"
"""The catalog ID of the rule (an award carries no citation; kept for references and tests)."""
_RANKING: Final = "a5-low-joker"  # the joker's value where the deck has one (RROP-A5-1); plain a5-low otherwise

Action: TypeAlias = Folded | CheckedOrCalled | BetOrRaisedTo
"""A betting action as the log records it."""
_DEALT: Final = (CardDealt, CardBurned, BoardCardDealt, Discarded)
_ACTIONS: Final = (Folded, CheckedOrCalled, BetOrRaisedTo)
_RULED: Final = (RulingApplied, IrregularityReported, DecisionMade)


def seven_or_better(cards: Sequence[Card]) -> bool:
    """Whether five known cards make a seven-low or better at ace-to-five: five different ranks, none above seven.

    Straights and flushes do not count at ace-to-five, so 7-6-5-4-3 qualifies; the ace is low, and a joker is the
    lowest rank the other four lack (RROP-A5-1).

    :param cards: a seat's cards (unknown cards never qualify).
    :returns: True for a seven-low or better.
    """
    if len(cards) != 5 or not all(card.is_known for card in cards):
        return False
    ranks = set(joker_low_ranks(cards))
    return len(ranks) == 5 and max(ranks) <= 7


def final_round(hand: HandView) -> tuple[Action, ...] | None:
    """The actions of the betting round after the last card was dealt (the last draw's), oldest first.

    :param hand: the hand, at showdown.
    :returns: the actions; None when the floor ruled on something during that round.
    """
    actions: list[Action] = []
    for event in reversed(hand.events):
        if isinstance(event, _DEALT):
            break
        if isinstance(event, _RULED):
            if actions:  # a ruling during the round; one after its last action (at showdown) does not matter
                return None
            continue
        if isinstance(event, _ACTIONS):
            actions.append(event)
    actions.reverse()
    return tuple(actions)


def round_wagers(hand: HandView, actions: Sequence[Action]) -> dict[int, int] | None:
    """The chips each seat put in during a betting round, from its actions (limit betting, no blinds in it).

    A call that left the seat with nothing is all in for what he had: it is the seat's total put in less the level
    every seat still betting had reached before the round, which the last bettor's chips give. (Dead money in a
    seat's total, a big-blind ante, would shift that level; A-5 limit structures post none.)

    :param hand: the hand, at showdown (stacks and totals before the pots are paid).
    :param actions: the round's actions, as :func:`final_round` returns them.
    :returns: seat to chips (seats that put nothing in may be missing); None when the figures do not agree.
    """
    wagers: dict[int, int] = {}
    current = 0
    last = {action.seat: index for index, action in enumerate(actions)}
    all_in_calls: list[int] = []
    for index, action in enumerate(actions):
        if isinstance(action, BetOrRaisedTo):
            wagers[action.seat] = action.amount
            current = max(current, action.amount)
        elif isinstance(action, CheckedOrCalled):
            owed_more = current > wagers.get(action.seat, 0) and last[action.seat] == index
            if owed_more and hand.stack(action.seat) == 0:
                all_in_calls.append(action.seat)
            else:
                wagers[action.seat] = current
    if all_in_calls:
        bettor = next(a.seat for a in reversed(actions) if isinstance(a, BetOrRaisedTo))
        level = hand.contributed(bettor) - wagers[bettor]
        for seat in all_in_calls:
            wagers[seat] = hand.contributed(seat) - level
            if not 0 <= wagers[seat] <= current:
                return None
    return wagers


def forfeiting_from(hand: HandView, actions: Sequence[Action], winner: int) -> frozenset[int] | None:
    """The seats whose chips of the last round ``winner`` may not win, or None when the rule does not touch him.

    :param hand: the hand, at showdown.
    :param actions: the last round's actions.
    :param winner: the seat holding the best hand (a seven-low or better).
    :returns: every other seat when his first action was a check and he never bet or raised; every other seat but
        the bettor when he only called a lone all-in bet of less than half a bet; None otherwise.
    """
    mine = [index for index, action in enumerate(actions) if action.seat == winner]
    bets = [action for action in actions if isinstance(action, BetOrRaisedTo)]
    if not mine or any(action.seat == winner for action in bets):
        return None
    others = frozenset(action.seat for action in actions) - {winner}
    earlier_bets = [action for action in actions[: mine[0]] if isinstance(action, BetOrRaisedTo)]
    if not earlier_bets:
        return others
    if len(bets) != 1:
        return None
    short = bets[0]
    bet_size = hand.stakes.big_bet or hand.stakes.small_bet
    if hand.stack(short.seat) == 0 and 2 * short.amount < bet_size:
        return others - {short.seat}
    return None


def sevens_award(hand: HandView, pots: tuple[Pot, ...]) -> dict[int, int] | None:
    """RROP-A5-4: the award of a limit A-5 showdown when the sevens rule changes it, else None.

    :param hand: the hand at showdown, every live hand known.
    :param pots: the pots, main pot first (the part of a bet nobody matched already given back).
    :returns: chips per seat, summing to exactly the pots' total, including the chips given back to seats that
        are no longer live; None when the game is not limit A-5, the option is off, or the rule changes nothing.
    :raises ValueError: a live hand cannot be ranked (an unknown card), as the game's own award would.
    """
    if not limit_ace_to_five_draw(hand) or hand.options.get(OPTION) is not True:
        return None
    actions = final_round(hand) if hand.street_index == len(hand.game.streets) - 1 else None
    if not actions:
        return None
    rank = evaluator(_RANKING).strength
    strengths = {seat: rank(hand.cards(seat), ()) or 0 for seat in hand.live_seats}
    best = max(strengths.values())
    leaders = [seat for seat, strength in strengths.items() if strength == best]
    if len(leaders) != 1 or not seven_or_better(hand.cards(leaders[0])):
        return None
    winner = leaders[0]
    losers = forfeiting_from(hand, actions, winner)
    wagers = round_wagers(hand, actions) if losers else None
    if losers is None or wagers is None or not _net_of_uncalled(hand, pots, wagers):
        return None
    refunds = {seat: min(wagers.get(seat, 0), wagers.get(winner, 0)) for seat in losers}
    return _moved(_usual_award(hand, pots, strengths), winner, {s: c for s, c in refunds.items() if c})


def _net_of_uncalled(hand: HandView, pots: Sequence[Pot], wagers: dict[int, int]) -> bool:
    """Take out of ``wagers`` the part of the top bet nobody matched (the core gives it back before the award).

    :returns: False when that part cannot be the top bettor's (the figures do not agree).
    """
    returned = hand.pot - sum(pot.amount for pot in pots)
    if not returned:
        return True
    ranked = sorted(wagers.items(), key=lambda item: item[1], reverse=True)
    top, chips = ranked[0] if ranked else (0, 0)
    runner_up = ranked[1][1] if len(ranked) > 1 else 0
    if chips - runner_up < returned:
        return False
    wagers[top] = chips - returned
    return True


def _usual_award(hand: HandView, pots: Sequence[Pot], strengths: Mapping[int, int]) -> dict[int, int]:
    """The award without the rule, as limit A-5 gives it: best low wins, ties split clockwise from the button.

    :raises ValueError: the ``chip-unit`` option is not a whole number of chips.
    """
    unit = hand.options.get(CHIP_UNIT.name, 1)
    if not isinstance(unit, int) or isinstance(unit, bool):
        raise ValueError(f"option {CHIP_UNIT.name!r} must be a whole number of chips, not {unit!r}")
    button = hand.table.button if hand.table.button is not None else max(hand.seats)
    return award_pots(pots, strengths, high_order=lambda tied: clockwise_order(tied, button, MAX_SEATS), unit=unit)


def _moved(award: dict[int, int], winner: int, refunds: Mapping[int, int]) -> dict[int, int] | None:
    """Move the refunds from the winner's share to their owners; None when there is nothing to move."""
    total = sum(refunds.values())
    if not total or award.get(winner, 0) < total:
        return None
    moved = dict(award)
    moved[winner] -= total
    for seat, chips in refunds.items():
        moved[seat] = moved.get(seat, 0) + chips
    return {seat: chips for seat, chips in moved.items() if chips}
