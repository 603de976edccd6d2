"""The steering endpoint: the person's own agent runs on the workbench's model endpoint, every call a step,
held, edited and answered; its MCP tool calls come through `react-workbench mcp-proxy` (`mcp_proxy`,
`mcp_workbench`) and are recorded and held on the same run (`mcp_calls`)."""
