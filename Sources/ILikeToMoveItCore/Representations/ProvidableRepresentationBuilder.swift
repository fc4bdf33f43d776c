/// Collects ``ProvidableRepresentation`` declarations in order; declaration order is priority.
@resultBuilder
public enum ProvidableRepresentationBuilder<Item: Sendable> {
    public static func buildExpression(_ representation: ProvidableRepresentation<Item>) -> [ProvidableRepresentation<Item>] {
        [representation]
    }

    public static func buildExpression(_ representations: [ProvidableRepresentation<Item>]) -> [ProvidableRepresentation<Item>] {
        representations
    }

    public static func buildBlock(_ parts: [ProvidableRepresentation<Item>]...) -> [ProvidableRepresentation<Item>] {
        parts.flatMap { $0 }
    }

    public static func buildOptional(_ part: [ProvidableRepresentation<Item>]?) -> [ProvidableRepresentation<Item>] {
        part ?? []
    }

    public static func buildEither(first part: [ProvidableRepresentation<Item>]) -> [ProvidableRepresentation<Item>] {
        part
    }

    public static func buildEither(second part: [ProvidableRepresentation<Item>]) -> [ProvidableRepresentation<Item>] {
        part
    }

    public static func buildArray(_ parts: [[ProvidableRepresentation<Item>]]) -> [ProvidableRepresentation<Item>] {
        parts.flatMap { $0 }
    }

    public static func buildLimitedAvailability(_ part: [ProvidableRepresentation<Item>]) -> [ProvidableRepresentation<Item>] {
        part
    }
}
