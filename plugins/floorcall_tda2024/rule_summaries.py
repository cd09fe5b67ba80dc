"""What the rules this plugin cites say, in the project's own words: an ID, a short title and one sentence each.

Registered through ``floorcall_register_rules`` so that a ruling's citations can be shown with their meaning (the
floor console, ``GET /api/v1/rules/{citation}``). Covers the TDA 2024 rules and recommended procedures, the WSOP
tournament clauses this rulebook falls back on for draw games, and floorcall's documented defaults.
"""

from __future__ import annotations

from floorcall import RuleSummary
from floorcall_tda2024 import tournament

__all__ = ["SUMMARIES"]

_RULES: tuple[tuple[str, str, str], ...] = (
    (
        "FACT-2",
        "Who brings in and who acts first in stud",
        "The forced bet on third street falls to the weakest door card for the game, and the best board showing "
        "acts first on every later street.",
    ),
    (
        "TDA2024-1",
        "Floor discretion",
        "Where the rules do not settle a case, the floor decides in the interest of fairness.",
    ),
    (
        "TDA2024-16",
        "Hands face up when all in",
        "Once a player is all in and betting is over, every live hand is turned face up.",
    ),
    (
        "TDA2024-22",
        "When a dispute can be raised",
        "A claim about a hand must be made before the next hand begins, or it is too late.",
    ),
    (
        "TDA2024-30",
        "At your seat when the deal ends",
        "A player not at his seat when the initial deal is complete has a dead hand; his forced bets stay in.",
    ),
    (
        "TDA2024-35A",
        "Causes of a misdeal",
        "The list of dealing errors that make a hand a misdeal when found before substantial action.",
    ),
    (
        "TDA2024-35A.1",
        "Two boxed cards",
        "Two or more face-up cards found in the deck during the initial deal make a misdeal.",
    ),
    (
        "TDA2024-35A.2",
        "First card to the wrong seat",
        "When the very first card of the deal goes to the wrong seat, the hand is misdealt.",
    ),
    (
        "TDA2024-35A.3",
        "Cards to a seat with no hand",
        "Dealing to an empty seat or to a player not entitled to a hand is a misdeal.",
    ),
    ("TDA2024-35A.4", "An entitled seat dealt out", "Leaving out a seat that should have been dealt in is a misdeal."),
    (
        "TDA2024-35A.5",
        "Wrong number of cards",
        "A player holding too many or too few cards on the initial deal makes a misdeal.",
    ),
    (
        "TDA2024-35A.6",
        "Non-standard card before action",
        "A card that does not belong to the game's deck, found before substantial action, makes a misdeal.",
    ),
    (
        "TDA2024-35A.7",
        "Hole card exposed in a flop game",
        "In flop games an exposed card among the first cards dealt, or a second exposed hole card, is a misdeal.",
    ),
    (
        "TDA2024-35A.8",
        "Draw games follow house policy",
        "For exposures and misdeals in draw games the house rules decide.",
    ),
    (
        "TDA2024-35B",
        "Two cards in a row to the button",
        "Giving the button two cards in a row to make up a skipped card is not a misdeal.",
    ),
    (
        "TDA2024-35C.1",
        "A redeal repeats the hand",
        "After a misdeal the hand is dealt again exactly as before: same button, same players, same forced bets.",
    ),
    (
        "TDA2024-35C.2",
        "Absent players in a redeal",
        "Players who were away on the misdealt hand are dealt in again and may play the redeal.",
    ),
    (
        "TDA2024-35C.3",
        "Penalised players in a redeal",
        "A player serving a penalty is dealt in the redeal and his hand killed; both deals count as one hand.",
    ),
    (
        "TDA2024-35D.1",
        "No misdeal after substantial action",
        "Once substantial action has happened the hand goes on; only a fouled deck can still stop it.",
    ),
    (
        "TDA2024-35D.2",
        "Non-standard card after action",
        "A foreign card found after substantial action is taken out and replaced from the stub.",
    ),
    (
        "TDA2024-35E.1",
        "What a fouled deck is",
        "A deck is fouled when a card appears twice or the house finds another defect such as a different back.",
    ),
    (
        "TDA2024-35E.2",
        "A fouled deck voids the hand",
        "The hand stops and every chip, forced bets included, goes back to the player who put it in.",
    ),
    (
        "TDA2024-35E.3",
        "Claims on a finished hand",
        "A fouled-deck claim against a finished hand counts only until the next hand starts.",
    ),
    (
        "TDA2024-36",
        "Substantial action",
        "Two actions in turn that put chips in, or three actions in turn of any kind, are substantial action.",
    ),
    (
        "TDA2024-37",
        "Button short of cards",
        "A button dealt too few cards may be given the missing ones, even after substantial action.",
    ),
    (
        "TDA2024-38",
        "Killing a hand with the wrong count",
        "After substantial action a hand with the wrong number of cards is dead; exactly one burn goes on.",
    ),
    (
        "TDA2024-39A",
        "Four cards on the flop",
        "The four cards are mixed face down and the floor picks one at random to become the next card.",
    ),
    (
        "TDA2024-39B",
        "Flop dealt without a burn",
        "If nobody has acted on it, the three cards are mixed and one of them becomes the burn.",
    ),
    (
        "TDA2024-39D",
        "Reshuffles are face down",
        "Whenever cards are shuffled back into the stub during a hand, it is done face down.",
    ),
    (
        "TDA2024-53A",
        "Action out of turn",
        "The action goes back to the right seat; the out-of-turn action binds if what he faced has not changed.",
    ),
    (
        "TDA2024-53B",
        "A skipped player must speak up",
        "A player passed over by an out-of-turn action who stays silent until the seats behind him act is bound by it.",
    ),
    (
        "TDA2024-71C",
        "Players on penalty",
        "A seat serving a penalty is dealt in and pays its forced bets, and its hand is then killed.",
    ),
    (
        "TDA2024-RP10-A",
        "Stud: downcard exposed on the deal",
        "An exposed downcard of the first deal plays as the door card and the player's upcard comes face down.",
    ),
    (
        "TDA2024-RP10-B",
        "Stud: seventh-street card exposed",
        "A seventh-street downcard the dealer exposes is replaced from the stub while betting remains; once no "
        "betting can follow, it simply plays.",
    ),
    (
        "TDA2024-RP10-C",
        "Stud: absent players",
        "An absent player's hand is dead after the deal; no further card goes to a hand that is not live.",
    ),
    (
        "TDA2024-RP10-D",
        "Stud: tied boards for first action",
        "When boards tie for first to act, the highest single upcard by rank and then suit acts first.",
    ),
    (
        "TDA2024-RP10-E",
        "Stud: bring-in all in on the ante",
        "If the bring-in card belongs to a player all in for the ante, the player on his left opens the action.",
    ),
    (
        "TDA2024-RP10-F",
        "Stud: no double bet for an open pair",
        "In tournaments an open pair on fourth street does not allow the big bet.",
    ),
    (
        "TDA2024-RP10-G",
        "Stud: premature cards",
        "A card dealt before the betting round is over is handled as RP-5-D says.",
    ),
    (
        "TDA2024-RP10-H",
        "Stud: short stub on the last street",
        "When the stub cannot give every player a last card, one of the three remedies below applies in order.",
    ),
    (
        "TDA2024-RP10-H.A",
        "Short stub: add the burns",
        "If the burns make up the shortfall, they are mixed into the stub and every player is dealt his card.",
    ),
    (
        "TDA2024-RP10-H.B",
        "Short stub: one community card",
        "Otherwise, with at least three stub cards, one card is turned face up in the middle for everybody.",
    ),
    (
        "TDA2024-RP10-H.C",
        "Short stub: burns and a community card",
        "With fewer than three stub cards, the burns are mixed in and one community card is turned up.",
    ),
    (
        "TDA2024-RP10-H.D",
        "Who acts first with a community card",
        "With a community last card, the player who acted first on sixth street acts first on seventh.",
    ),
    (
        "TDA2024-RP14",
        "Random picks for errors",
        "Where a remedy needs a random choice, it is made so that nobody can know the result beforehand.",
    ),
    (
        "TDA2024-RP5-A",
        "Premature flop",
        "The flop goes back, the stub is reshuffled and a new flop is turned without another burn.",
    ),
    (
        "TDA2024-RP5-B",
        "Premature turn",
        "The turn card goes back, the stub is reshuffled and the turn is dealt again without a new burn.",
    ),
    (
        "TDA2024-RP5-C",
        "Premature river",
        "The river card goes back, the stub is reshuffled and the river is dealt again without a new burn.",
    ),
    (
        "TDA2024-RP5-D",
        "Stud: premature card",
        "Cards dealt before the betting is over go back into the stub, which is reshuffled before the street.",
    ),
    (
        "WSOP24T-108",
        "Short hands in stud and draw",
        "A hand with too few cards that has acted keeps playing; one with too many is dead.",
    ),
    (
        "WSOP24T-7CS",
        "Seven-card games in WSOP tournaments",
        "The WSOP's tournament clauses for stud games, used where the TDA rules leave a gap.",
    ),
    (
        "WSOP24T-DRAW.1",
        "Draw: the stub runs out",
        "The last stub card is dealt only if it alone completes the draw; otherwise the discards are shuffled in.",
    ),
    (
        "WSOP24T-DRAW.2",
        "Draw: exposed cards on the first deal",
        "A card exposed while dealing the first five is replaced; a second exposure makes a misdeal.",
    ),
    (
        "WSOP24T-DRAW.7",
        "Draw: discards and counts",
        "A player may change his discards only until the next player acts or the dealing begins.",
    ),
    (
        "FLOORCALL-DEFAULT-1",
        "One boxed card",
        "A single face-up card in the deck is shown, mucked, and the next card is dealt in its place.",
    ),
    (
        "FLOORCALL-DEFAULT-2",
        "Exposed burn card",
        "An exposed burn stays the burn and is shown to everybody so that nobody gains from it.",
    ),
    (
        "FLOORCALL-DEFAULT-47",
        "A draw game's card dealt too early",
        "A card dealt during a betting round of a draw game goes back into the stub, which is shuffled, and the "
        "betting goes on.",
    ),
    (
        "FLOORCALL-DEFAULT-46",
        "A stud street dealt without its burn",
        "A card dealt where the street's burn was due becomes that burn as it is dealt, its seat getting the next "
        "card; a missed burn found later leaves the cards standing, and the next street is burned as usual.",
    ),
    (
        "FLOORCALL-DEFAULT-7",
        "Five-card stud irregularities",
        "Five-card stud follows the seven-card stud remedies, with its own two-card first deal.",
    ),
    (
        "FLOORCALL-DEFAULT-8",
        "Drawing out of turn",
        "Discards made before one's turn are held face down and bind; the draw goes back to the right seat.",
    ),
    (
        "FLOORCALL-DEFAULT-9",
        "Wrong number of draw cards",
        "Too few cards are made up from the stub; a card too many goes back or kills the hand if seen.",
    ),
    (
        "TDA2024-53A/B",
        "Action out of turn, backed up",
        "The action goes back to the seat whose turn it was; what the others did may bind.",
    ),
    (
        "HOUSE:floorcall:draw-short-fallback",
        "Draw: a stub that cannot finish the draw",
        "When even a reshuffled stub cannot complete a draw, the house option decides how the hand goes on.",
    ),
    (
        "FLOORCALL-DEFAULT-10",
        "A wager over the limit",
        "A bet or raise larger than the structure allows stands at the largest total it allows.",
    ),
    (
        "FLOORCALL-DEFAULT-11",
        "A bet bigger than the stack",
        "A player who bets more than he has in front of him is all in: table stakes.",
    ),
    (
        "FLOORCALL-DEFAULT-12",
        "Words said first",
        "Where the rulebook is silent, what a player says before his chips go out decides what the wager is.",
    ),
    (
        "TDA2024-40C",
        "An amount said alone",
        "Naming a number without saying bet, call or raise counts the same as pushing out that many chips silently.",
    ),
    (
        "TDA2024-43A",
        "The minimum raise",
        "A raise must be at least the last full bet or raise; a short one is read by the half-way standard.",
    ),
    (
        "TDA2024-43B",
        "A stated raise is the total",
        "When a player says he raises to an amount, that amount is his whole wager for the round.",
    ),
    (
        "TDA2024-44",
        "One big chip",
        "A single chip larger than needed, pushed out without a word, is only a call when facing a bet.",
    ),
    (
        "TDA2024-45",
        "Several chips at once",
        "Chips put out in one motion are a raise only if taking one away would still leave a full raise.",
    ),
    (
        "TDA2024-47A",
        "A short all-in and reopening",
        "In pot and no limit an all-in for less than a full raise does not reopen the betting to those who acted.",
    ),
    (
        "TDA2024-47B",
        "Reopening in limit",
        "In limit an all-in for at least half a bet reopens the betting as a full raise would.",
    ),
    (
        "TDA2024-48",
        "Caps on raises",
        "Limit rounds have a cap on raises, lifted when only two players are left where the house says so.",
    ),
    (
        "TDA2024-52A",
        "An undersized bet or raise",
        "A bet or raise below the minimum is brought up to the minimum, while it can still be corrected.",
    ),
    (
        "TDA2024-52B",
        "Pot-limit miscounts",
        "A pot-limit wager over the pot is cut back to the pot; one under it stands once the action moves on.",
    ),
    (
        "TDA2024-54B",
        "The pot before the flop",
        "Pot-limit sizing before the flop counts a short blind as if it had been posted in full.",
    ),
    (
        "TDA2024-54D",
        "Saying pot in no limit",
        "In no limit, saying pot binds the player to a wager, which is the minimum bet or raise.",
    ),
    (
        "TDA2024-55",
        "A wager that makes no sense",
        "A declaration the situation does not allow is taken as the nearest legal action, or the player chooses.",
    ),
    (
        "TDA2024-56",
        "String wagers",
        "Chips brought out in several trips without a word first make only the first amount, usually a call.",
    ),
    (
        "TDA2024-57",
        "An amount that could mean two things",
        "An amount that could be read more than one way is taken in the way the floor judges likeliest.",
    ),
    (
        "WSOP24T-7CS.3",
        "Completion is not a raise",
        "Bringing a stud bring-in up to the full small bet is a completion, and the raises still allowed follow it.",
    ),
    (
        "TDA2024-2",
        "Players check their own cards",
        "Each player checks he holds the right number of cards before substantial action; after it, the fault is his.",
    ),
    (
        "TDA2024-65B",
        "A fouled hand that can be told apart",
        "A hand mixed with other cards plays on if the floor can still tell exactly which cards were his.",
    ),
    (
        "TDA2024-66",
        "Stud upcards lifted facing a bet",
        "A stud player who picks up or turns down his upcards while facing a bet has folded his hand.",
    ),
    (
        "WSOP24T-7CS.2",
        "The wrong seat named for the bring-in",
        "A bring-in posted by the seat the dealer named by mistake is taken back and the right seat brings in.",
    ),
    (
        "TDA2024-23",
        "The level a hand is played at",
        "A hand starts at the first riffle, the shuffler's button or the deal push, and is played at the level then in "
        "force; dealt at the old level by mistake, it is corrected only until substantial action.",
    ),
    (
        "TDA2024-32",
        "Dead button",
        "Tournaments play a dead button: the big blind moves on one player each hand, so the button may sit in front "
        "of an empty seat.",
    ),
    (
        "TDA2024-34A",
        "Button moved incorrectly",
        "A wrongly moved button is corrected before substantial action; after it the hand stands and the button is "
        "not moved back.",
    ),
    (
        "TDA2024-34B",
        "Heads-up button",
        "With two players the button posts the small blind, acts first before the flop and last after it, and the "
        "button is placed so that nobody posts the big blind twice in a row.",
    ),
    (
        "TDA2024-RP17",
        "Limping in single draw",
        "In every single-draw game a player may come in by just calling the big blind.",
    ),
    (
        "WSOP24L-150",
        "A short all-in big blind",
        "A big blind posted all in for less does not lower the bet: the others call the full blind or raise from it.",
    ),
    (
        "TDA2024-17A",
        "Order of show",
        "With nobody all in, the last player to bet or raise on the final round tables first; with no bet, the "
        "first player to act on that round does.",
    ),
    (
        "TDA2024-13A",
        "Proper tabling",
        "A hand is tabled only when every one of its cards is face up on the table; a hand mucked before that "
        "cannot win, and the cards on the table are read for what they make.",
    ),
    (
        "TDA2024-20A",
        "Odd chip in board and draw games",
        "A tied pot's leftover units of the smallest chip go one by one to the tied seats in order from the "
        "button's left.",
    ),
    (
        "TDA2024-20B",
        "Odd chip in stud",
        "A tied pot's leftover unit goes to the tied hand holding the highest card by rank, then suit, among "
        "the five that play.",
    ),
    (
        "TDA2024-20C",
        "Odd chip of a high-low pot",
        "When a high-low pot cannot be halved evenly, the extra unit goes to the high half before each half is shared.",
    ),
    (
        "TDA2024-21",
        "Side pots",
        "The main pot and every side pot are each settled on their own, among the hands eligible for that pot.",
    ),
)

SUMMARIES: tuple[RuleSummary, ...] = (
    *(RuleSummary(id=i, title=t, summary=s) for i, t, s in _RULES),
    *tournament.SUMMARIES,
)
"""Every rule this plugin describes."""
