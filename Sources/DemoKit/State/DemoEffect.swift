import ILikeToMoveItCore
@_spi(PortableProviders) import ILikeToMoveItDropsCore

/// What the state machine asks the outside world to do after an action.
///
/// The reducer decides; the interactive shell and the script runner carry the effects out
/// in their own way (the shell speaks and draws, the script runner prints).
enum DemoEffect: Hashable, Sendable {
    /// An announcement: shown in the status line, added to the log, spoken with `--speak`,
    /// printed in script mode.
    case announce(String)
    /// A description of where focus is: shown and spoken, but neither logged nor printed.
    case describe(String)
    /// The action could not be carried out, and why: shown, logged and spoken like an
    /// announcement; in script mode reported as an error with its line number.
    case reject(String)
    /// Lines printed in script mode (the lists, a detail, a menu); ignored on screen, where
    /// the state shows them.
    case output([String])
    /// Load a bird from each provider (in order) and hand the results to
    /// `DemoState.receive(_:)`. Loading is asynchronous; `DemoState.dispatch(_:)` does it.
    case load(DemoLoad)
    /// Leave the demo with this exit status.
    case quit(Int32)
}

/// The providers of a drop, to be loaded in order.
struct DemoLoad: Hashable, Sendable {
    let providers: [ItemProvider]

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.providers.map(ObjectIdentifier.init) == rhs.providers.map(ObjectIdentifier.init)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(providers.map(ObjectIdentifier.init))
    }
}
