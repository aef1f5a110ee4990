"""A deal's result as lines of text, for the terminal and the Table."""

from __future__ import annotations


def result_lines(result: dict, skip: tuple[str, ...] = ("game",)) -> list[str]:
    """A hand's result fields as ``name: value`` lines, maps as ``A 3, B 0``, yes/no for true/false."""
    lines = []
    for name, value in result.items():
        if name in skip:
            continue
        if isinstance(value, dict):
            value = ", ".join(f"{k} {'-' if v is None else v}" for k, v in value.items())
        if isinstance(value, bool):
            value = "yes" if value else "no"
        lines.append(f"{name.replace('_', ' ')}: {'-' if value is None else value}")
    return lines
