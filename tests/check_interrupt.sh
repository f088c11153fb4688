#!/bin/sh
# Ctrl-C while the checker runs a kernel that never ends: the checker must
# stop the check at once (well inside its 60 s time limit), say so, exit
# with 130, and leave no process of the check behind.
#
#   check_interrupt.sh <check> <endless kernel.cl> <scratch folder>
set -u
check=$1 kernel=$2 dir=$3
rm -rf "$dir" && mkdir -p "$dir" || exit 1

"$check" 01 --kernel "$kernel" --time-limit 60 --no-races --output-dir "$dir/out" > "$dir/log" 2>&1 &
pid=$!

# The check has started once its header is printed; give the kernel a
# second to be running.
tries=0
until grep -q '^== 01-sobel-scalar' "$dir/log"; do
    tries=$((tries + 1))
    if [ $tries -gt 300 ]; then echo "the check never started:"; cat "$dir/log"; kill $pid; exit 1; fi
    sleep 0.1
done
sleep 1
kill -INT $pid
started=$(date +%s)
wait $pid
status=$?
took=$(( $(date +%s) - started ))
cat "$dir/log"
problems=""
[ $status -eq 130 ] || problems="$problems exited with $status, not 130;"
[ $took -le 3 ] || problems="$problems took $took s to stop;"
grep -q '^interrupted: the check in progress was stopped$' "$dir/log" || problems="$problems no 'interrupted' line;"
sleep 0.2
# (Its own processes only: they name this test's output folder.)
if pgrep -f -- "--output-dir $dir/out" > /dev/null; then problems="$problems a process of the check is still running;"; fi
if [ -n "$problems" ]; then echo "after Ctrl-C:$problems"; exit 1; fi
echo "stopped in $took s"
