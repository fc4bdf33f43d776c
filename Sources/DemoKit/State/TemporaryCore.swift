// Stand-in for the core's move API until it is merged; deleted then.
enum AccessibilityMoveAction: Hashable, Sendable {
    case up(Int = 1), down(Int = 1), toTop, toBottom
    static let up: Self = .up(1)
    static let down: Self = .down(1)
    func name(language: String) -> String {
        switch self {
        case .up(1): "Move up"
        case .down(1): "Move down"
        case .up(let n): "Move up by \(n)"
        case .down(let n): "Move down by \(n)"
        case .toTop: "Move to top"
        case .toBottom: "Move to bottom"
        }
    }
}
