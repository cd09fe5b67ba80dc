"""What the WSOP 2024 tournament clauses this plugin cites say, in the project's own words: an ID, a title, a line.

Registered through ``floorcall_register_rules`` so that a ruling's citations are shown with their meaning. The TDA
rules the book falls back to are described by tda-2024, which is installed beside it.
"""

from __future__ import annotations

from floorcall import RuleSummary

__all__ = ["SUMMARIES"]

_RULES: tuple[tuple[str, str, str], ...] = (
    (
        "WSOP24T-73",
        "Split pots and odd chips",
        "A pot shared by equal hands is divided as evenly as the chips allow, "
        "the leftover units going by the book's order.",
    ),
    (
        "WSOP24T-82",
        "Within reach of the seat",
        "A player away from his seat once every starting hand is dealt has no live hand.",
    ),
    (
        "WSOP24T-85",
        "Dead button",
        "The button may stay at an empty seat so that every player posts the blinds in turn.",
    ),
    (
        "WSOP24T-87",
        "Button heads-up",
        "With two players left the button takes the small blind and acts first before the flop.",
    ),
    ("WSOP24T-88a.1", "Two boxed cards", "A second face-up card found in the deck on the deal makes a misdeal."),
    (
        "WSOP24T-88a.2",
        "Surplus cards on the deal",
        "Only two or more surplus cards misdeal the hand; a single one is taken back and burnt.",
    ),
    ("WSOP24T-88a.3", "First card misplaced", "A deal that starts at the wrong seat is dealt again."),
    ("WSOP24T-88a.4", "Hand for an empty seat", "Cards dealt to a seat with no hand coming make a misdeal."),
    ("WSOP24T-88a.5", "Player left out", "A player due a hand who was not dealt one makes it a misdeal."),
    (
        "WSOP24T-88a.6",
        "Stud hole card turned",
        "The dealer showing either of a stud player's first two hole cards misdeals the hand.",
    ),
    (
        "WSOP24T-88a.7",
        "Flop-game hole card turned",
        "One of the first two cards off the deck, or two hole cards, shown by the dealer make a misdeal.",
    ),
    (
        "WSOP24T-STUD",
        "Seven-card stud high",
        "After the bring-in street the best high board leads the betting; between equal boards the higher suit leads.",
    ),
    (
        "WSOP24T-STUD8",
        "Stud high-low, eight or better",
        "The best high board leads the later streets; when boards are equal, the seat dealt first from the dealer's "
        "left leads, not the suits.",
    ),
    (
        "WSOP24T-RAZZ",
        "Razz",
        "The lowest board leads the later streets; when boards are equal, the seat dealt first from the dealer's "
        "left leads, not the suits.",
    ),
    (
        "WSOP24T-88b",
        "The redeal",
        "A misdeal is dealt again as the same hand; those away for the first deal get no live hand.",
    ),
    (
        "WSOP24T-88c",
        "Substantial action",
        "Past two actions with chips, or three actions of any kind, no misdeal can be called.",
    ),
    ("WSOP24T-88d.1", "Wrong-backed card", "A card of another deck in play voids the hand and returns the chips."),
    ("WSOP24T-88d.2", "Duplicate card", "Two cards of one rank and suit in play void the hand and return the chips."),
    (
        "WSOP24T-89",
        "Four cards on the flop",
        "A flop of four is mixed, one is picked at random as the next burn and the rest are the flop.",
    ),
    (
        "WSOP24T-90",
        "How a wager is made",
        "Whichever comes first, words or chips, fixes the wager; a bare amount is as chips pushed silently.",
    ),
    (
        "WSOP24T-90b.1",
        "Unclear declarations",
        "A wager declared in words that mean nothing definite is read by the floor's standard.",
    ),
    (
        "WSOP24T-90d",
        "Acting out of turn",
        "Action out of turn binds if the action to that player is unchanged; skipped players must speak up.",
    ),
    ("WSOP24T-90e", "Short wagers", "A bet or raise below the minimum is brought up to the legal size."),
    (
        "WSOP24T-90f.a",
        "Early flop",
        "A flop dealt before the betting ends is put back, mixed into the stub, and dealt again.",
    ),
    (
        "WSOP24T-90f.b",
        "Early turn",
        "A turn card dealt too soon is set aside and comes back as the river's stub is reshuffled.",
    ),
    (
        "WSOP24T-90f.c",
        "Early river",
        "A river dealt too soon goes back into the stub, which is shuffled for a new river.",
    ),
    (
        "WSOP24T-90f.d",
        "Early stud card",
        "A stud card dealt too soon returns to the stub, which is shuffled; the "
        "street is dealt again without a new burn.",
    ),
    (
        "WSOP24T-92",
        "Several chips at once",
        "Silent chips that only make the call with every chip needed are a call; "
        "otherwise the half-raise test decides.",
    ),
    ("WSOP24T-95", "Half a raise", "A wager of at least half a raise more than the call must be made a full raise."),
    ("WSOP24T-96", "Short all-ins", "An all-in short of a full raise does not let players who acted raise again."),
    ("WSOP24T-97", "One large chip", "One chip bigger than the call, put in without a word, is only a call."),
    ("WSOP24T-100", "How many raises", "Limit betting allows a bet and four raises until the event is heads-up."),
    (
        "WSOP24T-102",
        "Betting the pot",
        'Saying "pot" in a game that is not pot-limit binds the player to a wager of the minimum.',
    ),
    (
        "WSOP24T-103",
        "String wagers",
        "Chips added in more than one motion without a word count only as the first motion's wager.",
    ),
    (
        "WSOP24T-7CS.1",
        "No door card",
        "A stud player dealt all three opening cards down has one turned up at random by the floor.",
    ),
    (
        "WSOP24T-7CS.4",
        "Away on third street",
        "A stud player away when third street is dealt forfeits his ante and bring-in and gets no more cards.",
    ),
    (
        "WSOP24T-GLOSSARY-BOXED",
        "One boxed card",
        "A single face-up card found in the deck is shown, mucked and replaced.",
    ),
)

SUMMARIES: tuple[RuleSummary, ...] = tuple(RuleSummary(id=i, title=t, summary=s) for i, t, s in _RULES)
