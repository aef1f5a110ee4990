"""Bad input refused in the learner's words (issue 16): odd numbers, over-long or multi-line actions."""

import subprocess
import sys

import pytest

from cardlib import IllegalAction, cards, new_record, replay
from cardlib.core.numbers import whole_number


@pytest.mark.parametrize(
    ("game", "before", "action", "message"),
    [
        ("pitch", ["A: sell"], "B: bid ²", '"²" is not a number of points'),
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


def _cli(*args, stdin: bytes | None = None):
    return subprocess.run([sys.executable, "-m", "cardlib", *args], input=stdin, capture_output=True)


@pytest.mark.parametrize(
    ("args", "stdin", "message"),
    [
        (("deal", "fontainebleau", "--option", "dealer_stake=NaN"), None, 'option "dealer_stake": "NaN"'),
        (("deal", "fontainebleau", "--option", "dealer_stake=1e400"), None, "Infinity is not allowed"),
        (("deal", "fontainebleau", "--option", "dealer_stake=" + "9" * 5000), None, "a number far too long"),
        (("replay", "-"), b"[" * 5000, "nested too deeply"),
        (("replay", "-"), b"\xff\xfe{", "not UTF-8 text"),
        (("replay", "-"), b'{"game": "boston", "pools": [NaN]}', "NaN is not a number JSON allows"),
    ],
)
def test_the_command_line_refuses_what_json_cannot_hold_in_one_line(args, stdin, message):
    run = _cli(*args, stdin=stdin)
    error = run.stderr.decode()
    assert run.returncode == 2 and message in error and error.count("\n") == 1, error


def test_amounts_must_be_finite_and_names_short_printable_and_few():
    from cardlib import RecordError, new_record, parse_record

    data = new_record("boston", seed=1).to_dict()
    for pools in ([float("nan")], [float("inf")], [10**12]):
        with pytest.raises(RecordError, match="is not a number of counters"):
            parse_record({**data, "pools": pools})
    with pytest.raises(RecordError, match="needs exactly 4 players, not 50,000"):
        parse_record({**data, "players": [f"P{i}" for i in range(50_000)]})
    for name in ("Z\ud800", "Z\nQ", "Z" * 31):
        with pytest.raises(RecordError, match="is not a seat name"):
            parse_record({**data, "players": ["A", "Y", "B", name]})


def test_a_file_with_a_byte_order_mark_is_read(tmp_path):
    path = tmp_path / "hand.json"
    path.write_bytes(b"\xef\xbb\xbf" + new_record("pitch", seed=1).to_json().encode())
    assert _cli("replay", str(path)).returncode == 0


def test_a_worksheet_needs_a_folder_it_can_write_into(tmp_path):
    afile = tmp_path / "afile"
    afile.write_text("x")
    run = _cli("worksheet", "tricks", "--out", str(afile))
    assert run.returncode == 2 and b"that is a file; give a folder" in run.stderr
    run = _cli("worksheet", "tricks", "--out", str(afile / "inside"))
    assert run.returncode == 2 and b"cannot write there" in run.stderr


def test_widget_controllers_refuse_misuse_in_words():
    from cardlib import CardError, CardlibError
    from cardlib.games.pitch.points_question import PitchPointsQuestion
    from cardlib.games.pitch.widgets import PitchPoints
    from cardlib.widgets import CardSelection, TrickExplorer

    explorer = TrickExplorer()
    explorer.cards["A"].value = " "  # a blank box clears the card (issue 16, item 20)
    assert "Choose the card that A leads" in explorer.answer.value
    explorer.cards["A"].value = "<img src=x onerror=alert(1)>"  # item 25: typed text is escaped
    assert "<img" not in explorer.answer.value and "&lt;img" in explorer.answer.value
    with pytest.raises(CardError, match="no limit"):  # item 23
        CardSelection().deal_at_random(1)
    choice = CardSelection()
    choice.mark_used("AS KS")  # item 24: a string of cards, not of characters
    assert choice.used_elsewhere == set(cards("AS KS"))
    with pytest.raises(CardlibError, match='limit "3"'):
        CardSelection(limit="3")
    question = PitchPointsQuestion()
    question.deal(1)
    with pytest.raises(CardError, match='"Q" is not one of the players'):
        question.give(question.hands["A"][0], "Q")
    question.set_hands({"A": "AS KS", "B": "QS"})  # item 21: unequal hands
    with pytest.raises(CardError, match="as many cards as the others"):
        question.play_at_random(1)
    points = PitchPoints(seed=1)
    points.question.set_hands({"A": "AS KS", "B": "QS"})
    points._act(lambda: points.question.play_at_random(1))
    assert "as many cards as the others" in points.answer.value


def test_the_command_line_says_its_version_and_the_words_of_the_terminal_game():
    assert _cli("--version").stdout.decode().startswith("cardlib 0.1.0")
    helped = _cli("play", "--help").stdout.decode()
    assert all(word in helped for word in ("why", "analyse", "undo", "quit"))
