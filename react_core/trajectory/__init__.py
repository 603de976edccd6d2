"""The core: a Task, a Trajectory of thought / action / observation steps with its branches, its JSON
schema, and Steering (every change a person makes: edit, delete, insert, replace, switch branch)."""
