"""Auction Pitch on one page, for a teacher to print (``cardlib rules pitch``).

The Game values are the engine's own.
"""

from __future__ import annotations

from cardlib.games.allfours.summary import game_values_sheet
from cardlib.render.summary import bullets, tables


def summary() -> str:
    """Auction Pitch on one page."""
    return (
        "<h1>Auction Pitch: the rules on one page</h1>"
        "<p>After R. F. Foster, <i>Foster's Complete Hoyle</i> (1914), pp. 330–333, in cardlib's words.</p>"
        "<h2>Players, cards, the aim</h2>"
        + bullets(
            [
                "Four to seven players, each for himself; one pack, ace high. Each is dealt six cards, three "
                "at a time. No trump is turned; the rest of the pack is not used.",
                "Everyone starts with <b>7 to go</b>. Each point scored brings a player one nearer 0; the "
                "first to reach 0 wins the game and the pool of red counters.",
            ]
        )
        + "<h2>The auction (the selling form)</h2>"
        + bullets(
            [
                "The <b>eldest hand</b> (left of the dealer) is the <b>seller</b>. He may pitch at once, "
                "for all four points, or sell.",
                "The others bid once each, from the seller's left, 1 to 4 points, each bid higher than the "
                "last, or pass. No bid may offer the seller enough to put him out (with 2 to go, only 1).",
                "The seller <b>accepts</b> the best bid (he scores it at once; the bidder pitches) or "
                "<b>refuses</b> (he pitches himself and must make that many). If nobody bids, he pitches.",
            ]
        )
        + "<h2>The play</h2>"
        + bullets(
            [
                "The <b>pitcher</b> leads; the suit of his first card is trumps for the deal.",
                "When trumps are led, follow with a trump if you can. When a plain suit is led you may "
                "always trump; if you do not, follow suit if you can.",
                "Six tricks are played; they matter only for the cards they hold.",
            ]
        )
        + "<h2>The four points, one each</h2>"
        + bullets(
            [
                "<b>High</b>: to whoever was dealt the highest trump in play.",
                "<b>Low</b>: to whoever was <i>dealt</i> the lowest trump in play, whoever captures it.",
                "<b>Jack</b>: to whoever wins the trick that contains the jack of trumps (nobody, if it was "
                "not dealt).",
                "<b>Game</b>: to the highest count of captured cards, every suit counting as below; a tie "
                "scores nothing.",
            ]
        )
        + tables(game_values_sheet())
        + "<h2>Scoring</h2>"
        + bullets(
            [
                "A pitcher who makes his bid scores every point he took. One who falls short scores nothing "
                "and is <b>set back</b>: his to go rises by the bid.",
                "Everyone else scores what he took; a seller who accepted has scored the bid already.",
                "When two could go out on one deal, a bidder who made his bid goes out first; otherwise the "
                "points count in the order High, Low, Jack, Game.",
            ]
        )
    )
