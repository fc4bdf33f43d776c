#!/usr/bin/env bash
# Checks that the manifest lines the documentation gives for depending on a checkout work
# whatever the checkout's folder is called.
#
#   scripts/check-manifest-line.sh
#
# SwiftPM names a path dependency after its folder, so `.product(name: "ILikeToMoveIt",
# package: "ILikeToMoveIt")` fails with "unknown package 'ILikeToMoveIt'" when the checkout is
# in a folder of another name, unless the dependency names the package:
# `.package(name: "ILikeToMoveIt", path: …)`. For the README and the documentation's landing
# page, this script takes the path dependency and the product dependency they give, copies the
# working copy (its tracked and untracked files, without build folders) into a temporary folder
# named `moves-checkout`, writes a scratch executable package that depends on it with exactly
# those lines (the path pointed at the copy), and loads its package graph (`swift package
# resolve`, then `swift package show-dependencies`, which fails on an unknown package or
# product). It does not build the scratch package: that would compile the whole library again.
#
# As a control, the same scratch package with a bare `.package(path:)` must fail: it shows the
# copy's folder name really differs from the package's name.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# The working copy, as git sees it (tracked and untracked, ignoring what .gitignore ignores).
git ls-files -z --cached --others --exclude-standard | while IFS= read -r -d '' file; do
    [ -e "$file" ] && printf '%s\0' "$file"
done | tar -cf - --null -T - | (mkdir -p "$scratch/moves-checkout" && tar -xf - -C "$scratch/moves-checkout")

# Writes a scratch app whose manifest uses the given package and product dependency lines.
write_app() { # folder, package line, product line
    mkdir -p "$1/Sources/App"
    cat > "$1/Package.swift" <<EOF
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "App",
    platforms: [.iOS(.v15), .macOS(.v12)],
    dependencies: [
        $2,
    ],
    targets: [
        .executableTarget(name: "App", dependencies: [
            $3,
        ]),
    ]
)
EOF
    printf 'import ILikeToMoveIt\n\nprint(AccessibilityMoveAction.up.id)\n' > "$1/Sources/App/main.swift"
}

# Loads the scratch app's package graph; prints SwiftPM's errors and fails with them.
load_graph() { # folder
    (cd "$1" && swift package resolve >"$1/log" 2>&1 && swift package show-dependencies >>"$1/log" 2>&1 \
        && ! grep -q "error:" "$1/log")
}

failures=0
for document in README.md Sources/ILikeToMoveIt/ILikeToMoveIt.docc/ILikeToMoveIt.md; do
    lines=$(python3 - "$document" <<'EOF'
import re, sys
text = open(sys.argv[1], encoding="utf-8").read()
packages = sorted(set(re.findall(r'\.package\((?:name: "[^"]*", )?path: "[^"]*"\)', text)))
products = sorted(set(re.findall(r'\.product\(name: "ILikeToMoveIt", package: "[^"]*"\)', text)))
if len(packages) != 1 or len(products) != 1:
    sys.exit(f"{sys.argv[1]}: expected one path dependency and one ILikeToMoveIt product, found {packages} and {products}")
print(packages[0])
print(products[0])
EOF
    ) || { failures=$((failures + 1)); continue; }
    package_line=$(sed -n 1p <<<"$lines")
    product_line=$(sed -n 2p <<<"$lines")
    # The documented line, pointed at the copy in its differently named folder.
    copied_line=$(sed -E "s#path: \"[^\"]*\"#path: \"$scratch/moves-checkout\"#" <<<"$package_line")
    app="$scratch/app-$(basename "$document" .md)"
    write_app "$app" "$copied_line" "$product_line"
    if load_graph "$app"; then
        echo "ok: $document: $package_line with $product_line resolves from a folder named moves-checkout"
    else
        echo "FAILED: $document: $package_line with $product_line, from a folder named moves-checkout:"
        grep "error:" "$app/log" | sort -u
        failures=$((failures + 1))
    fi
done

# The control: without the package's name, the same product line must fail here.
control="$scratch/app-control"
write_app "$control" ".package(path: \"$scratch/moves-checkout\")" '.product(name: "ILikeToMoveIt", package: "ILikeToMoveIt")'
if load_graph "$control"; then
    echo "FAILED: the control, a bare .package(path:), resolved: the copy's folder name does not differ from the package's"
    failures=$((failures + 1))
else
    echo "ok: the control, a bare .package(path:), fails as expected ($(grep -o "unknown package '[^']*'" "$control/log" | head -1))"
fi

if [ "$failures" -gt 0 ]; then
    echo "check-manifest-line: $failures failures"
    exit 1
fi
