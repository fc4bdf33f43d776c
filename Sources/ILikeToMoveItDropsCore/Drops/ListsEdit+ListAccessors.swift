extension ListsEdit {
    /// Applies the edit to the lists behind `accessors` as they are now and writes them back:
    /// an undo or redo of a drop where the app keeps its lists.
    ///
    /// It decides as the array form of `apply(to:label:labelLimit:returning:layout:)` does,
    /// against one read of every accessor, then writes **the lists that only lose elements
    /// first and the lists that get elements after them**, each from a fresh read rather than
    /// from the copy it decided on, and each at most once:
    ///
    /// 1. each list that only loses elements is read again and written without them;
    /// 2. each list that gets elements is read again, the elements leaving it are taken out,
    ///    and the items go in by their anchors, found in that fresh read;
    /// 3. each accessor that sees one of those lists again (see below) is read again and
    ///    changed alike, which finds the change already made when it is the same storage.
    ///
    /// Accessors on one storage (`movingFrom: [$birds]` on a drop into `$birds`): an edit made
    /// through the same accessors records that list once, and the application writes it
    /// through the first of them. An edit made through accessors that shared storage otherwise
    /// (or not at all) is safe too: a list whose fresh read differs from the first one was
    /// reached by an earlier write, so an element it is to get that is there already is taken
    /// out first (its value kept) and none is doubled. A list is written only when what it
    /// holds changes.
    ///
    /// ```swift
    /// // .onInsert(of: Bird.self, into: $birds, movingFrom: [$birds, $otherBirds])
    /// let lists = [birds, birds, otherBirds]                 // the accessors, as when the drop was made
    /// let (undone, redo) = undo.apply(to: lists, label: \.name, returning: true)
    /// ```
    ///
    /// - Parameters:
    ///   - accessors: The lists, in the order the edit was made from, in any aliasing.
    ///   - label: Reads an item's label, to name a neighbour or a removed item; `nil` names
    ///     none.
    ///   - labelLimit: The longest label spoken, in characters (see ``MoveLabel``).
    ///   - returning: Whether this takes a change back (an undo) rather than doing it again.
    ///   - layout: The grid the focused list is shown as; `nil` for a list.
    /// - Returns: What changed between the first read and a last read of every accessor, and
    ///   the edit that takes it back, `nil` when nothing changed.
    /// - Complexity: O(*n* log *n* + *m*) for *n* elements and *m* stored anchors; three reads
    ///   of each accessor the plan writes, two of the others.
    func apply(
        to accessors: [ListAccessor<Item>], label: ((Item) -> String)?, labelLimit: Int = MoveLabel.defaultLimit,
        returning: Bool, layout: GridMoveLayout? = nil
    ) -> (change: ListsDifference<Item.ID>, inverse: ListsEdit?) {
        let before = accessors.map(\.value)
        let plan = plan(for: before)
        let own = accessors.indices.filter { plan.mirrors[$0] == nil }
        let losing = own.filter { plan.incoming[$0].isEmpty && !plan.leaving[$0].isEmpty }
        let getting = own.filter { !plan.incoming[$0].isEmpty }
        let mirroring = accessors.indices.filter { plan.mirrors[$0] != nil && plan.changes(plan.source(of: $0)) }
        for list in losing + getting + mirroring {
            let fresh = accessors[list].value
            let reached = !fresh.lazy.map(\.id).elementsEqual(before[list].lazy.map(\.id))
            let written = rebuilt(fresh, occurrences: Self.occurrences(of: fresh), list: plan.source(of: list),
                                  plan: plan, takingOutIncoming: reached)
            if !written.lazy.map(\.id).elementsEqual(fresh.lazy.map(\.id)) { accessors[list].value = written }
        }
        return Self.result(before: before, after: accessors.map(\.value), touched: plan.touched, label: label,
                           labelLimit: labelLimit, returning: returning, layout: layout)
    }
}
