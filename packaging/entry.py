"""Entry point of the bundled program: the same as the `railsdesk` console script."""

import sys

from railsdesk.cli import main

if __name__ == "__main__":
    sys.exit(main())
