"""A game of the All Fours family played to seven: what Seven-Up's and Auction Pitch's share.

Each player (or side) starts with seven to go, and stakes red counters in a pool that the first to
go out takes; the games differ in how a deal is dealt and scored (``new_deal``, ``finish_deal``).
"""

from __future__ import annotations

from collections.abc import Sequence

from cardlib.core.choosers import Choosers
from cardlib.core.errors import CardlibError
from cardlib.core.match import Match, play_match
from cardlib.core.pack import Seed, generator
from cardlib.core.record import HandRecord
from cardlib.core.spec import GameSpec

#: The points a player (or side) must make to win a game.
GAME_POINTS = 7


class GameToSeven(Match):
    """Deals until a player or side has made seven: who is to go, the red counters, the records."""

    def __init__(self, spec: GameSpec, players: Sequence[str], seed: Seed, ante: int = 1) -> None:
        self.players = tuple(players)
        if len(self.players) not in spec.player_counts:
            raise CardlibError(f"{spec.title} needs {spec.players_text()} players, not {len(self.players)}")
        self.rng = generator(seed)
        self.to_go = dict.fromkeys(self.players, GAME_POINTS)
        self.dealer = self.players[-1]
        #: The red counters staked: each player's ``ante`` into the pool, which the winner takes.
        self.pool = ante * len(self.players)
        self.red = dict.fromkeys(self.players, -ante)
        self.records: list[HandRecord] = []
        self.winner: str | None = None

    def __repr__(self) -> str:
        deals, winner = len(self.records), self.winner
        return f"{type(self).__name__}(players={self.players!r}, deals={deals}, winner={winner!r})"

    @property
    def is_over(self) -> bool:
        """True once someone has gone out."""
        return self.winner is not None

    def holdings(self) -> dict[str, int]:
        """Each player's red counters won or lost, and the pool: they always add up to nothing."""
        return {**self.red, "pool": self.pool}

    def play(self, choosers: Choosers = None, max_deals: int = 500) -> str:
        """Play deals until someone goes out; return the winner (with partners, the first of the side).

        ``choosers`` gives each player (or everyone) a function from state to action; by default
        every player picks at random from the game's own random numbers.
        """
        play_match(self, choosers, self.rng, max_deals)
        if self.winner is None:  # play_match plays until someone is out, or says why not
            raise CardlibError("the game ended with nobody out")
        return self.winner
