@testable import ILikeToMoveItCore
@testable import ILikeToMoveItDropsCore
import Testing
@testable import DemoKit

/// Thousands of seeded random sequences over two lists: single moves, selection moves, undo
/// by identity, drags between the lists through `CarriedItems` (several in flight, loads
/// finishing in any order, failures, cancellations) and edits made while loads are pending.
///
/// After every step: no identity is duplicated, none is lost, none appears unless it was
/// added on purpose, and each step changed only what it asked for.
@Suite struct ListModelTests {
    /// A drag in flight and what the test knows about it.
    struct Drag {
        var session: CarriedItems<Token, Side>
        /// For each slot, the token its load delivers (a fresh identity for copies and
        /// external drops, the original otherwise).
        var payload: [Token]
        var pending: [Int]
    }

    @Test(arguments: 0..<8 as Range<UInt64>)
    func randomSequencesKeepEveryItemExactlyOnce(seed: UInt64) throws {
        var random = SplitMix64(seed: 0x5EED_0000 + seed)
        for sequence in 0..<250 {
            var world = TwoListModel(left: Int.random(in: 0...7, using: &random), right: Int.random(in: 0...7, using: &random))
            var drags: [Drag] = []
            // Each list's moves, kept across the sequence: the item moved last is found through
            // their hint, which edits and drags in between make stale.
            var moves: [Side: AccessibleMoves<Token, Int>] = [.left: AccessibleMoves(), .right: AccessibleMoves()]
            var undoable: [(side: Side, undo: MoveRequest<Int>)] = []
            for step in 0..<30 {
                let before = world.lists
                let context = "seed \(seed) sequence \(sequence) step \(step)"
                let side: Side = Bool.random(using: &random) ? .left : .right
                let ids = world.lists[side]!.ids
                switch Int.random(in: 0..<10, using: &random) {
                case 0:
                    // A single move of an item that may be missing, by a distance that may be absurd.
                    let id = ids.randomElement(using: &random) ?? 999
                    let action = Self.randomAction(using: &random)
                    let step = moves[side]!.perform(.item(id, action), on: &world.lists[side]!)
                    #expect(world.lists[side]!.ids == referenceMove(ids, moving: id, action), "\(context): move \(id) \(action)")
                    #expect(step.isEmpty == (world.lists[side]!.ids == ids), "\(context): move \(id) \(action)")
                    if let back = step.inverse { undoable.append((side, back)) }
                case 1:
                    let selected = Set(ids.filter { _ in Int.random(in: 0..<3, using: &random) == 0 } + [999])
                    let action = Self.randomAction(using: &random)
                    let step = moves[side]!.perform(.selection(selected, action), on: &world.lists[side]!)
                    #expect(world.lists[side]!.ids == referenceSelectionMove(ids, selected, action), "\(context): selection \(action)")
                    var restored = world.lists[side]!
                    if let undo = step.inverse { moves[side]!.perform(undo, on: &restored) }
                    #expect(restored.ids == ids, "\(context): selection undo")
                case 2:
                    // Undo an earlier move by identity, whatever happened since: it only reorders.
                    guard let entry = undoable.popLast() else { break }
                    moves[entry.side]!.perform(entry.undo, on: &world.lists[entry.side]!)
                    #expect(world.lists[entry.side]!.ids.sorted() == before[entry.side]!.ids.sorted(), "\(context): undo")
                case 3 where drags.count < 2:
                    drags.append(Self.startDrag(in: &world, using: &random))
                case 4, 5:
                    // A load finishes: any drag, any pending slot.
                    guard let index = drags.indices.randomElement(using: &random),
                          let slot = drags[index].pending.randomElement(using: &random) else { break }
                    drags[index].pending.removeAll { $0 == slot }
                    let result: Result<Token, ItemProviderError> = Int.random(in: 0..<6, using: &random) == 0
                        ? .failure(.cancelled(type: nil)) : .success(drags[index].payload[slot])
                    drags[index].session.receive(result, at: slot)
                    if drags[index].session.isReadyToComplete {
                        Self.complete(drags.remove(at: index), in: &world, context: context)
                    }
                case 6:
                    // The user gives up on a drag; a late load for it is ignored.
                    guard let index = drags.indices.randomElement(using: &random) else { break }
                    var drag = drags.remove(at: index)
                    drag.session.cancel()
                    let late = drag.session.receive(.success(Token(id: world.freshID())), at: 0)
                    var lists = world.lists
                    #expect(!late && drag.session.complete(in: &lists) == nil && lists == world.lists, "\(context): cancelled drag")
                default:
                    Self.randomEdit(&world, side: side, using: &random)
                }
                if let violation = world.violation() {
                    Issue.record("\(context): \(violation): \(before) → \(world.lists)")
                    return
                }
            }
        }
    }

    static func randomAction(using random: inout SplitMix64) -> AccessibilityMoveAction {
        let distance = [Int.min, -1, 0, 1, 1, 2, 3, 9, Int.max].randomElement(using: &random)!
        return [.up(distance), .down(distance), .toTop, .toBottom].randomElement(using: &random)!
    }

    /// Picks up items (or starts an external drop), aims and lets go.
    static func startDrag(in world: inout TwoListModel, using random: inout SplitMix64) -> Drag {
        let external = Int.random(in: 0..<5, using: &random) == 0
        let source: Side = Bool.random(using: &random) ? .left : .right
        let destination: Side = Bool.random(using: &random) ? .left : .right
        let operation: DropOperation = Int.random(in: 0..<4, using: &random) == 0 ? .copy : .move
        var picked = world.lists[source]!.ids.filter { _ in Bool.random(using: &random) }.shuffled(using: &random)
        if external { picked = (0..<Int.random(in: 1...3, using: &random)).map { _ in world.freshID() } }
        var session = CarriedItems<Token, Side>(pickingUp: picked, from: external ? nil : source, operation: operation)
        let anchor = world.lists[destination]!.ids.randomElement(using: &random) ?? 999
        let targets: [DropTarget<Int>] = [
            .start, .end, .before(anchor), .after(anchor), .index(.min), .index(.max),
            .index(Int.random(in: -2...9, using: &random)),
        ]
        session.aim(at: destination, targets.randomElement(using: &random)!)
        session.drop(loading: picked.count)
        // Copies get fresh identities, as an app gives its copies; moves carry the originals.
        let payload = picked.map { id in Token(id: operation == .copy && !external ? world.freshID() : id) }
        return Drag(session: session, payload: payload, pending: Array(picked.indices))
    }

    /// Completes a drag and checks it against the model, which it updates.
    static func complete(_ drag: Drag, in world: inout TwoListModel, context: String) {
        var session = drag.session
        let before = world.lists
        guard let outcome = session.complete(in: &world.lists), let destination = session.destination else {
            Issue.record("\(context): a ready drag did not complete")
            return
        }
        let delivered = zip(drag.payload, session.results).compactMap { token, result in
            if case .success? = result { token.id } else { nil }
        }
        #expect(Set(outcome.inserted).isSubset(of: delivered), "\(context): inserted \(outcome.inserted), delivered \(delivered)")
        for id in delivered {
            #expect(world.lists[destination]!.ids.contains(id), "\(context): \(id) missing from \(destination)")
        }
        // Items the drag did not carry stay in their list, in their order.
        for side in [Side.left, .right] {
            let untouched = { (tokens: [Token]) in tokens.ids.filter { !delivered.contains($0) } }
            #expect(untouched(world.lists[side]!) == untouched(before[side]!), "\(context): \(side) disturbed")
        }
        // A move brings back an original deleted while loading (the drop asked for it);
        // copies and external drops add their new identities.
        world.added(delivered)
    }

    /// Inserts, deletes, reorders or moves an item across, as an app might while loads run.
    static func randomEdit(_ world: inout TwoListModel, side: Side, using random: inout SplitMix64) {
        let other: Side = side == .left ? .right : .left
        var list = world.lists[side]!
        switch Int.random(in: 0..<4, using: &random) {
        case 0 where !list.isEmpty:
            let removed = list.remove(at: Int.random(in: list.indices, using: &random))
            world.removed(removed.id)
        case 1:
            let id = world.freshID()
            list.insert(Token(id: id), at: Int.random(in: 0...list.count, using: &random))
            world.added([id])
        case 2 where list.count > 1:
            list.swapAt(Int.random(in: list.indices, using: &random), Int.random(in: list.indices, using: &random))
        case 3 where !list.isEmpty:
            world.lists[other]!.append(list.remove(at: Int.random(in: list.indices, using: &random)))
        default:
            break
        }
        world.lists[side] = list
    }
}
