"""The worlds an agent acts in: the environment contract (`base`: Environment, StepResult, EnvChoice,
Family) and the bundled families' worlds, each in its own package with its own state readers and rules:
`wikipedia` (HotpotQA, FEVER, your documents), `alfworld` (text games), `webshop` (the shop)."""
