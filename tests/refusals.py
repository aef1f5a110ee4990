"""One check for every game: a refused action names its rule, changes nothing, and is numbered in records."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pytest

from cardlib import HandRecord, IllegalAction, replay


def assert_refused(
    record_with: Callable[[Sequence[str]], HandRecord],
    before: Sequence[str],
    action: str,
    message: str | None,
) -> None:
    """After ``before``, ``action`` is refused with ``message``; the state is untouched; a record names it."""
    state = replay(record_with(list(before)))
    snapshot = state.to_record().to_dict()
    with pytest.raises(IllegalAction) as caught:
        state.apply(action)
    if message:
        assert message in str(caught.value)
    assert state.to_record().to_dict() == snapshot
    with pytest.raises(IllegalAction) as in_record:
        replay(record_with([*before, action]))
    assert str(in_record.value).startswith(f'action {len(before) + 1} "{action}": ')
