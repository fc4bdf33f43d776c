/// An immutable snapshot of known types: the system table plus registered declarations, with
/// every type's ancestors and a tag index precomputed.
///
/// Identifiers are compared without regard to case, as Uniform Type Identifiers are; lookups go
/// through ``key(_:)``. Each type has a number (see ``TypeRecord/number``) and keeps its
/// ancestors as a set of numbers, one bit each, which ``record(number:)`` turns back into
/// records. Conformance is a bit test and tag lookup a dictionary lookup, so both are O(1)
/// however deep the hierarchy.
package struct TypeGraph: Sendable {
    /// Records by key.
    package private(set) var records: [String: TypeRecord] = [:]
    /// Records by number; `nil` where a number was given to a declaration that was not added.
    private var recordsByNumber: [TypeRecord?] = []
    /// The types carrying a tag, by tag class and lowercased tag, in declaration order.
    /// Records never change once registered, so the index holds them rather than their keys.
    private var tagIndex = TagIndex()
    /// Where registered declarations came from, by key, for duplicate messages.
    private var locations: [String: TypeDeclaration.Location] = [:]
    /// The number the next inserted type may take (see ``TypeRecord/number``). Numbers are
    /// never reused, so a record keeps its number in every graph registered after its own.
    private var nextNumber = 0

    /// Tags by class. Nearly every lookup is of a filename extension or a MIME type, so each
    /// of those has a dictionary keyed by the tag alone: a lookup hashes and compares only the
    /// short tag, never the long class name.
    private struct TagIndex: Sendable {
        private var filenameExtensions: [String: [TypeRecord]] = [:]
        private var mimeTypes: [String: [TypeRecord]] = [:]
        private var others: [String: [String: [TypeRecord]]] = [:]

        /// The records with a lowercased tag of a class.
        subscript(tagClass tagClass: String, tag tag: String) -> [TypeRecord] {
            switch tagClass {
            case TypeTagClassName.filenameExtension: filenameExtensions[tag] ?? []
            case TypeTagClassName.mimeType: mimeTypes[tag] ?? []
            default: others[tagClass]?[tag] ?? []
            }
        }

        mutating func append(_ record: TypeRecord, tagClass: String, tag: String) {
            switch tagClass {
            case TypeTagClassName.filenameExtension: filenameExtensions[tag, default: []].append(record)
            case TypeTagClassName.mimeType: mimeTypes[tag, default: []].append(record)
            default: others[tagClass, default: [:]][tag, default: []].append(record)
            }
        }
    }

    /// The empty graph.
    init() {}

    /// The lookup key of an identifier: identifiers are case-insensitive.
    ///
    /// Identifiers are nearly always lowercase ASCII already; those are returned as they are,
    /// which spares an allocation on every lookup.
    package static func key(_ identifier: String) -> String {
        // `byte &- "A"` wraps below "A", so one comparison rules out the 26 capitals. Over
        // contiguous bytes (which every native string, small ones included, offers) the check
        // is a tight loop rather than a walk of the UTF-8 view.
        func isLowercaseASCII(_ bytes: some Sequence<UInt8>) -> Bool {
            bytes.allSatisfy { $0 < 0x80 && $0 &- UInt8(ascii: "A") >= 26 }
        }
        let unchanged = identifier.utf8.withContiguousStorageIfAvailable(isLowercaseASCII) ?? isLowercaseASCII(identifier.utf8)
        return unchanged ? identifier : identifier.lowercased()
    }

    /// The record of an identifier, if the type is known.
    ///
    /// - Complexity: O(1) on average.
    package func record(for identifier: String) -> TypeRecord? {
        records[Self.key(identifier)]
    }

    /// The records of the types that carry a tag, in declaration order (system types first).
    ///
    /// Tags are matched without regard to case.
    ///
    /// - Complexity: O(*k*) for *k* matching types, after hashing the tag.
    package func records(forTag tag: String, tagClass: String) -> [TypeRecord] {
        records(forLowercasedTag: Self.key(tag), tagClass: tagClass)
    }

    /// ``records(forTag:tagClass:)`` for a tag already passed through ``key(_:)``.
    package func records(forLowercasedTag key: String, tagClass: String) -> [TypeRecord] {
        tagIndex[tagClass: tagClass, tag: key]
    }

    /// The record with a number (see ``TypeRecord/number``), if this graph holds one.
    ///
    /// - Complexity: O(1).
    package func record(number: Int) -> TypeRecord? {
        recordsByNumber.indices.contains(number) ? recordsByNumber[number] : nil
    }

    /// What a type with the given parents inherits: the numbers of the known parents and of
    /// all their ancestors, and the keys of the unknown parents.
    ///
    /// - Complexity: O(*p* · *m* / 64) for *p* parents, *m* being the largest number.
    package func ancestry(of parents: [String]) -> (numbers: TypeNumberSet, unknownKeys: Set<String>) {
        var numbers = TypeNumberSet()
        var unknownKeys: Set<String> = []
        for parent in parents {
            let key = Self.key(parent)
            if let record = records[key] {
                numbers.formUnion(record.ancestorNumbers)
                numbers.insert(record.number)
            } else {
                unknownKeys.insert(key)
            }
        }
        return (numbers, unknownKeys)
    }

    /// Whether a record is the type with the given key or conforms to it, as far as this graph
    /// knows.
    ///
    /// - Complexity: O(1) on average, after hashing the key.
    func conforms(_ record: TypeRecord, toKey key: String) -> Bool {
        if let other = records[key] { return record.conforms(to: other) }
        return record.key == key || record.unknownParentKeys.contains(key)
    }

    /// The system types.
    package static let system: TypeGraph = {
        let nodes = SystemTypeTable.entries.map { entry in
            Node(
                identifier: entry.identifier,
                parents: entry.conformsTo,
                tags: [
                    TypeTagClassName.filenameExtension: entry.filenameExtensions,
                    TypeTagClassName.mimeType: entry.mimeTypes,
                ].filter { !$0.value.isEmpty },
                description: entry.description,
                origin: .system,
                location: nil
            )
        }
        let (graph, problems) = TypeGraph().inserting(nodes)
        // The table is constant data, checked by the test suite; an inconsistency is a
        // programming error in this file's neighbour, not bad input.
        precondition(problems.isEmpty, "The system type table is inconsistent: \(problems)")
        return graph
    }()
}

extension TypeGraph {
    /// The graph with the valid declarations added, and the problems of the others in
    /// declaration order.
    ///
    /// Declarations that repeat a known identifier with the same parents, tags and
    /// description, and imported declarations of types already known, are skipped, so
    /// registering the same Info.plist twice is harmless.
    ///
    /// - Complexity: O(*n* · *p* · *m* / 64) for *n* declarations of at most *p* parents each,
    ///   *m* being the number of types known, plus copying the graph. Each type keeps its
    ///   ancestors as one bit per known type, so a chain of *n* declarations takes *n*² / 2
    ///   bits: about 25 MB for 20,000 levels, with no hashing per ancestor.
    package func adding(_ declarations: [TypeDeclaration]) -> (graph: TypeGraph, problems: [TypeDeclarationError]) {
        inserting(declarations.map(Node.init))
    }

    /// Every problem the declarations have against this graph, in declaration order.
    ///
    /// A declaration whose parent is itself invalid is not reported separately: fixing the
    /// parent reveals it.
    func problems(adding declarations: [TypeDeclaration]) -> [TypeDeclarationError] {
        inserting(declarations.map(Node.init)).problems
    }
}

extension TypeGraph {
    /// A type to insert, from the system table or a declaration.
    struct Node {
        let identifier: String
        let parents: [String]
        let tags: [String: [String]]
        let description: String?
        let origin: TypeRecord.Origin
        let location: TypeDeclaration.Location?

        init(
            identifier: String,
            parents: [String],
            tags: [String: [String]],
            description: String?,
            origin: TypeRecord.Origin,
            location: TypeDeclaration.Location?
        ) {
            self.identifier = identifier
            self.parents = parents
            self.tags = tags
            self.description = description
            self.origin = origin
            self.location = location
        }

        init(_ declaration: TypeDeclaration) {
            self.init(
                identifier: declaration.identifier,
                parents: declaration.conformsTo,
                tags: declaration.tagSpecification.filter { !$0.value.isEmpty },
                description: declaration.description,
                origin: declaration.kind == .exported ? .exported : .imported,
                location: declaration.location
            )
        }

        func error(_ reason: TypeDeclarationError.Reason) -> TypeDeclarationError {
            TypeDeclarationError(reason, location: location, identifier: identifier)
        }

        func sameDeclaration(as record: TypeRecord) -> Bool {
            record.identifier == identifier && record.parents == parents
                && record.tags == tags && record.description == description
        }
    }

    /// Inserts valid nodes, returning the new graph and the problems of the others.
    func inserting(_ nodes: [Node]) -> (graph: TypeGraph, problems: [TypeDeclarationError]) {
        var problems: [(order: Int, error: TypeDeclarationError)] = []

        // 1. Identifiers: present, not repeated.
        var batch: [String: Int] = [:]  // key → index into nodes
        for (order, node) in nodes.enumerated() {
            let key = Self.key(node.identifier)
            if node.identifier.isEmpty {
                problems.append((order, node.error(.missingIdentifier)))
            } else if let index = batch[key] {
                problems.append((order, node.error(.duplicateIdentifier(firstDeclaredAt: nodes[index].location))))
            } else if let existing = records[key] {
                if node.origin == .imported || node.sameDeclaration(as: existing) { continue }
                problems.append((order, node.error(.duplicateIdentifier(firstDeclaredAt: locations[key]))))
            } else {
                batch[key] = order
            }
        }

        // 2. Parents, resolved once: hashing each parent's key on every visit was most of the
        //    cost of registering a long chain.
        let members = batch.values.sorted()  // orders of the new types, in declaration order
        var resolved: [[Parent]] = Array(repeating: [], count: nodes.count)
        for order in members {
            resolved[order] = nodes[order].parents.map { parent in
                let key = Self.key(parent)
                if let index = batch[key] { return .declared(index) }
                if let record = records[key] { return .known(record) }
                return .unknown(parent)
            }
        }

        // 3. Parents known, and no cycles. Depth-first without recursion, so a long chain of
        //    declarations cannot exhaust the stack.
        var marks: [VisitMark?] = Array(repeating: nil, count: nodes.count)
        for root in members where marks[root] == nil {
            var stack: [(order: Int, next: Int)] = [(root, 0)]
            marks[root] = .visiting
            while let top = stack.last {
                let node = nodes[top.order]
                let parents = resolved[top.order]
                if top.next < parents.count {
                    stack[stack.count - 1].next += 1
                    switch parents[top.next] {
                    case .known:
                        continue
                    case .unknown(let parent):
                        if marks[top.order]?.isVisiting == true {
                            problems.append((top.order, node.error(.unknownParent(parent))))
                            marks[top.order] = .invalid
                        }
                    case .declared(let parent):
                        switch marks[parent] {
                        case nil:
                            marks[parent] = .visiting
                            stack.append((parent, 0))
                        case .visiting?:
                            let start = stack.firstIndex { $0.order == parent }!
                            let ring = stack[start...].map(\.order)
                            let first = ring.min()!
                            let rotation = ring.firstIndex(of: first)!
                            let cycle = Array(ring[rotation...] + ring[..<rotation]).map { nodes[$0].identifier }
                            let firstNode = nodes[first]
                            problems.append((first, firstNode.error(.conformanceCycle(cycle + [firstNode.identifier]))))
                            for member in ring { marks[member] = .invalid }
                        case .valid?, .invalid?:
                            break
                        }
                    }
                } else {
                    stack.removeLast()
                    guard marks[top.order]?.isVisiting == true else { continue }
                    // Ancestors are numbers, not identifiers: a chain of declarations costs a
                    // copy of the parent's bits per type rather than hashing every ancestor.
                    var numbers = TypeNumberSet()
                    var valid = true
                    for parent in parents {
                        switch parent {
                        case .known(let record):
                            numbers.formUnion(record.ancestorNumbers)
                            numbers.insert(record.number)
                        case .declared(let index):
                            guard case .valid(let parentNumbers)? = marks[index] else {
                                valid = false
                                continue
                            }
                            numbers.formUnion(parentNumbers)
                            numbers.insert(nextNumber + index)
                        case .unknown:
                            valid = false
                        }
                    }
                    marks[top.order] = valid ? .valid(numbers) : .invalid
                }
            }
        }

        // 4. Insert what is valid, in declaration order.
        var graph = self
        graph.recordsByNumber.append(contentsOf: repeatElement(nil, count: nodes.count))
        for order in members {
            guard case .valid(let numbers)? = marks[order] else { continue }
            let node = nodes[order]
            let key = Self.key(node.identifier)
            let record = TypeRecord(
                identifier: node.identifier,
                parents: node.parents,
                tags: node.tags,
                description: node.description,
                origin: node.origin,
                number: nextNumber + order,
                ancestorNumbers: numbers
            )
            graph.records[key] = record
            graph.recordsByNumber[record.number] = record
            if let location = node.location { graph.locations[key] = location }
            for (tagClass, tags) in node.tags {
                for tag in tags {
                    graph.tagIndex.append(record, tagClass: tagClass, tag: Self.key(tag))
                }
            }
        }
        graph.nextNumber = nextNumber + nodes.count
        let ordered = problems.enumerated().sorted { ($0.element.order, $0.offset) < ($1.element.order, $1.offset) }
        return (graph, ordered.map(\.element.error))
    }
}

/// A parent of a declaration, resolved in ``TypeGraph/inserting(_:)``.
private enum Parent {
    /// Declared in the same batch, at this index.
    case declared(Int)
    /// Already in the graph.
    case known(TypeRecord)
    /// Neither, as spelled in the declaration.
    case unknown(String)
}

/// The state of a declaration during the depth-first walk of ``TypeGraph/inserting(_:)``.
private enum VisitMark {
    case visiting
    /// Valid, with the numbers of its ancestors.
    case valid(TypeNumberSet)
    case invalid

    var isVisiting: Bool {
        if case .visiting = self { true } else { false }
    }
}
