#!/usr/bin/env python3
"""Every timing a page states in prose comes from a recorded run it links to.

The tables between `<!-- timings: ... -->` markers are generated from the
recorded runs (timing_tables.py). A figure written in the prose, a time
(0.030 ms, 27 µs), a bandwidth (2699 GB/s), a share (75.6%) or a ratio
(1.8x, 1.8 times), must come from data too: it must appear, to the precision it is
written with, in a file under docs/results/ that its paragraph, or the
paragraph just before it (which introduces a table or a list), links to.
"0.030 ms" matches 0.0303 in the file, "30 µs" matches 0.0303 ms; a share
or a ratio may also be the quotient of two of the file's numbers (a time
over the copy's). Code blocks, inline code and the generated blocks are not
prose, nor is a paragraph that holds `<!-- not measured here -->` (a share
of a count, a rule of thumb, figures a source published: GitHub shows
nothing of the comment). A figure
that restates a generated table links the run or says "see the table"
without the number.

    check_figures.py --root DIR           check README.md and docs/*.md
    check_figures.py --root DIR PAGE...   check these pages
    --results DIR                         the recorded files (default: ROOT/docs/results)
"""
import bisect
import itertools
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from doc_pages import command_line, find_pages, read_page, report, where  # noqa: E402

NOT_MEASURED = "<!-- not measured here -->"  # a paragraph of counts, rules of thumb or a source's own figures
GENERATED = re.compile(r"^\s*<!-- (end of )?timings: ")
CODE_SPAN = re.compile(r"(`+).*?\1")
LINK = re.compile(r"\]\(([^)\s]+)\)")
NUMBER = re.compile(r"-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?")
# A figure: a number and its unit ("N times" only before as fast, slower and the like).
# "A to B unit" and "A or B unit" give A the unit too.
FIGURE = re.compile(r"(?<![\w.])(?P<number>\d+(?:\.\d+)?)(?P<range>(?:\s*(?:,|to|or|-|–)\s*\d+(?:\.\d+)?)*)"
                    r"(?:\s*(?P<unit>ms\b|µs\b|us\b|GB/s|%|times(?=\s+(?:as\s+fast|as\s+long|faster|slower|lesson\b|their\b|the\s+paper)))|(?P<times>x)(?!\w))")
# The unit of a figure -> the factors that turn a recorded number into it.
SCALES = {"ms": (1.0, 1e-3), "µs": (1e3, 1.0), "us": (1e3, 1.0), "GB/s": (1.0,), "%": (1.0, 100.0), "x": (1.0,),
          "times": (1.0,)}
MAX_NUMBERS_FOR_QUOTIENTS = 800  # above it, a file's quotients take too long to list


def paragraphs(page):
    """[(first line, [(line, text)])] of the prose, generated blocks left out, split at blank lines."""
    result, current, generated = [], [], False
    for number, line in page.prose:
        if GENERATED.search(line):
            generated = not line.lstrip().startswith("<!-- end of")
            if current:
                result.append(current)
            current = []
            continue
        if generated:
            continue
        if not line.strip():
            if current:
                result.append(current)
            current = []
            continue
        current.append((number, line))
    if current:
        result.append(current)
    return result


class RecordedFile:
    """The numbers of a recorded file, sorted, and (for a small file) the quotients of any two."""

    def __init__(self, path):
        text = path.read_text(encoding="utf-8", errors="replace")
        values = sorted({abs(float(n)) for n in NUMBER.findall(text)} - {0.0})
        self.numbers = values
        self.quotients = None
        if len(values) <= MAX_NUMBERS_FOR_QUOTIENTS:
            self.quotients = sorted({a / b for a in values for b in values if a != b})

    @staticmethod
    def near(sorted_values, low, high):
        at = bisect.bisect_left(sorted_values, low)
        return at < len(sorted_values) and sorted_values[at] <= high

    def holds(self, value, decimals, unit):
        half = 0.5 * 10 ** -decimals + 1e-12
        for scale in SCALES[unit]:
            if self.near(self.numbers, (value - half) / scale, (value + half) / scale):
                return True
        # A quotient of two of the file's numbers: only for a figure of two significant digits or more, as
        # some quotient of a large file comes near any one-digit figure.
        digits = len(f"{value:.{decimals}f}".replace(".", "").lstrip("0"))
        if unit in ("%", "x", "times") and self.quotients is not None and digits >= 2:
            scale = 100.0 if unit == "%" else 1.0
            return self.near(self.quotients, (value - half) / scale, (value + half) / scale)
        return False


class Checker:
    def __init__(self, root, results=None):
        self.root = Path(root).resolve()
        self.results = Path(results).resolve() if results else self.root / "docs" / "results"
        self.files = {}

    def recorded(self, page, target):
        """The recorded file a link names, if it is one under docs/results/."""
        target = target.split("#")[0]
        if not target or "://" in target:
            return None
        path = (page.parent / target).resolve()
        if self.results not in path.parents or not path.is_file():
            return None
        if path not in self.files:
            self.files[path] = RecordedFile(path)
        return self.files[path]

    def sources(self, page_path, lines):
        found = []
        for _, line in lines:
            for target in LINK.findall(line):
                recorded = self.recorded(page_path, target)
                if recorded:
                    found.append(recorded)
        return found

    def check_page(self, path):
        page = read_page(path)
        problems = []
        previous = []
        for lines in paragraphs(page):
            sources = self.sources(path, lines) + self.sources(path, previous)
            previous = lines
            if not any(NOT_MEASURED in line for _, line in lines):
                problems += self.unsourced(path, lines, sources)
        return problems

    def unsourced(self, path, lines, sources):
        """The paragraph's figures that none of its sources holds."""
        # The paragraph as one text, so that a figure may span a line break; each line's start, to say where.
        texts = [CODE_SPAN.sub(" ", line) for _, line in lines]
        text = " ".join(texts)
        starts = list(itertools.accumulate([0] + [len(line) + 1 for line in texts]))
        why = ("its paragraph links no recorded file under docs/results/" if not sources
               else "no file its paragraph links to holds it")
        problems = []
        for match in FIGURE.finditer(text):
            number = lines[bisect.bisect_right(starts, match.start()) - 1][0]
            unit = match["unit"] or "x"
            for value in [match["number"]] + re.findall(r"\d+(?:\.\d+)?", match["range"] or ""):
                decimals = len(value.split(".")[1]) if "." in value else 0
                if not any(source.holds(float(value), decimals, unit) for source in sources):
                    problems.append(f"{where(path, number, self.root)}: {value}{'' if unit == 'x' else ' '}{unit}: {why}")
        return problems

def main():
    parser = command_line(__doc__, "")
    parser.add_argument("--results", type=Path, help="where the recorded files are (default: ROOT/docs/results)")
    args = parser.parse_args()
    checker = Checker(args.root, args.results)
    pages = args.pages or find_pages(args.root)
    problems = []
    for page in pages:
        problems += checker.check_page(page)
    return report(problems, f"{len(pages)} pages: {len(problems)} figures without a recorded source")


if __name__ == "__main__":
    sys.exit(main())
