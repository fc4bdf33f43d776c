#if canImport(SwiftUI)
import SwiftUI
import ILikeToMoveItCore

/// Moves a row's item with a hardware keyboard while the row has keyboard focus: ⌥⌘ and an
/// arrow key move it by one place (one row in a grid), ⌥⌘⇧ and an arrow key to the edge the
/// arrow points to. Which move a key makes is the core's decision
/// (`MoveShape.keyboardMove(for:modifiers:)`: in a grid whose items fit in one line, the
/// arrows across it are not taken); here keys are only translated and the move handed to the
/// list, so it is focused, announced and undoable as the actions are. Uses `onKeyPress`, on
/// iOS 17 and macOS 14 and later; other keys pass through.
@MainActor
struct AccessibilityMoveKeysModifier: ViewModifier {
    let shape: MoveShape?
    let perform: @MainActor (RowMove) -> Void

    func body(content: Content) -> some View {
        #if canImport(SwiftUI, _version: 5.0)
        if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *), let shape {
            content.onKeyPress(keys: [.upArrow, .downArrow, .leftArrow, .rightArrow]) { press in
                guard let key = MoveArrowKey(press.key),
                      let move = shape.keyboardMove(for: key, modifiers: MoveKeyModifiers(press.modifiers))
                else { return .ignored }
                perform(move)
                return .handled
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
