"""Draw the pictures the docs show. Run ``python docs/make_pictures.py``; a test checks they are current."""

from pathlib import Path

from cardlib import new_record

HERE = Path(__file__).parent / "images"


def pictures() -> dict[str, str]:
    """File name → SVG text of every picture in the docs."""
    return {"boston-deal.svg": new_record("boston", seed=2026).to_deal()._repr_svg_()}


if __name__ == "__main__":
    for name, svg in pictures().items():
        (HERE / name).write_text(svg, encoding="utf-8")
