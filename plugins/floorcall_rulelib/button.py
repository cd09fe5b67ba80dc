"""Stakes and blinds both books answer alike: a change of stakes during a hand, and a limp in single draw.

Both books follow TDA 2024 here (rule 23 for a new level or stakes, RP-17 for limping), each under its own ID
where it has one. A hand keeps the stakes it started at; a hand dealt at the old stakes by mistake is dealt again
at the new ones while the book's action threshold has not been reached (``hand.substantial_action``).

Two procedures both books cite in their own IDs and words (:func:`misplaced_button_rule`,
:func:`short_blind_rule`): a button at the wrong seat is put right by dealing again while the action threshold has
not been reached, and the hand plays on after it; a big blind all in for less leaves the blind its full size.
"""

from __future__ import annotations

from collections.abc import Callable

from floorcall import (
    AnyRemedy,
    ButtonMisplaced,
    ButtonNextHand,
    HandView,
    LevelChanged,
    LimpDisputed,
    RedealAtStakes,
    RedealWithButton,
    Ruling,
    RulingKind,
    ShortBlindCalled,
)
from floorcall.rulekit import Message, Rule, rule
from floorcall_rulelib.messages import msg

__all__ = ["ButtonWords", "level_changed", "limp_disputed", "misplaced_button_rule", "short_blind_rule"]

ButtonWords = Callable[[int, int, bool], Message]
"""``(button's seat, proper seat, heads-up) -> Message``: the book's words for one branch of the rule."""


def misplaced_button_rule(
    rule_id: str,
    redeal: tuple[tuple[str, ...], ButtonWords],
    play_on: tuple[tuple[str, ...], ButtonWords],
    *,
    heads_up: tuple[str, ...] = (),
    moves_next_hand: bool,
) -> Rule:
    """The rule on a button at the wrong seat, as the book cites and says it.

    While the book's action threshold has not been reached (or outside a hand) every chip goes back and the hand is
    dealt again with the button at its proper seat (a misdeal); after it the hand plays on as dealt.

    :param rule_id: the book's ID for the rule.
    :param redeal: the book's citations and words for the redeal.
    :param play_on: the book's citations and words for a hand that plays on.
    :param heads_up: what the redeal cites besides, heads-up (where the button posts the small blind).
    :param moves_next_hand: the book sends the next hand's button to the proper seat (else it moves on from where it
        is, a dead button).
    :returns: the rule, in every game.
    """

    def button_misplaced(irregularity: ButtonMisplaced, hand: HandView | None) -> Ruling | None:
        button, proper = irregularity.button, irregularity.proper_button
        two = hand is not None and len(hand.seats) == 2
        if hand is None or not hand.substantial_action:
            cited, words = redeal
            return Ruling(
                kind=RulingKind.MISDEAL,
                remedies=(RedealWithButton(button=proper),),
                citations=(*cited, *heads_up) if two else cited,
                message=words(button, proper, two),
            )
        cited, words = play_on
        remedies: tuple[AnyRemedy, ...] = (ButtonNextHand(button=proper),) if moves_next_hand else ()
        return Ruling(kind=RulingKind.CONTINUE, remedies=remedies, citations=cited, message=words(button, proper, two))

    button_misplaced.__doc__ = misplaced_button_rule.__doc__
    return Rule(rule_id, (ButtonMisplaced,), button_misplaced)


def short_blind_rule(rule_id: str, cited: tuple[str, ...], words: Callable[[int], Message]) -> Rule:
    """The rule on a big blind posted all in for less: the amount to call and the raises keep the full blind's size.

    :param rule_id: the book's ID for the rule.
    :param cited: what the ruling cites.
    :param words: the book's words, given the seat that is to act.
    :returns: the rule (REFUSED: the bets do not shrink), in every game.
    """

    def short_blind_called(irregularity: ShortBlindCalled, hand: HandView | None) -> Ruling | None:
        return Ruling(kind=RulingKind.REFUSED, citations=cited, message=words(irregularity.seat))

    short_blind_called.__doc__ = short_blind_rule.__doc__
    return Rule(rule_id, (ShortBlindCalled,), short_blind_called)


@rule("TDA2024-23", LevelChanged)
def level_changed(irregularity: LevelChanged, hand: HandView | None) -> Ruling | None:
    """TDA2024-23: a hand finishes at the stakes it started at; one started at the old stakes by mistake is redealt.

    :param irregularity: the change of stakes (whether it began before the hand started, the new stakes).
    :param hand: the hand, or None outside one.
    :returns: REFUSED (the hand keeps its stakes) or MISDEAL (dealt again at the new stakes), in every game.
    """
    if not irregularity.began_before_start:
        return Ruling(
            kind=RulingKind.REFUSED,
            citations=("TDA2024-23",),
            message=msg(
                "rulelib.level.next_hand",
                "The new stakes began after this hand started, so the hand finishes at the stakes it was dealt at; "
                "the new blinds and antes apply from the next hand.",
            ),
        )
    if hand is not None and hand.substantial_action:
        return Ruling(
            kind=RulingKind.REFUSED,
            citations=("TDA2024-23",),
            message=msg(
                "rulelib.level.stands",
                "The hand was dealt at the old stakes by mistake, but the action has gone too far to deal it again: "
                "it finishes at the old stakes, and the new ones apply from the next hand.",
            ),
        )
    return Ruling(
        kind=RulingKind.MISDEAL,
        remedies=(RedealAtStakes(stakes=irregularity.stakes),),
        citations=("TDA2024-23",),
        message=msg(
            "rulelib.level.redeal",
            "The new stakes were already in force when this hand was dealt and the action has not gone far: every "
            "chip goes back and the hand is dealt again at the new blinds and antes.",
        ),
    )


@rule("TDA2024-RP17", LimpDisputed)
def limp_disputed(irregularity: LimpDisputed, hand: HandView | None) -> Ruling | None:
    """TDA2024-RP17: limping is allowed in single draw; the call of the big blind stands.

    :param irregularity: the disputed limp (the seat that called the big blind).
    :param hand: the hand, or None outside one.
    :returns: REFUSED: the call stands.
    """
    return Ruling(
        kind=RulingKind.REFUSED,
        citations=("TDA2024-RP17",),
        message=msg(
            "rulelib.limp.allowed",
            "Seat {seat} may come in for just the big blind: limping is allowed in single-draw games, so his call "
            "stands.",
            seat=irregularity.seat,
        ),
    )
