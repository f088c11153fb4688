"""What the docs checks share: finding the pages, and reading a page into its
fenced code blocks, the annotations written above them, and its prose.

An annotation is an HTML comment on a line of its own, directly above a fenced
code block (no blank line between them), of one of two kinds:

    <!-- excerpt: 01-sobel-scalar/sobel_scalar.cl [sobel_scalar] -->
    <!-- docs-test: expect-files output/01-sobel-scalar/sobel.png -->

GitHub renders neither. Several may be stacked above one block. One that is
not directly above a block is an error: it would silently check nothing.
"""

import argparse
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

ANNOTATION = re.compile(r"^\s*<!--\s*(docs-test|excerpt)\s*:\s*(.*?)\s*-->\s*$")
# Something that looks like an annotation but is not one (a missing colon, an
# underscore): reported rather than ignored.
ALMOST_ANNOTATION = re.compile(r"<!--\s*(docs[-_ ]?test|excerpt)\b", re.IGNORECASE)
CODE_SPAN = re.compile(r"(`+).*?\1")
FENCE = re.compile(r"^(\s*)(`{3,}|~{3,})\s*([^`\s]*)[^`]*$")


@dataclass
class Annotation:
    kind: str  # "docs-test" or "excerpt"
    text: str  # what follows the colon
    line: int


@dataclass
class Block:
    """A fenced code block: ```lang ... ```."""

    line: int  # the opening fence's line, counting from 1
    language: str  # the first word after the fence, "" if none
    lines: list  # the content, without the fence's own indentation
    annotations: list = field(default_factory=list)
    end: int = 0  # the closing fence's line


@dataclass
class Page:
    path: Path
    blocks: list  # of Block
    prose: list  # (line number, text) of every line outside code blocks
    problems: list  # (line number, message): annotations that annotate nothing


def find_pages(root):
    """README.md and every docs/*.md: new pages are picked up without a list."""
    root = Path(root)
    return [root / "README.md"] + sorted((root / "docs").glob("*.md"))


def read_page(path):
    blocks, prose, problems = [], [], []
    pending = []  # annotations waiting for the block below them
    block = None  # the open block, if any
    indent = closing = None
    for number, line in enumerate(Path(path).read_text(encoding="utf-8").splitlines(), start=1):
        if block is not None:
            stripped = line.strip()
            if stripped.startswith(closing[0]) and set(stripped) == {closing[0]} and len(stripped) >= len(closing):
                block.end = number
                blocks.append(block)
                block = None
            else:
                # Content is indented like its fence (inside a list item).
                block.lines.append(line[len(indent):] if line.startswith(indent) else line.lstrip())
            continue
        fence = FENCE.match(line)
        if fence:
            indent, closing, language = fence.groups()
            block = Block(number, language, [], pending)
            pending = []
            continue
        match = ANNOTATION.match(line)
        if match:
            pending.append(Annotation(match.group(1), match.group(2), number))
            continue
        for annotation in pending:
            problems.append((annotation.line, "this annotation is not directly above a code block"))
        pending = []
        if ALMOST_ANNOTATION.search(CODE_SPAN.sub("", line)):
            problems.append((number, "malformed annotation: write <!-- docs-test: ... --> or "
                                     "<!-- excerpt: FILE [marker] --> on a line of its own"))
        else:
            prose.append((number, line))
    if block is not None:
        problems.append((block.line, "this code block is never closed"))
    for annotation in pending:
        problems.append((annotation.line, "this annotation is not directly above a code block"))
    return Page(Path(path), blocks, prose, problems)


def where(path, line, root):
    """path:line as an editor or a terminal links it, relative to root when inside it."""
    path = Path(path)
    try:
        path = path.resolve().relative_to(Path(root).resolve())
    except ValueError:
        pass
    return f"{path}:{line}"


def command_line(description, root_help, with_pages=True):
    """The options every check takes: --root, and the pages (all by default)."""
    parser = argparse.ArgumentParser(description=description, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--root", type=Path, default=Path.cwd(),
                        help=f"the repository root{root_help} (default: .)")
    if with_pages:
        parser.add_argument("pages", nargs="*", type=Path,
                            help="pages to check (default: README.md and docs/*.md under the root)")
    return parser


def report(problems, summary):
    """Prints the problems on stderr, then the summary; returns the exit status."""
    for problem in problems:
        print(problem, file=sys.stderr, flush=True)
    print(summary)
    return 1 if problems else 0
