import ILikeToMoveItSupport
/// The representations of each ``RepresentedProvidable`` type, built once per type.
///
/// A type's `representations` is a computed property: reading it runs its result builder,
/// which makes every representation's closures and type lists again. Loading a batch of
/// items read it once per item, which cost more than a small item's decoding; the cache
/// reads it the first time a type needs it and keeps the result for the process's life.
enum RepresentationCache {
    /// The representations, and the types derived from them, of one item type.
    final class Entry<Item: RepresentedProvidable>: Sendable {
        let representations: [ProvidableRepresentation<Item>]
        let writableTypes: [UTType]
        let readableTypes: [UTType]

        init(_ representations: [ProvidableRepresentation<Item>]) {
            self.representations = representations
            self.writableTypes = Self.uniqued(representations.flatMap(\.exportedTypes))
            self.readableTypes = Self.uniqued(representations.flatMap(\.importedTypes))
        }

        private static func uniqued(_ types: [UTType]) -> [UTType] {
            var seen: Set<String> = []
            return types.filter { seen.insert($0.identifier).inserted }
        }
    }

    private static let entries = Locked<[ObjectIdentifier: any Sendable]>([:])

    /// The entry of `Item`, made on first use.
    ///
    /// Two threads asking for a new type at once may both build its representations; the
    /// first one stored wins, so every caller sees the same entry. Inside a proxy's
    /// description of another type (``RepresentationCycleGuard``) nothing is cached.
    ///
    /// - Complexity: O(1) on average after the first use.
    static func entry<Item: RepresentedProvidable>(for _: Item.Type) -> Entry<Item> {
        // While a proxy describes the types it stands for, a type's representations depend
        // on the chain being described (a cycle is cut short): build them, keep nothing.
        guard RepresentationCycleGuard.describing.get().isEmpty else { return Entry(Item.representations) }
        let key = ObjectIdentifier(Item.self)
        if let entry = entries.withLock({ $0[key] }) as? Entry<Item> { return entry }
        // Built outside the lock: the builder runs user code, which may itself load items.
        let made = Entry<Item>(Item.representations)
        return entries.withLock { entries in
            if let stored = entries[key] as? Entry<Item> { return stored }
            entries[key] = made
            return made
        }
    }
}
