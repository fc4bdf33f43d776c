@testable import ILikeToMoveItCore
@testable import ILikeToMoveItDropsCore
import Testing

/// Named birds for undo tests: the demo's flock, and newcomers with identities from 100 on.
enum Aviary {
    static let names = ["Robin", "Blue Jay", "Cardinal", "Chicken", "Goose", "Swan", "Crow", "Finch", "Sparrow", "Owl"]
    static let newcomers = ["Heron", "Egret", "Ibis", "Stork"]

    static func bird(_ name: String) -> FlockBird {
        if let index = names.firstIndex(of: name) { return FlockBird(id: index, name: name) }
        guard let index = newcomers.firstIndex(of: name) else { preconditionFailure("no bird named \(name)") }
        return FlockBird(id: 100 + index, name: name)
    }

    static func birds(_ names: [String]) -> [FlockBird] { names.map(bird) }
    static func lists(_ names: [[String]]) -> [[FlockBird]] { names.map(birds) }
}

extension Array where Element == [FlockBird] {
    var names: [[String]] { map { $0.map(\.name) } }
}

/// Applying a ``ListsEdit`` made from the snapshots around a drop or a paste: each change the
/// package makes is taken back and done again by identity, on the lists as they are then.
@Suite struct ListsEditTests {
    typealias Edit = ListsEdit<FlockBird>

    /// Applies `edit` to `lists` as an undo (or a redo), returning what it says and its inverse.
    static func apply(
        _ edit: Edit?, to lists: inout [[FlockBird]], returning: Bool = true, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> (text: String, change: ListsDifference<Int>, inverse: Edit?) {
        let edit = try #require(edit, "the change made an edit", sourceLocation: sourceLocation)
        let (change, inverse) = edit.apply(to: &lists, label: \.name, returning: returning)
        return (MoveAnnouncer.english.text(for: change.announcement), change, inverse)
    }

    // MARK: The documented examples

    /// The examples of ``ListsEdit`` and of its `apply(to:label:labelLimit:returning:layout:)`.
    @Test func theDocumentedExampleUndoesAndRedoesAsItSays() throws {
        let robin = FlockBird(id: 0, name: "Robin"), jay = FlockBird(id: 1, name: "Jay"), swan = FlockBird(id: 2, name: "Swan")
        let crow = FlockBird(id: 3, name: "Crow"), owl = FlockBird(id: 4, name: "Owl")
        let announcer = MoveAnnouncer.english

        var left = [robin, jay, swan], right = [crow]
        let before = [left, right]
        DropPlanner.move([swan], from: &left, to: &right, at: .start)
        let undo = try #require(ListsEdit(before: before, after: [left, right]))

        right.insert(owl, at: 1)
        var lists = [left, right]
        let (undone, redo) = undo.apply(to: &lists, label: \.name, returning: true)
        #expect(lists == [[robin, jay, swan], [owl, crow]])
        #expect(undone.focus == .init(list: 0, id: swan.id))
        #expect(announcer.text(for: undone.announcement) == "Moved back. Below Jay. At bottom.")

        let (redone, _) = try #require(redo).apply(to: &lists, label: \.name, returning: false)
        #expect(lists == [[robin, jay], [swan, owl, crow]])
        #expect(announcer.text(for: redone.announcement) == "Dropped 1 item. Above Owl. At top.")
    }

    // MARK: Drops

    @Test func undoingAMoveBetweenTwoListsPutsTheBirdsBackAndRedoMovesThemAgain() throws {
        var left = Aviary.birds(["Robin", "Blue Jay", "Cardinal", "Chicken"])
        var right = Aviary.birds(["Swan", "Crow"])
        let before = [left, right]
        DropPlanner.move(Aviary.birds(["Chicken", "Blue Jay"]), from: &left, to: &right, at: .before(6))
        let after = [left, right]
        #expect(after.names == [["Robin", "Cardinal"], ["Swan", "Chicken", "Blue Jay", "Crow"]])

        var lists = after
        let undo = try Self.apply(Edit(before: before, after: after), to: &lists)
        #expect(lists.map { $0.map(\.id) } == before.map { $0.map(\.id) })
        #expect(undo.text == "Moved 2 items back. Above Cardinal.")
        #expect(undo.change.focus == .init(list: 0, id: 1), "Blue Jay, the first bird back")

        let redo = try Self.apply(undo.inverse, to: &lists, returning: false)
        #expect(lists.names == after.names)
        #expect(redo.text == "Dropped 2 items. Above Crow.")
        #expect(redo.change.focus == .init(list: 1, id: 3), "Chicken")
    }

    /// A drop within a list through accessors, the list among its own sources, as
    /// `.onInsert(of:into: $birds, movingFrom: [$birds, $otherBirds])` places it; the edit is
    /// made from the accessors the drop used, the destination twice.
    @Test func undoingAMoveWithinOneListThatIsAmongItsSourcesPutsTheBirdsBack() throws {
        let birds = BirdBox(["Robin", "Blue Jay", "Cardinal", "Chicken", "Goose"])
        let others = BirdBox(["Swan"])
        let accessors = [birds.accessor, birds.accessor, others.accessor]
        let before = accessors.map(\.value)
        let outcome = DropPlanner.place([.success(Aviary.bird("Goose")), .success(Aviary.bird("Robin"))],
                                        into: birds.accessor, at: .before(2), movingFrom: Array(accessors.dropFirst()))
        #expect(outcome.relocated == [4, 0])
        #expect(birds.names == ["Blue Jay", "Goose", "Robin", "Cardinal", "Chicken"])
        let edit = try #require(Edit(before: before, after: accessors.map(\.value)))

        let writes = (birds.writes, others.writes)
        let (undone, redo) = edit.apply(to: accessors, label: \.name, returning: true)
        #expect(birds.names == ["Robin", "Blue Jay", "Cardinal", "Chicken", "Goose"])
        #expect(others.names == ["Swan"])
        #expect(birds.writes - writes.0 == 1 && others.writes == writes.1, "one write, of the list that changed")
        #expect(MoveAnnouncer.english.text(for: undone.announcement) == "Moved 2 items back. Above Blue Jay. At top.",
                "Robin and Goose, each counted once though the list is given twice")

        _ = try #require(redo).apply(to: accessors, label: \.name, returning: false)
        #expect(birds.names == ["Blue Jay", "Goose", "Robin", "Cardinal", "Chicken"])
    }

    /// The destination among its sources, and another source: undoing the drop puts the bird
    /// back in the other list; redoing it after the app deleted that bird brings nothing back,
    /// as with lists given once.
    @Test func aRedoThroughTwoAccessorsOnOneListDoesNotBringBackABirdTheAppDeleted() throws {
        let birds = BirdBox(["Robin", "Blue Jay"])
        let others = BirdBox(["Swan", "Crow"])
        let accessors = [birds.accessor, birds.accessor, others.accessor]
        let before = accessors.map(\.value)
        DropPlanner.place([.success(Aviary.bird("Swan"))], into: birds.accessor, at: .end, movingFrom: Array(accessors.dropFirst()))
        let undo = try #require(Edit(before: before, after: accessors.map(\.value)))

        let (undone, redo) = undo.apply(to: accessors, label: \.name, returning: true)
        #expect(birds.names == ["Robin", "Blue Jay"] && others.names == ["Swan", "Crow"])
        #expect(MoveAnnouncer.english.text(for: undone.announcement) == "Moved back. Above Crow. At top.")

        others.birds.removeAll { $0.name == "Swan" }
        let (redone, again) = try #require(redo).apply(to: accessors, label: \.name, returning: false)
        #expect(birds.names == ["Robin", "Blue Jay"] && others.names == ["Crow"])
        #expect(MoveAnnouncer.english.text(for: redone.announcement) == "Nothing dropped." && again == nil)
    }

    /// The array form changes a list given twice alike in both places.
    @Test func theArrayFormChangesAListGivenTwiceAlike() throws {
        var birds = Aviary.birds(["Robin", "Blue Jay"])
        var others = Aviary.birds(["Swan"])
        let before = [birds, birds, others]
        DropPlanner.move(Aviary.birds(["Swan"]), from: &others, to: &birds, at: .start)
        var lists = [birds, birds, others]
        let undo = try Self.apply(Edit(before: before, after: lists), to: &lists)
        #expect(lists.names == before.names)
        #expect(undo.text == "Moved back. At top.")
        _ = try Self.apply(undo.inverse, to: &lists, returning: false)
        #expect(lists.names == [birds, birds, others].names)
    }

    /// A copy leaves the original where it was: undoing it takes out the copy only, whichever
    /// of the two lists comes first in the edit.
    @Test(arguments: [false, true])
    func undoingACopyTakesOutTheCopyAndKeepsTheOriginal(destinationFirst: Bool) throws {
        let left = Aviary.birds(["Robin", "Swan", "Crow"])
        var right = Aviary.birds(["Owl"])
        let order: ([[FlockBird]]) -> [[FlockBird]] = { destinationFirst ? $0.reversed() : $0 }
        let before = order([left, right])
        var sources: [[FlockBird]] = []
        let outcome = DropPlanner.place([.success(Aviary.bird("Swan"))], into: &right, at: .start, movingFrom: &sources)
        #expect(outcome.inserted == [5] && left.count == 3)
        let after = order([left, right])

        var lists = after
        let undo = try Self.apply(Edit(before: before, after: after), to: &lists)
        #expect(lists.names == before.names, "the original Swan stays in the left list; the copy is gone")
        let redo = try Self.apply(undo.inverse, to: &lists, returning: false)
        #expect(lists.names == after.names)
        #expect(redo.change.focus == .init(list: destinationFirst ? 0 : 1, id: 5))
    }

    @Test func undoingAnExternalDropRemovesTheNewBirdsAndRedoInsertsThemAgain() throws {
        var right = Aviary.birds(["Swan", "Crow", "Owl"])
        let before = [right]
        DropPlanner.insert(Aviary.birds(["Heron", "Egret"]), into: &right, at: .after(5))
        var lists = [right]
        let undo = try Self.apply(Edit(before: before, after: lists), to: &lists)
        #expect(lists.names == [["Swan", "Crow", "Owl"]])
        #expect(undo.text == "Removed 2 items.")
        #expect(undo.change.focus == .init(list: 0, id: 6), "Crow took Heron's place")

        let redo = try Self.apply(undo.inverse, to: &lists, returning: false)
        #expect(lists.names == [["Swan", "Heron", "Egret", "Crow", "Owl"]])
        #expect(redo.text == "Dropped 2 items. Above Crow.")
    }

    /// A drop that skipped a bird the list had and failed to load another: the undo takes
    /// out only what the drop placed.
    @Test func undoingADropWithSkippedBirdsTakesBackOnlyWhatWasPlaced() throws {
        var right = Aviary.birds(["Swan", "Crow"])
        let before = [right]
        let failure = ItemProviderError.unsupportedType(itemType: "FlockBird", type: "public.data")
        var sources: [[FlockBird]] = []
        let outcome = DropPlanner.place(
            [.success(Aviary.bird("Crow")), .failure(failure), .success(Aviary.bird("Heron")), .success(Aviary.bird("Heron"))],
            into: &right, at: .start, movingFrom: &sources)
        #expect(outcome.skipped == [6, 100] && outcome.inserted == [100] && outcome.failures.count == 1)

        var lists = [right]
        let undo = try Self.apply(Edit(before: before, after: lists), to: &lists)
        #expect(lists.names == [["Swan", "Crow"]])
        #expect(undo.text == "Removed Heron.")
    }

    /// What the demo's paste does: new birds, one per line, at the end of the focused list.
    @Test func undoingAPasteOfNewBirdsRemovesThemAndRedoPastesThemAgain() throws {
        var left = Aviary.birds(["Robin", "Owl"])
        let right = Aviary.birds(["Swan"])
        let before = [left, right]
        DropPlanner.insert(Aviary.birds(["Heron", "Egret", "Ibis"]), into: &left, at: .end)
        var lists = [left, right]
        let undo = try Self.apply(Edit(before: before, after: lists), to: &lists)
        #expect(lists.names == [["Robin", "Owl"], ["Swan"]])
        #expect(undo.text == "Removed 3 items.")
        #expect(undo.change.focus == .init(list: 0, id: 9), "Owl")
        let redo = try Self.apply(undo.inverse, to: &lists, returning: false)
        #expect(lists.names == [["Robin", "Owl", "Heron", "Egret", "Ibis"], ["Swan"]])
        #expect(redo.text == "Dropped 3 items. Below Owl. At bottom.")
    }

    @Test func undoRedoAndUndoAgainEachGiveTheSnapshotsBack() throws {
        var left = Aviary.birds(["Robin", "Blue Jay", "Cardinal"])
        var right = Aviary.birds(["Swan", "Crow"])
        let before = [left, right]
        DropPlanner.move(Aviary.birds(["Robin", "Cardinal"]), from: &left, to: &right, at: .after(5))
        DropPlanner.insert(Aviary.birds(["Heron"]), into: &right, at: .start)   // one change: a drop and a paste
        let after = [left, right]

        var lists = after
        var edit = Edit(before: before, after: after)
        for step in 0..<6 {
            let undoing = step.isMultiple(of: 2)
            let result = try Self.apply(edit, to: &lists, returning: undoing)
            #expect(lists.names == (undoing ? before : after).names, "step \(step)")
            edit = result.inverse
        }
        #expect(edit != nil)
    }

    @Test func listsThatDidNotChangeMakeNoEdit() {
        let lists = Aviary.lists([["Robin", "Swan"], []])
        #expect(Edit(before: lists, after: lists) == nil)
        #expect(Edit(before: [[]], after: []) == nil, "a missing list counts as empty")
    }

    // MARK: Changes made since

    @Test func undoKeepsUnrelatedBirdsTheAppInsertedRemovedAndReordered() throws {
        var left = Aviary.birds(["Robin", "Blue Jay", "Cardinal", "Chicken"])
        var right = Aviary.birds(["Swan", "Crow", "Owl"])
        let before = [left, right]
        DropPlanner.move(Aviary.birds(["Blue Jay"]), from: &left, to: &right, at: .before(6))
        let edit = Edit(before: before, after: [left, right])
        // left: Robin, Cardinal, Chicken; right: Swan, Blue Jay, Crow, Owl. Then the app:
        left.insert(Aviary.bird("Heron"), at: 1)                       // Robin, Heron, Cardinal, Chicken
        left.removeAll { $0.name == "Robin" }                          // Heron, Cardinal, Chicken
        right.swapAt(0, 3)                                             // Owl, Blue Jay, Crow, Swan
        right.append(Aviary.bird("Egret"))

        var lists = [left, right]
        let undo = try Self.apply(edit, to: &lists)
        #expect(lists.names == [["Heron", "Blue Jay", "Cardinal", "Chicken"], ["Owl", "Crow", "Swan", "Egret"]],
                "Robin is gone: Blue Jay goes before Cardinal, which followed it")
        #expect(undo.text == "Moved back. Above Cardinal.")

        // The redo, after Crow, which followed Blue Jay, left: Blue Jay goes after Owl again.
        lists[1].removeAll { $0.name == "Crow" }
        _ = try Self.apply(undo.inverse, to: &lists, returning: false)
        #expect(lists.names == [["Heron", "Cardinal", "Chicken"], ["Owl", "Blue Jay", "Swan", "Egret"]])
    }

    /// A bird that was first in its list goes back right before the bird that followed it,
    /// after birds added above it since, as a move's undo does.
    @Test func aBirdThatWasFirstGoesBackBeforeTheBirdThatFollowedIt() throws {
        var left = Aviary.birds(["Robin", "Blue Jay"])
        var right = Aviary.birds(["Swan"])
        let before = [left, right]
        DropPlanner.move(Aviary.birds(["Robin"]), from: &left, to: &right, at: .end)
        let edit = Edit(before: before, after: [left, right])
        left.insert(Aviary.bird("Heron"), at: 0)
        var lists = [left, right]
        _ = try Self.apply(edit, to: &lists)
        #expect(lists.names == [["Heron", "Robin", "Blue Jay"], ["Swan"]])
    }

    /// When the birds on both sides of it have gone, a bird goes back at its old offset,
    /// clamped to its list, as a move's undo does.
    @Test func aBirdWhoseNeighboursAllLeftGoesBackAtItsOldOffset() throws {
        var left = Aviary.birds(["Robin", "Blue Jay", "Cardinal"])
        var right = Aviary.birds(["Swan"])
        let before = [left, right]
        DropPlanner.move(Aviary.birds(["Blue Jay"]), from: &left, to: &right, at: .end)
        let edit = Edit(before: before, after: [left, right])
        left = Aviary.birds(["Heron", "Egret"])
        var lists = [left, right]
        _ = try Self.apply(edit, to: &lists)
        #expect(lists.names == [["Heron", "Blue Jay", "Egret"], ["Swan"]])

        // With fewer birds than its old offset, it goes to the end.
        var short = [Aviary.birds(["Heron"]), right]
        _ = try Self.apply(edit, to: &short)
        #expect(short.names == [["Heron", "Blue Jay"], ["Swan"]])
    }

    /// Birds that stood together go back together, at the old offset of the first, when the
    /// birds around them are gone.
    @Test func birdsThatStoodTogetherGoBackTogetherAtTheirOldOffset() throws {
        var left = Aviary.birds(["Robin", "Blue Jay", "Cardinal", "Chicken"])
        var right = Aviary.birds(["Swan"])
        let before = [left, right]
        DropPlanner.move(Aviary.birds(["Blue Jay", "Cardinal"]), from: &left, to: &right, at: .end)
        let edit = Edit(before: before, after: [left, right])
        left = Aviary.birds(["Heron", "Egret", "Owl"])
        var lists = [left, right]
        _ = try Self.apply(edit, to: &lists)
        #expect(lists.names == [["Heron", "Blue Jay", "Cardinal", "Egret", "Owl"], ["Swan"]])
    }

    /// Its direct neighbours decide, not farther ones: when the bird that preceded it is gone,
    /// a bird goes back right before the one that followed it, even where a bird further up
    /// is still there.
    @Test func aBirdWhosePredecessorLeftGoesBackBeforeItsFollower() throws {
        var left = Aviary.birds(["Robin", "Blue Jay", "Cardinal", "Chicken"])
        var right = Aviary.birds(["Swan"])
        let before = [left, right]
        DropPlanner.move(Aviary.birds(["Cardinal"]), from: &left, to: &right, at: .end)
        let edit = Edit(before: before, after: [left, right])
        // The app removes Blue Jay and moves Robin below Chicken.
        left = Aviary.birds(["Chicken", "Robin"])
        var lists = [left, right]
        _ = try Self.apply(edit, to: &lists)
        #expect(lists.names == [["Cardinal", "Chicken", "Robin"], ["Swan"]])
    }

    @Test func undoDoesNotBringBackADroppedBirdTheAppDeleted() throws {
        var left = Aviary.birds(["Robin", "Blue Jay", "Cardinal", "Chicken"])
        var right = Aviary.birds(["Swan"])
        let before = [left, right]
        DropPlanner.move(Aviary.birds(["Blue Jay", "Chicken"]), from: &left, to: &right, at: .end)
        let edit = Edit(before: before, after: [left, right])
        right.removeAll { $0.name == "Chicken" }

        var lists = [left, right]
        let undo = try Self.apply(edit, to: &lists)
        #expect(lists.names == [["Robin", "Blue Jay", "Cardinal"], ["Swan"]])
        #expect(undo.text == "Moved back. Above Cardinal.")
        _ = try Self.apply(undo.inverse, to: &lists, returning: false)
        #expect(lists.names == [["Robin", "Cardinal"], ["Swan", "Blue Jay"]], "the redo moves only Blue Jay")
    }

    @Test func undoOfADropWhoseBirdsTheAppAllDeletedChangesNothingAndHasNoRedo() throws {
        var right = Aviary.birds(["Swan"])
        let before = [right]
        DropPlanner.insert(Aviary.birds(["Heron"]), into: &right, at: .end)
        let edit = Edit(before: before, after: [right])
        right.removeAll { $0.name == "Heron" }
        var lists = [right]
        let undo = try Self.apply(edit, to: &lists)
        #expect(lists.names == [["Swan"]])
        #expect(undo.text == "Not moved." && undo.inverse == nil)
    }

    @Test func undoMovesBackADroppedBirdTheAppMovedToAnotherList() throws {
        var left = Aviary.birds(["Robin", "Blue Jay", "Cardinal"])
        var right = Aviary.birds(["Swan"])
        var third = Aviary.birds(["Owl"])
        let before = [left, right, third]
        DropPlanner.move(Aviary.birds(["Blue Jay"]), from: &left, to: &right, at: .end)
        let edit = Edit(before: before, after: [left, right, third])
        DropPlanner.move(Aviary.birds(["Blue Jay"]), from: &right, to: &third, at: .start)

        var lists = [left, right, third]
        let undo = try Self.apply(edit, to: &lists)
        #expect(lists.names == [["Robin", "Blue Jay", "Cardinal"], ["Swan"], ["Owl"]])
        #expect(undo.text == "Moved back. Above Cardinal.")
    }

    @Test func undoRepositionsADroppedBirdTheAppPutBackInItsListElsewhere() throws {
        var left = Aviary.birds(["Robin", "Blue Jay", "Cardinal"])
        var right = Aviary.birds(["Swan"])
        let before = [left, right]
        DropPlanner.move(Aviary.birds(["Blue Jay"]), from: &left, to: &right, at: .end)
        let edit = Edit(before: before, after: [left, right])
        DropPlanner.move(Aviary.birds(["Blue Jay"]), from: &right, to: &left, at: .end)

        var lists = [left, right]
        _ = try Self.apply(edit, to: &lists)
        #expect(lists.names == [["Robin", "Blue Jay", "Cardinal"], ["Swan"]])
    }

    @Test func undoRemovesANewBirdWhereverTheAppMovedIt() throws {
        var left = Aviary.birds(["Robin"])
        var right = Aviary.birds(["Swan"])
        let before = [left, right]
        DropPlanner.insert(Aviary.birds(["Heron"]), into: &right, at: .end)
        let edit = Edit(before: before, after: [left, right])
        DropPlanner.move(Aviary.birds(["Heron"]), from: &right, to: &left, at: .start)

        var lists = [left, right]
        let undo = try Self.apply(edit, to: &lists)
        #expect(lists.names == [["Robin"], ["Swan"]])
        #expect(undo.text == "Removed Heron.")
    }

    /// A move keeps the value the bird has now (renamed since); a bird the change removed
    /// comes back with the value it had.
    @Test func aMovedBirdKeepsItsValueAndARemovedOneComesBackFromTheStoredValue() throws {
        var left = Aviary.birds(["Robin", "Blue Jay"])
        var right = Aviary.birds(["Swan"])
        let before = [left, right]
        DropPlanner.move(Aviary.birds(["Blue Jay"]), from: &left, to: &right, at: .end)
        left.removeAll { $0.name == "Robin" }     // part of the same change: a cut
        let edit = Edit(before: before, after: [left, right])
        right[1].name = "Jay"

        var lists = [left, right]
        _ = try Self.apply(edit, to: &lists)
        #expect(lists.names == [["Robin", "Jay"], ["Swan"]])
    }

    /// A copy that gave the list the same identity a second time is taken back too.
    @Test func undoingACopyThatRepeatedAnIdentityInTheListTakesOutOneElement() throws {
        var right = Aviary.birds(["Swan", "Crow"])
        let before = [right]
        DropPlanner.insert(Aviary.birds(["Crow"]), into: &right, at: .start, skippingExisting: false)
        #expect(right.map(\.name) == ["Crow", "Swan", "Crow"])
        var lists = [right]
        let undo = try Self.apply(Edit(before: before, after: lists), to: &lists)
        #expect(lists.map { $0.map(\.id) } == [[5, 6]])
        _ = try Self.apply(undo.inverse, to: &lists, returning: false)
        #expect(lists.map { $0.map(\.id) } == [[6, 5, 6]])
    }

    /// A list past the ones the edit was made from gives back what the app moved there; a
    /// list missing from the application has nothing to give.
    @Test func listsPastTheEditsAreSearchedAndMissingListsAreNot() throws {
        var left = Aviary.birds(["Robin", "Blue Jay"])
        var right = Aviary.birds(["Swan"])
        let before = [left, right]
        DropPlanner.move(Aviary.birds(["Blue Jay"]), from: &left, to: &right, at: .end)
        let edit = try #require(Edit(before: before, after: [left, right]))

        var onlyLeft = [left]
        _ = edit.apply(to: &onlyLeft, label: nil, returning: true)
        #expect(onlyLeft.names == [["Robin"]], "Blue Jay is in no list given: as if deleted")

        var three = [left, Aviary.birds(["Swan"]), Aviary.birds(["Blue Jay"])]
        _ = edit.apply(to: &three, label: nil, returning: true)
        #expect(three.names == [["Robin", "Blue Jay"], ["Swan"], []])
    }
}

/// One list's storage for named birds; every accessor made from one box reaches the same list.
final class BirdBox {
    var birds: [FlockBird]
    private(set) var writes = 0

    init(_ names: [String]) { birds = Aviary.birds(names) }

    var names: [String] { birds.map(\.name) }

    var accessor: ListAccessor<FlockBird> {
        ListAccessor(get: { self.birds }, set: { self.birds = $0; self.writes += 1 })
    }
}
