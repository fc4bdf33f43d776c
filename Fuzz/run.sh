#!/usr/bin/env bash
# Builds the libFuzzer targets and runs each from the committed seed corpus.
#
#   Fuzz/run.sh [seconds-per-target] [target...]   explore: each target for a while (default 60 s)
#   Fuzz/run.sh --ci [target...]                   reproduce: a fixed seed and a fixed number of
#                                                  inputs per target, with deterministic hashing,
#                                                  so every run tries the same inputs (CI uses it)
#
# New inputs go to Fuzz/corpus-work/<target>/ (git-ignored) so the committed seeds stay
# small; crashes are written there too, as crash-*, and stop the script with an error. Copy
# a crash into a regression test, fix it, and add the input to Fuzz/corpus/<target>/ if it
# makes a good seed.
set -euo pipefail
cd "$(dirname "$0")"

mode=explore
seconds=60
if [ "${1:-}" = "--ci" ]; then
    mode=ci
    shift
elif [ $# -gt 0 ]; then
    seconds="$1"
    shift
fi
targets=("$@")

# The number of inputs each target tries in --ci mode: about 20 seconds of each on a 2-core
# machine, the slower targets (a fresh type graph, a move model, undo against the rule's
# model) with fewer.
ci_runs() {
    case "$1" in
        FuzzDynamicIdentifiers) echo 4000 ;;
        FuzzMoves) echo 8000 ;;
        FuzzAccessibleMoves) echo 8000 ;;
        FuzzUndoByIdentity) echo 8000 ;;
        FuzzLoader) echo 20000 ;;
        *) echo 30000 ;;
    esac
}
if [ ${#targets[@]} -eq 0 ]; then
    targets=(FuzzTypeDeclarations FuzzProvidable FuzzDynamicIdentifiers FuzzMoves FuzzUserActivity FuzzAccessibleMoves FuzzLoader FuzzUndoByIdentity FuzzInflate)
fi

# -enable-testing lets the Info.plist fuzzer register into a fresh type graph through
# `@testable import`, leaving the process-wide registry alone.
flags=(-c debug -Xswiftc -sanitize=fuzzer,address -Xswiftc -enable-testing)
echo "== building fuzzers (-sanitize=fuzzer,address)"
mkdir -p corpus-work
# The linker's "Cannot export local symbol" warnings about ASan's own symbols are noise.
if ! swift build "${flags[@]}" > corpus-work/build.log 2>&1; then
    grep -v "Cannot export local symbol" corpus-work/build.log
    exit 1
fi
bin="$(swift build "${flags[@]}" --show-bin-path)"

# The Swift runtime's own crash reporter would race libFuzzer's. Leaks are not checked:
# swift-corelibs-foundation's PropertyListSerialization leaks a CFError for every malformed
# property list, which would stop the Info.plist fuzzer at once.
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"
if [ "$mode" = ci ]; then
    # Dictionary and set order would otherwise change with each process, and coverage with it.
    export SWIFT_DETERMINISTIC_HASHING=1
fi
status=0
for target in "${targets[@]}"; do
    if [ "$mode" = ci ]; then
        # A fresh folder: what earlier runs found would change the inputs tried.
        work="corpus-work/ci/$target"
        rm -rf "$work"
        budget=(-seed=1 -runs="$(ci_runs "$target")")
        echo "== $target, ${budget[1]#-runs=} inputs from seed 1"
    else
        work="corpus-work/$target"
        budget=(-max_total_time="$seconds")
        echo "== $target for ${seconds}s"
    fi
    mkdir -p "$work"
    if ! "$bin/$target" "$work" "corpus/$target" \
        "${budget[@]}" -max_len=4096 -timeout=10 -rss_limit_mb=2048 \
        -detect_leaks=0 -print_final_stats=1 -artifact_prefix="$work/" \
        2> "$work/log.txt"; then
        status=1
        echo "!! $target failed; see Fuzz/$work/log.txt and the crash-* input beside it"
    fi
    grep -E "^(stat::number_of_executed_units|stat::peak_rss_mb|Done)|ERROR|Invariant broken|Fatal error" "$work/log.txt" || true
done
exit "$status"
