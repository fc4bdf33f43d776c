import Dispatch
import FuzzSupport

#if canImport(FoundationEssentials)
import FoundationEssentials
#endif
import Foundation

// Completion handlers run on the main actor, so the main thread must serve the main queue:
// libFuzzer runs on a thread of its own, and exits the process when it is done.
let fuzzing = Thread { runFuzzer { data, count in fuzzLoader(data, count) } }
fuzzing.stackSize = 8 << 20
fuzzing.start()
dispatchMain()
