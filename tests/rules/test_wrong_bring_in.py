"""A wrong bring-in noticed only after the players after him acted (WSOP24T-7CS.2 under tda-2024, WSOP24L-218 under
rrop), in stud, razz and stud8: the report is checked against the log, the action stands and every chip stays put.

The engine names the bring-in from the door cards it knows, so it can only get it wrong when the door card that
should have brought in was unknown to it (``??``): seat 2's here, which turns out to be the worst card.
"""

import pytest

from floorcall import (
    BringInPosted,
    Card,
    CheckedOrCalled,
    InvalidEventError,
    IrregularityReported,
    RulingKind,
    Street,
    WrongBringIn,
)
from floorcall.model.expectations import ExpectAction
from tests.rules.stud_rules import Script, chips_in_play, door_cards, start

DOORS = {
    "stud": ({1: "Kd", 2: "??", 3: "9h", 4: "Qs"}, Card.FOUR_CLUBS),
    "stud8": ({1: "Kd", 2: "??", 3: "9h", 4: "Qs"}, Card.FOUR_CLUBS),
    "razz": ({1: "5d", 2: "??", 3: "9h", 4: "3s"}, Card.KING_CLUBS),
}
CITED = {"tda-2024": ("WSOP24T-7CS.2", "TDA2024-1"), "rrop": ("WSOP24L-218", "WSOP24T-7CS.2")}


def _after_the_bring_in(book, game, acted=2):
    """Seat 3 (the worst door card the engine can see) brings in; ``acted`` players after him call."""
    doors, _ = DOORS[game]
    hand = start(book, game, {seat: 5000 for seat in doors})
    expectation = Script(door_cards(doors)).deal(hand)
    assert isinstance(expectation, ExpectAction) and expectation.seat == 3 and hand.bring_in_seat == 3
    hand.apply(BringInPosted(seat=3))
    for _ in range(acted):
        hand.apply(CheckedOrCalled(seat=hand.expected().seat))
    return hand


def _claim(game, **fields):
    return WrongBringIn(**{"seat": 3, "proper_seat": 2, "card": DOORS[game][1], "street": Street.THIRD, **fields})


@pytest.mark.parametrize("book", sorted(CITED))
@pytest.mark.parametrize("game", sorted(DOORS))
def test_a_wrong_bring_in_the_next_players_acted_on_stands(book, game):
    hand = _after_the_bring_in(book, game)
    chips, due = chips_in_play(hand), hand.expected()
    ruling = hand.apply(IrregularityReported(irregularity=_claim(game)))
    assert ruling.kind is RulingKind.CONTINUE and ruling.citations == CITED[book] and ruling.remedies == ()
    assert hand.expected() == due  # play goes on in turn: seat 2 owes no bring-in, only what the others owe
    assert hand.seats[2].contributed == 100  # his ante only: the bring-in he should have posted is not asked of him
    assert chips_in_play(hand) == chips
    while isinstance(expectation := hand.expected(), ExpectAction) and expectation.street is Street.THIRD:
        hand.apply(CheckedOrCalled(seat=expectation.seat))
    assert chips_in_play(hand) == chips


@pytest.mark.parametrize(
    ("fields", "acted", "field"),
    [
        ({}, 0, "seat"),  # nobody acted after him yet: the action still goes back (the out-of-turn rules)
        ({"seat": 4}, 2, "seat"),  # seat 4 did not bring in
        ({"proper_seat": 3}, 2, "proper_seat"),
        ({"proper_seat": 1}, 2, "card"),  # seat 1's door card is known, and it is not the one reported
        ({"card": Card.ACE_SPADES}, 2, "card"),  # that card would not have brought in
        ({"card": Card.KING_DIAMONDS}, 2, "card"),  # a card another seat shows
        ({"proper_seat": 7}, 2, "proper_seat"),  # nobody sits there
    ],
)
@pytest.mark.parametrize("game", ["stud", "razz"])
def test_a_wrong_bring_in_report_the_log_contradicts_is_refused_and_changes_nothing(game, fields, acted, field):
    hand = _after_the_bring_in("rrop", game, acted=acted)
    if game == "razz" and fields.get("card") is Card.ACE_SPADES:
        fields = {"card": Card.TWO_SPADES}  # in razz a deuce would not bring in either
    if game == "razz" and fields.get("card") is Card.KING_DIAMONDS:
        fields = {"card": Card.FIVE_DIAMONDS}
    before = list(hand.events)
    with pytest.raises(InvalidEventError, match=field):
        hand.apply(IrregularityReported(irregularity=_claim(game, **fields)))
    assert hand.events == before
