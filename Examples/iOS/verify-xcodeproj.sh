#!/usr/bin/env bash
# Checks ILikeToMoveItExample.xcodeproj without Xcode (see verify_xcodeproj.py for the list):
# kin verifies the project.pbxproj syntax, the pbxproj library reads the project back, and
# the checks then look at the target, its source folders, the package and the Info.plist. A
# self-test breaks copies of the project in known ways and expects every break to be caught.
#
# Needs python3 and PyPI. The tools go into a virtual environment under .build-xcodeproj-venv/
# (ignored by git), made once and reused while the pinned versions stay the same.
set -euo pipefail
cd "$(dirname "$0")"

venv=.build-xcodeproj-venv
requirements="kin==2.1.16 pbxproj==4.3.3"
if [ ! -x "$venv/bin/python" ] || [ "$(cat "$venv/requirements" 2>/dev/null)" != "$requirements" ]; then
    rm -rf "$venv"
    python3 -m venv "$venv"
    # shellcheck disable=SC2086
    "$venv/bin/python" -m pip install --quiet --disable-pip-version-check $requirements
    echo "$requirements" > "$venv/requirements"
fi

PATH="$PWD/$venv/bin:$PATH" "$venv/bin/python" verify_xcodeproj.py "$@"
if [ $# -eq 0 ]; then
    PATH="$PWD/$venv/bin:$PATH" "$venv/bin/python" verify_xcodeproj.py --self-test
fi
