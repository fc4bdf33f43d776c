@testable import ILikeToMoveItCore
@testable import ILikeToMoveItDropsCore
import ILikeToMoveItSupport

extension DropLoads {
    /// How many drops are still loading.
    var runningCount: Int { tasks.withLock { $0.running.count } }
}
