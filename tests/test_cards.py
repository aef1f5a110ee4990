import pytest
from hypothesis import given
from hypothesis import strategies as st

from cardlib import Card, CardError, Cards, Rank, Suit, card, cards, full_pack

all_cards = st.sampled_from(list(full_pack()))


@pytest.mark.parametrize(
    ("text", "rank", "suit"),
    [
        ("AS", Rank.ACE, Suit.SPADES),
        ("as", Rank.ACE, Suit.SPADES),
        ("10H", Rank.TEN, Suit.HEARTS),
        ("TH", Rank.TEN, Suit.HEARTS),
        ("th", Rank.TEN, Suit.HEARTS),
        ("10♥", Rank.TEN, Suit.HEARTS),
        ("7♦", Rank.SEVEN, Suit.DIAMONDS),
        ("2c", Rank.TWO, Suit.CLUBS),
        ("Q♣", Rank.QUEEN, Suit.CLUBS),
        (" jd ", Rank.JACK, Suit.DIAMONDS),
        ("K♤", Rank.KING, Suit.SPADES),
    ],
)
def test_parse_good_cards(text, rank, suit):
    assert Card.parse(text) == Card(suit, rank)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("1H", ['"1H"', "no such rank", "A K Q J 10 9 8 7 6 5 4 3 2"]),
        ("11H", ['"11H"', "no such rank"]),
        ("0H", ['"0H"', "no such rank"]),
        ("ZS", ['"ZS"', "no such rank"]),
        ("AX", ['"AX"', "no such suit", "S H D C"]),
        ("10", ['"10"', "suit is missing"]),
        ("Q", ['"Q"', "suit is missing"]),
        ("", ["empty card"]),
        ("H", ['"H"', "needs a rank and a suit"]),
        ("♥10", ['"♥10"', "no such rank"]),
        ("A♠♠", ['"A♠♠"', "no such rank"]),
        ("ace of spades", ["no such rank"]),
    ],
)
def test_parse_bad_cards_names_the_token_and_the_rule(text, words):
    with pytest.raises(CardError) as caught:
        Card.parse(text)
    for word in words:
        assert word in str(caught.value)


def test_non_string_is_refused_in_words():
    with pytest.raises(CardError, match="written as text"):
        Card.parse(14)


def test_bad_token_in_a_card_string_is_named():
    with pytest.raises(CardError, match='"1H": no such rank'):
        cards("AS KS 1H 7♦")


def test_card_strings_split_on_spaces_and_commas():
    assert cards("AS, KS,10H  7♦ 2c") == cards(["AS", "KS", "10H", "7D", "2C"])
    assert cards("") == Cards()


def test_natural_order_is_suit_then_rank():
    assert card("2C") < card("AC") < card("2D") < card("AH") < card("2S") < card("AS")
    assert sorted(cards("AS 2C KD")) == list(cards("2C KD AS"))
    assert Rank.ACE > Rank.KING > Rank.TEN > Rank.TWO


def test_text_forms():
    ten = card("th")
    assert (str(ten), ten.ascii, ten.symbol, repr(ten)) == ("10♥", "10H", "10♥", "Card.parse('10H')")
    hand = cards("AS KS 10H 7♦ 2c")
    assert str(hand) == "A♠ K♠ 10♥ 7♦ 2♣"
    assert hand.ascii == "AS KS 10H 7D 2C"
    assert repr(hand) == "Cards.parse('AS KS 10H 7D 2C')"


def test_suits_know_colour_and_partner():
    assert [s.colour for s in Suit] == ["black", "red", "red", "black"]
    assert Suit.HEARTS.partner is Suit.DIAMONDS and Suit.SPADES.partner is Suit.CLUBS
    assert Suit.parse("hearts") is Suit.HEARTS and Suit.parse("♣") is Suit.CLUBS
    with pytest.raises(CardError, match="no such suit"):
        Suit.parse("X")


def test_full_pack_has_52_distinct_cards():
    pack = full_pack()
    assert len(pack) == len(set(pack)) == 52
    assert [c.index for c in pack] == list(range(52))


def test_cards_are_immutable_and_hashable():
    ace = card("AS")
    with pytest.raises(AttributeError):
        ace.rank = Rank.TWO
    assert len({ace, card("as"), card("A♠")}) == 1


def test_cards_refuse_non_cards():
    with pytest.raises(CardError, match="is not a card"):
        Cards(["AS"])


def test_sorted_for_display_alternates_colours_high_first():
    assert cards("2D AC 3S KH AS").sorted().ascii == "AS 3S KH AC 2D"


def test_without_of_suit_duplicates():
    hand = cards("AS KS 10H 7D 2C AS")
    assert hand.without(cards("KS 7D")).ascii == "AS 10H 2C AS"
    assert hand.of_suit(Suit.SPADES).ascii == "AS KS AS"
    assert hand.duplicates().ascii == "AS"
    assert isinstance(hand[1:3], Cards) and isinstance(hand + cards("3C"), Cards)


@given(all_cards)
def test_every_text_form_reads_back(c):
    assert Card.parse(c.ascii) == c
    assert Card.parse(c.symbol) == c
    assert Card.parse(c.ascii.lower()) == c
    assert Card.from_index(c.index) == c
    assert eval(repr(c), {"Card": Card}) == c


@given(st.lists(all_cards, max_size=20))
def test_card_lists_read_back(items):
    hand = Cards(items)
    assert Cards.parse(hand.ascii) == hand
    assert Cards.parse(hand.symbol) == hand
    assert Cards.parse(", ".join(c.ascii for c in items)) == hand


@given(st.text(max_size=4))
def test_parsing_any_text_either_works_or_says_why(text):
    try:
        parsed = Card.parse(text)
    except CardError as error:
        assert str(error).startswith('"') or "written as text" in str(error)
    else:
        assert Card.parse(parsed.ascii) == parsed


def test_every_suit_is_truthy_even_clubs():
    assert all(bool(s) for s in Suit)
