import Testing

extension Tag {
    /// Tests of this package's own implementation (the portable `UTType`, the `dyn.` codec, the
    /// registry); the untagged ones state Apple's semantics and would hold against Apple's
    /// `UTType` as well.
    @Tag static var implementation: Tag
}

/// An XML Info.plist with the given raw body inside the top-level dictionary.
func infoPlist(_ body: String) -> [UInt8] {
    Array("""
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \(body)
    </dict>
    </plist>
    """.utf8)
}

/// One `<dict>` entry of a declaration list.
func declarationEntry(
    _ identifier: String?,
    conformsTo: [String] = ["public.data"],
    extensions: [String] = [],
    mimeTypes: [String] = [],
    description: String? = nil
) -> String {
    var lines = ["<dict>"]
    if let identifier { lines.append("<key>UTTypeIdentifier</key><string>\(identifier)</string>") }
    lines.append("<key>UTTypeConformsTo</key><array>" + conformsTo.map { "<string>\($0)</string>" }.joined() + "</array>")
    if let description { lines.append("<key>UTTypeDescription</key><string>\(description)</string>") }
    if !extensions.isEmpty || !mimeTypes.isEmpty {
        lines.append("<key>UTTypeTagSpecification</key><dict>")
        if !extensions.isEmpty {
            lines.append("<key>public.filename-extension</key><array>" + extensions.map { "<string>\($0)</string>" }.joined() + "</array>")
        }
        if !mimeTypes.isEmpty {
            lines.append("<key>public.mime-type</key><array>" + mimeTypes.map { "<string>\($0)</string>" }.joined() + "</array>")
        }
        lines.append("</dict>")
    }
    lines.append("</dict>")
    return lines.joined(separator: "\n")
}

/// A declaration list under a key.
func declarationList(_ entries: [String]) -> String {
    declarationList("UTExportedTypeDeclarations", entries)
}

/// A declaration list under a key.
func declarationList(_ key: String, _ entries: [String]) -> String {
    "<key>\(key)</key>\n<array>\n" + entries.joined(separator: "\n") + "\n</array>"
}
