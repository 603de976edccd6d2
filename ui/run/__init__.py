"""What only the Run page draws: its sidebar made into the run's Setup (`sidebar`), the title and task
above the buttons (`heading`), the chosen view under them and the step taken after the page is drawn
(`views`), the Figure 5 demo (`demo`), the embedded model warmed while the page opens (`model_warmup`),
a call stopped at its deadline (`run_overdue`) and Play it yourself (`run_play`)."""
