#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import DemoKit

@Suite struct SpeakerTests {
    /// A fresh directory holding executables with the given names.
    static func directory(with programs: [String]) throws -> String {
        var template = Array("/tmp/ilikemoveit-speaker-XXXXXX".utf8CString)
        let path = try #require(template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) })
        let directory = String(cString: path)
        for program in programs {
            let file = directory + "/" + program
            let descriptor = open(file, O_CREAT | O_WRONLY, 0o755)
            try #require(descriptor >= 0)
            close(descriptor)
        }
        return directory
    }

    @Test func prefersEspeakAndPassesTheVoice() throws {
        let both = try Self.directory(with: ["spd-say", "espeak-ng"])
        let engine = try #require(Speaker.findEngine(language: .japanese, searchPath: "/nonexistent:" + both))
        #expect(engine.path == both + "/espeak-ng")
        #expect(engine.arguments("こんにちは") == ["-v", "ja", "こんにちは"])
        #expect(engine.interrupts)
    }

    @Test func fallsBackToSpdSay() throws {
        let only = try Self.directory(with: ["spd-say"])
        let engine = try #require(Speaker.findEngine(language: .english, searchPath: only))
        #expect(engine.path == only + "/spd-say")
        #expect(engine.arguments("Moved up.") == ["-l", "en", "Moved up."])
    }

    @Test func noEngineMeansUnavailable() throws {
        let empty = try Self.directory(with: [])
        #expect(Speaker.findEngine(language: .english, searchPath: empty + "::") == nil)
        #expect(!Speaker(language: .english, path: empty).isAvailable)
    }
}
