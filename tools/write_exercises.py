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
from cardlib.exercises.topics import GAME_TOPICS  # noqa: E402
from cardlib.exercises.worksheet import TITLES, answer_key_html  # noqa: E402

SEED, COUNT = 2026, 6
WORDS = {6: "Six", 8: "Eight", 10: "Ten"}

#: (file stem, topic, lesson file, lesson title, what the exercise asks).
EXERCISES = [
    ("01_tricks", "tricks", "01_cards_and_tricks", "1. Cards and tricks", "who wins each trick"),
    ("02_legal", "legal", "01_cards_and_tricks", "1. Cards and tricks", "whether a card may be played"),
    (
        "03_ladder",
        "ladder",
        "02_boston_bidding",
        "2. Bidding in Boston",
        "which of two Boston calls is higher",
    ),
    (
        "04_boston_payments",
        "boston-payments",
        "03_boston_play_and_payments",
        "3. Boston: play and payments",
        "what a Boston call pays, made or failed",
    ),
    (
        "05_fontainebleau",
        "fontainebleau-payments",
        "04_fontainebleau",
        "4. Boston de Fontainebleau",
        "what a Fontainebleau call pays, with its honours",
    ),
    (
        "06_pitch_points",
        "pitch-points",
        "05_pitch_points",
        "5. The four points of Auction Pitch",
        "who scores High, Low, Jack and Game",
    ),
    (
        "07_setback",
        "setback",
        "06_pitch_auction_and_setback",
        "6. The Pitch auction and the set-back",
        "where a pitcher stands after the deal",
    ),
    (
        "08_sample_deals",
        "sample-deals",
        "07_sample_deals",
        "7. Sample deals",
        "what a hand record says happened: read the deal and the actions, and predict the result",
    ),
    (
        "09_play",
        "play",
        "08_play_a_hand",
        "8. Play a hand",
        "which card to play, with every hand face up, as the open-hand analysis judges it",
    ),
    (
        "10_experiments",
        "experiments",
        "09_experiments",
        "9. Experiments",
        "how likely something is in the deal: estimate it, then compare with the exact count",
    ),
    (
        "11_analysis",
        "analysis",
        "10_analysis",
        "10. Open-hand analysis",
        "where a carelessly played ending went wrong: the first card that threw value away",
    ),
    (
        "12_next_call",
        "next-call",
        "02_boston_bidding",
        "2. Bidding in Boston",
        "which calls are open at a moment of the auction, in Boston, Fontainebleau and Pitch",
    ),
    (
        "13_boston_settlement",
        "boston-settlement",
        "03_boston_play_and_payments",
        "3. Boston: play and payments",
        'all that a Boston caller wins or loses on a deal: the table, the pool, "I pay" and revokes',
    ),
    (
        "14_fontainebleau_calls",
        "fontainebleau-calls",
        "04_fontainebleau",
        "4. Boston de Fontainebleau",
        "what Fontainebleau partners, Grand calls and misères win or lose",
    ),
    (
        "15_seller",
        "seller",
        "06_pitch_auction_and_setback",
        "6. The Pitch auction and the set-back",
        "the Pitch seller: the ceiling, accepting, refusing, and bidding to the board",
    ),
]
#: Each game's own topics follow, numbered on, from what its package says of them.
EXERCISES += [
    (f"{number:02}_{name.replace('-', '_')}", name, topic.lesson, topic.lesson_title, topic.asks)
    for number, (name, topic) in enumerate(GAME_TOPICS.items(), start=len(EXERCISES) + 1)
]


#: An answer of each kind, as typed into ``check``, for the exercises' note on typing code.
EXAMPLES = {
    "seat": '"B"',
    "yes/no": '"yes"',
    "number": "12",
    "to-go": "3",
    "call": '"seven hearts"',
    "card": '"10H"',
    "percent": '"58%"',
}


def _notebook(number: int, stem: str, topic: str, lesson: str, lesson_title: str, asks: str) -> str:
    intro = f"""# Exercise {number}: {TITLES[topic]}

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
    for number, (stem, topic, lesson, lesson_title, asks) in enumerate(EXERCISES, start=1):
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
