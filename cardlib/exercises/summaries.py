"""One-page rule summaries a teacher can print, one a game, their tables read from the engine's own.

The words are a summary in the kit's own words; every number (the ladder, the payment tables, Table 1,
the Game values) is taken from the modules the engines settle by, so a summary cannot drift from the
play. Each game writes its page in its own package (its spec's ``summary``); ``cardlib rules GAME``
writes one; ``docs/rules/`` keeps a printed copy of each.
"""

from __future__ import annotations

from pathlib import Path

from cardlib.core.errors import CardlibError
from cardlib.games.registry import GAMES
from cardlib.render.summary import summary_page


def summarised_games() -> list[str]:
    """The games that have a one-page summary, in the registry's order."""
    return [name for name, spec in GAMES.items() if spec.summary]


def rule_summary_html(game: str) -> str:
    """The printable page of ``game``'s rules."""
    spec = GAMES.get(game)
    if spec is None or spec.summary is None:
        raise CardlibError(f'"{game}": choose one of {", ".join(summarised_games())}')
    return summary_page(spec.summary()())


def write_rule_summary(game: str, folder: Path) -> Path:
    """Write ``rules-GAME.html`` into ``folder`` and return its path."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"rules-{game}.html"
    path.write_text(rule_summary_html(game), encoding="utf-8")
    return path
