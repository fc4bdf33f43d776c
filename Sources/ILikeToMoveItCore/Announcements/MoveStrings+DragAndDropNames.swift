extension MoveStrings {
    /// The name VoiceOver gives an item's drag source among its actions: "Drag Robin".
    ///
    /// ```swift
    /// MoveStrings.english.dragSourceName(label: "Robin")          // "Drag Robin"
    /// MoveStrings.forLanguage("de").dragSourceName(label: "Robin") // "„Robin“ ziehen"
    /// MoveStrings.english.dragSourceName(label: " \n ")           // nil
    /// ```
    ///
    /// - Parameters:
    ///   - label: The item's label, as the app gives it; cleaned as announcements clean
    ///     labels (``MoveLabel/sanitize(_:limit:)``).
    ///   - limit: The most characters of the label that are said.
    /// - Returns: The name, or `nil` when the label says nothing once cleaned: a name with
    ///   nothing to name would be heard as the bare verb, so the caller leaves VoiceOver's
    ///   own name in place.
    /// - Complexity: O(min(*n*, *limit*) + *m*), *n* being the label's length and *m* the
    ///   name's.
    package func dragSourceName(label: String, limit: Int = MoveLabel.defaultLimit) -> String? {
        named(.dragItem, label, limit: limit)
    }

    /// The name of a place VoiceOver offers to drop a dragged item: "Drop into Groceries".
    ///
    /// ```swift
    /// MoveStrings.english.dropPointName(listName: "Groceries")   // "Drop into Groceries"
    /// ```
    ///
    /// - Parameters:
    ///   - listName: The name of the list that takes the drop, as the app gives it; cleaned
    ///     as labels are.
    ///   - limit: The most characters of the name that are said.
    /// - Returns: The name, or `nil` when the list's name says nothing once cleaned.
    /// - Complexity: O(min(*n*, *limit*) + *m*), *n* being the list name's length and *m*
    ///   the result's.
    package func dropPointName(listName: String, limit: Int = MoveLabel.defaultLimit) -> String? {
        named(.dropInto, listName, limit: limit)
    }

    /// The accessibility label of a row's drag handle: "Reorder".
    package var reorderControlLabel: String {
        string(.reorderControl)
    }

    /// An entry naming `text`, cleaned; `nil` when `text` says nothing.
    private func named(_ key: Key, _ text: String, limit: Int) -> String? {
        let label = MoveLabel.sanitize(text, limit: limit)
        return label.isEmpty ? nil : string(key, label: label)
    }
}
