"""The searches' table of bounds, kept for every position alike in the cards that mattered.

After the bridge solvers: when the search settles a position it also learns which cards decided the
answer by their rank (the cards that won tricks over others of their suit, the top cards behind a
sure-trick bound). In each suit, the cards below the lowest deciding card are interchangeable: the
answer holds for every position with the same leader, the same number of cards of each suit in each
hand, and the same holders of the cards from the lowest deciding card up. An entry is stored under
that pattern, so one search settles many positions.

Deciding cards are numbered ``13 * suit + rank bit``. A suit is described by its *owners*: the
holder of each card still in play, lowest first, ``WIDTH`` bits a card; a *cut* says from which of
those cards up the holders must match.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, cast

from cardlib.analysis.board import BITS, Board, Play

#: Bits for one card's holder in an owners code (up to eight players).
WIDTH = 3
#: For each suit, how many of its cards in play (from the lowest) lie below the cut.
Cut = tuple[int, int, int, int]
#: A suit's description: (owners, each hand's length packed four bits a hand, the cards in play).
SuitShape = tuple[int, int, int]

_SUITS: dict[tuple[int, ...], SuitShape] = {}
#: The most suits' shapes remembered, emptied when full: a long-running server must not grow without end.
MOST_SUITS = 100_000


def suit_shape(masks: tuple[int, ...]) -> SuitShape:
    """The owners, packed lengths and cards in play of one suit, from each hand's mask of it."""
    found = _SUITS.get(masks)
    if found is None:
        live = 0
        for mask in masks:
            live |= mask
        owners = 0
        for index, bit in enumerate(BITS[live]):
            holder = next(p for p, mask in enumerate(masks) if mask >> bit & 1)
            owners |= holder << WIDTH * index
        lengths = sum(mask.bit_count() << 4 * p for p, mask in enumerate(masks))
        if len(_SUITS) >= MOST_SUITS:
            _SUITS.clear()
        found = _SUITS[masks] = (owners, lengths, live)
    return found


def hands_shape(hands: list[list[int]]) -> tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]:
    """Each suit's owners, packed lengths and cards in play, for hands given as suit masks."""
    get = _SUITS.get
    owners, lengths, live = zip(
        *[get(masks) or suit_shape(masks) for masks in zip(*hands, strict=True)], strict=True
    )
    return owners, lengths, live


def whole_runs(board: Board, cards: int) -> int:
    """``cards`` with, in each suit, the mover's run of touching cards through the lowest one.

    Only one card of a run was tried; the run stands for all its cards only if the whole run keeps
    its holder in every position the answer is stored for.
    """
    hand = board.hands[board.to_play]
    for suit in (0, 1, 2, 3):
        ranks = cards >> 13 * suit & 0x1FFF
        if not ranks:
            continue
        low = (ranks & -ranks).bit_length() - 1
        if not hand[suit] >> low & 1:
            continue
        out = board.out(suit)
        bottom = low
        while True:
            below = (out & ((1 << bottom) - 1)).bit_length() - 1
            if below < 0 or not hand[suit] >> below & 1:
                break
            bottom = below
        cards |= 1 << 13 * suit + bottom
    return cards


def deciding(trick: Sequence[Play], won: Play) -> int:
    """The card ``won`` that won a full trick, if it beat another card of its suit (so its rank counted)."""
    _, suit, bit = won
    if sum(s == suit for _, s, _ in trick) > 1:
        return 1 << 13 * suit + bit
    return 0


def cut_at(cards: int, live: Sequence[int]) -> Cut:
    """The cut below which no card of ``cards`` (deciding cards) lies, suit by suit."""
    cut = []
    for suit in (0, 1, 2, 3):
        ranks = cards >> 13 * suit & live[suit]
        below = live[suit] & (ranks & -ranks) - 1 if ranks else live[suit]
        cut.append(below.bit_count())
    return (cut[0], cut[1], cut[2], cut[3])


def cards_above(cut: Cut, live: Sequence[int]) -> int:
    """The cards still in play from each suit's cut up: those an entry's answer rests on."""
    found = 0
    for suit in (0, 1, 2, 3):
        ranks = BITS[live[suit]]
        if cut[suit] < len(ranks):
            low = ranks[cut[suit]]
            found |= (live[suit] >> low << low) << 13 * suit
    return found


class RanksTable:
    """Lower and upper bounds on a search's value, by position shape, cut and the holders above it.

    The shape holds whatever must match exactly (the leader, every suit's lengths, and anything
    else the search's value depends on).
    """

    def __init__(self) -> None:
        self.entries: dict[tuple[int, ...], dict[Cut, dict[tuple[int, ...], list[int]]]] = {}
        self.size = 0

    def __len__(self) -> int:
        """How many patterns are stored."""
        return self.size

    def lookup(
        self, shape: tuple[int, ...], owners: Sequence[int], live: Sequence[int], need: int, *extra: object
    ) -> tuple[bool, int] | None:
        """The answer to "at least ``need``?" and the cards it rests on, if an entry settles it.

        Each entry whose holders from its cut up are those of ``owners`` is asked in turn
        (``answer``, given ``extra``).
        """
        cuts = self.entries.get(shape)
        if cuts is None:
            return None
        o0, o1, o2, o3 = owners
        for cut, patterns in cuts.items():
            found = patterns.get(
                (o0 >> WIDTH * cut[0], o1 >> WIDTH * cut[1], o2 >> WIDTH * cut[2], o3 >> WIDTH * cut[3])
            )
            if found is not None:
                answer = self.answer(found, need, *extra)
                if answer is not None:
                    return answer, cards_above(cut, live)
        return None

    def answer(self, bounds: Any, need: int) -> bool | None:
        """What an entry's bounds say to "at least ``need``?" (``None``: they do not settle it)."""
        if bounds[0] >= need:
            return True
        if bounds[1] < need:
            return False
        return None

    def store(
        self,
        shape: tuple[int, ...],
        owners: Sequence[int],
        live: Sequence[int],
        need: int,
        most: int,
        result: bool,
        cards: int,
        *extra: object,
    ) -> None:
        """Record the answer to "at least ``need``?" (the value is at most ``most``), resting on ``cards``."""
        cut = cut_at(cards, live)
        patterns = self.entries.setdefault(shape, {}).setdefault(cut, {})
        key = tuple(o >> WIDTH * c for o, c in zip(owners, cut, strict=True))
        found = patterns.get(key)
        if found is None:
            found = patterns[key] = self.new_entry(most)
            self.size += 1
        _tighten(self.bounds(found, most, *extra), need, result)

    def new_entry(self, most: int) -> Any:
        """An entry that knows nothing yet: the value lies between 0 and ``most``."""
        return [0, most]

    def bounds(self, entry: Any, most: int) -> list[int]:
        """The lower and upper bounds an answer tightens, in ``entry``."""
        return cast(list[int], entry)


def _tighten(bounds: list[int], need: int, result: bool) -> None:
    """Raise the lower bound (``bounds[0]``) or lower the upper one (``bounds[1]``) by an answer."""
    if result:
        bounds[0] = max(bounds[0], need)
    else:
        bounds[1] = min(bounds[1], need - 1)
