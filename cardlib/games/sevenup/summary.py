"""Seven-Up on one page, for a teacher to print (``cardlib rules sevenup``), with the engine's Game values."""

from __future__ import annotations

from cardlib.games.allfours.summary import game_values_sheet
from cardlib.render.summary import bullets, tables


def summary() -> str:
    """Seven-Up (All Fours, Old Sledge) on one page."""
    return (
        "<h1>Seven-Up: the rules on one page</h1>"
        "<p>After R. F. Foster, <i>Foster's Complete Hoyle</i> (1914), pp. 325–329, in cardlib's words.</p>"
        "<h2>Players, cards, the aim</h2>"
        + bullets(
            [
                "Two or three play each for himself; four play two against two, partners opposite. One "
                "pack, ace high.",
                "Six cards each, three at a time; the next card is turned up and its suit is trumps. A jack "
                "turned up scores the dealer a point at once.",
                "Each side starts with <b>7 to go</b>; the first to make seven points wins the game.",
            ]
        )
        + "<h2>Standing and begging</h2>"
        + bullets(
            [
                "The eldest hand (left of the dealer) looks at his cards and <b>stands</b> (keeps the "
                "trump) or <b>begs</b>.",
                "To a beg the dealer <b>gives</b> a point (with three players, one to each adversary) or "
                "<b>runs the cards</b>. He may not give a point that would put a player out.",
                "Running: the turn-up is laid aside, three more cards go to each player, and a new card is "
                "turned; a card of the refused suit is laid aside too, and the dealing goes on until a new "
                "suit comes up. A jack of a new suit scores the dealer a point. Each player then throws out "
                "cards face down until he holds six.",
                "If the pack runs out, the same dealer deals again; so he does when two players agree to "
                "<b>bunch</b> the cards after a run.",
            ]
        )
        + "<h2>The play</h2>"
        + bullets(
            [
                "The eldest leads. When trumps are led, follow with a trump if you can. When a plain suit "
                "is led you may always trump; if you do not, follow suit if you can.",
                "Tricks count only for the cards in them.",
            ]
        )
        + "<h2>The points, one each</h2>"
        + bullets(
            [
                "<b>High</b>: whoever held the highest trump in play; <b>Low</b>: whoever held the lowest, "
                "whoever captures it.",
                "<b>Jack</b>: whoever wins the trick with the jack of trumps in it, if it is in play.",
                "<b>Game</b>: the most Game in the cards taken, every suit counting. A tie, or no Game at "
                "all, goes to the non-dealer when two play; with three, a tie of the two non-dealers scores "
                "nothing.",
                "When two sides could go out on one deal, the points count in the order High, Low, Jack, "
                "Game.",
            ]
        )
        + tables(game_values_sheet())
        + "<h2>Revokes</h2>"
        + bullets(
            [
                "Not following suit when you could, and not trumping, is a revoke. The revoker scores "
                "neither Game nor Jack, cannot go out on that deal, and pays a penalty of one point (two "
                "if the jack is in play), which his adversary scores or strikes from the revoker's score.",
            ]
        )
    )
