#if canImport(AppKit) && !targetEnvironment(macCatalyst)
@preconcurrency import AppKit
import ILikeToMoveItCore

/// One move a row offers, carrying the item's identity (never a row index: row views and
/// collection view items are reused) and the entry of the row's menu it was listed as.
///
/// Its target and selector are a main-actor object's method: assistive technologies perform
/// custom actions on the main thread, and an Objective-C method of a main-actor class is
/// isolated to it, so no closure has to cross from the main actor into AppKit's untyped
/// handler block.
final class AccessibilityMoveCustomAction: NSAccessibilityCustomAction {
    /// The entry of the row's menu, as listed when the row was configured.
    let entry: RowSetup.Entry
    /// The identity of the item the row showed then.
    let item: AnyHashable
    /// The actions the row was given.
    let rowActions: [AccessibilityMoveAction]
    /// What performs the action; the action's `target` holds it weakly.
    private let performer: AccessibilityMovePerformer

    init(
        entry: RowSetup.Entry, item: AnyHashable, rowActions: [AccessibilityMoveAction],
        perform: @escaping @MainActor @Sendable () -> Bool
    ) {
        self.entry = entry
        self.item = item
        self.rowActions = rowActions
        let name: String
        if case let .text(text) = entry.name { name = text } else { name = "" }
        performer = AccessibilityMovePerformer(perform)
        super.init(name: name, target: performer, selector: #selector(AccessibilityMovePerformer.perform(_:)))
    }
}

/// Performs a row's move when its custom action is chosen.
@MainActor
final class AccessibilityMovePerformer: NSObject {
    private nonisolated let action: @MainActor @Sendable () -> Bool

    nonisolated init(_ action: @escaping @MainActor @Sendable () -> Bool) {
        self.action = action
    }

    @objc func perform(_ customAction: NSAccessibilityCustomAction) -> Bool {
        action()
    }
}
#endif
