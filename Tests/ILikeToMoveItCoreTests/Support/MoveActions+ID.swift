@testable import ILikeToMoveItCore

// Test support: reading an action back from its `id`, so the tests can check that every
// identifier names one action and names it again.

extension AccessibilityMoveAction {
    /// Reads an action back from its identifier.
    ///
    /// - Parameter id: An identifier as produced by `id`, for example `"up(3)"`.
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

extension GridMoveAction {
    /// Reads an action back from its identifier.
    ///
    /// - Parameter id: An identifier as produced by `id`, for example `"down(2)"`.
    /// - Returns: The action, or `nil` when `id` names no grid action.
    init?(id: String) {
        // A direction may carry its number in brackets: "left" is "left(1)".
        var name = id[...]
        var number = 1
        if id.hasSuffix(")"), let open = id.firstIndex(of: "(") {
            guard let parsed = Int(id[id.index(after: open)..<id.index(before: id.endIndex)]) else { return nil }
            name = id[..<open]
            number = parsed
        }
        switch name {
        case "left": self = .left(number)
        case "right": self = .right(number)
        case "up": self = .up(rows: number)
        case "down": self = .down(rows: number)
        case "toStart" where name == id: self = .toStart
        case "toEnd" where name == id: self = .toEnd
        default: return nil
        }
    }
}
