"""The rules wsop-2024 shares with tda-2024: the WSOP tournament clause that says what the TDA rule says.

Each is a rule of this book under the WSOP ID (a house changes it by that ID) that rules as the tda-2024 rule does
(:func:`floorcall.rulekit.adopt`). :data:`RECITES` gives, for a TDA ID the adopted rulings (and the rulings the book
falls back to) cite, the WSOP clause that states the same rule, which is cited in its place; an ID it lacks stays a
TDA citation, naming what the book fell back to.
"""

from __future__ import annotations

from floorcall import (
    ActionOutOfTurn,
    BoxedCardFound,
    CardToWrongSeat,
    DeckFouled,
    DowncardExposed,
    PlayerAbsent,
    PrematureCard,
    SeatDealtOut,
    UpcardDealtDown,
    WagerIncorrect,
    WagerUnclear,
)
from floorcall.rulekit import adopt

__all__ = ["RECITES", "RULES"]

_BOTH = (WagerUnclear, WagerIncorrect)

RULES = (
    adopt("WSOP24T-88a.1", "TDA2024-35A.1", BoxedCardFound),
    adopt("WSOP24T-88a.3", "TDA2024-35A.2", CardToWrongSeat),
    adopt("WSOP24T-88a.5", "TDA2024-35A.4", SeatDealtOut),
    adopt("WSOP24T-88a.7", "TDA2024-35A.7", DowncardExposed),
    adopt("WSOP24T-88d.1", "TDA2024-35E.1", DeckFouled, yields_to=("WSOP24T-88d.2",)),
    adopt("WSOP24T-89", "TDA2024-39A", PrematureCard),
    adopt("WSOP24T-90f.d", "TDA2024-RP10-G", PrematureCard),
    adopt("WSOP24T-7CS.1", "TDA2024-RP14", UpcardDealtDown),
    adopt("WSOP24T-82", "TDA2024-30", PlayerAbsent),
    adopt("WSOP24T-90d", "TDA2024-53A", ActionOutOfTurn, yields_to=("WSOP24T-90d#stud",)),
    adopt("WSOP24T-90d#stud", "TDA2024-53B", ActionOutOfTurn),
    adopt("WSOP24T-90", "TDA2024-40C", WagerUnclear),
    adopt("WSOP24T-90b.1", "TDA2024-55", WagerUnclear),
    adopt("WSOP24T-92", "TDA2024-45", WagerUnclear),
    adopt("WSOP24T-97", "TDA2024-44", WagerUnclear),
    adopt("WSOP24T-102", "TDA2024-54D", WagerUnclear),
    adopt("WSOP24T-103", "TDA2024-56", WagerUnclear),
    adopt("WSOP24T-95", "TDA2024-43A", WagerUnclear),
    adopt("WSOP24T-90e", "TDA2024-52A", *_BOTH),
    adopt("WSOP24T-90e#pot-count", "TDA2024-52B", *_BOTH),
    adopt("WSOP24T-96", "TDA2024-47A", *_BOTH),
    adopt("WSOP24T-100", "TDA2024-48", *_BOTH),
)

#: TDA ID -> the WSOP tournament clause that states the same rule (the catalog's "=" notes).
RECITES: dict[str, str] = {
    "TDA2024-35A.1": "WSOP24T-88a.1",
    "TDA2024-35A.2": "WSOP24T-88a.3",
    "TDA2024-35A.3": "WSOP24T-88a.4",
    "TDA2024-35A.4": "WSOP24T-88a.5",
    "TDA2024-35A.7": "WSOP24T-88a.7",
    "TDA2024-35C.1": "WSOP24T-88b",
    "TDA2024-36": "WSOP24T-88c",
    "TDA2024-35E.1": "WSOP24T-88d.1",
    "FLOORCALL-DEFAULT-1": "WSOP24T-GLOSSARY-BOXED",
    "TDA2024-39A": "WSOP24T-89",
    "TDA2024-RP5-A": "WSOP24T-90f.a",
    "TDA2024-RP5-B": "WSOP24T-90f.b",
    "TDA2024-RP5-C": "WSOP24T-90f.c",
    "TDA2024-RP5-D": "WSOP24T-90f.d",
    "TDA2024-RP10-G": "WSOP24T-90f.d",
    "TDA2024-RP10-C": "WSOP24T-7CS.4",
    "TDA2024-30": "WSOP24T-82",
    "TDA2024-40C": "WSOP24T-90",
    "TDA2024-55": "WSOP24T-90b.1",
    "TDA2024-53A": "WSOP24T-90d",
    "TDA2024-53B": "WSOP24T-90d",
    "TDA2024-52A": "WSOP24T-90e",
    "TDA2024-52B": "WSOP24T-90e",
    "TDA2024-45": "WSOP24T-92",
    "TDA2024-44": "WSOP24T-97",
    "TDA2024-54D": "WSOP24T-102",
    "TDA2024-56": "WSOP24T-103",
    "TDA2024-43A": "WSOP24T-95",
    "TDA2024-47A": "WSOP24T-96",
    "TDA2024-48": "WSOP24T-100",
    "TDA2024-32": "WSOP24T-85",
    "TDA2024-34B": "WSOP24T-87",
    "TDA2024-20A": "WSOP24T-73",
    "TDA2024-20B": "WSOP24T-73",
    "TDA2024-20C": "WSOP24T-73",
}
