"""The bodies and answers of the HTTP API as msgspec Structs; the OpenAPI document is generated from them.

Those of the ruling log and the event are in :mod:`floorcall._app.serve.logbook_schema`, the shared bases in
:mod:`floorcall._app.serve.schema_base`.

Request bodies forbid unknown fields (nested events too: see :func:`floorcall._app.serve.strict.check_known_fields`).
Answers leave out the keys that do not apply (``UNSET``), exactly as ``floorcall rule --json`` and ``next --json`` do.
"""

from __future__ import annotations

from typing import Annotated, Any

from msgspec import UNSET, Meta, UnsetType

from floorcall._app.serve.logbook_schema import RulingNotes
from floorcall._app.serve.ruling_parts import OptionDetail, RuleEdition
from floorcall._app.serve.schema_base import Answer, Body, Name, Seed, Seq
from floorcall.model.events import (
    BetOrRaisedTo,
    BoardCardDealt,
    BringInPosted,
    CardBurned,
    CardDealt,
    CheckedOrCalled,
    DecisionMade,
    Discarded,
    DowncardsLooked,
    Folded,
    HandMucked,
    HandShown,
    IrregularityReported,
    WagerMade,
)
from floorcall.model.procedure import OptionValue, Stakes
from floorcall.model.snapshot import HandSnapshot
from floorcall.model.types import Chips, PluginName, SeatNumber

__all__ = [
    "ErrorAnswer",
    "ErrorDetail",
    "EventAnswer",
    "EventBody",
    "Expected",
    "HandAfter",
    "HandList",
    "HandState",
    "HandSummary",
    "Health",
    "NextAnswer",
    "NextBody",
    "OptionDetail",
    "PostedEvent",
    "PotView",
    "ReportField",
    "Reportable",
    "ReportableKind",
    "RuleAnswer",
    "RuleBody",
    "RuleEdition",
    "RuleInfo",
    "RulingRecord",
    "SeatBody",
    "SeatView",
    "SituationAnswer",
    "SituationBody",
    "StartBody",
    "UndoBody",
    "View",
]

#: The events a client may post: every event of the log except those only the engine writes.
PostedEvent = (
    CardDealt
    | CardBurned
    | BoardCardDealt
    | BringInPosted
    | Folded
    | CheckedOrCalled
    | BetOrRaisedTo
    | WagerMade
    | DowncardsLooked
    | HandShown
    | HandMucked
    | IrregularityReported
    | DecisionMade
    | Discarded
)


class RuleBody(Body, frozen=True, kw_only=True):
    """``POST /api/v1/rule``: a situation's text and house option values that override the situation's.

    ``hand`` is the key of one hand when ``phh`` is a ``.phhs`` document (hands as tables ``[1]``, ``[2]``...).
    """

    phh: str
    house: dict[PluginName, OptionValue] | UnsetType = UNSET
    hand: str | UnsetType = UNSET


class NextBody(Body, frozen=True, kw_only=True):
    """``POST /api/v1/next``: a situation's text; ``hand``, the key of one hand of a ``.phhs`` document."""

    phh: str
    hand: str | UnsetType = UNSET


class SeatBody(Body, frozen=True, kw_only=True):
    """One occupied seat of a new hand: its number (1..10), the player's chips, and whether he is there."""

    seat: SeatNumber
    stack: Chips
    present: bool = True
    penalty: bool = False


class StartBody(Body, frozen=True, kw_only=True):
    """``POST /api/v1/hands``: start a hand (``game`` and ``seats``), import one (``phh``), or redeal a misdeal.

    A redeal names the misdealt hand (``redeal_of``), who is back at his seat (``present``) and ``shuffle_seed``;
    it keeps the misdealt hand's event and table names. ``event_name`` defaults to the config's event (when the
    server was given one); a cash game may leave it empty. The stakes are ``stakes`` as given, else those of
    ``level`` of the server's config (1 when not given); a hand dealt at a tournament's table names the tournament
    (``tournament``, its id) instead, and is dealt at the stakes of the level its clock is in now (the tournament's
    config's).
    """

    event_name: Name | UnsetType = UNSET
    table_name: Name | UnsetType = UNSET
    game: PluginName | UnsetType = UNSET
    seats: Annotated[list[SeatBody], Meta(min_length=2, max_length=10)] | UnsetType = UNSET
    button: SeatNumber | UnsetType = UNSET
    rulebook: PluginName | UnsetType = UNSET
    level: Annotated[int, Meta(ge=1)] | UnsetType = UNSET
    stakes: Stakes | UnsetType = UNSET
    tournament: Annotated[str, Meta(max_length=80)] | UnsetType = UNSET
    options: dict[PluginName, OptionValue] | UnsetType = UNSET
    shuffle_seed: Seed | UnsetType = UNSET
    phh: str | UnsetType = UNSET
    redeal_of: str | UnsetType = UNSET
    present: dict[SeatNumber, bool] | UnsetType = UNSET


class SituationBody(Body, frozen=True, kw_only=True):
    """``POST /api/v1/situations``: the hand as the floor finds it, and what happened then (the floor's quick question).

    ``events`` are applied in order to the hand built from ``snapshot``: the irregular event, or a report.
    """

    snapshot: HandSnapshot
    events: Annotated[list[PostedEvent], Meta(max_length=50)] = []


class EventBody(Body, frozen=True, kw_only=True):
    """``POST /api/v1/hands/{id}/events``: the ``seq`` the client saw last and the event.

    ``ruling_notes`` go into the ruling log with the ruling the event brings (when it brings one).
    """

    seq: Seq
    event: PostedEvent
    ruling_notes: RulingNotes | UnsetType = UNSET


class UndoBody(Body, frozen=True, kw_only=True):
    """``POST /api/v1/hands/{id}/undo``: the ``seq`` the client saw last."""

    seq: Seq


class ErrorDetail(Answer, frozen=True, kw_only=True):
    """Where a request went wrong (``path``: the field, as ``event.seat``) and why."""

    path: str
    reason: str


class ErrorAnswer(Answer, frozen=True, kw_only=True):
    """Every 4xx answer; a stale ``seq`` (409) also carries the hand's current ``seq``."""

    error: ErrorDetail
    seq: int | UnsetType = UNSET


class Health(Answer, frozen=True, kw_only=True):
    """``GET /api/v1/health``."""

    status: str
    version: str


class HandAfter(Answer, frozen=True, kw_only=True):
    """The keys ``rule --json`` and ``next --json`` share: the hand as it stands (each only where it applies)."""

    dead_seats: list[int] | UnsetType = UNSET
    bring_in: int | UnsetType = UNSET
    first_to_act: int | UnsetType = UNSET
    to_call: int | UnsetType = UNSET
    legal_bets: list[int] | UnsetType = UNSET
    bet_range: list[int | None] | UnsetType = UNSET
    bring_in_amount: int | UnsetType = UNSET


class RuleAnswer(HandAfter, frozen=True, kw_only=True):
    """A ruling and the hand after it: the object ``floorcall rule --json`` prints."""

    kind: str
    citations: list[str]
    remedies: list[str]
    remedy_details: list[dict[str, Any]]
    explanation: str
    options: list[str]
    ruled_by: str | None = None
    #: the rulebook in force's edition, when it declares one
    edition: RuleEdition | UnsetType = UNSET
    message: dict[str, Any] | None = None
    wager: dict[str, Any] | UnsetType = UNSET
    #: each remedy as a sentence in the request's language, with its amounts (the hand routes; ``rule`` leaves it out)
    remedy_text: list[str] | UnsetType = UNSET
    #: each option of a pending decision: its name, its words in the request's language, the kind of ruling it makes
    option_details: list[OptionDetail] | UnsetType = UNSET


class NextAnswer(HandAfter, frozen=True, kw_only=True):
    """What the hand expects next: the object ``floorcall next --json`` prints."""

    expect: str
    seat: int | UnsetType = UNSET
    seats: list[int] | UnsetType = UNSET
    first_to_show: int | UnsetType = UNSET
    face_up: bool | UnsetType = UNSET
    deal_down: list[int] | UnsetType = UNSET
    options: dict[str, Any] | list[str] | UnsetType = UNSET


class Expected(NextAnswer, frozen=True, kw_only=True):
    """:class:`NextAnswer`, plus ``card``: the next card of the server's shuffle (hands started with a seed)."""

    card: str | UnsetType = UNSET


class SeatView(Answer, frozen=True, kw_only=True):
    """One dealt-in seat as a seat-side display shows it: ``bet`` this betting round, ``contributed`` this hand."""

    seat: int
    stack: int
    bet: int
    contributed: int
    upcards: list[str]
    downcards: int
    #: every card of a hand tabled at the showdown, in the order dealt (empty until he shows)
    shown: list[str] = []
    live: bool
    dead: bool
    all_in: bool
    present: bool


class PotView(Answer, frozen=True, kw_only=True):
    """One pot: its chips and the seats that can win it."""

    amount: int
    eligible: list[int]


class View(Answer, frozen=True, kw_only=True):
    """The hand as the table sees it.

    ``completion`` is the total that completes a stud bring-in (the small bet) while only the bring-in stands on the
    first street, else None: a bet up to it is a completion, not a raise.
    """

    game: str
    street: str
    button: int | None
    actor: int | None
    bring_in: int | None
    board: list[str]
    burns: int
    stub: int
    pot: int
    pots: list[PotView]
    over: bool
    outcome: str | None
    seats: list[SeatView]
    payouts: dict[str, int]
    completion: int | None = None


class RulingRecord(RuleAnswer, frozen=True, kw_only=True):
    """One ruling of a hand: the irregularity and what was ruled (the hand-state keys of RuleAnswer left out)."""

    irregularity: dict[str, Any]


class HandState(Answer, frozen=True, kw_only=True):
    """A stored hand now (``rulings`` only on ``GET /api/v1/hands/{id}``)."""

    id: str
    game: str
    rulebook: str | None
    seq: int
    expected: Expected
    view: View
    rulings: list[RulingRecord] | UnsetType = UNSET
    event_name: str = ""
    table_name: str = ""


class EventAnswer(Answer, frozen=True, kw_only=True):
    """The answer to an event or an undo: the new ``seq``, the ruling (or None) and the hand after it.

    ``logged`` holds the ruling log ids of the rulings the event brought (``GET /api/v1/rulings/{id}``).
    """

    seq: int
    ruling: RuleAnswer | None
    expected: Expected
    view: View
    logged: list[str] = []


class SituationAnswer(Answer, frozen=True, kw_only=True):
    """The answer to a quick question: the stored hand's ``id`` and ``seq``, the last ruling (or None), the hand now."""

    id: str
    seq: int
    ruling: RuleAnswer | None
    expected: Expected
    view: View


class HandSummary(Answer, frozen=True, kw_only=True):
    """One stored hand in the list."""

    id: str
    game: str
    seq: int
    over: bool
    created: str
    event_name: str = ""
    table_name: str = ""


class HandList(Answer, frozen=True, kw_only=True):
    """``GET /api/v1/hands``: newest first.

    With ``limit``, ``next`` is the cursor of the following page (None after the last); without it every hand is
    listed and ``next`` is left out, as before paging.
    """

    hands: list[HandSummary]
    next: str | UnsetType | None = UNSET


class ReportField(Answer, frozen=True, kw_only=True):
    """One field of a reportable irregularity: its name, JSON type, whether it must be given, its default."""

    name: str
    type: str
    required: bool
    default: Any = None
    choices: list[str] = []


class ReportableKind(Answer, frozen=True, kw_only=True):
    """An irregularity that can be reported now, with its fields and a one-line description."""

    kind: str
    description: str
    fields: list[ReportField]


class Reportable(Answer, frozen=True, kw_only=True):
    """``GET /api/v1/hands/{id}/reportable``."""

    street: str
    irregularities: list[ReportableKind]


class RuleInfo(Answer, frozen=True, kw_only=True):
    """``GET /api/v1/rules/{citation}``: the rule's title and the project's summary of it, in its own words."""

    id: str
    title: str
    summary: str
