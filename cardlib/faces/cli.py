"""``python -m cardlib``: deal, replay and show hand records from the command line.

Exit status 0 on success and 2 on a bad record or bad arguments, with one line
on standard error; never a traceback.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from cardlib import __version__
from cardlib.analysis import Report, analyse, where_it_went_wrong
from cardlib.analysis.report import REPORT_LIMIT
from cardlib.core.cards import Card
from cardlib.core.errors import CardlibError, NotImplementedGame, RecordError
from cardlib.core.game import State
from cardlib.core.hand import Cards
from cardlib.core.numbers import whole_number
from cardlib.core.record import HandRecord, dumps, loads
from cardlib.exercises import TOPICS, write_worksheet
from cardlib.faces.show import describe
from cardlib.faces.terminal import play_in_terminal
from cardlib.games.registry import game_spec
from cardlib.players.roster import LEVELS
from cardlib.records import known_games, load_record, new_record, parse_record, replay


class UsageError(Exception):
    """Bad command-line arguments."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:
        raise UsageError(message)


def _seed(text: str) -> int:
    """A ``--seed`` value: a whole number, 0 or more."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"invalid int value: '{text}'") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"{value}: a seed is a whole number 0 or more")
    return value


def _build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="cardlib",
        description="Deal, replay, show and play hands of Foster's card games, and ask for bidding advice.",
    )
    parser.add_argument("--version", action="version", version=f"cardlib {__version__} (hoyle-cardlib)")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND", parser_class=_Parser)
    deal = commands.add_parser("deal", help="print a freshly dealt hand record with no actions")
    deal.add_argument("game", choices=known_games(), metavar="GAME", help="boston, fontainebleau or pitch")
    deal.add_argument(
        "--players", default="4", help="how many players (Pitch: 4 to 7), or their names: A,B,C,D"
    )
    deal.add_argument("--dealer", help="who deals (default: the last player)")
    deal.add_argument("--seed", type=_seed, help="a whole number; the same seed gives the same deal")
    deal.add_argument("--option", action="append", default=[], metavar="NAME=VALUE", help="a rule option")
    for name, text in (
        ("replay", "replay a record and print the result as JSON"),
        ("show", "print a record as text"),
        ("analyse", "open-hand analysis of a record: where a played hand went wrong, or the position now"),
    ):
        command = commands.add_parser(name, help=text)
        command.add_argument("file", metavar="FILE", help="a hand record (JSON); - reads standard input")
    game = commands.add_parser(
        "play",
        help="play a hand against the computer in the terminal",
        epilog="During the hand, type an action as shown (such as pass, bid 2 or 10H), or: why (the "
        "computer players' reasons), analyse (open-hand analysis of the hand so far), undo, quit.",
    )
    game.add_argument("game", choices=known_games(), metavar="GAME", help="boston, fontainebleau or pitch")
    game.add_argument(
        "--seed", type=_seed, default=1, help="a whole number; the same seed gives the same deal"
    )
    game.add_argument(
        "--level",
        choices=[level.replace(" ", "-") for level in LEVELS],
        default="rule-of-thumb",
        help="how the computer players play (sampling thinks for a second or two a card)",
    )
    advice = commands.add_parser("advise", help="how each opening call of a hand fares over sampled deals")
    advice.add_argument("game", choices=known_games(), metavar="GAME", help="boston, fontainebleau or pitch")
    advice.add_argument(
        "hand", metavar="HAND", help='the hand, such as "AS KS QS JS 9S 7S AH KH 4H 3D 2D 5C 6C"'
    )
    advice.add_argument("--turn-up", help="Boston's turn-up card (default: a fresh one each deal)")
    advice.add_argument("--samples", type=int, default=200, help="how many deals to sample (2 to 100000)")
    advice.add_argument(
        "--seed", type=_seed, default=1, help="a whole number; the same seed gives the same advice"
    )
    sheet = commands.add_parser("worksheet", help="write a printable worksheet and its answer key")
    sheet.add_argument("topic", choices=list(TOPICS), metavar="TOPIC", help=", ".join(TOPICS))
    sheet.add_argument(
        "--seed", type=_seed, default=1, help="a whole number; the same seed gives the same sheet"
    )
    sheet.add_argument("--count", type=int, default=8, help="how many questions (1 to 100)")
    sheet.add_argument("--out", default=".", help="the folder to write into (default: here)")
    return parser


def _players(text: str) -> int | list[str]:
    count = whole_number(text)
    if count is not None:
        return count
    if text.strip().isdigit():
        raise UsageError(f'--players "{text}": write the number of players in digits, such as 5')
    return [name.strip() for name in text.split(",")]


def _option(text: str) -> tuple[str, object]:
    name, equals, value = text.partition("=")
    if not equals:
        raise UsageError(f"--option {text}: write NAME=VALUE, such as --option auction=board")
    try:
        return name.strip(), loads(value, "the value")
    except RecordError as error:
        if value.strip()[:1] in "[{" or value.strip().lstrip("-").isdigit():
            raise UsageError(f"--option {name.strip()}: {error}") from None
        return name.strip(), value.strip()


def _read(path: str) -> HandRecord:
    if path == "-":
        try:
            return parse_record(sys.stdin.buffer.read().decode("utf-8-sig"))
        except UnicodeDecodeError:
            raise UsageError("cannot read standard input: it is not UTF-8 text") from None
    try:
        return load_record(path)
    except OSError as error:
        raise UsageError(f"cannot read {path}: {error.strerror or error}") from None
    except UnicodeDecodeError:
        raise UsageError(f"cannot read {path}: it is not UTF-8 text") from None


def run(argv: Sequence[str]) -> str:
    """Carry out one command and return what it prints; raise on bad input."""
    args = _build_parser().parse_args(argv)
    if args.command == "deal":
        options = dict(_option(text) for text in args.option)
        try:
            record = new_record(args.game, _players(args.players), args.dealer, args.seed, options=options)
        except ValueError as error:
            raise UsageError(str(error)) from None
        return record.to_json()
    if args.command == "play":
        play_in_terminal(args.game, args.seed, input, print, args.level.replace("-", " "))
        return ""
    if args.command == "advise":
        if not 2 <= args.samples <= 100_000:
            raise UsageError(f"--samples {args.samples}: ask for 2 to 100000 sampled deals")
        hand = Cards.parse(args.hand)
        turn_up = Card.parse(args.turn_up) if args.turn_up else None
        if turn_up is not None and not game_spec(args.game).turn_up:
            raise UsageError(f"--turn-up: {game_spec(args.game).title} turns up no card")
        from cardlib.sim.advisor import advise  # numpy is needed for this command alone

        advice = advise(args.game, hand, turn_up=turn_up, samples=args.samples, seed=args.seed, progress=True)
        return str(advice) + "\n"
    if args.command == "worksheet":
        if not 1 <= args.count <= 100:
            raise UsageError(f"--count {args.count}: ask for --count from 1 to 100 questions")
        folder = Path(args.out)
        if folder.exists() and not folder.is_dir():
            raise UsageError(f"--out {args.out}: that is a file; give a folder to write the worksheet into")
        try:
            written = write_worksheet(args.topic, args.seed, args.count, folder)
        except OSError as error:
            raise UsageError(f"--out {args.out}: cannot write there ({error.strerror or error})") from None
        return "".join(f"wrote {path}\n" for path in written)
    record = _read(args.file)
    if args.command == "analyse":
        state = replay(record)
        return str(_report(state) if state.is_over() else analyse(state, REPORT_LIMIT)) + "\n"
    if args.command == "show":
        try:
            state = replay(record)
        except NotImplementedGame:
            state = None
        return describe(record, state) + "\n"
    return dumps(replay(record).result())


def _report(state: State) -> Report:
    """Where a finished hand went wrong, with a progress bar on the error stream."""
    from tqdm.auto import tqdm

    with tqdm(desc="analysing the hand", unit="card") as bar:

        def advance(done: int, total: int) -> None:
            bar.total = total
            bar.update(done - bar.n)

        return where_it_went_wrong(state, progress=advance)


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``cardlib`` command."""
    if hasattr(sys.stdout, "reconfigure"):
        sys.stdout.reconfigure(encoding="utf-8")
    try:
        sys.stdout.write(run(sys.argv[1:] if argv is None else argv))
    except (UsageError, CardlibError) as error:
        print(f"cardlib: {error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except Exception as error:  # a bug in cardlib: still no traceback for the user
        print(
            f"cardlib: unexpected error ({type(error).__name__}: {error}); please report it", file=sys.stderr
        )
        return 1
    return 0
