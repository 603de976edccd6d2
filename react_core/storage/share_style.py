"""The one-file share's stylesheet: the app's look (ui/widgets/style.css: label column, text column, calm
colours) in a page of its own, with the system's fonts only (nothing is fetched) and a print layout
that shows every branch one after another."""

from __future__ import annotations

CSS = """
:root{color-scheme:light}
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#31333f;background:#fff;margin:0}
main{max-width:60rem;margin:0 auto;padding:1.5rem 1.2rem 2rem}
h1{font-size:1.5rem;margin:.2rem 0 .6rem}
h2{font-size:1.15rem;margin:1.4rem 0 .5rem}
h3{font-size:1rem;margin:1.2rem 0 .4rem;color:#555}
.rx-task-label{font-size:.75rem;letter-spacing:.04em;text-transform:uppercase;color:#8a8f98}
.rx-task{font-size:1.12rem;line-height:1.5;overflow-wrap:anywhere}
.rx-facts{font-size:.86rem;color:#5a5f68;margin:.4rem 0 .8rem}
.rx-opening{white-space:pre-wrap;font-family:ui-monospace,Menlo,monospace;font-size:.85rem;color:#33403a;
  background:rgba(240,242,246,.7);padding:.5rem .7rem;border-radius:.5rem}
table{width:100%;border-collapse:collapse;font-size:.86rem;table-layout:fixed}
td,th{border-bottom:1px solid rgba(49,51,63,.08);padding:.25rem .4rem;vertical-align:top;overflow-wrap:anywhere;
  text-align:left}
th{font-weight:600;color:#555}
.rx-right{color:#2e7d4f;font-weight:600}
.rx-wrong{color:#b3261e;font-weight:600}
.rx-pick{position:absolute;opacity:0;width:1px;height:1px}
.rx-tabs{display:flex;flex-wrap:wrap;gap:.4rem;margin:.6rem 0 .8rem}
.rx-tabs label{cursor:pointer;border:1px solid rgba(49,51,63,.2);border-radius:1rem;padding:.2rem .8rem;
  font-size:.88rem;background:#fff}
.rx-panel{display:none}
.rx-card{border:1px solid rgba(49,51,63,.14);border-radius:.6rem;padding:.45rem .8rem .35rem;margin:0 0 .3rem 0;
  background:rgba(250,250,252,.6);break-inside:avoid}
.rx-line{display:flex;gap:.75rem;padding:.22rem 0;line-height:1.5}
.rx-line+.rx-line{border-top:1px dashed rgba(49,51,63,.08)}
.rx-label{flex:0 0 9.5rem;font-weight:600;font-size:.86rem}
.rx-body{flex:1 1 auto;min-width:0;font-size:.95rem;overflow-wrap:anywhere}
.rx-thought .rx-label{color:#7c4dbd}
.rx-thought .rx-text{font-style:italic;color:#2d2540}
.rx-action .rx-label{color:#1f6fb2}
.rx-action .rx-text{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:.88rem;color:#174a78}
.rx-observation .rx-label{color:#2e7d4f}
.rx-observation .rx-text{color:#33403a}
.rx-badge{display:block;width:fit-content;margin-top:.1rem;font-size:.66rem;font-weight:600;padding:0 .35rem;
  border-radius:.6rem;background:#eceff3;color:#555}
.rx-person{background:#fff1cc;color:#8a5a00}
.rx-note{font-size:.8rem;color:#9a5b00;margin-top:.1rem}
.rx-flagged{border-left:3px solid #d9822b}
.rx-flag{font-size:.78rem;color:#8a4b00;margin-top:.15rem}
.rx-flag-kind{display:inline-block;font-size:.66rem;font-weight:600;padding:0 .35rem;border-radius:.6rem;
  background:#ffe3c2;color:#8a4b00;text-transform:uppercase;letter-spacing:.03em}
.rx-switch-note{font-size:.8rem;font-weight:600;color:#1f6fb2;margin:.5rem 0 .2rem}
.rx-diff .rx-n{width:5rem;color:#8a8f98}
.rx-diff tr.rx-same td{color:#9aa0a8}
.rx-diff tr.rx-changed td{background:#fff8e1}
.rx-diff tr.rx-changed td.rx-n{background:none}
.rx-diff tr.rx-first-diff td{border-top:2px solid #d9822b}
.rx-first-mark{font-size:.62rem;font-weight:600;color:#8a4b00;text-transform:uppercase;line-height:1.1}
.rx-kind{font-size:.72rem;font-weight:600;text-transform:uppercase;color:#8a8f98;margin-right:.3rem}
.rx-deleted-gap{color:#8a5a00;font-style:italic}
.rx-quiet{font-size:.82rem;color:#6b7078}
footer{margin-top:2rem;padding-top:.6rem;border-top:1px solid rgba(49,51,63,.14);font-size:.78rem;color:#6b7078}
@media print{
  .rx-tabs,.rx-pick{display:none}
  .rx-panel{display:block!important;break-before:page}
  .rx-panel:first-of-type{break-before:auto}
  main{max-width:none;padding:0}
  .rx-card,.rx-diff tr.rx-changed td{background:none}
}
"""


def switcher_css(count: int) -> str:
    """The rules that show panel i while radio i is checked, and mark its label: the branch switcher
    works with no script at all. Ids are indexes, never text from the trajectory."""
    rules = []
    for i in range(count):
        rules.append(f"#rx-pick-{i}:checked~#rx-panel-{i}{{display:block}}")
        rules.append(
            f"#rx-pick-{i}:checked~.rx-tabs label[for=rx-pick-{i}]{{background:#1f6fb2;color:#fff;border-color:#1f6fb2}}"
        )
        rules.append(f"#rx-pick-{i}:focus-visible~.rx-tabs label[for=rx-pick-{i}]{{outline:2px solid #d9822b}}")
    return "\n".join(rules)
