import Foundation
@testable import ILikeToMoveItCore
import Testing

/// The documents that name the shipped languages name each of them, and count them right:
/// the `MoveStrings` article's table, the translators' guide's comparison with iOS, the
/// README and the "Getting started" article.
@Suite struct ShippedLanguagesDocumentedTests {
    /// The lines of `text` from the heading `heading` to the next heading.
    static func section(_ heading: String, of text: String) throws -> String {
        let start = try #require(text.range(of: heading + "\n"))
        let rest = text[start.upperBound...]
        return String(rest[..<(rest.range(of: "\n#")?.lowerBound ?? rest.endIndex)])
    }

    /// The tags a text sets in backticks that are shipped tables' tags.
    static func tags(in text: String) -> [String] {
        text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
            .filter { MoveStrings.shippedLanguages.contains($0) }
    }

    static let count = MoveStrings.shippedLanguages.count

    @Test func theMoveStringsArticleListsEveryTableOnce() throws {
        let section = try Self.section("### The languages that ship", of: Checkout.text("Sources/ILikeToMoveIt/ILikeToMoveIt.docc/MoveStrings.md"))
        let table = section.split(separator: "\n").filter { $0.hasPrefix("| ") }.joined(separator: "\n")
        #expect(Self.tags(in: table).sorted() == MoveStrings.shippedLanguages)
        #expect(section.contains("ships \(Self.count) tables"))
    }

    @Test func theGuidesComparisonWithIOSPlacesEveryTable() throws {
        let section = try Self.section(
            "## Which languages ship, against iOS's own", of: Checkout.text("Sources/ILikeToMoveItCore/Translations/TRANSLATING.md"))
        let rows = section.split(separator: "\n").filter { $0.hasPrefix("| ") }
        let offered = try #require(rows.first { $0.hasPrefix("| iOS system languages with a table") })
        let beyond = try #require(rows.first { $0.hasPrefix("| Tables for languages iOS does not offer") })
        #expect((Self.tags(in: String(offered)) + Self.tags(in: String(beyond))).sorted() == MoveStrings.shippedLanguages)
        #expect(Set(Self.tags(in: String(offered))).isDisjoint(with: Self.tags(in: String(beyond))))
    }

    @Test(arguments: ["README.md", "Sources/ILikeToMoveIt/ILikeToMoveIt.docc/GettingStartedWithAccessibleMoves.md"])
    func theCountIsRight(document: String) throws {
        let text = try Checkout.text(document).replacingOccurrences(of: "\n", with: " ")
        #expect(text.contains("in \(Self.count) languages"), "\(document) says how many languages ship")
    }
}
