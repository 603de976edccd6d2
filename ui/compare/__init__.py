"""The Compare page: the sidebar's choices and a run per method, each column drawn (`columns`), Step all,
Run all, Stop all and Reset all and the round of steps (`lockstep`), the summary table (`compare_view`)
and where two columns part (`compare_diff`); two recorded runs of a person's own agent
side by side with their first divergence (`agent_runs`)."""
