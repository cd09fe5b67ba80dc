"""Helpers for the stud tests: a floor with the four stud games, and hands dealt from a per-seat script."""

from __future__ import annotations

import floorcall
import floorcall_stud.razz
import floorcall_stud.stud
import floorcall_stud.stud5
import floorcall_stud.stud8
from floorcall import (
    STANDARD_DECK,
    BringInPosted,
    BurnAndDealCommunity,
    CardBurned,
    CardDealt,
    CheckedOrCalled,
    DealToEachSeat,
    Folded,
    Hand,
    HandStarted,
    OptionSetting,
    ReshuffleStubWithBurns,
    RulebookSpec,
    Ruling,
    RulingKind,
    Stakes,
    StubShort,
    Table,
)
from floorcall.cards import parse_cards
from floorcall.model.expectations import ExpectAction, ExpectBurn, ExpectDeal
from floorcall.testing import make_floor

PLUGINS = {
    "stud": floorcall_stud.stud.plugin,
    "stud8": floorcall_stud.stud8.plugin,
    "razz": floorcall_stud.razz.plugin,
    "stud5": floorcall_stud.stud5.plugin,
}
GAMES = tuple(PLUGINS)
#: The stakes of the worked cases: ante 100, bring-in 100, 400/800.
CASE_STAKES = Stakes(ante=100, bring_in=100, small_bet=400, big_bet=800)


class ShortStubBook:
    """A test rulebook that rules only on a short stub on seventh street, as TDA RP-10-H does (FACT-4).

    Enough burns to deal everyone: they go back into the stub (H.A); else a community card from the stub when it
    holds three cards (H.B), or from the stub and the burns together (H.C).
    """

    @floorcall.hookimpl
    def floorcall_register_rulebooks(self, register):
        register(RulebookSpec(name="short-stub-book", description="rules on short stubs only"))

    @floorcall.hookimpl
    def floorcall_rule_irregularity(self, irregularity, hand):
        if not isinstance(irregularity, StubShort):
            return None
        burns = min(3, irregularity.burns)
        if irregularity.stub + burns >= irregularity.required:
            remedies, rule = (ReshuffleStubWithBurns(count=burns), DealToEachSeat()), "TDA2024-RP10-H.A"
        elif irregularity.stub >= 3:
            remedies, rule = (BurnAndDealCommunity(),), "TDA2024-RP10-H.B"
        else:
            remedies, rule = (ReshuffleStubWithBurns(count=burns), BurnAndDealCommunity()), "TDA2024-RP10-H.C"
        return Ruling(kind=RulingKind.CONTINUE, remedies=remedies, citations=(rule,), explanation="short stub")


def stud_floor(games=GAMES, options=None, extra=None, rulebook=None):
    """A fresh floor with the stud plugins given inline (no entry points needed).

    :param rulebook: ``"short-stub-book"`` to add :class:`ShortStubBook`, or None.
    """
    plugins = dict(PLUGINS)
    plugins["short-stub-book"] = ShortStubBook()
    plugins.update(extra or {})
    return make_floor(games=list(games), rulebook=rulebook, options=options, plugins=plugins, installed=False)


class ScriptedDeal:
    """Deal each seat its scripted cards in order; burns come from the cards nobody was scripted."""

    def __init__(self, script):
        self.cards = {seat: list(parse_cards(text)) for seat, text in script.items()}
        used = [card for cards in self.cards.values() for card in cards]
        assert len(used) == len(set(used)), "a card is scripted twice"
        self.spare = [card for card in STANDARD_DECK.cards if card not in used]

    def until_action(self, hand):
        """Deal and burn until the hand expects something else; return that expectation."""
        while True:
            exp = hand.expected()
            if isinstance(exp, ExpectDeal):
                hand.apply(CardDealt(seat=exp.seat, card=self.cards[exp.seat].pop(0), face_up=exp.face_up))
            elif isinstance(exp, ExpectBurn):
                hand.apply(CardBurned(card=self.spare.pop()))
            else:
                return exp


def scripted_hand(floor, game, stacks, script, stakes=CASE_STAKES, options=()):
    """Start a hand at a house-dealt table and deal its first street from ``script`` (seat -> cards in order).

    :param stacks: seat -> chips before the ante.
    :param options: (name, value) pairs set for this hand only.
    :returns: the hand and its dealer, with the first expectation after the deal.
    """
    started = HandStarted(
        game=game,
        table=Table.of(dict(stacks)),
        stakes=stakes,
        options=tuple(OptionSetting(name=name, value=value) for name, value in options),
    )
    hand = Hand(floor, started)
    dealer = ScriptedDeal(script)
    return hand, dealer, dealer.until_action(hand)


def passive(options):
    """The action of a player who posts the bring-in when he owes it, checks when he can, and otherwise calls."""
    if options.bring_in is not None and not options.can_fold:
        return BringInPosted(seat=options.seat)
    if options.can_check or options.call > 0:
        return CheckedOrCalled(seat=options.seat)
    return Folded(seat=options.seat)


def play_to_street(hand, dealer, street, action=passive):
    """Play (``action`` per actor, deals from ``dealer``) until the first action of ``street``; return it."""
    exp = dealer.until_action(hand)
    while not (isinstance(exp, ExpectAction) and exp.street is street):
        assert isinstance(exp, ExpectAction), exp
        hand.apply(action(exp.options))
        exp = dealer.until_action(hand)
    return exp


def door_script(doors, later=None):
    """A script with two filler downcards and the given door card per seat, then the seat's ``later`` cards.

    :param doors: seat -> door card.
    :param later: seat -> the cards dealt to him after third street, in order.
    :returns: seat -> cards in the order dealt; fillers are the lowest cards no seat was given.
    """
    later = later or {}
    taken = {card for text in (*doors.values(), *later.values()) for card in parse_cards(text)}
    filler = [card for card in STANDARD_DECK.cards if card not in taken]
    script = {}
    for seat in sorted(doors):
        first, second = filler.pop(0), filler.pop(0)
        script[seat] = f"{first}{second}{doors[seat]} {later.get(seat, '')}".strip()
    return script
