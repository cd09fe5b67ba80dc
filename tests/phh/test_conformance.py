"""The PHH conformance suite: hand-written files in the spec's and the networks' own text, read, replayed, written back.

Every file under ``conformance/`` was written by hand in the shapes the PHH specification and the public dataset use
(HandHQ's single-quoted one-line arrays and cents, the Pluribus logs' half chips, the spec's ante and straddle
examples), with synthetic players and amounts. Each is read, replayed and written back; the written text holds the
same TOML data, every amount spelled with the same decimal digits, and writing it again gives the same bytes. The
normalisation (documented in README's hand-history section) is layout only: double quotes, one action a line, the
model's field order.
"""

from __future__ import annotations

import tomllib
from decimal import Decimal
from pathlib import Path

import pytest

import floorcall._plugins as plugins
from floorcall._app.phh import dumps, dumps_many, load, load_many, loads
from floorcall._app.replay import Replayer
from floorcall._app.replaying import outcome_reason
from floorcall.errors import HandHistoryError
from floorcall.i18n import translator

HERE = Path(__file__).parent / "conformance"

#: The status each fixture's hand replays to, and a piece of its reason where it does not match.
EXPECTED = {
    "handhq-cents.phhs[1]": ("matched", ""),
    "handhq-cents.phhs[2]": ("matched", ""),  # the losers' 'sm ????' are mucks
    "handhq-cents.phhs[5]": ("matched", ""),  # per-seat antes of 0.25, ante_trimming_status = false
    "handhq-cents.phhs[9]": ("failed", "are 0.45 short of the pots awarded [0, 0, 11.5], as after a rake"),
    "handhq-cents.phhs[12]": ("matched", ""),  # the same hand, its rake recorded
    "pluribus-half-chip.phh": ("failed", "finishing stack of p1 is 10113, the file says 10112.5"),
    "button-ante.phh": ("matched", ""),
    "big-blind-ante-heads-up.phh": ("matched", ""),
    "straddle.phh": ("matched", ""),
    "uniform-antes-untrimmed.phh": ("matched", ""),
    "dead-blind.phh": ("matched", ""),
    "live-blind-posted-in.phh": ("matched", ""),  # [1, 2, 0, 2]: p4's blind is live, play starts left of p2
    "post-negative.phhs[3]": ("matched", ""),  # the same in HandHQ's notation: a negative blind is a post
    "all-in-runout-shown-again.phh": ("matched", ""),
    "winner-shows-after-all-fold.phh": ("matched", ""),
    "unknown-card-shown.phh": ("failed", "the showdown cannot be ranked: p1 shows or holds cards not known (??)"),
}


def _hands() -> list[tuple[str, str]]:
    """Every hand of the suite: (its name relative to the folder, its full name)."""
    found = []
    for path in sorted(HERE.iterdir()):
        if path.suffix == ".phhs":
            found += [(f"{path.name}[{key}]", f"{path}[{key}]") for key, _ in load_many(path)]
        elif path.suffix == ".phh":
            found.append((path.name, str(path)))
    return found


def test_every_hand_of_the_suite_has_its_expected_outcome() -> None:
    assert sorted(name for name, _ in _hands()) == sorted(EXPECTED)


@pytest.mark.parametrize(("name", "full"), _hands(), ids=[name for name, _ in _hands()])
def test_a_conformance_hand_replays_as_expected(name: str, full: str) -> None:
    outcome = Replayer(plugins.discover()).replay_path(full)
    status, reason = EXPECTED[name]
    assert outcome.path == full
    assert outcome.status == status, outcome.reason
    assert reason in outcome.reason


def _exact(text: str) -> dict[str, object]:
    return tomllib.loads(text, parse_float=Decimal)


@pytest.mark.parametrize("path", sorted(HERE.glob("*.phh")), ids=lambda p: p.name)
def test_a_hand_is_written_back_as_read_but_for_layout(path: Path) -> None:
    text = path.read_text()
    written = dumps(load(path))
    assert _exact(written) == _exact(text)
    assert dumps(load(path)) == written  # the normalised text is stable


@pytest.mark.parametrize("path", sorted(HERE.glob("*.phhs")), ids=lambda p: p.name)
def test_a_phhs_file_is_written_back_as_read_but_for_layout(path: Path) -> None:
    hands = list(load_many(path))
    written = dumps_many(hands)  # type: ignore[arg-type]  # every hand of the suite reads
    assert _exact(written) == _exact(path.read_text())
    assert list(_exact(written)) == list(_exact(path.read_text()))  # the keys as written, in order
    if path.name == "handhq-cents.phhs":
        assert list(_exact(written)) == ["1", "2", "5", "9", "12"]  # gaps kept


def test_amounts_are_the_decimal_strings_the_file_writes() -> None:
    hand = load(f"{HERE / 'handhq-cents.phhs'}[5]")
    assert [str(a) for a in hand.antes] == ["0.25", "0.25", "0.25", "0.25"]
    assert [str(a) for a in hand.blinds_or_straddles or ()] == ["0.50", "1", "0", "0"]
    assert [str(s) for s in hand.starting_stacks] == ["53", "81.85", "100.30", "105.40"]
    assert [str(w) for w in hand.winnings or ()] == ["0", "0", "3.50", "0"]
    assert "starting_stacks = [53, 81.85, 100.30, 105.40]" in dumps(hand)


def test_the_unrankable_showdown_is_refused_in_the_readers_language() -> None:
    outcome = Replayer(plugins.discover()).replay_path(HERE / "unknown-card-shown.phh")
    assert outcome.action == 14
    spanish = outcome_reason(outcome, translator("es"))
    assert spanish.startswith("el showdown no se puede clasificar: p1")
    assert "ValueError" not in outcome.reason and "evaluator" not in outcome.reason


def _posted(blinds: str) -> str:
    text = (HERE / "live-blind-posted-in.phh").read_text()
    return text.replace("blinds_or_straddles = [1, 2, 0, 2, 0]", f"blinds_or_straddles = {blinds}")


def test_a_post_in_the_big_blinds_place_is_refused_naming_it() -> None:
    with pytest.raises(HandHistoryError, match=r"blinds_or_straddles\[1\]: a negative blind"):
        loads(_posted("[1, -2, 0, 2, 0]"))


def test_a_post_larger_than_the_big_blind_is_refused_in_words() -> None:
    outcome = Replayer(plugins.discover()).replay(loads(_posted("[1, 2, 0, -4, 0]")), "post.phh")
    assert outcome.status == "failed"
    assert outcome.places == ("blinds_or_straddles[3]",)
    assert "larger than the big blind" in outcome.reason


def test_the_negative_post_plays_as_the_positive_one() -> None:
    replayer = Replayer(plugins.discover())
    assert replayer.replay(loads(_posted("[1, 2, 0, -2, 0]")), "post.phh").status == "matched"
