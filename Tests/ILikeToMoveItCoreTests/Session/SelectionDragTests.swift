@testable import ILikeToMoveItCore
import Testing

/// A pointer drag of one item of a selection carries the selection: the drop brings the other
/// selected items to it, in their order, and the whole change is one move, undone at once.
@MainActor
@Suite struct SelectionDragTests {
    private func draggableList(_ count: Int, selection: Set<Int>) -> BirdListFixture {
        let list = BirdListFixture(FlockBird.flock(count))
        list.settings.dragging = true
        list.settings.selection = ListSelection(selection)
        list.update()
        return list
    }

    /// Robin and Swan are selected; Swan is dragged onto Goose's place. The preview moves Swan
    /// alone; the drop brings Robin to it, above it, as it stood before it, and says so once.
    @Test func theDropGathersTheSelectionAroundTheDraggedItem() throws {
        let list = draggableList(6, selection: [0, 2])
        _ = try #require(list.driver.beginDrag(AnyHashable(2)))
        list.driver.enterDrag(AnyHashable(4))
        #expect(list.ids == [0, 1, 3, 4, 2, 5], "the preview moves the dragged item")
        let records = list.recording { #expect(list.driver.drop()) }
        #expect(list.ids == [1, 3, 4, 0, 2, 5])
        #expect(records.filter { if case .registered = $0 { true } else { false } } == [.registered("Move 2 items")])
        #expect(records.contains(.focused(2)), "focus stays on the dragged item")
        #expect(list.undo.registry.undoCount == 1, "one undo step")
        list.undoLatest()
        #expect(list.ids == [0, 1, 2, 3, 4, 5])
        list.redoLatest()
        #expect(list.ids == [1, 3, 4, 0, 2, 5])
    }

    /// The drop is told as one move of the selection.
    @Test func theDropIsToldAsOneMove() throws {
        let list = draggableList(4, selection: [1, 3])
        _ = try #require(list.driver.beginDrag(AnyHashable(3)))
        list.driver.enterDrag(AnyHashable(0))
        let records = list.recording {
            _ = list.driver.drop()
            list.advance(by: 5)
        }
        #expect(list.ids == [1, 3, 0, 2])
        let posted = BirdListFixture.posted(records)
        #expect(posted.count == 1)
        #expect(posted.first?.contains("2 items") == true, "\(posted)")
    }

    /// An item that is not selected, or a selection of one, moves alone, as before.
    @Test func anUnselectedItemOrASelectionOfOneMovesAlone() throws {
        for selection: Set<Int> in [[0, 1], [2]] {
            let list = draggableList(4, selection: selection)
            _ = try #require(list.driver.beginDrag(AnyHashable(2)))
            list.driver.enterDrag(AnyHashable(0))
            _ = list.driver.drop()
            #expect(list.ids == [2, 0, 1, 3], "selection \(selection)")
            #expect(list.undo.registry.undoActionName == "Move Swan")
        }
    }

    /// A drag that ends elsewhere puts the dragged item back and leaves the selection where
    /// it is; a drop where the item started changes nothing.
    @Test func aDragPutBackOrDroppedInPlaceGathersNothing() throws {
        let list = draggableList(5, selection: [0, 3])
        let drag = try #require(list.driver.beginDrag(AnyHashable(3)))
        list.driver.enterDrag(AnyHashable(1))
        list.driver.send(.endDrag(drag))
        #expect(list.ids == [0, 1, 2, 3, 4])
        _ = try #require(list.driver.beginDrag(AnyHashable(3)))
        list.driver.enterDrag(AnyHashable(1))
        list.driver.enterDrag(AnyHashable(2))
        #expect(list.ids == [0, 1, 2, 3, 4], "back where it started")
        _ = list.driver.drop()
        #expect(list.ids == [0, 1, 2, 3, 4])
        #expect(list.undo.registry.undoCount == 0)
    }

    /// Every list of up to five items, every selection of two or more holding the dragged
    /// item, every item it is dropped on: the list becomes the unselected items in their
    /// order with the selection, in its order, where the dragged item was dropped among them;
    /// one undo gives back the order before the drag.
    @Test func everyDropOfASelectionMatchesTheModel() throws {
        var cases = 0
        for count in 2...5 {
            for mask in 1..<(1 << count) where mask.nonzeroBitCount >= 2 {
                let selection = Set((0..<count).filter { mask & (1 << $0) != 0 })
                for dragged in selection.sorted() {
                    for target in 0..<count where target != dragged {
                        cases += 1
                        let list = draggableList(count, selection: selection)
                        _ = try #require(list.driver.beginDrag(AnyHashable(dragged)))
                        list.driver.enterDrag(AnyHashable(target))
                        let shown = list.ids
                        _ = list.driver.drop()
                        // The model: the others in order, the selection inserted where the
                        // dragged item stands among them.
                        let othersBefore = shown.prefix { $0 != dragged }.filter { !selection.contains($0) }.count
                        var expected = (0..<count).filter { !selection.contains($0) }
                        expected.insert(contentsOf: (0..<count).filter(selection.contains), at: othersBefore)
                        #expect(list.ids == expected, "\(count) items, \(selection.sorted()), \(dragged) onto \(target)")
                        if expected != Array(0..<count) {
                            #expect(list.undo.registry.undoCount == 1)
                            list.undoLatest()
                        }
                        #expect(list.ids == Array(0..<count), "undo: \(count) items, \(selection.sorted()), \(dragged) onto \(target)")
                    }
                }
            }
        }
        #expect(cases > 300)
    }
}
