"""The floor's quick question over HTTP: a live hand built from the hand as the floor finds it, then what happened.

``POST /api/v1/situations`` checks the snapshot (:func:`~floorcall._app.snapshot_checks.snapshot_problem`: the option
and stakes checks of every entrance, then the snapshot's own facts), builds the hand from it
(:func:`~floorcall._engine.snapshot.hand_from_snapshot`), applies the events that follow, stores the hand like any
other and answers with the last ruling. The stored log starts from the snapshot, so the hand reloads, plays on and
exports as PHH with the snapshot under ``_floorcall.snapshot``. The work runs under the hook limit
(:func:`~floorcall._app.serve.hook_guard.run_guarded`): past it the request answers 503 and the hand is not stored.
"""

from __future__ import annotations

import functools
from typing import Any

from litestar import Request, post
from litestar.params import JSONBody

from floorcall._app.serve.errors import ApiError, engine_call, error_responses
from floorcall._app.serve.hands import HandService, LiveHand
from floorcall._app.serve.hook_guard import run_guarded
from floorcall._app.serve.language import request_translator
from floorcall._app.serve.schema import SituationAnswer, SituationBody
from floorcall._app.serve.views import expected_of, rule_answer_of, view_of
from floorcall._app.snapshot_checks import snapshot_problem, snapshot_selection
from floorcall._engine.snapshot import hand_from_snapshot
from floorcall.i18n import Translator
from floorcall.model.rulings import Ruling

__all__ = ["open_snapshot", "start_situation"]

_ERRORS = error_responses(400, 401, 403, 413, 415, 422, 503)


def open_snapshot(service: HandService, body: SituationBody) -> tuple[LiveHand, Ruling | None]:
    """Build, play and store the hand of a quick question.

    :param service: the server's hands.
    :param body: the snapshot and the events after it.
    :returns: the stored hand and the ruling on the last irregular event (None when none was irregular).
    :raises ApiError: 422 naming the field (``snapshot.seats[2].upcards``, ``events.0``) for a description the engine
        cannot accept or an event it cannot apply; nothing is stored then.
    """
    snapshot = body.snapshot
    refused = snapshot_problem(snapshot, service.catalog, service.config.selection)
    if refused is not None:
        raise ApiError(422, f"snapshot.{refused[0]}", refused[1].english())
    floor = engine_call(lambda: service.floor(snapshot_selection(snapshot, service.config.selection)), "snapshot")
    hand = engine_call(lambda: hand_from_snapshot(floor, snapshot), "snapshot")
    ruling: Ruling | None = None
    for index, event in enumerate(body.events):
        ruled = engine_call(functools.partial(hand.apply, event), f"events.{index}")
        ruling = ruled if ruled is not None else ruling
    return service.store_new(hand, None), ruling


@post(
    "/situations",
    status_code=201,
    responses=_ERRORS,
    summary="a live hand from the hand as the floor finds it, and the ruling on what happened",
)
async def start_situation(request: Request[Any, Any, Any], data: JSONBody[SituationBody]) -> SituationAnswer:
    """Build a hand from a snapshot (game, street, seats, pot, who acts), apply the events after it, store the hand.

    201 with the stored hand's ``id`` and the ruling on the last irregular event; 422 naming the field for a
    description the engine cannot accept (the option and stakes checks of every entrance, then the snapshot's own);
    503 naming the plugin and the hook when a hook call passes the server's hook limit, and then nothing is stored.
    The hand plays on through ``/hands/{id}`` like any other.
    """
    service: HandService = request.app.state["api"].service
    t = request_translator(request)
    return await run_guarded(request, lambda: _answer(service, data, t))


def _answer(service: HandService, body: SituationBody, t: Translator) -> SituationAnswer:
    live, ruling = open_snapshot(service, body)
    hand = live.hand
    ruled = rule_answer_of(hand, ruling, t) if ruling is not None else None
    return SituationAnswer(id=live.id, seq=live.seq, ruling=ruled, expected=expected_of(hand, None), view=view_of(hand))
