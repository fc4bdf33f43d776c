@testable import ILikeToMoveItCore
import Testing

/// What the SwiftUI layer does with a ``PointerReorder``, on a plain list: applies every
/// live move, takes the commit's step from ``AccessibleMoves`` without writing the list, and
/// keeps the inverses as an undo stack. The tests drive it with the events the drop delegates
/// forward. Every commit is checked against what the layer did before: put the list back,
/// then replay the drop as a placement.
private struct Harness {
    var birds: [FlockBird] {
        didSet { writes += 1 }
    }
    /// How many times the list was written.
    var writes = 0
    var reorder = PointerReorder<Int>()
    var moves = AccessibleMoves<FlockBird, Int>(label: \.name, announcer: .english)
    var layout: GridMoveLayout?
    var undo: [MoveRequest<Int>] = []
    var spoken: [String] = []
    var focus: Int?
    var drags: [PointerReorder<Int>.Drag] = []
    /// How many commits were compared with the restore-and-replay of the same drag.
    var replayed = 0

    init(_ birds: [FlockBird], layout: GridMoveLayout? = nil) {
        self.birds = birds
        self.layout = layout
    }

    var ids: [Int] { birds.map(\.id) }

    mutating func apply(_ action: PointerReorder<Int>.Action?) {
        switch action {
        case nil: break
        case let .show(move)?: birds.applyMove(move)
        case let .commit(id, move)?:
            // What the layer did before: restore silently, then perform the placement.
            var restored = birds
            restored.applyMove(move.inverted)
            var replayMoves = moves
            let replay = replayMoves.perform(
                layout.map { MoveRequest(.placeInGrid(id, MovePlacement(offset: move.to), layout: $0)) } ?? .place(id, at: move.to), on: &restored)
            let shown = birds
            let writesBefore = writes
            let step = MoveStep<Int>(moves.commitDrop(id, move: move, in: layout.map(MoveLayout.grid) ?? .list, shownIn: birds))
            #expect(writes == writesBefore && birds == shown, "the commit does not write the list")
            #expect(restored == birds, "the replay leads where the preview is")
            #expect(step.text == replay.text && step.focus == replay.focus && step.isEmpty == replay.isEmpty)
            #expect(step.inverse == replay.inverse && step.isSame(as: replay))
            replayed += 1
            if let inverse = step.inverse { undo.append(inverse) }
            spoken.append(step.text)
            focus = step.focus
        case .gather?:
            Issue.record("no drag here carries a selection")
        }
    }

    mutating func begin(_ id: Int) {
        let (drag, action) = reorder.begin(dragging: id, in: birds, id: \.id)
        drags.append(drag)
        apply(action)
    }

    mutating func enter(_ id: Int) { apply(reorder.enter(id, in: birds, id: \.id)) }
    mutating func drop() { apply(reorder.drop(in: birds, id: \.id)) }
    mutating func end(_ drag: PointerReorder<Int>.Drag) { apply(reorder.end(drag, in: birds, id: \.id)) }
    mutating func stop() { apply(reorder.stop(in: birds, id: \.id)) }

    mutating func undoLast() {
        guard let request = undo.popLast() else { return }
        var list = birds
        moves.perform(request, on: &list)
        birds = list
    }
}

/// The obvious model of a pointer reorder with nothing changed elsewhere: the list as the
/// user sees it, the order when the drag began, and a snapshot per undo step.
private struct ReferenceReorder {
    var list: [Int]
    var drag: (item: Int, start: [Int], number: Int)?
    var undone: [[Int]] = []
    var begun = 0

    mutating func begin(_ id: Int) {
        begun += 1
        if let drag { list = drag.start }
        drag = list.contains(id) ? (id, list, begun) : nil
    }

    mutating func enter(_ target: Int) {
        guard let drag, target != drag.item, let from = list.firstIndex(of: drag.item),
              let at = list.firstIndex(of: target) else { return }
        list.remove(at: from)
        let targetIndex = list.firstIndex(of: target)!
        list.insert(drag.item, at: at > from ? targetIndex + 1 : targetIndex)
    }

    mutating func drop() {
        guard let drag else { return }
        if list != drag.start { undone.append(drag.start) }
        self.drag = nil
    }

    mutating func end(number: Int) {
        guard let drag, drag.number == number else { return }
        list = drag.start
        self.drag = nil
    }
}

private enum Event: CustomStringConvertible {
    case begin(Int), enter(Int), drop, end(Int), stop

    var description: String {
        switch self {
        case let .begin(id): "begin \(id)"
        case let .enter(id): "enter \(id)"
        case .drop: "drop"
        case let .end(number): "end #\(number)"
        case .stop: "stop"
        }
    }
}

@Suite struct PointerReorderTests {
    @Test func theDocumentedDrag() {
        var ids = ["a", "b", "c", "d"]
        var reorder = PointerReorder<String>()
        let (drag, earlier) = reorder.begin(dragging: "b", in: ids, id: \.self)
        #expect(earlier == nil)
        #expect(reorder.isDragging && reorder.dragged == "b")
        let hover = reorder.enter("d", in: ids, id: \.self)
        guard case let .show(move)? = hover else { Issue.record("\(String(describing: hover))"); return }
        ids.applyMove(move)
        #expect(ids == ["a", "c", "d", "b"])
        #expect(reorder.drop(in: ids, id: \.self) == .commit(id: "b", move: OffsetMove(from: 1, to: 3)))
        #expect(!reorder.isDragging && reorder.dragged == nil)
        #expect(reorder.end(drag, in: ids, id: \.self) == nil, "the provider of a dropped drag is released later")
    }

    /// A drop is one accessibility move: the list shows the drag's result, the announcement,
    /// focus and inverse are those of `.place` from the order before the drag, and one undo
    /// brings that order back.
    @Test func aDropIsOneAccessibilityMove() {
        var harness = Harness(FlockBird.flock(5))   // Robin Jay Swan Crow Goose
        harness.begin(0)
        harness.enter(1)
        harness.enter(2)
        harness.enter(3)
        #expect(harness.ids == [1, 2, 3, 0, 4], "moved live")
        #expect(harness.undo.isEmpty && harness.spoken.isEmpty && harness.focus == nil, "hover: no undo, nothing said")
        harness.drop()
        #expect(harness.ids == [1, 2, 3, 0, 4])
        var expected = FlockBird.flock(5)
        var moves = AccessibleMoves<FlockBird, Int>(label: \.name, announcer: .english)
        let step = moves.perform(.place(0, at: 3), on: &expected)
        #expect(harness.birds == expected)
        #expect(harness.spoken == [step.text])
        #expect(harness.spoken == ["Moved down by 3. Below Crow."])
        #expect(harness.focus == 0)
        #expect(harness.undo == [step.inverse!])
        harness.undoLast()
        #expect(harness.birds == FlockBird.flock(5), "one undo step restores the order before the drag")
    }

    @Test func aDropInAGridIsToldInGridTerms() {
        // Robin Jay Swan / Crow Goose Finch: Robin dragged over Goose lands at row 2, column 2.
        var harness = Harness(FlockBird.flock(6), layout: GridMoveLayout(columns: 3))
        harness.begin(0)
        harness.enter(4)
        harness.drop()
        #expect(harness.ids == [1, 2, 3, 4, 0, 5])
        #expect(harness.spoken == ["Moved to row 2, column 2. After Goose."])
        #expect(harness.focus == 0)
        harness.undoLast()
        #expect(harness.birds == FlockBird.flock(6))
    }

    @Test func aDropWhereTheItemStartedChangesNothingAndSaysNothing() {
        var harness = Harness(FlockBird.flock(4))
        harness.begin(1)
        harness.enter(3)
        harness.enter(0)
        harness.enter(2)
        harness.enter(0)
        harness.enter(1)
        #expect(harness.ids == [1, 0, 2, 3])
        harness.enter(0)
        #expect(harness.ids == [0, 1, 2, 3])
        harness.drop()
        #expect(harness.ids == [0, 1, 2, 3])
        #expect(harness.undo.isEmpty && harness.spoken.isEmpty && harness.focus == nil)
        #expect(!harness.reorder.isDragging)
    }

    @Test func aDragThatEndsElsewherePutsTheItemBackSilently() {
        var harness = Harness(FlockBird.flock(4))
        harness.begin(0)
        harness.enter(3)
        #expect(harness.ids == [1, 2, 3, 0])
        harness.end(harness.drags[0])
        #expect(harness.ids == [0, 1, 2, 3])
        #expect(harness.undo.isEmpty && harness.spoken.isEmpty && harness.focus == nil)
        #expect(!harness.reorder.isDragging)
        harness.end(harness.drags[0])
        harness.enter(2)
        harness.drop()
        #expect(harness.ids == [0, 1, 2, 3], "after the end, events do nothing")
    }

    @Test func aListThatGoesAwayPutsTheItemBack() {
        var harness = Harness(FlockBird.flock(3))
        harness.begin(2)
        harness.enter(0)
        #expect(harness.ids == [2, 0, 1])
        harness.stop()
        #expect(harness.ids == [0, 1, 2])
        #expect(!harness.reorder.isDragging)
        harness.stop()
        #expect(harness.ids == [0, 1, 2])
    }

    @Test func aSecondDragPutsTheFirstItemBackAndTheFirstEndDoesNotTouchIt() {
        var harness = Harness(FlockBird.flock(5))
        harness.begin(0)
        harness.enter(4)
        #expect(harness.ids == [1, 2, 3, 4, 0])
        harness.begin(3)   // the first drag's end went unseen
        #expect(harness.ids == [0, 1, 2, 3, 4], "the first item is back")
        #expect(harness.reorder.dragged == 3)
        harness.enter(1)
        #expect(harness.ids == [0, 3, 1, 2, 4])
        harness.end(harness.drags[0])   // the first drag's provider is released late
        #expect(harness.ids == [0, 3, 1, 2, 4])
        #expect(harness.reorder.isDragging)
        harness.drop()
        #expect(harness.spoken == ["Moved up by 2. Above Jay."])
        harness.undoLast()
        #expect(harness.ids == [0, 1, 2, 3, 4])
    }

    @Test func dragsOfItemsNotInTheListAreRefused() {
        var harness = Harness(FlockBird.flock(3))
        harness.begin(2)
        harness.enter(0)
        harness.begin(42)
        #expect(harness.ids == [0, 1, 2], "the earlier drag is put back")
        #expect(!harness.reorder.isDragging)
        harness.enter(1)
        harness.drop()
        #expect(harness.ids == [0, 1, 2] && harness.spoken.isEmpty)
        var empty = Harness([])
        empty.begin(0)
        #expect(!empty.reorder.isDragging)
        var unidentified = PointerReorder<Int>()
        _ = unidentified.begin(dragging: 1, in: [0, 1, 2], id: \.self)
        _ = unidentified.begin(dragging: nil, in: [0, 1, 2], id: \.self)
        #expect(!unidentified.isDragging, "a row of another identity type is refused")
    }

    @Test func eventsWithoutADragDoNothing() {
        var harness = Harness(FlockBird.flock(3))
        harness.enter(1)
        harness.drop()
        harness.stop()
        #expect(harness.ids == [0, 1, 2] && harness.spoken.isEmpty && harness.undo.isEmpty)
    }

    @Test func hoveringTheDraggedItemOrAStrangerMovesNothing() {
        var harness = Harness(FlockBird.flock(3))
        harness.begin(1)
        harness.enter(1)
        harness.enter(77)
        #expect(harness.ids == [0, 1, 2])
        #expect(harness.reorder.isDragging, "still dragging")
    }

    @Test func aDraggedItemRemovedElsewhereEndsTheDrag() {
        var harness = Harness(FlockBird.flock(4))
        harness.begin(1)
        harness.enter(3)
        harness.birds.removeAll { $0.id == 1 }
        harness.enter(0)
        #expect(harness.ids == [0, 2, 3], "nothing else moves")
        #expect(!harness.reorder.isDragging)
        harness.drop()
        #expect(harness.spoken.isEmpty && harness.undo.isEmpty)

        var dropped = Harness(FlockBird.flock(4))
        dropped.begin(1)
        dropped.enter(3)
        dropped.birds.removeAll { $0.id == 1 }
        dropped.drop()
        #expect(dropped.ids == [0, 2, 3] && dropped.spoken.isEmpty && !dropped.reorder.isDragging)
    }

    @Test func itemsInsertedAndRemovedElsewhereDuringTheDrag() {
        // Robin Jay Swan Crow: Swan is dragged to the end, Jay is removed and Owl (7) arrives
        // in front meanwhile.
        var harness = Harness(FlockBird.flock(4))
        harness.begin(2)
        harness.enter(3)
        harness.birds.removeAll { $0.id == 1 }
        harness.birds.insert(FlockBird(id: 7, name: "Owl"), at: 0)
        #expect(harness.ids == [7, 0, 3, 2])
        harness.drop()
        #expect(harness.ids == [7, 0, 3, 2], "the drop keeps what the user sees")
        #expect(harness.spoken == ["Moved down. Below Crow. At bottom."])
        harness.undoLast()
        #expect(harness.ids == [7, 0, 2, 3], "undo: back after Robin, which preceded it at the start")

        var cancelled = Harness(FlockBird.flock(4))
        cancelled.begin(2)
        cancelled.enter(3)
        cancelled.birds.removeAll { $0.id == 1 }
        cancelled.birds.insert(FlockBird(id: 7, name: "Owl"), at: 0)
        cancelled.end(cancelled.drags[0])
        #expect(cancelled.ids == [7, 0, 2, 3])
    }

    /// A commit whose move no longer leads to the item (the list changed before the step was
    /// asked for) makes an empty step without focus, and the list is only read.
    @Test func aCommitThatNoLongerMatchesTheListIsEmpty() {
        let birds = FlockBird.flock(4)
        let moves = AccessibleMoves<FlockBird, Int>(label: \.name, announcer: .english)
        for move in [OffsetMove(from: 0, to: 3), OffsetMove(from: 0, to: 9), OffsetMove(from: -1, to: 2)] {
            let step = MoveStep<Int>(moves.commitDrop(0, move: move, in: .list, shownIn: birds))
            #expect(step.isEmpty && step.focus == nil && step.inverse == nil && step.text.isEmpty, "\(move)")
        }
        let grid = MoveStep<Int>(moves.commitDrop(3, move: OffsetMove(from: 0, to: 3), in: .grid(GridMoveLayout(columns: 2)), shownIn: birds))
        #expect(grid.text == "Moved to end. After Swan." && grid.focus == 3)
        #expect(birds == FlockBird.flock(4))
    }

    /// Every list of 1…4 items, every sequence of up to 5 events (begin or enter on any item
    /// or a stranger, drop, the end of any drag so far, stop): the list follows the
    /// reference model after every event, each drop adds at most one undo step, announced as
    /// the same placement from the order before the drag, and undoing every step in turn
    /// brings back each order the reference remembers.
    @Test(arguments: 1...4, [nil, GridMoveLayout(columns: 2)])
    func everyShortSequenceMatchesTheReference(count: Int, layout: GridMoveLayout?) {
        let flock = FlockBird.flock(count)
        let ids = flock.map(\.id)
        let targets = ids + [99]
        var alphabet: [Event] = targets.map(Event.begin) + targets.map(Event.enter) + [.drop, .stop]
        alphabet += (1...3).map(Event.end)
        let length = count <= 2 ? 5 : 4
        var sequences: [[Event]] = [[]]
        for _ in 0..<length {
            sequences = sequences.flatMap { prefix in alphabet.map { prefix + [$0] } }
        }
        var commits = 0
        for events in sequences {
            var harness = Harness(flock, layout: layout)
            var reference = ReferenceReorder(list: ids)
            for event in events {
                let spokenBefore = harness.spoken.count
                let startBefore = reference.drag?.start
                switch event {
                case let .begin(id):
                    harness.begin(id)
                    reference.begin(id)
                case let .enter(id):
                    harness.enter(id)
                    reference.enter(id)
                case .drop:
                    harness.drop()
                    reference.drop()
                case let .end(number):
                    if harness.drags.indices.contains(number - 1) { harness.end(harness.drags[number - 1]) }
                    reference.end(number: number)
                case .stop:
                    harness.stop()
                    reference.end(number: reference.drag?.number ?? 0)
                }
                #expect(harness.ids == reference.list, "\(events)")
                #expect(harness.reorder.isDragging == (reference.drag != nil), "\(events)")
                #expect(harness.undo.count == reference.undone.count, "\(events)")
                if harness.spoken.count > spokenBefore, let start = startBefore {
                    // The words of the same placement made as an accessibility move.
                    var birds = start.map { id in flock.first { $0.id == id }! }
                    var moves = AccessibleMoves<FlockBird, Int>(label: \.name, announcer: .english)
                    let place = harness.ids.firstIndex(of: harness.focus!)!
                    let request = layout.map { MoveRequest(.placeInGrid(harness.focus!, MovePlacement(offset: place), layout: $0)) }
                        ?? .place(harness.focus!, at: place)
                    #expect(harness.spoken.last == moves.perform(request, on: &birds).text, "\(events)")
                }
            }
            commits += harness.replayed
            while let snapshot = reference.undone.popLast() {
                harness.undoLast()
                #expect(harness.ids == snapshot, "undo after \(events)")
            }
        }
        #expect(count == 1 || commits > 0, "commits were compared with the replay")
    }

    /// Random drags in random lists, with items inserted and removed elsewhere: nothing is
    /// lost or duplicated, a drop keeps what the list showed, and its undo puts the list
    /// where the end of the same drag would have put it.
    @Test func randomDragsWithChangesMadeElsewhere() {
        var random = SplitMix64(seed: 0xD2A6_0018)
        var nextID = 1000
        for round in 0..<2000 {
            let count = Int.random(in: 1...10, using: &random)
            var harness = Harness(FlockBird.flock(count).shuffled(using: &random))
            for _ in 0..<Int.random(in: 0...12, using: &random) {
                let before = Set(harness.ids)
                switch Int.random(in: 0..<12, using: &random) {
                case 0:
                    harness.begin((harness.ids + [-1]).randomElement(using: &random)!)
                case 1 where harness.birds.count > 1:
                    harness.birds.remove(at: Int.random(in: 0..<harness.birds.count, using: &random))
                case 2:
                    harness.birds.insert(FlockBird(id: nextID, name: "Bird \(nextID)"),
                                         at: Int.random(in: 0...harness.birds.count, using: &random))
                    nextID += 1
                case 3:
                    var ending = harness
                    ending.end(ending.drags.last ?? PointerDrag(number: 0))
                    var dropping = harness
                    let shown = dropping.ids
                    let undoCount = dropping.undo.count
                    dropping.drop()
                    #expect(dropping.ids == shown, "round \(round): the drop keeps what was shown")
                    if dropping.undo.count > undoCount {
                        dropping.undoLast()
                        #expect(dropping.ids == ending.ids, "round \(round): undo of the drop = its end")
                    } else {
                        #expect(ending.ids == shown, "round \(round): nothing to undo, nothing to put back")
                    }
                    harness = Bool.random(using: &random) ? ending : dropping
                default:
                    harness.enter((harness.ids + [-1]).randomElement(using: &random)!)
                }
                #expect(Set(harness.ids).count == harness.ids.count, "round \(round): no duplicates")
                #expect(Set(harness.ids).isSubset(of: before.union((1000..<nextID))), "round \(round)")
                #expect(before.subtracting(harness.ids).count <= 1, "round \(round): only removals lose items")
            }
        }
    }
}
