// PLACEHOLDER — replaced by the full portable UTType (issue 3).
#if canImport(UniformTypeIdentifiers)
@_exported import UniformTypeIdentifiers
#else
/// A uniform type identifier, mirroring Apple's `UTType` on platforms that lack it.
public struct UTType: Hashable, Sendable, Codable, CustomStringConvertible {
    public let identifier: String
    let parents: [String]

    public init?(_ identifier: String) {
        guard let parents = Self.table[identifier] else { return nil }
        self.identifier = identifier
        self.parents = parents
    }

    public init(exportedAs identifier: String, conformingTo supertype: UTType? = nil) {
        self.identifier = identifier
        self.parents = [supertype?.identifier ?? "public.data"]
    }

    public init(importedAs identifier: String, conformingTo supertype: UTType? = nil) {
        self.init(exportedAs: identifier, conformingTo: supertype)
    }

    public func conforms(to type: UTType) -> Bool {
        if self == type { return true }
        var queue = parents
        var seen: Set<String> = []
        while let next = queue.popLast() {
            if next == type.identifier { return true }
            if seen.insert(next).inserted { queue += Self.table[next] ?? [] }
        }
        return false
    }

    public var description: String { identifier }

    static let table: [String: [String]] = [
        "public.item": [], "public.content": [], "public.data": ["public.item"],
        "public.text": ["public.data", "public.content"],
        "public.plain-text": ["public.text"],
        "public.utf8-plain-text": ["public.plain-text"],
        "public.json": ["public.text"],
    ]

    public static let item = UTType("public.item")!
    public static let content = UTType("public.content")!
    public static let data = UTType("public.data")!
    public static let text = UTType("public.text")!
    public static let plainText = UTType("public.plain-text")!
    public static let utf8PlainText = UTType("public.utf8-plain-text")!
    public static let json = UTType("public.json")!
}
#endif
