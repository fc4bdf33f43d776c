import FuzzSupport
// The inflater and the table pack are the core's own, internal.
@testable import ILikeToMoveItCore

/// The announcement tables' decoder: whatever the bytes, inflating them, or reading them as a
/// table pack, ends in a result or a `PackedTableError`, within the output limit; never a
/// trap, a hang or another error.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzInflate(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    let bytes = FuzzInput(data, count).remaining
    let limit = 1 << 16
    do {
        let output = try Inflater.inflate(bytes, limit: limit)
        require(output.count <= limit, "\(output.count) bytes out, above the limit of \(limit)")
    } catch {
        require(error is PackedTableError, "the inflater threw \(error)")
    }
    do {
        _ = try TablePack.stream(of: "en", in: bytes)
    } catch {
        require(error is PackedTableError, "the pack reader threw \(error)")
    }
    return 0
}
