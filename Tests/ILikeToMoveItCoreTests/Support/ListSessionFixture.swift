import Foundation
@testable import ILikeToMoveItCore

/// What a list's user interface did, in order: the fixture's list, undo manager, timers and
/// hands write here, so a test sees the order of the effects across them.
enum SessionRecord: Equatable, CustomStringConvertible {
    /// The list was written with these identities (`live`: a pointer drag's animated move).
    case wrote([Int], live: Bool)
    /// The other list was written with these identities.
    case wroteOther([Int])
    /// An undo action was registered under this name.
    case registered(String)
    /// The list's undo actions were removed.
    case forgotUndo
    case scrolled(Int)
    case focused(Int)
    /// A text was posted to the screen reader at this virtual time.
    case posted(String, at: Double)
    case misuse(String)

    var description: String {
        switch self {
        case let .wrote(ids, live): "wrote \(ids)\(live ? " live" : "")"
        case let .wroteOther(ids): "wrote other \(ids)"
        case let .registered(name): "registered \(name)"
        case .forgotUndo: "forgot undo"
        case let .scrolled(id): "scrolled \(id)"
        case let .focused(id): "focused \(id)"
        case let .posted(text, time): "posted \(text) @\(time)"
        case let .misuse(message): "misuse \(message)"
        }
    }
}

/// Timers on a clock the test moves: a timer fires when ``advance(by:)`` passes its time,
/// timers due at the same time in the order they were started.
@MainActor
final class VirtualTimers: ListTimers {
    private(set) var now = 0.0
    private var pending: [(time: Double, number: Int, fire: @MainActor () -> Void)] = []
    private var started = 0

    func start(after seconds: TimeInterval, _ fire: @escaping @MainActor () -> Void) -> ListTimer {
        started += 1
        let number = started
        pending.append((now + seconds, number, fire))
        return ListTimer { [weak self] in self?.pending.removeAll { $0.number == number } }
    }

    /// How many timers are waiting.
    var pendingCount: Int { pending.count }

    /// Lets `interval` seconds pass, firing the timers that fall due, in time order.
    func advance(by interval: Double) {
        let end = now + interval
        while let next = pending.indices.min(by: { (pending[$0].time, pending[$0].number) < (pending[$1].time, pending[$1].number) }),
              pending[next].time <= end {
            let timer = pending.remove(at: next)
            now = timer.time
            timer.fire()
        }
        now = end
    }
}

/// An undo manager as Foundation documents it (the core's `UndoRegistry`) that also records
/// each registration.
@MainActor
final class RecordingUndo: UndoRegistrar {
    let registry = UndoRegistry()
    private let record: (SessionRecord) -> Void

    init(record: @escaping (SessionRecord) -> Void) {
        self.record = record
    }

    func registerUndo(withTarget target: AnyObject, named name: String, handler: @escaping @MainActor () -> Void) {
        record(.registered(name))
        registry.registerUndo(withTarget: target, named: name, handler: handler)
    }

    func removeAllActions(withTarget target: Any) {
        record(.forgotUndo)
        registry.removeAllActions(withTarget: target)
    }
}

/// The hands of a user interface, recording what they are asked to do; the screen reader's
/// finish reports are the test's to give (``finishSpeaking(spoken:)``).
@MainActor
final class RecordingHands: ListHands {
    private let record: (SessionRecord) -> Void
    private let now: () -> Double
    /// The focus requests, in order.
    private(set) var focusRequests: [MoveFocusTracker.Request] = []
    /// The posts, in order.
    private(set) var posts: [(text: String, queued: Bool, priority: AnnouncementPriority, token: AnnouncementScheduler.Token)] = []
    /// Reports the end of a post to whoever posted it.
    var onFinish: ((AnnouncementScheduler.Token, Bool) -> Void)?
    /// The token of the post the screen reader is reading, if any.
    private var speaking: AnnouncementScheduler.Token?

    init(now: @escaping () -> Double, record: @escaping (SessionRecord) -> Void) {
        self.now = now
        self.record = record
    }

    /// The fixtures' lists identify items by `Int`.
    func scroll(to id: AnyHashable) { record(.scrolled(id.base as! Int)) }

    func focus(_ request: MoveFocusTracker.Request) {
        focusRequests.append(request)
        record(.focused(request.id.base as! Int))
    }

    func post(_ text: String, queued: Bool, priority: AnnouncementPriority, token: AnnouncementScheduler.Token) {
        posts.append((text, queued, priority, token))
        speaking = token
        record(.posted(text, at: now()))
    }

    func reportMisuse(_ message: String) { record(.misuse(message)) }

    /// The drag feedback played, in order.
    private(set) var felt: [DragFeedback] = []

    func feedback(_ feedback: DragFeedback) { felt.append(feedback) }

    /// The screen reader reports whether the text it was given last was spoken.
    func finishSpeaking(spoken: Bool) {
        guard let token = speaking else { return }
        speaking = nil
        onFinish?(token, spoken)
    }
}

/// A list driven through the real `ListSessionDriver` with an undo manager, timers and hands
/// that stand in for the platform, all writing to one record; what each fixture adds is its
/// list. Each action forgets what was recorded before it and returns what it recorded.
@MainActor
class SessionFixture<List: SessionList> where List.ID == Int {
    private(set) var records: [SessionRecord] = []
    let timers = VirtualTimers()
    private(set) lazy var undo = RecordingUndo { [unowned self] in record($0) }
    private(set) lazy var hands = RecordingHands(now: { [unowned self] in timers.now }) { [unowned self] in record($0) }
    private(set) lazy var driver = ListSessionDriver(hands: hands, timers: timers)
    private let identify: (List.Element) -> Int
    /// The list of the latest update with its moves, as the user interfaces hold it; `nil`
    /// before the first.
    private var box: SessionListBox<List>?

    /// Hands the driver `list` as a user interface does: in the box of the latest update, or
    /// at the first in a new one with moves that identify items with the fixture's `identify`.
    func update(_ list: List, settings: ListSettings, undo: (any UndoRegistrar)?) {
        let moves = AccessibleMoves<List.Element, Int>(identify: identify, label: nil, announcer: .default)
        driver.update(SessionListBox.update(&box, with: list, moves: moves), settings: settings, undo: undo)
    }

    init(identify: @escaping (List.Element) -> Int) {
        self.identify = identify
        hands.onFinish = { [unowned self] token, spoken in driver.announcementFinished(token, spoken: spoken) }
    }

    /// Adds to the record, as the list's writes do.
    func record(_ record: SessionRecord) {
        records.append(record)
    }

    /// Forgets what was recorded, runs `body`, and returns what it recorded.
    func recording(_ body: () -> Void) -> [SessionRecord] {
        records = []
        body()
        return records
    }

    /// The user chose Undo; what was recorded.
    @discardableResult
    func undoLatest() -> [SessionRecord] {
        recording { undo.registry.undo() }
    }

    /// The user chose Redo; what was recorded.
    @discardableResult
    func redoLatest() -> [SessionRecord] {
        recording { undo.registry.redo() }
    }

    /// Lets virtual time pass; what was recorded meanwhile.
    @discardableResult
    func advance(by interval: Double) -> [SessionRecord] {
        recording { timers.advance(by: interval) }
    }

    /// The texts posted so far while recording, in order.
    static func posted(_ records: [SessionRecord]) -> [String] {
        records.compactMap { record in
            if case let .posted(text, _) = record { return text }
            return nil
        }
    }
}

/// One list of birds as an app holds it (an array the list writes back, like a binding).
final class BirdListFixture: SessionFixture<ItemsList<[FlockBird], Int>> {
    typealias List = ItemsList<[FlockBird], Int>

    var birds: [FlockBird]
    var other: [FlockBird]
    /// The settings of the list's latest update.
    var settings = ListSettings(label: \FlockBird.name, announcer: .english)
    /// What the transfer to the other list says.
    var transferAnnouncement = "Moved to Favourites."

    init(_ birds: [FlockBird], other: [FlockBird] = []) {
        self.birds = birds
        self.other = other
        super.init(identify: \.id)
        update()
    }

    /// The list as an update of the view makes it: written back here, with one transfer to
    /// ``other``.
    var list: List {
        ItemsList(
            get: { [unowned self] in birds },
            set: { [unowned self] items, live in
                birds = items
                record(.wrote(items.map(\.id), live: live))
            },
            transfers: [
                List.Transfer(
                    get: { [unowned self] in other },
                    set: { [unowned self] items in
                        other = items
                        record(.wroteOther(items.map(\.id)))
                    },
                    placement: .end, announcement: transferAnnouncement, identify: \.id)
            ])
    }

    /// A new update of the view: the list, the settings and the undo manager as they are now.
    func update() {
        update(list, settings: settings, undo: undo)
    }

    /// The identities of the list, in order.
    var ids: [Int] { birds.map(\.id) }

    /// The user chose `action` on the row of the bird with identity `id`; forgets what was
    /// recorded before.
    @discardableResult
    func act(_ action: AccessibilityMoveAction, on id: Int) -> [SessionRecord] {
        perform(.list(action), on: id)
    }

    /// The row of the bird with identity `id` chose `move`; what was recorded.
    @discardableResult
    func perform(_ move: RowMove, on id: Int) -> [SessionRecord] {
        perform(move, onAny: AnyHashable(id))
    }

    /// A row whose identity is `id`, of whatever type, chose `move`; what was recorded.
    @discardableResult
    func perform(_ move: RowMove, onAny id: AnyHashable) -> [SessionRecord] {
        recording { driver.move(move, on: id) }
    }
}
