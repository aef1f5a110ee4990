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
#: other. So both go to one worker as one unit of work, sent out first, while the other worker takes the
#: rest of the suite.
HEAVY_FILES = ("tests/browser/test_site.py", "tests/browser/test_class_app.py")
HEAVY = "the heavy browser pages"


@pytest.hookimpl(optionalhook=True)  # the hook is xdist's: a run without it (-p no:xdist) skips this
def pytest_xdist_make_scheduler(config, log):
    """Whole files to a worker, as ``--dist loadfile``; the heavy browser files together and first."""
    from xdist.scheduler import LoadFileScheduling

    class HeavyFirst(LoadFileScheduling):
        def _split_scope(self, nodeid: str) -> str:
            scope = super()._split_scope(nodeid)
            return HEAVY if scope.endswith(HEAVY_FILES) else scope

        def _assign_work_unit(self, node) -> None:
            if HEAVY in self.workqueue:
                self.workqueue.move_to_end(HEAVY, last=False)
            super()._assign_work_unit(node)

    return HeavyFirst(config, log)
