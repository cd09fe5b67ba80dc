"""The real stud hand histories in the shared data replay to their recorded finishing stacks.

Plain PHH files name no rulebook, so the games' PHH defaults apply (ties and odd chips by position, four bets a
round). Some stud hi-lo files leave whole hands unrecorded (``??``), upcards included: the bring-in and first to act
are then decided on the upcards that were recorded.
"""

from floorcall._app.replay import Replayer, phh_files
from floorcall.testing import catalog_of
from tests.stud.stud_helpers import PLUGINS

FOLDERS = ("F7S", "F7S8", "FR")


def _stud_files(shared_dir):
    root = shared_dir / "data" / "phh" / "wsop-2023-43-5"
    return phh_files([root / folder for folder in FOLDERS])


def test_every_stud_folder_has_files(shared_dir):
    names = {path.parent.name for path in _stud_files(shared_dir)}
    assert names == set(FOLDERS)


def test_real_stud_hands_replay_to_their_finishing_stacks(shared_dir):
    replayer = Replayer(catalog_of(PLUGINS))
    outcomes = {path.name: replayer.replay_path(path) for path in _stud_files(shared_dir)}
    failed = {name: outcome.reason for name, outcome in outcomes.items() if outcome.status != "matched"}
    assert not failed
    assert len(outcomes) == 30


def test_a_razz_hand_shown_on_sixth_street_and_again_after_seventh_replays(shared_dir):
    """The all-in hands are shown once betting is over and again when seventh street is out."""
    path = shared_dir / "data" / "phh" / "wsop-2023-43-5" / "FR" / "085_03_50_24.phh"
    assert Replayer(catalog_of(PLUGINS)).replay_path(path).status == "matched"
