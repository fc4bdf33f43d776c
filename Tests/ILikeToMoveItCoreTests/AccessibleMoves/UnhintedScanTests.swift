@testable import ILikeToMoveItCore
import Testing

/// A new `AccessibleMoves` has no hint, so it searches the list for the item. Contiguous
/// storage is searched with a loop of its own: for `init(id:)` with a struct's stored
/// property (or the element itself, `\.self`), reading each identity in place at its offset;
/// otherwise calling the identity closure (the `id` of `Identifiable` elements, a computed
/// key path, class elements). Lists without contiguous storage use `firstIndex(where:)`.
/// Every way must find the same element as `firstIndex(where:)`, and a selection move must
/// read the same identities.
@Suite struct UnhintedScanTests {
    /// An element whose identity is a stored property after other stored properties, so the
    /// identity sits at a non-zero offset; `tag` is a small, oddly aligned field before it.
    struct Row: Identifiable, Equatable {
        var tag: Int8
        var name: String
        var id: String
        var code: Int8
        var label: String { name }
        var computedID: String { id }
    }

    final class Box {
        let id: Int
        init(id: Int) { self.id = id }
    }

    /// Every list of up to 11 rows whose identities come from a pool of 4 (so identities
    /// repeat), and every identity of the pool plus one missing: the first row with the
    /// identity moves to the top, as with a reference built on `firstIndex(where:)`.
    @Test(arguments: 0...11)
    func everyInitFindsTheFirstElementWithTheIdentity(count: Int) {
        let pool = ["a", "b", "c", "d"]
        for seed in 0..<7 {
            let rows = (0..<count).map { index in
                Row(tag: Int8(index), name: "n\(index)", id: pool[(index * (seed + 1) + seed) % pool.count], code: Int8(-index))
            }
            for target in pool + ["missing"] {
                let expected = Self.reference(rows, target)
                #expect(Self.moved(rows, target, AccessibleMoves<Row, String>(label: \.label)) == expected)
                #expect(Self.moved(rows, target, AccessibleMoves<Row, String>(id: \.id, label: \.label)) == expected)
                #expect(Self.moved(rows, target, AccessibleMoves<Row, String>(id: \.computedID, label: \.label)) == expected)
                let codes = rows.map(\.code)
                var codeMoves = AccessibleMoves<Int8, Int8>(id: \.self)
                var movedCodes = codes
                let code = rows.first { $0.id == target }?.code ?? 99
                codeMoves.perform(.item(code, .toTop), on: &movedCodes)
                #expect(movedCodes == Self.reference(codes, code))
            }
        }
    }

    /// A selection move reads every identity (in place for a stored property at a non-zero
    /// offset, through the key path for a computed one): both gather the selected rows at
    /// the top in their order, as filtering the list does.
    @Test(arguments: 0...9)
    func aSelectionReadsEveryIdentityInPlace(count: Int) {
        let rows = (0..<count).map { Row(tag: Int8($0), name: "n\($0)", id: "r\($0 % 4)", code: 0) }
        for selected: Set<String> in [[], ["r1"], ["r0", "r3"], ["r1", "r2", "missing"]] {
            var stable = rows.filter { selected.contains($0.id) }
            stable += rows.filter { !selected.contains($0.id) }
            for moves in [AccessibleMoves<Row, String>(id: \.id), AccessibleMoves<Row, String>(id: \.computedID)] {
                var list = rows, moves = moves
                moves.perform(.selection(selected, .toTop), on: &list)
                #expect(list == stable, "\(selected) in \(rows.map(\.id))")
            }
        }
    }

    /// A slice keeps its own indices: the item found in a slice that does not start at 0 is
    /// moved within the slice, and the scan's offset is counted from the slice's start.
    @Test func aSliceIsSearchedFromItsStart() {
        let rows = (0..<9).map { Row(tag: 0, name: "n\($0)", id: "r\($0)", code: 0) }
        var slice = rows[3..<8]
        var moves = AccessibleMoves<Row, String>(id: \.id)
        let step = moves.perform(.item("r6", .toTop), on: &slice)
        #expect(slice.map(\.id) == ["r6", "r3", "r4", "r5", "r7"])
        #expect(step.focus == "r6")
        #expect(moves.perform(.item("r1", .toTop), on: &slice).inverse == nil, "outside the slice")
    }

    /// Class elements have no stored offset: the key path reads each identity.
    @Test func classElementsAreFoundThroughTheKeyPath() {
        let boxes = (0..<6).map { Box(id: $0 % 3) }
        for target in 0...3 {
            var list = boxes
            var moves = AccessibleMoves<Box, Int>(id: \.id)
            moves.perform(.item(target, .toTop), on: &list)
            let expected = Self.reference(boxes.map(ObjectIdentifier.init), boxes.first { $0.id == target }.map(ObjectIdentifier.init))
            #expect(list.map(ObjectIdentifier.init) == expected)
        }
    }

    /// `rows` after moving the first row with identity `target` to the top (unchanged when
    /// there is none), found with `firstIndex(where:)`.
    static func reference<Element: Equatable>(_ rows: [Element], _ target: Element?) -> [Element] {
        var rows = rows
        if let target, let index = rows.firstIndex(where: { $0 == target }) {
            rows.insert(rows.remove(at: index), at: 0)
        }
        return rows
    }

    static func reference(_ rows: [Row], _ target: String) -> [Row] {
        var rows = rows
        if let index = rows.firstIndex(where: { $0.id == target }) {
            rows.insert(rows.remove(at: index), at: 0)
        }
        return rows
    }

    static func moved(_ rows: [Row], _ target: String, _ moves: AccessibleMoves<Row, String>) -> [Row] {
        var rows = rows, moves = moves
        moves.perform(.item(target, .toTop), on: &rows)
        return rows
    }
}
