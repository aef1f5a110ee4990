"""California Jack on one page, for a teacher to print (``cardlib rules californiajack``)."""

from __future__ import annotations

from cardlib.games.allfours.summary import game_values_sheet
from cardlib.render.summary import bullets, tables


def summary() -> str:
    """California Jack (and Shasta Sam) on one page."""
    return (
        "<h1>California Jack: the rules on one page</h1>"
        "<p>After R. F. Foster, <i>Foster's Complete Hoyle</i> (1914), p. 329, with Seven-Up's rules, in "
        "cardlib's words. Where Foster is silent, the kit's reading is marked.</p>"
        "<h2>Players, cards, the aim</h2>"
        + bullets(
            [
                "Two players, one pack, ace high. Each starts with <b>7 to go</b>; the first to make seven "
                "points wins the game.",
                "Trumps are cut for before the deal: the suit of the higher card cut (the kit cuts again "
                "before every deal; Foster does not say).",
                "Six cards each, three at a time. The rest of the pack is the <b>stock</b>, face up; the kit "
                "shows its top card, so both players see each card drawn (Foster does not say).",
            ]
        )
        + "<h2>The play</h2>"
        + bullets(
            [
                "The non-dealer leads first, as in Seven-Up. When trumps are led, follow with a trump "
                "if you can. When a plain suit is led you may always trump; if you do not, follow suit if "
                "you can (Seven-Up's rule, which the kit plays from the first trick: Foster names it only "
                "for the last six cards).",
                "After each trick the winner takes the top card of the stock and the other player the "
                "next, so both hold six again. When the stock is gone the last six cards are played out.",
                "All 52 cards are played: twenty-six tricks.",
            ]
        )
        + "<h2>The points, one each, to the player who takes it in a trick</h2>"
        + bullets(
            [
                "<b>High</b>: the ace of trumps. <b>Low</b>: the two of trumps, to whoever takes it, not "
                "whoever played it. <b>Jack</b>: the jack of trumps.",
                "<b>Game</b>: the most Game in the cards taken, every suit counting; a tie scores for "
                "nobody, as where no trump is turned in Seven-Up's family (the kit's reading).",
                "The points are scored when the last card is played; when both could go out, they count "
                "in the order High, Low, Jack, Game, as in Seven-Up.",
            ]
        )
        + tables(game_values_sheet())
        + "<h2>Shasta Sam</h2>"
        + bullets(
            [
                "The same game with the stock face down: the kit shows you only the cards you draw yourself.",
            ]
        )
    )
