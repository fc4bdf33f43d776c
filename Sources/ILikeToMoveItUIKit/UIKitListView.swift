#if canImport(UIKit) && !os(watchOS)
// The iOS 15 and 16 SDKs declare parts of UIKit without Sendable annotations; later SDKs add them.
@preconcurrency import UIKit
import ILikeToMoveItCore

/// What the UIKit hands of a moveable list ask of its view, a collection view or a table view:
/// what the two share, and one name for each thing they spell differently. Each is a plain
/// call to UIKit.
@MainActor
protocol UIKitListView: UIScrollView {
    /// How many sections the view shows.
    var numberOfSections: Int { get }
    /// How many items the view shows in `section`.
    func listItemCount(inSection section: Int) -> Int
    /// The cell shown at `indexPath`, if it exists now.
    func listCell(at indexPath: IndexPath) -> UIView?
    /// The index path of a cell of this view; `nil` for any other view.
    func listIndexPath(of cell: UIView) -> IndexPath?
    /// The frame of the item at `indexPath` in the view's coordinates, if it has one.
    func listFrame(at indexPath: IndexPath) -> CGRect?
    /// Animates the changes `updates` makes as one batch; `completion` runs when it is done.
    func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?)
    /// Moves the item at `indexPath` to `newIndexPath`, inside a batch of updates.
    func moveListItem(at indexPath: IndexPath, to newIndexPath: IndexPath)
    /// The cells the view shows now.
    var visibleListCells: [UIView] { get }
    /// Whether items can be dragged out of the view now: it has a drag delegate and its drag
    /// interaction is enabled (by default on iPad, not on iPhone), or the app added an enabled
    /// `UIDragInteraction` to it.
    var startsListDrags: Bool { get }
    /// Whether the view takes drops: it has a drop delegate, or a `UIDropInteraction`.
    var takesListDrops: Bool { get }
}

extension UIKitListView {
    /// Scrolls the least amount, without animation, that shows the whole item at `indexPath`,
    /// so that its cell exists when this returns.
    func reveal(_ indexPath: IndexPath) {
        guard let frame = listFrame(at: indexPath) else { return }
        scrollRectToVisible(frame, animated: false)
        layoutIfNeeded()
    }

    /// Moves rows of one section as one batch of updates, the app's data source already
    /// holding the new order; `completion` runs when the update is done.
    func moveListRows(_ moves: [OffsetMove], inSection section: Int, completion: @escaping @MainActor () -> Void) {
        performBatchUpdates({
            for move in moves {
                self.moveListItem(at: IndexPath(item: move.from, section: section), to: IndexPath(item: move.to, section: section))
            }
        }, completion: { _ in Task { @MainActor in completion() } })
    }

    /// Whether the app added an enabled drag interaction to the view itself.
    var hasEnabledDragInteraction: Bool {
        interactions.contains { ($0 as? UIDragInteraction)?.isEnabled == true }
    }

    /// Whether the app added a drop interaction to the view itself.
    var hasDropInteraction: Bool {
        interactions.contains { $0 is UIDropInteraction }
    }

    /// The cell of this view that holds `view` (the view itself, or one of its subviews), if any.
    func listCell(containing view: UIView?) -> UIView? {
        var candidate = view
        while let current = candidate, current !== self {
            if listIndexPath(of: current) != nil { return current }
            candidate = current.superview
        }
        return nil
    }
}

extension UICollectionView: UIKitListView {
    func listItemCount(inSection section: Int) -> Int {
        numberOfItems(inSection: section)
    }

    func listCell(at indexPath: IndexPath) -> UIView? {
        cellForItem(at: indexPath)
    }

    func listIndexPath(of cell: UIView) -> IndexPath? {
        guard let cell = cell as? UICollectionViewCell else { return nil }
        return indexPath(for: cell)
    }

    func listFrame(at indexPath: IndexPath) -> CGRect? {
        layoutAttributesForItem(at: indexPath)?.frame
    }

    func moveListItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        moveItem(at: indexPath, to: newIndexPath)
    }

    var visibleListCells: [UIView] { visibleCells }
    var startsListDrags: Bool { dragDelegate != nil && dragInteractionEnabled || hasEnabledDragInteraction }
    var takesListDrops: Bool { dropDelegate != nil || hasDropInteraction }
}

extension UITableView: UIKitListView {
    func listItemCount(inSection section: Int) -> Int {
        numberOfRows(inSection: section)
    }

    func listCell(at indexPath: IndexPath) -> UIView? {
        cellForRow(at: indexPath)
    }

    func listIndexPath(of cell: UIView) -> IndexPath? {
        guard let cell = cell as? UITableViewCell else { return nil }
        return indexPath(for: cell)
    }

    func listFrame(at indexPath: IndexPath) -> CGRect? {
        guard indexPath.section < numberOfSections, indexPath.row < numberOfRows(inSection: indexPath.section) else { return nil }
        return rectForRow(at: indexPath)
    }

    func moveListItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        moveRow(at: indexPath, to: newIndexPath)
    }

    var visibleListCells: [UIView] { visibleCells }
    var startsListDrags: Bool { dragDelegate != nil && dragInteractionEnabled || hasEnabledDragInteraction }
    var takesListDrops: Bool { dropDelegate != nil || hasDropInteraction }
}
#endif
