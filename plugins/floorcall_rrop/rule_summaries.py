"""What the rules this plugin cites say, in the project's own words: an ID, a short title and one sentence each.

Registered through ``floorcall_register_rules`` so that a ruling's citations can be shown with their meaning (the
floor console, ``GET /api/v1/rules/{citation}``). Covers Robert's Rules of Poker, the Spanish stud seed document
catalogued under RROP, and the WSOP live-action clauses used where the RRoP text could not be checked.
"""

from __future__ import annotations

from floorcall import RuleSummary
from floorcall_rrop import tournament

__all__ = ["SUMMARIES"]

_RULES: tuple[tuple[str, str, str], ...] = (
    (
        "RROP-A5-1",
        "A-5: the joker",
        "Where a joker is in use (the default unless posted), it counts as the lowest card the hand does not hold.",
    ),
    (
        "RROP-A5-2",
        "A-5: no check-raise in limit",
        "In limit ace-to-five a player who checked may not raise later in the round unless the table was told so.",
    ),
    (
        "RROP-A5-3",
        "A-5: card exposed before the draw",
        "In ace-to-five lowball a low card exposed on the deal stays with the player; a high one is replaced.",
    ),
    (
        "RROP-A5-4",
        "A-5: the sevens rule",
        "In limit ace-to-five, a seven or better checked after the draw wins no chips put in after that check.",
    ),
    (
        "RROP-ES-STUD-IRR-1",
        "Stud: asking for a new deal",
        "A player who has not looked at his cards may ask for a new shuffle, cut and deal before the second round.",
    ),
    (
        "RROP-ES-STUD-IRR-2",
        "Stud: one hand too many",
        "The dealer decides which hand is the extra one and takes it away, unless a player has already looked.",
    ),
    (
        "RROP-ES-STUD-IRR-3",
        "Stud: one hand too few",
        "The player left out is given the dealer's own hand in a game where the players deal.",
    ),
    (
        "RROP-ES-STUD-IRR-4",
        "Stud: two downcards in the first round",
        "One of them is turned face up and the player is passed over in the next round.",
    ),
    (
        "RROP-ES-STUD-IRR-5",
        "Stud: too many cards on the first deal",
        "The player may ask for a new deal while the second round has not begun.",
    ),
    (
        "RROP-ES-STUD-IRR-6",
        "Stud: seat skipped on an upcard round",
        "The upcards move back one seat each so that every player gets the card meant for him.",
    ),
    (
        "RROP-ES-STUD-IRR-7",
        "Stud: hole card dealt face up",
        "The card plays as an upcard and the player's next card comes face down.",
    ),
    (
        "RROP-ES-STUD-IRR-8",
        "Stud: card exposed in the deck",
        "A card found face up while dealing goes to its player; one exposed between rounds is burned.",
    ),
    (
        "RROP-ES-STUD-IRR-9",
        "Stud: impossible call",
        "A last call that cannot beat the bettor's upcards may be taken back if it is pointed out in time.",
    ),
    (
        "RROP-ES-STUD-IRR-10",
        "Stud: wrong high hand named",
        "Nobody is compensated; a bet made by the wrongly named player is not out of turn.",
    ),
    (
        "RROP-ES-STUD-IRR-11",
        "Stud: player-caused card exposure",
        "A player who exposes his own card is not entitled to the remedies for a dealer's error.",
    ),
    (
        "RROP-HE-1",
        "Hold'em: exposed hole card",
        "The first or second card dealt exposed makes a misdeal; later exposures are replaced.",
    ),
    (
        "RROP-HE-2",
        "Hold'em: extra card to the first player",
        "The extra card goes back and becomes the burn; two or more extra cards make a misdeal.",
    ),
    ("RROP-HE-3", "Hold'em: too many cards on the flop", "The board cards are mixed back and the flop is dealt again."),
    (
        "RROP-HE-4",
        "Hold'em: premature flop or turn",
        "The early cards go back into the stub, which is reshuffled before the street is dealt again.",
    ),
    (
        "RROP-IRR-7",
        "One boxed card",
        "A single face-up card in the deck is treated like a blank and the card under it takes its place.",
    ),
    ("RROP-LOWBALL-1", "Lowball misdeals", "Lowball games use the misdeal rules of the button games."),
    (
        "RROP-MISDEAL-1",
        "Causes of a misdeal",
        "The dealing errors that make a misdeal in cash games, while the action has not gone far.",
    ),
    (
        "RROP-MISDEAL-2",
        "After the action threshold",
        "Once two players after the forced bet have acted, the hand goes on and the errors are remedied.",
    ),
    (
        "RROP-STUD-1",
        "Stud: bring-in and first action",
        "The lowest upcard by suit brings in on third street; from fourth street the best board acts first.",
    ),
    (
        "RROP-STUD-5",
        "Stud: exposed hole card",
        "When one of the first two downcards is turned up, the third card comes face down.",
    ),
    ("WSOP24L-104", "Cash misdeals", "The dealing errors that make a misdeal in WSOP cash games."),
    (
        "WSOP24L-106",
        "Short hands in stud and draw",
        "A hand with too few cards that has acted keeps playing; one with too many is dead.",
    ),
    ("WSOP24L-111", "Card with a different back", "A card with another back fouls the deck and the hand is cancelled."),
    ("WSOP24L-112", "Duplicate card", "Two identical cards foul the deck and the hand is cancelled."),
    ("WSOP24L-115", "Joker in a game without one", "A joker that turns up is taken out and replaced by the next card."),
    (
        "WSOP24L-118",
        "One extra card on the deal",
        "An extra card dealt before the first betting round goes back and becomes the burn.",
    ),
    (
        "WSOP24L-122",
        "Burn errors",
        "A missed or extra burn is put right so that every player gets the cards he would have had.",
    ),
    (
        "WSOP24L-226",
        "Stud burn errors",
        "In stud the cards of a street dealt without its burn go back where they belong while that can be done: the "
        "card dealt in the burn's place becomes the burn and its seat gets the next card.",
    ),
    ("WSOP24L-123", "Premature cards never play", "A card dealt too early is not used on the street it came out on."),
    (
        "WSOP24L-132",
        "Action out of turn",
        "Acting out of turn may bind if what the player faced has not changed when his turn comes.",
    ),
    (
        "WSOP24L-164",
        "Burn errors before the flop",
        "A burn error before the flop is corrected by putting the cards back in their proper order.",
    ),
    (
        "WSOP24L-167",
        "Premature board cards",
        "Board cards dealt before the betting is over are reshuffled into the stub.",
    ),
    (
        "WSOP24L-214..231",
        "Cash stud irregularities",
        "The WSOP's cash rules for seven-card stud errors, descended from Robert's Rules.",
    ),
    (
        "WSOP24L-221",
        "Cash stud: absent at his turn",
        "A player who is not at the table when it is his turn to act has his hand killed.",
    ),
    (
        "WSOP24L-228",
        "Cash stud: short stub on the last street",
        "When the stub is short for the last card, a single community card may be used.",
    ),
    (
        "WSOP24L-232",
        "Calling when beaten on board",
        "A call that the bettor's upcards already beat may be taken back before the hands are shown.",
    ),
    ("WSOP24L-262", "Lowball misdeals", "The dealing errors that make a misdeal in cash lowball games."),
    (
        "WSOP24L-269",
        "Lowball: exposed cards replaced",
        "A card exposed on the deal or the draw is replaced after the round.",
    ),
    (
        "WSOP24L-271",
        "Draw: wrong number of cards",
        "A draw hand with the wrong number of cards is corrected or killed, depending on when it is found.",
    ),
    (
        "WSOP24L-272",
        "Draw: changing the number asked for",
        "A player may change how many cards he draws only until the dealer starts giving them.",
    ),
    (
        "WSOP24L-LOWBALL.1",
        "Lowball: reshuffle for the draw",
        "When the stub runs short on the draw, the discards are shuffled together to finish it.",
    ),
    (
        "WSOP24L-LOWBALL.2",
        "Lowball: card exposed on the draw",
        "A card exposed while the draw is dealt is replaced after the other players are served.",
    ),
    (
        "WSOP24L-104/105",
        "Cash misdeals and their limits",
        "The misdeal causes of WSOP cash games, and when it is too late to call one.",
    ),
    (
        "WSOP24L-164/165",
        "Burn and board errors around the flop",
        "Burn and board mistakes near the flop are put right so each card lands where it should.",
    ),
    (
        "FLOORCALL-DEFAULT-12",
        "Words said first",
        "Where the rulebook is silent, what a player says before his chips go out decides what the wager is.",
    ),
    (
        "RROP-BET-3",
        "The raise cap in limit",
        "Limit betting allows a set number of raises a round, without a cap once only two players remain.",
    ),
    (
        "RROP-BET-5",
        "The smallest wager",
        "No bet or raise may be smaller than the size the structure sets for the round.",
    ),
    (
        "RROP-BET-6",
        "Half a bet in limit",
        "In limit an all-in of half a bet or more counts as a full raise; less is only a call plus part.",
    ),
    (
        "RROP-NL-3",
        "The smallest raise in big-bet poker",
        "A raise in no limit or pot limit must at least match the previous bet or raise of the round.",
    ),
    (
        "RROP-NL-4",
        "No completing in big-bet poker",
        "A short all-in in no limit or pot limit does not let the others raise again by making it up.",
    ),
    (
        "RROP-NL-5",
        "Several short all-ins",
        "Short all-ins add up: together they reopen the betting only when they reach a full raise.",
    ),
    (
        "RROP-STUD-2",
        "The bring-in may complete",
        "The player who brings in may post the full small bet instead of the smaller bring-in.",
    ),
    (
        "RROP-STUD-3",
        "Completion is not a raise",
        "Bringing the bring-in up to the small bet does not count as a raise toward the cap.",
    ),
    (
        "WSOP24L-136",
        "String raises in cash games",
        "Chips brought out in more than one trip without a word make only what the first trip showed.",
    ),
    (
        "WSOP24L-137",
        "One big chip in cash games",
        "A lone oversized chip pushed out silently against a bet is only a call.",
    ),
    (
        "WSOP24L-138",
        "A short wager found late in cash games",
        "A wager too small for the round is made full if found before the round ends; after that it stands.",
    ),
    (
        "WSOP24L-179",
        "A short raise with chips behind",
        "A raise below the minimum from a player who has more chips is brought up to a full raise.",
    ),
    (
        "FLOORCALL-DEFAULT-13",
        "A mixed hand that can be told apart",
        "Where Robert's Rules say nothing, a hand whose cards can still be picked out plays on.",
    ),
    (
        "FLOORCALL-DEFAULT-14",
        "Stud upcards lifted facing a bet",
        "Where Robert's Rules say nothing, a stud player who lifts his upcards while facing a bet has folded.",
    ),
    (
        "WSOP24T-88b",
        "A penalty seat in a redeal",
        "Seats on penalty or away for the first deal get cards in the redeal, and their hands are then killed.",
    ),
    (
        "WSOP24T-7CS.2",
        "The wrong seat named for the bring-in",
        "A bring-in posted by the seat the dealer named by mistake is taken back and the right seat brings in.",
    ),
    (
        "RROP-IRR-1",
        "Button misplaced on an earlier hand",
        "When the button turns out to have been wrongly placed, the button and blinds are put right so that every "
        "player gets one turn at each position in the round.",
    ),
    (
        "RROP-BLINDS-1",
        "Blinds do not shrink",
        "The bets and raises of a game stay the size its blinds set, even when a blind is posted all in for less.",
    ),
    (
        "RROP-BLINDS-2",
        "Moving or dead button",
        "The house chooses how the button moves: always to the next player, the blinds following it, or as a dead "
        "button behind a big blind that moves on one player each hand.",
    ),
    (
        "WSOP24L-150",
        "A short all-in big blind",
        "A big blind posted all in for less does not lower the bet: the others call the full blind or raise from it.",
    ),
    (
        "TDA2024-23",
        "The stakes a hand is played at",
        "A hand is played at the stakes in force when it started; dealt at old ones by mistake, it is corrected only "
        "before the action has gone far.",
    ),
    (
        "TDA2024-RP17",
        "Limping in single draw",
        "In every single-draw game a player may come in by just calling the big blind.",
    ),
    (
        "WSOP24L-218",
        "Cash stud: a wrong bring-in",
        "A wrong bring-in is corrected while the next player has not acted; after that it stands and nobody owes more.",
    ),
    (
        "RROP-TIES-1",
        "Suit order",
        "Spades rank above hearts, diamonds and clubs; suits never split or win a pot, they only order equal "
        "ranks for the odd chip.",
    ),
    (
        "RROP-TIES-2",
        "Odd chip size",
        "The odd chip is one unit of the smallest chip in play, and no player gets more than one.",
    ),
    (
        "RROP-TIES-3",
        "Who gets the odd chip",
        "In button games the first tied hand from the button's left; in stud the highest card by suit (the "
        "lowest in low games) of all the cards held; a high-low pot's odd chip to the high half; each side pot "
        "split on its own.",
    ),
    (
        "WSOP24L-275",
        "Cards speak; a miscalled hand",
        "A tabled hand is read for what it makes; a miscall that makes another player muck can cost the "
        "miscalled hand the pot.",
    ),
    (
        "FLOORCALL-DEFAULT-31",
        "Order of show (Robert's Rules)",
        "With nobody all in, the last player to bet or raise on the final round shows first, else the first to "
        "act on it; floorcall follows Robert's Rules' showdown procedure, which the rule catalog does not "
        "number.",
    ),
    (
        "FLOORCALL-DEFAULT-32",
        "Showing when due (Robert's Rules)",
        "A player due to show first who will neither show nor muck gives up his claim to the pot: his hand is killed.",
    ),
    (
        "FLOORCALL-DEFAULT-45",
        "A fault of the deal (Robert's Rules)",
        "In a game without upcards, a deck not shuffled or not cut, a card shown in the cut or the wrong dealer: "
        "before the action threshold the floor may have the hand dealt again (by the proper dealer); after it the "
        "hand plays on.",
    ),
    (
        "FLOORCALL-DEFAULT-33",
        "All cards face up to win (Robert's Rules)",
        "To win any part of a pot a player shows every card he holds face up; a hand mucked before that cannot win.",
    ),
)

SUMMARIES: tuple[RuleSummary, ...] = (
    *(RuleSummary(id=i, title=t, summary=s) for i, t, s in _RULES),
    *tournament.SUMMARIES,
)
"""Every rule this plugin describes."""
