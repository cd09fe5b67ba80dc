"""A few real hands of the public PHH data (``dataset/``, sources in its README): replayed, and written back.

The HandHQ walk ``[21]`` records the big blind's winnings as both blinds, his own unmatched half included, as the
online logs do; the showdown ``[2]`` records no result, so it is ``played``.
"""

from __future__ import annotations

import tomllib
from decimal import Decimal
from pathlib import Path

import pytest

import floorcall._plugins as plugins
from floorcall._app.phh import dumps, dumps_many, load, load_many
from floorcall._app.replay import Replayer

HERE = Path(__file__).parent / "dataset"
HANDHQ = HERE / "handhq" / "abs-100nlh-1.phhs"

EXPECTED = {
    f"{HANDHQ}[1]": "matched",
    f"{HANDHQ}[2]": "played",
    f"{HANDHQ}[6]": "matched",
    f"{HANDHQ}[21]": "matched",
    str(HERE / "pluribus" / "30-0.phh"): "matched",
    str(HERE / "pluribus" / "30-10.phh"): "matched",
}


@pytest.mark.parametrize(("name", "status"), sorted(EXPECTED.items()), ids=lambda v: Path(v).name)
def test_a_real_hand_replays(name: str, status: str) -> None:
    outcome = Replayer(plugins.discover()).replay_path(name)
    assert (outcome.status, outcome.reason) == (status, "")


def _exact(text: str) -> dict[str, object]:
    return tomllib.loads(text, parse_float=Decimal)


def test_the_real_hands_are_written_back_with_the_same_data() -> None:
    assert _exact(dumps_many(list(load_many(HANDHQ)))) == _exact(HANDHQ.read_text())  # type: ignore[arg-type]
    for path in sorted((HERE / "pluribus").glob("*.phh")):
        assert _exact(dumps(load(path))) == _exact(path.read_text())
