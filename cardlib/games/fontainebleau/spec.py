"""Boston de Fontainebleau as the core sees it: four players, 4-4-5, no turn-up, its options."""

from cardlib.core.deal import DealPattern
from cardlib.core.fieldtypes import counters, whole_number_between
from cardlib.core.lazy import Ref
from cardlib.core.options import FOSTER, READING, REVOKES, Option
from cardlib.core.spec import Field, GameSpec, Lesson, PlayerTuning

DEALER_STAKE = Option(
    "dealer_stake",
    (50,),
    "FO-2",
    "White counters each dealer puts into the pool on his deal: Foster says five counters without a colour; "
    "the kit reads 5 red.",
    minimum=0,
    default_is=READING,
    why="Foster has each dealer put five counters into the pool but does not say of which colour; this kit "
    "reads five red, 50 white.",
)
HONOURS = Option(
    "honours",
    (True, False),
    "FO-8",
    "Whether a successful caller scores honours in trumps.",
    default_is=FOSTER,
    why="Foster adds that counting them is going out of use in America.",
)
SLAM_TABLE = Option(
    "slam_table",
    (1, 2),
    "FO-9",
    "Slam values from Table 1 (default) or the American Table 2.",
    default_is=FOSTER,
    why="Foster gives Table 2 as the lower slam values usual in America.",
)
GRAND_PAYMENT = Option(
    "grand_payment",
    ("diamonds", "extrapolated"),
    "FO-1",
    "Grand (no-trump) bids paid at the diamond value, or one step higher (not Foster).",
    default_is=READING,
    why="Foster ranks Grand above diamonds but gives it no value in his tables; this kit pays it at the "
    "diamond value, using only his numbers.",
)
PARTNER_CALLS = Option(
    "partner_calls",
    (True, False),
    "FO-4",
    "Whether a caller may call for a partner (the kit allows it for five to ten tricks; Foster does not "
    "say).",
    default_is=FOSTER,
    why="Foster lets the caller ask for a partner; for which calls he does not say, and this kit allows "
    "five to ten tricks in a suit or Grand.",
)
SUIT_ORDER = Option(
    "suit_order",
    ("american", "french"),
    "FO-13",
    "Suit rank: Foster's ♠ < ♣ < ♥ < ♦ < Grand, or the French order with ♥ above ♦.",
    default_is=FOSTER,
)
PAY_INSTEAD = Option(
    "pay_instead",
    (False, True),
    "FO-7",
    "Whether a caller may pay as for one trick short instead of playing.",
    default_is=READING,
    why="Foster says a bidder can be made to play, though it is usual to let him pay instead, and does not "
    "say what paying instead costs; this kit makes him play, and with the option on he pays as one trick "
    "short.",
)

#: The players' settings, as Boston's (docs/strength.md): an auction decision's worlds are not fitted
#: to the bids so far, which showed no clear gain in the Bostons.
TUNING = PlayerTuning(samples=24, solved=16, solve_from=6, fits_auction=False)

SPEC = GameSpec(
    name="fontainebleau",
    title="Boston de Fontainebleau",
    player_counts=(4,),
    pattern=DealPattern((4, 4, 5)),
    summary=Ref("cardlib.games.fontainebleau.summary:summary"),
    boards=Ref("cardlib.games.fontainebleau.boards:BOARDS"),
    topics=Ref("cardlib.games.fontainebleau.exercises:TOPICS"),
    lessons=(Lesson(5, "05_fontainebleau", "Boston de Fontainebleau"),),
    auction_calls=Ref("cardlib.games.fontainebleau.exercises:CALLS"),
    rule_of_thumb=Ref("cardlib.games.fontainebleau.rule_of_thumb:FontainebleauRuleOfThumb"),
    widgets=Ref("cardlib.games.fontainebleau.notebook:WIDGETS"),
    moved=Ref("cardlib.games.fontainebleau.notebook:MOVED"),
    tuning=TUNING,
    engine=Ref("cardlib.games.fontainebleau.engine:FontainebleauRules"),
    book=Ref("cardlib.games.fontainebleau.book:BOOK"),
    match=Ref("cardlib.games.fontainebleau.match:FontainebleauMatch"),
    zero_sum=True,
    options=(
        REVOKES,
        DEALER_STAKE,
        HONOURS,
        SLAM_TABLE,
        GRAND_PAYMENT,
        PARTNER_CALLS,
        SUIT_ORDER,
        PAY_INSTEAD,
    ),
    fields=(
        Field(
            "pool",
            required=False,
            parse=counters,
            default=lambda players: 0,
            doc="white counters in the pool before the deal",
        ),
        Field(
            "deal_number",
            required=False,
            parse=whole_number_between(1, 12),
            default=lambda players: 1,
            doc="which deal of the game of twelve this is (the twelfth has a rule of its own)",
        ),
    ),
    unit="counters",
    result_words="counters won from the others plus counters taken from the pools",
)
