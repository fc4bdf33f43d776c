import ILikeToMoveItCore
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
    struct Bird: Identifiable, Hashable, Codable, Sendable {
        var id = UUID()
        var name: String
    }

    @Test func moveBetweenSectionsAndUndo() {
        struct Shelf {
            var title: String
            var birds: [Bird]
        }

        let robin = Bird(name: "Robin"), jay = Bird(name: "Jay"), swan = Bird(name: "Swan")
        var shelves = [Shelf(title: "To do", birds: [robin, jay]), Shelf(title: "Doing", birds: []),
                       Shelf(title: "Done", birds: [swan])]
        var moves = AccessibleMoves<Bird, UUID>(label: \.name, announcer: MoveAnnouncer(strings: .english))
        var history = MoveHistory<MoveRequest<UUID>>()

        let down = history.perform(.item(jay.id, .down), with: &moves, in: &shelves, items: \.birds, name: \.title)
        // To do: Robin; Doing: Jay; Done: Swan
        // down.text == "Moved to Doing. At bottom."
        let done = history.perform(.item(jay.id, toSection: 2), with: &moves, in: &shelves, items: \.birds, name: \.title)
        // To do: Robin; Doing: (empty); Done: Jay, Swan
        // done.text == "Moved to Done. Above Swan. At top."
        history.undo(with: &moves, in: &shelves, items: \.birds, name: \.title)
        // To do: Robin; Doing: Jay; Done: Swan

        #expect(down.text == "Moved to Doing. At bottom.")
        #expect(done.text == "Moved to Done. Above Swan. At top.")
        #expect(shelves.map { $0.birds.map(\.name) } == [["Robin"], ["Jay"], ["Swan"]])
        // Redo puts Jay back at the top of Done.
        history.redo(with: &moves, in: &shelves, items: \.birds, name: \.title)
        #expect(shelves.map { $0.birds.map(\.name) } == [["Robin"], [], ["Jay", "Swan"]])
    }
}
