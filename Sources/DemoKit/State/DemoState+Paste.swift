extension DemoState {
    /// The most birds one paste adds; further lines are left out, and the demo says how many.
    static let pasteBirdLimit = 20

    /// Turns pasted text into birds, one per non-empty line, never into commands.
    ///
    /// Each line is trimmed, cleaned of control characters and cut to `nameLimit` characters,
    /// as the add prompt would take it, and the birds go through the prompt's path: plain-text
    /// item providers dropped at the end of the focused list (one drop, so one undo takes the
    /// paste back). By what is open when the paste arrives:
    ///
    /// - the lists or the grid: the birds are added;
    /// - the add prompt: one line is typed into the prompt, to edit and commit with Enter;
    ///   several lines are birds, the first joined to what was typed, and the prompt closes;
    /// - the actions menu, help or a detail: it closes, and the birds are added;
    /// - carrying birds: the paste is refused (the drop comes first).
    ///
    /// - Parameter text: The pasted text, lines separated by newlines.
    /// - Returns: The effects of the drop (a `.load`), or why nothing was added.
    mutating func paste(_ text: String) -> [DemoEffect] {
        var names = text.split(whereSeparator: \.isNewline)
            .map { String($0).sanitizedForTerminal.trimmedWhitespace }
            .filter { !$0.isEmpty }
        switch mode {
        case .carrying:
            return [.reject(strings.alreadyPicking)]
        case .adding(let typed):
            if names.count <= 1 {
                setMode(.adding(String((typed + (names.first ?? "")).prefix(Self.nameLimit))))
                return []
            }
            names[0] = (typed + names[0]).trimmedWhitespace
            setMode(.browsing)
        case .menu, .help, .detail:
            setMode(.browsing)
        case .browsing:
            break
        }
        guard !names.isEmpty else { return [.reject(strings.nameMissing)] }
        let kept = names.prefix(Self.pasteBirdLimit).map { String($0.prefix(Self.nameLimit)) }
        let leftOut = names.count - kept.count
        return (leftOut > 0 ? [.reject(strings.pasteLinesLeftOut(leftOut, kept: kept.count))] : []) + add(kept)
    }
}
