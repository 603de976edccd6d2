"""The Compare page: its columns' setups and stepping (`columns`), the summary table (`compare_view`)
and the diff of two columns (`compare_diff`)."""
