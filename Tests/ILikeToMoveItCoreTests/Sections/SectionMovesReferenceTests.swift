@testable import ILikeToMoveItCore
import Testing

/// `AccessibleMoves` on sectioned lists against the press-by-press reference, for every way
/// to split up to 8 items into 1, 2 or 3 sections (empty sections included), every item and
/// a missing one, every action and a move to every section index (and out of range ones),
/// with the inverse of each step and its redo.
@Suite struct SectionMovesReferenceTests {
    static let actions: [AccessibilityMoveAction] =
        [.up, .down, .up(2), .down(2), .up(3), .down(5), .up(0), .down(-1), .up(Int.max), .down(Int.max), .up(Int.min),
         .toTop, .toBottom]

    /// Every request for the sections of a split, as (item, ask) pairs.
    static func asks(sectionCount: Int) -> [SectionReference.Ask] {
        actions.map(SectionReference.Ask.action) + (-1...sectionCount).map(SectionReference.Ask.section)
    }

    static func request(_ ask: SectionReference.Ask, on id: Int) -> MoveRequest<Int> {
        switch ask {
        case let .action(action): .item(id, action)
        case let .section(index): .item(id, toSection: index)
        }
    }

    @Test(arguments: [1, 2, 3], [true, false])
    func everyRequestMatchesTheReferenceAndItsInverseRestores(sectionCount: Int, named: Bool) throws {
        var cases = 0
        for sizes in BirdSection.everySplit(maxItems: 8, sectionCount: sectionCount) {
            let start = BirdSection.split(sizes)
            let ids = Array(0..<sizes.reduce(0, +)) + [99]
            for id in ids {
                for ask in Self.asks(sectionCount: sectionCount) {
                    cases += 1
                    let context = "\(ask) on \(id) in \(start)"
                    var sections = start
                    var moves = AccessibleMoves<FlockBird, Int>(label: \.name, announcer: .english)
                    let name: KeyPath<BirdSection, String>? = named ? \.title : nil
                    let step = moves.perform(Self.request(ask, on: id), in: &sections, items: \.birds, name: name)
                    let expected = SectionReference.perform(ask, on: id, in: start, named: named)
                    #expect(sections == expected.sections, "\(context)")
                    #expect(step.focus == expected.focus, "focus of \(context)")
                    #expect(step.text == expected.text, "text of \(context)")
                    #expect(step.isEmpty == (sections == start), "\(context)")
                    #expect((step.inverse != nil) == (sections != start), "inverse of \(context)")
                    guard let inverse = step.inverse else { continue }
                    // Undo restores exactly, from a fresh value too; its inverse is the redo.
                    var undone = sections
                    let undo = moves.perform(inverse, in: &undone, items: \.birds, name: name)
                    #expect(undone == start, "undo of \(context)")
                    #expect(undo.focus == id)
                    var fresh = AccessibleMoves<FlockBird, Int>(label: \.name, announcer: .english)
                    var undoneFresh = sections
                    fresh.perform(inverse, in: &undoneFresh, items: \.birds, name: name)
                    #expect(undoneFresh == start)
                    let redo = try #require(undo.inverse, "redo of \(context)")
                    var redone = undone
                    moves.perform(redo, in: &redone, items: \.birds, name: name)
                    #expect(redone == sections, "redo of \(context)")
                }
            }
        }
        // 9, 45 or 165 splits; each item and a missing one; 13 actions and s + 2 section indices.
        let splits = [1: 9, 2: 45, 3: 165][sectionCount]!
        #expect(BirdSection.everySplit(maxItems: 8, sectionCount: sectionCount).count == splits)
        #expect(cases == Self.expectedCases(sectionCount: sectionCount))
    }

    /// How many requests the exhaustive test makes for a number of sections.
    static func expectedCases(sectionCount: Int) -> Int {
        BirdSection.everySplit(maxItems: 8, sectionCount: sectionCount)
            .reduce(0) { $0 + ($1.reduce(0, +) + 1) * asks(sectionCount: sectionCount).count }
    }
}
