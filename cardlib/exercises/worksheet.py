"""Printable worksheets for teachers: fresh questions from a seed, with a separate answer key."""

from __future__ import annotations

from html import escape
from pathlib import Path

from cardlib.exercises.questions import Question
from cardlib.exercises.topics import make_questions

TITLES = {
    "tricks": "Who wins the trick?",
    "legal": "Is the play legal?",
    "ladder": "The Boston ladder",
    "boston-payments": "Boston payments",
    "fontainebleau-payments": "Fontainebleau payments",
    "pitch-points": "The four points of Auction Pitch",
    "setback": "Set back in Auction Pitch",
}


def _markdown(title: str, lines: list[str]) -> str:
    return f"# {title}\n\n" + "\n\n".join(lines) + "\n"


def _html(title: str, lines: list[str]) -> str:
    items = "".join(f"<p>{escape(line)}</p>" for line in lines)
    return (
        f'<!DOCTYPE html>\n<html><head><meta charset="utf-8"><title>{escape(title)}</title>'
        "<style>body{font-family:sans-serif;max-width:40em;margin:2em auto;line-height:1.5}</style>"
        f"</head><body><h1>{escape(title)}</h1>{items}</body></html>\n"
    )


def sheets(topic: str, seed: int, count: int) -> dict[str, str]:
    """The worksheet and its answer key, as Markdown and HTML, by file name."""
    questions: list[Question] = make_questions(topic, seed, count)
    title = f"{TITLES[topic]} (seed {seed})"
    asked = [f"{i}. {q.prompt}" for i, q in enumerate(questions, start=1)]
    answered = [f"{i}. {q.reveal()}" for i, q in enumerate(questions, start=1)]
    stem = f"worksheet-{topic}-{seed}"
    return {
        f"{stem}.md": _markdown(title, asked),
        f"{stem}.html": _html(title, asked),
        f"{stem}-answers.md": _markdown(f"Answers: {title}", answered),
        f"{stem}-answers.html": _html(f"Answers: {title}", answered),
    }


def write_worksheet(topic: str, seed: int, count: int, folder: Path) -> list[Path]:
    """Write the four files into ``folder`` and return their paths."""
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for name, text in sheets(topic, seed, count).items():
        path = folder / name
        path.write_text(text, encoding="utf-8")
        written.append(path)
    return written
