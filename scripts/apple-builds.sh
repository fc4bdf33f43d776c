#!/usr/bin/env bash
# Compiles the Apple layer, the terminal demo and the example app against every Apple SDK that
# ../shared/tools/ios-build has unpacked on this machine: iPhoneOS 16.5, iPhoneOS 17.4 and macOS 14.0.
#
#   scripts/apple-builds.sh            every SDK present; a plain SKIPPED line for each missing one
#   scripts/apple-builds.sh ios17.4    only the SDKs named
#
# For each SDK it builds, in Swift 6 language mode:
#   - the library targets (ILikeToMoveIt, ILikeToMoveItUIKit); for macOS 14.0 also
#     ILikeToMoveItAppKit, ILikeToMoveItTypeDeclarations and the terminal demo (DemoKit,
#     ilikemoveit), so all of them keep building for macOS 12;
#   - the example package's targets (Examples/iOS: the views, the @main app and the
#     compiled-only API checks; for macOS 14.0 also the Mac screen, ILikeToMoveItMacExample);
# and, in its own invocation in Swift 5 mode, the example's ILikeToMoveItCompatibility target,
# which imitates a Swift 5 app of the original 0.x API (ios-build's language mode applies to
# every target it compiles, so it cannot share the Swift 6 build).
# iPhoneOS 16.5 builds everything in Swift 5 mode: that SDK's Bundle is not Sendable, so Swift
# 6 mode refuses the resource accessor that SwiftPM generates for ILikeToMoveItCore
# (`static let module: Bundle`), which no code of ours can change.
# These SDKs' standard library predates Swift 6: declare a task local as an explicit
# `TaskLocal(wrappedValue:)` value, not `@TaskLocal`, and use no typed throws (the compiler
# crashes on a typed `throw` against them); see ../shared/tools/ios-build/README.md.
#
# A build that fails, or a warning in this repository's own sources, fails the script after
# every SDK has been tried. Warnings are errors here because the API checks compile the
# package's documented call shapes: code written as the documentation shows it must compile
# cleanly. The compiler reports a file's warnings only when it compiles that file: a fresh
# build (CI) sees them all, a local incremental one only those of the files it recompiled.
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

# The language mode of an SDK's builds (see the top of this file).
language_mode() {
    case "$1" in
        ios16.5) echo 5 ;;
        *) echo 6 ;;
    esac
}

# What is built of this package: the library, and for macOS the demo and what it links.
package_targets() {
    case "$1" in
        macos14.0) echo --target ILikeToMoveIt --target ILikeToMoveItUIKit --target ILikeToMoveItAppKit --target ILikeToMoveItTypeDeclarations --target DemoKit --target ilikemoveit ;;
        *) echo --target ILikeToMoveIt --target ILikeToMoveItUIKit ;;
    esac
}

example_targets=(--target ILikeToMoveItExample --target ILikeToMoveItExampleApp --target ILikeToMoveItAPIChecks)
# What is built of the example package: its targets, and for macOS the Mac screen.
example_targets_for() {
    case "$1" in
        macos14.0) echo "${example_targets[@]}" --target ILikeToMoveItMacExample ;;
        *) echo "${example_targets[@]}" ;;
    esac
}
compatibility_targets=(--target ILikeToMoveItCompatibility)
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT

built=()
skipped=()
failed=()

# Runs one ios-build invocation in a language mode; records a failure when it fails or warns in
# our sources.
build() {
    local sdk=$1 what=$2 mode=$3
    shift 3
    local log="$logs/$sdk-$what.log"
    echo "-- $sdk: $what (Swift $mode mode)"
    if ! "$ios_build" --sdk "$sdk" --language-mode "$mode" "$@" >"$log" 2>&1; then
        grep -E "(error|warning):" "$log" | grep -v '^ ' | sort -u | head -40
        tail -n 5 "$log"
        failed+=("$sdk $what, Swift $mode mode (build failed)")
        return
    fi
    # Compiler diagnostics name the file first: keep those in this repository.
    local warnings
    warnings=$(grep -E "^$root/[^:]+:[0-9]+:[0-9]+: warning:" "$log" | sort -u)
    if [ -n "$warnings" ]; then
        echo "$warnings"
        failed+=("$sdk $what, Swift $mode mode ($(echo "$warnings" | wc -l) warning(s) in this repository)")
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
    mode=$(language_mode "$sdk")
    what=library
    [ "$sdk" = macos14.0 ] && what="library and demo"
    # shellcheck disable=SC2046  # package_targets prints words to split
    build "$sdk" "$what" "$mode" $(package_targets "$sdk")
    # SwiftPM reuses the example's build plan when only the library (a path dependency) gained or
    # lost a source file, and then cannot find the new file's declarations. Dropping the plan
    # makes it plan again; compiled objects are kept, so this costs a second or two.
    scratch=$(scratch_folder "$sdk")
    rm -f Examples/iOS/"$scratch"/debug.yaml Examples/iOS/"$scratch"/debug/description.json \
        Examples/iOS/"$scratch"/*/debug/description.json
    # shellcheck disable=SC2046  # example_targets_for prints words to split
    build "$sdk" "example" "$mode" --package Examples/iOS $(example_targets_for "$sdk")
    # Same scratch folder, another language mode: the library is compiled again in Swift 5 mode.
    build "$sdk" "compatibility" 5 --package Examples/iOS "${compatibility_targets[@]}"
    built+=("$sdk")
done

echo "== Apple builds: built with ${built[*]:-no SDK}; skipped ${skipped[*]:-none}"
if [ ${#failed[@]} -gt 0 ]; then
    printf 'FAILED: %s\n' "${failed[@]}"
    exit 1
fi
