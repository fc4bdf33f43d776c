/// Collects ``ProvidableRepresentation`` declarations in order; declaration order is priority.
///
/// It takes one representation per line, as ``RepresentedProvidable/representations``
/// declares them:
///
/// ```swift
/// static var representations: [Provided] {
///     Provided.codable(contentType: .bird)
///     Provided.plainText(exporting: \.name, importing: { Bird(name: $0) })
/// }
/// ```
///
/// The list is read once per type and kept, so it takes no `if` or `for`; `#if` works, as
/// everywhere.
@resultBuilder
public enum ProvidableRepresentationBuilder<Item: Sendable> {
    /// Joins the lines of the declaration in order.
    /// - Parameter representations: One representation per line.
    /// - Returns: The representations, highest priority first.
    public static func buildBlock(_ representations: ProvidableRepresentation<Item>...) -> [ProvidableRepresentation<Item>] {
        representations
    }
}
