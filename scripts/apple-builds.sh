#!/usr/bin/env bash
# Compiles the Apple layer and the example app against every Apple SDK that ../shared/tools/ios-build
# has unpacked on this machine: iPhoneOS 16.5, iPhoneOS 17.4 and macOS 14.0.
#
#   scripts/apple-builds.sh            every SDK present; a plain SKIPPED line for each missing one
#   scripts/apple-builds.sh ios17.4    only the SDKs named
#
# For each SDK it builds the library target (ILikeToMoveIt) and the example package's targets
# (Examples/iOS: the views, the @main app and the compiled-only API checks). A build that fails,
# or a warning in this repository's own sources, fails the script after every SDK has been tried.
# Warnings are errors here because the API checks compile the package's documented call shapes:
# code written as the documentation shows it must compile cleanly. The compiler reports a
# file's warnings only when it compiles that file: a fresh build (CI) sees them all, a local
# incremental one only those of the files it recompiled.
#
# Environment: IOS_BUILD (the tool; default ../shared/tools/ios-build/ios-build beside the
# repository), IOS_BUILD_CACHE (its cache; default ~/.cache/ios-build).
set -uo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

ios_build=${IOS_BUILD:-../shared/tools/ios-build/ios-build}
cache=${IOS_BUILD_CACHE:-$HOME/.cache/ios-build}

all_sdks=(ios16.5 ios17.4 macos14.0)
sdks=("$@")
[ ${#sdks[@]} -gt 0 ] || sdks=("${all_sdks[@]}")

sdk_folder() {
    case "$1" in
        ios16.5) echo iPhoneOS16.5.sdk ;;
        ios17.4) echo iPhoneOS17.4.sdk ;;
        macos14.0) echo MacOSX14.0.sdk ;;
        *) return 1 ;;
    esac
}

# Where ios-build keeps each SDK's build products (see its README).
scratch_folder() {
    case "$1" in
        ios16.5) echo .build-ios ;;
        ios17.4) echo .build-ios17 ;;
        macos14.0) echo .build-macos ;;
    esac
}

example_targets=(--target ILikeToMoveItExample --target ILikeToMoveItExampleApp --target ILikeToMoveItAPIChecks --target ILikeToMoveItCompatibility)
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT

built=()
skipped=()
failed=()

# Runs one ios-build invocation; records a failure when it fails or warns in our sources.
build() {
    local sdk=$1 what=$2
    shift 2
    local log="$logs/$sdk-$what.log"
    echo "-- $sdk: $what"
    if ! "$ios_build" --sdk "$sdk" "$@" >"$log" 2>&1; then
        grep -E "(error|warning):" "$log" | grep -v '^ ' | sort -u | head -40
        tail -n 5 "$log"
        failed+=("$sdk $what (build failed)")
        return
    fi
    # Compiler diagnostics name the file first: keep those in this repository.
    local warnings
    warnings=$(grep -E "^$root/[^:]+:[0-9]+:[0-9]+: warning:" "$log" | sort -u)
    if [ -n "$warnings" ]; then
        echo "$warnings"
        failed+=("$sdk $what ($(echo "$warnings" | wc -l) warning(s) in this repository)")
        return
    fi
    tail -n 1 "$log"
}

for sdk in "${sdks[@]}"; do
    if ! folder=$(sdk_folder "$sdk"); then
        echo "apple-builds: unknown SDK '$sdk' (known: ${all_sdks[*]})" >&2
        exit 2
    fi
    if [ ! -x "$ios_build" ]; then
        echo "SKIPPED: $sdk (no ios-build tool at $ios_build)"
        skipped+=("$sdk")
        continue
    fi
    if [ ! -f "$cache/$folder/.complete" ]; then
        echo "SKIPPED: $sdk (no SDK on this machine: $cache/$folder; see ../shared/tools/ios-build/README.md)"
        skipped+=("$sdk")
        continue
    fi
    echo "== $sdk ($folder)"
    build "$sdk" "library" --target ILikeToMoveIt
    # SwiftPM reuses the example's build plan when only the library (a path dependency) gained or
    # lost a source file, and then cannot find the new file's declarations. Dropping the plan
    # makes it plan again; compiled objects are kept, so this costs a second or two.
    scratch=$(scratch_folder "$sdk")
    rm -f Examples/iOS/"$scratch"/debug.yaml Examples/iOS/"$scratch"/debug/description.json \
        Examples/iOS/"$scratch"/*/debug/description.json
    build "$sdk" "example" --package Examples/iOS "${example_targets[@]}"
    built+=("$sdk")
done

echo "== Apple builds: built with ${built[*]:-no SDK}; skipped ${skipped[*]:-none}"
if [ ${#failed[@]} -gt 0 ]; then
    printf 'FAILED: %s\n' "${failed[@]}"
    exit 1
fi
