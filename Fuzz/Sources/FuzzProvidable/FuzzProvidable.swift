import Dispatch
import FuzzSupport
import ILikeToMoveIt

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `Providable` decoding from arbitrary provider data: whatever a provider offers, loading
/// gives an item or an `ItemProviderError`, respects the size limit, and reads plain text and
/// JSON as documented.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzProvidable(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    var input = FuzzInput(data, count)
    let offeredTypes: [UTType] = [.fuzzBird, .fuzzNote, .plainText, .utf8PlainText, .json, .data, .png]
    let offered = input.pick(offeredTypes)
    let limit = input.pick([Int.min, -1, 0, 1, 8, 64, 16 << 20, .max])
    let readsNote = input.bool()
    let payload = Data(input.remaining)

    let provider = ItemProvider(suggestedName: "fuzz")
    provider.registerDataRepresentation(for: offered) { payload }
    let options = ProvidableLoadOptions(maximumPayloadSize: limit)
    if readsNote {
        let outcome = blockingLoad { try await provider.loadItem(FuzzNote.self, options: options) }
        check(outcome, offered: offered, payload: payload, limit: limit, readable: FuzzNote.readableTypes) { note, type in
            if type == .plainText {
                require(note.title == String(decoding: payload, as: UTF8.self), "plain text read as \(note)")
            } else {
                require((try? JSONDecoder().decode(FuzzNote.self, from: payload)) == note, "JSON read as \(note)")
            }
        }
    } else {
        let outcome = blockingLoad { try await provider.loadItem(FuzzBird.self, options: options) }
        check(outcome, offered: offered, payload: payload, limit: limit, readable: FuzzBird.readableTypes) { bird, type in
            if type == .plainText {
                require(bird.name == String(decoding: payload, as: UTF8.self), "plain text read as \(bird)")
            } else {
                require((try? JSONDecoder().decode(FuzzBird.self, from: payload)) == bird, "JSON read as \(bird)")
            }
        }
    }
    return 0
}

/// Checks an outcome against what the offer, the limit and the reader allow.
private func check<Item: Providable>(
    _ outcome: Result<Item, any Error>,
    offered: UTType,
    payload: Data,
    limit: Int,
    readable: [UTType],
    matches: (Item, UTType) -> Void
) {
    let match = readable.first { offered.conforms(to: $0) }
    switch outcome {
    case .success(let item):
        guard let match else { fatalError("Invariant broken: read \(offered) though nothing readable conforms") }
        require(payload.count <= max(0, limit), "read \(payload.count) bytes over the limit \(limit)")
        matches(item, match)
        // What was read writes and reads back the same.
        if let bytes = try? item.data(type: Item.writableTypes[0]) {
            require((try? Item(type: Item.writableTypes[0], data: bytes)) != nil, "\(item) does not read back")
        }
    case .failure(let error as ItemProviderError):
        require(error.failureReason?.isEmpty == false, "an error without a message for the developer")
        require(error.errorDescription?.isEmpty == false, "an error without a message for the user")
        switch error.code {
        case .unsupportedType:
            // Nothing offered is readable, or init?(type:data:) declined the readable match
            // (which it can only see within the limit).
            require(match == nil || payload.count <= max(0, limit),
                    "\(offered) is readable as \(String(describing: match)) yet refused: \(error)")
        case .payloadTooLarge:
            require(payload.count > max(0, limit)
                        && (error.failureReason ?? "").contains("is \(payload.count) bytes, over the limit of \(max(0, limit)) bytes"),
                    "\(error) for \(payload.count) bytes, limit \(limit)")
        case .decodingFailed:
            require(match != nil && payload.count <= max(0, limit), "decoding ran for \(offered) with limit \(limit)")
        default:
            fatalError("Invariant broken: unexpected error \(error)")
        }
    case .failure(let error):
        fatalError("Invariant broken: loadItem threw \(type(of: error)), not ItemProviderError: \(error)")
    }
}

/// Runs an async load to completion from the fuzzer's synchronous callback.
private func blockingLoad<Item: Sendable>(_ body: @escaping @Sendable () async throws -> Item) -> Result<Item, any Error> {
    let done = DispatchSemaphore(value: 0)
    let box = OutcomeBox<Item>()
    Task {
        box.outcome = await Result { try await body() }
        done.signal()
    }
    done.wait()
    return box.outcome!
}

/// Carries the outcome from the task to the waiting thread; the semaphore orders the write
/// before the read, which the compiler cannot see, hence `@unchecked`.
private final class OutcomeBox<Item>: @unchecked Sendable {
    var outcome: Result<Item, any Error>?
}

extension Result where Failure == any Error {
    fileprivate init(catching body: () async throws -> Success) async {
        do { self = .success(try await body()) } catch { self = .failure(error) }
    }
}
