#!/usr/bin/env bash
# Counts the public symbols of the package as an iOS app sees them, and fails above the limit.
#
#   scripts/public-api.sh            the count per type, and the check against the limit
#   scripts/public-api.sh --list     the same, naming every symbol
#
# Builds the library and its UIKit module for iOS 17.4 with ../shared/tools/ios-build, asking
# the compiler for the symbol graphs of public declarations, and counts them with
# scripts/public-api.py (Apple's re-exported UTType left out): what `import ILikeToMoveIt`
# gives an app, against PUBLIC_API_LIMIT, and what `import ILikeToMoveItUIKit` adds, against
# PUBLIC_API_UIKIT_LIMIT. ILikeToMoveItAppKit, which has no iOS build, is built for macOS 14.0
# the same way, and what `import ILikeToMoveItAppKit` adds is counted against
# PUBLIC_API_APPKIT_LIMIT; without the macOS 14.0 SDK that count says SKIPPED. Without the
# iOS 17.4 SDK on the machine the whole count says SKIPPED.
# Environment: IOS_BUILD, IOS_BUILD_CACHE (as for scripts/apple-builds.sh); PUBLIC_API_LIMIT,
# PUBLIC_API_UIKIT_LIMIT, PUBLIC_API_APPKIT_LIMIT.
set -euo pipefail
cd "$(dirname "$0")/.."

ios_build=${IOS_BUILD:-../shared/tools/ios-build/ios-build}
cache=${IOS_BUILD_CACHE:-$HOME/.cache/ios-build}
limit=${PUBLIC_API_LIMIT:-183}
uikit_limit=${PUBLIC_API_UIKIT_LIMIT:-11}
appkit_limit=${PUBLIC_API_APPKIT_LIMIT:-9}

if [ ! -x "$ios_build" ] || [ ! -f "$cache/iPhoneOS17.4.sdk/.complete" ]; then
    echo "SKIPPED: public API count (no iOS 17.4 SDK from ios-build on this machine)"
    exit 0
fi

graphs=$(mktemp -d)
appkit_graphs=$(mktemp -d)
log=$(mktemp)
trap 'rm -rf "$graphs" "$appkit_graphs" "$log"' EXIT
if ! "$ios_build" --sdk ios17.4 --target ILikeToMoveIt --target ILikeToMoveItUIKit \
    --Xswiftc -emit-symbol-graph --Xswiftc -emit-symbol-graph-dir --Xswiftc "$graphs" \
    --Xswiftc -symbol-graph-minimum-access-level --Xswiftc public >"$log" 2>&1; then
    tail -n 20 "$log"
    exit 1
fi
appkit=()
if [ -f "$cache/MacOSX14.0.sdk/.complete" ]; then
    if ! "$ios_build" --sdk macos14.0 --target ILikeToMoveItAppKit \
        --Xswiftc -emit-symbol-graph --Xswiftc -emit-symbol-graph-dir --Xswiftc "$appkit_graphs" \
        --Xswiftc -symbol-graph-minimum-access-level --Xswiftc public >"$log" 2>&1; then
        tail -n 20 "$log"
        exit 1
    fi
    appkit=(--appkit "$appkit_graphs")
else
    echo "SKIPPED: what import ILikeToMoveItAppKit adds (no macOS 14.0 SDK from ios-build on this machine)"
fi
python3 scripts/public-api.py "$graphs" "$limit" "$uikit_limit" "$appkit_limit" "${appkit[@]}" "$@"
