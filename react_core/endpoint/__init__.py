"""The steering endpoint: the workbench as a person's own agent's model endpoint (issue 46).

A person's agent (LangGraph, smolagents, the OpenAI Agents SDK, any OpenAI client) points its base URL
at a run's URL, ``http://127.0.0.1:PORT/s/<run>/<token>/v1``; each request is forwarded to the model the
run was opened with, recorded as a step of a trajectory in History, and may be held before the agent
sees it, then sent, edited, written by the person, rejected or asked again. One concept per module:

- `errors`: an OpenAI-style error (status, message, type, code) and its body;
- `upstream`: where a run's calls go (the embedded server, OpenAI, any compatible server), raw bodies;
- `chat_reply`: a chat completion as plain data, read whole or from its stream, written back either way;
- `chat_request`: a request's body checked (the faults an agent may send) and what goes upstream;
- `recording`: each call written on the run's trajectory as thought, action and observation steps;
- `hold_rules`: when a reply is held (before every call, a tool, Run until's conditions);
- `holds`: a held reply and what a person does with it;
- `agent_run` / `runs`: one recorded run of an agent, and the registry of a server's runs;
- `chat_route`: POST chat/completions from request to reply, held or not, streamed or not;
- `responses_api` / `responses_stream`: the Responses API translated to chat and back;
- `mcp_routes`: the MCP proxy's calls and results recorded on the run;
- `http_server`: `EndpointServer`, the HTTP server on a thread of its own, and its routes.
"""
