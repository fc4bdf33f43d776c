#if canImport(UIKit) && !os(watchOS)
@preconcurrency import UIKit
import ILikeToMoveItCore

/// One move a cell offers, carrying the item's identity (never an index path: cells are
/// reused) and the entry of the row's menu it was listed as.
///
/// Its target and selector are a main-actor object's method: assistive technologies perform
/// custom actions on the main thread, and an Objective-C method of a main-actor class is
/// isolated to it, with every SDK (no `MainActor.assumeIsolated`, which the iOS 16.5 SDK lacks).
final class AccessibilityMoveCustomAction: UIAccessibilityCustomAction {
    /// The entry of the row's menu, as listed when the cell was configured.
    let entry: RowSetup.Entry
    /// The identity of the item the cell showed then.
    let item: AnyHashable
    /// The actions the cell was given.
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

/// Performs a cell's move when its custom action is chosen.
@MainActor
final class AccessibilityMovePerformer: NSObject {
    private nonisolated let action: @MainActor @Sendable () -> Bool

    nonisolated init(_ action: @escaping @MainActor @Sendable () -> Bool) {
        self.action = action
    }

    @objc func perform(_ customAction: UIAccessibilityCustomAction) -> Bool {
        action()
    }
}
#endif
