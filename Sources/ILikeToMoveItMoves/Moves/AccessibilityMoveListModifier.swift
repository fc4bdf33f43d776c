#if canImport(SwiftUI)
import SwiftUI
import ILikeToMoveItCore

/// Connects a moveable list of any shape to its hands: with each update it gives the
/// hands the list (built from this update's binding or collection), the settings it
/// reads from the environment, the undo manager and the scroll proxy, and puts the
/// hands (one stable object) and the rows' setup into the environment.
///
/// Giving the hands this update's values while the body is evaluated stores them in a
/// plain property of an object that publishes nothing, so nothing SwiftUI observes changes
/// during the update; every event that follows (a row's action, an undo) runs on them.
@MainActor
struct AccessibilityMoveListModifier<List: SessionList>: ViewModifier {
    let list: List
    let label: KeyPath<List.Element, String>?
    let selection: Binding<Set<List.ID>>?
    /// The grid's columns or rows, when the items are laid out in a grid.
    let grid: AccessibilityMoveGridLines?
    /// The names of the list's transfers, in order.
    let transferNames: [Text]
    @StateObject private var hands: AccessibilityMoveListHands<List>
    @Environment(\.undoManager) private var undoManager
    @Environment(\.layoutDirection) private var layoutDirection
    @Environment(\.accessibilityMoveAnnouncer) private var announcer
    @Environment(\.accessibilityMoveScrollProxy) private var scrollProxy
    @Environment(\.accessibilityMoveDragging) private var dragging

    init(
        list: List, identify: @escaping (List.Element) -> List.ID, label: KeyPath<List.Element, String>?,
        selection: Binding<Set<List.ID>>? = nil, grid: AccessibilityMoveGridLines? = nil, transferNames: [Text] = []
    ) {
        (self.list, self.label, self.selection, self.grid, self.transferNames) = (list, label, selection, grid, transferNames)
        _hands = StateObject(wrappedValue: AccessibilityMoveListHands(moves: AccessibleMoves(identify: identify, label: nil, announcer: .default)))
    }

    /// The same for a list whose items the key path `id` identifies.
    init(
        list: List, id: KeyPath<List.Element, List.ID>, label: KeyPath<List.Element, String>?,
        selection: Binding<Set<List.ID>>? = nil, grid: AccessibilityMoveGridLines? = nil
    ) {
        (self.list, self.label, self.selection, self.grid, transferNames) = (list, label, selection, grid, [])
        _hands = StateObject(wrappedValue: AccessibilityMoveListHands(moves: AccessibleMoves(id: id)))
    }

    func body(content: Content) -> some View {
        let settings = ListSettings(
            label: label, announcer: MoveAnnouncer.resolved(set: announcer),
            layout: grid.map { .grid($0.layout(layoutDirection)) } ?? .list,
            selection: selection?.wrappedValue ?? [], dragging: dragging)
        hands.update(list, settings: settings, undoManager: undoManager, scrollProxy: scrollProxy)
        let setup = AccessibilityMoveRowSetup(core: hands.rowSetup, transferNames: transferNames)
        return content
            .modifier(AccessibilityMoveDropGapsModifier(list: setup.core.dragging ? hands : nil))
            .environment(\.accessibilityMoveList, hands)
            .environment(\.accessibilityMoveRowSetup, setup)
            .onDisappear { [hands] in hands.disappear() }
    }
}

/// How many lines a grid has along the direction it fills; the reading direction comes from
/// the environment.
enum AccessibilityMoveGridLines {
    case columns(Int)
    case rows(Int)

    func layout(_ direction: LayoutDirection) -> GridMoveLayout {
        let reading: ReadingDirection = direction == .rightToLeft ? .rightToLeft : .leftToRight
        switch self {
        case let .columns(count): return GridMoveLayout(columns: count, readingDirection: reading)
        case let .rows(count): return GridMoveLayout(rows: count, readingDirection: reading)
        }
    }
}

extension ItemsList {
    /// The list behind a binding: written through it, a live pointer move inside
    /// `withAnimation`.
    @MainActor
    init(_ items: Binding<Items>, transfers: [Transfer] = []) {
        self.init(get: { items.wrappedValue }, set: { value, animated in
            if animated {
                withAnimation { items.wrappedValue = value }
            } else {
                items.wrappedValue = value
            }
        }, transfers: transfers)
    }
}
#endif
