import ILikeToMoveItCore
import Testing

/// Every grid of 0…12 items × 1…4 columns × every action × every item × both reading
/// directions, against the step-by-step reference: destination, list, announcement, undo.
@Suite struct GridMoveExhaustiveTests {
    static let withPosition = MoveAnnouncer(strings: .english, includesPosition: true)

    @Test(arguments: 1...4, [ReadingDirection.leftToRight, .rightToLeft])
    func everyActionOnEveryItemMatchesTheReference(columns: Int, direction: ReadingDirection) {
        let layout = GridMoveLayout(columns: columns, readingDirection: direction)
        let rightToLeft = direction == .rightToLeft
        for count in 0...12 {
            let flock = FlockBird.flock(count)
            for action in interestingGridActions {
                for from in flock.indices {
                    let to = referenceGridDestination(from: from, count: count, columns: columns, action, rightToLeft: rightToLeft)
                    var expected = flock
                    expected.insert(expected.remove(at: from), at: to)
                    let context = "\(action) of item \(from) in \(count) items, \(columns) columns, \(direction)"

                    #expect(action.destination(from: from, count: count, in: layout) == to, "\(context)")
                    let planned = flock.plannedGridMove(
                        flock[from].id, identifiedBy: \.id, action: action, in: layout, label: \.name,
                        announcer: Self.withPosition)
                    #expect(planned.fromOffset == from && planned.toOffset == to, "\(context)")
                    #expect(planned.move == (to == from ? nil : OffsetMove(from: from, to: to)), "\(context)")
                    #expect(planned.text == referenceGridAnnouncement(
                        expected, from: from, to: to, columns: columns, action, rightToLeft: rightToLeft,
                        includesPosition: true), "\(context)")

                    var birds = flock
                    let result = birds.accessibilityMove(
                        flock[from].id, identifiedBy: \.id, action: action, in: layout, label: \.name,
                        announcer: Self.withPosition)
                    #expect(birds == expected, "\(context)")
                    #expect(result == planned, "\(context)")
                    if let undo = result.undo { birds.applyMove(undo) }
                    #expect(birds == flock, "undo of \(context)")
                }
                // An item that is not there never changes the grid.
                var birds = flock
                let missing = birds.accessibilityMove(99, identifiedBy: \.id, action: action, in: layout, announcer: .english)
                #expect(birds == flock)
                #expect(missing.move == nil && missing.fromOffset == nil && missing.toOffset == nil)
                #expect(missing.text == "Not moved.")
            }
        }
    }

    @Test(arguments: [ReadingDirection.leftToRight, .rightToLeft])
    func withoutPositionOrLabelTheAnnouncementIsShorter(direction: ReadingDirection) {
        let rightToLeft = direction == .rightToLeft
        for count in 1...12 {
            for columns in 1...4 {
                let layout = GridMoveLayout(columns: columns, readingDirection: direction)
                let flock = FlockBird.flock(count)
                for action in GridMoveAction.standard {
                    for from in flock.indices {
                        let to = referenceGridDestination(from: from, count: count, columns: columns, action, rightToLeft: rightToLeft)
                        var expected = flock
                        expected.insert(expected.remove(at: from), at: to)
                        let withLabel = flock.plannedGridMove(
                            flock[from].id, identifiedBy: \.id, action: action, in: layout, label: \.name, announcer: .english)
                        #expect(withLabel.text == referenceGridAnnouncement(
                            expected, from: from, to: to, columns: columns, action, rightToLeft: rightToLeft,
                            includesPosition: false))
                        // Without a label key path the neighbour sentence is left out.
                        let unlabelled = flock.plannedGridMove(flock[from].id, identifiedBy: \.id, action: action, in: layout, announcer: .english)
                        #expect(unlabelled.text == referenceGridAnnouncement(
                            expected, from: from, to: to, columns: columns, action, rightToLeft: rightToLeft,
                            includesPosition: false, namesNeighbour: false))
                        #expect(unlabelled.neighbourLabel == nil)
                        #expect(unlabelled.neighbour == (to == from ? nil : flock[to]))
                    }
                }
            }
        }
    }

    @Test func aCustomCollectionMovesLikeAnArray() {
        for count in 0...9 {
            let flock = FlockBird.flock(count)
            for columns in 1...4 {
                let layout = GridMoveLayout(columns: columns)
                for action in interestingGridActions {
                    for from in flock.indices {
                        var array = flock
                        var shelf = Shelf(flock)
                        let arrayResult = array.accessibilityMove(flock[from].id, identifiedBy: \.id, action: action, in: layout, label: \.name, announcer: .english)
                        let shelfResult = shelf.accessibilityMove(flock[from].id, identifiedBy: \.id, action: action, in: layout, label: \.name, announcer: .english)
                        #expect(shelf.elements == array)
                        #expect(shelfResult == arrayResult)
                    }
                }
            }
        }
    }
}
