#!/usr/bin/env python3
"""The timing tables of the docs, made from the recorded compare runs.

Every timing a page shows comes from one recorded run per device, kept as
data in docs/results/<device>.json (what `compare` writes as results.json).
A page asks for a table with a pair of markers:

    <!-- timings: 02-sobel-vector -->
    ...generated table...
    <!-- end of timings: 02-sobel-vector -->

and TABLES below says which kernels the table NAME shows. Each recorded run
gives one column per size it measured at 4096x4096 and above. A cell is the
median kernel time, its share of the copy kernel's bandwidth in the same run
and, where the run measured it, the end-to-end time (writing the input, the
kernels, reading the outputs back).

    timing_tables.py --root DIR --write   regenerate every table in docs/
    timing_tables.py --root DIR           check: exit 1 when a table and its data disagree
"""
import argparse
import json
import pathlib
import re
import sys

# Table name -> the rows it shows: (lesson, start of the kernel's name).
TABLES = {
    "01-sobel-scalar": [("01-sobel-scalar", "sobel_scalar")],
    "02-sobel-vector": [("01-sobel-scalar", "sobel_scalar"), ("02-sobel-vector", "sobel_vector")],
    "02-going-further": [("01-sobel-scalar", "sobel_scalar"), ("02-sobel-vector", "sobel_vector"),
                         ("02-sobel-vector", "sobel_rows")],
    "03-histogram": [("03-histogram", "sub_histograms"), ("03-histogram", "local_atomics")],
    "03-going-further": [("03-histogram", "sub_histograms"), ("03-histogram", "local_atomics"),
                         ("03-histogram", "histogram_fast")],
    "04-sharpen-naive": [("04-sharpen-naive", "sharpen_scalar"), ("04-sharpen-naive", "sharpen_uchar4")],
    "05-sharpen-local": [("04-sharpen-naive", "sharpen_uchar4"), ("05-sharpen-local", "sharpen_tile")],
    "05-going-further": [("04-sharpen-naive", "sharpen_uchar4"), ("05-sharpen-local", "sharpen_tile"),
                         ("05-sharpen-local", "sharpen_fast"), ("05-sharpen-local", "sharpen_rows")],
    "06-sobel-image": [("01-sobel-scalar", "sobel_scalar"), ("06-sobel-image", "sobel_image"),
                       ("06-sobel-image", "sobel_buffer")],
}

# How a recorded run is named in a column: the file's name without .json.
DEVICE_LABELS = {"pocl-cpu": "PoCL, 2 CPU cores", "h100": "NVIDIA H100"}

MARKER = re.compile(r"<!-- timings: (?P<name>[\w.-]+) -->\n(?P<body>.*?)<!-- end of timings: (?P=name) -->\n",
                    re.DOTALL)


def pixels(size):
    width, height = size.split("x")
    return int(width) * int(height)


def load_runs(results_dir):
    """[(label, device record)] for every recorded run, in file-name order."""
    runs = []
    for path in sorted(results_dir.glob("*.json")):
        data = json.loads(path.read_text())
        for device in data["devices"]:
            runs.append((DEVICE_LABELS.get(path.stem, path.stem), device))
    return runs


def columns(runs):
    """[(label, device, size)]: each run's sizes of 4096x4096 and above."""
    result = []
    for label, device in runs:
        sizes = sorted({row["size"] for row in device["results"]}, key=pixels)
        for size in sizes:
            if pixels(size) >= 4096 * 4096:
                result.append((label, device, size))
    return result


def cell(row):
    if row is None:
        return "not measured"
    if not row.get("verified", False):
        return "did not verify"
    text = f"{row['median_ms']:.3f} ms"
    if row.get("percent_of_copy"):
        text += f" ({row['percent_of_copy']:.0f}%)"
    if row.get("end_to_end_ms"):
        text += f", end to end {row['end_to_end_ms']:.2f} ms"
    return text


def find_row(device, size, lesson, kernel):
    for row in device["results"]:
        if row["size"] == size and row["lesson"] == lesson and row["kernel"].startswith(kernel):
            return row
    return None


def copy_time(device, size):
    for copy in device.get("copy", []):
        if copy["size"] == size:
            return f"{copy['median_ms']:.3f} ms"
    return "not measured"


def table(name, runs):
    if name not in TABLES:
        raise SystemExit(f"timing_tables.py: no table named {name!r} (see TABLES)")
    cols = columns(runs)
    lines = ["| kernel | " + " | ".join(f"{label}, {size}" for label, _, size in cols) + " |",
             "| --- |" + " ---: |" * len(cols),
             "| copy (the yardstick) | " + " | ".join(copy_time(device, size) for _, device, size in cols) + " |"]
    for lesson, kernel in TABLES[name]:
        cells = [cell(find_row(device, size, lesson, kernel)) for _, device, size in cols]
        lines.append(f"| {lesson[:2]} `{kernel}` | " + " | ".join(cells) + " |")
    return "\n".join(lines) + "\n"


def regenerate(text, runs):
    return MARKER.sub(lambda m: f"<!-- timings: {m['name']} -->\n{table(m['name'], runs)}"
                                f"<!-- end of timings: {m['name']} -->\n", text)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--root", type=pathlib.Path, required=True)
    parser.add_argument("--write", action="store_true", help="rewrite the tables instead of checking them")
    parser.add_argument("--results", type=pathlib.Path, help="the recorded runs (default: ROOT/docs/results)")
    parser.add_argument("pages", nargs="*", type=pathlib.Path, help="pages to check (default: ROOT/docs/*.md)")
    args = parser.parse_args()
    runs = load_runs(args.results or args.root / "docs" / "results")
    if not runs:
        raise SystemExit("timing_tables.py: no recorded runs in docs/results")
    stale = []
    for page in args.pages or sorted((args.root / "docs").glob("*.md")):
        text = page.read_text()
        updated = regenerate(text, runs)
        if updated == text:
            continue
        if args.write:
            page.write_text(updated)
            print(f"rewrote the timing tables of {page}")
        else:
            stale.append(page)
    for page in stale:
        print(f"{page}: a timing table differs from docs/results; "
              f"run python3 tests/docs/timing_tables.py --root . --write", file=sys.stderr)
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main())
