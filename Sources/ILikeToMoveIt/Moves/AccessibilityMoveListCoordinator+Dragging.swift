#if canImport(SwiftUI)
import SwiftUI
import ILikeToMoveItCore

extension AccessibilityMoveListCoordinator {
    /// The closures a list with pointer reordering hands its rows, bound to the list's binding
    /// and settings as they are in this update: each passes one event to the core's
    /// `PointerReorder`, with the list as it is then, and applies the answer.
    func dragContext(items: Binding<Items>, layout: GridMoveLayout?, settings: Settings) -> AccessibilityMoveDragContext {
        let apply: @MainActor (PointerReorder<ID>.Action?) -> Void = { [weak self] action in
            self?.apply(action, items: items, layout: layout, settings: settings)
        }
        let ids = { [identify] in items.wrappedValue.lazy.map(identify) }
        return AccessibilityMoveDragContext(
            begin: { [self] id in
                let (drag, action) = reorder.begin(dragging: id.base as? ID, in: ids(), id: \.self)
                apply(action)
                // The system releases the provider when the drag session is over, wherever it ended.
                let end: @MainActor () -> Void = { [weak self] in
                    apply(self?.reorder.end(drag, in: ids(), id: \.self))
                }
                return AccessibilityMoveDragProvider { Task { @MainActor in end() } }
            },
            enter: { [self] id in
                guard let id = id.base as? ID else { return }
                apply(reorder.enter(id, in: ids(), id: \.self))
            },
            drop: { [self] in
                let wasDragging = reorder.isDragging
                apply(reorder.drop(in: ids(), id: \.self))
                return wasDragging
            },
            stop: { [self] in apply(reorder.stop(in: ids(), id: \.self)) },
            isDragging: { [self] in reorder.isDragging })
    }

    /// Applies what the core answered: a live move shown at once, or the drop performed as one
    /// accessible move.
    private func apply(_ action: PointerReorder<ID>.Action?, items: Binding<Items>, layout: GridMoveLayout?, settings: Settings) {
        switch action {
        case nil:
            break
        case let .show(move)?:
            withAnimation { _ = items.wrappedValue.applyMove(move) }
        case let .commit(id, restore, place)?:
            items.wrappedValue.applyMove(restore)
            runDrop(id, at: place, in: layout, items: items, settings: settings)
        }
    }
}
#endif
