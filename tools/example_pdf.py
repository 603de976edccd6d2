"""Writes the example document folder's one PDF (examples/documents/notes/Skerrin_Tide_Survey.pdf).

A PDF is written by hand here (one page, Helvetica, one text line per sentence) so the project
needs no PDF-writing package; pypdf, which the workbench reads PDFs with, reads it back.

    python -m tools.example_pdf          # rewrites the example PDF
"""

from __future__ import annotations

from pathlib import Path

EXAMPLE_PDF = Path(__file__).resolve().parents[1] / "examples" / "documents" / "notes" / "Skerrin_Tide_Survey.pdf"
TITLE = "Skerrin Tide Survey 2024"
LINES = (
    "The 2024 tide survey of Harrow Bay was carried out by the Harrow Bay Astronomical Society",
    "and the Skerrin fishing cooperative.",
    "",
    "The highest spring tide of the year was 5.8 metres, measured on 11 September 2024.",
    "The lowest tide was 0.3 metres, measured on 18 March 2024.",
    "The survey found that the Gannet cannot cross the bay when the tide is under 0.6 metres.",
    "Gauges were read every fifteen minutes at the Skerrin pier and at Gull Point.",
)


def simple_pdf(lines: tuple[str, ...] | list[str], title: str = "") -> bytes:
    """A one-page PDF showing `lines` (plain ASCII), with `title` in its metadata."""

    def escaped(text: str) -> str:
        return text.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)")

    rows = [f"BT /F1 11 Tf 56 {760 - 16 * i} Td ({escaped(line)}) Tj ET" for i, line in enumerate(lines) if line]
    stream = "\n".join(rows).encode("ascii")
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> "
        b"/Contents 5 0 R >>",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
        b"<< /Length %d >>\nstream\n" % len(stream) + stream + b"\nendstream",
        f"<< /Title ({escaped(title)}) /Producer (ReAct workbench tools/example_pdf.py) >>".encode("ascii"),
    ]
    out = bytearray(b"%PDF-1.4\n")
    offsets = []
    for number, body in enumerate(objects, 1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % offset for offset in offsets)
    out += b"trailer\n<< /Size %d /Root 1 0 R /Info 6 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)
    return bytes(out)


if __name__ == "__main__":
    import argparse

    argparse.ArgumentParser(description="Rewrite " + str(EXAMPLE_PDF.relative_to(EXAMPLE_PDF.parents[3]))).parse_args()
    EXAMPLE_PDF.write_bytes(simple_pdf(LINES, TITLE))
    print(f"wrote {EXAMPLE_PDF}")
