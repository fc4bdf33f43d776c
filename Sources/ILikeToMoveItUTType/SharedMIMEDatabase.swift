#if !canImport(UniformTypeIdentifiers)
import ILikeToMoveItTypeDeclarations
import Foundation

/// The parts of the freedesktop.org shared-mime-info database that tag lookups use: simple
/// `*.ext` globs, MIME aliases and MIME subclasses.
///
/// Where the built-in table and the registered declarations know nothing about a filename
/// extension or MIME type, the portable `UTType` asks this database, when one is installed
/// (`/usr/share/mime`), so that for example the alias `image/pjpeg` is found to be `image/jpeg`
/// (hence `public.jpeg`), and a dynamic type for `.odt` knows its MIME type. Everything works without
/// the database; it only adds knowledge.
struct SharedMIMEDatabase: Sendable {
    /// MIME types by lowercased extension, heaviest glob first.
    private(set) var mimeTypesByExtension: [String: [String]] = [:]
    /// Extensions by MIME type, heaviest glob first.
    private(set) var extensionsByMIMEType: [String: [String]] = [:]
    /// Canonical MIME type by alias, all lowercased.
    private(set) var canonicalByAlias: [String: String] = [:]
    /// Parent MIME types by MIME type, all lowercased.
    private(set) var parentsByMIMEType: [String: [String]] = [:]

    /// Parses the contents of `globs2`, `aliases` and `subclasses`.
    ///
    /// Comment lines, malformed lines and globs other than a plain `*.ext` are skipped.
    init(globs2: String, aliases: String, subclasses: String) {
        var weighted: [(weight: Int, order: Int, mimeType: String, ext: String)] = []
        for (order, line) in globs2.split(whereSeparator: \.isNewline).enumerated() where !line.hasPrefix("#") {
            let fields = line.split(separator: ":", omittingEmptySubsequences: false)
            guard fields.count >= 3, let weight = Int(fields[0]), fields[2].hasPrefix("*.") else { continue }
            let ext = fields[2].dropFirst(2)
            guard !ext.isEmpty, !ext.contains(where: { "*?[]".contains($0) }) else { continue }
            weighted.append((weight, order, fields[1].lowercased(), ext.lowercased()))
        }
        weighted.sort { ($0.weight, -$0.order) > ($1.weight, -$1.order) }
        for entry in weighted {
            mimeTypesByExtension[entry.ext, default: []].append(entry.mimeType)
            extensionsByMIMEType[entry.mimeType, default: []].append(entry.ext)
        }
        for (alias, canonical) in Self.pairs(aliases) {
            canonicalByAlias[alias] = canonical
        }
        for (child, parent) in Self.pairs(subclasses) {
            parentsByMIMEType[child, default: []].append(parent)
        }
    }

    /// The MIME type an alias stands for, or the MIME type itself.
    func canonical(_ mimeType: String) -> String {
        let lowered = mimeType.lowercased()
        return canonicalByAlias[lowered] ?? lowered
    }

    /// The MIME type and its ancestors, nearest first, each once (cycles terminate).
    func lineage(of mimeType: String) -> [String] {
        var result: [String] = []
        var seen: Set<String> = []
        var queue = [canonical(mimeType)][...]
        while let next = queue.popFirst() {
            guard seen.insert(next).inserted else { continue }
            result.append(next)
            queue.append(contentsOf: (parentsByMIMEType[next] ?? []).map(canonical))
        }
        return result
    }

    private static func pairs(_ text: String) -> [(String, String)] {
        text.split(whereSeparator: \.isNewline).compactMap { line in
            guard !line.hasPrefix("#") else { return nil }
            let fields = line.split(separator: " ")
            guard fields.count == 2 else { return nil }
            return (fields[0].lowercased(), fields[1].lowercased())
        }
    }

    /// The installed database, read once; `nil` when `/usr/share/mime/globs2` is missing.
    static let installed: SharedMIMEDatabase? = load(from: "/usr/share/mime")

    /// Reads a database directory; `nil` when it has no readable `globs2`.
    static func load(from directory: String) -> SharedMIMEDatabase? {
        func read(_ name: String) -> String? {
            try? String(contentsOfFile: directory + "/" + name, encoding: .utf8)
        }
        guard let globs2 = read("globs2") else { return nil }
        return SharedMIMEDatabase(globs2: globs2, aliases: read("aliases") ?? "", subclasses: read("subclasses") ?? "")
    }
}
#endif
