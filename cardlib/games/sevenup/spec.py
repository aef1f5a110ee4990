"""Seven-Up as the core sees it: two to four players, six cards each, a turn-up, the rest of the pack.

Rules: docs/sevenup.md (Foster's Complete Hoyle, pp. 325–329), whose entries (SU-…) the options cite.
"""

from __future__ import annotations

from cardlib.core.deal import DealPattern
from cardlib.core.lazy import Ref
from cardlib.core.options import DEPARTURE, FOSTER, REVOKES, Option
from cardlib.core.spec import GameSpec, Lesson, PlayerTuning
from cardlib.core.tricks import FollowRule
from cardlib.games.allfours.fields import stock_field, to_go_field

AFTER_A_RUN = Option(
    "after_a_run",
    ("throw out to six", "keep nine"),
    "SU-4",
    "After the cards are run, each player discards down to six (Foster's usual practice), or keeps all "
    "nine when only one round was run (a club rule Foster names).",
    default_is=FOSTER,
    why="Foster gives throwing out to six as the usual practice, keeping nine as the rule of some clubs.",
)
BUNCHING = Option(
    "bunching",
    ("by agreement", "never"),
    "SU-4",
    "Two players, after a run: either may propose to bunch the cards and have them dealt again, and "
    "they are if the other agrees (Foster); or nobody may.",
    default_is=FOSTER,
)
REVOKE_PENALTY = Option(
    "revoke_penalty",
    ("adversary scores", "revoker loses"),
    "SU-8",
    "A revoke's penalty points: scored by the revoker's adversaries, or struck from the revoker's score "
    "(Foster lets the adversary choose at each revoke; the kit fixes it for the game).",
    default_is=DEPARTURE,
    why="Foster lets the adversary choose at each revoke whether to score the penalty or take it off the "
    "revoker's score; this kit fixes the choice for the whole game, so that a hand record replays "
    "without asking anyone.",
)


#: Nobody has measured Seven-Up's players' strength yet. Its open-hand search plays the engine itself
#: (no board search of its own): from four cards each it takes about a tenth of a second with four
#: players, from six it takes seconds to tens of seconds, so the expert solves from four.
TUNING = PlayerTuning(solve_from=4)

SPEC = GameSpec(
    name="sevenup",
    title="Seven-Up",
    player_counts=(2, 3, 4),
    pattern=DealPattern((3, 3)),
    options=(REVOKES, AFTER_A_RUN, BUNCHING, REVOKE_PENALTY),
    summary=Ref("cardlib.games.sevenup.summary:summary"),
    boards=Ref("cardlib.games.sevenup.boards:BOARDS"),
    rule_of_thumb=Ref("cardlib.games.sevenup.rule_of_thumb:SevenUpRuleOfThumb"),
    tuning=TUNING,
    engine=Ref("cardlib.games.sevenup.engine:SevenUpRules"),
    match=Ref("cardlib.games.sevenup.match:SevenUpMatch"),
    follow_rule=FollowRule.PITCH,
    seats=("A", "B"),
    fields=(
        stock_field("its first card is the turn-up, and a run of the cards deals on from it"),
        to_go_field("; partners alike"),
    ),
    result_words="points scored by the seat's side (partners score alike)",
    topics=Ref("cardlib.games.sevenup.exercises:TOPICS"),
    lessons=(Lesson(12, "12_seven_up", "Seven-Up", "Seven-Up, the game Auction Pitch grew from"),),
    before_play="begging",
)
