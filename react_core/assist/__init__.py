"""The help a person gets while steering: flags on steps (diagnosis), grounding of claims in what was
observed, suggested edits, and the measured effect of an edit (effect, effect_job)."""
