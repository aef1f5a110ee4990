"""The trick search's table of bounds, kept for every position alike in the cards that mattered.

After the bridge solvers: when the search settles a position it also learns which cards decided the
answer by their rank (the cards that won tricks over others of their suit, the top cards behind a
sure-trick bound). In each suit, the cards below the lowest deciding card are interchangeable: the
answer holds for every position with the same leader, the same number of cards of each suit in each
hand, and the same holders of the cards from the lowest deciding card up. An entry is stored under
that pattern, so one search settles many positions.

Cards are numbered ``13 * suit + rank bit`` in the masks of deciding cards; hands are given in
rank-relative form (bit ``i`` of a suit is the ``i``-th lowest card of that suit still in play).
"""

from __future__ import annotations

from cardlib.analysis.board import BITS

#: A cut: for each suit, the relative rank from which holders must match (its length: none need).
Cut = tuple[int, int, int, int]


def cut_at(cards: int, live: list[int]) -> Cut:
    """The cut below which no card of ``cards`` (deciding cards) lies, suit by suit."""
    cut = []
    for suit in (0, 1, 2, 3):
        deciding = cards >> 13 * suit & live[suit]
        below = live[suit] & (deciding & -deciding) - 1 if deciding else live[suit]
        cut.append(below.bit_count())
    return (cut[0], cut[1], cut[2], cut[3])


def cards_above(cut: Cut, live: list[int]) -> int:
    """The cards still in play from each suit's cut up: those an entry's answer rests on."""
    found = 0
    for suit in (0, 1, 2, 3):
        ranks = BITS[live[suit]]
        if cut[suit] < len(ranks):
            low = ranks[cut[suit]]
            found |= (live[suit] >> low << low) << 13 * suit
    return found


def pattern(relative: list[int], cut: Cut) -> tuple[int, ...]:
    """Each hand's cards (rank-relative, hand by hand and suit by suit) from the cut up."""
    return tuple(r >> cut[i & 3] for i, r in enumerate(relative))


class RanksTable:
    """Lower and upper bounds on the counted tricks, by position shape, cut and pattern."""

    def __init__(self) -> None:
        self.entries: dict[tuple[int, ...], dict[Cut, dict[tuple[int, ...], list[int]]]] = {}
        self.size = 0

    def __len__(self) -> int:
        """How many patterns are stored."""
        return self.size

    def lookup(
        self, shape: tuple[int, ...], relative: list[int], live: list[int], need: int
    ) -> tuple[bool, int] | None:
        """The answer to "at least ``need``?" and the cards it rests on, if an entry settles it."""
        cuts = self.entries.get(shape)
        if cuts is None:
            return None
        for cut, patterns in cuts.items():
            bounds = patterns.get(pattern(relative, cut))
            if bounds is None:
                continue
            if bounds[0] >= need:
                return True, cards_above(cut, live)
            if bounds[1] < need:
                return False, cards_above(cut, live)
        return None

    def store(
        self,
        shape: tuple[int, ...],
        relative: list[int],
        live: list[int],
        need: int,
        left: int,
        result: bool,
        cards: int,
    ) -> None:
        """Record the answer to "at least ``need``?", which rests on the deciding ``cards``."""
        cut = cut_at(cards, live)
        patterns = self.entries.setdefault(shape, {}).setdefault(cut, {})
        key = pattern(relative, cut)
        bounds = patterns.get(key)
        if bounds is None:
            bounds = patterns[key] = [0, left]
            self.size += 1
        if result:
            bounds[0] = max(bounds[0], need)
        else:
            bounds[1] = min(bounds[1], need - 1)
