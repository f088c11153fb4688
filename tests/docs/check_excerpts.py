#!/usr/bin/env python3
"""Checks that the code shown in the docs is the code in the sources.

A code block that quotes a source file says so in the line above it:

    <!-- excerpt: 01-sobel-scalar/sobel_scalar.cl [sobel_scalar] -->
    ```c
    __kernel void sobel_scalar(...
    ```

and the source marks the region with two identical marker lines, a comment
that holds only the name in brackets:

    // [sobel_scalar]          (or "# [name]" in a script)
    __kernel void sobel_scalar(...
    // [sobel_scalar]

The block must equal the lines between the two markers, where
- marker lines are left out, also those of other regions nested inside;
- the region is dedented by the indentation its lines have in common, so a
  region inside a function is quoted from column 0;
- trailing spaces and blank lines at either end do not count.

A block in a source language (c, cpp, c++, cl, opencl, cmake) must be an
excerpt; one that is deliberately not (a learner's edit, a sketch) says why:
<!-- excerpt: none (reason) -->. Blocks in other languages (sh, text, none)
are not checked here.

Exit status: 0 when every excerpt matches, 1 otherwise, with each difference
as file:line and a unified diff. --update copies the marked regions into the
pages instead (then read `git diff` before committing).
"""

import difflib
import re
import sys
import textwrap

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
from doc_pages import command_line, find_pages, read_page, report, where

SOURCE_LANGUAGES = {"c", "cpp", "c++", "cl", "opencl", "cmake"}
EXCERPT = re.compile(r"^(\S+)\s+\[([^\]]+)\]$")
NOT_AN_EXCERPT = re.compile(r"^none\s+\((.+)\)$")
MARKER = re.compile(r"^\s*(?://|#)\s*\[([A-Za-z0-9_.-]+)\]\s*$")


def marked_region(root, file, name):
    """The lines between the two `[name]` markers of root/file, dedented, and
    the region's first and last line; or None and an error message."""
    lines = (root / file).read_text(encoding="utf-8").splitlines()
    markers = [i for i, line in enumerate(lines) if (m := MARKER.match(line)) and m.group(1) == name]
    if len(markers) != 2:
        return None, f"{file} has {len(markers)} '[{name}]' marker lines, needs exactly 2 (start and end)"
    first, last = markers
    region = [line for line in lines[first + 1:last] if not MARKER.match(line)]
    return textwrap.dedent("\n".join(region)).splitlines(), (first + 2, last)


def normalised(lines):
    """Without trailing spaces, and without blank lines at either end."""
    lines = [line.rstrip() for line in lines]
    while lines and not lines[0]:
        lines.pop(0)
    while lines and not lines[-1]:
        lines.pop()
    return lines


def check_block(root, page, block, annotation, update):
    """Problems of one annotated block, as messages. With update, a block that
    differs takes the region's lines instead (block.lines is changed)."""
    if NOT_AN_EXCERPT.match(annotation.text):
        return []
    match = EXCERPT.match(annotation.text)
    if not match:
        return [f"{where(page, annotation.line, root)}: write <!-- excerpt: FILE [marker] --> "
                f"or <!-- excerpt: none (reason) -->, not '{annotation.text}'"]
    file, name = match.groups()
    if not (root / file).is_file():
        return [f"{where(page, annotation.line, root)}: {file} does not exist "
                f"(the path is relative to the repository root)"]
    region, lines_or_error = marked_region(root, file, name)
    if region is None:
        return [f"{where(page, annotation.line, root)}: {lines_or_error}"]
    expected, shown = normalised(region), normalised(block.lines)
    if expected == shown:
        return []
    if update:
        block.lines[:] = expected
        return []
    first, last = lines_or_error
    diff = difflib.unified_diff(expected, shown, lineterm="",
                                fromfile=f"{file}:{first}-{last} [{name}] (the source)",
                                tofile=f"{where(page, block.line + 1, root)} (the page)")
    return [f"{where(page, block.line, root)}: the excerpt of {file} [{name}] differs from the source; "
            "copy the marked region into the page (or move the markers):\n" + "\n".join(diff)]


def check_page(root, page_path, update):
    page = read_page(page_path)
    problems = [f"{where(page_path, line, root)}: {message}" for line, message in page.problems]
    for block in page.blocks:
        excerpts = [a for a in block.annotations if a.kind == "excerpt"]
        if len(excerpts) > 1:
            problems.append(f"{where(page_path, block.line, root)}: a block can quote one region only")
        elif excerpts:
            problems += check_block(root, page_path, block, excerpts[0], update)
        elif block.language.lower() in SOURCE_LANGUAGES:
            problems.append(f"{where(page_path, block.line, root)}: a ```{block.language} block must be an "
                            "excerpt of a source (<!-- excerpt: FILE [marker] --> above it), or say why it "
                            "is not (<!-- excerpt: none (reason) -->)")
    if update and not problems:
        write_blocks(page)
    return problems, sum(1 for b in page.blocks for a in b.annotations if a.kind == "excerpt")


def write_blocks(page):
    """Writes the page back with each block's current lines, in its fence's indentation."""
    lines = page.path.read_text(encoding="utf-8").splitlines()
    for block in reversed(page.blocks):
        fence = lines[block.line - 1]
        indent = fence[:len(fence) - len(fence.lstrip())]
        lines[block.line:block.end - 1] = [indent + line if line else line for line in block.lines]
    page.path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def main():
    parser = command_line(__doc__, ": source paths are relative to it")
    parser.add_argument("--update", action="store_true",
                        help="copy each marked region into the page where they differ, instead of failing")
    args = parser.parse_args()
    root = args.root.resolve()
    problems, excerpts = [], 0
    pages = args.pages or find_pages(root)
    for page in pages:
        page_problems, page_excerpts = check_page(root, page, args.update)
        problems += page_problems
        excerpts += page_excerpts
    return report(problems, f"{len(pages)} pages, {excerpts} excerpts, {len(problems)} problems")

if __name__ == "__main__":
    sys.exit(main())
