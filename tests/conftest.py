import os
import sys
from pathlib import Path

import pytest
from hypothesis import settings

sys.path.insert(0, str(Path(__file__).parent))

settings.register_profile("ci", max_examples=200, deadline=None, derandomize=True)
settings.register_profile("dev", max_examples=100, deadline=None)
settings.load_profile("ci" if os.environ.get("CI") else "dev")


#: The test files whose every test drives a heavy page (Pyodide in the site, a Voilà kernel a page in the
#: class app). They take turns through the ``alone`` lock; run on two workers, one waited minutes for the
#: other. So both go to one worker as one unit of work, sent out first.
HEAVY_FILES = ("tests/browser/test_site.py", "tests/browser/test_class_app.py")
HEAVY = "the heavy browser pages"
BROWSER = "tests/browser/"


def _turn(scope: str) -> int:
    """When a unit of work is sent out: the heavy pages first, the other browser tests last.

    While one worker drives the heavy pages, the other runs the tests that need no browser; the other
    browser tests (a JupyterLab, a class server and Chromium each) come after, so that they never share
    the two cores with Pyodide or a Voilà kernel and their waits hold.
    """
    return 0 if scope == HEAVY else 2 if BROWSER in scope else 1


@pytest.hookimpl(optionalhook=True)  # the hook is xdist's: a run without it (-p no:xdist) skips this
def pytest_xdist_make_scheduler(config, log):
    """Whole files to a worker, as ``--dist loadfile``, in the order :func:`_turn` gives."""
    from xdist.scheduler import LoadFileScheduling

    class HeavyFirst(LoadFileScheduling):
        ordered = False

        def _split_scope(self, nodeid: str) -> str:
            scope = super()._split_scope(nodeid)
            return HEAVY if scope.endswith(HEAVY_FILES) else scope

        def _assign_work_unit(self, node) -> None:
            if not self.ordered:  # once, when the first units go out: a stable sort keeps xdist's order
                self.ordered = True
                for scope in sorted(self.workqueue, key=_turn):
                    self.workqueue.move_to_end(scope)
            super()._assign_work_unit(node)

    return HeavyFirst(config, log)


@pytest.fixture(autouse=True)
def _two_colour_deck():
    """Each test starts and ends with the two-colour deck: the deck is a notebook's (a kernel's) setting,
    and a test that ticks a table's "four-colour deck" box would otherwise change the next test's cards."""
    from cardlib.render.svg import use_deck

    use_deck("two")
    yield
    use_deck("two")
