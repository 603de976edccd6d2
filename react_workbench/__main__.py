import sys

from react_workbench.command import main

sys.exit(main())
