/// An immutable snapshot of known types: the system table plus registered declarations, with
/// every type's ancestors and a tag index precomputed.
///
/// Identifiers are compared without regard to case, as Uniform Type Identifiers are; lookups go
/// through ``key(_:)``. Conformance is a set lookup and tag lookup a dictionary lookup, so both
/// are O(1) however deep the hierarchy.
package struct TypeGraph: Sendable {
    /// Records by key.
    package private(set) var records: [String: TypeRecord] = [:]
    /// The types carrying a tag, by tag class and lowercased tag, in declaration order.
    /// Records never change once registered, so the index holds them rather than their keys.
    private var tagIndex: [TagKey: [TypeRecord]] = [:]
    /// Where registered declarations came from, by key, for duplicate messages.
    private var locations: [String: TypeDeclaration.Location] = [:]
    /// The number the next inserted type may take (see ``TypeRecord/number``). Numbers are
    /// never reused, so a record keeps its number in every graph registered after its own.
    private var nextNumber = 0

    private struct TagKey: Hashable, Sendable {
        let tagClass: String
        let tag: String

        /// Hashes the tag only: there are few tag classes, and hashing the long class name on
        /// every lookup was a third of the cost of `UTType(filenameExtension:)`.
        func hash(into hasher: inout Hasher) {
            hasher.combine(tag)
        }
    }

    /// The empty graph.
    package init() {}

    /// The lookup key of an identifier: identifiers are case-insensitive.
    ///
    /// Identifiers are nearly always lowercase ASCII already; those are returned as they are,
    /// which spares an allocation on every lookup.
    package static func key(_ identifier: String) -> String {
        let isLowercaseASCII = identifier.utf8.allSatisfy { $0 < 0x80 && !(UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }
        return isLowercaseASCII ? identifier : identifier.lowercased()
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
        tagIndex[TagKey(tagClass: tagClass, tag: Self.key(tag))] ?? []
    }

    /// The keys of every type with the given identifiers and of all their ancestors.
    ///
    /// Unknown identifiers contribute only their own key.
    package func closure(of identifiers: [String]) -> Set<String> {
        var result: Set<String> = []
        for identifier in identifiers {
            let key = Self.key(identifier)
            result.insert(key)
            if let record = records[key] { result.formUnion(record.ancestors) }
        }
        return result
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
    /// - Complexity: O(*n* · *d*) for *n* declarations and hierarchy depth *d*, plus copying
    ///   the graph. Each type stores its ancestors, so memory grows with *n* · *d* as well.
    package func adding(_ declarations: [TypeDeclaration]) -> (graph: TypeGraph, problems: [TypeDeclarationError]) {
        inserting(declarations.map(Node.init))
    }

    /// Every problem the declarations have against this graph, in declaration order.
    ///
    /// A declaration whose parent is itself invalid is not reported separately: fixing the
    /// parent reveals it.
    package func problems(adding declarations: [TypeDeclaration]) -> [TypeDeclarationError] {
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

        // 2. Parents: known, and no cycles. Depth-first without recursion, so a long chain
        //    of declarations cannot exhaust the stack.
        var marks: [String: VisitMark] = [:]
        for (key, _) in batch.sorted(by: { $0.value < $1.value }) where marks[key] == nil {
            var stack: [(key: String, next: Int)] = [(key, 0)]
            marks[key] = .visiting
            while let top = stack.last {
                let node = nodes[batch[top.key]!]
                if top.next < node.parents.count {
                    stack[stack.count - 1].next += 1
                    let parentKey = Self.key(node.parents[top.next])
                    guard batch[parentKey] != nil else {
                        if records[parentKey] == nil, marks[top.key]?.isVisiting == true {
                            problems.append((batch[top.key]!, node.error(.unknownParent(node.parents[top.next]))))
                            marks[top.key] = .invalid
                        }
                        continue
                    }
                    switch marks[parentKey] {
                    case nil:
                        marks[parentKey] = .visiting
                        stack.append((parentKey, 0))
                    case .visiting?:
                        let start = stack.firstIndex { $0.key == parentKey }!
                        let members = stack[start...].map(\.key)
                        let first = members.min { batch[$0]! < batch[$1]! }!
                        let rotation = members.firstIndex(of: first)!
                        let cycle = Array(members[rotation...] + members[..<rotation]).map { nodes[batch[$0]!].identifier }
                        let firstNode = nodes[batch[first]!]
                        problems.append((batch[first]!, firstNode.error(.conformanceCycle(cycle + [firstNode.identifier]))))
                        for member in members { marks[member] = .invalid }
                    case .valid?, .invalid?:
                        break
                    }
                } else {
                    stack.removeLast()
                    guard marks[top.key]?.isVisiting == true else { continue }
                    var ancestors: Set<String> = []
                    var numbers = TypeNumberSet()
                    var valid = true
                    for parent in node.parents {
                        let parentKey = Self.key(parent)
                        let inherited: Set<String>
                        if let record = records[parentKey] {
                            inherited = record.ancestors
                            numbers.formUnion(record.ancestorNumbers)
                            numbers.insert(record.number)
                        } else if case .valid(let set, let parentNumbers)? = marks[parentKey] {
                            inherited = set
                            numbers.formUnion(parentNumbers)
                            numbers.insert(nextNumber + batch[parentKey]!)
                        } else {
                            valid = false
                            continue
                        }
                        // Adopt the larger set and merge the smaller into it: adopting a set
                        // copies it without hashing, while merging hashes every key again, which
                        // made a long chain of declarations quadratic in hashing.
                        if ancestors.count < inherited.count {
                            ancestors = inherited.union(ancestors)
                        } else {
                            ancestors.formUnion(inherited)
                        }
                    }
                    for parent in node.parents { ancestors.insert(Self.key(parent)) }
                    marks[top.key] = valid ? .valid(ancestors, numbers) : .invalid
                }
            }
        }

        // 3. Insert what is valid, in declaration order.
        var graph = self
        for (key, order) in batch.sorted(by: { $0.value < $1.value }) {
            guard case .valid(let ancestors, let numbers)? = marks[key] else { continue }
            let node = nodes[order]
            let record = TypeRecord(
                identifier: node.identifier,
                parents: node.parents,
                ancestors: ancestors,
                tags: node.tags,
                description: node.description,
                origin: node.origin,
                number: nextNumber + order,
                ancestorNumbers: numbers
            )
            graph.records[key] = record
            if let location = node.location { graph.locations[key] = location }
            for (tagClass, tags) in node.tags {
                for tag in tags {
                    graph.tagIndex[TagKey(tagClass: tagClass, tag: Self.key(tag)), default: []].append(record)
                }
            }
        }
        graph.nextNumber = nextNumber + nodes.count
        let ordered = problems.enumerated().sorted { ($0.element.order, $0.offset) < ($1.element.order, $1.offset) }
        return (graph, ordered.map(\.element.error))
    }
}

/// The state of a declaration during the depth-first walk of ``TypeGraph/inserting(_:)``.
private enum VisitMark {
    case visiting
    /// Valid, with the keys and the numbers of its ancestors.
    case valid(Set<String>, TypeNumberSet)
    case invalid

    var isVisiting: Bool {
        if case .visiting = self { true } else { false }
    }
}
