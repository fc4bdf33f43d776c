/// The places one item of a sectioned list can take, in reading order: with the item taken
/// out, section *k* holding *c* other items offers *c* + 1 places (above each of them and
/// below the last), so an empty section offers one. Place 0 is the top of the first section.
///
/// ```
/// To do: Robin, Jay    Done: (empty)    Later: Swan      moving Jay
/// places: 0 above Robin, 1 below Robin | 2 in Done | 3 above Swan, 4 below Swan
/// ```
///
/// A move up or down by *n* goes *n* places along this line, so it is *n* single moves, and
/// crossing into the section before or after is one of them.
struct SectionPlaces {
    /// For each section, how many items it holds without the moving item.
    let counts: [Int]

    /// The places of a list whose sections hold `counts` items, `moving` being in section
    /// `from`.
    init(counts: [Int], movingFrom section: Int) {
        var counts = counts
        counts[section] -= 1
        self.counts = counts
    }

    /// How many places there are: at least one per section.
    var total: Int { counts.reduce(0) { $0 + $1 + 1 } }

    /// The place at `offset` of section `section`.
    func place(section: Int, offset: Int) -> Int {
        counts[..<section].reduce(0) { $0 + $1 + 1 } + offset
    }

    /// The section and offset of a place.
    /// - Precondition: `0 <= place < total`.
    func location(of place: Int) -> (section: Int, offset: Int) {
        var rest = place
        for (section, count) in counts.enumerated() {
            if rest <= count { return (section, rest) }
            rest -= count + 1
        }
        preconditionFailure("Place \(place) out of range 0..<\(total)")
    }
}
