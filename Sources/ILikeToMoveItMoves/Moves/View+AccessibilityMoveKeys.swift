#if canImport(SwiftUI)
import SwiftUI

extension View {
    /// Chooses whether the rows of the moveable lists and grids inside this view take keyboard
    /// focus so that ⌥⌘ and an arrow key move them; they do unless you turn it off.
    ///
    /// On iOS 17 and macOS 14 and later, a row marked `accessibilityMoveable(_:actions:)` is
    /// made focusable for editing (`focusable(interactions: .edit)`): a click or a tap with a
    /// hardware keyboard attached gives it keyboard focus, and ⌥⌘ and an arrow key then move
    /// its item, as the actions do. A row that holds a `TextField`, a `NavigationLink` or
    /// controls of its own may want that focus for them; turn the keys off there:
    ///
    /// ```swift
    /// List {
    ///     ForEach(birds) { bird in
    ///         NavigationLink(bird.name, value: bird)
    ///             .accessibilityMoveable(bird)
    ///     }
    /// }
    /// .accessibilityMoveableList($birds, label: \.name)
    /// .accessibilityMoveKeys(false)
    /// ```
    ///
    /// The rows keep their accessibility actions, which Full Keyboard Access offers too.
    /// Before iOS 17 and macOS 14 rows are never made focusable, and this changes nothing.
    ///
    /// - Parameter isEnabled: Whether rows take keyboard focus and move with ⌥⌘ and an arrow
    ///   key; `false` turns it off inside this view.
    /// - Returns: A view whose moveable rows take keyboard focus or not.
    public func accessibilityMoveKeys(_ isEnabled: Bool = true) -> some View {
        environment(\.accessibilityMoveKeys, isEnabled)
    }
}

private struct AccessibilityMoveKeysKey: EnvironmentKey {
    static var defaultValue: Bool { true }
}

extension EnvironmentValues {
    /// Whether the moveable rows inside take keyboard focus and move with ⌥⌘ and an arrow key.
    var accessibilityMoveKeys: Bool {
        get { self[AccessibilityMoveKeysKey.self] }
        set { self[AccessibilityMoveKeysKey.self] = newValue }
    }
}
#endif
