"""How a view travels to a page: JSON, with its pictures after it as they are.

A view is mostly SVG (a seat's table is ~30 KB, the teacher's tables ~50 KB each). Written inside JSON,
every quote of it is escaped by the server and unescaped by the page, the largest part of the cost of a
click when thirty tables play at once. So each ``"picture"`` text is taken out of the JSON, its place
holding its number, and the pictures follow the JSON, each after a record separator (U+001E), a
character that JSON never writes raw and SVG may not hold (a text that holds one stays in the JSON). A
``"picture"`` is always text, so a number there is a picture's place. ``static/common.js`` reads it
back the same way.
"""

from __future__ import annotations

import json
from typing import Any

SEPARATOR = "\x1e"


def pack(message: dict[str, Any]) -> str:
    """``message`` as one text to send: its JSON, then its pictures."""
    pictures: list[str] = []

    def lift(value: Any) -> Any:
        # Only dicts and lists are walked into: the leaves (most of a view) are left as they are.
        if isinstance(value, dict):
            return {
                key: (
                    _keep(pictures, item)
                    if key == "picture" and isinstance(item, str) and SEPARATOR not in item
                    else lift(item)
                    if isinstance(item, (dict, list))
                    else item
                )
                for key, item in value.items()
            }
        return [lift(item) if isinstance(item, (dict, list)) else item for item in value]

    head = json.dumps(lift(message), ensure_ascii=False)
    return head + "".join(SEPARATOR + picture for picture in pictures)


def _keep(pictures: list[str], picture: str) -> int:
    pictures.append(picture)
    return len(pictures) - 1


def unpack(text: str) -> Any:
    """The message ``pack`` made ``text`` from (any JSON text reads as itself)."""
    head, *pictures = text.split(SEPARATOR)
    message = json.loads(head)

    def restore(value: Any) -> None:
        if isinstance(value, dict):
            for key, item in value.items():
                if key == "picture" and isinstance(item, int) and 0 <= item < len(pictures):
                    value[key] = pictures[item]
                else:
                    restore(item)
        elif isinstance(value, list):
            for item in value:
                restore(item)

    restore(message)
    return message
