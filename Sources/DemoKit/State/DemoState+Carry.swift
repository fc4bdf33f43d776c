import ILikeToMoveItCore
import ILikeToMoveItDropsCore

extension DemoState {
    /// Selects or deselects the focused bird.
    mutating func toggleSelection() -> [DemoEffect] {
        if case .carrying = mode { return [.reject(strings.alreadyPicking)] }
        guard let bird = focusedBird else { return [.reject(strings.emptyList(focusedSide))] }
        var selection = selection
        let wasSelected = selection.remove(bird.id) != nil
        if !wasSelected { selection.insert(bird.id) }
        setSelection(selection)
        return [.announce(wasSelected
            ? strings.deselected(bird.name, total: selection.count)
            : strings.selected(bird.name, total: selection.count))]
    }

    /// The selected birds of the focused list in list order, or the focused bird when none
    /// of them is selected. (A drag starts from one list.)
    var birdsToPick: [Bird] {
        let selected = self[focusedSide].filter { selection.contains($0.id) }
        if !selected.isEmpty { return selected }
        return focusedBird.map { [$0] } ?? []
    }

    /// Picks up the selection (or the focused bird) and aims it at the end of the other list.
    mutating func pickUp() -> [DemoEffect] {
        if case .carrying = mode { return [.reject(strings.alreadyPicking)] }
        let birds = birdsToPick
        guard !birds.isEmpty else { return [.reject(strings.emptyList(focusedSide))] }
        let side = focusedSide.other
        var session = CarriedItems<Bird, ListSide>(pickingUp: birds.map(\.id), from: focusedSide)
        session.aim(at: side, .end)
        let carry = Carry(session: session, position: self[side].count)
        setMode(.carrying(carry))
        return [.announce(strings.sentences(strings.pickedUp(birds.map(\.name)), describeTarget(carry)))]
    }

    /// Aims the carried birds at `position` in `side` (the count means the end).
    mutating func target(_ side: ListSide, position: Int?) -> [DemoEffect] {
        guard case .carrying(var carry) = mode else { return [.reject(strings.nothingPicked)] }
        let position = position ?? self[side].count
        guard (0...self[side].count).contains(position) else {
            return [.reject(positionOutOfRange(position, in: side, count: self[side].count + 1))]
        }
        carry.session.aim(at: side, .anchored(at: position, in: self[side]))
        carry.position = position
        setMode(.carrying(carry))
        return [.describe(describeTarget(carry))]
    }

    /// Where the carried birds would land, as a sentence.
    func describeTarget(_ carry: Carry) -> String {
        let birds = self[carry.target]
        return carry.position < birds.count
            ? strings.dropBefore(birds[carry.position].name, in: carry.target)
            : strings.dropAtEnd(of: carry.target)
    }

    /// Drops the carried birds where they are aimed: starts loading them from their item
    /// providers; `receive(_:)` places them when the loads are done.
    mutating func drop() -> [DemoEffect] {
        guard case .carrying(let carry) = mode else { return [.reject(strings.nothingPicked)] }
        setMode(.browsing)
        setSelection([])
        return startDrop(carry.session, purpose: .drop)
    }
}
