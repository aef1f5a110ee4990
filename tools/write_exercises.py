"""Write the exercise notebooks, their answers and their worked solutions from one table.

``python tools/write_exercises.py`` rewrites exercises/NN_name.ipynb (then run
``tools/execute_notebooks.py`` on them), exercises/solutions/NN_name.json (answers the tests check)
and exercises/solutions/NN_name.html (each answer with its working, as the answer key of a worksheet).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from notebook_json import cell, notebook_text  # noqa: E402

from cardlib.exercises import make_questions  # noqa: E402
from cardlib.exercises.topics import all_topics  # noqa: E402
from cardlib.exercises.worksheet import answer_key_html  # noqa: E402

SEED, COUNT = 2026, 6
WORDS = {6: "Six", 8: "Eight", 10: "Ten"}

#: (file stem, topic, lesson file, lesson title, what the exercise asks), in the exercises' order:
#: every topic says these of itself, the shared ones in the exercises and each game's in its package.
EXERCISES = sorted(
    (topic.exercise, name, topic.lesson, topic.lesson_title, topic.asks)
    for name, topic in all_topics().items()
)


#: An answer of each kind, as typed into ``check``, for the exercises' note on typing code.
EXAMPLES = {
    "seat": '"B"',
    "yes/no": '"yes"',
    "number": "12",
    "amount": '"85 down"',
    "to-go": "3",
    "call": '"seven hearts"',
    "card": '"10H"',
    "percent": '"58%"',
}


def _notebook(number: int, stem: str, topic: str, lesson: str, lesson_title: str, asks: str) -> str:
    intro = f"""# Exercise {number}: {all_topics()[topic].title}

{WORDS[COUNT]} questions on {asks}, from lesson [{lesson_title}](../notebooks/{lesson}.ipynb).

**How to answer.** Click your answer (or the card), or, where there is a box, type it and press **Check**. The
feedback appears under the question: right, or why not *for this question*. An answer the kit cannot
read is not marked wrong; it says what kind of answer it wants. **Show the answer** gives the answer
with its working when you are stuck.

[Worked solutions](solutions/{stem}.html): every answer with its working. Try the questions first."""
    example = EXAMPLES[make_questions(topic, SEED, 1)[0].kind]
    typing = f"""Rather type code? In a new cell, `q[0].check({example})` checks an answer to Question 1
and `q[0].reveal()` shows it; `q[1]` is Question 2, and so on. For fresh questions, change the seed in
the code cell below (`seed=7`, say) and run all the cells again."""
    closing = f"""## When you have finished

Teachers can print a worksheet of new questions with its answer key:

```bash
.venv/bin/cardlib worksheet {topic} --seed 7 --count 10
```

Back to the lesson: [{lesson_title}](../notebooks/{lesson}.ipynb)."""
    cells = [
        cell("markdown", intro, "intro"),
        cell("markdown", typing, "typing", tags=("lab-only",)),
        cell(
            "code",
            "from cardlib.exercises import make_questions\n\n"
            f'q = make_questions("{topic}", seed={SEED}, count={COUNT})',
            "questions",
        ),
        *(cell("code", f"q[{i}].ask({i + 1})", f"question-{i + 1}") for i in range(COUNT)),
        cell("markdown", closing, "closing"),
    ]
    return notebook_text(cells)


def _answer(question) -> object:
    """An answer as a learner would type it, that the check accepts."""
    if question.kind == "card":
        return question.answer.ascii
    return question.answer


def main() -> int:
    folder = ROOT / "exercises"
    for stem, topic, lesson, lesson_title, asks in EXERCISES:
        number = int(stem[:2])
        notebook = _notebook(number, stem, topic, lesson, lesson_title, asks)
        (folder / f"{stem}.ipynb").write_text(notebook)
        questions = make_questions(topic, SEED, COUNT)
        answers = {"topic": topic, "seed": SEED, "count": COUNT, "answers": [_answer(q) for q in questions]}
        (folder / "solutions" / f"{stem}.json").write_text(
            json.dumps(answers, indent=2, ensure_ascii=False) + "\n"
        )
        (folder / "solutions" / f"{stem}.html").write_text(answer_key_html([topic], SEED, COUNT))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
