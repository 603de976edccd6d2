"""The History page: its state, imports, search and filter (`browse`), a saved trajectory's row with its
buttons and exports (`rows`), what a row opens on the Run and Compare pages (`opening`), the selection
made into training data or a review (`selection`), and other frameworks' traces imported
(`trace_import_view`)."""
