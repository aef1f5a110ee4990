"""``python -m cardlib``: deal, replay and show hand records from the command line.

Exit status 0 on success, 2 on a bad record or bad arguments, and 3 when ``analyse`` is given
a valid record it cannot analyse, with one line on standard error; never a traceback.
"""

from __future__ import annotations

import argparse
import copy
import difflib
import re
import sqlite3
import sys
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn, overload

from cardlib.core.cards import Card
from cardlib.core.errors import CardlibError, NotImplementedGame, RecordError
from cardlib.core.game import State
from cardlib.core.version import VERSION

if TYPE_CHECKING:
    from cardlib.analysis import Report
from cardlib.core.hand import Cards
from cardlib.core.levels import LEVELS, level_name
from cardlib.core.numbers import MOST_DIGITS, whole_number
from cardlib.core.record import HandRecord, dumps, loads
from cardlib.core.words import and_list, counted, shown
from cardlib.faces.commands import WORDS
from cardlib.games.registry import GAMES, game_spec
from cardlib.records import known_games, load_record, new_record, parse_record, replay


class _Later(Sequence[str]):
    """Names a command offers (the exercise topics, say), read from their module only when needed.

    ``cardlib --help``, ``deal`` and ``replay`` then start without importing the exercises: argparse
    looks at a command's choices only when that command is parsed or its help is printed.
    """

    def __init__(self, names: Callable[[], Iterable[str]]) -> None:
        self._names = names
        self._known: list[str] | None = None

    def _all(self) -> list[str]:
        if self._known is None:
            self._known = list(self._names())
        return self._known

    @overload
    def __getitem__(self, index: int) -> str: ...
    @overload
    def __getitem__(self, index: slice) -> Sequence[str]: ...
    def __getitem__(self, index: int | slice) -> str | Sequence[str]:
        return self._all()[index]

    def __len__(self) -> int:
        return len(self._all())

    def __contains__(self, name: object) -> bool:
        return name in self._all()

    def __iter__(self) -> Iterator[str]:
        return iter(self._all())


def _topics() -> list[str]:
    from cardlib.exercises import all_topics

    return list(all_topics())


def _summaries() -> list[str]:
    from cardlib.exercises.summaries import summarised_games

    return summarised_games()


class UsageError(Exception):
    """Bad command-line arguments."""


_CHOICE = re.compile(r"^argument (\S+): invalid choice: '(.*)' \(choose from (.*)\)$", re.S)
_REQUIRED = re.compile(r"^the following arguments are required: (.*)$")
_UNKNOWN = re.compile(r"^unrecognized arguments: (.*)$")
_ARGUMENT = re.compile(r"^argument (\S+?)(?:/\S+)?: (.*)$", re.S)


def learner_words(message: str, prog: str) -> str:
    """An argparse complaint said as the kit says things: what was written, and what is wanted."""
    found = _CHOICE.match(message)
    if found:
        name, value, choices = found.groups()
        options = [c.strip(" '") for c in choices.split(",")]
        return f'{name} "{value}" is not a choice here; choose {and_list(options, "or")}'
    found = _REQUIRED.match(message)
    if found:
        return f"{found.group(1)} is missing; see {prog} --help"
    found = _UNKNOWN.match(message)
    if found:
        return f"{prog} does not take {found.group(1)}; see {prog} --help"
    found = _ARGUMENT.match(message)
    if found:
        return f"{found.group(1)} {found.group(2)}"
    return message


class _Help(argparse.HelpFormatter):
    """Help that lists the choices as the kit lists things: "pitch or sevenup", not "pitch, sevenup"."""

    def _expand_help(self, action: argparse.Action) -> str:
        if action.choices is not None and action.help and "%(choices)s" in action.help:
            words = and_list([str(choice) for choice in action.choices], "or").replace("%", "%%")
            action = copy.copy(action)
            action.help = str(action.help).replace("%(choices)s", words)
        return super()._expand_help(action)


class _Parser(argparse.ArgumentParser):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("formatter_class", _Help)  # every command's, its steps' too
        super().__init__(*args, **kwargs)

    def error(self, message: str) -> NoReturn:
        raise UsageError(learner_words(message, self.prog))


def _command_parser(parser: argparse.ArgumentParser, args: argparse.Namespace) -> argparse.ArgumentParser:
    """The parser of the command (and step) ``args`` were read for: ``cardlib class deals``'s, say."""
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            chosen = getattr(args, action.dest, None)
            if chosen in action.choices:
                return _command_parser(action.choices[chosen], args)
    return parser


def _not_taken(command: argparse.ArgumentParser, extra: Sequence[str]) -> str:
    """What the command does not take, with the option of its own that was likely meant."""
    options = sorted(o for action in command._actions for o in action.option_strings if o.startswith("--"))
    meant = ""
    for word in extra:
        written = word.split("=")[0]
        close = (
            difflib.get_close_matches(written, options, n=1, cutoff=0.75) if written.startswith("--") else []
        )
        if close:
            meant = f" (did you mean {close[0]}?)"
            break
    return f"{command.prog} does not take {' '.join(extra)}{meant}; see {command.prog} --help"


def _whole(what: str, low: int, high: int | None = None) -> Callable[[str], int]:
    """An argument type: a whole number in ASCII digits from ``low`` (to ``high``)."""
    wanted = f"from {low} to {high}" if high is not None else f"{low} or more"

    def parse(text: str) -> int:
        digits = text.strip().lstrip("0")
        if digits.isascii() and digits.isdigit() and len(digits) > MOST_DIGITS:
            raise argparse.ArgumentTypeError(
                f"{shown(text)} has {len(digits)} digits; {what} has at most {MOST_DIGITS}"
            )
        value = whole_number(text.strip())
        if value is None or value < low or (high is not None and value > high):
            raise argparse.ArgumentTypeError(
                f"{shown(text)} is not {what}; write a whole number {wanted}, in digits"
            )
        return value

    return parse


_seed = _whole("a seed", 0)


def _squeezed(text: str) -> str:
    """``text`` lower-cased without spaces, hyphens or underscores: "Seven-Up" and "sevenup" alike."""
    return re.sub(r"[\s_-]+", "", text.lower())


def _game(text: str) -> str:
    """An argument type: a game by its record name or its title, in any case ("Pitch", "Seven-Up").

    Anything else is left for the choices to refuse, with the names listed.
    """
    wanted = _squeezed(text)
    for name, spec in GAMES.items():
        if wanted in (_squeezed(name), _squeezed(spec.title)):
            return name
    return text


#: The levels of player as the command line writes them, one word each ("rule-of-thumb").
_LEVEL_WORDS = [level.replace(" ", "-") for level in LEVELS]


def _level(text: str) -> str:
    """An argument type: a level of player, as written anywhere in the kit ("rule of thumb", "Rule-of-Thumb").

    Results print "rule of thumb", so that is taken too; anything else is left for the choices to refuse.
    """
    try:
        return level_name(text).replace(" ", "-")
    except CardlibError:
        return text


#: The help's words for the games, written from the registry so that a new game appears in them.
_GAMES_HELP = and_list(known_games(), "or")
_COUNTS = [f"{spec.title}: {spec.players_text()}" for spec in GAMES.values() if len(spec.player_counts) > 1]
_COUNTS_HELP = f" ({'; '.join(_COUNTS)})" if _COUNTS else ""
_TURN_UPS = [spec.title for spec in GAMES.values() if spec.turn_up]
_TURN_UP_HELP = f" (in {and_list(_TURN_UPS, 'and')})" if _TURN_UPS else ""

#: The open-hand search's limit, as ``analyse`` and ``play`` take it (the report's own default, which a
#: test checks, written here so that the help needs no search loaded).
DEFAULT_LIMIT = 400_000
LIMIT: dict[str, Any] = {
    "type": _whole("a number of positions", 1_000, 1_000_000_000),
    "default": DEFAULT_LIMIT,
    "metavar": "N",
    "help": "how many positions the open-hand search may visit before it gives up; more searches "
    "earlier in the hand, and longer (default: %(default)s)",
}


def _deck_option(command: argparse.ArgumentParser) -> None:
    """``--deck four``: the cards drawn in four colours (diamonds blue, clubs green) on the pages written."""
    command.add_argument(
        "--deck",
        choices=["two", "four"],
        default=None,
        help="draw the cards in two colours or four (diamonds blue, clubs green); default: two",
    )


def _build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="cardlib",
        description="Deal, replay, show and play hands of Foster's card games, and ask for bidding advice.",
    )
    parser.add_argument("--version", action="version", version=f"cardlib {VERSION} (hoyle-cardlib)")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND", parser_class=_Parser)
    deal = commands.add_parser("deal", help="print a freshly dealt hand record with no actions")
    deal.add_argument("game", type=_game, choices=known_games(), metavar="GAME", help=_GAMES_HELP)
    deal.add_argument(
        "--players",
        help=f"how many players{_COUNTS_HELP}, or their names: A,B,C,D (default: 4, or the game's usual "
        "table where it is not played by four)",
    )
    deal.add_argument("--dealer", help="who deals (default: the last player)")
    deal.add_argument(
        "--seed", type=_seed, help="a whole number; the same seed gives the same deal (default: a fresh deal)"
    )
    deal.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="a rule option, such as auction=board; repeat for more (default: each option's default, "
        "Foster's rule or the kit's, docs/hand-records.md#options)",
    )
    for name, text in (
        ("replay", "replay a record and print the result as JSON"),
        ("show", "print a record as text"),
        ("analyse", "open-hand analysis of a record: where a played hand went wrong, or the position now"),
    ):
        command = commands.add_parser(name, help=text)
        command.add_argument("file", metavar="FILE", help="a hand record (JSON); - reads standard input")
        if name == "analyse":
            command.add_argument("--limit", **LIMIT)
    commands.add_parser(
        "compile",
        help="compile the open-hand search now (numba), so that no analysis waits for it; the set-up "
        "command does this",
    )
    game = commands.add_parser(
        "play",
        help="play a hand against the computer in the terminal",
        epilog="During the hand, type an action as shown (such as pass, bid 2 or 10H), or: "
        + "; ".join(f"{word} ({what})" for word, what in WORDS.items())
        + ".",
    )
    game.add_argument("game", type=_game, choices=known_games(), metavar="GAME", help=_GAMES_HELP)
    game.add_argument(
        "--seed", type=_seed, default=1, help="a whole number; the same seed gives the same deal (default: 1)"
    )
    game.add_argument(
        "--deal", metavar="FILE", help="play this deal (a hand record, such as a class's deal-01.json)"
    )
    game.add_argument(
        "--seat",
        metavar="NAME",
        help="the player you are: one of the game's seats, or with --deal one of its players "
        "(default: the first seat, A, or the deal's player in its place)",
    )
    game.add_argument(
        "--level",
        type=_level,
        choices=_LEVEL_WORDS,
        default="rule-of-thumb",
        help="how the computer players play: %(choices)s; sampling and expert think for a second "
        "or two an action (default: %(default)s)",
    )
    game.add_argument("--save", metavar="FILE", help="write the hand, as far as it was played, to FILE")
    game.add_argument("--limit", **LIMIT)
    advice = commands.add_parser("advise", help="how each opening call of a hand fares over sampled deals")
    advice.add_argument("game", type=_game, choices=known_games(), metavar="GAME", help=_GAMES_HELP)
    advice.add_argument(
        "hand", metavar="HAND", help='the hand, such as "AS KS QS JS 9S 7S AH KH 4H 3D 2D 5C 6C"'
    )
    advice.add_argument("--turn-up", help=f"the turn-up card{_TURN_UP_HELP} (default: a fresh one each deal)")
    advice.add_argument(
        "--samples",
        type=_whole("a number of deals", 2, 100_000),
        default=200,
        help="how many deals to sample, 2 to 100000 (default: %(default)s)",
    )
    advice.add_argument(
        "--seed",
        type=_seed,
        default=1,
        help="a whole number; the same seed gives the same advice (default: 1)",
    )
    sheet = commands.add_parser("worksheet", help="write a printable worksheet and its answer key")
    sheet.add_argument(
        "topic", nargs="+", choices=_Later(_topics), metavar="TOPIC", help="one or more of %(choices)s"
    )
    sheet.add_argument(
        "--seed",
        type=_seed,
        default=1,
        help="a whole number; the same seed gives the same sheet (default: 1)",
    )
    sheet.add_argument(
        "--count",
        type=_whole("a number of questions", 1, 100),
        default=8,
        help="how many questions of each topic, 1 to 100 (default: %(default)s)",
    )
    sheet.add_argument("--out", default=".", help="the folder to write into (default: the current folder)")
    _deck_option(sheet)
    duplicate = commands.add_parser("class", help="class duplicate: a deal set for a class, and its report")
    steps = duplicate.add_subparsers(dest="step", required=True, metavar="STEP")
    deals = steps.add_parser("deals", help="write a set of fresh deals for every student to play")
    deals.add_argument("game", type=_game, choices=known_games(), metavar="GAME", help=_GAMES_HELP)
    deals.add_argument("--seed", type=_seed, default=1, help="a whole number; the same seed, the same set")
    deals.add_argument(
        "--count", type=_whole("a number of deals", 1, 100), default=8, help="how many deals (default: 8)"
    )
    deals.add_argument("--out", default="deal-set", help="the folder to write into (default: deal-set)")
    deals.add_argument(
        "--players",
        type=_whole("a number of players", 1, 52),
        help=f"how many at a table{_COUNTS_HELP} (default: the game's usual table)",
    )
    deals.add_argument(
        "--annotated",
        action="store_true",
        help="the lessons' deals worth studying of GAME, instead of fresh deals (--seed and --count unused)",
    )
    deals.add_argument(
        "--replace",
        action="store_true",
        help="write over another deal set in the folder (students' records of it would no longer match)",
    )
    report = steps.add_parser("report", help="check and score the students' played records against the set")
    report.add_argument("set", metavar="SET", help="the deal set's folder")
    report.add_argument(
        "results", metavar="RESULTS", help="a folder holding one folder of records for each student"
    )
    report.add_argument(
        "--seat",
        help="the seat of a record that does not say where its student sat (default: the first seat);"
        " the kit's records say, and each student is scored at his own seat",
    )
    report.add_argument("--no-analysis", action="store_true", help="leave out the open-hand analysis")
    serve = steps.add_parser(
        "serve", help="serve class tables: students play the set against each other in their browsers"
    )
    serve.add_argument("set", metavar="SET", help="the deal set's folder (made by `class deals`)")
    serve.add_argument(
        "results",
        metavar="RESULTS",
        help="the folder the finished hands are saved in, one folder for each student",
    )
    serve.add_argument(  # 250: the room's MOST_TABLES, not imported here (the room loads the games)
        "--tables", type=_whole("a number of tables", 1, 250), default=2, help="how many tables (default: 2)"
    )
    serve.add_argument(
        "--level",
        type=_level,
        choices=_LEVEL_WORDS,
        default="rule-of-thumb",
        help="the computer players in the empty seats: %(choices)s (default: %(default)s)",
    )
    serve.add_argument(
        "--host",
        default="127.0.0.1",
        help="where to listen (default: 127.0.0.1, this machine only); 0.0.0.0 for the class's network",
    )
    serve.add_argument("--port", type=_whole("a port", 1, 65535), default=8765, help="default: 8765")
    serve.add_argument(
        "--db", help="the class's database file, kept between runs (default: RESULTS/.tables.sqlite)"
    )
    serve.add_argument(
        "--proxy",
        action="store_true",
        help="a reverse proxy on this machine stands in front (it gives each student's address, X-Real-IP)",
    )
    serve.add_argument(
        "--teacher-seats",
        action="store_true",
        help="only the teacher seats the students (they join and wait), instead of each choosing a seat",
    )
    match = commands.add_parser(
        "match",
        help="a duplicate match between two levels of player: which is stronger, and by how much",
    )
    match.add_argument("game", type=_game, choices=known_games(), metavar="GAME", help=_GAMES_HELP)
    match.add_argument("stronger", type=_level, choices=_LEVEL_WORDS, metavar="STRONGER", help="%(choices)s")
    match.add_argument("weaker", type=_level, choices=_LEVEL_WORDS, metavar="WEAKER", help="%(choices)s")
    match.add_argument(
        "--deals",
        type=_whole("a number of deals", 1, 1_000_000),
        default=200,
        help="how many deals, each played twice (default: %(default)s)",
    )
    match.add_argument("--seed", type=_seed, default=0, help="the match's seed (default: %(default)s)")
    match.add_argument(
        "--others",
        type=_level,
        choices=_LEVEL_WORDS,
        metavar="LEVEL",
        help="the level of the other seats (default: the weaker level)",
    )
    match.add_argument(
        "--cluster",
        metavar="WHERE",
        help='"local" (a Dask cluster on every core here) or a Dask scheduler\'s address; without it the '
        "deals are played in this process",
    )
    match.add_argument(
        "--store",
        metavar="FILE",
        help="a SQLite file that keeps every deal as it is played: run the same command again to go on",
    )
    rules = commands.add_parser("rules", help="write a game's rules on one printable page, with its tables")
    rules.add_argument("game", type=_game, choices=_Later(_summaries), metavar="GAME", help="%(choices)s")
    rules.add_argument("--out", default=".", help="the folder to write into (default: the current folder)")
    return parser


def _players(text: str) -> int | list[str]:
    count = whole_number(text)
    if count is not None:
        return count
    if text.strip().isdigit():
        raise UsageError(f'--players "{text}": write the number of players in digits, such as 5')
    return [name.strip() for name in text.split(",")]


def _save_path(text: str) -> Path:
    """Where ``play --save`` writes, checked before the hand is played."""
    path = Path(text)
    if path.is_dir():
        raise UsageError(f"--save {text}: that is a folder; give a file name such as hand.json")
    try:  # as worksheet --out and rules --out do, make the folder (results/Ann/ for a class)
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise UsageError(
            f"--save {text}: cannot make the folder {path.parent} ({error.strerror or error})"
        ) from None
    return path


def _option(text: str) -> tuple[str, object]:
    name, equals, value = text.partition("=")
    if not equals:
        raise UsageError(f"--option {text}: write NAME=VALUE, such as --option auction=board")
    try:
        return name.strip(), loads(value, "the value")
    except RecordError as error:
        if value.strip().lstrip("-").isdigit():
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
    except RecordError as error:  # said with the file's name: a class folder holds many records
        said = str(error).removeprefix(f"{path}: ")
        raise UsageError(f"{path}: {_deal_set_list(path) or said}") from None


def _deal_set_list(path: str) -> str:
    """What to say when ``path`` is a deal set's ``set.json`` rather than a record (else "")."""
    try:  # read as records are (a file nested a thousand deep is a RecordError, not a RecursionError)
        listed = loads(Path(path).read_text(encoding="utf-8-sig"), "the file")
    except (OSError, ValueError):
        return ""
    if not isinstance(listed, dict) or "players" in listed or not isinstance(listed.get("deals"), list):
        return ""
    first = listed["deals"][0] if listed["deals"] else "deal-01.json"
    return (
        f"this is a deal set's list of its deals, not a hand record; give one of the deals, such as "
        f"{Path(path).parent / str(first)}"
    )


def run(argv: Sequence[str]) -> str:
    """Carry out one command and return what it prints; raise on bad input."""
    parser = _build_parser()
    args, extra = parser.parse_known_args(argv)
    if extra:  # said by the command given, with the option it has that was likely meant
        raise UsageError(_not_taken(_command_parser(parser, args), extra))
    if getattr(args, "deck", None):
        from cardlib.render.svg import use_deck

        use_deck(args.deck)
    if args.command == "deal":
        options = dict(_option(text) for text in args.option)
        try:
            players = _players(args.players) if args.players is not None else None
            record = new_record(args.game, players, args.dealer, args.seed, options=options)
        except ValueError as error:
            raise UsageError(str(error)) from None
        return record.to_json()
    if args.command == "play":
        save = _save_path(args.save) if args.save else None
        given = _read(args.deal) if args.deal else None
        if given is not None:
            _replayed(args.deal, given)  # a record the rules refuse is said before the hand starts
        if given is not None and given.game != args.game:
            raise UsageError(f"--deal {args.deal}: a deal of {given.game}, not of {args.game}")
        level = args.level.replace("-", " ")
        seats = given.players if given is not None else game_spec(args.game).seats
        if args.seat is not None and args.seat not in seats:
            of = "this deal's players" if given is not None else f"the seats of a fresh {args.game} deal"
            raise UsageError(f"--seat {args.seat}: {of} are {and_list(list(seats))}")
        from cardlib.faces.terminal import play_table_in_terminal  # the game and its drawing, only to play

        table = play_table_in_terminal(
            args.game, args.seed, input, print, level, given, limit=args.limit, seat=args.seat
        )
        if save is None:
            return ""
        record = table.state.to_record()
        # The seat you played, so that the class report scores you there (a class plays any seat).
        record = replace(record, information={**record.information, "x_seat": table.seat})
        try:
            record.save(save)
        except OSError as error:
            raise UsageError(f"--save {args.save}: cannot write there ({error.strerror or error})") from None
        return f"saved the hand to {save}; see it with: cardlib show {save}\n"
    if args.command == "advise":
        hand = Cards.parse(args.hand)
        turn_up = Card.parse(args.turn_up) if args.turn_up else None
        if turn_up is not None and not game_spec(args.game).turn_up:
            raise UsageError(f"--turn-up: {game_spec(args.game).title} turns up no card")
        from cardlib.sim.advisor import advise  # numpy is needed for this command alone

        advice = advise(args.game, hand, turn_up=turn_up, samples=args.samples, seed=args.seed, progress=True)
        return str(advice) + "\n"
    if args.command == "class":
        return _class_duplicate(args)
    if args.command == "match":
        return _match(args)
    if args.command in ("worksheet", "rules"):
        folder = Path(args.out)
        if folder.exists() and not folder.is_dir():
            raise UsageError(f"--out {args.out}: that is a file; give a folder to write into")
        from cardlib.exercises import write_worksheet
        from cardlib.exercises.summaries import write_rule_summary

        try:
            written = (
                write_worksheet(args.topic, args.seed, args.count, folder)
                if args.command == "worksheet"
                else [write_rule_summary(args.game, folder)]
            )
        except OSError as error:
            raise UsageError(f"--out {args.out}: cannot write there ({error.strerror or error})") from None
        return "".join(f"wrote {path}\n" for path in written)
    if args.command == "compile":
        return _compile()
    record = _read(args.file)
    if args.command == "analyse":
        return _analysis(_replayed(args.file, record), len(record.actions), args.limit) + "\n"
    if args.command == "show":
        try:
            shown_state: State | None = _replayed(args.file, record)
        except NotImplementedGame:
            shown_state = None
        from cardlib.faces.show import describe  # the results' wording, only to show

        return describe(record, shown_state) + "\n"
    return dumps(_replayed(args.file, record).result())


def _replayed(path: str, record: HandRecord) -> State:
    """``record`` replayed; an action the rules refuse is said with the file's name, as reading errors are."""
    try:
        return replay(record)
    except NotImplementedGame:
        raise
    except CardlibError as error:
        raise UsageError(f"{path}: {error}" if path != "-" else str(error)) from None


def _match(args: argparse.Namespace) -> str:
    """The ``match`` command: a duplicate match, kept deal by deal in ``--store`` if given."""
    from cardlib.core.database import FileRefused
    from cardlib.sim.runs import Match, Store, play  # numpy is needed for this command alone

    match = Match(args.game, args.stronger, args.weaker, args.others, args.seed)
    try:  # a file that is not a match store, or is damaged or read-only, is said before a deal is played
        kept = Store(args.store) if args.store else None
    except FileRefused as error:
        raise _refused("--store", args.store, error) from None
    except sqlite3.Error as error:  # such as another program holding the file locked
        raise UsageError(f"--store {args.store}: cannot keep the match there ({error})") from None
    try:
        result = play(match, args.deals, cluster=args.cluster, store=kept)
    except FileRefused as error:  # a damaged row of this match: read, and said, before the first deal
        raise _refused("--store", args.store, error) from None
    except sqlite3.Error as error:  # such as another program holding the file locked
        raise UsageError(f"--store {args.store}: cannot keep the match there ({error})") from None
    except OSError as error:  # the scheduler could not be reached
        if not args.cluster:
            raise
        raise UsageError(f"--cluster {args.cluster}: cannot reach a Dask scheduler there ({error})") from None
    finally:
        if kept is not None:
            kept.close()
    where = f"kept in {args.store}: the same command plays only the deals not kept yet\n" if kept else ""
    return f"{result}\n{where}"


def _class_duplicate(args: argparse.Namespace) -> str:
    """The ``class`` command: make a deal set, or report on the students' records."""
    from cardlib.classroom import class_report, load_deal_set

    if args.step == "deals":
        folder = Path(args.out)
        if folder.exists() and not folder.is_dir():
            raise UsageError(f"--out {args.out}: that is a file; give a folder to write into")
        try:
            _refuse_set_links(folder)
            if not args.replace:
                _keep_another_set(args, folder)
            written = _write_set(args, folder)
        except OSError as error:
            raise UsageError(f"--out {args.out}: cannot write there ({error.strerror or error})") from None
        except CardlibError as error:  # a set.json that is a link to a file elsewhere: named whole
            raise UsageError(str(error)) from None
        if args.annotated:
            return f"wrote the {written} annotated deals of {args.game} and set.json into {args.out}\n"
        return f"wrote {counted(written, 'deal')} of {args.game} and set.json into {args.out}\n"
    if args.step == "serve":
        return _serve(args)
    results = Path(args.results)
    if not results.is_dir():
        raise UsageError(f"RESULTS {args.results}: no such folder; give the folder of the students' folders")
    try:
        deal_set = load_deal_set(Path(args.set))
    except CardlibError as error:
        raise _refused("SET", args.set, error) from None
    try:
        found = class_report(deal_set, results, args.seat, analyse=not args.no_analysis)
    except CardlibError as error:
        raise UsageError(f"--seat: {error}") from None
    return str(found) + "\n"


def _refused(label: str, given: str, error: CardlibError) -> UsageError:
    """A file or folder given as ``label`` (SET, --db) refused, named once: the error may name it already."""
    said = str(error).removeprefix(f"{Path(given)}: ")
    return UsageError(f"{label} {given}: {said}")


def _write_set(args: argparse.Namespace, folder: Path) -> int:
    """Write the deal set ``class deals`` asks for into ``folder``; how many deals it has."""
    if args.annotated:
        from cardlib.classroom.annotated import write_deal_set

        return len(write_deal_set(args.game, folder))
    from cardlib.classroom import make_deal_set

    return len(make_deal_set(args.game, args.seed, args.count, folder, args.players).deals)


def _refuse_set_links(folder: Path) -> None:
    """Refuse a folder whose set.json or deal files are links, before anything there is read or written."""
    from cardlib.classroom.deal_set import DEAL_FILE, MANIFEST, refuse_links

    if folder.is_dir():
        deals = [entry.name for entry in folder.iterdir() if DEAL_FILE.fullmatch(entry.name)]
        refuse_links(folder, [MANIFEST, *sorted(deals)])


def _keep_another_set(args: argparse.Namespace, folder: Path) -> None:
    """Refuse to write over a different deal set: the students may have played it already.

    The new set is written to a scratch folder first; the same set written again (the same command
    run twice) goes ahead, as it changes nothing.
    """
    import tempfile

    from cardlib.classroom.deal_set import MANIFEST

    there = folder / MANIFEST
    if not there.is_file():
        return
    with tempfile.TemporaryDirectory() as scratch:
        trial = Path(scratch)
        _write_set(args, trial)
        same = all(
            (folder / made.name).is_file() and (folder / made.name).read_bytes() == made.read_bytes()
            for made in trial.iterdir()
        )
    if same:
        return
    try:
        manifest = loads(there.read_text(encoding="utf-8-sig"), MANIFEST)
        held = f" ({manifest['game']}, {counted(len(manifest['deals']), 'deal')})"
    except (OSError, ValueError, TypeError, KeyError):
        held = ""
    raise UsageError(
        f"--out {args.out}: it already holds another deal set{held}, which students may have played; "
        "add --replace to write over it, or give another folder"
    )


def _serve(args: argparse.Namespace) -> str:
    """The ``class serve`` command: the class's tables on the web until Ctrl-C."""
    from cardlib.classroom import load_deal_set
    from cardlib.classroom.tables.app import serve
    from cardlib.classroom.tables.guard import Busy
    from cardlib.classroom.tables.server import open_room
    from cardlib.core.database import FileRefused

    try:
        deal_set = load_deal_set(Path(args.set))
    except CardlibError as error:
        raise _refused("SET", args.set, error) from None
    results = Path(args.results)
    if results.exists() and not results.is_dir():
        raise UsageError(f"RESULTS {args.results}: that is a file; give a folder to save the hands in")
    if args.proxy and args.host not in ("127.0.0.1", "localhost", "::1"):
        # the server believes the proxy's word on each student's address: no one else may speak to it
        raise UsageError(
            f"--proxy with --host {args.host}: behind a proxy the server listens on this machine only "
            "(the proxy faces the network); leave out --host"
        )
    db = args.db or str(results / ".tables.sqlite")
    if args.db is None:  # the database lies in RESULTS by default, so RESULTS is made first
        _make_results(args)
    try:  # a --db of another kind, or damaged, is refused before anything is made or written
        room = open_room(
            deal_set,
            results,
            Path(db),
            args.tables,
            args.level.replace("-", " "),
            args.teacher_seats,
            f"on port {args.port}",
        )
    except FileRefused as error:
        raise _refused("--db", db, error) from None
    except Busy as error:  # another server serves these tables or results now
        raise UsageError(str(error)) from None
    except OSError as error:  # RESULTS could not be made
        raise UsageError(f"RESULTS {args.results}: cannot make it ({error.strerror or error})") from None
    except sqlite3.Error as error:  # such as another program holding the file locked
        raise UsageError(f"--db {db}: cannot keep the class's tables there ({error})") from None
    try:
        _make_results(args)
    except UsageError:
        room.close()
        room.store.close()
        raise
    try:
        serve(room, args.host, args.port, args.proxy)
    except OSError as error:
        raise UsageError(f"--port {args.port}: cannot listen there ({error.strerror or error})") from None
    return "The class's tables are closed; start the same command again to carry on where they were.\n"


def _make_results(args: argparse.Namespace) -> None:
    """Make ``class serve``'s RESULTS folder, if it is not there yet."""
    try:
        Path(args.results).mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise UsageError(f"RESULTS {args.results}: cannot make it ({error.strerror or error})") from None


def _compile() -> str:
    """``cardlib compile``: the open-hand search compiled, or found compiled already, in a line."""
    from cardlib.analysis import compiled

    if not compiled.AVAILABLE:
        return (
            "numba is not installed (or cannot be imported), so the kit analyses with its Python search, "
            'which needs no compiling; pip install -e ".[fast]" installs numba for the faster, compiled one\n'
        )
    try:
        done = compiled.prepare()
    except Exception as error:  # numba's own errors run to many lines: the first says what went wrong
        said = (str(error).strip().splitlines() or [type(error).__name__])[0]
        raise CardlibError(f"numba could not compile the open-hand search: {said}") from None
    if done.kept_in is None:
        return (
            f"the open-hand search compiled in {done.seconds:.1f} s, but numba can keep it in no folder "
            "here (set NUMBA_CACHE_DIR to one it may write to): each new process compiles it again\n"
        )
    if done.compiled:
        return f"the open-hand search is compiled ({done.seconds:.1f} s) and kept in {done.kept_in}\n"
    return f"the open-hand search was compiled already (kept in {done.kept_in})\n"


class CannotAnalyse(Exception):
    """A valid record whose position the open-hand analysis cannot take on (exit status 3)."""


#: Hands of this many cards are analysed in a moment in every game.
QUICK_HAND = 7


def _analysis(state: State, actions: int, limit: int = DEFAULT_LIMIT) -> str:
    """The report of a finished hand, or the analysis of the position a record has reached."""
    from cardlib.analysis import NotAnalysable, SearchTooBig, analyse

    try:
        return str(_report(state, limit) if state.is_over() else analyse(state, limit))
    except SearchTooBig:
        held = sum(len(state.hand(p)) for p in state.deal.players)
        quick = QUICK_HAND * len(state.deal.players)
        gave_up = f"the open-hand search gave up after {limit:,} positions (raise it with --limit)"
        if held <= quick:
            raise CannotAnalyse(f"{gave_up}; try the position a trick or two later") from None
        raise CannotAnalyse(
            f"{gave_up}: after action {actions} the hands still hold {counted(held, 'card')}, and "
            f"analysis is quick from about {QUICK_HAND} cards a hand, that is from action "
            f"{actions + held - quick} on"
        ) from None
    except NotAnalysable as error:
        raise CannotAnalyse(f"{error}; the record has {counted(actions, 'action')}") from None


def _report(state: State, limit: int) -> Report:
    """Where a finished hand went wrong, with a progress bar on the error stream."""
    from tqdm.auto import tqdm

    from cardlib.analysis import where_it_went_wrong

    bars: list[Any] = []  # drawn at the first card analysed, so that a hand refused at once shows no bar

    def advance(done: int, total: int) -> None:
        if not bars:
            bars.append(tqdm(desc="analysing the hand", unit="card", total=total))
        bars[0].update(done - bars[0].n)

    try:
        return where_it_went_wrong(state, limit, progress=advance)
    finally:
        for bar in bars:
            bar.close()


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``cardlib`` command."""
    if hasattr(sys.stdout, "reconfigure"):
        sys.stdout.reconfigure(encoding="utf-8")
    try:
        sys.stdout.write(run(sys.argv[1:] if argv is None else argv))
    except CannotAnalyse as error:
        print(f"cardlib: cannot analyse this record: {error}", file=sys.stderr)
        return 3
    except (UsageError, CardlibError) as error:
        print(f"cardlib: {error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # the output went to a program that stopped reading (`| head`): not an error
        sys.stderr.close()
        return 0
    except Exception as error:  # a bug in cardlib: still no traceback for the user
        print(
            f"cardlib: unexpected error ({type(error).__name__}: {error}); please report it", file=sys.stderr
        )
        return 1
    return 0
