@testable import ILikeToMoveItCore

/// A section of a test list: a title and its birds.
struct BirdSection: Hashable, CustomStringConvertible {
    var title: String
    var birds: [FlockBird]

    var description: String { "\(title): \(birds.map(\.name).joined(separator: ", "))" }

    static let titles = ["To do", "Doing", "Done"]

    /// The birds 0..<sizes.sum, in order, split into sections of these sizes.
    static func split(_ sizes: [Int]) -> [BirdSection] {
        let flock = FlockBird.flock(sizes.reduce(0, +))
        var start = 0
        return sizes.enumerated().map { index, size in
            defer { start += size }
            return BirdSection(title: titles[index], birds: Array(flock[start..<start + size]))
        }
    }

    /// Every way to split 0…`maxItems` items into exactly `sectionCount` ordered sections,
    /// empty ones included.
    static func everySplit(maxItems: Int, sectionCount: Int) -> [[Int]] {
        func splits(_ items: Int, _ sections: Int) -> [[Int]] {
            guard sections > 1 else { return [[items]] }
            return (0...items).flatMap { first in splits(items - first, sections - 1).map { [first] + $0 } }
        }
        return (0...maxItems).flatMap { splits($0, sectionCount) }
    }
}

/// What a request on a sectioned list should do, worked out one press at a time with plain
/// array operations: the sections afterwards, the focus and the English text.
enum SectionReference {
    /// What to ask: a list action or a move to the section at an index.
    enum Ask: Hashable, CustomStringConvertible {
        case action(AccessibilityMoveAction)
        case section(Int)

        var description: String {
            switch self {
            case let .action(action): "\(action)"
            case let .section(index): "to section \(index)"
            }
        }
    }

    struct Outcome: Equatable {
        var sections: [BirdSection]
        var focus: Int?
        var text: String
    }

    static func perform(_ ask: Ask, on id: Int, in start: [BirdSection], named: Bool = true) -> Outcome {
        var sections = start
        guard let s = sections.firstIndex(where: { $0.birds.contains { $0.id == id } }) else {
            return Outcome(sections: start, focus: nil, text: "Not moved.")
        }
        let i = sections[s].birds.firstIndex { $0.id == id }!
        var (section, offset) = (s, i)
        var pointsUp = true
        var places = 0
        /// One press of "Move up" (or down); false when the item cannot go further.
        func press(up: Bool) -> Bool {
            var birds = sections[section].birds
            if up {
                if offset > 0 {
                    birds.swapAt(offset, offset - 1)
                    sections[section].birds = birds
                    offset -= 1
                } else if section > 0 {
                    let bird = sections[section].birds.removeFirst()
                    section -= 1
                    sections[section].birds.append(bird)
                    offset = sections[section].birds.count - 1
                } else { return false }
            } else {
                if offset < birds.count - 1 {
                    birds.swapAt(offset, offset + 1)
                    sections[section].birds = birds
                    offset += 1
                } else if section < sections.count - 1 {
                    let bird = sections[section].birds.removeLast()
                    section += 1
                    sections[section].birds.insert(bird, at: 0)
                    offset = 0
                } else { return false }
            }
            places += 1
            return true
        }
        switch ask {
        case let .action(.up(n)), let .action(.down(n)):
            let up = if case .action(.up) = ask { true } else { false }
            pointsUp = up
            var left = n
            while left > 0, press(up: up) { left -= 1 }
        case .action(.toTop):
            let bird = sections[s].birds.remove(at: i)
            sections[s].birds.insert(bird, at: 0)
            offset = 0
        case .action(.toBottom):
            let bird = sections[s].birds.remove(at: i)
            sections[s].birds.append(bird)
            offset = sections[s].birds.count - 1
            pointsUp = false
        case let .section(k):
            if k >= 0, k < sections.count, k != s {
                let bird = sections[s].birds.remove(at: i)
                sections[k].birds.append(bird)
                (section, offset) = (k, sections[k].birds.count - 1)
                pointsUp = false
                // As many places as the presses of "Move up" (or down) that lead there.
                let after = sections
                places = (1...).first { presses in
                    perform(.action(k < s ? .up(presses) : .down(presses)), on: id, in: start).sections == after
                }!
            }
        }
        let here = sections[section].birds
        var sentences: [String] = []
        let moved = (section, offset) != (s, i)
        if !moved {
            sentences.append("Not moved.")
        } else if section != s {
            sentences.append(named ? "Moved to \(sections[section].title)." : (section < s ? "Moved up" : "Moved down")
                + (named ? "" : places > 1 ? " by \(places)." : "."))
            if offset + 1 < here.count {
                sentences.append("Above \(here[offset + 1].name).")
            } else if offset > 0 {
                sentences.append("Below \(here[offset - 1].name).")
            }
        } else {
            let distance = abs(offset - i)
            let up = offset < i
            sentences.append("Moved \(up ? "up" : "down")" + (distance > 1 ? " by \(distance)." : "."))
            sentences.append(up ? "Above \(here[offset + 1].name)." : "Below \(here[offset - 1].name).")
        }
        if here.count == 1 {
            sentences.append(pointsUp ? "At top." : "At bottom.")
        } else if offset == 0 {
            sentences.append("At top.")
        } else if offset == here.count - 1 {
            sentences.append("At bottom.")
        }
        return Outcome(sections: sections, focus: id, text: sentences.joined(separator: " "))
    }
}
