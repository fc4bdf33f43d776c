@testable import ILikeToMoveItCore
@testable import ILikeToMoveItDropsCore
@testable import ILikeToMoveItTypeDeclarations
import Testing
@testable import DemoKit

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// The check of "Declaring your types in Info.plist", at file scope as the article shows it.

import ILikeToMoveItTypeDeclarations

func typeDeclarationReport(infoPlist: Data) throws -> TypeDeclarationReport {
    let report = try TypeDeclarationChecker.check(
        infoPlist: infoPlist,
        usedTypes: ["com.example.bird", "com.example.feather", "public.plain-text"]
    )
    // With the declaration above: report.isClean == false
    // report.findings.map(\.identifier) == ["com.example.feather"]: undeclared
    // report.findings[0].suggestedInfoPlistEntry is a <dict> to paste under UTExportedTypeDeclarations
    return report
}

/// The examples of "Moving between lists" and "Declaring your types in Info.plist", each run
/// and checked against the result the article states.
@Suite struct ListsAndDeclarationsArticleTests {
    struct Bird: Identifiable, Hashable, Codable, Sendable, RepresentedProvidable {
        var id = UUID()
        var name: String

        static var representations: [Provided] {
            [
                .codable(contentType: .bird),
                .plainText(exporting: \.name, importing: { Bird(name: $0) }),
            ]
        }
    }

    enum Side: Hashable, Sendable {
        case left, right
    }

    @Test func moveFromOneListToAnother() {
        let robin = Bird(name: "Robin"), jay = Bird(name: "Jay"), swan = Bird(name: "Swan")
        let crow = Bird(name: "Crow")
        var left = [robin, jay, swan]
        var right = [crow]

        let outcome = DropPlanner.move([robin, swan], from: &left, to: &right, at: .before(crow.id))
        // left: Jay; right: Robin, Swan, Crow
        // outcome.inserted == [robin.id, swan.id], outcome.removedFromSource == [robin.id, swan.id]

        #expect(left == [jay])
        #expect(right == [robin, swan, crow])
        #expect(outcome.inserted == [robin.id, swan.id])
        #expect(outcome.removedFromSource == [robin.id, swan.id])
    }

    @Test func moveAnItemToAnotherListAsAnAction() {
        let robin = Bird(name: "Robin"), jay = Bird(name: "Jay"), crow = Bird(name: "Crow")
        var birds = [robin, jay]
        var favourites = [crow]
        var moves = AccessibleMoves<Bird, UUID>(announcer: MoveAnnouncer(strings: .english))

        let step = moves.perform(.transfer(robin.id, before: nil, announcement: "Moved to Favourites."),
                                 on: &birds, other: &favourites)
        // birds: Jay; favourites: Crow, Robin; step.focus == jay.id
        // step.text == "Moved to Favourites."
        if let undo = step.inverse {
            moves.perform(undo, on: &birds, other: &favourites)
        }
        // birds: Robin, Jay; favourites: Crow

        #expect(birds == [robin, jay])
        #expect(favourites == [crow])
        #expect(step.focus == jay.id && step.text == "Moved to Favourites.")
        #expect(step.change == .transferred(from: 0, to: 1))
    }

    @Test func anAnchorSurvivesEditsDuringLoading() {
        let robin = Bird(name: "Robin"), jay = Bird(name: "Jay"), swan = Bird(name: "Swan")
        var birds = [robin, jay]

        let target = DropTarget.anchored(at: 1, in: birds)   // .before(jay.id)
        birds.insert(Bird(name: "Wren"), at: 0)               // the list changes while data loads
        DropPlanner.insert([swan], into: &birds, at: target)
        // birds: Wren, Robin, Swan, Jay: still directly before Jay

        #expect(target == .before(jay.id))
        #expect(birds.map(\.name) == ["Wren", "Robin", "Swan", "Jay"])
    }

    @Test func aDropSessionFromPickUpToCompletion() {
        let robin = Bird(name: "Robin"), jay = Bird(name: "Jay"), swan = Bird(name: "Swan")
        let crow = Bird(name: "Crow")
        var lists: [Side: [Bird]] = [.left: [robin, jay, swan], .right: [crow]]

        var session = CarriedItems<Bird, Side>(pickingUp: [robin.id, swan.id], from: .left)
        session.aim(at: .right, .end)
        session.drop(loading: 2)
        session.receive(.success(swan), at: 1)    // loads finish in any order
        session.receive(.success(robin), at: 0)
        let outcome = session.complete(in: &lists)
        // lists[.left]: Jay; lists[.right]: Crow, Robin, Swan
        // a second complete(in:) returns nil and changes nothing

        #expect(outcome?.inserted == [robin.id, swan.id])
        #expect(lists[.left] == [jay])
        #expect(lists[.right] == [crow, robin, swan])
        #expect(session.complete(in: &lists) == nil)
        #expect(lists[.right] == [crow, robin, swan])
    }

    @Test func aFailedLoadLeavesItsOriginalInPlace() {
        let robin = Bird(name: "Robin"), jay = Bird(name: "Jay")
        var lists: [Side: [Bird]] = [.left: [robin, jay], .right: []]

        var session = CarriedItems<Bird, Side>(pickingUp: [robin.id, jay.id], from: .left)
        session.aim(at: .right, .start)
        session.drop(loading: 2)
        session.receive([.success(robin), .failure(.cancelled(type: nil))])
        let outcome = session.complete(in: &lists)
        // lists[.left]: Jay (its load failed, so it stays); lists[.right]: Robin
        // outcome?.failures.map(\.index) == [1]

        #expect(lists[.left] == [jay])
        #expect(lists[.right] == [robin])
        #expect(outcome?.failures.map(\.index) == [1])
    }

    static let infoPlist = Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
            <key>UTExportedTypeDeclarations</key>
            <array>
                <dict>
                    <key>UTTypeIdentifier</key>
                    <string>com.example.bird</string>
                    <key>UTTypeDescription</key>
                    <string>Bird</string>
                    <key>UTTypeConformsTo</key>
                    <array>
                        <string>public.data</string>
                    </array>
                </dict>
            </array>
        </dict>
        </plist>
        """.utf8)

    @Test func checkAnInfoPlist() throws {
        let report = try typeDeclarationReport(infoPlist: Self.infoPlist)

        #expect(!report.isClean)
        #expect(report.findings.map(\.identifier) == ["com.example.feather"])
        #expect(report.findings.first?.kind == .undeclared)
        #expect(report.findings.first?.suggestedInfoPlistEntry?.contains("<string>com.example.feather</string>") == true)
    }
}
