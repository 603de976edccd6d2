"""Where runs are kept and how they leave: History's store and the exports."""
