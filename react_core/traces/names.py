"""The attribute names a trace carries, in one place, so export and import read the same words.

Two vocabularies, both written on every span: OpenTelemetry's GenAI semantic conventions (what
Langfuse, Logfire and the collector's GenAI views read) and OpenInference's (what Arize Phoenix reads
to show an agent run). Import reads either, since other frameworks write one or the other.
"""

from __future__ import annotations

from typing import Final

# OpenTelemetry GenAI semantic conventions (gen_ai.*). Span names: "invoke_agent {agent}",
# "chat {model}", "execute_tool {tool}".
OPERATION: Final = "gen_ai.operation.name"  # invoke_agent | chat | execute_tool
OP_AGENT: Final = "invoke_agent"
OP_CHAT: Final = "chat"
OP_TOOL: Final = "execute_tool"
PROVIDER: Final = "gen_ai.provider.name"
SYSTEM_OLD: Final = "gen_ai.system"  # the older name for the provider, still written by many
AGENT_NAME: Final = "gen_ai.agent.name"
AGENT_ID: Final = "gen_ai.agent.id"
CONVERSATION_ID: Final = "gen_ai.conversation.id"
REQUEST_MODEL: Final = "gen_ai.request.model"
RESPONSE_MODEL: Final = "gen_ai.response.model"
REQUEST_TEMPERATURE: Final = "gen_ai.request.temperature"
REQUEST_MAX_TOKENS: Final = "gen_ai.request.max_tokens"
REQUEST_STOP: Final = "gen_ai.request.stop_sequences"
FINISH_REASONS: Final = "gen_ai.response.finish_reasons"
INPUT_TOKENS: Final = "gen_ai.usage.input_tokens"
OUTPUT_TOKENS: Final = "gen_ai.usage.output_tokens"
INPUT_MESSAGES: Final = "gen_ai.input.messages"  # JSON; only when the user opts in to message content
OUTPUT_MESSAGES: Final = "gen_ai.output.messages"  # JSON; likewise
SYSTEM_INSTRUCTIONS: Final = "gen_ai.system_instructions"
TOOL_DEFINITIONS: Final = "gen_ai.tool.definitions"
TOOL_NAME: Final = "gen_ai.tool.name"
TOOL_TYPE: Final = "gen_ai.tool.type"
TOOL_DESCRIPTION: Final = "gen_ai.tool.description"
TOOL_CALL_ID: Final = "gen_ai.tool.call.id"
TOOL_CALL_ARGUMENTS: Final = "gen_ai.tool.call.arguments"
TOOL_CALL_RESULT: Final = "gen_ai.tool.call.result"

# OpenInference (what Phoenix reads).
SPAN_KIND: Final = "openinference.span.kind"  # AGENT | LLM | TOOL | CHAIN
KIND_AGENT: Final = "AGENT"
KIND_LLM: Final = "LLM"
KIND_TOOL: Final = "TOOL"
KIND_CHAIN: Final = "CHAIN"
INPUT_VALUE: Final = "input.value"
INPUT_MIME: Final = "input.mime_type"
OUTPUT_VALUE: Final = "output.value"
OUTPUT_MIME: Final = "output.mime_type"
LLM_MODEL_NAME: Final = "llm.model_name"
LLM_PROVIDER: Final = "llm.provider"
LLM_SYSTEM: Final = "llm.system"
LLM_INVOCATION_PARAMETERS: Final = "llm.invocation_parameters"  # JSON
LLM_PROMPT_TOKENS: Final = "llm.token_count.prompt"
LLM_COMPLETION_TOKENS: Final = "llm.token_count.completion"
LLM_TOTAL_TOKENS: Final = "llm.token_count.total"
LLM_INPUT_MESSAGES: Final = "llm.input_messages"  # flattened: llm.input_messages.{i}.message.role / .content
LLM_OUTPUT_MESSAGES: Final = "llm.output_messages"  # and .message.tool_calls.{j}.tool_call.function.name / .arguments
LLM_TOOLS: Final = "llm.tools"  # flattened: llm.tools.{i}.tool.json_schema
OI_TOOL_NAME: Final = "tool.name"
OI_TOOL_DESCRIPTION: Final = "tool.description"
OI_TOOL_PARAMETERS: Final = "tool.parameters"
OI_TOOL_CALL_ID: Final = "tool_call.id"
SESSION_ID: Final = "session.id"
METADATA: Final = "metadata"  # JSON

# The workbench's own (react_workbench.*): what a round trip needs that neither vocabulary has.
WB_TRAJECTORY_ID: Final = "react_workbench.trajectory.id"
WB_BRANCH: Final = "react_workbench.branch"
WB_PARENT_BRANCH: Final = "react_workbench.branch.parent"
WB_FORK_STEP: Final = "react_workbench.branch.fork_step"
WB_TASK_ID: Final = "react_workbench.task.id"
WB_FAMILY: Final = "react_workbench.task.family"
WB_QUESTION: Final = "react_workbench.task.question"
WB_METHOD: Final = "react_workbench.method"
WB_STEP: Final = "react_workbench.step"  # 1-based, as the cards number them
# On a chat span: a call whose reply was set aside for a re-ask (held to the schema, or the repeat aid's):
# the model read and wrote it, so it counts, but no step came from it.
WB_SET_ASIDE: Final = "react_workbench.call.set_aside"
WB_THOUGHT: Final = "react_workbench.thought"
WB_ACTION: Final = "react_workbench.action"  # the action as the paper's text writes it
WB_AUTHOR: Final = "react_workbench.author"  # who wrote the step: model, or a person's edit
WB_SCORE: Final = "react_workbench.score"
WB_SCORE_RULE: Final = "react_workbench.score.rule"
WB_ANSWER: Final = "react_workbench.answer"
WB_TRAJECTORY_JSON: Final = "react_workbench.trajectory.json"  # the whole trajectory, on the root span only
WB_BRANCH_CHANGE: Final = "react_workbench.branch.change"  # what the person changed to make the branch
WB_OUTCOME: Final = "react_workbench.outcome"  # answered | step_limit | error (absent while it runs)
WB_OBSERVATION_AUTHOR: Final = "react_workbench.observation.author"  # on a tool span: environment or a person's

# Read on import only: where the words above are not enough.
OI_LLM_TOOL_JSON_SCHEMA: Final = "tool.json_schema"  # under llm.tools.{i}: {"type": "function", "function": {...}}
SERVICE_NAME: Final = "service.name"  # the resource's: which program wrote the trace
SMOLAGENTS_TASK: Final = "smolagents.task"  # smolagents' AGENT span: the task it was given
