#!/usr/bin/env bash
# The language review pages, Docs/LanguageReview/<tag>.md: one page per shipped table with
# everything the package says in that language (its words, its undo names inside the Undo
# and Redo frames, one action of each kind, the menus and every counted sentence at the
# counts a reader checks), written by the test suite's LanguageReviewPagesTests from the
# tables themselves.
#
#   scripts/language-review-pages.sh           check that the committed pages are current
#   scripts/language-review-pages.sh --write   write them again (after changing a table)
#
# The pages are written from the tables as the package ships them, packed into
# Sources/ILikeToMoveItCore/Resources/MoveStrings.tables: --write packs the tables first
# (scripts/pack-strings.py), the check first checks that the pack is current.
#
# The check also runs with the rest of the suite (`swift test`); CI runs it once more under
# its own name.
set -euo pipefail
cd "$(dirname "$0")/.."

case "${1:-}" in
    --write) export LANGUAGE_REVIEW_WRITE=1; python3 scripts/pack-strings.py ;;
    "") python3 scripts/pack-strings.py --check ;;
    *) echo "usage: $0 [--write]" >&2; exit 2 ;;
esac
swift test --filter LanguageReviewPagesTests
