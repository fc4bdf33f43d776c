#if canImport(SwiftUI)
import Foundation
import SwiftUI
import ILikeToMoveItCore

/// Writes a drop into list bindings: reads every list as it is when the loads are done,
/// lets the core's `DropPlanner` place the items once, and writes the lists back.
@MainActor
enum ProvidableDropPlacement {
    /// Places the loaded items once, against the lists as they are now.
    ///
    /// - Parameters:
    ///   - results: The load outcomes, in provider order.
    ///   - destination: The list dropped on.
    ///   - target: Where the items go (an anchor taken at drop time).
    ///   - sources: Lists the items may come from; the original of each placed item is
    ///     removed from the one that holds it (a move). Empty: a copy.
    /// - Returns: What the drop did.
    @discardableResult
    static func place<Item: Identifiable>(
        _ results: [Result<Item, ItemProviderError>],
        into destination: Binding<[Item]>,
        at target: DropTarget<Item.ID>,
        movingFrom sources: [Binding<[Item]>]
    ) -> DropOutcome<Item.ID> {
        var list = destination.wrappedValue
        var others = sources.map(\.wrappedValue)
        let outcome = DropPlanner.place(results, into: &list, at: target, movingFrom: &others)
        destination.wrappedValue = list
        for (source, value) in zip(sources, others) { source.wrappedValue = value }
        return outcome
    }
}
#endif
