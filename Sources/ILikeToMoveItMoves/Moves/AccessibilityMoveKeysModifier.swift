#if canImport(SwiftUI)
import SwiftUI
import ILikeToMoveItCore

/// Moves a row's item with a hardware keyboard while the row has keyboard focus: ⌥⌘ and an
/// arrow key move it by one place (one row in a grid), ⌥⌘⇧ and an arrow key to the edge the
/// arrow points to. Which move a key makes is the core's decision (the list's session decides
/// it from the shape its rows have now); here keys are only translated and reported, so a move is
/// focused, announced and undoable as the actions are, and other keys pass through.
///
/// Keys reach a view only while it has keyboard focus, so on iOS 17 and macOS 14 and later the
/// row is made focusable with `focusable(interactions: .edit)`: a click or tap with a hardware
/// keyboard attached gives the row keyboard focus, in a `List` and in stacks and grids alike,
/// and then `onKeyPress` sees its keys. What this relies on, unobserved here (the layer is
/// compiled, not run): that `.edit` makes a view take focus when it is clicked or tapped, and
/// that a focused row inside a `List` cell receives the keys before the list's own keyboard
/// navigation, which sees the arrows the row ignores. Before iOS 17 and macOS 14 rows offer
/// their moves as accessibility actions only.
@MainActor
struct AccessibilityMoveKeysModifier: ViewModifier {
    let isEnabled: Bool
    let perform: @MainActor (MoveArrowKey, MoveKeyModifiers) -> Bool

    func body(content: Content) -> some View {
        #if canImport(SwiftUI, _version: 5.0)
        if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *), isEnabled {
            content
                .focusable(interactions: .edit)
                .onKeyPress(keys: [.upArrow, .downArrow, .leftArrow, .rightArrow]) { press in
                    guard let key = MoveArrowKey(press.key) else { return .ignored }
                    return perform(key, MoveKeyModifiers(press.modifiers)) ? .handled : .ignored
                }
        } else {
            content
        }
        #else
        content
        #endif
    }
}

#if canImport(SwiftUI, _version: 5.0)
extension MoveArrowKey {
    /// The arrow a key is, if it is one.
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    init?(_ key: KeyEquivalent) {
        switch key {
        case .upArrow: self = .up
        case .downArrow: self = .down
        case .leftArrow: self = .left
        case .rightArrow: self = .right
        default: return nil
        }
    }
}

extension MoveKeyModifiers {
    /// The modifier keys the core looks at (shift, control, option, command).
    init(_ modifiers: EventModifiers) {
        self = []
        if modifiers.contains(.shift) { insert(.shift) }
        if modifiers.contains(.control) { insert(.control) }
        if modifiers.contains(.option) { insert(.option) }
        if modifiers.contains(.command) { insert(.command) }
    }
}
#endif
#endif
