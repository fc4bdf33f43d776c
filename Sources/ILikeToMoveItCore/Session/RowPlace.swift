/// A row's place in a list: its section (0 in a list without sections) and its offset there.
package struct RowPlace: Hashable, Sendable {
    /// The index of the section.
    package var section: Int
    /// The row's offset in its section.
    package var row: Int

    package init(section: Int = 0, row: Int) {
        self.section = section
        self.row = row
    }
}
