import Foundation

/// Checks that an app's Info.plist declares the custom types the app uses.
///
/// On Apple platforms a type that is dragged, dropped or saved must be declared in the
/// Info.plist (`UTExportedTypeDeclarations` for the app's own types, `UTImportedTypeDeclarations`
/// for others') and must conform to `public.data`; otherwise providers silently offer nothing.
/// The checker finds, for each custom type (not `public.*`, not a system type, not dynamic):
/// it is not declared; it is declared but does not conform, transitively, to `public.data`;
/// it is declared more than once. It also reports declarations that are invalid (unknown parent,
/// conformance cycle). It works on identifier strings and the portable system table, so it runs
/// the same on every platform.
///
/// ```swift
/// let report = try TypeDeclarationChecker.check(infoPlist: data, usedTypes: ["com.example.bird"])
/// if !report.isClean { print(report) }
/// ```
public enum TypeDeclarationChecker {
    /// Checks the declarations of an Info.plist against the types an app uses.
    ///
    /// - Parameters:
    ///   - infoPlist: The bytes of an XML or binary Info.plist.
    ///   - usedTypes: The identifiers of the types the app reads or writes.
    /// - Returns: The findings.
    /// - Throws: ``TypeDeclarationError`` when the Info.plist cannot be read or an entry has
    ///   the wrong shape (see ``TypeDeclaration/declarations(fromInfoPlist:)``).
    /// - Complexity: O(*n* · *d* + *u* · *d*) for *n* declarations, *u* used types and hierarchy
    ///   depth *d*.
    public static func check(infoPlist: Data, usedTypes: [String]) throws -> TypeDeclarationReport {
        check(declarations: try TypeDeclaration.declarations(fromInfoPlist: infoPlist), usedTypes: usedTypes)
    }

    /// Checks declarations against the types an app uses.
    ///
    /// - Parameters:
    ///   - declarations: The app's declarations.
    ///   - usedTypes: The identifiers of the types the app reads or writes; repeated identifiers
    ///     are checked once, and the empty string, which names no type and could not be
    ///     declared, is skipped.
    /// - Returns: The findings.
    /// - Complexity: O(*n* · *d* + *u* · *d*) for *n* declarations, *u* used types and hierarchy
    ///   depth *d*.
    public static func check(declarations: [TypeDeclaration], usedTypes: [String]) -> TypeDeclarationReport {
        let system = TypeGraph.system
        var byKey: [String: [TypeDeclaration]] = [:]
        for declaration in declarations {
            byKey[TypeGraph.key(declaration.identifier), default: []].append(declaration)
        }
        var findings: [TypeDeclarationReport.Finding] = []
        var checked: Set<String> = []
        for identifier in usedTypes {
            let key = TypeGraph.key(identifier)
            guard !key.isEmpty, checked.insert(key).inserted, isCustom(identifier, in: system) else { continue }
            guard let found = byKey[key] else {
                findings.append(.init(identifier: identifier, kind: .undeclared))
                continue
            }
            if found.count > 1 {
                findings.append(.init(identifier: identifier, kind: .declaredMoreThanOnce(found.compactMap(\.location))))
            }
            if !conformsToData(key, declarations: byKey, system: system) {
                findings.append(.init(identifier: identifier, kind: .doesNotConformToData))
            }
        }
        let reported = Set(findings.map { TypeGraph.key($0.identifier) })
        for problem in TypeDeclaration.validate(declarations) {
            if case .duplicateIdentifier = problem.reason, let identifier = problem.identifier,
               reported.contains(TypeGraph.key(identifier)) {
                continue
            }
            findings.append(.init(identifier: problem.identifier ?? "", kind: .invalidDeclaration(problem)))
        }
        return TypeDeclarationReport(findings: findings)
    }

    /// Whether an identifier names a type the app must declare itself.
    static func isCustom(_ identifier: String, in system: TypeGraph) -> Bool {
        let key = TypeGraph.key(identifier)
        return !key.hasPrefix("public.") && !key.hasPrefix("dyn.") && system.record(for: key) == nil
    }

    /// Whether a type reaches `public.data` through declarations and system types, following
    /// every declaration of each identifier; visits each type once, so cycles terminate.
    static func conformsToData(
        _ key: String,
        declarations: [String: [TypeDeclaration]],
        system: TypeGraph
    ) -> Bool {
        let data = TypeGraph.key("public.data")
        var pending = [key]
        var seen: Set<String> = [key]
        while let next = pending.popLast() {
            if let record = system.record(for: next) {
                if system.conforms(record, toKey: data) { return true }
                continue
            }
            for declaration in declarations[next] ?? [] {
                for parent in declaration.conformsTo.map(TypeGraph.key) where seen.insert(parent).inserted {
                    if parent == data { return true }
                    pending.append(parent)
                }
            }
        }
        return false
    }
}
