/// Keeps a value alive and opaque to the optimiser, so that the work producing it is not removed.
@inline(never)
public func consume<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
