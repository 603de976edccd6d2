"""Settings every test shares."""

import os

# The app warms the embedded model in the background as soon as a page opens (ui/model_warmup.py);
# tests that open pages must not start a model server. The warm-up's own tests turn it back on.
os.environ["REACT_WARMUP"] = "0"
