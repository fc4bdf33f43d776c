extension AccessibilityMoveAction: Identifiable {
    /// A stable identifier, unique per action: `"up"`, `"up(3)"`, `"down"`, `"down(5)"`,
    /// `"toTop"`, `"toBottom"`.
    ///
    /// `.up` and `.up(1)` are the same action and share the identifier `"up"`, so
    /// `ForEach(actions)` lists each action once.
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

    /// Reads an action back from its identifier.
    ///
    /// - Parameter id: An identifier as produced by ``id``, for example `"up(3)"`.
    /// - Returns: The action, or `nil` when `id` names no action.
    init?(id: String) {
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
