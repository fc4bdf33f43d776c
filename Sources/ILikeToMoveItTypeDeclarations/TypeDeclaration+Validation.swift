extension TypeDeclaration {
    /// Every problem in a set of declarations, checked against the system types.
    ///
    /// Finds missing identifiers, identifiers declared twice (or re-declaring a system type in
    /// an exported declaration; importing a system type is allowed), parents that are neither
    /// system types nor declared, and conformance cycles, including a type listing itself.
    /// Cyclic declarations are detected without recursion, so validation always terminates.
    /// A declaration whose parent is itself invalid is not reported separately.
    ///
    /// ```swift
    /// let problems = TypeDeclaration.validate(try TypeDeclaration.declarations(fromInfoPlist: data))
    /// for problem in problems { print(problem) }
    /// ```
    ///
    /// - Parameter declarations: The declarations, for example from
    ///   ``declarations(fromInfoPlist:)``.
    /// - Returns: The problems in declaration order; empty when the declarations are valid.
    /// - Complexity: O(*n* · *d*) for *n* declarations and hierarchy depth *d*.
    public static func validate(_ declarations: [TypeDeclaration]) -> [TypeDeclarationError] {
        TypeGraph.system.problems(adding: declarations)
    }
}
