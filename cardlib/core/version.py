"""The kit's version, as ``cardlib.__version__`` and ``cardlib --version`` give it (pyproject.toml's)."""

VERSION = "0.1.0"
