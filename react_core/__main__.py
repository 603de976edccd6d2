import sys

from react_core.cli import main

sys.exit(main())
