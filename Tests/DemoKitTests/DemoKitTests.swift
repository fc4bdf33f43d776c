import Testing
@testable import DemoKit

@Suite struct DemoPlaceholderTests {
    @Test func runsWithoutArguments() {
        #expect(Demo.main(arguments: []) == 0)
    }
}
