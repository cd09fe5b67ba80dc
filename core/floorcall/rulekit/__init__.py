"""The rule kit: what rulebook and house-rule authors build with.

- :mod:`.rules`: :class:`Rule` and the :func:`rule` decorator (a ruling function with the irregularity types it
  answers and its catalog ID), and the house plugin's :func:`replace_rule` / :func:`amend_rule` changes by ID.
- :mod:`.book`: :class:`Rulebook`, a rulebook plugin built from its rules, dispatching by irregularity type.
- :mod:`.fallback`: :class:`Fallback`, the installed rulebook a book follows where it is silent, and :func:`adopt`,
  a rule of the book's own ID that rules as that book's rule does.
- :mod:`.queries`: questions about a hand that rulings ask (what was ruled before, the street's betting) and the
  usual shapes of a ruling (carry on, misdeal, dead hand, a choice, refused).
- :mod:`.games`: what kind of game a hand is, from the game's traits (stud, draw, board, five-card stud...).
- :mod:`.calls`: whether a last call in stud could win at all (the impossible-call refund).
- :mod:`.options`: the options more than one rulebook reads, declared once.
- :mod:`.awards`: what a showdown's settlement did (side pots, a shared pot, odd chips), to cite the rules by.
- :mod:`.summaries`: :func:`read_summaries`, the rules a plugin cites described in its package's ``rules.toml``.
- :mod:`.tournament`: :class:`TournamentRules`, a book's answers to the tournament's questions.
- :mod:`.wagers`: the remedy that takes an unclear or incorrect wager at a ruled total.
- :class:`Domain` and :class:`Message` (from :mod:`floorcall.model.messages`): a plugin's gettext domain, whose
  ``msg``/``nmsg`` make the translatable explanations the ruling shapes take.
"""

from __future__ import annotations

from floorcall.model.messages import Domain, Message
from floorcall.rulekit.awards import AwardFacts, award_facts
from floorcall.rulekit.book import RuleAnswer, Rulebook, RuleConflictError
from floorcall.rulekit.calls import call_cannot_win, last_bettor
from floorcall.rulekit.fallback import Fallback, adopt
from floorcall.rulekit.games import (
    board_game,
    brings_in,
    draw_game,
    five_card_stud,
    limit_ace_to_five_draw,
    stud_game,
)
from floorcall.rulekit.queries import (
    PRIOR_BURNS,
    betting_can_continue,
    board_just_turned,
    board_turned_this_street,
    burn_just_taken,
    carry_on,
    choice,
    dead_hand,
    earlier,
    exposures_in_deal,
    last_street,
    misdeal,
    option,
    refused,
    ruled_before,
    ruling,
    ruling_rng,
    street_wagers,
    stub_branch,
    substantial,
)
from floorcall.rulekit.rules import (
    Amendment,
    Rule,
    RuleChange,
    RuleFunction,
    Scope,
    Topic,
    amend_rule,
    replace_rule,
    rule,
)
from floorcall.rulekit.summaries import read_summaries
from floorcall.rulekit.tournament import TournamentRules
from floorcall.rulekit.wagers import (
    SizeFault,
    Wager,
    at_least_minimum,
    bar_past_call,
    between_fixed_sizes,
    call_or_fold,
    corrected_late,
    declared_total,
    fifty_percent,
    first_words,
    largest_legal,
    legal_total,
    likeliest_meaning,
    raise_impossible,
    reported_late,
    ruled_total,
    size_fault,
    stands_as,
    stands_late,
    street_over,
    taken,
    wager_for,
    wager_reading,
)

__all__ = [
    "PRIOR_BURNS",
    "Amendment",
    "AwardFacts",
    "Domain",
    "Fallback",
    "Message",
    "Rule",
    "RuleAnswer",
    "RuleChange",
    "RuleConflictError",
    "RuleFunction",
    "Rulebook",
    "Scope",
    "SizeFault",
    "Topic",
    "TournamentRules",
    "Wager",
    "adopt",
    "amend_rule",
    "at_least_minimum",
    "award_facts",
    "bar_past_call",
    "betting_can_continue",
    "between_fixed_sizes",
    "board_game",
    "board_just_turned",
    "board_turned_this_street",
    "brings_in",
    "burn_just_taken",
    "call_cannot_win",
    "call_or_fold",
    "carry_on",
    "choice",
    "corrected_late",
    "dead_hand",
    "declared_total",
    "draw_game",
    "earlier",
    "exposures_in_deal",
    "fifty_percent",
    "first_words",
    "five_card_stud",
    "largest_legal",
    "last_bettor",
    "last_street",
    "legal_total",
    "likeliest_meaning",
    "limit_ace_to_five_draw",
    "misdeal",
    "option",
    "raise_impossible",
    "read_summaries",
    "refused",
    "replace_rule",
    "reported_late",
    "rule",
    "ruled_before",
    "ruled_total",
    "ruling",
    "ruling_rng",
    "size_fault",
    "stands_as",
    "stands_late",
    "street_over",
    "street_wagers",
    "stub_branch",
    "stud_game",
    "substantial",
    "taken",
    "wager_for",
    "wager_reading",
]
