"""Rulings: what the floor decides about an irregularity, with the rules it rests on.

A ruling is one frozen Struct (not a tagged union): its ``kind`` says what happens to the hand, ``remedies`` are the
operations the engine applies, ``citations`` name the rules, ``message`` says why (a translatable
:class:`~floorcall.model.messages.Message`, rendered in the reader's language by :mod:`floorcall.i18n`),
``explanation`` is the same in English (or a third-party plugin's plain text, shown as-is in every language), and
``options`` list the choices of a pending decision.
"""

from __future__ import annotations

import re
from enum import StrEnum
from typing import Any, Final

import msgspec

from floorcall.model.messages import Message
from floorcall.model.remedies import AnyRemedy

__all__ = ["CITATION_PATTERN", "Option", "Ruling", "RulingKind", "explained"]

#: A rule ID: a catalog ID (``TDA2024-RP10-H.B``, ``RROP-ES-STUD-IRR-7``, ``WSOP24L-214..231``), a house rule
#: (``HOUSE:<plugin>:<id>``) or a documented project default (``FLOORCALL-DEFAULT-<n>``).
CITATION_PATTERN: Final = re.compile(r"^(HOUSE:[a-z0-9][a-z0-9-]*:[A-Za-z0-9._-]+|[A-Z][A-Z0-9]*(-[A-Za-z0-9./]+)+)$")


class RulingKind(StrEnum):
    """What a ruling does to the hand."""

    CONTINUE = "continue"
    """The hand goes on, after the remedies are applied."""
    MISDEAL = "misdeal"
    """Every card comes back and the hand is dealt again as an exact repeat; the chips go back first."""
    VOID = "void"
    """The hand stops (a fouled deck): every chip returns to whoever put it in."""
    DEAD_HAND = "dead_hand"
    """One or more seats' hands are dead (remedies name them); the hand goes on."""
    PLAYER_OPTION = "player_option"
    """A player chooses among the ruling's options; the hand waits for his decision."""
    FLOOR_DECISION = "floor_decision"
    """The floor chooses among the ruling's options; the hand waits for the decision."""
    REFUSED = "refused"
    """A claim or request that is not granted; nothing changes."""


PENDING_KINDS: Final = frozenset({RulingKind.PLAYER_OPTION, RulingKind.FLOOR_DECISION})


# gc=False: frozen, holding only immutable values, so never part of a reference cycle; a hand makes thousands,
# and untracked structs keep the garbage collector's passes short.
class Option(msgspec.Struct, frozen=True, kw_only=True, gc=False):
    """One choice of a pending decision.

    :param name: snake_case name of the choice (``"redeal"``, ``"continue"``, ``"withdraw"``).
    :param kind: what choosing it does to the hand (continue, misdeal, void, dead_hand).
    :param remedies: operations applied when it is chosen.
    """

    name: str
    kind: RulingKind = RulingKind.CONTINUE
    remedies: tuple[AnyRemedy, ...] = ()

    def __post_init__(self) -> None:
        """Reject a choice that would itself leave a decision pending."""
        if self.kind in PENDING_KINDS or self.kind is RulingKind.REFUSED:
            raise ValueError(f"option {self.name!r} cannot be of kind {self.kind.value}")


# gc=False: frozen, holding only immutable values, so never part of a reference cycle; a hand makes thousands,
# and untracked structs keep the garbage collector's passes short.
class Ruling(msgspec.Struct, frozen=True, kw_only=True, gc=False):
    """The floor's answer to an irregularity.

    :param kind: what happens to the hand.
    :param citations: at least one rule ID (see :data:`CITATION_PATTERN`), the first being the main rule.
    :param explanation: one or two sentences in the project's (or the house's) own words, in English; filled in
        from ``message`` when not given. A third-party plugin may give only this plain text (shown as-is in every
        language); the built-in plugins give a ``message``.
    :param message: the explanation as a translatable message (id and parameters); None for a plain-text
        explanation (and in hand histories written before messages existed).
    :param remedies: the operations the engine applies now, in order.
    :param options: the choices of a pending decision; required for player_option and floor_decision, empty otherwise.
    :param decided_by: the seat whose option it is (player_option); None when the floor decides.
    :raises ValueError: no citation, a citation that is not a rule ID, no explanation and no message, or options
        that do not fit the kind.
    """

    kind: RulingKind
    citations: tuple[str, ...]
    explanation: str = ""
    remedies: tuple[AnyRemedy, ...] = ()
    options: tuple[Option, ...] = ()
    decided_by: int | None = None
    message: Message | None = None

    def __post_init__(self) -> None:
        """Check the ruling contract: citations, and options exactly when a decision is pending."""
        if self.message is not None and not self.explanation:
            msgspec.structs.force_setattr(self, "explanation", self.message.english())
        if not self.citations:
            raise ValueError("a ruling must cite at least one rule")
        bad = [c for c in self.citations if not CITATION_PATTERN.match(c)]
        if bad:
            raise ValueError(f"not rule IDs: {', '.join(bad)}")
        if not self.explanation.strip():
            raise ValueError("a ruling must explain itself")
        pending = self.kind in PENDING_KINDS
        if pending and len(self.options) < 2:
            raise ValueError(f"a {self.kind.value} ruling needs at least two options")
        if not pending and self.options:
            raise ValueError(f"a {self.kind.value} ruling has no options")
        if self.kind is RulingKind.PLAYER_OPTION and self.decided_by is None:
            raise ValueError("a player_option ruling names the seat that decides (decided_by)")
        names = [o.name for o in self.options]
        if len(set(names)) != len(names):
            raise ValueError(f"option names repeat: {names}")

    @property
    def remedy_names(self) -> tuple[str, ...]:
        """The wire tags of the remedies, in order (``("plays_as_upcard", "next_card_down")``)."""
        return tuple(type(r).__struct_config__.tag for r in self.remedies)  # type: ignore[misc]

    def option(self, name: str) -> Option:
        """Return the option called ``name``.

        :raises KeyError: the ruling has no such option.
        """
        for option in self.options:
            if option.name == name:
                return option
        raise KeyError(name)


def explained(explanation: str | Message) -> dict[str, Any]:
    """The keyword arguments of :class:`Ruling` for an explanation given as a message or as plain text.

    ``Ruling(kind=..., citations=..., **explained(msg("tda.x", "...")))``; the rule kit's ruling shapes
    (:func:`~floorcall.rulekit.carry_on` and the others) take either and call it.
    """
    return {"message": explanation} if isinstance(explanation, Message) else {"explanation": explanation}
