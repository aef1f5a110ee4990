"""The class's exercise pages as HTML: the students' questions, the teacher's live page, and what it prints.

Every student's word is escaped here; the pictures are the kit's own (``Question.picture``, the card
faces), so a question reads in the class's pages as it reads in a notebook and on a worksheet.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable
from html import escape
from urllib.parse import quote

from cardlib.classroom.tables.answer_summary import Mistake, QuestionCount, everyone, student_counts
from cardlib.classroom.tables.answers import MOST_QUESTIONS, Answer, Asked, Sheet
from cardlib.core.cards import Card
from cardlib.exercises.attempt import option_label
from cardlib.exercises.topics import all_topics
from cardlib.exercises.worksheet import WANTED
from cardlib.render.svg import card_svg

#: A verdict's mark and the word a screen reader hears with it: never colour alone.
MARKS = {"right": ("✔", "Right"), "wrong": ("✘", "Not right"), "unreadable": ("?", "Not read")}


def feedback(answer: Answer | None) -> str:
    """The feedback an answer was given, marked (✔ ✘ ?) and coloured by its verdict."""
    if answer is None:
        return ""
    mark, _ = MARKS[answer.verdict]
    return (
        f'<p class="verdict is-{answer.verdict}"><b aria-hidden="true">{mark}</b> '
        f"<span>You answered “{escape(answer.given)}”. {escape(answer.feedback)}</span></p>"
    )


def _options(asked: Asked) -> str:
    """The answers offered, as buttons: a card drawn with the kit's face, anything else in words."""
    question = asked.question
    rows = question.option_rows or (("", question.options),)
    place = {value: i for i, value in enumerate(question.options)}
    parts = []
    for title, values in rows:
        buttons = []
        for value in values:
            i = place[value]
            if isinstance(value, Card):
                why = question.refused.get(value)
                extra = f' disabled title="{escape(why)}"' if why else ""
                reason = f": {why}" if why else ""  # said with its name: a title alone reaches no keyboard
                buttons.append(
                    f'<button type="submit" name="option" value="{i}" class="card-option" '
                    f'aria-label="{escape(value.symbol)}, the {escape(value.name)}{escape(reason)}"{extra}>'
                    f"{card_svg(value)}</button>"
                )
            else:
                buttons.append(
                    f'<button type="submit" name="option" value="{i}">{escape(option_label(value))}</button>'
                )
        heading = f"<p class='row-title'>{escape(title)}</p>" if title else ""
        parts.append(f'{heading}<div class="options">{"".join(buttons)}</div>')
    legend = "Click a card" if question.kind == "card" else "Your answer"
    return f"<fieldset><legend>{legend}</legend>{''.join(parts)}</fieldset>"


def _typed(asked: Asked) -> str:
    """A box to type the answer in, and its Check button."""
    n = asked.number
    return (
        f'<label for="a{n}">Your answer ({escape(WANTED[asked.question.kind])})</label> '
        f'<input id="a{n}" name="answer" autocomplete="off" spellcheck="false" maxlength="200"> '
        '<button type="submit">Check</button>'
    )


def question_html(asked: Asked, latest: Answer | None, sheet: Sheet, xsrf: str = "") -> str:
    """One question as the student answers it: its words, its picture, the answer to give, the feedback."""
    question, n = asked.question, asked.number
    picture = f'<div class="board cardlib-fluid">{question.picture}</div>' if question.picture else ""
    control = _options(asked) if question.options else _typed(asked)
    return (
        f'<section class="question" id="q{n}" aria-labelledby="q{n}-title">'
        f'<h3 id="q{n}-title">Question {n}</h3><p class="prompt">{escape(question.headline())}</p>{picture}'
        f'<form class="answer" data-q="{n}" data-sheet="{sheet.id}" method="post" action="exercises">'
        f'{xsrf}<input type="hidden" name="q" value="{n}">'
        f'<input type="hidden" name="sheet" value="{sheet.id}">'
        f"{control}</form>"
        f'<div class="feedback" id="f{n}">{feedback(latest)}</div></section>'
    )


def exercises_body(sheet: Sheet | None, name: str, latest: dict[int, Answer], xsrf: str = "") -> str:
    """The student's page of questions (filled in and kept live by its script)."""
    head = (
        f"<p>{escape(name)}, answer each question and press <b>Check</b> (or click your answer): "
        "the page says at once whether it is right, and why. Your teacher sees your answers. "
        '<a href="play">Your table</a></p>'
        '<div id="status" tabindex="-1">Connecting…</div>'
        '<div id="said" class="cardlib-live" role="status" aria-live="polite" aria-atomic="true"></div>'
        '<div id="refusal" class="refusal" role="alert"></div>'
    )
    if sheet is None:
        return (
            head + '<p id="no-sheet">The teacher has not set any questions yet: '
            "this page fills in when he does.</p>"
        )
    # the page keeps an answer it could not send under its student's name (a browser may be shared)
    parts = [
        head,
        f'<p id="sheet" data-sheet="{sheet.id}" data-who="{escape(name)}">{escape(sheet.words())}</p>',
    ]
    for topic in sheet.topics:
        if len(sheet.topics) > 1:
            parts.append(f"<h2>{escape(all_topics()[topic].title)}</h2>")
        parts.extend(
            question_html(a, latest.get(a.number), sheet, xsrf) for a in sheet.asked if a.topic == topic
        )
    return "".join(parts)


def sheet_form(xsrf: str, sheet: Sheet | None) -> str:
    """The teacher's choice of what the class works on: topics, a seed, questions a topic."""
    chosen = set(sheet.topics) if sheet else set()
    boxes = "".join(
        f'<label class="topic"><input type="checkbox" name="topic" value="{escape(name)}"'
        f"{' checked' if name in chosen else ''}> {escape(topic.title)} <small>({escape(name)}, "
        f"{escape(topic.lesson_title)})</small></label>"
        for name, topic in all_topics().items()
    )
    seed = sheet.seed if sheet else 1
    count = sheet.count if sheet else 8
    return (
        f'<form method="post" action="answers" class="sheet-form">{xsrf}'
        f"<fieldset><legend>Topics</legend>{boxes}</fieldset>"
        f'<p><label>Seed <input name="seed" inputmode="numeric" value="{seed}" size="8"></label> '
        f'<label>Questions a topic <input name="count" inputmode="numeric" value="{count}" size="3"></label> '
        f"<small>(1 to {MOST_QUESTIONS}; the same seed gives the same questions, as "
        "<code>cardlib worksheet</code> does)</small></p>"
        '<p><button type="submit">Set these questions for the class</button></p></form>'
    )


#: The spellings of a mistake shown, and the length each is cut to (a page a class can read).
SPELLINGS, CUT = 3, 40


def _cut(text: str) -> str:
    return text if len(text) <= CUT else text[: CUT - 1] + "…"


def _mistake(mistake: Mistake) -> str:
    said = ", ".join(
        f"“{escape(_cut(text))}”{f' × {count}' if count > 1 else ''}"
        for text, count in mistake.said[:SPELLINGS]
    )
    if len(mistake.said) > SPELLINGS:
        said += f" and {len(mistake.said) - SPELLINGS} more"
    who = "1 student" if mistake.students == 1 else f"{mistake.students} students"
    return f"<li><b>{who}</b>: {escape(mistake.feedback)} <small>(said: {said})</small></li>"


def count_words(count: QuestionCount) -> str:
    """How a question stands: "✔ 3 right (2 first time), ✘ 1 wrong, … 0 not yet"."""
    unread = f", {count.unreadable} not read" if count.unreadable else ""
    return (
        f"✔ {count.right} right ({count.first_time} first time), ✘ {count.wrong} wrong, "
        f"… {count.not_yet} not yet{unread}"
    )


def questions_html(sheet: Sheet, counts: list[QuestionCount], shown: int = 3) -> str:
    """For each question: its counts, its commonest mistakes, and a link to show it to the class."""
    rows = []
    for count in counts:
        asked = sheet.question(count.number)
        mistakes = "".join(_mistake(m) for m in count.mistakes[:shown])
        more = len(count.mistakes) - shown
        tail = f"<li>and {more} other mistakes</li>" if more > 0 else ""
        listed = f'<ul class="mistakes">{mistakes}{tail}</ul>' if mistakes else ""
        rows.append(
            f'<div class="answered" id="c{count.number}"><p><b>{count.number}.</b> '
            f"{escape(asked.question.headline())}</p>"
            f'<p class="counts">{count_words(count)} · '
            f'<a id="show{count.number}" href="show?q={count.number}" '
            f'target="_blank" rel="noopener">show it to the class</a></p>{listed}</div>'
        )
    return "".join(rows)


def _id(name: str) -> str:
    """A name as an element's id: the same for the same student however the list grows."""
    return hashlib.sha256(name.encode()).hexdigest()[:12]


def students_html(sheet: Sheet, answers: list[Answer], names: Iterable[str]) -> str:
    """A row a student: how he stands on each topic, and a link to his page of answers."""
    students = everyone(names, answers)
    if not students:
        return "<p>No student has joined yet.</p>"
    heads = "".join(f"<th scope='col'>{escape(all_topics()[t].title)}</th>" for t in sheet.topics)
    rows = []
    for name in students:
        counts = student_counts(sheet, answers, name)
        cells = "".join(
            f"<td>{'✔ ' if c.right == c.of else ''}{escape(c.words())}</td>" for c in counts.values()
        )
        link = (
            f'<a id="s-{_id(name)}" href="answers-by-student?name={quote(name)}" '
            'target="_blank" rel="noopener">'
            f"{escape(name)}</a>"
        )
        rows.append(f"<tr><th scope='row'>{link}</th>{cells}</tr>")
    return f'<table class="roster"><tr><th scope="col">Student</th>{heads}</tr>{"".join(rows)}</table>'


def answers_body(xsrf: str, sheet: Sheet | None, address: str) -> str:
    """The teacher's page of answers: what is set, then the live counts (filled in by its script)."""
    now = (
        f'<p id="sheet" data-sheet="{sheet.id}">Set now: <b>{escape(sheet.words())}</b>. '
        f"Students open <b>{escape(address)}exercises</b>.</p>"
        if sheet
        else "<p id='sheet'>Nothing is set yet: choose the topics below.</p>"
    )
    return (
        '<p><a href="teacher">The tables</a> · <a href="answers.csv">the answers as CSV</a> · '
        '<a href="answers-by-student" target="_blank" rel="noopener">'
        "a page for each student, to print</a></p>"
        f"{now}"
        # not a live region: it changes with every answer, and a screen reader would never stop
        '<div id="status">Connecting…</div>'
        '<div id="refusal" class="refusal" role="alert"></div>'
        '<h2>The questions</h2><div id="questions"></div><h2>The students</h2><div id="students"></div>'
        f"<details{' open' if sheet is None else ''}><summary>Set other questions</summary>"
        f"{sheet_form(xsrf, sheet)}</details>"
    )


def show_body(sheet: Sheet, count: QuestionCount) -> str:
    """One question for the class to discuss, on the teacher's screen: its answer, working and mistakes."""
    asked = sheet.question(count.number)
    question = asked.question
    picture = f'<div class="board cardlib-fluid">{question.picture}</div>' if question.picture else ""
    mistakes = "".join(_mistake(m) for m in count.mistakes)
    return (
        f'<p class="prompt big">{escape(question.headline())}</p>{picture}'
        f"<p class='big'><b>Answer: {escape(question.shown_answer())}.</b> {escape(question.explanation)}</p>"
        f"<p>{count_words(count)}</p>"
        + (f'<h2>The class\'s mistakes</h2><ul class="mistakes">{mistakes}</ul>' if mistakes else "")
        + f'<p><a href="show?q={count.number}">Count again</a> · <a href="answers">The answers</a></p>'
    )


def student_sheet(sheet: Sheet, answers: list[Answer], name: str) -> str:
    """One student's answers to hand back: each question, what he answered, right or wrong, and why."""
    mine = [a for a in answers if a.student == name]
    counts = student_counts(sheet, answers, name)
    summary = "; ".join(f"{all_topics()[t].title} {c.words()}" for t, c in counts.items())
    parts = [
        f'<section class="student"><h1>{escape(name)}</h1><p>{escape(sheet.words())}</p>'
        f"<p>{escape(summary)}</p>"
    ]
    for asked in sheet.asked:
        given = [a for a in mine if a.number == asked.number]
        lines = "".join(
            f"<li>{MARKS[a.verdict][0]} <b>{MARKS[a.verdict][1]}:</b> “{escape(a.given)}”. "
            f"{escape(a.feedback)}</li>"
            for a in given
        )
        picture = f'<div class="picture">{asked.question.picture}</div>' if asked.question.picture else ""
        parts.append(
            f'<div class="question"><p><b>{asked.number}.</b> '
            f"{escape(asked.question.headline())}</p>{picture}"
            + (f"<ol>{lines}</ol>" if lines else "<p><i>Not answered.</i></p>")
            + "</div>"
        )
    parts.append("</section>")
    return "".join(parts)
