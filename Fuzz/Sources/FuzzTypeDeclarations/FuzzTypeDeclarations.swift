import FuzzSupport
import ILikeToMoveItCore
@testable import ILikeToMoveItTypeDeclarations

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Info.plist type declarations: any bytes either fail with a `TypeDeclarationError` or give
/// declarations that validation, registration into a fresh graph and the checker agree on.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzTypeDeclarations(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    let input = FuzzInput(data, count)
    let declarations: [TypeDeclaration]
    do {
        declarations = try TypeDeclaration.declarations(fromInfoPlist: Data(input.remaining))
    } catch let error as TypeDeclarationError {
        require(!error.description.isEmpty, "an error without a message")
        return 0
    } catch {
        fatalError("Invariant broken: declarations(fromInfoPlist:) threw \(type(of: error)), not TypeDeclarationError")
    }
    check(declarations)
    return 0
}

private func check(_ declarations: [TypeDeclaration]) {
    let problems = TypeDeclaration.validate(declarations)
    for problem in problems {
        require(!problem.description.isEmpty, "a problem without a message")
    }

    // Registration into a fresh copy of the system graph, all or nothing as `UTType.register`
    // does it, without touching the process-wide registry.
    let (graph, registrationProblems) = TypeGraph.system.adding(declarations)
    require(registrationProblems.map(\.description) == problems.map(\.description),
            "validation and registration disagree: \(problems) vs \(registrationProblems)")
    if problems.isEmpty {
        // Declarations of types already known (imports, identical repeats) change nothing.
        for declaration in declarations where TypeGraph.system.record(for: declaration.identifier) == nil {
            guard let record = graph.record(for: declaration.identifier) else {
                fatalError("Invariant broken: \(declaration.identifier) was not registered")
            }
            for parent in declaration.conformsTo {
                require(graph.conforms(record, toKey: TypeGraph.key(parent)),
                        "\(declaration.identifier) does not conform to its parent \(parent)")
            }
            for (tagClass, tags) in declaration.tagSpecification {
                for tag in tags {
                    require(graph.records(forTag: tag, tagClass: tagClass).contains { $0.key == record.key },
                            "\(declaration.identifier) is not found by its tag \(tag)")
                }
            }
        }
    }

    // The checker, over every identifier the declarations mention plus an undeclared one.
    let used = declarations.flatMap { [$0.identifier] + $0.conformsTo } + ["com.example.undeclared"]
    let report = TypeDeclarationChecker.check(declarations: declarations, usedTypes: used)
    _ = report.description
    for finding in report.findings {
        _ = finding.description
        if let entry = finding.suggestedInfoPlistEntry {
            checkSuggestion(entry, for: finding.identifier)
        }
    }
}

/// A suggested entry, pasted into an Info.plist, declares the identifier it was made for.
private func checkSuggestion(_ entry: String, for identifier: String) {
    // XML 1.0 cannot carry most control characters at all, escaped or not.
    guard !identifier.unicodeScalars.contains(where: { $0.value < 0x20 || (0xD800...0xDFFF).contains($0.value) || $0.value == 0xFFFE || $0.value == 0xFFFF }) else { return }
    let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>UTExportedTypeDeclarations</key><array>\(entry)</array></dict></plist>
        """
    let declarations = try? TypeDeclaration.declarations(fromInfoPlist: Data(plist.utf8))
    require(declarations?.map(\.identifier) == [identifier],
            "the suggested entry for \(identifier.debugDescription) reads back as \(String(describing: declarations))")
}
