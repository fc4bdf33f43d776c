import ILikeToMoveItCore
import ILikeToMoveItTypeDeclarations

/// P3: conformance checks, tag lookups and registering declared types.
public enum TypeLookups {
    /// Pairs to check, conforming and not, so no answer is known in advance.
    public static let pairs: [(UTType, UTType)] = [
        (.png, .image), (.json, .text), (.mpeg4Movie, .audiovisualContent), (.plainText, .image),
        (.pdf, .data), (.utf8PlainText, .text), (.jpeg, .movie), (.zip, .archive),
    ]

    public static let extensions = ["png", "json", "txt", "pdf", "jpeg", "mp4", "html", "zip"]
    public static let mimeTypes = ["image/png", "application/json", "text/plain", "application/pdf"]

    /// A realistic app's declarations: `count` types in families of ten, each family a type
    /// conforming to `public.json` with nine children, each with its own extension.
    public static func shallowDeclarations(prefix: String, count: Int = 1_000) -> [TypeDeclaration] {
        (0..<count).map { index in
            let family = index / 10
            let parent = index % 10 == 0 ? "public.json" : "\(prefix).f\(family).t0"
            return TypeDeclaration(
                identifier: "\(prefix).f\(family).t\(index % 10)",
                conformsTo: [parent],
                description: "Benchmark type \(index)",
                filenameExtensions: ["\(prefix.split(separator: ".").last ?? "x")\(index)"]
            )
        }
    }

    /// The worst case: each type conforming to the one before it, `count` deep.
    public static func chainDeclarations(prefix: String, count: Int = 1_000) -> [TypeDeclaration] {
        (0..<count).map { index in
            TypeDeclaration(
                identifier: "\(prefix).c\(index)",
                conformsTo: [index == 0 ? "public.data" : "\(prefix).c\(index - 1)"]
            )
        }
    }
}
