#!/usr/bin/env bash
# Builds the benchmarks in release and prints each workload next to its baseline, measured in
# the same run, as a Markdown table (what, baseline, measured, ratio, and the ratio's target
# where it has one).
#
#   ./run.sh                  the ratio table, then every workload under ordo-one/benchmark
#                             (wall clock, mallocs, peak memory), in Markdown
#   ./run.sh --quick          the ratio table only
#   ./run.sh moves            one part of the table: moves, selection or drop
#   ./run.sh --callgrind move-1m
#                             instructions per operation of one workload under valgrind's
#                             callgrind, the same on every run, and where they go
#                             (workloads: MoveItRatios profile ?, or Benchmarks/README.md)
set -euo pipefail
cd "$(dirname "$0")"

swift build -c release --product MoveItRatios >&2
ratios=.build/release/MoveItRatios

echo "Machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs)," \
     "load average $(cut -d' ' -f1-3 /proc/loadavg), $(date -u '+%Y-%m-%d %H:%M UTC')"
echo

# Runs one workload under callgrind and prints "INSTRUCTIONS OPERATIONS UNIT": the
# instructions counted only inside `measured`, except for the drop's, whose loads run on other
# threads: there the whole process's.
count() {
    local workload=$1 out=$2 toggle=(--toggle-collect='*measured*') output
    [[ $workload == drop* ]] && toggle=()
    output=$(valgrind --tool=callgrind "${toggle[@]}" --callgrind-out-file="$out" "$ratios" profile "$workload" 2>&1)
    echo "$(sed -n 's/.*refs: *//p' <<<"$output" | tr -d ,) $(sed -n 's/^operations: //p' <<<"$output")"
}

case "${1:-}" in
--callgrind)
    workload="${2:?name a workload, for example move-1m}"
    out="$(mktemp -t callgrind.XXXXXX)"
    read -r total operations unit < <(count "$workload" "$out")
    if [[ $workload == drop* && $workload != drop-setup ]]; then
        # Less the setup: declaring the card type, encoding the payloads, making the providers.
        read -r setup _ < <(count drop-setup /dev/null)
        total=$((total - setup))
    fi
    echo "$workload: $total instructions for $operations $unit, $((total / operations)) each"
    callgrind_annotate --inclusive=yes "$out" | grep -v "'2" | sed -n '20,60p' | cut -c1-200
    echo "Full profile: $out"
    ;;
--quick)
    "$ratios"
    ;;
moves | selection | drop)
    "$ratios" "$1"
    ;;
"")
    "$ratios"
    echo
    swift package --allow-writing-to-package-directory benchmark --no-progress --format markdown
    ;;
*)
    sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'
    exit 64
    ;;
esac
