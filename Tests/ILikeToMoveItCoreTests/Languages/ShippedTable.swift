import Foundation
@testable import ILikeToMoveItCore

/// A shipped table as its file says it, before ``MoveStrings/init(jsonData:)`` fills the keys
/// it leaves out with English: what the checks of ``ShippedTablesTests`` read.
struct ShippedTable {
    /// One entry as the file gives it.
    enum Entry: Decodable {
        /// One template for every number.
        case single(String)
        /// A template per plural category name.
        case forms([String: String])

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let template = try? container.decode(String.self) {
                self = .single(template)
            } else {
                self = .forms(try container.decode([String: String].self))
            }
        }

        /// The templates with the category each stands for (`other` for a single template),
        /// in ``PluralCategory`` order; a name that is no category comes last, as `other`.
        var templates: [(category: PluralCategory, source: String)] {
            switch self {
            case .single(let source): [(.other, source)]
            case .forms(let forms):
                forms.sorted { Self.order($0.key) < Self.order($1.key) }
                    .map { (PluralCategory(rawValue: $0.key) ?? .other, $0.value) }
            }
        }

        /// Where a category name sorts: by ``PluralCategory`` order, then by name.
        private static func order(_ name: String) -> (Int, String) {
            (PluralCategory(rawValue: name).flatMap(PluralCategory.allCases.firstIndex) ?? PluralCategory.allCases.count, name)
        }

        /// The template said for `category`: its own form, else `other`.
        func source(for category: PluralCategory) -> String? {
            switch self {
            case .single(let source): source
            case .forms(let forms): forms[category.rawValue] ?? forms["other"]
            }
        }
    }

    private struct File: Decodable {
        var language: String
        var separator: String?
        var strings: [String: Entry]
    }

    let tag: String
    /// The file's `"language"`.
    let language: String
    /// What joins sentences: the file's `"separator"`, a space when it gives none.
    let separator: String
    /// The entries by key name, as the file names them.
    let entries: [String: Entry]

    /// Reads the table of `tag` as the package ships it (from the resource
    /// `MoveStrings.tables`, inflated), throwing what keeps it from being read.
    init(_ tag: String) throws {
        let file = try JSONDecoder().decode(File.self, from: MoveStrings.packedData(tag))
        self.tag = tag
        language = file.language
        separator = file.separator ?? " "
        entries = file.strings
    }

    /// The entry of a key; nil when the file leaves it out.
    subscript(key: MoveStrings.Key) -> Entry? { entries[key.rawValue] }

    /// The placeholders a template says, in order, repeats included, with those of the
    /// noun when it says `{items}` (the noun's form for `category`): "{count}件の{items}" with
    /// items "項目" says `["count", "items"]`, "{items}を" with items "{count}項目" says
    /// `["items", "count"]`.
    func placeholders(of source: String, category: PluralCategory, in key: MoveStrings.Key) -> [String] {
        Self.placeholders(of: source).flatMap { name -> [String] in
            guard name == "items", key != .items, let noun = self[.items]?.source(for: category) else { return [name] }
            return [name] + Self.placeholders(of: noun)
        }
    }

    /// The placeholders a template names, in order, repeats included.
    static func placeholders(of source: String) -> [String] {
        MoveStrings.Template(source).pieces.compactMap { piece in
            switch piece {
            case .text: nil
            case .count: "count"
            case .label: "label"
            case .position: "position"
            case .row: "row"
            case .column: "column"
            case .items: "items"
            }
        }
    }
}

extension MoveStrings.Key {
    /// Whether the entry is a sentence of an announcement, rather than an action's name
    /// (`action…`, `undo…`, the drag source's and drop point's names), a control's label or
    /// the noun `items`.
    var isSentence: Bool {
        ![.items, .dragItem, .dropInto, .reorderControl].contains(self) && !rawValue.hasPrefix("action") && !rawValue.hasPrefix("undo")
    }
}
