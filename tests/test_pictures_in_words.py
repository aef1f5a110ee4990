"""Every picture the kit draws has a name in words (issue 55), and the four-colour deck.

A screen reader reads a picture by its text alternative: each kind of picture is named, the name says
every card in words ("queen of spades", never "Q♠"), and a seat's view names no card it may not see.
"""

from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET

import pytest

from cardlib import Trick, card, cards, new_record, replay, use_deck
from cardlib.core.errors import CardlibError
from cardlib.exercises.topics import all_topics, make_questions
from cardlib.games.registry import GAMES
from cardlib.render.bars import BarChart
from cardlib.render.spoken import cards_words, in_words, plays_words, trick_words
from cardlib.render.svg import cards_svg, deck, pile_svg
from cardlib.render.table import trick_svg

SIGNS = re.compile("[♠♥♦♣]")


def random_action(state, rng):
    """Any legal action, passing often in an auction so that hands reach the play."""
    legal = state.legal_actions()
    return "pass" if "pass" in legal and rng.random() < 0.6 else rng.choice(legal)


def _names(html: str) -> list[str]:
    """The text alternative of every outermost picture in ``html`` (an ``aria-label`` or an ``alt``)."""
    named = re.findall(r'<svg [^>]*?aria-label="([^"]*)"', html)
    return named + re.findall(r'<img [^>]*?alt="([^"]*)"', html)


def _pictures() -> dict[str, str]:
    boston = new_record("boston", seed=3)
    return {
        "card": card("10H")._repr_html_(),
        "hand": cards("AS KH QD JC 10S 9H")._repr_html_(),
        "fan": cards_svg(cards("AS KH QD"), fan=True),
        "no cards": cards("")._repr_html_(),
        "pile": pile_svg(cards("AS KS QS JS 10S 9S 8S 7S 6S 5S AH")),
        "trick": Trick(tuple(zip("AYBZ", cards("10H JH 2S AH"), strict=True)))._repr_html_(),
        "deal of four": boston.to_deal()._repr_html_(),
        "deal of six": new_record("pitch", 6, seed=3).to_deal()._repr_html_(),
        "table": replay(boston)._repr_html_(),
        "bar chart": BarChart([("A", 1.5), ("B", -2)], "average gain")._repr_html_(),
    }


@pytest.mark.parametrize("kind", list(_pictures()))
def test_every_kind_of_picture_is_named_in_words(kind):
    picture = _pictures()[kind]
    names = _names(picture)
    assert names, f"{kind}: a picture with no text alternative"
    for name in names:
        assert name.strip() and not SIGNS.search(name), f"{kind}: {name!r}"


def test_a_card_and_a_row_read_as_words():
    assert _names(card("QS")._repr_html_()) == ["the queen of spades"]
    assert cards_words(cards("AH QH 9H 10C")) == "ace, queen and nine of hearts; ten of clubs"
    assert in_words("trumps ♦; 10♥ led") == "trumps diamonds; ten of hearts led"


def test_a_table_reads_seat_by_seat_with_the_trick_and_whose_turn_it_is():
    state = replay(new_record("boston", seed=2026))
    rng = random.Random(1)
    while state.phase() != "play" or len(state.current_trick()) < 2:
        state.apply(random_action(state, rng))
    name = _names(state.picture(state.to_act()))[0]
    seats = [f"{seat}" for seat in state.deal.players]
    places = [name.index(f". {seat}") for seat in seats]
    assert places == sorted(places), "seat by seat, in the table's order"
    assert f"{state.to_act()} (to act)" in name and "Trick: " in name
    assert trick_words(state.current_trick(), state.trump) in name


@pytest.mark.parametrize("game", GAMES)
def test_a_seats_picture_names_no_card_it_may_not_see(game):
    state = replay(new_record(game, seed=11))
    rng = random.Random(11)
    while not state.is_over():
        seat = state.deal.players[0]
        name = _names(state.picture(seat))[0]
        hidden = [
            c
            for other in state.deal.players
            if other != seat and other not in state.exposed()
            for c in state.hand(other)
        ]
        seen = {c for other in state.exposed().values() for c in other} | set(state.hand(seat))
        seen |= {c for _, c in state.current_trick()} | set(state.shown())
        seen |= {c for t in state.completed_tricks()[-1:] for c in t.cards}
        if state.deal.turn_up is not None:
            seen.add(state.deal.turn_up)
        for c in hidden:
            if c not in seen:  # a card of the same rank and suit can only be that card
                assert f"the {c.name}" not in name and not re.search(rf"\b{c.name}\b", name), (c, name)
        state.apply(random_action(state, rng))


@pytest.mark.parametrize("topic", sorted(all_topics()))
def test_every_exercise_picture_is_named_in_words(topic):
    for question in make_questions(topic, 2026, 3):
        if question.picture:
            names = _names(question.picture)
            assert names and all(n.strip() and not SIGNS.search(n) for n in names), (topic, names)


def test_plays_are_said_once_each_with_the_tricks_winner():
    state = replay(new_record("pitch", 4, seed=5))
    rng = random.Random(5)
    while state.phase() != "play":
        state.apply(random_action(state, rng))
    since = len(state.history)
    for _ in range(4):
        state.apply(random_action(state, rng))
    said = plays_words(state, since, you="A")
    winner = state.completed_tricks()[-1].winner(state.trump)
    assert said.count("plays the") + said.count("You play the") == 4
    assert said.endswith("You win the trick." if winner == "A" else f"{winner} wins the trick.")
    assert not SIGNS.search(said)


def test_trick_pictures_say_who_led():
    trick = Trick(tuple(zip("AB", cards("10H JH"), strict=True)))
    assert _names(trick_svg(trick)) == ["A led the ten of hearts, B played the jack of hearts"]


def test_the_four_colour_deck_inks_diamonds_blue_and_clubs_green():
    assert deck() == "two"
    two = cards("QD QC")._repr_html_()
    try:
        use_deck("four")
        four = cards("QD QC")._repr_html_()
        assert four == cards("QD QC")._repr_html_(), "byte-stable"
    finally:
        use_deck("two")
    assert 'color="#1f5fbf"' in four and 'color="#17753a"' in four
    assert 'color="#1f5fbf"' not in two and two.count('color="#c0122c"') == 1
    assert 'class="cardlib-diamonds"' in two, "a page may ink a suit anew by its class"


def test_an_unknown_deck_is_refused_in_one_line_and_changes_nothing():
    with pytest.raises(CardlibError, match=r'^deck "blue": choose "two" or "four"'):
        use_deck("blue")
    assert deck() == "two"


def test_pictures_parse_as_svg():
    for kind, picture in _pictures().items():
        if picture.startswith("<svg"):
            ET.fromstring(picture)
        else:
            assert kind == "bar chart" or picture.startswith("<"), kind


def test_a_chart_is_an_image_named_in_words_with_the_numbers_it_draws():
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    from cardlib.render.chart import chart

    fig, ax = plt.subplots()
    ax.plot([5, 6, 7], [1, 2.5, 1 / 3])
    shown = chart(
        fig, "A line rising from 1 to 2.5, then falling", ["tricks", "pays"], [(5, 1), (6, 2.5), (7, 1 / 3)]
    )
    html = shown._repr_html_()
    assert _names(html) == ["A line rising from 1 to 2.5, then falling"]
    cells = re.findall(r"<td[^>]*>([^<]*)</td>", html)
    assert cells == ["5", "1", "6", "2.5", "7", "0.3333"], "the numbers drawn, in a table"
    assert not plt.get_fignums(), "closed: not shown again as a bare image"


def test_a_greyed_card_is_named_once_with_its_reason_in_words():
    from cardlib.render.spoken import card_said

    seven = card("7S")
    assert card_said(seven, "normal") == "seven of spades"
    said = card_said(seven, "disabled", "7♠ is not allowed: Z holds a club")
    assert said == "seven of spades is not allowed: Z holds a club", "the card said once, in words"
    other = card_said(seven, "disabled", "no card is played until the auction is over")
    assert other == "seven of spades, not allowed: no card is played until the auction is over"
    assert card_said(seven, "used", "7♠ is already used elsewhere") == "seven of spades, used elsewhere"
