#!/bin/sh
# The learner's loop around the checks, as a learner goes through it:
# `check list`, `check next`, the progress kept between runs, `check reset`,
# and a test-only exercise declared as a lesson declares one
# (tests/data/check_loop/exercises.cpp).
#
#   check_loop.sh <scenario> <check> <project root> <scratch folder> [<test checker>]
#
# The runs are made in <scratch folder>, so the checker shows the files
# there by their names alone, and keep their progress there, in state.json
# (OCLTUT_CHECK_STATE), never in the project's own.
set -u
scenario=$1 check=$2 root=$3 dir=$4 test_check=${5:-}
rm -rf "$dir" && mkdir -p "$dir" && cd "$dir" || exit 1
OCLTUT_CHECK_STATE=$dir/state.json
export OCLTUT_CHECK_STATE
failures=0

# run <args...>: runs the checker, its output in $dir/out, stdout and
# stderr apart in $dir/stdout and $dir/stderr, its exit code in $status.
run() {
    echo "\$ check $*" >> "$dir/log"
    "$@" > "$dir/stdout" 2> "$dir/stderr"
    status=$?
    cat "$dir/stdout" "$dir/stderr" > "$dir/out"
    cat "$dir/out" >> "$dir/log"
}

fail() {
    echo "FAILED: $1"
    echo "--- the output of the last run:"
    cat "$dir/out"
    echo "---"
    failures=$((failures + 1))
}

expect_exit() {
    [ "$status" -eq "$1" ] || fail "exit code $status, expected $1"
}

# expect <extended regex>: some line of the output matches.
expect() {
    grep -Eq -- "$1" "$dir/out" || fail "no line matches '$1'"
}

reject() {
    if grep -Eq -- "$1" "$dir/out"; then fail "a line matches '$1'"; fi
}

# expect_error <regex>: exit code 1 or 2, nothing on stdout, and one line
# on stderr, which matches.
expect_error() {
    [ "$status" -ne 0 ] || fail "exit code 0, expected an error"
    [ ! -s "$dir/stdout" ] || fail "an error, and something on stdout"
    [ "$(wc -l < "$dir/stderr")" -eq 1 ] || fail "not one line on stderr"
    grep -Eq -- "^error: $1" "$dir/stderr" || fail "stderr does not match '^error: $1'"
}

# count <extended regex>: how many lines of the output match.
count() {
    grep -Ec -- "$1" "$dir/out"
}

case $scenario in
fresh)
    # No progress yet: every exercise NOT SOLVED, lesson by lesson.
    run "$check" list
    expect_exit 0
    total=$(count '^  [0-9][0-9]-')
    [ "$total" -ge 8 ] || fail "$total exercises listed, expected at least 8"
    [ "$(count '^  [0-9][0-9]-[^ ]+ +NOT SOLVED ')" -eq "$total" ] || fail "not every exercise is NOT SOLVED"
    expect "^0/$total exercises solved \\(progress kept in state.json\\)\$"
    expect '^01-sobel-scalar$'
    expect '^  01-sobel-scalar +NOT SOLVED +the lesson.s kernel, written again: .*01-sobel-scalar/exercises/sobel-scalar/sobel_scalar_starter.cl$'
    expect '^  01-host +NOT SOLVED +the lesson.s host code, written again: .*sobel_scalar_host_starter.cpp$'
    tr '\n' ' ' < "$dir/out" | grep -Eq '^01-sobel-scalar +01-sobel-scalar .* 01-host .* 02-sobel-vector +02-sobel-vector ' ||
        fail "the exercises are not listed lesson by lesson, in order"
    # Next: the lesson's first new problem; its own code, written again,
    # offered as a warm-up.
    run "$check" next
    expect_exit 0
    expect '^next: 01-scharr, Scharr gradients, one work-item per pixel \(lesson 01-sobel-scalar\)$'
    expect '^  complete  .*01-sobel-scalar/exercises/scharr/scharr_starter.cl \(docs/exercises-01.md says what it does\)$'
    expect "^  check it  $check 01-scharr --watch\$"
    expect "^  stuck\\?    $check 01-scharr --hint\$"
    expect "^  warm-up   $check 01 \\(the lesson.s kernel, written again\\), if you like, before it\$"
    expect "^  warm-up   $check 01-host \\(the lesson.s host code, written again\\), if you like, before it\$"
    [ ! -e "$dir/state.json" ] || fail "list and next wrote a progress file"
    # Without OCLTUT_CHECK_STATE: at the project's root, where git ignores it.
    run env -u OCLTUT_CHECK_STATE "$check" list
    expect "\\(progress kept in $root/.check-state.json\\)\$"
    git -C "$root" check-ignore -q .check-state.json || fail "git does not ignore .check-state.json"
    ;;

finished)
    # The solutions' checks are kept apart: all SOLVED there, none of yours.
    run "$check" --finished --no-races
    expect_exit 0
    reject 'compare yours with the solution'
    run "$check" list --finished
    expect_exit 0
    total=$(count '^  [0-9][0-9]-')
    [ "$(count '^  [0-9][0-9]-[^ ]+ +SOLVED ')" -eq "$total" ] || fail "not every solution is SOLVED"
    expect "^$total/$total exercises solved by their solutions "
    expect '^  01-sobel-scalar +SOLVED +.*: .*01-sobel-scalar/sobel_scalar.cl$'
    run "$check" list
    expect "^0/$total exercises solved "
    ;;

progress)
    # A learner's own copy solves 01: kept, shown, and the solution named.
    cp "$root/01-sobel-scalar/sobel_scalar.cl" "$dir/mine.cl"
    run "$check" 01 --kernel "$dir/mine.cl" --no-races --output-dir "$dir/pictures"
    expect_exit 0
    expect '^  SOLVED$'
    expect "^  compare yours with the solution, $root/01-sobel-scalar/sobel_scalar.cl\$"
    run "$check" list
    expect '^  01-sobel-scalar +SOLVED +the lesson.s kernel, written again: mine.cl$'
    expect '^1/[0-9]+ exercises solved '
    run "$check" next
    expect '^next: 01-scharr, '
    expect "^  warm-up   $check 01-host "
    reject "^  warm-up   $check 01 "
    # A wrong file checked leaves the solved one solved; the starter's
    # report names no solution.
    run "$check" 01 --no-races --output-dir "$dir/pictures"
    expect_exit 1
    expect '^  NOT SOLVED '
    reject 'solution'
    run "$check" list
    expect '^  01-sobel-scalar +SOLVED '
    # Edited since: CHANGED SINCE SOLVED, and next says so.
    echo '// an edit' >> "$dir/mine.cl"
    run "$check" list
    expect '^  01-sobel-scalar +CHANGED SINCE SOLVED +the lesson.s kernel, written again: mine.cl$'
    expect '^0/[0-9]+ exercises solved '
    run "$check" next
    expect "^  warm-up   $check 01 "
    # That file checked again and wrong: NOT SOLVED.
    cp "$root/01-sobel-scalar/exercises/sobel-scalar/sobel_scalar_starter.cl" "$dir/mine.cl"
    run "$check" 01 --kernel "$dir/mine.cl" --no-races --output-dir "$dir/pictures"
    expect_exit 1
    run "$check" list
    expect '^  01-sobel-scalar +NOT SOLVED +.*01-sobel-scalar/exercises/sobel-scalar/sobel_scalar_starter.cl$'
    ;;

errors)
    # Whatever the learner types or leaves behind: one line, and no crash.
    run "$check" reset 99
    expect_error "no exercise is called '99'; there are 01-sobel-scalar, 01-host, "
    run "$check" reset
    expect_error 'exercise is required'
    run "$check" 01 list
    expect_error "'01' before 'list': check list takes no exercise\$"
    run "$check" list 01
    expect_error ''
    echo 'not json' > "$dir/state.json"
    run "$check" list
    expect_error "'$dir/state.json' is not check's progress \\(it is not JSON\\): remove it to start over\$"
    run "$check" next
    expect_error "'$dir/state.json' is not check's progress "
    run "$check" 01 --no-races --output-dir "$dir/pictures"
    expect_error "'$dir/state.json' is not check's progress "
    echo '{"yours": {"01-sobel-scalar": 7}}' > "$dir/state.json"
    run "$check" list
    expect_error "'$dir/state.json' is not check's progress \\(the record of 01-sobel-scalar has no file and fingerprint\\)"
    rm "$dir/state.json" && mkdir "$dir/state.json"
    run "$check" list
    expect_error "cannot read the progress file '$dir/state.json': it is a directory\$"
    # A progress file that cannot be written (a read-only project): the
    # check stands, with one warning.
    : > "$dir/not-a-folder"
    run env OCLTUT_CHECK_STATE="$dir/not-a-folder/state.json" "$check" 01 --finished --no-races --output-dir "$dir/pictures"
    expect_exit 0
    expect '^  SOLVED$'
    [ "$(grep -c . "$dir/stderr")" -eq 1 ] || fail "not one warning on stderr"
    grep -Eq "^warning: cannot save the progress in '$dir/not-a-folder/state.json': Not a directory \\(OCLTUT_CHECK_STATE=FILE keeps it elsewhere\\)\$" "$dir/stderr" ||
        fail "no warning that the progress was not saved"
    ;;

declared)
    # A test-only exercise, declared as a lesson declares one, in a scratch
    # project of its own that is a git checkout (the test checker's
    # CHECK_LOOP_PROJECT).
    data=$root/tests/data/check_loop
    project=$(dirname "$dir")/project
    rm -rf "$project" && mkdir -p "$project/solutions" || exit 1
    cp "$data/negative_starter.cl" "$data/negative.md" "$project/" && cp "$data/negative.cl" "$project/solutions/01-negative.cl"
    git -C "$project" init -q && git -C "$project" add . &&
        git -C "$project" -c user.name=test -c user.email=test@example.com commit -qm starter || exit 1

    run "$test_check" list
    tr '\n' ' ' < "$dir/out" | grep -Eq ' 01-host .* 01-negative +NOT SOLVED +the negative of a picture \(a test-only exercise\): [^ ]*negative_starter.cl 02-sobel-vector ' ||
        fail "01-negative is not listed after lesson 01's own exercises"
    run "$test_check" 01-negative --no-races --output-dir "$dir/pictures"
    expect_exit 1
    expect '^== 01-negative: .*negative_starter.cl$'
    expect '^  17x5 random: WRONG: negative 85 pixels$'
    expect '^  \(165 is the poison'
    expect '^  NOT SOLVED \(stuck\? `check 01-negative --hint` shows the hints\)$'
    reject 'solution'
    run "$test_check" 01-negative --kernel "$data/negative_rows_by_height.cl" --no-races --output-dir "$dir/pictures"
    expect_exit 1
    expect '^  17x5 random: WRONG: negative [0-9]+ pixels$'
    expect '^  NOT SOLVED '
    run "$test_check" 01-negative --finished --output-dir "$dir/pictures"
    expect_exit 0
    expect '^== 01-negative: .*solutions/01-negative.cl$'
    expect '^  SOLVED$'
    # The race check runs where Oclgrind can: not installed, or a checker
    # built with AddressSanitizer, each says why it did not.
    expect '^(  Oclgrind \(--data-races\) on the small inputs: no data race|note: oclgrind is not installed|note: this checker is built with AddressSanitizer)'
    reject 'compare yours with the solution'
    run "$test_check" 01-negative --hint
    expect_exit 0
    expect '^Hint 1:$'
    # Solved in place: kept, and the solution named only now.
    cp "$data/negative.cl" "$project/negative_starter.cl"
    run "$test_check" 01-negative --no-races --output-dir "$dir/pictures"
    expect_exit 0
    expect "^  compare yours with the solution, $project/solutions/01-negative.cl\$"
    run "$test_check" list
    expect '^  01-negative +SOLVED '
    # Reset: the starter as committed, NOT SOLVED again.
    run "$test_check" reset 01-negative
    expect_exit 0
    expect "^01-negative: $project/negative_starter.cl is the starter again, as git has it \\(HEAD\\)\$"
    cmp -s "$project/negative_starter.cl" "$data/negative_starter.cl" || fail "the starter was not restored"
    run "$test_check" list
    expect '^  01-negative +NOT SOLVED '
    run "$test_check" reset 01-negative
    expect_exit 0
    expect "^01-negative: $project/negative_starter.cl was already the starter, as git has it \\(HEAD\\)\$"
    # A deleted starter comes back too.
    rm "$project/negative_starter.cl"
    run "$test_check" reset 01-negative
    expect_exit 0
    cmp -s "$project/negative_starter.cl" "$data/negative_starter.cl" || fail "the deleted starter was not restored"
    # A folder where the starter goes, the learner's files in it: refused, untouched.
    rm "$project/negative_starter.cl" && mkdir "$project/negative_starter.cl" &&
        echo mine > "$project/negative_starter.cl/notes.txt" || exit 1
    run "$test_check" reset 01-negative
    expect_error "[^ ]*negative_starter.cl is not a file: check reset gives back only a file; move it away first\$"
    [ "$(cat "$project/negative_starter.cl/notes.txt")" = mine ] || fail "a reset touched the folder at the starter's path"
    rm -rf "$project/negative_starter.cl"
    # No git, no checkout, no commit of it: one line each, the file untouched.
    echo '// mine' > "$project/negative_starter.cl"
    run env PATH=/nonexistent "$test_check" reset 01-negative
    expect_error 'check reset takes the starter from git, and git is not installed: '
    mv "$project/.git" "$project/.git-away"
    run env GIT_CEILING_DIRECTORIES="$(dirname "$project")" "$test_check" reset 01-negative
    expect_error "$project is not in a git checkout, so check reset cannot take [^ ]*negative_starter.cl from git: "
    mv "$project/.git-away" "$project/.git"
    git -C "$project" rm -q --cached negative_starter.cl &&
        git -C "$project" -c user.name=test -c user.email=test@example.com commit -qm gone || exit 1
    run "$test_check" reset 01-negative
    expect_error "[^ ]*negative_starter.cl is not in the git checkout's last commit \\(HEAD\\), so check reset has no starter to give back\$"
    [ "$(cat "$project/negative_starter.cl")" = "// mine" ] || fail "a failed reset changed the file"
    ;;

*)
    echo "unknown scenario '$scenario'"
    exit 2
    ;;
esac

if [ $failures -ne 0 ]; then
    echo "$failures failed expectations; the whole session:"
    cat "$dir/log"
    exit 1
fi
echo "scenario $scenario: every expectation met"
