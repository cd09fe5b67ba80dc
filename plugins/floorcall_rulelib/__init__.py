"""The shared rule library: procedures that more than one rulebook cites, written once.

This package is no plugin: it has no entry point and registers nothing. A rulebook builds some of its rules from
it, giving the rule IDs it cites and, where its rulebook says a thing in its own terms, its own words; the library
says the rest in its own gettext domain (:mod:`floorcall_rulelib.messages`). Rulebooks may import it; it imports
no rulebook.

- :mod:`.options`: the options of the TDA rules that both TDA-lineage books declare (tda-2024, wsop-2024).
- :mod:`.draw`: the draw-game procedures (a stub that runs out in a draw, discards before one's turn, a draw card
  to the wrong seat, a wrong number of cards, a card exposed while a draw is dealt, a change of discards).
- :mod:`.stud`: the stud procedures (a short stub, an upcard dealt down, a seat away at the deal, an exposed downcard
  played up, the misnamed opener who acted, a call that cannot win, a player's own downcard, a premature card, the
  redeal after a dealing fault).
- :mod:`.wagers`: the wager arithmetic both books share (over the limit or the stack, words first, a wager taken
  at the minimum or the call); :mod:`.topics`: the skeleton of a book's topic, which names the rule that answers a
  wager (a barred raise, the book's rule for each size fault).
- :mod:`.turns`: an action out of turn backed up, a disputed first action refused.
- :mod:`.button`, :mod:`.tabling`, :mod:`.showdown`, :mod:`.deck`, :mod:`.burns`, :mod:`.awards`: the button and the
  blinds, the order of show and a miscall, a fouled hand and lifted upcards, a fouled deck, an exposed burn, awards.
- :mod:`.boards`: a flop game's board read from its traits (the cards showing once the flop is dealt).
- :mod:`.scopes`: scopes for "any game but" a draw or a stud game.
- :mod:`.tournament`: balancing, breaking tables and the places of players out together.
"""
