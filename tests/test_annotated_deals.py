"""Deals worth studying (issue 31): every lesson has its deals, each still shows its point when replayed."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from cardlib import CardlibError, replay
from cardlib.classroom.annotated import BOARDS, annotated, lesson_deals
from cardlib.classroom.deal_set import load_deal_set

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize("lesson", range(1, 12))
def test_every_lesson_carries_its_deals_worth_studying(lesson):
    deals = lesson_deals(lesson)
    assert deals, f"lesson {lesson} has no annotated deal"
    notebook = next((ROOT / "notebooks").glob(f"{lesson:02}_*.ipynb"))
    assert f"lesson_deals({lesson})" in notebook.read_text("utf-8")
    html = deals._repr_html_()
    assert html.count("<svg") >= len(deals) and all(d.title in html for d in deals)


@pytest.mark.parametrize("board", BOARDS, ids=[b.name for b in BOARDS])
def test_each_deal_replays_through_the_engine_and_still_shows_its_point(board):
    deal = annotated(board.name)
    played = replay(deal.record)
    assert played.is_over() and played.to_record() == deal.record
    assert board.moment(played) == deal.moment, "the point is found at the same moment"
    assert board.comment(played, deal.moment) == deal.comment
    assert len(deal.at_moment().history) == deal.moment and not deal.fresh().actions
    assert len(deal.comment) > 80 and "None" not in deal.comment


def test_a_deal_that_no_longer_shows_its_point_is_refused():
    from dataclasses import replace

    board = next(b for b in BOARDS if b.name == "boston-just-made")
    wrong = replace(board, seed=board.seed + 1)
    assert wrong.moment(replay(annotated(board.name).record)) is not None
    with pytest.raises(CardlibError, match="no such deal"):
        annotated("no-such-deal")


def test_the_teachers_guide_names_the_deals_of_each_session():
    guide = (ROOT / "docs" / "teachers-guide.md").read_text("utf-8")
    for board in BOARDS:
        assert board.title in guide, board.title


def test_a_game_s_deals_make_a_class_deal_set(tmp_path):
    run = subprocess.run(
        [sys.executable, "-m", "cardlib", "class", "deals", "pitch", "--annotated", "--out", str(tmp_path)],
        capture_output=True,
        text=True,
    )
    assert run.returncode == 0, run.stderr
    made = load_deal_set(tmp_path)
    pitch = sorted((b for b in BOARDS if b.game == "pitch"), key=lambda b: b.lesson)  # as a class meets them
    assert made.game == "pitch" and len(made.deals) == len(pitch)
    assert json.loads((tmp_path / "set.json").read_text())["titles"] == [b.title for b in pitch]
    assert all(not record.actions for record in made.deals.values())
