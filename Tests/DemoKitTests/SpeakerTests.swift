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

    /// What `espeak-ng --voices` prints (espeak-ng 1.51, shortened).
    static let voiceList = """
        Pty Language       Age/Gender VoiceName          File                 Other Languages
         5  af              --/M      Afrikaans          gmw/af
         5  ar              --/M      Arabic             sem/ar
         5  cmn             --/M      Chinese_(Mandarin,_latin_as_English) sit/cmn              (zh-cmn 5)(zh 5)
         2  en-gb           --/M      English_(Great_Britain) gmw/en               (en 2)
         5  en-us           --/M      English_(America)  gmw/en-US            (en 3)
         5  es-419          --/M      Spanish_(Latin_America) roa/es-419           (es-mx 6)
         5  nb              --/M      Norwegian_Bokmål   gmq/nb               (no 5)
         5  pt              --/M      Portuguese_(Portugal) roa/pt               (pt-pt 5)
         5  pt-BR           --/M      Portuguese_(Brazil) roa/pt-BR            (pt 6)
         5  ur              --/M      Urdu               inc/ur

        """

    @Test func readsTheVoicesEspeakListsWithTheirOtherLanguages() {
        #expect(Speaker.voices(listed: Self.voiceList) == [
            "af", "ar", "cmn", "zh-cmn", "zh", "en-gb", "en", "en-us", "es-419", "es-mx", "nb", "no", "pt", "pt-pt",
            "pt-br", "ur",
        ])
        #expect(Speaker.voices(listed: "") == [])
    }

    struct VoiceCase: CustomTestStringConvertible, Sendable {
        let tag: String
        let installed: Set<String>?
        let voice: String?
        var testDescription: String { "\(tag) among \(installed.map { $0.sorted().joined(separator: " ") } ?? "unknown voices")" }
    }

    /// Each language speaks in the first of its voices espeak-ng has; with none, nil (the
    /// default voice reads); when the voices are unknown, its first voice is asked for.
    @Test(arguments: [
        VoiceCase(tag: "pt-BR", installed: ["pt-br", "pt"], voice: "pt-br"),
        VoiceCase(tag: "pt-BR", installed: ["pt"], voice: "pt"),
        VoiceCase(tag: "pt-PT", installed: ["pt-br", "pt"], voice: "pt"),
        VoiceCase(tag: "zh-Hans", installed: ["cmn", "zh", "yue"], voice: "cmn"),
        VoiceCase(tag: "zh-Hant", installed: ["yue"], voice: "yue"),
        VoiceCase(tag: "es-419", installed: ["es"], voice: "es"),
        VoiceCase(tag: "nb", installed: ["no"], voice: "no"),
        VoiceCase(tag: "ar", installed: ["ar", "en"], voice: "ar"),
        VoiceCase(tag: "th", installed: ["en", "ar"], voice: nil),
        VoiceCase(tag: "ja", installed: [], voice: nil),
        VoiceCase(tag: "zh-Hant", installed: nil, voice: "cmn"),
        VoiceCase(tag: "ur", installed: nil, voice: "ur"),
    ])
    func picksAVoiceOfTheLanguage(_ testCase: VoiceCase) {
        #expect(Speaker.voice(for: .shipped(testCase.tag), among: testCase.installed) == testCase.voice)
    }

    /// Every shipped language has a voice in espeak-ng's own list of languages
    /// (`docs/languages.md`), so with a complete espeak-ng none falls back.
    @Test(arguments: DemoLanguage.all)
    func everyLanguageHasAVoiceInAFullEspeak(_ language: DemoLanguage) {
        let espeakLanguages: Set<String> = [
            "ar", "bg", "bn", "ca", "cmn", "cs", "da", "de", "el", "en", "es", "es-419", "fi", "fr", "gu", "he", "hi", "hr",
            "hu", "id", "it", "ja", "kk", "kn", "ko", "lt", "lv", "ml", "mr", "ms", "nb", "nl", "pa", "pl", "pt", "pt-br",
            "ro", "ru", "sk", "sl", "sv", "ta", "te", "th", "tr", "uk", "ur", "vi", "yue",
        ]
        #expect(Speaker.voice(for: language, among: espeakLanguages) != nil)
    }

    @Test func speaksInTheVoiceOfTheLanguageOrTheDefaultOne() throws {
        let espeak = try Self.directory(with: ["espeak-ng"])
        let brazilian = try #require(Speaker.findEngine(language: .shipped("pt-BR"), searchPath: espeak) { _ in
            Speaker.voices(listed: Self.voiceList)
        })
        #expect(brazilian.arguments("Movido para cima.") == ["-v", "pt-br", "Movido para cima."])
        #expect(brazilian.hasVoice)
        let thai = try #require(Speaker.findEngine(language: .shipped("th"), searchPath: espeak) { _ in
            Speaker.voices(listed: Self.voiceList)
        })
        #expect(thai.arguments("ย้ายขึ้นแล้ว") == ["ย้ายขึ้นแล้ว"])
        #expect(!thai.hasVoice)
        let speaker = Speaker(language: .shipped("th"), path: espeak, voices: ["en"])
        #expect(speaker.isAvailable && !speaker.hasVoice)
        #expect(speechNotices(speaker, state: DemoState(language: .shipped("th")))
                == [.announce("No voice for Thai — ไทย (th): the speech program's default voice reads it.")])
        #expect(speechNotices(Speaker(language: .shipped("ar"), path: espeak, voices: ["ar"]), state: DemoState()).isEmpty)
    }

    /// How the voices are asked for: a program's standard output, nil when it cannot run or
    /// fails.
    @Test func readsAProgramsOutput() {
        #expect(Speaker.output(of: "/bin/echo", ["pt-br", "cmn"]) == "pt-br cmn\n")
        #expect(Speaker.output(of: "/bin/sh", ["-c", "exit 3"]) == nil)
        #expect(Speaker.output(of: "/nonexistent/espeak-ng", ["--voices"]) == nil)
    }

    @Test func spdSayIsGivenTheLanguageCode() throws {
        let only = try Self.directory(with: ["spd-say"])
        let engine = try #require(Speaker.findEngine(language: .shipped("pt-BR"), searchPath: only))
        #expect(engine.arguments("Movido.") == ["-l", "pt", "Movido."])
    }

    @Test func noEngineMeansUnavailable() throws {
        let empty = try Self.directory(with: [])
        #expect(Speaker.findEngine(language: .english, searchPath: empty + "::") == nil)
        #expect(!Speaker(language: .english, path: empty).isAvailable)
        #expect(speechNotices(Speaker(language: .english, path: empty), state: DemoState())
                == [.announce(DemoStrings(language: .english).speechUnavailable)])
    }
}
