#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
@testable import ILikeToMoveItCore
@testable @_spi(PortableProviders) import ILikeToMoveItDropsCore
@testable import ILikeToMoveItTypeDeclarations
import Testing
@testable import DemoKit

@Suite struct PlistCheckCommandTests {
    static let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
          <key>UTExportedTypeDeclarations</key>
          <array>
            <dict>
              <key>UTTypeIdentifier</key><string>com.example.ilikemoveit.bird</string>
              <key>UTTypeConformsTo</key><array><string>public.data</string></array>
            </dict>
            <dict>
              <key>UTTypeIdentifier</key><string>com.example.nest</string>
              <key>UTTypeConformsTo</key><array><string>public.content</string></array>
            </dict>
          </array>
        </dict>
        </plist>
        """

    /// Writes `contents` to a fresh file and returns its path.
    static func file(_ contents: String) throws -> String {
        let path = "/tmp/ilikemoveit-check-\(UUID().uuidString).plist"
        try Data(contents.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func reportsWhatTheCoreCheckerFinds() throws {
        let path = try Self.file(Self.plist)
        let used = ["com.example.ilikemoveit.bird", "com.example.nest", "com.example.egg", "public.png"]
        let outcome = PlistCheckCommand.check(path: path, types: used)
        let report = try TypeDeclarationChecker.check(infoPlist: Data(Self.plist.utf8), usedTypes: used)
        #expect(report.findings.count == 2)
        #expect(outcome.output == report.findings.map { "- \($0)" })
        #expect(outcome.exitCode == 1)
        #expect(outcome.errors.isEmpty)
    }

    @Test func aCleanPlistExitsWithZero() throws {
        let path = try Self.file(Self.plist)
        let outcome = PlistCheckCommand.check(path: path, types: Bird.writableTypes.map(\.identifier))
        #expect(outcome.exitCode == 0)
        #expect(outcome.output == [TypeDeclarationReport(findings: []).description])
    }

    @Test func unreadableAndMalformedFilesAreErrors() throws {
        let missing = PlistCheckCommand.check(path: "/nonexistent/Info.plist", types: [])
        #expect(missing.exitCode == 66)
        #expect(missing.errors == ["ilikemoveit: cannot read the Info.plist '/nonexistent/Info.plist'"])
        let garbage = try Self.file("not a property list")
        let malformed = PlistCheckCommand.check(path: garbage, types: ["com.example.bird"])
        #expect(malformed.exitCode == 65)
        #expect(malformed.errors.first?.hasPrefix("ilikemoveit: \(garbage): ") == true)
    }
}

@Suite struct BirdProvidableTests {
    @Test(arguments: ["Kestrel", "  Kestrel\n", "ハヤブサ", "Rob\u{1B}[2Jin"])
    func typedTextBecomesABirdThroughPlainText(_ text: String) async throws {
        let bird = try await Bird.textProvider(text).loadItem(Bird.self)
        #expect(bird.name == text.sanitizedForTerminal.trimmedWhitespace)
        #expect(!bird.name.unicodeScalars.contains { $0.value < 0x20 })
    }

    @Test func blankTextIsNotABird() async {
        await #expect(throws: (any Error).self) {
            try await Bird.textProvider("   ").loadItem(Bird.self)
        }
    }

    @Test func aBirdRoundTripsThroughItsProvider() async throws {
        let robin = Bird(name: "Robin")
        #expect(try await robin.itemProvider.loadItem(Bird.self) == robin)
        #expect(robin.itemProvider.registeredTypeIdentifiers == ["com.example.ilikemoveit.bird"])
    }
}
