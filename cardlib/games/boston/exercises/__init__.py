"""Boston's own exercise topics, and its auction as the shared next-call topic asks about it.

The exercises find them through ``GameSpec.topics`` and ``GameSpec.auction_calls``; they build on the
exercises' ``Question`` and are loaded only by them, so the game's rules never depend on the teaching.
"""

from __future__ import annotations

from cardlib.core.spec import AuctionCalls, Topic
from cardlib.games.boston.calls import ladder as boston_ladder
from cardlib.games.boston.exercises.hands import analysis_question, play_question
from cardlib.games.boston.exercises.ladder import ladder_question
from cardlib.games.boston.exercises.payments import boston_payment_question
from cardlib.games.boston.exercises.settlement import boston_settlement_question

TOPICS = {
    "ladder": Topic(
        "The Boston ladder",
        "calls rank first by their place on the ladder, then, at one number, by their strength.",
        ladder_question,
        "02_boston_bidding",
        "2. Bidding in Boston",
        "which of two Boston calls is higher",
        "03_ladder",
    ),
    "boston-payments": Topic(
        "Boston payments",
        "a made call is paid from the win table (over-tricks count in the classic system); "
        "a failed one costs the loss table's value for the tricks short.",
        boston_payment_question,
        "03_boston_play_and_payments",
        "3. Boston: playing a call and what it is worth",
        "what a Boston call pays, made or failed",
        "04_boston_payments",
    ),
    "boston-settlement": Topic(
        "A whole Boston settlement",
        "the caller is paid or pays each adversary from the table, then takes the pool if he made his call "
        '(unless "I pay" saved it from a call below Seven) or doubles it if he failed.',
        boston_settlement_question,
        "04_boston_pools_and_a_whole_game",
        "4. Boston: pools, revokes and a whole game",
        'all that a Boston caller wins or loses on a deal: the table, the pool, "I pay" and revokes',
        "13_boston_settlement",
    ),
    "play": Topic(
        "Which card to play",
        "with every card face up, a card is best when no other leaves the player's side better off "
        "against the best replies.",
        play_question,
        "09_play_a_hand",
        "9. Play a hand",
        "which card to play, with every hand face up, as the open-hand analysis judges it",
        "09_play",
    ),
    "analysis": Topic(
        "Where did it go wrong?",
        "a card throws value away when, after it, the player's side can no longer do as well as "
        "it could before, with every card face up.",
        analysis_question,
        "11_analysis",
        "11. Open-hand analysis",
        "where a carelessly played ending went wrong: the first card that threw value away",
        "11_analysis",
    ),
}

#: Boston raises a number into colour or preference by keeping, so those calls are asked as "keep".
CALLS = AuctionCalls(
    (*(call.words() for call in boston_ladder() if call.strength == 0), "keep", "keep over"),
    "a call must outrank the standing bid (a higher number, or the same number kept into colour "
    "or first preference); a player who has passed may come back only with a misère or spread above it",
    4,
)
