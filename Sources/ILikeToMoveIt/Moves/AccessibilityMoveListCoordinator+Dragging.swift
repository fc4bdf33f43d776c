#if canImport(SwiftUI)
import SwiftUI
import ILikeToMoveItCore

extension AccessibilityMoveListCoordinator {
    typealias DragAction = PointerReorder<ID>.Action

    /// The closures a list with pointer reordering hands its rows, bound to the list's binding
    /// and settings as they are in this update.
    func dragContext(items: Binding<Items>, layout: GridMoveLayout?, settings: Settings) -> AccessibilityMoveDragContext {
        AccessibilityMoveDragContext(
            begin: { [self] id in beginDrag(of: id, items: items, layout: layout, settings: settings) },
            enter: { [self] id in
                guard let id = id.base as? ID else { return }
                apply(reorder.enter(id, in: items.wrappedValue.lazy.map(identify), id: \.self), items: items, layout: layout, settings: settings)
            },
            drop: { [self] in
                let wasDragging = reorder.isDragging
                apply(reorder.drop(in: items.wrappedValue.lazy.map(identify), id: \.self), items: items, layout: layout, settings: settings)
                return wasDragging
            },
            stop: { [self] in
                apply(reorder.stop(in: items.wrappedValue.lazy.map(identify), id: \.self), items: items, layout: layout, settings: settings)
            },
            isDragging: { [self] in reorder.isDragging })
    }

    /// Begins a drag; the provider reports its release as the drag's end.
    private func beginDrag(of id: AnyHashable, items: Binding<Items>, layout: GridMoveLayout?, settings: Settings) -> NSItemProvider {
        let (drag, action) = reorder.begin(dragging: id.base as? ID, in: items.wrappedValue.lazy.map(identify), id: \.self)
        apply(action, items: items, layout: layout, settings: settings)
        let end: @MainActor () -> Void = { [weak self] in
            guard let self else { return }
            apply(reorder.end(drag, in: items.wrappedValue.lazy.map(identify), id: \.self), items: items, layout: layout, settings: settings)
        }
        return AccessibilityMoveDragProvider { Task { @MainActor in end() } }
    }

    /// Applies what the core answered: a live move shown at once, or the drop performed as one
    /// accessible move.
    private func apply(_ action: DragAction?, items: Binding<Items>, layout: GridMoveLayout?, settings: Settings) {
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
