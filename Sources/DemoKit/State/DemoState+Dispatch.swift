import ILikeToMoveItCore
@_spi(PortableProviders) import ILikeToMoveItDropsCore

extension DemoState {
    /// Reduces `action` and carries out the loads it starts, feeding their results back, so
    /// the caller sees only effects it can show, speak or print.
    ///
    /// Loads go through the core (`[ItemProvider].loadItemResults(_:)`), concurrently, with
    /// results in provider order; the lists are only changed by `receive(_:)` once every load
    /// has reported.
    ///
    /// - Parameter action: What the user asked for.
    /// - Returns: The effects of the action and of the loads it started, in order; never
    ///   `.load`.
    mutating func dispatch(_ action: DemoAction) async -> [DemoEffect] {
        var effects = reduce(action)
        while let index = effects.firstIndex(where: { if case .load = $0 { true } else { false } }) {
            guard case .load(let load) = effects.remove(at: index) else { continue }
            let results = await load.providers.loadItemResults(Bird.self)
            let landed = receive(results)
            record(landed)
            effects.insert(contentsOf: landed, at: index)
        }
        return effects
    }
}
