"""Deals worth studying (issue 31): every lesson has its deals, each still shows its point when replayed."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from cardlib import CardlibError, replay
from cardlib.classroom.annotated import BOARDS, annotated, lesson_deals, write_deal_set
from cardlib.classroom.deal_set import load_deal_set
from cardlib.classroom.report import class_report
from cardlib.classroom.tables.room import ClassRoom
from cardlib.classroom.tables.store import Store
from cardlib.classroom.tables.views import seat_view, teacher_view
from cardlib.core.errors import RecordError
from cardlib.render.svg import fluid

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize("lesson", range(1, 13))
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
    # each deal carries what it was dealt to teach, and its key moment, as the lesson draws it
    for (name, note), board in zip(made.notes.items(), pitch, strict=True):
        deal = annotated(board.name)
        assert note.title == board.title and note.point == board.point and note.comment == deal.comment
        assert note.at_moment(made.deals[name]).history == deal.at_moment().history
        assert fluid(deal.at_moment().picture()) in note.html(made.deals[name])


@pytest.mark.parametrize(
    ("notes", "words"),
    [
        ([], '"notes" must map'),
        ({"deal-09.json": {}}, "not one of the set's deals"),
        ({"deal-01.json": {"title": "t", "point": "p", "comment": 3, "line": []}}, 'its "line"'),
        (
            {"deal-01.json": {"title": "t", "point": "p", "comment": "c", "line": ["A: bid 99"]}},
            "the note on",
        ),
    ],
)
def test_a_note_that_does_not_fit_its_deal_is_refused_in_one_line(tmp_path, notes, words):
    write_deal_set("pitch", tmp_path)
    manifest = json.loads((tmp_path / "set.json").read_text())
    (tmp_path / "set.json").write_text(json.dumps({**manifest, "notes": notes}))
    with pytest.raises(RecordError, match=words) as refused:
        load_deal_set(tmp_path)
    assert "\n" not in str(refused.value)


def test_after_a_hand_at_a_class_table_and_in_the_report_the_deal_s_point_is_drawn(tmp_path):
    write_deal_set("pitch", tmp_path / "set")
    deal_set = load_deal_set(tmp_path / "set")
    room = ClassRoom(deal_set, tmp_path / "results", Store(tmp_path / "class.sqlite"), 1, "random")
    token = room.join("Ann")
    room.sit(token, 1, deal_set.players[0])
    room.start(1)
    table = room.tables[1]
    while not table.state.is_over():
        room.act(token, table.state.legal_actions()[0], table.seen)
    note = deal_set.notes["deal-01.json"]
    seat = deal_set.players[0]
    for shown in (seat_view(room, table, seat, "Ann")["result"], teacher_view(room)["tables"][0]["result"]):
        assert "What this deal was dealt to teach" in shown
        assert note.html(deal_set.deals["deal-01.json"]) in shown
    room.close()
    report = class_report(deal_set, tmp_path / "results", analyse=False)
    assert note.html(deal_set.deals["deal-01.json"]) in report._repr_html_()
    assert f"deal 1: {note.title}. {note.point}" in str(report)
