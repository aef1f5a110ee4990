"""Printable worksheets for teachers: fresh questions from a seed, drawn, with a separate answer key.

A sheet is one HTML page: a title, a line for the name and date, then the numbered questions, each
with its cards drawn and room to write the answer. The key has the same questions with each answer
and its working. Several topics may share a sheet, one section each. Print CSS keeps a question on
one page and sizes the pictures to the paper, A4 or Letter; the same seed gives the same bytes.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from pathlib import Path

from cardlib.core.errors import CardlibError
from cardlib.core.words import counted
from cardlib.exercises.questions import Question
from cardlib.exercises.topics import all_topics, make_questions
from cardlib.render.html import printable_page

#: What to write on the answer line, by the kind of answer wanted.
WANTED = {
    "seat": "a player, or nobody",
    "yes/no": "yes or no",
    "number": "a number",
    "amount": "a number, negative for a loss",
    "to-go": 'how many to go, or "out"',
    "call": "a call",
    "card": "a card",
    "percent": "a chance in per cent",
}

STYLE = """
body { font-family: "DejaVu Sans", Arial, sans-serif; color: #111; max-width: 46em; margin: 1.5em auto;
  line-height: 1.4; font-size: 11pt; }
h1 { font-size: 1.5em; margin: 0 0 0.3em; }
h2 { font-size: 1.15em; margin: 1.2em 0 0.4em; border-bottom: 1px solid #999; break-after: avoid;
  page-break-after: avoid; }
.who { display: flex; gap: 2em; margin: 0.8em 0 1.2em; }
.who span { flex: 1; border-bottom: 1px solid #333; padding-bottom: 2px; }
.question { break-inside: avoid; page-break-inside: avoid; margin: 0 0 1.1em; }
.question p { margin: 0.2em 0; }
.picture { margin: 0.3em 0; }
.picture svg { max-width: 100%; height: auto; }
.picture table { border-collapse: collapse; }
.picture .cardlib-piles svg { height: 56px !important; }  /* piles keep their size on screen; on paper
  a hand and a pile of twenty must fit the page's width */
.picture td, .picture th { padding: 1px 6px; text-align: left; }
.answer-line { margin-top: 0.5em; border-bottom: 1px dotted #333; height: 1.8em; }
.answer-line small { color: #555; }
.working { margin: 0.3em 0 0; }
.key-answer { font-weight: bold; }
@page { size: auto; margin: 14mm 15mm; }
@media print {
  body { margin: 0; max-width: none; }
  .picture svg { max-height: 80mm; }
  a { color: inherit; text-decoration: none; }
}
"""


def _title(topics: Sequence[str]) -> str:
    return " · ".join(all_topics()[t].title for t in topics)


def _question(number: int, question: Question, answered: bool) -> str:
    picture = f'<div class="picture">{question.picture}</div>' if question.picture else ""
    if answered:
        tail = (
            f'<p class="key-answer">Answer: {escape(question.shown_answer())}</p>'
            f'<p class="working">{escape(question.explanation)}</p>'
        )
    else:
        tail = f'<div class="answer-line"><small>Answer ({WANTED[question.kind]}):</small></div>'
    return (
        f'<section class="question" id="q{number}"><p><b>{number}.</b> {escape(question.headline())}</p>'
        f"{picture}{tail}</section>"
    )


def _sections(questions: dict[str, list[Question]], answered: bool) -> str:
    parts, number = [], 1
    for topic, asked in questions.items():
        if len(questions) > 1:
            parts.append(f"<h2>{escape(all_topics()[topic].title)}</h2>")
        for question in asked:
            parts.append(_question(number, question, answered))
            number += 1
    return "".join(parts)


def _questions(topics: Sequence[str], seed: int, count: int) -> dict[str, list[Question]]:
    if not topics:
        raise CardlibError(f"no topic given: choose one or more of {', '.join(all_topics())}")
    return {topic: make_questions(topic, seed, count) for topic in dict.fromkeys(topics)}


def worksheet_html(topics: Sequence[str], seed: int, count: int) -> str:
    """The worksheet: a title, a name and date line, the questions drawn, and room for each answer."""
    questions = _questions(topics, seed, count)
    title = _title(list(questions))
    body = (
        f"<h1>{escape(title)}</h1>"
        '<div class="who"><span>Name:</span><span>Date:</span></div>'
        f"<p><i>{counted(sum(map(len, questions.values())), 'question')} (seed {seed}). "
        "Write each answer on its line."
        "</i></p>" + _sections(questions, answered=False)
    )
    return printable_page(title, body, STYLE)


def answer_key_html(topics: Sequence[str], seed: int, count: int) -> str:
    """The answer key: the same questions, each with its answer and the working behind it."""
    questions = _questions(topics, seed, count)
    title = f"Answers: {_title(list(questions))}"
    body = f"<h1>{escape(title)}</h1><p><i>Seed {seed}.</i></p>" + _sections(questions, answered=True)
    return printable_page(title, body, STYLE)


def sheets(topics: str | Sequence[str], seed: int, count: int) -> dict[str, str]:
    """The worksheet and its answer key, as HTML, by file name."""
    chosen = [topics] if isinstance(topics, str) else list(topics)
    stem = f"worksheet-{'+'.join(dict.fromkeys(chosen))}-{seed}"
    return {
        f"{stem}.html": worksheet_html(chosen, seed, count),
        f"{stem}-answers.html": answer_key_html(chosen, seed, count),
    }


def write_worksheet(topics: str | Sequence[str], seed: int, count: int, folder: Path) -> list[Path]:
    """Write the worksheet and its key into ``folder`` and return their paths."""
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for name, text in sheets(topics, seed, count).items():
        path = folder / name
        path.write_text(text, encoding="utf-8")
        written.append(path)
    return written
