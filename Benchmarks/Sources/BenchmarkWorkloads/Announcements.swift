import ILikeToMoveItCore

/// P5: the sentence spoken after a move, worded from what a collection's move returned.
public enum Announcements {
    /// One move's result, the list it left, and whether rows' titles name neighbours.
    public struct Sample: Sendable {
        let change: MoveChange
        let list: [Row]
        let namesNeighbour: Bool
    }

    /// Announcements of every kind in a list of twelve: short, with a neighbour, at an edge,
    /// several items.
    public static let samples: [Sample] = {
        func sample(namesNeighbour: Bool, _ move: (inout [Row]) -> MoveChange) -> Sample {
            var rows = Row.list(count: 12)
            rows[6].title = "Buy oat milk and bread"
            rows[0].title = "Call the plumber"
            let change = move(&rows)
            return Sample(change: change, list: rows, namesNeighbour: namesNeighbour)
        }
        return [
            // "Moved up. Position 5 of 12."
            sample(namesNeighbour: false) { $0.move(5, .up) },
            // "Moved down by 3. Below Buy oat milk and bread. Position 7 of 12."
            sample(namesNeighbour: true) { $0.move(3, .down(3)) },
            // "Moved up by 4. Above Call the plumber. At top. Position 1 of 12."
            sample(namesNeighbour: true) { $0.move(4, .up(4)) },
            // "Moved 3 items to bottom. Position 10 of 12."
            sample(namesNeighbour: true) { $0.move([2, 5, 8], .toBottom) },
        ]
    }()

    public static let announcer = MoveAnnouncer(strings: .english, includesPosition: true)

    /// The sentence for one sample.
    @inline(never)
    public static func text(_ sample: Sample) -> String {
        announcer.text(for: sample.change, in: sample.list, label: sample.namesNeighbour ? \.title : nil)
    }
}
