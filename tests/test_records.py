import copy
import io
import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cardlib import (
    HandRecord,
    NotImplementedGame,
    RecordError,
    known_games,
    load_record,
    new_record,
    parse_record,
    replay,
)
from cardlib.games.registry import game_spec

PITCH = {
    "game": "pitch",
    "players": ["A", "B", "C", "D", "E"],
    "dealer": "E",
    "to_go": {"A": 7, "B": 7, "C": 2, "D": 7, "E": 7},
    "deal": {
        "A": "KS KH 7H 3H 8C 2C",
        "B": "QS JH 9C 9D 5D 4D",
        "C": "6H 4H QD JD 8D 6D",
        "D": "JS 8S 2S 6C 5C 3D",
        "E": "9H 5H JC AD KD 10D",
    },
    "actions": ["B: bid 1", "C: pass", "D: pass", "E: pass", "A: accept"],
}
BOSTON = new_record("boston", seed=5).to_dict()
FONTAINEBLEAU = new_record("fontainebleau", seed=5).to_dict()


def _with(base, **changes):
    data = copy.deepcopy(base)
    for key, value in changes.items():
        if value is ...:
            del data[key]
        else:
            data[key] = value
    return data


def test_a_good_record_reads_and_writes_back_the_same():
    record = parse_record(PITCH)
    assert isinstance(record, HandRecord)
    assert record.players == ("A", "B", "C", "D", "E") and record.dealer == "E"
    assert record.fields["to_go"]["C"] == 2
    assert record.to_dict() == PITCH
    assert parse_record(record.to_json()) == record


@pytest.mark.parametrize("base", [BOSTON, FONTAINEBLEAU, PITCH])
def test_every_game_round_trips(base, tmp_path):
    record = parse_record(base)
    path = tmp_path / "hand.json"
    record.save(path)
    assert load_record(path) == record
    assert load_record(io.StringIO(path.read_text())) == record
    assert json.loads(path.read_text()) == base


def test_a_record_is_saved_whole_or_not_at_all(tmp_path, monkeypatch):
    """A save that fails halfway leaves the file as it was and nothing beside it: no reader meets half."""
    path = tmp_path / "hand.json"
    parse_record(BOSTON).save(path)
    before = path.read_bytes()

    def cut(source, target):
        raise OSError("the disk is full")

    monkeypatch.setattr("os.replace", cut)
    with pytest.raises(OSError):
        parse_record(PITCH).save(path)
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["hand.json"]


def test_a_saved_record_is_made_as_any_file_is(tmp_path):
    """Written whole then renamed, a record still gets the permissions a plain file gets (not owner-only)."""
    import os

    plain = tmp_path / "plain.txt"
    plain.write_text("x")
    path = tmp_path / "hand.json"
    parse_record(BOSTON).save(path)
    assert os.stat(path).st_mode == os.stat(plain).st_mode


def test_symbols_lists_and_aliases_are_accepted_in_the_deal():
    data = _with(PITCH)
    data["deal"]["A"] = ["K♠", "kh", "7H", "3♥", "8c", "2C"]
    assert parse_record(data).deal["A"].ascii == "KS KH 7H 3H 8C 2C"


def test_information_fields_are_kept():
    data = _with(PITCH, title="Foster's P2", x_teacher="Ms Fry")
    assert parse_record(data).to_dict()["title"] == "Foster's P2"


BAD = [
    ("not an object", [1, 2], "a hand record is a JSON object"),
    ("null", None, "a hand record is a JSON object"),
    ("no game", _with(PITCH, game=...), 'field "game" is missing'),
    ("no players", _with(PITCH, players=...), 'field "players" is missing'),
    ("no dealer", _with(PITCH, dealer=...), 'field "dealer" is missing'),
    ("no deal", _with(PITCH, deal=...), 'field "deal" is missing'),
    ("no actions", _with(PITCH, actions=...), 'field "actions" is missing'),
    ("unknown game", _with(PITCH, game="bridge"), 'field "game": "bridge" is not a game cardlib knows'),
    ("game not text", _with(PITCH, game=3), 'field "game": must be'),
    ("players not a list", _with(PITCH, players="ABCDE"), 'field "players": must be a list'),
    ("empty name", _with(PITCH, players=["A", "", "C", "D", "E"]), 'field "players": "" is not a seat name'),
    (
        "colon in name",
        _with(PITCH, players=["A", "B:", "C", "D", "E"]),
        'field "players": "B:" is not a seat name',
    ),
    ("name not text", _with(PITCH, players=["A", 2, "C", "D", "E"]), 'field "players": 2 is not a seat name'),
    ("same name twice", _with(PITCH, players=["A", "A", "C", "D", "E"]), '"A" sits twice'),
    ("too few for pitch", _with(PITCH, players=["A", "B", "C"]), "Auction Pitch needs 4 to 7 players, not 3"),
    ("too many for pitch", _with(PITCH, players=list("ABCDEFGH")), "needs 4 to 7 players, not 8"),
    ("five at boston", _with(BOSTON, players=list("AYBZQ")), "Boston needs exactly 4 players, not 5"),
    ("dealer not seated", _with(PITCH, dealer="Q"), 'field "dealer": "Q" is not one of the players'),
    ("deal not an object", _with(PITCH, deal="AS"), 'field "deal": must be an object'),
    (
        "deal to a stranger",
        _with(PITCH, deal={**PITCH["deal"], "Q": "AS"}),
        'field "deal": "Q" is not one of',
    ),
    (
        "hand missing",
        _with(PITCH, deal={k: v for k, v in PITCH["deal"].items() if k != "C"}),
        "C's cards are missing",
    ),
    ("hand not text", _with(PITCH, deal={**PITCH["deal"], "A": 5}), "A: cards must be a card string"),
    ("bad card", _with(PITCH, deal={**PITCH["deal"], "A": "KS KH 7H 3H 8C 1C"}), 'A: "1C": no such rank'),
    (
        "short hand",
        _with(PITCH, deal={**PITCH["deal"], "A": "KS KH 7H 3H 8C"}),
        "A has 5 cards; in Auction Pitch",
    ),
    (
        "long boston hand",
        _with(BOSTON, deal={**BOSTON["deal"], "A": BOSTON["deal"]["A"] + " 2C"}),
        "A has 14 cards",
    ),
    (
        "card twice",
        _with(PITCH, deal={**PITCH["deal"], "B": "KS JH 9C 9D 5D 4D"}),
        "KS is dealt to both A and B",
    ),
    (
        "card twice in a hand",
        _with(PITCH, deal={**PITCH["deal"], "A": "KS KS 7H 3H 8C 2C"}),
        "KS is dealt twice",
    ),
    ("actions not a list", _with(PITCH, actions="A: pass"), 'field "actions": must be a list'),
    ("action not text", _with(PITCH, actions=["B: bid 1", 7]), "action 2 (7): an action is a string"),
    ("action without player", _with(PITCH, actions=["bid 1"]), 'action 1 "bid 1": write the player first'),
    (
        "action by a stranger",
        _with(PITCH, actions=["Q: pass"]),
        'action 1 "Q: pass": "Q" is not one of the players',
    ),
    ("empty action", _with(PITCH, actions=["B:  "]), 'action 1 "B:  ": B does nothing'),
    ("options not an object", _with(PITCH, options=["board"]), '"options" must be an object'),
    (
        "unknown option",
        _with(PITCH, options={"payments": "classic"}),
        'option "payments": pitch has no such option',
    ),
    (
        "bad option value",
        _with(PITCH, options={"auction": "dutch"}),
        'option "auction": "dutch" is not allowed',
    ),
    ("option of wrong type", _with(PITCH, options={"min_bid": "2"}), 'option "min_bid": "2" is not allowed'),
    ("boolean as number", _with(PITCH, options={"min_bid": True}), 'option "min_bid": true is not allowed'),
    ("negative stake", _with(FONTAINEBLEAU, options={"dealer_stake": -5}), "give a number of at least 0"),
    ("unknown field", _with(PITCH, turnup="3S"), 'field "turnup": a pitch record has no such field'),
    (
        "field of another game",
        _with(PITCH, turn_up="3S"),
        'field "turn_up": a pitch record has no such field',
    ),
    (
        "no turn-up",
        _with(BOSTON, turn_up=...),
        'field "turn_up" is missing; a boston record gives the card turned',
    ),
    ("bad turn-up", _with(BOSTON, turn_up="3X"), 'field "turn_up": "3X": no such suit'),
    ("turn-up not text", _with(BOSTON, turn_up=3), 'field "turn_up": must be a card string'),
    ("pools not a list", _with(BOSTON, pools=40), 'field "pools": must be a list'),
    ("negative pool", _with(BOSTON, pools=[40, -10]), 'field "pools": entry 2 (-10) is not a number'),
    (
        "pool not a number",
        _with(FONTAINEBLEAU, pool="50"),
        'field "pool": "50" is not a number of counters',
    ),
    (
        "deal number 13",
        _with(FONTAINEBLEAU, deal_number=13),
        'field "deal_number": 13 is not a whole number from 1 to 12',
    ),
    ("to_go not an object", _with(PITCH, to_go=7), 'field "to_go": must be an object'),
    ("to_go missing a player", _with(PITCH, to_go={"A": 7}), 'field "to_go": B is missing'),
    (
        "to_go for a stranger",
        _with(PITCH, to_go={**PITCH["to_go"], "Q": 3}),
        'field "to_go": "Q" is not one of',
    ),
    (
        "to_go not whole",
        _with(PITCH, to_go={**PITCH["to_go"], "A": 6.5}),
        'field "to_go": A: 6.5 is not a whole number',
    ),
]


@pytest.mark.parametrize(("case", "data", "message"), BAD, ids=[case for case, _, _ in BAD])
def test_every_rule_of_the_format_has_a_clear_error(case, data, message):
    with pytest.raises(RecordError) as caught:
        parse_record(data)
    assert message in str(caught.value)
    assert "Traceback" not in str(caught.value)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("{", "not valid JSON: line 1, column 2"),
        ('{"game": "pitch",}', "not valid JSON: line 1"),
        ("", "not valid JSON"),
        ("[]", "a hand record is a JSON object"),
    ],
)
def test_bad_json_text_says_where(text, message):
    with pytest.raises(RecordError, match=message):
        parse_record(text)


def test_replaying_a_game_without_an_engine_says_so(monkeypatch):
    import dataclasses

    from cardlib.games import registry

    spec = dataclasses.replace(registry.GAMES["pitch"], engine=None)
    monkeypatch.setitem(registry.GAMES, "pitch", spec)
    with pytest.raises(NotImplementedGame, match="the Auction Pitch engine is not written yet"):
        replay(new_record("pitch", seed=1))


@pytest.mark.parametrize("game", known_games())
@given(seed=st.integers(0, 2**32), count=st.integers(4, 7))
def test_fresh_records_are_valid_and_deterministic(game, seed, count):
    counts = game_spec(game).player_counts
    count = count if count in counts else counts[0]
    record = new_record(game, count, seed=seed)
    assert parse_record(record.to_json()) == record == new_record(game, count, seed=seed)
    dealt = record.to_deal().all_cards()
    assert len(set(dealt)) == len(dealt) == count * game_spec(game).pattern.hand_size


def test_fresh_record_with_fixed_cards_and_options():
    record = new_record(
        "pitch", ["Ann", "Bo", "Cy", "Di"], "Bo", 3, options={"auction": "board"}, fixed={"Ann": "JS AS"}
    )
    assert {"JS", "AS"} <= set(record.deal["Ann"].ascii.split())
    assert record.options == {"auction": "board"} and record.dealer == "Bo"
