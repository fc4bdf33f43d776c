extension DemoState {
    /// The longest name the add prompt accepts, in characters.
    static let nameLimit = 40

    mutating func type(_ character: Character) -> [DemoEffect] {
        guard case .adding(let text) = mode else { return [] }
        guard text.count < Self.nameLimit else { return [] }
        setMode(.adding(text + String(character).sanitizedForTerminal))
        return []
    }

    mutating func deleteBackward() -> [DemoEffect] {
        guard case .adding(let text) = mode else { return [] }
        setMode(.adding(String(text.dropLast())))
        return []
    }
}
