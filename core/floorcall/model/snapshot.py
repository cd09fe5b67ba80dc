"""A hand as the floor finds it: the description a quick question starts from, instead of the hand's history.

A floor person called to a table sees the game, the street, the seats still in the hand with their stacks and the
chips in front of them, the cards he can see (upcards, the board, a tabled hand), the pot, who is to act and what
that player faces. He knows, or can ask, whether there was substantial action, how many bets and raises this round
has had and who made the last, how many cards were burned, whether the first street is still being dealt and who
has looked at his cards. :class:`HandSnapshot` holds exactly that; what nobody knows (the downcards nobody saw) stays
unknown (``??``). The engine builds a live hand straight from it (not a history made up and replayed), so the hand
plays on from there where the ruling lets it.

Chip amounts are in the smallest chip in play; seats are the physical seat numbers (1..10).
"""

from __future__ import annotations

from typing import Annotated

import msgspec
from msgspec import Meta

from floorcall.cards import Card
from floorcall.model.procedure import OptionValue, Stakes
from floorcall.model.types import Chips, PluginName, SeatNumber, Street

__all__ = ["BettingNow", "HandSnapshot", "SeatNow"]


class SeatNow(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """One seat dealt into the hand, as it stands.

    :param seat: the seat number.
    :param stack: his chips behind (not in front of him, not in the pot).
    :param wager: the chips in front of him in this betting round (his total for the round).
    :param in_pot: the chips he put in the pot before this round (antes, blinds and bets of earlier rounds); they
        decide the side pots when somebody is all in.
    :param upcards: his face-up cards in the order dealt (stud).
    :param downcards: his face-down cards in the order dealt, ``??`` for each one nobody saw (their number is what he
        holds face down).
    :param folded: True when his hand is out (folded or mucked).
    :param present: False when he is away from the table.
    :param looked: True when he has looked at his downcards.
    :param acted: True when he has acted in this betting round (a check, a call, a bet or a raise), so the action
        is closed to him until somebody raises.
    :param shown: True when he has tabled his hand at the showdown (the cards named in ``downcards``, ``??`` for
        those the floor did not read).
    """

    seat: SeatNumber
    stack: Chips
    wager: Chips = 0
    in_pot: Chips = 0
    upcards: Annotated[tuple[Card, ...], Meta(max_length=8)] = ()
    downcards: Annotated[tuple[Card, ...], Meta(max_length=8)] = ()
    folded: bool = False
    present: bool = True
    looked: bool = False
    acted: bool = False
    shown: bool = False


class BettingNow(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """The betting round under way: who is to act and what this round has seen.

    :param actor: the seat to act now.
    :param raises: the bets and raises made in this round (the bring-in and the blinds not counted); the cap of a
        fixed-limit round counts them.
    :param last_aggressor: the seat that made the last bet or raise of the round, or None.
    :param last_raise: the size of the last full bet or raise, in chips (the smallest raise after it), or None for
        the structure's own (the big blind, the round's bet size).
    """

    actor: SeatNumber
    raises: Annotated[int, Meta(ge=0, le=20)] = 0
    last_aggressor: SeatNumber | None = None
    last_raise: Chips | None = None


class HandSnapshot(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """A hand in the middle, as the floor finds it: ``POST /api/v1/situations``, a situation's ``_floorcall.snapshot``.

    :param game: the game's name (``stud``, ``nlhe``...).
    :param rulebook: the rulebook in force, or None for the config's.
    :param options: house option values (kebab-case names), over the rulebook's defaults and the config's.
    :param stakes: the level's forced bets and bet sizes.
    :param button: the button's seat (games with a button), or None.
    :param street: the street under way.
    :param seats: every seat dealt into the hand (folded ones included), 2 to 10.
    :param board: the community cards on the table.
    :param burns: the cards burned so far (their faces unknown).
    :param pot: the chips in the pot from earlier rounds, not counting the chips in front of the players; when the
        seats' ``in_pot`` are given they add up to it, otherwise it is shared equally among the seats still in.
    :param betting: the betting round under way, or None when the street's cards are being dealt (``initial_deal``
        on the first street) or when the hand is at its showdown (``showdown``).
    :param bring_in: the seat that brought in on the first street (stud), or None.
    :param substantial_action: True when the hand has seen substantial action (as the rulebook counts it).
    :param initial_deal: True when the first street's cards are still being dealt.
    :param showdown: True when the betting is over and the players are showing down.
    """

    game: PluginName
    rulebook: PluginName | None = None
    options: dict[PluginName, OptionValue] = {}
    stakes: Stakes
    button: SeatNumber | None = None
    street: Street
    seats: Annotated[tuple[SeatNow, ...], Meta(min_length=2, max_length=10)]
    board: Annotated[tuple[Card, ...], Meta(max_length=5)] = ()
    burns: Annotated[int, Meta(ge=0, le=10)] = 0
    pot: Chips = 0
    betting: BettingNow | None = None
    bring_in: SeatNumber | None = None
    substantial_action: bool = False
    initial_deal: bool = False
    showdown: bool = False
