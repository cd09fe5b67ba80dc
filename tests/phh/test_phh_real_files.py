"""The 83 real hands of the shared data set: each one loads, validates and round-trips exactly."""

from __future__ import annotations

import json
import tomllib
from pathlib import Path

from floorcall._app.phh import (
    CompleteBetOrRaiseTo,
    DealHole,
    HandHistory,
    dump,
    dumps,
    format_action,
    load,
    loads,
)
from floorcall.cards import Card


def test_every_file_of_the_manifest_is_present(phh_root: Path) -> None:
    manifest = json.loads((phh_root / "manifest.json").read_text(encoding="utf-8"))
    expected = manifest["sets"]["wsop-2023-43-5"]["total"]
    found = sorted((phh_root / "wsop-2023-43-5").rglob("*.phh"))
    assert expected == 83
    assert len(found) == expected


def test_real_file_loads(phh_file: Path) -> None:
    hand = load(phh_file)
    assert isinstance(hand, HandHistory)
    assert hand.variant.replace("/", "") == phh_file.parent.name  # the folder is the code without "/"
    assert 2 <= hand.player_count <= 7
    assert len(hand.antes) == hand.player_count
    assert hand.finishing_stacks is not None
    assert len(hand.finishing_stacks) == hand.player_count
    assert all(isinstance(stack, int) for stack in hand.starting_stacks)
    assert isinstance(hand.actions[0], DealHole)
    assert (hand.bring_in is None) != (hand.blinds_or_straddles is None)
    assert hand.user_fields == {}


def test_real_file_round_trips_through_dumps(phh_file: Path) -> None:
    hand = load(phh_file)
    assert loads(dumps(hand)) == hand


def test_real_file_actions_format_back_to_the_original_strings(phh_file: Path) -> None:
    original = tomllib.loads(phh_file.read_text(encoding="utf-8"))["actions"]
    hand = load(phh_file)
    assert [format_action(action) for action in hand.actions] == [" ".join(text.split()) for text in original]


def test_dumped_file_keeps_the_standard_field_order(phh_file: Path, tmp_path: Path) -> None:
    hand = load(phh_file)
    out = tmp_path / phh_file.name
    dump(hand, out)
    keys = list(tomllib.loads(out.read_text(encoding="utf-8")))
    assert keys == list(tomllib.loads(phh_file.read_text(encoding="utf-8")))
    assert load(out) == hand


def test_a_known_stud_hand_reads_as_recorded(phh_root: Path) -> None:
    hand = load(phh_root / "wsop-2023-43-5" / "F7S" / "010_00_34_43.phh")
    assert hand.variant == "F7S"
    assert hand.antes == (50000,) * 5
    assert (hand.bring_in, hand.small_bet, hand.big_bet, hand.min_bet) == (50000, 200000, 400000, None)
    assert hand.starting_stacks == (2600000, 11250000, 4475000, 6675000, 4700000)
    assert hand.actions[0] == DealHole(player=1, cards=(Card.FIVE_DIAMONDS, Card.TWO_SPADES, Card.ACE_DIAMONDS))
    assert hand.actions[7] == CompleteBetOrRaiseTo(player=4, amount=200000)
    assert hand.finishing_stacks == (2550000, 11150000, 4425000, 6925000, 4650000)


def test_unknown_hole_cards_read_as_unknown(phh_root: Path) -> None:
    hand = load(phh_root / "wsop-2023-43-5" / "F7S8" / "052_02_22_35.phh")
    assert hand.actions[0] == DealHole(player=1, cards=(Card.UNKNOWN,) * 3)
