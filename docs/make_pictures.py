"""Draw the pictures the docs show. Run ``python docs/make_pictures.py``; a test checks they are current."""

from pathlib import Path

from cardlib import new_record, replay
from cardlib.players import rule_of_thumb

HERE = Path(__file__).parent / "images"


def boston_in_play() -> str:
    """The README's Boston deal, bid and played by the rule-of-thumb players into its second trick."""
    state, player = replay(new_record("boston", seed=2026)), rule_of_thumb("boston")
    while state.phase() == "auction":
        state.apply(player(state))
    for _ in range(6):
        state.apply(player(state))
    return state._repr_html_()


def pictures() -> dict[str, str]:
    """File name → SVG text of every picture in the docs."""
    return {
        "boston-deal.svg": new_record("boston", seed=2026).to_deal()._repr_html_(),
        "boston-in-play.svg": boston_in_play(),
    }


if __name__ == "__main__":
    for name, svg in pictures().items():
        (HERE / name).write_text(svg, encoding="utf-8")
