/// What ``TypeDeclarationChecker`` found: the custom types an app uses that its Info.plist
/// does not declare properly.
///
/// Print it to get one line per finding, each saying what to add or change in the Info.plist.
public struct TypeDeclarationReport: Hashable, Sendable, CustomStringConvertible {
    /// One problem with one type.
    public struct Finding: Hashable, Sendable, CustomStringConvertible {
        /// What is wrong with the type.
        public enum Kind: Hashable, Sendable {
            /// The app uses the type but no entry declares it.
            case undeclared
            /// The type is declared but does not conform, directly or through its parents, to
            /// `public.data`, so it cannot be dragged, dropped or saved.
            case doesNotConformToData
            /// The type is declared in more than one entry, at the given locations.
            case declaredMoreThanOnce([TypeDeclaration.Location])
            /// The declaration itself is wrong (unknown parent, cycle, …).
            case invalidDeclaration(TypeDeclarationError)
        }

        /// The type identifier concerned.
        public var identifier: String
        /// What is wrong.
        public var kind: Kind

        /// Creates a finding.
        ///
        /// - Parameters:
        ///   - identifier: The type identifier concerned.
        ///   - kind: What is wrong.
        public init(identifier: String, kind: Kind) {
            self.identifier = identifier
            self.kind = kind
        }

        /// For an undeclared type, an Info.plist entry to add to `UTExportedTypeDeclarations`
        /// (or `UTImportedTypeDeclarations` if another app owns the type); `nil` otherwise.
        ///
        /// The entry declares the identifier, conformance to `public.data` and a description to
        /// fill in; add `UTTypeTagSpecification` if the type has a filename extension.
        public var suggestedInfoPlistEntry: String? {
            guard case .undeclared = kind else { return nil }
            let identifier = identifier.reduce(into: "") { escaped, character in
                switch character {
                case "&": escaped += "&amp;"
                case "<": escaped += "&lt;"
                case ">": escaped += "&gt;"
                default: escaped.append(character)
                }
            }
            return """
                <dict>
                    <key>UTTypeIdentifier</key>
                    <string>\(identifier)</string>
                    <key>UTTypeConformsTo</key>
                    <array>
                        <string>public.data</string>
                    </array>
                    <key>UTTypeDescription</key>
                    <string>Describe the type here</string>
                </dict>
                """
        }

        /// The problem and what to add to or change in the Info.plist.
        public var description: String {
            switch kind {
            case .undeclared:
                "\(identifier) is used but not declared. Add an entry to UTExportedTypeDeclarations (or UTImportedTypeDeclarations if another app owns the type) with UTTypeIdentifier \(identifier) and UTTypeConformsTo public.data (or a type that conforms to it, such as public.json)."
            case .doesNotConformToData:
                "\(identifier) is declared but does not conform to public.data, so it cannot be dragged, dropped or saved. Add public.data (or a type that conforms to it, such as public.json) to its UTTypeConformsTo."
            case .declaredMoreThanOnce(let locations):
                "\(identifier) is declared \(locations.count) times (\(locations.map(\.description).joined(separator: ", "))). Keep one entry and remove the others."
            case .invalidDeclaration(let error):
                error.description
            }
        }
    }

    /// The findings: first per used type in the order given, then problems of declarations
    /// the app does not list as used.
    public var findings: [Finding]

    /// Creates a report.
    ///
    /// - Parameter findings: The findings.
    public init(findings: [Finding]) {
        self.findings = findings
    }

    /// Whether nothing was found.
    public var isClean: Bool { findings.isEmpty }

    /// One line per finding, or a line saying all types are declared.
    public var description: String {
        guard !isClean else { return "All custom types are declared and conform to public.data." }
        return findings.map { "- \($0)" }.joined(separator: "\n")
    }
}
