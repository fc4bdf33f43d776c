@testable import ILikeToMoveItCore
@testable import ILikeToMoveItDropsCore
import Testing

/// ``ListsEdit`` over random drops through the real `DropPlanner.place` over accessors, in
/// every aliasing, then chains of undo and redo with random changes by the app in between,
/// checked against a reference written from the rules in the type's documentation.
@Suite struct ListsEditRandomTests {
    typealias Edit = ListsEdit<Token>

    /// Three lists' storages, and the accessors a drop modifier holds: the destination, then
    /// its sources (repeats allowed, the destination among them or not).
    struct World {
        var boxes: [ListBox]
        var accessorBoxes: [Int]
        var nextID = 100

        var accessors: [ListAccessor<Token>] { accessorBoxes.map { boxes[$0].accessor } }
        var contents: [[Int]] { boxes.map(\.ids) }
        /// The boxes the accessors reach, each once.
        var reached: [Int] { Array(Set(accessorBoxes)).sorted() }

        mutating func fresh() -> Int {
            defer { nextID += 1 }
            return nextID
        }
    }

    /// What `edit` must leave in every box, by the rules of ``ListsEdit``, when identities
    /// are distinct across the boxes: elements with an affected identity leave wherever they
    /// are; those the boxes held before the change come back to their box, if some box holds
    /// them now or the change removed them, by their anchors (the unaffected items around
    /// them): right after the one before, else right before the one after, else at their old
    /// offset, clamped.
    ///
    /// - Parameters:
    ///   - before: Each reached box before the change the edit takes back.
    ///   - after: Each reached box after it.
    ///   - now: Every box now.
    ///   - affected: The identities the edit takes out or puts back.
    static func reference(before: [Int: [Int]], after: [Int: [Int]], now: [[Int]], affected: Set<Int>) -> [[Int]] {
        let held = Set(now.joined())
        let afterwards = Set(after.values.joined())
        var result = now.map { $0.filter { !affected.contains($0) } }
        for box in before.keys.sorted() {
            let old = before[box] ?? []
            let anchors = old.filter { !affected.contains($0) }
            let skeleton = result[box]
            var arriving: [(spot: Int, rank: Int, id: Int)] = []
            let returning = old.enumerated().filter { affected.contains($0.element) && (held.contains($0.element) || !afterwards.contains($0.element)) }
            // The old offset of the first returning item between the same two anchors.
            var firstRank: [Int: Int] = [:]
            for (rank, _) in returning {
                let gap = old[..<rank].filter { !affected.contains($0) }.count
                firstRank[gap] = min(firstRank[gap] ?? rank, rank)
            }
            for (rank, id) in returning {
                let gap = old[..<rank].filter { !affected.contains($0) }.count
                // Right after the anchor that preceded it; else right before the one that
                // followed it; else at its old offset, clamped.
                let spot: Int
                if gap > 0, let offset = skeleton.firstIndex(of: anchors[gap - 1]) {
                    spot = offset + 1
                } else if gap < anchors.count, let offset = skeleton.firstIndex(of: anchors[gap]) {
                    spot = offset
                } else {
                    spot = min(firstRank[gap] ?? rank, skeleton.count)
                }
                arriving.append((spot, rank, id))
            }
            for entry in arriving.sorted(by: { ($0.spot, $0.rank) > ($1.spot, $1.rank) }) {
                result[box].insert(entry.id, at: entry.spot)
            }
        }
        return result
    }

    /// A random drop: a destination, sources in any arrangement, dropped identities (failed
    /// loads, repeats, new items and items of the reached lists among them) and a target.
    /// Identities stay distinct across the boxes: a copy only brings new items.
    static func randomDrop(in world: inout World, using random: inout SplitMix64) {
        let destination = Int(random.next() % 3)
        let sources = (0..<Int(random.next() % 4)).map { _ in Int(random.next() % 3) }
        world.accessorBoxes = [destination] + sources
        let reachedIDs = world.reached.flatMap { world.boxes[$0].ids }
        let candidates = sources.isEmpty ? world.boxes[destination].ids : reachedIDs
        let failure = ItemProviderError.unsupportedType(itemType: "Token", type: "public.data")
        let results: [Result<Token, ItemProviderError>] = (0..<Int(random.next() % 5)).map { _ in
            switch random.next() % 6 {
            case 0: .failure(failure)
            case 1, 2: .success(Token(id: world.fresh()))
            default: candidates.isEmpty ? .success(Token(id: world.fresh()))
                : .success(Token(id: candidates[Int(random.next() % UInt64(candidates.count))]))
            }
        }
        let all = Array(world.contents.joined())
        let anchor = all.isEmpty ? 0 : all[Int(random.next() % UInt64(all.count))]
        let target: DropTarget<Int> = switch random.next() % 5 {
        case 0: .before(anchor)
        case 1: .after(anchor)
        case 2: .index(Int(random.next() % 8) - 1)
        case 3: .start
        default: .end
        }
        DropPlanner.place(results, into: world.boxes[destination].accessor, at: target,
                          movingFrom: sources.map { world.boxes[$0].accessor })
    }

    /// Random changes by the app: new items, and unaffected items removed or moved anywhere;
    /// with `touchingAffected`, affected items deleted or moved to another reached box too.
    static func randomAppChanges(
        to world: inout World, sparing affected: Set<Int>, touchingAffected: Bool, using random: inout SplitMix64
    ) {
        for _ in 0..<Int(random.next() % 4) {
            let box = Int(random.next() % 3)
            let list = world.boxes[box].tokens
            let unaffected = list.indices.filter { !affected.contains(list[$0].id) }
            let touched = list.indices.filter { affected.contains(list[$0].id) }
            switch random.next() % 6 {
            case 0, 1:
                world.boxes[box].tokens.insert(Token(id: world.fresh()), at: Int(random.next() % UInt64(list.count + 1)))
            case 2 where !unaffected.isEmpty:
                world.boxes[box].tokens.remove(at: unaffected[Int(random.next() % UInt64(unaffected.count))])
            case 3 where !unaffected.isEmpty:
                let token = world.boxes[box].tokens.remove(at: unaffected[Int(random.next() % UInt64(unaffected.count))])
                let to = Int(random.next() % 3)
                world.boxes[to].tokens.insert(token, at: Int(random.next() % UInt64(world.boxes[to].tokens.count + 1)))
            case 4 where touchingAffected && !touched.isEmpty:
                world.boxes[box].tokens.remove(at: touched[Int(random.next() % UInt64(touched.count))])
            case 5 where touchingAffected && !touched.isEmpty:
                let token = world.boxes[box].tokens.remove(at: touched[Int(random.next() % UInt64(touched.count))])
                let reached = world.reached
                let to = reached[Int(random.next() % UInt64(reached.count))]
                world.boxes[to].tokens.insert(token, at: Int(random.next() % UInt64(world.boxes[to].tokens.count + 1)))
            default:
                break
            }
        }
    }

    /// The reached boxes' contents in a snapshot taken through the accessors.
    static func byBox(_ snapshot: [[Token]], accessorBoxes: [Int]) -> [Int: [Int]] {
        var boxes: [Int: [Int]] = [:]
        for (accessor, box) in accessorBoxes.enumerated() where boxes[box] == nil { boxes[box] = snapshot[accessor].ids }
        return boxes
    }

    /// Boxes by number, in order (a dictionary's own description follows its hashing).
    static func describe(_ boxes: [Int: [Int]]) -> String {
        boxes.keys.sorted().map { "\($0): \(boxes[$0] ?? [])" }.joined(separator: ", ")
    }

    /// Applies `edit` through the world's accessors and through the array form, which must
    /// agree, and returns what the accessors gave.
    static func apply(
        _ edit: Edit, in world: World, returning: Bool, context: String, sourceLocation: SourceLocation = #_sourceLocation
    ) -> (change: ListsDifference<Int>, inverse: Edit?) {
        var arrays = world.accessors.map(\.value)
        let byArrays = edit.apply(to: &arrays, label: nil, returning: returning)
        let byAccessors = edit.apply(to: world.accessors, label: nil, returning: returning)
        #expect(world.accessors.map(\.value.ids) == arrays.map(\.ids), "array form: \(context)", sourceLocation: sourceLocation)
        #expect(byAccessors.change.announcement == byArrays.change.announcement
                && byAccessors.change.focus == byArrays.change.focus, "\(context)", sourceLocation: sourceLocation)
        return byAccessors
    }

    /// With nothing changed in between, undo gives back exactly the lists before the drop and
    /// redo exactly the lists after it, however many times, through every aliasing; with
    /// random changes by the app in between, every step matches the reference, duplicates and
    /// loses nothing, and keeps the unaffected items in order.
    @Test(arguments: [7, 30, 2026] as [UInt64])
    func undoAndRedoChainsAfterRandomDropsMatchTheReference(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        for trial in 0..<150 {
            let ids = Array(0..<Int(random.next() % 10)).shuffled(using: &random)
            let cut1 = Int(random.next() % UInt64(ids.count + 1))
            let cut2 = cut1 + Int(random.next() % UInt64(ids.count - cut1 + 1))
            var world = World(boxes: [Array(ids[..<cut1]), Array(ids[cut1..<cut2]), Array(ids[cut2...])].map(ListBox.init),
                              accessorBoxes: [])
            let start = world.contents
            Self.randomDrop(in: &world, using: &random)
            let accessorBefore = world.accessorBoxes.map { [Token](ids: start[$0]) }
            let accessorAfter = world.accessors.map(\.value)
            var context = "trial \(trial): \(start) → \(world.contents), accessors on boxes \(world.accessorBoxes)"

            guard var edit = Edit(before: accessorBefore, after: accessorAfter) else {
                #expect(accessorBefore.map(\.ids) == accessorAfter.map(\.ids), "no edit for a change: \(context)")
                continue
            }
            // Undo, redo, undo, redo: exactly the snapshots, each time.
            for step in 0..<4 {
                let undoing = step.isMultiple(of: 2)
                let (_, inverse) = Self.apply(edit, in: world, returning: undoing, context: "\(context), step \(step)")
                #expect(world.accessors.map(\.value.ids) == (undoing ? accessorBefore : accessorAfter).map(\.ids), "\(context), step \(step)")
                guard let inverse else {
                    Issue.record("no inverse: \(context), step \(step)")
                    break
                }
                edit = inverse
            }

            // The same chain, with changes by the app before each step.
            var made = (before: Self.byBox(accessorBefore, accessorBoxes: world.accessorBoxes),
                        after: Self.byBox(accessorAfter, accessorBoxes: world.accessorBoxes))
            for step in 0..<6 {
                let affected = edit.identities
                Self.randomAppChanges(to: &world, sparing: affected, touchingAffected: random.next() % 3 == 0, using: &random)
                let now = world.contents
                context = "trial \(trial) step \(step): \(Self.describe(made.before)) → \(Self.describe(made.after)), now \(now), "
                    + "accessors on \(world.accessorBoxes)"
                let expected = Self.reference(before: made.before, after: made.after, now: now, affected: affected)
                let snapshot = world.accessors.map(\.value)
                let (_, inverse) = Self.apply(edit, in: world, returning: step.isMultiple(of: 2), context: context)
                let result = world.contents
                #expect(result == expected, "\(context)")

                let all = result.joined()
                #expect(Set(all).count == all.count, "an identity doubled: \(result), \(context)")
                let added = Set(made.after.values.joined()).subtracting(made.before.values.joined())
                let removed = Set(made.before.values.joined()).subtracting(made.after.values.joined())
                #expect(Set(all) == Set(now.joined()).subtracting(added).union(removed), "lost or kept: \(result), \(context)")
                for box in result.indices {
                    #expect(result[box].filter { !affected.contains($0) } == now[box].filter { !affected.contains($0) },
                            "unaffected items moved in box \(box): \(result), \(context)")
                }

                guard let inverse else {
                    #expect(result == now, "\(context)")
                    break
                }
                made = (Self.byBox(snapshot, accessorBoxes: world.accessorBoxes),
                        Self.byBox(world.accessors.map(\.value), accessorBoxes: world.accessorBoxes))
                edit = inverse
            }
        }
    }

    /// Copies that repeat identities, in another list or in the same one (`skippingExisting:
    /// false`): undo and redo give the snapshots back exactly; with unrelated changes in
    /// between, each list's affected elements are exactly those of the snapshot it goes back
    /// to, and its other elements are those of now, in order.
    @Test(arguments: [3, 99] as [UInt64])
    func copiesThatRepeatIdentitiesUndoAndRedoExactly(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        for trial in 0..<300 {
            var lists = (0..<3).map { _ in (0..<Int(random.next() % 5)).map { _ in Token(id: Int(random.next() % 6)) } }
            let start = lists
            let destination = Int(random.next() % 3)
            let copies = (0..<1 + Int(random.next() % 3)).map { _ in Token(id: Int(random.next() % 8)) }
            let at = Int(random.next() % UInt64(lists[destination].count + 1))
            DropPlanner.insert(copies, into: &lists[destination], at: .index(at), skippingExisting: random.next() % 2 == 0)
            let finish = lists
            let context = "trial \(trial): \(start.map(\.ids)) → \(finish.map(\.ids))"
            guard var edit = Edit(before: start, after: finish) else {
                #expect(start.map(\.ids) == finish.map(\.ids), "\(context)")
                continue
            }
            for step in 0..<4 {
                let undoing = step.isMultiple(of: 2)
                guard let inverse = edit.apply(to: &lists, label: nil, returning: undoing).inverse else {
                    Issue.record("no inverse: \(context), step \(step)")
                    break
                }
                #expect(lists.map(\.ids) == (undoing ? start : finish).map(\.ids), "\(context), step \(step)")
                edit = inverse
            }

            // Undo again after unrelated changes: new items anywhere, unaffected ones removed.
            let affected = edit.identities
            for _ in 0..<Int(random.next() % 4) {
                let list = Int(random.next() % 3)
                let unaffected = lists[list].indices.filter { !affected.contains(lists[list][$0].id) }
                if random.next() % 2 == 0 || unaffected.isEmpty {
                    lists[list].insert(Token(id: 100 + trial), at: Int(random.next() % UInt64(lists[list].count + 1)))
                } else {
                    lists[list].remove(at: unaffected[Int(random.next() % UInt64(unaffected.count))])
                }
            }
            let now = lists
            _ = edit.apply(to: &lists, label: nil, returning: true)
            for list in lists.indices {
                #expect(lists[list].ids.filter(affected.contains) == start[list].ids.filter(affected.contains),
                        "\(context), now \(now.map(\.ids)), list \(list): \(lists[list].ids)")
                #expect(lists[list].ids.filter { !affected.contains($0) } == now[list].ids.filter { !affected.contains($0) },
                        "\(context), now \(now.map(\.ids)), list \(list): \(lists[list].ids)")
            }
        }
    }

    /// Large lists: a drop of a thousand items between two lists of fifty thousand, its
    /// undo and its redo, each well within what a quadratic algorithm would take.
    @Test func largeListsAreNotQuadratic() throws {
        let count = 50_000
        var left = [Token](ids: Array(0..<count))
        var right = [Token](ids: Array(count..<(2 * count)))
        let moving = [Token](ids: Array(stride(from: 7, to: count, by: count / 1_000)))
        let before = [left, right]
        DropPlanner.move(moving, from: &left, to: &right, at: .before(count + count / 2))
        let after = [left, right]
        var lists = after
        let clock = ContinuousClock()
        let elapsed = try clock.measure {
            let edit = try #require(Edit(before: before, after: after))
            let redo = try #require(edit.apply(to: &lists, label: nil, returning: true).inverse)
            #expect(lists.map(\.ids) == before.map(\.ids))
            _ = redo.apply(to: &lists, label: nil, returning: false)
            #expect(lists.map(\.ids) == after.map(\.ids))
        }
        // Quadratic work here is billions of steps (minutes); the linear-logarithmic work takes
        // about three seconds unoptimised on a loaded machine.
        #expect(elapsed < .seconds(30), "\(elapsed)")
    }
}
