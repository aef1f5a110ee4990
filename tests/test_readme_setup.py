"""The pages run on what the README's set-up installs, not on what the tests add (issue 53)."""

import subprocess
import sys

import pytest
from readme_setup import installed_by, kernel_environment, modules_outside_readme_setup, readme_extras


def _imports(module: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", f"import {module}"], env=kernel_environment(), capture_output=True, text=True
    )


def test_the_readme_sets_up_the_kit_with_what_lesson_10_uses():
    brought = installed_by("hoyle-cardlib", readme_extras())
    assert {"jupyterlab", "numpy", "matplotlib", "pandas", "dask", "distributed", "numba"} <= brought
    assert not {"pytest", "hypothesis", "playwright", "nbval"} & brought


@pytest.mark.parametrize("module", ["pytest", "hypothesis", "playwright.sync_api", "nbval"])
def test_a_page_kernel_cannot_import_what_only_the_tests_install(module):
    assert module.partition(".")[0] in modules_outside_readme_setup()
    refused = _imports(module)
    assert refused.returncode == 1
    assert "the README's set-up does not install it" in refused.stderr


def test_a_page_kernel_imports_the_kit_and_what_the_readme_installs():
    assert _imports("cardlib.sim.runs, numpy, matplotlib.pyplot, pandas, dask.distributed").returncode == 0


def test_nbval_starts_every_page_in_that_environment(pytestconfig):
    if not pytestconfig.pluginmanager.hasplugin("nbval"):
        pytest.skip("run without nbval")
    import nbval.kernel

    assert nbval.kernel.start_new_kernel.__name__ == "start_in_readme_setup"
