@testable import ILikeToMoveItCore
@testable import ILikeToMoveItDropsCore
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The examples of "User activities and new windows", each run and checked against the result
/// the article states.
@Suite struct ActivitiesArticleTests {
    struct Bird: Identifiable, Hashable, Codable, Sendable, RepresentedProvidable, UserActivityProvidable {
        var id = UUID()
        var name: String

        static let activityType = "com.example.birds.detail"

        static var representations: [Provided] {
            [.codable(contentType: .bird)]
        }
    }

    @Test func anItemTravelsInAPayload() throws {
        let robin = Bird(name: "Robin")

        let payload = try robin.userActivityPayload()
        let back = try Bird(userActivityPayload: payload)

        // What the article says of the activity: its type, and "<activityType>/<id>".
        #expect(payload.activityType == Bird.activityType)
        #expect(payload.targetContentIdentifier == "\(Bird.activityType)/\(robin.id)")
        #expect(back == robin)
        #expect(Bird.readableTypes == Bird.writableTypes)
    }

    @Test func anActivityOfAnotherTypeIsRefusedWithAReason() throws {
        do {
            _ = try Bird(activityType: "com.example.nests.detail", targetContentIdentifier: nil, userInfo: [:])
            Issue.record("an activity of another type was accepted")
        } catch let error as ItemProviderError {
            // error.code == .activityTypeMismatch
            // error.failureReason: the activity is of type "com.example.nests.detail", Bird expects
            // "com.example.birds.detail"
            #expect(error.code == .activityTypeMismatch)
            #expect(error.failureReason
                == "The activity is of type \"com.example.nests.detail\", but Bird expects \"com.example.birds.detail\".")
            #expect(error.facts == ItemProviderError.activityTypeMismatch(
                expected: "com.example.birds.detail", found: "com.example.nests.detail", itemType: "Bird").facts)
        }
    }
}
