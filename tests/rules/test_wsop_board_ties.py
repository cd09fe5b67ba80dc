"""Tied best boards under wsop-2024: by the seat dealt first in stud-8 and razz, by suit in stud high.

WSOP24T-STUD8 and WSOP24T-RAZZ break a tie of the best boards by position, where TDA2024-RP10-D breaks it by suit;
WSOP24T-STUD keeps the suit. The book says so with a ``board-tie`` default for the stud games played for a low
(:class:`floorcall.GameMatch`), so these hands are dealt on the installed books and the config sets nothing. The
option defaults for some games are tested on their own at the end: they beat the book's default for every game in a
matching game only, and a house's value beats both.
"""

import tomllib

import pytest

import floorcall
from floorcall import ConfigError, FirstActionDisputed, GameMatch, OptionDefault, RulingKind, Street
from floorcall._plugins.activation import for_game
from floorcall.i18n import translator
from floorcall.testing import make_floor
from tests.stud.stud_helpers import door_script, play_to_street, scripted_hand

STUD_GAMES = ("stud", "stud8", "razz")


def _first_to_act(book, game, doors, later, street, options=None):
    floor = make_floor(games=STUD_GAMES, rulebook=book, options=options)
    stacks = dict.fromkeys(doors, 5000)
    hand, dealer, _ = scripted_hand(floor, game, stacks, door_script(doors, later))
    return play_to_street(hand, dealer, street).seat, floor


def _stud8_case_026(book, options=None):
    # seats 3 and 6 both show A-K-5 on fifth street; Ad at seat 3, As at seat 6
    doors, later = {3: "Ad", 6: "As", 8: "7c"}, {3: "Kc 5h", 6: "Kh 5c", 8: "6c 2d"}
    return _first_to_act(book, "stud8", doors, later, Street.FIFTH, options)


def test_wsop_stud8_gives_tied_high_boards_to_the_seat_dealt_first_case_026(shared_dir):
    case = tomllib.loads((shared_dir / "rules" / "cases" / "026-rp10d-stud8-tie.toml").read_text())
    seat, floor = _stud8_case_026("wsop-2024")
    assert case["expected_by_rulebook"]["wsop"]["citations"] == ["WSOP24T-STUD8"]
    assert case["expected_by_rulebook"]["wsop"]["outcome"] == f"first to act = seat {seat}" == "first to act = seat 3"
    assert floor.options_for("stud8")["board-tie"] == "position"
    assert floor.option_sources_for("stud8")["board-tie"] == "rulebook (wsop-2024)"


def _disputed(floor, hand, claimant):
    irregularity = FirstActionDisputed(seat=claimant, street=hand.view.street)
    ruling, ruled_by = floor.rule_with_source(irregularity, hand.view)
    return ruling, ruled_by


def test_a_disputed_first_action_after_tied_stud8_boards_is_ruled_by_the_wsop_section():
    floor = make_floor(games=STUD_GAMES, rulebook="wsop-2024")
    doors, later = {3: "Ad", 6: "As", 8: "7c"}, {3: "Kc 5h", 6: "Kh 5c", 8: "6c 2d"}
    hand, dealer, _ = scripted_hand(floor, "stud8", dict.fromkeys(doors, 5000), door_script(doors, later))
    assert play_to_street(hand, dealer, Street.FIFTH).seat == 3
    ruling, ruled_by = _disputed(floor, hand, 6)  # seat 6 holds the higher ace by suit
    assert ruled_by == "wsop-2024/WSOP24T-STUD8"
    assert ruling.kind is RulingKind.REFUSED and ruling.citations == ("WSOP24T-STUD8",)
    assert "Seat 3 acts first" in translator("en").message(ruling.message)
    assert "asiento 3" in translator("es").message(ruling.message)


def test_a_disputed_first_action_after_tied_razz_boards_cites_the_razz_section_and_tda_cites_rp10d():
    doors, later = {2: "2d", 5: "2h", 7: "Ks"}, {2: "5c", 5: "5s", 7: "Qd"}
    for book, ruled, cited, seat in (
        ("wsop-2024", "wsop-2024/WSOP24T-RAZZ", ("WSOP24T-RAZZ",), 2),
        ("tda-2024", "tda-2024/TDA2024-RP10-D", ("TDA2024-RP10-D",), 5),
    ):
        floor = make_floor(games=STUD_GAMES, rulebook=book)
        hand, dealer, _ = scripted_hand(floor, "razz", dict.fromkeys(doors, 5000), door_script(doors, later))
        assert play_to_street(hand, dealer, Street.FOURTH).seat == seat
        ruling, ruled_by = _disputed(floor, hand, 7)
        assert (ruled_by, ruling.citations) == (ruled, cited)


def test_on_the_bring_in_street_and_in_stud_high_the_tda_rule_behind_wsop_answers():
    floor = make_floor(games=STUD_GAMES, rulebook="wsop-2024")
    doors, later = {2: "Qh", 4: "Jc", 5: "Qs", 7: "8d"}, {2: "9d", 4: "Th", 5: "9c", 7: "4s"}
    hand, dealer, _ = scripted_hand(floor, "stud", dict.fromkeys(doors, 5000), door_script(doors, later))
    ruling, ruled_by = _disputed(floor, hand, 2)  # the bring-in street: the TDA's rule, citing the bring-in's
    assert ruled_by == "wsop-2024/TDA2024-RP10-D" and "TDA2024-RP10-E" in ruling.citations
    play_to_street(hand, dealer, Street.FOURTH)
    ruling, ruled_by = _disputed(floor, hand, 2)
    assert (ruled_by, ruling.citations) == ("wsop-2024/TDA2024-RP10-D", ("TDA2024-RP10-D",))
    doors8 = {3: "Ad", 6: "As", 8: "7c"}
    hand8, _, _ = scripted_hand(floor, "stud8", dict.fromkeys(doors8, 5000), door_script(doors8))
    assert _disputed(floor, hand8, 6)[1] == "wsop-2024/TDA2024-RP10-D"  # third street: the bring-in rules


def test_tda_breaks_the_same_stud8_tie_by_suit():
    assert _stud8_case_026("tda-2024")[0] == 6


def test_a_house_value_beats_the_wsop_default_for_stud8():
    seat, floor = _stud8_case_026("wsop-2024", options={"board-tie": "suit"})
    assert seat == 6
    assert floor.option_sources_for("stud8")["board-tie"] == "house"


@pytest.mark.parametrize(("book", "expected"), [("wsop-2024", 2), ("tda-2024", 5)])
def test_razz_tied_low_boards_go_by_position_under_wsop_and_by_suit_under_tda(book, expected):
    # WSOP24T-RAZZ: seats 2 and 5 both show 2-5, the lowest boards; seat 5's 5s is the higher card by suit
    doors, later = {2: "2d", 5: "2h", 7: "Ks"}, {2: "5c", 5: "5s", 7: "Qd"}
    assert _first_to_act(book, "razz", doors, later, Street.FOURTH)[0] == expected


def test_wsop_stud_high_keeps_tied_boards_by_suit_case_024():
    # WSOP24T-STUD: seats 2 and 5 show Q-9; the Qs at seat 5 beats the Qh at seat 2
    doors, later = {2: "Qh", 4: "Jc", 5: "Qs", 7: "8d"}, {2: "9d", 4: "Th", 5: "9c", 7: "4s"}
    seat, floor = _first_to_act("wsop-2024", "stud", doors, later, Street.FOURTH)
    assert seat == 5
    assert floor.options_for("stud")["board-tie"] == floor.options["board-tie"] == "suit"


def test_a_game_free_answer_keeps_the_books_default_for_every_game():
    floor = make_floor(games=STUD_GAMES, rulebook="wsop-2024")
    assert floor.options["board-tie"] == "suit"
    assert floor.option_sources["board-tie"] == "rulebook (wsop-2024)"
    assert floor.options_for("razz")["board-tie"] == "position"
    assert floor.options_for("razz") is not floor.options_for("razz")  # a copy: the floor's own stays


def test_a_game_match_names_games_by_their_traits():
    floor = make_floor(games=STUD_GAMES)
    low_stud = GameMatch(family="stud", low=True)
    assert [low_stud.matches(floor.game(g)) for g in STUD_GAMES] == [False, True, True]
    assert [GameMatch(high=False).matches(floor.game(g)) for g in STUD_GAMES] == [False, False, True]
    assert all(GameMatch().matches(floor.game(g)) for g in STUD_GAMES)
    assert not GameMatch(family="flop").matches(floor.game("stud"))


def test_a_default_for_some_games_beats_the_default_for_every_game_in_either_order():
    floor = make_floor(games=STUD_GAMES)
    some = OptionDefault(option="board-tie", value="position", games=GameMatch(low=True))
    every = OptionDefault(option="board-tie", value="suit")
    for declared in ((some, every), (every, some)):
        assert for_game(declared, floor.game("razz")) == [every, some]
        assert for_game(declared, floor.game("stud")) == [every]
        assert for_game(declared, None) == [every]


class _RazzRoom:
    """A house plugin whose razz tables break tied boards by suit, whatever the book says."""

    @floorcall.hookimpl
    def floorcall_register_defaults(self, register):
        register(OptionDefault(option="board-tie", value="suit", games=GameMatch(family="stud", high=False)))


def test_a_house_plugins_default_for_some_games_beats_the_books_in_those_games_only():
    floor = make_floor(games=STUD_GAMES, rulebook="wsop-2024", house=("razz-room",), plugins={"razz-room": _RazzRoom()})
    assert floor.options_for("razz")["board-tie"] == "suit"
    assert floor.option_sources_for("razz")["board-tie"] == "house plugin (razz-room)"
    assert floor.options_for("stud8")["board-tie"] == "position"  # high and low: the book's default for low studs


def test_a_game_default_of_the_wrong_type_is_refused_when_the_floor_is_built():
    class Loose:
        @floorcall.hookimpl
        def floorcall_register_defaults(self, register):
            register(OptionDefault(option="board-tie", value=3, games=GameMatch(low=True)))

    with pytest.raises(ConfigError, match=r"the default that house plugin loose gives: option .board-tie."):
        make_floor(games=STUD_GAMES, rulebook="wsop-2024", house=("loose",), plugins={"loose": Loose()})
    assert make_floor(games=("stud",), rulebook="wsop-2024", house=("loose",), plugins={"loose": Loose()})
