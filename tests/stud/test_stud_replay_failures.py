"""Replay failures name the action at fault, also when the file deals a round's hole cards player by player.

A PHH file gives each player's cards of a round in one action while the engine deals them one at a time around the
table, so a card that cannot be dealt is reported at the action by which the engine could first deal it.
"""

import pytest

from floorcall._app.phh import loads
from floorcall._app.replay import Replayer
from floorcall.testing import catalog_of
from tests.stud.stud_helpers import PLUGINS

HEAD = (
    "variant = 'F7S'\nante_trimming_status = true\nantes = [1, 1, 1]\nbring_in = 2\nsmall_bet = 5\nbig_bet = 10\n"
    "starting_stacks = [100, 100, 100]\n"
)
THIRD = "'d dh p1 2c3c4c', 'd dh p2 5c6c7c', 'd dh p3 8c9cTc', 'p1 pb', 'p2 cc', 'p3 cc'"


def _replay(actions):
    return Replayer(catalog_of(PLUGINS)).replay(loads(f"{HEAD}actions = [{actions}]\n"), "hand.phh")


@pytest.mark.parametrize(
    ("actions", "index", "reason"),
    [
        # p3's last down card repeats p2's: p3's own action is at fault
        ("'d dh p1 2c3c4c', 'd dh p2 5c6c7c', 'd dh p3 8c9c5c', 'p1 pb'", 2, "5c is already in down at seat 2"),
        # fourth street: p1's upcard was dealt to p1 on third street; the first action of the run is at fault
        (f"{THIRD}, 'd dh p1 2c', 'd dh p2 Jd', 'd dh p3 Qd'", 6, "2c is already in down at seat 1"),
        # fourth street: p3's upcard repeats p2's, the last action of the run
        (f"{THIRD}, 'd dh p1 Kd', 'd dh p2 Jd', 'd dh p3 Jd'", 8, "Jd is already in up at seat 2"),
    ],
)
def test_a_card_that_cannot_be_dealt_fails_at_its_action(actions, index, reason):
    outcome = _replay(actions)
    assert (outcome.status, outcome.action) == ("failed", index)
    assert reason in outcome.reason


def test_cards_given_before_they_are_due_fail_at_the_next_player_action():
    outcome = _replay(f"{THIRD}, 'd dh p1 Kd', 'd dh p2 JdQd', 'd dh p3 Ad', 'p1 cc'")
    assert (outcome.status, outcome.action) == ("failed", 9)
    assert outcome.reason == "cards dealt to seat 2 were not due at that point"


def test_the_same_files_replay_alike_when_read_again():
    """Parsed actions are shared between files read one after another: reading again changes nothing."""
    first = _replay(f"{THIRD}, 'd dh p1 Kd', 'd dh p2 Jd', 'd dh p3 Jd'")
    assert _replay(f"{THIRD}, 'd dh p1 Kd', 'd dh p2 Jd', 'd dh p3 Jd'") == first
    history = loads(f"{HEAD}actions = [{THIRD}]\n")
    assert loads(f"{HEAD}actions = [{THIRD}]\n") == history
