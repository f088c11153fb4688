#!/usr/bin/env python3
"""Checks that every link and image reference in the docs resolves.

Looked at, outside code blocks and `code spans`: [text](target),
![alt](target), reference definitions ([label]: target) and their uses
([text][label]), and the src/href of HTML tags (<img src="...">).

- A relative target must exist, seen from the page's folder (a leading / is
  the repository root), and must not be ignored by git (build/, output/):
  a fresh clone would not have it.
- An #anchor must name a heading of the target page, spelt as GitHub makes
  it: lower case, punctuation dropped, spaces turned into hyphens, -1, -2...
  added to repeated headings. Only ATX headings (# Title) count. #L12 and
  #L12-L20 on another file must be lines it has.
- http(s) links are listed, not fetched: the check works without a network.

Exit status: 0 when everything resolves, 1 otherwise (each broken link as
file:line and the reason).
"""

import re
import subprocess
import sys
from urllib.parse import unquote

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
from doc_pages import CODE_SPAN, command_line, find_pages, read_page, report, where

INLINE_LINK = re.compile(r"\]\(\s*<?([^)\s>]*)>?(?:\s+(?:\"[^\"]*\"|'[^']*'))?\s*\)")
REFERENCE_USE = re.compile(r"\[([^\]]+)\]\[([^\]]*)\]")  # [text][label], or [label][]
REFERENCE_DEFINITION = re.compile(r"^\s{0,3}\[([^\]]+)\]:\s*<?(\S+?)>?(?:\s+.*)?$")
HTML_LINK = re.compile(r"<(?:img|a|source)\b[^>]*?\b(?:src|href)\s*=\s*[\"']([^\"']+)[\"']", re.IGNORECASE)
HTML_ANCHOR = re.compile(r"<[^>]+\b(?:id|name)\s*=\s*[\"']([^\"']+)[\"']", re.IGNORECASE)
HTML_COMMENT = re.compile(r"<!--.*?-->", re.DOTALL)
ATX_HEADING = re.compile(r"^\s{0,3}(#{1,6})\s+(.*?)(?:\s+#+)?\s*$")
LINE_ANCHOR = re.compile(r"^L(\d+)(?:-L(\d+))?$")


def github_slug(heading):
    """The id GitHub gives a heading: its text, lower case, without punctuation."""
    text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", heading)  # a link counts by its text
    text = text.replace("`", "").lower()
    return "".join(c for c in text if c.isalnum() or c in "-_ ").replace(" ", "-")


def anchors(page_path):
    """Every anchor a page has: its headings' ids and the ids of its HTML tags."""
    seen, result = {}, set()
    page = read_page(page_path)
    for _, line in page.prose:
        heading = ATX_HEADING.match(line)
        if heading:
            slug = github_slug(heading.group(2))
            count = seen.get(slug, 0)
            seen[slug] = count + 1
            result.add(slug if count == 0 else f"{slug}-{count}")
        result.update(HTML_ANCHOR.findall(line))
    return result


def prose_paragraphs(page):
    """(first line number, text) of each paragraph outside code blocks, with
    code spans and HTML comments blanked out, so a link shown as code is not
    taken for a link. A code span may run over a line break."""
    paragraphs = []  # lists of consecutive non-blank (number, line)
    for number, line in page.prose:
        if not line.strip():
            continue
        if paragraphs and paragraphs[-1][-1][0] == number - 1:
            paragraphs[-1].append((number, line))
        else:
            paragraphs.append([(number, line)])
    for paragraph in paragraphs:
        text = "\n".join(line for _, line in paragraph)
        yield paragraph[0][0], CODE_SPAN.sub(blanked, HTML_COMMENT.sub(blanked, text))


def blanked(match):
    """The matched text as spaces, its line breaks kept (so line numbers stay right)."""
    return re.sub(r"[^\n]", " ", match.group(0))


def links(page):
    """(line number, target) of every link of a page."""
    definitions = {}
    found = []
    for first, text in prose_paragraphs(page):
        for pattern in (INLINE_LINK, HTML_LINK):
            for match in pattern.finditer(text):
                found.append((first + text.count("\n", 0, match.start()), match.group(1)))
        for offset, line in enumerate(text.split("\n")):
            definition = REFERENCE_DEFINITION.match(line)
            if definition:
                definitions[definition.group(1).lower()] = definition.group(2)
                found.append((first + offset, definition.group(2)))
    for first, text in prose_paragraphs(page):
        for match in REFERENCE_USE.finditer(text):
            label = match.group(2) or match.group(1)
            if label.lower() not in definitions:
                found.append((first + text.count("\n", 0, match.start()), f"[{label}]"))
    return sorted(found)


class Repository:
    """Where links may point: files of the repository that a clone has."""

    def __init__(self, root):
        self.root = root
        self.anchor_cache = {}

    def ignored(self, path):
        """True for a path git ignores (build output); False outside a git checkout."""
        result = subprocess.run(["git", "-C", str(self.root), "check-ignore", "-q", str(path)],
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        return result.returncode == 0

    def anchors_of(self, path):
        if path not in self.anchor_cache:
            self.anchor_cache[path] = anchors(path)
        return self.anchor_cache[path]

    def problem(self, page, target):
        """Why target, linked from page, does not resolve; None when it does."""
        if target.startswith("[") and target.endswith("]"):
            return f"the reference {target} is not defined on this page"
        if not target:
            return "the link has no target"
        path_part, _, anchor = target.partition("#")
        path_part = unquote(path_part)
        if not path_part:
            path = page
        elif path_part.startswith("/"):
            path = self.root / path_part.lstrip("/")
        else:
            path = page.parent / path_part
        path = path.resolve()
        try:
            path.relative_to(self.root)
        except ValueError:
            return f"{path_part} is outside the repository"
        if self.ignored(path):
            return f"{path_part} is ignored by git (made by a build or a run): a fresh clone does not have it"
        if not path.exists():
            return f"{path_part} does not exist"
        if not anchor:
            return None
        anchor = unquote(anchor)
        if path.suffix.lower() == ".md":
            return None if anchor in self.anchors_of(path) else f"{path_part or 'this page'} has no heading #{anchor}"
        line_anchor = LINE_ANCHOR.match(anchor)
        if line_anchor and path.is_file():
            line_count = len(path.read_text(encoding="utf-8", errors="replace").splitlines())
            last = int(line_anchor.group(2) or line_anchor.group(1))
            return None if last <= line_count else f"{path_part} has only {line_count} lines, not {last}"
        return f"#{anchor}: only headings of .md pages and #L<line> of files can be checked"


def main():
    args = command_line(__doc__, "").parse_args()
    root = args.root.resolve()
    repository = Repository(root)
    problems, external, checked = [], [], 0
    pages = args.pages or find_pages(root)
    for page_path in pages:
        page_path = page_path.resolve()
        page = read_page(page_path)
        for line, target in links(page):
            if re.match(r"^[a-z][a-z0-9+.-]*:", target, re.IGNORECASE):
                if target.lower().startswith(("http://", "https://")):
                    external.append(f"{where(page_path, line, root)}: {target}")
                continue  # mailto: and the like: nothing to check
            checked += 1
            problem = repository.problem(page_path, target)
            if problem:
                problems.append(f"{where(page_path, line, root)}: broken link ({target}): {problem}")
    print(f"external links, not fetched ({len(external)}):")
    for link in external:
        print(f"  {link}")
    return report(problems, f"{len(pages)} pages, {checked} links checked, {len(problems)} broken")


if __name__ == "__main__":
    sys.exit(main())
