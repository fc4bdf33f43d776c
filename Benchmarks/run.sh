#!/usr/bin/env bash
# Builds the benchmarks in release and prints each target next to its baseline, measured in
# the same run, as a Markdown table (target, measured, ratio, pass/FAIL).
#
#   ./run.sh                  the ratio table, then every benchmark under ordo-one/benchmark
#                             (wall clock, mallocs, peak memory), in Markdown
#   ./run.sh --quick          the ratio table only
#   ./run.sh P3               the ratio table for one target (P1 … P5)
#   ./run.sh --callgrind p4-library
#                             instruction counts of one workload under valgrind's callgrind,
#                             the same on every run: where the time goes
#                             (workloads: p1-hint p1-nohint p1-scan p2 p2-singles p3-conforms
#                             p3-extension p3-mime p3-register-shallow p3-register-chain p4-library
#                             p4-direct p5)
set -euo pipefail
cd "$(dirname "$0")"

swift build -c release --product MoveItRatios >&2
ratios=.build/release/MoveItRatios

echo "Machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs)," \
     "load average $(cut -d' ' -f1-3 /proc/loadavg), $(date -u '+%Y-%m-%d %H:%M UTC')"
echo

case "${1:-}" in
--callgrind)
    workload="${2:?name a workload, for example p4-library}"
    out="$(mktemp -t callgrind.XXXXXX)"
    valgrind --tool=callgrind --callgrind-out-file="$out" "$ratios" profile "$workload" 2>&1 | grep 'refs:'
    callgrind_annotate --inclusive=yes "$out" | grep -v "'2" | sed -n '20,60p' | cut -c1-200
    echo "Full profile: $out"
    ;;
--quick)
    "$ratios"
    ;;
P[1-5])
    "$ratios" "$1"
    ;;
"")
    "$ratios"
    echo
    swift package --allow-writing-to-package-directory benchmark --no-progress --format markdown
    ;;
*)
    sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//'
    exit 64
    ;;
esac
