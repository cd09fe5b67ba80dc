"""More flop-game board rulings: Robert's Rules' premature turn (case 054, RROP-HE-4) and the exposed burn card
(FLOORCALL-DEFAULT-2) and the missed flop burn before any action (WSOP24L-164).

Hands are NLHE dealt from a seeded shuffle; the state after each ruling (board, burns, stub, what comes next) is
checked as well as the ruling.
"""

import pytest

from floorcall import BetOrRaisedTo, BoardCardDealt, BurnExposed, CardBurned, Hand, IrregularityReported, Street
from floorcall._engine.deck import Zone
from floorcall.model.expectations import ExpectAction, ExpectBoardCard, ExpectBurn
from tests.rules.general_helpers import (
    act,
    call,
    deal_out,
    finish,
    floor,
    play_to,
    stacks_plus_pot,
    start,
    to_board_card,
)
from tests.rules.harness import answer, assert_ruling, load_case

SEATS = {2: 20000, 4: 20000, 6: 20000}


def _premature_turn(seed, *, early_burn=False):
    """An rrop NLHE hand (button 6): seats 2 and 4 act on the flop, then the turn card comes out early."""
    hand = start(floor("nlhe", "rrop"), "nlhe", SEATS, button=6, seed=seed)
    play_to(hand, Street.FLOP)
    act(hand, BetOrRaisedTo(seat=2, amount=2000), call(4))
    if early_burn:
        hand.apply(CardBurned(card=hand.next_card))
    early = hand.next_card
    return hand, early, hand.apply(BoardCardDealt(card=early))


def test_rrop_he_4_premature_turn_is_set_aside_case_054(shared_dir):
    case = load_case(shared_dir, "054")
    hand, early, ruling = _premature_turn(1)
    assert_ruling(ruling, answer(case, "rrop"))
    assert ruling.citations == ("RROP-HE-4",)
    assert ruling.remedy_names == ("set_aside_premature_card", "reshuffle_premature_card", "deal_without_burn")
    assert hand.tracker.zone_of(early)[0] is Zone.ASIDE
    assert len(hand.board) == 3 and len(hand.burns) == 1
    chips = stacks_plus_pot(hand)
    exp = hand.expected()
    assert isinstance(exp, ExpectAction) and exp.seat == 6 and exp.street is Street.FLOP
    act(hand, call(6))
    assert isinstance(hand.expected(), ExpectBurn)  # the turn is burned as usual
    following = hand.next_card
    deal_out(hand)
    assert len(hand.burns) == 2 and len(hand.board) == 4
    assert hand.burns[-1] is following and early not in hand.board
    assert hand.tracker.zone_of(early)[0] is Zone.ASIDE  # still out through the turn round
    stub = hand.tracker.stub
    exp = to_board_card(hand, Street.RIVER)
    assert isinstance(exp, ExpectBoardCard) and len(hand.burns) == 2  # the river has no burn
    assert hand.tracker.zone_of(early)[0] is Zone.STUB and hand.tracker.stub == stub + 1
    assert all(hand.tracker.zone_of(c)[0] is Zone.BURN for c in hand.burns)
    assert stacks_plus_pot(hand) == chips
    deal_out(hand)
    assert len(hand.board) == 5 and len(hand.burns) == 2
    finish(hand)
    assert sum(hand.stacks.values()) == sum(SEATS.values())


def test_rrop_he_4_reshuffle_puts_back_only_the_set_aside_card():
    """Before the river the stub takes back the set-aside card and nothing else: burns and board stay out."""
    hand, early, _ = _premature_turn(5)
    to_board_card(hand, Street.RIVER)
    out = {*hand.board, *hand.burns} | {c for s in hand.seats.values() for c in s.cards}
    assert early not in out and hand.tracker.zone_of(early)[0] is Zone.STUB
    assert hand.tracker.stub == 52 - len(out)
    assert hand.tracker.cards_in(Zone.ASIDE) == []


def test_rrop_he_4_early_burn_stands_as_the_turn_burn():
    """Case 054 as written: the turn's burn was taken early, so it stands and the turn takes no second burn."""
    hand, early, ruling = _premature_turn(2, early_burn=True)
    assert ruling.citations == ("RROP-HE-4",)
    act(hand, call(6))
    deal_out(hand)
    assert len(hand.burns) == 2 and len(hand.board) == 4 and early not in hand.board
    to_board_card(hand, Street.RIVER)
    assert len(hand.burns) == 2 and hand.tracker.zone_of(early)[0] is Zone.STUB


def test_rrop_he_4_premature_turn_replays_the_same():
    hand, _, _ = _premature_turn(3)
    finish(hand)
    again = Hand.from_events(hand.floor, hand.events)
    assert again.board == hand.board and again.burns == hand.burns and again.stacks == hand.stacks


def test_rrop_premature_river_is_reshuffled_at_once():
    hand = start(floor("nlhe", "rrop"), "nlhe", SEATS, button=6, seed=4)
    play_to(hand, Street.TURN)
    act(hand, BetOrRaisedTo(seat=2, amount=400))
    early = hand.next_card
    ruling = hand.apply(BoardCardDealt(card=early))
    assert ruling.remedy_names == ("reshuffle_premature_card", "deal_without_burn")
    assert hand.tracker.zone_of(early)[0] is Zone.STUB


def _to_flop_burn(hand):
    """Deal and call through the preflop round until the flop's burn is due."""
    while not isinstance(hand.expected(), ExpectBurn):
        exp = hand.expected()
        if isinstance(exp, ExpectAction):
            hand.apply(call(exp.seat))
        else:
            deal_out(hand)
    assert hand.street is Street.FLOP


def _burn_flop(book, seed, options=()):
    """An NLHE hand at the flop's burn: the burn is taken, then the dealer reports it exposed."""
    hand = start(floor("nlhe", book), "nlhe", SEATS, button=6, seed=seed, options=options)
    _to_flop_burn(hand)
    burned = hand.next_card
    hand.apply(CardBurned(card=burned))
    chips = stacks_plus_pot(hand)
    ruling = hand.apply(IrregularityReported(irregularity=BurnExposed(card=burned, street=Street.FLOP)))
    assert stacks_plus_pot(hand) == chips
    return hand, burned, ruling


@pytest.mark.parametrize("book", ["tda-2024", "rrop"])
def test_floorcall_default_2_exposed_burn_is_kept_and_shown(book):
    hand, burned, ruling = _burn_flop(book, 6)
    assert ruling.kind.value == "continue" and ruling.remedies == ()
    assert ruling.citations == ("FLOORCALL-DEFAULT-2",)
    assert hand.burns == [burned] and hand.tracker.zone_of(burned)[0] is Zone.BURN
    assert hand.expected() == ExpectBoardCard(street=Street.FLOP, remaining=3)  # no extra burn
    deal_out(hand)
    assert len(hand.board) == 3 and hand.burns == [burned]
    finish(hand)
    assert sum(hand.stacks.values()) == sum(SEATS.values())


@pytest.mark.parametrize("book", ["tda-2024", "rrop"])
def test_floorcall_default_2_exposed_burn_reshuffled_into_stub(book):
    hand, burned, ruling = _burn_flop(book, 7, options=(("exposed-burn", "reshuffle-into-stub"),))
    stub = hand.tracker.stub
    assert ruling.kind.value == "continue" and ruling.remedy_names == ("burn_replaced",)
    assert ruling.citations == ("FLOORCALL-DEFAULT-2", "TDA2024-39D")
    assert hand.burns == [] and hand.tracker.zone_of(burned)[0] is Zone.STUB
    assert isinstance(hand.expected(), ExpectBurn) and hand.street is Street.FLOP  # the dealer burns again
    hand.apply(CardBurned(card=hand.next_card))
    assert len(hand.burns) == 1 and hand.tracker.stub == stub - 1
    deal_out(hand)
    assert len(hand.board) == 3 and len(hand.burns) == 1
    finish(hand)
    assert sum(hand.stacks.values()) == sum(SEATS.values())


def test_floorcall_default_2_reshuffle_option_keeps_a_burn_reported_late():
    """Once the flop is out the exposed burn cannot go back: it stays, as under the default."""
    options = (("exposed-burn", "reshuffle-into-stub"),)
    hand = start(floor("nlhe", "rrop"), "nlhe", SEATS, button=6, seed=8, options=options)
    exp = play_to(hand, Street.FLOP)
    assert isinstance(exp, ExpectAction)
    first_burn = hand.burns[0]
    board = list(hand.board)
    ruling = hand.apply(IrregularityReported(irregularity=BurnExposed(card=first_burn, street=Street.FLOP)))
    assert ruling.citations == ("FLOORCALL-DEFAULT-2",) and ruling.remedies == ()
    assert hand.burns == [first_burn] and hand.board == board
    assert hand.tracker.zone_of(first_burn)[0] is Zone.BURN


def test_wsop_2024_l164_rrop_flop_card_turned_without_burn_is_reshuffled():
    hand = start(floor("nlhe", "rrop"), "nlhe", SEATS, button=6, seed=9)
    _to_flop_burn(hand)
    first = hand.next_card
    stub, chips = hand.tracker.stub, stacks_plus_pot(hand)
    ruling = hand.apply(BoardCardDealt(card=first))
    assert ruling.kind.value == "continue" and ruling.citations == ("WSOP24L-164",)
    assert ruling.remedy_names == ("reshuffle_premature_card",)
    assert hand.board == [] and hand.burns == [] and hand.tracker.zone_of(first)[0] is Zone.STUB
    assert hand.tracker.stub == stub and stacks_plus_pot(hand) == chips
    assert isinstance(hand.expected(), ExpectBurn) and hand.street is Street.FLOP  # burn, then the flop
    deal_out(hand)
    assert len(hand.burns) == 1 and len(hand.board) == 3
    assert isinstance(hand.expected(), ExpectAction) and hand.expected().street is Street.FLOP
    finish(hand)
    assert sum(hand.stacks.values()) == sum(SEATS.values())
    again = Hand.from_events(hand.floor, hand.events)
    assert again.board == hand.board and again.burns == hand.burns
