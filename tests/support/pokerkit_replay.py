"""Replaying a PHH hand in PokerKit 0.7.7 action by action, naming every place where PokerKit and floorcall differ.

PokerKit's own ``HandHistory`` iteration repairs a hand it cannot follow: an action it refuses is put back, and it
folds a player, checks, or deals ``??`` until the action fits (which is how unknown cards, ``Rank.UNKNOWN``, reach
its stud opening lookup). That hides every disagreement, so :func:`replay` gives PokerKit the written actions one by
one and lets its automations do only what PHH leaves out: post the forced bets, collect the bets, burn a card
(``??``: PHH records no burns) and push the pots. Anything else PokerKit refuses or warns about fails, unless it is
one of the :class:`Difference` cases, each checked to be that case and nothing wider:

- ``CAP``: a fixed-limit round with more than four completions, bets or raises. PokerKit caps every fixed-limit
  round at four (a bet and three raises, as RROP-BET-3); the TDA rulebook plays WSOP's one bet and four raises
  (WSOP24T-100, WSOP24L-126) and no cap heads-up in a cash game (WSOP24L-127). The hand is replayed again with
  PokerKit's cap lifted, after checking PokerKit stopped at exactly the fifth.
- ``OPENER_TIE``: on 4th to 7th street two stud boards tie (the same ranks showing). TDA2024-RP10-D gives the
  first action to the tied board with the highest upcard by suit; PokerKit to the first tied player from the
  dealer's left (as RROP-STUD-1). The tie is checked, and PokerKit is then given floorcall's opener.
- ``RESHUFFLE``: a draw's replacement card dealt after the stub ran out. The dealer shuffles the discards into a
  new stub (WSOP24T-DRAW.1); PokerKit, which counts the unrecorded burns as cards still in its stub, warns that
  the card is not one it would deal. Accepted only once the stub really held one card or none.
- ``ODD_CHIPS``: a pot split three or more ways with two or more odd chips, or a stud pot split with an odd chip.
  TDA 20-A gives one odd chip to each tied hand in turn from the button's left, and TDA 20-B in stud to the hand
  with the highest card by suit; PokerKit gives every odd chip of a pot to its first winner. The finishing stacks
  may then differ only by those chips, among those winners.
- ``HALF_BET_ALL_IN``: in a fixed-limit round an all-in raise of half a bet or more, short of a full one, re-opens
  the betting for those who already acted (TDA2024-47B); PokerKit re-opens only on a full raise and refuses the
  raise that follows. Checked to be that all-in, PokerKit is then given the TDA reading (the all-in counts as a
  full raise), and its raise-to amount is the rulebook's: the all-in plus one bet.
- ``COMMUNITY_CARD``: seventh street dealt as one card face up in the middle, the stub being short
  (TDA2024-RP10-H.B and H.C). PokerKit's stud has no board, so it can follow the hand only up to that card: the
  replay stops there, and the actions before it are what both agree on (no finishing stacks to compare).
"""

from __future__ import annotations

import dataclasses
import enum
import warnings
from collections.abc import Sequence

import pokerkit
from pokerkit.notation import parse_action

__all__ = ["Difference", "Replayed", "replay"]

_CAP_REFUSAL = "No more completion, betting, or raising is permitted."
_SHORT_ALL_IN_REFUSAL = "Short all-in cannot be raised."
_NO_BOARD_REFUSAL = "No board dealing is pending."
_NOT_RECOMMENDED = "is not recommended to be dealt"
_POKERKIT_CAP = 4
_STUD = frozenset({"F7S", "F7S/8", "FR"})
_DRAW = frozenset({"N2L1D", "F2L3D", "FB"})
_BETTING = frozenset({"cbr", "cc", "f"})


class Difference(enum.Enum):
    """A place where PokerKit 0.7.7 plays differently from the rulebook floorcall plays (see the module docstring)."""

    CAP = "cap"
    OPENER_TIE = "opener_tie"
    RESHUFFLE = "reshuffle"
    ODD_CHIPS = "odd_chips"
    HALF_BET_ALL_IN = "half_bet_all_in"
    COMMUNITY_CARD = "community_card"


@dataclasses.dataclass(frozen=True)
class Replayed:
    """PokerKit's replay of one hand: its finishing stacks (None when it stopped early) and the differences met."""

    stacks: tuple[int, ...] | None
    differences: frozenset[Difference]


class Disagreement(AssertionError):
    """PokerKit refused or questioned an action for a reason that is none of the named differences."""


def replay(text: str) -> Replayed:
    """Replay one PHH hand in PokerKit; the finishing stacks are checked against the file's.

    :raises Disagreement: PokerKit refuses an action, warns, leaves the hand unfinished or ends it with other
        stacks, in a way no :class:`Difference` accounts for.
    """
    history = pokerkit.HandHistory.loads(text)
    try:
        return _replay(history, capped=True)
    except _Capped:
        again = _replay(history, capped=False)
        return Replayed(again.stacks, again.differences | {Difference.CAP})


class _Capped(Exception):
    pass


def _replay(history: pokerkit.HandHistory, *, capped: bool) -> Replayed:
    game = history.create_game()
    if not capped:
        game.streets = tuple(dataclasses.replace(s, max_completion_betting_or_raising_count=None) for s in game.streets)
    state = game(history.starting_stacks, len(history.starting_stacks))
    found: set[Difference] = set()
    burns = 0
    for index, action in enumerate(history.actions):
        while True:
            try:
                with warnings.catch_warnings(record=True) as caught:
                    warnings.simplefilter("always")
                    parse_action(state, action, history.parse_value)
            except ValueError as error:
                if state.can_burn_card():
                    state.burn_card("??")
                    burns += 1
                    continue
                if capped and str(error) == _CAP_REFUSAL:
                    _check_cap(history, index)
                    raise _Capped from error
                if str(error) == _SHORT_ALL_IN_REFUSAL and _half_bet_all_in(history, state, index):
                    state.completion_betting_or_raising_amount = state.checking_or_calling_amount or 0
                    found.add(Difference.HALF_BET_ALL_IN)
                    continue
                if str(error) == _NO_BOARD_REFUSAL and _community_card(history, state, action):
                    return Replayed(None, frozenset(found | {Difference.COMMUNITY_CARD}))
                if _is_opener_tie(history, state, action):
                    _give_turn(state, _player(action))
                    found.add(Difference.OPENER_TIE)
                    continue
                raise Disagreement(f"action {index} {action!r}: {error}") from error
            break
        for warning in caught:
            if _NOT_RECOMMENDED in str(warning.message) and _stub_ran_out(history, state, burns):
                found.add(Difference.RESHUFFLE)
            else:
                raise Disagreement(f"action {index} {action!r}: {warning.message}")
    if state.status:
        raise Disagreement(f"PokerKit has the hand unfinished after the last action ({len(history.actions)})")
    stacks = tuple(state.stacks)
    if history.finishing_stacks is None:
        raise Disagreement("the file records no finishing stacks to compare")
    expected = tuple(history.finishing_stacks)
    if stacks != expected:
        _check_odd_chips(history, state, expected)
        found.add(Difference.ODD_CHIPS)
    return Replayed(stacks, frozenset(found))


def _player(action: str) -> int:
    return int(action.split()[0][1:]) - 1


def _check_cap(history: pokerkit.HandHistory, index: int) -> None:
    """The refused action is the fifth completion, bet or raise of its round, in a fixed-limit game."""
    if history.small_bet is None:
        raise Disagreement(f"action {index}: PokerKit's fixed-limit cap refused a bet in {history.variant}")
    count = 0
    for action in reversed(history.actions[:index]):
        words = action.split()
        if words[0] == "d" or words[1] in ("sd", "sm"):
            break  # the round began after the last card dealt or drawn
        count += words[1] == "cbr"
    if count != _POKERKIT_CAP:
        raise Disagreement(f"action {index}: PokerKit's cap refused the {count + 1}th bet of the round")


def _is_opener_tie(history: pokerkit.HandHistory, state: pokerkit.State, action: str) -> bool:
    """A stud round's first action by floorcall's opener while PokerKit chose another board of the same ranks."""
    words = action.split()
    if history.variant not in _STUD or words[0] == "d" or words[1] not in _BETTING:
        return False
    expected = state.actor_index
    if expected is None or state.acted_player_indices or expected != state.opener_index:
        return False
    ranks = [sorted(card.rank for card in state.get_up_cards(i)) for i in (expected, _player(action))]
    return ranks[0] == ranks[1] and len(ranks[0]) >= 2 and _player(action) in state.actor_indices


def _half_bet_all_in(history: pokerkit.HandHistory, state: pokerkit.State, index: int) -> bool:
    """A raise by a player who acted, facing a fixed-limit all-in raise of at least half a bet (TDA2024-47B)."""
    words = history.actions[index].split()
    last_raiser = next((a.split()[0] for a in reversed(history.actions[:index]) if a.split()[1:2] == ["cbr"]), None)
    call = state.checking_or_calling_amount
    return (
        history.small_bet is not None
        and words[1] == "cbr"
        and last_raiser is not None
        and state.stacks[_player(last_raiser)] == 0
        and call is not None
        and 2 * call >= state.completion_betting_or_raising_amount
        and _player(history.actions[index]) in state.acted_player_indices
    )


def _community_card(history: pokerkit.HandHistory, state: pokerkit.State, action: str) -> bool:
    """A stud hand's ``d db`` where seventh street is due: every live hand holds six cards."""
    live = [cards for cards, status in zip(state.hole_cards, state.statuses, strict=True) if status]
    return history.variant in _STUD and action.split()[:2] == ["d", "db"] and all(len(c) == 6 for c in live)


def _give_turn(state: pokerkit.State, player: int) -> None:
    """Let ``player`` open the round, the others following clockwise, as PokerKit's own opening does."""
    while state.actor_indices[0] != player:
        state.actor_indices.rotate(-1)
    state.opener_index = player


def _stub_ran_out(history: pokerkit.HandHistory, state: pokerkit.State, burns: int) -> bool:
    """A draw whose stub held one card or none: PokerKit's stub still counts the burns PHH does not record."""
    return history.variant in _DRAW and len(state.deck_cards) - burns <= 1


def _check_odd_chips(history: pokerkit.HandHistory, state: pokerkit.State, expected: Sequence[int]) -> None:
    """The stacks differ only by odd chips of split pots, each moved among the winners of its own pot."""
    stud = history.variant in _STUD
    slack = [0] * len(expected)
    for operation in state.operations:
        if not isinstance(operation, pokerkit.ChipsPushing):
            continue
        winners = [i for i, amount in enumerate(operation.amounts) if amount]
        odd = sum(operation.amounts) % len(winners)
        if len(winners) > 1 and (odd > 1 or (stud and odd)):
            for i in winners:
                slack[i] += odd
    differences = [have - want for have, want in zip(state.stacks, expected, strict=True)]
    if sum(differences) or any(abs(d) > s for d, s in zip(differences, slack, strict=True)):
        raise Disagreement(f"PokerKit's stacks {list(state.stacks)}, the file's {list(expected)}")
