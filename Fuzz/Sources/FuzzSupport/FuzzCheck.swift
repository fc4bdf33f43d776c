/// Stops the fuzzer with a message when an invariant fails, so libFuzzer saves the input.
///
/// - Parameters:
///   - condition: The invariant.
///   - message: What went wrong, with the values involved.
public func require(
    _ condition: @autoclosure () -> Bool,
    _ message: @autoclosure () -> String,
    file: StaticString = #fileID,
    line: UInt = #line
) {
    if !condition() {
        fatalError("Invariant broken: \(message())", file: file, line: line)
    }
}
