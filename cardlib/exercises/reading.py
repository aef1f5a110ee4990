"""Reading a learner's answer kindly: "Z.", "player D", "No, it is not allowed", "minus seventy".

Each question says what kind of answer it wants; :func:`read_answer` turns what was typed into
that kind, or says in words why it could not. Case, spaces and punctuation around an answer never
matter, nor does "color" against "colour"; numbers may be digits or words ("one hundred sixty"),
with their unit ("15 white counters"); a chance may be "about 4%". What is truly ambiguous is
asked again rather than guessed: "1,5", or "yes, it is not allowed".
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from cardlib.core.cards import Card, Rank, Suit
from cardlib.core.errors import CardlibError
from cardlib.core.numbers import MOST_DIGITS, number_in_words, whole_number
from cardlib.games.registry import GAMES, call_book

#: The kinds of answer a question may want ("to-go": a number, or "out" for 0).
KINDS = ("seat", "yes/no", "number", "to-go", "call", "card", "percent")

_YES = {"yes", "y", "yep", "yeah", "yup", "true", "sure", "ok", "okay"}
_NO = {"no", "n", "nope", "nah", "false"}
_NEGATIONS = {"not", "illegal", "isn't", "cannot", "can't", "never", "mustn't", "disallowed"}
_ALLOWED = {"allowed", "legal", "fine", "can", "may"}
#: Words that say the learner does not know: not an answer at all.
_UNSURE = {"sure", "idea", "tell", "know", "maybe", "perhaps"}
#: What may follow a leading yes or no and still be only the verdict, to be checked against it.
_VERDICT = re.compile(
    r"^(it|that|this|the card|the play)?\s*(is|may|can)?\s*(not)?\s*(be )?(allowed|legal|played)?$"
)
_NOBODY = ("nobody", "no one", "noone", "none", "no-one", "-", "no player", "nobody does", "nobody scores")
#: Words a number may carry after it ("15 white counters", "3 to go").
_UNITS = re.compile(
    r"(?:\s*\b(?:white counters?|red counters?|counters?|whites?|points?|over-tricks?|tricks?|to go|"
    r"percentage points?))+$"
)
#: The longest answer read; anything longer is no answer to these questions.
LONGEST = 200
_OUT = ("out", "he goes out", "goes out", "he is out", "he's out", "0, he is out", "0 he goes out", "he wins")
#: Digits with commas that are not thousands ("1,5"): a decimal comma or a slip, asked again.
_THOUSANDS = re.compile(r"[0-9]{1,3}(,[0-9]{3})+")
_HEDGES = ("about ", "around ", "roughly ", "approximately ", "approx ", "nearly ", "almost ", "~", "≈")


@dataclass(frozen=True)
class Reading:
    """What an answer was read as (``ok``), or why it could not be read (``problem``)."""

    ok: bool
    value: Any = None
    problem: str = ""


def tidy(text: str) -> str:
    """Lower case, one space between words, no punctuation around the answer, "colour" spelt so."""
    words = " ".join(text.lower().replace("è", "e").split())
    words = words.strip(" .,;:!?'\"()[]")
    return re.sub(r"\bcolor\b", "colour", words)


def _number(text: str) -> int | str | None:
    """A whole number in digits or words, signed, with or without its unit; a problem in words if unclear."""
    text = _UNITS.sub("", text).strip()  # "3 points to go": every unit word goes
    sign = -1 if text[:1] in "-−" or text.startswith("minus ") else 1
    body = text.removeprefix("minus ").lstrip("-−+ ")
    if "," in body:
        if _THOUSANDS.fullmatch(body) is None:
            return f"I cannot tell what {body!r} means: write a whole number without a comma, such as 15"
        body = body.replace(",", "")
    value = whole_number(body)
    if value is None:
        value = number_in_words(body)
    return None if value is None else sign * value


def _yes_no(text: str) -> bool | str | None:
    """Yes or no however it is said; a contradiction ("yes, it is not allowed") is asked again."""
    words = re.findall(r"[a-z']+", text.replace("’", "'"))
    if not words:
        return None
    lead, rest = words[0], set(words[1:])
    if lead not in _YES and rest & _UNSURE:
        return None  # "not sure", "no idea": no answer yet
    both = "you wrote both yes and no: answer yes or no"
    if lead in _YES | _NO:
        # A reason may follow ("yes, he has no hearts"); a bare verdict saying the opposite is asked again
        verdict = text.split(None, 1)[1].strip(" ,.;:!") if len(words) > 1 else ""
        verdict = verdict.replace("n't", " not").replace("'s", " is").replace("'", "")
        said = lead in _YES
        bare = verdict and _VERDICT.match(verdict) and any(w in _ALLOWED for w in words[1:])
        denied = any(w in _NEGATIONS or w.endswith("n't") for w in words[1:])
        return both if bare and denied == said else said
    if rest & (_NO | _NEGATIONS) or lead in _NEGATIONS:
        return False
    return True if set(words) & (_ALLOWED | {"is"}) else None


def _seat(text: str, choices: Sequence[str]) -> str | bool | None:
    """A seat as "Z", "player D", "D's", "seat B:", "Z wins", "it's A"; ``False`` if none is named."""
    seat = re.sub(r"^(it is |it's |its |player |seat |the )+", "", text)
    seat = re.sub(r"('s|’s)( card)?$|( wins( it)?| takes it| does| scores( it)?)$", "", seat).strip(" :")
    if seat in _NOBODY:
        return None
    return next((choice for choice in choices if seat == choice.lower()), False)


def _card(text: str) -> Card | None:
    """A card as ``KS``, ``K♠``, ``10h`` or ``king of spades``."""
    rank_word, _, suit_word = text.removeprefix("the ").partition(" of ")
    if suit_word:
        rank = next((r for r in Rank if rank_word in (r.name.lower(), r.text.lower())), None)
        suit = next((s for s in Suit if suit_word in (s.name.lower(), s.name.lower()[:-1])), None)
        return None if rank is None or suit is None else Card(suit, rank)
    try:
        return Card.parse(text.replace(" ", ""))
    except CardlibError:
        return None


#: What a number too long for any answer gets, instead of being written out.
TOO_BIG = f"That number is more than {MOST_DIGITS} digits long: no answer here is anywhere near so big."

#: A chance as a learner writes it: a decimal, or a fraction of whole numbers, a few digits each.
_CHANCE = re.compile(r"[0-9]{0,6}(\.[0-9]{1,20})?|[0-9]{1,6}/[0-9]{1,6}")


def _percent(text: str) -> float | None:
    """A chance as ``57``, ``57%``, ``57.7 %``, ``0.577`` or ``30/52`` (the last two read as fractions)."""
    for hedge in _HEDGES:
        text = text.removeprefix(hedge)
    explicit = text.endswith(("%", "percent", "per cent"))
    text = text.removesuffix("per cent").removesuffix("percent").strip()
    body = text.removesuffix("%").strip()
    if _CHANCE.fullmatch(body) is None:  # no exponents: "1e10000000" would take minutes to build
        return None
    try:
        value = Fraction(body)
    except (ValueError, ZeroDivisionError):
        return None
    fraction = "/" in body or ("." in body and value < 1 and not explicit)
    value = value * 100 if fraction else value
    return float(value) if 0 <= value <= 100 else None


def read_answer(kind: str, given: Any, choices: Sequence[str] = (), game: str = "") -> Reading:
    """Read ``given`` as an answer of ``kind`` (``choices``: the seats a seat answer may name).

    ``game`` is the game whose calls a call answer names (one with a book of calls).
    """
    if kind not in KINDS:
        raise ValueError(f"answer kind {kind!r}: choose one of {', '.join(KINDS)}")
    if given is None:
        return Reading(True, None) if kind == "seat" else _cannot(kind, "nothing", choices, game)
    if isinstance(given, Card):
        return Reading(True, given) if kind == "card" else _cannot(kind, given.symbol, choices, game)
    if isinstance(given, bool):
        return Reading(True, given) if kind == "yes/no" else _cannot(kind, str(given), choices, game)
    if isinstance(given, int | float) and not isinstance(given, bool):
        # str() of a whole number thousands of digits long raises; say what it is instead
        huge = isinstance(given, int) and abs(given) >= 10**MOST_DIGITS
        if huge or (isinstance(given, float) and abs(given) >= 10**MOST_DIGITS):
            return Reading(False, problem=TOO_BIG)
        if kind in ("number", "to-go") and (isinstance(given, int) or float(given).is_integer()):
            return Reading(True, int(given))
        written = "a number far too big" if huge else str(given)
        if kind == "percent":
            share = _percent(written)
            return Reading(True, share) if share is not None else _cannot(kind, written, choices, game)
        return _cannot(kind, written, choices, game)
    if not isinstance(given, str):
        return _cannot(kind, repr(given), choices, game)
    if len(given) > LONGEST:
        return Reading(False, problem=f"That answer is {len(given):,} characters long: give just the answer.")
    text = tidy(given)
    if kind == "seat":
        seat = _seat(text, choices)
        if seat is not False:
            return Reading(True, seat)
    elif kind == "yes/no" and not given.strip().endswith("?"):  # "is it allowed?" asks, it does not answer
        said = _yes_no(text)
        if isinstance(said, str):
            return Reading(False, problem=f"I could not tell whether {given!r} means yes or no: {said}.")
        if said is not None:
            return Reading(True, said)
    elif kind in ("number", "to-go"):
        if kind == "to-go" and (text in _OUT or re.fullmatch(r"(0\W*)?(he )?(goes |is )?out(\W*0)?", text)):
            return Reading(True, 0)
        value = _number(text)
        if isinstance(value, str):
            return Reading(False, problem=value + ".")
        if value is not None:
            return Reading(True, value)
    elif kind == "card":
        card = _card(text)
        if card is not None:
            return Reading(True, card)
    elif kind == "percent":
        share = _percent(text)
        if share is not None:
            return Reading(True, share)
    else:
        try:
            book = call_book(game)
            found = book.read(text, book.rule_options({}))
        except CardlibError:
            found = None
        if found is not None:
            return Reading(True, found.words())
    return _cannot(kind, given, choices, game)


def _cannot(kind: str, given: Any, choices: Sequence[str], game: str) -> Reading:
    calls = f"a {GAMES[game].title} call" if game in GAMES else "a call"
    examples = f", such as {call_book(game).examples}" if game in GAMES and GAMES[game].book else ""
    wanted = {
        "seat": f"answer {', '.join(choices[:-1])} or {choices[-1]}" + (", or nobody" if choices else "")
        if choices
        else "answer a seat",
        "yes/no": "answer yes or no",
        "number": "answer a whole number, such as 12 or -30 (digits or words)",
        "to-go": 'answer how many he has to go, such as 3, or "out" if he goes out',
        "call": f"answer {calls}{examples}",
        "card": 'answer a card, such as "KS", "10♥" or "king of spades"',
        "percent": 'answer a chance in per cent, 0 to 100, such as 58 or "57.7%" (or a fraction, "30/52")',
    }[kind]
    what = {
        "seat": "a seat",
        "yes/no": "yes or no",
        "number": "a number",
        "to-go": "a number to go",
        "call": calls,
        "card": "a card",
        "percent": "a chance",
    }[kind]
    return Reading(False, problem=f"I could not read {str(given)!r} as {what}: {wanted}.")
