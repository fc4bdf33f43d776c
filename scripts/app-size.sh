#!/usr/bin/env bash
# The size an iOS app pays for the package, measured as an app links it: small apps
# (scripts/app-size/) are compiled for arm64 iOS against the iOS 17.4 SDK, deployment target
# iOS 15.0 (the package's minimum), with -Osize -gnone and whole-module optimization, once
# without the package and once with it; each is linked with -dead_strip and stripped
# (--strip-all), and the difference of the stripped binaries is reported, against a target
# (a miss is reported, not failed) and a ceiling (the run fails above it) per app:
#   - SwiftUI, the README's two list modifiers (`accessibilityMoveable`,
#     `accessibilityMoveableList`), as an app that only reorders links them (the product
#     ILikeToMoveItMoves): target 300 KB, ceiling 719 KB (scripts/app-size.py says why);
#   - the same app through ILikeToMoveIt, the product with drag and drop too;
#   - SwiftUI, those and drag and drop (`RepresentedProvidable`, `onDrag { bird.provider }`,
#     `onInsert(of:into:movingFrom:)`): target 450 KB;
#   - UIKit, a table view with ILikeToMoveItUIKit's `AccessibilityMoveableList`;
# and the resource bundles (the core's announcement tables, packed in MoveStrings.tables;
# ILikeToMoveItMoves' privacy manifest): target 120 KB. Below the first table: where each difference lies (sections by kind, __LINKEDIT,
# padding), what -dead_strip removed, and what each app keeps of each module and of its
# largest source files (the linker's map). The ceilings and why are in scripts/app-size.py;
# Benchmarks/README.md, "Size an app pays", has the figures.
#
#   scripts/app-size.sh
#
# How, on Linux:
#   - The package is built as Xcode's Release configuration builds it (`swift build -c
#     release`: whole module, no -enable-testing) with the SDK, resource folder, module cache
#     and libtool stand-in that ../shared/tools/ios-build keeps in its cache, in a scratch
#     folder of its own (.build-ios17-size). The app's one file is compiled with swiftc as
#     Xcode would, and linked with the package's objects, as Xcode links a static product.
#   - Linker: Debian's lld-19 (/usr/lib/llvm-19/bin/ld64.lld); the Swift toolchain's ld64.lld
#     refuses iOS. When it is missing and this runs as root, `apt-get install -y lld-19`;
#     otherwise SKIPPED.
#   - Stand-ins: the Linux toolchain lacks compiler-rt's `__isPlatformVersionAtLeast` (behind
#     `#available`) and the `libswiftCompatibility*` back-deployment libraries that an iOS 15
#     deployment target autolinks. scripts/app-size/stand-ins.c defines their symbols and no
#     more; it is compiled with the toolchain's clang and linked into every app, with and
#     without the package, so it cancels out of the difference. `swift_coroFrameAlloc`, which
#     code from Swift 6.2 on references weakly and the 17.4 SDK predates, is left to the
#     loader (-U).
#   - Strip: the toolchain's llvm-objcopy --strip-all (llvm-strip is the same tool), or
#     llvm-strip-19 / llvm-strip where the toolchain lacks it.
# Says SKIPPED without the iOS 17.4 SDK of ../shared/tools/ios-build, or without lld-19.
#
# Environment: IOS_BUILD, IOS_BUILD_CACHE (as for scripts/apple-builds.sh).
set -euo pipefail
cd "$(dirname "$0")/.."

ios_build=${IOS_BUILD:-../shared/tools/ios-build/ios-build}
cache=${IOS_BUILD_CACHE:-$HOME/.cache/ios-build}
sdk=$cache/iPhoneOS17.4.sdk
scratch=.build-ios17-size

if [ ! -x "$ios_build" ] || [ ! -f "$sdk/.complete" ] || [ ! -d "$cache/resource-dir" ] \
   || [ ! -d "$cache/module-cache-ios17.4" ]; then
    echo "SKIPPED: app size (no iOS 17.4 SDK from ios-build on this machine)"
    exit 0
fi

linker=/usr/lib/llvm-19/bin/ld64.lld
if [ ! -x "$linker" ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "-- installing lld-19 (Debian's ld64.lld links for iOS)"
    if ! apt-get install -y lld-19 >/dev/null 2>&1; then
        apt-get update >/dev/null 2>&1 && apt-get install -y lld-19 >/dev/null 2>&1 || true
    fi
fi
if [ ! -x "$linker" ]; then
    echo "SKIPPED: app size (no /usr/lib/llvm-19/bin/ld64.lld: install Debian's lld-19)"
    exit 0
fi

toolchain=$(dirname "$(readlink -f "$(command -v swiftc)")")
strip_tool=
for candidate in "$toolchain/llvm-objcopy" "$(command -v llvm-strip-19 || true)" "$(command -v llvm-strip || true)"; do
    if [ -n "$candidate" ] && [ -x "$candidate" ]; then strip_tool=$candidate; break; fi
done
if [ -z "$strip_tool" ]; then
    echo "SKIPPED: app size (no llvm-objcopy in the toolchain, and no llvm-strip)"
    exit 0
fi

log=$(mktemp)
trap 'rm -f "$log"' EXIT

# A release build of ILikeToMoveItUIKit and what it depends on (ILikeToMoveIt, the moves,
# the data source, the two cores, the lock): what the apps link.
# The resource bundles are written again by each build: a bundle left by a module that no
# longer has resources (or no longer exists) would otherwise be counted with the others.
rm -rf "$scratch"/arm64-apple-ios/release/*.bundle
echo "-- swift build -c release (arm64-apple-ios15.0, iOS 17.4 SDK) -Osize -gnone"
args=(-c release --scratch-path "$scratch" --triple arm64-apple-ios15.0 --sdk "$sdk"
      -Xswiftc -resource-dir -Xswiftc "$cache/resource-dir"
      -Xswiftc -module-cache-path -Xswiftc "$cache/module-cache-ios17.4"
      -Xswiftc -Osize -Xswiftc -gnone --target ILikeToMoveItUIKit)
if ! PATH="$cache/bin:$PATH" swift build "${args[@]}" >"$log" 2>&1; then
    tail -n 20 "$log"
    exit 1
fi
echo "-- the apps, without and with the package: swiftc -Osize -gnone -wmo, ld64.lld -dead_strip, --strip-all"
echo

python3 scripts/app-size.py --sdk "$sdk" --cache "$cache" --build "$scratch/arm64-apple-ios/release" \
    --work "$scratch/apps" --linker "$linker" --strip "$strip_tool"
