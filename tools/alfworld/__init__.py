"""Writes the bundled ALFWorld games (`generator`, over `household`) and the project's exemplar prompts (`exemplars`)."""
