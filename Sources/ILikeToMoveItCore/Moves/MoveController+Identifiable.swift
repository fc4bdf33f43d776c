extension MoveController where Element: Identifiable, ID == Element.ID {
    /// Creates a controller for identifiable items, identified by their `id`.
    ///
    /// ```swift
    /// var controller = MoveController(items: birds, label: \.name)
    /// ```
    ///
    /// - Parameters:
    ///   - items: The list.
    ///   - label: The key path to a label spoken for neighbours; `nil` names no neighbour.
    ///   - announcer: Renders announcements.
    ///   - undoLimit: The most moves kept for undo; 100 by default.
    public init(
        items: [Element],
        label: KeyPath<Element, String>? = nil,
        announcer: MoveAnnouncer = .default,
        undoLimit: Int = 100
    ) {
        self.init(items: items, id: \.id, label: label, announcer: announcer, undoLimit: undoLimit)
    }
}
