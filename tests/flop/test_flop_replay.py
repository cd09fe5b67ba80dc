"""Real and generated hand histories of the flop games replay action by action to their recorded final stacks.

- Every ``FT``, ``NT``, ``PO`` and ``FO/8`` hand of the shared WSOP 2023 event 43 data set (read through
  ``shared_dir``), heads-up hands and a single-blind hand included.
- Small hand histories written here for the PHH conventions of button games: the ``seats`` field, a button
  straddle, a dead small blind.
- Hands of seeded random play generated on the fly with PokerKit, the PHH reference implementation, in every flop
  variant it plays, at 2 to 9 players with uneven stacks (skipped when PokerKit is not installed).
"""

import random

import pytest

from floorcall._app.phh import loads
from floorcall._app.replay import Replayer
from tests.flop.flop_helpers import flop_catalog

REAL_FOLDERS = {"FT": 7, "NT": 11, "PO": 7, "FO8": 14}


@pytest.fixture(scope="module")
def replayer():
    return Replayer(flop_catalog())


@pytest.mark.parametrize(("folder", "count"), REAL_FOLDERS.items())
def test_every_real_hand_replays_to_its_finishing_stacks(shared_dir, replayer, folder, count):
    paths = sorted((shared_dir / "data" / "phh" / "wsop-2023-43-5" / folder).glob("*.phh"))
    assert len(paths) == count
    outcomes = [replayer.replay_path(path) for path in paths]
    failed = [(o.path, o.action, o.reason) for o in outcomes if o.status != "matched"]
    assert failed == []
    assert {o.game for o in outcomes} == {{"FT": "lhe", "NT": "nlhe", "PO": "plo", "FO8": "o8"}[folder]}


def _replay(replayer, text):
    outcome = replayer.replay(loads(text), "inline")
    assert (outcome.status, outcome.action, outcome.reason) == ("matched", None, "")
    return outcome


def test_seats_field_puts_the_button_at_the_last_players_seat(replayer):
    # p1 at seat 6 posts the small blind, p2 at seat 8 the big blind, p3 at seat 3 holds the button and opens
    text = """
variant = 'NT'
antes = [0, 0, 0]
blinds_or_straddles = [1, 2, 0]
min_bet = 2
starting_stacks = [100, 100, 100]
seats = [6, 8, 3]
actions = ['d dh p1 AsKs', 'd dh p2 7c2d', 'd dh p3 QhQd', 'p3 cbr 6', 'p1 f', 'p2 f']
finishing_stacks = [99, 98, 103]
"""
    _replay(replayer, text)


def test_button_straddle_acts_last_and_the_small_blind_opens(replayer):
    text = """
variant = 'NT'
antes = [0, 0, 0, 0]
blinds_or_straddles = [1, 2, 0, 4]
min_bet = 2
starting_stacks = [100, 100, 100, 100]
actions = ['d dh p1 AsKs', 'd dh p2 7c2d', 'd dh p3 QhQd', 'd dh p4 9c9d', 'p1 f', 'p2 f', 'p3 f']
finishing_stacks = [99, 98, 100, 103]
"""
    _replay(replayer, text)


def test_a_dead_small_blind_keeps_the_big_blind_in_place(replayer):
    text = """
variant = 'FT'
antes = [0, 0, 0, 0]
blinds_or_straddles = [0, 2, 0, 0]
small_bet = 2
big_bet = 4
starting_stacks = [100, 100, 100, 100]
actions = ['d dh p1 AsKs', 'd dh p2 7c2d', 'd dh p3 QhQd', 'd dh p4 9c9d', 'p3 cbr 4', 'p4 f', 'p1 f', 'p2 f']
finishing_stacks = [100, 98, 102, 100]
"""
    _replay(replayer, text)


# -- PokerKit random play --------------------------------------------------------------------------------------

GENERATED = {"NT": 40, "FT": 40, "NS": 30, "PO": 30, "FO/8": 30}


def _pokerkit_games(pokerkit):
    automations = (
        pokerkit.Automation.ANTE_POSTING,
        pokerkit.Automation.BET_COLLECTION,
        pokerkit.Automation.BLIND_OR_STRADDLE_POSTING,
        pokerkit.Automation.CARD_BURNING,
        pokerkit.Automation.HOLE_DEALING,
        pokerkit.Automation.BOARD_DEALING,
        pokerkit.Automation.RUNOUT_COUNT_SELECTION,
        pokerkit.Automation.HOLE_CARDS_SHOWING_OR_MUCKING,
        pokerkit.Automation.HAND_KILLING,
        pokerkit.Automation.CHIPS_PUSHING,
        pokerkit.Automation.CHIPS_PULLING,
    )
    return {
        "NT": lambda: pokerkit.NoLimitTexasHoldem(automations, True, 0, (1, 2), 2),
        "FT": lambda: pokerkit.FixedLimitTexasHoldem(automations, True, 0, (1, 2), 2, 4),
        "NS": lambda: pokerkit.NoLimitShortDeckHoldem(automations, True, 1, (1, 2), 2),
        "PO": lambda: pokerkit.PotLimitOmahaHoldem(automations, True, 0, (1, 2), 2),
        "FO/8": lambda: pokerkit.FixedLimitOmahaHoldemHighLowSplitEightOrBetter(automations, True, 0, (1, 2), 2, 4),
    }


def _random_play(state, rng):
    """Seeded random decisions: fold 15% facing a bet, bet or raise 25% (minimum, uniform or all in), else check or
    call."""
    while state.status:
        draw = rng.random()
        if draw < 0.15 and state.can_fold():
            state.fold()
        elif draw >= 0.75 and state.can_complete_bet_or_raise_to():
            low = state.min_completion_betting_or_raising_to_amount
            high = state.max_completion_betting_or_raising_to_amount
            size = rng.random()
            amount = low if size < 0.7 or high <= low else rng.randint(low, high) if size < 0.9 else high
            state.complete_bet_or_raise_to(amount)
        else:
            state.check_or_call()


def _generated_hand(pokerkit, code, seed):
    game = _pokerkit_games(pokerkit)[code]()
    rng = random.Random(seed)
    players = rng.randint(2, 9)
    stacks = [rng.randint(20, 300) for _ in range(players)]
    saved = random.getstate()
    random.seed(seed)  # PokerKit shuffles with the random module
    try:
        state = game(stacks, players)
        _random_play(state, rng)
    finally:
        random.setstate(saved)
    history = pokerkit.HandHistory.from_game_state(game, state, ante_trimming_status=state.ante_trimming_status)
    history.finishing_stacks = list(state.stacks)
    return history.dumps()


@pytest.fixture(scope="module")
def limit_omaha_played_fixed_limit():
    """PokerKit 0.7.7 plays its fixed-limit Omaha high-low class with pot-limit sizes; play it fixed limit here."""
    pokerkit = pytest.importorskip("pokerkit")
    game = pokerkit.FixedLimitOmahaHoldemHighLowSplitEightOrBetter
    mixin = pokerkit.games.FixedLimitPokerMixin
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(game, "betting_structure", mixin.betting_structure)
        patch.setattr(game, "max_completion_betting_or_raising_count", mixin.max_completion_betting_or_raising_count)
        yield pokerkit


@pytest.mark.parametrize(("code", "count"), GENERATED.items())
def test_pokerkit_random_play_replays_to_its_finishing_stacks(limit_omaha_played_fixed_limit, replayer, code, count):
    pokerkit = limit_omaha_played_fixed_limit
    failed = []
    for index in range(count):
        seed = 9_100_000 + 1000 * list(GENERATED).index(code) + index
        text = _generated_hand(pokerkit, code, seed)
        outcome = replayer.replay(loads(text), f"{code} seed {seed}")
        if outcome.status != "matched":
            failed.append((seed, outcome.action, outcome.reason))
    assert failed == []
