"""``python -m cardlib``."""

import sys

from cardlib.faces.cli import main

sys.exit(main())
