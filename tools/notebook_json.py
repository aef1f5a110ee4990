"""Notebooks written from their cells, as the kit's tools write them (exercises, the teacher's pages).

One layout for all: nbformat 4.5, a Python 3 kernel, a cell's source as lines with no final newline,
JSON indented by one with the characters as they are, and a final newline.
"""

from __future__ import annotations

import json


def cell(kind: str, text: str, name: str, tags: tuple[str, ...] = ()) -> dict:
    """A ``markdown`` or ``code`` cell called ``name`` holding ``text`` (code cells unrun)."""
    metadata = {"tags": list(tags)} if tags else {}
    source = text.rstrip("\n").splitlines(keepends=True)
    made = {"cell_type": kind, "id": name, "metadata": metadata, "source": source}
    if kind == "code":
        made |= {"execution_count": None, "outputs": []}
    return made


def notebook_text(cells: list[dict]) -> str:
    """The notebook of ``cells``, as the JSON text its file holds."""
    notebook = {
        "cells": cells,
        "metadata": {
            "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"},
            "language_info": {"name": "python"},
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    return json.dumps(notebook, indent=1, ensure_ascii=False) + "\n"
