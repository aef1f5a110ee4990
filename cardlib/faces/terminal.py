"""``python -m cardlib play GAME``: a hand against the computer in the terminal, as the Table plays it."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

from cardlib.core.cards import Card, card_or_none
from cardlib.core.game import State
from cardlib.core.record import HandRecord
from cardlib.core.words import per_seat
from cardlib.faces.commands import WORDS
from cardlib.render.results import hand_result_text
from cardlib.render.state import auction_so_far, headline, shown_words

if TYPE_CHECKING:  # loaded with the first hand, not with the command line
    from cardlib.players.table_game import TableGame


def help_text() -> str:
    """What may be typed, one line a word."""
    lines = ["Type one of the actions listed after 'you may:' (such as pass, bid 2 or 10H), or:"]
    return "\n".join([*lines, *(f"  {word:<8} {what}" for word, what in WORDS.items())])


def table_facts(state: State) -> list[str]:
    """What lies on the table from the start: the turn-up, and the record's per-deal fields.

    The rest of the pack (a field of the pack's cards) lies face down: it is not told.
    """
    facts = [f"turn-up: {state.deal.turn_up.symbol}"] if state.deal.turn_up is not None else []
    for game_field in state.rules.spec.fields:
        if game_field.of_the_pack:
            continue
        value = state.fields.get(game_field.name)
        if isinstance(value, dict):
            facts.append(f"{game_field.name.replace('_', ' ')}: " + per_seat(value))
        elif isinstance(value, list):
            facts.append(f"{game_field.name.replace('_', ' ')}: " + " ".join(str(n) for n in value))
    return facts


def _trick_line(number: int, plays: Iterable[tuple[str, Card]], winner: str) -> str:
    return f"trick {number}: " + "  ".join(f"{p} {c.symbol}" for p, c in plays) + f"  (won by {winner})"


def _screen(game: TableGame, seen: int, said: int = 0) -> str:
    """What changed since the last screen, then the position and your turn.

    The last screen showed ``seen`` tricks and an auction of ``said`` actions. The auction (every action
    that is not a card, as your seat may see it) has a line of its own, whole, while it goes on and
    whenever it has changed since (the trump named, "i pay"); the cards are shown trick by trick.
    """
    state = game.state
    lines = ["", game.message] if game.message else [""]
    auction = auction_so_far(state, game.seat)
    if auction and (state.phase() != "play" or len(auction) != said):
        label = f"{state.rules.spec.before_play}: "
        lines.append(label + ("\n" + " " * len(label)).join(_rows(auction, 80 - len(label), ";")))
    for number, trick in enumerate(state.completed_tricks()[seen:], start=seen + 1):
        lines.append(_trick_line(number, trick.plays, trick.winner(state.trump)))
    on_table = game.current_trick()
    if on_table:
        lines.append("trick: " + "  ".join(f"{p} {c.symbol}" for p, c in on_table))
    lines.append(headline(state))
    shown = state.shown()
    if shown:
        lines.append(f"{shown_words(state, shown)}: {shown.symbol}")
    if state.is_over():
        return "\n".join([*lines, "The hand is over.", *hand_result_text(state)])
    hand = " ".join(c.symbol for c in game.your_cards())
    legal = game.legal()
    others = [a for a in legal if card_or_none(a) is None]
    cards = [a for a in legal if card_or_none(a) is not None]
    # the cards first, as the hand above lists them; then the other words ("i pay")
    lines += [f"your hand: {hand}", "you may: " + "\n         ".join(_rows(cards + others, 70))]
    return "\n".join(lines)


def _rows(items: list[str], width: int, between: str = ",") -> list[str]:
    """``items`` joined by ``between`` in lines of at most ``width`` characters, an item never split.

    A long list (Fontainebleau's fifty calls) reads as a block, each call whole ("nine clubs").
    """
    rows: list[str] = []
    for item in items:
        if rows and len(rows[-1]) + len(item) + 2 <= width:
            rows[-1] += f"{between} {item}"
        else:
            if rows:
                rows[-1] += between
            rows.append(item)
    return rows


#: What :func:`_next_words` gives for Ctrl-C: never typed words, as an empty line asks again.
_INTERRUPTED = ""


def _next_words(read: Callable[[str], str]) -> str:
    """The user's next words; an empty line asks again, and the end of the input means quit.

    Ctrl-C at the prompt gives :data:`_INTERRUPTED`, which also quits: the hand so far is kept (and
    saved with ``--save``), where an interrupted program would lose it.
    """
    while True:
        try:
            words = read("> ").strip()
        except EOFError:
            return "quit"
        except KeyboardInterrupt:
            return _INTERRUPTED
        if words:
            return words


def play_in_terminal(
    game: str,
    seed: int,
    read: Callable[[str], str],
    write: Callable[[str], None],
    level: str = "rule of thumb",
    record: HandRecord | None = None,
    limit: int | None = None,
    seat: str | None = None,
) -> State:
    """Play one hand: ``read(prompt)`` gives the user's words, ``write`` shows text; return the hand.

    Besides actions, the words of :data:`WORDS` are understood. With ``record``, that deal is played
    (from its start) instead of a fresh one from ``seed``, you as ``seat`` (by default the player in
    the first seat's place); ``limit`` is the open-hand search's, for ``analyse``.
    """
    return play_table_in_terminal(game, seed, read, write, level, record, limit, seat).state


def play_table_in_terminal(
    game: str,
    seed: int,
    read: Callable[[str], str],
    write: Callable[[str], None],
    level: str = "rule of thumb",
    record: HandRecord | None = None,
    limit: int | None = None,
    seat: str | None = None,
) -> TableGame:
    """Play one hand as :func:`play_in_terminal` does; return the table (the hand, and the seat you had)."""
    from cardlib.players.table_game import TableGame  # the players load with the first hand, not the CLI

    home = seat if seat is not None and record is None else "A"  # a given deal's seat is taken below
    table = TableGame(game, home, seed=seed, level=level)
    if limit is not None:
        table.limit = limit
    if record is not None:
        table.play_record(record, seat=seat)
    title = table.state.rules.spec.title
    dealt = "the deal given" if record is not None else f"seed {seed}"
    write(f"{title}, {dealt}, opponents: {level}. You are {table.seat}. Type 'help' for help.")
    for fact in table_facts(table.state):
        write(fact)
    seen = said = 0
    while True:
        write(_screen(table, seen, said))
        seen, said = len(table.state.completed_tricks()), len(auction_so_far(table.state, table.seat))
        table.message = ""
        if table.state.is_over():
            return table
        words = _next_words(read)
        if words == _INTERRUPTED:
            write("\nbye (Ctrl-C)")  # after the ^C the terminal shows on the prompt's line
            return table
        if words.lower() in ("quit", "exit"):
            write("bye")
            return table
        if words.lower() == "help":
            write(help_text())
        elif words.lower() == "undo":
            table.undo()
            seen = min(seen, len(table.state.completed_tricks()))
        elif words.lower() == "why":
            write("\n".join(table.why()))
        elif words.lower() == "analyse" and record is not None and not table.state.is_over():
            # a class deal is played blind at every table, as the class table plays it
            write("With a class's deal, the analysis waits until the hand is over; type it again then.")
        elif words.lower() == "analyse":
            lines = table.analysis()
            if "gave up" in lines[0]:
                lines.append(f"To search longer, start the game with --limit {5 * table.limit}.")
            write("\n".join(lines))
        else:
            table.act(words)
