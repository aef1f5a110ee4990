"""Words in the kit's messages: numbers read from words, counts in the right number."""

from hypothesis import given
from hypothesis import strategies as st

from cardlib.core.numbers import number_in_words
from cardlib.core.words import counted

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
