import Foundation
import Testing
@testable import DemoKit

@Suite struct ArgumentParserTests {
    struct Good: CustomTestStringConvertible, Sendable {
        let arguments: [String]
        let expected: Invocation
        var testDescription: String { arguments.isEmpty ? "(none)" : arguments.joined(separator: " ") }
    }

    static let good: [Good] = [
        Good(arguments: [], expected: .demo(DemoOptions())),
        Good(arguments: ["--lang", "ja"], expected: .demo(DemoOptions(language: .japanese))),
        Good(arguments: ["--lang=ja", "--speak"], expected: .demo(DemoOptions(language: .japanese, speaks: true))),
        Good(arguments: ["--language", "pt-PT"], expected: .demo(DemoOptions(language: .shipped("pt-PT")))),
        Good(arguments: ["--language=zh-Hant-HK"], expected: .demo(DemoOptions(language: .shipped("zh-Hant")))),
        Good(arguments: ["-l", "es-MX"], expected: .demo(DemoOptions(language: .shipped("es-419")))),
        Good(arguments: ["--language", "ar", "--rtl"],
             expected: .demo(DemoOptions(language: .shipped("ar"), showsGrid: true, rightToLeft: true))),
        Good(arguments: ["--script", "demo.txt"], expected: .demo(DemoOptions(scriptPath: "demo.txt"))),
        Good(arguments: ["-s", "-"], expected: .demo(DemoOptions(scriptPath: "-"))),
        Good(arguments: ["--help"], expected: .help),
        Good(arguments: ["--speak", "-h"], expected: .help),
        Good(arguments: ["check-plist", "Info.plist"], expected: .checkPlist(path: "Info.plist", types: [])),
        Good(arguments: ["check-plist", "Info.plist", "com.example.bird", "public.png"],
             expected: .checkPlist(path: "Info.plist", types: ["com.example.bird", "public.png"])),
        Good(arguments: ["check-plist", "--", "-odd.plist"], expected: .checkPlist(path: "-odd.plist", types: [])),
    ]

    @Test(arguments: good)
    func parses(_ testCase: Good) throws {
        #expect(try ArgumentParser.parse(testCase.arguments) == testCase.expected)
    }

    struct Bad: CustomTestStringConvertible, Sendable {
        let arguments: [String]
        let message: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let bad: [Bad] = [
        Bad(arguments: ["--frobnicate"], message: "unknown option '--frobnicate'"),
        Bad(arguments: ["-x"], message: "unknown option '-x'"),
        Bad(arguments: ["--lang"], message: "option '--lang' needs a value"),
        Bad(arguments: ["--language"], message: "option '--language' needs a value"),
        Bad(arguments: ["--language", "sr-Latn"], message: "--language: " + DemoLanguageTests.unknownMessage("sr-Latn")),
        Bad(arguments: ["--lang=xx"], message: "--lang: " + DemoLanguageTests.unknownMessage("xx")),
        Bad(arguments: ["--speak=yes"], message: "option '--speak' takes no value"),
        Bad(arguments: ["--script"], message: "option '--script' needs a value"),
        Bad(arguments: ["stray"], message: "unexpected argument 'stray'"),
        Bad(arguments: ["check-plist"], message: "check-plist needs the path of an Info.plist"),
        Bad(arguments: ["check-plist", "--verbose", "Info.plist"], message: "unknown option '--verbose' for check-plist"),
    ]

    @Test(arguments: bad)
    func rejects(_ testCase: Bad) {
        #expect(throws: UsageError(message: testCase.message)) {
            try ArgumentParser.parse(testCase.arguments)
        }
    }

    @Test func usageErrorsExitWith64() async {
        #expect(await Demo.main(arguments: ["--no-such-flag"]) == 64)
        #expect(UsageError.exitCode == 64)
    }

    @Test func usageTextNamesEveryOptionAndCommand() {
        for word in ["--language", "--speak", "--script", "--help", "check-plist", "focus", "move", "select",
                     "pick", "target", "drop", "cancel", "add", "open", "undo", "menu", "show", "language"] {
            #expect(Usage.text.contains(word), "usage text lacks \(word)")
        }
    }
}
