#!/usr/bin/env python3
"""Every commit and repository path the docs and the code's comments cite exists.

A page that says "recorded at commit ad8bc25" or "see 03-histogram/histogram.cpp"
sends the reader to something; this check fails when it is not there:

- a commit hash (7 to 40 hex digits, at least one of them a digit) written
  after "commit", "commits", "at", "from" or "on" must be a commit of the
  repository's history (git cat-file -e HASH^{commit}). The check needs the
  history: in a checkout without git or a shallow clone it says so and fails,
  as CI clones the whole history;
- a path (two or more names joined by /, the last with an extension, or one
  that begins with a folder of the repository's top level) must name a file
  or folder of the repository, from its root or, on a page, from the page's
  folder (a link's target). Paths the tutorial's programs and builds make
  (build/, output/), system paths (/usr, ~/.cache, CL/cl.h) and URLs are
  not the repository's and are not checked, nor are placeholders and globs
  (tests/test_NN_*.cpp), the names of the docs' made-up examples (EXAMPLES)
  and other projects' files (ELSEWHERE). A path without an extension may
  name a source pair: reference/gaussian stands for reference/gaussian.cpp
  and .hpp.

Where it looks: README.md and docs/*.md (all of the text), and the comments
of the code git tracks (*.cpp *.hpp *.cl *.cmake CMakeLists.txt *.py *.sh),
except tests/data/, which holds deliberately broken fixtures.

    check_citations.py --root DIR           check the repository
    check_citations.py --root DIR FILE...   check these files only (paths still resolve in DIR)
"""
import argparse
import re
import subprocess
import sys
from pathlib import Path

CODE_SUFFIXES = {".cpp", ".hpp", ".cl", ".cmake", ".py", ".sh"}
HASH_COMMENT = {".cmake", ".py", ".sh", ".txt"}  # CMakeLists.txt
FIXTURES = "tests/data/"

COMMIT = re.compile(r"\b(?:commits?|at|from|on)[\s:]+`?(?P<hash>[0-9a-f]{7,40})\b`?")
URL = re.compile(r"\w+://\S+")
# A path: names of letters, digits, '.', '_', '-' joined by '/', not part of a
# longer path (no '/', '~', '.' or word character just before it).
PATH = re.compile(r"(?<![\w/~.$@{-])(?P<path>[A-Za-z0-9_][\w.-]*(?:/[\w.-]+)+/?)")
EXTENSION = re.compile(r"\.[A-Za-z][A-Za-z0-9]{0,4}$")
# Made by the build or a run, or outside the repository.
NOT_OURS = ("build/", "output/", "CL/", "usr/", "tmp/", "dev/", "proc/", "etc/", "opt/")
# The made-up names of the docs' examples of a learner's own lesson or exercise.
EXAMPLES = ("my-lesson/", "01-prewitt", "exercises/prewitt/")
# Files of other projects that a page quotes, with the project.
ELSEWHERE = {"lib/CL/pocl_cache.c": "PoCL's source"}
PLACEHOLDER = re.compile(r"(^|[/_-])NN([/_.-]|$)")


def tracked_files(root):
    """The files git tracks or would track (not ignored), or None without git."""
    try:
        result = subprocess.run(["git", "-C", str(root), "ls-files", "--cached", "--others", "--exclude-standard"],
                                capture_output=True, text=True, check=False)
    except OSError:
        return None
    if result.returncode != 0:
        return None
    return [line for line in result.stdout.splitlines() if line]


def history_problem(root):
    """Why commits cannot be checked here, or None when the whole history is present."""
    try:
        result = subprocess.run(["git", "-C", str(root), "rev-parse", "--is-shallow-repository"],
                                capture_output=True, text=True, check=False)
    except OSError as error:
        return f"git cannot be run ({error})"
    if result.returncode != 0:
        return f"{root} is not a git checkout ({result.stderr.strip()})"
    if result.stdout.strip() == "true":
        return f"{root} is a shallow clone (git fetch --unshallow gives it the whole history)"
    return None


def is_commit(root, sha):
    result = subprocess.run(["git", "-C", str(root), "cat-file", "-e", f"{sha}^{{commit}}"],
                            capture_output=True, check=False)
    return result.returncode == 0


def comment_lines(path, text):
    """(line number, text) of the comments of a code file: // and /* */, or # for CMake, Python and shell."""
    lines = []
    in_block = False
    hash_style = path.suffix in HASH_COMMENT
    for number, line in enumerate(text.splitlines(), start=1):
        if hash_style:
            at = line.find("#")
            if at >= 0 and (at == 0 or line[:at].strip() == "" or line[at - 1] == " "):
                lines.append((number, line[at + 1:]))
            continue
        parts = []
        rest = line
        while rest:
            if in_block:
                end = rest.find("*/")
                parts.append(rest if end < 0 else rest[:end])
                if end < 0:
                    break
                in_block, rest = False, rest[end + 2:]
                continue
            line_comment, block = rest.find("//"), rest.find("/*")
            if line_comment >= 0 and (block < 0 or line_comment < block):
                parts.append(rest[line_comment + 2:])
                break
            if block < 0:
                break
            in_block, rest = True, rest[block + 2:]
        if parts:
            lines.append((number, " ".join(parts)))
    return lines


def files_to_check(root, tracked):
    pages = [root / "README.md"] + sorted((root / "docs").glob("*.md"))
    code = [root / name for name in tracked
            if not name.startswith(FIXTURES)
            and (Path(name).suffix in CODE_SUFFIXES or Path(name).name == "CMakeLists.txt")]
    return pages + sorted(code)


def text_lines(path):
    text = path.read_text(encoding="utf-8", errors="replace")
    if path.suffix == ".md":
        return list(enumerate(text.splitlines(), start=1))
    return comment_lines(path, text)


class Repository:
    def __init__(self, root, tracked):
        self.root = root.resolve()
        self.top_level = {name.split("/")[0] for name in tracked} if tracked else \
            {entry.name for entry in self.root.iterdir()}
        self.paths = None
        if tracked:
            self.paths = set(tracked)
            for name in tracked:
                parts = name.split("/")
                self.paths.update("/".join(parts[:i]) for i in range(1, len(parts)))

    def holds(self, relative):
        relative = relative.rstrip("/")
        if self.paths is not None:
            return relative in self.paths or any(f"{relative}{suffix}" in self.paths for suffix in (".cpp", ".hpp"))
        return any((self.root / f"{relative}{suffix}").exists() for suffix in ("", ".cpp", ".hpp"))

    def relative(self, path):
        try:
            return path.resolve().relative_to(self.root).as_posix()
        except ValueError:
            return None

    def cited(self, candidate):
        """True when the text's path is one the repository should hold: a known top-level folder, or a file name."""
        if candidate.startswith(NOT_OURS) or candidate in ELSEWHERE or PLACEHOLDER.search(candidate):
            return False
        if any(example in candidate for example in EXAMPLES):
            return False
        first = candidate.split("/")[0]
        return first in self.top_level or bool(EXTENSION.search(candidate.rstrip("/")))

    def resolves(self, candidate, source):
        """The path exists from the root or from the citing file's folder."""
        if self.holds(candidate):
            return True
        folder = self.relative(source.parent)
        if folder is None:
            return (source.parent / candidate).exists()
        joined = self.relative(self.root / folder / candidate) if folder else candidate
        return joined is not None and self.holds(joined)


def check(root, files, tracked):
    repository = Repository(root, tracked)
    problems, commits = [], []
    for path in files:
        shown = repository.relative(path) or str(path)
        last_word = ""  # of the line before: "commit" can end a line, its hash begin the next
        for number, line in text_lines(path):
            if "<!-- timings:" in line or "<!-- end of timings:" in line:
                continue  # a recorded run's name, which timing_tables.py checks
            line = URL.sub(" ", line)
            joined = f"{last_word} {line}"
            words = line.split()
            last_word = words[-1] if words else ""
            for match in COMMIT.finditer(joined):
                sha = match["hash"]
                if re.search(r"\d", sha):
                    commits.append((shown, number, sha))
            for match in PATH.finditer(line):
                if line[match.end():match.end() + 1] == "*":
                    continue  # a glob: docs/results/07-pipeline/h100-*.json
                candidate = match["path"].split("#")[0].rstrip(".,;:)")
                candidate = re.sub(r":\d+(-\d+)?$", "", candidate)
                if "/" not in candidate or not repository.cited(candidate):
                    continue
                if not repository.resolves(candidate, path):
                    problems.append(f"{shown}:{number}: the path {candidate} is not in the repository")
    if commits:
        why_not = history_problem(root)
        for shown, number, sha in commits:
            if why_not:
                problems.append(f"{shown}:{number}: cannot check commit {sha}: {why_not}")
            elif not is_commit(root, sha):
                problems.append(f"{shown}:{number}: commit {sha} is not in the repository's history")
    return problems, len(commits)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--root", type=Path, default=Path.cwd(), help="the repository root (default: .)")
    parser.add_argument("files", nargs="*", type=Path, help="files to check (default: the docs and the code)")
    args = parser.parse_args()
    tracked = tracked_files(args.root)
    if tracked is None and not args.files:
        print(f"check_citations.py: {args.root} is not a git checkout: its files and history cannot be listed "
              "(CI checks a full clone)", file=sys.stderr)
        return 1
    files = args.files or files_to_check(args.root, tracked)
    problems, commits = check(args.root, files, tracked)
    for problem in problems:
        print(problem, file=sys.stderr, flush=True)
    print(f"{len(files)} files, {commits} commits cited: {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
