"""The trajectory's look: the paper's layout (label column, text column), calm colours."""
from __future__ import annotations

import html
from collections.abc import Iterator
from contextlib import contextmanager

import streamlit as st

CSS = """
<style>
.rx-card{border:1px solid rgba(49,51,63,.14);border-radius:.6rem;padding:.45rem .8rem .35rem;margin:0 0 .1rem 0;
  background:rgba(250,250,252,.6)}
.rx-meta{float:right;font-size:.72rem;color:#8a8f98;margin-left:.6rem}
.rx-line{display:flex;gap:.75rem;padding:.22rem 0;line-height:1.5}
.rx-line+.rx-line{border-top:1px dashed rgba(49,51,63,.08)}
.rx-label{flex:0 0 8.2rem;font-weight:600;font-size:.86rem;padding-top:.05rem}
.rx-body{flex:1 1 auto;min-width:0;font-size:.95rem;overflow-wrap:anywhere}
/* A flex line is its own block formatting context, so beside the floating meta it shrank to half a
   narrow Compare column; there the meta sits on its own line instead. */
.rx-compact .rx-meta{float:none;margin-left:0;text-align:right}
.rx-compact .rx-line{flex-direction:column;gap:0}
.rx-compact .rx-label{flex:none}
.rx-thought .rx-label{color:#7c4dbd}
.rx-thought .rx-text{font-style:italic;color:#2d2540}
.rx-action .rx-label{color:#1f6fb2}
.rx-action .rx-text{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:.88rem;color:#174a78}
.rx-observation .rx-label{color:#2e7d4f}
.rx-observation .rx-text{color:#33403a}
.rx-badge{display:inline-block;margin-left:.35rem;font-size:.66rem;font-weight:600;padding:0 .35rem;border-radius:.6rem;
  vertical-align:middle}
.rx-human_edit,.rx-human_insert{background:#fff1cc;color:#8a5a00}
.rx-engine{background:#eceff3;color:#555}
.rx-note{font-size:.8rem;color:#9a5b00;margin-top:.1rem}
.rx-flagged{border-left:3px solid #d9822b}
.rx-flag{font-size:.78rem;color:#8a4b00;margin-top:.15rem;font-style:normal}
.rx-flag-kind{display:inline-block;font-size:.66rem;font-weight:600;padding:0 .35rem;border-radius:.6rem;
  background:#ffe3c2;color:#8a4b00;text-transform:uppercase;letter-spacing:.03em}
.rx-fold summary{cursor:pointer;list-style:none}
.rx-fold summary::-webkit-details-marker{display:none}
.rx-more{font-size:.75rem;color:#1f6fb2;white-space:nowrap}
.rx-fold[open] summary{display:none}
.rx-task{font-size:1.12rem;line-height:1.5;padding:.2rem 0 .1rem 0;overflow-wrap:anywhere}
.rx-task-label{font-size:.75rem;letter-spacing:.04em;text-transform:uppercase;color:#8a8f98}
.rx-opening{white-space:pre-wrap;font-family:ui-monospace,Menlo,monospace;font-size:.85rem;color:#33403a;
  background:rgba(240,242,246,.7);padding:.5rem .7rem;border-radius:.5rem}
.rx-tree{font-size:.9rem}
.rx-diff{width:100%;border-collapse:collapse;font-size:.86rem;table-layout:fixed}
.rx-diff td,.rx-diff th{border-bottom:1px solid rgba(49,51,63,.08);padding:.25rem .4rem;vertical-align:top;
  overflow-wrap:anywhere;text-align:left}
.rx-diff th{font-weight:600;color:#555}
.rx-diff .rx-n{width:2.6rem;color:#8a8f98}
.rx-diff tr.rx-same td{color:#9aa0a8}
.rx-diff tr.rx-changed td.rx-side{background:#fff8e1}
.rx-diff tr.rx-first-diff td{border-top:2px solid #d9822b}
.rx-first-mark{font-size:.62rem;font-weight:600;color:#8a4b00;text-transform:uppercase;line-height:1.1}
.rx-outcome{font-weight:400;font-size:.78rem;color:#6b7078}
.rx-kind{font-size:.72rem;font-weight:600;text-transform:uppercase;color:#8a8f98;margin-right:.3rem}
/* The "model is working" line: shown at once (st.spinner waits 0.5 s before it appears), with
   the seconds counted by the browser, so the script sends it once and never again. */
@property --rx-s{syntax:'<integer>';inherits:false;initial-value:0}
@keyframes rx-count{from{--rx-s:0}to{--rx-s:86400}}
@keyframes rx-turn{to{transform:rotate(360deg)}}
.rx-working{display:flex;align-items:center;gap:.5rem;font-size:.9rem;color:#555;padding:.2rem 0}
.rx-spin{width:.9rem;height:.9rem;border:2px solid rgba(49,51,63,.2);border-top-color:#1f6fb2;border-radius:50%;
  animation:rx-turn .8s linear infinite}
.rx-elapsed{color:#8a8f98;animation:rx-count 86400s steps(86400,end) forwards;counter-reset:rx-s var(--rx-s)}
.rx-elapsed::after{content:"(" counter(rx-s) " s)"}
@media (prefers-color-scheme: dark){
  .rx-card{background:rgba(255,255,255,.03);border-color:rgba(250,250,250,.12)}
  .rx-thought .rx-text{color:#e3dbf5}.rx-observation .rx-text{color:#d7e3dc}.rx-action .rx-text{color:#b9d7f5}
}
</style>
"""


def apply() -> None:
    st.html(CSS)


@contextmanager
def working(label: str) -> Iterator[None]:
    """A spinner line shown as soon as the script reaches it, removed when the block ends."""
    line = st.empty()
    line.html(f'<div class="rx-working"><span class="rx-spin"></span><span>{html.escape(label)}</span>'
              '<span class="rx-elapsed"></span></div>')
    try:
        yield
    finally:
        line.empty()
