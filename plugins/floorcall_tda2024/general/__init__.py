"""Rulings that apply to every game under TDA 2024.

They cover misdeals and redeals, fouled decks, boxed, non-standard and premature cards, wrong card counts, dead
hands and burns, actions out of turn, wagers (rules 40 to 57), a fouled hand, stud upcards lifted facing action,
the button, the blinds and the level a hand is played at, and the order of show and proper tabling at a showdown
(17-A, 13-A).
Each rule is a pure function ``(irregularity, hand) -> Ruling | None``; :data:`RULES` lists them in the order they
are asked, after the stud rulings. Substantial action (rule 36) is counted by the rulebook's hook in
:mod:`floorcall_tda2024`, which every ruling here reads through ``hand.substantial_action``.
"""

from __future__ import annotations

from floorcall_rulelib.burns import exposed_burn
from floorcall_tda2024.general.button import (
    button_moved_incorrectly,
    level_changed,
    limp_disputed,
    short_blind_called,
)
from floorcall_tda2024.general.common import Rule
from floorcall_tda2024.general.fouled import fouled_deck
from floorcall_tda2024.general.misdeals import (
    boxed_cards,
    downcard_exposed,
    non_standard_card,
    wrong_card_count,
    wrong_seat,
)
from floorcall_tda2024.general.penalty import penalty_seat
from floorcall_tda2024.general.premature import extra_burn, missed_flop_burn, premature_board_card
from floorcall_tda2024.general.showdown import fouled_hand, upcards_lifted
from floorcall_tda2024.general.tabling import RULES as TABLING_RULES
from floorcall_tda2024.general.turns import action_out_of_turn
from floorcall_tda2024.general.wager_sizes import RULES as SIZE_RULES
from floorcall_tda2024.general.wagers import RULES as WAGER_RULES

__all__ = ["RULES", "Rule"]

RULES: tuple[Rule, ...] = (
    fouled_deck,
    boxed_cards,
    wrong_seat,
    wrong_card_count,
    non_standard_card,
    downcard_exposed,
    premature_board_card,
    extra_burn,
    missed_flop_burn,
    exposed_burn,
    penalty_seat,
    action_out_of_turn,
    *WAGER_RULES,
    *SIZE_RULES,
    fouled_hand,
    upcards_lifted,
    button_moved_incorrectly,
    level_changed,
    limp_disputed,
    short_blind_called,
    *TABLING_RULES,
)
