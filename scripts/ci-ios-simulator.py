#!/usr/bin/env python3
"""Prints the identifier of an iPhone simulator on the newest iOS runtime of this Mac.

    scripts/ci-ios-simulator.py              asks `xcrun simctl list devices available --json`
    scripts/ci-ios-simulator.py LIST.json    reads that output from a file instead

Used by .github/workflows/ci.yml for `xcodebuild test -destination id=...`: the device names
on a runner image change with each Xcode, so the workflow names none. Exits 1 when the Mac
has no available iPhone simulator.
"""

import json
import re
import subprocess
import sys


def runtime_version(identifier):
    """(18, 2) for com.apple.CoreSimulator.SimRuntime.iOS-18-2; None for other platforms."""
    match = re.search(r"\.iOS-(\d+)-(\d+)(?:-(\d+))?$", identifier)
    if not match:
        return None
    return tuple(int(part) for part in match.groups() if part is not None)


def pick(listing):
    candidates = []
    for runtime, devices in listing.get("devices", {}).items():
        version = runtime_version(runtime)
        if version is None:
            continue
        for device in devices:
            if device.get("isAvailable", True) and device.get("name", "").startswith("iPhone"):
                candidates.append((version, device["name"], device["udid"]))
    if not candidates:
        return None
    # The newest runtime; on it, the last name in order (iPhone 16 Pro after iPhone 16).
    candidates.sort()
    return candidates[-1]


def main(arguments):
    if arguments:
        with open(arguments[0], encoding="utf-8") as file:
            listing = json.load(file)
    else:
        output = subprocess.run(
            ["xcrun", "simctl", "list", "devices", "available", "--json"],
            check=True, capture_output=True, text=True,
        ).stdout
        listing = json.loads(output)
    chosen = pick(listing)
    if chosen is None:
        print("ci-ios-simulator: no available iPhone simulator on this Mac", file=sys.stderr)
        return 1
    version, name, udid = chosen
    print(f"ci-ios-simulator: {name}, iOS {'.'.join(map(str, version))}", file=sys.stderr)
    print(udid)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
