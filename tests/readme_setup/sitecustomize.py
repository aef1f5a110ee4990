"""Started in every page's kernel by the tests: modules the README's set-up does not install fail to import.

The test environment has more than a learner's (pytest, hypothesis, Playwright, the bridge solver…).
A page that imported one of them would pass its tests and stop with ``ModuleNotFoundError`` on the
learner's machine, as lesson 09 (now 10, the experiments) once did with pandas.
``tests/readme_setup.py`` lists the top-level modules outside the README's set-up in
``CARDLIB_NOT_IN_README_SETUP`` and puts this folder first on the kernel's ``PYTHONPATH``; Python
imports this file at start-up, before the page's first cell.
"""

import os
import sys
from importlib.abc import MetaPathFinder

_OUTSIDE = frozenset(filter(None, os.environ.get("CARDLIB_NOT_IN_README_SETUP", "").split(",")))


class _NotInTheReadmeSetup(MetaPathFinder):
    """Refuses a module the README's set-up would not have installed, as a learner's Python would."""

    def find_spec(self, name, path=None, target=None):
        if name.partition(".")[0] in _OUTSIDE:
            raise ModuleNotFoundError(
                f"No module named {name!r} (the README's set-up does not install it)", name=name
            )
        return None


if _OUTSIDE:
    sys.meta_path.insert(0, _NotInTheReadmeSetup())
