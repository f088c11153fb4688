#!/bin/sh
# The checker's watch mode, as a learner uses it: a copy of lesson 01's
# starter is checked (not solved), then the finished kernel is saved over it
# and the checker, polling, checks it again (solved); Ctrl-C ends it cleanly.
#
#   check_watch.sh <check> <starter.cl> <finished.cl> <scratch folder>
set -u
check=$1 starter=$2 finished=$3 dir=$4
rm -rf "$dir" && mkdir -p "$dir" && cp "$starter" "$dir/mine.cl" || exit 1

"$check" 01 --kernel "$dir/mine.cl" --watch --output-dir "$dir/out" > "$dir/log" 2>&1 &
pid=$!

# Waits up to a minute for a line of the log to match.
wait_for() {
    tries=0
    until grep -q "$1" "$dir/log"; do
        tries=$((tries + 1))
        if [ $tries -gt 600 ] || ! kill -0 $pid 2> /dev/null; then
            echo "no line matching '$1' in the checker's output:"
            cat "$dir/log"
            kill $pid 2> /dev/null
            exit 1
        fi
        sleep 0.1
    done
}

wait_for '^0/1 exercises solved'
wait_for '^watching'
cp "$finished" "$dir/mine.cl"
wait_for '^1/1 exercises solved'
kill -INT $pid
wait $pid
status=$?
cat "$dir/log"
if [ $status -ne 0 ]; then
    echo "after Ctrl-C with the exercise solved, the checker exited with $status, not 0"
    exit 1
fi
