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
    /// The items load concurrently and are placed in one step, in the order they were
    /// dragged, before the row that was at the drop's index (or at the end), however the list
    /// changed meanwhile (loads still running when the `ForEach` goes away are cancelled and
    /// place nothing); an identity already in `items` is not inserted twice. With
    /// `sources` the drop is a move: an item's original leaves its list only once the item is
    /// placed. `sources` may include `items` itself (a drop within the list) and the lists
    /// may be each other's sources: the sources are written first and `items` last, each read
    /// afresh, so every placed item ends exactly once in `items`. A drop none of whose
    /// providers offers a type `Item` reads (by conformance) loads nothing and changes nothing.
    /// Once placed, the drop is announced to VoiceOver as a `Transferable` drop is ("Dropped 2
    /// items. Above Robin."; see `dropDestination(for:into:movingFrom:label:completion:)`).
    /// The index `onInsert` reports counts the `ForEach`'s data, so pass the collection the
    /// `ForEach` shows. See <doc:MovingBetweenLists>.
    ///
    /// - Parameters:
    ///   - itemType: The type to accept; the drop accepts its `readableTypes`.
    ///   - items: The list the `ForEach` shows.
    ///   - sources: The lists the items may be dragged from (`items` among them for drags
    ///     within the list), to remove them there.
    ///   - label: The text that names an item in the announcement, such as `\.name`; `nil`
    ///     names no neighbour.
    ///   - options: Limits such as the payload size.
    ///   - completion: Told what the drop did (inserted, removed, skipped, failed), after
    ///     the lists were written; not called for a drop that loads nothing.
    /// - Returns: The content, accepting drops.
    @MainActor
    public func onInsert<Item: Providable & Identifiable>(
        of itemType: Item.Type,
        into items: Binding<[Item]>,
        movingFrom sources: [Binding<[Item]>] = [],
        label: KeyPath<Item, String>? = nil,
        options: ProvidableLoadOptions = .init(),
        completion: (@MainActor (DropOutcome<Item.ID>) -> Void)? = nil
    ) -> some DynamicViewContent where Item.ID: Sendable {
        DropAnnouncingContent(content: self) { content, context in
            content.onInsert(of: Item.readableTypes) { index, providers in
                let target = DropTarget.anchored(at: index, in: items.wrappedValue)
                context.loads.start(providers.references, loader: ItemLoader(itemType, options: options)) { results in
                    guard let step = items.completeDrop(
                        results, at: target, movingFrom: sources, label: label, in: context) else { return }
                    completion?(step.outcome)
                }
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
    /// `perform` is called once, on the main actor, with the outputs of the providers that
    /// loaded, in provider order; not at all for a drop none of whose providers offers a type
    /// `acceptor` reads (nothing loads), nor for loads still running when the `ForEach` goes
    /// away, which are cancelled. See <doc:SeveralTypesOnOneDestination>.
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
        DropAnnouncingContent(content: self) { content, context in
            content.onInsert(of: acceptor.readableTypes) { index, providers in
                context.loads.start(providers.references, loader: ItemLoader(acceptor, options: options)) { results in
                    perform(index, ItemLoader.successes(in: results))
                }
            }
        }
    }
}
#endif
