import argparse
import sys

from react_core.evaluation.cli import add_arguments, main

parser = argparse.ArgumentParser(
    prog="python -m react_core eval", description="Batch evaluation (the paper's Table 1 / Table 3)."
)
add_arguments(parser)
sys.exit(main(parser.parse_args()))
