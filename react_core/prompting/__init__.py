"""From a trajectory to a prompt and from a reply back to steps: exemplar files (prompts, prompt_sets,
prompt_import), the paper's text formats (transcript), parsing, and the methods (Standard, CoT, Act,
ReAct; CoT-SC and the back-offs)."""
