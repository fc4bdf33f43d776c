import Foundation
@testable import ILikeToMoveItCore
import Testing

@Suite struct AccessibilityMoveActionTests {
    @Test func theSeedsActionListCompiles() {
        let actions: [AccessibilityMoveAction] = [.up, .down, .up(5), .down(5), .toTop, .toBottom]
        #expect(Set(actions.map(\.id)).count == actions.count)
        #expect(AccessibilityMoveAction.up == .up(1))
        #expect(AccessibilityMoveAction.down == .down(1))
        #expect(AccessibilityMoveAction.standard == [.up, .down, .toTop, .toBottom])
    }

    @Test func identifiersAreUniqueAndReadBack() {
        let actions = interestingActions
        #expect(Set(actions.map(\.id)).count == Set(actions).count)
        for action in actions {
            #expect(AccessibilityMoveAction(id: action.id) == action, "\(action)")
        }
    }

    @Test(arguments: ["", "up(", "up()", "up(x)", "sideways", "down(1.5)", "toTop "])
    func malformedIdentifiersAreRejected(id: String) {
        #expect(AccessibilityMoveAction(id: id) == nil)
    }

    @Test func identifiersRoundTrip() {
        for action in interestingActions {
            #expect(AccessibilityMoveAction(id: action.id) == action)
        }
        #expect([AccessibilityMoveAction.up(3), .toTop, .up(1), .down(-2)].map(\.id) == ["up(3)", "toTop", "up", "down(-2)"])
    }

    @Test(arguments: [
        (AccessibilityMoveAction.up, "Move up", "上に移動"),
        (.down, "Move down", "下に移動"),
        (.up(3), "Move up by 3", "3個上に移動"),
        (.down(10), "Move down by 10", "10個下に移動"),
        (.toTop, "Move to top", "一番上に移動"),
        (.toBottom, "Move to bottom", "一番下に移動"),
    ])
    func namesAreLocalised(action: AccessibilityMoveAction, english: String, japanese: String) {
        #expect(action.name(strings: .english) == english)
        #expect(action.name(language: "en-GB") == english)
        #expect(action.name(language: "ja") == japanese)
        #expect(action.name(locale: Locale(identifier: "ja_JP")) == japanese)
        #expect(action.name(language: "xx") == english, "unknown languages fall back to English")
    }

    @Test(arguments: [
        (AccessibilityMoveAction.up(Int.min), 3, 3),
        (.down(Int.min), 3, 3),
        (.up(Int.max), 3, 0),
        (.down(Int.max), 3, 5),
        (.up(0), 3, 3),
        (.down(-1), 3, 3),
        (.up(2), 3, 1),
        (.down(2), 3, 5),
        (.toTop, 3, 0),
        (.toBottom, 0, 5),
    ])
    func destinationsAreClampedWithoutOverflow(action: AccessibilityMoveAction, from: Int, to: Int) {
        #expect(action.targetOffset(from: from, count: 6) == to)
    }
}
