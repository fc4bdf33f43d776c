#if canImport(SwiftUI)
import Foundation
import SwiftUI
import ILikeToMoveItCore

/// Places a drop's loaded items into a list through the core's `DropSession`, once, on the
/// main actor.
///
/// The session is aimed at the destination (list `0`) with a target that the caller
/// resolved at drop time as an anchor, so edits made while loading do not shift the place;
/// every list is read as it is when the loads are done, each original is removed from
/// whichever source list holds it, and nothing is placed twice.
@MainActor
enum ProvidableDropPlacement {
    /// Places the loaded items once, against the lists as they are now.
    ///
    /// - Parameters:
    ///   - results: The load outcomes, in provider order.
    ///   - destination: The list dropped on.
    ///   - target: Where the items go.
    ///   - sources: Lists the items may come from; the original of each placed item is
    ///     removed from the one that holds it (a move). Empty: a copy.
    /// - Returns: What the drop did.
    @discardableResult
    static func place<Item: Providable & Identifiable>(
        _ results: [Result<Item, ItemProviderError>],
        into destination: Binding<[Item]>,
        at target: DropTarget<Item.ID>,
        movingFrom sources: [Binding<[Item]>]
    ) -> DropOutcome<Item.ID>? where Item.ID: Sendable {
        // The session's source only tells a move from a copy: on completion the originals are
        // looked up by identity in every list, wherever the drag started.
        var session = DropSession<Item, Int>(
            pickingUp: [], from: sources.isEmpty ? nil : 1, operation: sources.isEmpty ? .copy : .move)
        session.aim(at: 0, target)
        session.drop(loading: results.count)
        session.receive(results)
        let lists = [destination] + sources
        var current: [Int: [Item]] = [:]
        for (key, list) in lists.enumerated() { current[key] = list.wrappedValue }
        guard let outcome = session.complete(in: &current) else { return nil }
        for (key, list) in lists.enumerated() {
            if let value = current[key] { list.wrappedValue = value }
        }
        return outcome
    }
}
#endif
