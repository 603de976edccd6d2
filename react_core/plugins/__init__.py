"""A user's own task families: a tools file or an environment plugin, from a file or an installed package.

Kept light on purpose: `tool_child` runs as its own process (`python -m react_core.plugins.tool_child`)
and must not import the rest of the workbench. The registry is `react_core.plugins.registry`.
"""
