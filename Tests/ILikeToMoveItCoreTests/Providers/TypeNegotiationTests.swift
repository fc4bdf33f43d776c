@testable import ILikeToMoveItCore
@testable import ILikeToMoveItDropsCore
import Testing

@Suite struct TypeNegotiationTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let readable: [UTType]
        let offered: [String]
        let expected: (readable: Int, offered: Int)?
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        .init(name: "reader's order beats offer order", readable: [.bird, .plainText],
              offered: ["public.utf8-plain-text", "com.example.bird"], expected: (0, 1)),
        .init(name: "utf8 text read as plain text", readable: [.bird, .plainText],
              offered: ["public.utf8-plain-text"], expected: (1, 0)),
        .init(name: "first conforming offer for a readable type", readable: [.text],
              offered: ["com.example.bird", "public.json", "public.plain-text"], expected: (0, 1)),
        .init(name: "undeclared identifier matches itself", readable: [.plainText, .bird],
              offered: ["com.example.bird"], expected: (1, 0)),
        .init(name: "unknown identifiers never conform", readable: [.data],
              offered: ["org.nowhere.thing"], expected: nil),
        .init(name: "empty offer", readable: [.data], offered: [], expected: nil),
        .init(name: "empty reader", readable: [], offered: ["public.plain-text"], expected: nil),
    ]

    @Test(arguments: cases)
    func negotiatesIdentifiers(_ testCase: Case) {
        let match = testCase.readable.negotiate(offered: testCase.offered)
        #expect(match?.readableIndex == testCase.expected?.readable)
        #expect(match?.offeredIndex == testCase.expected?.offered)
        if let match {
            #expect(match.readableType == testCase.readable[match.readableIndex])
            #expect(match.offeredIdentifier == testCase.offered[match.offeredIndex])
        }
    }

    /// The type form agrees with a direct reading of the rule on every small combination.
    @Test func typeFormMatchesReference() {
        let universe: [UTType] = [.data, .text, .plainText, .utf8PlainText, .json, .bird]
        for readableMask in 0..<(1 << 3) {
            let readable = [UTType.plainText, .bird, .data].enumerated().filter { readableMask & (1 << $0.offset) != 0 }.map(\.element)
            for offerMask in 0..<(1 << universe.count) {
                let offered = universe.enumerated().filter { offerMask & (1 << $0.offset) != 0 }.map(\.element)
                var reference: (Int, Int)?
                outer: for (r, want) in readable.enumerated() {
                    for (o, have) in offered.enumerated() where have.conforms(to: want) {
                        reference = (r, o)
                        break outer
                    }
                }
                let match = readable.negotiate(offered: offered)
                #expect(match?.readableIndex == reference?.0 && match?.offeredIndex == reference?.1,
                        "readable \(readable), offered \(offered)")
            }
        }
    }
}
