"""The core's checks of stakes, a table and a game declaration, and the tournament's refusals, in the reader's words.

A static check finds every ``raise`` in ``Stakes``, ``GameSpec``, ``Table``/``SeatSetup`` and the tournament's clock,
seating, draws and event modules, and requires a message there (never a bare f-string or literal); each kind of
refusal is then raised for real and shown in Spanish and Italian, its English ``str()`` unchanged.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from floorcall import Stakes, Table
from floorcall._tournament.clock import Clock, ClockError, Segment
from floorcall._tournament.seating import SeatingError, TableSeats
from floorcall.cards import STANDARD_DECK
from floorcall.i18n import translator
from floorcall.model.procedure import GameSpec
from floorcall.model.types import Street
from floorcall.table import SeatSetup
from tests.i18n.test_no_english import english_in

CORE = Path(__file__).resolve().parents[2] / "core" / "floorcall"
#: The modules and, where only some of a module is checked, the classes whose raises must carry a message.
CHECKED = {
    "model/procedure.py": ("Stakes", "GameSpec"),
    "table.py": ("SeatSetup", "Table"),
    "_tournament/clock.py": (),
    "_tournament/seating.py": (),
    "_tournament/draws.py": (),
    "_tournament/tournament.py": (),
    "_tournament/entering.py": (),
    "_tournament/moves.py": (),
}
_TEXT = (ast.JoinedStr, ast.Constant, ast.BinOp)
#: The helpers that make an error whose reason is a message (their first argument is its id, then its English).
_MESSAGES = frozenset({"invalid", "ninvalid"})


def _raises() -> list[tuple[str, ast.Raise]]:
    found = []
    for name, classes in CHECKED.items():
        tree = ast.parse((CORE / name).read_text(encoding="utf-8"))
        scopes = [n for n in tree.body if isinstance(n, ast.ClassDef) and n.name in classes] if classes else [tree]
        assert len(scopes) == (len(classes) or 1), name
        found.extend((f"{name}:{n.lineno}", n) for scope in scopes for n in ast.walk(scope) if isinstance(n, ast.Raise))
    return found


def test_no_model_check_or_tournament_refusal_is_raised_with_bare_text():
    raises = _raises()
    bare = [
        place
        for place, node in raises
        if isinstance(node.exc, ast.Call)
        and getattr(node.exc.func, "id", None) not in _MESSAGES
        and any(isinstance(arg, _TEXT) for arg in node.exc.args)
    ]
    assert len(raises) > 30 and bare == []


def _stakes() -> None:
    Stakes(bring_in=250, small_bet=100, big_bet=200)


def _big_bet() -> None:
    Stakes(small_bet=100, big_bet=50)


def _game() -> None:
    GameSpec(name="razzle", family="stud", streets=(Street.THIRD,), deck=STANDARD_DECK, high=False)


def _seat() -> None:
    SeatSetup(seat=11, stack=100)


def _dealer() -> None:
    Table(seats=(SeatSetup(seat=1, stack=100), SeatSetup(seat=2, stack=100)), dealer=5)


def _clock() -> None:
    Clock((Segment(20, 0),)).resume()


def _taken() -> None:
    seats = TableSeats(number=3, size=6)
    seats.sit("Ana", 2)
    seats.sit("Bea", 2)


CASES = {
    "bring-in": (_stakes, ValueError, "the bring-in (250) must be positive and below the small bet (100)"),
    "big bet": (_big_bet, ValueError, "the big bet (50) is below the small bet (100)"),
    "game": (_game, ValueError, "game 'razzle': neither a high hand nor a low wins the pot"),
    "seat": (_seat, ValueError, "seat 11 does not exist: seats are numbered 1 to 10"),
    "dealer": (_dealer, ValueError, "the dealer seat 5 is not occupied"),
    "clock": (_clock, ClockError, "the clock is running"),
    "seat taken": (_taken, SeatingError, "table 3 seat 2 is taken by Ana"),
}


@pytest.mark.parametrize("language", ["es", "it"])
@pytest.mark.parametrize("case", sorted(CASES))
def test_each_check_is_shown_in_the_readers_language_and_its_english_is_unchanged(case, language):
    make, kind, english = CASES[case]
    with pytest.raises(kind) as raised:
        make()
    assert str(raised.value) == english
    shown = translator(language).error(raised.value)
    assert shown != english and english_in(shown) == [], shown


def test_names_and_numbers_stay_as_given_inside_the_translation():
    with pytest.raises(SeatingError) as raised:
        _taken()
    assert translator("es").error(raised.value) == "mesa 3, asiento 2: lo ocupa Ana"
    assert translator("it").error(raised.value) == "tavolo 3, posto 2: lo occupa Ana"
