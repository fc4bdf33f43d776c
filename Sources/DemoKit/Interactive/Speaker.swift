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
final class Speaker {
    /// A speech program and how to give it a sentence.
    struct Engine: Sendable {
        let path: String
        let arguments: @Sendable (String) -> [String]
        /// Whether a running utterance should be stopped before a new one.
        let interrupts: Bool
    }

    private let engine: Engine?
    private var children: [pid_t] = []

    /// A speaker for `language`, using the first speech program found on `PATH`.
    init(language: DemoLanguage, path: String? = nil) {
        engine = Self.findEngine(language: language, searchPath: path ?? Self.environmentPath)
    }

    /// Whether a speech program was found.
    var isAvailable: Bool { engine != nil }

    /// Starts speaking `text`; returns at once.
    func speak(_ text: String) {
        reap()
        guard let engine, !text.isEmpty else { return }
        if engine.interrupts {
            for child in children { kill(child, SIGTERM) }
        }
        if let child = spawn(engine.path, engine.arguments(text)) { children.append(child) }
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

    static func findEngine(language: DemoLanguage, searchPath: String) -> Engine? {
        let voice = language.rawValue
        let candidates: [(String, Engine)] = [
            ("espeak-ng", Engine(path: "", arguments: { ["-v", voice, $0] }, interrupts: true)),
            ("spd-say", Engine(path: "", arguments: { ["-l", voice, $0] }, interrupts: false)),
        ]
        let directories = searchPath.split(separator: ":").map(String.init)
        for (name, engine) in candidates {
            for directory in directories where !directory.isEmpty {
                let path = directory + "/" + name
                if access(path, X_OK) == 0 {
                    return Engine(path: path, arguments: engine.arguments, interrupts: engine.interrupts)
                }
            }
        }
        return nil
    }

    private func spawn(_ path: String, _ arguments: [String]) -> pid_t? {
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
            posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY, 0)
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
