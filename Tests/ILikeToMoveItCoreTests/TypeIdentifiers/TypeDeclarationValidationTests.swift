@testable import ILikeToMoveItCore
@testable import ILikeToMoveItTypeDeclarations
import Testing

@Suite struct TypeDeclarationValidationTests {
    static func declaration(_ identifier: String, _ parents: [String], at index: Int, kind: TypeDeclaration.Kind = .exported) -> TypeDeclaration {
        TypeDeclaration(identifier: identifier, conformsTo: parents, kind: kind, location: .init(kind: kind, index: index))
    }

    @Test func validDeclarationsHaveNoProblems() {
        let declarations = [
            Self.declaration("com.example.animal", ["public.json"], at: 0),
            Self.declaration("com.example.bird", ["com.example.animal", "public.content"], at: 1),
            Self.declaration("public.png", ["public.image"], at: 0, kind: .imported),
        ]
        #expect(TypeDeclaration.validate(declarations).isEmpty)
    }

    @Test func parentsMayBeDeclaredAfterTheirChildren() {
        let declarations = [
            Self.declaration("com.example.bird", ["com.example.animal"], at: 0),
            Self.declaration("com.example.animal", ["public.data"], at: 1),
        ]
        #expect(TypeDeclaration.validate(declarations).isEmpty)
    }

    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let declarations: [TypeDeclaration]
        let expected: [TypeDeclarationError]
        var testDescription: String { name }
    }

    static func exported(_ index: Int) -> TypeDeclaration.Location { .init(kind: .exported, index: index) }

    static let cases: [Case] = [
        Case(name: "missing identifier",
             declarations: [declaration("", ["public.data"], at: 0)],
             expected: [TypeDeclarationError(.missingIdentifier, location: exported(0), identifier: "")]),
        Case(name: "duplicate identifier",
             declarations: [declaration("com.example.bird", ["public.data"], at: 0), declaration("com.example.Bird", ["public.data"], at: 1)],
             expected: [TypeDeclarationError(.duplicateIdentifier(firstDeclaredAt: exported(0)), location: exported(1), identifier: "com.example.Bird")]),
        Case(name: "exported system type",
             declarations: [declaration("public.png", ["public.data"], at: 0)],
             expected: [TypeDeclarationError(.duplicateIdentifier(firstDeclaredAt: nil), location: exported(0), identifier: "public.png")]),
        Case(name: "unknown parent",
             declarations: [declaration("com.example.bird", ["com.example.animal"], at: 0)],
             expected: [TypeDeclarationError(.unknownParent("com.example.animal"), location: exported(0), identifier: "com.example.bird")]),
        Case(name: "self-reference",
             declarations: [declaration("com.example.bird", ["com.example.bird"], at: 0)],
             expected: [TypeDeclarationError(.conformanceCycle(["com.example.bird", "com.example.bird"]), location: exported(0), identifier: "com.example.bird")]),
        Case(name: "cycle of three",
             declarations: [
                declaration("com.example.c", ["com.example.a"], at: 0),
                declaration("com.example.a", ["com.example.b"], at: 1),
                declaration("com.example.b", ["com.example.c", "public.data"], at: 2),
             ],
             expected: [TypeDeclarationError(.conformanceCycle(["com.example.c", "com.example.a", "com.example.b", "com.example.c"]),
                                             location: exported(0), identifier: "com.example.c")]),
    ]

    @Test(arguments: cases)
    func problemsAreFoundAndNamed(_ example: Case) {
        let problems = TypeDeclaration.validate(example.declarations)
        #expect(problems == example.expected)
        for problem in problems {
            if let location = problem.location { #expect(problem.description.contains(location.description)) }
        }
    }

    @Test func childrenOfAnInvalidDeclarationAreNotReportedTwice() {
        let declarations = [
            Self.declaration("com.example.bird", ["com.example.missing"], at: 0),
            Self.declaration("com.example.robin", ["com.example.bird"], at: 1),
        ]
        #expect(TypeDeclaration.validate(declarations).count == 1)
    }

    @Test func aLongChainAndALongCycleTerminate() {
        // Ancestor sets make a chain quadratic in memory; a long cycle has none to build.
        let chain = (0..<1_000).map { index in
            Self.declaration("com.example.chain\(index)", [index == 0 ? "public.data" : "com.example.chain\(index - 1)"], at: index)
        }
        #expect(TypeDeclaration.validate(chain).isEmpty)

        let count = 20_000
        let cycle = (0..<count).map { index in
            Self.declaration("com.example.ring\(index)", ["com.example.ring\((index + 1) % count)"], at: index)
        }
        let problems = TypeDeclaration.validate(cycle)
        #expect(problems.count == 1)
        guard case .conformanceCycle(let members)? = problems.first?.reason else {
            Issue.record("expected a cycle, got \(problems)")
            return
        }
        #expect(members.count == count + 1)
        #expect(members.first == "com.example.ring0")
    }
}
