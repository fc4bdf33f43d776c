#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Speaks announcements with espeak-ng or spd-say, without ever blocking the demo.
///
/// Each announcement is spoken by a child process started with `posix_spawn`, detached from
/// the terminal (its input and output go to /dev/null, it gets its own process group so
/// Ctrl-C does not reach it). A new announcement stops the previous espeak-ng child, so speech
/// follows the user instead of queueing behind old news. Finished children are reaped without
/// waiting.
///
/// espeak-ng speaks in a voice of the demo's language where it has one (`voice(for:among:)`:
/// `pt-br` for Brazilian Portuguese, `cmn` for Chinese, `es-419` for Latin American Spanish),
/// chosen among the voices `espeak-ng --voices` lists; where it has none, its default voice
/// reads the announcements and `hasVoice` is false. spd-say is given the language code.
final class Speaker {
    /// A speech program and how to give it a sentence.
    struct Engine: Sendable {
        let path: String
        let arguments: @Sendable (String) -> [String]
        /// Whether a running utterance should be stopped before a new one.
        let interrupts: Bool
        /// Whether the program speaks in a voice of the language asked for (false when it
        /// reads with its default voice).
        var hasVoice = true
    }

    /// The language spoken.
    let language: DemoLanguage
    private let engine: Engine?
    private var children: [pid_t] = []

    /// A speaker for `language`, using the first speech program found on `PATH`.
    ///
    /// - Parameters:
    ///   - language: The language to speak.
    ///   - path: Where to look for the programs; the `PATH` of the environment when nil.
    ///   - voices: The voices espeak-ng has, by language; asked of espeak-ng when nil.
    init(language: DemoLanguage, path: String? = nil, voices: Set<String>? = nil) {
        self.language = language
        engine = Self.findEngine(language: language, searchPath: path ?? Self.environmentPath) { espeak in
            voices ?? Self.output(of: espeak, ["--voices"]).map(Self.voices(listed:))
        }
    }

    /// Whether a speech program was found.
    var isAvailable: Bool { engine != nil }

    /// Whether the program found speaks in a voice of the language.
    var hasVoice: Bool { engine?.hasVoice ?? false }

    /// Starts speaking `text`; returns at once.
    func speak(_ text: String) {
        reap()
        guard let engine, !text.isEmpty else { return }
        if engine.interrupts {
            for child in children { kill(child, SIGTERM) }
        }
        if let child = Self.spawn(engine.path, engine.arguments(text)) { children.append(child) }
    }

    /// Reaps children that have finished; running ones are left to finish on their own.
    func reap() {
        children.removeAll { child in
            var status: Int32 = 0
            return waitpid(child, &status, WNOHANG) != 0
        }
    }

    deinit { reap() }

    private static var environmentPath: String {
        getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
    }

    /// The first speech program on `searchPath`, set up to speak `language`.
    ///
    /// - Parameters:
    ///   - language: The language to speak.
    ///   - searchPath: Directories separated by colons.
    ///   - voices: Given espeak-ng's path, the voices it has; nil when they cannot be listed,
    ///     and then the first voice `voice(for:among:)` names is asked for.
    static func findEngine(
        language: DemoLanguage, searchPath: String, voices: (String) -> Set<String>? = { _ in nil }
    ) -> Engine? {
        let directories = searchPath.split(separator: ":").map(String.init).filter { !$0.isEmpty }
        func find(_ name: String) -> String? {
            directories.map { $0 + "/" + name }.first { access($0, X_OK) == 0 }
        }
        if let path = find("espeak-ng") {
            guard let voice = voice(for: language, among: voices(path)) else {
                // No voice of the language: espeak-ng refuses a voice it lacks and says nothing,
                // so its default voice reads.
                return Engine(path: path, arguments: { [$0] }, interrupts: true, hasVoice: false)
            }
            return Engine(path: path, arguments: { ["-v", voice, $0] }, interrupts: true)
        }
        if let path = find("spd-say") {
            let code = language.languageCode
            return Engine(path: path, arguments: { ["-l", code, $0] }, interrupts: false)
        }
        return nil
    }

    /// The espeak-ng voices that speak each shipped language, best first, where they are not
    /// simply its tag in lower case, then its language code (espeak-ng's `docs/languages.md`
    /// names them by BCP 47 identifier).
    static let espeakVoices: [String: [String]] = [
        "pt-BR": ["pt-br", "pt"],
        "pt-PT": ["pt"],
        "es-419": ["es-419", "es"],
        "zh-Hans": ["cmn", "zh"],
        // Mandarin read in Traditional characters (Taiwan); Hong Kong also reads this table.
        "zh-Hant": ["cmn", "zh", "yue"],
        "nb": ["nb", "no"],
    ]

    /// The espeak-ng voice for `language`: the first of its voices (`espeakVoices`, else its
    /// tag and its language code) that `installed` lists.
    ///
    /// - Parameters:
    ///   - language: The language to speak.
    ///   - installed: The voices espeak-ng has, in lower case; nil when unknown, and then the
    ///     first candidate.
    /// - Returns: The voice; nil when espeak-ng has none for the language.
    static func voice(for language: DemoLanguage, among installed: Set<String>?) -> String? {
        var candidates = espeakVoices[language.tag] ?? [language.tag.lowercased()]
        if !candidates.contains(language.languageCode) { candidates.append(language.languageCode) }
        guard let installed else { return candidates.first }
        return candidates.first(where: installed.contains)
    }

    /// The languages of the voices in the output of `espeak-ng --voices`: each line's
    /// language column and the languages in parentheses after its file, in lower case.
    ///
    /// ```
    /// Pty Language       Age/Gender VoiceName          File                 Other Languages
    ///  5  cmn             --/M      Chinese_(Mandarin) sit/cmn              (zh-cmn 5)(zh 5)
    /// ```
    ///
    /// A voice's name has no spaces (espeak-ng writes them as underscores), so the other
    /// languages are what follows the fifth column.
    static func voices(listed output: String) -> Set<String> {
        var voices: Set<String> = []
        for line in output.split(separator: "\n") {
            let columns = line.split(separator: " ")
            guard columns.count >= 5, Int(columns[0]) != nil else { continue }
            voices.insert(columns[1].lowercased())
            let others = columns.dropFirst(5).joined(separator: " ")
            for other in others.split(separator: "(") {
                if let language = other.split(separator: " ").first { voices.insert(language.lowercased()) }
            }
        }
        return voices
    }

    /// What `path` with `arguments` writes to standard output; nil when it cannot be run or
    /// fails.
    static func output(of path: String, _ arguments: [String]) -> String? {
        var descriptors: [Int32] = [0, 0]
        guard descriptors.withUnsafeMutableBufferPointer({ pipe($0.baseAddress) }) == 0 else { return nil }
        defer { close(descriptors[0]) }
        let child = spawn(path, arguments, output: descriptors[1])
        close(descriptors[1])
        guard let child else { return nil }
        var data: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptors[0], $0.baseAddress, $0.count) }
            if count > 0 { data += buffer.prefix(count) } else if count == 0 || errno != EINTR { break }
        }
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0, errno == EINTR {}
        return status == 0 ? String(decoding: data, as: UTF8.self) : nil
    }

    /// Starts `path` with `arguments` in a process group of its own, its input and error
    /// output on /dev/null and its output on `output` (/dev/null when nil).
    private static func spawn(_ path: String, _ arguments: [String], output: Int32? = nil) -> pid_t? {
        // Darwin's spawn types are opaque pointers that `init` allocates; Glibc's are structs.
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        var attributes: posix_spawnattr_t?
        #else
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] {
            if descriptor == STDOUT_FILENO, let output {
                posix_spawn_file_actions_adddup2(&actions, output, descriptor)
            } else {
                posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY, 0)
            }
        }
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)

        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var child = pid_t()
        let result = posix_spawn(&child, path, &actions, &attributes, argv, environ)
        return result == 0 ? child : nil
    }
}
