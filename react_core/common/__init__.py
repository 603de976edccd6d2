"""What every layer may use: the workbench's error type (cause and fix), the one folder it writes to,
SQLite files, and text hygiene for what crosses a process or a file."""
