import ILikeToMoveItCore
import Testing

/// Every grid layout of 1…4 columns (items filling rows) or 1…4 rows (items filling columns),
/// in both reading directions.
let smallGridLayouts: [GridMoveLayout] = (1...4).flatMap { length in
    [ReadingDirection.leftToRight, .rightToLeft].flatMap { direction in
        [GridMoveLayout(columns: length, readingDirection: direction), GridMoveLayout(rows: length, readingDirection: direction)]
    }
}

/// Every grid of 0…12 items × every small layout × every action × every item, against the
/// step-by-step reference: destination, list, announcement, undo.
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

                    #expect(action.destination(from: from, count: count, in: layout) == to, "\(context)")
                    let planned = flock.plannedGridMove(
                        flock[from].id, identifiedBy: \.id, action: action, in: layout, label: \.name,
                        announcer: Self.withPosition)
                    #expect(planned.fromOffset == from && planned.toOffset == to, "\(context)")
                    #expect(planned.move == (to == from ? nil : OffsetMove(from: from, to: to)), "\(context)")
                    #expect(planned.text == referenceGridAnnouncement(
                        expected, from: from, to: to, in: layout, action, includesPosition: true), "\(context)")

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

    @Test(arguments: smallGridLayouts)
    func withoutPositionOrLabelTheAnnouncementIsShorter(layout: GridMoveLayout) {
        for count in 1...12 {
            let flock = FlockBird.flock(count)
            for action in GridMoveAction.standard {
                for from in flock.indices {
                    let to = referenceGridDestination(from: from, count: count, in: layout, action)
                    var expected = flock
                    expected.insert(expected.remove(at: from), at: to)
                    let withLabel = flock.plannedGridMove(
                        flock[from].id, identifiedBy: \.id, action: action, in: layout, label: \.name, announcer: .english)
                    #expect(withLabel.text == referenceGridAnnouncement(
                        expected, from: from, to: to, in: layout, action, includesPosition: false))
                    // Without a label key path the neighbour sentence is left out.
                    let unlabelled = flock.plannedGridMove(flock[from].id, identifiedBy: \.id, action: action, in: layout, announcer: .english)
                    #expect(unlabelled.text == referenceGridAnnouncement(
                        expected, from: from, to: to, in: layout, action, includesPosition: false, namesNeighbour: false))
                    #expect(unlabelled.neighbourLabel == nil)
                    #expect(unlabelled.neighbour == (to == from ? nil : flock[to]))
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
