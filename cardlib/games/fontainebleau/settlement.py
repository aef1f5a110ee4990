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
from dataclasses import dataclass, field
from fractions import Fraction

from cardlib.core.cards import Rank, Suit
from cardlib.core.hand import Cards
from cardlib.games.bostons.amounts import PARTOUT_REVOKE, REVOKE_FORFEIT, number
from cardlib.games.bostons.ladder import Call
from cardlib.games.fontainebleau.tables import EXTRA_TRICK, FLAT, trick_value

HONOURS = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK)


def honour_tricks(hands: Sequence[Cards], trump: Suit | None) -> int:
    """Honours as over-tricks: all four of A K Q J of trumps held by the side count 4, three count 2."""
    if trump is None:
        return 0
    held = sum(1 for hand in hands for card in hand if card.suit == trump and card.rank in HONOURS)
    return {4: 4, 3: 2}.get(held, 0)


@dataclass(frozen=True)
class Valuation:
    """How a call is valued: table value, the tricks it needs, and the options that change it."""

    call: Call
    trump: Suit | None
    partnered: bool = False
    slam_table: int = 1
    grand: str = "diamonds"

    @property
    def needed(self) -> int:
        """Tricks the side must take (a partnership three more than the bid)."""
        return min(13, self.call.tricks + 3) if self.partnered else self.call.tricks

    def value(self) -> int:
        """The table value per adversary (a partnership at the value of bid + 3, FO-3)."""
        if not self.call.is_trick_bid:
            return FLAT[self.call.name]
        name = self.call.name if self.call.tricks == 13 else "slam"
        return trick_value(self.needed, self.trump, slam=name, slam_table=self.slam_table, grand=self.grand)


@dataclass(frozen=True)
class Settlement:
    """What a deal moved between players and into or out of the pool."""

    payments: dict[str, float | int]
    pool_flows: dict[str, float | int]
    pool_after: float | int
    made: bool | None
    reasons: list[str] = field(default_factory=list)


def made_call(call: Call, side_tricks: int, needed: int | None) -> bool:
    """Whether the side made the call with ``side_tricks``."""
    if call.exactly_one:
        return side_tricks == 1
    if call.is_misere:
        return side_tricks == 0
    return side_tricks >= needed


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
    call, needed = valuation.call, valuation.needed if valuation.call.is_trick_bid else None
    adversaries = [p for p in players if p not in side]
    reasons: list[str] = []
    if short_by_one or (ended_early and call.is_trick_bid and revoker is None and not conceded):
        made, extra = False, (1 if call.is_trick_bid else 0)
        why = (
            "paid instead of playing (FO-7)"
            if short_by_one
            else "lost a trick in a slam, which ends it (FO-5)"
        )
        reasons.append(f"{side[0]} {why}: settled as one trick short.")
    elif revoker is not None and revoker in side:
        made, extra = False, (1 if call.is_trick_bid else 0)
        reasons.append(f"{revoker} revoked: the call is settled as one trick short, and he forfeits 4 red.")
    elif revoker is not None:
        made, extra = True, (min(3, 13 - needed) if call.is_trick_bid else 0)
        reasons.append(
            f"{revoker} revoked: the adversaries pay as for a success with up to three over-tricks."
        )
    elif conceded:
        made, extra = True, honours
        reasons.append('The adversaries said "I pay": no over-tricks, but honours still count.')
    else:
        made = made_call(call, side_tricks, needed)
        extra = (side_tricks - needed + honours if made else needed - side_tricks) if call.is_trick_bid else 0
    amount = valuation.value() + EXTRA_TRICK * extra
    paid: dict[str, Fraction] = dict.fromkeys(players, Fraction(0))
    flows: dict[str, Fraction] = dict.fromkeys(players, Fraction(0))
    sign = 1 if made else -1
    for i, adversary in enumerate(adversaries):
        partner = side[i % len(side)] if len(side) == 2 else side[0]
        paid[partner] += sign * amount
        paid[adversary] -= sign * amount
    pool_after = Fraction(pool)
    if made:
        for member in side:
            flows[member] += Fraction(pool) / len(side)
        pool_after = Fraction(0)
        reasons.append(
            f"{' and '.join(side)} made {call.words()}: {amount} from each adversary, and the pool."
        )
    else:
        for member in side:
            flows[member] -= Fraction(amount) / len(side)
        pool_after += amount
        reasons.append(
            f"{' and '.join(side)} failed {call.words()}: {amount} to each adversary and to the pool."
        )
        if last_deal:
            for adversary in adversaries:
                flows[adversary] += pool_after / len(adversaries)
            pool_after = Fraction(0)
            reasons.append("On the twelfth deal the adversaries share the pool (FO-11).")
    if revoker is not None:
        flows[revoker] -= REVOKE_FORFEIT
        pool_after += REVOKE_FORFEIT
    return Settlement(
        {p: number(v) for p, v in paid.items()},
        {p: number(v) for p, v in flows.items()},
        number(pool_after),
        made,
        reasons,
    )


def settle_partout(
    players: Sequence[str], tricks: Mapping[str, int], pool: float, *, revoker: str | None = None
) -> Settlement:
    """Misère Partout (FO-10): the fewest tricks take or share the pool; a revoker pays 5 red to each."""
    flows: dict[str, Fraction] = dict.fromkeys(players, Fraction(0))
    if revoker is not None:
        paid = {p: (-3 * PARTOUT_REVOKE if p == revoker else PARTOUT_REVOKE) for p in players}
        flows[revoker] -= REVOKE_FORFEIT
        return Settlement(
            paid,
            {p: number(v) for p, v in flows.items()},
            number(pool + REVOKE_FORFEIT),
            None,
            [f"{revoker} revoked in Misère Partout: 5 red to each player and 4 red to the pool."],
        )
    fewest = min(tricks.values())
    winners = [p for p, n in tricks.items() if n == fewest]
    for winner in winners:
        flows[winner] += Fraction(pool) / len(winners)
    return Settlement(
        dict.fromkeys(players, 0),
        {p: number(v) for p, v in flows.items()},
        0,
        None,
        [f"Misère Partout: {' and '.join(winners)} took fewest tricks and share the pool."],
    )
