"""What only the Run page draws: the Figure 5 demo (`demo`), the embedded model warmed while the page
opens (`model_warmup`), a call stopped at its deadline (`run_overdue`) and Play it yourself (`run_play`)."""
