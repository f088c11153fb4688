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
kernels, reading the outputs back) and the memory path that gave it. Under
the table a sentence says what the shares are: the copy kernel moves more
bytes per pixel than a Sobel or a histogram kernel, so its time is a
yardstick for the shares, not a time to compare with theirs.

docs/performance-results.md, docs/performance-goals.md and docs/memory-paths.md
ask for four more kinds, each of one recorded run (RUN: the file's name
without .json) at one size:

    <!-- timings: results RUN SIZE -->       every row of the run, all columns
    <!-- timings: opencv-goals RUN SIZE -->  best lesson stage against OpenCV's best call
    <!-- timings: copy-goals RUN SIZE -->    best lesson stage as a share of the copy
    <!-- timings: memory-paths RUN SIZE -->  each lesson stage end to end on each memory path

lesson 08's GPU runs, a record folder of docs/results/gpu-lab/multi-device.sh, are a table a row per job:

    <!-- timings: multi-device FOLDER -->  each GPU alone, the splits, their ratio, the strips, floors, the CPU added

and a record folder of docs/results/gpu-lab/multi-device-4.sh (four GPUs) a row per job and a line per stream run:

    <!-- timings: multi-device-4 FOLDER -->  the speed-up against N, the buses and the host's copy, the streams

and two kinds say what a run was and what it paid once:

    <!-- timings: run-header RUN -->         the run's device, driver, date, launches, sizes and command
    <!-- timings: one-off RUN RUN... -->     context, builds (cold and warm) and transfers, a column a run

It cannot draw the charts `compare` writes (chart.svg, beside results.json),
but checks that each chart the pages show (CHARTS) has its run's date and
times.

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
    "02-sobel-packed": [("01-sobel-scalar", "sobel_scalar"), ("02-sobel-vector", "sobel_vector"),
                        ("02-sobel-vector", "sobel_packed"), ("06-sobel-image", "sobel_buffer")],
    "03-histogram": [("03-histogram", "sub_histograms"), ("03-histogram", "local_atomics")],
    "03-going-further": [("03-histogram", "sub_histograms"), ("03-histogram", "local_atomics"),
                         ("03-histogram", "histogram_once")],
    "04-sharpen-naive": [("04-sharpen-naive", "sharpen_scalar"), ("04-sharpen-naive", "sharpen_uchar4")],
    "05-sharpen-local": [("04-sharpen-naive", "sharpen_uchar4"), ("05-sharpen-local", "sharpen_tile")],
    "05-going-further": [("04-sharpen-naive", "sharpen_uchar4"), ("05-sharpen-local", "sharpen_tile"),
                         ("05-sharpen-local", "sharpen_fast"), ("05-sharpen-local", "sharpen_rows")],
    "06-sobel-image": [("01-sobel-scalar", "sobel_scalar"), ("06-sobel-image", "sobel_image"),
                       ("06-sobel-image", "sobel_buffer")],
}

# How a recorded run is named in a column: the file's name without .json.
DEVICE_LABELS = {"pocl-cpu": "PoCL, 2 CPU cores", "h100": "NVIDIA H100"}
# The --device that picked each recorded run's device (the file does not keep its command line).
DEVICE_OPTIONS = {"pocl-cpu": "pocl", "h100": "nvidia"}

# The goals of the best lesson stage of each algorithm. Against OpenCV's best
# call, as OpenCV's time over the stage's (kernel only, and end to end);
# against the copy kernel, as a share of its bandwidth in percent, per run.
OPENCV_GOALS = {"Sobel": (3.0, 1.5), "sharpen": (3.0, 1.5), "histogram": (1.5, 1.0)}
COPY_GOALS = {"h100": {"Sobel": 85, "sharpen": 85, "histogram": 75},
              "pocl-cpu": {"Sobel": 50, "sharpen": 50, "histogram": 30}}
ALGORITHMS = ["Sobel", "sharpen", "histogram"]
BASELINES = {"opencv", "plain C++"}  # the lessons' rows are the others

MARKER = re.compile(r"<!-- timings: (?P<name>[\w./ -]+?) -->\n(?P<body>.*?)<!-- end of timings: (?P=name) -->\n",
                    re.DOTALL)


def pixels(size):
    width, height = size.split("x")
    return int(width) * int(height)


def load_runs(results_dir):
    """[(label, device record, file stem)] for every recorded run, in file-name order."""
    runs = []
    for path in sorted(results_dir.glob("*.json")):
        data = json.loads(path.read_text())
        for device in data["devices"]:
            runs.append((DEVICE_LABELS.get(path.stem, path.stem), device, path.stem))
    return runs


def columns(runs):
    """[(label, device, size)]: each run's sizes of 4096x4096 and above."""
    result = []
    for label, device, _ in runs:
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
        text += f", end to end {row['end_to_end_ms']:.2f} ms ({row['end_to_end_path']})"
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


def run_rows(runs, stem, size):
    """The rows of recorded run `stem` at `size`, and its copy kernel's line there. A stem with a folder
    ("07-pipeline/h100-compare") names a run kept apart from the lessons' tables' columns."""
    if "/" in stem:
        data = json.loads((RESULTS_DIR / f"{stem}.json").read_text())
        runs = [(stem, device, stem) for device in data["devices"]]
    for _, device, run_stem in runs:
        if run_stem == stem:
            rows = [row for row in device["results"] if row["size"] == size]
            if not rows:
                raise SystemExit(f"timing_tables.py: run {stem!r} has no rows at {size}")
            copy = next(c for c in device.get("copy", []) if c["size"] == size)
            return rows, f"copy kernel (the yardstick): {copy['median_ms']:.3f} ms, {copy['gb_per_s']:.1f} GB/s"
    raise SystemExit(f"timing_tables.py: no recorded run {stem!r} in docs/results")


def times(value, digits=2):
    return f"{value:.{digits}f}x" if value else ""


def results_table(rows, copy):
    lines = [copy, "",
             "| algorithm | lesson | kernel | kernel ms | % copy | end to end ms | path | vs first "
             "| vs first, end to end | vs OpenCV | vs OpenCV, end to end |",
             "| --- | --- | --- | ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: |"]
    for row in rows:
        if not row.get("verified", False):
            lines.append(f"| {row['algorithm']} | {row['lesson']} | {row['kernel']} | "
                         f"{row.get('failure') or 'did not verify'} | | | | | | | |")
            continue
        lines.append(f"| {row['algorithm']} | {row['lesson']} | {row['kernel']} | {row['median_ms']:.3f} | "
                     f"{row['percent_of_copy']:.0f} | {row['end_to_end_ms']:.3f} | {row['end_to_end_path']} | "
                     f"{times(row['speedup_vs_first'])} | {times(row['speedup_vs_first_end_to_end'])} | "
                     f"{times(row['speedup_vs_opencv'])} | {times(row['speedup_vs_opencv_end_to_end'])} |")
    return lines


def best(rows, algorithm, key, lessons):
    """The verified row of `algorithm` with the smallest `key`: among the lessons' rows, or OpenCV's."""
    candidates = [row for row in rows if row["algorithm"] == algorithm and row.get("verified", False)
                  and (row["lesson"] not in BASELINES if lessons else row["lesson"] == "opencv")]
    return min(candidates, key=lambda row: row[key]) if candidates else None


def stage_name(row):
    return f"{row['lesson'][:2]} `{row['kernel']}`"


def opencv_goals_table(rows):
    lines = ["| algorithm | | best lesson stage | OpenCV's best call | ratio (OpenCV / stage) | goal | met? |",
             "| --- | --- | --- | --- | ---: | ---: | --- |"]
    met = missed = 0
    for algorithm in ALGORITHMS:
        for (what, key), goal in zip([("kernel only", "median_ms"), ("end to end", "end_to_end_ms")],
                                     OPENCV_GOALS[algorithm]):
            stage, opencv = best(rows, algorithm, key, True), best(rows, algorithm, key, False)
            if stage is None or opencv is None:
                lines.append(f"| {algorithm} | {what} | not measured | | | {goal:g}x | |")
                continue
            ratio = opencv[key] / stage[key]
            ok = ratio >= goal
            met, missed = met + ok, missed + (not ok)
            path = f", {stage['end_to_end_path']}" if key == "end_to_end_ms" else ""
            lines.append(f"| {algorithm} | {what} | {stage_name(stage)}: {stage[key]:.3f} ms{path} | "
                         f"`{opencv['kernel']}`: {opencv[key]:.3f} ms | {ratio:.2f}x | {goal:g}x | "
                         f"{'yes' if ok else 'no'} |")
    return lines + ["", f"{met} of the {met + missed} goals met in this run."]


def copy_goals_table(rows, stem):
    lines = ["| algorithm | goal | best stage | measured | met? |", "| --- | ---: | --- | ---: | --- |"]
    for algorithm in ALGORITHMS:
        goal = COPY_GOALS[stem][algorithm]
        stages = [row for row in rows if row["algorithm"] == algorithm and row.get("verified", False)
                  and row["lesson"] not in BASELINES]
        stage = max(stages, key=lambda row: row["percent_of_copy"])
        ok = stage["percent_of_copy"] >= goal
        lines.append(f"| {algorithm} | {goal}% | {stage_name(stage)} ({stage['median_ms']:.3f} ms) | "
                     f"{stage['percent_of_copy']:.0f}% | {'yes' if ok else 'no'} |")
    return lines


MEMORY_PATHS = ["copy", "zero-copy", "pinned"]


def memory_paths_table(rows):
    """Each lesson stage's kernel and its whole job on each memory path; a
    path the recorded run did not measure (it predates the path) says so."""
    lines = ["| lesson | kernel | kernel ms | " + " | ".join(f"{path} ms" for path in MEMORY_PATHS) + " | fastest measured |",
             "| --- | --- | ---: |" + " ---: |" * len(MEMORY_PATHS) + " --- |"]
    for row in rows:
        # Baselines, and lesson 07, which does the job its own way, have no time per path.
        if row["lesson"] in BASELINES or not row.get("verified", False) or row["end_to_end_path"] not in MEMORY_PATHS:
            continue
        on_path = [row.get(f"end_to_end_{path.replace('-', '_')}_ms") for path in MEMORY_PATHS]
        cells = [f"{ms:.3f}" if ms else "not measured" for ms in on_path]
        lines.append(f"| {row['lesson'][:2]} | `{row['kernel']}` | {row['median_ms']:.3f} | " + " | ".join(cells)
                     + f" | {row['end_to_end_path']} |")
    return lines


RESULTS_DIR = None  # set by main(): where the recorded runs are
PIPELINE_JOBS = [("sobel", "Sobel"), ("sharpen", "sharpen"), ("histogram", "histogram")]


def pipeline_records(root, stem):
    records = {}
    for job, _ in PIPELINE_JOBS:
        path = root / "07-pipeline" / f"{stem}-{job}.json"
        if not path.exists():
            raise SystemExit(f"timing_tables.py: no lesson 07 record {path}")
        records[job] = json.loads(path.read_text())
    return records


def mib(count):
    return f"{count / 2**20:g} MiB" if count >= 2**20 else f"{count} bytes"


def pipeline_table(records):
    """Each job's steps: median ms and the multiple of its floor, from one record per job."""
    first = records["sobel"]
    lines = [f"{device_name_of(first)}, {first['size']}, {first['date']} UTC, median of {first['iterations']} runs "
             "after 2 warm-up runs, host clock (the kernel alone: its profiling events)", "",
             "| step | " + " | ".join(label for _, label in PIPELINE_JOBS) + " |",
             "| --- |" + " ---: |" * len(PIPELINE_JOBS),
             "| the floor: the job's bytes, pinned, both ways at once | " +
             " | ".join(f"{records[job]['floor_ms']:.3f} ms" for job, _ in PIPELINE_JOBS) + " |"]
    ways = [way["way"] for way in first["ways"]]
    for index, way in enumerate(ways):
        cells = []
        for job, _ in PIPELINE_JOBS:
            entry = records[job]["ways"][index]
            cells.append(f"{entry['median_ms']:.3f} ms ({entry['times_floor']:.2f}x)")
        name = way if "strips" not in way or "one strip" in way else "pinned memory, S strips on three queues"
        lines.append(f"| {name} | " + " | ".join(cells) + " |")
    lines.append("| S, the fastest strip count measured | " +
                 " | ".join(str(records[job]["strips"]) for job, _ in PIPELINE_JOBS) + " |")
    stream = first.get("stream")
    if stream:
        lines += ["", f"The stream: {stream['frames']} Sobel frames of {stream['size']}, {stream['strips']} strips "
                      f"each: **{stream['frames_per_second']:.0f} frames per second** end to end."]
    return lines


def pipeline_bus_table(records):
    first = records["sobel"]
    lines = [f"{device_name_of(first)}, {first['size']} Sobel record: the bus alone, median of "
             f"{first['iterations']} runs, host clock", "",
             "| transfer | bytes | median ms | GB/s |", "| --- | ---: | ---: | ---: |"]
    for line in first["bus"]:
        lines.append(f"| {line['way']} | {mib(line['bytes'])} | {line['median_ms']:.3f} | {line['gb_per_s']:.1f} |")
    return lines


FLOOR_GOAL = 1.2  # the whole job at most this multiple of its bus floor


def floor_goals_table(stem, size):
    path = RESULTS_DIR / "07-pipeline" / f"{stem}.json"
    if not path.exists():
        raise SystemExit(f"timing_tables.py: no compare run {path}")
    device = json.loads(path.read_text())["devices"][0]
    floors = {f["algorithm"]: f for f in device["bus_floor"] if f["size"] == size}
    rows = [row for row in device["results"] if row["size"] == size and row.get("verified", False)
            and row["lesson"] not in BASELINES and row.get("end_to_end_ms")]
    lines = [f"{device['device']}, {size}, {device['date']}, {device['iterations']} runs a row; "
             "the floor: the job's bytes from pinned memory, both ways at once, no kernel", "",
             "| algorithm | floor | best of lessons 01-06, end to end | lesson 07, end to end | goal | met? |",
             "| --- | ---: | --- | --- | ---: | --- |"]
    for algorithm in ALGORITHMS:
        # A row whose job is not the algorithm's (compare gives it no floor
        # ratio: lesson 06's magnitude downloads one plane) is no candidate.
        earlier = [row for row in rows if row["algorithm"] == algorithm and row["lesson"] != "07-pipeline"
                   and row.get("end_to_end_times_floor")]
        pipeline = [row for row in rows if row["algorithm"] == algorithm and row["lesson"] == "07-pipeline"]
        best = min(earlier, key=lambda row: row["end_to_end_ms"])
        cells = [f"{stage_name(best)}, {best['end_to_end_path']}: {best['end_to_end_ms']:.3f} ms "
                 f"({best['end_to_end_times_floor']:.2f}x)"]
        if pipeline:
            row = pipeline[0]
            cells.append(f"{row['end_to_end_path']}: {row['end_to_end_ms']:.3f} ms "
                         f"({row['end_to_end_times_floor']:.2f}x)")
            met = "yes" if row["end_to_end_times_floor"] <= FLOOR_GOAL else "no"
        else:
            cells.append("not measured")
            met = ""
        lines.append(f"| {algorithm} | {floors[algorithm]['median_ms']:.3f} ms | " + " | ".join(cells) +
                     f" | {FLOOR_GOAL:g}x | {met} |")
    return lines


MULTI_DEVICE_GOAL = 0.55  # two GPUs in at most this multiple of the faster GPU's whole-job time
STREAM_GOAL = 1.9  # two GPUs' frames per second at least this multiple of the faster GPU's


def lesson08_record(folder, run):
    path = RESULTS_DIR / "gpu-lab" / folder / run / "multi-device.json"
    if not path.exists():
        raise SystemExit(f"timing_tables.py: no lesson 08 record {path}")
    return json.loads(path.read_text())


def split_ms(run, name):
    """The median of the split `name` in `run`, None where it did not run."""
    return next((entry["median_ms"] for entry in run["splits"] if entry["split"] == name), None)


def best_without_cpu(run):
    """The fastest split that gives the CPU no rows: a GPU alone, or the shares by speed without the CPU."""
    gpus = [d for d, device in enumerate(run["devices"]) if ", CPU," not in device["device"]]
    names = [f"device {d} alone" for d in gpus] + ["shares by speed, no CPU"]
    return min(ms for ms in (split_ms(run, name) for name in names) if ms is not None)


def multi_device_table(folder):
    """Lesson 08 on two GPUs, from one harness folder under docs/results/gpu-lab/ (multi-device.sh): a row per
    job. From the run on two GPUs, which times each GPU alone and the shares in one run: the strips a share it
    measured, each GPU alone, the equal shares, the shares by speed and their ratio to the faster GPU alone,
    each GPU's bus floor for the whole picture (half of it: two GPUs at their floors). From the run with the
    CPU added: every device by speed, the best split without the CPU, the split the lesson picked."""
    first = lesson08_record(folder, "sobel-2-gpus")
    gpus = [device["name"].split(" ", 1)[0] for device in first["devices"]]
    gpu = first["devices"][0]["name"].split(" ", 1)[1]
    counts = ", ".join(str(entry["strips"]) for entry in first["strip_counts"])
    lines = [f"Two {gpu}s ({' and '.join(gpus)}) and PoCL's CPU, {first['size']}, median of {first['iterations']} "
             f"runs, host clock, from [docs/results/gpu-lab/{folder}/](results/gpu-lab/{folder}/); strips a share: "
             f"the fastest of {counts}, measured by the lesson on two GPUs (each count's time in brackets)", "",
             "| job | strips a share | " + " | ".join(f"{name} alone" for name in gpus) +
             " | equal shares | by speed | by speed / faster alone | goal | bus floor a GPU (half) "
             "| with the CPU: every device, best without it, picked |",
             "| --- | --- |" + " ---: |" * (len(gpus) + 5) + " --- |"]
    for job, label in PIPELINE_JOBS:
        two, cpu = lesson08_record(folder, f"{job}-2-gpus"), lesson08_record(folder, f"{job}-2-gpus-cpu")
        alone = [split_ms(two, f"device {d} alone") for d in range(len(gpus))]
        by_speed = split_ms(two, "shares by speed")
        strips = ", ".join(f"{entry['median_ms']:.3f}" for entry in two["strip_counts"])
        floors = [entry["median_ms"] for entry in two["bus_floors"]]
        picked = cpu["best"]
        lines.append(f"| {label} | {two['strips']} ({strips} ms) | " + " | ".join(f"{ms:.3f} ms" for ms in alone) +
                     f" | {split_ms(two, 'equal shares'):.3f} ms | {by_speed:.3f} ms | {by_speed / min(alone):.3f}x | "
                     f"{MULTI_DEVICE_GOAL:g}x | " + " / ".join(f"{ms:.3f}" for ms in floors) + " ms (" +
                     " / ".join(f"{ms / 2:.3f}" for ms in floors) + f") | {split_ms(cpu, 'shares by speed'):.3f}, "
                     f"{best_without_cpu(cpu):.3f}, {picked['split']} {picked['median_ms']:.3f} ms |")
    stream = lesson08_record(folder, "stream-2-gpus")["stream"]
    ratio = stream["every_device_fps"] / stream["fastest_alone_fps"]
    lines += ["", f"The stream, {stream['frames']} Sobel frames of {stream['size']}: the faster GPU alone "
                  f"{stream['fastest_alone_fps']:.1f} frames per second, two GPUs {stream['every_device_fps']:.1f} "
                  f"(frames taken {', '.join(map(str, stream['frames_per_device']))}), {ratio:.3f}x: goal at least "
                  f"{STREAM_GOAL:g}x."]
    return lines


def gb_per_s(bytes_moved, ms):
    return bytes_moved / ms / 1e6


def stream_line(record, label):
    stream = record["stream"]
    ratio = stream["every_device_fps"] / stream["fastest_alone_fps"]
    bytes_per_frame = 3 * pixels(stream["size"])  # a luminance frame in, dX and dY out
    return (f"{label}: the faster GPU alone {stream['fastest_alone_fps']:.1f} frames per second, "
            f"{len(stream['frames_per_device'])} GPUs {stream['every_device_fps']:.1f} (frames taken "
            f"{', '.join(map(str, stream['frames_per_device']))}), {ratio:.2f}x, "
            f"{gb_per_s(bytes_per_frame * stream['every_device_fps'], 1000):.0f} GB/s over the buses")


def multi_device_4_table(folder):
    """Lesson 08 on four GPUs, from one folder of multi-device-4.sh: a row per job (each GPU alone, the speed-up
    against N, the buses' and the host copy's rates, the bytes over the buses a second at N = 4), the CPU
    added (Sobel), then a line per stream run, and per run of the variant kept in host-thread-per-device/."""
    first = lesson08_record(folder, "sobel-4-gpus")
    gpu = first["devices"][0]["name"].split(" ", 1)[1]
    lines = [f"Four {gpu}s and PoCL's CPU, {first['size']}, median of {first['iterations']} runs, host clock, "
             f"from [docs/results/gpu-lab/{folder}/](results/gpu-lab/{folder}/); N: the N fastest GPUs, shares "
             "by speed", "",
             "| job | each GPU alone | N = 1 | N = 2 | N = 3 | N = 4 | the buses together | the host's copy "
             "| over the buses at N = 4 |",
             "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"]
    for job, label in PIPELINE_JOBS:
        run = lesson08_record(folder, f"{job}-4-gpus")
        alone = [split_ms(run, f"device {d} alone") for d in range(len(run["devices"]))]
        curve = [f"{entry['median_ms']:.3f} ms, {entry['speed_up']:.2f}x" for entry in run["speed_up"]]
        floor = run["bus_floors"][0]
        bytes_moved = floor["gb_per_s"] * floor["median_ms"] * 1e6
        lines.append(f"| {label} | " + ", ".join(f"{ms:.3f}" for ms in alone) + " ms | " + " | ".join(curve) +
                     f" | {run['bus_sum_gb_per_s']:.1f} GB/s | {run['host_copy']['gb_per_s']:.1f} GB/s | "
                     f"{gb_per_s(bytes_moved, run['speed_up'][-1]['median_ms']):.0f} GB/s |")
    cpu = lesson08_record(folder, "sobel-4-gpus-cpu")
    lines += ["", f"Sobel with the CPU added: every device by speed {split_ms(cpu, 'shares by speed'):.3f} ms, the "
                  f"best without the CPU {best_without_cpu(cpu):.3f} ms, picked {cpu['best']['split']} "
                  f"{cpu['best']['median_ms']:.3f} ms.", ""]
    for variant, label in (("", "stream"), ("host-thread-per-device/", "host thread per GPU")):
        for run in sorted((RESULTS_DIR / "gpu-lab" / folder / variant).glob("stream-*-gpus-round-*")):
            if run.is_dir():
                record = lesson08_record(folder, f"{variant}{run.name}")
                lines.append(f"- {label}, {run.name.split('-', 3)[3].replace('-', ' ')}: " +
                             stream_line(record, f"{record['stream']['frames']} frames of {record['stream']['size']}"))
    return lines


def device_name_of(record):
    """"NVIDIA H100 80GB HBM3" from the record's device line."""
    return record["device"].split(" (")[0]


def recorded_run(runs, stem):
    for _, device, run_stem in runs:
        if run_stem == stem:
            return device
    raise SystemExit(f"timing_tables.py: no recorded run {stem!r} in docs/results")


def when(device):
    """'2026-11-24 10:42 UTC' from the run's '2026-11-24T10:42:06Z'."""
    return device["date"][:16].replace("T", " ") + " UTC"


def run_header(stem, device):
    """One paragraph: what the run measured, on what, when, and the command that makes such a run."""
    sizes = sorted({row["size"] for row in device["results"]}, key=pixels)
    option = DEVICE_OPTIONS.get(stem)
    command = "./build/default/compare/compare" + (f" --device {option}" if option else "") + \
        f" --sizes {','.join(sizes)} --iterations {device['iterations']}"
    return [f"**{device['device']}** ({device['type']}), OpenCL platform \"{device['platform']}\" "
            f"({device['opencl_c'].strip()}), driver {device['driver']}, {when(device)}: `{command}`, "
            f"at most {device['iterations']} timed launches a row, recorded as "
            f"[docs/results/{stem}.json](results/{stem}.json)."]


def one_off_table(stems, runs):
    """What each run paid once: the context, each kernel file's builds, the largest picture's transfers."""
    devices = [recorded_run(runs, stem) for stem in stems]
    sources = " and ".join(f"[docs/results/{stem}.json](results/{stem}.json), {when(device)}"
                           for stem, device in zip(stems, devices))
    lines = [f"From the recorded runs {sources}:", "",
             "| | " + " | ".join(f"{DEVICE_LABELS.get(stem, stem)} ({device['platform']})"
                                 for stem, device in zip(stems, devices)) + " |",
             "| --- |" + " ---: |" * len(stems),
             "| context and queue | " + " | ".join(f"{d['one_off']['context_ms']:.1f} ms" for d in devices) + " |"]
    files = [build["kernel_file"] for build in devices[0]["one_off"]["builds"]]
    for kernel_file in files:
        cells = []
        for device in devices:
            build = next((b for b in device["one_off"]["builds"] if b["kernel_file"] == kernel_file), None)
            cells.append(f"{build['cold_ms']:.1f} / {build['warm_ms']:.1f} ms" if build else "not measured")
        lines.append(f"| build `{kernel_file.split('/')[-1]}`, cold / warm | " + " | ".join(cells) + " |")
    lines.append("| write / read of the largest RGBA image | " + " | ".join(
        f"{d['one_off']['write_ms']:.3f} / {d['one_off']['read_ms']:.3f} ms ({mib(d['one_off']['transfer_bytes'])})"
        for d in devices) + " |")
    lines.append("")
    for stem, device in zip(stems, devices):
        ratios = [b["cold_ms"] / b["warm_ms"] for b in device["one_off"]["builds"]]
        lines.append(f"{DEVICE_LABELS.get(stem, stem)}: a cold build took {min(ratios):.1f}x to {max(ratios):.1f}x "
                     "the time of the warm one.")
    return lines


def run_table(name, runs):
    """The tables of the performance pages and memory-paths.md: 'KIND RUN SIZE'."""
    if name.startswith("run-header"):
        _, stem = name.split()
        return run_header(stem, recorded_run(runs, stem))
    if name.startswith("one-off"):
        return one_off_table(name.split()[1:], runs)
    if name.startswith("floor-goals"):
        _, stem, size = name.split()
        return floor_goals_table(stem, size)
    if name.startswith("multi-device-4"):
        _, folder = name.split()
        return multi_device_4_table(folder)
    if name.startswith("multi-device"):
        _, folder = name.split()
        return multi_device_table(folder)
    if name.startswith("pipeline"):
        kind, stem = name.split()
        records = pipeline_records(RESULTS_DIR, stem)
        return pipeline_table(records) if kind == "pipeline" else pipeline_bus_table(records)
    kind, stem, size = name.split()
    rows, copy = run_rows(runs, stem, size)
    if kind == "results":
        return results_table(rows, copy)
    if kind == "opencv-goals":
        return opencv_goals_table(rows)
    if kind == "copy-goals":
        return copy_goals_table(rows, stem)
    if kind == "memory-paths":
        return memory_paths_table(rows)
    raise SystemExit(f"timing_tables.py: no table kind {kind!r} (results, opencv-goals, copy-goals or memory-paths)")


def table(name, runs):
    if " " in name:
        return "\n".join(run_table(name, runs)) + "\n"
    if name not in TABLES:
        raise SystemExit(f"timing_tables.py: no table named {name!r} (see TABLES)")
    cols = columns(runs)
    lines = ["| kernel | " + " | ".join(f"{label}, {size}" for label, _, size in cols) + " |",
             "| --- |" + " ---: |" * len(cols),
             "| copy kernel (the yardstick) | " + " | ".join(copy_time(device, size) for _, device, size in cols) + " |"]
    for lesson, kernel in TABLES[name]:
        cells = [cell(find_row(device, size, lesson, kernel)) for _, device, size in cols]
        lines.append(f"| {lesson[:2]} `{kernel}` | " + " | ".join(cells) + " |")
    lines += ["", what_the_shares_mean(name, cols)]
    return "\n".join(lines) + "\n"


# What each algorithm's kernels move per pixel, in words, by the bytes model
# of docs/performance.md (the numbers themselves come from the recorded runs).
BYTES_IN_WORDS = {"Sobel": "1 read, 2 written", "histogram": "each pixel read once", "sharpen": "4 read, 4 written"}


def bytes_per_pixel(bytes_moved, size):
    return round(bytes_moved / pixels(size))


def what_the_shares_mean(name, cols):
    """The sentence under a lesson table: the copy kernel's bytes per pixel against the table's kernels', what a
    share in brackets is, and what 100% would be in time, in the first column."""
    label, device, size = cols[0]
    row = next(find_row(device, size, lesson, kernel) for lesson, kernel in TABLES[name]
               if find_row(device, size, lesson, kernel))
    algorithm = row["algorithm"]
    moved = bytes_per_pixel(row["bytes_moved"], size)
    copy = next(c for c in device["copy"] if c["size"] == size)
    copied = bytes_per_pixel(copy["bytes"], size)
    text = (f"In brackets: a kernel's bandwidth, the bytes it must move over its time, as a share of the copy kernel's "
            f"in the same run. The copy kernel moves {copied} bytes a pixel ({copied // 2} read, {copied // 2} "
            f"written), a {algorithm} kernel {moved} ({BYTES_IN_WORDS[algorithm]}), ")
    if moved == copied:
        return text + "so here times and shares tell the same story: at 100% a kernel takes the copy's time."
    return text + (f"so compare the shares, not the times: at 100% a {algorithm} kernel takes {moved}/{copied} of "
                   f"the copy's time ({moved * copy['median_ms'] / copied:.3f} ms on the {label}, {size}).")


# The charts `compare` drew (chart.svg, written with results.json) that the pages show, with the run each must
# come from. timing_tables.py cannot draw them; it checks that each one's figures are its run's.
CHARTS = {"07-pipeline/h100-compare-chart.svg": "07-pipeline/h100-compare.json"}
CHART_TITLE = re.compile(r"font-weight='bold'>[^<]* \((?:GPU|CPU|[^,<]*), (\d{4}-\d{2}-\d{2})\)</text>")
CHART_MS = re.compile(r">(\d[\d.e-]*) ms[ <]")


def chart_ms(ms):
    """A time as compare's chart prints it: 3 decimals, or 2 significant digits below 0.001 ms."""
    return f"{ms:.3f}" if ms >= 0.001 else f"{ms:.2g}"


def chart_problems(results_dir):
    """What differs between each chart and its run: the date in its panels' titles and the times on its bars."""
    problems = []
    for chart_name, run_name in CHARTS.items():
        chart, run = results_dir / chart_name, results_dir / run_name
        if not chart.exists() or not run.exists():
            problems.append(f"{chart}: the chart or its run {run} is missing")
            continue
        svg = chart.read_text()
        devices = json.loads(run.read_text())["devices"]
        dates = {device["date"][:10] for device in devices}
        expected = sorted(chart_ms(ms) for device in devices for row in device["results"] if row.get("verified")
                          for ms in (row["median_ms"], row.get("end_to_end_ms")) if ms)
        drawn = sorted(CHART_MS.findall(svg))
        if set(CHART_TITLE.findall(svg)) != dates:
            problems.append(f"{chart}: its panels are dated {sorted(set(CHART_TITLE.findall(svg)))}, "
                            f"its run {run_name} {sorted(dates)}")
        if drawn != expected:
            differ = sorted(set(drawn) ^ set(expected))[:6]
            problems.append(f"{chart}: its times are not those of {run_name} (differing: {', '.join(differ)} ...)")
    return problems


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
    global RESULTS_DIR
    RESULTS_DIR = args.results or args.root / "docs" / "results"
    runs = load_runs(RESULTS_DIR)
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
    charts = [] if args.pages else chart_problems(RESULTS_DIR)
    for problem in charts:
        print(f"{problem}: compare draws a run's chart.svg beside its results.json; keep the two together",
              file=sys.stderr)
    return 1 if stale or charts else 0


if __name__ == "__main__":
    sys.exit(main())
