#if canImport(SwiftUI)
import SwiftUI
import ILikeToMoveItCore

/// The row side of accessible moves: the actions, and the row's own accessibility focus.
///
/// Focus state lives in one view, so each row holds its own `@AccessibilityFocusState` and
/// takes focus when the list's pending request names its item: when the request changes,
/// and again when the row appears (rows load lazily, so an item moved far may get its row
/// only later). The core's `MoveFocusTracker` lets one row claim each request once; after
/// that, scrolling the row back into view does not pull focus.
@MainActor
struct AccessibilityMoveableModifier<ID: Hashable>: ViewModifier {
    let id: ID
    let actions: [AccessibilityMoveAction]

    @Environment(\.accessibilityMoveList) private var list
    @Environment(\.accessibilityMoveFocus) private var focusRequest
    @Environment(\.accessibilityMoveDestinationNames) private var destinationNames
    @Environment(\.locale) private var locale
    @AccessibilityFocusState private var isFocused: Bool

    func body(content: Content) -> some View {
        content
            .modifier(AccessibilityMoveActionsModifier(actions: rowActions))
            .accessibilityFocused($isFocused)
            .onChange(of: focusRequest) { request in takeFocus(for: request) }
            .onAppear { takeFocus(for: focusRequest) }
    }

    /// The move actions in the order given, then the list's moves to other lists; none
    /// outside a list marked `accessibilityMoveableList`, where they could do nothing.
    private var rowActions: [AccessibilityMoveRowAction] {
        guard list != nil else { return [] }
        let strings = MoveStrings.forLocale(locale)
        let id = AnyHashable(self.id)
        let moves = actions.enumerated().map { index, action in
            AccessibilityMoveRowAction(id: index, name: Text(verbatim: action.name(strings: strings))) { [list] in
                list?.perform(action, on: id)
            }
        }
        let destinations = destinationNames.enumerated().map { index, name in
            AccessibilityMoveRowAction(id: actions.count + index, name: name) { [list] in
                list?.transfer(id, toDestination: index)
            }
        }
        return moves + destinations
    }

    private func takeFocus(for request: AccessibilityMoveFocusRequest?) {
        guard let request, request.id == AnyHashable(id), list?.claimFocus(for: request.id) == true else { return }
        guard isFocused else {
            isFocused = true
            return
        }
        // The row that asked for the move usually holds focus already: setting `true` again
        // would change nothing while the row has just moved under VoiceOver's cursor. Clear
        // it, and set it again once SwiftUI has applied the change.
        isFocused = false
        Task { @MainActor in
            try? await Task.sleep(nanoseconds: 50_000_000)
            isFocused = true
        }
    }
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
