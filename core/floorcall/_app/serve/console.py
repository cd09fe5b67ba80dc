"""The floor console: the page a floor person uses at the table, served at ``/`` with its CSS and JavaScript.

Over 400 lines on purpose: some 360 of them are :data:`MESSAGES`, the one table of every word the page shows,
kept whole so that ``tools/catalogs.py`` extracts it in one place; the code around it is short.

The page is rendered on the server with Jinja2 and talks to the hand only through the JSON API under ``/api/v1``;
its script is plain JavaScript written for it, served from ``/static`` by floorcall itself (no build step, no CDN).
Every word the page shows comes from :data:`MESSAGES`, the English table; ``tools/catalogs.py`` extracts it into the
core's gettext catalog (context ``console.<key>``), where the Spanish and Italian live, so the page is translated
the same way as every other text. The page is served in the language
:func:`floorcall._app.serve.language.request_language` picks (its chooser's cookie counts), and its script gets the
table in that language.
"""

from __future__ import annotations

import functools
from pathlib import Path
from typing import Any, Final

import jinja2
import msgspec
from litestar import MediaType, Request, Response, Router, get
from litestar.static_files import create_static_files_router

from floorcall._app.serve.language import request_language
from floorcall._app.serve.logbook_words import WORDS
from floorcall.i18n import DEFAULT_LANGUAGE, translator

__all__ = ["MESSAGES", "console_messages", "console_router", "render_console"]

MESSAGES: Final[dict[str, str]] = {
    # the page
    "lang": "en",
    "title": "floorcall: floor console",
    "brand": "floorcall floor console",
    "skip": "Skip to the hand",
    "noscript": "This page needs JavaScript to talk to the floorcall server.",
    "back": "Back to the hand",
    "nav.start": "Hands",
    "language.label": "Language",
    # flow 1: start, open or load a hand
    "start.heading": "Start or open a hand",
    "start.new": "New hand",
    "start.game": "Game",
    "start.rulebook": "Rulebook",
    "start.level": "Level",
    "start.same_stack": "Same stack for every seat",
    "start.seats": "Seats and stacks",
    "start.stack_of": "Stack of seat {seat}, in chips",
    "start.state_of": "Seat {seat}: at the table, away or on penalty",
    "start.state_here": "at the table",
    "start.state_away": "away",
    "start.state_penalty": "on penalty",
    "start.button": "Button",
    "start.bring_in_note": "Stud: the bring-in is worked out from the upcards once they are dealt.",
    "start.stakes": "Stakes other than the level's",
    "start.stakes_hint": "Leave empty to play the level's stakes from the server's config.",
    "start.house": "House options",
    "start.house_hint": "Leave an option on the default to use the rulebook's or the config's value.",
    "start.option_default": "as configured ({value})",
    "start.shuffle": "The server shuffles (it shows each next card; you still record every card)",
    "start.go": "Start the hand",
    "start.load": "Load a hand history or a situation",
    "start.load_hint": "A PHH file: a whole hand to step through, or a situation (the hand up to a question).",
    "start.phh_file": "PHH file",
    "start.phh_text": "or paste its text",
    "start.load_go": "Load",
    "start.phh_empty": "Choose a PHH file or paste its text first.",
    "start.open": "Stored hands",
    "start.no_hands": "No hand is stored yet.",
    "start.stored_hand": "Hand {id}: {game}, record {seq}, {created}",
    "start.hand_over": "(over)",
    "start.hand_open": "(in progress)",
    "step.heading": "Step through the file",
    "step.count": "After action {k} of {n}",
    "step.first": "To the start",
    "step.last": "To the end",
    "step.back": "One back",
    "step.next": "One on",
    "step.none": "Nothing yet: the hand as it starts.",
    "step.open": "Open the hand here",
    "step.hint": "Opening stores the hand as it stands at this step: record on from there, or call Floor!",
    "step.player": "player {n}",
    "step.deal_hole": "{player} is dealt {cards}",
    "step.board": "Board: {cards}",
    "step.fold": "{player} folds",
    "step.check_call": "{player} checks or calls",
    "step.bet": "{player} bets or raises to {amount}",
    "step.bring_in": "{player} posts the bring-in",
    "step.show": "{player} shows {cards}",
    "step.muck": "{player} mucks",
    "step.discard": "{player} discards {cards}",
    "step.stand_pat": "{player} stands pat",
    "step.other": "{code}",
    "stakes.ante": "Ante",
    "stakes.bring_in": "Bring-in",
    "stakes.small_bet": "Small bet",
    "stakes.big_bet": "Big bet",
    "stakes.blinds": "Blinds (small then big)",
    # flow 2: record the hand
    "hand.heading": "The hand",
    "hand.title": "Hand {id}: {game}, {rulebook}, {street} (record {seq})",
    "hand.next": "Next:",
    "hand.floor": "Floor!",
    "hand.undo": "Undo last entry",
    "hand.new": "Start or open another hand",
    "hand.other": "Other entries",
    "hand.looked": "Looked at his downcards",
    "hand.looked_hint": "Some rulings depend on whether a player has looked at his cards: record it when he has.",
    "hand.undone": "The last entry was taken back.",
    "hand.rulings": "Rulings in this hand ({count})",
    "hand.ruling_entry": "{n}. {irregularity}: {kind} ({citations})",
    "expect.deal_down": "deal seat {seat} a card face down",
    "expect.deal_up": "deal seat {seat} a card face up",
    "expect.card_is": "(the server's next card is {card})",
    "expect.burn": "burn a card",
    "expect.board": "turn a board card",
    "expect.action": "seat {seat} to act",
    "expect.draw": "seat {seat} to draw (discard or stand pat)",
    "expect.draw_next": "the next seat in turn to draw (discard or stand pat)",
    "expect.showdown": "showdown: each live seat shows or mucks",
    "expect.showdown_seats": "showdown: {seats} to show or muck",
    "expect.decision_player": "seat {seat} chooses how the hand goes on",
    "expect.decision": "the decision the ruling left open",
    "expect.over": "nothing: the hand is over",
    "expect.over_outcome": "nothing: the hand is over ({outcome})",
    "outcome.complete": "played out",
    "outcome.misdeal": "misdeal: deal it again",
    "outcome.void": "void: every chip went back",
    "record.card": "Card (rank and suit, as As or Td; ?? when not seen)",
    "record.rank": "Rank {rank}",
    "record.bad_card": "{card} is not a card: give a rank and a suit, as As or Td, or ?? when unseen.",
    "record.face_up": "face up",
    "record.deal": "Deal",
    "record.deal_round_unknown": "Deal the face-down cards unseen",
    "record.burn": "Burn",
    "record.board": "Turn on the board",
    "record.bring_in": "Bring in {amount}",
    "record.fold": "Fold",
    "record.check": "Check",
    "record.call": "Call {amount}",
    "record.complete_to": "Complete to {amount}",
    "record.bet": "Bet {amount}",
    "record.raise_to": "Raise to {amount}",
    "record.amount": "Amount to, from {min} to {max}",
    "record.bet_amount": "Bet or raise to this amount",
    "record.shown_cards": "Downcards shown (as As Kd)",
    "record.show": "Shows",
    "record.muck": "Mucks",
    "record.discards": "Cards thrown (as As Kd; ?? when unseen)",
    "record.discard": "Discards",
    "record.stand_pat": "Stands pat",
    "suit.s": "spades",
    "suit.h": "hearts",
    "suit.d": "diamonds",
    "suit.c": "clubs",
    "card.unknown": "unseen",
    "seat.n": "seat {seat}",
    "table.seat": "Seat",
    "table.stack": "Stack",
    "table.round": "This round",
    "table.bet": "In the pot",
    "table.main_pot": "Main pot {chips} ({seats})",
    "table.side_pot": "Side pot {chips} ({seats})",
    "table.cards": "Cards",
    "table.status": "Status",
    "table.button": "button",
    "table.bring_in": "bring-in",
    "table.dead": "dead hand",
    "table.absent": "away",
    "table.all_in": "all in",
    "table.folded": "out of the hand",
    "table.downcard": "a downcard",
    "table.board": "Board:",
    "table.no_board": "none",
    "table.pot": "Pot: {pot}",
    "table.payout": "seat {seat} wins {chips}",
    "value.yes": "yes",
    "value.no": "no",
    "value.none": "none",
    # flow 3: Floor!
    "floor.heading": "Floor! What happened?",
    "floor.hint": "Only what can happen now, in this game and on this street.",
    "floor.none": "Nothing can be reported at this point of the hand.",
    "floor.report": "Rule on it",
    "floor.other": "Something else happened",
    "irregularity.downcard_exposed": "Downcard exposed",
    "irregularity.upcard_dealt_down": "Upcard dealt face down",
    "irregularity.card_to_wrong_seat": "Card to the wrong seat",
    "irregularity.premature_card": "Card dealt too early",
    "irregularity.action_out_of_turn": "Action out of turn",
    "irregularity.wager_incorrect": "Wrong wager",
    "irregularity.wager_unclear": "Unclear wager (words and chips disagree)",
    "irregularity.upcards_lifted": "Stud player lifted his upcards facing a bet",
    "irregularity.hand_fouled": "Hand mixed with other cards",
    "irregularity.button_misplaced": "Button at the wrong seat",
    "irregularity.level_changed": "Hand dealt at the wrong level",
    "irregularity.limp_disputed": "Limp objected to in single draw",
    "irregularity.short_blind_called": "Call of a short all-in big blind",
    "irregularity.deck_fouled": "Fouled deck",
    "irregularity.non_standard_card": "Card not in the deck",
    "irregularity.boxed_card_found": "Boxed card",
    "irregularity.burn_out_of_sequence": "Burn missed or one too many",
    "irregularity.wrong_card_count": "Too many or too few cards",
    "irregularity.penalty_seat_dealt": "Seat on penalty dealt in",
    "irregularity.stub_short": "Not enough cards left",
    "irregularity.player_absent": "Player away from the table",
    "irregularity.dealing_fault": "Shuffle, cut or dealer wrong",
    "irregularity.seat_dealt_out": "Seat left out of the deal",
    "irregularity.seat_skipped": "Seat passed over in the upcards",
    "irregularity.impossible_call": "Call that cannot win",
    "irregularity.opener_misnamed": "Wrong seat named to act first",
    "irregularity.own_downcard_exposed": "Player turned his own downcard up",
    "irregularity.first_action_disputed": "First action disputed",
    "irregularity.stub_exhausted": "Stub ran out in the draw",
    "irregularity.draw_out_of_turn": "Draw out of turn",
    "irregularity.wrong_bring_in": "Wrong seat brought in, and play went on",
    "irregularity.discards_changed": "Discards changed",
    "irregularity.draw_card_to_wrong_seat": "Draw card to the wrong seat",
    "irregularity.burn_exposed": "Burn card exposed",
    "irregularity.show_out_of_order": "Wrong player asked to show first",
    "irregularity.show_refused": "Player due to show first will not show",
    "irregularity.hand_not_tabled": "Hand not turned fully face up",
    "irregularity.hand_miscalled": "Tabled hand called wrong",
    "field.seat": "Seat",
    "field.card": "Card",
    "field.street": "Street",
    "field.count": "How many boxed cards so far",
    "field.initial_deal": "During the initial deal",
    "field.position": "Which of his cards (1 = first dealt)",
    "field.expected_seat": "Seat that was due",
    "field.proper_seat": "Seat that should have brought in",
    "field.first_card": "The very first card of the deal",
    "field.entitled": "That seat is dealt in",
    "field.face_up": "Face up",
    "field.action": "Action",
    "field.amount": "Amount",
    "field.reason": "Why",
    "field.detail": "Details",
    "field.hand_over": "The hand had ended",
    "field.next_hand_begun": "The next hand has begun",
    "field.fault": "What was wrong",
    "field.reported_by": "Raised by",
    "field.proper_dealer": "Seat whose deal it was",
    "field.held": "Cards held",
    "field.expected": "Cards he should hold",
    "field.missed": "The burn was skipped",
    "field.dealer": "Dealer",
    "field.stub": "Cards left in the stub",
    "field.required": "Cards the street needs",
    "field.burns": "Cards burned so far",
    "field.live": "Live seats",
    "field.owed": "Cards still owed",
    "field.reshuffles": "Reshuffles so far",
    "field.before": "Cards thrown first",
    "field.after": "Cards in the new set",
    "field.dealing_begun": "The draw's cards had started",
    "field.later_acted": "A later seat had drawn",
    "field.said": "What he said",
    "field.identifiable": "His cards can still be told apart",
    "field.cards": "Cards",
    "field.motions": "The chips he put out",
    "field.reading": "What the chips add up to",
    "field.late": "What happened since the wager (reported afterwards)",
    "field.button": "Seat the button is at",
    "field.proper_button": "Seat the button belongs at",
    "field.previous_hand": "The mistake was made on the previous hand",
    "field.stakes": "Stakes of the new level",
    "field.began_before_start": "The new level began before this hand started",
    "field.due_seat": "Seat due to show first",
    "field.shown": "He has already shown",
    "field.mucked": "His cards went into the muck",
    "field.misled": "Seat that mucked on the call",
    "field.misled_identifiable": "The mucked cards can still be told apart",
    "choice.fold": "fold",
    "choice.check_call": "check or call",
    "choice.bet_raise_to": "bet or raise",
    "choice.bring_in": "bring-in",
    "choice.duplicate": "a card twice",
    "choice.house": "a house condition (another back, ...)",
    "choice.not_shuffled": "not shuffled",
    "choice.not_cut": "not cut",
    "choice.card_exposed_in_cut": "a card showed in the cut",
    "choice.cut_packet_short": "the cut left too few cards",
    "choice.wrong_dealer": "the wrong player dealt",
    # flow 4: the ruling
    "ruling.heading": "The ruling",
    "ruling.remedies": "What the dealer does",
    "ruling.no_remedies": "Nothing to put right: the hand goes on as it stands.",
    "ruling.remedies_follow": "What the dealer does follows from the choice below.",
    "ruling.decider_player": "Seat {seat} chooses: tap what he says.",
    "ruling.decider_floor": "The floor chooses: tap your decision.",
    "ruling.citations": "Rules",
    "ruling.no_title": "(no title known for this rule)",
    "ruling.explanation": "Why",
    "ruling.decision": "A decision is pending",
    "ruling.decided": "Recorded: {option}.",
    "ruling.detected": "The hand found it by itself as the deal completed: {irregularity}.",
    "ruling.after": "The hand now",
    "ruling.back": "Go on with the hand",
    "kind.continue": "The hand goes on",
    "kind.misdeal": "Misdeal",
    "kind.void": "The hand is void",
    "kind.dead_hand": "Dead hand",
    "kind.player_option": "The player chooses",
    "kind.floor_decision": "The floor decides",
    "kind.refused": "Claim refused",
    "kind_hint.continue": "Put right what the list below says, then go on dealing.",
    "kind_hint.misdeal": "Take the cards back and deal the hand again: same button, same seats.",
    "kind_hint.void": "Every chip goes back to whoever put it in; the hand is not played.",
    "kind_hint.dead_hand": "The hand of the seat below is dead; the others play on.",
    "kind_hint.player_option": "The player picks one of the choices below.",
    "kind_hint.floor_decision": "You pick one of the choices below.",
    "kind_hint.refused": "The request is not granted; the hand goes on as it stands.",
    "option.continue": "Continue (no redeal)",
    "option.redeal": "Redeal",
    "option.withdraw": "Withdraw and take his chips back",
    "option.declare_all_in": "Play all in for the pot",
    "remedy.plays_as_upcard": "The exposed card stays with {seat} and plays as an upcard.",
    "remedy.redeal_board_street": "The board cards of this street are taken back and dealt again.",
    "remedy.wager_stands_as": "The wager of {seat} is taken as {action}; chips beyond it go back to his stack.",
    "remedy.next_card_down": "The next card {seat} would get face up comes face down.",
    "remedy.skip_seat_next_round": "{seat} gets no card in the next round (he already has it).",
    "remedy.deal_seat_last_next_round": "In the next round of upcards, pass {seat} and give him the last card.",
    "remedy.kill_hand": "The hand of {seat} is dead: his cards go to the muck, his chips stay in the pot.",
    "remedy.replace_from_stub": "Take back the last card of {seat} and deal him a replacement from the stub.",
    "remedy.replace_from_stub.no_seat": "Take back the last board card and turn the next card in its place.",
    "remedy.card_to_burn": "The card ({card}) goes to the burns and serves as the next burn.",
    "remedy.discard_exposed_card": "The exposed card ({card}) goes to the muck.",
    "remedy.back_up_action": "The action goes back to {seat}.",
    "remedy.bet_stands": "The bet of {seat} stands.",
    "remedy.return_all_chips": "Every chip goes back to whoever put it in.",
    "remedy.redeal_exact": "Take the cards back and deal again: same button, same seats, same level.",
    "remedy.counts_as_next_card": "The card {seat} got early counts as his next card of the street.",
    "remedy.deal_skipped_seat_later": "{seat} gets his card at the end of this round.",
    "remedy.deal_missing_card": "Deal {seat} his missing card from the stub now.",
    "remedy.scrap_boxed_card": "Show the boxed card, put it in the muck, and deal the next card in its place.",
    "remedy.reshuffle_premature_card": "The early card goes back into the stub, and the stub is shuffled.",
    "remedy.deal_without_burn": "Deal the next street without a burn: the burn already taken stands.",
    "remedy.reshuffle_stub_with_burns": "Shuffle the last {count} burns back into the stub, then cut.",
    "remedy.deal_to_each_seat": "Burn and deal the street to every live seat as usual.",
    "remedy.burn_and_deal_community": "Burn, then turn one card face up in the middle, shared by every player.",
    "remedy.redeal_by_proper_dealer": "Deal the hand again, this time by {dealer}.",
    "remedy.dealer_hand_to_skipped_seat": "{dealer} gives his own hand to {seat} and sits this hand out.",
    "remedy.turn_random_card_up": "Turn one of the face-down cards of {seat}, picked at random, face up.",
    "remedy.posts_bring_in": "{seat} still posts the bring-in; the next live seat acts on it.",
    "remedy.correct_wager": "The wager of {seat} is corrected to {amount} for this round.",
    "remedy.all_in_for_pot": "{seat} plays all in for what is in the pot; his other chips stay out of it.",
    "remedy.withdraw_with_refund": "{seat} leaves the hand and takes back every chip he put in.",
    "remedy.refund_call": "The call of {seat} is void: {amount} goes back to him and his hand is out.",
    "remedy.slide_cards_back": "Move the misdealt card back to {seat}, so every seat has its own card.",
    "remedy.reshuffle_stub_with_muck": "Shuffle the rest of the stub with the muck and the earlier discards, then cut.",
    "remedy.hold_discards": "The discards of {seat} stay face down and bind; the draw goes back to the seat due.",
    "remedy.change_discards": "The first discards of {seat} come back and the new ones are thrown instead.",
    "remedy.replace_after_draw": "The exposed card of {seat} goes to the muck; he gets a new one after the draw.",
    "remedy.surplus_card_to_burns": "The extra card of {seat} goes unseen to the burns.",
    "remedy.pass_surplus_card": "The extra card of {seat} goes on to the seat that was due it.",
    "remedy.set_aside_premature_card": "Set the early card ({card}) aside; deal and bet the next street from the stub.",
    "remedy.burn_replaced": "Shuffle the exposed burn back into the stub and burn again.",
    "remedy.redeal_with_button": "Give every chip back and deal again with the button at seat {button}.",
    "remedy.redeal_at_stakes": "Give every chip back and deal again at the new level's stakes.",
    "remedy.button_next_hand": "Play on; next hand the button goes to seat {button}.",
    "remedy.retrieve_mucked_hand": "Take seat {seat}'s mucked cards back out of the muck: his hand is live again.",
    # streets
    "street.second": "second street",
    "street.third": "third street",
    "street.fourth": "fourth street",
    "street.fifth": "fifth street",
    "street.sixth": "sixth street",
    "street.seventh": "seventh street",
    "street.preflop": "before the flop",
    "street.flop": "the flop",
    "street.turn": "the turn",
    "street.river": "the river",
    "street.predraw": "before the draw",
    "street.draw-1": "the first draw",
    "street.draw-2": "the second draw",
    "street.draw-3": "the third draw",
    # the token and errors
    "token.heading": "This server wants a token",
    "token.hint": "Ask whoever runs the server for its token; the page keeps it until the tab is closed.",
    "token.label": "Token",
    "token.wrong": "That token was refused; try again.",
    "token.go": "Use this token",
    "token.needed": "This server answers only with its token: reload the page to give it.",
    "error.status": "The server answered {status}.",
    "error.network": "The server cannot be reached.",
    "error.at": "{path}: {reason}",
    "error.stale": "The hand had moved on (another device recorded something); it is shown again as it stands.",
}
"""Every string the page shows, by key (the page's script gets the same table); the one place to translate."""

#: The chooser's languages, each named as its speakers write it (the same on every page, so not translated).
LANGUAGE_NAMES: Final = {"en": "English", "es": "Español", "it": "Italiano"}

_HERE: Final = Path(__file__).parent
TEMPLATES: Final = jinja2.Environment(
    loader=jinja2.FileSystemLoader(_HERE / "templates"),
    autoescape=True,
    undefined=jinja2.StrictUndefined,
    trim_blocks=True,
    lstrip_blocks=True,
)


@functools.cache
def console_messages(language: str = DEFAULT_LANGUAGE) -> dict[str, str]:
    """:data:`MESSAGES` and the ruling log's words in ``language`` (the core's catalog; English where it lacks one).

    :param language: one of :data:`~floorcall.i18n.LANGUAGES`.
    :returns: the table, keyed as :data:`MESSAGES`, its ``lang`` entry the language itself.
    :raises ValueError: a language floorcall does not ship.
    """
    t = translator(language)
    english = {**MESSAGES, **WORDS}
    table = {key: t.template(f"console.{key}", text) for key, text in english.items() if key != "lang"}
    return {"lang": language, **table}


def render_console(language: str = DEFAULT_LANGUAGE) -> str:
    """Render the console page in ``language``.

    :returns: the page's HTML; every string on it comes from :func:`console_messages`, which is also embedded as
        JSON for the page's script.
    :raises ValueError: a language floorcall does not ship.
    """
    words = console_messages(language)
    template = TEMPLATES.get_template("console.html")
    embedded = msgspec.json.encode(words).decode().replace("</", "<\\/")
    return template.render(t=words, languages=LANGUAGE_NAMES, messages_json=embedded)


@get("/", media_type=MediaType.HTML, include_in_schema=False, sync_to_thread=False)
def console_page(request: Request[Any, Any, Any]) -> Response[str]:
    """Serve the console page (public: the page itself asks for the token when the API wants one).

    In the language of ``?lang=``, else of the chooser's cookie, else of the browser (``Accept-Language``), else the
    server's.
    """
    language = request_language(request, cookie=True)
    headers = {"Cache-Control": "no-store", "Content-Language": language}
    return Response(render_console(language), media_type=MediaType.HTML, headers=headers)


console_router: Final = Router(
    path="/",
    route_handlers=[
        console_page,
        create_static_files_router(path="/static", directories=[_HERE / "static"], include_in_schema=False),
    ],
)
"""The console's routes: ``/`` (the page) and ``/static/...`` (its stylesheet and script); include it in the app."""
