"""Auction Pitch as the core sees it: four to seven players, six cards each, its options."""

from cardlib.core.deal import DealPattern
from cardlib.core.fieldtypes import whole_number_per_player
from cardlib.core.lazy import Ref
from cardlib.core.options import DEPARTURE, FOSTER, READING, REVOKES, Option
from cardlib.core.spec import Field, GameSpec, Lesson, PlayerTuning
from cardlib.core.tricks import FollowRule

AUCTION = Option(
    "auction",
    ("seller", "board"),
    "§4.4/§4.5",
    "Selling (Foster's main rule: the eldest hand sells the pitch) or bidding to the board.",
    default_is=FOSTER,
    why="Foster gives bidding to the board as the way modern players usually bid.",
)
MIN_BID = Option(
    "min_bid",
    (1, 2, 3, 4),
    "PI-2",
    "The smallest bid. Foster implies 1; modern rules use 2.",
    default_is=FOSTER,
    why="Foster names no smallest bid, but his text has a player bid one.",
)
FULL_VALUE = Option(
    "full_value",
    (False, True),
    "PI-15",
    "Club custom: a bid may exceed the seller's ceiling; an accepted one leaves him 1 to go.",
    default_is=FOSTER,
    why="Foster gives bidding the full value as the custom of some clubs.",
)
SMUDGE = Option(
    "smudge",
    (False, True),
    "§4.9/PI-6",
    "Smudge: bidding four and making all four wins outright, unless the bidder is in the hole (Foster "
    "does not say what that is; this kit: more than the 7 to go a player starts with).",
    default_is=FOSTER,
    why="Foster gives Smudge as a variation of Auction Pitch.",
)
SMUDGE_SELLER = Option(
    "smudge_seller",
    (True, False),
    "PI-7",
    "Under Smudge, a seller who refused a four or pitched at once for four can smudge too (Foster does "
    "not say; this kit's default lets him).",
    default_is=READING,
    why="Foster's Smudge is for a player who bids four and makes it; he does not say whether a seller who "
    "pitches for four (refusing a four, or pitching at once) counts; this kit lets him smudge.",
)

OVER_CEILING = Option(
    "over_ceiling",
    ("refused", "forfeit"),
    "P1",
    "A bid that would put the seller out: refused so the bidder may think again (the kit's teaching "
    "default), or, as Foster has it, taken as a mistake that costs the bidder his right to bid on this deal.",
    default_is=DEPARTURE,
    why="Foster takes a bid that would put the seller out as a mistake that costs the bidder his right to "
    "bid on that deal; this kit refuses it and says why, so that a learner may think again.",
)
BOARD_ALL_PASS = Option(
    "board_all_pass",
    ("eldest pitches", "redeal"),
    "PI-8",
    "Bidding to the board, everyone passes: the eldest hand pitches with no contract (Foster does not say; "
    "this kit's default), or the hand is thrown in and the deal passes to the left.",
    default_is=READING,
    why="Foster does not say what happens when everyone passes in bidding to the board; this kit has the "
    "eldest hand pitch with no contract, as Foster has him pitch in the selling form when nobody bids.",
)

#: The players' settings (docs/strength.md). Pitch deals are short, so more worlds a decision; the
#: expert solves open-handed only the last three cards, since the search (the pitcher against the
#: rest together, all seeing everything) is too gloomy a guide to a pitcher's trump and first cards;
#: an auction decision's worlds fit the bids so far.
TUNING = PlayerTuning(samples=48, solved=16, solve_from=3, fits_auction=True)

SPEC = GameSpec(
    name="pitch",
    title="Auction Pitch",
    player_counts=(4, 5, 6, 7),
    pattern=DealPattern((3, 3)),
    options=(REVOKES, AUCTION, MIN_BID, FULL_VALUE, SMUDGE, SMUDGE_SELLER, OVER_CEILING, BOARD_ALL_PASS),
    summary=Ref("cardlib.games.pitch.summary:summary"),
    boards=Ref("cardlib.games.pitch.boards:BOARDS"),
    topics=Ref("cardlib.games.pitch.exercises:TOPICS"),
    lessons=(
        Lesson(6, "06_pitch_points", "The four points of Auction Pitch"),
        Lesson(7, "07_pitch_auction_and_setback", "The Pitch auction and the set-back"),
    ),
    auction_calls=Ref("cardlib.games.pitch.exercises:CALLS"),
    search=Ref("cardlib.games.pitch.search:open_hand_value"),
    rule_of_thumb=Ref("cardlib.games.pitch.rule_of_thumb:PitchRuleOfThumb"),
    widgets=Ref("cardlib.games.pitch.notebook:WIDGETS"),
    moved=Ref("cardlib.games.pitch.notebook:MOVED"),
    tuning=TUNING,
    engine=Ref("cardlib.games.pitch.engine:PitchRules"),
    match=Ref("cardlib.games.pitch.match:PitchMatch"),
    follow_rule=FollowRule.PITCH,
    seats=("A", "B", "C", "D"),
    fields=(
        Field(
            "to_go",
            required=False,
            parse=whole_number_per_player,
            default=lambda players: {p: 7 for p in players},
            doc="each player's points still needed before the deal (7 each at the start)",
        ),
    ),
    result_words="points scored less points set back",
)
