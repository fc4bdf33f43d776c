extension AccessibilityMoveAction: Codable, IdentifierCoded {
    package static let identifierForms = """
        "up", "down", "up(N)", "down(N)", "toTop" or "toBottom"
        """

    /// Decodes an action from its identifier string, such as `"up(3)"` or `"toTop"`.
    ///
    /// - Throws: `DecodingError.dataCorrupted` naming the string when it is not an action.
    public init(from decoder: any Decoder) throws {
        try self.init(identifierFrom: decoder)
    }

    /// Encodes the action as its identifier string, such as `"up(3)"` or `"toTop"`.
    public func encode(to encoder: any Encoder) throws {
        try encodeIdentifier(to: encoder)
    }
}
