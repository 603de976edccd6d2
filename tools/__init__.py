"""Build-time tools: they write the data and prompts the runtime reads (never imported by react_core)."""
