/// Collects ``ProvidableRepresentation`` declarations in order; declaration order is priority.
@resultBuilder
public enum ProvidableRepresentationBuilder<Item: Sendable> {
    /// Takes one representation.
    public static func buildExpression(_ representation: ProvidableRepresentation<Item>) -> [ProvidableRepresentation<Item>] {
        [representation]
    }

    /// Takes a ready-made list of representations, kept in order.
    public static func buildExpression(_ representations: [ProvidableRepresentation<Item>]) -> [ProvidableRepresentation<Item>] {
        representations
    }

    /// Joins the lines of a block in order.
    public static func buildBlock(_ parts: [ProvidableRepresentation<Item>]...) -> [ProvidableRepresentation<Item>] {
        parts.flatMap { $0 }
    }

    /// Contributes an `if` without `else`: its representations, or none.
    public static func buildOptional(_ part: [ProvidableRepresentation<Item>]?) -> [ProvidableRepresentation<Item>] {
        part ?? []
    }

    /// Contributes the `if` branch taken.
    public static func buildEither(first part: [ProvidableRepresentation<Item>]) -> [ProvidableRepresentation<Item>] {
        part
    }

    /// Contributes the `else` branch taken.
    public static func buildEither(second part: [ProvidableRepresentation<Item>]) -> [ProvidableRepresentation<Item>] {
        part
    }

    /// Joins the representations of a `for` loop in iteration order.
    public static func buildArray(_ parts: [[ProvidableRepresentation<Item>]]) -> [ProvidableRepresentation<Item>] {
        parts.flatMap { $0 }
    }

    /// Contributes an `if #available` branch.
    public static func buildLimitedAvailability(_ part: [ProvidableRepresentation<Item>]) -> [ProvidableRepresentation<Item>] {
        part
    }
}
