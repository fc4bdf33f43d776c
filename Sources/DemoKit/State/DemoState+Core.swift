#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
@_spi(PortableProviders) import ILikeToMoveItCore

extension DemoState {
    /// What `undo()` takes back.
    enum UndoEntry: Sendable {
        /// A move's inverse, to perform on that list.
        case move(ListSide, MoveRequest<Bird.ID>)
        /// A sectioned move's inverse, to perform on that list as a sectioned list, and where
        /// the bird was in the list before (so the undo puts it back there).
        case sectionMove(ListSide, MoveRequest<Bird.ID>, at: Int?)
        /// A change between lists (a drop, a new bird): both lists as they were.
        case lists(left: [Bird], right: [Bird])
    }

    /// Why a drop was started, which decides what is announced when it lands.
    enum DropPurpose: Hashable, Sendable {
        case drop
        case moveToOtherList
        case add
    }

    /// A drop session waiting for its loads.
    struct PendingDrop: Sendable {
        var session: DropSession<Bird, ListSide>
        var purpose: DropPurpose
    }

    /// The localised name of a move action, from the core.
    func moveName(_ action: AccessibilityMoveAction) -> String {
        action.name(language: language.rawValue)
    }

    /// Moves the focused bird (or, when it is part of a selection in its list, every selected
    /// bird of that list): the core decides, the demo records the inverse and follows focus.
    /// In the sections view the bird moves alone, through the sections.
    mutating func move(_ bird: Bird, _ action: AccessibilityMoveAction) -> [DemoEffect] {
        if view == .sections { return sectionMove(.item(bird.id, action)) }
        let side = focusedSide
        let step = perform(.item(bird.id, action, selection: selection), on: side)
        return record(step, on: side)
    }

    /// Moves the focused bird to the end of the other list, as the SwiftUI list's
    /// destination action does.
    mutating func moveToOtherList(_ bird: Bird) -> [DemoEffect] {
        let side = focusedSide
        let text = strings.movedToOtherList(bird.name, to: side.other)
        let step = perform(.transfer(bird.id, before: nil, announcement: text), on: side)
        return record(step, on: side)
    }

    /// Records a step's inverse, focuses what it names and says what it says.
    mutating func record(_ step: MoveStep<Bird.ID>, on side: ListSide) -> [DemoEffect] {
        var history = history
        history.record(step.inverse.map { .move(side, $0) })
        setHistory(history)
        if let id = step.focus { focus(on: id, in: side) }
        return [.announce(step.text)]
    }

    /// Adds a bird named by `text`: the text is offered as UTF-8 plain text by an item
    /// provider, read as a `Bird` by conformance to plain text, and dropped at the end of the
    /// focused list like text dragged in from another app.
    mutating func add(_ text: String) -> [DemoEffect] {
        add([text])
    }

    /// Adds a bird for each of `names`, in order, in one drop (so one undo takes them all
    /// back): each name is its own plain-text item provider, as `add(_:)` makes.
    mutating func add(_ names: [String]) -> [DemoEffect] {
        let names = names.filter { !$0.trimmedWhitespace.isEmpty }
        guard !names.isEmpty else { return [.reject(strings.nameMissing)] }
        var session = DropSession<Bird, ListSide>(pickingUp: [], from: nil, operation: .copy)
        session.aim(at: focusedSide, .end)
        return startDrop(session, purpose: .add, providers: names.map(Bird.textProvider))
    }

    /// Lets go of `session` and asks for its providers to be loaded (by default the item
    /// providers of the picked-up birds, so a move round-trips through their encoding).
    mutating func startDrop(
        _ session: DropSession<Bird, ListSide>, purpose: DropPurpose, providers: [ItemProvider]? = nil
    ) -> [DemoEffect] {
        var session = session
        let all = ListSide.allCases.flatMap { self[$0] }
        let providers = providers ?? session.pickedUp.compactMap { id in
            all.first { $0.id == id }?.itemProvider
        }
        guard session.drop(loading: providers.count) else { return [.reject(strings.nothingPicked)] }
        setPendingDrop(PendingDrop(session: session, purpose: purpose))
        return [.load(DemoLoad(providers: providers))]
    }

    /// Places the loaded birds of the pending drop, against the lists as they are now.
    ///
    /// - Parameter results: One result per provider of the `.load` effect, in order.
    /// - Returns: The announcement of what landed, and a rejection for each failed load.
    mutating func receive(_ results: [Result<Bird, ItemProviderError>]) -> [DemoEffect] {
        guard var pending = pendingDrop else { return [] }
        setPendingDrop(nil)
        pending.session.receive(results)
        let before = UndoEntry.lists(left: self[.left], right: self[.right])
        var lists: [ListSide: [Bird]] = [.left: self[.left], .right: self[.right]]
        guard let outcome = pending.session.complete(in: &lists) else {
            pending.session.cancel()
            return [.reject(strings.dropCancelled)]
        }
        for side in ListSide.allCases { self[side] = lists[side] ?? [] }
        var effects = outcome.failures.map { DemoEffect.reject("item \($0.index + 1): \($0.error.developerDescription)") }
        guard let destination = pending.session.destination, !outcome.inserted.isEmpty else {
            return effects.isEmpty ? [.reject(strings.dropCancelled)] : effects
        }
        var history = history
        history.record(before)
        setHistory(history)
        let landed = outcome.inserted.compactMap { id in self[destination].first { $0.id == id } }
        if let first = landed.first { focus(on: first.id, in: destination) }
        let names = landed.map(\.name)
        let announcement = switch pending.purpose {
        case .drop: strings.dropped(names, in: destination)
        case .moveToOtherList: strings.movedToOtherList(names.joined(separator: ", "), to: destination)
        case .add: strings.added(names.joined(separator: ", "), to: destination)
        }
        effects.insert(.announce(announcement), at: 0)
        return effects
    }

    /// Opens the focused bird's detail the way a new window would: the bird becomes a
    /// user-activity payload, the payload travels as an activity's parts (type, target
    /// identifier, `userInfo`), and the detail shows the bird read back from them.
    mutating func open() -> [DemoEffect] {
        guard let bird = focusedBird else { return [.reject(strings.emptyList(focusedSide))] }
        let lines: [String]
        do {
            let sent = try bird.userActivityPayload()
            let userInfo = Dictionary(uniqueKeysWithValues: sent.userInfo.map { (AnyHashable($0.key), $0.value as Any) })
            let received = try UserActivityPayload(
                activityType: sent.activityType, targetContentIdentifier: sent.targetContentIdentifier,
                userInfo: userInfo, itemType: "Bird")
            let opened = try Bird(userActivityPayload: received)
            lines = [
                "\(strings.nameLabel): \(opened.name)",
                "\(strings.identifierLabel): \(opened.id)",
                "\(strings.activityTypeLabel): \(received.activityType)",
                "\(strings.windowLabel): \(received.targetContentIdentifier)",
                "\(strings.payloadLabel): \(received.itemData.count) bytes",
                String(decoding: received.itemData, as: UTF8.self),
            ]
        } catch let error as ItemProviderError {
            return [.reject("\(bird.name): \(error.developerDescription)")]
        } catch {
            return [.reject("\(bird.name): \(error)")]
        }
        setMode(.detail(title: strings.detailTitle, lines: lines))
        return [.announce(strings.opened(bird.name)), .output(lines)]
    }

    /// Takes back the latest move (in a list or a grid), drop or addition.
    mutating func undo() -> [DemoEffect] {
        var history = history
        let effects = history.undo { entry in replay(entry, saying: strings.undone, undoing: true) }
        setHistory(history)
        return effects ?? [.reject(strings.nothingToUndo)]
    }

    /// Does again what the latest undo took back.
    mutating func redo() -> [DemoEffect] {
        var history = history
        let effects = history.redo { entry in replay(entry, saying: strings.redone, undoing: false) }
        setHistory(history)
        return effects ?? [.reject(strings.nothingToRedo)]
    }

    /// Performs one undo or redo entry; returns what to say (`sentence`, then the core's
    /// text for what changed) and the entry that takes it back again. Focus goes to the bird
    /// the core names: the moved bird, or the first bird a restored snapshot brought back.
    private mutating func replay(
        _ entry: UndoEntry, saying sentence: String, undoing: Bool
    ) -> ([DemoEffect], inverse: UndoEntry?) {
        switch entry {
        case let .move(side, request):
            let step = replay(request, on: side)
            if let id = step.focus { focus(on: id, in: side) }
            let text = step.text(in: (view == .grid) ? grid.layout : nil)
            return ([.announce(strings.sentences(sentence, text))], step.inverse.map { .move(side, $0) })
        case let .sectionMove(side, request, position):
            // Always through the sections, whatever view is shown: the inverse names a section.
            let before = self[side]
            let step = replaySection(request, on: side, preferring: position)
            if let id = step.focus { focus(on: id, in: side) }
            let was = step.focus.flatMap { id in before.firstIndex { $0.id == id } }
            return ([.announce(strings.sentences(sentence, step.text))], step.inverse.map { .sectionMove(side, $0, at: was) })
        case let .lists(left, right):
            let current = [self[.left], self[.right]]
            self[.left] = left
            self[.right] = right
            // The core compares the snapshots by identity: what came back, what left, and the
            // bird to focus, in the words of the view shown.
            let change = ListsChange.between(
                current, [left, right], id: \.id, label: \.name, returning: undoing,
                layout: (view == .grid) ? grid.layout : nil)
            if let target = change.focus { focus(on: target.id, in: target.list == 0 ? .left : .right) }
            let announcer = MoveAnnouncer(strings: .forLanguage(language.rawValue), includesPosition: view == .grid)
            let text = announcer.text(for: change.announcement)
            return ([.announce(strings.sentences(sentence, text))], .lists(left: current[0], right: current[1]))
        }
    }

    /// Performs a recorded request in the terms of the view shown now: a move made in the list
    /// view and undone in the grid view is said in grid words ("Moved left. Before Swan."),
    /// and the reverse.
    private mutating func replay(_ request: MoveRequest<Bird.ID>, on side: ListSide) -> MoveStep<Bird.ID> {
        guard view == .grid else { return perform(request.expressed(in: nil), on: side) }
        var grid = grid
        var birds = self[side]
        var other = self[side.other]
        let step = grid.replay(request, in: &birds, other: &other, side: side)
        setGrid(grid)
        self[side] = birds
        self[side.other] = other
        return step
    }

    /// Focuses the bird with `id` in `side`, wherever it is now.
    mutating func focus(on id: Bird.ID, in side: ListSide) {
        if let position = self[side].firstIndex(where: { $0.id == id }) { setFocus(side, position: position) }
    }
}
