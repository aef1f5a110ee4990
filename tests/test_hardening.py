"""Bad input refused in the learner's words (issue 16): odd numbers, over-long or multi-line actions."""

import subprocess
import sys

import pytest

from cardlib import IllegalAction, new_record, replay
from cardlib.core.numbers import whole_number


@pytest.mark.parametrize(
    ("game", "before", "action", "message"),
    [
        ("pitch", ["A: sell"], "Y: bid ²", '"²" is not a number of points'),
        ("boston", [], "A: ²", '"²" is not a Boston call'),
        ("boston", [], "A: " + "7" * 100, "is not a Boston call"),
        ("fontainebleau", [], "A: " + "7" * 5000 + "S", "not 5,004 characters"),
        ("fontainebleau", [], "A: ٧D", "is not a Fontainebleau call"),
        ("boston", [], "A: six\nY: pass", "one line of plain words"),
        ("pitch", [], "A: \ud800", "one line of plain words"),
    ],
)
def test_odd_numbers_and_text_are_refused_in_words_and_change_nothing(game, before, action, message):
    state = replay(new_record(game, seed=1))
    for earlier in before:
        state.apply(earlier)
    saved = state.to_record().to_json()
    with pytest.raises(IllegalAction, match=message) as caught:
        state.apply(action)
    assert "\n" not in str(caught.value) and len(str(caught.value)) < 300
    assert state.to_record().to_json() == saved


def test_whole_numbers_are_ascii_digits_of_a_sensible_length():
    assert whole_number("12") == 12 and whole_number("007") == 7
    assert whole_number("²") is None and whole_number("٣") is None and whole_number("-1") is None
    assert whole_number("9" * 13) is None and whole_number("") is None


def test_the_command_line_refuses_a_player_count_written_oddly():
    run = subprocess.run(
        [sys.executable, "-m", "cardlib", "deal", "pitch", "--players", "²"], capture_output=True, text=True
    )
    assert (
        run.returncode == 2
        and run.stderr == 'cardlib: --players "²": write the number of players in digits, such as 5\n'
    )
