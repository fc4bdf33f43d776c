extension AccessibilityMoveAction: Codable {
    /// Decodes an action from its identifier string, such as `"up(3)"` or `"toTop"`.
    ///
    /// - Throws: `DecodingError.dataCorrupted` naming the string when it is not an action.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let string = try container.decode(String.self)
        guard let action = Self(id: string) else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: """
                    "\(string)" is not an AccessibilityMoveAction; expected "up", "down", \
                    "up(N)", "down(N)", "toTop" or "toBottom"
                    """
            )
        }
        self = action
    }

    /// Encodes the action as its identifier string, such as `"up(3)"` or `"toTop"`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(id)
    }
}
