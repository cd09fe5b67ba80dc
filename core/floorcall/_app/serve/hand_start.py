"""How a ``POST /api/v1/hands`` body becomes a new hand: dealt from game and seats, imported from PHH, or redealt.

:func:`start_hand` checks the body against the server's config and the installed plugins, builds the engine's hand
and hands it to :meth:`HandService.store_new <floorcall._app.serve.hands.HandService.store_new>`, which stores it
before the request is answered. Nothing is stored when the body is refused.
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

import msgspec
from msgspec import UNSET

from floorcall._app.config_checks import options_problem, stakes_problem
from floorcall._app.serve.errors import ApiError, engine_call
from floorcall._app.serve.messages import Reworded, message
from floorcall._app.serve.schema import StartBody
from floorcall._app.wording import reason_of
from floorcall._engine.hand import Hand
from floorcall._plugins import Selection
from floorcall.model.events import HandStarted, OptionSetting
from floorcall.model.procedure import OptionValue, Stakes
from floorcall.table import SeatSetup, Table

if TYPE_CHECKING:
    from floorcall._app.serve.hands import HandService, LiveHand

__all__ = ["start_hand"]

_REDEAL_FIELDS = frozenset({"redeal_of", "present", "shuffle_seed"})


def start_hand(service: HandService, body: StartBody) -> LiveHand:
    """The hand a start body asks for, built and stored by ``service``: dealt, imported (``phh``) or redealt.

    :returns: the stored hand, kept in memory by ``service``.
    :raises ApiError: 400/422 for a body that cannot start a hand (the path names the field); 404 for a
        ``redeal_of`` no stored hand has.
    :raises ConfigError: an unknown game, rulebook or option, or a bad option value.
    :raises HandHistoryError: the imported text cannot be read or played.
    """
    if not isinstance(body.redeal_of, msgspec.UnsetType):
        given = [f for f in StartBody.__struct_fields__ if f not in _REDEAL_FIELDS and getattr(body, f) is not UNSET]
        if given:
            raise ApiError(400, given[0], message("redeal_alone"))
        return _redeal(service, body.redeal_of, body)
    if not isinstance(body.phh, msgspec.UnsetType):
        if not isinstance(body.game, msgspec.UnsetType) or not isinstance(body.seats, msgspec.UnsetType):
            raise ApiError(400, "phh", message("start_or_import"))
        return _import(service, body.phh, _names(service, body))
    if isinstance(body.game, msgspec.UnsetType) or isinstance(body.seats, msgspec.UnsetType):
        raise ApiError(400, "game" if isinstance(body.game, msgspec.UnsetType) else "seats", message("start_needs"))
    return _deal_new(service, body, body.game)


def _redeal(service: HandService, hand_id: str, body: StartBody) -> LiveHand:
    """The exact repeat of a misdealt hand (TDA 2024 rule 35-C): same table, button, stakes and options."""
    with service.locked(hand_id) as misdealt:
        present = {} if isinstance(body.present, msgspec.UnsetType) else body.present
        hand = engine_call(lambda: misdealt.hand.redeal(None, present=present), "redeal_of")
        names = (misdealt.event_name, misdealt.table_name)
    seed = None if isinstance(body.shuffle_seed, msgspec.UnsetType) else body.shuffle_seed
    return service.store_new(hand, seed, names)


def _deal_new(service: HandService, body: StartBody, game: str) -> LiveHand:
    catalog = service.catalog
    if game not in catalog.games:
        raise ApiError(422, "game", message("unknown_game", game=game, installed=", ".join(catalog.games)))
    if not isinstance(body.rulebook, msgspec.UnsetType) and body.rulebook not in catalog.rulebooks:
        names = ", ".join(catalog.rulebooks)
        raise ApiError(422, "rulebook", message("unknown_rulebook", rulebook=body.rulebook, installed=names))
    fixed = service.room.rulebook
    if fixed is not None and not isinstance(body.rulebook, msgspec.UnsetType) and body.rulebook != fixed:
        raise ApiError(422, "rulebook", message("rulebook_fixed", fixed=fixed, rulebook=body.rulebook))
    selection = _selection(service, body, game)
    refused = options_problem(_options(body), catalog, selection)
    if refused is not None:
        raise ApiError(422, f"options.{refused[0]}", Reworded(refused[1]))
    table = _table(body)
    stakes = _stakes(service, body, game)
    refused = stakes_problem(stakes, catalog.games[game][1], len(table.seats))
    if refused is not None:
        raise ApiError(422, f"stakes{refused[0]}", Reworded(refused[1]))
    floor = engine_call(lambda: service.floor(selection), "options")
    started = HandStarted(
        game=game,
        table=table,
        stakes=stakes,
        options=tuple(OptionSetting(name=k, value=v) for k, v in sorted(_options(body).items())),
        rulebook=floor.selection.rulebook,
    )
    hand = engine_call(lambda: Hand(floor, started), "seats")
    seed = None if isinstance(body.shuffle_seed, msgspec.UnsetType) else body.shuffle_seed
    return service.store_new(hand, seed, _names(service, body))


def _selection(service: HandService, body: StartBody, game: str) -> Selection:
    base = service.config.selection
    options: dict[str, OptionValue] = {**base.options, **_options(body)}
    rulebook = base.rulebook if isinstance(body.rulebook, msgspec.UnsetType) else body.rulebook
    return Selection(games=(game,), rulebook=rulebook, house=base.house, options=options)


def _names(service: HandService, body: StartBody) -> tuple[str, str]:
    """The new hand's event and table names: as given, else the config's event and no table."""
    event = service.room.event_name if isinstance(body.event_name, msgspec.UnsetType) else body.event_name
    table = "" if isinstance(body.table_name, msgspec.UnsetType) else body.table_name
    return event.strip(), table.strip()


def _stakes(service: HandService, body: StartBody, game: str) -> Stakes:
    if not isinstance(body.tournament, msgspec.UnsetType):
        for given in ("level", "stakes"):
            if getattr(body, given) is not UNSET:
                raise ApiError(400, given, message("tournament_sets_stakes"))
        if service.tournament_stakes is None:
            raise ApiError(404, "tournament", message("no_tournament", id=body.tournament))
        return service.tournament_stakes(body.tournament, game)
    if not isinstance(body.stakes, msgspec.UnsetType):
        if not isinstance(body.level, msgspec.UnsetType):
            raise ApiError(400, "level", message("level_and_stakes"))
        return body.stakes
    levels = service.config.levels
    level = 1 if isinstance(body.level, msgspec.UnsetType) else body.level
    if level > len(levels):
        raise ApiError(422, "level", message("level_range", count=len(levels), level=level))
    try:
        return service.config.stakes(level - 1, game)
    except KeyError:
        raise ApiError(422, "stakes", message("no_level_stakes", game=game)) from None


def _import(service: HandService, text: str, names: tuple[str, str]) -> LiveHand:
    hand, events = service.situations.open_text(text, "phh", service.situation_selection)
    for index, event in enumerate(events):
        engine_call(functools.partial(hand.apply, event), f"phh._floorcall.events.{index}")
    return service.store_new(hand, None, names)


def _options(body: StartBody) -> dict[str, OptionValue]:
    return {} if isinstance(body.options, msgspec.UnsetType) else dict(body.options)


def _table(body: StartBody) -> Table:
    assert not isinstance(body.seats, msgspec.UnsetType)
    seats = tuple(SeatSetup(seat=s.seat, stack=s.stack, present=s.present, penalty=s.penalty) for s in body.seats)
    button = None if isinstance(body.button, msgspec.UnsetType) else body.button
    try:
        return Table(seats=seats, button=button)
    except ValueError as exc:
        raise ApiError(422, "seats", Reworded(reason_of(exc))) from None
