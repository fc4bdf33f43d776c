@testable import ILikeToMoveItCore
import Testing
@testable import DemoKit

/// Sectioned lists given what apps should not give: no sections, duplicated identities,
/// undo after sections went away, absurd section indices and offsets, names that are not
/// fit to speak, collections that are not arrays. Every result is defined and no item is
/// lost or duplicated.
@Suite struct SectionMovesHostileTests {
    typealias Moves = AccessibleMoves<FlockBird, Int>

    /// Every item of the sections, in order: what must survive any request.
    static func all(_ sections: [BirdSection]) -> [Int] { sections.flatMap { $0.birds.map(\.id) } }

    @Test func noSectionsMovesNothing() {
        var sections: [BirdSection] = []
        var moves = Moves(label: \.name, announcer: .english)
        for request in [MoveRequest<Int>.item(0, .up), .item(0, toSection: 0), .place(0, inSection: 0, at: 0)] {
            let step = moves.perform(request, in: &sections, items: \.birds, name: \.title)
            #expect(step.isEmpty && step.focus == nil && step.text == "Not moved.")
        }
    }

    @Test func aDuplicatedIdentityMovesItsFirstElementInSectionOrder() {
        let crow = FlockBird(id: 7, name: "Crow")
        let start = [
            BirdSection(title: "A", birds: [FlockBird(id: 1, name: "Jay")]),
            BirdSection(title: "B", birds: [crow, FlockBird(id: 2, name: "Wren")]),
            BirdSection(title: "C", birds: [crow]),
        ]
        var sections = start
        var moves = Moves(label: \.name, announcer: .english)
        let step = moves.perform(.item(7, .up), in: &sections, items: \.birds, name: \.title)
        #expect(step.text == "Moved to A. Below Jay. At bottom.")
        #expect(sections.map { $0.birds.map(\.id) } == [[1, 7], [2], [7]])
        let inverse = step.inverse!
        moves.perform(inverse, in: &sections, items: \.birds, name: \.title)
        #expect(sections == start)
    }

    @Test func undoAfterSectionsWentAwayClampsAndLosesNothing() {
        var sections = BirdSection.split([2, 0, 3])
        var moves = Moves(label: \.name, announcer: .english)
        let step = moves.perform(.item(4, toSection: 0), in: &sections, items: \.birds, name: \.title)
        // The app removes the last two sections (their birds go with them) and empties the first.
        sections.removeLast(2)
        sections[0].birds.removeAll { $0.id != 4 }
        let undo = moves.perform(step.inverse!, in: &sections, items: \.birds, name: \.title)
        #expect(undo.isEmpty && sections.map { $0.birds.map(\.id) } == [[4]])
        #expect(undo.text == "Not moved. At top.")
    }

    @Test(arguments: [Int.min, -1, 0, 1, 2, 3, Int.max])
    func absurdPlacesAreClamped(value: Int) {
        let start = BirdSection.split([2, 0, 3])
        for id in 0..<5 {
            for request in [MoveRequest<Int>.place(id, inSection: value, at: value), .place(id, inSection: 1, at: value),
                            .place(id, at: value), .item(id, toSection: value), .item(id, .up(value)), .item(id, .down(value))] {
                var sections = start
                var moves = Moves(label: \.name, announcer: .english)
                let step = moves.perform(request, in: &sections, items: \.birds, name: \.title)
                #expect(Self.all(sections).sorted() == Array(0..<5), "\(request)")
                #expect(step.focus == id)
                if let inverse = step.inverse {
                    moves.perform(inverse, in: &sections, items: \.birds, name: \.title)
                    #expect(sections == start, "undo of \(request)")
                }
            }
        }
    }

    @Test func namesAreCleanedAndShortened() {
        var sections = [
            BirdSection(title: "To do", birds: [FlockBird(id: 0, name: "Robin")]),
            BirdSection(title: "Do\nne\u{202E}" + String(repeating: "!", count: 200), birds: []),
            BirdSection(title: "\u{200B}", birds: []),
        ]
        var moves = Moves(label: \.name, announcer: MoveAnnouncer(strings: .english, labelLimit: 6))
        #expect(moves.perform(.item(0, .down), in: &sections, items: \.birds, name: \.title).text
                == "Moved to Do ne…. At bottom.")
        // A name that cleans to nothing: the move is told by direction.
        #expect(moves.perform(.item(0, .down), in: &sections, items: \.birds, name: \.title).text
                == "Moved down. At bottom.")
    }

    @Test func otherCollectionsAndIndices() {
        // Sections in a slice (indices from 1), items in a collection whose indices start at 100.
        struct Column { var title: String; var birds: Shelf<FlockBird> }
        let flock = FlockBird.flock(4)
        let columns = [
            Column(title: "unused", birds: Shelf([])),
            Column(title: "A", birds: Shelf(Array(flock[0..<2]))),
            Column(title: "B", birds: Shelf(Array(flock[2..<4]))),
        ]
        var sections = columns[1...]
        var moves = Moves(label: \.name, announcer: .english)
        let step = moves.perform(.item(1, .down), in: &sections, items: \.birds, name: \.title)
        #expect(step.text == "Moved to B. Above Swan. At top.")
        #expect(sections.map { $0.birds.elements.map(\.id) } == [[0], [1, 2, 3]])
        moves.perform(.item(3, toSection: 0), in: &sections, items: \.birds, name: \.title)
        #expect(sections.map { $0.birds.elements.map(\.id) } == [[0, 3], [1, 2]])
        moves.perform(.item(3, toSection: 1), in: &sections, items: \.birds, name: \.title)
        #expect(sections.map { $0.birds.elements.map(\.id) } == [[0], [1, 2, 3]])
    }

    @Test func aLongRandomHistoryUndoesToTheStart() {
        let start = BirdSection.split([3, 0, 2])
        var sections = start
        var moves = Moves(label: \.name, announcer: .english)
        var history = MoveHistory<MoveRequest<Int>>()
        var random = SplitMix64(seed: 25)
        let actions: [AccessibilityMoveAction] = [.up, .down, .up(3), .down(2), .toTop, .toBottom, .up(.max)]
        for _ in 0..<2_000 {
            let id = Int.random(in: 0..<6, using: &random)  // 5 is missing
            let request: MoveRequest<Int> = Bool.random(using: &random)
                ? .item(id, actions.randomElement(using: &random)!) : .item(id, toSection: Int.random(in: -1...4, using: &random))
            history.perform(request) { moves.perform($0, in: &sections, items: \.birds, name: \.title) }
            #expect(Self.all(sections).sorted() == Array(0..<5))
        }
        #expect(history.undoStack.count > 500)
        while history.canUndo { history.undo { moves.perform($0, in: &sections, items: \.birds, name: \.title) } }
        #expect(sections == start)
    }
}
