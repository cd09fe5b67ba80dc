"""Every wager rule of both rulebooks, asked at a real hand: its kind, citations, remedy and corrected amount, and
what the hand does after it (the seat's chips, who acts next)."""

from __future__ import annotations

import pytest

from floorcall import (
    BetOrRaisedTo,
    BringInPosted,
    CheckedOrCalled,
    DecisionMade,
    Hand,
    RulingKind,
    SaidAmount,
    SaidCall,
    SaidCheck,
    SaidPot,
    SaidRaise,
    SaidTotal,
    Street,
    WagerStandsAs,
)
from tests.stud.stud_helpers import door_script, play_to_street, scripted_hand
from tests.wagers.wager_helpers import actor, chip_total, chips, dealt, floor, raise_to, wager


def _nl(book: str, stacks: list[int] | None = None) -> Hand:
    return dealt("nlhe", book, stacks)


def _short_all_in(game: str, book: str, all_in: int) -> tuple[Hand, int]:
    """Seat 3 raises to 400, seat 4 goes all in short for ``all_in``, the others call: seat 3 acts again."""
    hand = dealt(game, book, [20000, 20000, 20000, all_in, 20000, 20000])
    first = actor(hand)
    raise_to(hand, 400)
    raise_to(hand, all_in)
    while actor(hand) != first:
        hand.apply(CheckedOrCalled(seat=actor(hand)))
    return hand, first


def _flop(book: str) -> Hand:
    """Everyone calls the big blind and the big blind checks: the flop is dealt and the first seat acts."""
    hand = _nl(book)
    street = hand.street
    while hand.street == street:
        hand.apply(CheckedOrCalled(seat=actor(hand)))
    from tests.wagers.wager_helpers import to_betting

    return to_betting(hand)


def _capped(book: str) -> Hand:
    hand = dealt("lhe", book)
    while hand.expected().options.bet_to:
        raise_to(hand, hand.expected().options.bet_to[0])
    return hand


def _stud(book: str) -> Hand:
    return dealt("stud", book)


def _after_bring_in(book: str) -> Hand:
    hand = _stud(book)
    hand.apply(BringInPosted(seat=actor(hand)))
    return hand


def _ruled(hand: Hand, event):
    before, seat = chip_total(hand), event.seat
    stack = hand.seats[seat].stack
    ruling = hand.apply(event)
    assert ruling is not None
    assert chip_total(hand) == before  # every correction conserves chips
    return ruling, stack - hand.seats[seat].stack


TDA = "tda-2024"
RROP = "rrop"

# (id, book, hand, event, citations, expected remedy as (action, total), chips the seat puts in)
CASES = [
    (
        "TDA2024-40C",
        TDA,
        _nl,
        lambda h: wager(h, said=SaidAmount(meanings=(300,))),
        ("TDA2024-40C", "TDA2024-43A"),
        ("bet_raise_to", 400),
    ),
    (
        "TDA2024-43A",
        TDA,
        _nl,
        lambda h: wager(h, chips(100, 100, 100), said=SaidRaise()),
        ("TDA2024-43A",),
        ("bet_raise_to", 400),
    ),
    (
        "TDA2024-43B",
        TDA,
        _nl,
        lambda h: wager(h, chips(500, 500), said=SaidTotal(amount=800)),
        ("TDA2024-43B",),
        ("bet_raise_to", 800),
    ),
    ("TDA2024-44", TDA, _nl, lambda h: wager(h, chips(5000)), ("TDA2024-44",), ("check_call", 200)),
    (
        "TDA2024-45",
        TDA,
        _nl,
        lambda h: wager(h, chips(100, 100, 100)),
        ("TDA2024-45", "TDA2024-43A"),
        ("bet_raise_to", 400),
    ),
    (
        "TDA2024-45",
        TDA,
        _nl,
        lambda h: wager(h, chips(100, 100, 25)),
        ("TDA2024-45", "TDA2024-43A"),
        ("check_call", 200),
    ),
    (
        "TDA2024-52A",
        TDA,
        _nl,
        lambda h: BetOrRaisedTo(seat=actor(h), amount=300),
        ("TDA2024-52A",),
        ("bet_raise_to", 400),
    ),
    (
        "TDA2024-52B",
        TDA,
        lambda b: dealt("plo", b),
        lambda h: BetOrRaisedTo(seat=actor(h), amount=5000),
        ("TDA2024-52B",),
        ("bet_raise_to", 700),
    ),
    (
        "TDA2024-54B",
        TDA,
        lambda b: dealt("plo", b),
        lambda h: wager(h, said=SaidPot()),
        ("TDA2024-54B",),
        ("bet_raise_to", 700),
    ),
    ("TDA2024-54D", TDA, _nl, lambda h: wager(h, said=SaidPot()), ("TDA2024-54D",), ("bet_raise_to", 400)),
    ("TDA2024-55", TDA, _flop, lambda h: wager(h, chips(200), said=SaidCall()), ("TDA2024-55",), ("check_call", 0)),
    ("TDA2024-55", TDA, _flop, lambda h: wager(h, said=SaidRaise()), ("TDA2024-55",), ("bet_raise_to", 200)),
    (
        "TDA2024-56",
        TDA,
        _nl,
        lambda h: wager(h, chips(200, returned=True), chips(400)),
        ("TDA2024-56",),
        ("check_call", 200),
    ),
    (
        "TDA2024-56",
        TDA,
        _nl,
        lambda h: wager(h, chips(500, returned=True), chips(500), said=SaidTotal(amount=1000)),
        ("TDA2024-56",),
        ("bet_raise_to", 1000),
    ),
    (
        "TDA2024-57",
        TDA,
        _nl,
        lambda h: wager(h, said=SaidAmount(meanings=(500, 5000))),
        ("TDA2024-57", "TDA2024-40C"),
        ("bet_raise_to", 500),
    ),
    (
        "TDA2024-48",
        TDA,
        _capped,
        lambda h: BetOrRaisedTo(seat=actor(h), amount=h.betting.current_bet + 200),
        ("TDA2024-48",),
        ("check_call", None),
    ),
    (
        "WSOP24T-7CS.3",
        TDA,
        _after_bring_in,
        lambda h: wager(h, chips(100, 100), said=SaidRaise()),
        ("WSOP24T-7CS.3",),
        ("bet_raise_to", 200),
    ),
    ("FACT-2", TDA, _stud, lambda h: CheckedOrCalled(seat=actor(h)), ("FACT-2",), ("bring_in", 50)),
    (
        "FLOORCALL-DEFAULT-11",
        TDA,
        _nl,
        lambda h: BetOrRaisedTo(seat=actor(h), amount=30000),
        ("FLOORCALL-DEFAULT-11",),
        ("bet_raise_to", 20000),
    ),
    # a bet of more than his stack where the structure's limit is lower still: over the limit, never "all in"
    (
        "FLOORCALL-DEFAULT-10",
        TDA,
        lambda b: dealt("lhe", b),
        lambda h: BetOrRaisedTo(seat=actor(h), amount=30000),
        ("FLOORCALL-DEFAULT-10",),
        ("bet_raise_to", 400),
    ),
    (
        "TDA2024-52B",
        TDA,
        lambda b: dealt("plo", b),
        lambda h: BetOrRaisedTo(seat=actor(h), amount=30000),
        ("TDA2024-52B",),
        ("bet_raise_to", 700),
    ),
    # in limit, a stack under the bet size: all in
    (
        "FLOORCALL-DEFAULT-11",
        TDA,
        lambda b: dealt("lhe", b, [20000, 20000, 300, 20000, 20000, 20000]),
        lambda h: BetOrRaisedTo(seat=actor(h), amount=30000),
        ("FLOORCALL-DEFAULT-11",),
        ("bet_raise_to", 300),
    ),
    (
        "RROP-NL-3",
        RROP,
        _nl,
        lambda h: BetOrRaisedTo(seat=actor(h), amount=300),
        ("RROP-NL-3", "RROP-BET-5"),
        ("bet_raise_to", 400),
    ),
    (
        "RROP-BET-5",
        RROP,
        lambda b: dealt("lhe", b),
        lambda h: BetOrRaisedTo(seat=actor(h), amount=300),
        ("RROP-BET-5",),
        ("bet_raise_to", 400),
    ),
    (
        "RROP-BET-3",
        RROP,
        _capped,
        lambda h: BetOrRaisedTo(seat=actor(h), amount=h.betting.current_bet + 200),
        ("RROP-BET-3",),
        ("check_call", None),
    ),
    (
        "RROP-STUD-3",
        RROP,
        _after_bring_in,
        lambda h: wager(h, chips(100, 100), said=SaidRaise()),
        ("RROP-STUD-3",),
        ("bet_raise_to", 200),
    ),
    (
        "RROP-STUD-3",
        RROP,
        _after_bring_in,
        lambda h: BetOrRaisedTo(seat=actor(h), amount=120),
        ("RROP-STUD-3",),
        ("bet_raise_to", 200),
    ),
    ("WSOP24L-137", RROP, _nl, lambda h: wager(h, chips(5000)), ("WSOP24L-137",), ("check_call", 200)),
    (
        "WSOP24L-179",
        RROP,
        _nl,
        lambda h: wager(h, chips(100, 100, 100)),
        ("WSOP24L-179", "RROP-BET-5"),
        ("bet_raise_to", 400),
    ),
    (
        "WSOP24L-136",
        RROP,
        _nl,
        lambda h: wager(h, chips(200, returned=True), chips(400)),
        ("WSOP24L-136",),
        ("check_call", 200),
    ),
    (
        "FLOORCALL-DEFAULT-12",
        RROP,
        _nl,
        lambda h: wager(h, said=SaidPot()),
        ("FLOORCALL-DEFAULT-12",),
        ("bet_raise_to", 400),
    ),
    (
        "FLOORCALL-DEFAULT-10",
        RROP,
        lambda b: dealt("plo", b),
        lambda h: BetOrRaisedTo(seat=actor(h), amount=5000),
        ("FLOORCALL-DEFAULT-10",),
        ("bet_raise_to", 700),
    ),
    (
        "FLOORCALL-DEFAULT-10",
        RROP,
        lambda b: dealt("lhe", b),
        lambda h: BetOrRaisedTo(seat=actor(h), amount=30000),
        ("FLOORCALL-DEFAULT-10",),
        ("bet_raise_to", 400),
    ),
    (
        "FLOORCALL-DEFAULT-11",
        RROP,
        _nl,
        lambda h: BetOrRaisedTo(seat=actor(h), amount=30000),
        ("FLOORCALL-DEFAULT-11",),
        ("bet_raise_to", 20000),
    ),
]


@pytest.mark.parametrize(
    ("rule_id", "book", "make", "event", "cited", "remedy"), CASES, ids=[f"{c[1]}:{c[0]}" for c in CASES]
)
def test_the_rule_gives_its_ruling_and_the_hand_takes_the_corrected_amount(rule_id, book, make, event, cited, remedy):
    hand = make(book)
    made = event(hand)
    seat, in_front = made.seat, hand.betting.wagers[made.seat]
    call_to = hand.betting.current_bet
    ruling, moved = _ruled(hand, made)
    action, total = remedy
    total = call_to if total is None else total
    assert ruling.kind is RulingKind.CONTINUE
    assert ruling.citations == cited
    assert ruling.remedies == (WagerStandsAs(seat=seat, action=action, to=total),)
    assert hand.events[-1].ruled_by == f"{book}/{rule_id}"
    assert moved == total - in_front if action != "check_call" else moved == max(total - in_front, 0)


@pytest.mark.parametrize("book", [TDA, RROP])
def test_check_facing_a_bet_leaves_only_call_or_fold(book):
    hand = _nl(book)
    seat = actor(hand)
    ruling, moved = _ruled(hand, wager(hand, said=SaidCheck()))
    assert ruling.kind is RulingKind.PLAYER_OPTION and ruling.decided_by == seat and moved == 0
    assert [o.name for o in ruling.options] == ["call", "fold"]
    assert ruling.citations == (("TDA2024-55",) if book == TDA else ("FLOORCALL-DEFAULT-12",))
    hand.apply(DecisionMade(option="call", seat=seat))
    assert hand.betting.wagers[seat] == 200 and actor(hand) != seat


@pytest.mark.parametrize(
    ("book", "game", "all_in", "cited"),
    [
        (TDA, "nlhe", 450, ("TDA2024-47A",)),
        (TDA, "lhe", 450, ("TDA2024-47B",)),
        (RROP, "nlhe", 450, ("RROP-NL-5", "RROP-NL-3")),
        (RROP, "lhe", 450, ("RROP-BET-6",)),
    ],
)
def test_a_short_all_in_does_not_reopen_the_betting_so_the_raise_is_a_call(book, game, all_in, cited):
    hand, seat = _short_all_in(game, book, all_in)
    ruling, moved = _ruled(hand, BetOrRaisedTo(seat=seat, amount=1000))
    assert ruling.citations == cited
    assert ruling.remedies == (WagerStandsAs(seat=seat, action="check_call", to=all_in),)
    assert moved == all_in - 400


def test_rrop_nl_4_a_raise_over_a_short_all_in_adds_a_full_raise_to_it():
    hand = _nl(RROP, [20000, 20000, 20000, 450, 20000, 20000])
    raise_to(hand, 400)
    raise_to(hand, 450)  # seat 4 all in, short of a full raise
    seat = actor(hand)
    ruling, moved = _ruled(hand, BetOrRaisedTo(seat=seat, amount=500))
    assert ruling.citations == ("RROP-NL-4", "RROP-NL-3")
    assert ruling.remedies == (WagerStandsAs(seat=seat, action="bet_raise_to", to=650),)  # 450 + the full 200
    assert moved == 650


def test_rrop_stud_2_the_bring_in_may_post_or_complete_but_not_call():
    hand = _stud(RROP)
    seat = actor(hand)
    ruling, moved = _ruled(hand, CheckedOrCalled(seat=seat))
    assert ruling.kind is RulingKind.PLAYER_OPTION and moved == 0
    assert ruling.citations == ("RROP-STUD-1", "RROP-STUD-2")
    assert [(o.name, o.remedies) for o in ruling.options] == [
        ("bring_in", (WagerStandsAs(seat=seat, action="bring_in", to=50),)),
        ("complete", (WagerStandsAs(seat=seat, action="bet_raise_to", to=200),)),
    ]
    hand.apply(DecisionMade(option="complete", seat=seat))
    assert hand.betting.wagers[seat] == 200


def test_rrop_stud_2_chips_between_the_bring_in_and_the_full_bet():
    hand = _stud(RROP)
    seat = actor(hand)
    ruling, moved = _ruled(hand, wager(hand, chips(100)))  # 50 over the bring-in: under half of the 150 to complete
    assert ruling.citations == ("RROP-STUD-2",)
    assert ruling.remedies == (WagerStandsAs(seat=seat, action="bring_in", to=50),) and moved == 50


@pytest.mark.parametrize(("book", "cited", "total"), [(TDA, "TDA2024-52A", 800), (RROP, "FLOORCALL-DEFAULT-10", 400)])
def test_a_wager_between_an_open_pairs_two_bet_sizes_is_put_at_one_of_them(book, cited, total):
    """Case 029's fourth street with the open-pair option: 400 or 800 may be bet, and 600 goes out in chips.

    TDA corrects it to the larger size (52-A, an under-sized big bet); Robert's Rules keeps the smaller, the largest
    legal total the chips reach (the project default for a wager over the limit), the rest going back.
    """
    script = door_script({1: "Ad", 3: "8h", 6: "Kd"}, later={1: "7s", 3: "8c", 6: "2h"})
    stacks = {1: 5000, 3: 5000, 6: 5000}
    hand, dealer, _ = scripted_hand(floor("stud", book), "stud", stacks, script, options=(("open-pair-double", True),))
    expected = play_to_street(hand, dealer, Street.FOURTH)
    assert expected.options.bet_to == (400, 800)
    ruling, moved = _ruled(hand, wager(hand, chips(500, 100)))
    assert ruling.citations == (cited,)
    assert ruling.remedies == (WagerStandsAs(seat=expected.seat, action="bet_raise_to", to=total),)
    assert moved == total
    assert ruling.message.params["total"] == total and "between the two bet sizes" in ruling.explanation
