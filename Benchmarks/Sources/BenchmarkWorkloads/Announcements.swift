import ILikeToMoveItCore

/// P5: the sentence spoken after a move: the whole move that makes it, and the text alone.
public enum Announcements {
    /// One move of a list of twelve: the list before it, the request, and the moves that
    /// perform it (naming neighbours by the rows' titles, or not).
    public struct Sample: Sendable {
        let list: [Row]
        let request: MoveRequest<Int>
        let namesNeighbour: Bool
        /// The step the request makes on `list`, made once: its text is worded on each access.
        let step: MoveStep<Int>
    }

    public static let announcer = MoveAnnouncer(strings: .english, includesPosition: true)

    /// The moves of a sample: with the rows' titles for neighbours, or without.
    static func moves(namesNeighbour: Bool) -> AccessibleMoves<Row, Int> {
        AccessibleMoves(label: namesNeighbour ? \.title : nil, announcer: announcer)
    }

    /// Announcements of every kind in a list of twelve: short, with a neighbour, at an edge,
    /// several items.
    public static let samples: [Sample] = {
        func sample(namesNeighbour: Bool, _ request: MoveRequest<Int>) -> Sample {
            var rows = Row.list(count: 12)
            rows[6].title = "Buy oat milk and bread"
            rows[0].title = "Call the plumber"
            var moved = rows
            var moves = moves(namesNeighbour: namesNeighbour)
            let step = moves.perform(request, on: &moved)
            return Sample(list: rows, request: request, namesNeighbour: namesNeighbour, step: step)
        }
        return [
            // "Moved up. Position 5 of 12."
            sample(namesNeighbour: false, .item(5, .up)),
            // "Moved down by 3. Below Buy oat milk and bread. Position 7 of 12."
            sample(namesNeighbour: true, .item(3, .down(3))),
            // "Moved up by 4. Above Call the plumber. At top. Position 1 of 12."
            sample(namesNeighbour: true, .item(4, .up(4))),
            // "Moved 3 items to bottom. Position 10 of 12."
            sample(namesNeighbour: true, .selection([2, 5, 8], .toBottom)),
        ]
    }()

    /// The whole move a list makes for one sample, the path users take: performs the request
    /// on a copy of the sample's list through `AccessibleMoves` and words the step's text.
    /// The copy is part of what is timed (one allocation of twelve rows). Returns the text.
    @inline(never)
    public static func wholeMove(_ sample: Sample) -> String {
        var rows = sample.list
        var moves = moves(namesNeighbour: sample.namesNeighbour)
        let step = moves.perform(sample.request, on: &rows)
        consume(step.focus)
        return step.text
    }

    /// The sentence alone for one sample, worded from the step its move made.
    @inline(never)
    public static func text(_ sample: Sample) -> String {
        sample.step.text
    }
}
