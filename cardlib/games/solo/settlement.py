"""One settlement for every solo-call game: who pays whom, and what the pools gain or lose.

The steps are the same in both Bostons; each game's ``Tariff`` says what its tables pay and how its
pools are fed. A call is settled as made with some over-tricks, or as failed by some tricks:

- a caller's side that paid instead (Fontainebleau FO-7) or lost a trick in a slam (BO-10, FO-5),
  or whose member revoked, is settled as one trick short;
- an adversary's revoke counts as the caller's success with up to three over-tricks, honours
  counted as for any success;
- "I pay" from every adversary is a success without over-tricks (honours still count);
- otherwise the tricks decide, with honours as over-tricks where the game scores them.

Each adversary then pays one member of the caller's side (or is paid by him), and the pools
follow the game's rules. Every amount is in white counters.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction

from cardlib.core.words import and_list, call_title, counted
from cardlib.games.solo.amounts import PARTOUT_REVOKE, REVOKE_FORFEIT, number, total
from cardlib.games.solo.ladder import Call


@dataclass(frozen=True)
class Settlement:
    """What a deal moved: between players (``payments``), into and out of the pools (``pool_flows``)."""

    payments: dict[str, float]
    pool_flows: dict[str, float]
    pools_after: list[float]
    made: bool | None
    reasons: list[str] = field(default_factory=list)

    @property
    def pool_after(self) -> float | int:
        """Everything left in the pools (the one pool, in a game that keeps one)."""
        return number(total(self.pools_after))

    def __str__(self) -> str:
        return "\n".join(self.reasons)


class PoolRules(ABC):
    """How a game's pools are won, fed and shared."""

    @abstractmethod
    def pool_won(
        self, pools: Sequence[float], call: Call, conceded: bool, revoked: bool
    ) -> tuple[float, list[float]]:
        """What a successful side takes from the pools, and the pools left."""

    @abstractmethod
    def pool_lost(self, pools: Sequence[float], amount: float) -> tuple[float, list[float]]:
        """What a failing side pays into the pools (``amount`` is its payment to each adversary)."""

    @abstractmethod
    def add_to_pools(self, pools: Sequence[float], amount: float) -> list[float]:
        """The pools after a forfeit of ``amount`` is put in."""

    @abstractmethod
    def partout(
        self, players: Sequence[str], tricks: Mapping[str, int], pools: Sequence[float]
    ) -> Settlement:
        """Misère Partout without a revoke."""


class Tariff(PoolRules):
    """What a game's tables pay for a call, with its pool rules."""

    @abstractmethod
    def tricks_needed(self, call: Call) -> int:
        """The tricks a trick call's side must take."""

    @abstractmethod
    def amount(self, call: Call, extra: int, made: bool) -> int:
        """Paid by (made) or to (failed) each adversary, ``extra`` being the over-tricks or tricks short."""

    def revoke_over_tricks(self, needed: int) -> int:
        """The over-tricks an adversary's revoke pays for: three, never past thirteen tricks (BO-10)."""
        return min(3, 13 - needed)

    def caller_revoke(self) -> tuple[bool, bool]:
        """After the caller's side revokes: whether it pays into the pool as failing; the 4 red forfeit."""
        return True, True


def made_call(call: Call, side_tricks: int, needed: int | None) -> bool:
    """Whether the side made the call with ``side_tricks``."""
    if call.exactly_one:
        return side_tricks == 1
    if call.is_misere:
        return side_tricks == 0
    return needed is not None and side_tricks >= needed


def _verb(side: Sequence[str], one: str, two: str) -> str:
    """The verb a side takes: ``one`` for a caller alone, ``two`` for a caller and partner."""
    return one if len(side) == 1 else two


def _outcome(
    call: Call,
    side: Sequence[str],
    side_tricks: int,
    needed: int | None,
    tariff: Tariff,
    *,
    honours: int,
    conceded: bool,
    revoker: str | None,
    ended_early: bool,
    paid_instead: bool,
) -> tuple[bool, int, str | None]:
    """Made or not, the over-tricks or tricks short that count, and the reason when it is not the tricks."""
    trick_bid, who = call.is_trick_bid, and_list(side)
    bid = needed or 0  # what a trick bid needs (the other calls need no count)
    if paid_instead:
        return False, int(trick_bid), f"{side[0]} paid instead of playing: settled as one trick short."
    if revoker is not None and revoker in side:
        settled = _verb(side, "is", "are")
        return False, int(trick_bid), f"{revoker} revoked: {who} {settled} settled as one trick short."
    if revoker is not None:
        over = tariff.revoke_over_tricks(bid) if trick_bid else 0
        why = f"{revoker} revoked: the adversaries pay as for a success with {counted(over, 'over-trick')}"
        if honours and trick_bid:
            return True, over + honours, f"{why}, and the caller's honours count as a success's do."
        return True, over, f"{why}."
    if conceded:
        kept = f", but his honours still count as {counted(honours, 'over-trick')}" if honours else ""
        return True, honours, f'All the adversaries said "I pay": no over-tricks{kept}.'
    if ended_early and trick_bid:
        return (
            False,
            1,
            f"{call_title(call.words())} failed at its first lost trick: settled as one trick short.",
        )
    made = made_call(call, side_tricks, needed)
    if not trick_bid:
        return made, 0, None
    return made, (side_tricks - bid + honours if made else bid - side_tricks), None


def settle_call(
    players: Sequence[str],
    side: Sequence[str],
    call: Call,
    side_tricks: int,
    pools: Sequence[float],
    tariff: Tariff,
    *,
    honours: int = 0,
    conceded: bool = False,
    revoker: str | None = None,
    ended_early: bool = False,
    paid_instead: bool = False,
    last_deal: bool = False,
) -> Settlement:
    """Settle a deal played by a caller (and partner, if ``side`` has two players).

    ``honours`` are over-tricks for a made call; ``conceded`` means every adversary said "I pay";
    ``revoker`` is a player whose revoke was established; ``ended_early`` marks a slam stopped by
    its first lost trick; ``last_deal``: a failing side's payment into the pool is shared by its
    adversaries (Fontainebleau's twelfth deal, FO-11).
    """
    needed = tariff.tricks_needed(call) if call.is_trick_bid else None
    made, extra, why = _outcome(
        call,
        side,
        side_tricks,
        needed,
        tariff,
        honours=honours,
        conceded=conceded,
        revoker=revoker,
        ended_early=ended_early,
        paid_instead=paid_instead,
    )
    amount = tariff.amount(call, extra, made)
    pays_in, forfeit = tariff.caller_revoke() if revoker in side else (True, True)
    who = and_list(side)
    reasons = [why] if why else []
    tricks = f" with {counted(side_tricks, 'trick')}" if why is None else ""
    adversaries = [p for p in players if p not in side]
    # whole numbers stay ints (quicker); a share of a pool becomes an exact Fraction
    paid: dict[str, Fraction | int] = dict.fromkeys(players, 0)
    flows: dict[str, Fraction | int] = dict.fromkeys(players, 0)
    sign = 1 if made else -1
    for i, adversary in enumerate(adversaries):
        paid[side[i % len(side)]] += sign * amount
        paid[adversary] -= sign * amount
    after = list(pools)
    if made:
        # an adversary's revoke or "I pay" settles the caller as made, whatever his tricks (see why)
        done = "made" if why is None else f"{_verb(side, 'is', 'are')} paid as having made"
        reasons.append(f"{who} {done} {call_title(call.words())}{tricks}: {amount} from each adversary.")
        taken, after = tariff.pool_won(after, call, conceded, revoker is not None)
        for member in side:
            flows[member] += Fraction(taken) / len(side)
        if taken:
            reading = (
                " (Foster settles the revoke as a success; that it takes the pool is this kit's reading)"
                if revoker is not None
                else ""
            )
            reasons.append(f"{who} {_verb(side, 'takes', 'take')} a pool of {number(taken)}{reading}.")
    else:
        reasons.append(f"{who} failed {call_title(call.words())}{tricks}: {amount} to each adversary.")
        paid_in, after = tariff.pool_lost(after, amount) if pays_in else (0, after)
        for member in side:
            flows[member] -= Fraction(paid_in) / len(side)
        if paid_in:
            reasons.append(f"{who} {_verb(side, 'pays', 'pay')} {number(paid_in)} into the pool.")
        if last_deal:
            left = total(after)
            for adversary in adversaries:
                flows[adversary] += left / len(adversaries)
            after = [0] * len(after)
            reasons.append("On the twelfth deal the adversaries share the pool.")
    if revoker is not None and forfeit:
        after = tariff.add_to_pools(after, REVOKE_FORFEIT)
        flows[revoker] -= REVOKE_FORFEIT
        reasons.append(f"{revoker} forfeits 4 red ({REVOKE_FORFEIT} white) to the pool.")
    return Settlement(
        {p: number(v) for p, v in paid.items()},
        {p: number(v) for p, v in flows.items()},
        [number(v) for v in after],
        made,
        reasons,
    )


def settle_partout(
    players: Sequence[str],
    tricks: Mapping[str, int],
    pools: Sequence[float],
    rules: PoolRules,
    *,
    revoker: str | None = None,
) -> Settlement:
    """Misère Partout as the game plays it; a revoker pays 5 red to each player and 4 red to the pool."""
    if revoker is None:
        return rules.partout(players, tricks, pools)
    paid: dict[str, float] = {p: (-3 * PARTOUT_REVOKE if p == revoker else PARTOUT_REVOKE) for p in players}
    flows: dict[str, float] = {p: (-REVOKE_FORFEIT if p == revoker else 0) for p in players}
    after = rules.add_to_pools(pools, REVOKE_FORFEIT)
    return Settlement(
        paid,
        flows,
        [number(v) for v in after],
        None,
        [f"{revoker} revoked in Misère Partout: 5 red to each player and 4 red to the pool."],
    )
