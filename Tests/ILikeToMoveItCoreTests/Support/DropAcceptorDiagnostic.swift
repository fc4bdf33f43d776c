@testable import ILikeToMoveItCore
@testable import ILikeToMoveItDropsCore

/// Two accepted types of a `DropAcceptor` that claim the same content: drops of
/// `shadowedType` always become `winner`, never `loser`.
///
/// Test support: the package's tests check with it that the acceptors of the documentation
/// and the tests do not overlap, or overlap as stated. Apps check the same in their own tests,
/// by loading each type's provider (see "Several types on one destination").
struct DropAcceptorDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// The earlier accepted type, which takes the content.
    let winner: String
    /// The content type the winner reads.
    let claimedType: String
    /// The later accepted type, which never receives the content.
    let loser: String
    /// The content type the loser reads; it is or conforms to ``claimedType``.
    let shadowedType: String

    /// Creates a diagnostic.
    init(winner: String, claimedType: String, loser: String, shadowedType: String) {
        self.winner = winner
        self.claimedType = claimedType
        self.loser = loser
        self.shadowedType = shadowedType
    }

    /// The overlap and how to resolve it.
    var description: String {
        let via = claimedType == shadowedType ? "" : " (it conforms to \(claimedType), which \(winner) reads)"
        return "\(winner) and \(loser) both claim \(shadowedType)\(via); drops of it always become \(winner), "
            + "never \(loser). Give each type its own exported content type (declared in Info.plist), or "
            + "drop \(shadowedType) from \(loser).readableTypes."
    }

    static func overlaps<Output>(in entries: [DropAcceptor<Output>.Entry]) -> [Self] {
        var found: [Self] = []
        for (laterIndex, later) in entries.enumerated() {
            for type in later.readableTypes {
                let claim = entries[..<laterIndex].lazy.compactMap { earlier in
                    earlier.readableTypes.first { type.conforms(to: $0) }.map { (earlier.itemType, $0) }
                }.first
                if let (winner, claimed) = claim {
                    found.append(Self(winner: winner, claimedType: claimed.identifier,
                                      loser: later.itemType, shadowedType: type.identifier))
                }
            }
        }
        return found
    }
}

extension DropAcceptor {
    /// Content types that a later entry reads but an earlier one already takes, so that
    /// drops of them never become the later entry's type.
    ///
    /// - Complexity: O(*t*²) conformance checks over all *t* readable types.
    var diagnostics: [DropAcceptorDiagnostic] {
        DropAcceptorDiagnostic.overlaps(in: entries)
    }
}
