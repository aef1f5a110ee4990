"""Duplicate tournaments between the levels of computer player, written as the strength table.

Run ``python benchmarks/strength.py [--deals N] [--jobs J] [--cluster ADDRESS] [--matches M]
[--store FILE] [--out PAGE] [--replay] [--page-only]``.
For each game it plays rule of thumb against random, sampling against rule of thumb, and expert
against sampling (the other seats rule of thumb) over the same numbered deals (see
:mod:`cardlib.sim.tournament`), with :mod:`cardlib.sim.runs`: on a local Dask cluster of ``J``
workers (in this process if ``J`` is 1 or Dask is missing), or on the cluster at ``ADDRESS``. The
table gives each side's average result per deal in the seat under test, the stronger player's gain
with its 95% interval, and how often each made the contracts it won in the auction.

A match with other seats of a third level also gives the match of its weaker level against that
level, on the same deals, from the same plays: so playing the expert against the sampling player
measures the sampling player against rule of thumb too, and only the rule-of-thumb field's own plays
are new.

With ``--store`` (a SQLite file, :class:`cardlib.sim.runs.Store`), every deal's result is kept as it
comes, and a later run goes on from the deals already there up to ``N``: the long matches can be
played a few hundred deals at a time, and a run stopped halfway loses only the deals in flight. The
page is then written from every match in the store. After a change to a stronger player,
``--replay`` plays its kept deals again first and keeps the weaker player's plays, which have not
changed (a test checks that the store holds what the players play now).
"""

from __future__ import annotations

import argparse
import contextlib
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from cardlib.core.spec import GameSpec
from cardlib.core.words import and_list
from cardlib.games.registry import GAMES, game_spec
from cardlib.sim.runs import Match, Play, Store, connected, one_play, play
from cardlib.sim.tournament import Duplicate

#: Stronger, weaker, and the level in the other seats (``None``: the weaker).
MATCHES = (
    ("rule of thumb", "random", None),
    ("sampling", "rule of thumb", None),
    ("expert", "sampling", "rule of thumb"),
)
SEED = 2026


def seat_play(game: str, number: int, level: str, others: str) -> Play:
    """Deal ``number`` of the table's seed with ``level`` in the seat under test and ``others`` round it."""
    return one_play(game, SEED, number, level, others)


@contextlib.contextmanager
def _cluster(jobs: int, address: str | None) -> Iterator[Any]:
    """A Dask client for the run (none for one job): the cluster at ``address``, or ``jobs`` local workers.

    Without Dask the deals are played here; what is started is shut down at the end (``connected``).
    """
    if address is None and jobs <= 1:
        yield None
        return
    try:
        import dask.distributed  # noqa: F401
    except ImportError:
        print("Dask is not installed: the deals are played in this process", flush=True)
        yield None
        return
    with connected(address or "local", workers=jobs) as client:
        yield client


def replay_stronger(store: Store, match: Match, client: Any) -> None:
    """Play the stronger player's kept deals of ``match`` again (after a change to it), the weaker's kept."""
    kept = store.plays(match)
    field = match.others or match.weaker
    numbers = sorted(kept)
    args = ([match.game] * len(numbers), numbers, [match.stronger] * len(numbers), [field] * len(numbers))
    again = client.gather(client.map(seat_play, *args)) if client else list(map(seat_play, *args))
    for number, strong in zip(numbers, again, strict=True):
        store.add(match, number, strong, kept[number][1])
    print(f"{match.game}: {match.stronger} played again on {len(numbers):,} deals", flush=True)


def fill_beneath(store: Store, match: Match) -> None:
    """The match of ``match``'s weaker level against its field, from the same plays, on the same deals.

    Its stronger side's plays are ``match``'s weaker side's; only the field's own plays are new.
    """
    if match.others is None:
        return
    below = Match(match.game, match.weaker, match.others, seed=match.seed)  # its field is its weaker level
    have = store.plays(below)
    for number, (_, weak) in sorted(store.plays(match).items()):
        if number not in have:
            store.add(below, number, weak, seat_play(match.game, number, match.others, match.others))


def run(
    game: str,
    levels: tuple[str, str, str | None],
    deals: int,
    store: Store,
    client: Any,
    replay: bool = False,
) -> Duplicate:
    """One match played up to ``deals`` deals, on from those kept, on ``client``'s cluster (or here).

    With ``replay``, the stronger player's kept plays are played again first, the weaker's kept.
    """
    match = Match(game, *levels, seed=SEED)
    if replay and store.plays(match):
        replay_stronger(store, match, client)
    result = play(match, deals, cluster=client, store=store)
    fill_beneath(store, match)
    return result


def table(results: list[Duplicate]) -> str:
    """The strength table in Markdown."""
    columns = list(results[0].row())
    lines = ["| " + " | ".join(columns) + " |", "|" + "---|" * len(columns)]
    for result in results:
        row = result.row()
        row["game"] = f"{result.game} ({game_spec(result.game).unit})"
        lines.append("| " + " | ".join(str(v) for v in row.values()) + " |")
    return "\n".join(lines)


def unclear(results: list[Duplicate], deals: int) -> list[Duplicate]:
    """The matches played to ``deals`` deals whose stronger player is not clearly stronger."""
    return [r for r in results if r.deals >= deals and not r.clearly_stronger()]


def document(table_text: str, unfinished: list[Duplicate], deals: int, level: list[Duplicate]) -> str:
    """The page docs/strength.md: what was measured, the table, and which matches are unfinished.

    ``level`` are the finished matches that found no clear edge; the page names them too.
    """
    still = ""
    if unfinished:
        names = ", ".join(f"{r.game} {r.stronger} vs {r.weaker} ({r.deals:,})" for r in unfinished)
        still = (
            f"\n\nNot yet played to {deals:,} deals: {names}. The same command goes on from the deals in the "
            "store; until then their intervals are wide."
        )
    if level:
        names = ", ".join(f"{r.game} {r.stronger} vs {r.weaker} ({r.row()['gain']})" for r in level)
        still += (
            f"\n\nPlayed to {deals:,} deals and **not clearly stronger**: {names}. Each interval reaches "
            "zero or below, so these deals show no edge for the level meant to be stronger."
        )
    return f"""# How strong are the computer players?

Made by `python benchmarks/strength.py --deals 2000 --store benchmarks/strength.sqlite --out docs/strength.md`
(seed {SEED}); the store keeps every deal's result, so a long match can be played in parts.

Each match is a duplicate tournament over numbered deals (`cardlib.sim.tournament.duplicate`;
the *deals* column says how many). Every deal is played twice with the same cards: once with the
weaker player in the seat under test, once with the stronger, the seat turning round from deal to
deal. The other seats are the weaker player in both plays, or, where the match says *others*, that
level in both plays. The difference in what the seat under test wins is the stronger player's gain
on that deal, with the luck of the deal taken out.

- *per deal*: the average result of the seat under test:
  {_results()}.
- *gain*: the stronger player's average gain a deal, with the half-width of its 95% confidence
  interval (1.96 standard errors of the per-deal differences).
- *contracts made*: how often the player in the seat under test made the contracts it won in the
  auction ("none won": it won no auction; Seven-Up has no auction, so no contracts).
- *CPU s a deal*: processor seconds for both plays of a deal, on the development machine.

The sampling player deals worlds for each decision, {_numbers(lambda g: g.tuning.samples)},
and the rule-of-thumb player finishes each trial. The expert deals as many, and for a card it
solves open-handed late in the play {_numbers(lambda g: g.tuning.solved)}
([players](players.md#the-expert)):

{_expert_worlds()}

{table_text}{still}
"""


#: Between the parts of a list item on the page, each on a line of its own.
SEPARATOR = ";\n  "


def _games(games: list[str]) -> str:
    """``games`` in words: "every game", or their titles joined by "and"."""
    return "every game" if len(games) == len(GAMES) else and_list([game_spec(g).title for g in games])


def _by_game(said: Callable[[GameSpec], object]) -> list[tuple[str, str]]:
    """What ``said`` says of the games, once for the games it says alike, with those games in words."""
    alike: dict[str, list[str]] = {}
    for game in GAMES:
        alike.setdefault(str(said(game_spec(game))), []).append(game)
    return [(words, _games(games)) for words, games in alike.items()]


def _results() -> str:
    """What a seat's result counts, game by game, for the page."""
    return SEPARATOR.join(f"in {games}, {words}" for words, games in _by_game(lambda g: g.result_words))


def _numbers(said: Callable[[GameSpec], int]) -> str:
    """A number game by game: "24 in Boston and 48 in Auction Pitch", or "16 in every game"."""
    return and_list([f"{number} in {games}" for number, games in _by_game(said)])


def _expert_worlds() -> str:
    """How the expert deals its worlds, in the auction and in the play, as a list for the page."""
    fitted = [g for g in GAMES if game_spec(g).tuning.fits_auction]
    unfitted = [g for g in GAMES if not game_spec(g).tuning.fits_auction]
    auction = [f"in {_games(fitted)} each fits the others' bids so far"] if fitted else []
    if unfitted:
        auction.append(f"in {_games(unfitted)} they are dealt at random, as the sampling player deals them")
    play = [f"in {_games(list(GAMES))} each fits the others' bids and cards played"]
    return (
        f"- in the auction: {SEPARATOR.join(auction)};\n"
        f"- in the play: {SEPARATOR.join(play)}.\n\n"
        "A world fits an action when the rule-of-thumb player, given that world's cards, would have\n"
        "taken it. The chains of worlds that fit the card play are moved on by swapping cards from\n"
        "one decision to the next."
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=2000)
    parser.add_argument("--jobs", type=int, default=2, help="local Dask workers (1: play in this process)")
    parser.add_argument("--cluster", help="a Dask scheduler's address, instead of local workers")
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument(
        "--matches", default=",".join(m[0] for m in MATCHES), help="the stronger levels to play"
    )
    parser.add_argument("--store", type=Path, help="a SQLite file that keeps every deal's result")
    parser.add_argument("--out", type=Path)
    parser.add_argument(
        "--page-only", action="store_true", help="play nothing: write the page from the store"
    )
    parser.add_argument(
        "--replay",
        action="store_true",
        help="after a change to the stronger player: play its kept deals again, keeping the weaker's plays",
    )
    args = parser.parse_args()
    store = Store(args.store if args.store else ":memory:")
    chosen = [m for m in MATCHES if m[0] in args.matches.split(",")]
    given = {(weaker, others, None) for _, weaker, others in chosen if others}
    if not args.page_only:
        with _cluster(args.jobs, args.cluster) as client:
            for game in args.games.split(","):
                for levels in chosen:
                    if levels not in given:  # else it comes with the match that fields it
                        print(run(game, levels, args.deals, store, client, args.replay), flush=True)
    order = {
        Match(g, *m, seed=SEED).key: i for i, (g, m) in enumerate((g, m) for g in GAMES for m in MATCHES)
    }
    results = [store.result(m) for m in sorted(store.matches(), key=lambda m: order.get(m.key, len(order)))]
    store.close()
    text = table(results)
    print(text)
    if args.out:
        unfinished = [r for r in results if r.deals < args.deals]
        page = document(text, unfinished, args.deals, unclear(results, args.deals))
        args.out.write_text(page, encoding="utf-8")


if __name__ == "__main__":
    main()
