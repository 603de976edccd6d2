"""Runs as OpenTelemetry traces: out to OTLP (a file or a live endpoint, for Phoenix, Langfuse and the
like) following the GenAI semantic conventions with OpenInference's attributes, and in from other
frameworks' traces, as trajectories a person can step, edit and resume."""
