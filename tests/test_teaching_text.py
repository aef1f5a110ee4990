"""What the learner reads agrees with Foster (issue 31): the rule statements found wrong stay fixed.

Each test names the statement and Foster's rule. The wrong wordings are looked for in every page a
learner or teacher reads: the lessons, the exercises and their worked solutions, the rule pages, the
glossary, the guide and the game pages.
"""

import json
import re
from pathlib import Path

import pytest

from cardlib.core.cards import Suit
from cardlib.exercises.summaries import rule_summary_html
from cardlib.games.boston.calls import describe as boston_describe
from cardlib.games.boston.calls import ladder as boston_ladder
from cardlib.games.boston.tables import loss_value, win_value
from cardlib.games.fontainebleau.calls import describe as fontainebleau_describe
from cardlib.games.fontainebleau.calls import ladder as fontainebleau_ladder

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = sorted([*(ROOT / "notebooks").glob("*.ipynb"), *(ROOT / "exercises").glob("*.ipynb")])


def _cells(path: Path, kind: str) -> list[str]:
    return [
        "".join(c["source"]) for c in json.loads(path.read_text("utf-8"))["cells"] if c["cell_type"] == kind
    ]


def _pages() -> dict[str, str]:
    """Every page a learner or teacher reads, as text: markdown of the notebooks, docs, rule pages, keys."""
    pages = {p.name: "\n".join(_cells(p, "markdown")) for p in NOTEBOOKS}
    for pattern in ("docs/*.md", "docs/rules/*.html", "exercises/solutions/*.html", "exercises/README.md"):
        pages |= {str(p.relative_to(ROOT)): p.read_text("utf-8") for p in ROOT.glob(pattern)}
    return pages


@pytest.mark.parametrize(
    ("wrong", "rule"),
    [
        ("Seven or more takes it", "a lower call takes the pool too when played out; 'I pay' saves it"),
        ("Seven and above take the pool", "a lower call takes the pool too when played out"),
        ("once the first card\nis led", "a spread is laid face up before a card is played"),
        ("once the first card is led", "a spread is laid face up before a card is played"),
        ("default is always Foster", "over_ceiling's default is the kit's teaching choice"),
        ("failures cost far more", "one trick short costs about what the call earns (Eight: 23 and 23)"),
        ("holding exactly -", "nobody is asked for a to-go below 0: he goes out"),
    ],
)
def test_no_page_states_a_rule_found_wrong(wrong, rule):
    found = [name for name, text in _pages().items() if wrong.lower() in text.lower()]
    assert not found, f"{found} say {wrong!r}; Foster: {rule}"


def test_boston_has_no_honours_anywhere_a_learner_reads():
    """Foster: Boston has no honours; they belong to Fontainebleau."""
    for name, text in _pages().items():
        for sentence in re.split(r"(?<=[.!?])\s", text):
            # "Boston" the game, not "Boston de Fontainebleau" nor a Fontainebleau call ("Boston Hearts")
            game = re.search(
                r"\bBoston\b(?! de)(?! (Hearts|Spades|Clubs|Diamonds|Grand|hearts|spades))", sentence
            )
            if "honour" in sentence.lower() and game:
                assert "Fontainebleau" in sentence or "no honours" in sentence, (name, sentence)


def test_the_boston_rule_page_has_i_pay_and_the_pool_for_lower_calls():
    page = rule_summary_html("boston")
    assert "I pay" in page and "pool bid" in page and "below Seven" in page


def test_the_fontainebleau_rule_page_says_who_takes_the_pool_and_what_a_grand_call_pays():
    page = rule_summary_html("fontainebleau")
    assert "Every successful caller takes the pool" in page
    assert "Grand" in page and "diamond value" in page and "Foster does not say" in page


def test_the_kits_own_readings_are_marked_as_such():
    """Where the kit settles what Foster leaves open, the learner is told so."""
    lesson = {p.stem: "\n".join(_cells(p, "markdown")) for p in NOTEBOOKS}
    assert "this kit allows a partner for five to\nten tricks" in lesson["05_fontainebleau"]
    assert "Foster does not say what that means" in lesson["07_pitch_auction_and_setback"]
    assert "this kit takes every new number as plain" in lesson["02_boston_bidding"]
    assert "swaps Y and B" in lesson["02_boston_bidding"]
    assert "`over_ceiling`" in lesson["08_sample_deals"] and "teaching choice" in lesson["08_sample_deals"]
    glossary = (ROOT / "docs" / "glossary.md").read_text("utf-8")
    assert 'Foster does not say what "in the hole"\nmeans' in glossary


def test_the_glossary_gives_what_i_pay_and_smudge_cost():
    glossary = (ROOT / "docs" / "glossary.md").read_text("utf-8")
    i_pay = glossary.split("**I pay.**")[1].split("\n\n")[0]
    assert "no over-tricks" in i_pay and "pool" in i_pay and "all three must agree" in i_pay
    smudge = glossary.split("**Smudge.**")[1].split("\n\n")[0]
    assert "wins the game" in smudge and "in the hole" in smudge


def test_a_call_one_trick_short_costs_about_what_it_earns_as_lesson_3_says():
    """Lesson 3: "A call one trick short costs about what it would have earned (Eight: 23 either way)"."""
    assert win_value(8, 8, "classic") == loss_value(8, 1, "classic") == 23
    for bid in range(5, 14):
        earned, lost = win_value(bid, bid, "classic"), loss_value(bid, 1, "classic")
        assert abs(lost - earned) <= 0.1 * earned, bid
        assert loss_value(bid, 2, "classic") > earned, "each further trick short costs more"


def test_every_spread_is_described_face_up_before_a_card_is_played_with_its_discard():
    """Foster: a spread caller's cards go face up before a card is played; a little one follows a discard."""
    for call in boston_ladder():
        if call.is_misere:
            words = boston_describe(call, Suit.HEARTS)
            assert ("spread" not in call.name) or "face up on the table before a card is played" in words
            assert ("little" not in call.name) or "discards one card unseen" in words
    for call in fontainebleau_ladder():
        if call.name in ("little spread", "grand spread", "little misere"):
            words = fontainebleau_describe(call)
            assert ("spread" not in call.name) or "before a card is played" in words
            assert ("little" not in call.name) or "discards one card unseen" in words


def test_no_lesson_sketches_a_deal_by_hand():
    """Every deal a lesson draws is dealt and played through the engine (lesson 6's one-trump sketch led
    the only trump at trick 5, which the pitcher's first lead makes impossible)."""
    for lesson in NOTEBOOKS:
        code = "\n".join(_cells(lesson, "code"))
        for sketch in ("award_points(", "award_from_piles("):
            assert sketch not in code, f"{lesson.name} scores a hand-made deal with {sketch}"


def test_the_tour_says_what_its_numbers_include_and_leaves_the_rules_to_the_lessons():
    """Issue 53: the tour showed A −12, Y −12, B −12, Z +76 without saying that the stakes are left out,
    and front-loaded the pool, "I pay" and Seven or more, which lesson 4 teaches."""
    tour = "\n".join(_cells(ROOT / "notebooks" / "00_start_here.ipynb", "markdown"))
    assert "**pool**" in tour and "are left out of these numbers" in tour and "add up to zero" in tour
    assert '"I pay"' not in tour and "Seven or more" not in tour and "pool bid" not in tour
