"""The report checks' failures in words: one entry a failure, its English text with ``{name}`` placeholders.

:mod:`floorcall._engine.claim_checks` fails a report with a key of :data:`REASONS` and the values of its
placeholders; :func:`reason` makes the message, whose id is ``claim.<key>`` in the core's catalog (the extraction
reads this table), so that a refused report reads in the language of the command or the request, a count's words in
that language's plural form.
"""

from __future__ import annotations

from typing import Final

from floorcall.errors import because, nbecause
from floorcall.model.messages import Message

__all__ = ["REASONS", "reason"]

#: The failures by key: what in the report contradicts the hand, in English; one whose wording depends on a count is
#: ``(singular, plural, the name of the count's placeholder)``.
REASONS: Final[dict[str, str | tuple[str, str, str]]] = {
    "wager_reported_afterwards_bet": (
        "a wager reported afterwards is a bet or raise the table took as made (bet_raise_to)"
    ),
    "seat_made_wager_street": (
        "seat {seat} made no wager to {amount} on {street} that the table took unnoticed and nobody has reported yet"
    ),
    "seat_been_dealt_cards": (
        "seat {seat} has been dealt {dealt} card, not {expected}",
        "seat {seat} has been dealt {dealt} cards, not {expected}",
        "dealt",
    ),
    "seat_holding_cards_wrong": (
        "seat {seat} holding {held} card is no wrong count",
        "seat {seat} holding {held} cards is no wrong count",
        "held",
    ),
    "seat_hold_fewer_cards": "a seat cannot hold fewer than no cards",
    "stub_holds_cards_too": (
        "the stub holds {stub} card, too few for {extra} extra",
        "the stub holds {stub} cards, too few for {extra} extra",
        "stub",
    ),
    "so_card_too_many": "{card} is {zone}, so it cannot be the card one too many",
    "name_card_too_many": "name the card one too many only when there is one",
    "downcard_seat": "{card} is {zone}, not a downcard of seat {seat}",
    "boxed_card_found_least": "a boxed card found is at least one",
    "boxed_card_found_stub": "{card} is {zone}: a boxed card is found in the stub",
    "burn": "{card} is {zone}, not a burn",
    "card_been_burned_hand": "no card has been burned in this hand",
    "never_dealt": "{card} is {zone}: it was never dealt",
    "board_card_turned_burn": "{card} is {zone}, not a board card turned in the burn's place",
    "seat_upcard_lift": "seat {seat} has no upcard to lift",
    "seat_player_act_facing": "seat {seat} is not the player to act facing a bet",
    "hand_showdown": "the hand is not at its showdown",
    "seat_tabled_hand_so": "seat {seat} has not tabled his hand, so there is no called hand to read",
    "seat_did_muck_hand": "seat {misled} did not muck his hand at this showdown",
    "card_in_deck": "{card} is a card of the game's deck ({deck_name})",
    "seat_holds_card_so": "seat {seat} holds no card, so the card cannot be in his hand",
    "hand_still_being_played": "the hand is still being played",
    "seat_serving_penalty": "seat {seat} is not serving a penalty",
    "stub_holds_cards": (
        "the stub holds {stub} card, not {stub_2}",
        "the stub holds {stub} cards, not {stub_2}",
        "stub",
    ),
    "seat_put_chips": (
        "seat {seat} has put {contributed} chip in, not {amount}",
        "seat {seat} has put {contributed} chips in, not {amount}",
        "contributed",
    ),
    "seat_act_out_own": "seat {seat} cannot act out of his own turn",
    "seat_live_hand": "seat {seat} holds a live hand",
    "seat_no_live_hand": "seat {seat} holds no live hand",
    "card_went_seat_due": "the card went to the seat it was due to",
    "card_dealt_mistake_came": "{card} is {zone}: the card dealt by mistake came off the stub",
    "seat_seat_due_next": "seat {expected_seat} is not the seat due the next card (due: {due})",
    "no_seat_due_next": "seat {expected_seat} is not the seat due the next card (due: none)",
    "nobody_sits_seat_seats": "nobody sits at seat {proper_dealer} (seats: {seats})",
    "hand_dealt_without_button": "this hand is dealt without a button",
    "button_hand_seat_seat": "the button of this hand is at seat {button}, not seat {button_2}",
    "button_seat_already": "the button is at seat {button} already",
    "hand_dealt_these_stakes": "the hand is dealt at these stakes already",
    "new_level_s_stakes": "the new level's stakes do not have this game's forced bets and bet sizes",
    "single_draw_game": "{game_name} is not a single-draw game",
    "limping_call_big_blind": "limping is a call of the big blind in the first betting round, which is not under way",
    "seat_come_just_big": "seat {seat} has not come in for just the big blind ({big}) in an unraised pot",
    "seat_player_act_first": "seat {seat} is not the player to act in the first betting round",
    "big_blind_posted_whole": "the big blind posted the whole {big}, so no short blind is faced",
    "bring_posted_hand": "no bring-in was posted in this hand",
    "seat_brought_seat": "seat {bring_in_seat} brought in, not seat {seat}",
    "seat_shows_door_card": "seat {proper_seat} shows no door card of another player",
    "door_card_differs": "seat {proper_seat}'s door card is {door}, not {card}",
    "not_door_card": "{card} is {zone}: it cannot be seat {proper_seat}'s door card",
    "showing_seat_would_brought": "with {card} showing, seat {proper_seat} would not have brought in",
    "nobody_acted_after_bring": "nobody has acted after the bring-in: the action still goes back to the right seat",
    "draw_game_card_dealt": (
        "in a draw game a card is dealt face up on the initial deal or in a draw, and no draw is being dealt"
    ),
    "nobody_due_table_first": "nobody is due to table first now (a player is all in, or the first to show has shown)",
    "seat_due_table_first": "seat {due} is the one due to table first, not seat {due_seat}",
    "seat_due_table_first_already": "seat {seat} is the one due to table first",
    "seat_tabled_hand": "seat {seat} has tabled his hand",
    "seat_not_tabled_hand": "seat {seat} has not tabled his hand",
    "misled_player_named": "no misled player is named",
    "stub_cards_short": (
        "a stub of {stub} card is not short of {required}",
        "a stub of {stub} cards is not short of {required}",
        "stub",
    ),
    "cards_been_burned": (
        "{count} card has been burned, not {burns}",
        "{count} cards have been burned, not {burns}",
        "count",
    ),
    "hands_live": ("{count} hand is live, not {live}", "{count} hands are live, not {live}", "count"),
    "seat_player_due_table": "seat {seat} is not the player due to table first (that is {show_first})",
    "seat_tabled_every_card": "seat {seat} has tabled every card of his hand",
    "only_live_hand": "seat {seat} holds the only live hand and takes the pot without showing",
    "hand_street": "the hand is on {street}, not {other_street}",
    "card_not_in_deck": "{card} is not a card of the game's deck ({deck_name})",
    "hand_finds_itself_event": "the hand finds this itself in the event: apply the {event} event as it happened",
    "seat_dealt_hand_dealt": "seat {seat} is not dealt in this hand (dealt in: {seats})",
}


def reason(key: str, /, **params: object) -> Message:
    """The failure ``key`` as a message of the core's domain (``claim.<key>``), its placeholders filled.

    :raises KeyError: no such key (a defect: :mod:`floorcall._engine.claim_checks` uses only keys of the table).
    """
    context, text = "claim." + key, REASONS[key]
    if isinstance(text, tuple):
        singular, plural, count = text
        counted = params[count]
        assert isinstance(counted, int)
        return nbecause(context, singular, plural, counted, **params)
    return because(context, text, **params)
