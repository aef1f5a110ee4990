"""Worksheets (issue 18): printable HTML with the cards drawn, a name line, room to answer, and a key."""

import re
import subprocess
import sys

import pytest

from cardlib import CardlibError
from cardlib.exercises import make_questions, sheets
from cardlib.exercises.worksheet import answer_key_html, worksheet_html


def test_the_same_seed_gives_the_same_bytes_and_another_seed_other_questions():
    first, second = sheets(["tricks", "setback"], 5, 4), sheets(["tricks", "setback"], 5, 4)
    assert first == second and sheets(["tricks", "setback"], 6, 4) != first
    assert list(first) == ["worksheet-tricks+setback-5.html", "worksheet-tricks+setback-5-answers.html"]


def test_a_sheet_has_a_title_a_name_and_date_line_numbered_questions_pictures_and_room_to_answer():
    html = worksheet_html(["tricks"], 3, 5)
    assert html.startswith("<!DOCTYPE html>") and "<h1>Who wins the trick?</h1>" in html
    assert "<span>Name:</span><span>Date:</span>" in html
    numbers = re.findall(r'<section class="question" id="q(\d+)"><p><b>(\d+)\.</b>', html)
    assert [int(n) for n, _ in numbers] == [1, 2, 3, 4, 5]
    assert html.count('<div class="answer-line">') == 5 and html.count("<svg") == 5
    assert "Answer:" not in html, "the sheet never gives an answer away"
    assert "break-inside: avoid" in html and "@page" in html and "@media print" in html


def test_the_key_gives_every_answer_with_its_working():
    questions = make_questions("pitch-points", 3, 4)
    key = answer_key_html(["pitch-points"], 3, 4)
    for question in questions:
        assert f"Answer: {question.shown_answer()}" in key
        assert question.explanation.replace("'", "&#x27;") in key
    assert key.count('<p class="working">') == 4 and key.count("<svg") >= 4 * 4


def test_topics_can_be_mixed_on_one_sheet_in_sections_numbered_straight_through():
    html = worksheet_html(["ladder", "play", "experiments"], 2, 3)
    assert html.count("<h2>") == 3
    assert re.findall(r"<h2>([^<]+)</h2>", html) == [
        "The Boston ladder",
        "Which card to play",
        "Chances of the deal",
    ]
    assert 'id="q9"' in html and 'id="q10"' not in html


def test_no_topic_is_refused_in_words():
    with pytest.raises(CardlibError, match="no topic given"):
        worksheet_html([], 1, 3)


def _cardlib(*args):
    return subprocess.run([sys.executable, "-m", "cardlib", *args], capture_output=True, text=True)


def test_the_worksheet_command_writes_a_sheet_and_a_key_for_one_or_more_topics(tmp_path):
    run = _cardlib("worksheet", "ladder", "analysis", "--seed", "2", "--count", "3", "--out", str(tmp_path))
    assert run.returncode == 0, run.stderr
    names = sorted(p.name for p in tmp_path.iterdir())
    assert names == ["worksheet-ladder+analysis-2-answers.html", "worksheet-ladder+analysis-2.html"]
    assert (tmp_path / names[1]).read_text(encoding="utf-8") == worksheet_html(["ladder", "analysis"], 2, 3)
    bad = _cardlib("worksheet", "ladder", "--count", "0")
    assert bad.returncode == 2 and "a whole number from 1 to 100" in bad.stderr
    unknown = _cardlib("worksheet", "bridge")
    assert unknown.returncode == 2 and "bridge" in unknown.stderr and "Traceback" not in unknown.stderr


def test_a_worksheet_in_the_four_colour_deck_names_its_pictures_in_words(tmp_path):
    run = _cardlib(
        "worksheet", "tricks", "--seed", "2", "--count", "2", "--out", str(tmp_path), "--deck", "four"
    )
    assert run.returncode == 0, run.stderr
    sheet = (tmp_path / "worksheet-tricks-2.html").read_text(encoding="utf-8")
    assert sheet != worksheet_html(["tricks"], 2, 2), "drawn in another deck"
    assert (
        'class="cardlib-diamonds" color="#1f5fbf"' in sheet
        or 'class="cardlib-clubs" color="#17753a"' in sheet
    )
    labels = re.findall(r'aria-label="([^"]*)"', sheet)
    assert labels and not any(sign in label for label in labels for sign in "♠♥♦♣"), labels
    wrong = _cardlib("worksheet", "tricks", "--deck", "three")
    assert wrong.returncode == 2 and "--deck" in wrong.stderr and "Traceback" not in wrong.stderr
