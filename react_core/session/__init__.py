"""A run without a browser: one trajectory's lifecycle, owned by a `RunController`.

The controller assembles the engine from a person's choices (`setup.Setup`), takes each step in a
worker thread that a Stop cancels, runs to the end or until a breakpoint holds, and makes every
change a person can make (steer, resume with another model, switch or delete a branch, play a step,
take it back, hand over to the model). It reports typed results and what it has to say as a list of
`messages.Message` (kind, where, text). The Run page and Compare's columns draw it, the CLI's `run`
drives it, and so can any script; it knows nothing of Streamlit. `phase` says where a run is between
clicks.
"""
