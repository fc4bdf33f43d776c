#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// Temporary implementations until the core's moves and providers are merged.
extension DemoState {
    enum UndoEntry: Sendable {
        case snapshot(left: [Bird], right: [Bird])
    }

    func moveName(_ action: AccessibilityMoveAction) -> String { action.name(language: language.rawValue) }

    mutating func move(_ bird: Bird, _ action: AccessibilityMoveAction) -> [DemoEffect] {
        pushUndo(.snapshot(left: left, right: right))
        var birds = self[focusedSide]
        let from = birds.firstIndex(of: bird)!
        let to: Int = switch action {
        case .up(let n): max(0, from - n)
        case .down(let n): min(birds.count - 1, from + n)
        case .toTop: 0
        case .toBottom: birds.count - 1
        }
        birds.remove(at: from)
        birds.insert(bird, at: to)
        self[focusedSide] = birds
        setFocus(focusedSide, position: to)
        return [.announce(to == from ? "Not moved." : "Moved.")]
    }

    mutating func moveToOtherList(_ bird: Bird) -> [DemoEffect] {
        pushUndo(.snapshot(left: left, right: right))
        let side = focusedSide
        self[side].removeAll { $0.id == bird.id }
        self[side.other].append(bird)
        return [.announce(strings.movedToOtherList(bird.name, to: side.other))]
    }

    mutating func land(_ carry: Carry) -> [DemoEffect] {
        pushUndo(.snapshot(left: left, right: right))
        let all = left + right
        let birds = carry.birds.compactMap { id in all.first { $0.id == id } }
        let anchor = carry.position < self[carry.target].count ? self[carry.target][carry.position].id : nil
        self[.left].removeAll { carry.birds.contains($0.id) }
        self[.right].removeAll { carry.birds.contains($0.id) }
        var target = self[carry.target]
        let index = anchor.flatMap { a in target.firstIndex { $0.id == a } } ?? target.count
        target.insert(contentsOf: birds, at: index)
        self[carry.target] = target
        setFocus(carry.target, position: index)
        return [.announce(strings.dropped(birds.map(\.name), in: carry.target))]
    }

    mutating func add(_ text: String) -> [DemoEffect] {
        let name = text.trimmedWhitespace
        guard !name.isEmpty else { return [.reject(strings.nameMissing)] }
        pushUndo(.snapshot(left: left, right: right))
        self[focusedSide].append(Bird(name: name))
        setFocus(focusedSide, position: self[focusedSide].count - 1)
        return [.announce(strings.added(name, to: focusedSide))]
    }

    mutating func open() -> [DemoEffect] {
        guard let bird = focusedBird else { return [.reject(strings.emptyList(focusedSide))] }
        let lines = ["Name: \(bird.name)", "Identifier: \(bird.id)"]
        setMode(.detail(title: strings.detailTitle, lines: lines))
        return [.announce(strings.opened(bird.name)), .output(lines)]
    }

    mutating func undo() -> [DemoEffect] {
        guard case .snapshot(let l, let r) = popUndo() else { return [.reject(strings.nothingToUndo)] }
        self[.left] = l
        self[.right] = r
        return [.announce(strings.undone)]
    }
}
