#!/bin/sh
# A stand-in for a lesson program that ends badly in each of the ways
# fuzz-inputs must report, chosen by the name of its input file; on the
# others it ends well, as it does when it says it drew no timeline and
# leaves out the timeline's files (tests/robustness.cmake, fuzz-inputs-catches-problems).
#   fuzz_misbehaving_lesson.sh --input FILE --output-dir DIR --iterations 1
input=$2
output_dir=$4
case $input in
  *intact*)
    mkdir -p "$output_dir" && : > "$output_dir/one.png" && : > "$output_dir/two.png"
    : > "$output_dir/timeline.png" && : > "$output_dir/timeline.json"
    exit 0 ;;
  *png-truncated-0*) mkdir -p "$output_dir" && : > "$output_dir/one.png" && : > "$output_dir/two.png"
    exit 0 ;;                                                   # no timeline, and no word of it
  *png-header-5*) mkdir -p "$output_dir" && : > "$output_dir/one.png" && : > "$output_dir/two.png"
    echo "step 5, no timeline: no device's profiling timestamps are real ones"
    exit 0 ;;                                                   # no timeline, said so: well
  *png-flipped-0*) kill -SEGV $$ ;;                                   # a crash
  *png-header-0*) mkdir -p "$output_dir" && : > "$output_dir/one.png"; exit 0 ;;  # a partial set
  *png-header-1*) printf 'error: one\nerror: two\n' >&2; exit 1 ;;     # two lines
  *png-header-2*) sleep 30 ;;                                           # a hang
  *png-header-3*) echo 'error: left a file' >&2; mkdir -p "$output_dir" && : > "$output_dir/one.png"; exit 1 ;;
  *png-header-4*) exit 3 ;;                                             # another exit code
esac
echo "error: cannot load '$input'" >&2
exit 1
