import sys

from react_core.cli.main import main

sys.exit(main())
