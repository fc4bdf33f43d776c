extension MoveStrings {
    /// The name VoiceOver reads for a drag handle ("Reorder"); the row's label is its value.
    ///
    /// English in every language for now: when the tables gain their `reorderControl`
    /// entry, this reads `string(.reorderControl)`.
    package var reorderControlName: String {
        "Reorder"
    }
}
