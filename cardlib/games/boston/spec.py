"""Boston as the core sees it: four players, 4-4-5, a turn-up, its options."""

from cardlib.core.deal import DealPattern
from cardlib.core.fieldtypes import card_value, counter_list, true_or_false
from cardlib.core.lazy import Ref
from cardlib.core.options import FOSTER, READING, REVOKES, Option
from cardlib.core.spec import Field, GameSpec, Lesson, PlayerTuning

PAYMENTS = Option(
    "payments",
    ("classic", "american"),
    "BO-8",
    "Classic tables with over-tricks (Foster's examples), or the American flat and decimal tables.",
    default_is=FOSTER,
    why="Foster gives both; the classic tables come first and his worked examples use them.",
)
PLAIN_TRUMP = Option(
    "plain_trump",
    ("any", "plain"),
    "BO-4",
    "The caller of a plain bid names any suit as trump (Foster), or must name a plain suit.",
    default_is=FOSTER,
)
DIRECT_CLASS_BIDS = Option(
    "direct_class_bids",
    (False, True),
    "BO-5",
    "Whether a new number may be bid in colour or preference at once, not only by keeping.",
    default_is=READING,
    why="Foster shows colour and preference bid only by keeping at the number already bid, and does not "
    "say whether a new number may be bid in them at once; this kit takes every new number as plain.",
)
NOBODY_BIDS = Option(
    "nobody_bids",
    ("misere partout", "redeal"),
    "BO-14",
    "When all four pass: play Misère Partout (Foster's usual rule) or redeal.",
    default_is=FOSTER,
    why="Foster calls passing the deal very unusual.",
)

CALLER_REVOKE = Option(
    "caller_revoke",
    ("chapter", "no forfeit", "forfeit instead of doubling"),
    "BO-9",
    "A caller's established revoke: one trick short, doubling the pool, plus 4 red to the pool "
    "(the chapter); the same without the 4 red; or the 4 red instead of doubling the pool (local variants).",
    default_is=FOSTER,
    why="Foster's chapter; he names the other two as the custom of some places.",
)
REVOKE_OVERTRICKS = Option(
    "revoke_overtricks",
    ("up to thirteen", "none above nine"),
    "BO-10",
    "An adversary's revoke pays the caller as made with three over-tricks, never past thirteen tricks "
    "(min(3, 13 - bid)); or, read literally, three over-tricks for a bid of nine or less and none above.",
    default_is=READING,
    why="Foster grants the three over-tricks only to a bid of nine or less, and gives as his reason that "
    "bid and over-tricks together must not pass thirteen, which a Ten with three does not; the two "
    'disagree for a Ten. This kit follows the reason (a Ten three, an Eleven two, a Twelve one); "none '
    'above nine" is the proviso read literally.',
)

#: The players' settings, measured over whole strength matches (docs/strength.md). Fitting an
#: auction decision's worlds to the bids showed no clear gain here (even the real deal made the
#: trials bid no better), so the expert bids on random worlds, as the sampling player does, and with
#: the same seed the same way: its match then measures the card play, with less noise.
TUNING = PlayerTuning(samples=24, solved=16, solve_from=6, fits_auction=False)

SPEC = GameSpec(
    name="boston",
    title="Boston",
    player_counts=(4,),
    pattern=DealPattern((4, 4, 5)),
    options=(
        REVOKES,
        PAYMENTS,
        PLAIN_TRUMP,
        DIRECT_CLASS_BIDS,
        NOBODY_BIDS,
        CALLER_REVOKE,
        REVOKE_OVERTRICKS,
    ),
    turn_up=True,
    summary=Ref("cardlib.games.boston.summary:summary"),
    boards=Ref("cardlib.games.boston.boards:BOARDS"),
    topics=Ref("cardlib.games.boston.exercises:TOPICS"),
    lessons=(
        Lesson(2, "02_boston_bidding", "Bidding in Boston"),
        Lesson(3, "03_boston_play_and_payments", "Boston: playing a call and what it is worth"),
        Lesson(4, "04_boston_pools_and_a_whole_game", "Boston: pools, revokes and a whole game"),
    ),
    auction_calls=Ref("cardlib.games.boston.exercises:CALLS"),
    rule_of_thumb=Ref("cardlib.games.boston.rule_of_thumb:BostonRuleOfThumb"),
    widgets=Ref("cardlib.games.boston.notebook:WIDGETS"),
    moved=Ref("cardlib.games.boston.notebook:MOVED"),
    tuning=TUNING,
    engine=Ref("cardlib.games.boston.engine:BostonRules"),
    book=Ref("cardlib.games.boston.book:BOOK"),
    match=Ref("cardlib.games.boston.match:BostonMatch"),
    zero_sum=True,
    fields=(
        Field(
            "turn_up",
            required=True,
            parse=card_value,
            default=lambda players: None,
            doc="the card turned from the still pack: its suit is First Preference",
            to_json=lambda card: card.ascii,
            dealt=lambda deal: deal.turn_up.ascii if deal.turn_up else None,
        ),
        Field(
            "pools",
            required=False,
            parse=counter_list,
            default=lambda players: [40],
            doc="white counters in each pool before the deal, oldest first",
        ),
        Field(
            "last_hand",
            required=False,
            parse=true_or_false,
            default=lambda players: False,
            doc='true for the thirteenth hand of a game under last_hand "grand": everyone passes, '
            "the hand is played out at no trumps, and the winner of its last trick takes the pools",
            in_new_records=False,
        ),
    ),
    unit="counters",
    result_words="counters won from the others plus counters taken from the pools",
)
