#if canImport(SwiftUI)
import SwiftUI
import ILikeToMoveItCore

/// The row side of accessible moves: the actions, and the row's own accessibility focus,
/// taken when the list's pending request names its item. `task(id:)` runs when the request
/// changes and when the row appears (rows of lazy lists come later); the core's
/// `MoveFocusTracker` lets one row claim each request once.
@MainActor
struct AccessibilityMoveableModifier: ViewModifier {
    let id: AnyHashable
    let actions: [AccessibilityMoveAction]

    @Environment(\.accessibilityMoveList) private var list
    @Environment(\.locale) private var locale
    @AccessibilityFocusState private var isFocused: Bool

    func body(content: Content) -> some View {
        content
            .modifier(AccessibilityMoveActionsModifier(actions: rowActions))
            .modifier(AccessibilityMoveKeysModifier(layout: list?.keyLayout) { [id] move in
                _ = list?.perform(RowMove(move), id)
            })
            .modifier(AccessibilityMoveDragModifier(id: id, context: list?.dragging))
            .accessibilityFocused($isFocused)
            .task(id: list?.focus) { await takeFocus(for: list?.focus) }
    }

    /// The row's moves as the core lists them (its actions or, in a grid, the grid's moves;
    /// then the moves to other lists); none outside a moveable list.
    private var rowActions: [AccessibilityMoveRowAction] {
        guard let list else { return [] }
        let strings = MoveStrings.forLocale(locale)
        let moves = RowMove.menu(rowActions: actions, gridActions: list.gridActions, destinationCount: list.destinationNames.count)
        return moves.enumerated().map { index, move in
            let name: Text
            if case let .destination(destination) = move {
                name = list.destinationNames[destination]
            } else {
                name = Text(verbatim: move.name(strings: strings) ?? "")
            }
            return AccessibilityMoveRowAction(id: index, name: name) { [id] in _ = list.perform(move, id) }
        }
    }

    /// Takes focus for the pending request; a row that holds focus already lets go for one
    /// turn of the main actor first, since setting `true` again would change nothing.
    private func takeFocus(for request: MoveFocusTracker<AnyHashable>.Request?) async {
        guard let request, request.id == id, list?.claimFocus(request.id) == true else { return }
        if isFocused {
            isFocused = false
            await Task.yield()
        }
        isFocused = true
    }
}

/// One action a row offers, bound to the row's item.
struct AccessibilityMoveRowAction: Identifiable {
    let id: Int
    let name: Text
    let perform: @MainActor () -> Void
}

/// Adds row actions in the order given: through `accessibilityActions { }` on iOS 16 and
/// macOS 13; chained in reverse before, where VoiceOver was seen to read chained actions
/// last-first. Names are `Text`, never the non-localising `String` overload.
@MainActor
struct AccessibilityMoveActionsModifier: ViewModifier {
    let actions: [AccessibilityMoveRowAction]

    func body(content: Content) -> some View {
        if #available(iOS 16, macOS 13, *) {
            content.accessibilityActions {
                ForEach(actions) { action in
                    Button(action: action.perform) { action.name }
                }
            }
        } else {
            chained(content)
        }
    }

    private func chained(_ content: Content) -> ModifiedContent<Content, AccessibilityAttachmentModifier> {
        // Adding no traits changes nothing but gives the type that chained actions extend.
        var view = content.accessibilityAddTraits([])
        for action in actions.reversed() {
            view = view.accessibilityAction(named: action.name, action.perform)
        }
        return view
    }
}
#endif
