"""``python -m cardlib play GAME``: a hand against the computer in the terminal, as the Table plays it."""

from __future__ import annotations

from collections.abc import Callable

from cardlib.players.table_game import TableGame, is_card


def _screen(game: TableGame) -> str:
    lines = ["", game.message]
    history = game.history()
    if history:
        lines.append("so far: " + "; ".join(history[-8:]))
    trick = game.current_trick()
    if trick:
        lines.append("trick: " + "  ".join(f"{p} {c.symbol}" for p, c in trick))
    last = game.last_trick()
    if last is not None and not trick:
        plays, winner = last
        lines.append("last trick: " + "  ".join(f"{p} {c.symbol}" for p, c in plays) + f"  (won by {winner})")
    if game.state.is_over():
        return "\n".join([*lines, "The hand is over.", *game.result_lines()])
    hand = " ".join(c.symbol for c in game.your_cards())
    legal = game.legal()
    others = [a for a in legal if not is_card(a)]
    cards = [a for a in legal if is_card(a)]
    lines += [f"your hand: {hand}", "you may: " + ", ".join(others + cards)]
    return "\n".join(lines)


def play_in_terminal(
    game: str,
    seed: int,
    read: Callable[[str], str],
    write: Callable[[str], None],
    level: str = "rule of thumb",
) -> None:
    """Play one hand: ``read(prompt)`` gives the user's words, ``write`` shows text.

    Besides actions: "why" (the computer players' reasons), "analyse" (open-hand analysis), "undo", "quit".
    """
    table = TableGame(game, seed=seed, level=level)
    write(
        f"{game}, seed {seed}, opponents: {level}. You are {table.seat}. "
        "Type an action (as shown), 'why', 'analyse', 'undo' or 'quit'."
    )
    while True:
        write(_screen(table))
        if table.state.is_over():
            return
        try:
            words = read("> ").strip()
        except EOFError:
            write("bye")
            return
        if words in ("quit", "exit"):
            write("bye")
            return
        if words == "undo":
            table.undo()
            continue
        if words == "why":
            write("\n".join(table.why()))
            continue
        if words == "analyse":
            write("\n".join(table.analysis()))
            continue
        table.act(words)
