#!/usr/bin/env bash
# Builds the DocC documentation of ILikeToMoveItCore on this machine, without
# swift-docc-plugin (the root manifest stays free of third-party dependencies):
#
#   1. compile the core with the compiler's symbol-graph output switched on,
#      in a scratch directory of its own (.build-docs) so it never disturbs .build;
#   2. run the toolchain's `docc convert` on the catalog and those symbol graphs,
#      treating every warning as an error;
#   3. check that every Swift example of README.md and the catalog is compiled by a test or
#      by the iOS snippet file, and that every public symbol is curated in a topic group.
#
# Output: .build-docs/ILikeToMoveIt.doccarchive (open it with `docc preview`, or serve
# the directory with any static web server). Exits non-zero on any warning, any example
# that nothing compiles, or any symbol left out of the topic groups.
set -euo pipefail
cd "$(dirname "$0")/.."

scratch=.build-docs
symbol_graphs="$scratch/symbol-graphs"
catalog=Sources/ILikeToMoveItCore/ILikeToMoveItCore.docc
archive="$scratch/ILikeToMoveIt.doccarchive"

docc_bin="${DOCC:-}"
if [ -z "$docc_bin" ]; then
    if command -v docc >/dev/null 2>&1; then
        docc_bin=$(command -v docc)
    else
        docc_bin=$(dirname "$(command -v swift)")/docc
    fi
fi
if [ ! -x "$docc_bin" ]; then
    echo "build-docs: no docc found next to swift or on PATH; set DOCC=/path/to/docc" >&2
    exit 1
fi

build_core() {
    swift build \
        --scratch-path "$scratch" \
        --target ILikeToMoveItCore \
        -Xswiftc -emit-symbol-graph \
        -Xswiftc -emit-extension-block-symbols \
        -Xswiftc -emit-symbol-graph-dir -Xswiftc "$symbol_graphs" \
        -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public
}

# The compiler writes the symbol graphs when it emits the module, and an incremental build
# may skip that step, leaving graphs that no longer match the sources. So remove the graphs
# and the emitted module every time: the build then emits both afresh (the object files
# stay, so this costs seconds, not a full compile).
rm -rf "$archive" "$symbol_graphs"
mkdir -p "$symbol_graphs"
rm -f "$scratch"/*/debug/Modules/ILikeToMoveItCore.swiftmodule
echo "build-docs: symbol graph of ILikeToMoveItCore"
build_core
if [ ! -f "$symbol_graphs/ILikeToMoveItCore.symbols.json" ]; then
    echo "build-docs: the build wrote no symbol graph to $symbol_graphs" >&2
    exit 1
fi

# Keep only the core's own graphs: extension graphs of the standard library and
# Foundation (ILikeToMoveItCore@Swift.symbols.json, ...) document our extensions and stay;
# graphs of other modules built along the way do not belong in this archive.
find "$symbol_graphs" -name '*.symbols.json' ! -name 'ILikeToMoveItCore*' -delete

echo "build-docs: docc convert"
"$docc_bin" convert "$catalog" \
    --additional-symbol-graph-dir "$symbol_graphs" \
    --fallback-display-name ILikeToMoveItCore \
    --fallback-bundle-identifier ILikeToMoveItCore \
    --warnings-as-errors \
    --output-path "$archive"

echo "build-docs: wrote $archive"

# Every Swift example of the docs must be compiled somewhere (documentation tests or the
# iOS snippet file), and every public symbol must sit in a topic group.
echo "build-docs: checking that every Swift example is compiled"
python3 scripts/check-doc-examples.py .
echo "build-docs: checking that every public symbol is curated"
python3 scripts/docs-uncurated.py "$archive"
