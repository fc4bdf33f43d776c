import ILikeToMoveItCore
@_spi(PortableProviders) import ILikeToMoveItDropsCore

/// The whole demo as a value: both lists, focus, selection, what is open, the status line
/// and the log.
///
/// The demo is a pure state machine. `reduce(_:)` takes a `DemoAction` (from a key press or a
/// script line), updates the state and returns the `DemoEffect`s for the outside world;
/// `DemoRenderer.render(_:size:)` draws a state into lines. Neither touches the terminal, so
/// both are tested directly.
///
/// Nothing here reimplements the package. Each list has the core's `ListSession` (the type
/// the SwiftUI layer runs), and every move — a row's, a selection's, a grid move, a sectioned
/// move, a move to another section or to the other list, an Alt+arrow key — and its undo and
/// redo is an event sent to it, with the list as a `DemoList` and the view shown as its
/// settings; the demo carries out the effects it decides (see `DemoState+Session.swift`),
/// keeping the undo actions in a `MoveHistory`. Carrying birds is a `CarriedItems` fed by the
/// birds' item providers, and new birds arrive as plain text through an `ItemProvider`;
/// their undo restores snapshots of the lists.
struct DemoState {
    /// What the keyboard is talking to.
    enum Mode: Hashable, Sendable {
        case browsing
        /// The actions menu of the focused bird, with the highlighted row.
        case menu(highlighted: Int)
        /// The add prompt, with the text typed so far.
        case adding(String)
        /// Birds picked up and being carried to a drop position.
        case carrying(Carry)
        case help
        /// A bird's detail, as the lines to show.
        case detail(title: String, lines: [String])
    }

    /// Picked-up birds and where they would land: the core's `CarriedItems` plus the drop
    /// position as a row, for drawing the marker.
    ///
    /// The birds stay in their lists while carried: they leave their source only when the
    /// drop completes, so a cancelled carry changes nothing.
    struct Carry: Hashable, Sendable {
        /// The drag: what was picked up, from where, aimed at which list and anchor.
        var session: CarriedItems<Bird, ListSide>
        /// The drop position in the target list: before the bird at this position, or at the
        /// end when it equals the list's count.
        var position: Int

        /// The carried birds, in the order they will land.
        var birds: [Bird.ID] { session.pickedUp }
        /// The list they would be dropped in.
        var target: ListSide { session.destination ?? session.source ?? .left }

        /// Two carries are equal when they take the same birds from the same list to the same
        /// place (a session's load results are not compared: a carry has none yet).
        static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.session.pickedUp == rhs.session.pickedUp && lhs.session.source == rhs.session.source
                && lhs.session.destination == rhs.session.destination
                && lhs.session.target == rhs.session.target && lhs.position == rhs.position
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(session.pickedUp)
            hasher.combine(session.destination)
            hasher.combine(position)
        }
    }

    /// An entry of the actions menu.
    enum MenuEntry: Hashable, Sendable {
        /// A move the focused bird's row offers in the view shown, as the core's `RowSetup`
        /// lists and names it: a list move, a grid move, "Move to <section>", or (in the
        /// lists and the grid) the move to the other list, the list's one transfer.
        case row(RowSetup.Entry)
        /// The move to the other list in the sections view, whose row transfers are its
        /// sections.
        case moveToOtherList
    }

    /// The actions the rows of the lists and of the sections are given, in order.
    static let menuMoves: [AccessibilityMoveAction] = [.up, .down, .up(5), .down(5), .toTop, .toBottom]
    /// The actions the cells of the grid are given: the default ones, which the core turns
    /// into the grid's moves.
    static let gridMenuMoves = AccessibilityMoveAction.standard

    /// How many log lines are kept.
    static let logLimit = 200

    private var left: [Bird]
    private var right: [Bird]
    /// The session of each list, which decides its moves, their undo and what is said.
    private var leftSession: ListSession
    private var rightSession: ListSession
    private(set) var focusedSide: ListSide = .left
    private(set) var focusedPositions: [ListSide: Int] = [.left: 0, .right: 0]
    private(set) var selection: Set<Bird.ID> = []
    private(set) var mode: Mode = .browsing
    private(set) var status: String = ""
    private(set) var log: [String] = []
    /// Undo actions: what the lists' sessions registered, and the lists as they were before
    /// drops.
    private(set) var history = MoveHistory<UndoAction>()
    /// A drop (or a move to the other list, or a new bird) waiting for its loads.
    private(set) var pendingDrop: PendingDrop?
    /// The grid view: its columns and reading direction.
    private(set) var grid: DemoGrid
    /// Which view shows the lists: both lists, the focused one as a grid, or in sections. One
    /// value, so the grid and the sections can never both be shown.
    private(set) var view: DemoView
    /// The sections view: the sections' names and each bird's section.
    private(set) var sections: DemoSections
    /// The language of announcements and action names: a shipped table of the core.
    private(set) var language: DemoLanguage
    /// The demo's own words: Japanese in Japanese, English in every other language.
    private(set) var strings: DemoStrings

    /// A demo with `left` and `right` as its lists, speaking `language`.
    ///
    /// - Parameters:
    ///   - left: The birds of the left list.
    ///   - right: The birds of the right list.
    ///   - language: The language of announcements and action names (and of the demo's
    ///     own words in Japanese).
    ///   - grid: The grid view's settings.
    ///   - view: The view the demo starts in. Both lists start split into the sections, in
    ///     order, whichever it is.
    init(
        left: [Bird] = Bird.flock, right: [Bird] = [], language: DemoLanguage = .english,
        grid: DemoGrid? = nil, view: DemoView = .lists
    ) {
        self.left = left
        self.right = right
        // The demo speaks at once: there is no screen reader's focus to wait for, nor its
        // report of a dropped announcement to retry after.
        let announcements = AnnouncementScheduler(settleDelay: 0, maxRetries: 0)
        self.leftSession = ListSession(announcements: announcements)
        self.rightSession = ListSession(announcements: announcements)
        self.grid = grid ?? DemoGrid()
        self.sections = DemoSections(language: language, splitting: [left, right])
        self.language = language
        self.strings = DemoStrings(language: language)
        self.view = view
        self.status = view == .grid ? strings.gridHint : view == .sections ? strings.sectionsHint : strings.browseHint
    }

    /// The demo the command line asks for: its language, the grid view when `--grid`,
    /// `--columns` or `--rtl` was given, the sections view with `--sections`.
    init(options: DemoOptions) {
        let grid = DemoGrid(columns: options.columns ?? DemoGrid.defaultColumns, rightToLeft: options.rightToLeft)
        let view: DemoView = options.showsGrid ? .grid : options.showsSections ? .sections : .lists
        self.init(language: options.language, grid: grid, view: view)
    }

    /// The birds of one list.
    subscript(side: ListSide) -> [Bird] {
        get { side == .left ? left : right }
        set { if side == .left { left = newValue } else { right = newValue } }
    }

    /// The session of one list.
    subscript(session side: ListSide) -> ListSession {
        get { side == .left ? leftSession : rightSession }
        set { if side == .left { leftSession = newValue } else { rightSession = newValue } }
    }

    /// The focused position in `side`, clamped to the list (0 for an empty list).
    func focusedPosition(in side: ListSide) -> Int {
        let count = self[side].count
        return min(max(focusedPositions[side] ?? 0, 0), max(count - 1, 0))
    }

    /// The focused bird, or nil when the focused list is empty.
    var focusedBird: Bird? {
        let birds = self[focusedSide]
        return birds.isEmpty ? nil : birds[focusedPosition(in: focusedSide)]
    }

    /// The entries of the actions menu: the focused bird's row menu as the core's `RowSetup`
    /// lists it for the view shown — list moves then the move to the other list; the grid's
    /// moves then the move to the other list; or list moves then "Move to <section>" for the
    /// other sections — and in the sections view the move to the other list last.
    var menuEntries: [MenuEntry] {
        let shape = viewShape
        let settings = settings(for: shape)
        let setup = self[session: focusedSide].rowSetup(of: list(focusedSide, shape), settings: settings)
        let section = view == .sections ? focusedBird.map { sections.section(of: $0.id) } : nil
        let rowActions = view == .grid ? Self.gridMenuMoves : Self.menuMoves
        let entries = setup.menu(rowActions: rowActions, section: section, strings: settings.announcer.strings)
            .map(MenuEntry.row)
        return view == .sections ? entries + [.moveToOtherList] : entries
    }

    /// The localised name of a menu entry: the core's, or the demo's for the other list.
    func name(of entry: MenuEntry) -> String {
        switch entry {
        case .row(let entry):
            switch entry.name {
            case .text(let name): name
            case .transfer: strings.moveToOtherList
            }
        case .moveToOtherList: strings.moveToOtherList
        }
    }

    /// Both lists as text lines: "Left list: Robin, Blue Jay" (or "(empty)").
    var listLines: [String] {
        ListSide.allCases.map { side in
            let names = self[side].map(\.name.sanitizedForTerminal)
            return strings.listName(side) + ": "
                + (names.isEmpty ? strings.empty : names.joined(separator: ", "))
        }
    }

    // MARK: Mutation helpers for the reducer's files

    mutating func setMode(_ mode: Mode) { self.mode = mode }

    mutating func setFocus(_ side: ListSide, position: Int) {
        focusedSide = side
        focusedPositions[side] = position
    }

    mutating func setSelection(_ selection: Set<Bird.ID>) { self.selection = selection }

    mutating func setHistory(_ history: MoveHistory<UndoAction>) { self.history = history }

    mutating func setPendingDrop(_ pending: PendingDrop?) { pendingDrop = pending }

    mutating func setGrid(_ grid: DemoGrid) { self.grid = grid }

    mutating func setView(_ view: DemoView) { self.view = view }

    mutating func setSections(_ sections: DemoSections) { self.sections = sections }

    mutating func setLanguage(_ language: DemoLanguage) {
        self.language = language
        strings = DemoStrings(language: language)
    }

    /// The name of the action an undo would take back ("Move Robin", "Drop 2 items"), as an
    /// app's Edit menu shows it after "Undo"; `nil` when there is none.
    var undoActionName: String? { history.undoStack.last?.name }
    /// The name of the action a redo would do again; `nil` when there is none.
    var redoActionName: String? { history.redoStack.last?.name }

    /// Records effects in the status line and the log.
    mutating func record(_ effects: [DemoEffect]) {
        for effect in effects {
            switch effect {
            case .announce(let text), .reject(let text):
                status = text
                log.append(text)
            case .describe(let text):
                status = text
            case .output, .quit, .load:
                break
            }
        }
        if log.count > Self.logLimit { log.removeFirst(log.count - Self.logLimit) }
    }
}

/// Which view shows the demo's lists.
enum DemoView: Hashable, Sendable {
    /// Both lists, side by side.
    case lists
    /// The focused list as a grid.
    case grid
    /// The focused list in sections.
    case sections
}
