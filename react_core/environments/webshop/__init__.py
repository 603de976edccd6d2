"""WebShop (Yao et al. 2022) in text mode, the ReAct paper's fourth benchmark.

Public surface:
- `WebShopEnv()`: the Environment (search / click / think actions, the paper's page text);
- `MAX_STEPS` (15, the paper's limit), `score_purchase` and `Reward` (WebShop's reward);
- tasks come from `react_core.data.webshop.load_webshop_tasks`;
- prompts: `PROMPT_FILES` (the project's one-shot exemplars); the paper's own prompt is read by
  `react_core.prompting.prompt_import.webshop`.
"""

from react_core.environments.webshop.env import MAX_STEPS, WebShopEnv
from react_core.environments.webshop.prompts import PROMPT_FILES
from react_core.environments.webshop.reward import Reward, score_purchase

__all__ = ["MAX_STEPS", "PROMPT_FILES", "Reward", "WebShopEnv", "score_purchase"]
