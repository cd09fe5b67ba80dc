"""Rebuys and add-ons: sold to a seated entry as the settings say (chips, how many, at what stack, up to which
level), their chips joining his stack and their money the prize pool; a refused one changes nothing."""

from __future__ import annotations

import pytest

from floorcall._app.mtt_text import event_line
from floorcall._tournament import Segment, Tournament, TournamentError
from floorcall._tournament.rebuild import rebuild
from floorcall._tournament.record import Bought
from floorcall._tournament.settings import PurchaseTerms
from floorcall.i18n import translator
from tests.tournament import support

# level 1 (20 minutes), a break, level 2, level 3: rebuys and the add-on are sold through level 2
_SCHEDULE = (Segment(20, 0), Segment(10, None), Segment(20, 1), Segment(20, 2))
_SOLD = PurchaseTerms(
    rebuys=2,
    rebuy_stack=800,
    rebuy_at_or_below=500,
    rebuy_levels=2,
    rebuy_buy_in=30,
    add_on_stack=1500,
    add_on_levels=2,
    add_on_buy_in=40,
)


_NONE = PurchaseTerms()


def _event(sold: PurchaseTerms = _NONE) -> Tournament:
    settings = support.settings(tables=1, schedule=_SCHEDULE, purchases=sold, buy_in=50)
    tournament = Tournament(support.floor(), settings, seed=4)
    for player in ("Ann", "Bea", "Cal"):
        tournament.register(player)
    return tournament


def _refused(tournament: Tournament, entry: str, kind: str, reason: str) -> None:
    before = (dict(tournament.stacks), len(tournament.record), tournament.prize_pool)
    with pytest.raises(TournamentError, match=reason):
        tournament.buy(entry, kind)  # type: ignore[arg-type]
    assert (dict(tournament.stacks), len(tournament.record), tournament.prize_pool) == before


def test_a_rebuy_is_sold_at_or_below_its_stack_as_often_as_the_event_allows():
    tournament = _event(_SOLD)
    _refused(tournament, "Ann", "rebuy", "a rebuy is sold at 500 chips or fewer")  # 1000 chips: too many
    tournament.stacks["Ann"], tournament.stacks["Bea"] = 500, 1500  # Ann lost 500 to Bea
    assert tournament.buy("Ann", "rebuy") == Bought(entry="Ann", kind="rebuy", chips=800, money=30, level=1)
    assert tournament.stacks["Ann"] == 1300 and tournament.prize_pool == 3 * 50 + 30
    tournament.stacks["Ann"], tournament.stacks["Bea"] = 0, 2800
    tournament.buy("Ann", "rebuy")
    tournament.stacks["Ann"], tournament.stacks["Bea"] = 0, 3600
    _refused(tournament, "Ann", "rebuy", "has bought the 2 rebuy")
    _refused(tournament, "Nobody", "rebuy", "Nobody is not seated")
    assert rebuild(tournament.record).problems == []  # 3 stacks and two rebuys of 800: 4600 chips in play


def test_the_add_on_is_sold_once_an_entry_whatever_his_stack_through_its_last_level_and_break():
    tournament = _event(_SOLD)
    assert tournament.buy("Cal", "add-on").chips == 1500 and tournament.stacks["Cal"] == 2500
    _refused(tournament, "Cal", "add-on", "has bought the add-on already")
    tournament.run_clock(40)  # level 2, 10 minutes in
    tournament.run_clock(20)  # level 3: both closed
    _refused(tournament, "Bea", "add-on", "sold up to the end of level 2; the clock is at level 3")
    tournament.stacks["Bea"], tournament.stacks["Ann"] = 100, 1900
    _refused(tournament, "Bea", "rebuy", "up to the end of level 2")
    assert tournament.prize_pool == 3 * 50 + 40


def test_an_event_that_sells_neither_refuses_both():
    tournament = _event()
    tournament.stacks["Ann"], tournament.stacks["Bea"] = 0, 2000
    _refused(tournament, "Ann", "rebuy", "this event sells no rebuy")
    _refused(tournament, "Bea", "add-on", "this event sells no add-on")


def test_a_purchase_reads_as_its_own_line_in_each_language():
    rebuy = Bought(entry="Ann", kind="rebuy", chips=800, money=30, level=2)
    add_on = Bought(entry="Ann", kind="add-on", chips=1500, money=40, level=2)
    assert event_line(rebuy, translator("en")) == "Ann rebuys 800 chips at level 2"
    assert event_line(add_on, translator("en")) == "Ann takes the add-on of 1500 chips at level 2"
    assert event_line(rebuy, translator("es")) == "Ann hace una recompra de 800 fichas en el nivel 2"
    assert event_line(add_on, translator("it")) == "Ann prende l'add-on di 1500 fiches al livello 2"


def test_a_refused_purchase_reads_in_the_readers_language():
    tournament = _event(_SOLD)
    with pytest.raises(TournamentError) as refused:
        tournament.buy("Ann", "rebuy")
    assert str(refused.value) == "Ann has 1000 chips; a rebuy is sold at 500 chips or fewer"
    spanish, italian = translator("es").error(refused.value), translator("it").error(refused.value)
    assert spanish == "Ann tiene 1.000 fichas; la recompra se vende con 500 fichas o menos"
    assert italian == "Ann ha 1.000 fiches; il rebuy si vende con 500 fiches o meno"


def _bust_ann(tournament: Tournament) -> tuple[int, int]:
    """Ann loses her 1000 chips to Bea on a hand at table 1; returns where she sat."""
    seats = tournament.tables[1].players
    where = tournament.where("Ann")
    bea = next(s for s, e in seats.items() if e == "Bea")
    finishing = {s: tournament.stacks[e] for s, e in seats.items()}
    finishing[where[1]], finishing[bea] = 0, finishing[bea] + 1000
    tournament.settle_hand(1, "nlhe", finishing, None, None)
    assert tournament.where("Ann") is None
    return where


def test_an_entry_who_busts_while_rebuys_are_sold_rebuys_at_zero_and_keeps_his_seat():
    tournament = _event(_SOLD)
    where = _bust_ann(tournament)
    bought = tournament.buy("Ann", "rebuy")
    assert bought == Bought(entry="Ann", kind="rebuy", chips=800, money=30, level=1, table=1, seat=where[1])
    assert tournament.where("Ann") == where and tournament.stacks["Ann"] == 800
    tournament.close_round()
    assert tournament.out == []  # the rebuy took him out of the busts: nobody is placed
    assert tournament.chips_in_play == 3 * 1000 + 800
    assert rebuild(tournament.record).problems == []


def test_a_busted_entry_cannot_rebuy_once_placed_nor_after_the_rebuy_levels_nor_into_a_taken_seat():
    tournament = _event(_SOLD)
    _bust_ann(tournament)
    _refused(tournament, "Ann", "add-on", "Ann is not seated")  # only a rebuy brings a busted entry back
    tournament.close_round()  # placed: out of the event
    _refused(tournament, "Ann", "rebuy", "Ann is not seated")
    late = _event(_SOLD)
    late.run_clock(70)  # level 3: rebuys closed
    _bust_ann(late)
    _refused(late, "Ann", "rebuy", "up to the end of level 2")
    taken = _event(_SOLD)
    table, seat = _bust_ann(taken)
    taken.correct_seat("Cal", table, seat)  # the floor seats Cal there meanwhile
    _refused(taken, "Ann", "rebuy", f"table {table} seat {seat} is taken by Cal")


def test_a_rebuy_into_a_seat_the_record_holds_is_a_problem_of_the_record():
    tournament = _event(_SOLD)
    table, seat = _bust_ann(tournament)
    tournament.buy("Ann", "rebuy")
    events = list(tournament.record)
    doubled = [*events, Bought(entry="Ann", kind="rebuy", chips=800, money=30, level=1, table=table, seat=seat)]
    problems = rebuild(doubled).problems
    assert problems[0].english().endswith("Ann rebuys a seat but has not busted")
