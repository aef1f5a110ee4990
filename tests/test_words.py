"""Words in the kit's messages: numbers read from words, counts in the right number."""

import re
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from cardlib.core.numbers import number_in_words
from cardlib.core.words import and_list, counted

ROOT = Path(__file__).resolve().parent.parent

_UNITS = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen "
_UNITS += "sixteen seventeen eighteen nineteen"
_TENS = ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def _say(n: int) -> str:
    """``n`` (0 to 999) in words, written independently of the reader."""
    units = _UNITS.split()
    if n < 20:
        return units[n]
    if n < 100:
        return _TENS[n // 10 - 2] + ("" if n % 10 == 0 else "-" + units[n % 10])
    rest = n % 100
    return f"{units[n // 100]} hundred" + ("" if rest == 0 else f" and {_say(rest)}")


@given(st.integers(0, 999))
def test_every_number_below_a_thousand_is_read_from_its_words(n):
    assert number_in_words(_say(n)) == n


def test_words_that_make_no_number_are_refused():
    for text in ("sixty seventy", "hundred", "one hundred and", "ten five", "three four", "and", "lots"):
        assert number_in_words(text) is None, text


def test_counts_take_the_right_number():
    assert counted(1, "trick") == "1 trick" and counted(2, "trick") == "2 tricks"
    assert counted(0, "over-trick") == "0 over-tricks" and counted(1, "white counter") == "1 white counter"
    assert counted(3, "try") == "3 tries"


def test_lists_read_as_english():
    assert and_list(["High"]) == "High" and and_list(["High", "Low", "Jack"]) == "High, Low and Jack"
    assert and_list(["K♠", "10♠", "K♦"], "or") == "K♠, 10♠ or K♦"


#: Counts written as a bare number before a plural noun that can never be 1 (constants and sizes).
_NEVER_ONE = {
    "{length}",
    "{players}",
    "{dealt}",
    "{spec.players_text()}",
    "{count}",
    "{len(LETTERS)}",
    "{TRIALS:,}",
    "{HAND_WORDS[cards_each]}",
    "{cards_each}",
    "{CARDS_LEFT}",
    "{QUICK_HAND}",
    "{len(record.players)}",
    "{call.tricks}",
    "{tricks}",
    "{high.tricks}",
    "{SPEC.players_text()}",
}


def test_no_message_counts_a_variable_without_minding_one():
    """A number that may be 1 goes through counted(), so no message says "1 tricks" or "1 cards"."""
    nouns = "tricks|points|over-tricks|counters|cards|deals|players|hands|questions|seats|actions|worlds"
    pattern = re.compile(r"(\{[^{}]+\}) (" + nouns + r")\b")
    loose = []
    for path in sorted((ROOT / "cardlib").rglob("*.py")):
        for number, line in enumerate(path.read_text("utf-8").splitlines(), 1):
            for count, noun in pattern.findall(line):
                # "{self.dealer} deals" is a verb; a seat name is not a count
                if count not in _NEVER_ONE and not count.endswith(("dealer}", "seller}")):
                    loose.append(f"{path.relative_to(ROOT)}:{number}: {count} {noun}")
    assert not loose, "use counted(): " + "; ".join(loose)
