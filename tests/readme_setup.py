"""What the README's set-up command installs, so that the pages' kernels can be held to it.

The README sets a learner up with ``pip install -e ".[EXTRAS]"``; the tests install more. Every lesson,
exercise and class page must run on the README's set-up alone, so nbval's kernels start with the
modules of every other installed distribution refused (``readme_setup/sitecustomize.py``). This
module is a pytest plugin (``-p readme_setup`` in pyproject.toml), so that a page run on its own
(``pytest notebooks/10_experiments.ipynb``) is held to the set-up too.
"""

from __future__ import annotations

import importlib.metadata as metadata
import os
import re
from pathlib import Path

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

ROOT = Path(__file__).resolve().parents[1]
GUARD = Path(__file__).with_name("readme_setup")
#: What ``python3 -m venv`` puts in every new environment before the README's command runs.
VENV_SEED = {"pip", "setuptools", "wheel"}


def readme_extras() -> set[str]:
    """The extras of the README's set-up command (the one that opens JupyterLab)."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    command = next(line for line in readme.splitlines() if "jupyter lab" in line)
    return set(re.search(r'pip install -e "\.\[([^\]]*)\]"', command).group(1).split(","))


def installed_by(name: str, extras: set[str]) -> set[str]:
    """The distributions ``pip install name[extras]`` brings, found through what is installed here."""
    seen: set[tuple[str, frozenset[str]]] = set()
    todo = [(name, frozenset(extras))]
    while todo:
        dist_name, dist_extras = todo.pop()
        key = (canonicalize_name(dist_name), dist_extras)
        if key in seen:
            continue
        seen.add(key)
        try:
            requires = metadata.distribution(dist_name).requires or []
        except metadata.PackageNotFoundError:
            continue  # not for this platform or Python: its marker kept it out
        for line in requires:
            requirement = Requirement(line)
            marker = requirement.marker
            if marker is None or any(marker.evaluate({"extra": e}) for e in dist_extras | {""}):
                todo.append((requirement.name, frozenset(requirement.extras)))
    return {dist for dist, _ in seen}


def modules_outside_readme_setup() -> set[str]:
    """Top-level modules installed here by a distribution the README's set-up would not install."""
    wanted = installed_by("hoyle-cardlib", readme_extras()) | VENV_SEED
    return {
        module
        for module, dists in metadata.packages_distributions().items()
        if not any(canonicalize_name(d) in wanted for d in dists)
    }


def kernel_environment() -> dict[str, str]:
    """The environment a page's kernel starts with: this one, the modules outside the set-up refused."""
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(GUARD), env.get("PYTHONPATH")]))
    env["CARDLIB_NOT_IN_README_SETUP"] = ",".join(sorted(modules_outside_readme_setup()))
    return env


def pytest_configure(config) -> None:
    """Every page nbval runs starts in a kernel that has only what the README's set-up installs.

    nbval starts its kernels with this process's environment; they get :func:`kernel_environment`
    instead, in which a module the README's command would not have installed cannot be imported (the
    test extra's pytest, hypothesis or Playwright, the bench extra's bridge solver). A page that needs
    one fails here as it would on a learner's machine.
    """
    if not config.pluginmanager.hasplugin("nbval"):
        return
    import nbval.kernel

    start = nbval.kernel.start_new_kernel
    env = kernel_environment()

    def start_in_readme_setup(*args, **kwargs):
        return start(*args, env=env, **kwargs)

    nbval.kernel.start_new_kernel = start_in_readme_setup
