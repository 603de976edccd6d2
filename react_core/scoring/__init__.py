"""Judging answers: EM and F1 (metrics), what an answer may claim (answer_checks), bootstrap intervals."""
