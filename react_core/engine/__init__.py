"""Running an agent: the Engine (step / run / resume one trajectory), Run until
(breakpoints: stop where a condition holds), the catalogue of task families and
methods, making an engine from a person's choices (assemble), and what the app prepares around a run
(demos, warm-up, exemplars as trajectories, data-folder checks)."""
