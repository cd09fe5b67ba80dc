"""Every count a person reads takes its own plural form, in each language; the wire keeps the numbers."""

from __future__ import annotations

import pytest

from floorcall._app.answer_text import answer_text
from floorcall._app.replaying import _summary_text
from floorcall.i18n import CORE, translator


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("en", "1 replayed, 2 matched, 3 played, 1 failed, 1 invalid, 0 skipped"),
        ("es", "1 reproducida, 2 coinciden, 3 jugadas, 1 falló, 1 no válida, 0 omitidas"),
        ("it", "1 rigiocata, 2 corrispondono, 3 giocate, 1 fallita, 1 non valida, 0 saltate"),
    ],
)
def test_each_count_of_the_replay_summary_has_its_own_form(language, expected):
    counts = {"replayed": 1, "matched": 2, "played": 3, "failed": 1, "invalid": 1, "skipped": 0}
    assert _summary_text(counts, translator(language)) == expected


@pytest.mark.parametrize(("returned", "verb"), [(1, "vuelve"), (400, "vuelven")])
def test_chips_back_to_the_stack_agree_with_their_count(returned, verb):
    wager = {"wager": {"seat": 4, "is": "call", "to": 1000, "returned": returned}}
    assert f"{returned} {verb} a su stack" in answer_text(wager, translator("es"))


def test_a_message_with_a_count_keeps_its_id_and_params_on_the_wire():
    one = CORE.nmsg("replay.detections_count", "{found} x", "{found} xs", 1, found=1, mine="a", wanted=2, theirs="b")
    assert one.id == "replay.detections_count" and one.params == {"found": 1, "mine": "a", "wanted": 2, "theirs": "b"}
    text = translator("es").message(
        CORE.nmsg(
            "replay.detections_count",
            "the engine detected {found} irregularity {mine}, the file records {wanted} {theirs}",
            "the engine detected {found} irregularities {mine}, the file records {wanted} {theirs}",
            1,
            found=1,
            mine="[a]",
            wanted=2,
            theirs="[a, b]",
        )
    )
    assert text == "el motor detectó 1 irregularidad [a]; el archivo registra 2: [a, b]"
