#if canImport(SwiftUI)
import Combine
import SwiftUI
import ILikeToMoveItCore

/// The row side of accessible moves: the actions and keys the core's `MoveShape` lists, each
/// forwarded by identity to the list's one stable `AccessibilityMoveListHandle`, and the
/// row's own accessibility focus.
///
/// Focus: the list sends one request per move; every row receives it and only the row whose
/// identity it names sets its focus state, so no other row changes. A row that appears later
/// (rows of lazy lists come later) takes the request still pending for it, once; the core's
/// `MoveFocusTracker` lets one row claim each request once.
@MainActor
struct AccessibilityMoveableModifier: ViewModifier {
    let id: AnyHashable
    let actions: [AccessibilityMoveAction]

    @Environment(\.accessibilityMoveList) private var list
    @Environment(\.accessibilityMoveRowSetup) private var setup
    @Environment(\.accessibilityMoveAnnouncer) private var announcer
    @Environment(\.locale) private var locale
    @AccessibilityFocusState private var isFocused: Bool

    func body(content: Content) -> some View {
        content
            .modifier(AccessibilityMoveActionsModifier(actions: rowActions))
            .modifier(AccessibilityMoveKeysModifier(shape: setup?.shape) { [id, list] move in
                list?.perform(move, on: id)
            })
            .modifier(AccessibilityMoveDragModifier(id: id, list: setup?.dragging == true ? list : nil))
            .accessibilityFocused($isFocused)
            .onReceive(list?.focusRequests ?? AccessibilityMoveListHandle.noFocusRequests) { request in
                guard request.id == id else { return }
                Task { await takeFocus(for: request) }
            }
            .task { [id] in await takeFocus(for: list?.pendingFocus(for: id)) }
    }

    /// The row's moves as the core lists them (its actions or, in a grid, their grid
    /// counterparts along the lines the grid has; then the moves to other lists, or in a
    /// sectioned list to each other section), named in the language of the list's announcer;
    /// none outside a moveable list.
    private var rowActions: [AccessibilityMoveRowAction] {
        guard let list, let setup else { return [] }
        let resolved = MoveAnnouncer.resolved(set: announcer, localeIdentifier: locale.identifier)
        let strings = resolved.strings
        let sections = setup.sections
        let moves = sections.map {
            MoveLayout.sectionMenu(rowActions: actions, sectionCount: $0.names.count, section: $0.sectionOf[id])
        } ?? setup.shape.menu(rowActions: actions, transferCount: setup.transferNames.count)
        return moves.enumerated().map { index, move in
            let name: Text
            if case let .transfer(destination) = move, let sections {
                name = Text(verbatim: strings.sectionActionName(sections.names[destination], limit: resolved.labelLimit))
            } else if case let .transfer(destination) = move {
                name = setup.transferNames[destination]
            } else {
                name = Text(verbatim: move.name(strings: strings) ?? "")
            }
            return AccessibilityMoveRowAction(id: index, name: name) { [id] in list.perform(move, on: id) }
        }
    }

    /// Takes focus for the request; a row that holds focus already lets go for one turn of
    /// the main actor first, since setting `true` again would change nothing.
    private func takeFocus(for request: MoveFocusTracker<AnyHashable>.Request?) async {
        guard let request, request.id == id, list?.claimFocus(request) == true else { return }
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
