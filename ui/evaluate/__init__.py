"""The Evaluate page: its settings and batch control (`evaluate`), which batches the results show
(`evaluate_batches`) and the results themselves: tables, charts, failures, episodes (`evaluate_results`);
a batch of a person's own agent over a file of inputs (`evaluate_agent`)."""
