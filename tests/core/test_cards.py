import msgspec
import pytest

from floorcall import SHORT_DECK, STANDARD_DECK, STANDARD_DECK_WITH_JOKERS, Card, CardError, DeckSpec, parse_cards
from floorcall.cards import Rank, Suit, format_cards, parse_card


def test_notation_both_ways():
    cards = parse_cards("As Td ??5d")
    assert cards == (Card.ACE_SPADES, Card.TEN_DIAMONDS, Card.UNKNOWN, Card.FIVE_DIAMONDS)
    assert format_cards(cards) == "AsTd??5d"
    assert parse_card("Xr").is_joker


def test_ranks_and_suits_follow_the_bring_in_order():
    assert (Card("As").rank, Card("As").suit) == (Rank.ACE, Suit.SPADES)
    assert Suit.CLUBS < Suit.DIAMONDS < Suit.HEARTS < Suit.SPADES
    assert Card("2c").index == 0 and Card("As").index == 51
    assert Card.UNKNOWN.rank == 0 and not Card.UNKNOWN.is_known


def test_declared_decks():
    assert STANDARD_DECK.size == len(STANDARD_DECK.cards) == 52
    assert SHORT_DECK.size == 36 and Card("5h") not in SHORT_DECK.cards
    assert STANDARD_DECK_WITH_JOKERS.cards[-2:] == (Card.RED_JOKER, Card.BLACK_JOKER)
    with pytest.raises(ValueError, match="ranks must be"):
        DeckSpec(name="bad", ranks="1")


def test_cards_are_the_notation_on_the_wire():
    assert msgspec.json.encode([Card("Kd")]) == b'["Kd"]'
    assert msgspec.json.decode(b'["Kd","??"]', type=list[Card]) == [Card.KING_DIAMONDS, Card.UNKNOWN]


@pytest.mark.parametrize("text", ["Z", "Zz", "1c", "ah", "A s"])
def test_bad_notation_names_the_text(text):
    with pytest.raises(CardError):
        parse_cards(text) if len(text.replace(" ", "")) % 2 else parse_card(text)
