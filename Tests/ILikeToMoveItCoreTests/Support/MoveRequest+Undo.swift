@testable import ILikeToMoveItCore

extension MoveRequest {
    /// The undo a selection move registers, for a move of the items `moving` whose
    /// permutation is `permutation` of a list whose identities were `before`: the selected
    /// elements that changed place go back between their old neighbours.
    static func undo(of permutation: MovePermutation, before: [ID], moving: Set<ID>, focus: ID? = nil) -> MoveRequest {
        var moved = [Bool](repeating: false, count: before.count)
        for (offset, source) in permutation.sources.enumerated() where source != offset && moving.contains(before[source]) {
            moved[source] = true
        }
        return MoveRequest(.restore(MoveRun.runs(of: before, moved: moved), focus: focus))
    }
}

extension MoveRequest {
    /// Puts the item into the section at `section` at `offset`, both clamped, whatever its
    /// neighbours: a section undo with no neighbour or section name to find.
    static func place(_ id: ID, inSection section: Int, at offset: Int) -> MoveRequest {
        MoveRequest(.placeInSection(id, MovePlacement(offset: offset), section: nil, index: section))
    }
}
