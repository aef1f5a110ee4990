"""The class tables' messages: JSON with the pictures after it, read back as they were sent."""

import json

from hypothesis import given
from hypothesis import strategies as st

from cardlib.classroom.tables.wire import SEPARATOR, pack, unpack

TEXT = st.text(st.characters(blacklist_categories=("Cs",)), max_size=30)


def with_pictures(inner):
    """Objects whose "picture" is always text (a picture is SVG), beside any other fields."""
    fields = st.dictionaries(st.sampled_from(["kind", "tables", "hand", "seen"]) | TEXT, inner, max_size=4)
    return st.builds(
        lambda picture, rest: {**rest, "picture": picture} if picture is not None else rest,
        st.none() | TEXT | st.just(f"<svg>{SEPARATOR}</svg>"),
        fields,
    )


@given(
    st.recursive(
        st.none() | st.booleans() | st.integers() | TEXT,
        lambda inner: st.lists(inner, max_size=4) | with_pictures(inner),
        max_leaves=20,
    ).filter(lambda value: isinstance(value, dict))
)
def test_every_message_reads_back_as_it_was(message):
    assert unpack(pack(message)) == message


def test_pictures_travel_after_the_json_unescaped():
    picture = '<svg aria-label="A&apos;s hand">♠ "10"</svg>'
    message = {"kind": "teacher", "tables": [{"picture": picture}, {"picture": picture + "2"}]}
    text = pack(message)
    head, *pictures = text.split(SEPARATOR)
    assert pictures == [picture, picture + "2"]
    assert picture not in head and [t["picture"] for t in json.loads(head)["tables"]] == [0, 1]
    assert unpack(text) == message


def test_a_picture_holding_the_separator_stays_in_the_json():
    message = {"picture": f"a{SEPARATOR}b", "kind": "seat"}
    assert SEPARATOR not in pack(message).replace(json.dumps(message["picture"])[1:-1], "")
    assert unpack(pack(message)) == message


def test_plain_json_reads_as_itself():
    assert unpack('{"kind": "refusal", "message": "not your turn."}') == {
        "kind": "refusal",
        "message": "not your turn.",
    }
