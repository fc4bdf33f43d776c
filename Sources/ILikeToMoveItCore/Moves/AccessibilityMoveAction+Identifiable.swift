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

}
