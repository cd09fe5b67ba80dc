"""The checks a hand snapshot (the floor's quick question) passes before the engine builds a hand from it.

The option and stakes checks are those of every entrance (:func:`~floorcall._app.config_checks.options_problem`,
:func:`~floorcall._app.config_checks.stakes_problem`); the rest are the facts a table cannot show at once: a card
twice, a card of another deck, upcards in a game without them, a street the game does not have, a player to act who
folded, chips in the pot that do not add up. Each problem names its field, relative to the snapshot
(``seats[2].upcards``, ``betting.actor``), and says why in a sentence a floor person can read.
"""

from __future__ import annotations

from floorcall._app.config_checks import Problem, options_problem, stakes_problem
from floorcall._plugins import Catalog, Selection
from floorcall.cards import Card
from floorcall.i18n import CORE
from floorcall.model.procedure import GameSpec
from floorcall.model.snapshot import HandSnapshot

__all__ = ["snapshot_problem", "snapshot_selection"]


def snapshot_selection(snapshot: HandSnapshot, base: Selection) -> Selection:
    """The plugins in force for a snapshot: the base's house plugins, its rulebook unless the snapshot names one."""
    rulebook = snapshot.rulebook if snapshot.rulebook is not None else base.rulebook
    options = {**base.options, **snapshot.options}
    return Selection(games=(snapshot.game,), rulebook=rulebook, house=base.house, options=options)


def snapshot_problem(snapshot: HandSnapshot, catalog: Catalog, base: Selection) -> Problem | None:
    """The first fact of ``snapshot`` the engine cannot build a hand from, or None when it can.

    :param snapshot: the description.
    :param catalog: the installed plugins.
    :param base: the selection the server or the command runs with (its rulebook and house plugins).
    :returns: the field, relative to the snapshot, and the reason.
    """
    if snapshot.game not in catalog.games:
        installed = ", ".join(catalog.games)
        return "game", CORE.msg(
            "snapshot.game", "no installed game is called {game} ({installed})", game=snapshot.game, installed=installed
        )
    if snapshot.rulebook is not None and snapshot.rulebook not in catalog.rulebooks:
        installed = ", ".join(catalog.rulebooks)
        message = CORE.msg(
            "snapshot.rulebook",
            "no installed rulebook is called {rulebook} ({installed})",
            rulebook=snapshot.rulebook,
            installed=installed,
        )
        return "rulebook", message
    refused = options_problem(snapshot.options, catalog, snapshot_selection(snapshot, base))
    if refused is not None:
        return f"options.{refused[0]}", refused[1]
    game = catalog.games[snapshot.game][1]
    refused = stakes_problem(snapshot.stakes, game, len(snapshot.seats))
    if refused is not None:
        return f"stakes{refused[0]}", refused[1]
    return _seats_problem(snapshot, game) or _cards_problem(snapshot, game) or _round_problem(snapshot, game)


def _seats_problem(snapshot: HandSnapshot, game: GameSpec) -> Problem | None:
    numbers = [s.seat for s in snapshot.seats]
    for index, seat in enumerate(numbers):
        if seat in numbers[:index]:
            return f"seats[{index}].seat", CORE.msg("snapshot.seat_twice", "seat {seat} is given twice", seat=seat)
    if len(numbers) > game.max_seats:
        message = CORE.msg(
            "snapshot.too_many", "{game} seats at most {most} players", game=game.name, most=game.max_seats
        )
        return "seats", message
    if len([s for s in snapshot.seats if not s.folded]) < 2:
        return "seats", CORE.msg("snapshot.one_live", "a hand in play has at least two players who have not folded")
    if snapshot.street not in game.streets:
        streets = ", ".join(s.value for s in game.streets)
        message = CORE.msg(
            "snapshot.street", "{game} has no such street (its streets: {streets})", game=game.name, streets=streets
        )
        return "street", message
    if snapshot.initial_deal and snapshot.street is not game.streets[0]:
        return "initial_deal", CORE.msg("snapshot.initial_deal", "the initial deal is the deal of the first street")
    return None


def _cards_problem(snapshot: HandSnapshot, game: GameSpec) -> Problem | None:
    """A known card twice, or not of the game's deck; upcards or a board the game does not deal."""
    deck = set(game.deck.cards)
    seen: set[Card] = set()
    places = [
        (f"seats[{i}].{name}", getattr(s, name))
        for i, s in enumerate(snapshot.seats)
        for name in ("upcards", "downcards")
    ]
    places.append(("board", snapshot.board))
    for where, cards in places:
        for card in cards:
            if not card.is_known:
                continue
            if card not in deck:
                return where, CORE.msg(
                    "snapshot.not_in_deck",
                    "{card} is not a card of the {deck} deck",
                    card=card.value,
                    deck=game.deck.name,
                )
            if card in seen:
                return where, CORE.msg("snapshot.card_twice", "{card} is given twice", card=card.value)
            seen.add(card)
    for index, seat in enumerate(snapshot.seats):
        if seat.upcards and not game.upcards:
            return f"seats[{index}].upcards", CORE.msg("snapshot.no_upcards", "{game} deals no upcards", game=game.name)
        if len(seat.upcards) + len(seat.downcards) > game.hand_cards:
            message = CORE.msg(
                "snapshot.too_many_cards",
                "a {game} hand holds at most {most} cards",
                game=game.name,
                most=game.hand_cards,
            )
            return f"seats[{index}].downcards", message
    if len(snapshot.board) > game.board_cards:
        return "board", CORE.msg(
            "snapshot.board", "{game} turns at most {most} board cards", game=game.name, most=game.board_cards
        )
    return None


def _round_problem(snapshot: HandSnapshot, game: GameSpec) -> Problem | None:
    """Who acts, who bet last, the showdown and the pot: facts that must agree with the seats."""
    seats = {s.seat: s for s in snapshot.seats}
    betting = snapshot.betting
    if betting is not None and (snapshot.showdown or snapshot.initial_deal):
        which = "showdown" if snapshot.showdown else "initial_deal"
        return which, CORE.msg(
            "snapshot.betting_or", "a betting round is not under way during the deal or the showdown"
        )
    if betting is not None:
        actor = seats.get(betting.actor)
        if actor is None or actor.folded:
            return "betting.actor", CORE.msg(
                "snapshot.actor", "seat {seat} has no live hand to act with", seat=betting.actor
            )
        if actor.stack == 0:
            return "betting.actor", CORE.msg(
                "snapshot.actor_all_in", "seat {seat} is all in and cannot act", seat=betting.actor
            )
    named = (("betting.last_aggressor", betting.last_aggressor if betting else None), ("bring_in", snapshot.bring_in))
    for where, seat in named:
        if seat is not None and seat not in seats:
            return where, CORE.msg("snapshot.no_seat", "seat {seat} is not dealt in this hand", seat=seat)
    for index, seat_now in enumerate(snapshot.seats):
        if seat_now.shown and (not snapshot.showdown or seat_now.folded):
            message = CORE.msg("snapshot.shown", "a live hand is tabled only at the showdown")
            return f"seats[{index}].shown", message
    given = [s.in_pot for s in snapshot.seats]
    if any(given) and sum(given) != snapshot.pot:
        message = CORE.msg(
            "snapshot.pot", "the seats put {total} in the pot, not {pot}", total=sum(given), pot=snapshot.pot
        )
        return "pot", message
    return None
