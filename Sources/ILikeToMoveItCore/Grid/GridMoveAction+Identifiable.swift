extension GridMoveAction: Identifiable, CustomStringConvertible {
    /// A stable identifier, unique per action: `"left"`, `"left(3)"`, `"right"`,
    /// `"right(3)"`, `"up"`, `"up(2)"`, `"down"`, `"down(2)"`, `"toStart"`, `"toEnd"`.
    ///
    /// `.left` and `.left(1)` are the same action and share the identifier `"left"`; the
    /// number of `up` and `down` counts rows. The identifier is also the action's `Codable`
    /// form.
    public var id: String {
        switch self {
        case .left(1): "left"
        case .left(let places): "left(\(places))"
        case .right(1): "right"
        case .right(let places): "right(\(places))"
        case .up(1): "up"
        case .up(let rows): "up(\(rows))"
        case .down(1): "down"
        case .down(let rows): "down(\(rows))"
        case .toStart: "toStart"
        case .toEnd: "toEnd"
        }
    }

    /// The action's identifier, for logs and test output.
    public var description: String { id }

    /// Reads an action back from its identifier.
    ///
    /// - Parameter id: An identifier as produced by ``id``, for example `"down(2)"`.
    /// - Returns: The action, or `nil` when `id` names no grid action.
    public init?(id: String) {
        switch id {
        case "left": self = .left
        case "right": self = .right
        case "up": self = .up
        case "down": self = .down
        case "toStart": self = .toStart
        case "toEnd": self = .toEnd
        default:
            guard id.hasSuffix(")"), let open = id.firstIndex(of: "("),
                  let number = Int(id[id.index(after: open)..<id.index(before: id.endIndex)])
            else { return nil }
            switch id[..<open] {
            case "left": self = .left(number)
            case "right": self = .right(number)
            case "up": self = .up(rows: number)
            case "down": self = .down(rows: number)
            default: return nil
            }
        }
    }
}

extension GridMoveAction: Codable, IdentifierCoded {
    package static let identifierForms = """
        "left", "right", "up", "down", "left(N)", "right(N)", "up(N)", "down(N)", "toStart" or "toEnd"
        """

    /// Decodes an action from its identifier string, such as `"left(3)"` or `"toEnd"`.
    ///
    /// - Throws: `DecodingError.dataCorrupted` naming the string when it is not a grid action.
    public init(from decoder: any Decoder) throws {
        try self.init(identifierFrom: decoder)
    }

    /// Encodes the action as its identifier string, such as `"left(3)"` or `"toEnd"`.
    public func encode(to encoder: any Encoder) throws {
        try encodeIdentifier(to: encoder)
    }
}
