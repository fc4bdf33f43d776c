@testable import ILikeToMoveItCore
@testable import ILikeToMoveItDropsCore
import Testing

/// `ListsDifference` over lists that share identities: a copy, and two accessors on one list.
extension ListsDifferenceTests {
    @Test func aCopyIntoALaterListArrivesThere() {
        let change = ListsDifference<String>.between(
            [["Robin", "Swan"], ["Owl"]], [["Robin", "Swan"], ["Swan", "Owl"]], id: { $0 }, label: { $0 }, returning: false)
        #expect(change.arrived == ["Swan"])
        #expect(change.focus?.list == 1 && change.focus?.id == "Swan")
        #expect(MoveAnnouncer(strings: .english).text(for: change.announcement) == "Dropped 1 item. Above Owl. At top.")
    }

    @Test func aCopyTakenBackFromALaterListIsNotSaidToBeRemoved() {
        let change = ListsDifference<String>.between(
            [["Robin", "Swan"], ["Swan", "Owl"]], [["Robin", "Swan"], ["Owl"]], id: { $0 }, label: { $0 }, returning: true)
        #expect(change.arrived.isEmpty && change.removed.isEmpty, "every identity is still held")
    }

    /// The same list seen twice (a drop modifier's destination among its sources): each
    /// arrival counts once, in the first of the two.
    @Test func aListGivenTwiceCountsEachArrivalOnce() {
        let before = ["Jay", "Goose", "Robin", "Crow"]
        let after = ["Robin", "Jay", "Crow", "Goose"]
        let change = ListsDifference<String>.between([before, before, ["Owl"]], [after, after, ["Owl"]],
                                                 id: { $0 }, label: { $0 }, returning: true)
        let once = ListsDifference<String>.between([before, ["Owl"]], [after, ["Owl"]], id: { $0 }, label: { $0 }, returning: true)
        #expect(change.arrived == once.arrived && change.arrived.count == 2)
        #expect(change.focus == once.focus)
        #expect(change.announcement == once.announcement)
    }
}
