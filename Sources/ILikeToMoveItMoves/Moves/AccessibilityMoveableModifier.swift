#if canImport(SwiftUI)
import Combine
import SwiftUI
import ILikeToMoveItCore

/// The row side of accessible moves: the actions of the core's row menu and the arrow keys,
/// each reported by identity to the list's one stable `AnyAccessibilityMoveListHands`,
/// and the row's own accessibility focus.
///
/// Focus: the list sends one request per move; every row receives it and only the row whose
/// identity it names changes its state. A row that appears later (rows of lazy lists come
/// later) takes the request still pending for it; the core lets one row claim each request
/// once. The row's focus state holds the generation of the request it took, and the row is
/// bound to that generation, so taking a new request is always a change of the focus state,
/// also for a row that has focus already: SwiftUI moves accessibility focus to the view
/// bound to the value a focus state is set to (`AccessibilityFocusState`), and the value is
/// new with every request. Nothing waits for a turn of the main actor.
@MainActor
struct AccessibilityMoveableModifier: ViewModifier {
    let id: AnyHashable
    /// The row's item, for its drag handle's value.
    let item: Any
    let actions: [AccessibilityMoveAction]

    @Environment(\.accessibilityMoveList) private var list
    @Environment(\.accessibilityMoveRowSetup) private var setup
    @Environment(\.accessibilityMoveAnnouncer) private var announcer
    @Environment(\.accessibilityMoveKeys) private var keysEnabled
    @AccessibilityFocusState private var focus: Int?
    /// The generation of the focus request the row took last; the value its focus is bound to.
    @State private var focusGeneration = 0

    func body(content: Content) -> some View {
        content
            .modifier(AccessibilityMoveActionsModifier(actions: rowActions))
            .modifier(AccessibilityMoveKeysModifier(isEnabled: list != nil && keysEnabled) { [id, list] key, modifiers in
                list?.key(key, modifiers: modifiers, on: id) ?? false
            })
            .modifier(AccessibilityMoveDragModifier(id: id, item: item, list: list, draggable: setup?.core.dragging == true))
            .accessibilityFocused($focus, equals: focusGeneration)
            .onReceive(list?.focusRequests ?? AnyAccessibilityMoveListHands.noFocusRequests) { request in
                guard request.id == id else { return }
                takeFocus(for: request)
            }
            .task {
                guard list != nil else { return reportNoList() }
                takeFocus(for: list?.pendingFocus(for: id))
            }
    }

    /// A row marked moveable outside every moveable list offers nothing: say so once, as a
    /// runtime issue, instead of failing silently.
    private func reportNoList() {
        ILikeToMoveItRuntimeIssue.report(
            "accessibilityMoveable(_:actions:) is on a row with no accessibilityMoveableList, "
                + "accessibilityMoveableSections or accessibilityMoveableGrid around it, so the row offers no moves. "
                + "Put the list modifier on the List, ForEach, stack or grid that holds the row.")
    }

    /// The row's actions as the core's row menu lists them, named in the language of the
    /// list's announcer; none outside a moveable list.
    private var rowActions: [AccessibilityMoveRowAction] {
        guard let list, let setup else { return [] }
        let resolved = MoveAnnouncer.resolved(set: announcer)
        let menu = setup.core.menu(
            rowActions: actions, section: list.section(of: id), strings: resolved.strings, labelLimit: resolved.labelLimit)
        return menu.enumerated().map { index, entry in
            let name: Text =
                switch entry.name {
                case let .text(text): Text(verbatim: text)
                case let .transfer(transfer): setup.transferNames[transfer]
                }
            return AccessibilityMoveRowAction(id: index, name: name) { [id] in list.move(entry.move, on: id) }
        }
    }

    /// Takes focus for the request when the core says this row may (once per request).
    private func takeFocus(for request: MoveFocusTracker.Request?) {
        guard let request, request.id == id, list?.claimFocus(request) == true else { return }
        focusGeneration = request.generation
        focus = request.generation
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
