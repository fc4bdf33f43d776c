@testable import ILikeToMoveItCore
import Testing

/// The feedback of a pointer drag follows what the session decided about it.
@MainActor
@Suite struct DragFeedbackTests {
    private func draggableList(_ count: Int) -> BirdListFixture {
        let list = BirdListFixture(FlockBird.flock(count))
        list.settings.dragging = true
        list.update()
        return list
    }

    @Test func aDragIsFeltAtPickUpAtEachNewPlaceAndAtTheDrop() throws {
        let list = draggableList(4)
        let drag = try #require(list.driver.beginDrag(AnyHashable(0)))
        #expect(list.hands.felt == [.pickUp])
        list.driver.enterDrag(AnyHashable(2))
        list.driver.enterDrag(AnyHashable(0))
        list.driver.enterDrag(AnyHashable(3))
        #expect(list.ids == [1, 2, 3, 0])
        #expect(list.hands.felt == [.pickUp, .newPlace, .newPlace], "entering the dragged item itself moves nothing and is not felt")
        #expect(list.driver.drop())
        list.driver.send(.endDrag(drag))
        #expect(list.hands.felt == [.pickUp, .newPlace, .newPlace, .drop], "the end of a dropped drag is not felt again")
    }

    @Test func theDropIsFeltBeforeItsStep() throws {
        let list = draggableList(3)
        _ = try #require(list.driver.beginDrag(AnyHashable(0)))
        list.driver.enterDrag(AnyHashable(1))
        let effects = list.driver.send(.drop).effects
        #expect(effects.first == .feedback(.drop))
        #expect(effects.contains(.registerUndo(
            try #require(effects.lazy.compactMap { effect -> ListUndo? in
                if case let .registerUndo(request, _) = effect { return request }
                return nil
            }.first), actionName: "Move Robin")))
    }

    @Test func nothingIsFeltWithoutADragOfTheList() {
        let refusing = BirdListFixture(FlockBird.flock(3))
        #expect(refusing.driver.beginDrag(AnyHashable(0)) == nil)
        refusing.driver.enterDrag(AnyHashable(1))
        #expect(!refusing.driver.drop())
        #expect(refusing.hands.felt.isEmpty, "a list that does not reorder by pointer is never felt")

        let list = draggableList(3)
        _ = list.driver.beginDrag(AnyHashable("not an Int"))
        list.driver.enterDrag(AnyHashable(1))
        #expect(!list.driver.drop())
        #expect(list.hands.felt.isEmpty, "a drag of no item of the list is not picked up")
    }

    @Test func aDragPutBackIsNotFeltAsADrop() throws {
        let list = draggableList(3)
        let drag = try #require(list.driver.beginDrag(AnyHashable(2)))
        list.driver.enterDrag(AnyHashable(0))
        list.driver.send(.endDrag(drag))
        #expect(list.ids == [0, 1, 2])
        #expect(list.hands.felt == [.pickUp, .newPlace])
    }
}
