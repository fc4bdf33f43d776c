#if canImport(UIKit) && !os(watchOS)
@preconcurrency import UIKit
import ILikeToMoveItCore
import ILikeToMoveItDataSource

/// A drag source or drop point the list described, told apart by its class from those the
/// app gives a cell itself, which are kept.
final class ListLocationDescriptor: UIAccessibilityLocationDescriptor {}

/// VoiceOver's drag and drop on a list's cells: an item's drag source ("Drag Robin") when the
/// view starts drags, a drop point ("Drop into Groceries") when it takes drops and has an
/// `accessibilityLabel`, the list's name. Both are named by the core
/// (`MoveStrings.dragSourceName(label:limit:)`, `dropPointName(listName:limit:)`) in the
/// announcer's language; what a drag carries and what a drop does stay the app's drag and
/// drop delegates'.
///
/// Each descriptor's view is the list view, which holds the drag and drop interactions
/// (`UIAccessibility.h` asks for the view that has the interaction), and its point the centre of the item's cell in the view's
/// coordinates: where a finger would start the drag, or drop at the item's place. The point
/// is found by the item's identity when a cell is configured, and again for every visible
/// cell once a change the list made is on screen, since the cells then stand elsewhere.
extension UIKitMoveListHands {
    /// Gives `cell`, which shows the item `id`, the drag source and drop point of that item,
    /// beside any of the app's own.
    func describeDragAndDrop(of cell: UIView, for id: ItemID) {
        guard let view else { return }
        let announcer = MoveAnnouncer.resolved(set: announcer)
        let frame = source.place(id).flatMap(view.listFrame(at:))
        var drags: [ListLocationDescriptor] = []
        var drops: [ListLocationDescriptor] = []
        if let frame {
            let center = CGPoint(x: frame.midX, y: frame.midY)
            if view.startsListDrags, let label,
               let dragName = announcer.strings.dragSourceName(label: label(id), limit: announcer.labelLimit) {
                drags.append(ListLocationDescriptor(name: dragName, point: center, in: view))
            }
            if view.takesListDrops, let listName = view.accessibilityLabel,
               let dropName = announcer.strings.dropPointName(listName: listName, limit: announcer.labelLimit) {
                drops.append(ListLocationDescriptor(name: dropName, point: center, in: view))
            }
        }
        cell.accessibilityDragSourceDescriptors = Self.merging(drags, into: cell.accessibilityDragSourceDescriptors)
        cell.accessibilityDropPointDescriptors = Self.merging(drops, into: cell.accessibilityDropPointDescriptors)
    }

    /// Describes the drag sources and drop points of every cell the view shows, and the drop
    /// point of the view itself, in the middle of what it shows (for a list with no cells).
    func describeVisibleCells() {
        guard let view else { return }
        for cell in view.visibleListCells {
            guard let indexPath = view.listIndexPath(of: cell), let id = source.item(indexPath) else { continue }
            describeDragAndDrop(of: cell, for: id)
        }
        describeDropPoint(of: view)
    }

    /// Gives the view itself a drop point in the middle of what it shows, so that a list
    /// without cells can be dropped into.
    func describeDropPoint(of view: any UIKitListView) {
        let announcer = MoveAnnouncer.resolved(set: announcer)
        var drops: [ListLocationDescriptor] = []
        if view.takesListDrops, let listName = view.accessibilityLabel,
           let dropName = announcer.strings.dropPointName(listName: listName, limit: announcer.labelLimit) {
            drops.append(ListLocationDescriptor(name: dropName, point: CGPoint(x: view.bounds.midX, y: view.bounds.midY), in: view))
        }
        view.accessibilityDropPointDescriptors = Self.merging(drops, into: view.accessibilityDropPointDescriptors)
    }

    /// The app's own descriptors, then ours. `nil` (VoiceOver's own drags and drops) where
    /// there were none or only ours and there are none now; an empty array the app set
    /// ("nothing to drag here") stays.
    static func merging(
        _ ours: [ListLocationDescriptor], into current: [UIAccessibilityLocationDescriptor]?
    ) -> [UIAccessibilityLocationDescriptor]? {
        guard let current else { return ours.isEmpty ? nil : ours }
        let others = current.filter { !($0 is ListLocationDescriptor) }
        if ours.isEmpty && others.isEmpty { return current.isEmpty ? current : nil }
        return others + ours
    }
}
#endif
