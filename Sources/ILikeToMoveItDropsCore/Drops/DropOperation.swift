/// What a completed drop does to its source.
package enum DropOperation: Sendable, Hashable {
    /// Insert at the destination and remove the originals from the source (only those that
    /// arrived). Never creates a second item with an identity the destination already has.
    case move
    /// Insert at the destination and leave the source as it is.
    case copy
}
