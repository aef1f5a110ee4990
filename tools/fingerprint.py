"""What every game does, as one hash a part: to show a change to the shared code changed no behaviour.

Run it before and after a change (``python tools/fingerprint.py``) and compare the lines. Each part
plays or asks through the public interface only, seeded, so that the same code gives the same hash:

- records: hands of every game at every table size, played by the rule-of-thumb players, each
  record, picture (SVG), text, legal actions at every step and outcome;
- matches: whole games of each game played at random, their sheets, holdings and records;
- analyses: the open-hand analysis of positions late in those hands;
- exercises: every topic's questions on several seeds, and the feedback to a few answers each;
- boards: the lessons' annotated deals, their moments and comments.

``--quick`` plays fewer of each (a test runs it so); the full run (forty of each) takes about half a minute.
"""

from __future__ import annotations

import argparse
import hashlib
import random
from collections.abc import Callable, Iterator
from dataclasses import replace

from cardlib.analysis import analyse
from cardlib.analysis.board import NotAnalysable
from cardlib.analysis.solve import SearchTooBig
from cardlib.core.errors import CardlibError
from cardlib.core.game import State
from cardlib.exercises import all_topics, make_questions
from cardlib.games.boston import BostonMatch
from cardlib.games.californiajack import CaliforniaJackMatch
from cardlib.games.fontainebleau import FontainebleauMatch
from cardlib.games.pitch import PitchMatch
from cardlib.games.registry import GAMES
from cardlib.games.sevenup import SevenUpMatch
from cardlib.players.roster import rule_of_thumb
from cardlib.records import new_record, replay

#: Each game's whole game of many deals, by the names its package offers.
MATCHES = {
    "boston": BostonMatch,
    "fontainebleau": FontainebleauMatch,
    "pitch": PitchMatch,
    "sevenup": SevenUpMatch,
    "californiajack": CaliforniaJackMatch,
}
#: The games played (``--games``: a change that adds a game compares the others with before it).
GAMES_TRIED: list[str] = list(GAMES)
#: Answers tried on every question, besides its own.
TRIED = ("A", "B", "nobody", "yes", "no", "3", "AS", "pass", "")


def _played(game: str, count: int, seed: int) -> Iterator[tuple[State, str]]:
    """Hands of ``game`` at each table size, played to the end by the rule-of-thumb players, each
    with the legal actions at every step."""
    spec = GAMES[game]
    for number in range(seed, seed + count):
        players = spec.player_counts[number % len(spec.player_counts)]
        state = replay(new_record(game, players, seed=number))
        player = rule_of_thumb(game)
        steps = []
        while not state.is_over():
            steps.append(",".join(state.legal_actions()))
            state.apply(player.choose(state))
        yield state, "|".join(steps)


def records(count: int) -> Iterator[str]:
    """Every game's hands: records, pictures, text, the legal actions at every step, outcomes."""
    for game in GAMES_TRIED:
        for state, steps in _played(game, count, 0):
            yield state.to_record().to_json()
            yield state._repr_html_()
            yield str(state)
            yield repr(state.returns())
            yield steps


def matches(count: int) -> Iterator[str]:
    """Whole games of each game, played at random."""
    for game, made in MATCHES.items():
        if game not in GAMES_TRIED:
            continue
        for seed in range(count):
            match = made(seed=seed)
            match.play()
            yield str(match)
            yield match._repr_html_()
            yield repr(sorted(match.holdings().items()))
            yield from (record.to_json() for record in match.records)


def analyses(count: int) -> Iterator[str]:
    """The open-hand analysis of each game's hands, a few cards before the end of the play."""
    for game in GAMES_TRIED:
        for state, _ in _played(game, count, 100):
            record = state.to_record()
            for back in (4, 7):
                if len(record.actions) <= back:
                    continue
                earlier = replay(replace(record, actions=record.actions[:-back]))
                if earlier.phase() != "play":
                    continue
                try:
                    yield repr(analyse(earlier))
                except (SearchTooBig, NotAnalysable) as error:
                    yield str(error)


def exercises(count: int) -> Iterator[str]:
    """Every topic's questions, their pictures, answers and feedback to a few answers."""
    for topic, about in all_topics().items():
        if not any(about.lesson == lesson.stem for g in GAMES_TRIED for lesson in GAMES[g].lessons) and any(
            about.lesson == lesson.stem for spec in GAMES.values() for lesson in spec.lessons
        ):
            continue  # a topic of a game left out
        for seed in range(count):
            for question in make_questions(topic, seed, 3):
                yield question.prompt + question.picture + question.reveal()
                for answer in (*TRIED, question.shown_answer()):
                    yield str(question.check(answer))


def boards(count: int) -> Iterator[str]:
    """The lessons' annotated deals."""
    from cardlib.classroom.annotated import lesson_deals

    for lesson in range(1, 20):
        try:
            deals = lesson_deals(lesson)
        except CardlibError as error:  # a lesson without deals says so
            yield str(error)
            continue
        for shown in deals:
            yield str(shown) + shown._repr_html_()


PARTS: dict[str, Callable[[int], Iterator[str]]] = {
    "records": records,
    "matches": matches,
    "analyses": analyses,
    "exercises": exercises,
    "boards": boards,
}


def fingerprint(part: str, count: int) -> str:
    """The hash of everything ``part`` says, played ``count`` times a game."""
    random.seed(0)
    digest = hashlib.sha256()
    for said in PARTS[part](count):
        digest.update(said.encode() + b"\0")
    return digest.hexdigest()[:16]


def main() -> None:
    """Print each part's hash, one line a part."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer hands of each (for the tests)")
    parser.add_argument("parts", nargs="*", default=list(PARTS), help="the parts (default: every one)")
    parser.add_argument("--games", nargs="+", default=list(GAMES), help="the games (default: every one)")
    args = parser.parse_args()
    GAMES_TRIED[:] = args.games
    for part in args.parts:
        print(part, fingerprint(part, 3 if args.quick else 40))


if __name__ == "__main__":
    main()
