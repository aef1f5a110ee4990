"""The small helpers lessons use instead of glue code (issue 19): refusals as notes, tables as sheets."""

import pytest

from cardlib import IllegalAction, card, new_record, refusal, replay
from cardlib.core.errors import RecordError
from cardlib.faces.refusals import Refusal
from cardlib.games.boston import call_value, trick_call
from cardlib.games.boston.sheets import loss_sheet, misere_sheet, payment_sheets, win_sheet
from cardlib.games.fontainebleau.sheets import table_sheet, table_sheets


def test_a_refusal_is_shown_as_a_note_and_the_cell_carries_on(capsys):
    with refusal() as caught:
        card("1H")
    assert caught == [Refusal('"1H": no such rank; ranks are A K Q J 10 9 8 7 6 5 4 3 2')]
    assert capsys.readouterr().out.startswith('Refused: "1H": no such rank')
    html = caught[0]._repr_html_()
    assert 'role="note"' in html and "<b>Refused:</b>" in html and "Traceback" not in html


def test_nothing_refused_shows_nothing_and_other_errors_still_raise(capsys):
    with refusal() as caught:
        card("AS")
    assert caught == [] and capsys.readouterr().out == ""
    with pytest.raises(ZeroDivisionError), refusal():
        1 / 0  # noqa: B018


def test_an_illegal_action_is_refused_in_the_rules_words_and_nothing_is_applied():
    state = replay(new_record("pitch", players=["A", "B", "C", "D"], seed=11))
    with refusal() as caught:
        state.apply("A: bid 9")
    assert "A" in caught[0].message and state.history == []
    assert issubclass(IllegalAction, Exception)


@pytest.mark.parametrize("payments", ["classic", "american"])
def test_the_boston_sheets_show_exactly_what_the_engine_pays(payments):
    win, loss = win_sheet(payments), loss_sheet(payments)
    for row in win.rows:
        bid = int(row[0])
        cells = row[1:] if payments == "classic" else [row[1]] * (14 - bid)
        taken = range(5, 14) if payments == "classic" else range(bid, 14)
        for took, cell in zip(taken, cells, strict=False):
            if cell:
                assert int(cell) == call_value(trick_call(bid), took, payments), (bid, took)
    for row in loss.rows:
        bid = int(row[0])
        for short, cell in enumerate(row[1:], 1):
            assert (cell == "") == (short > bid)
            if cell:
                assert int(cell) == -call_value(trick_call(bid), bid - short, payments)
    assert "little misère" in str(misere_sheet()) and "<table" in payment_sheets(payments)._repr_html_()


def test_the_fontainebleau_sheet_is_table_1_with_its_slam_rows():
    from cardlib.games.fontainebleau.tables import trick_value

    sheet = table_sheet()
    seven = next(r for r in sheet.rows if r[0] == "7 tricks")
    assert seven == ("7 tricks", "50", "60", "70")
    assert seven[3] == str(trick_value(7, __import__("cardlib").Suit.DIAMONDS))
    assert table_sheet(2).rows[-2] == ("slam", "250", "300", "350")
    assert "piccolissimo" in str(table_sheets())


def test_a_record_can_be_changed_at_one_action_and_replayed():
    from cardlib.core.choosers import play_out
    from cardlib.players import rule_of_thumb

    played = play_out(
        replay(new_record("pitch", players=4, seed=21)), None, rule_of_thumb("pitch")
    ).to_record()
    lead = played.first_card()
    assert lead is not None and played.split_actions()[lead - 2][1] in ("accept", "refuse", "pitch")
    changed = played.changed(lead, played.actions[lead])  # the second card in the first card's place
    assert len(changed.actions) == lead and played.actions[:lead] != changed.actions
    with refusal() as caught:
        replay(changed)
    assert "turn" in caught[0].message
    with pytest.raises(RecordError, match="actions 1 to"):
        played.changed(99, "A: pass")
    assert new_record("pitch", seed=1).first_card() is None


def test_a_hand_of_a_simulated_batch_can_be_drawn():
    from cardlib.sim import deal_batch, hand_of

    hands = deal_batch(3, players=4, cards_each=6, seed=1)
    hand = hand_of(hands, 0, 1)
    assert len(hand) == 6 and hand == hand.sorted() and hand._repr_html_().startswith("<svg")
    assert {c.index for c in hand} == set(hands[0, 1].tolist())


def test_random_play_makes_small_contracts_more_often_than_large_ones():
    from cardlib.players.playouts import made_at_random

    def share(bid):
        return made_at_random(
            "pitch", "ABCD", [f"B: bid {bid}", "C: pass", "D: pass", "A: accept"], 300, seed=4
        )

    one, four = share(1), share(4)
    assert 0 < four < one < 1 and share(1) == one, "seeded, and a bid of four is harder than a bid of one"
