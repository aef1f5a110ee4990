"""Issue 32: every command the README, the teacher's guide and the docs show runs as written.

Each document's ``.venv/bin/cardlib`` commands (in code blocks and in the text) are run in order, in a
fresh folder of their own, after the README's set-up (a ``.venv/bin/cardlib`` that is the kit's). A
placeholder (GAME, S, N, TOPIC) is filled in as a reader would; a synopsis with brackets is not a
command. ``play`` is fed the first legal action at every turn, so its hand is played to the end.
"""

from __future__ import annotations

import re
import signal
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from cardlib.classroom import make_deal_set
from cardlib.players import rule_of_thumb
from cardlib.players.table_game import TableGame
from cardlib.records import load_record

ROOT = Path(__file__).resolve().parent.parent
DOCUMENTS = [
    "README.md",
    "docs/teachers-guide.md",
    "docs/cli.md",
    "docs/site.md",
    "docs/class-tables.md",
    "exercises/README.md",
]
PLACEHOLDERS = {"GAME": "pitch", "S": "1", "N": "2", "TOPIC": "tricks", "DIR": "out", "COMMAND": "deal"}
COMMAND = re.compile(r"(?:^\s*\$ |^\s*|`)((?:echo [^|`\n]*\| )?\.venv/bin/cardlib [^`\n#]*)", re.M)
#: Words that name a command; a mention such as `.venv/bin/cardlib class deals` is a name, not a command.
NAMES = {"deal", "show", "replay", "play", "analyse", "advise", "worksheet", "rules", "class", "match"}
NAMES |= {"deals", "report", "serve"}  # the steps of `class`


def _readme_block(text: str) -> range:
    """Where the README's command-line block lies: test_cli runs it, and checks its output."""
    start = text.index("```bash\n", text.index("## The command line"))
    return range(start, text.index("\n```", start + 8))


def commands(document: str) -> list[tuple[str, bool]]:
    """The commands ``document`` shows, in order, each with whether the document shows it failing."""
    text = (ROOT / document).read_text(encoding="utf-8")
    skip = _readme_block(text) if document == "README.md" else range(0)
    found = []
    for match in COMMAND.finditer(text):
        line = match.group(1).strip()
        named = set(line.split()[1:]) <= NAMES
        if "[" in line or "…" in line or named or match.start(1) in skip:
            continue  # a synopsis, a command's name, or the README block test_cli runs
        line = " ".join(PLACEHOLDERS.get(word, word) for word in line.split(" "))
        following = text[match.end() :].split("\n", 2)[1] if "\n" in text[match.end() :] else ""
        found.append((line, following.startswith("cardlib:")))
    return found


def test_the_documents_spell_the_command_one_way():
    """After the README's set-up the command is .venv/bin/cardlib; a bare `cardlib …` is not found."""
    for document in DOCUMENTS:
        text = (ROOT / document).read_text(encoding="utf-8")
        assert not re.search(r"`cardlib (?!/)", text), document
    for notebook in [*ROOT.glob("notebooks/*.ipynb"), *ROOT.glob("exercises/*.ipynb"), *ROOT.glob("*.ipynb")]:
        assert "`cardlib " not in notebook.read_text(encoding="utf-8"), notebook.name


def _moves(line: str, folder: Path) -> str:
    """What a reader types at each turn of the hand ``line`` plays: the rule-of-thumb player's choice."""
    words = line.split()
    game = words[words.index("play") + 1]
    seed = int(words[words.index("--seed") + 1]) if "--seed" in words else 1
    table = TableGame(game, seed=seed)  # as play_in_terminal deals it
    if "--deal" in words:
        table.play_record(load_record(folder / words[words.index("--deal") + 1]))
    guide, moves = rule_of_thumb(game), []
    while not table.state.is_over():
        moves.append(guide(table.state))
        assert table.act(moves[-1]), table.message
    return "\n".join(moves) + "\n"


def _serves(line: str, folder: Path) -> None:
    """`class serve` runs until stopped: it must open (on a free port, so that runs never clash), then
    stop cleanly when told to, as Ctrl-C stops it."""
    words = line.split()
    if "--port" in words:
        del words[words.index("--port") : words.index("--port") + 2]
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    server = subprocess.Popen(
        [*words, "--port", str(port)], cwd=folder, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    try:
        assert server.stdout is not None
        said = [server.stdout.readline() for _ in range(3)]
        assert "Students open: http://" in "".join(said), (line, said, server.poll())
    finally:
        server.send_signal(signal.SIGINT)
        out, err = server.communicate(timeout=30)
    assert server.returncode == 0 and "Traceback" not in err, (line, err)
    assert "start the same command again" in out


@pytest.mark.parametrize("document", [d for d in DOCUMENTS if commands(d)])
def test_every_command_a_document_shows_runs_as_written(document, tmp_path):
    venv = tmp_path / ".venv" / "bin"
    venv.mkdir(parents=True)
    (venv / "cardlib").symlink_to(Path(sys.executable).parent / "cardlib")
    for line, fails in commands(document):
        stdin = _moves(line, tmp_path) if line.split()[1] == "play" else ""
        if " class report " in line:  # a page that only reads a class's folders assumes they were made
            words = line.split()
            folder, results = words[words.index("report") + 1 : words.index("report") + 3]
            if not (tmp_path / folder).exists():
                make_deal_set("pitch", 7, 2, tmp_path / folder)
            (tmp_path / results).mkdir(exist_ok=True)
        if " class serve " in line:
            _serves(line, tmp_path)
            continue
        run = subprocess.run(line, shell=True, cwd=tmp_path, input=stdin, capture_output=True, text=True)
        if fails:
            assert run.returncode == 2 and run.stderr.startswith("cardlib: "), f"{line}: {run.stderr}"
        else:
            assert run.returncode == 0, f"{document}: {line}: {run.stderr}"
        assert "Traceback" not in run.stderr
