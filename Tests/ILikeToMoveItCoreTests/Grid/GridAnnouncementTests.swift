@testable import ILikeToMoveItCore
import Testing

/// Grid announcements in words: English and Japanese samples, right to left, replaced wording.
@Suite struct GridAnnouncementTests {
    /// Robin Jay Swan / Crow Goose Finch / Wren Owl
    static let flock = FlockBird.flock(8)
    static let grid = GridMoveLayout(columns: 3)
    static let arabic = GridMoveLayout(columns: 3, readingDirection: .rightToLeft)

    static func text(_ from: Int, _ action: GridMoveAction, in layout: GridMoveLayout = grid,
                     _ announcer: MoveAnnouncer) -> String {
        GridStepCheck.perform(action, on: flock[from].id, in: layout, flock, label: \.name, announcer: announcer).step.text
    }

    @Test(arguments: [
        (4, GridMoveAction.right, grid, "Moved right. After Finch. Row 2, column 3.",
         "右に移動しました。「Finch」の次です。2行目、3列目です。"),
        (4, .left, arabic, "Moved left. After Finch. Row 2, column 3.",
         "左に移動しました。「Finch」の次です。2行目、3列目です。"),
        (4, .right, arabic, "Moved right. Before Crow. Row 2, column 1.",
         "右に移動しました。「Crow」の前です。2行目、1列目です。"),
        (1, .down, grid, "Moved down a row. After Goose. Row 2, column 2.",
         "1行下に移動しました。「Goose」の次です。2行目、2列目です。"),
        (2, .down(rows: 2), grid, "Moved down by 2 rows. After Owl. At end. Row 3, column 2.",
         "2行下に移動しました。「Owl」の次です。末尾です。3行目、2列目です。"),
        (7, .up(rows: 9), grid, "Moved up by 2 rows. Before Jay. Row 1, column 2.",
         "2行上に移動しました。「Jay」の前です。1行目、2列目です。"),
        (3, .left(4), grid, "Moved to start. Before Robin. Row 1, column 1.",
         "先頭に移動しました。「Robin」の前です。1行目、1列目です。"),
        (5, .toStart, grid, "Moved to start. Before Robin. Row 1, column 1.",
         "先頭に移動しました。「Robin」の前です。1行目、1列目です。"),
        (0, .toEnd, arabic, "Moved to end. After Owl. Row 3, column 2.",
         "末尾に移動しました。「Owl」の次です。3行目、2列目です。"),
        (0, .up, grid, "Not moved. At start. Row 1, column 1.", "移動しませんでした。先頭です。1行目、1列目です。"),
        (7, .left, arabic, "Not moved. At end. Row 3, column 2.", "移動しませんでした。末尾です。3行目、2列目です。"),
        (6, .down, grid, "Not moved. Row 3, column 1.", "移動しませんでした。3行目、1列目です。"),
    ])
    func englishAndJapanese(from: Int, action: GridMoveAction, layout: GridMoveLayout, english: String, japanese: String) {
        #expect(Self.text(from, action, in: layout, MoveAnnouncer(strings: .english, includesPosition: true)) == english)
        #expect(Self.text(from, action, in: layout, MoveAnnouncer(strings: .japanese, includesPosition: true)) == japanese)
    }

    /// What the user perceives: moving along a line into the next one is told by where the
    /// item landed, and up and down in a grid that fills columns (`LazyHGrid`) move along
    /// the column, as in a list. Robin Jay Swan fill the first column of three rows, Crow
    /// Goose Finch the second, Wren Owl the third.
    @Test(arguments: [
        (0, GridMoveAction.down, GridMoveLayout(rows: 3), "Moved down. After Jay. Row 2, column 1."),
        (0, .down(rows: 2), GridMoveLayout(rows: 3), "Moved down by 2. After Swan. Row 3, column 1."),
        (2, .down, GridMoveLayout(rows: 3), "Moved to row 1, column 2. After Crow."),
        (3, .up, GridMoveLayout(rows: 3), "Moved to row 3, column 1. Before Swan."),
        (1, .right, GridMoveLayout(rows: 3), "Moved right. After Goose. Row 2, column 2."),
        (6, .up(rows: 9), GridMoveLayout(rows: 3), "Moved to start. Before Robin. Row 1, column 1."),
        (2, .right, grid, "Moved to row 2, column 1. After Crow."),
        (3, .right, arabic, "Moved to row 1, column 3. Before Swan."),
    ])
    func movesIntoAnotherLineSayWhereTheItemLanded(from: Int, action: GridMoveAction, layout: GridMoveLayout, english: String) {
        #expect(Self.text(from, action, in: layout, MoveAnnouncer(strings: .english, includesPosition: true)) == english)
    }

    @Test func positionIsSpokenOnlyWhenAsked() {
        #expect(Self.text(4, .right, .english) == "Moved right. After Finch.")
        #expect(Self.text(4, .right, .japanese) == "右に移動しました。「Finch」の次です。")
    }

    @Test func aOneItemGridNamesTheEdgeTheActionPointsTo() {
        let one = FlockBird.flock(1)
        func text(_ action: GridMoveAction, _ layout: GridMoveLayout) -> String {
            GridStepCheck.perform(action, on: 0, in: layout, one, announcer: .english).step.text
        }
        #expect(text(.left, Self.grid) == "Not moved. At start.")
        #expect(text(.left, Self.arabic) == "Not moved. At end.")
        #expect(text(.right, Self.arabic) == "Not moved. At start.")
        #expect(text(.down, Self.grid) == "Not moved. At end.")
        #expect(text(.toStart, Self.grid) == "Not moved. At start.")
        #expect(text(.toEnd, Self.grid) == "Not moved. At end.")
    }

    @Test func wordingIsReplaceableThroughTheTable() {
        let strings = MoveStrings.english
            .replacing(.movedRight, with: "Nudged right.")
            .replacing(.after, with: "Now follows {label}.")
            .replacing(.gridPosition, with: "R{position}C{count}.")
        let announcer = MoveAnnouncer(strings: strings, includesPosition: true)
        #expect(Self.text(4, .right, announcer) == "Nudged right. Now follows Finch. R2C3.")
    }

    @Test func labelsAreSanitisedAndEmptyOnesLeftOut() {
        let birds = [FlockBird(id: 0, name: "Ro\nbin\u{202E}"), FlockBird(id: 1, name: " \t "), FlockBird(id: 2, name: "Jay")]
        let grid = GridMoveLayout(columns: 2)
        let first = GridStepCheck.perform(.up, on: 2, in: grid, birds, label: \.name, announcer: .english)
        #expect(first.step.text == "Moved up a row. Before Ro bin. At start.")
        #expect(GridStepCheck.announcement(first.step)?.neighbour == .above("Ro bin"))
        let second = GridStepCheck.perform(.right, on: 0, in: grid, birds, label: \.name, announcer: .english)
        #expect(second.step.text == "Moved right.")
        // The neighbour is there, after the moved item; only its blank label is left out.
        #expect(second.list.map(\.id) == [1, 0, 2])
        #expect(GridStepCheck.announcement(second.step)?.neighbour == nil)
    }

    @Test func theAnnouncementValueCarriesEverythingARendererNeeds() throws {
        var birds = Self.flock
        var moves = AccessibleMoves<FlockBird, Int>(label: \.name)
        let step = moves.perform(.grid(2, .down(rows: 2), in: Self.grid), on: &birds)
        #expect(step.announcement == .grid(GridMoveAnnouncement(
            movement: .moved(.down(rows: 2)), neighbour: .below("Owl"), edge: .bottom, cell: .init(row: 3, column: 2))))
        #expect(!step.isEmpty)
        #expect(step.change == .offset(OffsetMove(from: 2, to: 7)))
        #expect(step.inverse == MoveRequest(.placeInGrid(2, MovePlacement(after: 1, before: 3, offset: 2), layout: Self.grid)))
        let undo = moves.perform(try #require(step.inverse), on: &birds)
        #expect(undo.change == .offset(OffsetMove(from: 7, to: 2)))
        #expect(birds == Self.flock)
    }
}
