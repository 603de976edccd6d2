"""Training data from trajectories: fine-tuning sets (SFT) and preference pairs (DPO).

One concept per module:
- `episodes`: which branches to export (filters) and where each came from (provenance);
- `formats`: a branch as OpenAI chat, ShareGPT or the paper's prompt / completion text;
- `pairs`: preference pairs from "Try N times" and from steered branches;
- `tokens`: token counts, by the embedded server's /tokenize or a stated estimate;
- `checks`: what every example must pass, duplicates, the seeded train / validation split;
- `build`: the above put together into a checked `Dataset` with its summary, and its files;
- `registry`: the datasets written so far, with their task ids (held-out checks for `eval`).

Nothing here trains a model: the workbench makes the data and measures the result.
"""
