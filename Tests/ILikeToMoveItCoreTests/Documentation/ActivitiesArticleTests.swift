@testable import ILikeToMoveItCore
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The examples of "User activities and new windows", each run and checked against the result
/// the article states.
@Suite struct ActivitiesArticleTests {
    struct Bird: Identifiable, Hashable, Codable, Sendable, UserActivityProvidable {
        var id: Int
        var name: String

        static let writableTypes: [UTType] = [.bird]
        static let activityType = "com.example.birds.detail"

        func data(type: UTType) throws -> Data? {
            try JSONEncoder().encode(self)
        }

        init(id: Int, name: String) {
            self.id = id
            self.name = name
        }

        init?(type: UTType, data: Data) throws {
            self = try JSONDecoder().decode(Bird.self, from: data)
        }
    }

    @Test func anItemTravelsInAPayload() throws {
        let robin = Bird(id: 42, name: "Robin")

        let payload = try robin.userActivityPayload()
        // payload.activityType == "com.example.birds.detail"
        // payload.targetContentIdentifier == "com.example.birds.detail/42"
        let back = try Bird(userActivityPayload: payload)
        // back == robin

        #expect(payload.activityType == "com.example.birds.detail")
        #expect(payload.targetContentIdentifier == "com.example.birds.detail/42")
        #expect(back == robin)
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
