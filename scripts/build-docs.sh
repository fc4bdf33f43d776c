#!/usr/bin/env bash
# Builds the DocC documentation of ILikeToMoveIt, the module apps import, and of
# ILikeToMoveItUIKit, the module UIKit apps add, on this machine, without swift-docc-plugin
# (the root manifest stays free of third-party dependencies). Steps 1 to 3 run for each of the
# two modules, each with its own catalog and archive:
#
#   1. compile the module for iOS against the iPhoneOS 17.4 SDK with ios-build
#      (../shared/tools/ios-build), so the SwiftUI or UIKit layer is part of it; when that SDK
#      is not on this machine, the 16.5 one; when neither is, compile it for Linux instead
#      (see "Without an iOS SDK" below);
#   2. extract one symbol graph for the module from the compiled module with
#      `swift-symbolgraph-extract`, taking in, for ILikeToMoveIt, the symbols it re-exports
#      from ILikeToMoveItMoves, ILikeToMoveItCore and ILikeToMoveItDropsCore (`@_exported
#      import`; the moves alone are a product of their own, documented here with the rest)
#      and no others: the core re-exports Apple's
#      UniformTypeIdentifiers, and Apple's `UTType`, `UTTagClass` and their extensions on
#      Foundation types are not ours to document. ILikeToMoveItUIKit re-exports ILikeToMoveIt,
#      which is documented in its own archive, so its graph takes in nothing re-exported;
#   3. run the toolchain's `docc convert` on the catalog and that symbol graph, treating every
#      warning as an error;
#   4. check that every Swift example of the catalog is compiled by a test or by the iOS
#      snippet file (the README's quick start is compiled by step 5 alone, see
#      scripts/check-doc-examples.py), and that every public symbol is curated in a topic group;
#   5. compile every Swift example of README.md and the catalog for iOS 17.4 in Swift 6 mode,
#      each document as a module of its own with the types it declares, and the README's and
#      the UIKit article's blocks again as copied, each a file of its own with only the
#      imports it writes (scripts/doc-snippets-ios.py; SKIPPED without the iOS 17.4 SDK).
#
# Why extract instead of the compiler's `-emit-symbol-graph`: the compiler writes into the
# graph of a module every module it re-exports, transitively, so the graph of ILikeToMoveIt
# built for iOS would list Apple's `UTType` (re-exported by the core) as a symbol of
# ILikeToMoveIt. `swift-symbolgraph-extract -experimental-allowed-reexported-modules=` names
# the re-exported modules to take in. It reads the module that a plain
# `ios-build --sdk ios17.4 --target ILikeToMoveIt` leaves in .build-ios17/ (no extra compiler
# flags, so the docs and a developer's iOS 17.4 build share one build folder and never make
# each other rebuild), and the graph always matches the sources that were just built.
#
# Without an iOS SDK (a fresh machine: ios-build has unpacked none into its cache), the
# archive documents the Linux build: the two cores re-exported through ILikeToMoveIt,
# with the package's own portable `UTType`, and without the SwiftUI modifiers. The script
# says so plainly. Links from the catalog to symbols of the Apple layer cannot resolve then;
# those warnings (and only those) are reported but do not fail the run, and the Linux-only
# `UTType` and `UTTagClass` need no topic groups (scripts/docs-uncurated.py --linux).
#
# Time: seconds when the iOS build is up to date. The first extraction on a machine also
# builds swift-symbolgraph-extract's variant of the SDK's module cache, about a minute, once.
#
# Settings: DOCS_PLATFORM=ios17.4|ios16.5|linux forces one build (default: the newest iOS SDK
# present); DOCC=/path/to/docc; SYMBOLGRAPH_EXTRACT=/path/to/swift-symbolgraph-extract;
# IOS_BUILD=/path/to/ios-build; IOS_BUILD_CACHE as for ios-build.
#
# ILikeToMoveItAppKit, which has no iOS build, is documented as a Mac app sees it, from its
# macOS 14.0 build, when ios-build has that SDK (its examples are compiled with the example's
# Mac screen by scripts/apple-builds.sh, not by doc-snippets-ios.py); otherwise it says SKIPPED.
#
# Output: .build-docs/ILikeToMoveIt.doccarchive, .build-docs/ILikeToMoveItUIKit.doccarchive and
# .build-docs/ILikeToMoveItAppKit.doccarchive
# (open one with `docc preview`, or serve the directory with any static web server). Exits non-zero on any warning, any example
# that nothing compiles, any symbol left out of the topic groups, or any example that does
# not compile for iOS as its document declares it.
set -euo pipefail
cd "$(dirname "$0")/.."

scratch=.build-docs
ios_build="${IOS_BUILD:-../shared/tools/ios-build/ios-build}"
ios_cache="${IOS_BUILD_CACHE:-$HOME/.cache/ios-build}"

tool_next_to_swift() {
    local name=$1 variable=$2 found="${!2:-}"
    if [ -z "$found" ]; then
        if command -v "$name" >/dev/null 2>&1; then
            found=$(command -v "$name")
        else
            found=$(dirname "$(command -v swift)")/$name
        fi
    fi
    if [ ! -x "$found" ]; then
        echo "build-docs: no $name found next to swift or on PATH; set $variable=/path/to/$name" >&2
        exit 1
    fi
    echo "$found"
}
docc_bin=$(tool_next_to_swift docc DOCC)
extract_bin=$(tool_next_to_swift swift-symbolgraph-extract SYMBOLGRAPH_EXTRACT)

# Which build to document. ios17.4 first: it is the newest SDK ios-build has, the closest to
# what an app is built with today, and the only one that compiles the iOS 17 code paths.
# The layout below (SDK folder, scratch folder, module cache) is ios-build's; see its README.
ios_sdk_ready() {
    [ -x "$ios_build" ] && [ -f "$ios_cache/$1/.complete" ]
}
platform="${DOCS_PLATFORM:-}"
if [ -z "$platform" ]; then
    if ios_sdk_ready iPhoneOS17.4.sdk; then
        platform=ios17.4
    elif ios_sdk_ready iPhoneOS16.5.sdk; then
        platform=ios16.5
    else
        platform=linux
    fi
fi
case "$platform" in
    ios17.4) sdk_dir=iPhoneOS17.4.sdk; build_dir=.build-ios17; module_cache=module-cache-ios17.4 ;;
    ios16.5) sdk_dir=iPhoneOS16.5.sdk; build_dir=.build-ios; module_cache=module-cache ;;
    linux) ;;
    *) echo "build-docs: unknown DOCS_PLATFORM $platform (ios17.4, ios16.5 or linux)" >&2; exit 2 ;;
esac

# Steps 1 to 3 for one module: its name, its catalog, the modules whose re-exported symbols
# its graph takes in (comma-separated, or empty), and the folders of its Apple layer (comma-separated).
document() {
    local module=$1 catalog=$2 reexported=$3 sources=$4
    local symbol_graphs="$scratch/symbol-graphs/$module"
    local archive="$scratch/$module.doccarchive"
    local diagnostics="$scratch/$module-diagnostics.json"
    rm -rf "$archive" "$symbol_graphs" "$diagnostics"
    mkdir -p "$symbol_graphs"

    local extract_flags=(
        -module-name "$module"
        -minimum-access-level public
        -emit-extension-block-symbols
        -output-dir "$symbol_graphs"
    )
    if [ -n "$reexported" ]; then
        extract_flags+=(-experimental-allowed-reexported-modules="$reexported")
    fi
    if [ "$platform" = linux ]; then
        swift build --scratch-path "$scratch" --target "$module"
        "$extract_bin" "${extract_flags[@]}" \
            -target "$(swift -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')" \
            -I "$(swift build --scratch-path "$scratch" --show-bin-path)/Modules"
    else
        echo "build-docs: compiling $module for iOS ($platform SDK)"
        "$ios_build" --sdk "$platform" --target "$module"
        local modules="$build_dir/arm64-apple-ios/debug/Modules"
        if [ ! -f "$modules/$module.swiftmodule" ]; then
            echo "build-docs: ios-build left no $modules/$module.swiftmodule (has its layout changed?)" >&2
            exit 1
        fi
        echo "build-docs: symbol graph of $module as an iOS app sees it"
        "$extract_bin" "${extract_flags[@]}" \
            -target arm64-apple-ios15.0 \
            -sdk "$ios_cache/$sdk_dir" \
            -resource-dir "$ios_cache/resource-dir" \
            -module-cache-path "$ios_cache/$module_cache" \
            -I "$modules"
    fi
    if [ ! -f "$symbol_graphs/$module.symbols.json" ]; then
        echo "build-docs: swift-symbolgraph-extract wrote no $symbol_graphs/$module.symbols.json" >&2
        exit 1
    fi
    # Nothing of Apple's may appear as ours (see the top of this file).
    python3 scripts/docs-symbol-graph-check.py "$symbol_graphs" "$module"

    echo "build-docs: docc convert ($module)"
    local docc_flags=(
        --additional-symbol-graph-dir "$symbol_graphs"
        --fallback-display-name "$module"
        --fallback-bundle-identifier "$module"
        --output-path "$archive"
    )
    if [ "$platform" = linux ]; then
        "$docc_bin" convert "$catalog" "${docc_flags[@]}" --diagnostics-file "$diagnostics"
        python3 scripts/docs-linux-warnings.py "$diagnostics" "$sources"
    else
        "$docc_bin" convert "$catalog" "${docc_flags[@]}" --warnings-as-errors
    fi

    echo "build-docs: wrote $archive ($platform build)"
    archives+=("$archive")
}

if [ "$platform" = linux ]; then
    if [ -n "${DOCS_PLATFORM:-}" ]; then
        echo "build-docs: DOCS_PLATFORM=linux:"
    else
        echo "build-docs: no iOS SDK in $ios_cache (see ../shared/tools/ios-build/README.md):"
    fi
    echo "build-docs: THE ARCHIVES DOCUMENT THE LINUX BUILD. They lack the SwiftUI and UIKit layers"
    echo "build-docs: (accessibilityMoveable, accessibilityMoveableList, AccessibilityMoveableList,"
    echo "build-docs: onInsert, onDrop, onContinueUserActivity, NSItemProvider bridging) and show the"
    echo "build-docs: package's portable UTType, which stands in for Apple's on Linux."
fi
archives=()
document ILikeToMoveIt Sources/ILikeToMoveIt/ILikeToMoveIt.docc ILikeToMoveItMoves,ILikeToMoveItCore,ILikeToMoveItDropsCore \
    Sources/ILikeToMoveIt,Sources/ILikeToMoveItMoves
document ILikeToMoveItUIKit Sources/ILikeToMoveItUIKit/ILikeToMoveItUIKit.docc "" Sources/ILikeToMoveItUIKit

# The AppKit module, from its macOS build: steps 1 to 3 as above, for macOS 12.
if [ "$platform" != linux ] && [ -f "$ios_cache/MacOSX14.0.sdk/.complete" ]; then
    appkit_graphs="$scratch/symbol-graphs/ILikeToMoveItAppKit"
    appkit_archive="$scratch/ILikeToMoveItAppKit.doccarchive"
    rm -rf "$appkit_graphs" "$appkit_archive"
    mkdir -p "$appkit_graphs"
    echo "build-docs: compiling ILikeToMoveItAppKit for macOS (macos14.0 SDK)"
    "$ios_build" --sdk macos14.0 --target ILikeToMoveItAppKit
    "$extract_bin" -module-name ILikeToMoveItAppKit -minimum-access-level public -emit-extension-block-symbols \
        -output-dir "$appkit_graphs" -target arm64-apple-macos12.0 -sdk "$ios_cache/MacOSX14.0.sdk" \
        -resource-dir "$ios_cache/resource-dir" -module-cache-path "$ios_cache/module-cache-macos14.0" \
        -I .build-macos/arm64-apple-macos/debug/Modules
    python3 scripts/docs-symbol-graph-check.py "$appkit_graphs" ILikeToMoveItAppKit
    "$docc_bin" convert Sources/ILikeToMoveItAppKit/ILikeToMoveItAppKit.docc --additional-symbol-graph-dir "$appkit_graphs" \
        --fallback-display-name ILikeToMoveItAppKit --fallback-bundle-identifier ILikeToMoveItAppKit \
        --output-path "$appkit_archive" --warnings-as-errors
    echo "build-docs: wrote $appkit_archive (macos14.0 build)"
    archives+=("$appkit_archive")
else
    echo "build-docs: SKIPPED ILikeToMoveItAppKit (it is documented from a macOS 14.0 build with an iOS SDK's)"
fi

# Every Swift example of the docs must be compiled somewhere (documentation tests or the
# iOS snippet file), and every public symbol must sit in a topic group.
echo "build-docs: checking that every Swift example is compiled"
python3 scripts/check-doc-examples.py .
echo "build-docs: checking that every public symbol is curated"
for archive in "${archives[@]}"; do
    if [ "$platform" = linux ]; then
        python3 scripts/docs-uncurated.py --linux "$archive"
    else
        python3 scripts/docs-uncurated.py "$archive"
    fi
done
# Every Swift example as an app compiles it: for iOS 17.4, in Swift 6 mode, with only the
# types its document declares (one module per document); the README's steps and the UIKit
# article's blocks also as copied, each block a file with its own imports. About two minutes.
echo "build-docs: compiling every Swift example for iOS 17.4, one module per document"
python3 scripts/doc-snippets-ios.py .
if [ "$platform" = linux ]; then
    echo "build-docs: done; THE ARCHIVES DOCUMENT THE LINUX BUILD, not the modules an iOS app imports"
fi
