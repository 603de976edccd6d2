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
- `tape`: a recorded run's calls as the agent made them (the exact requests and replies), for a re-run;
- `saver`: History written on a thread of the run's own;
- `hold_rules`: when a reply is held (before every call, a tool, Run until's conditions);
- `holds`: a held reply and what a person does with it;
- `agent_run` / `runs`: one recorded run of an agent, and the registry of a server's runs;
- `chat_route`: POST chat/completions from request to reply, held or not, streamed or not;
- `responses_api` / `responses_stream`: the Responses API translated to chat and back;
- `mcp_routes`: the MCP proxy's calls and results recorded on the run, a tool that may change things held;
- `mcp_proxy` (stdio) / `mcp_http_proxy` (a remote Streamable HTTP server served on 127.0.0.1): `react-workbench
  mcp-proxy` itself, between the agent and its MCP server; `mcp_gate`: what both do with a tool call;
  `mcp_workbench`: asking the run (standard library only: the agent starts the proxy);
- `http_server`: `EndpointServer`, the HTTP server on a thread of its own, and its routes.

Re-runs and the agent as a command (issue 47):

- `agent_process`: the agent's command in a process group of its own, its output, limits and endings;
- `attached`: a run and its agent's process together (the Run page's and `attach`'s API);
- `tape_match`: whether a request is the recorded one, as the model would see it, and a readable diff;
- `tape_replay`: a recording answering a re-run from call k (`Tape`): taped, changed, live, and the divergence;
- `tape_source`: a recorded branch's calls as a tape, and the call a step came from;
- `tape_route`: a re-run's call asked of its tape in `chat_route`, and marked; `rerun`: a re-run opened;
- `tape_mcp`: a re-run's MCP tool calls before call k answered from the recording, the server not called;
- `tape_fit`: whether a re-run's first request is the recording agent's at all (another agent's is refused);
- `run_divergence`: where two recorded runs (or a run and its re-run) first part, and what differs there.
"""
