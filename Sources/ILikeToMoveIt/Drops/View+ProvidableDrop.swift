#if canImport(SwiftUI)
import Foundation
import SwiftUI
import ILikeToMoveItCore

extension View {
    /// Accepts drops of `Item` and hands the loaded items over once, in the order they were
    /// dragged, on the main actor.
    ///
    /// ```swift
    /// Text("Drop birds here")
    ///     .onDrop(of: Bird.self) { birds in
    ///         aviary.append(contentsOf: birds)
    ///     }
    /// ```
    ///
    /// The drop is accepted only when at least one provider offers a type `Item` reads, by
    /// conformance (`public.utf8-plain-text` satisfies `public.plain-text`); otherwise it is
    /// refused, nothing loads and `perform` is not called. Providers whose load fails are left
    /// out. Loads still running when the view goes away are cancelled, and that drop hands
    /// nothing over.
    ///
    /// - Parameters:
    ///   - itemType: The type to accept; the drop accepts its `readableTypes`.
    ///   - isTargeted: Set to `true` while a drag is over the view.
    ///   - options: Limits such as the payload size.
    ///   - perform: Receives the items.
    /// - Returns: A view that accepts drops.
    @MainActor
    public func onDrop<Item: Providable>(
        of itemType: Item.Type,
        isTargeted: Binding<Bool>? = nil,
        options: ProvidableLoadOptions = .init(),
        perform: @escaping @MainActor ([Item]) -> Void
    ) -> some View {
        modifier(ProvidableDropModifier(
            contentTypes: Item.readableTypes, isTargeted: isTargeted, loader: ItemLoader(itemType, options: options)
        ) { results in
            perform(ItemLoader.successes(in: results))
        })
    }

    /// Accepts drops of `Item` anywhere on the view and places them in `items` at `target`,
    /// once, on the main actor, and announces the drop to VoiceOver (see
    /// `onInsert(of:into:movingFrom:label:options:completion:)` for the guarantees). A drop
    /// none of whose providers offers a type `Item` reads is refused and changes nothing.
    ///
    /// ```swift
    /// EmptyListPlaceholder()
    ///     .onDrop(of: Bird.self, into: $birds, movingFrom: [$otherBirds])
    /// ```
    ///
    /// - Parameters:
    ///   - itemType: The type to accept.
    ///   - items: The list to place the items in.
    ///   - target: Where; the end by default.
    ///   - sources: The lists the items may be dragged from (`items` among them for drags
    ///     within the list), to remove them there.
    ///   - label: The text that names an item in the announcement; `nil` names no neighbour.
    ///   - isTargeted: Set to `true` while a drag is over the view.
    ///   - options: Limits such as the payload size.
    ///   - completion: Told what the drop did, after the lists were written; not called for
    ///     a refused drop.
    /// - Returns: A view that accepts drops.
    @MainActor
    public func onDrop<Item: Providable & Identifiable>(
        of itemType: Item.Type,
        into items: Binding<[Item]>,
        at target: DropTarget<Item.ID> = .end,
        movingFrom sources: [Binding<[Item]>] = [],
        label: KeyPath<Item, String>? = nil,
        isTargeted: Binding<Bool>? = nil,
        options: ProvidableLoadOptions = .init(),
        completion: (@MainActor (DropOutcome<Item.ID>) -> Void)? = nil
    ) -> some View where Item.ID: Sendable {
        DropAnnouncingView(content: self) { content, context in
            content.modifier(ProvidableDropModifier(
                contentTypes: Item.readableTypes, isTargeted: isTargeted, loader: ItemLoader(itemType, options: options)
            ) { results in
                guard let step = items.completeDrop(
                    results, at: target, movingFrom: sources, label: label, in: context) else { return }
                completion?(step.outcome)
            })
        }
    }

    /// Accepts drops of several types on one view, each provider becoming the first type in
    /// `acceptor`'s order that it can satisfy: one destination instead of one `onDrop` per
    /// type, of which only the last would work. A drop none of whose providers any accepted
    /// type reads is refused and `perform` is not called. See <doc:SeveralTypesOnOneDestination>.
    ///
    /// ```swift
    /// .onDrop(accepting: DropAcceptor<Dropped>(
    ///     .accept(Feather.self, as: Dropped.feather),
    ///     .accept(Bird.self, as: Dropped.bird)
    /// )) { dropped in
    ///     for item in dropped {
    ///         switch item {
    ///         case let .bird(bird): birds.append(bird)
    ///         case let .feather(feather): feathers.append(feather)
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - acceptor: The accepted types, highest priority first.
    ///   - isTargeted: Set to `true` while a drag is over the view.
    ///   - options: Limits such as the payload size.
    ///   - perform: Receives, once, the outputs of the providers that loaded, in provider order.
    /// - Returns: A view that accepts drops.
    @MainActor
    public func onDrop<Output>(
        accepting acceptor: DropAcceptor<Output>,
        isTargeted: Binding<Bool>? = nil,
        options: ProvidableLoadOptions = .init(),
        perform: @escaping @MainActor ([Output]) -> Void
    ) -> some View {
        modifier(ProvidableDropModifier(
            contentTypes: acceptor.readableTypes, isTargeted: isTargeted, loader: ItemLoader(acceptor, options: options)
        ) { results in
            perform(ItemLoader.successes(in: results))
        })
    }
}
#endif
