extension DemoState {
    /// Speaks `language` from now on, as an app whose user interface runs in it: the next
    /// announcement, the actions menu and the names of new undo actions come from its table.
    /// The demo's own words follow (Japanese in Japanese, English otherwise), and the
    /// sections' names with them; every bird stays where it is.
    ///
    /// Undo actions registered before keep the names they were given, as an app's would: the
    /// system restarts an app whose language changes, so no app sees this happen.
    ///
    /// - Returns: The announcement of the new language ("Now speaking German — Deutsch (de).").
    mutating func switchLanguage(to language: DemoLanguage) -> [DemoEffect] {
        setLanguage(language)
        var sections = sections
        sections.rename(for: language)
        setSections(sections)
        return [.announce(strings.nowSpeaking(language))]
    }
}
