extension GridMoveAction {
    /// A stable identifier, unique per action: `"left"`, `"left(3)"`, `"right"`,
    /// `"right(3)"`, `"up"`, `"up(2)"`, `"down"`, `"down(2)"`, `"toStart"`, `"toEnd"`.
    ///
    /// `.left` and `.left(1)` are the same action and share the identifier `"left"`; the
    /// number of `up` and `down` counts rows. For test output and fuzz inputs.
    package var id: String {
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

    /// Reads an action back from its identifier.
    ///
    /// - Parameter id: An identifier as produced by ``id``, for example `"down(2)"`.
    /// - Returns: The action, or `nil` when `id` names no grid action.
    package init?(id: String) {
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
