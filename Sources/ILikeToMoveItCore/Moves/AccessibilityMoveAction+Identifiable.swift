extension AccessibilityMoveAction: Identifiable, CustomStringConvertible {
    /// A stable identifier, unique per action: `"up"`, `"up(3)"`, `"down"`, `"down(5)"`,
    /// `"toTop"`, `"toBottom"`.
    ///
    /// `.up` and `.up(1)` are the same action and share the identifier `"up"`. The identifier
    /// is also the action's `Codable` form, so it can be stored and read back.
    public var id: String {
        switch self {
        case .up(1): "up"
        case .up(let distance): "up(\(distance))"
        case .down(1): "down"
        case .down(let distance): "down(\(distance))"
        case .toTop: "toTop"
        case .toBottom: "toBottom"
        }
    }

    /// The action's identifier, for logs and test output.
    public var description: String { id }

    /// Reads an action back from its identifier.
    ///
    /// - Parameter id: An identifier as produced by ``id``, for example `"up(3)"`.
    /// - Returns: The action, or `nil` when `id` names no action.
    public init?(id: String) {
        switch id {
        case "up": self = .up
        case "down": self = .down
        case "toTop": self = .toTop
        case "toBottom": self = .toBottom
        default:
            guard id.hasSuffix(")") else { return nil }
            let body = id.dropLast()
            if body.hasPrefix("up("), let distance = Int(body.dropFirst(3)) {
                self = .up(distance)
            } else if body.hasPrefix("down("), let distance = Int(body.dropFirst(5)) {
                self = .down(distance)
            } else {
                return nil
            }
        }
    }
}
