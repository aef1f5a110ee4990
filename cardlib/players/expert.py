"""The expert player: the method of the strongest card programs, sampled worlds solved open-handed.

At each decision it deals the unseen cards again many times, each time so that the others' bids
and cards played are the ones a model player would have chosen with the cards that world gives them
(:mod:`cardlib.players.posterior`). In the play,
once the hands are small enough to solve quickly, it solves every world with all hands face up
(:func:`cardlib.analysis.analyse`) and plays the card that makes its side's contract, or beats the
other side's, in the most worlds, more tricks or points breaking ties. In the auction and the early
play it tries each action in the same worlds and finishes them with the rule-of-thumb player, as
the sampling player does.
"""

from __future__ import annotations

from collections.abc import Iterator

from cardlib.analysis.board import NotAnalysable
from cardlib.analysis.solve import Analysis, analyse
from cardlib.analysis.solver import Solver
from cardlib.core.cards import Card, card_or_none
from cardlib.core.contract import Goal
from cardlib.core.game import State
from cardlib.core.pack import Seed
from cardlib.core.player import Player
from cardlib.players.posterior import Posterior
from cardlib.players.sampling import SamplingPlayer, said, worlds

#: A made contract outweighs any number of tricks or points in the average.
MADE_WEIGHT = 100
#: Positions each open-hand search may visit in one world before that world is left out.
LIMIT = 20_000


def worth(analysis: Analysis, card: str, seat: str) -> tuple[bool, float]:
    """For ``seat``: whether its side gets its way after ``card`` (the contract made, or beaten), and a score.

    The score counts the way got at :data:`MADE_WEIGHT`, then each trick or point the right way.
    """
    value = analysis.cards[card]
    made = analysis.makes(value)
    ours = seat in analysis.side
    step = value if analysis.higher_is_better else -value
    score = MADE_WEIGHT * made + step
    return (made == ours), (score if ours else -score)


class ExpertPlayer(SamplingPlayer):
    """Sampled worlds that fit the auction, solved open-handed once ``solve_from`` cards or fewer are held.

    ``guide`` models the other bidders and finishes the trials that are not solved; ``samples``
    worlds are dealt for a decision by trials, ``solved`` for one solved open-handed; each fits the
    others' bids and card play (:class:`~cardlib.players.posterior.Posterior`). Without
    ``fit_auction``, an auction decision's worlds are dealt at random, as the sampling player deals them.
    """

    def __init__(
        self,
        guide: Player,
        samples: int = 24,
        seed: Seed = None,
        solved: int = 16,
        solve_from: int = 6,
        fit_auction: bool = True,
    ) -> None:
        super().__init__(guide, samples, seed)
        self.solve_from, self.to_solve = solve_from, solved
        self.solved, self.ours, self.aims, self.unit = 0, False, Analysis.aims, ""
        self.posterior = Posterior(guide)
        self.fit_auction = fit_auction
        #: its searches' tables, kept from one decision to the next (a copy of the player starts empty)
        self.solver = Solver()

    def deal_worlds(self, state: State, seat: str, count: int | None = None) -> Iterator[State]:
        """``count`` worlds (else ``samples``), each fitting the others' bids and card play.

        Each fits them as the guide would have made them: chains of worlds kept from one decision to
        the next (:class:`~cardlib.players.posterior.Posterior`). Without ``fit_auction`` the
        auction's worlds are the sampling player's.
        """
        count = count or self.samples
        if not self.fit_auction and not state.play_begun():
            return worlds(state, seat, count, self.rng)
        return self.posterior.worlds(state, seat, count, self.rng)

    def _solvable(self, state: State, legal: list[str]) -> bool:
        """Whether open-hand solving serves this decision: a card to play, few enough held, a side's goal.

        A pitcher's rivals each play for the points they take themselves, which the open-hand search
        (the pitcher against the rest together) does not count, so they play by trials.
        """
        if not state.play_begun() or not all(card_or_none(a) for a in legal):
            return False
        seat = state.to_act()
        contract = state.play_for(seat)
        if contract is None or (contract.goal is Goal.POINTS and seat not in contract.side):
            return False
        return len(state.hand(seat)) <= self.solve_from

    def solve_worlds(self, state: State, legal: list[str]) -> dict[str, tuple[int, float]] | None:
        """Each card's count of worlds where the seat gets its way, and its mean score; ``None`` if unsolved.

        A world whose search is too big is left out; if half or more are, the answer is ``None``.
        """
        seat = state.to_act()
        got, totals, solved = dict.fromkeys(legal, 0), dict.fromkeys(legal, 0.0), 0
        for world in self.deal_worlds(state, seat, self.to_solve):
            try:
                analysis = analyse(world, LIMIT, self.solver, seat)
            except NotAnalysable:
                continue
            solved += 1
            self.ours, self.aims, self.unit = seat in analysis.side, analysis.aims, analysis.unit
            for action in legal:
                way, score = worth(analysis, Card.parse(action).ascii, seat)
                got[action] += way
                totals[action] += score
        self.solved = solved
        if solved * 2 <= self.to_solve:
            return None
        return {a: (got[a], totals[a] / solved) for a in legal}

    def choose(self, state: State) -> str:
        """The card best in the most worlds solved open-handed, or else the sampling player's choice."""
        legal = self.guide.candidates(state)
        solved = self.solve_worlds(state, legal) if len(legal) > 1 and self._solvable(state, legal) else None
        if solved is None:
            return super().choose(state)
        best = max(legal, key=lambda a: solved[a][1])
        runner = max((a for a in legal if a != best), key=lambda a: solved[a][1])
        aim = self.aims[0] if self.ours else self.aims[1]
        if self.aims != Analysis.aims and self.ours and solved[best][0] == solved[runner][0] == 0:
            # no contract, and no world where the side gets there: the card is chosen on points
            most = "the most," if solved[best][1] > solved[runner][1] else "as much as any,"
            self.reason = (
                f"I {said(best)}: with every hand face up no card lets us {aim} in the {self.solved} "
                f"sampled deals, and it scores {most} {solved[best][1]:.1f} {self.unit} on average "
                f"(next best, {said(runner)}: {solved[runner][1]:.1f})."
            )
            return best
        self.reason = (
            f"I {said(best)}: with every hand face up it lets us {aim} in {solved[best][0]} of "
            f"{self.solved} sampled deals (next best, {said(runner)}: {solved[runner][0]})."
        )
        return best
