"""Malformed situations and written hands: `rule` and `next` stop with exit 2 and one line naming the file and the
key; `replay` counts the hand as failed (exit 1) with the same reason."""

import pytest

from floorcall._app.cli import main
from tests.badinput.harness import CORPUS, cases, copy_in, run_bad

SITUATIONS = cases("situations", ".phh")


def test_the_corpus_covers_every_key_of_the_floorcall_table():
    named = {name.split(".")[1].split("[")[0] for case in SITUATIONS for name in case.names if "." in name}
    assert named >= {"table", "events", "rulebook", "house", "misdeals"}
    assert len(SITUATIONS) >= 20


@pytest.mark.parametrize("command", ["rule", "next"])
@pytest.mark.parametrize("case", SITUATIONS, ids=lambda c: c.id)
def test_a_malformed_situation_names_the_file_and_the_key(case, command, tmp_path, capsys):
    situation = copy_in(case, tmp_path)
    run_bad([command, str(situation)], tmp_path, capsys, exit=case.exit, names=(str(situation), *case.names))


@pytest.mark.parametrize("case", SITUATIONS, ids=lambda c: c.id)
def test_a_malformed_situation_replays_as_a_failure_naming_the_key(case, tmp_path, capsys):
    hand = copy_in(case, tmp_path)
    run_bad(["replay", str(hand)], tmp_path, capsys, exit=1, names=(str(hand), *case.names))


HANDS = cases("hands", ".phh")


@pytest.mark.parametrize("case", HANDS, ids=lambda c: c.id)
def test_a_broken_written_hand_fails_its_replay_naming_the_key(case, tmp_path, capsys):
    hand = copy_in(case, tmp_path)
    run_bad(["replay", str(hand)], tmp_path, capsys, exit=case.exit, names=(str(hand), *case.names))


def test_the_unbroken_hand_matches(tmp_path, capsys):
    hand = tmp_path / "razz.phh"
    hand.write_text((CORPUS / "razz-with-a-ruling.phh").read_text())
    assert main(["replay", str(hand)]) == 0
    assert capsys.readouterr().out == "1 replayed, 1 matched, 0 played, 0 failed, 0 invalid, 0 skipped\n"
