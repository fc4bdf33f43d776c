#if canImport(SwiftUI)
import Foundation
import SwiftUI
import ILikeToMoveItCore

extension DynamicViewContent {
    /// Accepts drops of `Item` between the rows of a `ForEach` and inserts them into
    /// `items`, all at once, where the user dropped them.
    ///
    /// ```swift
    /// List {
    ///     ForEach(birds) { bird in
    ///         Text(bird.name).onDrag { bird.provider }
    ///     }
    ///     .onInsert(of: Bird.self, into: $birds, movingFrom: [$otherBirds])
    /// }
    /// ```
    ///
    /// The items are loaded concurrently, kept in the order they were dragged, and placed in
    /// one step on the main actor when the last one has loaded, so loads finishing out of
    /// order never scramble them. The place is taken as "before the row that was at the
    /// drop's index" (or the end), so rows added or removed while the data loads do not
    /// shift it. An item whose identity is already in `items` is not inserted twice.
    ///
    /// With `sources`, the drop is a move: each placed item's original is removed from
    /// whichever of those lists holds it, only once it is placed (a failed load removes
    /// nothing). Without, it is a copy.
    ///
    /// The index `onInsert` reports is an offset into the `ForEach`'s data: pass the same
    /// collection the `ForEach` shows, not a filtered or sorted projection of another one.
    ///
    /// - Parameters:
    ///   - itemType: The type to accept; the drop accepts its `readableTypes`.
    ///   - items: The list the `ForEach` shows.
    ///   - sources: Other lists the items may be dragged from, to remove them there.
    ///   - options: Limits such as the payload size.
    ///   - completion: Told what the drop did (inserted, removed, skipped, failed), after
    ///     the lists were written.
    /// - Returns: The content, accepting drops.
    @MainActor
    public func onInsert<Item: Providable & Identifiable>(
        of itemType: Item.Type,
        into items: Binding<[Item]>,
        movingFrom sources: [Binding<[Item]>] = [],
        options: ProvidableLoadOptions = .init(),
        completion: (@MainActor (DropOutcome<Item.ID>) -> Void)? = nil
    ) -> some DynamicViewContent where Item.ID: Sendable {
        onInsert(of: Item.readableTypes) { index, providers in
            let target = DropTarget.anchored(at: index, in: items.wrappedValue)
            DropLoads().start(providers.references, loader: ItemLoader(itemType, options: options)) { results in
                let outcome = ProvidableDropPlacement.place(results, into: items, at: target, movingFrom: sources)
                completion?(outcome)
            }
        }
    }

    /// Accepts drops of several types between the rows of a `ForEach`, each provider
    /// becoming the first type in `acceptor`'s order that it can satisfy.
    ///
    /// ```swift
    /// enum Dropped: Sendable { case bird(Bird), nest(Nest) }
    /// let acceptor = DropAcceptor<Dropped>(.accept(Bird.self, as: Dropped.bird), .accept(Nest.self, as: Dropped.nest))
    ///
    /// ForEach(entries) { … }
    ///     .onInsert(accepting: acceptor) { index, dropped in
    ///         entries.insert(contentsOf: dropped.map(Entry.init), at: index)
    ///     }
    /// ```
    ///
    /// `perform` is called once, on the main actor, with the outputs of every provider that
    /// loaded, in provider order; providers that failed are left out.
    ///
    /// - Parameters:
    ///   - acceptor: The accepted types, highest priority first.
    ///   - options: Limits such as the payload size.
    ///   - perform: Receives the drop-time index and the outputs.
    /// - Returns: The content, accepting drops.
    @MainActor
    public func onInsert<Output>(
        accepting acceptor: DropAcceptor<Output>,
        options: ProvidableLoadOptions = .init(),
        perform: @escaping @MainActor (Int, [Output]) -> Void
    ) -> some DynamicViewContent {
        onInsert(of: acceptor.readableTypes) { index, providers in
            DropLoads().start(providers.references, loader: ItemLoader(acceptor, options: options)) { results in
                perform(index, ItemLoader.successes(in: results))
            }
        }
    }
}
#endif
