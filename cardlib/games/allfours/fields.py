"""The record fields the All Fours games share: the rest of the pack, and each player's points to go."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from cardlib.core.cards import Card
from cardlib.core.deal import Deal
from cardlib.core.errors import RecordError
from cardlib.core.fieldtypes import card_list, whole_number_per_player
from cardlib.core.pack import full_pack
from cardlib.core.spec import Field
from cardlib.core.words import counted
from cardlib.games.allfours.match import GAME_POINTS


def _stock_of(deal: Deal) -> list[str]:
    return [card.ascii for card in deal.stock]


def stock_field(doc: str) -> Field:
    """The rest of the pack after the deal, top first, as the deal leaves it; ``doc`` says its use."""
    return Field(
        "stock",
        required=True,
        parse=card_list,
        default=lambda players: [],
        doc=f"the rest of the pack after the deal, top first: {doc}",
        to_json=lambda cards: [card.ascii for card in cards],
        dealt=_stock_of,
        of_the_pack=True,
    )


def to_go_field(doc: str = "") -> Field:
    """Each player's points still needed before the deal (seven each at the start)."""
    return Field(
        "to_go",
        required=False,
        parse=whole_number_per_player,
        default=lambda players: dict.fromkeys(players, GAME_POINTS),
        doc=f"each player's points still needed before the deal (7 each at the start{doc})",
    )


def check_stock(deal: Deal, stock: Sequence[Card]) -> None:
    """The rest of the pack holds every card not dealt, once; else a one-line refusal."""
    dealt = [card for hand in deal.hands.values() for card in hand]
    if sorted(dealt + list(stock)) != sorted(full_pack()):
        raise RecordError(
            'field "stock": the rest of the pack, after the cards dealt, is every other card once '
            f"({counted(52 - len(dealt), 'card')}, top first)"
        )


def check_to_go(to_go: Mapping[str, int], players: Sequence[str]) -> None:
    """Each player needs from one to seven points to go out; else a one-line refusal."""
    for player in players:
        if not 1 <= to_go[player] <= GAME_POINTS:
            raise RecordError(
                f'field "to_go": {player} needs from 1 to {counted(GAME_POINTS, "point")} to go out'
            )
