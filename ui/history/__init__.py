"""The History page: the saved trajectories listed, searched, opened, exported and deleted (`browse`),
and trajectories imported from files and other frameworks' traces (`trace_import_view`)."""
