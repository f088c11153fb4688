#!/usr/bin/env python3
"""Runs the shell commands a docs page shows, the way a reader would, and
checks that they work.

Every ```sh block of the page is run, in page order, one command at a time
(a line, or lines joined by a trailing backslash; # comments and blank lines
are left out), each with `sh -c` from the repository root. A `cd` or an
`export` therefore does not carry over to the next line: write
`VAR=value command` on one line. A command must exit with 0, unless an
annotation says otherwise.

Annotations are HTML comment lines directly above the block's opening fence:

  <!-- docs-test: skip (REASON) -->       the block is not run
  <!-- docs-test: gpu -->                 run only where an OpenCL GPU is present
  <!-- docs-test: gpu NAME -->            ... a GPU whose platform, vendor or
                                          device name contains NAME (any case)
  <!-- docs-test: expect-output TEXT -->  the block's output contains TEXT
  <!-- docs-test: expect-files PATH... --> each file exists afterwards, is not
                                          empty, and was written by the block
  <!-- docs-test: expect-exit N -->       every command exits with N
  <!-- docs-test: ctest-show-only -->     each ctest command runs with
                                          --show-only added and must select at
                                          least one test (the tests themselves
                                          run in the ctest run around this one)
  <!-- docs-test: command K: DIRECTIVE --> skip (REASON), expect-exit N or
                                          expect-output TEXT for the K-th
                                          command of the block only

Paths are relative to the repository root, or absolute.

GPU blocks run only with --gpu (a separate ctest test), and without a GPU
that test reports itself skipped (exit status 77). Exit status: 0 when
every command that ran behaved, 1 otherwise, 2 for a wrong annotation (then
nothing runs) or when started by a docs command, 77 when nothing ran.
"""

import os
import re
import signal
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
from doc_pages import command_line, read_page, report, where

SKIPPED = 77  # the tests' SKIP_RETURN_CODE
NESTED = "OCLTUT_DOCS_COMMANDS"  # set for the commands: the page they come from
DIRECTIVE = re.compile(r"^(?:command\s+(\d+)\s*:\s*)?([a-z-]+)\b\s*(.*)$")
REASON = re.compile(r"^\((.+)\)$")


@dataclass
class Command:
    line: int
    text: str
    skip: str = None  # the reason, when skipped
    exit_code: int = 0
    expect_output: list = field(default_factory=list)


@dataclass
class ShellBlock:
    line: int
    commands: list
    skip: str = None
    gpu: str = None  # None: any device will do; "": any GPU; else a part of its name
    expect_output: list = field(default_factory=list)
    expect_files: list = field(default_factory=list)
    ctest_show_only: bool = False


def split_commands(block):
    """The block's commands: one per line, a trailing backslash continuing it."""
    commands, pending, first = [], "", None
    for offset, line in enumerate(block.lines, start=1):
        if not pending and (not line.strip() or line.lstrip().startswith("#")):
            continue
        first = first if pending else block.line + offset
        if line.rstrip().endswith("\\"):
            pending += line.rstrip()[:-1] + " "
            continue
        commands.append(Command(first, (pending + line).strip()))
        pending = ""
    return commands


def apply_directive(block, text):
    """Applies one annotation to the block; returns an error message or None."""
    match = DIRECTIVE.match(text)
    if not match:
        return f"cannot read the annotation 'docs-test: {text}'"
    number, name, argument = match.groups()
    reason = REASON.match(argument)
    target = block
    if number:
        if not 1 <= int(number) <= len(block.commands):
            return f"there is no command {number}: the block has {len(block.commands)}"
        target = block.commands[int(number) - 1]
        if name not in ("skip", "expect-exit", "expect-output"):
            return f"'{name}' applies to a whole block, not to one command"
    if name == "skip":
        if not reason:
            return "skip needs its reason in parentheses: <!-- docs-test: skip (why) -->"
        target.skip = reason.group(1)
    elif name == "gpu":
        if argument and not re.fullmatch(r"\S+", argument):
            return "gpu takes at most one word: a part of the GPU's name"
        block.gpu = argument
    elif name == "expect-output":
        if not argument:
            return "expect-output needs the text to look for"
        target.expect_output.append(argument)
    elif name == "expect-files":
        if not argument:
            return "expect-files needs one path or more"
        block.expect_files += argument.split()
    elif name == "expect-exit":
        if not re.fullmatch(r"\d+", argument):
            return "expect-exit needs the exit status, a number"
        for command in block.commands if target is block else [target]:
            command.exit_code = int(argument)
    elif name == "ctest-show-only":
        if not any(is_ctest(command.text) for command in block.commands):
            return "ctest-show-only on a block without a ctest command"
        block.ctest_show_only = True
    else:
        return f"unknown annotation 'docs-test: {name}'; see run_commands.py --help"
    return None


def shell_blocks(page_path, root):
    """The page's ```sh blocks with their annotations, and the problems found reading them."""
    page = read_page(page_path)
    problems = list(page.problems)  # (line, message)
    blocks = []
    for block in page.blocks:
        directives = [a for a in block.annotations if a.kind == "docs-test"]
        if block.language != "sh":
            problems += [(a.line, "docs-test annotations belong above ```sh blocks") for a in directives]
            continue
        shell = ShellBlock(block.line, split_commands(block))
        for annotation in directives:
            error = apply_directive(shell, annotation.text)
            if error:
                problems.append((annotation.line, error))
        blocks.append(shell)
    return blocks, [f"{where(page_path, line, root)}: {message}" for line, message in sorted(problems)]


def is_ctest(command):
    """True for `ctest ...`, also after VAR=value assignments."""
    return re.match(r"^(?:[A-Za-z_]\w*=\S*\s+)*ctest(?:\s|$)", command) is not None


def opencl_gpus():
    """One line per OpenCL GPU present (platform, vendor and device name), from clinfo --raw."""
    try:
        raw = subprocess.run(["clinfo", "--raw"], capture_output=True, text=True, timeout=120).stdout
    except (OSError, subprocess.TimeoutExpired):
        return []
    platforms, devices = {}, {}
    for line in raw.splitlines():
        match = re.match(r"^\[([^/\]]+)/([^\]]+)\]\s+(CL_\w+)\s+(.*)$", line)
        if not match:
            continue
        platform, device, key, value = match.groups()
        if device == "*":
            if key == "CL_PLATFORM_NAME":
                platforms[platform] = value
        else:
            devices.setdefault((platform, device), {})[key] = value
    return [f"{platforms.get(platform, '')} {info.get('CL_DEVICE_VENDOR', '')} {info.get('CL_DEVICE_NAME', '')}"
            for (platform, _), info in devices.items() if "GPU" in info.get("CL_DEVICE_TYPE", "")]


class Runner:
    def __init__(self, root, page, timeout):
        self.root, self.page, self.timeout = root, page, timeout
        self.problems = []
        self.commands_run = 0
        self.child = None  # the running command, killed with us
        self.env = dict(os.environ, **{NESTED: str(page)})

    def where(self, line):
        return where(self.page, line, self.root)

    def run_command(self, text):
        """Runs one command; returns (exit status, output). Its output is
        echoed as it comes, for ctest's log."""
        # A session of its own: no terminal to ask a password on (sudo fails
        # at once instead of waiting), and the whole group can be killed.
        self.child = subprocess.Popen(["sh", "-c", text], cwd=self.root, env=self.env, stdin=subprocess.DEVNULL,
                                      stdout=subprocess.PIPE, stderr=subprocess.STDOUT, start_new_session=True)
        watchdog = threading.Timer(self.timeout, self.kill_child)
        watchdog.start()
        output = []
        for raw in self.child.stdout:
            line = raw.decode("utf-8", errors="replace")
            output.append(line)
            sys.stdout.write(line)
        status = self.child.wait()
        watchdog.cancel()
        self.child = None
        return status, "".join(output)

    def kill_child(self):
        if self.child is not None:
            try:
                os.killpg(self.child.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass

    def run_block(self, block):
        print(f"\n=== {self.where(block.line)}", flush=True)
        stamp_fd, stamp = tempfile.mkstemp(prefix="docs-commands-")
        os.close(stamp_fd)
        started = os.stat(stamp).st_mtime_ns  # the file system's clock, as the files below use
        os.unlink(stamp)
        block_output = ""
        for command in block.commands:
            if command.skip:
                print(f"$ {command.text}\n(not run: {command.skip})", flush=True)
                continue
            text = command.text + (" --show-only" if block.ctest_show_only and is_ctest(command.text) else "")
            print(f"$ {text}", flush=True)
            began = time.monotonic()
            status, output = self.run_command(text)
            print(f"(exit status {status}, {time.monotonic() - began:.1f} s)", flush=True)
            self.commands_run += 1
            block_output += output
            self.check_command(command, text, status, output, block.ctest_show_only)
        for text in block.expect_output:
            if text not in block_output:
                self.problems.append(f"{self.where(block.line)}: the block's output does not contain '{text}'")
        for name in block.expect_files:
            path = Path(name) if Path(name).is_absolute() else self.root / name
            if not path.is_file():
                self.problems.append(f"{self.where(block.line)}: {name} was not written")
            elif path.stat().st_size == 0:
                self.problems.append(f"{self.where(block.line)}: {name} is empty")
            elif path.stat().st_mtime_ns < started:
                self.problems.append(f"{self.where(block.line)}: {name} is older than the block: "
                                     "the block did not write it")

    def check_command(self, command, text, status, output, show_only):
        if status < 0:
            self.problems.append(f"{self.where(command.line)}: '{text}' was killed "
                                 f"(signal {-status}; the limit is {self.timeout} s a command)")
        elif status != command.exit_code:
            self.problems.append(f"{self.where(command.line)}: '{text}' exited with {status}, "
                                 f"expected {command.exit_code}")
        for expected in command.expect_output:
            if expected not in output:
                self.problems.append(f"{self.where(command.line)}: the output of '{text}' does not contain "
                                     f"'{expected}'")
        if show_only and is_ctest(command.text):
            total = re.search(r"Total Tests: (\d+)", output)
            if not total or int(total.group(1)) == 0:
                self.problems.append(f"{self.where(command.line)}: '{command.text}' selects no test")


def main():
    parser = command_line(__doc__, ", where the commands run", with_pages=False)
    parser.add_argument("--gpu", action="store_true",
                        help="run only the blocks marked gpu (skipped, status 77, when no such GPU is present)")
    parser.add_argument("--timeout", type=int, default=600, help="seconds a command may take (default: 600)")
    parser.add_argument("page", type=Path, help="the markdown page")
    args = parser.parse_args()
    root, page = args.root.resolve(), args.page.resolve()

    if NESTED in os.environ:
        print(f"error: started by a command of {os.environ[NESTED]}: a command in the docs runs the docs tests "
              "again. Mark it <!-- docs-test: skip (reason) --> or <!-- docs-test: ctest-show-only -->.",
              file=sys.stderr)
        return 2
    blocks, problems = shell_blocks(page, root)
    if problems:
        print("\n".join(problems), file=sys.stderr)
        return 2

    runner = Runner(root, page, args.timeout)
    for signal_number in (signal.SIGTERM, signal.SIGINT):  # ctest's timeout, Ctrl-C
        signal.signal(signal_number, lambda number, frame: (runner.kill_child(), sys.exit(128 + number)))
    gpus = opencl_gpus() if any(block.gpu is not None for block in blocks) else []
    not_run = []
    for block in blocks:
        if block.skip:
            not_run.append(f"{runner.where(block.line)}: skipped ({block.skip})")
        elif block.gpu is not None and not args.gpu:
            not_run.append(f"{runner.where(block.line)}: GPU only, run by the --gpu test")
        elif block.gpu is None and args.gpu:
            continue
        elif args.gpu and not any(block.gpu.lower() in gpu.lower() for gpu in gpus):
            not_run.append(f"{runner.where(block.line)}: skipped, no OpenCL GPU"
                           f"{' named ' + repr(block.gpu) if block.gpu else ''} here (clinfo --raw)")
        else:
            runner.run_block(block)

    print("\nnot run:" if not_run else "")
    for line in not_run:
        print(f"  {line}")
    status = report(runner.problems, f"{where(page, 1, root)}: {len(blocks)} sh blocks, "
                                     f"{runner.commands_run} commands run, {len(runner.problems)} problems")
    return status if runner.commands_run else SKIPPED


if __name__ == "__main__":
    sys.exit(main())
