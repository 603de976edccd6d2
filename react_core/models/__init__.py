"""Language models behind one interface (`base.LanguageModel`): the OpenAI client for OpenAI and any
OpenAI-compatible server, the embedded llama.cpp server (weights, build, slots), the reply cache, prices
and deadlines. `factory.open_model` makes one from a name."""
