#if canImport(AppKit) && !targetEnvironment(macCatalyst)
@preconcurrency import AppKit
import ILikeToMoveItCore
import ILikeToMoveItDataSource

/// What the AppKit hands of a moveable list ask of its view, a table view or a collection
/// view: one name for each thing the two spell differently. Each is a plain call to AppKit.
///
/// A place in the view is an `IndexPath`: a collection view's item index path, or a table
/// view's row as `IndexPath(item: row, section: 0)` (a table has one run of rows, in which a
/// diffable data source's section headers, when it shows them, are rows too).
@MainActor
protocol AppKitListView: NSView {
    /// The view of the item at `place` — a table's row view, a collection view item's view —
    /// if it exists now.
    func listItemView(at place: IndexPath) -> NSView?
    /// The place of the item whose view is `view` or holds it; `nil` outside this view.
    func listPlace(of view: NSView) -> IndexPath?
    /// Scrolls the least amount that shows the item at `place`.
    func reveal(_ place: IndexPath)
    /// Whether the view lets the item at `place` be selected.
    func canSelect(_ place: IndexPath) -> Bool
    /// Makes the item at `place` the only one selected.
    func select(_ place: IndexPath)
    /// The place of the selected item when exactly one is selected.
    var selectedPlace: IndexPath? { get }
    /// Moves the items of one section of `count` items as `move` does, the app's data source
    /// already holding the new order; `completion` runs when the view shows the change.
    func moveListRows(
        _ move: IndexSetMove, count: Int, inSection section: Int, completion: @escaping @MainActor () -> Void)
}

extension NSTableView: AppKitListView {
    func listItemView(at place: IndexPath) -> NSView? {
        guard (0..<numberOfRows).contains(place.item) else { return nil }
        return rowView(atRow: place.item, makeIfNecessary: false)
    }

    func listPlace(of view: NSView) -> IndexPath? {
        let row = row(for: view)
        return row >= 0 ? IndexPath(item: row, section: 0) : nil
    }

    func reveal(_ place: IndexPath) {
        guard (0..<numberOfRows).contains(place.item) else { return }
        scrollRowToVisible(place.item)
    }

    func canSelect(_ place: IndexPath) -> Bool {
        guard (0..<numberOfRows).contains(place.item) else { return false }
        return delegate?.tableView?(self, shouldSelectRow: place.item) ?? true
    }

    func select(_ place: IndexPath) {
        selectRowIndexes(IndexSet(integer: place.item), byExtendingSelection: false)
    }

    var selectedPlace: IndexPath? {
        guard selectedRowIndexes.count == 1, let row = selectedRowIndexes.first else { return nil }
        return IndexPath(item: row, section: 0)
    }

    func moveListRows(
        _ move: IndexSetMove, count: Int, inSection section: Int, completion: @escaping @MainActor () -> Void
    ) {
        // A table applies each `moveRow(at:to:)` in turn, also between `beginUpdates()` and
        // `endUpdates()`, so its moves are counted one after another. Its batch of updates has
        // no completion: the rows are in their new places when `endUpdates()` returns (the
        // animation of their frames goes on by itself).
        beginUpdates()
        for step in move.sequentialMoves(count: count) { moveRow(at: step.from, to: step.to) }
        endUpdates()
        completion()
    }
}

extension NSCollectionView: AppKitListView {
    func listItemView(at place: IndexPath) -> NSView? {
        item(at: place)?.view
    }

    func listPlace(of view: NSView) -> IndexPath? {
        for item in visibleItems() where view === item.view || view.isDescendant(of: item.view) {
            return indexPath(for: item)
        }
        return nil
    }

    func reveal(_ place: IndexPath) {
        guard let frame = layoutAttributesForItem(at: place)?.frame else { return }
        scrollToVisible(frame)
    }

    func canSelect(_ place: IndexPath) -> Bool {
        isSelectable && place.section < numberOfSections && place.item < numberOfItems(inSection: place.section)
    }

    func select(_ place: IndexPath) {
        selectionIndexPaths = [place]
    }

    var selectedPlace: IndexPath? {
        selectionIndexPaths.count == 1 ? selectionIndexPaths.first : nil
    }

    func moveListRows(
        _ move: IndexSetMove, count: Int, inSection section: Int, completion: @escaping @MainActor () -> Void
    ) {
        // A collection view's batch counts each move's start before the batch and its end after.
        let moves = move.movedElements(count: count)
        performBatchUpdates({
            for move in moves {
                self.moveItem(at: IndexPath(item: move.from, section: section), to: IndexPath(item: move.to, section: section))
            }
        }, completionHandler: { _ in Task { @MainActor in completion() } })
    }
}
#endif
