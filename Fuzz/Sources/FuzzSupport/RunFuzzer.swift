import FuzzerDriver

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Hands the process over to libFuzzer with `test` as the function under test, and exits with
/// libFuzzer's status.
///
/// SwiftPM gives every executable its own `main`, so the fuzzers cannot use the `main` that
/// libFuzzer ships; `LLVMFuzzerRunDriver` is libFuzzer's entry point for that case and takes
/// the same command-line flags (`-max_total_time=20`, a corpus directory, …).
///
/// - Parameter test: Runs one input; returns 0 (libFuzzer reserves other values).
public func runFuzzer(_ test: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Never {
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv, test))
}
