"""Pitch's own exercise topics, and its auction as the shared next-call topic asks about it.

The exercises find them through ``GameSpec.topics`` and ``GameSpec.auction_calls``; they build on the
exercises' ``Question`` and are loaded only by them, so the game's rules never depend on the teaching.
"""

from __future__ import annotations

from cardlib.core.spec import AuctionCalls, Topic
from cardlib.games.pitch.exercises.points import pitch_points_question
from cardlib.games.pitch.exercises.sample_deals import sample_deal_question
from cardlib.games.pitch.exercises.seller import seller_question
from cardlib.games.pitch.exercises.setback import setback_question

TOPICS = {
    "pitch-points": Topic(
        "The four points of Auction Pitch",
        "High and Low go by the cards dealt; Jack and Game by the cards captured; a tie for "
        "Game scores nothing.",
        pitch_points_question,
        "06_pitch_points",
        "6. The four points of Auction Pitch",
        "who scores High, Low, Jack and Game",
        "06_pitch_points",
    ),
    "setback": Topic(
        "Set back in Auction Pitch",
        "a pitcher who falls short scores nothing and goes back by his contract; everyone else "
        "scores what he took; a seller who accepted scored the bid at once.",
        setback_question,
        "07_pitch_auction_and_setback",
        "7. The Pitch auction and the set-back",
        "where a pitcher stands after the deal",
        "07_setback",
    ),
    "seller": Topic(
        "The Pitch seller",
        "the seller scores an accepted bid at once; refusing, he must make it himself; no bid may "
        "put him out, except to the board, where bids score for nobody.",
        seller_question,
        "07_pitch_auction_and_setback",
        "7. The Pitch auction and the set-back",
        "the Pitch seller: the ceiling, accepting, refusing, and bidding to the board",
        "15_seller",
    ),
    "sample-deals": Topic(
        "Reading a hand record",
        "the pitcher's first card names the trump; High and Low go by the cards dealt, Jack and "
        "Game by the cards captured; fewer points than the bid sets him back.",
        sample_deal_question,
        "08_sample_deals",
        "8. Sample deals",
        "what a hand record says happened: read the deal and the actions, and predict the result",
        "08_sample_deals",
    ),
}

#: Pitch's auction as the shared next-call topic asks about it.
CALLS = AuctionCalls(
    ("sell", "pitch", *(f"bid {n}" for n in range(1, 5))),
    "the seller sells or pitches; the others bid once each, higher than the last bid, and never "
    "enough to put the seller out",
    ("A", "B", "C", "D"),
    ("pass", "sell"),
)
