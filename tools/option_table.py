"""Write the table of rule options in docs/hand-records.md from the options the games define.

``python tools/option_table.py`` rewrites the table between its two marker lines: every option of
every game, its values (the default first), whether that default is Foster's rule, the kit's reading
where he is silent or unclear, or the kit's choice against his rule, and why. The options in the code
are the one source; a test checks that the page is current.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from cardlib.core.options import DEPARTURE, FOSTER, READING, Option  # noqa: E402
from cardlib.games.registry import GAMES  # noqa: E402

PAGE = ROOT / "docs" / "hand-records.md"
BEGIN = "<!-- options table: written by tools/option_table.py from the games' options; do not edit -->"
END = "<!-- end of the options table -->"
#: What the table says of each kind of default.
KINDS = {FOSTER: "Foster's rule", READING: "the kit's reading", DEPARTURE: "against Foster"}


def _value(value: object) -> str:
    return f"`{json.dumps(value, ensure_ascii=False)}`"


def _values(option: Option) -> str:
    if option.minimum is not None:
        return f"{_value(option.default)}, or any number from {_value(option.minimum)}"
    return ", ".join(_value(v) for v in option.values)


def rows() -> list[tuple[str, Option]]:
    """Every option once, with its game (``all`` for one every game shares, listed first)."""
    shared = set.intersection(*({o.name for o in spec.options} for spec in GAMES.values()))
    first = next(iter(GAMES.values()))
    found = [("all", o) for o in first.options if o.name in shared]
    for game, spec in GAMES.items():
        found += [(game, o) for o in spec.options if o.name not in shared]
    return found


def table() -> str:
    """The Markdown table, between its marker lines."""
    lines = [
        BEGIN,
        "| game | option | values (default first) | the default is | why | digest |",
        "|---|---|---|---|---|---|",
    ]
    for game, option in rows():
        digest = option.digest.replace("/", ", ")
        kind, why = KINDS[option.default_is], option.why
        lines.append(f"| {game} | `{option.name}` | {_values(option)} | {kind} | {why} | {digest} |")
    return "\n".join([*lines, END])


def page(text: str) -> str:
    """``text`` (docs/hand-records.md) with its options table written afresh."""
    pattern = re.compile(re.escape(BEGIN) + ".*?" + re.escape(END), re.S)
    if not pattern.search(text):
        raise SystemExit(f"{PAGE.relative_to(ROOT)} has no options table between the marker lines")
    return pattern.sub(lambda _: table(), text)


def main() -> int:
    PAGE.write_text(page(PAGE.read_text(encoding="utf-8")), encoding="utf-8")
    print(f"wrote the options table of {PAGE.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
