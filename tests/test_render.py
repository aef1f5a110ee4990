import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from dataclasses import replace
from pathlib import Path

import pytest

from cardlib import Trick, card, cards, full_pack, new_record
from cardlib.render.svg import CARD_WIDTH, cards_svg

SVG = "{http://www.w3.org/2000/svg}"


def _pictures():
    boston = new_record("boston", seed=3).to_deal()
    pitch = new_record("pitch", 6, seed=3).to_deal()
    trick = Trick(tuple(zip("AYBZ", cards("10H JH 2S AH"), strict=True)))
    hand = cards("AS KH QD JC 10S 9H 8D 7C 6S 5H 4D 3C 2S")
    return {
        "card": card("10H")._repr_html_(),
        "hand": hand._repr_html_(),
        "fan": cards_svg(hand, fan=True),
        "empty": cards("")._repr_html_(),
        "trick": trick._repr_html_(),
        "boston deal": boston._repr_html_(),
        "pitch deal": pitch._repr_html_(),
    }


def test_every_card_draws_as_well_formed_svg():
    for c in full_pack():
        root = ET.fromstring(c._repr_html_())
        assert root.tag == SVG + "svg"
        assert root.find(f".//{SVG}title").text == c.name


@pytest.mark.parametrize("name", list(_pictures()))
def test_pictures_are_well_formed_and_byte_stable(name):
    first, second = _pictures()[name], _pictures()[name]
    assert first == second
    ET.fromstring(first)
    assert not re.search(r"\d{4}-\d\d-\d\d", first), "no dates"
    ids = re.findall(r'id="([^"]+)"', first)
    assert all(i.startswith("cardlib-suit-") for i in ids), "only the fixed suit ids"


def test_pictures_are_the_same_in_another_process():
    here = Path(__file__).parent
    code = (
        f"import sys; sys.path.insert(0, {str(here)!r}); import test_render as t; print(repr(t._pictures()))"
    )
    there = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert there.strip() == repr(_pictures())


def test_colours_follow_suits():
    assert 'color="#c0122c"' in card("QH")._repr_html_()
    assert 'color="#1b1b1b"' in card("QS")._repr_html_()


def test_a_deal_shows_every_card_and_marks_the_dealer():
    record = new_record("boston", seed=9)
    picture = record.to_deal()._repr_html_()
    titles = re.findall(r"<title>([^<]+)</title>", picture)
    assert sorted(titles) == sorted(
        [c.name for c in record.to_deal().all_cards()] + [record.fields["turn_up"].name]
    )
    assert "Z (dealer)" in picture and "A (eldest)" in picture


def test_player_names_are_escaped():
    record = new_record("pitch", ["<b>", "Ann & Bo", "C", "D"], seed=1)
    picture = record.to_deal()._repr_html_()
    ET.fromstring(picture)
    assert "&lt;b&gt;" in picture and "Ann &amp; Bo" in picture


def test_the_cards_of_the_pack_lying_face_up_and_a_hand_grown_past_the_deal_are_drawn():
    """A game that turns cards up from the pack (Seven-Up's turn-ups) shows them in the picture and
    the text; a hand that grew past the deal's size (a run) fits the picture."""
    from toy_game import ToyRules, ToyState

    from cardlib.core.deal import deal
    from cardlib.core.hand import Cards
    from cardlib.render.state import state_svg, state_text

    class Grown(ToyState):
        def shown(self) -> Cards:
            return Cards.parse("9S JD")

    rules = ToyRules()
    dealt = deal("AYBZ", "Z", rules.spec.pattern, 3)
    hands = dict(dealt.hands)
    hands["B"] = Cards(list(hands["B"]) + list(hands["A"][:4])).sorted()  # seventeen cards
    hands["A"] = hands["A"][4:]
    state = Grown(rules, replace(dealt, hands=hands), {})
    picture, text = state_svg(state), state_text(state)
    assert "turned up: 9♠ J♦" in text and ">turned up<" in picture
    root = ET.fromstring(picture)
    width = float(root.get("width") or root.get("viewBox").split()[2])
    lefts = [float(x) for x in re.findall(r'<g transform="translate\(([\d.]+) ', picture)]
    assert len(lefts) >= 15 and max(lefts) + CARD_WIDTH <= width, "every card lies inside the picture"
    plain = state_svg(ToyState(rules, dealt, {}))
    assert "turned up" not in plain and "turn-up" not in plain


def test_result_fields_read_with_signs_and_a_dash_for_what_is_not_settled():
    from cardlib.render.results import result_lines

    fields = {
        "contract": {"caller": "A", "bid": "little misere", "trump": None},  # no trump, for good
        "trump": "S",
        "turned": ["6S", "KD"],
        "gifts": ["JD"],  # a player with initials for a name, not the jack of diamonds
        "made": None,
    }
    lines = result_lines(fields, so_far=True, players=("JD", "Bo"))
    assert lines == [
        "contract: caller A, bid little misere, trump –",
        "trump: ♠",
        "turned: 6♠ and K♦",
        "gifts: JD",
        "made: –",
    ]
    assert result_lines({"made": None, "contract": {"trump": "H"}}) == ["made: none", "contract: trump ♥"]


def test_a_captured_pile_is_drawn_in_rows_a_learner_can_count():
    """Issue 53: a pile of sixteen was a tight fan, readable only by its corners."""
    from cardlib.core.pack import full_pack
    from cardlib.render.html import drawn
    from cardlib.render.svg import PILE_ROW, pile_svg

    pile = full_pack()[:16]
    svg = pile_svg(pile)
    assert svg.count('<g transform="translate(') == 16
    assert 'height="212"' in svg  # two rows of a card's height (100), the gap between and the margin
    assert pile_svg(pile[:5]) == cards_svg(pile[:5])  # a few cards lie apart in one row, as a hand
    assert PILE_ROW == 8 and "height:163px" in drawn(pile, 80, pile=True)  # two rows at 80 px a row
    assert "height:80px" in drawn(pile, 80)
