import Foundation

extension MoveStrings {
    /// Reads a table from JSON, in the format of the package's own resources.
    ///
    /// ```json
    /// {
    ///   "language": "en",
    ///   "separator": " ",
    ///   "strings": {
    ///     "movedUp": "Moved up.",
    ///     "movedItemsUp": { "one": "Moved {count} item up.", "other": "Moved {count} items up." }
    ///   }
    /// }
    /// ```
    ///
    /// `separator` defaults to a single space. Keys the table leaves out fall back to English.
    ///
    /// - Parameter jsonData: The JSON document.
    /// - Throws: `MoveStrings.TableError` naming the key or category that is wrong, or a
    ///   `DecodingError` when the document is not shaped as above.
    public init(jsonData: Data) throws {
        let file = try JSONDecoder().decode(TableFile.self, from: jsonData)
        var templates: [Key: [PluralCategory: String]] = [:]
        // In key order, so a table with several mistakes is reported the same way every time.
        for (name, value) in file.strings.sorted(by: { $0.key < $1.key }) {
            guard let key = Key(rawValue: name) else {
                throw TableError.unknownKey(name, language: file.language)
            }
            switch value {
            case .single(let template):
                templates[key] = [.other: template]
            case .plural(let forms):
                var byCategory: [PluralCategory: String] = [:]
                for (categoryName, template) in forms.sorted(by: { $0.key < $1.key }) {
                    guard let category = PluralCategory(rawValue: categoryName) else {
                        throw TableError.unknownPluralCategory(categoryName, key: name, language: file.language)
                    }
                    byCategory[category] = template
                }
                guard byCategory[.other] != nil else {
                    throw TableError.missingOtherForm(key: name, language: file.language)
                }
                templates[key] = byCategory
            }
        }
        self.init(language: file.language, separator: file.separator ?? " ", templates: templates)
    }

    /// A problem in a JSON strings table.
    public enum TableError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The table names a key that ``MoveStrings/Key`` does not have.
        case unknownKey(String, language: String)
        /// An entry names a plural category that is not a CLDR category.
        case unknownPluralCategory(String, key: String, language: String)
        /// A plural entry has no `other` form.
        case missingOtherForm(key: String, language: String)

        /// What went wrong and how to fix it.
        public var description: String {
            switch self {
            case .unknownKey(let key, let language):
                "The \"\(language)\" move strings table has an unknown key \"\(key)\"; use one of: "
                    + Key.allCases.map(\.rawValue).joined(separator: ", ")
            case .unknownPluralCategory(let category, let key, let language):
                "The \"\(language)\" move strings entry \"\(key)\" has an unknown plural category "
                    + "\"\(category)\"; use zero, one, two, few, many or other"
            case .missingOtherForm(let key, let language):
                "The \"\(language)\" move strings entry \"\(key)\" has plural forms but no \"other\" "
                    + "form; add one, it is used whenever a number needs a missing form"
            }
        }
    }

    private struct TableFile: Decodable {
        var language: String
        var separator: String?
        var strings: [String: Value]

        enum Value: Decodable {
            case single(String)
            case plural([String: String])

            init(from decoder: any Decoder) throws {
                let container = try decoder.singleValueContainer()
                if let string = try? container.decode(String.self) {
                    self = .single(string)
                } else {
                    self = .plural(try container.decode([String: String].self))
                }
            }
        }
    }
}
