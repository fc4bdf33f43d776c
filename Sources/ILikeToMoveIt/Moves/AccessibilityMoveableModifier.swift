#if canImport(SwiftUI)
import SwiftUI
import ILikeToMoveItCore

/// The row side of accessible moves: the actions, and the row's own accessibility focus.
///
/// Focus state lives in one view, so each row holds its own `@AccessibilityFocusState` and
/// takes focus when the list's pending request names its item. `task(id:)` runs when the
/// request changes and again when the row appears (rows load lazily, so an item moved far
/// may get its row only later); the core's `MoveFocusTracker` lets one row claim each
/// request once, so scrolling the row back into view later does not pull focus.
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
            .accessibilityFocused($isFocused)
            .task(id: list?.focus) { await takeFocus(for: list?.focus) }
    }

    /// The move actions in the order given, then the list's moves to other lists; none
    /// outside a list marked `accessibilityMoveableList`, where they could do nothing.
    private var rowActions: [AccessibilityMoveRowAction] {
        guard let list else { return [] }
        let strings = MoveStrings.forLocale(locale)
        let moves = actions.enumerated().map { index, action in
            AccessibilityMoveRowAction(id: index, name: Text(verbatim: action.name(strings: strings))) { [id] in
                _ = list.perform(action, id)
            }
        }
        let destinations = list.destinationNames.enumerated().map { index, name in
            AccessibilityMoveRowAction(id: actions.count + index, name: name) { [id] in
                list.transfer(id, index)
            }
        }
        return moves + destinations
    }

    /// Takes focus when the pending request names this row's item. A row that holds focus
    /// already (usually the one that asked for the move) lets go for one turn of the main
    /// actor first, since setting `true` again would change nothing.
    private func takeFocus(for request: AccessibilityMoveFocusRequest?) async {
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

/// Adds row actions in a deliberate order.
///
/// On iOS 16, macOS 13 and later the actions go through `accessibilityActions { }`, whose
/// buttons are listed in the order written. On iOS 15 and macOS 12 only chained
/// `accessibilityAction(named:)` calls exist, and VoiceOver on iOS 15 was seen to list
/// chained actions last-first; they are chained in reverse there so that users hear them in
/// the order given. Names are `Text`, so they are never passed through the non-localising
/// `String` overload.
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
