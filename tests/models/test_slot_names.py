"""The embedded server's saved slot files, for tool-call prompts the workbench writes itself (native_tools):
a file is found by the prompt's text and the way its messages were written, so a file saved before that way
changed (calls in their tags, not bare) is not restored into a run that writes them otherwise."""

from __future__ import annotations

from react_core.engine import catalog
from react_core.models import native_tools, slot_files
from react_core.models.native_tools import RENDERING
from react_core.models.warm_slots import slot_prompts


def test_a_rendered_prompt_s_shared_prefix_is_saved_under_a_name_of_its_way_of_writing_the_messages():
    method = catalog.make_method("react_tools", "webshop")
    task = catalog.load_tasks("webshop")[0]
    request = method.first_request(task, None)
    prompt, shared = slot_prompts(request, rendered_here=True)
    assert shared is not None and prompt.startswith(shared)
    assert shared.startswith(f"[tools rendered by the workbench: {RENDERING}]\n")
    sent_with_tools = slot_prompts(request, rendered_here=False)[1]
    assert sent_with_tools is not None and RENDERING not in sent_with_tools
    older = shared.replace(RENDERING, "calls in their tags")
    assert slot_files.name_for("m", shared, slots=5) != slot_files.name_for("m", older, slots=5)


def test_the_way_of_writing_is_named_by_what_it_writes_so_a_change_to_it_renames_the_files(monkeypatch):
    assert native_tools.rendering() == RENDERING, "the same writing, the same name"
    monkeypatch.setattr(native_tools, "_written_call", lambda call: "<tool_call>\n{}\n</tool_call>")
    assert native_tools.rendering() != RENDERING, "calls written back in their tags: another name"
    monkeypatch.undo()
    monkeypatch.setattr(native_tools, "TOOLS_OUTRO", "\n</tools>")
    assert native_tools.rendering() != RENDERING, "the template's words about the tools changed: another name"
