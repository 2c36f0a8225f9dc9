import sys

from railsdesk.cli import main

sys.exit(main())
