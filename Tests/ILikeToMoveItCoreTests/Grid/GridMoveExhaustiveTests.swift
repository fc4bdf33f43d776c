@testable import ILikeToMoveItCore
import Testing

/// Every grid layout of 1…4 columns (items filling rows) or 1…4 rows (items filling columns),
/// in both reading directions.
let smallGridLayouts: [GridMoveLayout] = (1...4).flatMap { length in
    [ReadingDirection.leftToRight, .rightToLeft].flatMap { direction in
        [GridMoveLayout(columns: length, readingDirection: direction), GridMoveLayout(rows: length, readingDirection: direction)]
    }
}

/// Every grid of 0…12 items × every small layout × every action × every item, against the
/// step-by-step reference: destination, list, step, announcement, undo.
@Suite struct GridMoveExhaustiveTests {
    static let withPosition = MoveAnnouncer(strings: .english, includesPosition: true)

    @Test(arguments: smallGridLayouts)
    func everyActionOnEveryItemMatchesTheReference(layout: GridMoveLayout) {
        for count in 0...12 {
            let flock = FlockBird.flock(count)
            for action in interestingGridActions {
                for from in flock.indices {
                    let to = referenceGridDestination(from: from, count: count, in: layout, action)
                    var expected = flock
                    expected.insert(expected.remove(at: from), at: to)
                    let context = "\(action) of item \(from) in \(count) items, \(layout)"

                    #expect(action.targetOffset(from: from, count: count, in: layout) == to, "\(context)")
                    var birds = flock
                    var moves = AccessibleMoves<FlockBird, Int>(label: \.name, announcer: Self.withPosition)
                    let step = moves.perform(.grid(flock[from].id, action, in: layout), on: &birds)
                    #expect(birds == expected, "\(context)")
                    #expect(step.change == (to == from ? .none : .offset(OffsetMove(from: from, to: to))), "\(context)")
                    #expect(step.focus == flock[from].id, "\(context)")
                    #expect(GridStepCheck.announcement(step)?.cell == .init(
                        row: referenceCell(to, in: layout).row, column: referenceCell(to, in: layout).column), "\(context)")
                    #expect(step.text == referenceGridAnnouncement(
                        expected, from: from, to: to, in: layout, action, includesPosition: true), "\(context)")
                    #expect((step.inverse == nil) == (to == from), "\(context): an inverse exactly when moved")

                    // The undo puts the item back, and says so in grid terms.
                    guard let inverse = step.inverse else { continue }
                    // Back between its old neighbours, or at its old offset without them.
                    let placement = MovePlacement(
                        after: from > 0 ? flock[from - 1].id : nil,
                        before: from + 1 < flock.count ? flock[from + 1].id : nil, offset: from)
                    #expect(inverse == MoveRequest(.placeInGrid(flock[from].id, placement, layout: layout)), "\(context)")
                    let undo = moves.perform(inverse, on: &birds)
                    #expect(birds == flock, "undo of \(context)")
                    #expect(undo.change == .offset(OffsetMove(from: to, to: from)), "undo of \(context)")
                    #expect(undo.focus == flock[from].id, "undo of \(context)")
                    #expect(GridStepCheck.announcement(undo) != nil, "undo of \(context) in grid terms")
                    #expect(undo.text == referencePlaceText(flock, from: to, to: from, in: layout), "undo of \(context)")
                }
                // An item that is not there never changes the grid.
                var birds = flock
                var moves = AccessibleMoves<FlockBird, Int>(announcer: .english)
                let missing = moves.perform(.grid(99, action, in: layout), on: &birds)
                #expect(birds == flock)
                #expect(missing.change == .none && missing.focus == nil && missing.inverse == nil)
                #expect(missing.announcement == .grid(.notFound))
                #expect(missing.text == "Not moved.")
            }
        }
    }

    @Test(arguments: smallGridLayouts)
    func withoutPositionOrLabelTheAnnouncementIsShorter(layout: GridMoveLayout) {
        for count in 1...12 {
            let flock = FlockBird.flock(count)
            for action in GridMoveAction.standard {
                for from in flock.indices {
                    let to = referenceGridDestination(from: from, count: count, in: layout, action)
                    var expected = flock
                    expected.insert(expected.remove(at: from), at: to)
                    let withLabel = GridStepCheck.perform(
                        action, on: flock[from].id, in: layout, flock, label: \.name, announcer: .english)
                    #expect(withLabel.step.text == referenceGridAnnouncement(
                        expected, from: from, to: to, in: layout, action, includesPosition: false))
                    // Without a label key path the neighbour sentence is left out.
                    let unlabelled = GridStepCheck.perform(action, on: flock[from].id, in: layout, flock, announcer: .english)
                    #expect(unlabelled.step.text == referenceGridAnnouncement(
                        expected, from: from, to: to, in: layout, action, includesPosition: false, namesNeighbour: false))
                    #expect(GridStepCheck.announcement(unlabelled.step)?.neighbour == nil)
                    // The item it lands next to is the one that stood at its destination.
                    #expect(unlabelled.list == expected)
                    if to < from { #expect(unlabelled.list[to + 1] == flock[to]) }
                    if to > from { #expect(unlabelled.list[to - 1] == flock[to]) }
                }
            }
        }
    }

    @Test func aCustomCollectionMovesLikeAnArray() {
        for count in 0...9 {
            let flock = FlockBird.flock(count)
            for layout in smallGridLayouts {
                for action in interestingGridActions {
                    for from in flock.indices {
                        var array = flock
                        var shelf = Shelf(flock)
                        var arrayMoves = AccessibleMoves<FlockBird, Int>(label: \.name, announcer: .english)
                        var shelfMoves = AccessibleMoves<FlockBird, Int>(label: \.name, announcer: .english)
                        let arrayStep = arrayMoves.perform(.grid(flock[from].id, action, in: layout), on: &array)
                        let shelfStep = shelfMoves.perform(.grid(flock[from].id, action, in: layout), on: &shelf)
                        #expect(shelf.elements == array)
                        #expect(shelfStep.isSame(as: arrayStep))
                        #expect(shelfStep.text == arrayStep.text)
                        // And their undos too.
                        if let arrayUndo = arrayStep.inverse, let shelfUndo = shelfStep.inverse {
                            let arrayBack = arrayMoves.perform(arrayUndo, on: &array)
                            let shelfBack = shelfMoves.perform(shelfUndo, on: &shelf)
                            #expect(shelf.elements == flock && array == flock)
                            #expect(shelfBack.isSame(as: arrayBack))
                            #expect(shelfBack.text == arrayBack.text)
                        } else {
                            #expect(arrayStep.inverse == nil && shelfStep.inverse == nil)
                        }
                    }
                }
            }
        }
    }
}
