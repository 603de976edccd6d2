"""What every page uses: the navigation (`navigation`), the look (`style`, style.css), text shown as
text (`plain_text`, `option_labels`), the sidebar's pickers (`task_picker`, `task_import`, `prompt_picker`,
`model_picker`, `run_options`) and boxes (`plugin_field`, `mcp_field`, `documents_view`, `trace_setting`,
`model_sizes`), a typed folder (`typed_path`), the long-lived model and stores (`resources`),
training data from chosen episodes (`dataset_view`) and how a review is started from another page
(`review_start`). Imports no other room of ui."""
