"""Reading a learner's answer kindly: "Z.", "player D", "No, it is not allowed", "minus seventy".

Each question says what kind of answer it wants; :func:`read_answer` turns what was typed into
that kind, or says in words why it could not. Case, spaces and punctuation around an answer never
matter, nor does "color" against "colour"; numbers may be digits or words ("one hundred sixty"),
with their unit ("15 white counters"); a chance may be "about 4%", or the exact fraction the kit
prints. A seat may come in a sentence with its reason ("B wins the trick", "B, with the queen"),
and nobody as a tie ("nobody (tie)"); an amount won or lost in words ("85 down", "he pays 85"),
a count with its subject ("A wins 2 points"). What is truly ambiguous is asked again rather than
guessed: "1,5", "yes, it is not allowed", "B or Z", "he pays -85".
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
from cardlib.core.words import and_list
from cardlib.games.registry import GAMES, call_book

#: The kinds of answer a question may want ("to-go": a number, or "out" for 0; "amount": a sum of
#: counters won, or lost as a negative number).
KINDS = ("seat", "yes/no", "number", "amount", "to-go", "call", "card", "percent")

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
#: Nobody, as the answer to "who scores?": "nobody", "no one scores it", "neither", or a dash.
_NOBODY = re.compile(
    r"(?:nobody|no one|noone|no-one|none|no player|neither(?: of them)?|-)"
    r"(?: (?:does|scores|wins|gets|takes)\b(?: it| game| the point| high| low| jack)?)?"
)
#: A tie said as the answer, which is nobody's point: "tie", "it's a tie", "tied for game".
_TIE = re.compile(
    r"(?:(?:it is|it's|its|they|there is|there's) )?(?:a )?(?:tied|ties|tie|draw)\b(?: for game| on game)?"
)
#: What a seat may be said with before any reason: "B wins the trick", "Z takes it", "D scores Game".
_DID = re.compile(
    r"(?:wins|won|takes|took|gets|got|scores|scored|does|did|makes|made)\b"
    r"(?: it| the trick| this trick| the point| that point| high| low| jack| game)?"
)
#: How a reason after the answer begins: "B, with the queen", "B (trumps)", "nobody — a tie".
_REASON = re.compile(r"[,;:(\[—–-]|(?:with|because|as|since|by|holding|having|playing)\b")
#: A reason that denies the answer before it ("B, not …"): no reason at all.
_DENIED = re.compile(r"[\s,;:—–-]*not\b")
#: Words after which "a" names the player A ("a wins", "a and b"); before any other word it is the
#: article ("with a queen", "A tie").
_AFTER_SEAT = re.compile(
    r"wins|won|takes|took|plays|played|leads|led|has|had|holds|held|is|was|trumps|trumped|beats|beat|"
    r"follows|followed|scores|scored|gets|got|does|did|discards|discarded|and|or|nor|but|then|too|not"
)
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
#: Words before a chance that leave it as it is: "about 4%", "exactly 15/26" (as the kit's working says).
_HEDGES = (
    "about ", "around ", "roughly ", "approximately ", "approx ", "nearly ", "almost ", "exactly ", "~", "≈",
)  # fmt: skip
#: Words a call may be shortened to, written out for the game's book of calls: "eleven in pref.".
_SHORT_CALL_WORDS = {"pref": "preference", "1st": "first"}
_SHORT_CALL = re.compile(r"\b(" + "|".join(map(re.escape, _SHORT_CALL_WORDS)) + r")\b\.?")


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
    plain = text.replace("’", "'")
    words = re.findall(r"[a-z']+", plain)
    if not words:
        return None
    lead, rest = words[0], set(words[1:])
    if lead not in _YES and rest & _UNSURE:
        return None  # "not sure", "no idea": no answer yet
    both = "you wrote both yes and no: answer yes or no"
    if lead in _YES | _NO:
        # A reason may follow ("yes, he has no hearts"); a bare verdict saying the opposite is asked again
        # what follows the first word, however it is joined on ("yes, because", "yes,because", "y/n")
        first = re.search(r"[a-z']+", plain)
        after = plain[first.end() :] if first else ""
        verdict = after.strip(" ,.;:!/") if len(words) > 1 else ""
        said = lead in _YES
        if words[1:2] and words[1] in (_NO if said else _YES):
            return both  # "yes/no", "no, yes", "y/n": both at once
        verdict = verdict.replace("n't", " not").replace("'s", " is").replace("'", "")
        bare = verdict and _VERDICT.match(verdict) and any(w in _ALLOWED for w in words[1:])
        denied = any(w in _NEGATIONS or w.endswith("n't") for w in words[1:])
        return both if bare and denied == said else said
    if rest & (_NO | _NEGATIONS) or lead in _NEGATIONS:
        return False
    return True if set(words) & (_ALLOWED | {"is"}) else None


def _seats_named(given: str, choices: Sequence[str]) -> list[str]:
    """The seats of ``choices`` that ``given`` names, in order, each once: "B wins, not A" names B and A.

    A seat is its name standing alone ("B", "b's"); "a" or "A" before a word is the article ("with
    a queen", "A tie") unless the word says what a player did ("A wins", "a and b"); a letter
    before a suit or "of" is a card's rank ("A♥", "A of hearts").
    """
    found: list[str] = []
    for match in re.finditer(r"(?<![\w'’])([A-Za-z]+)(?![\w♠♥♦♣]|\s+of\b)", given):
        word = match.group(1)
        seat = next((choice for choice in choices if choice.lower() == word.lower()), None)
        following = re.match(r"\s+([A-Za-z]+)", given[match.end() :])
        if word in ("a", "A") and following and not _AFTER_SEAT.fullmatch(following.group(1).lower()):
            continue
        if seat is not None and seat not in found:
            found.append(seat)
    return found


def _with_reason(rest: str) -> bool:
    """Whether what follows an answer is nothing, or a reason ("with the queen", "(a tie)")."""
    return not rest or (_REASON.match(rest) is not None and _DENIED.match(rest) is None)


def _seat(text: str, named: Sequence[str], choices: Sequence[str]) -> str | bool | None:
    """A seat or nobody as said, ``False`` if neither is said.

    A seat as "Z", "player D", "D's", "seat B:", "Z wins", "it's A", "B wins the trick", "B, with the
    queen"; nobody as "nobody", "tie", "nobody (tie)", "nobody — it is a tie".

    ``named`` are the seats the answer names (:func:`_seats_named`): a reason naming another seat
    ("B, not A") is no answer of one seat, nor of nobody.
    """
    said = re.sub(r"^(it is |it's |its |player |seat |the )+", "", text.replace("’", "'"))
    for nobody in (_NOBODY, _TIE):
        match = nobody.match(said)
        if match and not named and _with_reason(said[match.end() :].strip()):
            return None
    match = re.match(r"([^\s,;:(\[—–'-]+)('s\b)?( card\b)?", said)
    seat = next((choice for choice in choices if match and match.group(1) == choice.lower()), None)
    if match is None or seat is None or any(other != seat for other in named):
        return False
    rest = said[match.end() :].strip()
    if match.group(2):  # "B's queen": what follows a possessive is the card that won
        return seat if _DENIED.match(rest) is None else False
    did = _DID.match(rest)
    return seat if _with_reason(rest[did.end() :].strip() if did else rest) else False


#: Who an amount or a count is said of: the player asked about, or the others (who pay or are paid by
#: him). A seat's name (a letter, but not "I") is the player asked about when it is the question's subject.
#: "They" is neither: with partners it may be the caller's side as well as the adversaries.
_SEAT = r"(?!i\b)[a-z]"
_HIM = r"he|she|him|the caller|caller"
_THEM = (
    r"them|the adversaries|adversaries|each adversary|every adversary|each of them|each one|each|"
    r"all three|the others|the opponents|opponents|each opponent"
)
_GAINS = (
    r"is paid|are paid|gets paid|get paid|was paid|were paid|wins|win|won|gets|get|got|receives|receive|"
    r"received|collects|collect|collected|takes|take|took|makes|make|made|scores|score|scored"
)
_LOSSES = r"must pay|has to pay|have to pay|pays|pay|paid|loses|lose|lost|gives|give|gave|owes|owe"
#: Verbs that need no subject: "won 36", "lost 85" are the player asked about ("pays 85" is not).
_BARE = re.compile(r"wins|won|loses|lost|makes|made|scores|scored|takes|took|gets|got")
_WHOM = rf"him|them|each adversary|each of them|each opponent|each|the caller|the adversaries|{_SEAT}"
_TAIL = (
    r"(?:(?:to|from|by) )?(?:each adversary|each of them|each|them|him)|apiece|in all|altogether|in total|"
    r"all told"
)
#: "he pays 85", "each adversary pays him 85 counters", "A wins 2 points", "lost 85".
_BY_VERB = re.compile(
    rf"(?:(?P<who>{_HIM}|{_THEM}|{_SEAT}) )?(?P<verb>{_GAINS}|{_LOSSES}) (?:(?P<whom>{_WHOM}) )?"
    rf"(?P<amount>.+?)(?: (?P<tail>{_TAIL}))?"
)
#: "85 down", "down 85", "he is 85 up", "he's down 85".
_BY_DIRECTION = re.compile(
    rf"(?:(?P<who>{_HIM}|{_SEAT})(?: is|'s) )?"
    r"(?:(?P<amount>.+?) (?P<way>up|down)|(?P<way2>up|down) (?P<amount2>.+))"
)


def _side(who: str | None, subject: str) -> str | None:
    """Whose side ``who`` is: "him" (the player asked about), "them" (the others), or another seat."""
    if who is None or re.fullmatch(_HIM, who) or who == subject.lower():
        return "him"
    if re.fullmatch(_THEM, who):
        return "them"
    return who.upper()


def _said_number(text: str, signed: bool, subject: str) -> int | str | None:
    """A number said in words of who wins or pays: "85 down", "he pays 85", "A wins 2 points".

    ``signed``: an amount, positive when the player asked about (``subject``, or "he") wins it and
    negative when he pays it; otherwise a count he wins ("A wins 2 points"), never paid. Returns the
    number, a problem in words, or ``None`` if the words say no such thing.
    """
    match = _BY_VERB.fullmatch(text)
    if match:
        who, verb, whom, amount = match.group("who", "verb", "whom", "amount")
        if who is None and not _BARE.fullmatch(verb):
            return None  # "pays 85": who pays whom is not said
        gains = re.fullmatch(_GAINS, verb) is not None
        whose, to = _side(who, subject), _side(whom, subject) if whom else None
    else:
        match = _BY_DIRECTION.fullmatch(text) if signed else None
        if match is None:
            return None
        who, amount = match.group("who"), match.group("amount") or match.group("amount2")
        gains = (match.group("way") or match.group("way2")) == "up"
        whose, to = _side(who, subject), None
    if whose not in ("him", "them"):
        # another seat's gain or loss is no answer about the subject's
        return f"That answer is about {whose}, and the question asks about {subject}" if subject else None
    if to is not None and not (signed and {whose, to} == {"him", "them"}):
        return None  # "he pays him 85", "he pays B 85", or a count paid to somebody
    if not signed and not (gains and whose == "him"):
        return None
    value = _number(amount)
    if not isinstance(value, int):
        return value
    if amount.lstrip()[:1] in "-−+" or amount.startswith(("minus ", "plus ")):
        size = abs(value)
        example = f"-{size} if he pays, or the words alone, such as “{size} down”" if signed else str(size)
        return f"A sign and words both say which way that goes: write just the number, such as {example}"
    return value if gains == (whose == "him") else -value


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

#: A chance as a learner writes it: a decimal, or a fraction of whole numbers (the exact chances the kit
#: prints run to ten digits over ten; twenty is room enough, and quick to read).
_CHANCE = re.compile(r"[0-9]{0,6}(\.[0-9]{1,20})?|[0-9]{1,20}/[0-9]{1,20}")


def _percent(text: str) -> float | None:
    """A chance as ``57``, ``57%``, ``57.7 %``, ``0.577`` or ``30/52`` (the last two read as fractions)."""
    text = re.sub(r"\s*/\s*", "/", text)  # "30 / 52"
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


def read_answer(
    kind: str, given: Any, choices: Sequence[str] = (), game: str = "", subject: str = ""
) -> Reading:
    """Read ``given`` as an answer of ``kind`` (``choices``: the seats a seat answer may name).

    ``game`` is the game whose calls a call answer names (one with a book of calls); ``subject`` the
    seat a number or amount is about, besides "he" ("A wins 2 points", "A pays 85").
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
        if kind in ("number", "amount", "to-go") and (isinstance(given, int) or float(given).is_integer()):
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
        named = _seats_named(given, choices)
        if len(named) > 1:
            return Reading(False, problem=f"{given!r} names {and_list(named)}: answer one player, or nobody.")
        seat = _seat(text, named, choices)
        if seat is not False:
            return Reading(True, seat)
    elif kind == "yes/no" and not given.strip().endswith("?"):  # "is it allowed?" asks, it does not answer
        said = _yes_no(text)
        if isinstance(said, str):
            return Reading(False, problem=f"I could not tell whether {given!r} means yes or no: {said}.")
        if said is not None:
            return Reading(True, said)
    elif kind in ("number", "amount", "to-go"):
        if kind == "to-go" and (text in _OUT or re.fullmatch(r"(0\W*)?(he )?(goes |is )?out(\W*0)?", text)):
            return Reading(True, 0)
        value = _number(text)
        if not isinstance(value, int) and kind != "to-go":  # "he pays 1,000" is no bare number
            phrased = _said_number(text, kind == "amount", subject)
            value = value if phrased is None else phrased
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
            words = _SHORT_CALL.sub(lambda short: _SHORT_CALL_WORDS[short.group(1)], text)
            found = call_book(game).reads(words)
        except CardlibError:  # a question naming a game without a book of calls
            found = None
        if found is not None:
            return Reading(True, found)
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
        "amount": 'answer a whole number, such as 36, or -85 (or "85 down") if he pays',
        "to-go": 'answer how many he has to go, such as 3, or "out" if he goes out',
        "call": f"answer {calls}{examples}",
        "card": 'answer a card, such as "KS", "10♥" or "king of spades"',
        "percent": 'answer a chance in per cent, 0 to 100, such as 58 or "57.7%" (or a fraction, "30/52")',
    }[kind]
    what = {
        "seat": "a seat",
        "yes/no": "yes or no",
        "number": "a number",
        "amount": "a number",
        "to-go": "a number to go",
        "call": calls,
        "card": "a card",
        "percent": "a chance",
    }[kind]
    return Reading(False, problem=f"I could not read {str(given)!r} as {what}: {wanted}.")
