extension Array where Element == String {
    /// The index of the first identifier whose type conforms to the type named `identifier`;
    /// identifiers the type system cannot resolve match only by equality.
    func firstIndex(conformingTo identifier: String) -> Int? {
        let target = UTType(identifier)
        return firstIndex { offered in
            if offered == identifier { return true }
            guard let target, let type = UTType(offered) else { return false }
            return type.conforms(to: target)
        }
    }
}
