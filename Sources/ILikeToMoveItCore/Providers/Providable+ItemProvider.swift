extension Providable {
    /// A portable provider offering the item in each of ``writableTypes``, in order (first =
    /// best). Bytes are produced lazily, when a reader loads a representation.
    ///
    /// Available on every platform; on Apple platforms ``provider`` is an `NSItemProvider`
    /// instead, so use this name in code that must use the portable type everywhere.
    public var itemProvider: ItemProvider {
        let provider = ItemProvider()
        for type in Self.writableTypes {
            provider.registerDataRepresentation(for: type) { [self] in try exportedData(type: type) }
        }
        return provider
    }

    #if !canImport(Darwin)
    /// The item's provider: the portable ``itemProvider`` here, an `NSItemProvider` on Apple
    /// platforms (as `onDrag { bird.provider }` expects).
    public var provider: ItemProvider { itemProvider }
    #endif
}
