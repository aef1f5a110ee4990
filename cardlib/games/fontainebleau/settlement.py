"""Settling a Fontainebleau deal (digest §3.6, §3.7; FO-1, FO-3, FO-5, FO-8, FO-10, FO-11, FO-12).

A successful caller is paid the table value by each adversary, plus 5 for each
over-trick and honour step, and takes the pool. A failing caller pays each
adversary the value plus 5 for each trick short, and the same again into the
pool. Partners are valued at their bid plus three tricks; each loser pays one
winner, and failing partners put one loser's amount into the pool between
them. Misère Partout only shares the pool among the fewest tricks.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from cardlib.core.cards import Rank, Suit
from cardlib.core.hand import Cards
from cardlib.core.words import and_list
from cardlib.games.fontainebleau.spec import GRAND_PAYMENT, SLAM_TABLE
from cardlib.games.fontainebleau.tables import EXTRA_TRICK, FLAT, trick_value
from cardlib.games.solo.amounts import number, total
from cardlib.games.solo.ladder import Call
from cardlib.games.solo.settlement import PoolRules, Settlement, Tariff
from cardlib.games.solo.settlement import settle_call as settle
from cardlib.games.solo.settlement import settle_partout as partout

HONOURS = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK)


def honour_tricks(hands: Sequence[Cards], trump: Suit | None) -> int:
    """Honours as over-tricks: all four of A K Q J of trumps held by the side count 4, three count 2."""
    if trump is None:
        return 0
    held = sum(1 for hand in hands for card in hand if card.suit == trump and card.rank in HONOURS)
    return {4: 4, 3: 2}.get(held, 0)


class OnePool(PoolRules):
    """Fontainebleau's one pool, with no limit: a made call takes it all, a failed one pays in again."""

    def pool_won(
        self, pools: Sequence[float], call: Call, conceded: bool, revoked: bool
    ) -> tuple[float, list[float]]:
        """The whole pool, whatever the call."""
        return number(total(pools)), [0]

    def pool_lost(self, pools: Sequence[float], amount: float) -> tuple[float, list[float]]:
        """The same again into the pool as to each adversary."""
        return amount, self.add_to_pools(pools, amount)

    def add_to_pools(self, pools: Sequence[float], amount: float) -> list[float]:
        """Into the one pool."""
        return [number(total(pools) + amount)]

    def partout(
        self, players: Sequence[str], tricks: Mapping[str, int], pools: Sequence[float]
    ) -> Settlement:
        """The fewest tricks take or share the pool (FO-10)."""
        fewest = min(tricks.values())
        winners = [p for p, n in tricks.items() if n == fewest]
        pool = total(pools)
        flows = {p: number(pool / len(winners)) if p in winners else 0 for p in players}
        return Settlement(
            dict.fromkeys(players, 0),
            flows,
            [0],
            None,
            [f"Misère Partout: {and_list(winners)} took fewest tricks and share the pool."],
        )


@dataclass(frozen=True)
class Valuation(OnePool, Tariff):
    """How a call is valued: Table 1 and the slam table (FO-1, FO-3), plus 5 a trick over or short."""

    call: Call
    trump: Suit | None
    partnered: bool = False
    slam_table: int = SLAM_TABLE.default
    grand: str = GRAND_PAYMENT.default

    @property
    def needed(self) -> int:
        """Tricks the side must take (a partnership three more than the bid)."""
        return min(13, self.call.needed + 3) if self.partnered else self.call.needed

    def value(self) -> int:
        """The table value per adversary (a partnership at the value of bid + 3, FO-3)."""
        if not self.call.is_trick_bid:
            return FLAT[self.call.name]
        name = self.call.name if self.call.tricks == 13 else "slam"
        return trick_value(self.needed, self.trump, slam=name, slam_table=self.slam_table, grand=self.grand)

    def tricks_needed(self, call: Call) -> int:
        """The bid, three more with a partner."""
        return self.needed

    def amount(self, call: Call, extra: int, made: bool) -> int:
        """The table value plus 5 for each over-trick (or honour step) or trick short."""
        return self.value() + EXTRA_TRICK * extra


def settle_call(
    players: Sequence[str],
    side: Sequence[str],
    valuation: Valuation,
    side_tricks: int,
    pool: float,
    *,
    honours: int = 0,
    conceded: bool = False,
    revoker: str | None = None,
    last_deal: bool = False,
    short_by_one: bool = False,
    ended_early: bool = False,
) -> Settlement:
    """Settle a deal played by a caller (and partner, if ``side`` has two players)."""
    return settle(
        players,
        side,
        valuation.call,
        side_tricks,
        [pool],
        valuation,
        honours=honours,
        conceded=conceded,
        revoker=revoker,
        ended_early=ended_early,
        paid_instead=short_by_one,
        last_deal=last_deal,
    )


def settle_partout(
    players: Sequence[str], tricks: Mapping[str, int], pool: float, *, revoker: str | None = None
) -> Settlement:
    """Misère Partout (FO-10): the fewest tricks take or share the pool; a revoker pays 5 red to each."""
    return partout(players, tricks, [pool], OnePool(), revoker=revoker)
