@testable import ILikeToMoveItCore
@testable import ILikeToMoveItDropsCore
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The sections example of "Moving between lists", run and checked against the results it
/// states. The code inside the test is the article's code, unchanged, then the checks.
@Suite struct SectionsArticleTests {
    /// The article's model type (nested so it does not clash with the other fixtures).
    struct Bird: Identifiable, Hashable, Codable, Sendable, RepresentedProvidable {
        var id = UUID()
        var name: String

        static var representations: [Provided] {
            [
                .codable(contentType: .bird),
                .plainText(exporting: \.name, importing: { Bird(name: $0) }),
            ]
        }
    }

    @Test func moveBetweenSectionsAndUndo() throws {
        struct Shelf {
            var title: String
            var birds: [Bird]
        }

        let robin = Bird(name: "Robin"), jay = Bird(name: "Jay"), swan = Bird(name: "Swan")
        var shelves = [Shelf(title: "To do", birds: [robin, jay]), Shelf(title: "Doing", birds: []),
                       Shelf(title: "Done", birds: [swan])]
        var moves = AccessibleMoves<Bird, UUID>(label: \.name, announcer: MoveAnnouncer(strings: .english))

        let down = moves.perform(.item(jay.id, .down), in: &shelves, items: \.birds, name: \.title)
        // To do: Robin; Doing: Jay; Done: Swan
        // down.text == "Moved to Doing. At bottom."
        let done = moves.perform(.item(jay.id, toSection: 2), in: &shelves, items: \.birds, name: \.title)
        // To do: Robin; Doing: (empty); Done: Swan, Jay
        // done.text == "Moved to Done. Below Swan. At bottom."
        if let undo = done.inverse {
            moves.perform(undo, in: &shelves, items: \.birds, name: \.title)
        }
        // To do: Robin; Doing: Jay; Done: Swan

        #expect(down.text == "Moved to Doing. At bottom.")
        #expect(done.text == "Moved to Done. Below Swan. At bottom.")
        #expect(shelves.map { $0.birds.map(\.name) } == [["Robin"], ["Jay"], ["Swan"]])
        // The undo's own inverse is the redo: Jay goes back to the bottom of Done.
        let again = moves.perform(.item(jay.id, toSection: 2), in: &shelves, items: \.birds, name: \.title)
        let undone = moves.perform(try #require(again.inverse), in: &shelves, items: \.birds, name: \.title)
        #expect(shelves.map { $0.birds.map(\.name) } == [["Robin"], ["Jay"], ["Swan"]])
        moves.perform(try #require(undone.inverse), in: &shelves, items: \.birds, name: \.title)
        #expect(shelves.map { $0.birds.map(\.name) } == [["Robin"], [], ["Swan", "Jay"]])
    }
}
