import Foundation
@testable import ILikeToMoveItCore
import Testing

/// The committed review pages (`Docs/LanguageReview/<tag>.md`) are what
/// ``LanguageReviewPage`` writes from the tables today: a changed table fails here until its
/// page is written again. With `LANGUAGE_REVIEW_WRITE=1` in the environment
/// (`scripts/language-review-pages.sh --write`) the tests write the pages instead.
@Suite struct LanguageReviewPagesTests {
    static let folder = Checkout.root.appendingPathComponent(LanguageReviewPage.folder)
    static let writes = ProcessInfo.processInfo.environment["LANGUAGE_REVIEW_WRITE"] == "1"

    @Test(arguments: MoveStrings.shippedLanguages)
    func thePageIsCurrent(tag: String) throws {
        let page = try LanguageReviewPage(tag: tag).text
        let url = Self.folder.appendingPathComponent("\(tag).md")
        if Self.writes {
            try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
            try Data(page.utf8).write(to: url)
            return
        }
        let committed = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        guard committed != page else { return }
        let old = committed.split(separator: "\n", omittingEmptySubsequences: false)
        let new = page.split(separator: "\n", omittingEmptySubsequences: false)
        let line = zip(old, new).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(old.count, new.count)
        Issue.record("""
            \(LanguageReviewPage.folder)/\(tag).md is not what the table says now: run scripts/language-review-pages.sh --write
            line \(line + 1), committed: \(line < old.count ? String(old[line]) : "(end)")
            line \(line + 1), generated: \(line < new.count ? String(new[line]) : "(end)")
            """)
    }

    @Test func noPageIsLeftForATableThatIsGone() throws {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: Self.folder.path)) ?? []
        let pages = files.filter { $0.hasSuffix(".md") && $0 != "README.md" }.map { String($0.dropLast(3)) }
        #expect(Set(pages) == Set(MoveStrings.shippedLanguages))
    }

    /// The translators' guide lists each language under the source its frames have in
    /// ``LanguageTerms``.
    @Test(arguments: [LanguageTerms.FrameSource.review, .reviewUndo, .ours])
    func theGuideSaysWhereEachFrameComesFrom(source: LanguageTerms.FrameSource) throws {
        let guide = try Checkout.text("Sources/ILikeToMoveItCore/Translations/TRANSLATING.md").replacingOccurrences(of: "\n", with: " ")
        let start = try #require(guide.range(of: "- `\(source.rawValue)`:"))
        let rest = guide[start.upperBound...]
        let open = try #require(rest.firstIndex(of: "(")), close = try #require(rest.firstIndex(of: ")"))
        let listed = rest[rest.index(after: open)..<close].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(listed == LanguageTerms.byTag.filter { $0.value.frames == source }.keys.sorted())
    }

    /// A page shows what a reader must check: the glossary, every undo name inside both
    /// frames, and each count a plural form changes at.
    @Test func aPageShowsTheWordsTheFramesAndEveryCount() throws {
        let page = try LanguageReviewPage(tag: "ja")
        let text = page.text
        #expect(text.contains("| drop | ドロップ |"))
        #expect(text.contains("「Robin」の移動を取り消す · 「Robin」の移動をやり直す"))
        #expect(text.contains("3項目のドロップを取り消す"))
        for count in LanguageChecks.readCounts {
            #expect(text.contains("- \(count) (other): \(count)項目を上に移動しました。"))
        }
        #expect(try LanguageReviewPage(tag: "uk").text.contains("- 21 (one): Переміщено вгору: 21 елемент."))
    }
}
